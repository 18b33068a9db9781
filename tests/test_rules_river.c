/* test_rules_river.c — docs/rules.md R7 for the river: the boat's position (R7.1), the blue die
 * (R7.2), the maharani (R7.6) and the portuguese (R7.10), on both sheet sides.
 *
 * Sheet values relied on (docs/sheet-format.md §5):
 *   sun  1 lotus money:2 · 2 peacock goods-diff:1 · 3 fish fame:1 · 4 conch money:3 ·
 *        5 flag road-piece · 6 boat karma · 7 lotus sell-any:2 · 8 conch upgrade ·
 *        9 fish money:4 · 13 fish money:5 · 14 lotus upgrade · 15 conch fame:2+money:2 ·
 *        17 boat fame:3 · 18 flag fame:4+money:4
 *   moon 2 conch money:2 · 3 lotus half-road · 4 boat money:3 · 5 peacock fame:1 ·
 *        6 flag road-piece · 16 boat karma+fame:1 · 17 peacock money:4+fame:2 · 18 flag fame:5
 * Positions far into the game are built by marking river fields directly (every set of
 * marked fields is reachable: blue dice, maharani and portuguese mark them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

#define ROLL_LOTUS "roll tea+silk spice+spice curve straight lotus conch raja builder"
#define ROLL_FISH "roll tea+silk spice+spice curve straight fish peacock raja builder"
#define ROLL_FLAG "roll tea+silk spice+spice curve straight flag boat raja builder"
#define ROLL_CONCH "roll tea+silk spice+spice curve straight lotus conch raja builder"
#define ROLL_PEACOCK "roll tea+silk spice+spice curve straight fish peacock raja builder"
#define ROLL_BOAT "roll tea+silk spice+spice curve straight flag boat raja builder"
#define ROLL_MAHARANI "roll tea+silk spice+spice curve straight lotus conch maharani raja"
#define ROLL_PORTUGUESE "roll tea+tea silk+spice curve straight fish conch portuguese raja"

static void mark(Game *g, int seat, int field)
{
    g->player[seat].river_marked |= (uint32_t)1 << field;
}

static uint32_t marks(int a, int b, int c, int d)
{
    uint32_t m = 0;
    int f[4] = {a, b, c, d};
    for (int i = 0; i < 4; i++)
        if (f[i])
            m |= (uint32_t)1 << f[i];
    return m;
}

/* ---- R7.1 the boat's position ----------------------------------------------------- */

static void test_R7_1_boat_starts_on_the_start_field(void **state)
{
    (void)state;
    const char *sides[2] = {"sun", "moon"};
    for (int s = 0; s < 2; s++) {
        Game g = test_game(5, sides[s], 2);
        for (int seat = 0; seat < 5; seat++) {
            assert_int_equal(g.player[seat].river_marked, 0);
            assert_int_equal(game_river_position(&g.player[seat]), 0);
        }
    }
}

static void test_R7_1_position_is_the_rightmost_marked_field(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_FISH);
    mark(&g, 0, 2);
    mark(&g, 0, 9);
    mark(&g, 0, 4);
    assert_int_equal(game_river_position(&g.player[0]), 9);
    /* A blue die moves on from field 9, not from an unmarked field left of it: the fish of
     * field 3 stays unmarked and the boat goes to fish field 13 (money:5). */
    test_do(&g, "take blue-a");
    assert_int_equal(g.player[0].river_marked, marks(2, 4, 9, 13));
    assert_int_equal(game_river_position(&g.player[0]), 13);
    assert_pending(&g, "money:5");
}

/* ---- R7.2 the blue die ------------------------------------------------------------ */

static void test_R7_2_blue_die_moves_to_the_first_field_with_its_symbol(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_LOTUS);
    test_do(&g, "take blue-a");
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_BLUE_B], DIE_AT_ELEPHANT);
    assert_int_equal(g.player[0].river_marked, marks(1, 0, 0, 0));
    assert_int_equal(game_river_position(&g.player[0]), 1);
    /* The yield is pending, not yet gained (R9.1). */
    assert_int_equal(g.waiting, WAIT_ACTION);
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "money:2");
    assert_int_equal(g.player[0].money, 0);
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
}

static void test_R7_2_blue_die_passes_fields_with_other_symbols_sun(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_BOAT);
    test_do(&g, "take blue-b");                /* boat: fields 1–5 show other symbols */
    assert_int_equal(g.player[0].river_marked, marks(6, 0, 0, 0));
    assert_pending(&g, "karma");
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_ELEPHANT);

    Game f = test_rolled(3, "sun", ROLL_FLAG);
    test_do(&f, "take blue-a");                /* flag: field 5, road-piece */
    assert_int_equal(f.player[0].river_marked, marks(5, 0, 0, 0));
    assert_pending(&f, "road-piece");
}

