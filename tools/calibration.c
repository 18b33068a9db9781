/* calibration.c — deciles, expected calibration error and Brier score (calibration.h). */
#include <math.h>
#include <stdbool.h>

#include "calibration.h"

int calib_bin(double p)
{
    int b = (int)floor(p * CALIB_BINS);
    return b < 0 ? 0 : b >= CALIB_BINS ? CALIB_BINS - 1 : b;
}

void calib_add(Calib *c, double p, double y)
{
    int b = calib_bin(p);
    c->count[b]++;
    c->sum_p[b] += p;
    c->sum_y[b] += y;
    c->sum_sq += (p - y) * (p - y);
    c->n++;
}

bool calib_bin_means(const Calib *c, int bin, double *mean_p, double *mean_y)
{
    if (c->count[bin] == 0)
        return false;
    *mean_p = c->sum_p[bin] / (double)c->count[bin];
    *mean_y = c->sum_y[bin] / (double)c->count[bin];
    return true;
}

double calib_ece(const Calib *c)
{
    double ece = 0, p, y;
    for (int b = 0; b < CALIB_BINS; b++)
        if (calib_bin_means(c, b, &p, &y))
            ece += (double)c->count[b] / (double)c->n * fabs(p - y);
    return ece;
}

double calib_brier(const Calib *c)
{
    return c->n ? c->sum_sq / (double)c->n : 0;
}
