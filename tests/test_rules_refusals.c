/* test_rules_refusals.c — docs/rules.md R10: every action the rules do not allow is refused with
 * the clause that forbids it, and the game state is left exactly as it was (test_refused
 * compares the whole state byte for byte).
 *
 * One test per refusal R10 lists (a die not in the centre, karma without karma or on the
 * round's first turn, a road not joined to the residence, an edge onto the border without a
 * bonus, a single half road in a free field, selling a good not owned, upgrading a type at 3,
 * using a full palace person, any action when the game is over) and the others the engine
 * knows: wrong rolls, wrong road shapes, sale limits, river moves, pending numbers, `done`,
 * and actions of the wrong kind for the open step.
 *
 * Sheet values relied on (docs/sheet-format.md §3, sun): D2 residence N,E,W; D1 Md2,
 * D3 fort, C2 tower; border bonuses D1W goods-diff:2, D3S palace:builder, none on D1S or D2S. */
#include <stdio.h>
#include <string.h>

#include "rule_step.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a lotus,
 * blue-b conch, orange-1 as given, orange-2 builder. */
#define ROLL_PERSON(p) "roll tea+silk spice+spice curve straight lotus conch " p " builder"
static const char *const ROLL = ROLL_PERSON("raja");

/* The same after seat 0 took purple-1: seat 1 is to act, purple-2 is on the elephant. */
static Game second_turn(void)
{
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 1);
    return g;
}

/* For actions the text form cannot express: refused with the clause, state unchanged. */
static void refused_value(Game *g, const Action *a, const char *clause)
{
    Game before = *g;
    Refusal why = {0};
    assert_false(game_apply(g, test_sheets(), a, &why));
    assert_string_equal(why.clause, clause);
    assert_memory_equal(&before, g, sizeof before);
}

/* ---- dice and karma ---------------------------------------------------------------- */

static void test_R10_die_not_in_the_centre(void **state)
{
    (void)state;
    Game g = second_turn();
    test_refused(&g, "take purple-1", "R2.3");                /* on seat 0's depot */
    test_refused(&g, "take purple-2", "R2.3");                /* on the elephant */
    assert_none_legal(&g, "take purple-1 | take purple-2");
}

static void test_R10_karma_without_karma(void **state)
{
    (void)state;
    Game g = second_turn();
    test_set_marks(&g.player[1], "circled 2, crossed 2");
    test_refused(&g, "karma blue-a", "R8.2");
    assert_false(test_is_legal(&g, "karma blue-a"));
}

static void test_R10_karma_on_the_rounds_first_turn(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].karma_circled = 5;
    test_refused(&g, "karma blue-a", "R8.2");
    assert_false(test_is_legal(&g, "karma blue-a"));
}

static void test_R10_karma_with_a_die_not_in_the_centre(void **state)
{
    (void)state;
    Game g = second_turn();
    test_refused_all(&g, "karma purple-1 | karma purple-2", "R8.2");
}

static void test_R10_karma_roll_of_the_wrong_dice(void **state)
{
    (void)state;
    Game g = second_turn();
    test_do(&g, "karma blue-b");                              /* purple-2 and blue-b */
    test_refused(&g, "roll conch tea+tea", "R8.2");           /* order: elephant's die first */
    test_refused(&g, "roll tea+tea lotus", "R8.2");           /* lotus is on blue-a */
    test_refused(&g, ROLL, "R8.2");                           /* two faces, not eight */
    test_refused(&g, "take blue-a", "R8.2");                  /* the roll comes first */
}

static void test_R10_reroll_without_karma(void **state)
{
    (void)state;
    Game g = second_turn();
    test_play(&g, "karma blue-b | roll tea+tea boat");
    assert_int_equal(g.player[1].karma_crossed, 1);
    test_refused(&g, "reroll", "R8.3");
}

static void test_R10_keep_a_die_that_was_not_rolled(void **state)
{
    (void)state;
    Game g = second_turn();
    g.player[1].karma_circled = 2;
    test_play(&g, "karma blue-b | roll tea+tea boat");
    test_refused(&g, "keep blue-a", "R8.3");
    test_refused(&g, "keep purple-1", "R8.3");
    test_refused(&g, "take blue-a", "R8.3");                  /* keep or reroll first */
}

static void test_R10_round_roll_with_a_face_not_on_the_die(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    test_refused(&g, "roll tea+silk spice+spice curve straight conch lotus raja builder",
                 "R1.2");
    test_refused(&g, "roll tea+tea straight", "R2.1");        /* eight faces */
}

static void test_R10_roll_when_no_roll_is_due(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_refused(&g, ROLL, "R2.1");
    test_refused(&g, "roll tea+tea straight", "R2.1");
}

