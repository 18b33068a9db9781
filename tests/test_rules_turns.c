/* test_rules_turns.c — docs/rules.md R1 (components and set-up) and R2 (round and turn).
 *
 * R1.1 player counts 2–5 (others refused) and the side chosen at set-up; R1.2 the faces of
 * the eight dice; R1.3 the starting player holds the elephant, turn order is seat order and
 * the elephant passes every round; R1.4 the initial marks of every player on both sides.
 * R2.1 the round roll; R2.2 the holder's die and the partner die on the elephant; R2.3 the
 * following players in seat order taking centre dice (and the refusals of a die not in the
 * centre, R10); R2.4 one turn each with 3–5 players, holder/other/holder/other with 2; R2.5
 * a die without effect may be taken and a die action cannot be declined; R2.6 the round end:
 * dice back, the elephant to the next seat, the next round's roll.
 *
 * Each test builds a position with a fixed roll, acts, and checks exact outcomes. */
#include <stdio.h>
#include <string.h>

#include "rule_step.h"

/* Sun roll used throughout: purple-1 tea+silk, purple-2 spice+spice, green-1 curve,
 * green-2 straight, blue-a lotus, blue-b conch, orange-1 raja, orange-2 builder. */
static const char *const ROLL = "roll tea+silk spice+spice curve straight lotus conch raja builder";

static void assert_bonus(Bonus b, const char *want)
{
    char buf[32];
    bonus_format(b, buf, (int)sizeof buf);
    assert_string_equal(buf, want);
}

/* ---- R1 ---------------------------------------------------------------------------- */

static void test_R1_1_two_to_five_players(void **state)
{
    (void)state;
    const int refused[] = {0, 1, 6, 7};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        Game g;
        memset(&g, 0xAB, sizeof g);
        Game before = g;
        Setup setup = {(uint8_t)refused[i], (uint8_t)test_side("sun"), 0, 1};
        Refusal why = {0};
        assert_false(game_start(&g, test_sheets(), &setup, &why));
        assert_string_equal(why.clause, "R1.1");
        assert_memory_equal(&before, &g, sizeof g);
    }
    for (int n = 2; n <= 5; n++) {
        Game g;
        Setup setup = {(uint8_t)n, (uint8_t)test_side("moon"), 0, 7};
        Refusal why = {0};
        assert_true(game_start(&g, test_sheets(), &setup, &why));
        assert_int_equal(g.setup.players, n);
        assert_int_equal(g.waiting, WAIT_ROLL);
        assert_int_equal(game_actor(&g), GAME_CHANCE);
    }
}

static void test_R1_1_every_player_uses_the_side_chosen_at_setup(void **state)
{
    (void)state;
    Game sun = test_game(3, "sun", 0);
    Game moon = test_game(3, "moon", 0);
    assert_int_equal(sun.setup.sheet, test_side("sun"));
    assert_int_equal(moon.setup.sheet, test_side("moon"));
    for (int s = 0; s < 3; s++) {
        /* The pre-built residence shows which side each sheet is on (docs/sheet-format.md
         * "Province"). */
        assert_int_equal(sun.player[s].road[test_field("D2")], test_edges("NEW"));
        assert_int_equal(sun.player[s].road[test_field("B2")], 0);
        assert_int_equal(moon.player[s].road[test_field("B2")], test_edges("ES"));
        assert_int_equal(moon.player[s].road[test_field("D2")], 0);
    }
    /* A side that is not loaded is refused. */
    Game g;
    Setup setup = {3, (uint8_t)test_sheets()->count, 0, 1};
    Refusal why = {0};
    assert_false(game_start(&g, test_sheets(), &setup, &why));
    assert_string_equal(why.clause, "R1.1");
}

