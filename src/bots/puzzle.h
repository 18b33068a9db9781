/* puzzle.h — "find the move": whether a decision is a puzzle, over bot_explain (bot.h) and
 * game.h only. The mining tool (tools/puzzle_mine.c) asks it of every decision of its
 * hard-against-hard games; the tests ask it again of shipped puzzles (docs/puzzles.md).
 *
 * A decision is a puzzle when
 *   - it is no forced step: the seat has at least two distinct options, two legal actions
 *     counting as one when they lead to the same position (game_alike: which of two like
 *     dice, the order of waiting bonuses);
 *   - the hard search with many sampled futures (the deep check: a fixed count and seed, so
 *     a check run again gives the same figures on any machine) puts the best option's
 *     chance of winning at least PUZZLE_GAP above every other option's, and that gap is at
 *     least PUZZLE_GAP_SES of its standard errors: the gap is the samples', not their luck.
 * The chances are the search's as the hint showed them before it read the story one action
 * ahead (bot_explain_searched: the best the story's chance after it, the others its mapped
 * distance below): a puzzle is the search's gap, and its stored figures are that gap's.
 * Options the search's own pre-ranking leaves out (medium's evaluation puts them far below,
 * bot.h) carry the model's chance right after them, never above a searched option's: a
 * search of them is not asked.
 *
 * Difficulty is measured: the share of the easy and the medium bot's decisions, over
 * PUZZLE_DIFFICULTY_SEEDS seeds each, that do not find a best action.
 *
 * Nothing is allocated that outlives a call; safe on several threads at once. */
#ifndef RAJAS_PUZZLE_H
#define RAJAS_PUZZLE_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

#define PUZZLE_GAP 0.10               /* ten points of chance */
#define PUZZLE_GAP_SES 4.0            /* the gap in standard errors, at least */
#define PUZZLE_DEEP_SAMPLES 128       /* sampled futures of the deep check: ten times the screen */
#define PUZZLE_DEEP_SEED 1            /* its seed */
#define PUZZLE_OPTIONS_MAX 48         /* distinct options kept, best first */
#define PUZZLE_BEST_MAX 8             /* legal actions alike the best kept */
#define PUZZLE_DIFFICULTY_SEEDS 4     /* seeds of the easy and of the medium bot */

typedef struct {
    Action action;     /* one of the legal actions leading to this position */
    double chance;     /* 0..1, as shown */
} PuzzleOption;

typedef struct {
    int options;                           /* distinct options (all of them counted) */
    int kept;                              /* of them in option[], best first */
    PuzzleOption option[PUZZLE_OPTIONS_MAX];
    int best_count;                        /* legal actions alike option[0] */
    Action best[PUZZLE_BEST_MAX];
    double gap;                            /* option[0]'s chance − option[1]'s */
    double gap_se;                         /* its standard error (paired samples) */
    long samples;                          /* futures sampled per option; 0: no search */
} PuzzleCheck;

/* The distinct options of the seat to act: one legal action for each position they lead to
 * (the first game_legal lists). out holds GAME_MAX_LEGAL. Returns the count (0: no seat to
 * act). */
int puzzle_distinct(const Game *g, const Sheets *sheets, Action *out);

/* Whether two actions of the seat to act in g lead to the same position (game_alike). */
bool puzzle_alike(const Game *g, const Sheets *sheets, const Action *a, const Action *b);

/* The check with `samples` futures and `seed` (the deep one: PUZZLE_DEEP_SAMPLES,
 * PUZZLE_DEEP_SEED; the miner's quick screen fewer), the search on `threads` threads (0: one
 * per core), which changes only how fast the answer comes. Fills *out whatever the verdict;
 * true when the decision is a puzzle (the clauses above). */
bool puzzle_check(const Game *g, const Sheets *sheets, int samples, uint64_t seed, int threads, PuzzleCheck *out);

/* Whether a gap with this standard error passes (PUZZLE_GAP, PUZZLE_GAP_SES). Pure. */
bool puzzle_gap_passes(double gap, double gap_se);

/* The share (0..1) of the easy and medium bots' choices over PUZZLE_DIFFICULTY_SEEDS seeds
 * each that miss every best action; *found (may be NULL) counts the ones that hit. */
double puzzle_difficulty(const Game *g, const Sheets *sheets, const PuzzleCheck *c, int *found);

#endif
