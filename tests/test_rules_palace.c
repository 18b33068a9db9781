/* test_rules_palace.c — docs/rules.md R7 for the palace: persons crossed from the left and full
 * persons (R7.3), the area column bonuses (R7.4), the great mogul (R7.5), the merchant
 * (R7.7), raja man singh (R7.8) and the master builder (R7.9), on both sheet sides.
 * (The maharani and the portuguese move the boat: test_rules_river.c.)
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §6 palace columns  sun upper goods-die/karma/fame:3, lower goods-die/half-road/money:6;
 *                      moon upper karma/goods-die/money:6, lower half-road/upgrade/fame:3
 *   §4 market          coins 1 1 2 2 3 3 4 5; tents 1–2, 3–5, 6–8; tea 1–2 tent: sun karma,
 *                      moon fame:1
 *   §7                 upgrade column "all at 2": sun karma, moon palace:any; money track
 *                      sun 6 goods-diff:1, moon 5 fame:1
 *   §3 province        sun D2 residence N,E,W; C1 temple, C2 tower, D1 Md2, D3 fort; border
 *                      C1W palace:merchant, D1W goods-diff:2, D3S palace:builder; moon B2
 *                      residence E,S, border A2N palace:raja
 * Palace boxes, goods, money and roads of later positions are set directly; each such
 * position is reachable by the dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

/* orange-1 shows the person under test; orange-2 something else. */
#define ROLL_PERSON(p) "roll tea+silk spice+spice straight curve lotus conch " p " raja"

static void set_palace(Player *p, int mogul, int maharani, int merchant, int raja, int builder,
                       int portuguese)
{
    p->palace[PERSON_GREAT_MOGUL] = (uint8_t)mogul;
    p->palace[PERSON_MAHARANI] = (uint8_t)maharani;
    p->palace[PERSON_MERCHANT] = (uint8_t)merchant;
    p->palace[PERSON_RAJA] = (uint8_t)raja;
    p->palace[PERSON_BUILDER] = (uint8_t)builder;
    p->palace[PERSON_PORTUGUESE] = (uint8_t)portuguese;
}

/* ---- R7.3 crossing boxes, full persons -------------------------------------------- */

static void test_R7_3_using_a_person_crosses_its_next_box(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("builder"));
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_BUILDER], 1);
    for (int q = 0; q < PERSON_COUNT; q++)
        if (q != PERSON_BUILDER)
            assert_int_equal(g.player[0].palace[q], 0);

    Game h = test_rolled(3, "moon", ROLL_PERSON("builder"));
    h.player[0].palace[PERSON_BUILDER] = 2;
    test_do(&h, "take orange-1");
    assert_int_equal(h.player[0].palace[PERSON_BUILDER], 3);
    assert_int_equal(h.step.kind, STEP_HALVES);
}

static void test_R7_3_a_full_person_on_a_die_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    g.player[0].palace[PERSON_MERCHANT] = 3;
    g.player[0].goods_circled[GOOD_TEA] = 2;
    assert_no_effect(&g, "orange-1");
    assert_int_equal(g.die_at[DIE_ORANGE_1], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_ORANGE_2], DIE_AT_ELEPHANT);
}

static void test_R7_3_a_bonus_naming_a_full_person_has_no_effect(void **state)
{
    (void)state;
    /* Sun: C2 built as a T (N, S, W) earlier; a straight C1 E–W reaches border C1W. */
    Game g = test_rolled(3, "sun", ROLL_PERSON("raja"));
    test_set_road(&g.player[0], "C2", "NSW");
    g.player[0].fame = 1;
    g.player[0].palace[PERSON_MERCHANT] = 3;
    g.player[0].goods_circled[GOOD_TEA] = 2;
    test_play(&g, "take green-1 | road C1 EW");
    assert_int_equal(g.player[0].fame, 2);              /* temple, value 1 (R5.7) */
    assert_int_equal(g.player[0].palace[PERSON_MERCHANT], 3);
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 0);
    assert_int_equal(g.pending_count, 0);               /* palace:merchant lost (R9.3) */
    assert_int_equal(g.to_act, 1);

    /* The same road with the merchant usable: the bonus is pending and performs him. */
    Game h = test_rolled(3, "sun", ROLL_PERSON("raja"));
    test_set_road(&h.player[0], "C2", "NSW");
    h.player[0].goods_circled[GOOD_TEA] = 2;
    test_play(&h, "take green-1 | road C1 EW");
    assert_pending(&h, "palace:merchant");
    test_do(&h, "bonus 1");
    assert_int_equal(h.player[0].palace[PERSON_MERCHANT], 1);
    assert_int_equal(h.step.kind, STEP_MERCHANT);
}

