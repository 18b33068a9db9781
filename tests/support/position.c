/* position.c — see position.h. */
#include "position.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "names.h"
#include "sheet.h"

Game test_rolled(int players, const char *side, const char *roll) { return test_rolled_from(players, side, 0, roll); }

Game test_rolled_from(int players, const char *side, int first, const char *roll)
{
    Game g = test_game(players, side, first);
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

/* The next road of a list like "C2 NS, D1 NE" read from *at (moved past it): false at the
 * list's end. */
static bool next_road(const char **at, int *field, int *edges)
{
    char name[4], letters[8];
    int used = 0;
    if (**at == '\0') return false;
    if (sscanf(*at, " %3[A-D1-4] %7[NESW]%n", name, letters, &used) != 2)
        fail_msg("cannot read the roads '%s'", *at);
    *field = test_field(name);
    *edges = test_edges(letters);
    *at += used + ((*at)[used] == ',');
    return true;
}

/* Each road of the list, replacing what its field had or added to it. */
static void draw_roads(Player *p, const char *roads, bool replace)
{
    int f, edges;
    for (const char *at = roads; next_road(&at, &f, &edges);)
        p->road[f] = (uint8_t)((replace ? 0 : p->road[f]) | edges);
}

void test_play(Game *g, const char *actions)
{
    char one[256];
    for (const char *at = actions; test_next_item(&at, one, sizeof one);)
        test_do(g, one);
}

/* The next good of a list like "tea 5/2, silk 4" read from *at (moved past it): false at the
 * list's end; crossed is -1 where no '/' follows. */
static bool next_good(const char **at, int *good, int *circled, int *crossed)
{
    char name[8];
    int used = 0;
    if (**at == '\0') return false;
    *crossed = -1;
    int read = sscanf(*at, " %7[a-z] %d%n/%d%n", name, circled, &used, crossed, &used);
    *good = good_from_name(name);
    if (read < 2 || used == 0 || *good < 0) fail_msg("cannot read the goods '%s'", *at);
    *at += used + ((*at)[used] == ',');
    return true;
}

void test_set_goods(Player *p, const char *goods)
{
    int good, circled, crossed;
    for (const char *at = goods; next_good(&at, &good, &circled, &crossed);) {
        p->goods_circled[good] = (uint8_t)circled;
        if (crossed >= 0) p->goods_crossed[good] = (uint8_t)crossed;
    }
}

Game test_sale_waiting(void)
{
    Game g = test_game(2, "sun", 0);
    g.player[0].palace[PERSON_GREAT_MOGUL] = 1;
    g.player[0].palace[PERSON_MERCHANT] = 1;
    g.player[0].river_marked = 1u << 5;
    test_do(&g, "roll tea+silk spice+spice curve straight lotus conch maharani builder");
    test_play(&g, "take orange-1 | forward 2");
    assert_pending(&g, "goods-die sell-any:2");
    return g;
}

void test_set_roads(Player *p, const char *roads) { draw_roads(p, roads, true); }

void test_add_roads(Player *p, const char *roads) { draw_roads(p, roads, false); }

void assert_roads(const Player *p, const char *roads)
{
    int f, edges;
    for (const char *at = roads; next_road(&at, &f, &edges);)
        if (p->road[f] != edges) fail_msg("field %d has road edges %d, not %d (%s)", f, p->road[f], edges, roads);
}

/* Where the mark a name stands for is kept in the player, or NULL for no such name. */
static uint8_t *mark_in(Player *p, const char *name)
{
    if (strcmp(name, "fame") == 0) return &p->fame;
    if (strcmp(name, "money") == 0) return &p->money;
    if (strcmp(name, "circled") == 0) return &p->karma_circled;
    if (strcmp(name, "crossed") == 0) return &p->karma_crossed;
    return NULL;
}

/* The next mark of a list like "fame 2, money 0" read from *at (moved past it) into name
 * and value: false at the list's end; where it is kept in p. */
static bool next_mark(const char **at, Player *p, char name[16], uint8_t **mark, int *value)
{
    int used = 0;
    if (**at == '\0') return false;
    if (sscanf(*at, " %15[a-z] %d%n", name, value, &used) != 2 || !(*mark = mark_in(p, name)))
        fail_msg("cannot read the marks '%s'", *at);
    *at += used + ((*at)[used] == ',');
    return true;
}

void assert_marks(const Player *p, const char *marks)
{
    Player seen = *p;
    char name[16];
    uint8_t *mark;
    int want;
    for (const char *at = marks; next_mark(&at, &seen, name, &mark, &want);)
        if (*mark != want) fail_msg("%s is %d, not %d", name, *mark, want);
}

void test_set_marks(Player *p, const char *marks)
{
    char name[16];
    uint8_t *mark;
    int value;
    for (const char *at = marks; next_mark(&at, p, name, &mark, &value);)
        *mark = (uint8_t)value;
}

void assert_goods_marked(const Player *p, const char *goods)
{
    int good, circled, crossed;
    for (const char *at = goods; next_good(&at, &good, &circled, &crossed);) {
        if (crossed < 0) crossed = 0;
        if (p->goods_circled[good] != circled || p->goods_crossed[good] != crossed)
            fail_msg("%s is %d/%d, not %d/%d", good_name(good), p->goods_circled[good], p->goods_crossed[good],
                     circled, crossed);
    }
}

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
