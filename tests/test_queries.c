/* test_queries.c — the rule questions of game.h about one seat's sheet (queries.c): karma
 * left (R8.1), goods owned and what selling them brings (R4.3), upgrades (R6.2), palace
 * boxes, usable persons and the next column bonus (R7.3–R7.5), built fields, joining edges,
 * border bonuses and buildings still to build (R5.1, R5.3, R5.4, R5.7).
 *
 * Sheet values relied on (assets/sheets/sun.sheet): coins 1 1 2 2 3 3 4 5; D2 residence
 * N,E,W; temples A3, C1, D4; forts A4, B1, D3; border C1W palace:merchant. Marks of later
 * positions are set directly, as in the rules tests. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static int F(const char *name) { return field_from_name(name); }

static void test_R8_1_karma_left_and_room(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    assert_int_equal(game_karma_left(&g, 0), 1);      /* the first box circled at set-up */
    assert_true(game_karma_can_gain(&g, 0));
    g.player[1].karma_circled = 6;
    g.player[1].karma_crossed = 2;
    assert_int_equal(game_karma_left(&g, 1), 4);
    assert_false(game_karma_can_gain(&g, 1));        /* a seventh karma is lost */
    assert_int_equal(game_karma_left(&g, 0), 1);      /* the other seat untouched */
}

static void test_R4_3_goods_owned_and_sale_coins(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    assert_int_equal(game_goods_owned_all(&g, 0), 0);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 0), 0);
    Player *p = &g.player[0];
    p->goods_circled[GOOD_TEA] = 5;
    p->goods_crossed[GOOD_TEA] = 2;
    p->goods_circled[GOOD_SPICE] = 1;
    assert_int_equal(game_goods_owned(&g, 0, GOOD_TEA), 3);
    assert_int_equal(game_goods_owned(&g, 0, GOOD_SILK), 0);
    assert_int_equal(game_goods_owned(&g, 0, GOOD_SPICE), 1);
    assert_int_equal(game_goods_owned_all(&g, 0), 4);
    /* Tea sells from column 3 on (coins 2, 2, 3); the fourth is not owned. */
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 0), 2);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 1), 2);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 2), 3);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 3), 0);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_SPICE, 0), 1);
    assert_int_equal(game_sale_coin(&g, test_sheets(), 0, GOOD_SPICE, -1), 0);
}

static void test_R6_2_can_upgrade_until_every_type_is_at_three(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    assert_true(game_can_upgrade(&g, 0));
    for (int t = 0; t < TYPE_COUNT; t++)
        g.player[0].upgrade[t] = UPGRADE_TOP;
    assert_false(game_can_upgrade(&g, 0));
    g.player[0].upgrade[TYPE_GARDEN] = 2;
    assert_true(game_can_upgrade(&g, 0));
}

static void test_R7_3_person_boxes_and_usable(void **state)
{
    (void)state;
    const Sheets *sh = test_sheets();
    Game g = test_game(2, "sun", 0);
    assert_int_equal(game_person_boxes_left(&g, 0, PERSON_RAJA), 3);
    assert_true(game_person_usable(&g, sh, 0, PERSON_RAJA));
    g.player[0].palace[PERSON_RAJA] = 3;
    assert_int_equal(game_person_boxes_left(&g, 0, PERSON_RAJA), 0);
    assert_false(game_person_usable(&g, sh, 0, PERSON_RAJA));
    /* R7.7: the merchant needs a good to sell or room for one. */
    for (int k = 0; k < GOOD_COUNT; k++)
        g.player[0].goods_circled[k] = g.player[0].goods_crossed[k] = 8;
    assert_int_equal(game_person_boxes_left(&g, 0, PERSON_MERCHANT), 3);
    assert_false(game_person_usable(&g, sh, 0, PERSON_MERCHANT));
    g.player[0].goods_crossed[GOOD_SILK] = 7;
    assert_true(game_person_usable(&g, sh, 0, PERSON_MERCHANT));
}

static void test_R7_4_next_column_and_persons_missing(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    int missing = -1;
    assert_int_equal(game_palace_next_column(&g, 0, 0, &missing), 0);
    assert_int_equal(missing, 3);
    Player *p = &g.player[0];
    p->palace[PERSON_GREAT_MOGUL] = 2;
    p->palace[PERSON_MAHARANI] = 1;
    p->palace[PERSON_MERCHANT] = 1;
    assert_int_equal(game_palace_next_column(&g, 0, 0, &missing), 1);
    assert_int_equal(missing, 2);
    p->palace[PERSON_RAJA] = p->palace[PERSON_BUILDER] = p->palace[PERSON_PORTUGUESE] = 3;
    assert_int_equal(game_palace_next_column(&g, 0, 1, &missing), -1);
    assert_int_equal(missing, 0);
    assert_int_equal(game_palace_next_column(&g, 0, 1, NULL), -1);
}

