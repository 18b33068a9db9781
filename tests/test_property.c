/* test_property.c — random games for every player count and both sides, with the rules'
 * invariants checked after every action: roads stay joined to the residence (R5.3), tracks
 * never fall and stay within their ends (R3.2), no palace person beyond three boxes (R7.3),
 * goods crossed <= circled <= slots (R4.1, R4.3), karma crossed <= circled <= 6 (R8.1),
 * upgrades within 1..3 (R6.2), every listed legal action is accepted on a copy, bonuses are
 * not optional (R9.4: `decline` only of an unusable bonus, never `done`, a pending step
 * always has a usable bonus, and a usable bonus is never left pending at a turn's end: every
 * bonus that lapses cannot be used), the game ends, and replaying the record rebuilds the
 * same final state. */
#include "support.h"

#include <stdlib.h>
#include <string.h>

#include "session.h"

#define GAMES_PER_CASE 500

static uint64_t pick_state;

static uint64_t pick(void)
{
    pick_state ^= pick_state << 13;
    pick_state ^= pick_state >> 7;
    pick_state ^= pick_state << 17;
    return pick_state;
}

/* Every built field reaches the residence through joined fields (R5.3). */
static int network_joined(const Player *p, const Sheet *sh)
{
    uint8_t seen[PROVINCE_FIELDS] = {0};
    int stack[PROVINCE_FIELDS], top = 0;
    seen[sh->residence] = 1;
    stack[top++] = sh->residence;
    while (top > 0) {
        int f = stack[--top];
        for (int e = 0; e < EDGE_COUNT; e++) {
            int nb = field_neighbour(f, e);
            if (!(p->road[f] & (1 << e)) || nb < 0 || seen[nb])
                continue;
            if (p->road[nb] & (1 << edge_opposite(e))) {
                seen[nb] = 1;
                stack[top++] = nb;
            }
        }
    }
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        if (p->road[f] && !seen[f])
            return 0;
    return 1;
}

static void check_player(const Player *now, const Player *before, const Sheet *sh)
{
    assert_true(network_joined(now, sh));
    assert_true(now->fame >= before->fame && now->money >= before->money);
    assert_true(now->fame <= sh->fame_max && now->money <= sh->money_max);
    for (int q = 0; q < PERSON_COUNT; q++)
        assert_true(now->palace[q] <= PALACE_BOXES);
    for (int k = 0; k < GOOD_COUNT; k++)
        assert_true(now->goods_crossed[k] <= now->goods_circled[k] &&
                    now->goods_circled[k] <= sh->slots);
    assert_true(now->karma_crossed <= now->karma_circled && now->karma_circled <= KARMA_BOXES);
    for (int t = 0; t < TYPE_COUNT; t++)
        assert_true(now->upgrade[t] >= 1 && now->upgrade[t] <= UPGRADE_TOP);
}

/* Every listed action is accepted, and game_apply_listed makes the same state. */
static void check_legal_all_accepted(const Game *g, const Action *legal, int n)
{
    for (int i = 0; i < n; i++) {
        Game copy = *g;
        Refusal why;
        if (!game_apply(&copy, test_sheets(), &legal[i], &why))
            fail_msg("a listed action was refused: %s %s", why.clause, why.message);
        /* The searches' unchecked apply of a listed action makes the very same state. */
        Game listed = *g;
        game_apply_listed(&listed, test_sheets(), &legal[i]);
        assert_memory_equal(&listed, &copy, sizeof copy);
    }
}

/* R9.4 in the legal list: `decline` only of an unusable bonus, `done` never; bonuses are
 * offered only while one of them can be used. */
static void check_bonus_choices(const Game *g, const Action *legal, int n)
{
    bool usable = false;
    for (int i = 0; i < g->pending_count; i++)
        usable = usable || game_bonus_usable(g, test_sheets(), i);
    if (g->step.kind == STEP_PENDING)
        assert_true(usable);
    for (int i = 0; i < n; i++) {
        assert_true(legal[i].kind != ACT_DONE);
        if (legal[i].kind == ACT_DECLINE)
            assert_false(game_bonus_usable(g, test_sheets(), legal[i].arg[0]));
    }
}

