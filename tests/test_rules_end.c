/* test_rules_end.c — docs/rules.md R3: the fame and money tracks and the end of the game.
 *
 * R3.1 race position 2 × fame + money, overlap against the sheet's crossing value; R3.2 the
 * track caps (fame 45, money 90); R3.3 track bonuses gained once when reached or passed,
 * several at once when one gain passes several fields; R3.4 the end trigger, played to the
 * end of the round (3–5 players) or of the pass (2 players); R3.5 the ranking by overlap,
 * karma circled, karma crossed, with shared places; R3.6 the end when round 40 ends.
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §5 river  sun 1 lotus money:2, 3 fish fame:1, 17 boat fame:3, 18 flag fame:4+money:4;
 *             moon 14 fish money:6
 *   §7 tracks sun fame 4 money:2, 8 karma; money 6 goods-diff:1, 12 half-road;
 *             moon money 5 fame:1, 10 goods-diff:2; crossing 80, fame 45, money 90
 *   §3        sun D2 residence N,E,W; D3 fort
 * Fame, money, karma and river marks of later positions are set directly; each such position
 * is reachable by the dice. */
#include <stdio.h>
#include <string.h>

#include "rule_step.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a and
 * blue-b as given, orange-1 raja, orange-2 builder. */
#define ROLL_BLUE(a, b) "roll tea+silk spice+spice curve straight " a " " b " raja builder"
static const char *const ROLL = ROLL_BLUE("lotus", "conch");

/* The seat to act has race 78 (fame 39) and takes blue-a (lotus: river 1, money:2): the
 * bonus brings it to exactly 80, the crossing value. Sun only (moon river 1 is a fish). */
static void cross_now(Game *g)
{
    Player *p = &g->player[g->to_act];
    p->fame = 39;
    p->money = 0;
    p->river_marked = 0;
    test_step(g, "take blue-a", "", "money:2");
    assert_int_equal(g->end_triggered, 0);
    int seat = g->to_act;
    test_do(g, "bonus 1");
    assert_int_equal(game_race(g, seat), 80);
    assert_int_equal(game_overlap(g, test_sheets(), seat), 0);
}

static void assert_over(const Game *g)
{
    assert_int_equal(g->waiting, WAIT_OVER);
    assert_true(game_over(g));
    assert_int_equal(game_actor(g), GAME_NOBODY);
    Action legal[GAME_MAX_LEGAL];
    assert_int_equal(game_legal(g, test_sheets(), legal), 0);
}

static void assert_not_over(const Game *g)
{
    assert_false(game_over(g));
    assert_true(game_actor(g) != GAME_NOBODY);
}

/* ---- R3.1 race position and overlap ------------------------------------------------ */

static void test_R3_1_race_position_is_twice_fame_plus_money(void **state)
{
    (void)state;
    const Sheet *sun = &test_sheets()->sheet[test_side("sun")];
    const Sheet *moon = &test_sheets()->sheet[test_side("moon")];
    assert_int_equal(sun->crossing, 80);
    assert_int_equal(moon->crossing, 80);

    Game g = test_game(3, "moon", 0);
    test_set_marks(&g.player[0], "fame 12, money 7");
    test_set_marks(&g.player[1], "fame 30, money 25");
    test_set_marks(&g.player[2], "fame 45, money 90");
    assert_int_equal(game_race(&g, 0), 31);
    assert_int_equal(game_overlap(&g, test_sheets(), 0), -49);   /* negative before crossing */
    assert_int_equal(game_race(&g, 1), 85);
    assert_int_equal(game_overlap(&g, test_sheets(), 1), 5);
    assert_int_equal(game_race(&g, 2), 180);                     /* both tracks at their ends */
    assert_int_equal(game_overlap(&g, test_sheets(), 2), 100);
}

static void test_R3_1_fame_counts_double_in_play(void **state)
{
    (void)state;
    /* Sun river 3 (fish) yields fame:1: race +2; river 1 (lotus) yields money:2: race +2. */
    Game g = test_rolled(3, "sun", ROLL_BLUE("fish", "conch"));
    g.player[0].river_marked = 1u << 2;
    test_step(&g, "take blue-a", "", "fame:1");
    test_do(&g, "bonus 1");
    assert_marks(&g.player[0], "fame 1, money 0");
    assert_int_equal(game_race(&g, 0), 2);
    assert_int_equal(game_overlap(&g, test_sheets(), 0), -78);
}

/* ---- R3.2 caps -------------------------------------------------------------------- */

