/* setup_layout.h — where each part of the set-up screen lies for a window's size, and
 * which part a point is on: a pure value of the size, the zoom (type_scale.h), the seats
 * and the sides, for the screen's own files and the tests (setup_test.h). */
#ifndef RAJAS_SETUP_LAYOUT_H
#define RAJAS_SETUP_LAYOUT_H

#include <stdbool.h>

#include <SDL.h>

#include "focus.h"
#include "game.h"
#include "i18n.h"
#include "seats.h"

enum { KIND_BUTTONS = 1 + BOT_LEVEL_COUNT };   /* Human, then one per bot level */

typedef struct {
    int w, h, unit, zoom, players, sheets;   /* zoom: the text's, type_scale.h */
    /* The sizes of the type scale (type_scale.h) at the player's zoom the words start from:
     * the title's, the running text's, the finest, a name's, Start's. */
    int title_px, body_px, fine_px, name_px, big_px;
    /* Above 100 % a seat's row needs the window's width: the seats go across it and what
     * sat beside them goes under them, in columns of cells (setup_layout.c). */
    bool stacked;
    SDL_Rect title, subtitle;                    /* the title line and the line under it */
    SDL_Rect header;                             /* the column labels above the seats */
    SDL_Rect head[4];                            /* each label's box: pen, name, kind, starts */
    SDL_Rect row[GAME_MAX_PLAYERS];
    SDL_Rect colour[GAME_MAX_PLAYERS];
    SDL_Rect name[GAME_MAX_PLAYERS];
    SDL_Rect kind[GAME_MAX_PLAYERS][KIND_BUTTONS];
    SDL_Rect first[GAME_MAX_PLAYERS];
    SDL_Rect remove[GAME_MAX_PLAYERS];
    SDL_Rect add, random_first;
    SDL_Rect starter;                            /* "Starting player: …" */
    SDL_Rect side_label;
    SDL_Rect sheet[SHEETS_MAX];
    SDL_Rect preview;                            /* the chosen side, drawn small; empty: no room */
    SDL_Rect message;
    SDL_Rect hints;                              /* how play at one screen goes; gives way to a
                                                    message that reaches it */
    SDL_Rect resume_note;                        /* over Resume: why it is there; empty: no room */
    SDL_Rect resume, start;
    SDL_Rect rules, settings, stats;             /* the buttons to the cards, under the seats */
    SDL_Rect learn;                              /* Learn to play: the guided first game */
    SDL_Rect puzzles;                            /* Puzzles: find the move */
    SDL_Rect daily;                              /* Today's dice: the day's game */
} SetupLayout;

typedef enum {
    HIT_NONE, HIT_COLOUR, HIT_NAME, HIT_KIND, HIT_FIRST, HIT_REMOVE, HIT_ADD, HIT_RANDOM_FIRST,
    HIT_SHEET, HIT_RESUME, HIT_START, HIT_RULES, HIT_SETTINGS, HIT_STATS, HIT_LEARN, HIT_PUZZLES,
    HIT_DAILY
} SetupHitKind;

typedef struct {
    SetupHitKind kind;
    int seat;       /* seats; HIT_SHEET: the side; HIT_KIND: seat */
    int option;     /* HIT_KIND: 0 human, 1 + BotLevel */
} SetupHit;

/* Lays the screen out for w×h pixels (laid out as at least 1024×640) with its text at zoom %
 * (type_scale.h): the rows, buttons and lines grow with their text. Pure. The columns of
 * buttons under the seats hold a word of "Einstellungen"'s width at the body size. */
void setup_layout(SetupLayout *l, int w, int h, int zoom, int players, int sheets, bool can_resume);
/* setup_layout, with the columns of two-line buttons at least as wide as a word
 * word_per_mille thousandths of its size wide at the body size (setup_word_per_mille:
 * "Dobbelstenen" in Dutch); 0 as setup_layout. */
void setup_layout_for(SetupLayout *l, int w, int h, int zoom, int players, int sheets, bool can_resume,
                      int word_per_mille);
SetupHit setup_hit(const SetupLayout *l, int x, int y);
/* The part of the starting-player button its word takes: all of it, or right of the
 * elephant drawn on the seat that starts. */
SDL_Rect setup_first_label(SDL_Rect first, bool starts);

/* setup_ops.c: adds the screen's items to f in Tab order (Resume, Start, each seat's colour,
 * name, kinds, starting player and remove buttons, Add, random first, the sides, Learn to
 * play, Rules, Settings, Statistics), each only where setup_hit answers its kind, named in
 * lang. Tests find from it how many Tabs reach an item. */
void setup_focus_list(const Lang *lang, const SetupLayout *l, FocusRing *f);

#endif