/* R9.4 at a turn's end: the bonuses that lapsed, put back as the lapsing seat's pending list
 * on the sheets as they are now (a turn's end changes no sheet), none of them usable. */
static void check_lapses(const Game *g)
{
    if (g->lapsed_count == 0)
        return;
    Game probe = *g;
    probe.waiting = WAIT_ACTION;
    probe.to_act = g->lapsed_seat;
    probe.step = (Step){STEP_PENDING, 0, 0, 0};
    probe.pending_count = g->lapsed_count;
    memcpy(probe.pending, g->lapsed, sizeof probe.pending);
    for (int i = 0; i < probe.pending_count; i++)
        assert_false(game_bonus_usable(&probe, test_sheets(), i));
}

static void play_one(int players, int side, uint64_t seed)
{
    const Sheets *sheets = test_sheets();
    const Sheet *sh = &sheets->sheet[side];
    Session s;
    session_init(&s, sheets);
    Setup setup = {(uint8_t)players, (uint8_t)side, (uint8_t)(seed % (uint64_t)players), seed};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    int steps = 0;
    while (!game_over(&s.game)) {
        assert_true(++steps < 20000);                     /* the game ends */
        Game before = s.game;
        if (game_actor(&s.game) == GAME_CHANCE) {
            assert_true(session_roll_random(&s, NULL, &why));
        } else {
            Action legal[GAME_MAX_LEGAL];
            int n = game_legal(&s.game, sheets, legal);
            assert_true(n > 0);
            check_legal_all_accepted(&s.game, legal, n);
            check_bonus_choices(&s.game, legal, n);
            assert_true(session_apply(&s, &legal[pick() % (uint64_t)n], &why));
            check_lapses(&s.game);
        }
        for (int p = 0; p < players; p++)
            check_player(&s.game.player[p], &before.player[p], sh);
    }
    char *record = session_record(&s);
    assert_non_null(record);
    Session replay;
    session_init(&replay, sheets);
    char err[256];
    if (!session_replay(&replay, record, "record", err, sizeof err))
        fail_msg("the record did not replay: %s", err);
    assert_memory_equal(&replay.game, &s.game, sizeof s.game);
    free(record);
    session_free(&replay);
    session_free(&s);
}

static void play_many(int players, const char *side)
{
    int index = test_side(side);
    pick_state = 0x9E3779B97F4A7C15ull ^ (uint64_t)(players * 31 + index);
    for (int i = 0; i < GAMES_PER_CASE; i++)
        play_one(players, index, (uint64_t)i * 7919u + 1u);
}

static void test_property_2_players_sun(void **state) { (void)state; play_many(2, "sun"); }
static void test_property_2_players_moon(void **state) { (void)state; play_many(2, "moon"); }
static void test_property_3_players_sun(void **state) { (void)state; play_many(3, "sun"); }
static void test_property_3_players_moon(void **state) { (void)state; play_many(3, "moon"); }
static void test_property_4_players_sun(void **state) { (void)state; play_many(4, "sun"); }
static void test_property_4_players_moon(void **state) { (void)state; play_many(4, "moon"); }
static void test_property_5_players_sun(void **state) { (void)state; play_many(5, "sun"); }
static void test_property_5_players_moon(void **state) { (void)state; play_many(5, "moon"); }

TEST_MAIN(
    cmocka_unit_test(test_property_2_players_sun),
    cmocka_unit_test(test_property_2_players_moon),
    cmocka_unit_test(test_property_3_players_sun),
    cmocka_unit_test(test_property_3_players_moon),
    cmocka_unit_test(test_property_4_players_sun),
    cmocka_unit_test(test_property_4_players_moon),
    cmocka_unit_test(test_property_5_players_sun),
    cmocka_unit_test(test_property_5_players_moon)
)