static void test_R10_action_before_the_round_roll(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    test_refused_all(&g, "take purple-1 | bonus 1 | done", "R2.1");
}

/* ---- roads ------------------------------------------------------------------------- */

static void test_R10_road_not_joined_to_the_residence(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-2");                              /* straight */
    test_refused(&g, "road A1 NS", "R5.3");
    test_refused(&g, "road C3 EW", "R5.3");                   /* C2 is free */
    test_refused(&g, "road D3 NS", "R5.3");                   /* no edge towards D2 */
    assert_false(test_is_legal(&g, "road D3 NS"));
    assert_true(test_is_legal(&g, "road D3 EW"));
}

static void test_R10_edge_onto_the_border_without_a_bonus(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-1");                              /* curve */
    test_refused(&g, "road D1 ES", "R5.4");                   /* D1S: no bonus */
    assert_false(test_is_legal(&g, "road D1 ES"));
    assert_true(test_is_legal(&g, "road D3 SW"));             /* D3S shows a bonus */
}

static void test_R10_road_into_a_built_field(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-1");
    test_refused(&g, "road D2 NE", "R5.1");
}

static void test_R10_road_that_is_not_a_road_shape(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-2");
    test_refused(&g, "road D3 W", "R5.1");                    /* one edge is a half road */
}

static void test_R10_road_of_another_shape_than_the_die(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-1");                              /* curve */
    test_refused(&g, "road D3 EW", "R5.5");
    test_refused(&g, "road D3 NEW", "R5.5");
    test_refused(&g, "half D2 S", "R5.5");                    /* not a half-road face */
}

static void test_R10_single_half_road_in_a_free_field(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].road[field_from_name("C2")] = (1 << EDGE_N) | (1 << EDGE_S);
    test_do(&g, "take orange-2");                             /* builder: two half roads */
    assert_int_equal(g.step.kind, STEP_HALVES);
    test_refused_all(&g, "half D3 W | half C3 W", "R5.6");
    g.player[0].road[field_from_name("D3")] = (1 << EDGE_E) | (1 << EDGE_W);
    test_do(&g, "half C2 E");
    /* One half road left: it cannot go in a free field, nor make a road on its own. */
    assert_int_equal(g.step.kind, STEP_HALVES);
    test_refused_all(&g, "half C3 W | road C3 EW", "R5.6");
}

static void test_R10_half_road_on_an_edge_that_has_one(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].road[field_from_name("C2")] = (1 << EDGE_N) | (1 << EDGE_S);
    test_do(&g, "take orange-2");
    test_refused_all(&g, "half D2 N | half C2 S", "R5.6");
}

static void test_R10_half_road_onto_the_border_without_a_bonus(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].road[field_from_name("C2")] = (1 << EDGE_N) | (1 << EDGE_S);
    test_do(&g, "take orange-2");
    test_refused(&g, "half D2 S", "R5.4");
}

static void test_R10_two_half_roads_make_no_T(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take orange-2");
    test_refused_all(&g, "road D3 ESW | road D3 NESW", "R5.6");
}

static void test_R10_road_piece_is_no_curve(void **state)
{
    (void)state;
    /* Sun river 5 (flag) yields road-piece. */
    Game g = test_game(3, "sun", 0);
    g.player[0].river_marked = 1u << 4;
    test_play(&g, "roll tea+silk spice+spice curve straight flag conch raja builder | take blue-a | bonus 1");
    assert_int_equal(g.step.kind, STEP_ROAD);
    test_refused(&g, "road D3 NW", "R5.8");
}

/* ---- goods ------------------------------------------------------------------------- */

/* Sun D1 (Md2) built with a straight: its mixed sale of up to 2 is open. */
static Game market_open(int tea, int silk, int silk_crossed)
{
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].goods_circled[GOOD_TEA] = (uint8_t)tea;
    g.player[0].goods_circled[GOOD_SILK] = (uint8_t)silk;
    g.player[0].goods_crossed[GOOD_SILK] = (uint8_t)silk_crossed;
    test_play_to_step(&g, "take green-2 | road D1 EW", STEP_SELL);
    return g;
}

static void test_R10_selling_a_good_not_owned(void **state)
{
    (void)state;
    Game g = market_open(1, 2, 2);
    test_refused(&g, "sell spice", "R4.3");                   /* never circled */
    test_refused(&g, "sell silk", "R4.3");                    /* circled and crossed */
    test_refused(&g, "sell tea silk", "R4.3");
}

static void test_R10_market_sale_beyond_its_rule(void **state)
{
    (void)state;
    Game g = market_open(3, 3, 0);
    g.player[0].goods_circled[GOOD_SPICE] = 1;
    test_refused(&g, "sell tea tea", "R5.7");                 /* mixed market: different kinds */
    test_refused(&g, "sell tea silk spice", "R5.7");          /* up to 2 */
}

