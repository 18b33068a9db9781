/* shown_weights.c — the win-chance model's weights (value.c) shown to players, one row per player
 * count (2–5), features in value_features' order. Written by tools/value_fit.c:
 *   build/rajas-value-fit games=600 seed=2 mixed > src/bots/shown_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted. */
#include "bot_internal.h"

const double SHOWN_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES] = {
    {0.509512, 0.242694, 0.611133, 0.121958, 1.028184, -0.181754, 0.604337},
    {0.822940, -0.053946, 0.799005, 0.022619, 1.326108, -0.075489, 0.086805},
    {1.010184, -0.224846, 0.883316, 0.016096, 1.391878, 0.215712, -0.037808},
    {0.996206, -0.292672, 0.809772, 0.004873, 1.366042, 0.460273, 0.017597},
};
