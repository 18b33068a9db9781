/* rule_step.c — see rule_step.h. */
#include "rule_step.h"

#include <stdio.h>

void test_step(Game *g, const char *action, const char *marks, const char *pending)
{
    int seat = g->to_act;
    test_do(g, action);
    assert_marks(&g->player[seat], marks);
    if (pending) assert_pending(g, pending);
}

void test_play_to_step(Game *g, const char *actions, int step)
{
    test_play(g, actions);
    if (g->step.kind != step) fail_msg("after '%s' the step is %d, not %d", actions, g->step.kind, step);
}

/* Each action of the list is legal (want 1) or not (want 0). */
static void assert_legal_each(const Game *g, const char *actions, int want)
{
    char one[64];
    for (const char *at = actions; test_next_item(&at, one, sizeof one);)
        if (test_is_legal(g, one) != want) fail_msg("'%s' is %s", one, want ? "not legal" : "legal");
}

void assert_all_legal(const Game *g, const char *actions) { assert_legal_each(g, actions, 1); }

void assert_none_legal(const Game *g, const char *actions) { assert_legal_each(g, actions, 0); }

void assert_sun_halves_combine(const Game *g)
{
    assert_int_equal(g->step.kind, STEP_HALVES);
    assert_int_equal(g->step.n, 2);
    assert_int_equal(g->step.from_bonus, 0);
    assert_legal(g, "road C2 ES | road C2 NS | road C2 SW | road D1 EW | road D1 NE | "
                    "road D3 EW | road D3 NW | road D3 SW");
}

void test_refused_all(Game *g, const char *actions, const char *clause)
{
    char one[64];
    for (const char *at = actions; test_next_item(&at, one, sizeof one);)
        test_refused(g, one, clause);
}

void assert_no_effect(Game *g, const char *die)
{
    Player before = g->player[0];
    char text[32];
    snprintf(text, sizeof text, "take %s", die);
    test_do(g, text);
    assert_memory_equal(&before, &g->player[0], sizeof before);
    assert_pending(g, "-");
    assert_int_equal(g->lapsed_count, 0);
    assert_turn_passed(g);
}
