/* table_marks.h — what is marked over the sheets (table_marks.c, table_buttons.c): the
 * engine's own steps, the hint's ring, the shown move, the buttons' text size. For the
 * table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_MARKS_H
#define RAJAS_TABLE_MARKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"
#include "sheet_view.h"

/* Adds words of no event to the log, as they are (log_book_note). */
void table_log_line(TableScene *t, const char *text);
void table_mark_forced(TableScene *t, const Spot *spots, int n, uint32_t now);
/* Drops every mark of the last decision: a new one brings its own. */
void table_marks_clear(TableScene *t);
/* Rings a die whose action had no effect (R2.5), or the n lapsed bonuses' chips in the bar
 * (R9.3, R9.4), for the same moment as the forced steps' spots. */
void table_mark_die(TableScene *t, int die, uint32_t now);
void table_mark_lapsed(TableScene *t, int n, uint32_t now);
/* True while the forced steps' spots are ringed. */
bool table_forced_shown(const TableScene *t, uint32_t now);
/* The hint's best move on the table: the die's ring (*die) or the sheet spot's, false when
 * there is no hint or nothing to ring. */
bool table_hint_target(const TableScene *t, SDL_Rect *out, bool *die);
/* Where the hint's w×h panel goes over the sheet: never over its target. */
SDL_Rect table_hint_place(const TableScene *t, int w, int h);
/* table_hint_place keeping off banner too (the message over the sheet while it shows; an
 * empty rectangle: none): the panel never hides a refusal where any place leaves it free. */
SDL_Rect table_hint_place_off(const TableScene *t, int w, int h, SDL_Rect banner);
/* The hint's ring and the forced steps' highlight, over everything but the cards. */
void table_draw_marks(TableScene *t, SDL_Renderer *r, uint32_t now);
/* Shows move a as it would be played in before (a copy is kept), on the large sheet when it
 * is that seat's: the spots it marks framed in green, its road drawn as a preview, the die
 * it takes ringed; NULL shows none. The practice's "Show the best move" (coached.h). */
void table_show_move(TableScene *t, const Game *before, const Action *a);
/* The spots the shown move marks on the large sheet and its road (*field -1: none); false
 * when no move is shown there now. */
bool table_shown_spots(const TableScene *t, SpotSet *spots, int *field, int *edges);

/* table_buttons.c: the text size of button (BUTTON_*): one for the bar's row (Undo, Karma,
 * Confirm), one for Hint, each from every label those buttons can show in the language now
 * loaded, so it never changes with what they say. */
int table_button_px(TableScene *t, int button);

#endif