static void test_R1_2_eight_dice_two_of_each_colour(void **state)
{
    (void)state;
    /* docs/sheet-format.md §1: the distinct faces of every die. */
    static const char *const faces[DIE_COUNT] = {
        "tea+tea silk+silk spice+spice tea+silk silk+spice spice+tea",
        "tea+tea silk+silk spice+spice tea+silk silk+spice spice+tea",
        "curve straight half+half", "curve straight half+half",
        "lotus fish flag", "peacock conch boat",
        "great-mogul maharani merchant raja builder portuguese",
        "great-mogul maharani merchant raja builder portuguese"};
    static const int colour[DIE_COUNT] = {COLOUR_PURPLE, COLOUR_PURPLE, COLOUR_GREEN, COLOUR_GREEN,
                                          COLOUR_BLUE, COLOUR_BLUE, COLOUR_ORANGE, COLOUR_ORANGE};
    for (int d = 0; d < DIE_COUNT; d++) {
        char buf[128] = "";
        size_t len = 0;
        for (int i = 0; i < die_face_count(d); i++)
            len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "",
                                    face_name(die_face(d, i)));
        assert_string_equal(buf, faces[d]);
        assert_int_equal(die_colour(d), colour[d]);
    }
    /* A round roll must give each die one of its own faces. */
    Game g = test_game(3, "sun", 0);
    test_refused(&g, "roll tea+silk spice+spice curve straight peacock conch raja builder", "R1.2");
    test_refused(&g, "roll tea+silk spice+spice curve straight lotus lotus raja builder", "R1.2");
    test_refused(&g, "roll curve spice+spice tea+silk straight lotus conch raja builder", "R1.2");
    test_refused(&g, "roll tea+silk spice+spice curve straight lotus conch raja tea+tea", "R1.2");
    test_do(&g, "roll spice+tea silk+spice half+half half+half flag boat portuguese great-mogul");
    assert_int_equal(g.die_face[DIE_PURPLE_1], FACE_SPICE_TEA);
    assert_int_equal(g.die_face[DIE_BLUE_A], FACE_FLAG);
    assert_int_equal(g.die_face[DIE_BLUE_B], FACE_BOAT);
    assert_int_equal(g.die_face[DIE_ORANGE_2], FACE_GREAT_MOGUL);
}

static void test_R1_3_starting_player_holds_the_elephant_and_starts(void **state)
{
    (void)state;
    Game g = test_game(4, "sun", 2);
    assert_int_equal(g.round, 1);
    assert_int_equal(g.holder, 2);
    assert_int_equal(g.to_act, 2);
    assert_int_equal(game_actor(&g), GAME_CHANCE);
    test_do(&g, ROLL);
    assert_int_equal(game_actor(&g), 2);
    /* Turn order is seat order, starting player first: 2, 3, 0, 1. */
    const char *dice[] = {"purple-1", "blue-a", "blue-b", "orange-1"};
    const int order[] = {2, 3, 0, 1};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(g.to_act, order[i]);
        assert_int_equal(g.turn, i);
        assert_int_equal(g.holder, 2);
        test_take_and_finish(&g, dice[i]);
    }
    assert_int_equal(g.round, 2);
    assert_int_equal(g.holder, 3);
}

static void test_R1_3_starting_player_must_be_a_seat(void **state)
{
    (void)state;
    Game g;
    Setup setup = {3, (uint8_t)test_side("sun"), 3, 1};
    Refusal why = {0};
    assert_false(game_start(&g, test_sheets(), &setup, &why));
    assert_string_equal(why.clause, "R1.3");
    Setup last = {3, (uint8_t)test_side("sun"), 2, 1};
    assert_true(game_start(&g, test_sheets(), &last, &why));
    assert_int_equal(g.holder, 2);
}

static void test_R1_3_elephant_passes_to_the_next_seat_every_round(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 1);
    const int holders[] = {1, 2, 0, 1};
    for (int r = 0; r < 4; r++) {
        assert_int_equal(g.round, r + 1);
        assert_int_equal(g.holder, holders[r]);
        assert_int_equal(g.to_act, holders[r]);
        assert_int_equal(g.waiting, WAIT_ROLL);
        test_do(&g, ROLL);
        test_take_and_finish(&g, "purple-1");
        test_take_and_finish(&g, "blue-a");
        test_take_and_finish(&g, "blue-b");
    }
    assert_int_equal(g.round, 5);
    assert_int_equal(g.holder, 2);
}

