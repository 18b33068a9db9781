/* deadline.h — the moments a scene changes by itself, as one value. A scene lists every
 * timer it has in one function (the table's table_deadlines, table_deadlines.c), its tick
 * asks that list whether a moment has come, and its look (scene.h) reports the list's
 * earliest moment still ahead as its wake. A moment the tick compares the clock against is
 * then a moment the loop wakes for: there is no second place to forget it in. Threads are
 * no moments (their answers come when they come): a scene reports them as busy.
 *
 * Times are SDL_GetTicks milliseconds, compared by their difference so the clock's wrap
 * after 49 days changes nothing. The value is plain (copied by assignment), no memory. */
#ifndef RAJAS_DEADLINE_H
#define RAJAS_DEADLINE_H

#include <stdbool.h>
#include <stdint.h>

enum { DEADLINES_MAX = 16 };

typedef struct {
    uint32_t at[DEADLINES_MAX];   /* at[k]: the moment of timer k, when bit k of set is on */
    uint32_t set;
} Deadlines;

/* No timer runs. */
void deadlines_clear(Deadlines *d);
/* Timer kind (0..DEADLINES_MAX-1) runs until at. */
void deadline_set(Deadlines *d, int kind, uint32_t at);
/* Timer kind runs and its moment is still ahead of now. */
bool deadline_ahead(const Deadlines *d, int kind, uint32_t now);
/* Timer kind runs and its moment has come at now. */
bool deadline_come(const Deadlines *d, int kind, uint32_t now);
/* Timer kind's moment (0 when it does not run). */
uint32_t deadline_at(const Deadlines *d, int kind);
/* The earliest moment still ahead of now, the loop's wake; 0 when none is. */
uint32_t deadlines_next(const Deadlines *d, uint32_t now);

#endif
