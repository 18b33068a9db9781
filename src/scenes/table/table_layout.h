/* table_layout.h — where everything on the game table goes, for any window from 1024×640
 * up, in renderer pixels. Pure: the same numbers for the scene that draws, the input that
 * hit-tests and the end-to-end driver that aims synthetic clicks. */
#ifndef RAJAS_TABLE_LAYOUT_H
#define RAJAS_TABLE_LAYOUT_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "geometry.h"

/* The table's buttons, in the order they sit in the bottom bar; Hint sits apart, beside
 * the log. The bar keeps room for TABLE_BAR_SLOTS buttons, so one more playing button
 * (before BUTTON_HINT) fits without moving the others' row. */
enum { BUTTON_UNDO, BUTTON_KARMA, BUTTON_CONFIRM, BUTTON_HINT, BUTTON_COUNT };
#define TABLE_BAR_SLOTS 4

#define TABLE_MAX_CHOICES 12
#define TABLE_MAX_PENDING_SHOWN 10

typedef struct {
    int w, h;                              /* the window in pixels */
    int players;
    int unit;                              /* base spacing; text sizes derive from it */
    int zoom;                              /* the text's zoom it was laid out at (type_scale.h):
                                              what it measures later is measured at it */
    int right_min;                         /* the right column's least width: grows with
                                              the UI scale and text size (type_scale.h) */
    SDL_Rect prompt;                       /* top line: whose turn, what to do */
    SDL_Rect choices;                      /* choice chips under the prompt */
    SDL_Rect sheet;                        /* the sheet looked at, large (16:10) */
    SDL_Rect pending;                      /* pending bonuses, right under the sheet */
    int pending_least_w;                   /* a pending chip's width at 100 %: grown text
                                              shows fewer chips, never narrower ones */
    SDL_Rect button[BUTTON_COUNT];
    SDL_Rect race;                         /* everyone's race to the crossing (race_strip.h) */
    SDL_Rect tray;                         /* the centre of the table: rolled dice */
    SDL_Rect tray_dice;                    /* the tray under its name, where the dice lie */
    SDL_Rect seat[GAME_MAX_PLAYERS];       /* seat cards in seat order */
    SDL_Rect depot[GAME_MAX_PLAYERS];      /* the part of a card under its words: the
                                              elephant and the dice a seat has taken */
    SDL_Rect thumb[GAME_MAX_PLAYERS - 1];  /* thumbnails of the sheets not shown large */
    int thumbs;
    SDL_Rect log_head;                     /* the log's heading, beside Hint */
    SDL_Rect log;                          /* what happened, in words */
    int log_need;                          /* the log's height asked (table_layout_log), 0:
                                              none; the box is shorter only where the seats
                                              and the thumbnails could not give it */
} TableLayout;

/* Lays the table out in a w×h pixel window with its text at zoom % (type_scale.h) for 2..5
 * players. Windows smaller than the minimum are laid out as if at the minimum (the scene
 * never shrinks below it). */
void table_layout(TableLayout *t, int w, int h, int zoom, int players);
/* table_layout with the log's box asked to be at least log_need pixels tall (the newest
 * entry whole with a line above it, table_log_need): the thumbnails shrink, down to 8 grown
 * units wide (narrower they go, as under grown text), then four
 * or five seats' cards go side by side, then their lower part gives way, down to the least
 * each keeps; the sheet, the dice, the prompt, the bar and the race never do. The log's
 * width is the same whatever log_need is. */
void table_layout_log(TableLayout *t, int w, int h, int zoom, int players, int log_need);

/* The i-th of count choice chips inside the choice bar; chips share the bar evenly
 * up to a comfortable width. */
SDL_Rect table_choice_rect(const TableLayout *t, int i, int count);
/* The prompt's and the choice chips' row height at unit u: 5 units, grown with the text
 * (zoom %) up to what the title size needs. */
int table_line_h(int zoom, int u);
/* The size of a seat card's fame, money and karma (seats.h) on a card card_w wide: the fine
 * size, or under grown text, on a card too narrow for them on one line at it, the largest
 * size down to the fine size at 100 % at which they are (a line less on the card; never
 * smaller than at 100 %). */
int table_seat_numbers_px(int zoom, int unit, int card_w);
/* The size they are drawn at: table_seat_numbers_px, stepped down (not below the 100 % fine
 * size) until they take the one line the card keeps them, measured in art. */
int table_seat_numbers_drawn_px(Art *art, int unit, int card_w);
/* The height of a thumbnail's name over its sheet (thumb[i] holds both). */
int table_thumb_label(const TableLayout *t);
/* The i-th pending-bonus chip (icon over its name). */
SDL_Rect table_pending_rect(const TableLayout *t, int i);
/* How many pending chips always fit side by side: 6, fewer as the text grows (at least 2). */
int table_pending_room(const TableLayout *t);

/* Index of the button under (x, y), or -1. */
int table_button_at(const TableLayout *t, int x, int y);
/* Index of the thumbnail under (x, y), or -1. */
int table_thumb_at(const TableLayout *t, int x, int y);


#endif