static void test_R3_2_fame_and_money_are_capped_at_the_track_ends(void **state)
{
    (void)state;
    /* Sun river 18 (flag) yields fame:4+money:4; the boat is on 17. */
    Game g = test_rolled(3, "sun", ROLL_BLUE("flag", "conch"));
    g.player[0].river_marked = 1u << 17;
    test_set_marks(&g.player[0], "fame 43, money 88");
    test_do(&g, "take blue-a");
    assert_int_equal(game_river_position(&g.player[0]), 18);
    assert_pending(&g, "fame:4 money:4");
    test_step(&g, "bonus 1", "fame 45", NULL);                /* 47: 2 points lost */
    test_step(&g, "bonus 1", "money 90", NULL);               /* 92: 2 points lost */
    assert_int_equal(game_race(&g, 0), 180);
    assert_int_equal(g.to_act, 1);
}

static void test_R3_2_a_fame_bonus_at_the_cap_is_lost(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_BLUE("flag", "conch"));
    g.player[0].river_marked = 1u << 17;
    test_set_marks(&g.player[0], "fame 45, money 4");
    test_step(&g, "take blue-a", "", "fame:4 money:4");
    test_refused(&g, "bonus 1", "R9.3");                      /* nothing left to gain */
    assert_false(test_is_legal(&g, "bonus 1"));
    assert_true(test_is_legal(&g, "bonus 2"));
    test_step(&g, "bonus 2", "money 8", "fame:4 goods-diff:1"); /* passes 6: goods-diff:1 */
    test_refused(&g, "decline 2", "R9.4");                    /* usable: it must be used */
    test_play(&g, "bonus 2 | goods tea");
    /* Only the unusable fame bonus is left: it lapses and the turn ends (R9.3, R9.4). */
    assert_int_equal(g.lapsed_count, 1);
    assert_int_equal(g.lapsed[0].kind, BONUS_FAME);
    assert_int_equal(g.player[0].fame, 45);
    assert_int_equal(g.to_act, 1);
    assert_pending(&g, "-");
}

/* ---- R3.3 track bonuses ------------------------------------------------------------ */

static void test_R3_3_reaching_a_track_bonus_field_gains_it(void **state)
{
    (void)state;
    /* Money 4 + money:2 lands exactly on 6: goods-diff:1. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].money = 4;
    test_play(&g, "take blue-a | bonus 1");
    assert_int_equal(g.player[0].money, 6);
    assert_pending(&g, "goods-diff:1");
    test_play_to_step(&g, "bonus 1", STEP_GOODS_DIFF);
    test_do(&g, "goods spice");
    assert_int_equal(g.player[0].goods_circled[GOOD_SPICE], 1);
    assert_int_equal(g.to_act, 1);
}

static void test_R3_3_a_track_bonus_is_gained_once(void **state)
{
    (void)state;
    /* Money already on 6: moving on to 8 passes no bonus field. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].money = 6;
    test_play(&g, "take blue-a | bonus 1");
    assert_int_equal(g.player[0].money, 8);
    assert_turn_passed(&g);
}

static void test_R3_3_passing_a_field_gains_its_bonus(void **state)
{
    (void)state;
    /* Money 5 + money:2 = 7 passes 6 without landing on it. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].money = 5;
    test_play(&g, "take blue-a | bonus 1");
    assert_int_equal(g.player[0].money, 7);
    assert_pending(&g, "goods-diff:1");
}

static void test_R3_3_several_fields_passed_at_once(void **state)
{
    (void)state;
    /* Moon: money 4 + money:6 (river 14) = 10 passes 5 (fame:1) and reaches 10 (goods-diff:2);
     * the fame:1 from field 5 then passes nothing (moon fame 5 needs fame 5). */
    Game g = test_rolled(3, "moon", ROLL_BLUE("fish", "conch"));
    g.player[0].money = 4;
    g.player[0].river_marked = 1u << 13;
    test_do(&g, "take blue-a");
    assert_int_equal(game_river_position(&g.player[0]), 14);
    assert_pending(&g, "money:6");
    test_step(&g, "bonus 1", "money 10", "fame:1 goods-diff:2");
    test_step(&g, "bonus 1", "fame 1", "goods-diff:2");
}

static void test_R3_3_building_fame_passes_fame_track_fields(void **state)
{
    (void)state;
    /* Building fame is not a bonus (R5.7), but the fame track field it reaches is (R9.1):
     * sun fame 3 + fort (value 1) = 4: money:2 pending. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].fame = 3;
    test_do(&g, "take green-2");                              /* straight */
    test_step(&g, "road D3 EW", "fame 4", "money:2");
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
}

