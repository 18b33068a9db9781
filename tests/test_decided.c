/* test_decided.c — a decided game's chances are exact (bot_decided, decided.c; docs/bots.md,
 * "Decided games").
 *
 * R3.4: once a player's tracks have crossed, the current pass (2 players) or round (3–5) is
 * played to its end, so the turns left are known; R3.5: the ranking by overlap, karma
 * circled, karma crossed, tied seats sharing the place. A seat that no sequence of the
 * turns left can catch is the winner for certain: every chance shown is then 1 for it and 0
 * for the others (a shared first place: its share) — bot_win_chance, the story's points,
 * the hint's values (bot_explain), the review's losses. Positions are built with a fixed
 * roll; fame and money are set directly (each position is reachable by the dice).
 *
 * Sheet values relied on (docs/sheet-format.md): crossing 80 on both sides; fame track cap
 * 45, money 90 (§7). */
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "review.h"
#include "session.h"
#include "story.h"
#include "support.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a lotus,
 * blue-b conch, orange-1 raja, orange-2 builder. */
static const char *const ROLL = "roll tea+silk spice+spice curve straight lotus conch raja builder";

/* Takes a die and finishes the turn, every open decision taking its first legal action. */
static void take_and_finish(Game *g, const char *die)
{
    int seat = g->to_act, turn = g->turn;
    char text[64];
    snprintf(text, sizeof text, "take %s", die);
    test_do(g, text);
    while (g->waiting == WAIT_ACTION && g->to_act == seat && g->turn == turn) {
        Action legal[GAME_MAX_LEGAL];
        assert_true(game_legal(g, test_sheets(), legal) > 0);
        Refusal why;
        assert_true(game_apply(g, test_sheets(), &legal[0], &why));
    }
}

static void set_race(Game *g, int seat, int fame, int money)
{
    g->player[seat].fame = (uint8_t)fame;
    g->player[seat].money = (uint8_t)money;
}

/* 2 players: seat 1 (the holder, first) has played its turn of the second pass and crossed
 * (race 80, R3.1); seat 0 takes the pass's last turn (R3.4) and is `short` race points
 * behind. */
static Game last_pass(const char *side, int short_by)
{
    Game g = test_game(2, side, 1);
    test_do(&g, ROLL);
    take_and_finish(&g, "purple-1");    /* holder, first pass (purple-2 to the elephant) */
    take_and_finish(&g, "green-1");     /* other, first pass */
    take_and_finish(&g, "orange-1");    /* holder, second pass */
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.turn, 3);
    set_race(&g, 1, 40, 0);
    g.end_triggered = 1;                /* seat 1's tracks crossed in its turn (R3.4) */
    int race = 80 - short_by;
    set_race(&g, 0, race / 2, race % 2);
    return g;
}

/* R3.4, R3.5: 62 race points short with one turn left, no move can win (the case of the
 * hint that read "best: 11 %"). Every figure is exact: the story's, the hint's and the
 * hint's list of moves. */
static void decided_last_pass(const char *side)
{
    Game g = last_pass(side, 62);
    assert_true(bot_win_chance(&g, test_sheets(), 0) == 0.0);
    assert_true(bot_win_chance(&g, test_sheets(), 1) == 1.0);
    BotConfig c = bot_config_default(7);
    c.iterations = 4;
    c.threads = 1;
    BotChoice hint[GAME_MAX_LEGAL];
    int n = bot_explain(&g, test_sheets(), BOT_HARD, &c, hint, GAME_MAX_LEGAL);
    assert_true(n > 1);
    for (int i = 0; i < n; i++)
        assert_true(hint[i].value == 0.0);
    double share[GAME_MAX_PLAYERS];
    assert_true(bot_decided(&g, test_sheets(), share));
    assert_true(share[0] == 0.0 && share[1] == 1.0);
}

/* R3.4, R3.5 on the side the case gives (main(): a case for each side, named by it). */
static void test_R3_4_R3_5_two_players_out_of_reach_is_exact(void **state)
{
    decided_last_pass(*state);
}

/* R3.4: with the trailing seat one race point short, its last turn can still tie or pass
 * the crossed seat (the river's lotus, money 2 on sun, is still on the table): not decided, and the chances stay estimates. */
static void test_R3_4_one_point_short_is_not_decided(void **state)
{
    (void)state;
    Game g = last_pass("sun", 1);
    double share[GAME_MAX_PLAYERS];
    assert_false(bot_decided(&g, test_sheets(), share));
    double c = bot_win_chance(&g, test_sheets(), 0);
    assert_true(c > 0.0 && c < 1.0);
}

/* R3.4: before anybody's tracks have crossed, the turns left are not bounded, so nothing
 * is decided, however far ahead a seat is. */
