/* test_rules_no_effect.c — docs/rules.md R2.5: an action that cannot be carried out has no
 * effect at all, and one that can is carried out as far as it can be.
 *
 * Every die face whose action can be impossible (purple with full rows, green with no place,
 * blue with no field ahead, each of the six palace persons) and every bonus naming an action
 * (palace:<person>, palace:any, the great mogul's pick, river-fwd at the river's end): the
 * sheet is unchanged (no palace box crossed, so no column completed) and the turn passes.
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §5 river  sun 1 lotus money:2, 18 flag fame:4+money:4; 18 fields
 *   §6        sun upper column 1 goods-die, lower column 1 goods-die
 *   §4        8 slots a row
 * Marks of later positions are set directly; each such position is reachable by the dice. */
#include <stdio.h>
#include <string.h>

#include "rule_step.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 `green`, green-2 straight, blue-a lotus,
 * blue-b conch, orange-1 `person`, orange-2 raja. */
#define ROLL_WITH(green, person) \
    "roll tea+silk spice+spice " green " straight lotus conch " person " raja"

static const Sheet *sun(void) { return &test_sheets()->sheet[test_side("sun")]; }

/* Every good's row full and sold: nothing owned, no room. */
static void fill_market(Player *p)
{
    for (int k = 0; k < GOOD_COUNT; k++) {
        p->goods_circled[k] = (uint8_t)sun()->slots;
        p->goods_crossed[k] = (uint8_t)sun()->slots;
    }
}

/* Every field built with every edge that may hold a road: no road and no half road left. */
static void fill_province(Player *p)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int e = 0; e < EDGE_COUNT; e++)
            if (field_neighbour(f, e) >= 0 || sun()->border[f][e].kind != BONUS_NONE)
                p->road[f] |= (uint8_t)(1 << e);
}

/* The boat on the last river field, every field before it marked. */
static void boat_at_the_end(Player *p)
{
    p->river_marked = 0;
    for (int f = 1; f <= sun()->river_length; f++)
        p->river_marked |= (uint32_t)1 << f;
}

/* The persons from `first` on have their three boxes crossed (R7.3), and the boat is at
 * the river's end. */
static void persons_full_from(Player *p, int first)
{
    for (int q = first; q < PERSON_COUNT; q++) p->palace[q] = PALACE_BOXES;
    boat_at_the_end(p);
}

/* ---- the reported case ------------------------------------------------------------- */

static void test_R2_5_maharani_at_the_rivers_end_crosses_nothing(void **state)
{
    (void)state;
    /* 2 players, seat 1's boat on river field 18; the great mogul and the merchant have a box
     * each, so the maharani's first box would complete upper column 1 (goods-die). */
    Game g = test_rolled(2, "sun", ROLL_WITH("curve", "maharani"));
    g.player[0].palace[PERSON_GREAT_MOGUL] = 1;
    g.player[0].palace[PERSON_MERCHANT] = 1;
    boat_at_the_end(&g.player[0]);
    assert_no_effect(&g, "orange-1");
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 0);
}

/* ---- the palace persons on a die --------------------------------------------------- */

static void test_R2_5_great_mogul_with_nobody_to_choose_crosses_nothing(void **state)
{
    (void)state;
    /* Four persons full, the maharani free but her boat at the river's end. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "great-mogul"));
    persons_full_from(&g.player[0], PERSON_MERCHANT);
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_great_mogul_picks_only_a_person_that_can_act(void **state)
{
    (void)state;
    /* The maharani and the merchant free, the boat at the river's end: the mogul's only
     * choice is the merchant, made on its own; his sale then needs a choice. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "great-mogul"));
    Player *p = &g.player[0];
    persons_full_from(p, PERSON_RAJA);
    p->goods_circled[GOOD_TEA] = 1;
    test_do(&g, "take orange-1");
    assert_int_equal(p->palace[PERSON_GREAT_MOGUL], 1);
    assert_int_equal(p->palace[PERSON_MAHARANI], 0);
    assert_int_equal(p->palace[PERSON_MERCHANT], 1);
    assert_int_equal(g.step.kind, STEP_MERCHANT);
}

static void test_R2_5_great_mogul_refuses_a_person_that_cannot_act(void **state)
{
    (void)state;
    /* Maharani, merchant and raja free, the boat at the river's end: the choice is offered
     * without her, and asking for her is refused. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "great-mogul"));
    Player *p = &g.player[0];
    p->palace[PERSON_BUILDER] = PALACE_BOXES;
    p->palace[PERSON_PORTUGUESE] = PALACE_BOXES;
    boat_at_the_end(p);
    test_play_to_step(&g, "take orange-1", STEP_PERSON);
    assert_legal(&g, "person merchant | person raja");
    test_refused(&g, "person maharani", "R2.5");
    test_refused(&g, "person builder", "R7.3");
}

/* The raja rolled, seat 0's money at the cap and every building type at its top (R7.8). */
static Game raja_with_money_and_upgrades_full(void)
{
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "raja"));
    g.player[0].money = (uint8_t)sun()->money_max;
    for (int t = 0; t < TYPE_COUNT; t++)
        g.player[0].upgrade[t] = UPGRADE_TOP;
    return g;
}