static void test_R7_2_blue_die_passes_fields_with_other_symbols_moon(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_BOAT);
    test_do(&g, "take blue-b");                /* moon boat: field 4, money:3 */
    assert_int_equal(g.player[0].river_marked, marks(4, 0, 0, 0));
    assert_pending(&g, "money:3");

    Game f = test_rolled(3, "moon", ROLL_FLAG);
    test_do(&f, "take blue-a");                /* moon flag: field 6, road-piece */
    assert_int_equal(f.player[0].river_marked, marks(6, 0, 0, 0));
    assert_pending(&f, "road-piece");

    Game l = test_rolled(3, "moon", ROLL_LOTUS);
    test_do(&l, "take blue-a");                /* moon lotus: field 3, half-road */
    assert_int_equal(l.player[0].river_marked, marks(3, 0, 0, 0));
    assert_pending(&l, "half-road");
}

static void test_R7_2_blue_die_from_a_later_turn(void **state)
{
    (void)state;
    /* Seat 2 takes the other blue die after seat 1 took a purple one. */
    Game g = test_rolled(3, "sun", ROLL_CONCH);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 1);
    test_do(&g, "take blue-b");                /* conch: field 4, money:3 */
    assert_int_equal(g.player[1].river_marked, marks(4, 0, 0, 0));
    assert_int_equal(g.player[0].river_marked, 0);
    assert_pending(&g, "money:3");
}

static void test_R7_2_the_whole_yield_is_gained_sun(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_CONCH);
    mark(&g, 0, 14);
    test_do(&g, "take blue-b");                /* conch: field 15, fame:2+money:2 */
    assert_int_equal(g.player[0].river_marked, marks(14, 15, 0, 0));
    assert_pending(&g, "fame:2 money:2");
    assert_marks(&g.player[0], "fame 0, money 0");
}

static void test_R7_2_the_whole_yield_is_gained_moon(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PEACOCK);
    mark(&g, 0, 16);
    test_do(&g, "take blue-b");                /* peacock: field 17, money:4+fame:2 */
    assert_int_equal(g.player[0].river_marked, marks(16, 17, 0, 0));
    assert_pending(&g, "money:4 fame:2");
    test_play(&g, "bonus 2 | bonus 1");
    assert_marks(&g.player[0], "fame 2, money 4");
    assert_int_equal(g.to_act, 1);
}

static void test_R7_2_blue_die_never_moves_to_unmarked_fields_left(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_LOTUS);
    mark(&g, 0, 7);                            /* lotus fields: 1, 7, 14 */
    test_do(&g, "take blue-a");
    assert_int_equal(g.player[0].river_marked, marks(7, 14, 0, 0));
    assert_pending(&g, "upgrade");
}

static void test_R7_2_no_field_with_the_symbol_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_LOTUS);
    mark(&g, 0, 17);                           /* right of 17 only flag field 18 */
    assert_no_effect(&g, "blue-a");
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_BLUE_B], DIE_AT_ELEPHANT);
}

static void test_R7_2_at_the_last_field_blue_dice_have_no_effect(void **state)
{
    (void)state;
    const char *sides[2] = {"sun", "moon"};
    const char *dice[2] = {"take blue-a", "take blue-b"};
    for (int s = 0; s < 2; s++)
        for (int d = 0; d < 2; d++) {
            Game g = test_rolled(3, sides[s], ROLL_FLAG);  /* flag is field 18's own symbol */
            mark(&g, 0, 3);
            mark(&g, 0, 18);
            Player before = g.player[0];
            test_do(&g, dice[d]);
            assert_memory_equal(&g.player[0], &before, sizeof before);
            assert_int_equal(game_river_position(&g.player[0]), 18);
            assert_int_equal(g.pending_count, 0);
            assert_int_equal(g.to_act, 1);
        }
}

/* ---- R7.6 the maharani ------------------------------------------------------------ */

static void test_R7_6_maharani_moves_the_boat_1_or_2_fields_forward(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_MAHARANI);
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 1);
    assert_int_equal(g.step.kind, STEP_MAHARANI);
    assert_int_equal(g.step.from_bonus, 0);
    assert_legal(&g, "forward 1 | forward 2");
    test_do(&g, "forward 2");
    assert_int_equal(g.player[0].river_marked, marks(2, 0, 0, 0));
    assert_pending(&g, "goods-diff:1");

    Game one = test_rolled(3, "sun", ROLL_MAHARANI);
    test_play(&one, "take orange-1 | forward 1");
    assert_int_equal(one.player[0].river_marked, marks(1, 0, 0, 0));
    assert_pending(&one, "money:2");
}

