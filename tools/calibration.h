/* calibration.h — how well stated chances match what happened: estimates p in 0..1 and
 * outcomes y (1 won, 0 lost, a share for a shared win) go into ten equal bins by p (the
 * deciles 0–10 %, …, 90–100 %; p = 1 goes into the last); the expected calibration error is
 * the bins' gaps between mean estimate and mean outcome, weighted by their share of the
 * estimates, and the Brier score the mean of (p − y)². Pure arithmetic for
 * tools/calibrate.c, checked by tests/test_calibration.c. */
#ifndef RAJAS_CALIBRATION_H
#define RAJAS_CALIBRATION_H

#include <stdbool.h>
#include <stddef.h>

#define CALIB_BINS 10

typedef struct {
    long count[CALIB_BINS];
    double sum_p[CALIB_BINS], sum_y[CALIB_BINS];
    double sum_sq;                 /* Σ (p − y)² */
    long n;
} Calib;

void calib_add(Calib *c, double p, double y);
/* The bin of an estimate: 0 for [0, 0.1), …, 9 for [0.9, 1]. */
int calib_bin(double p);
/* Σ over bins of count/n × |mean p − mean y|; 0 with no estimates. */
double calib_ece(const Calib *c);
/* Mean (p − y)²; 0 with no estimates. */
double calib_brier(const Calib *c);
/* A bin's mean estimate and mean outcome; false when the bin is empty. */
bool calib_bin_means(const Calib *c, int bin, double *mean_p, double *mean_y);

/* The phase of a game a round is in, for figures per phase: the last two rounds (2), else
 * the first third of the game's rounds (0: round × 3 ≤ rounds), else the middle (1). */
#define CALIB_PHASES 3
int calib_phase(int round, int rounds);

/* A monotone map of estimates into chances, fitted on (p, y) pairs: the pairs sorted by p
 * go into `bins` bins of equal count (the first ones one fewer when n does not divide);
 * each bin's mean p and mean y, the y made non-decreasing by pooling adjacent bins
 * (pool-adjacent-violators, weighted by count; a pooled block is one knot at its mean p) and
 * then rising by at least CALIB_RISE from knot to knot (held inside 0..1), the first and the
 * last carried out to estimates of 0 and 1 with that rise: the knots (kx[i], ky[i]) of a
 * piecewise linear map over 0..1, both rising strictly. Returns the knot count (at most
 * bins + 2, and max), 0 when n < bins or bins < 1. */
#define CALIB_RISE 1e-3
int calib_monotone_fit(const double *p, const double *y, size_t n, int bins, double *kx, double *ky, int max);

#endif
