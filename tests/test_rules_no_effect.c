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

#include "position.h"

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

/* Seat 0 takes `die`: nothing on its sheet changes, nothing is pending, the turn passes. */
static void assert_no_effect(Game *g, const char *die)
{
    Player before = g->player[0];
    char text[32];
    snprintf(text, sizeof text, "take %s", die);
    test_do(g, text);
    assert_memory_equal(&before, &g->player[0], sizeof before);
    assert_pending(g, "-");
    assert_int_equal(g->lapsed_count, 0);
    assert_int_equal(g->to_act, 1);
    assert_int_equal(g->step.kind, STEP_CHOOSE_DIE);
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
    Player *p = &g.player[0];
    for (int q = PERSON_MERCHANT; q < PERSON_COUNT; q++)
        p->palace[q] = PALACE_BOXES;
    boat_at_the_end(p);
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_great_mogul_picks_only_a_person_that_can_act(void **state)
{
    (void)state;
    /* The maharani and the merchant free, the boat at the river's end: the mogul's only
     * choice is the merchant, made on its own; his sale then needs a choice. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "great-mogul"));
    Player *p = &g.player[0];
    for (int q = PERSON_RAJA; q < PERSON_COUNT; q++)
        p->palace[q] = PALACE_BOXES;
    boat_at_the_end(p);
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
    test_do(&g, "take orange-1");
    assert_int_equal(g.step.kind, STEP_PERSON);
    assert_legal(&g, "person merchant | person raja");
    test_refused(&g, "person maharani", "R2.5");
    test_refused(&g, "person builder", "R7.3");
}

static void test_R2_5_merchant_with_nothing_to_sell_or_gain_crosses_nothing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "merchant"));
    fill_market(&g.player[0]);
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_raja_with_money_and_upgrades_full_crosses_nothing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "raja"));
    Player *p = &g.player[0];
    p->money = (uint8_t)sun()->money_max;
    for (int t = 0; t < TYPE_COUNT; t++)
        p->upgrade[t] = UPGRADE_TOP;
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_raja_is_carried_out_as_far_as_it_can_be(void **state)
{
    (void)state;
    /* Money at the cap, one type below 3: the box is crossed and the upgrade is made. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "raja"));
    Player *p = &g.player[0];
    p->money = (uint8_t)sun()->money_max;
    for (int t = 0; t < TYPE_COUNT; t++)
        p->upgrade[t] = UPGRADE_TOP;
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

static void test_R2_5_builder_with_no_place_for_a_road_crosses_nothing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "builder"));
    fill_province(&g.player[0]);
    assert_no_effect(&g, "orange-1");
}

static void test_R2_5_portuguese_with_no_field_behind_and_no_room_crosses_nothing(void **state)
{
    (void)state;
    /* The boat on the start field: no unmarked field behind it; every row full. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "portuguese"));
    fill_market(&g.player[0]);
    assert_no_effect(&g, "orange-1");

    /* Every field behind the boat marked, as it is at the river's end. */
    Game h = test_rolled(3, "sun", ROLL_WITH("curve", "portuguese"));
    fill_market(&h.player[0]);
    boat_at_the_end(&h.player[0]);
    assert_no_effect(&h, "orange-1");
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

static void test_R2_5_blue_die_at_the_rivers_end_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    boat_at_the_end(&g.player[0]);
    assert_no_effect(&g, "blue-a");
    Game h = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    boat_at_the_end(&h.player[0]);
    assert_no_effect(&h, "blue-b");
}

static void test_R2_5_blue_die_with_no_symbol_ahead_has_no_effect(void **state)
{
    (void)state;
    /* Sun lotus fields are 1, 7 and 14: from 15 no lotus lies ahead. */
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    g.player[0].river_marked = 1u << 15;
    assert_no_effect(&g, "blue-a");
}

static void test_R2_5_green_die_with_no_place_has_no_effect(void **state)
{
    (void)state;
    const char *const faces[] = {"curve", "straight", "half+half"};
    for (int i = 0; i < 3; i++) {
        char roll[128];
        snprintf(roll, sizeof roll, ROLL_WITH("%s", "maharani"), faces[i]);
        Game g = test_rolled(3, "sun", roll);
        fill_province(&g.player[0]);
        assert_no_effect(&g, "green-1");
    }
}

static void test_R2_5_purple_die_with_full_rows_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    fill_market(&g.player[0]);
    assert_no_effect(&g, "purple-1");
}

/* ---- bonuses naming an action ------------------------------------------------------ */

/* Seat 0 takes blue-a (sun river 1: money:2); `bonus` is put beside it in the pending list,
 * as if the field printed both. */
static Game with_pending(const char *bonus)
{
    Game g = test_rolled(3, "sun", ROLL_WITH("curve", "maharani"));
    test_do(&g, "take blue-a");
    assert_pending(&g, "money:2");
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
    Player *p = &g.player[0];
    for (int q = PERSON_MERCHANT; q < PERSON_COUNT; q++)
        p->palace[q] = PALACE_BOXES;
    boat_at_the_end(p);
    assert_bonus_lapses(&g, "palace:any");
}

static void test_R2_5_palace_any_offers_only_persons_that_can_act(void **state)
{
    (void)state;
    Game g = with_pending("palace:any");
    boat_at_the_end(&g.player[0]);
    fill_market(&g.player[0]);
    test_do(&g, "bonus 2");
    assert_int_equal(g.step.kind, STEP_PERSON);
    assert_legal(&g, "person builder | person great-mogul | person raja");
    test_refused(&g, "person maharani", "R2.5");
    test_refused(&g, "person merchant", "R2.5");
    test_refused(&g, "person portuguese", "R2.5");
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
    cmocka_unit_test(test_R2_5_merchant_with_nothing_to_sell_or_gain_crosses_nothing),
    cmocka_unit_test(test_R2_5_raja_with_money_and_upgrades_full_crosses_nothing),
    cmocka_unit_test(test_R2_5_raja_is_carried_out_as_far_as_it_can_be),
    cmocka_unit_test(test_R2_5_builder_with_no_place_for_a_road_crosses_nothing),
    cmocka_unit_test(test_R2_5_portuguese_with_no_field_behind_and_no_room_crosses_nothing),
    cmocka_unit_test(test_R2_5_a_person_that_can_act_in_one_way_is_used),
    cmocka_unit_test(test_R2_5_blue_die_at_the_rivers_end_has_no_effect),
    cmocka_unit_test(test_R2_5_blue_die_with_no_symbol_ahead_has_no_effect),
    cmocka_unit_test(test_R2_5_green_die_with_no_place_has_no_effect),
    cmocka_unit_test(test_R2_5_purple_die_with_full_rows_has_no_effect),
    cmocka_unit_test(test_R2_5_palace_person_bonus_that_cannot_act_lapses),
    cmocka_unit_test(test_R2_5_palace_any_with_nobody_able_to_act_lapses),
    cmocka_unit_test(test_R2_5_palace_any_offers_only_persons_that_can_act),
    cmocka_unit_test(test_R2_5_river_forward_bonus_at_the_rivers_end_lapses)
)
