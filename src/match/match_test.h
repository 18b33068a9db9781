/* match_test.h — the declared test header of the match: what a test may see and set inside
 * a Match beyond match.h, to check the bots' and the store's workings or to stage a hint
 * without a search. Only tests include it (cmake/boundaries.cmake); the program never
 * calls these. */
#ifndef RAJAS_MATCH_TEST_H
#define RAJAS_MATCH_TEST_H

#include "match.h"
#include "match_query.h"

/* The match's workings at one moment, copied out. */
typedef struct {
    bool bot_running, bot_ready;     /* the bot's search runs / its answer waits */
    bool ahead_done, ahead_adopted;  /* the search begun ahead is done / became the bot's */
    int search_threads;              /* match_set_search_threads, as kept */
    int32_t last_turn;               /* match_turn_key of the last decision; -1 after a roll */
    int turn_steps;                  /* decisions made so far in last_turn's turn */
    bool save_ok;                    /* the last write of the store */
    int save_cause;                  /* its errno value when it failed */
} MatchInsides;
MatchInsides match_test_insides(const Match *m);
/* The job of one of the match's searches, as the runner last left it. */
const MatchJob *match_test_job(const Match *m, MatchJobKind kind);
/* The game's generation moves on as an Undo or a new state would move it: every answer
 * asked before is stale. */
void match_test_stale(Match *m);
/* The hint as if the hard bot had answered with these choices (count at most MATCH_HINTS),
 * ready for match_hint; count 0: no hint is ready. */
void match_test_set_hint(Match *m, const BotChoice *choice, int count);

#endif