static void assert_initial_marks(const Game *g, const char *side)
{
    const Sheet *sh = &test_sheets()->sheet[test_side(side)];
    int residence = strcmp(side, "sun") == 0 ? test_field("D2") : test_field("B2");
    int roads = strcmp(side, "sun") == 0 ? test_edges("NEW") : test_edges("ES");
    assert_int_equal(sh->residence, residence);
    assert_int_equal(sh->residence_roads, roads);
    for (int s = 0; s < g->setup.players; s++) {
        const Player *p = &g->player[s];
        assert_marks(p, "fame 0, money 0");
        assert_int_equal(game_race(g, s), 0);
        assert_int_equal(game_overlap(g, test_sheets(), s), -80);
        assert_marks(p, "circled 1, crossed 0");
        for (int k = 0; k < GOOD_COUNT; k++) {
            assert_int_equal(p->goods_circled[k], 0);
            assert_int_equal(p->goods_crossed[k], 0);
        }
        for (int f = 0; f < PROVINCE_FIELDS; f++)
            assert_int_equal(p->road[f], f == residence ? roads : 0);
        for (int t = 0; t < TYPE_COUNT; t++)
            assert_int_equal(p->upgrade[t], 1);
        for (int q = 0; q < PERSON_COUNT; q++)
            assert_int_equal(p->palace[q], 0);
        assert_int_equal(p->river_marked, 0);
        assert_int_equal(game_river_position(p), 0);
        assert_int_equal(p->border_reached, 0);
    }
}

static void test_R1_4_every_player_starts_with_one_karma_and_the_printed_marks(void **state)
{
    (void)state;
    for (int n = 2; n <= 5; n++) {
        Game sun = test_game(n, "sun", 0);
        assert_initial_marks(&sun, "sun");
        Game moon = test_game(n, "moon", n - 1);
        assert_initial_marks(&moon, "moon");
        assert_int_equal(sun.pending_count, 0);
        assert_int_equal(sun.end_triggered, 0);
    }
}

/* ---- R2 ---------------------------------------------------------------------------- */

static void test_R2_1_round_begins_with_the_holder_rolling_all_eight_dice(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 1);
    assert_int_equal(g.waiting, WAIT_ROLL);
    assert_int_equal(game_actor(&g), GAME_CHANCE);
    Action legal[GAME_MAX_LEGAL];
    assert_int_equal(game_legal(&g, test_sheets(), legal), 0);
    test_refused(&g, "take purple-1", "R2.1");
    test_refused(&g, "karma purple-1", "R2.1");
    test_refused(&g, "roll tea+tea curve", "R2.1");          /* the round roll is all eight */
    test_do(&g, ROLL);
    static const int faces[DIE_COUNT] = {FACE_TEA_SILK, FACE_SPICE_SPICE, FACE_CURVE, FACE_STRAIGHT,
                                         FACE_LOTUS, FACE_CONCH, FACE_RAJA, FACE_BUILDER};
    for (int d = 0; d < DIE_COUNT; d++) {
        assert_int_equal(g.die_at[d], DIE_AT_CENTRE);
        assert_int_equal(g.die_face[d], faces[d]);
    }
    assert_int_equal(g.waiting, WAIT_ACTION);
    assert_int_equal(game_actor(&g), 1);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    assert_int_equal(g.turn, 0);
    test_refused(&g, ROLL, "R2.1");                          /* no second roll */
    assert_false(game_roll_random(&g, test_sheets(), NULL));
}

