/* random.h — the project's two random generators, one of each, shared by the engine, the
 * bots, the scene and the benchmarks. Pure and inline: a generator is one uint64_t that
 * the caller owns (inside a Game, a bot's Rng, a dice view), so copies never share state.
 * - splitmix64: any state (0 included) gives a good stream, and states a counter apart give
 *   independent streams. The game's dice, the bots' samples and the random start seat.
 * - xorshift64*: cheaper, for what only has to look random (dice wobble, the benchmark's
 *   picks); its state must never be 0. */
#ifndef RAJAS_RANDOM_H
#define RAJAS_RANDOM_H

#include <stdint.h>

#define RANDOM_GAMMA 0x9E3779B97F4A7C15ull   /* splitmix64's step: 2^64 over the golden ratio */

static inline uint64_t splitmix64_next(uint64_t *s)
{
    uint64_t z = (*s += RANDOM_GAMMA);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline uint64_t xorshift64star_next(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545F4914F6CDD1Dull;
}

#endif
