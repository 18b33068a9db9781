/* calibrate_plot.h — the reliability diagram of tools/calibrate.c as a PNG: two panels (the
 * story's chances and the hint's), in each the deciles' mean estimate against how often it
 * came true, one line per player count, beside the diagonal of perfect calibration. */
#ifndef RAJAS_CALIBRATE_PLOT_H
#define RAJAS_CALIBRATE_PLOT_H

#include <stdbool.h>

#include "calibration.h"

/* model and hard hold `counts` accumulators, for 2, 3, … players; phase names the part of
 * the games they are of, in the panels' titles. False when the picture cannot be drawn or
 * written. */
bool calibrate_plot(const char *path, const char *phase, const Calib *model, const Calib *hard, int counts);

#endif
