/* test_bots.c — the bots (src/bots/, docs/bots.md):
 *   every level returns a legal action at every decision of whole games, 2–5 players,
 *   both sides; no answer when a roll is due or the game is over;
 *   the hard bot with a fixed number of samples is deterministic for a seed, whatever the
 *   thread count, and plays exactly that many samples when it searches; it takes the move
 *   that wins the game at once; the easy bot repeats itself for a seed;
 *   explain lists legal choices best first, led by the action chosen;
 *   hard's sampled futures stop after the bot's own first turn in the next round, at 2
 *   players and at 3–5 (R2.4);
 *   medium takes an obviously better move in built positions;
 *   hard's values are win chances in [0, 1], best first; the win-chance model's chances add
 *   up to 1, follow the race and are certain once the game is over.
 * Hard runs with a handful of samples here so the suite stays fast under sanitizers. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "bot_test.h"
#include "position.h"
#include "support.h"

static const char *const SIDES[2] = {"sun", "moon"};

static BotConfig quick_config(uint64_t seed)
{
    BotConfig c = bot_config_default(seed);
    c.iterations = 2;
    c.threads = 2;
    return c;
}

static void assert_bot_legal(const Game *g, const Action *a)
{
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, test_sheets(), legal), found = 0;
    for (int i = 0; i < n; i++)
        found |= action_equal(&legal[i], a);
    if (!found) {
        char text[128];
        action_format(a, text, sizeof text);
        fail_msg("bot gave an action not in game_legal: %s", text);
    }
    Refusal why;
    assert_true(game_check(g, test_sheets(), a, &why));
}

/* Plays until the game ends or max_rounds have started, seat s played by level[s]; every
 * decision is checked for legality. Returns the decisions made. */
static int play(Game *g, const BotLevel *level, uint64_t seed, int max_rounds)
{
    int decisions = 0;
    BotConfig config = quick_config(seed);
    while (game_actor(g) != GAME_NOBODY && g->round <= max_rounds) {
        int actor = game_actor(g);
        if (actor == GAME_CHANCE) {
            Action none;
            assert_false(bot_choose(g, test_sheets(), BOT_EASY, &config, &none));
            assert_true(game_roll_random(g, test_sheets(), NULL));
            continue;
        }
        Action a;
        assert_true(bot_choose(g, test_sheets(), level[actor], &config, &a));
        assert_bot_legal(g, &a);
        Refusal why;
        assert_true(game_apply(g, test_sheets(), &a, &why));
        decisions++;
        assert_true(decisions < 5000);
    }
    return decisions;
}

static Game seeded_game(int players, const char *side, uint64_t seed)
{
    Game g;
    uint8_t first = (uint8_t)(seed % (uint64_t)players);
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), first, seed};
    Refusal why;
    assert_true(game_start(&g, test_sheets(), &setup, &why));
    return g;
}

static void test_easy_and_medium_play_whole_games_legally(void **state)
{
    (void)state;
    for (int players = 2; players <= 5; players++)
        for (int side = 0; side < 2; side++)
            for (uint64_t seed = 1; seed <= 2; seed++) {
                BotLevel level[GAME_MAX_PLAYERS];
                for (int s = 0; s < players; s++)
                    level[s] = (s + (int)seed) % 2 ? BOT_MEDIUM : BOT_EASY;
                Game g = seeded_game(players, SIDES[side], seed * 31 + (uint64_t)players);
                assert_true(play(&g, level, seed, GAME_LAST_ROUND) > 0);
                assert_true(game_over(&g));
                Action none;
                BotConfig config = quick_config(seed);
                assert_false(bot_choose(&g, test_sheets(), BOT_MEDIUM, &config, &none));
            }
}

