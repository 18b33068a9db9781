/* test_decimal.c — the one number reader (decimal.h): plain decimal digits up to a bound,
 * the whole 64-bit range included, and nothing else. */
#include "support.h"

#include "decimal.h"

static void assert_reads(const char *text, uint64_t max, uint64_t want)
{
    uint64_t v = 12345;
    assert_int_equal(decimal_read(text, max, &v), DECIMAL_OK);
    assert_true(v == want);
}

static void assert_refused(const char *text, uint64_t max, DecimalRead want)
{
    uint64_t v = 12345;
    assert_int_equal(decimal_read(text, max, &v), want);
    assert_true(v == 12345);   /* untouched */
}

static void test_the_whole_64_bit_range_is_read(void **unused)
{
    (void)unused;
    assert_reads("0", UINT64_MAX, 0);
    assert_reads("7", UINT64_MAX, 7);
    assert_reads("18446744073709551615", UINT64_MAX, UINT64_MAX);
    assert_reads("018446744073709551615", UINT64_MAX, UINT64_MAX);
    assert_refused("18446744073709551616", UINT64_MAX, DECIMAL_TOO_BIG);
    assert_refused("99999999999999999999999", UINT64_MAX, DECIMAL_TOO_BIG);
}

static void test_the_bound_is_inclusive(void **unused)
{
    (void)unused;
    assert_reads("24", 24, 24);
    assert_refused("25", 24, DECIMAL_TOO_BIG);
    assert_reads("9", 9, 9);
    assert_refused("10", 9, DECIMAL_TOO_BIG);
    assert_reads("0", 0, 0);
    assert_refused("1", 0, DECIMAL_TOO_BIG);
}

static void test_anything_but_digits_is_not_a_number(void **unused)
{
    (void)unused;
    assert_refused("", UINT64_MAX, DECIMAL_BAD);
    assert_refused("+3", UINT64_MAX, DECIMAL_BAD);
    assert_refused("-3", UINT64_MAX, DECIMAL_BAD);
    assert_refused(" 7", UINT64_MAX, DECIMAL_BAD);
    assert_refused("7 ", UINT64_MAX, DECIMAL_BAD);
    assert_refused("8x", UINT64_MAX, DECIMAL_BAD);
    assert_refused("0x10", UINT64_MAX, DECIMAL_BAD);
    /* too big and then not a digit: not a number, whatever its size */
    assert_refused("99x", 10, DECIMAL_BAD);
    assert_refused("18446744073709551616x", UINT64_MAX, DECIMAL_BAD);
}

TEST_MAIN(
    cmocka_unit_test(test_the_whole_64_bit_range_is_read),
    cmocka_unit_test(test_the_bound_is_inclusive),
    cmocka_unit_test(test_anything_but_digits_is_not_a_number)
)
