/* eval_hard.c — the hard bot's evaluation weights (bot_internal.h). Written by
 * tools/eval_tune.c; do not edit by hand. docs/bots.md says how they were tuned:
 *   build/rajas-eval-tune games=1200 seed=9 step=0.40 margin=0.010 > src/bots/eval_hard.c */
#include "bot_internal.h"

const EvalWeights EVAL_HARD = {
    .goods = 0.3300,
    .karma = 2.5000,
    .upgrade = 0.3000,
    .upgrade_unbuilt = 1.4000,
    .roads = 0.3500,
    .roads_unjoined = 0.2400,
    .border_edge = 0.3000,
    .river = 0.5600,
    .palace = 0.6000,
    .pending = 0.9000,
    .bonus = 0.6000,
    .remaining_slope = 1.5000,
    .remaining_floor = 0.1000,
    .remaining_ended = 0.0500,
    .strongest = 0.7000,
};
