/* match_bots.h — a match's bots and hints (match_bots.c): the jobs it hands to a runner,
 * the pace at which a bot's answer is played, the budget of its search, and the hint. The
 * match (match.h, which includes this header) decides when a search starts and when its
 * answer is played; the runner decides where it runs (threads in the program, inline in
 * tests and tools). */
#ifndef RAJAS_MATCH_BOTS_H
#define RAJAS_MATCH_BOTS_H

#include <stdbool.h>
#include <stdint.h>

#include "bot.h"

typedef struct Match Match;   /* match.h */

/* A bot's decision or a hint, computed from a copy of the game. The match fills the input
 * and hands the job to the runner; the runner fills the output (count 0: no answer) and
 * reports it done. A job is never touched by the match between start and done. */
/* A hint asks for twice the options it shows, so that as many remain once the options that
 * lead to the same position as a better one (game_alike: two like dice) are dropped. */
#define MATCH_HINTS 6
typedef struct {
    Game game;
    const Sheets *sheets;
    BotLevel level;
    BotConfig config;
    bool explain;                   /* bot_explain (a hint) instead of bot_choose */
    uint32_t generation;            /* the match's generation the job was asked about */
    BotChoice choice[MATCH_HINTS];  /* output: choice[0] is the bot's action */
    int count;
} MatchJob;

/* Runs jobs: start (false: could not start, the job is dropped), done (true once the job's
 * output is written; the runner has joined its thread), wait (blocks until done). The
 * program runs jobs on threads; match_runner_inline runs them at start, in the caller. */
typedef struct {
    void *ctx;
    bool (*start)(void *ctx, MatchJob *job);
    bool (*done)(void *ctx, MatchJob *job);
    void (*wait)(void *ctx, MatchJob *job);
} MatchRunner;
MatchRunner match_runner_inline(void);
/* Computes a job in the calling thread (what every runner's thread does). */
void match_job_run(MatchJob *job);

#define MATCH_BOT_PACE_MS 700     /* a bot acts no sooner than this after the last change */
#define MATCH_HINT_BUDGET_MS 500
#define MATCH_CHAIN_STEPS 2       /* a bot's decisions in a turn before it goes on at a quarter
                                     of its pace (match_bot_pace): the die and its action;
                                     the bonuses after them follow at a quarter */
#define MATCH_CASCADE_STEPS 5     /* and before it goes on at an eighth: a cascade of bonuses
                                     past the fifth decision of a turn (each step still in the
                                     log, each mark still drawn whole within its step) */
#define MATCH_CHAIN_BUDGET_MS 400 /* the hard search of a bot's later decisions in a turn: its
                                     first weighed whole turn plans (bot.h), so a later one
                                     keeps to this instead of the 1 s default */
#define MATCH_CASCADE_BUDGET_MS 150 /* and past MATCH_CASCADE_STEPS, where it goes on at an
                                     eighth of its pace, to this: a long cascade's wait is
                                     then its pacing, not its search (docs/benchmarks.md) */

/* Collects finished jobs and starts the searches that are due, changing nothing in the
 * game: a bot's search for the decision now, and, while its answer waits for its moment,
 * the search for the decision after it (thinking ahead). The table calls it while a change
 * is still being animated too, so a search never waits for the picture. */
void match_bots_think(Match *m);
/* match_bots_think, then plays a bot's answer once its pace has passed since the last
 * change. Never rolls (the caller decides when dice roll, after their animation). */
void match_bots_tick(Match *m, uint32_t now);
/* The time a bot's search may take for a decision after `taken` of its decisions in the same
 * turn, given budget_ms for its first: that for the first, MATCH_CHAIN_BUDGET_MS for the
 * next ones, MATCH_CASCADE_BUDGET_MS from MATCH_CASCADE_STEPS taken on (the decisions its
 * pace takes an eighth for). */
int match_search_budget(int taken, int budget_ms);
/* How long after the last change a bot acts now: its pace; on in the same turn half of it,
 * a quarter from its third decision on and an eighth from its sixth (not in the lesson), so a long chain of bonuses
 * does not keep the table waiting while each step can still be followed. Right after a
 * person's End turn half of it too (not in the lesson): they have seen their turn's
 * result and passed the turn themselves. */
uint32_t match_bot_pace(const Match *m);
/* The moment a bot's answer may be played: the last change and its pace. The table lists
 * it among its timers, so the program's loop wakes for it. */
uint32_t match_bot_due(const Match *m);
/* Asks the hard bot for advice to the person to act. False when no hint can be asked. */
bool match_hint_start(Match *m);
/* The hint's choices once ready (NULL: none), and their count. With a coach that says what
 * it wants (the lesson), the hint follows it: the first of the hard bot's choices the coach
 * lets through comes first, or, when it lets none of them through, the first legal action
 * it does, alone and with a value of -1 (no chance known); none while it wants none (a
 * note to read). */
const BotChoice *match_hint(const Match *m, int *count);
/* True while a bot's or a hint's job runs (thinking ahead included). */
bool match_thinking(const Match *m);
/* Waits for running jobs and forgets their answers. */
void match_bots_stop(Match *m);

#endif
