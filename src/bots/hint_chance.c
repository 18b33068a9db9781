/* hint_chance.c — the hard bot's values as players are shown them (bot.h): the search's
 * value of an action (its sampled futures' mean chance, scored by the hard bot's own
 * weights) re-mapped into an honest chance of winning, per player count, by a piecewise
 * linear map over 0..1 that rises strictly. Monotone, so the order of the
 * actions, and so the bot's play, is the search's. Its knots are fitted by
 * tools/calibrate.c's `fit` on games of bots of mixed levels (hint_weights.c; docs/bots.md,
 * "Honest win chances"). */
#include "bot_internal.h"

double hint_map(const HintMap *m, double p)
{
    if (!(p > 0)) return m->y[0];
    if (p >= 1) return m->y[m->count - 1];
    int i = 1;
    while (i < m->count - 1 && p > m->x[i]) i++;
    double x0 = m->x[i - 1], y0 = m->y[i - 1];
    return y0 + (m->y[i] - y0) * (p - x0) / (m->x[i] - x0);
}

double bot_hint_chance(int players, double value)
{
    if (players < GAME_MIN_PLAYERS || players > GAME_MAX_PLAYERS)
        return value;
    return hint_map(&HINT_CALIBRATION[players - GAME_MIN_PLAYERS], value);
}
