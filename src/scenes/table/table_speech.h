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
/* How pending bonus i stands, as its tooltip and a right-click on it say it: usable now
 * (a click uses it), waiting for the die's action (R9.2), waiting because it cannot be used
 * yet (R9.4), lapsed (the finished turn's bonuses, R9.3), or another's to use (a bot's
 * turn). No bonus is let go by choice, so none of the sentences offers that. */
typedef enum { PENDING_USABLE, PENDING_AFTER_DIE, PENDING_WAITS, PENDING_LAPSED, PENDING_OTHERS } PendingState;
PendingState table_pending_words(const TableScene *t, int i, char *buf, size_t cap);

#endif
