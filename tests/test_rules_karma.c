/* test_rules_karma.c — docs/rules.md R8: the karma row and karma rolls.
 *
 * R8.1 new karma circles the next of six boxes, boxes 3, 4 and 5 give their printed bonus,
 * a seventh karma is lost; R8.2 karma instead of taking a die, only in a turn in which the
 * elephant carries a die and only with a circled, uncrossed box: the elephant's die and a
 * centre die are rolled; R8.3 rerolling the same two dice for another karma, keeping one
 * (the other goes on the elephant) and carrying it out.
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §7 karma boxes 3/4/5  sun upgrade / palace:any / fame:3; moon goods-die / upgrade / fame:4
 *   §5 river              sun 1 lotus money:2, 6 boat karma; moon 9 conch karma
 *   §3                    sun D2 residence N,E,W; D3 fort
 * Karma boxes and river marks of later positions are set directly; each such position is
 * reachable by the dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a lotus,
 * blue-b as given, orange-1 raja, orange-2 builder. */
#define ROLL_BLUE_B(b) "roll tea+silk spice+spice curve straight lotus " b " raja builder"
static const char *const ROLL = ROLL_BLUE_B("conch");

/* The two dice a karma roll rolls again, in order, named like "purple-2 blue-a" (R8.2). */
static void assert_karma_dice(const Game *g, const char *dice)
{
    char first[16], second[16];
    if (sscanf(dice, "%15s %15s", first, second) != 2) fail_msg("cannot read the dice '%s'", dice);
    assert_int_equal(g->karma_die[0], die_from_name(first));
    assert_int_equal(g->karma_die[1], die_from_name(second));
}

/* A 3-player game, seat 0 holding the elephant, dice rolled; seat 0 has taken purple-1
 * (tea+silk), so purple-2 (spice+spice) is on the elephant and seat 1 is to act. */
static Game second_turn(const char *side, const char *roll)
{
    Game g = test_game(3, side, 0);
    test_do(&g, roll);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.turn, 1);
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    return g;
}

/* ---- R8.1 the karma row ------------------------------------------------------------ */

static void test_R8_1_new_karma_circles_the_next_box(void **state)
{
    (void)state;
    /* Sun river 6 (boat) yields karma; box 2 shows no bonus. */
    Game g = test_rolled(3, "sun", ROLL_BLUE_B("boat"));
    g.player[0].river_marked = 1u << 5;
    test_step(&g, "take blue-b", "", "karma");
    test_step(&g, "bonus 1", "circled 2, crossed 0", "-");
    assert_int_equal(g.to_act, 1);
}

