/* test_rules_market.c — docs/rules.md R4, purple dice and the market, on both sheet sides:
 *   R4.1 goods are circled from the left; a full row gains no more of that good;
 *   R4.2 a purple die gains both goods it shows;
 *   R4.3 selling crosses the leftmost owned slot and pays the coin of that slot's column
 *        (docs/sheet-format.md §4: 1 1 2 2 3 3 4 5); a good not owned cannot be sold (R10);
 *   R4.4 crossing the last slot of a tent (columns 1–2, 3–5, 6–8) gains the tent's bonus
 *        (docs/sheet-format.md §4, sun and moon).
 * Positions are built by starting a 3-player game with seat 1 (0-based 0) first, rolling
 * fixed dice, and where needed setting the acting player's marks directly. */
#include <stdio.h>
#include <string.h>

#include "rule_step.h"

/* Round roll with the merchant on orange-1 (sales through R7.7). */
#define ROLL_MERCHANT "roll tea+silk spice+spice curve straight lotus conch merchant builder"

static const char *const SIDES[2] = {"sun", "moon"};

static const Sheet *sheet_of(const Game *g)
{
    return &test_sheets()->sheet[g->setup.sheet];
}

static int legal_count(const Game *g)
{
    Action all[GAME_MAX_LEGAL];
    return game_legal(g, test_sheets(), all);
}

static void assert_goods(const Player *p, int tea_c, int tea_x, int silk_c, int silk_x,
                         int spice_c, int spice_x)
{
    assert_int_equal(p->goods_circled[GOOD_TEA], tea_c);
    assert_int_equal(p->goods_crossed[GOOD_TEA], tea_x);
    assert_int_equal(p->goods_circled[GOOD_SILK], silk_c);
    assert_int_equal(p->goods_crossed[GOOD_SILK], silk_x);
    assert_int_equal(p->goods_circled[GOOD_SPICE], spice_c);
    assert_int_equal(p->goods_crossed[GOOD_SPICE], spice_x);
}

/* The turn of seat 0 is over, the game waits for an action and seat 1 chooses a die. */
static void assert_turn_passed_waiting(const Game *g)
{
    assert_int_equal(g->waiting, WAIT_ACTION);
    assert_turn_passed(g);
}

/* ---- R4.1 ------------------------------------------------------------------------------ */

/* The first goods of a row fill its first slots; later goods fill the next empty slots, after
 * the circled and crossed ones; nothing is crossed by gaining. */
static void test_R4_1_goods_circled_from_the_left(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], "roll tea+silk spice+spice curve straight lotus conch raja builder");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 1, 0, 1, 0, 0, 0);
        assert_turn_passed_waiting(&g);

        /* Slots 1–2 sold, slot 3 owned: a tea+tea die circles slots 4 and 5. */
        g = test_rolled(3, SIDES[s], "roll tea+tea spice+spice curve straight lotus conch raja builder");
        test_set_goods(&g.player[0], "tea 3/2");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 5, 2, 0, 0, 0, 0);
        assert_turn_passed_waiting(&g);
    }
}

/* With 7 of 8 tea slots used, tea+tea circles the last slot and the second tea is lost; a
 * full row (even with every slot crossed) gains nothing, the other good still comes. */
static void test_R4_1_full_row_gains_no_more(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], "roll tea+tea spice+spice curve straight lotus conch raja builder");
        assert_int_equal(sheet_of(&g)->slots, 8);
        test_set_goods(&g.player[0], "tea 7/3");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 8, 3, 0, 0, 0, 0);
        assert_turn_passed_waiting(&g);

        g = test_rolled(3, SIDES[s], "roll tea+silk spice+spice curve straight lotus conch raja builder");
        test_set_goods(&g.player[0], "tea 8/8");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 8, 8, 1, 0, 0, 0);
        assert_turn_passed_waiting(&g);
        assert_int_equal(g.player[0].money, 0);
    }
}

