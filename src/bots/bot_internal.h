/* bot_internal.h — what the bot files share: the bots' own random generator, sampled
 * rolls, the evaluation, and each level's entry point. Not for use outside src/bots/. */
#ifndef RAJAS_BOT_INTERNAL_H
#define RAJAS_BOT_INTERNAL_H

#include "bot.h"
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

/* bot.c: game_legal without `decline`. A bot never declines: a bonus that may be declined
 * cannot be used now, and keeping it costs nothing, since another bonus may make it usable
 * (goods before a sale) and otherwise it lapses at the turn's end (R9.3, R9.4). */
int bot_legal(const Game *g, const Sheets *sheets, Action *out);

/* eval.c: a seat's position in race points. eval_seat is the seat alone (current race
 * plus what its goods, karma, upgrades, roads, river, palace and pending bonuses are
 * likely to become); eval_relative subtracts the other players' (the strongest weighted
 * most), and scores an ended game by its result. */
double eval_seat(const Game *g, const Sheets *sheets, int seat);
double eval_relative(const Game *g, const Sheets *sheets, int seat);
double eval_bonus(const Game *g, const Sheet *sh, int seat, Bonus b);

/* easy.c: scores every legal action by eval_seat after it, plus noise of up to `noise`
 * race points; returns the count of choices (sorted best first when sort). */
int easy_scores(const Game *g, const Sheets *sheets, Rng *r, double noise, BotChoice *out,
                bool sort);
int easy_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out, int max);

/* medium.c: every legal action valued by the best end of the turn reachable after it.
 * node_budget caps the positions expanded (0 = the default). Returns the count, best
 * first. */
int medium_scores(const Game *g, const Sheets *sheets, uint64_t seed, long node_budget,
                  BotChoice *out);
int medium_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out,
                   int max);

/* playout.c: one sampled future from start, for the seat deciding at root: *end is where
 * it stops (2 players: the next round roll; 3–5: the end of the seat's turn next round;
 * or the end of the game). The same sample_seed gives the same future. */
void playout_play(const Game *start, const Sheets *sheets, int seat, const Game *root,
                  uint64_t sample_seed, Game *end);

/* playout_play's end position scored by eval_relative. */
double playout_value(const Game *start, const Sheets *sheets, int seat, const Game *root,
                     uint64_t sample_seed);

/* hard.c; *samples is set to the futures played per candidate (0 without a search). */
int hard_explain(const Game *g, const Sheets *sheets, const BotConfig *c, BotChoice *out, int max,
                 long *samples);

/* Sorts choices best first; equal values keep their order, so results are repeatable. */
void choices_sort(BotChoice *c, int n);

#endif