static void test_hard_plays_a_whole_two_player_game_legally(void **state)
{
    (void)state;
    for (int side = 0; side < 2; side++) {
        BotLevel level[2] = {BOT_HARD, BOT_MEDIUM};
        Game g = seeded_game(2, SIDES[side], 7 + (uint64_t)side);
        play(&g, level, 3, GAME_LAST_ROUND);
        assert_true(game_over(&g));
    }
}

/* Hard at every seat for the first rounds of 3–5 player games on both sides. */
static void test_hard_plays_legally_with_three_to_five_players(void **state)
{
    (void)state;
    BotLevel level[GAME_MAX_PLAYERS] = {BOT_HARD, BOT_HARD, BOT_HARD, BOT_HARD, BOT_HARD};
    for (int players = 3; players <= 5; players++)
        for (int side = 0; side < 2; side++) {
            Game g = seeded_game(players, SIDES[side], 11 + (uint64_t)players);
            assert_true(play(&g, level, 5, 2) > 0);
        }
}

/* A mid-game position with a real choice: a few rounds of easy play from a seed. */
static Game middle_game(int players, const char *side, uint64_t seed)
{
    BotLevel level[GAME_MAX_PLAYERS] = {BOT_EASY, BOT_EASY, BOT_EASY, BOT_EASY, BOT_EASY};
    Game g = seeded_game(players, side, seed);
    play(&g, level, seed, 3);
    while (game_actor(&g) == GAME_CHANCE)
        game_roll_random(&g, test_sheets(), NULL);
    return g;
}

static void test_hard_with_fixed_samples_is_deterministic(void **state)
{
    (void)state;
    Game g = middle_game(3, "sun", 21);
    BotConfig one = bot_config_default(42), two = one;
    one.iterations = two.iterations = 6;
    one.threads = 1;
    two.threads = 2;
    BotChoice a[8], b[8], c[8];
    int na = bot_explain(&g, test_sheets(), BOT_HARD, &one, a, 8);
    int nb = bot_explain(&g, test_sheets(), BOT_HARD, &two, b, 8);
    int nc = bot_explain(&g, test_sheets(), BOT_HARD, &two, c, 8);
    assert_true(na > 0);
    assert_int_equal(na, nb);
    assert_int_equal(nb, nc);
    for (int i = 0; i < na; i++) {
        assert_true(action_equal(&a[i].action, &b[i].action));
        assert_true(a[i].value == b[i].value);
        assert_true(action_equal(&b[i].action, &c[i].action));
        assert_true(b[i].value == c[i].value);
    }
}

/* The fixed effort is the effort spent: a searched decision plays exactly `iterations`
 * samples per candidate, and the levels that do not sample report none. */
static void test_hard_with_fixed_samples_plays_exactly_that_many(void **state)
{
    (void)state;
    Game g = middle_game(3, "sun", 21);
    BotConfig c = bot_config_default(42);
    c.iterations = 6;
    c.threads = 2;
    BotChoice best;
    long samples = -1;
    assert_int_equal(bot_explain_measured(&g, test_sheets(), BOT_HARD, &c, &best, 1, &samples),
                     1);
    assert_int_equal(samples, 6);
    assert_int_equal(bot_explain_measured(&g, test_sheets(), BOT_MEDIUM, &c, &best, 1, &samples),
                     1);
    assert_int_equal(samples, 0);
}

/* Seat 2 moves last in the first pass of a 2-player round (R2.4), so crossing now ends the
 * game at once (R3.4). Seat 1 stands at race 79, seat 2 at 75 with the fort at 3: a
 * straight into D3, a fort next to the residence, scores 3 fame (R5.7), race 81, tracks
 * crossed and seat 2 first. Nothing else on the table crosses. Seat 2's karma is used up, so
 * the only way to the win is to take a green die. */
