/* calibration.c — deciles, expected calibration error, Brier score and the monotone fit
 * of the hint's map (calibration.h). */
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

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

int calib_phase(int round, int rounds)
{
    if (round >= rounds - 1) return 2;
    return 3 * round <= rounds ? 0 : 1;
}

typedef struct {
    double p, y;
    size_t at;   /* its place in the caller's list */
} Pair;

/* By estimate, and equal estimates in the caller's order: qsort need not keep that order
 * (glibc's happens to, mingw-w64's does not), and the bins of equal count would otherwise cut
 * a run of equal estimates elsewhere on each system, giving other knots. */
static int by_p(const void *a, const void *b)
{
    const Pair *x = a, *z = b;
    if (x->p != z->p) return (x->p > z->p) - (x->p < z->p);
    return (x->at > z->at) - (x->at < z->at);
}

/* A block of pooled bins: its sums and count. */
typedef struct {
    double sum_p, sum_y;
    double count;
} Block;

int calib_monotone_fit(const double *p, const double *y, size_t n, int bins, double *kx, double *ky, int max)
{
    if (bins < 1 || n < (size_t)bins || max < bins + 2) return 0;
    Pair *pair = malloc(n * sizeof *pair);
    Block *block = malloc((size_t)bins * sizeof *block);
    if (!pair || !block) {
        free(pair);
        free(block);
        return 0;
    }
    for (size_t i = 0; i < n; i++) pair[i] = (Pair){p[i], y[i], i};
    qsort(pair, n, sizeof *pair, by_p);
    int blocks = 0;
    for (int b = 0; b < bins; b++) {
        Block k = {0, 0, 0};
        for (size_t i = n * (size_t)b / (size_t)bins; i < n * (size_t)(b + 1) / (size_t)bins; i++) {
            k.sum_p += pair[i].p;
            k.sum_y += pair[i].y;
            k.count++;
        }
        block[blocks++] = k;
        /* Pool while the block before has a mean outcome at least this one's. */
        while (blocks > 1 && block[blocks - 2].sum_y * block[blocks - 1].count >=
                                 block[blocks - 1].sum_y * block[blocks - 2].count) {
            block[blocks - 2].sum_p += block[blocks - 1].sum_p;
            block[blocks - 2].sum_y += block[blocks - 1].sum_y;
            block[blocks - 2].count += block[blocks - 1].count;
            blocks--;
        }
    }
    int k = 0;
    for (int b = 0; b < blocks && (k == 0 || kx[k - 1] < 1); b++) {
        double x = block[b].sum_p / block[b].count, v = block[b].sum_y / block[b].count;
        if (k > 0 && !(x > kx[k - 1])) continue;
        kx[k] = x;
        ky[k] = k > 0 ? fmax(v, ky[k - 1] + CALIB_RISE) : x > 0 ? fmax(v, CALIB_RISE) : fmax(v, 0);
        k++;
    }
    /* The ends: flat but for the rise, out to estimates of 1 and of 0. */
    if (kx[k - 1] < 1) {
        kx[k] = 1;
        ky[k] = fmin(1, ky[k - 1] + CALIB_RISE);
        k++;
    }
    for (int i = k - 2; i >= 0; i--)
        if (ky[i] > ky[i + 1] - CALIB_RISE) ky[i] = ky[i + 1] - CALIB_RISE;
    if (kx[0] > 0) {
        for (int i = k; i > 0; i--) {
            kx[i] = kx[i - 1];
            ky[i] = ky[i - 1];
        }
        kx[0] = 0;
        ky[0] = fmax(0, ky[1] - CALIB_RISE);
        k++;
    }
    free(pair);
    free(block);
    return k;
}
