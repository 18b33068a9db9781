/* session_game.h — whole games on a session for the tests: a game played on to its end by
 * the easy bot's choices and the game's own rolls, and a new game two steps in. Both fail
 * the test on a refused step. */
#ifndef RAJAS_TEST_SESSION_GAME_H
#define RAJAS_TEST_SESSION_GAME_H

#include <stdint.h>

#include "session.h"

/* Plays s on for `decisions` decisions (rolls do not count) or to its end, whichever comes
 * first: every roll from the game's generator, every decision by the easy bot with
 * bot_config_default(bot_seed) (its noise). */
void test_session_play(Session *s, int decisions, uint64_t bot_seed);
/* The same to the end, which must come. */
void test_session_to_the_end(Session *s, uint64_t bot_seed);

/* A new game on s (already initialised) of `players` on `side`, seat `first` holding the
 * elephant, seeded with seed, played on to its end with the bot's noise from bot_seed. */
void test_session_whole_game(Session *s, int players, const char *side, int first, uint64_t seed,
                             uint64_t bot_seed);

/* session_init, then a sun game of `players` (seed 11) after `decisions` decisions taken by
 * easy bots (noise seed 5; rolls from the game's own seed, so the same every run). */
void test_session_played(Session *s, int players, int decisions);

/* out (not yet initialised) as whole was before its entry `cut`: whole's set-up, then its
 * first cut entries again, the rolls it generated rolled again from the same generator. */
void test_session_copy_until(Session *out, const Session *whole, size_t cut);

/* session_init, then a 2-player sun game (seed 7) two steps in: the round's roll and the
 * first legal action. */
void test_session_two_steps(Session *s);

#endif
