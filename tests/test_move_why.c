/* test_move_why.c — the puzzle card's sentence why the best move beats another (move_why.h,
 * docs/puzzles.md), headless, in English:
 *   a karma spent against a die taken and the other way round (R8.2), a die kept against
 *   another roll and the other way round (R8.3), each said by its dice, exactly;
 *   a road die against a goods die: the goods come at once, but by the end of the turn the
 *   road builds a building for its fame (R5.7), exactly;
 *   the turn's look ends at a karma's roll and at the turn's end (move_why_turn);
 *   of the shipped puzzles, against the runner-up, the general sentence ("its position wins
 *   more often …") is the one said for fewer than one in ten (the share and the count of each
 *   sentence are printed: 22 of 387 when written, 160 before these sentences). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"
#include "language.h"
#include "move_why.h"
#include "puzzle_set.h"
#include "position.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a lotus,
 * blue-b conch, orange-1 raja, orange-2 builder. */
static const char *const ROLL = "roll tea+silk spice+spice curve straight lotus conch raja builder";

static Action act(const Game *g, const char *text)
{
    Action a;
    Refusal why;
    const char *bad = NULL;
    if (!action_parse(text, &a, &bad) || !game_check(g, test_sheets(), &a, &why)) fail_msg("not legal here: %s", text);
    return a;
}

/* Why `best` rather than `other`: the kind of reason, and its sentence. */
static void assert_said(const Game *g, const char *best, const char *other, MoveWhy kind, const char *sentence)
{
    Action b = act(g, best), o = act(g, other);
    char buf[300];
    assert_int_equal(move_why(test_lang(), g, test_sheets(), &b, &o, buf, sizeof buf), kind);
    assert_string_equal(buf, sentence);
}

/* Why a rather than b (kind_ab, sentence ab), and why b rather than a (kind_ba, ba). */
static void assert_said_both_ways(const Game *g, const char *a, const char *b, MoveWhy kind_ab, const char *ab,
                                  MoveWhy kind_ba, const char *ba)
{
    assert_said(g, a, b, kind_ab, ab);
    assert_said(g, b, a, kind_ba, ba);
}

/* Three players on the sun side, seat 0 holding the elephant, the dice rolled; seat 0 has
 * taken purple-1, so purple-2 (spice + spice) is on the elephant and seat 1 may use karma. */
static Game second_turn(void)
{
    Game g = test_game(3, "sun", 0);
    test_do(&g, ROLL);
    test_do(&g, "take purple-1");
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.die_at[DIE_PURPLE_2], DIE_AT_ELEPHANT);
    return g;
}

static void test_R8_2_a_karma_against_a_die_said_by_the_dice(void **state)
{
    (void)state;
    Game g = second_turn();
    assert_said_both_ways(&g, "karma green-1", "take green-2", MOVE_WHY_KARMA_ROLL,
                          "A karma rolls the purple spice + spice and the green curve again: that can give a "
                          "better face than any die left to take.",
                          MOVE_WHY_KARMA_TAKE,
                          "It takes the green straight: that does more than a karma spent on a new roll.");
    assert_said(&g, "karma green-1", "karma blue-a", MOVE_WHY_KARMA_ROLL,
                "A karma is better spent rolling the green curve again than the blue lotus.");
}

static void test_R8_3_a_die_kept_against_another_roll(void **state)
{
    (void)state;
    Game g = second_turn();
    g.player[1].karma_circled = 3;   /* karma left for another roll after the first */
    test_do(&g, "karma green-1");
    test_do(&g, "roll tea+tea curve");   /* the elephant's purple-2, then green-1 */
    assert_int_equal(g.step.kind, STEP_KARMA_KEEP);
    assert_said_both_ways(&g, "keep purple-2", "reroll", MOVE_WHY_KEEP,
                          "It keeps the purple tea + tea: that does more than another karma for another roll.",
                          MOVE_WHY_REROLL,
                          "Another karma for another roll can give a better face than the purple tea + tea.");
}

