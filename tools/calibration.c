/* calibration.c — deciles, expected calibration error, Brier score and the Platt fit
 * (calibration.h). */
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

/* log(1 + e^t), without overflow. */
static double softplus(double t)
{
    return t > 0 ? t + log1p(exp(-t)) : log1p(exp(t));
}

/* The negative log-likelihood of the outcomes under sigmoid(a · x + b). */
static double platt_loss(const double *x, const double *y, size_t n, double a, double b)
{
    double loss = 0;
    for (size_t i = 0; i < n; i++) {
        double z = a * x[i] + b;
        loss += y[i] * softplus(-z) + (1 - y[i]) * softplus(z);
    }
    return loss;
}

bool calib_platt_fit(const double *x, const double *y, size_t n, double *a, double *b)
{
    bool varies = false;
    for (size_t i = 1; i < n && !varies; i++) varies = x[i] != x[0];
    if (!varies) return false;
    double pa = 1, pb = 0, loss = platt_loss(x, y, n, pa, pb);
    for (int iter = 0; iter < 100; iter++) {
        double ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
        for (size_t i = 0; i < n; i++) {
            double s = 1 / (1 + exp(-(pa * x[i] + pb))), w = s * (1 - s);
            ga += (s - y[i]) * x[i];
            gb += s - y[i];
            haa += w * x[i] * x[i];
            hab += w * x[i];
            hbb += w;
        }
        double det = haa * hbb - hab * hab;
        if (!(det > 0)) break;
        double da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
        double step = 1, next = loss;
        for (int h = 0; h < 40; h++, step /= 2) {
            next = platt_loss(x, y, n, pa - step * da, pb - step * db);
            if (next <= loss) break;
        }
        if (!(next <= loss)) break;
        pa -= step * da;
        pb -= step * db;
        loss = next;
        if (fabs(step * da) < 1e-13 && fabs(step * db) < 1e-13) break;
    }
    *a = pa;
    *b = pb;
    return true;
}