static void test_R3_3_one_yield_passes_fields_on_both_tracks(void **state)
{
    (void)state;
    /* Sun river 18: fame 6 + 4 = 10 passes 8 (karma); money 10 + 4 = 14 passes 12 (half-road). */
    Game g = test_rolled(3, "sun", ROLL_BLUE("flag", "conch"));
    g.player[0].river_marked = 1u << 17;
    test_set_marks(&g.player[0], "fame 6, money 10");
    test_play(&g, "take blue-a | bonus 2");
    assert_int_equal(g.player[0].money, 14);
    assert_pending(&g, "fame:4 half-road");
    test_step(&g, "bonus 1", "fame 10", "half-road karma");
    test_step(&g, "bonus 2", "circled 2", NULL);
    /* The half-road has no field to go on (the residence's only open edge, D2S, is border
     * without a bonus): it is lost and the turn ends (R9.3). */
    assert_int_equal(g.to_act, 1);
    assert_pending(&g, "-");
}

/* ---- R3.4 the end ------------------------------------------------------------------ */

static void test_R3_4_three_players_play_the_round_to_its_end(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    cross_now(&g);                                            /* seat 0, turn 0 */
    assert_int_equal(g.end_triggered, 1);
    assert_not_over(&g);
    assert_int_equal(g.to_act, 1);
    test_take_and_finish(&g, "purple-1");
    assert_not_over(&g);
    assert_int_equal(g.to_act, 2);
    test_take_and_finish(&g, "purple-2");
    assert_over(&g);
    assert_int_equal(g.round, 1);
    assert_int_equal(g.turn, 3);
}

static void test_R3_4_crossing_on_the_last_turn_of_the_round_ends_at_once(void **state)
{
    (void)state;
    Game g = test_rolled_from(3, "sun", 1, ROLL);
    test_take_and_finish(&g, "purple-1");                          /* seat 1 */
    test_take_and_finish(&g, "orange-1");                          /* seat 2 */
    assert_int_equal(g.to_act, 0);
    cross_now(&g);                                            /* seat 0, the round's last turn */
    assert_over(&g);
    assert_int_equal(g.round, 1);
}

static void test_R3_4_below_the_crossing_value_nothing_ends(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    test_set_marks(&g.player[0], "fame 38, money 1");
    test_play(&g, "take blue-a | bonus 1");
    assert_int_equal(game_race(&g, 0), 79);
    assert_int_equal(g.end_triggered, 0);
    test_take_and_finish(&g, "purple-1");
    test_take_and_finish(&g, "purple-2");
    assert_not_over(&g);
    assert_int_equal(g.round, 2);
    assert_int_equal(g.waiting, WAIT_ROLL);
}

static void test_R3_4_four_players_play_the_round_to_its_end(void **state)
{
    (void)state;
    Game g = test_rolled_from(4, "sun", 2, ROLL);
    test_take_and_finish(&g, "purple-1");                          /* seat 2, turn 0 */
    assert_int_equal(g.to_act, 3);
    cross_now(&g);                                            /* seat 3, turn 1 */
    assert_int_equal(g.end_triggered, 1);
    assert_int_equal(g.to_act, 0);
    test_take_and_finish(&g, "green-1");                           /* seat 0, turn 2 */
    assert_not_over(&g);
    assert_int_equal(g.to_act, 1);
    test_take_and_finish(&g, "orange-1");                          /* seat 1, turn 3 */
    assert_over(&g);
    assert_int_equal(g.round, 1);
}

static void test_R3_4_five_players_play_the_round_to_its_end(void **state)
{
    (void)state;
    Game g = test_rolled_from(5, "sun", 4, ROLL);
    test_take_and_finish(&g, "purple-1");                          /* seat 4 */
    test_take_and_finish(&g, "orange-1");                          /* seat 0 */
    cross_now(&g);                                            /* seat 1, turn 2 */
    assert_int_equal(g.end_triggered, 1);
    test_take_and_finish(&g, "green-1");                           /* seat 2 */
    assert_not_over(&g);
    test_take_and_finish(&g, "green-2");                           /* seat 3 */
    assert_over(&g);
    assert_int_equal(g.turn, 5);
}

