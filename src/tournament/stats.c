/* stats.c — the tournament's statistics: decision-time quantiles and confidence intervals
 * for win rates. Wilson's interval is used because it stays inside [0, 1] and behaves for
 * rates near 0 or 1, where the usual normal interval does not. */
#include <math.h>
#include <stdlib.h>

#include "tournament.h"

void times_add(Times *t, double ms)
{
    if (t->count == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 1024;
        double *more = realloc(t->ms, cap * sizeof *more);
        if (!more)
            return;   /* a lost sample only thins the statistics */
        t->ms = more;
        t->cap = cap;
    }
    t->ms[t->count++] = ms;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double times_quantile(Times *t, double q)
{
    if (t->count == 0)
        return 0;
    qsort(t->ms, t->count, sizeof *t->ms, compare_double);
    size_t i = (size_t)(q * (double)(t->count - 1) + 0.5);
    return t->ms[i < t->count ? i : t->count - 1];
}

void wilson95(double p, double n, double *low, double *high)
{
    if (n <= 0) {
        *low = 0;
        *high = 1;
        return;
    }
    const double z = 1.96;
    double d = 1 + z * z / n;
    double centre = (p + z * z / (2 * n)) / d;
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    *low = centre - half < 0 ? 0 : centre - half;
    *high = centre + half > 1 ? 1 : centre + half;
}
