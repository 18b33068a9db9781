/* eval_weights.c — the hand-built evaluation weights (bot_internal.h) that easy and medium
 * play with: first estimates in race points, not fitted. docs/bots.md describes each. */
#include "bot_internal.h"

const EvalWeights EVAL_MEDIUM = {
    .goods = 0.55,
    .karma = 2.5,
    .upgrade = 0.3,
    .upgrade_unbuilt = 1.0,
    .roads = 0.35,
    .roads_unjoined = 0.4,
    .border_edge = 0.3,
    .river = 0.4,
    .palace = 0.6,
    .pending = 0.9,
    .bonus = 1.0,
    .remaining_slope = 1.5,
    .remaining_floor = 0.1,
    .remaining_ended = 0.05,
    .strongest = 0.7,
};