static void test_hard_takes_the_move_that_wins_at_once(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    g.player[0].fame = 20;
    g.player[0].money = 39;
    g.player[1].fame = 20;
    g.player[1].money = 35;
    g.player[1].upgrade[TYPE_FORT] = 3;
    g.player[1].karma_crossed = 1;   /* no karma to spend (R8.2): one die, one move */
    test_do(&g, "roll tea+silk spice+spice straight straight lotus peacock merchant maharani");
    test_do(&g, "take purple-1");
    assert_int_equal(game_actor(&g), 1);
    BotConfig c = bot_config_default(3);
    c.iterations = 4;
    Action a;
    assert_true(bot_choose(&g, test_sheets(), BOT_HARD, &c, &a));
    assert_int_equal(a.kind, ACT_TAKE);
    assert_true(a.arg[0] == DIE_GREEN_1 || a.arg[0] == DIE_GREEN_2);
    Refusal why;
    assert_true(game_apply(&g, test_sheets(), &a, &why));
    assert_true(bot_choose(&g, test_sheets(), BOT_HARD, &c, &a));
    char text[128];
    action_format(&a, text, sizeof text);
    assert_string_equal(text, "road D3 EW");
    BotChoice best;
    assert_int_equal(bot_explain(&g, test_sheets(), BOT_HARD, &c, &best, 1), 1);
    /* The game is won: the search's chance is 1, and the action ending the game, it is shown
     * as it is (the hint reads "100 %"), not through the hint's map, which reads a search's
     * 1 short of ending the game as less than certain. */
    BotChoice searched;
    assert_int_equal(bot_explain_unmapped(&g, test_sheets(), BOT_HARD, &c, &searched, 1, NULL), 1);
    assert_true(searched.value == 1.0);
    assert_true(best.value == 1.0);
    assert_true(bot_hint_chance(2, bot_stage(&g), 1.0) < 1.0);
    assert_true(game_apply(&g, test_sheets(), &a, &why));
    assert_true(game_over(&g));
    assert_int_equal(game_race(&g, 1), 81);
    Ranking r;
    game_ranking(&g, test_sheets(), &r);
    assert_int_equal(r.seat[0], 1);
    assert_int_equal(r.place[0], 1);
    assert_int_equal(r.place[1], 2);
}

/* Plays one sampled future for the seat to act in a fresh round of g and checks where it
 * stops: the round it stops in, and who would act next there (GAME_CHANCE: the roll). */
static void assert_future_ends(int players, int takes_before, int want_round, int want_actor)
{
    Game g = test_game(players, "sun", 0);
    test_do(&g, "roll tea+silk spice+spice straight straight lotus peacock merchant maharani");
    BotConfig c = quick_config(5);
    for (int i = 0; i < takes_before; i++) {
        int seat = game_actor(&g);
        while (game_actor(&g) == seat || g.waiting == WAIT_KARMA_ROLL) {
            if (g.waiting == WAIT_KARMA_ROLL) {   /* R8.2: part of the same turn */
                assert_true(game_roll_random(&g, test_sheets(), NULL));
                continue;
            }
            Action a;
            assert_true(bot_choose(&g, test_sheets(), BOT_MEDIUM, &c, &a));
            Refusal why;
            assert_true(game_apply(&g, test_sheets(), &a, &why));
        }
    }
    int seat = game_actor(&g);
    for (uint64_t sample = 1; sample <= 3; sample++) {
        Game end;
        playout_play(&g, test_sheets(), seat, &g, sample, sample, NULL, &end);
        assert_false(game_over(&end));
        assert_int_equal(end.round, want_round);
        assert_int_equal(game_actor(&end), want_actor);
        if (want_actor == GAME_CHANCE)
            assert_int_equal(end.waiting, WAIT_ROLL);
    }
}

/* R2.4: the future goes on to the end of the bot's first turn in the next round, where
 * the elephant has passed to the next seat (R2.6), at 2 players as at 3–5. */
