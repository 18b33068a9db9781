/* table_peek.h — another player's sheet shown large, by hover or click (table_peek.c). For
 * the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_PEEK_H
#define RAJAS_TABLE_PEEK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"

/* The index (in table_thumb_seats' order) of the sheet the pointer at (x, y) would open:
 * the thumbnail under it, or, when the layout has none, the seat card; -1: none. */
int table_sheet_target(const TableScene *t, int x, int y);
/* The seat whose sheet the pointer resting on its thumbnail shows large; -1: none. */
int table_peek_seat(const TableScene *t);
/* The pointer moved: a new thumbnail under it starts the delay, leaving one ends the peek. */
void table_peek_motion(TableScene *t, int x, int y, uint32_t now);
/* True while the pointer rests on a thumbnail whose sheet is not shown yet: the loop must
 * look again within TABLE_PEEK_MS. */
bool table_peek_pending(const TableScene *t);
/* Shows the thumbnail's sheet once the pointer has rested on it long enough. */
void table_peek_tick(TableScene *t, uint32_t now);
/* Drops the hover (a hand-over, a card, End turn): nothing is peeked at until it moves. */
void table_peek_forget(TableScene *t);
/* A click on thumbnail i: its sheet stays large (the acting seat's own: back to it). */
void table_thumb_click(TableScene *t, int i);
/* Esc or the controller's B: back to the acting seat's sheet from one opened by a click;
 * false when that is shown already. */
bool table_back_to_own(TableScene *t);
/* The note saying whose sheet is shown large when it is not the acting seat's: its words,
 * box and text size. It sits in the choice chips' row right of the chips or of the
 * prompt's second line (or at the prompt's end, over the round, when they fill it), never
 * over the sheet. False: no note. */
bool table_view_note(TableScene *t, char *text, size_t cap, SDL_Rect *box, int *px);
void table_draw_view_note(TableScene *t, SDL_Renderer *r);

#endif