/* The goods die gains two goods at once; the road die gains nothing at once, but its road
 * builds a field by the end of the turn (R5.7), and the sentence says that. */
static void test_R5_7_a_road_that_builds_by_the_end_of_the_turn(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL);
    Action road = act(&g, "take green-1"), goods = act(&g, "take purple-1");
    Game end;
    assert_true(move_why_turn(&g, test_sheets(), &road, &end));
    /* The curve builds a field beside the residence; its building scores its type's value,
     * 1 (R5.7, R6.2). */
    assert_int_equal(end.player[0].fame, 1);
    assert_true(move_why_turn(&g, test_sheets(), &goods, &end));
    assert_int_equal(end.player[0].fame, 0);
    /* The goods die the other way round: its goods come at once. */
    assert_said_both_ways(&g, "take green-1", "take purple-1", MOVE_WHY_TURN, "By the end of your turn it gains 1 fame more.",
                          MOVE_WHY_NOW, "It gains 2 goods more to sell.");
}

/* The turn's look stops at a roll (the karma's) and at the turn's end, where the next seat
 * is to act. */
static void test_the_turn_looked_at_ends_at_a_roll_or_the_turns_end(void **state)
{
    (void)state;
    Game g = second_turn(), end;
    Action karma = act(&g, "karma green-1"), take = act(&g, "take blue-a");
    assert_true(move_why_turn(&g, test_sheets(), &karma, &end));
    assert_int_equal(game_actor(&end), GAME_CHANCE);
    assert_int_equal(end.player[1].karma_crossed, 1);
    assert_true(move_why_turn(&g, test_sheets(), &take, &end));
    assert_int_equal(end.to_act, 1);   /* the game as seat 1's turn left it */
    assert_true(game_river_position(&end.player[1]) > 0);
    assert_int_equal(end.pending_count, 0);
    Action bad = act(&g, "take blue-a");
    bad.arg[0] = DIE_PURPLE_1;   /* taken already */
    assert_false(move_why_turn(&g, test_sheets(), &bad, &end));
}

static void test_the_shipped_puzzles_rarely_get_the_general_sentence(void **state)
{
    (void)state;
    char dir[1024], err[1024], buf[300];
    PuzzleSet set;
    if (!data_find(dir, sizeof dir, err, sizeof err)) fail_msg("%s", err);
    if (!puzzle_set_read(&set, test_sheets(), dir, err, sizeof err)) fail_msg("%s", err);
    int general = 0, kinds[MOVE_WHY_GENERAL + 1] = {0};
    for (int i = 0; i < set.count; i++) {
        const PuzzleEntry *e = &set.entry[i];
        MoveWhy k = move_why(test_lang(), &e->before, test_sheets(), &e->best[0], &e->option[1].action, buf, sizeof buf);
        kinds[k]++;
        general += k == MOVE_WHY_GENERAL;
    }
    printf("the general sentence: %d of %d shipped puzzles (%.1f %%); by kind:", general, set.count,
           100.0 * general / set.count);
    for (int k = 0; k <= MOVE_WHY_GENERAL; k++) printf(" %d", kinds[k]);
    printf("\n");
    assert_true(set.count >= 300);
    assert_true(general * 10 < set.count);
    puzzle_set_free(&set);
}

TEST_MAIN(
    cmocka_unit_test(test_R8_2_a_karma_against_a_die_said_by_the_dice),
    cmocka_unit_test(test_R8_3_a_die_kept_against_another_roll),
    cmocka_unit_test(test_R5_7_a_road_that_builds_by_the_end_of_the_turn),
    cmocka_unit_test(test_the_turn_looked_at_ends_at_a_roll_or_the_turns_end),
    cmocka_unit_test(test_the_shipped_puzzles_rarely_get_the_general_sentence)
)