/* A good of one's choice (merchant, R7.7) cannot be a good whose row is full. */
static void test_R4_1_chosen_good_of_a_full_row_refused(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
        test_set_goods(&g.player[0], "tea 8/6");
        test_play_to_step(&g, "take orange-1", STEP_MERCHANT);
        assert_int_equal(g.to_act, 0);
        test_refused(&g, "good tea", "R4.1");
        assert_false(test_is_legal(&g, "good tea"));
        /* sell tea, sell tea tea, good silk, good spice */
        assert_all_legal(&g, "good silk | good spice | sell tea | sell tea tea");
        assert_int_equal(legal_count(&g), 4);
        test_do(&g, "good spice");
        assert_goods(&g.player[0], 8, 6, 0, 0, 1, 0);
        assert_turn_passed_waiting(&g);
    }
}

/* ---- R4.2 ------------------------------------------------------------------------------ */

/* Two of one kind, or two different kinds: both are gained at once, with no decision; the
 * die lies on the player's depot and its partner on the elephant (R2.2). */
static void test_R4_2_purple_die_gains_both_goods(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], "roll tea+silk silk+silk curve straight lotus conch raja builder");
        test_do(&g, "take purple-2");
        assert_goods(&g.player[0], 0, 0, 2, 0, 0, 0);
        assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_SEAT + 0);
        assert_int_equal(g.die_at[DIE_PURPLE_1], DIE_AT_ELEPHANT);
        assert_turn_passed_waiting(&g);

        g = test_rolled(3, SIDES[s], "roll spice+tea silk+silk curve straight lotus conch raja builder");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 1, 0, 0, 0, 1, 0);
        assert_turn_passed_waiting(&g);

        g = test_rolled(3, SIDES[s], "roll silk+spice silk+silk curve straight lotus conch raja builder");
        test_set_goods(&g.player[0], "silk 4, spice 2/1");
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 0, 0, 5, 0, 3, 1);
        /* gaining goods pays nothing and closes no tent */
        assert_marks(&g.player[0], "money 0, fame 0");
        assert_turn_passed_waiting(&g);
    }
}

/* ---- R4.3 ------------------------------------------------------------------------------ */

/* Tea slots 1–2 sold, 3–5 owned: selling two tea crosses slots 3 and 4 and pays 2 + 2. */
static void test_R4_3_selling_crosses_leftmost_owned_slot(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
        test_set_goods(&g.player[0], "tea 5/2");
        test_play_to_step(&g, "take orange-1", STEP_MERCHANT);
        test_do(&g, "sell tea tea");
        assert_goods(&g.player[0], 5, 4, 0, 0, 0, 0);
        assert_marks(&g.player[0], "money 4, fame 0");
        assert_turn_passed_waiting(&g);
    }
}

/* Every column pays its printed coin, for every good, on both sides (docs/sheet-format.md
 * "Market"). Money starts at 53, past every money-track bonus of both sides, so nothing else
 * is gained. */
static void test_R4_3_sale_pays_the_coin_of_its_column(void **state)
{
    (void)state;
    static const int coin[8] = {1, 1, 2, 2, 3, 3, 4, 5};
    for (int s = 0; s < 2; s++)
        for (int good = 0; good < GOOD_COUNT; good++)
            for (int col = 1; col <= 8; col++) {
                Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
                assert_int_equal(sheet_of(&g)->coin[col - 1], coin[col - 1]);
                Player *p = &g.player[0];
                p->money = 53;
                p->goods_circled[good] = 8;
                p->goods_crossed[good] = (uint8_t)(col - 1);
                test_do(&g, "take orange-1");
                char sell[32];
                snprintf(sell, sizeof sell, "sell %s", good_name(good));
                test_do(&g, sell);
                assert_int_equal(g.player[0].money, 53 + coin[col - 1]);
                assert_int_equal(g.player[0].goods_crossed[good], col);
                assert_int_equal(g.player[0].goods_circled[good], 8);
                assert_int_equal(g.player[0].fame, 0);
            }
}

/* A good that is not owned — never circled, or every circled slot already crossed — cannot
 * be sold, nor more of a good than is owned (R10: refused with R4.3, state unchanged). */
