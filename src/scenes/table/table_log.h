/* table_log.h — the log's box (table_log.c): its rows, their wrapping, the wheel and the
 * pages. For the table's own files (table_internal.h includes it) and the tests. */
#ifndef RAJAS_TABLE_LOG_H
#define RAJAS_TABLE_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "table.h"
#include "type_scale.h"

#define TABLE_LOG_ROWS 48             /* rows the log's box may show */

/* One row of the log as drawn: bytes [start, start + len) of entry `entry`, at (x, y). */
typedef struct {
    int entry, start, len;
    int x, y;
} TableLogRow;
/* The rows the log's box shows now, top to bottom: whole entries, newest at the foot, each
 * wrapped to the box's width on as many rows as it needs, moved by the wheel's scroll;
 * *px is their text size (the body size, the fine one when the newest entry needs it);
 * *older / *newer (may be NULL): rows above / below the box. Returns the count (<= cap). */
int table_log_rows(TableScene *t, TableLogRow *rows, int cap, int *px, bool *older, bool *newer);
/* The detail of the log line at (x, y): for a refused move, the rule behind it in the
 * rules' own words ("Rule R5.4: …"); "" for any other line or point. */
void table_log_detail(TableScene *t, int x, int y, char *buf, size_t cap);
/* The mouse wheel over the log: notches > 0 show older rows, < 0 newer ones. */
void table_log_wheel(TableScene *t, int notches);
/* Page Up (pages > 0, older) and Page Down (< 0, newer): the log moves by its box's
 * height less one row. */
void table_log_page(TableScene *t, int pages);
/* The height the log's box needs at size (TYPE_BODY or TYPE_FINE) to show its newest entry
 * whole with a row of the entry before it above (none when it is the only one): what the
 * table asks of the layout (table_layout_log). 0 for an empty log. */
int table_log_need(TableScene *t, TypeSize size);
/* How many rows log entry `entry` takes at px in the log's box. */
int table_log_entry_rows(TableScene *t, int entry, int px);
/* Log entry `entry` wrapped to room pixels at px, rows after the first indented by indent
 * (their x); up to cap rows written. Returns how many rows it needs. */
int table_log_wrap(TableScene *t, int entry, int px, int room, int indent, TableLogRow *rows, int cap);
void table_draw_log(TableScene *t, SDL_Renderer *r);

#endif
