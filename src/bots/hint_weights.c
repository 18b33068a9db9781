/* hint_weights.c — the map of the hard bot's values into the chances the hint shows
 * (hint_chance.c): (a, b) of p' = sigmoid(a · logit(p) + b), one row per player count
 * (2–5), fitted by Platt scaling on the hard seats' values of the actions they played
 * against their share of the win, in games of bots of mixed levels. Written by
 * tools/calibrate.c:
 *   build/rajas-calibrate games=400 seed=3 fit > src/bots/hint_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted and checked. */
#include "bot_internal.h"

const double HINT_CALIBRATION[GAME_MAX_PLAYERS - 1][2] = {
    {1.244475, 0.599242},
    {1.565552, 1.115602},
    {0.844968, 0.422036},
    {0.860548, 0.162885},
};