/* ---- R7.4 area column bonuses ----------------------------------------------------- */

static void test_R7_4_upper_area_first_column(void **state)
{
    (void)state;
    const char *sides[2] = {"sun", "moon"};
    const char *bonus[2] = {"goods-die", "karma"};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, sides[s], ROLL_PERSON("merchant"));
        set_palace(&g.player[0], 1, 1, 0, 0, 0, 0);
        test_do(&g, "take orange-1");
        assert_int_equal(g.player[0].palace[PERSON_MERCHANT], 1);
        assert_int_equal(g.step.kind, STEP_MERCHANT);
        assert_pending(&g, bonus[s]);
        test_play_to_step(&g, "good silk", STEP_PENDING);
        assert_pending(&g, bonus[s]);
    }
}

static void test_R7_4_upper_area_second_and_third_columns(void **state)
{
    (void)state;
    /* Sun: the third box of the maharani completes column 3 (fame:3). */
    Game g = test_rolled(3, "sun", ROLL_PERSON("maharani"));
    set_palace(&g.player[0], 3, 2, 3, 0, 0, 0);
    test_step(&g, "take orange-1", "", "fame:3");
    test_step(&g, "forward 1", "", "fame:3 money:2");

    /* Moon: the second box of the merchant completes column 2 (goods-die). */
    Game h = test_rolled(3, "moon", ROLL_PERSON("merchant"));
    set_palace(&h.player[0], 2, 3, 1, 0, 0, 0);
    test_step(&h, "take orange-1", "", "goods-die");
}

static void test_R7_4_lower_area_columns(void **state)
{
    (void)state;
    /* Portuguese on the start field: only a good (R7.10). */
    static const struct {
        const char *side;
        int raja, builder, portuguese;
        const char *bonus;
    } cases[] = {
        {"sun", 1, 1, 0, "goods-die"}, {"sun", 2, 2, 1, "half-road"}, {"sun", 3, 3, 2, "money:6"},
        {"moon", 1, 1, 0, "half-road"}, {"moon", 2, 2, 1, "upgrade"}, {"moon", 3, 3, 2, "fame:3"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game g = test_rolled(3, cases[i].side, ROLL_PERSON("portuguese"));
        set_palace(&g.player[0], 0, 0, 0, cases[i].raja, cases[i].builder, cases[i].portuguese);
        test_play_to_step(&g, "take orange-1", STEP_PORTUGUESE);
        assert_pending(&g, cases[i].bonus);
    }
}

static void test_R7_4_a_column_needs_all_three_persons(void **state)
{
    (void)state;
    /* Maharani reaches 3, but the merchant has 1 and the mogul 2: no column 2 or 3. */
    Game g = test_rolled(3, "sun", ROLL_PERSON("maharani"));
    set_palace(&g.player[0], 2, 2, 1, 3, 3, 3);
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 3);
    assert_pending(&g, "-");
    test_step(&g, "forward 1", "", "money:2");

    /* Lower persons do not complete the upper area's column. */
    Game h = test_rolled(3, "moon", ROLL_PERSON("raja"));
    set_palace(&h.player[0], 1, 1, 0, 0, 1, 0);
    test_play_to_step(&h, "take orange-1", STEP_UPGRADE);
    assert_pending(&h, "-");
}

/* ---- R7.5 the great mogul --------------------------------------------------------- */