static void test_R4_3_selling_a_good_not_owned_refused(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
        test_set_goods(&g.player[0], "tea 1, silk 3/3");
        test_play_to_step(&g, "take orange-1", STEP_MERCHANT);
        test_refused_all(&g, "sell silk | sell spice | sell tea tea | sell tea silk", "R4.3");
        assert_none_legal(&g, "sell silk | sell spice | sell tea tea");
        /* sell tea, good tea, good silk, good spice */
        assert_true(test_is_legal(&g, "sell tea"));
        assert_int_equal(legal_count(&g), 4);
        test_do(&g, "sell tea");
        assert_goods(&g.player[0], 1, 1, 3, 3, 0, 0);
        assert_int_equal(g.player[0].money, 1);
    }
}

/* The same refusal in a sale from a bonus: sun river field 7 (lotus) yields sell-any:2, moon
 * river field 8 (lotus) sell-any:3. The boat lies on field 6 (reached by a boat die). */
static void test_R4_3_sell_bonus_cannot_sell_a_good_not_owned(void **state)
{
    (void)state;
    static const char *const want[2] = {"sell-any:2", "sell-any:3"};
    static const int field[2] = {7, 8};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], "roll tea+silk spice+spice curve straight lotus conch raja builder");
        Player *p = &g.player[0];
        /* sun: field 6 marked (boat); moon: field 4 (boat) and 7 (fish) marked. */
        p->river_marked = s == 0 ? (1u << 6) : ((1u << 4) | (1u << 7));
        p->goods_circled[GOOD_SILK] = 2;
        p->goods_circled[GOOD_SPICE] = 2;
        test_do(&g, "take blue-a");
        assert_true(g.player[0].river_marked & (1u << field[s]));
        assert_int_equal(g.step.kind, STEP_PENDING);
        assert_pending(&g, want[s]);
        test_play_to_step(&g, "bonus 1", STEP_SELL);
        test_refused_all(&g, "sell tea | sell spice spice spice", "R4.3");
        assert_none_legal(&g, "sell tea | sell tea spice");
        const char *sale = s == 0 ? "sell spice spice" : "sell silk spice spice";
        assert_true(test_is_legal(&g, sale));
        test_do(&g, sale);
        assert_goods(&g.player[0], 0, 0, 2, s, 2, 2);
        /* columns 1 and 2: 1 + 1 (and silk's column 1 on moon), and the spice tent 1–2 closes */
        assert_int_equal(g.player[0].money, 2 + s);
        assert_pending(&g, s == 0 ? "goods-diff:2" : "money:3");
    }
}

/* ---- R4.4 ------------------------------------------------------------------------------ */

/* Crossing column 2, 5 or 8 (the last slot of each tent) gains exactly that tent's bonus
 * for that row and side (docs/sheet-format.md §4). */
static void test_R4_4_tent_bonus_when_its_last_slot_is_crossed(void **state)
{
    (void)state;
    /* [side][good][tent] */
    static const char *const bonus[2][3][3] = {
        {{"karma", "upgrade", "fame:3"}, {"river-fwd", "palace:any", "fame:3"},
         {"goods-diff:2", "fame:2", "fame:3"}},
        {{"fame:1", "karma", "fame:3"}, {"upgrade", "river-fwd", "fame:3"},
         {"money:3", "palace:any", "fame:3"}},
    };
    static const int last[3] = {2, 5, 8};
    for (int s = 0; s < 2; s++)
        for (int good = 0; good < GOOD_COUNT; good++)
            for (int t = 0; t < 3; t++) {
                Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
                const Sheet *sh = sheet_of(&g);
                assert_int_equal(sh->tents, 3);
                assert_int_equal(sh->tent_last[t], last[t] - 1);
                Player *p = &g.player[0];
                p->money = 53;
                p->goods_circled[good] = 8;
                p->goods_crossed[good] = (uint8_t)(last[t] - 1);
                test_do(&g, "take orange-1");
                char sell[32];
                snprintf(sell, sizeof sell, "sell %s", good_name(good));
                test_do(&g, sell);
                assert_int_equal(g.to_act, 0);
                assert_int_equal(g.step.kind, STEP_PENDING);
                assert_pending(&g, bonus[s][good][t]);
            }
}