static void test_hard_futures_reach_the_bots_next_turn(void **state)
{
    (void)state;
    assert_future_ends(2, 0, 2, 1);             /* seat 1 is second in round 2 (holder 2) */
    assert_future_ends(2, 1, 2, 0);             /* seat 2 holds round 2, then seat 1 */
    assert_future_ends(3, 0, 3, GAME_CHANCE);   /* seat 1 is last in round 2 (holder 2) */
    assert_future_ends(3, 1, 2, 2);             /* seat 2 holds round 2, then seat 3 */
    assert_future_ends(3, 2, 2, 0);             /* seat 3 is second in round 2 */
    assert_future_ends(5, 0, 3, GAME_CHANCE);
    assert_future_ends(5, 3, 2, 4);             /* seat 4: third in round 2, then seat 5 */
    assert_future_ends(5, 4, 2, 0);             /* seat 5: last but one, then seat 1 */
}

/* The policy cache only remembers: a future played with it (shared by every sample, as
 * hard.c does) ends exactly where the same future without it ends, at 2 and 4 players. */
static void test_playout_cache_changes_no_future(void **state)
{
    (void)state;
    for (int players = 2; players <= 4; players += 2) {
        Game g = middle_game(players, "sun", 60 + (uint64_t)players);
        PolicyCache *cache = calloc(1, sizeof *cache);
        assert_non_null(cache);
        for (uint64_t sample = 1; sample <= 6; sample++) {
            Game with, without;
            uint64_t policy = sample % 2;   /* two policies share the cache, as in hard.c */
            playout_play(&g, test_sheets(), game_actor(&g), &g, sample, policy, cache, &with);
            playout_play(&g, test_sheets(), game_actor(&g), &g, sample, policy, NULL, &without);
            assert_memory_equal(&with, &without, sizeof with);
        }
        free(cache);
    }
}

static void test_easy_repeats_itself_for_a_seed(void **state)
{
    (void)state;
    Game g = middle_game(4, "moon", 5);
    BotConfig c = bot_config_default(9);
    Action first, again;
    assert_true(bot_choose(&g, test_sheets(), BOT_EASY, &c, &first));
    assert_true(bot_choose(&g, test_sheets(), BOT_EASY, &c, &again));
    assert_true(action_equal(&first, &again));
}

static void test_explain_lists_legal_choices_best_first(void **state)
{
    (void)state;
    Game g = middle_game(2, "moon", 13);
    for (int level = BOT_EASY; level < BOT_LEVEL_COUNT; level++) {
        BotConfig c = quick_config(4);
        BotChoice choice[5];
        Action chosen;
        int n = bot_explain(&g, test_sheets(), (BotLevel)level, &c, choice, 5);
        assert_true(n >= 1 && n <= 5);
        assert_true(bot_choose(&g, test_sheets(), (BotLevel)level, &c, &chosen));
        assert_true(action_equal(&chosen, &choice[0].action));
        for (int i = 0; i < n; i++)
            assert_bot_legal(&g, &choice[i].action);
        /* easy's first choice may be a whim; the rest are in order */
        for (int i = level == BOT_EASY ? 2 : 1; i < n; i++)
            assert_true(choice[i - 1].value >= choice[i].value);
    }
}

/* hard's values are win chances (bot.h): each in [0, 1], best first, at 2–5 players. */
static void test_hard_values_are_win_chances_best_first(void **state)
{
    (void)state;
    for (int players = 2; players <= 5; players++) {
        Game g = middle_game(players, SIDES[players % 2], 20 + (uint64_t)players);
        BotConfig c = quick_config(6);
        BotChoice choice[12];
        int n = bot_explain(&g, test_sheets(), BOT_HARD, &c, choice, 12);
        assert_true(n >= 1);
        for (int i = 0; i < n; i++) {
            assert_true(choice[i].value >= 0.0 && choice[i].value <= 1.0);
            if (i > 0)
                assert_true(choice[i - 1].value >= choice[i].value);
        }
    }
}

/* The model's chances (value.c): in [0, 1] and adding up to 1 in play; an ended game gives
 * its winner 1 and the others 0 (R3.5). */
