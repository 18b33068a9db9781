/* table_deadlines.h — every moment the table changes by itself (table_deadlines.c). For
 * the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_DEADLINES_H
#define RAJAS_TABLE_DEADLINES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"
#include "deadline.h"

/* The table's timers, each a slot of its Deadlines (deadline.h). */
typedef enum {
    TABLE_DUE_DICE,      /* the dice have landed and the elephant arrived */
    TABLE_DUE_PEN,       /* the pen has finished its mark */
    TABLE_DUE_GAINS,     /* the last gain shown has faded */
    TABLE_DUE_FORCED,    /* the forced steps' ring has faded */
    TABLE_DUE_MESSAGE,   /* the message has run out */
    TABLE_DUE_PEEK,      /* the pointer has rested on a thumbnail long enough */
    TABLE_DUE_ROLL,      /* the roll after a bot's last decision */
    TABLE_DUE_BOT,       /* a bot's answer may be played (its pace, match_bot_due) */
    TABLE_DUE_OVER,      /* the pause before the end screen is over */
    TABLE_DUES
} TableDue;
/* Every timer running now, with its moment. */
void table_deadlines(const TableScene *t, Deadlines *d);
/* Timer k runs and its moment is still ahead of now (what moves, what shows a while). */
bool table_due_ahead(const TableScene *t, TableDue k, uint32_t now);
/* Timer k runs and its moment has come (what the tick then does). */
bool table_due_come(const TableScene *t, TableDue k, uint32_t now);
/* The earliest moment still ahead of now, for the loop; 0: none. */
uint32_t table_wake(const TableScene *t, uint32_t now);
/* When the forced steps' ring fades (table_marks.c); 0 when none is shown. */
uint32_t table_forced_until(const TableScene *t);

#endif
