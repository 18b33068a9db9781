/* table_frame.h — the frame from kept pictures (table_frame.c, table_cache.h), and what
 * the table is doing now: rolling, busy, paused, covered. For the table's own files
 * (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_FRAME_H
#define RAJAS_TABLE_FRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"

/* Copies the chrome, the large sheet and the thumbnails, drawing each picture again only
 * when what it shows changed; then the large sheet's decorations and notes. False (nothing
 * drawn) when the renderer cannot make the pictures: the caller draws directly. */
bool table_draw_kept(TableScene *t, SDL_Renderer *r, uint32_t now);
/* A picture's key for the chrome: everything table_draw_chrome reads. */
uint64_t table_chrome_key(const TableScene *t);
/* The version of what the table shows at now: the chrome's key and everything drawn over
 * it (the sheet shown large, the message while it is up, the marks, the hint, the dice's
 * and the pen's last start, the leave question, the pause). Changed by every change, also
 * those made by table_tick, a bot's answer or a message running out: the program's loop
 * draws when it differs from the last frame's. */
uint64_t table_shown_key(const TableScene *t, uint32_t now);

/* A card covers the table (the rules, settings, the leave question): the dice, the pen and
 * the bots' pace stop where they are, and what followed the pointer is forgotten;
 * table_resume goes on from there. Both may be called again and again. */
void table_pause(TableScene *t, uint32_t now);
void table_resume(TableScene *t, uint32_t now);
/* True while the dice of the last roll still fly: the prompt says they are rolled, the log
 * and the dice's tooltips wait for them to land. */
bool table_rolling(const TableScene *t);
/* True while something moves (dice, elephant, pen strokes, a gain shown: table_gains.c);
 * play itself waits only for the dice, the elephant and the pen. */
bool table_busy(const TableScene *t, uint32_t now);
/* When what moves now (dice, elephant, pen, gains) comes to rest: the last end of them all. */
uint32_t table_motion_end(const TableScene *t);
/* The message's box over the sheet and its text size (table_draw.c). */
SDL_Rect table_message_box(TableScene *t, int *px);
/* True while a message shows over the sheet (table_say): a refusal until the person's next
 * click or key, any other message for TABLE_MESSAGE_MS. */
bool table_message_up(const TableScene *t, uint32_t now);
/* True when the table's picture changed between two moments with no input and nothing
 * moving: a message ran out, or the forced steps' ring faded. */
bool table_changed_by_itself(const TableScene *t, uint32_t since, uint32_t now);
void table_draw(TableScene *t, SDL_Renderer *r, uint32_t now);
/* table_draw in two parts, for a scene that draws its own cards over the table (the
 * lesson's coach): everything but the pointer's tooltip, then the tooltip, last, so no card
 * hides it. */
void table_draw_under_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now);
void table_draw_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now);

/* The game the table shows (match_shown): while a finished turn waits for End turn, the
 * game as that turn left it, its round still on the table. */
const Game *table_game(const TableScene *t);
/* The seat whose screen it is (the seat to act, or the roller), -1 when the game is over. */
int table_seat_in_charge(const Game *g);
/* True when the screen must be handed to another player before play goes on. */
bool table_handover_due(const TableScene *t);
/* The leave question's two buttons (Leave, Stay), when it is shown. */
void table_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay);
/* The leave question's card: as wide as 60 units grown by the text (within the window), as
 * tall as its title, the lines of its words (two at least) and the buttons at their grown
 * sizes. */
SDL_Rect table_leave_card(const TableScene *t);
/* The leave card's words about the last save (save_words_leave), the size they are drawn
 * at (the body size, the fine one when they take more than three lines there) and how
 * many lines they take within room pixels. */
void table_leave_words(const TableScene *t, int room, char *buf, size_t cap, int *px, int *lines);
/* Seats shown as thumbnails, in order (every seat but the one shown large). */
int table_thumb_seats(const TableScene *t, int out[GAME_MAX_PLAYERS - 1]);

#endif