static void test_win_chances_add_up_and_an_ended_game_is_certain(void **state)
{
    (void)state;
    for (int players = 2; players <= 5; players++) {
        Game g = middle_game(players, SIDES[players % 2], 40 + (uint64_t)players);
        double sum = 0;
        for (int s = 0; s < players; s++) {
            double chance = bot_win_chance(&g, test_sheets(), s);
            assert_true(chance > 0.0 && chance < 1.0);
            sum += chance;
        }
        assert_true(sum > 1.0 - 1e-9 && sum < 1.0 + 1e-9);
        BotLevel level[GAME_MAX_PLAYERS] = {BOT_MEDIUM, BOT_MEDIUM, BOT_MEDIUM, BOT_MEDIUM, BOT_MEDIUM};
        play(&g, level, 3, GAME_LAST_ROUND);
        assert_true(game_over(&g));
        Ranking r;
        game_ranking(&g, test_sheets(), &r);
        if (r.place[1] == 1)
            continue;   /* a shared first place: both have half (not seen with these seeds) */
        for (int s = 0; s < players; s++)
            assert_true(bot_win_chance(&g, test_sheets(), s) == (s == r.seat[0] ? 1.0 : 0.0));
    }
    Game g = test_game(2, "sun", 0);
    assert_true(bot_win_chance(&g, test_sheets(), 2) == 0.0);   /* no such seat */
}

/* Far ahead with the end triggered is close to a sure win; level is even. */
static void test_win_chance_follows_the_race(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    double even = bot_win_chance(&g, test_sheets(), 0);
    assert_true(even > 0.35 && even < 0.65);
    g.player[0].fame = 40;
    g.player[0].money = 10;
    g.player[1].fame = 20;
    g.player[1].money = 10;
    g.end_triggered = 1;
    assert_true(bot_win_chance(&g, test_sheets(), 0) > 0.9);
    assert_true(bot_win_chance(&g, test_sheets(), 1) < 0.1);
}

static void assert_medium_chooses(const Game *g, const char *want)
{
    BotConfig c = bot_config_default(1);
    Action a;
    char text[128];
    assert_true(bot_choose(g, test_sheets(), BOT_MEDIUM, &c, &a));
    action_format(&a, text, sizeof text);
    assert_string_equal(text, want);
}

/* Fort at 3 and D3 (a fort) next to the residence's open east edge: a straight into D3
 * scores 3 fame at once, which beats what the other dice offer (2 money, one good, a
 * merchant sale of nothing, a step on the river). Both green dice show a straight, so
 * either is fine; the road goes into D3 rather than the tower or the market. */
static void test_medium_builds_the_fort_worth_three_fame(void **state)
{
    (void)state;
    Game g = test_game(2, "sun", 0);
    g.player[0].upgrade[TYPE_FORT] = 3;
    test_do(&g, "roll tea+silk spice+spice straight straight lotus peacock merchant maharani");
    BotConfig c = bot_config_default(1);
    Action a;
    assert_true(bot_choose(&g, test_sheets(), BOT_MEDIUM, &c, &a));
    assert_int_equal(a.kind, ACT_TAKE);
    assert_true(a.arg[0] == DIE_GREEN_1 || a.arg[0] == DIE_GREEN_2);
    test_do(&g, "take green-1");
    assert_medium_chooses(&g, "road D3 EW");
}

/* The blue die's fish moves the boat to sun river field 3, whose yield is fame:1 (R7.2,
 * R9.1): medium resolves it; declining a usable bonus is not even legal (R9.4). */
static void test_medium_takes_a_fame_bonus(void **state)
{
    (void)state;
    Game g = test_rolled(2, "sun", "roll tea+silk spice+spice curve straight fish conch merchant builder");
    test_do(&g, "take blue-a");
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_false(test_is_legal(&g, "decline 1"));
    assert_medium_chooses(&g, "bonus 1");
}