static void test_R7_5_great_mogul_chooses_one_of_the_other_five(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("great-mogul"));
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_GREAT_MOGUL], 1);
    assert_int_equal(g.step.kind, STEP_PERSON);
    assert_int_equal(g.step.from_bonus, 0);
    assert_legal(&g, "person builder | person maharani | person merchant | person portuguese | person raja");
    test_refused(&g, "person great-mogul", "R7.5");
    test_do(&g, "person raja");
    /* The chosen person is crossed too and performed: raja gives 1 money and an upgrade. */
    assert_int_equal(g.player[0].palace[PERSON_GREAT_MOGUL], 1);
    assert_int_equal(g.player[0].palace[PERSON_RAJA], 1);
    assert_int_equal(g.player[0].money, 1);
    assert_int_equal(g.step.kind, STEP_UPGRADE);
    test_do(&g, "upgrade garden");
    assert_int_equal(g.player[0].upgrade[TYPE_GARDEN], 2);
    assert_int_equal(g.to_act, 1);
}

static void test_R7_5_great_mogul_skips_full_persons(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("great-mogul"));
    set_palace(&g.player[0], 0, 0, 3, 3, 0, 0);
    test_do(&g, "take orange-1");
    assert_legal(&g, "person builder | person maharani | person portuguese");
    test_refused_all(&g, "person raja | person merchant", "R7.3");
    test_do(&g, "person maharani");
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 1);
    assert_int_equal(g.step.kind, STEP_MAHARANI);
}

static void test_R7_5_great_mogul_with_one_usable_person_performs_it(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("great-mogul"));
    set_palace(&g.player[0], 0, 3, 3, 3, 0, 3);
    test_do(&g, "take orange-1");
    /* Only the builder can be chosen: it happens without a choice. */
    assert_int_equal(g.player[0].palace[PERSON_GREAT_MOGUL], 1);
    assert_int_equal(g.player[0].palace[PERSON_BUILDER], 1);
    assert_int_equal(g.step.kind, STEP_HALVES);
    assert_int_equal(g.step.n, 2);
    /* The mogul's first box completes upper column 1 (maharani, merchant at 3) and the
     * builder's first box lower column 1 (raja, portuguese at 3): both sun bonuses. */
    assert_pending(&g, "goods-die goods-die");
}

static void test_R7_5_great_mogul_with_no_other_usable_person(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("great-mogul"));
    set_palace(&g.player[0], 1, 3, 3, 3, 3, 3);
    Player before = g.player[0];
    test_do(&g, "take orange-1");
    /* Nobody to choose: the die has no effect at all (R2.5), so the mogul's second box is
     * not crossed and moon upper column 2 is not completed; the turn passes. */
    assert_memory_equal(&before, &g.player[0], sizeof before);
    assert_turn_passed(&g);
}

static void test_R7_5_great_mogul_and_chosen_person_both_count_for_columns(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("great-mogul"));
    set_palace(&g.player[0], 0, 1, 1, 1, 1, 0);
    test_step(&g, "take orange-1", "", "goods-die");          /* upper column 1 */
    test_step(&g, "person portuguese", "", "goods-die goods-die"); /* lower column 1 */
    assert_int_equal(g.step.kind, STEP_PORTUGUESE);
}

/* ---- R7.7 the merchant ------------------------------------------------------------ */

static void test_R7_7_merchant_sells_1_or_2_goods_of_any_kinds(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    test_set_goods(&g.player[0], "tea 2, silk 1");
    test_play_to_step(&g, "take orange-1", STEP_MERCHANT);
    assert_legal(&g, "good silk | good spice | good tea | sell silk | sell tea | sell tea silk | "
                     "sell tea tea");
    test_refused_all(&g, "sell | sell tea tea silk", "R7.7");
    test_refused(&g, "sell spice", "R4.3");
    test_do(&g, "sell tea silk");
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.player[0].money, 2);            /* column 1 pays 1, twice */
    assert_int_equal(g.to_act, 1);

    Game h = test_rolled(3, "moon", ROLL_PERSON("merchant"));
    test_set_goods(&h.player[0], "spice 5/2");
    test_play(&h, "take orange-1 | sell spice");      /* column 3 pays 2 */
    assert_int_equal(h.player[0].money, 2);
    assert_int_equal(h.player[0].goods_crossed[GOOD_SPICE], 3);
}

static void test_R7_7_merchant_sale_closing_a_tent_gains_its_bonus(void **state)
{
    (void)state;
    const char *sides[2] = {"sun", "moon"};
    const char *bonus[2] = {"karma", "fame:1"};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, sides[s], ROLL_PERSON("merchant"));
        test_set_goods(&g.player[0], "tea 3/1");
        test_play(&g, "take orange-1 | sell tea");    /* crosses slot 2: tent 1–2 full */
        assert_int_equal(g.player[0].money, 1);
        assert_pending(&g, bonus[s]);
    }
}

