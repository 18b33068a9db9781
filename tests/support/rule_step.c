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