static void test_R3_4_two_players_end_with_the_first_pass(void **state)
{
    (void)state;
    /* Crossing on the holder's first turn: the other plays, then the pass and game end. */
    Game g = test_rolled(2, "sun", ROLL);
    cross_now(&g);                                            /* seat 0, turn 0 */
    assert_int_equal(g.end_triggered, 1);
    assert_not_over(&g);
    assert_int_equal(g.to_act, 1);
    test_take_and_finish(&g, "purple-1");                          /* seat 1, turn 1 */
    assert_over(&g);
    assert_int_equal(g.turn, 2);                              /* the second pass is not played */
}

static void test_R3_4_two_players_end_with_the_second_pass(void **state)
{
    (void)state;
    Game g = test_rolled(2, "sun", ROLL);
    test_take_and_finish(&g, "purple-1");                          /* seat 0, turn 0 */
    test_take_and_finish(&g, "orange-1");                          /* seat 1, turn 1 */
    assert_not_over(&g);
    cross_now(&g);                                            /* seat 0, turn 2 */
    assert_not_over(&g);
    assert_int_equal(g.to_act, 1);
    test_take_and_finish(&g, "green-1");                           /* seat 1, turn 3 */
    assert_over(&g);
    assert_int_equal(g.round, 1);

    /* Crossing on the other's turn that closes a pass ends the game at once. */
    Game h = test_rolled_from(2, "sun", 1, ROLL);
    test_take_and_finish(&h, "purple-1");                          /* seat 1, turn 0 */
    cross_now(&h);                                            /* seat 0, turn 1 */
    assert_over(&h);
    assert_int_equal(h.turn, 2);
}

static void test_R3_4_any_players_crossing_triggers_the_end(void **state)
{
    (void)state;
    /* A player not on turn who has crossed (reached by an earlier turn) triggers it too:
     * the check is made for every seat when a turn ends. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[2].fame = 40;
    test_take_and_finish(&g, "purple-1");
    assert_int_equal(g.end_triggered, 1);
    test_take_and_finish(&g, "blue-a");
    assert_not_over(&g);
    test_take_and_finish(&g, "blue-b");
    assert_over(&g);
}

static void test_R3_6_the_game_ends_when_round_40_ends(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    g.round = GAME_LAST_ROUND - 1;
    test_do(&g, ROLL);
    test_take_and_finish(&g, "purple-1");
    test_take_and_finish(&g, "blue-a");
    test_take_and_finish(&g, "blue-b");
    assert_not_over(&g);
    assert_int_equal(g.round, GAME_LAST_ROUND);
    test_do(&g, ROLL);
    test_take_and_finish(&g, "purple-1");
    test_take_and_finish(&g, "blue-a");
    assert_not_over(&g);
    test_take_and_finish(&g, "blue-b");
    assert_over(&g);
    assert_int_equal(g.end_triggered, 0);
}

static void test_R3_4_nothing_is_accepted_when_over(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    cross_now(&g);
    test_take_and_finish(&g, "purple-1");
    test_take_and_finish(&g, "purple-2");
    assert_over(&g);
    test_refused(&g, ROLL, "R3.4");
    test_refused_all(&g, "take green-1 | bonus 1", "R3.4");
    assert_false(game_roll_random(&g, test_sheets(), NULL));
}

/* ---- R3.5 ranking ------------------------------------------------------------------ */

static void set_score(Game *g, int seat, int fame, int money, int circled, int crossed)
{
    g->player[seat].fame = (uint8_t)fame;
    g->player[seat].money = (uint8_t)money;
    g->player[seat].karma_circled = (uint8_t)circled;
    g->player[seat].karma_crossed = (uint8_t)crossed;
}

/* The ranking as seat:place from first to last ("1:1 0:2 2:3"); every seat is ranked. */
static void ranking_words(const Game *g, char *buf, size_t cap)
{
    Ranking r;
    game_ranking(g, test_sheets(), &r);
    assert_int_equal(r.count, g->setup.players);
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < r.count; i++)
        len += (size_t)snprintf(buf + len, cap - len, "%s%d:%d", i ? " " : "", r.seat[i], r.place[i]);
}

static void assert_ranking(const Game *g, const char *want)
{
    char buf[128];
    ranking_words(g, buf, sizeof buf);
    assert_string_equal(buf, want);
}

/* R3.5 at the end: each seat's fame, money, karma circled and crossed ("30 22 6 0", seats
 * apart by commas), and the ranking as seat:place from first to last. */
typedef struct {
    const char *name, *side, *scores, *ranking;
} RankingCase;