static void test_R2_1_random_roll_gives_every_die_one_of_its_faces(void **state)
{
    (void)state;
    Game g = test_game(4, "moon", 3);
    Action rolled;
    assert_true(game_roll_random(&g, test_sheets(), &rolled));
    assert_int_equal(rolled.kind, ACT_ROLL);
    assert_int_equal(rolled.n, DIE_COUNT);
    for (int d = 0; d < DIE_COUNT; d++) {
        assert_true(face_fits_die(rolled.arg[d], d));
        assert_int_equal(g.die_face[d], rolled.arg[d]);
        assert_int_equal(g.die_at[d], DIE_AT_CENTRE);
    }
    assert_int_equal(game_actor(&g), 3);
}

static void test_R2_2_holder_takes_a_die_and_its_partner_goes_on_the_elephant(void **state)
{
    (void)state;
    for (int d = 0; d < DIE_COUNT; d++) {
        Game g = test_rolled_from(3, "sun", 1, ROLL);
        char text[64];
        snprintf(text, sizeof text, "take %s", die_name(d));
        test_do(&g, text);
        int partner = d ^ 1;
        assert_int_equal(die_colour(partner), die_colour(d));
        for (int e = 0; e < DIE_COUNT; e++) {
            int want = e == d ? DIE_AT_SEAT + 1 : e == partner ? DIE_AT_ELEPHANT : DIE_AT_CENTRE;
            assert_int_equal(g.die_at[e], want);
        }
    }
}

static void test_R2_2_holder_carries_out_the_die_then_the_pending_bonuses(void **state)
{
    (void)state;
    const Sheet *sh = &test_sheets()->sheet[test_side("sun")];
    assert_int_equal(sh->river_symbol[1], SYMBOL_LOTUS);
    assert_int_equal(sh->river_yield[1].count, 1);
    assert_bonus(sh->river_yield[1].part[0], "money:2");

    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take blue-a");                              /* lotus: river field 1 */
    assert_int_equal(game_river_position(&g.player[0]), 1);
    assert_int_equal(g.player[0].river_marked, 1u << 1);
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "money:2");
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.turn, 1);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    assert_pending(&g, "-");

    /* A purple die: both goods at once, nothing pending, the turn passes. */
    Game h = test_rolled_from(3, "moon", 2, ROLL);
    test_do(&h, "take purple-1");                            /* tea+silk */
    assert_goods_marked(&h.player[2], "tea 1, silk 1, spice 0");
    assert_int_equal(h.to_act, 0);
}

static void test_R2_3_following_players_take_a_centre_die_in_seat_order(void **state)
{
    (void)state;
    Game g = test_rolled_from(3, "sun", 1, ROLL);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 2);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    test_refused(&g, "take purple-2", "R2.3");               /* on the elephant */
    test_refused(&g, "take purple-1", "R2.3");               /* on seat 2's depot */
    assert_none_legal(&g, "take purple-2 | take purple-1");
    const char *centre[] = {"take green-1", "take green-2", "take blue-a", "take blue-b",
                            "take orange-1", "take orange-2"};
    for (size_t i = 0; i < sizeof centre / sizeof centre[0]; i++)
        assert_true(test_is_legal(&g, centre[i]));

    /* Later turns: the taken die goes to the depot, its partner stays in the centre. */
    test_do(&g, "take blue-b");                              /* conch: field 4 money:3 */
    assert_int_equal(g.die_at[DIE_BLUE_B], DIE_AT_SEAT + 2);
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_CENTRE);
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    assert_int_equal(game_river_position(&g.player[2]), 4);
    assert_pending(&g, "money:3");
    test_step(&g, "bonus 1", "money 3", NULL);
    assert_int_equal(g.to_act, 0);                           /* seat order wraps round */
    test_refused(&g, "take blue-b", "R2.3");
    test_do(&g, "take blue-a");
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_ORANGE_1], DIE_AT_CENTRE);
}

