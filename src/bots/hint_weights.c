/* hint_weights.c — the map of the hard bot's values into the chances the hint shows
 * (hint_chance.c): (a, b) of p' = sigmoid(a · logit(p) + b), one row per player count
 * (2–5), fitted by Platt scaling on the hard seats' values of the actions they played
 * against their share of the win, in games of bots of mixed levels. Written by
 * tools/calibrate.c:
 *   build/rajas-calibrate games=1200 seed=3 fit > src/bots/hint_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted and checked. */
#include "bot_internal.h"

const double HINT_CALIBRATION[GAME_MAX_PLAYERS - 1][2] = {
    {0.690365, 0.902853},
    {1.267215, 0.910015},
    {0.793441, 0.458079},
    {0.620083, 0.233117},
};