/* Crossing any other column gains no tent bonus, and circling (gaining) a tent's last slot
 * gains nothing either. */
static void test_R4_4_no_tent_bonus_for_other_slots(void **state)
{
    (void)state;
    static const int other[5] = {1, 3, 4, 6, 7};
    for (int s = 0; s < 2; s++) {
        for (int i = 0; i < 5; i++) {
            Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
            g.player[0].money = 53;
            g.player[0].goods_circled[GOOD_SILK] = 8;
            g.player[0].goods_crossed[GOOD_SILK] = (uint8_t)(other[i] - 1);
            test_play(&g, "take orange-1 | sell silk");
            assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], other[i]);
            assert_turn_passed_waiting(&g);
        }
        Game g = test_rolled(3, SIDES[s], "roll tea+tea spice+spice curve straight lotus conch raja builder");
        g.player[0].goods_circled[GOOD_TEA] = 3;
        test_do(&g, "take purple-1");
        assert_goods(&g.player[0], 5, 0, 0, 0, 0, 0);
        assert_turn_passed_waiting(&g);
    }
}

/* One sale over a tent boundary (tea columns 2 and 3) gains the closed tent's bonus once. */
static void test_R4_4_sale_across_a_tent_boundary(void **state)
{
    (void)state;
    static const char *const want[2] = {"karma", "fame:1"};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
        test_set_goods(&g.player[0], "tea 4/1");
        test_play(&g, "take orange-1 | sell tea tea");
        assert_goods(&g.player[0], 4, 3, 0, 0, 0, 0);
        assert_int_equal(g.player[0].money, 1 + 2);
        assert_int_equal(g.step.kind, STEP_PENDING);
        assert_pending(&g, want[s]);
    }
}

/* One sale closing tents in two rows (tea column 2, silk column 5) gains both bonuses. */
static void test_R4_4_tents_of_two_rows_in_one_sale(void **state)
{
    (void)state;
    static const char *const want[2] = {"karma palace:any", "fame:1 river-fwd"};
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_MERCHANT);
        Player *p = &g.player[0];
        p->money = 53;
        p->goods_circled[GOOD_TEA] = 2;
        p->goods_crossed[GOOD_TEA] = 1;
        p->goods_circled[GOOD_SILK] = 6;
        p->goods_crossed[GOOD_SILK] = 4;
        test_play(&g, "take orange-1 | sell tea silk");
        assert_goods(&g.player[0], 2, 2, 6, 5, 0, 0);
        assert_int_equal(g.player[0].money, 53 + 1 + 3);
        assert_int_equal(g.step.kind, STEP_PENDING);
        assert_pending(&g, want[s]);
        /* resolving the tent bonuses: both can be taken, in either order (R9.2) */
        assert_all_legal(&g, "bonus 1 | bonus 2");
    }
}

TEST_MAIN(
    cmocka_unit_test(test_R4_1_goods_circled_from_the_left),
    cmocka_unit_test(test_R4_1_full_row_gains_no_more),
    cmocka_unit_test(test_R4_1_chosen_good_of_a_full_row_refused),
    cmocka_unit_test(test_R4_2_purple_die_gains_both_goods),
    cmocka_unit_test(test_R4_3_selling_crosses_leftmost_owned_slot),
    cmocka_unit_test(test_R4_3_sale_pays_the_coin_of_its_column),
    cmocka_unit_test(test_R4_3_selling_a_good_not_owned_refused),
    cmocka_unit_test(test_R4_3_sell_bonus_cannot_sell_a_good_not_owned),
    cmocka_unit_test(test_R4_4_tent_bonus_when_its_last_slot_is_crossed),
    cmocka_unit_test(test_R4_4_no_tent_bonus_for_other_slots),
    cmocka_unit_test(test_R4_4_sale_across_a_tent_boundary),
    cmocka_unit_test(test_R4_4_tents_of_two_rows_in_one_sale)
)