static void test_R2_4_three_to_five_players_have_one_turn_each(void **state)
{
    (void)state;
    const char *dice[] = {"purple-1", "blue-a", "blue-b", "orange-1", "green-1"};
    for (int n = 3; n <= 5; n++) {
        int first = n - 1;
        Game g = test_game(n, "sun", first);
        test_do(&g, ROLL);
        for (int i = 0; i < n; i++) {
            assert_int_equal(g.round, 1);
            assert_int_equal(g.turn, i);
            int seat = (first + i) % n;
            assert_int_equal(g.to_act, seat);
            test_take_and_finish(&g, dice[i]);
            if (i + 1 < n) {
                /* The seat's one die lies on its depot until the round ends. */
                int taken = 0;
                for (int d = 0; d < DIE_COUNT; d++)
                    taken += g.die_at[d] == DIE_AT_SEAT + seat;
                assert_int_equal(taken, 1);
                assert_int_equal(g.die_at[die_from_name(dice[i])], DIE_AT_SEAT + seat);
            }
        }
        assert_int_equal(g.round, 2);
        assert_int_equal(g.waiting, WAIT_ROLL);
        assert_int_equal(g.holder, 0);
        assert_int_equal(g.to_act, 0);
    }
}

static void test_R2_4_two_players_play_holder_other_holder_other(void **state)
{
    (void)state;
    Game g = test_rolled_from(2, "sun", 1, ROLL);
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.turn, 0);
    assert_false(test_is_legal(&g, "karma blue-a"));
    test_take_and_finish(&g, "purple-1");
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.turn, 1);
    test_take_and_finish(&g, "blue-a");
    assert_int_equal(g.round, 1);
    assert_int_equal(g.to_act, 1);                           /* the holder again */
    assert_int_equal(g.turn, 2);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    assert_true(test_is_legal(&g, "karma blue-b"));          /* holder's second turn */
    assert_true(test_is_legal(&g, "karma orange-1"));
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    test_take_and_finish(&g, "blue-b");
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.turn, 3);
    test_take_and_finish(&g, "orange-1");
    assert_int_equal(g.round, 2);
    assert_int_equal(g.waiting, WAIT_ROLL);
    assert_int_equal(g.holder, 0);
    assert_int_equal(g.die_at[DIE_PURPLE_1], DIE_AT_CENTRE);
    assert_int_equal(g.die_at[DIE_ORANGE_1], DIE_AT_CENTRE);
}

static void test_R2_5_a_die_without_effect_may_be_taken(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    /* Seat 1 has used Raja Man Singh three times; seat 2's boat is at the river's end,
     * reached by three flags (5, 11, 18). */
    g.player[1].palace[PERSON_RAJA] = 3;
    g.player[2].river_marked = (1u << 5) | (1u << 11) | (1u << 18);
    test_do(&g, ROLL);
    test_take_and_finish(&g, "purple-1");

    assert_int_equal(g.to_act, 1);
    assert_true(test_is_legal(&g, "take orange-1"));         /* raja: cannot be used */
    Player before = g.player[1];
    test_do(&g, "take orange-1");
    assert_memory_equal(&before, &g.player[1], sizeof before);
    assert_int_equal(g.die_at[DIE_ORANGE_1], DIE_AT_SEAT + 1);
    assert_int_equal(g.to_act, 2);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    assert_pending(&g, "-");

    assert_true(test_is_legal(&g, "take blue-a"));           /* lotus: none right of 18 */
    before = g.player[2];
    test_do(&g, "take blue-a");
    assert_memory_equal(&before, &g.player[2], sizeof before);
    assert_int_equal(g.die_at[DIE_BLUE_A], DIE_AT_CENTRE);   /* round over: back in the centre */
    assert_int_equal(g.round, 2);
}

