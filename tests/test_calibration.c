/* test_calibration.c — the calibration tool's arithmetic (tools/calibration.c, docs/bots.md
 * "Honest win chances"): estimates binned by decile (p = 1 in the last), the expected
 * calibration error and the Brier score of a tiny fixed set, with exact numbers (every
 * value here is exact in binary), and the Platt fit of the hint's map on sets whose optimum
 * is known. */
#include <math.h>
#include <stdbool.h>

#include "calibration.h"
#include "support.h"

static void test_estimates_fall_into_deciles(void **state)
{
    (void)state;
    assert_int_equal(calib_bin(0.0), 0);
    assert_int_equal(calib_bin(0.0999), 0);
    assert_int_equal(calib_bin(0.1), 1);
    assert_int_equal(calib_bin(0.25), 2);
    assert_int_equal(calib_bin(0.95), 9);
    assert_int_equal(calib_bin(1.0), 9);
    assert_int_equal(calib_bin(-0.01), 0);
}

/* Bin 2: 0.25 four times, one win (gap 0); bin 7: 0.75 twice, two wins (gap 0.25); bin 9:
 * 1.0 once, won (gap 0); bin 0: 0.0 once, won (gap 1). ECE = 2/8 × 0.25 + 1/8 × 1 = 0.1875;
 * Brier = (0.5625 + 3 × 0.0625 + 2 × 0.0625 + 0 + 1) / 8 = 0.234375. */
static void test_a_tiny_set_gives_exact_figures(void **state)
{
    (void)state;
    Calib c = {0};
    assert_true(calib_ece(&c) == 0.0 && calib_brier(&c) == 0.0);
    const double p[8] = {0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 1.0, 0.0};
    const double y[8] = {1, 0, 0, 0, 1, 1, 1, 1};
    for (int i = 0; i < 8; i++) calib_add(&c, p[i], y[i]);
    assert_int_equal(c.n, 8);
    assert_int_equal(c.count[2], 4);
    assert_int_equal(c.count[7], 2);
    assert_int_equal(c.count[9], 1);
    assert_int_equal(c.count[0], 1);
    double mp, my;
    assert_true(calib_bin_means(&c, 7, &mp, &my));
    assert_true(mp == 0.75 && my == 1.0);
    assert_false(calib_bin_means(&c, 5, &mp, &my));
    assert_true(calib_ece(&c) == 0.1875);
    assert_true(calib_brier(&c) == 0.234375);
}

/* A shared win counts as a share: two estimates of 0.5 that each won half are calibrated. */
static void test_a_shared_win_counts_its_share(void **state)
{
    (void)state;
    Calib c = {0};
    calib_add(&c, 0.5, 0.5);
    calib_add(&c, 0.5, 0.5);
    assert_true(calib_ece(&c) == 0.0);
    assert_true(calib_brier(&c) == 0.0);
}

/* Two estimates' logits, 0 (p = 1/2) won 1 time in 4 and ln 3 (p = 3/4) won 1 in 2: with two
 * distinct x the fit can match both frequencies exactly, sigmoid(b) = 1/4 and
 * sigmoid(a ln 3 + b) = 1/2, so b = −ln 3 and a = 1. */
static void test_the_platt_fit_finds_a_known_optimum(void **state)
{
    (void)state;
    const double l3 = log(3.0);
    const double x[6] = {0, 0, 0, 0, l3, l3};
    const double y[6] = {1, 0, 0, 0, 1, 0};
    double a = 0, b = 0;
    assert_true(calib_platt_fit(x, y, 6, &a, &b));
    assert_true(fabs(a - 1) < 1e-9);
    assert_true(fabs(b + l3) < 1e-9);
    /* Shares count as shares: 1/4 at x = 0 and 3/4 at x = ln 3 give sigmoid(b) = 1/4 and
     * sigmoid(a ln 3 + b) = 3/4, so b = −ln 3 and a = 2. */
    const double xs[2] = {0, l3}, ys[2] = {0.25, 0.75};
    assert_true(calib_platt_fit(xs, ys, 2, &a, &b));
    assert_true(fabs(a - 2) < 1e-9);
    assert_true(fabs(b + l3) < 1e-9);
    /* Calibrated estimates are left as they are: the identity (1, 0). */
    const double xi[2] = {0, l3}, yi[2] = {0.5, 0.75};
    assert_true(calib_platt_fit(xi, yi, 2, &a, &b));
    assert_true(fabs(a - 1) < 1e-9 && fabs(b) < 1e-9);
    /* Nothing to fit: no values, or x that does not vary. */
    assert_false(calib_platt_fit(x, y, 0, &a, &b));
    assert_false(calib_platt_fit(x, y, 4, &a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_estimates_fall_into_deciles),
        cmocka_unit_test(test_a_tiny_set_gives_exact_figures),
        cmocka_unit_test(test_a_shared_win_counts_its_share),
        cmocka_unit_test(test_the_platt_fit_finds_a_known_optimum),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
