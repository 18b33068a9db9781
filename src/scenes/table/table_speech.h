/* table_speech.h — the table in words (table_speech.c), for speech (speech.h) and the
 * tooltip. For the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_SPEECH_H
#define RAJAS_TABLE_SPEECH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"

/* The top line: whose turn it is and what to do (or who is playing, or End turn). */
void table_prompt_text(const TableScene *t, char *buf, size_t cap);
/* The focused item as a short phrase ("curve (green 1)", "Undo", a spot's tooltip); "" when
 * nothing is focused. */
void table_focus_words(TableScene *t, char *buf, size_t cap);
/* The tooltip's sentence for the point x, y: a die, the elephant, a sheet spot or a
 * pending bonus; "" over anything else. */
void table_tooltip_text(TableScene *t, int x, int y, char *buf, size_t cap);
/* The tooltip shown now, "" for none. A tooltip belongs to the pointer resting on a spot:
 * it shows while the mouse is where it last moved to, and goes with whatever ends that
 * (table_drop_tooltip): a key (the focus moves, a road is drawn by keys), a click, any change
 * to the game (a person's or a bot's decision, a roll, Undo, the turn passed on), a card or
 * hand-over; the mouse moving raises it again. While something is dragged, over a card, over
 * tumbling dice or over a message whose "Why?" shows, none. */
void table_tooltip_now(TableScene *t, uint32_t now, char *buf, size_t cap);
/* Ends the pointer's tooltip (and the message's "Why?" shown by pointing) until the mouse
 * moves again. */
void table_drop_tooltip(TableScene *t);
/* How pending bonus i stands, as its tooltip and a right-click on it say it: usable now
 * (a click uses it), waiting for the die's action (R9.2), waiting because it cannot be used
 * yet (R9.4), lapsed (the finished turn's bonuses, R9.3), or another's to use (a bot's
 * turn). No bonus is let go by choice, so none of the sentences offers that. */
typedef enum { PENDING_USABLE, PENDING_AFTER_DIE, PENDING_WAITS, PENDING_LAPSED, PENDING_OTHERS } PendingState;
PendingState table_pending_words(const TableScene *t, int i, char *buf, size_t cap);

#endif