static void test_R5_3_built_fields_and_joining_edges(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    assert_true(game_field_built(&g, 0, F("D2")));     /* the residence (R5.2) */
    assert_false(game_field_built(&g, 0, F("C2")));
    assert_int_equal(game_road_joins(&g, 0, F("C2")), 1 << EDGE_S);
    assert_int_equal(game_road_joins(&g, 0, F("D1")), 1 << EDGE_E);
    assert_int_equal(game_road_joins(&g, 0, F("D3")), 1 << EDGE_W);
    assert_int_equal(game_road_joins(&g, 0, F("C1")), 0);
    /* A curve in D1 from east to north points at C1 from the south. */
    g.player[0].road[F("D1")] = (1 << EDGE_E) | (1 << EDGE_N);
    assert_int_equal(game_road_joins(&g, 0, F("C1")), 1 << EDGE_S);
    assert_int_equal(game_road_joins(&g, 1, F("C1")), 0);
}

static void test_R5_4_border_reached_once_gained(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    assert_false(game_border_reached(&g, 0, F("C1"), EDGE_W));
    g.player[0].border_reached |= 1ull << (F("C1") * EDGE_COUNT + EDGE_W);
    assert_true(game_border_reached(&g, 0, F("C1"), EDGE_W));
    assert_false(game_border_reached(&g, 0, F("C1"), EDGE_N));
    assert_false(game_border_reached(&g, 1, F("C1"), EDGE_W));
}

static void test_R5_7_buildings_left_of_a_type(void **state)
{
    (void)state;
    const Sheets *sh = test_sheets();
    Game g = test_game(2, "sun", 0);
    assert_int_equal(game_buildings_left(&g, sh, 0, TYPE_TEMPLE), 3);
    assert_int_equal(game_buildings_left(&g, sh, 0, TYPE_FORT), 3);
    g.player[0].road[F("C1")] = 1 << EDGE_S;          /* the temple at C1 built */
    assert_int_equal(game_buildings_left(&g, sh, 0, TYPE_TEMPLE), 2);
    assert_int_equal(game_buildings_left(&g, sh, 1, TYPE_TEMPLE), 3);
}

/* The queries answer what the engine itself decides when playing: after a real sale the
 * goods owned drop by one and the money rises by the coin game_sale_coin named. */
static void test_R4_3_sale_coin_is_what_a_sale_pays(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    test_do(&g, "roll tea+silk spice+spice straight curve lotus conch merchant raja");
    g.player[0].goods_circled[GOOD_TEA] = 4;
    g.player[0].goods_crossed[GOOD_TEA] = 1;
    int coin = game_sale_coin(&g, test_sheets(), 0, GOOD_TEA, 0);
    int money = g.player[0].money;
    test_do(&g, "take orange-1");
    test_do(&g, "sell tea");
    assert_int_equal(coin, 1);
    assert_int_equal(g.player[0].money, money + coin);
    assert_int_equal(game_goods_owned(&g, 0, GOOD_TEA), 2);
}

/* R2.2: a die is taken by what it shows, so taking either of two green dice that show the
 * same face leaves the same position (only which die lies where differs); dice that show
 * different faces leave different ones. */
static void test_R2_2_like_dice_leave_alike_positions(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    test_do(&g, "roll tea+silk spice+spice half+half half+half lotus conch merchant raja");
    Game one = g, two = g, purple1 = g, purple2 = g;
    test_do(&one, "take green-1");
    test_do(&two, "take green-2");
    assert_true(memcmp(&one, &two, sizeof one) != 0);
    assert_true(game_alike(&one, &two));
    assert_true(game_alike(&two, &one));
    test_do(&purple1, "take purple-1");
    test_do(&purple2, "take purple-2");
    assert_false(game_alike(&purple1, &purple2));
    assert_false(game_alike(&one, &purple1));
    /* The same die taken: the same state. */
    Game again = g;
    test_do(&again, "take green-1");
    assert_true(game_alike(&one, &again));
}

TEST_MAIN(
    cmocka_unit_test(test_R8_1_karma_left_and_room),
    cmocka_unit_test(test_R4_3_goods_owned_and_sale_coins),
    cmocka_unit_test(test_R6_2_can_upgrade_until_every_type_is_at_three),
    cmocka_unit_test(test_R7_3_person_boxes_and_usable),
    cmocka_unit_test(test_R7_4_next_column_and_persons_missing),
    cmocka_unit_test(test_R5_3_built_fields_and_joining_edges),
    cmocka_unit_test(test_R5_4_border_reached_once_gained),
    cmocka_unit_test(test_R5_7_buildings_left_of_a_type),
    cmocka_unit_test(test_R4_3_sale_coin_is_what_a_sale_pays),
    cmocka_unit_test(test_R2_2_like_dice_leave_alike_positions)
)
