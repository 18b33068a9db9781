/* shown_weights.c — the win-chance model's weights (value.c) shown to players, one row per player
 * count (2–5), features in value_features' order. Written by tools/value_fit.c:
 *   build/rajas-value-fit games=150 seed=2 mixed > src/bots/shown_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted. */
#include "bot_internal.h"

const double SHOWN_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES] = {
    {0.475820, 0.448438, 0.457398, 0.140958, 0.933108, -0.137243, 0.809411},
    {0.798222, -0.145692, 0.474209, 0.044990, 1.221249, -0.085030, 0.078603},
    {0.875355, -0.139397, 0.718160, 0.018806, 1.259180, 0.439376, 0.058323},
    {0.982011, -0.456936, 0.697607, 0.013438, 1.294685, 0.456205, 0.103598},
};