static void test_R8_1_boxes_three_four_five_give_their_bonus(void **state)
{
    (void)state;
    static const struct {
        const char *side, *roll;
        int position;                    /* the boat's field before the blue die */
        int circled;                     /* boxes circled before */
        const char *bonus;               /* pending after circling the next box */
    } cases[] = {
        {"sun", ROLL_BLUE_B("boat"), 5, 2, "upgrade"},
        {"sun", ROLL_BLUE_B("boat"), 5, 3, "palace:any"},
        {"sun", ROLL_BLUE_B("boat"), 5, 4, "fame:3"},
        {"sun", ROLL_BLUE_B("boat"), 5, 5, "-"},
        {"moon", ROLL_BLUE_B("conch"), 8, 2, "goods-die"},
        {"moon", ROLL_BLUE_B("conch"), 8, 3, "upgrade"},
        {"moon", ROLL_BLUE_B("conch"), 8, 4, "fame:4"},
        {"moon", ROLL_BLUE_B("conch"), 8, 5, "-"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game g = test_game(3, cases[i].side, 0);
        g.player[0].river_marked = 1u << cases[i].position;
        g.player[0].karma_circled = (uint8_t)cases[i].circled;
        g.player[0].karma_crossed = 1;
        test_do(&g, cases[i].roll);
        test_step(&g, "take blue-b", "", "karma");
        test_do(&g, "bonus 1");
        assert_int_equal(g.player[0].karma_circled, cases[i].circled + 1);
        assert_int_equal(g.player[0].karma_crossed, 1);
        assert_pending(&g, cases[i].bonus);
        assert_int_equal(g.to_act, strcmp(cases[i].bonus, "-") == 0 ? 1 : 0);
    }
}

static void test_R8_1_box_bonus_is_resolved_like_any_bonus(void **state)
{
    (void)state;
    /* Sun box 5: fame:3. */
    Game g = test_rolled(3, "sun", ROLL_BLUE_B("boat"));
    g.player[0].river_marked = 1u << 5;
    g.player[0].karma_circled = 4;
    test_do(&g, "take blue-b");
    test_step(&g, "bonus 1", "", "fame:3");
    test_step(&g, "bonus 1", "fame 3", NULL);
    assert_int_equal(g.to_act, 1);
}

static void test_R8_1_a_seventh_karma_is_lost(void **state)
{
    (void)state;
    /* All six boxes circled (two already crossed: crossing frees no box). */
    Game g = test_rolled(3, "sun", ROLL_BLUE_B("boat"));
    g.player[0].river_marked = 1u << 5;
    test_set_marks(&g.player[0], "circled 6, crossed 2");
    test_do(&g, "take blue-b");
    /* The karma bonus cannot be used: lost at once, and the turn ends (R9.3). */
    assert_int_equal(game_river_position(&g.player[0]), 6);
    assert_int_equal(g.player[0].karma_circled, 6);
    assert_int_equal(g.player[0].karma_crossed, 2);
    assert_pending(&g, "-");
    assert_int_equal(g.to_act, 1);
}

/* ---- R8.2 the karma roll ----------------------------------------------------------- */

static void test_R8_2_karma_rolls_the_elephants_die_and_a_centre_die(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    assert_legal(&g, "karma blue-a | karma blue-b | karma green-1 | karma green-2 | "
                     "karma orange-1 | karma orange-2 | take blue-a | take blue-b | "
                     "take green-1 | take green-2 | take orange-1 | take orange-2");
    test_step(&g, "karma green-1", "circled 1, crossed 1", NULL);
    assert_int_equal(g.waiting, WAIT_KARMA_ROLL);
    assert_int_equal(game_actor(&g), GAME_CHANCE);
    assert_karma_dice(&g, "purple-2 green-1");
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ROLLING);
    assert_int_equal(g.die_at[DIE_GREEN_1], DIE_AT_ROLLING);
    assert_int_equal(g.die_at[DIE_GREEN_2], DIE_AT_CENTRE);
    assert_legal(&g, "");

    /* The elephant's die first, then the centre die. */
    test_refused(&g, "roll straight tea+tea", "R8.2");
    test_refused(&g, ROLL, "R8.2");                           /* two dice, not eight */
    test_do(&g, "roll tea+tea straight");
    assert_int_equal(g.die_face[DIE_PURPLE_2], FACE_TEA_TEA);
    assert_int_equal(g.die_face[DIE_GREEN_1], FACE_STRAIGHT);
    assert_int_equal(g.waiting, WAIT_ACTION);
    assert_int_equal(game_actor(&g), 1);
    assert_int_equal(g.step.kind, STEP_KARMA_KEEP);
    /* No karma left: no reroll. */
    assert_legal(&g, "keep green-1 | keep purple-2");
}

static void test_R8_2_karma_with_a_random_roll(void **state)
{
    (void)state;
    Game g = second_turn("moon", ROLL);
    test_do(&g, "karma orange-2");
    Action rolled;
    assert_true(game_roll_random(&g, test_sheets(), &rolled));
    assert_int_equal(rolled.kind, ACT_ROLL);
    assert_int_equal(rolled.n, 2);
    assert_true(face_fits_die(rolled.arg[0], DIE_PURPLE_2));
    assert_true(face_fits_die(rolled.arg[1], DIE_ORANGE_2));
    assert_int_equal(g.die_face[DIE_PURPLE_2], rolled.arg[0]);
    assert_int_equal(g.die_face[DIE_ORANGE_2], rolled.arg[1]);
    assert_int_equal(g.step.kind, STEP_KARMA_KEEP);
}

static void test_R8_2_karma_roll_not_on_first_turn(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].karma_circled = 4;
    assert_int_equal(g.turn, 0);
    for (int d = 0; d < DIE_COUNT; d++) {
        char text[32];
        snprintf(text, sizeof text, "karma %s", die_name(d));
        assert_false(test_is_legal(&g, text));
        test_refused(&g, text, "R8.2");
    }

    /* 2 players: the holder's second turn is not a first turn; the elephant carries a die. */
    Game h = test_rolled(2, "sun", ROLL);
    assert_false(test_is_legal(&h, "karma blue-a"));
    test_do(&h, "take purple-1");
    test_do(&h, "take blue-b");                               /* conch: river 4, money:3 */
    test_do(&h, "bonus 1");
    assert_int_equal(h.turn, 2);
    assert_int_equal(h.to_act, 0);
    assert_true(test_is_legal(&h, "karma blue-a"));
    test_do(&h, "karma blue-a");
    assert_karma_dice(&h, "purple-2 blue-a");
}

static void test_R8_2_karma_needs_a_circled_uncrossed_box(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    test_set_marks(&g.player[1], "circled 3, crossed 3");
    test_refused(&g, "karma blue-a", "R8.2");
    assert_false(test_is_legal(&g, "karma blue-a"));
    assert_true(test_is_legal(&g, "take blue-a"));

    g.player[1].karma_circled = 4;
    test_step(&g, "karma blue-a", "circled 4, crossed 4", NULL);
}

