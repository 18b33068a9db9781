/* test_legal.c — the fast legal-move list is the reference one: over random games for every
 * player count and both sides, at every decision game_legal (legal_list, which builds road
 * pieces directly from each field's edges and asks each pending bonus once) gives exactly
 * the actions, in exactly the order, that the candidates filtered by game_check give
 * (legal_by_check); a shortened list is its prefix; and any_road answers as road_check tried
 * on every piece would (R5.1, R5.3, R5.4, R9.3, R9.4). */
#include "support.h"

#include <string.h>

#include "game_test.h"

#define GAMES_PER_CASE 150

static uint64_t pick_state = 0x243F6A8885A308D3ull;
static int pending_steps;   /* pending-bonus decisions compared, the other direct path */

static int pick(int n)
{
    pick_state ^= pick_state << 13;
    pick_state ^= pick_state >> 7;
    pick_state ^= pick_state << 17;
    return (int)(pick_state % (uint64_t)n);
}

/* any_road by brute force: every rotation of every allowed shape on every free field. */
static bool any_road_reference(const Player *p, const Sheet *sh, int shapes)
{
    Refusal why;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int s = 0; s < 4; s++)
            for (int r = 0; r < 4 && (shapes & (1 << s)) && game_test_road_shape(s, r); r++)
                if (game_test_road_check(p, sh, f, game_test_road_shape(s, r), &why))
                    return true;
    return false;
}

/* Compares both lists at this decision; returns how many actions were legal. */
static int compare_at(const Game *g, const Sheets *sheets)
{
    Action fast[GAME_MAX_LEGAL], reference[GAME_MAX_LEGAL], two[2];
    int n = game_legal(g, sheets, fast);
    assert_int_equal(n, game_test_legal_by_check(g, sheets, reference, GAME_MAX_LEGAL));
    assert_memory_equal(fast, reference, (size_t)n * sizeof *fast);
    int m = game_test_legal_list(g, sheets, two, 2);
    assert_int_equal(m, n < 2 ? n : 2);
    assert_memory_equal(two, reference, (size_t)m * sizeof *two);
    const Player *p = &g->player[g->to_act];
    const Sheet *sh = &sheets->sheet[g->setup.sheet];   /* the game's side */
    for (int shapes = 1; shapes < 16; shapes++)
        assert_int_equal(game_test_any_road(p, sh, shapes), any_road_reference(p, sh, shapes));
    return n;
}

/* Plays one random game to its end, comparing at every decision; returns the road steps met. */
static int play_comparing(int players, int sheet, uint64_t seed)
{
    const Sheets *sheets = test_sheets();
    Setup setup = {(uint8_t)players, (uint8_t)sheet, (uint8_t)pick(players), seed};
    Game g;
    Refusal why;
    assert_true(game_start(&g, sheets, &setup, &why));
    int road_steps = 0;
    for (int count = 0; count < 10000; count++) {
        int actor = game_actor(&g);
        if (actor == GAME_NOBODY)
            return road_steps;
        if (actor == GAME_CHANCE) {
            assert_true(game_roll_random(&g, sheets, NULL));
            continue;
        }
        road_steps += g.step.kind == STEP_ROAD || g.step.kind == STEP_HALVES;
        pending_steps += g.waiting == WAIT_ACTION && g.step.kind == STEP_PENDING;
        Action legal[GAME_MAX_LEGAL];
        int n = compare_at(&g, sheets);
        assert_true(n > 0);
        assert_int_equal(game_legal(&g, sheets, legal), n);
        assert_true(game_apply(&g, sheets, &legal[pick(n)], &why));
    }
    fail_msg("a game did not end");
    return road_steps;
}

static void test_R5_legal_list_equals_the_checked_candidates(void **state)
{
    (void)state;
    const Sheets *sheets = test_sheets();
    int road_steps = 0;
    pending_steps = 0;
    for (int sheet = 0; sheet < sheets->count; sheet++)
        for (int players = 2; players <= GAME_MAX_PLAYERS; players++)
            for (int i = 0; i < GAMES_PER_CASE; i++)
                road_steps += play_comparing(players, sheet, (uint64_t)(i + 1) * 7919u + (uint64_t)players);
    /* The comparison must have met road and pending-bonus decisions, the steps the fast path
     * serves. */
    assert_true(road_steps > 1000 * sheets->count);
    assert_true(pending_steps > 100 * sheets->count);
}

TEST_MAIN(
    cmocka_unit_test(test_R5_legal_list_equals_the_checked_candidates)
)