static void test_R2_5_a_die_action_cannot_be_declined(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_do(&g, "take green-1");                             /* curve */
    assert_int_equal(g.step.kind, STEP_ROAD);
    assert_int_equal(g.step.from_bonus, 0);
    test_refused(&g, "done", "R2.5");
    assert_false(test_is_legal(&g, "done"));
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(&g, test_sheets(), legal);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_int_equal(legal[i].kind, ACT_ROAD);
    assert_true(test_is_legal(&g, "road C2 ES"));
    test_do(&g, "road D1 NE");                               /* Md2: nothing owned to sell */
    assert_int_equal(g.player[0].road[test_field("D1")], test_edges("NE"));
    assert_int_equal(g.to_act, 1);

    /* Raja: the upgrade must be chosen too. */
    test_step(&g, "take orange-1", "money 1", NULL);
    assert_int_equal(g.step.kind, STEP_UPGRADE);
    test_refused(&g, "done", "R2.5");
    test_do(&g, "upgrade garden");
    assert_int_equal(g.player[1].upgrade[TYPE_GARDEN], 2);
    assert_int_equal(g.to_act, 2);
}

static void test_R2_6_round_end_returns_dice_and_passes_the_elephant(void **state)
{
    (void)state;
    Game g = test_rolled_from(3, "sun", 2, ROLL);
    test_take_and_finish(&g, "orange-2");
    test_take_and_finish(&g, "purple-1");
    assert_int_equal(g.round, 1);
    test_take_and_finish(&g, "blue-b");
    assert_int_equal(g.round, 2);
    for (int d = 0; d < DIE_COUNT; d++)
        assert_int_equal(g.die_at[d], DIE_AT_CENTRE);
    assert_int_equal(g.holder, 0);                           /* next seat after 2 */
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.turn, 0);
    assert_int_equal(g.waiting, WAIT_ROLL);
    assert_int_equal(game_actor(&g), GAME_CHANCE);
    test_refused(&g, "take purple-1", "R2.1");

    test_do(&g, "roll silk+silk tea+tea straight half+half fish peacock maharani merchant");
    assert_int_equal(g.die_face[DIE_PURPLE_1], FACE_SILK_SILK);
    assert_int_equal(g.die_face[DIE_ORANGE_2], FACE_MERCHANT);
    assert_int_equal(game_actor(&g), 0);
    assert_false(test_is_legal(&g, "karma purple-1"));       /* a new first turn */
    test_do(&g, "take purple-2");                            /* tea+tea */
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_PURPLE_1], DIE_AT_ELEPHANT);
    assert_goods_marked(&g.player[0], "tea 3, silk 1");       /* 1 from round 1's tea+silk */
    assert_int_equal(g.to_act, 1);
}

TEST_MAIN(
    cmocka_unit_test(test_R1_1_two_to_five_players),
    cmocka_unit_test(test_R1_1_every_player_uses_the_side_chosen_at_setup),
    cmocka_unit_test(test_R1_2_eight_dice_two_of_each_colour),
    cmocka_unit_test(test_R1_3_starting_player_holds_the_elephant_and_starts),
    cmocka_unit_test(test_R1_3_starting_player_must_be_a_seat),
    cmocka_unit_test(test_R1_3_elephant_passes_to_the_next_seat_every_round),
    cmocka_unit_test(test_R1_4_every_player_starts_with_one_karma_and_the_printed_marks),
    cmocka_unit_test(test_R2_1_round_begins_with_the_holder_rolling_all_eight_dice),
    cmocka_unit_test(test_R2_1_random_roll_gives_every_die_one_of_its_faces),
    cmocka_unit_test(test_R2_2_holder_takes_a_die_and_its_partner_goes_on_the_elephant),
    cmocka_unit_test(test_R2_2_holder_carries_out_the_die_then_the_pending_bonuses),
    cmocka_unit_test(test_R2_3_following_players_take_a_centre_die_in_seat_order),
    cmocka_unit_test(test_R2_4_three_to_five_players_have_one_turn_each),
    cmocka_unit_test(test_R2_4_two_players_play_holder_other_holder_other),
    cmocka_unit_test(test_R2_5_a_die_without_effect_may_be_taken),
    cmocka_unit_test(test_R2_5_a_die_action_cannot_be_declined),
    cmocka_unit_test(test_R2_6_round_end_returns_dice_and_passes_the_elephant)
)
