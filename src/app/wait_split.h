/* wait_split.h — where a person's wait between turns went (the wait benchmark,
 * frame_bench.h). The benchmark's loop adds each stretch of a wait to one of three parts:
 * the program's own work on the main thread (a change taken, the autosave, a frame drawn),
 * a sleep one of the table's timers set (a bot's pace, the dice in flight, the pen, the
 * pause before a roll, the elephant: the pacing, the same on any machine), or a sleep while
 * the table waited for nothing but a bot's search (table_waits_for_search: it depends on
 * the machine and its load). The history then says what the wait held: the bots' decisions
 * and turns, and the rolls. */
#ifndef RAJAS_WAIT_SPLIT_H
#define RAJAS_WAIT_SPLIT_H

#include <stddef.h>

#include "session.h"

typedef struct {
    double seconds;                  /* End turn to the next clickable prompt (the clock) */
    double pace, search, work;       /* its parts, in seconds */
    int decisions;                   /* the bots' decisions */
    int turns;                       /* the bots' turns (a turn: a seat's in a round, R2) */
    int longest;                     /* the most decisions in one of those turns */
    int rolls;                       /* a round's rolls of the eight dice (R2.1): a new round */
    int karma;                       /* the karma dice's rolls (R8.2, R8.3) */
} WaitSplit;

/* Counts what the session's history holds from entry `from` on into w (decisions by any
 * seat but `person`, their turns and longest turn, the rounds' and karma's rolls). */
void wait_split_count(WaitSplit *w, const Session *s, size_t from, int person);

/* Prints each wait on a line of its own in the order they came,
 *   wait <i> <s> s: pace <s> search <s> work <s> s; <d> decisions in <t> turns (longest <l>),
 *     <r> round rolls, <k> karma rolls   (one line)
 * then the parts summed over all waits and over the slowest tenth (at least one):
 *   split <all|slowest> waits <n> pace <s> search <s> work <s> s */
void wait_split_report(const WaitSplit *w, int n);

#endif