static void test_R7_6_maharani_ignores_symbols_moon(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_MAHARANI);
    mark(&g, 0, 4);
    test_play(&g, "take orange-1 | forward 1"); /* moon field 5: peacock, fame:1 */
    assert_int_equal(g.player[0].river_marked, marks(4, 5, 0, 0));
    assert_pending(&g, "fame:1");

    Game h = test_rolled(3, "moon", ROLL_MAHARANI);
    mark(&h, 0, 4);
    test_play(&h, "take orange-1 | forward 2"); /* moon field 6: flag, road-piece */
    assert_int_equal(h.player[0].river_marked, marks(4, 6, 0, 0));
    assert_pending(&h, "road-piece");
}

static void test_R7_6_maharani_near_the_end_can_only_move_1(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_MAHARANI);
    mark(&g, 0, 17);
    test_do(&g, "take orange-1");              /* only forward 1 exists: it happens */
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 1);
    assert_int_equal(g.player[0].river_marked, marks(17, 18, 0, 0));
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "fame:4 money:4");

    Game m = test_rolled(3, "moon", ROLL_MAHARANI);
    mark(&m, 0, 16);
    test_do(&m, "take orange-1");
    assert_legal(&m, "forward 1 | forward 2");
    test_step(&m, "forward 2", "", "fame:5");
}

static void test_R7_6_maharani_at_the_last_field_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_MAHARANI);
    mark(&g, 0, 18);
    test_do(&g, "take orange-1");
    /* The boat cannot move, so the die has no effect at all: her box is not crossed (R2.5). */
    assert_int_equal(g.player[0].palace[PERSON_MAHARANI], 0);
    assert_int_equal(g.player[0].river_marked, marks(18, 0, 0, 0));
    assert_int_equal(g.pending_count, 0);
    assert_int_equal(g.to_act, 1);
}

/* ---- R7.10 the portuguese --------------------------------------------------------- */

static void test_R7_10_portuguese_moves_back_1_or_2_unmarked_fields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PORTUGUESE);
    mark(&g, 0, 2);
    mark(&g, 0, 5);
    test_do(&g, "take orange-1");
    assert_int_equal(g.player[0].palace[PERSON_PORTUGUESE], 1);
    assert_int_equal(g.step.kind, STEP_PORTUGUESE);
    assert_legal(&g, "back 3 | back 4 | good silk | good spice | good tea");
    test_do(&g, "back 3");                     /* two unmarked fields back: 4, then 3 */
    assert_int_equal(g.player[0].river_marked, marks(2, 3, 5, 0));
    assert_int_equal(game_river_position(&g.player[0]), 5);
    assert_pending(&g, "fame:1");

    Game one = test_rolled(3, "sun", ROLL_PORTUGUESE);
    mark(&one, 0, 2);
    mark(&one, 0, 5);
    test_play(&one, "take orange-1 | back 4");
    assert_int_equal(one.player[0].river_marked, marks(2, 4, 5, 0));
    assert_pending(&one, "money:3");
}

static void test_R7_10_portuguese_skips_marked_fields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PORTUGUESE);
    mark(&g, 0, 3);
    mark(&g, 0, 4);
    mark(&g, 0, 6);
    test_do(&g, "take orange-1");
    /* 1 back: field 5; 2 back: field 2, since the marked 4 and 3 are not counted. */
    assert_legal(&g, "back 2 | back 5 | good silk | good spice | good tea");
    test_do(&g, "back 2");
    assert_int_equal(g.player[0].river_marked, marks(2, 3, 4, 6));
    assert_int_equal(game_river_position(&g.player[0]), 6);
    assert_pending(&g, "goods-diff:1");
}

static void test_R7_10_portuguese_moon_yields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PORTUGUESE);
    mark(&g, 0, 4);
    test_do(&g, "take orange-1");
    assert_legal(&g, "back 2 | back 3 | good silk | good spice | good tea");
    test_step(&g, "back 3", "", "half-road");                 /* moon field 3: half-road */
    assert_int_equal(game_river_position(&g.player[0]), 4);

    Game h = test_rolled(3, "moon", ROLL_PORTUGUESE);
    mark(&h, 0, 4);
    test_play(&h, "take orange-1 | back 2");   /* moon field 2: money:2 */
    assert_pending(&h, "money:2");
}

