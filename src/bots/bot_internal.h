/* bot_internal.h — what the bot files share: the bots' own random generator, sampled
 * rolls, the win-chance model, and each level's entry point; with bot_test.h, the part of
 * it the tests check (the evaluation, a playout, the maps of the shown chances). Not for use
 * outside src/bots/ but by the developer's tools (cmake/boundaries.cmake). */
#ifndef RAJAS_BOT_INTERNAL_H
#define RAJAS_BOT_INTERNAL_H

#include <stddef.h>

#include "bot.h"
#include "bot_test.h"
#include "random.h"

/* splitmix64: any seed (0 included) gives a good stream, and seeds derived by adding a
 * counter give independent streams, which hard.c relies on to split work across threads. */
typedef struct {
    uint64_t s;
} Rng;

static inline uint64_t rng_next(Rng *r)
{
    return splitmix64_next(&r->s);
}

static inline int rng_below(Rng *r, int n)
{
    return (int)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

static inline double rng_unit(Rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* chance.c: a roll for the dice the game waits for, drawn from the bot's generator
 * (never from the state's, which would tell the bot the real future). False if no roll is
 * due. */
bool chance_sample(const Game *g, Rng *r, Action *out);
/* Applies a sampled roll; false if none is due. */
bool chance_apply(Game *g, const Sheets *sheets, Rng *r);

/* value.c: the chance of winning (R3.5) from a position, by a model fitted on self-play
 * (tools/value_fit.c, docs/bots.md). Each seat gets a score, a weighted sum of its features
 * (value_features), and the chances are the scores' softmax, so they are in [0, 1] and add
 * up to 1; an ended game gives its winner 1 (tied winners share it). The weights are one row
 * per player count in value_weights.c, which the fit tool writes. */
#define VALUE_FEATURES 7
extern const double VALUE_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES];
void value_features(const Game *g, const Sheets *sheets, int seat, double x[VALUE_FEATURES]);
void value_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS]);
double value_chance(const Game *g, const Sheets *sheets, int seat);
/* The chances players are shown (bot_win_chance, story.h): the same features with weights
 * fitted on games of bots of mixed levels at every state (shown_weights.c, written by
 * tools/value_fit.c's `mixed`), checked by tools/calibrate.c. */
extern const double SHOWN_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES];
void shown_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS]);
/* shown_chances knowing who plays (table NULL: the position alone), bot_win_chance_at. */
void shown_chances_at(const Game *g, const Sheets *sheets, const BotTable *table, double chance[GAME_MAX_PLAYERS]);
/* shown_chances_at, with `whole` at the late stage and the end as one (BOT_STAGE_LATE_WHOLE:
 * the puzzles' figures, bot_explain_searched). */
void shown_chances_in(const Game *g, const Sheets *sheets, const BotTable *table, bool whole,
                      double chance[GAME_MAX_PLAYERS]);
/* shown_chances_in just after `mover`'s own action (-1: none): the mover's chance weighed by
 * e^bot_mover_offset before the map, as the hint, the review and "Try it" read a move. */
void shown_chances_moved(const Game *g, const Sheets *sheets, const BotTable *table, bool whole, int mover,
                         double chance[GAME_MAX_PLAYERS]);
/* easy.c: scores every legal action by eval_seat after it, plus noise of up to `noise`
 * race points; returns the count of choices (sorted best first when sort). */
int easy_scores(const Game *g, const Sheets *sheets, Rng *r, double noise, BotChoice *out,
                bool sort);
int easy_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out, int max);

/* medium.c: every legal action valued by the best end of the turn reachable after it,
 * scored by eval_relative with k. node_budget caps the positions expanded (0 = the
 * default). Returns the count, best first. */
int medium_scores(const Game *g, const Sheets *sheets, uint64_t seed, long node_budget,
                  const EvalWeights *k, BotChoice *out);
int medium_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out,
                   int max);

/* hard.c; *samples is set to the futures played per candidate (0 without a search). */
int hard_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out, int max,
                 long *samples);

/* bot.c: a hash of the state's bytes, started from seed (0: a plain hash of the state). */
uint64_t position_seed(const Game *g, uint64_t seed);
/* The same hash of any bytes (position_seed is it over the state). */
uint64_t hash_bytes(const void *data, size_t size, uint64_t seed);

/* Sorts choices best first; equal values keep their order, so results are repeatable. */
void choices_sort(BotChoice *c, int n);

#endif