static void test_R3_4_nothing_decided_before_the_trigger(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    test_do(&g, ROLL);
    set_race(&g, 0, 39, 0);
    set_race(&g, 1, 0, 0);
    double share[GAME_MAX_PLAYERS];
    assert_false(bot_decided(&g, test_sheets(), share));
    assert_true(bot_win_chance(&g, test_sheets(), 1) > 0.0);
}

/* 4 players: seat 0 (the holder) has crossed in its turn; seats 1 and 2 have played, seat 3
 * takes the round's last turn (R3.4: the round is played to its end). */
static Game last_turn_of_four(const char *side)
{
    Game g = test_game(4, side, 0);
    test_do(&g, ROLL);
    take_and_finish(&g, "purple-1");
    take_and_finish(&g, "green-1");
    take_and_finish(&g, "blue-b");
    assert_int_equal(g.to_act, 3);
    g.end_triggered = 1;
    set_race(&g, 0, 45, 5);     /* race 95 */
    set_race(&g, 1, 20, 10);
    set_race(&g, 2, 30, 0);
    set_race(&g, 3, 10, 20);    /* race 40: 55 short with one turn */
    return g;
}

static void decided_four(const char *side)
{
    Game g = last_turn_of_four(side);
    for (int seat = 0; seat < 4; seat++)
        assert_true(bot_win_chance(&g, test_sheets(), seat) == (seat == 0 ? 1.0 : 0.0));
    double share[GAME_MAX_PLAYERS];
    assert_true(bot_decided(&g, test_sheets(), share));
    assert_true(share[0] == 1.0 && share[1] == 0.0 && share[2] == 0.0 && share[3] == 0.0);
}

static void test_R3_4_R3_5_four_players_last_turn_is_exact(void **state)
{
    decided_four(*state);
}

/* R3.5: two seats tied on overlap and karma that cannot move any more (their turns are
 * played), the last seat far behind: a shared first place, each tied seat's chance is its
 * share, 1/2. */
static void test_R3_5_shared_first_place_reads_its_share(void **state)
{
    (void)state;
    Game g = last_turn_of_four("moon");
    set_race(&g, 1, 45, 5);
    g.player[1].karma_circled = g.player[0].karma_circled;
    g.player[1].karma_crossed = g.player[0].karma_crossed;
    double share[GAME_MAX_PLAYERS];
    assert_true(bot_decided(&g, test_sheets(), share));
    assert_true(share[0] == 0.5 && share[1] == 0.5 && share[2] == 0.0 && share[3] == 0.0);
    assert_true(bot_win_chance(&g, test_sheets(), 1) == 0.5);
}

/* R3.5: the karma tie-break decides too: equal overlap, seat 1 with more karma circled,
 * neither can move; seat 1 wins for certain. */
static void test_R3_5_karma_tie_break_decides(void **state)
{
    (void)state;
    Game g = last_turn_of_four("sun");
    set_race(&g, 1, 45, 5);
    g.player[1].karma_circled = (uint8_t)(g.player[0].karma_circled + 1);
    double share[GAME_MAX_PLAYERS];
    assert_true(bot_decided(&g, test_sheets(), share));
    assert_true(share[1] == 1.0 && share[0] == 0.0);
}

/* The review lists no decision taken in a decided game: whatever was played there, its
 * loss is 0 and the best is the move played. */
static void test_R3_4_review_skips_a_decided_decision(void **state)
{
    (void)state;
    Game g = last_pass("sun", 62);
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(&g, test_sheets(), legal);
    assert_true(n > 1);
    for (int i = 0; i < n; i++) {
        BotReview r;
        assert_true(review_decision(&g, test_sheets(), &legal[i], 4, 1, &r));
        assert_true(r.loss == 0.0);
        assert_true(action_equal(&r.best, &legal[i]));
    }
}

/* A case run on one side, named after its test and the side. */
#define ON_SIDE(test, side) {#test " (" side ")", test, NULL, NULL, side}

TEST_MAIN(
    ON_SIDE(test_R3_4_R3_5_two_players_out_of_reach_is_exact, "sun"),
    ON_SIDE(test_R3_4_R3_5_two_players_out_of_reach_is_exact, "moon"),
    cmocka_unit_test(test_R3_4_one_point_short_is_not_decided),
    cmocka_unit_test(test_R3_4_nothing_decided_before_the_trigger),
    ON_SIDE(test_R3_4_R3_5_four_players_last_turn_is_exact, "sun"),
    ON_SIDE(test_R3_4_R3_5_four_players_last_turn_is_exact, "moon"),
    cmocka_unit_test(test_R3_5_shared_first_place_reads_its_share),
    cmocka_unit_test(test_R3_5_karma_tie_break_decides),
    cmocka_unit_test(test_R3_4_review_skips_a_decided_decision)
)