static void test_R10_merchant_sale_of_none_or_three(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    g.player[0].goods_circled[GOOD_TEA] = 3;
    test_play_to_step(&g, "take orange-1", STEP_MERCHANT);
    test_refused_all(&g, "sell | sell tea tea tea", "R7.7");
}

static void test_R10_good_for_a_full_row(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    g.player[0].goods_circled[GOOD_TEA] = 8;
    test_do(&g, "take orange-1");
    test_refused(&g, "good tea", "R4.1");
    assert_true(test_is_legal(&g, "good silk"));
}

/* ---- upgrades and the palace ------------------------------------------------------- */

static void test_R10_upgrading_a_type_at_3(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].upgrade[TYPE_FORT] = 3;
    test_do(&g, "take orange-1");                             /* raja */
    assert_int_equal(g.step.kind, STEP_UPGRADE);
    test_refused(&g, "upgrade fort", "R6.2");
    assert_false(test_is_legal(&g, "upgrade fort"));
}

static void test_R10_using_a_full_palace_person(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("great-mogul"));
    g.player[0].palace[PERSON_RAJA] = 3;
    test_play_to_step(&g, "take orange-1", STEP_PERSON);
    test_refused(&g, "person raja", "R7.3");
    assert_false(test_is_legal(&g, "person raja"));
}

static void test_R10_great_mogul_choosing_himself(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("great-mogul"));
    test_do(&g, "take orange-1");
    test_refused(&g, "person great-mogul", "R7.5");
}

/* ---- the river --------------------------------------------------------------------- */

static void test_R10_maharani_moves_1_or_2(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("maharani"));
    test_play_to_step(&g, "take orange-1", STEP_MAHARANI);
    Action three = action_make(ACT_FORWARD, 3, 0);
    refused_value(&g, &three, "R7.6");
    Action none = action_make(ACT_FORWARD, 0, 0);
    refused_value(&g, &none, "R7.6");
}

static void test_R10_portuguese_back_other_than_1_or_2_unmarked(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PERSON("portuguese"));
    /* Boat on 8, 6 marked: one back is 7, two back is 5 (6 is skipped). */
    g.player[0].river_marked = (1u << 6) | (1u << 8);
    test_play_to_step(&g, "take orange-1", STEP_PORTUGUESE);
    assert_all_legal(&g, "back 7 | back 5");
    test_refused_all(&g, "back 6 | back 4 | back 8 | back 9", "R7.10");
}

static void test_R10_river_back_any_to_a_marked_field(void **state)
{
    (void)state;
    /* Sun river 1 (lotus): its money:2 stands in for a river-back-any (as printed on moon). */
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take blue-a");
    assert_true(bonus_parse("river-back-any", &g.pending[0]));
    g.player[0].river_marked = (1u << 2) | (1u << 4);
    test_play_to_step(&g, "bonus 1", STEP_RIVER_BACK_ANY);
    test_refused_all(&g, "back 2 | back 4 | back 5", "R9.6");
}

/* ---- bonuses ----------------------------------------------------------------------- */

/* Sun river 15 (conch): fame:2 and money:2 pending. */
static Game two_pending(void)
{
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].river_marked = 1u << 14;
    test_play_to_step(&g, "take blue-b", STEP_PENDING);
    assert_int_equal(g.pending_count, 2);
    return g;
}

static void test_R10_bonus_number_that_is_not_pending(void **state)
{
    (void)state;
    Game g = two_pending();
    test_refused(&g, "bonus 3", "R9.2");
    test_refused(&g, "decline 3", "R9.4");
    Action far = action_make(ACT_BONUS, 200, 0);
    refused_value(&g, &far, "R9.2");
}

static void test_R10_bonus_that_cannot_be_used(void **state)
{
    (void)state;
    Game g = two_pending();
    g.player[0].fame = 45;
    test_refused(&g, "bonus 1", "R9.3");
}

static void test_R10_done_outside_a_bonus(void **state)
{
    (void)state;
    Game g = two_pending();
    test_refused(&g, "done", "R9.2");                         /* pending step */
    Game h = test_rolled(3, "sun", ROLL);
    test_refused(&h, "done", "R9.2");                         /* choosing a die */
    test_do(&h, "take green-1");
    test_refused(&h, "done", "R2.5");                         /* the die's own action */
}

static void test_R10_goods_die_of_another_colour(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take blue-a");
    assert_true(bonus_parse("goods-die", &g.pending[0]));
    test_play_to_step(&g, "bonus 1", STEP_GOODS_DIE);
    test_refused_all(&g, "goods-die green-1 | goods-die orange-2", "R9.6");
}

/* ---- wrong action for the open step ------------------------------------------------ */

