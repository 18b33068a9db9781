/* test_random.c — the one pair of generators (random.h) gives the published streams, so
 * the game's dice, the bots' samples and every benchmark stay the same for the same seed:
 * splitmix64 from state 0 (the reference implementation's first outputs) and xorshift64*
 * from state 1. */
#include "support.h"

#include "random.h"

static void test_splitmix64_gives_the_reference_stream(void **state)
{
    (void)state;
    uint64_t s = 0;
    assert_true(splitmix64_next(&s) == 0xE220A8397B1DCDAFull);
    assert_true(splitmix64_next(&s) == 0x6E789E6AA1B965F4ull);
    assert_true(splitmix64_next(&s) == 0x06C45D188009454Full);
    assert_true(s == 3 * RANDOM_GAMMA);
}

static void test_xorshift64star_gives_the_reference_stream(void **state)
{
    (void)state;
    uint64_t s = 1;
    assert_true(xorshift64star_next(&s) == 0x47E4CE4B896CDD1Dull);
    assert_true(xorshift64star_next(&s) == 0xABCFA6A8E079651Dull);
    assert_true(xorshift64star_next(&s) == 0xB9D10D8FEB731F57ull);
}

TEST_MAIN(
    cmocka_unit_test(test_splitmix64_gives_the_reference_stream),
    cmocka_unit_test(test_xorshift64star_gives_the_reference_stream)
)
