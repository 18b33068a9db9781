/* position.c — see position.h. */
#include "position.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "sheet.h"

Game test_rolled(int players, const char *side, const char *roll)
{
    Game g = test_game(players, side, 0);
    test_do(&g, roll);
    return g;
}

int test_field(const char *name)
{
    int f = field_from_name(name);
    if (f < 0) fail_msg("no field named '%s'", name);
    return f;
}

int test_edges(const char *letters)
{
    int mask = 0;
    for (const char *c = letters; *c; c++)
        mask |= 1 << edge_from_letter(*c);
    return mask;
}

void test_set_road(Player *p, const char *field, const char *letters)
{
    p->road[test_field(field)] = (uint8_t)test_edges(letters);
}

/* Each road of the list, replacing what its field had or added to it. */
static void draw_roads(Player *p, const char *roads, bool replace)
{
    char field[4], letters[8];
    int used = 0;
    for (const char *at = roads; *at; at += used) {
        if (sscanf(at, " %3[A-D1-4] %7[NESW]%n", field, letters, &used) != 2) fail_msg("cannot read the roads '%s'", at);
        int f = test_field(field);
        p->road[f] = (uint8_t)((replace ? 0 : p->road[f]) | test_edges(letters));
        if (at[used] == ',') used++;
    }
}

void test_play(Game *g, const char *actions)
{
    char one[256];
    for (const char *at = actions + strspn(actions, " "); *at; at += strspn(at, " |")) {
        size_t n = strcspn(at, "|");
        while (n > 0 && at[n - 1] == ' ') n--;
        if (n == 0 || n >= sizeof one) fail_msg("cannot read the actions '%s'", actions);
        memcpy(one, at, n);
        one[n] = '\0';
        test_do(g, one);
        at += n;
    }
}

void test_set_roads(Player *p, const char *roads) { draw_roads(p, roads, true); }

void test_add_roads(Player *p, const char *roads) { draw_roads(p, roads, false); }

int test_road_of(const Player *p, const char *field) { return p->road[test_field(field)]; }

void test_set_upgrades(Player *p, int temple, int fort, int garden, int tower)
{
    p->upgrade[TYPE_TEMPLE] = (uint8_t)temple;
    p->upgrade[TYPE_FORT] = (uint8_t)fort;
    p->upgrade[TYPE_GARDEN] = (uint8_t)garden;
    p->upgrade[TYPE_TOWER] = (uint8_t)tower;
}

void test_take_and_finish(Game *g, const char *die)
{
    int seat = g->to_act, turn = g->turn, round = g->round;
    char text[64];
    snprintf(text, sizeof text, "take %s", die);
    test_do(g, text);
    while (g->waiting == WAIT_ACTION && g->to_act == seat && g->turn == turn && g->round == round) {
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(g, test_sheets(), legal);
        assert_true(n > 0);
        Refusal why;
        assert_true(game_apply(g, test_sheets(), &legal[0], &why));
    }
}

void assert_turn_passed(const Game *g)
{
    assert_int_equal(g->to_act, 1);
    assert_int_equal(g->step.kind, STEP_CHOOSE_DIE);
    assert_int_equal(g->pending_count, 0);
}
