/* hint_chance.c — the hard bot's values as players are shown them (bot.h): the search's
 * value of an action (its sampled futures' mean chance, scored by the hard bot's own
 * weights) re-mapped into an honest chance of winning, per player count, by
 * p' = sigmoid(a · logit(p) + b). The map is monotone (a > 0), so the order of the actions,
 * and so the bot's play, is the search's. (a, b) are fitted by tools/calibrate.c's `fit`
 * on games of bots of mixed levels (hint_weights.c; docs/bots.md, "Honest win chances"). */
#include <math.h>

#include "bot_internal.h"

#define HINT_EDGE 1e-4   /* 0 and 1 are read as these, so that logit stays finite */

double hint_logit(double p)
{
    p = p < HINT_EDGE ? HINT_EDGE : p > 1 - HINT_EDGE ? 1 - HINT_EDGE : p;
    return log(p / (1 - p));
}

double hint_map(double p, double a, double b)
{
    return 1 / (1 + exp(-(a * hint_logit(p) + b)));
}

double bot_hint_chance(int players, double value)
{
    if (players < GAME_MIN_PLAYERS || players > GAME_MAX_PLAYERS)
        return value;
    const double *ab = HINT_CALIBRATION[players - GAME_MIN_PLAYERS];
    return hint_map(value, ab[0], ab[1]);
}