/* Sun: the maharani (upper column 1: goods-die) moves the boat from 5 to 7 (sell-any:2)
 * with nothing owned: the sale cannot be used yet and is never declined (R9.4); every bot
 * uses the goods-die bonus, the one legal choice, which makes the sale usable. */
static void test_bots_never_decline(void **state)
{
    (void)state;
    Game g = test_sale_waiting();
    assert_false(test_is_legal(&g, "decline 2"));
    for (int level = BOT_EASY; level < BOT_LEVEL_COUNT; level++) {
        BotConfig c = quick_config(4);
        BotChoice choice[8];
        int n = bot_explain(&g, test_sheets(), (BotLevel)level, &c, choice, 8);
        assert_int_equal(n, 1);
        assert_int_equal(choice[0].action.kind, ACT_BONUS);
        assert_int_equal(choice[0].action.arg[0], 0);
    }
}

/* A pending bonus that cannot be used is worth nothing (it lapses, R9.3, R9.4): sun river
 * 1's money:2 pending beside a river-fwd with the boat on the last field. */
static void test_eval_rates_a_bonus_that_will_lapse_at_nothing(void **state)
{
    (void)state;
    Game g = test_rolled(2, "sun", "roll tea+silk spice+spice curve straight lotus conch maharani builder");
    test_do(&g, "take blue-a");
    assert_pending(&g, "money:2");
    Game alone = g;
    assert_true(bonus_parse("river-fwd", &g.pending[1]));
    g.pending_count = 2;
    Game usable = g;
    g.player[0].river_marked |= 1u << 18;
    alone.player[0].river_marked |= 1u << 18;
    assert_false(game_bonus_usable(&g, test_sheets(), 1));
    assert_true(game_bonus_usable(&usable, test_sheets(), 1));
    assert_true(eval_seat(&g, test_sheets(), 0, &EVAL_MEDIUM) ==
                eval_seat(&alone, test_sheets(), 0, &EVAL_MEDIUM));
}

/* Hard's evaluation is medium's with other weights: each weight scales its own part and
 * no other. Sun, after the first die of a game with goods gained: the goods part follows
 * the goods weight exactly, and the race is the same whatever the weights. */
static void test_eval_weights_scale_their_own_part(void **state)
{
    (void)state;
    Game g = test_rolled(2, "sun", "roll tea+silk spice+spice curve straight lotus conch maharani builder");
    test_do(&g, "take purple-1");
    EvalWeights doubled = EVAL_MEDIUM;
    doubled.goods *= 2.0;
    EvalParts a, b, hard;
    eval_parts(&g, test_sheets(), 0, &EVAL_MEDIUM, &a);
    eval_parts(&g, test_sheets(), 0, &doubled, &b);
    eval_parts(&g, test_sheets(), 0, &EVAL_HARD, &hard);
    assert_true(a.goods > 0.0);
    assert_true(b.goods == 2.0 * a.goods);
    assert_true(b.roads == a.roads && b.upgrades == a.upgrades && b.karma == a.karma);
    assert_true(hard.race == a.race && hard.tie_breaks == a.tie_breaks);
    assert_true(fabs(hard.goods - a.goods * EVAL_HARD.goods / EVAL_MEDIUM.goods) < 1e-9);
}

/* eval_parts keeps the parts it worked out (eval.c): whatever it holds, the answer is the
 * same. Positions along a game of medium bots are evaluated for every seat with both weight
 * sets, then again in the reverse order with the weight sets swapped and a tuner's copy of
 * the weights in between (never kept), and the two passes agree exactly, pending bonuses
 * included. */