static const RankingCase RANKINGS[] = {
    /* Races 82 (overlap 2: the most karma does not help), 90 (overlap 10), 80 (0), 79 (-1). */
    {"R3.5 a larger overlap ranks higher", "sun", "30 22 6 0, 20 50 1 0, 40 0 1 0, 10 59 1 0", "1:1 0:2 2:3 3:4"},
    /* Races 13, 14 and 12. */
    {"R3.5 overlap may be negative for everyone", "moon", "5 3 1 0, 6 2 1 0, 0 12 1 0", "1:1 0:2 2:3"},
    /* Equal overlap 4 (fame and money split differently); karma circled decides, the
     * starting karma included, whatever was crossed. */
    {"R3.5 a tie is broken by karma collected", "sun", "40 4 2 2, 30 24 4 0, 20 44 3 3", "1:1 2:2 0:3"},
    {"R3.5 then by karma used", "sun", "42 0 3 1, 41 2 3 3, 40 4 3 2", "1:1 2:2 0:3"},
    /* Races 90, 90 with the same karma (seats 0 and 1 share second), 100, 60 and 60. */
    {"R3.5 players still tied share the place", "sun", "30 30 2 1, 40 10 2 1, 45 10 1 0, 20 20 1 0, 25 10 1 0",
     "2:1 0:2 1:2 3:4 4:4"},
};

static void test_R3_5_the_ranking_by_overlap_then_karma(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof RANKINGS / sizeof RANKINGS[0]; i++) {
        const RankingCase *c = &RANKINGS[i];
        int players = 1;
        for (const char *p = c->scores; *p; p++) players += *p == ',';
        Game g = test_game(players, c->side, 0);
        const char *at = c->scores;
        for (int seat = 0; seat < players; seat++) {
            int fame, money, circled, crossed, used = 0;
            if (sscanf(at, " %d %d %d %d ,%n", &fame, &money, &circled, &crossed, &used) < 4)
                fail_msg("%s: cannot read the scores '%s'", c->name, at);
            set_score(&g, seat, fame, money, circled, crossed);
            at += used;
        }
        char got[128];
        ranking_words(&g, got, sizeof got);
        if (strcmp(got, c->ranking) != 0) fail_msg("%s: ranked %s, not %s", c->name, got, c->ranking);
    }
}

static void test_R3_5_ranking_of_a_finished_game(void **state)
{
    (void)state;
    /* Seat 0 crosses; seats 1 and 2 end behind in seat order of their race. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[2].money = 20;
    cross_now(&g);
    test_take_and_finish(&g, "purple-1");
    test_take_and_finish(&g, "purple-2");
    assert_over(&g);
    assert_ranking(&g, "0:1 2:2 1:3");
}

TEST_MAIN(
    cmocka_unit_test(test_R3_1_race_position_is_twice_fame_plus_money),
    cmocka_unit_test(test_R3_1_fame_counts_double_in_play),
    cmocka_unit_test(test_R3_2_fame_and_money_are_capped_at_the_track_ends),
    cmocka_unit_test(test_R3_2_a_fame_bonus_at_the_cap_is_lost),
    cmocka_unit_test(test_R3_3_reaching_a_track_bonus_field_gains_it),
    cmocka_unit_test(test_R3_3_a_track_bonus_is_gained_once),
    cmocka_unit_test(test_R3_3_passing_a_field_gains_its_bonus),
    cmocka_unit_test(test_R3_3_several_fields_passed_at_once),
    cmocka_unit_test(test_R3_3_building_fame_passes_fame_track_fields),
    cmocka_unit_test(test_R3_3_one_yield_passes_fields_on_both_tracks),
    cmocka_unit_test(test_R3_4_three_players_play_the_round_to_its_end),
    cmocka_unit_test(test_R3_4_crossing_on_the_last_turn_of_the_round_ends_at_once),
    cmocka_unit_test(test_R3_4_below_the_crossing_value_nothing_ends),
    cmocka_unit_test(test_R3_4_four_players_play_the_round_to_its_end),
    cmocka_unit_test(test_R3_4_five_players_play_the_round_to_its_end),
    cmocka_unit_test(test_R3_4_two_players_end_with_the_first_pass),
    cmocka_unit_test(test_R3_4_two_players_end_with_the_second_pass),
    cmocka_unit_test(test_R3_4_any_players_crossing_triggers_the_end),
    cmocka_unit_test(test_R3_6_the_game_ends_when_round_40_ends),
    cmocka_unit_test(test_R3_4_nothing_is_accepted_when_over),
    cmocka_unit_test(test_R3_5_the_ranking_by_overlap_then_karma),
    cmocka_unit_test(test_R3_5_ranking_of_a_finished_game)
)
