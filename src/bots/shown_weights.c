/* shown_weights.c — the win-chance model's weights (value.c) shown to players, one row per player
 * count (2–5), features in value_features' order. Written by tools/value_fit.c:
 *   build/rajas-value-fit games=400 seed=1 > src/bots/value_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted. */
#include "bot_internal.h"

const double SHOWN_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES] = {
    {0.446433, -0.168862, 0.561087, 0.061423, 0.658641, 0.021328, 0.333170},
    {0.600350, -0.112421, 0.757208, 0.068880, 0.890571, 0.112237, 0.068816},
    {0.710099, -0.006209, 0.922946, 0.074915, 1.071855, 0.349730, 0.015102},
    {0.673172, -0.177945, 1.255103, 0.074415, 0.958020, 0.215101, 0.143098},
};
