/* review.h — the post-game review of one decision: what the hard bot thinks of the action
 * a seat played against the best one it finds, over bot_explain (bot.h) and game.h only.
 * The protocol's `review` (docs/protocol.md) and the end screen's "Review my game" ask it
 * for each decision of a seat in a game's history.
 *
 * Deterministic: the hard bot runs with a fixed seed (REVIEW_SEED) and a fixed number of
 * sampled futures, so one position, action and sample count always give the same review,
 * whatever the machine or its number of cores. Nothing is allocated that outlives a call;
 * safe to call from several threads at once. */
#ifndef RAJAS_REVIEW_H
#define RAJAS_REVIEW_H

#include <stdbool.h>

#include "bot.h"

#define REVIEW_SEED 1
#define REVIEW_SAMPLES_DEFAULT 16   /* sampled futures per decision when none are asked */
#define REVIEW_SAMPLES_MAX 4096

typedef struct {
    Action played;
    Action best;     /* the bot's best choice; equal to played when it is the best found */
    double loss;     /* best's value − played's, >= 0, in BotChoice.value's unit; 0 when
                        played is the best found, leads to the same position as the best
                        (game_alike), or lies within error of it */
    double error;    /* how far below the best played's value may lie by the samples' chance
                        alone (BotChoice.error: twice the standard error of the paired
                        per-sample difference); a loss no larger is no loss */
} BotReview;

/* Whether the position is a decision worth reviewing: a seat is to act and game_legal
 * offers it more than one action. */
bool review_is_choice(const Game *before, const Sheets *sheets);

/* Reviews `played`, the action taken in `before` (samples: 1..REVIEW_SAMPLES_MAX futures per
 * candidate; threads: the hard search's worker threads, 0 = one per core, which changes
 * only how fast the answer comes). False, *out untouched, when the position is no choice
 * (review_is_choice) or played is not legal there. An action the bot never plays itself
 * (declining a bonus, bot.h) is valued by the best choice the same seat has after it. The
 * played action is always searched among the hard bot's candidates (BotConfig.include), so
 * its loss and error come from the same sampled futures as the best's. */
bool review_decision(const Game *before, const Sheets *sheets, const Action *played,
                     int samples, int threads, BotReview *out);
/* review_decision knowing who plays (BotTable: the hint's figures at the table, bot.h), so
 * the losses are those of the figures the hint showed there; table NULL: as review_decision,
 * the position alone. */
bool review_decision_at(const Game *before, const Sheets *sheets, const Action *played, int samples, int threads,
                        const BotTable *table, BotReview *out);

/* The evaluated decision itself: the hard bot's list of every legal action in `before` with
 * its value (BotChoice, best first), as review_decision_at searches it (the same seed,
 * samples and table, played among the candidates). Returns the count, 0 where
 * review_decision_at is false. Every screen that speaks of this decision after the review
 * ("Try it") reads this list, so one decision has one best move and one set of figures. */
int review_explain_at(const Game *before, const Sheets *sheets, const Action *played, int samples, int threads,
                      const BotTable *table, BotChoice *out, int max);
/* The review of `played` from the evaluated decision c[0..n) (n >= 1): what
 * review_decision_at says. */
void review_of(const Game *before, const Sheets *sheets, const Action *played, const BotChoice *c, int n,
               BotReview *out);
/* The figure of action a in the evaluated decision c[0..n): the most any listed choice
 * leading to the same position as a is worth (game_alike); -1 when a is not legal in before
 * or none is listed. Pure. */
double review_value(const Game *before, const Sheets *sheets, const BotChoice *c, int n, const Action *a);

#endif
