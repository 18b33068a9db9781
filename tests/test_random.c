/* test_random.c — the one pair of generators (random.h) gives the published streams, so
 * the game's dice, the bots' samples and every benchmark stay the same for the same seed:
 * splitmix64 from state 0 (the reference implementation's first outputs) and xorshift64*
 * from state 1. */
#include "support.h"

#include "random.h"

/* The first outputs of next from state `from` are want, in order; the state after them. */
static uint64_t assert_stream(uint64_t (*next)(uint64_t *), uint64_t from, const uint64_t want[3])
{
    uint64_t s = from;
    for (int i = 0; i < 3; i++) assert_true(next(&s) == want[i]);
    return s;
}

static void test_splitmix64_gives_the_reference_stream(void **state)
{
    (void)state;
    const uint64_t want[3] = {0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull, 0x06C45D188009454Full};
    assert_true(assert_stream(splitmix64_next, 0, want) == 3 * RANDOM_GAMMA);
}

static void test_xorshift64star_gives_the_reference_stream(void **state)
{
    (void)state;
    const uint64_t want[3] = {0x47E4CE4B896CDD1Dull, 0xABCFA6A8E079651Dull, 0xB9D10D8FEB731F57ull};
    assert_stream(xorshift64star_next, 1, want);
}

TEST_MAIN(
    cmocka_unit_test(test_splitmix64_gives_the_reference_stream),
    cmocka_unit_test(test_xorshift64star_gives_the_reference_stream)
)