#define MEMO_POSITIONS 120
static void test_eval_gives_the_same_parts_in_any_order(void **state)
{
    (void)state;
    static Game at[MEMO_POSITIONS];
    static EvalParts first[MEMO_POSITIONS][GAME_MAX_PLAYERS][2];
    const EvalWeights *sets[2] = {&EVAL_MEDIUM, &EVAL_HARD};
    Game g = seeded_game(4, "moon", 23);
    BotConfig config = quick_config(9);
    int n = 0;
    while (n < MEMO_POSITIONS && !game_over(&g)) {
        at[n++] = g;
        for (int step = 0; step < 2 && !game_over(&g); step++) {   /* two rolls or decisions on */
            Action a;
            Refusal why;
            if (game_actor(&g) == GAME_CHANCE) {
                assert_true(game_roll_random(&g, test_sheets(), NULL));
                continue;
            }
            assert_true(bot_choose(&g, test_sheets(), BOT_MEDIUM, &config, &a));
            assert_true(game_apply(&g, test_sheets(), &a, &why));
        }
    }
    assert_int_equal(n, MEMO_POSITIONS);
    for (int i = 0; i < n; i++)
        for (int s = 0; s < 4; s++)
            for (int w = 0; w < 2; w++)
                eval_parts(&at[i], test_sheets(), s, sets[w], &first[i][s][w]);
    EvalWeights tuner = EVAL_HARD;
    for (int i = n - 1; i >= 0; i--)
        for (int s = 3; s >= 0; s--)
            for (int w = 1; w >= 0; w--) {
                EvalParts again, other;
                tuner.goods = EVAL_HARD.goods * (2 + w);   /* changed in place: never kept */
                eval_parts(&at[i], test_sheets(), s, &tuner, &other);
                eval_parts(&at[i], test_sheets(), s, sets[w], &again);
                assert_memory_equal(&again, &first[i][s][w], sizeof again);
                assert_true(fabs(other.goods - (2 + w) * first[i][s][1].goods) < 1e-9);
            }
}

static void test_level_names(void **state)
{
    (void)state;
    assert_int_equal(bot_level_from_name("easy"), BOT_EASY);
    assert_int_equal(bot_level_from_name("2"), BOT_MEDIUM);
    assert_int_equal(bot_level_from_name("hard"), BOT_HARD);
    assert_int_equal(bot_level_from_name("4"), -1);
    assert_int_equal(bot_level_from_name("Hard"), -1);
    assert_string_equal(bot_level_name(BOT_MEDIUM), "medium");
}

TEST_MAIN(
    cmocka_unit_test(test_easy_and_medium_play_whole_games_legally),
    cmocka_unit_test(test_hard_plays_a_whole_two_player_game_legally),
    cmocka_unit_test(test_hard_plays_legally_with_three_to_five_players),
    cmocka_unit_test(test_hard_with_fixed_samples_is_deterministic),
    cmocka_unit_test(test_hard_with_fixed_samples_plays_exactly_that_many),
    cmocka_unit_test(test_hard_takes_the_move_that_wins_at_once),
    cmocka_unit_test(test_hard_futures_reach_the_bots_next_turn),
    cmocka_unit_test(test_playout_cache_changes_no_future),
    cmocka_unit_test(test_easy_repeats_itself_for_a_seed),
    cmocka_unit_test(test_explain_lists_legal_choices_best_first),
    cmocka_unit_test(test_hard_values_are_win_chances_best_first),
    cmocka_unit_test(test_win_chances_add_up_and_an_ended_game_is_certain),
    cmocka_unit_test(test_win_chance_follows_the_race),
    cmocka_unit_test(test_medium_builds_the_fort_worth_three_fame),
    cmocka_unit_test(test_medium_takes_a_fame_bonus),
    cmocka_unit_test(test_bots_never_decline),
    cmocka_unit_test(test_eval_rates_a_bonus_that_will_lapse_at_nothing),
    cmocka_unit_test(test_eval_weights_scale_their_own_part),
    cmocka_unit_test(test_eval_gives_the_same_parts_in_any_order),
    cmocka_unit_test(test_level_names)
)
