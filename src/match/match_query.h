/* match_query.h — what the scenes set on a match and ask of it beyond play (match_query.c):
 * the fields of a Match are its own, and these are the only ways in from outside src/match
 * besides match.h. */
#ifndef RAJAS_MATCH_QUERY_H
#define RAJAS_MATCH_QUERY_H

#include <stdbool.h>
#include <stdint.h>

#include "match.h"

/* The session the match plays (borrowed at match_start; the match is its only writer). */
const Session *match_session(const Match *m);
/* A bot acts no sooner than this after a change (the settings' bot pace; 0 in tests). */
void match_set_pace(Match *m, uint32_t ms);
uint32_t match_pace(const Match *m);
/* When the game last changed (the clock a bot's pace and the dice's wait count from). */
uint32_t match_changed_at(const Match *m);
/* > 0: a bot's search samples this many futures, on one thread, so it repeats on any
 * machine (tests); 0: its time budget, as in play. */
void match_set_bot_samples(Match *m, int samples);
/* Bumped by every change of the game or the hold: a picture drawn at one generation is
 * still true at the same one. */
uint32_t match_generation(const Match *m);
/* Whether a bot's answer about the game now waits for its moment (its search is done). */
bool match_bot_ready(const Match *m);
/* Whether the hint's search runs now (the Hint button says it is thinking). */
bool match_hint_running(const Match *m);
/* While a turn is held: whether it ended the round, the new one being told at End turn. */
bool match_round_due(const Match *m);
/* Whether this is a practice of one decision (match_set_practice). */
bool match_in_practice(const Match *m);
/* Why the last write of the store failed, in the store's words ("" after a good one). */
const char *match_save_error(const Match *m);
/* Which of the match's searches a job handed to the runner is: a runner that keeps a thread
 * per search finds its thread by it. */
typedef enum { MATCH_JOB_BOT, MATCH_JOB_HINT, MATCH_JOB_AHEAD } MatchJobKind;
MatchJobKind match_job_kind(const Match *m, const MatchJob *job);

#endif
