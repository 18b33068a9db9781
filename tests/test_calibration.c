/* test_calibration.c — the calibration tool's arithmetic (tools/calibration.c, docs/bots.md
 * "Honest win chances"): estimates binned by decile (p = 1 in the last), the expected
 * calibration error and the Brier score of a tiny fixed set, with exact numbers (every
 * value here is exact in binary), and the monotone fit of the hint's map on sets whose
 * knots are known. */
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

/* The monotone fit (calib_monotone_fit): bins of equal count by estimate, their means made
 * non-decreasing by pooling, rising by CALIB_RISE at the least, carried out flat (but for
 * that rise) to estimates of 0 and 1. */
static void test_the_monotone_fit_gives_exact_knots(void **state)
{
    (void)state;
    double kx[8], ky[8];
    const double r = CALIB_RISE;
    /* Sorted by estimate: 1/8 and 1/4 lost, 1/2 and 3/4 won. Two bins: (3/16, 0), held to
     * rise from 0, and (5/8, 1), held below the end at 1. */
    const double p1[4] = {0.5, 0.25, 0.75, 0.125}, y1[4] = {1, 0, 1, 0};
    assert_int_equal(calib_monotone_fit(p1, y1, 4, 2, kx, ky, 8), 4);
    assert_true(kx[0] == 0 && ky[0] == 0 && kx[3] == 1 && ky[3] == 1);
    assert_true(kx[1] == 0.1875 && fabs(ky[1] - r) < 1e-12);
    assert_true(kx[2] == 0.625 && fabs(ky[2] - (1 - r)) < 1e-12);
    /* Three bins won 1/2, 1/2 and 1: the first two are pooled into one knot at their mean
     * estimate, 1/4 (exact: the sum of 1/8, 1/8, 1/4 and 1/2 over 4); an estimate of 0 is
     * shown just under 1/2, as the lowest estimates came true. */
    const double p2[6] = {0.125, 0.125, 0.25, 0.5, 0.5, 0.75}, y2[6] = {0, 1, 1, 0, 1, 1};
    assert_int_equal(calib_monotone_fit(p2, y2, 6, 3, kx, ky, 8), 4);
    assert_true(kx[0] == 0 && fabs(ky[0] - (0.5 - r)) < 1e-12);
    assert_true(kx[1] == 0.25 && ky[1] == 0.5);
    assert_true(kx[2] == 0.625 && fabs(ky[2] - (1 - r)) < 1e-12);
    assert_true(kx[3] == 1 && ky[3] == 1);
    /* A bin that falls back (won 1/2 after 3/4) is pooled with the one before: one knot,
     * and the ends beside it. */
    const double p3[4] = {0.25, 0.25, 0.75, 0.75}, y3[4] = {1, 0.5, 0.5, 0.5};
    assert_int_equal(calib_monotone_fit(p3, y3, 4, 2, kx, ky, 8), 3);
    assert_true(kx[1] == 0.5 && ky[1] == 0.625);
    assert_true(kx[0] == 0 && fabs(ky[0] - (0.625 - r)) < 1e-12);
    assert_true(kx[2] == 1 && fabs(ky[2] - (0.625 + r)) < 1e-12);
    /* Five estimates in two bins: the first holds two, both 0, and is the knot at 0. */
    const double p4[5] = {0, 0, 0.25, 0.5, 0.75}, y4[5] = {0, 0, 0, 1, 0.5};
    assert_int_equal(calib_monotone_fit(p4, y4, 5, 2, kx, ky, 8), 3);
    assert_true(kx[0] == 0 && ky[0] == 0);
    assert_true(kx[1] == 0.5 && ky[1] == 0.5);
    /* Nothing to fit: fewer estimates than bins, no bins, no room for the knots. */
    assert_int_equal(calib_monotone_fit(p1, y1, 1, 2, kx, ky, 8), 0);
    assert_int_equal(calib_monotone_fit(p1, y1, 4, 0, kx, ky, 8), 0);
    assert_int_equal(calib_monotone_fit(p1, y1, 4, 2, kx, ky, 3), 0);
}

/* The phases of a game's rounds: the first third, the middle, the last two. A 7-round game
 * (2 players): rounds 1–2, 3–5, 6–7; a 13-round game: 1–4, 5–11, 12–13; in a 3-round game
 * the last two rounds come first. */
static void test_phases_of_a_game(void **state)
{
    (void)state;
    int seven[7] = {0, 0, 1, 1, 1, 2, 2};
    for (int r = 1; r <= 7; r++) assert_int_equal(calib_phase(r, 7), seven[r - 1]);
    for (int r = 1; r <= 13; r++) assert_int_equal(calib_phase(r, 13), r <= 4 ? 0 : r <= 11 ? 1 : 2);
    assert_int_equal(calib_phase(1, 3), 0);
    assert_int_equal(calib_phase(2, 3), 2);
    assert_int_equal(calib_phase(3, 3), 2);
}

TEST_MAIN(
    cmocka_unit_test(test_estimates_fall_into_deciles),
    cmocka_unit_test(test_a_tiny_set_gives_exact_figures),
    cmocka_unit_test(test_a_shared_win_counts_its_share),
    cmocka_unit_test(test_the_monotone_fit_gives_exact_knots),
    cmocka_unit_test(test_phases_of_a_game)
)
