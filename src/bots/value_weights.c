/* value_weights.c — the win-chance model's weights (value.c), one row per player
 * count (2–5), features in value_features' order. Written by tools/value_fit.c:
 *   build/rajas-value-fit games=400 seed=1 > src/bots/value_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted. */
#include "bot_internal.h"

const double VALUE_WEIGHTS[GAME_MAX_PLAYERS - 1][VALUE_FEATURES] = {
    {0.416552, -0.139944, 0.557056, 0.058158, 0.633412, 0.025262, 0.370907},
    {0.606125, -0.124787, 0.759273, 0.064447, 0.884011, 0.112466, 0.088979},
    {0.730361, -0.029113, 0.924911, 0.070490, 1.076898, 0.347594, 0.027143},
    {0.684878, -0.193734, 1.258534, 0.070458, 0.959573, 0.213764, 0.163469},
};