static void test_R2_5_raja_with_money_and_upgrades_full_crosses_nothing(void **state)
{
    (void)state;
    Game g = raja_with_money_and_upgrades_full();
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_raja_is_carried_out_as_far_as_it_can_be(void **state)
{
    (void)state;
    /* Money at the cap, one type below 3: the box is crossed and the upgrade is made. */
    Game g = raja_with_money_and_upgrades_full();
    Player *p = &g.player[0];
    p->upgrade[TYPE_GARDEN] = 2;
    test_do(&g, "take orange-1");
    assert_int_equal(p->palace[PERSON_RAJA], 1);
    assert_int_equal(p->upgrade[TYPE_GARDEN], 3);
    assert_int_equal(p->money, sun()->money_max);

    /* Every type at 3, money below the cap: the box is crossed for the money alone. */
    Game h = test_rolled(3, "sun", ROLL_WITH("curve", "raja"));
    for (int t = 0; t < TYPE_COUNT; t++)
        h.player[0].upgrade[t] = UPGRADE_TOP;
    test_do(&h, "take orange-1");
    assert_int_equal(h.player[0].palace[PERSON_RAJA], 1);
    assert_int_equal(h.player[0].money, 1);
    assert_int_equal(h.to_act, 1);
}

static void test_R2_5_a_person_that_can_act_in_one_way_is_used(void **state)
{
    (void)state;
    /* The portuguese at the river's end can still give a good: the box is crossed. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "portuguese"));
    boat_at_the_end(&g.player[0]);
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_PORTUGUESE], 1);
    assert_legal(&g, "good silk | good spice | good tea");
}

/* ---- the other dice ---------------------------------------------------------------- */

static void test_R2_5_blue_die_with_no_symbol_ahead_has_no_effect(void **state)
{
    (void)state;
    /* Sun lotus fields are 1, 7 and 14: from 15 no lotus lies ahead. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    g.player[0].river_marked = 1u << 15;
    assert_no_effect(&g, "blue-a");
}

/* ---- a die whose every effect is impossible (R2.5) ----------------------------------- */

enum { MARKET_FULL = 1, PROVINCE_FULL = 2, BOAT_AT_END = 4 };

/* A roll with this green face and orange person, seat 0's sheet made full where `full` says,
 * and the die taken: nothing changes. */
typedef struct {
    const char *name, *green, *person;
    int full;
    const char *die;
} NoEffect;

static const NoEffect NO_EFFECT[] = {
    {"R2.5 the merchant with nothing to sell or gain", "curve", "merchant", MARKET_FULL, "orange-1"},
    {"R2.5 the builder with no place for a road", "curve", "builder", PROVINCE_FULL, "orange-1"},
    /* The boat on the start field: no unmarked field behind it; every row full. */
    {"R2.5 the portuguese with no field behind and no room", "curve", "portuguese", MARKET_FULL, "orange-1"},
    /* Every field behind the boat marked, as it is at the river's end. */
    {"R2.5 the portuguese at the river's end with no room", "curve", "portuguese", MARKET_FULL | BOAT_AT_END,
     "orange-1"},
    {"R2.5 the blue lotus at the river's end", "curve", "maharani", BOAT_AT_END, "blue-a"},
    {"R2.5 the blue conch at the river's end", "curve", "maharani", BOAT_AT_END, "blue-b"},
    {"R2.5 the green curve with no place", "curve", "maharani", PROVINCE_FULL, "green-1"},
    {"R2.5 the green straight with no place", "straight", "maharani", PROVINCE_FULL, "green-1"},
    {"R2.5 the green half roads with no place", "half+half", "maharani", PROVINCE_FULL, "green-1"},
    {"R2.5 the purple die with full rows", "curve", "maharani", MARKET_FULL, "purple-1"},
};

static void test_R2_5_a_die_with_nothing_it_can_do_has_no_effect(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof NO_EFFECT / sizeof NO_EFFECT[0]; i++) {
        const NoEffect *c = &NO_EFFECT[i];
        char roll[128];
        snprintf(roll, sizeof roll, ROLL_WITH("%s", "%s"), c->green, c->person);
        Game g = test_rolled(3, "sun", roll);
        if (c->full & MARKET_FULL) fill_market(&g.player[0]);
        if (c->full & PROVINCE_FULL) fill_province(&g.player[0]);
        if (c->full & BOAT_AT_END) boat_at_the_end(&g.player[0]);
        Player before = g.player[0];
        char take[32];
        snprintf(take, sizeof take, "take %s", c->die);
        test_do(&g, take);
        if (memcmp(&before, &g.player[0], sizeof before) != 0) fail_msg("%s: the sheet changed", c->name);
        if (g.pending_count != 0 || g.lapsed_count != 0 || g.to_act != 1 || g.step.kind != STEP_CHOOSE_DIE)
            fail_msg("%s: %d pending, %d lapsed, seat %d to act at step %d", c->name, g.pending_count,
                     g.lapsed_count, g.to_act, g.step.kind);
    }
}

/* ---- bonuses naming an action ------------------------------------------------------ */

/* Seat 0 takes blue-a (sun river 1: money:2); `bonus` is put beside it in the pending list,
 * as if the field printed both. */
static Game with_pending(const char *bonus)
{
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    test_step(&g, "take blue-a", "", "money:2");
    assert_true(bonus_parse(bonus, &g.pending[1]));
    g.pending_count = 2;
    return g;
}

/* The bonus named in pending slot 2 cannot be used: not offered, refused, and after the
 * money it lapses with nothing crossed. */
static void assert_bonus_lapses(Game *g, const char *bonus)
{
    assert_false(game_bonus_usable(g, test_sheets(), 1));
    assert_legal(g, "bonus 1");
    test_refused(g, "bonus 2", "R9.3");
    uint8_t palace[PERSON_COUNT];
    memcpy(palace, g->player[0].palace, sizeof palace);
    test_do(g, "bonus 1");
    assert_memory_equal(palace, g->player[0].palace, sizeof palace);
    assert_int_equal(g->to_act, 1);
    assert_int_equal(g->lapsed_count, 1);
    char text[32];
    bonus_format(g->lapsed[0], text, (int)sizeof text);
    assert_string_equal(text, bonus);
}

static void test_R2_5_palace_person_bonus_that_cannot_act_lapses(void **state)
{
    (void)state;
    Game g = with_pending("palace:maharani");
    boat_at_the_end(&g.player[0]);
    g.player[0].palace[PERSON_GREAT_MOGUL] = 1;
    g.player[0].palace[PERSON_MERCHANT] = 1;
    assert_bonus_lapses(&g, "palace:maharani");

    Game m = with_pending("palace:merchant");
    fill_market(&m.player[0]);
    assert_bonus_lapses(&m, "palace:merchant");

    Game b = with_pending("palace:builder");
    fill_province(&b.player[0]);
    assert_bonus_lapses(&b, "palace:builder");
}

static void test_R2_5_palace_any_with_nobody_able_to_act_lapses(void **state)
{
    (void)state;
    /* Only the maharani and the great mogul are free; the boat is at the river's end, so the
     * maharani cannot act and the mogul has nobody to choose. */
    Game g = with_pending("palace:any");
    persons_full_from(&g.player[0], PERSON_MERCHANT);
    assert_bonus_lapses(&g, "palace:any");
}

static void test_R2_5_palace_any_offers_only_persons_that_can_act(void **state)
{
    (void)state;
    Game g = with_pending("palace:any");
    boat_at_the_end(&g.player[0]);
    fill_market(&g.player[0]);
    test_play_to_step(&g, "bonus 2", STEP_PERSON);
    assert_legal(&g, "person builder | person great-mogul | person raja");
    test_refused_all(&g, "person maharani | person merchant | person portuguese", "R2.5");
}

static void test_R2_5_river_forward_bonus_at_the_rivers_end_lapses(void **state)
{
    (void)state;
    Game g = with_pending("river-fwd");
    boat_at_the_end(&g.player[0]);
    assert_bonus_lapses(&g, "river-fwd");
}

TEST_MAIN(
    cmocka_unit_test(test_R2_5_maharani_at_the_rivers_end_crosses_nothing),
    cmocka_unit_test(test_R2_5_great_mogul_with_nobody_to_choose_crosses_nothing),
    cmocka_unit_test(test_R2_5_great_mogul_picks_only_a_person_that_can_act),
    cmocka_unit_test(test_R2_5_great_mogul_refuses_a_person_that_cannot_act),
    cmocka_unit_test(test_R2_5_raja_with_money_and_upgrades_full_crosses_nothing),
    cmocka_unit_test(test_R2_5_raja_is_carried_out_as_far_as_it_can_be),
    cmocka_unit_test(test_R2_5_a_person_that_can_act_in_one_way_is_used),
    cmocka_unit_test(test_R2_5_blue_die_with_no_symbol_ahead_has_no_effect),
    cmocka_unit_test(test_R2_5_a_die_with_nothing_it_can_do_has_no_effect),
    cmocka_unit_test(test_R2_5_palace_person_bonus_that_cannot_act_lapses),
    cmocka_unit_test(test_R2_5_palace_any_with_nobody_able_to_act_lapses),
    cmocka_unit_test(test_R2_5_palace_any_offers_only_persons_that_can_act),
    cmocka_unit_test(test_R2_5_river_forward_bonus_at_the_rivers_end_lapses)
)
