/* session_game.c — see session_game.h. */
#include "session_game.h"

#include "bot.h"
#include "support.h"

/* No game lasts this many steps (R1: a few rounds of a few turns each). */
enum { STEPS_MAX = 20000 };

void test_session_play(Session *s, int decisions, uint64_t bot_seed)
{
    BotConfig config = bot_config_default(bot_seed);
    Refusal why;
    int steps = 0;
    for (int n = 0; n < decisions && !game_over(&s->game);) {
        if (++steps >= STEPS_MAX) fail_msg("no end after %d steps", STEPS_MAX);
        if (game_actor(&s->game) == GAME_CHANCE) {
            assert_true(session_roll_random(s, NULL, &why));
            continue;
        }
        Action a;
        assert_true(bot_choose(&s->game, test_sheets(), BOT_EASY, &config, &a));
        if (!session_apply(s, &a, &why)) fail_msg("bot action refused: %s %s", why.clause, why.message);
        n++;
    }
}

void test_session_to_the_end(Session *s, uint64_t bot_seed)
{
    test_session_play(s, STEPS_MAX, bot_seed);
    assert_true(game_over(&s->game));
}

void test_session_whole_game(Session *s, int players, const char *side, int first, uint64_t seed,
                             uint64_t bot_seed)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), (uint8_t)first, seed};
    Refusal why;
    if (!session_new(s, &setup, &why)) fail_msg("session_new refused: %s %s", why.clause, why.message);
    test_session_to_the_end(s, bot_seed);
}

void test_session_played(Session *s, int players, int decisions)
{
    session_init(s, test_sheets());
    Setup setup = {(uint8_t)players, (uint8_t)test_side("sun"), 0, 11};
    Refusal why;
    if (!session_new(s, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    test_session_play(s, decisions, 5);
}

void test_session_copy_until(Session *out, const Session *whole, size_t cut)
{
    Refusal why;
    session_init(out, test_sheets());
    assert_true(session_new(out, &whole->setup, &why));
    for (size_t i = 0; i < cut; i++) {
        const SessionEntry *e = &whole->entry[i];
        assert_true(e->generated ? session_roll_random(out, NULL, &why) : session_apply(out, &e->action, &why));
    }
}

void test_session_two_steps(Session *s)
{
    session_init(s, test_sheets());
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 7};
    Refusal why;
    assert_true(session_new(s, &setup, &why));
    assert_true(session_roll_random(s, NULL, &why));
    Action legal[GAME_MAX_LEGAL];
    assert_true(game_legal(&s->game, test_sheets(), legal) > 0);
    assert_true(session_apply(s, &legal[0], &why));
}
