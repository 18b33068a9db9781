/* session_game.h — whole games on a session for the tests: a game played on to its end by
 * the easy bot's choices and the game's own rolls, and a new game two steps in. Both fail
 * the test on a refused step. */
#ifndef RAJAS_TEST_SESSION_GAME_H
#define RAJAS_TEST_SESSION_GAME_H

#include <stdint.h>

#include "session.h"

/* Plays s on to its end: every roll from the game's generator, every decision by the easy
 * bot with bot_config_default(bot_seed) (its noise). */
void test_session_to_the_end(Session *s, uint64_t bot_seed);

/* A new game of `players` on `side`, seat `first` holding the elephant, seeded with seed,
 * played on to its end as test_session_to_the_end does (the bot seeded with seed too). */
void test_session_whole_game(Session *s, int players, const char *side, int first, uint64_t seed);

/* session_init, then a 2-player sun game (seed 7) two steps in: the round's roll and the
 * first legal action. */
void test_session_two_steps(Session *s);

#endif