static void test_R7_7_merchant_gives_1_good_instead(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    g.player[0].goods_circled[GOOD_TEA] = 2;
    test_play(&g, "take orange-1 | good spice");
    assert_goods_marked(&g.player[0], "spice 1, tea 2");
    assert_int_equal(g.player[0].money, 0);
    assert_int_equal(g.to_act, 1);
}

static void test_R7_7_merchant_without_goods_gives_a_good(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("merchant"));
    test_set_goods(&g.player[0], "silk 8/8");                 /* silk row full, all sold */
    test_do(&g, "take orange-1");
    assert_legal(&g, "good spice | good tea");
    test_refused(&g, "good silk", "R4.1");
}

/* ---- R7.8 raja man singh ---------------------------------------------------------- */

static void test_R7_8_raja_gives_1_money_and_an_upgrade(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("raja"));
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_RAJA], 1);
    assert_int_equal(g.player[0].money, 1);
    assert_int_equal(g.step.kind, STEP_UPGRADE);
    assert_int_equal(g.step.from_bonus, 0);
    assert_legal(&g, "upgrade fort | upgrade garden | upgrade temple | upgrade tower");
    test_do(&g, "upgrade fort");
    assert_int_equal(g.player[0].upgrade[TYPE_FORT], 2);
    assert_int_equal(g.player[0].upgrade[TYPE_TEMPLE], 1);
    assert_int_equal(g.to_act, 1);
}

static void test_R7_8_raja_cannot_upgrade_a_type_at_3(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("raja"));
    test_set_upgrades(&g.player[0], 3, 2, 3, 1);
    test_do(&g, "take orange-1");
    assert_legal(&g, "upgrade fort | upgrade tower");
    test_refused(&g, "upgrade temple", "R6.2");

    Game all = test_rolled(3, "moon", ROLL_PERSON("raja"));
    test_set_upgrades(&all.player[0], 3, 3, 3, 3);
    test_step(&all, "take orange-1", "money 1", NULL);        /* money only */
    assert_int_equal(all.player[0].palace[PERSON_RAJA], 1);
    assert_int_equal(all.pending_count, 0);
    assert_int_equal(all.to_act, 1);
}

static void test_R7_8_raja_money_passes_track_bonuses(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("raja"));
    g.player[0].money = 5;
    test_step(&g, "take orange-1", "money 6", NULL);
    assert_int_equal(g.step.kind, STEP_UPGRADE);
    assert_pending(&g, "goods-diff:1");
    test_play_to_step(&g, "upgrade tower", STEP_PENDING);

    Game h = test_rolled(3, "moon", ROLL_PERSON("raja"));
    h.player[0].money = 4;
    test_step(&h, "take orange-1", "", "fame:1");
}

static void test_R7_8_raja_upgrade_can_complete_the_upgrade_column(void **state)
{
    (void)state;
    const char *sides[2] = {"sun", "moon"};
    const char *bonus[2] = {"karma", "palace:any"};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, sides[s], ROLL_PERSON("raja"));
        test_set_upgrades(&g.player[0], 2, 2, 1, 2);
        test_play(&g, "take orange-1 | upgrade garden");
        assert_pending(&g, bonus[s]);
    }
}

/* ---- R7.9 the master builder ------------------------------------------------------ */

static void test_R7_9_builder_halves_combine_into_a_road(void **state)
{
    (void)state;
    /* The builder's two halves at the start of a sun game combine, as the green die's do. */
    Game g = test_rolled(3, "sun", ROLL_PERSON("builder"));
    test_do(&g, "take orange-1");
    assert_sun_halves_combine(&g);
    test_do(&g, "road C2 NS");
    assert_int_equal(test_road_of(&g.player[0], "C2"), (1 << EDGE_N) | (1 << EDGE_S));
    assert_int_equal(g.player[0].fame, 1);            /* tower, value 1 */
    assert_int_equal(g.to_act, 1);                    /* both halves used */
}