static void test_R7_10_portuguese_with_one_unmarked_field_behind(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PORTUGUESE);
    mark(&g, 0, 2);
    test_do(&g, "take orange-1");
    assert_legal(&g, "back 1 | good silk | good spice | good tea");
    test_do(&g, "back 1");
    assert_int_equal(g.player[0].river_marked, marks(1, 2, 0, 0));
    assert_pending(&g, "money:2");
}

static void test_R7_10_portuguese_gives_one_good_instead(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PORTUGUESE);
    mark(&g, 0, 5);
    test_play(&g, "take orange-1 | good spice");
    assert_goods_marked(&g.player[0], "spice 1, tea 0, silk 0");
    assert_int_equal(g.player[0].river_marked, marks(5, 0, 0, 0));
    assert_int_equal(g.pending_count, 0);
    assert_int_equal(g.to_act, 1);
}

static void test_R7_10_portuguese_on_the_start_field_only_gives_a_good(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_PORTUGUESE);
    test_do(&g, "take orange-1");
    assert_legal(&g, "good silk | good spice | good tea");
    test_do(&g, "good tea");
    assert_int_equal(g.player[0].goods_circled[GOOD_TEA], 1);
    assert_int_equal(g.player[0].river_marked, 0);
}

static void test_R7_10_portuguese_with_every_field_behind_marked(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_PORTUGUESE);
    mark(&g, 0, 1);
    mark(&g, 0, 2);
    mark(&g, 0, 3);
    test_do(&g, "take orange-1");
    assert_legal(&g, "good silk | good spice | good tea");
}

static void test_R7_10_boat_position_stays_the_rightmost_marked_field(void **state)
{
    (void)state;
    /* 2 players: seat 1, seat 2, seat 1 again in the same round (R2.4). */
    Game g = test_rolled(2, "sun", "roll tea+tea silk+spice curve straight fish conch portuguese raja");
    mark(&g, 0, 2);
    mark(&g, 0, 5);
    test_play(&g, "take orange-1 | back 3");
    assert_int_equal(game_river_position(&g.player[0]), 5);
    test_do(&g, "bonus 1");                    /* fame:1 */
    assert_int_equal(g.to_act, 1);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 0);
    /* The next blue die moves from field 5: fish fields are 3 (marked), 9, 13. */
    test_do(&g, "take blue-a");
    assert_int_equal(g.player[0].river_marked, marks(2, 3, 5, 9));
    assert_pending(&g, "money:4");
}

TEST_MAIN(
    cmocka_unit_test(test_R7_1_boat_starts_on_the_start_field),
    cmocka_unit_test(test_R7_1_position_is_the_rightmost_marked_field),
    cmocka_unit_test(test_R7_2_blue_die_moves_to_the_first_field_with_its_symbol),
    cmocka_unit_test(test_R7_2_blue_die_passes_fields_with_other_symbols_sun),
    cmocka_unit_test(test_R7_2_blue_die_passes_fields_with_other_symbols_moon),
    cmocka_unit_test(test_R7_2_blue_die_from_a_later_turn),
    cmocka_unit_test(test_R7_2_the_whole_yield_is_gained_sun),
    cmocka_unit_test(test_R7_2_the_whole_yield_is_gained_moon),
    cmocka_unit_test(test_R7_2_blue_die_never_moves_to_unmarked_fields_left),
    cmocka_unit_test(test_R7_2_no_field_with_the_symbol_has_no_effect),
    cmocka_unit_test(test_R7_2_at_the_last_field_blue_dice_have_no_effect),
    cmocka_unit_test(test_R7_6_maharani_moves_the_boat_1_or_2_fields_forward),
    cmocka_unit_test(test_R7_6_maharani_ignores_symbols_moon),
    cmocka_unit_test(test_R7_6_maharani_near_the_end_can_only_move_1),
    cmocka_unit_test(test_R7_6_maharani_at_the_last_field_has_no_effect),
    cmocka_unit_test(test_R7_10_portuguese_moves_back_1_or_2_unmarked_fields),
    cmocka_unit_test(test_R7_10_portuguese_skips_marked_fields),
    cmocka_unit_test(test_R7_10_portuguese_moon_yields),
    cmocka_unit_test(test_R7_10_portuguese_with_one_unmarked_field_behind),
    cmocka_unit_test(test_R7_10_portuguese_gives_one_good_instead),
    cmocka_unit_test(test_R7_10_portuguese_on_the_start_field_only_gives_a_good),
    cmocka_unit_test(test_R7_10_portuguese_with_every_field_behind_marked),
    cmocka_unit_test(test_R7_10_boat_position_stays_the_rightmost_marked_field)
)