static void test_R10_wrong_action_kind_for_the_open_step(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_refused(&g, "bonus 1", "R2.3");                      /* choosing a die */
    test_refused_all(&g, "road D3 EW | reroll | keep purple-1", "R2.3");

    Game road = g;
    test_do(&road, "take green-2");
    test_refused_all(&road, "take blue-a | bonus 1", "R5.5");

    Game up = g;
    test_do(&up, "take orange-1");                            /* raja */
    test_refused_all(&up, "person raja | take blue-a", "R6.2");

    Game pend = two_pending();
    test_refused_all(&pend, "take blue-a | road D3 EW | upgrade fort", "R9.2");

    Game merch = test_rolled(3, "sun", ROLL_PERSON("merchant"));
    test_do(&merch, "take orange-1");
    test_refused_all(&merch, "goods tea | forward 1", "R7.7");
}

static void test_R10_malformed_action_value(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    Action junk = action_make(ACT_TAKE, DIE_BLUE_A, 5);       /* take uses one argument */
    refused_value(&g, &junk, "P");
    Action unknown = action_make(ACT_KIND_COUNT, 0, 0);
    refused_value(&g, &unknown, "P");
}

static void test_R10_any_action_when_the_game_is_over(void **state)
{
    (void)state;
    /* Seat 0 has crossed (race 80): the round is played out, then the game is over. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].fame = 40;
    test_play(&g, "take purple-1 | take blue-a | bonus 1");   /* money:2 from river 1 */
    assert_false(game_over(&g));
    test_play(&g, "take blue-b | bonus 1");                   /* money:3 from river 4 */
    assert_true(game_over(&g));
    test_refused(&g, ROLL, "R3.4");
    test_refused_all(&g, "take green-1 | karma green-1 | bonus 1 | decline 1 | done | road D3 EW", "R3.4");
}

TEST_MAIN(
    cmocka_unit_test(test_R10_die_not_in_the_centre),
    cmocka_unit_test(test_R10_karma_without_karma),
    cmocka_unit_test(test_R10_karma_on_the_rounds_first_turn),
    cmocka_unit_test(test_R10_karma_with_a_die_not_in_the_centre),
    cmocka_unit_test(test_R10_karma_roll_of_the_wrong_dice),
    cmocka_unit_test(test_R10_reroll_without_karma),
    cmocka_unit_test(test_R10_keep_a_die_that_was_not_rolled),
    cmocka_unit_test(test_R10_round_roll_with_a_face_not_on_the_die),
    cmocka_unit_test(test_R10_roll_when_no_roll_is_due),
    cmocka_unit_test(test_R10_action_before_the_round_roll),
    cmocka_unit_test(test_R10_road_not_joined_to_the_residence),
    cmocka_unit_test(test_R10_edge_onto_the_border_without_a_bonus),
    cmocka_unit_test(test_R10_road_into_a_built_field),
    cmocka_unit_test(test_R10_road_that_is_not_a_road_shape),
    cmocka_unit_test(test_R10_road_of_another_shape_than_the_die),
    cmocka_unit_test(test_R10_single_half_road_in_a_free_field),
    cmocka_unit_test(test_R10_half_road_on_an_edge_that_has_one),
    cmocka_unit_test(test_R10_half_road_onto_the_border_without_a_bonus),
    cmocka_unit_test(test_R10_two_half_roads_make_no_T),
    cmocka_unit_test(test_R10_road_piece_is_no_curve),
    cmocka_unit_test(test_R10_selling_a_good_not_owned),
    cmocka_unit_test(test_R10_market_sale_beyond_its_rule),
    cmocka_unit_test(test_R10_merchant_sale_of_none_or_three),
    cmocka_unit_test(test_R10_good_for_a_full_row),
    cmocka_unit_test(test_R10_upgrading_a_type_at_3),
    cmocka_unit_test(test_R10_using_a_full_palace_person),
    cmocka_unit_test(test_R10_great_mogul_choosing_himself),
    cmocka_unit_test(test_R10_maharani_moves_1_or_2),
    cmocka_unit_test(test_R10_portuguese_back_other_than_1_or_2_unmarked),
    cmocka_unit_test(test_R10_river_back_any_to_a_marked_field),
    cmocka_unit_test(test_R10_bonus_number_that_is_not_pending),
    cmocka_unit_test(test_R10_bonus_that_cannot_be_used),
    cmocka_unit_test(test_R10_done_outside_a_bonus),
    cmocka_unit_test(test_R10_goods_die_of_another_colour),
    cmocka_unit_test(test_R10_wrong_action_kind_for_the_open_step),
    cmocka_unit_test(test_R10_malformed_action_value),
    cmocka_unit_test(test_R10_any_action_when_the_game_is_over)
)