static void test_R8_2_karma_takes_a_die_from_the_centre(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    test_refused(&g, "karma purple-1", "R8.2");               /* on seat 0's depot */
    test_refused(&g, "karma purple-2", "R8.2");               /* the elephant's own die */
}

/* ---- R8.3 reroll and keep ---------------------------------------------------------- */

static void test_R8_3_reroll_as_often_as_karma_lasts(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    g.player[1].karma_circled = 3;
    test_step(&g, "karma blue-a", "crossed 1", NULL);
    test_do(&g, "roll spice+spice lotus");
    assert_legal(&g, "keep blue-a | keep purple-2 | reroll");
    test_step(&g, "reroll", "crossed 2", NULL);
    assert_int_equal(g.waiting, WAIT_KARMA_ROLL);
    assert_int_equal(game_actor(&g), GAME_CHANCE);
    assert_karma_dice(&g, "purple-2 blue-a");                 /* the same two dice */
    test_do(&g, "roll silk+silk flag");
    test_step(&g, "reroll", "crossed 3", NULL);
    test_do(&g, "roll tea+silk fish");
    /* Three karma crossed of three circled: keep one now. */
    test_refused(&g, "reroll", "R8.3");
    assert_legal(&g, "keep blue-a | keep purple-2");
    test_do(&g, "keep purple-2");
    assert_goods_marked(&g.player[1], "tea 1, silk 1, spice 0");
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_SEAT + 1);
    /* The other die goes on the elephant, with its rolled face. */
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_ELEPHANT);
    assert_int_equal(g.die_face[DIE_BLUE_A], FACE_FISH);
    assert_int_equal(g.to_act, 2);

    /* The next player's karma rolls that die. */
    test_do(&g, "karma blue-b");
    assert_karma_dice(&g, "blue-a blue-b");
}

static void test_R8_3_keep_the_centre_die_and_carry_it_out(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    test_do(&g, "karma green-1");
    test_do(&g, "roll tea+tea straight");
    test_refused(&g, "keep green-2", "R8.3");                 /* not one of the two rolled */
    test_refused(&g, "take green-2", "R8.3");
    test_do(&g, "keep green-1");
    assert_int_equal(g.die_at[DIE_GREEN_1], DIE_AT_SEAT + 1);
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    assert_int_equal(g.die_face[DIE_PURPLE_2], FACE_TEA_TEA);
    assert_int_equal(g.player[1].goods_circled[GOOD_TEA], 0);
    /* The kept die's action is compulsory (R2.5). */
    assert_int_equal(g.step.kind, STEP_ROAD);
    assert_int_equal(g.step.n, SHAPE_STRAIGHT);
    assert_int_equal(g.step.from_bonus, 0);
    test_refused(&g, "done", "R2.5");
    test_refused(&g, "road D3 NE", "R5.5");
    test_step(&g, "road D3 EW", "fame 1", NULL);              /* fort, value 1 */
    assert_int_equal(g.to_act, 2);
}

static void test_R8_3_kept_die_gains_its_bonuses(void **state)
{
    (void)state;
    Game g = second_turn("sun", ROLL);
    test_do(&g, "karma blue-a");
    test_do(&g, "roll spice+tea lotus");
    test_do(&g, "keep blue-a");                               /* river 1: money:2 */
    assert_int_equal(game_river_position(&g.player[1]), 1);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "money:2");
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.die_face[DIE_PURPLE_2], FACE_SPICE_TEA);
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    assert_int_equal(g.to_act, 2);
}

TEST_MAIN(
    cmocka_unit_test(test_R8_1_new_karma_circles_the_next_box),
    cmocka_unit_test(test_R8_1_boxes_three_four_five_give_their_bonus),
    cmocka_unit_test(test_R8_1_box_bonus_is_resolved_like_any_bonus),
    cmocka_unit_test(test_R8_1_a_seventh_karma_is_lost),
    cmocka_unit_test(test_R8_2_karma_rolls_the_elephants_die_and_a_centre_die),
    cmocka_unit_test(test_R8_2_karma_with_a_random_roll),
    cmocka_unit_test(test_R8_2_karma_roll_not_on_first_turn),
    cmocka_unit_test(test_R8_2_karma_needs_a_circled_uncrossed_box),
    cmocka_unit_test(test_R8_2_karma_takes_a_die_from_the_centre),
    cmocka_unit_test(test_R8_3_reroll_as_often_as_karma_lasts),
    cmocka_unit_test(test_R8_3_keep_the_centre_die_and_carry_it_out),
    cmocka_unit_test(test_R8_3_kept_die_gains_its_bonuses)
)
