/* hint_weights.c — the map of the hard bot's values into the chances the hint shows
 * (hint_chance.c): one row per player count (2–5), the knots (x, y) of a piecewise
 * linear map over 0..1, rising strictly, fitted on the hard search's values of the
 * actions played (every seat's, one decision with a choice in 4) against the seat's
 * share of the win, in games of bots of mixed levels: 12 bins of equal count, made
 * monotone, flat at the ends but for a small rise (calib_monotone_fit). Written by
 * tools/calibrate.c:
 *   build/rajas-calibrate from=pairs-3.txt fit > src/bots/hint_weights.c
 * Do not edit by hand; docs/bots.md says how they were fitted and checked. */
#include "bot_internal.h"

const HintMap HINT_CALIBRATION[GAME_MAX_PLAYERS - 1] = {
    {13,
     {0.000000, 0.035815, 0.232843, 0.355897, 0.428516, 0.484018, 0.537420, 0.597392, 0.667283, 0.743891, 0.823625, 0.953402, 1.000000},
     {0.112296, 0.113296, 0.231525, 0.388109, 0.456969, 0.554307, 0.592142, 0.638447, 0.729401, 0.789523, 0.881554, 0.941300, 0.942300}},
    {14,
     {0.000000, 0.015079, 0.116575, 0.195200, 0.251755, 0.294913, 0.336575, 0.382548, 0.440966, 0.518524, 0.611553, 0.735770, 0.940782, 1.000000},
     {0.027736, 0.028736, 0.063937, 0.172414, 0.229526, 0.316092, 0.390086, 0.455819, 0.527299, 0.598060, 0.690014, 0.806753, 0.941134, 0.942134}},
    {14,
     {0.000000, 0.003364, 0.050258, 0.107359, 0.157096, 0.198297, 0.235232, 0.275804, 0.330869, 0.415920, 0.537039, 0.692872, 0.926757, 1.000000},
     {0.014411, 0.015411, 0.037100, 0.085616, 0.126712, 0.195205, 0.273402, 0.344749, 0.406393, 0.479452, 0.590753, 0.736872, 0.918950, 0.919950}},
    {14,
     {0.000000, 0.002377, 0.041863, 0.088043, 0.127769, 0.157821, 0.185842, 0.216550, 0.258302, 0.316343, 0.405300, 0.539065, 0.826997, 1.000000},
     {0.012749, 0.013749, 0.020623, 0.053621, 0.096700, 0.134739, 0.222731, 0.258937, 0.328139, 0.378093, 0.480293, 0.576994, 0.828676, 0.829676}},
};
