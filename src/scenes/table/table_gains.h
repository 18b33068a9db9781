/* table_gains.h — what a decision earned, shown where it was earned for about a second
 * (table_gains.c): "+2 fame" and "+3 money" over the tracks, a good flying to its market
 * row, karma to its karma box; on the seat's card when its sheet is not the one shown
 * large. With animations off the same words stand still at their place for the second. */
#ifndef RAJAS_TABLE_GAINS_H
#define RAJAS_TABLE_GAINS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>
#include <stdint.h>

#include "sheet_view.h"
#include "table.h"

#define TABLE_GAINS 16
#define TABLE_GAIN_MS 1000      /* how long a gain shows, whatever the animation speed */

typedef struct {
    int8_t seat;
    uint8_t kind;               /* GainKind (match_event.h) */
    uint8_t good;               /* GAIN_GOOD: which good */
    int16_t amount;
    uint32_t at;                /* when it was earned */
    Spot from;                  /* where on its seat's sheet; SPOT_NONE: at its place */
} TableGain;

typedef struct {
    TableGain gain[TABLE_GAINS];
    int count;
    Spot from;                  /* the place the last decision marked (the gains' start) */
    int from_seat;
} TableGains;

/* ---- table_gains.c: gains shown where they were earned (table_gains.h) --------------- */
/* The place a decision marked on its seat's sheet (e's before → after), where its gains
 * start from. */
void table_gains_from(TableScene *t, const MatchEvent *e);
/* A GAIN event: shown from now for TABLE_GAIN_MS, with the gain's chime. */
void table_gains_take(TableScene *t, const MatchEvent *e, uint32_t now);
/* Forgets every gain shown (an Undo, a new game). */
void table_gains_clear(TableScene *t);
/* When the last gain shown ends; 0: none shows at now. */
uint32_t table_gains_end(const TableScene *t, uint32_t now);
/* Where gain g shows at now: its words' middle, and the place it goes to. */
SDL_Point table_gain_at(const TableScene *t, const TableGain *g, uint32_t now, SDL_Rect *place);
/* The dark pill gain g is drawn on at now, around its words (and icon) at *px. On a seat's
 * card it stays under the card's name and inside the card (its words a size smaller when
 * the card is narrow), so no name is ever covered; it never leaves the window. */
SDL_Rect table_gain_pill(TableScene *t, const TableGain *g, uint32_t now, int *px);
/* Where seat s's card shows its name: the card's top band, down to the numbers. */
SDL_Rect table_seat_name_band(const TableScene *t, int s);
void table_draw_gains(TableScene *t, SDL_Renderer *r, uint32_t now);

#endif