static void test_R7_9_builder_halves_on_two_fields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("builder"));
    test_set_roads(&g.player[0], "C2 NS, D3 EW");
    g.player[0].fame = 2;
    test_play_to_step(&g, "take orange-1 | half C2 E", STEP_HALVES);
    assert_int_equal(g.step.n, 1);
    assert_int_equal(g.to_act, 0);
    test_refused(&g, "road B2 NS", "R5.6");          /* only one half is left */
    test_do(&g, "half D3 N");
    assert_int_equal(test_road_of(&g.player[0], "C2"), (1 << EDGE_N) | (1 << EDGE_E) | (1 << EDGE_S));
    assert_int_equal(test_road_of(&g.player[0], "D3"), (1 << EDGE_N) | (1 << EDGE_E) | (1 << EDGE_W));
    assert_int_equal(g.player[0].fame, 2);            /* never scored again */
    assert_int_equal(g.to_act, 1);
}

static void test_R7_9_builder_halves_on_one_field(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("builder"));
    test_do(&g, "take orange-1");
    assert_all_legal(&g, "half B2 N | half B2 W | road B3 EW");
    test_do(&g, "half B2 N");
    /* B2 E, S and now N are built: "half B2 W" is the one way left to use the second half,
     * and an action with one possible outcome happens without being asked for. */
    assert_int_equal(test_road_of(&g.player[0], "B2"),
                     (1 << EDGE_N) | (1 << EDGE_E) | (1 << EDGE_S) | (1 << EDGE_W));
    assert_int_not_equal(g.step.kind, STEP_HALVES);
}

static void test_R7_9_builder_second_half_happens_when_it_is_the_only_one(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PERSON("builder"));
    test_set_road(&g.player[0], "A2", "S");
    g.player[0].road[field_from_name("A2")] = 0;      /* keep A2 free: only B2 N, B2 W fit */
    test_play(&g, "take orange-1 | half B2 W");
    /* The second half has exactly one place (B2 N): it is drawn without an action. */
    assert_int_equal(test_road_of(&g.player[0], "B2"), 15);
    assert_int_equal(g.to_act, 1);
}

TEST_MAIN(
    cmocka_unit_test(test_R7_3_using_a_person_crosses_its_next_box),
    cmocka_unit_test(test_R7_3_a_full_person_on_a_die_has_no_effect),
    cmocka_unit_test(test_R7_3_a_bonus_naming_a_full_person_has_no_effect),
    cmocka_unit_test(test_R7_4_upper_area_first_column),
    cmocka_unit_test(test_R7_4_upper_area_second_and_third_columns),
    cmocka_unit_test(test_R7_4_lower_area_columns),
    cmocka_unit_test(test_R7_4_a_column_needs_all_three_persons),
    cmocka_unit_test(test_R7_5_great_mogul_chooses_one_of_the_other_five),
    cmocka_unit_test(test_R7_5_great_mogul_skips_full_persons),
    cmocka_unit_test(test_R7_5_great_mogul_with_one_usable_person_performs_it),
    cmocka_unit_test(test_R7_5_great_mogul_with_no_other_usable_person),
    cmocka_unit_test(test_R7_5_great_mogul_and_chosen_person_both_count_for_columns),
    cmocka_unit_test(test_R7_7_merchant_sells_1_or_2_goods_of_any_kinds),
    cmocka_unit_test(test_R7_7_merchant_sale_closing_a_tent_gains_its_bonus),
    cmocka_unit_test(test_R7_7_merchant_gives_1_good_instead),
    cmocka_unit_test(test_R7_7_merchant_without_goods_gives_a_good),
    cmocka_unit_test(test_R7_8_raja_gives_1_money_and_an_upgrade),
    cmocka_unit_test(test_R7_8_raja_cannot_upgrade_a_type_at_3),
    cmocka_unit_test(test_R7_8_raja_money_passes_track_bonuses),
    cmocka_unit_test(test_R7_8_raja_upgrade_can_complete_the_upgrade_column),
    cmocka_unit_test(test_R7_9_builder_halves_combine_into_a_road),
    cmocka_unit_test(test_R7_9_builder_halves_on_two_fields),
    cmocka_unit_test(test_R7_9_builder_halves_on_one_field),
    cmocka_unit_test(test_R7_9_builder_second_half_happens_when_it_is_the_only_one)
)
