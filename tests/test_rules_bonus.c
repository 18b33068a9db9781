/* test_rules_bonus.c — docs/rules.md R9: pending bonuses.
 *
 * R9.1 bonuses gained during an action become pending, while building fame and market sales
 * on a new field happen at once; R9.2 the pending bonuses are resolved after the die action,
 * one at a time in the player's order, and what they gain joins the list; R9.3 a bonus that
 * cannot be used stays pending while another might make it usable and is lost when nothing
 * usable is left, nothing carrying over; R9.4 no bonus is ever declined (usable or not) and
 * none is stopped with `done`, unusable ones lapse together when none is usable;
 * R9.5 two half-road bonuses combined into one road, or split; one is one half road;
 * R9.6 the effect of every bonus kind; a "sell n" bonus sells exactly n goods that fit its
 * icon when owned, as many as fit when fewer are (at least one).
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §5 river  sun 1 lotus money:2, 4 conch money:3, 5 flag road-piece, 7 lotus sell-any:2,
 *             8 conch upgrade, 10 peacock palace:any, 11 flag goods-diff:3,
 *             15 conch fame:2+money:2; moon 1 fish goods-diff:1, 12 peacock goods-die
 *   §3        sun D2 residence N,E,W, D1 Md2, D3 fort, C2 tower; borders D1W goods-diff:2,
 *             D3S palace:builder; moon B2 residence E,S, C2 fort, D2 Ms2, border D2S sell-diff:2
 *   §4        coins 1 1 2 2 3 3 4 5; tents 1–2, 3–5, 6–8; sun tea 1–2 karma, silk 1–2
 *             river-fwd; moon tea 1–2 fame:1
 *   §6        sun upper column 1 goods-die, lower column 2 half-road
 *   §7        sun fame 4 money:2; money 6 goods-diff:1, 12 half-road
 * No sheet prints sell-same or river-back; their tests put the bonus in the pending list of a
 * real position (the place of a river yield), as a sheet printing them would. Other marks of
 * later positions are set directly; each such position is reachable by the dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

/* purple-1 tea+silk, purple-2 spice+spice, green-1 curve, green-2 straight, blue-a and
 * blue-b as given, orange-1 raja, orange-2 builder. */
#define ROLL_BLUE(a, b) "roll tea+silk spice+spice curve straight " a " " b " raja builder"
static const char *const ROLL = ROLL_BLUE("lotus", "conch");
/* orange-1 the maharani. */
static const char *const ROLL_MAHARANI =
    "roll tea+silk spice+spice curve straight lotus conch maharani builder";

/* Seat 0 of a 3-player game on `side`, owning `tea` and `silk`, moves the boat from field
 * `from` with blue die `die`: the yield of the field reached is pending. */
static Game river_move(const char *side, int from, const char *die, const char *roll, int tea,
                       int silk)
{
    Game g = test_game(3, side, 0);
    g.player[0].river_marked = from ? 1u << from : 0;
    g.player[0].goods_circled[GOOD_TEA] = (uint8_t)tea;
    g.player[0].goods_circled[GOOD_SILK] = (uint8_t)silk;
    test_do(&g, roll);
    char text[32];
    snprintf(text, sizeof text, "take %s", die);
    test_do(&g, text);
    assert_int_equal(g.to_act, 0);
    assert_int_equal(g.step.kind, STEP_PENDING);
    return g;
}

/* Sun, seat 0 after the lotus die to river 1: its money:2 is replaced by `bonus`, as if
 * the field printed that bonus. The caller then sets the marks the test needs. */
static Game with_bonus(const char *bonus)
{
    Game g = river_move("sun", 0, "blue-a", ROLL, 0, 0);
    assert_pending(&g, "money:2");
    assert_true(bonus_parse(bonus, &g.pending[0]));
    g.player[0].river_marked = 0;
    return g;
}

/* ---- R9.1 pending ----------------------------------------------------------------- */

static void test_R9_1_gained_bonuses_become_pending(void **state)
{
    (void)state;
    Game g = river_move("sun", 14, "blue-b", ROLL, 0, 0);     /* conch: 15 fame:2+money:2 */
    assert_int_equal(game_river_position(&g.player[0]), 15);
    assert_pending(&g, "fame:2 money:2");
    assert_marks(&g.player[0], "fame 0, money 0");
    assert_legal(&g, "bonus 1 | bonus 2");
}

static void test_R9_1_market_sale_and_building_fame_are_not_bonuses(void **state)
{
    (void)state;
    /* Sun D1 (Md2) built with a straight E–W: the border D1W gives goods-diff:2 (pending),
     * the market opens its sale at once, before any bonus. */
    Game g = test_rolled(3, "sun", ROLL);
    test_set_goods(&g.player[0], "tea 1, silk 1");
    test_play_to_step(&g, "take green-2 | road D1 EW", STEP_SELL);
    assert_int_equal(g.step.from_bonus, 0);
    assert_pending(&g, "goods-diff:2");
    test_refused(&g, "bonus 1", "R4.3");                      /* the sale comes first (R9.2) */
    test_refused(&g, "sell tea tea", "R4.3");                 /* only one tea owned */
    test_step(&g, "sell tea silk", "money 2", NULL);
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "goods-diff:2");

    /* A building's fame is added at once: sun D3 fort with a straight. */
    Game h = test_rolled(3, "sun", ROLL);
    test_play(&h, "take green-2 | road D3 EW");
    assert_int_equal(h.player[0].fame, 1);
    assert_turn_passed(&h);
}

/* ---- R9.2 order -------------------------------------------------------------------- */

static void test_R9_2_bonuses_resolved_in_the_players_order(void **state)
{
    (void)state;
    /* fame 2, money 4; river 15 gives fame:2 and money:2. Fame 4 passes money:2 (fame
     * track), money 6 passes goods-diff:1 (money track): each joins the list. */
    Game a = river_move("sun", 14, "blue-b", ROLL, 0, 0);
    test_set_marks(&a.player[0], "fame 2, money 4");
    Game b = a;

    test_step(&a, "bonus 2", "money 6", "fame:2 goods-diff:1"); /* money first */
    test_step(&a, "bonus 1", "fame 4", "goods-diff:1 money:2");
    test_step(&a, "bonus 2", "money 8", "goods-diff:1");
    test_play(&a, "bonus 1 | goods tea");

    test_step(&b, "bonus 1", "fame 4", "money:2 money:2");    /* fame first */
    test_step(&b, "bonus 2", "money 6", "money:2 goods-diff:1");
    test_play_to_step(&b, "bonus 2", STEP_GOODS_DIFF);
    test_step(&b, "goods tea", "", "money:2");
    test_do(&b, "bonus 1");

    /* Both orders reach the same sheet; the turn has passed. */
    assert_memory_equal(&a.player[0], &b.player[0], sizeof(Player));
    assert_marks(&a.player[0], "fame 4, money 8");
    assert_int_equal(a.player[0].goods_circled[GOOD_TEA], 1);
    assert_int_equal(a.to_act, 1);
    assert_int_equal(b.to_act, 1);
}

static void test_R9_2_bonuses_wait_for_the_die_action(void **state)
{
    (void)state;
    /* The maharani's first box completes sun upper column 1 (goods-die) before she moves. */
    Game g = test_rolled(3, "sun", ROLL_MAHARANI);
    g.player[0].palace[PERSON_GREAT_MOGUL] = 1;
    g.player[0].palace[PERSON_MERCHANT] = 1;
    test_play_to_step(&g, "take orange-1", STEP_MAHARANI);
    assert_pending(&g, "goods-die");
    test_refused(&g, "bonus 1", "R7.6");
    test_refused(&g, "decline 1", "R9.4");
    test_do(&g, "forward 1");                                 /* river 1: money:2 */
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "goods-die money:2");
    test_refused(&g, "bonus 3", "R9.2");
}

/* ---- R9.3 unusable bonuses --------------------------------------------------------- */

/* Sun: the maharani (upper column 1: goods-die) moves the boat from 5 to 7 (sell-any:2)
 * while nothing is owned. */
static Game goods_die_then_sale(void)
{
    Game g = test_rolled(3, "sun", ROLL_MAHARANI);
    g.player[0].palace[PERSON_GREAT_MOGUL] = 1;
    g.player[0].palace[PERSON_MERCHANT] = 1;
    g.player[0].river_marked = 1u << 5;
    test_play(&g, "take orange-1 | forward 2");
    assert_int_equal(game_river_position(&g.player[0]), 7);
    assert_pending(&g, "goods-die sell-any:2");
    return g;
}

static void test_R9_3_unusable_bonus_stays_pending_while_another_may_help(void **state)
{
    (void)state;
    Game g = goods_die_then_sale();
    test_refused(&g, "bonus 2", "R9.3");                      /* nothing owned to sell */
    test_refused(&g, "decline 2", "R9.4");                    /* nor is it let go */
    assert_legal(&g, "bonus 1");
    test_play_to_step(&g, "bonus 1", STEP_GOODS_DIE);
    assert_legal(&g, "goods-die purple-1 | goods-die purple-2");
    test_do(&g, "goods-die purple-1");                        /* tea+silk */
    assert_goods_marked(&g.player[0], "tea 1, silk 1");
    /* Now the sale can be used, and must be: it sells both goods (R9.6), the one sale
     * possible, so it happens as soon as the bonus is started. */
    assert_pending(&g, "sell-any:2");
    assert_legal(&g, "bonus 1");
    test_do(&g, "bonus 1");
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.player[0].money, 2);
    assert_int_equal(g.to_act, 1);
}

static void test_R9_3_unusable_bonus_is_lost_at_the_end(void **state)
{
    (void)state;
    /* Sun river 15: fame:2 and money:2, with fame at the cap: the fame bonus cannot be used. */
    Game g = river_move("sun", 14, "blue-b", ROLL, 0, 0);
    g.player[0].fame = 45;
    assert_legal(&g, "bonus 2");
    test_refused(&g, "decline 1", "R9.4");
    test_step(&g, "bonus 2", "money 2", NULL);
    /* Only the fame bonus is left and it cannot be used: lost, the turn ends. */
    assert_int_equal(g.player[0].fame, 45);
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.step.kind, STEP_CHOOSE_DIE);
    assert_int_equal(g.lapsed_seat, 0);
    assert_int_equal(g.lapsed_count, 1);
    assert_int_equal(g.lapsed[0].kind, BONUS_FAME);
    assert_int_equal(g.lapsed[0].n, 2);
    /* Nothing carries over: the next seat starts with an empty list. */
    assert_pending(&g, "-");
    assert_int_equal(g.pending_count, 0);
    /* The lapse is reported by the action that made it, and by no later one. */
    test_do(&g, "take purple-1");
    assert_int_equal(g.lapsed_count, 0);
}

static void test_R9_3_a_die_gaining_only_unusable_bonuses_ends_the_turn(void **state)
{
    (void)state;
    /* Sun river 7 (sell-any:2) with nothing owned. */
    Game g = test_rolled(3, "sun", ROLL);
    g.player[0].river_marked = 1u << 6;
    test_do(&g, "take blue-a");
    assert_int_equal(game_river_position(&g.player[0]), 7);
    assert_int_equal(g.to_act, 1);
    assert_pending(&g, "-");
}

/* ---- R9.4 bonuses are not optional ------------------------------------------------- */

static void test_R9_4_a_usable_bonus_cannot_be_declined(void **state)
{
    (void)state;
    Game g = river_move("sun", 14, "blue-b", ROLL, 0, 0);     /* fame:2 money:2 */
    test_refused_all(&g, "decline 1 | decline 2", "R9.4");
    assert_legal(&g, "bonus 1 | bonus 2");
    test_step(&g, "bonus 1", "fame 2", NULL);
    test_refused(&g, "decline 1", "R9.4");
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.lapsed_count, 0);
    test_refused(&g, "decline 1", "R9.4");
}

static void test_R9_4_a_lone_usable_bonus_is_still_started_by_the_player(void **state)
{
    (void)state;
    /* Sun river 1: money:2, the only bonus, with one outcome: it waits for `bonus 1` (R9.2). */
    Game g = river_move("sun", 0, "blue-a", ROLL, 0, 0);
    assert_legal(&g, "bonus 1");
    assert_int_equal(g.player[0].money, 0);
    test_refused(&g, "done", "R9.2");
    test_step(&g, "bonus 1", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
}

static void test_R9_4_an_unusable_bonus_is_never_declined_beside_a_usable_one(void **state)
{
    (void)state;
    Game g = goods_die_then_sale();                           /* goods-die, sell-any:2 */
    Game before = g;
    test_refused(&g, "decline 2", "R9.4");                    /* nothing owned to sell */
    test_refused(&g, "decline 1", "R9.4");
    assert_memory_equal(&before, &g, sizeof g);
    assert_legal(&g, "bonus 1");
}

static void test_R9_4_unusable_bonuses_lapse_together_and_the_turn_ends(void **state)
{
    (void)state;
    /* Sun river 18: fame:4 and money:4 with both tracks at their caps. */
    Game g = test_rolled(3, "sun", ROLL_BLUE("flag", "conch"));
    g.player[0].river_marked = 1u << 17;
    test_set_marks(&g.player[0], "fame 45, money 90");
    Player before = g.player[0];
    test_do(&g, "take blue-a");
    before.river_marked |= 1u << 18;
    assert_memory_equal(&before, &g.player[0], sizeof before);
    assert_int_equal(g.to_act, 1);
    assert_pending(&g, "-");
    assert_int_equal(g.lapsed_seat, 0);
    assert_int_equal(g.lapsed_count, 2);
    char text[32];
    bonus_format(g.lapsed[0], text, (int)sizeof text);
    assert_string_equal(text, "fame:4");
    bonus_format(g.lapsed[1], text, (int)sizeof text);
    assert_string_equal(text, "money:4");
}

static void test_R9_4_done_never_gives_a_bonus_up(void **state)
{
    (void)state;
    /* Sun river 5: road-piece. Once started it must be drawn. */
    Game g = river_move("sun", 4, "blue-a", ROLL_BLUE("flag", "conch"), 0, 0);
    assert_pending(&g, "road-piece");
    test_play_to_step(&g, "bonus 1", STEP_ROAD);
    assert_false(test_is_legal(&g, "done"));
    test_refused(&g, "done", "R9.4");
    test_do(&g, "road D3 EW");
    assert_int_equal(g.to_act, 1);
}

static void test_R9_6_sell_n_sells_n_never_fewer(void **state)
{
    (void)state;
    /* sell-any:2 (river 7) with two teas and a silk: two goods, never one or none. */
    Game g = river_move("sun", 6, "blue-a", ROLL, 2, 1);
    test_play_to_step(&g, "bonus 1", STEP_SELL);
    assert_int_equal(g.step.from_bonus, 1);
    assert_int_equal(game_sale_bonus_count(&g), 2);
    assert_legal(&g, "sell tea silk | sell tea tea");
    test_refused_all(&g, "sell | sell tea", "R9.6");
    test_refused(&g, "done", "R9.4");
    test_do(&g, "sell tea tea");
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 2);
    assert_int_equal(g.player[0].money, 2);
    assert_pending(&g, "karma");                              /* the tea tent 1–2 */
}

/* ---- R9.5 half roads ----------------------------------------------------------------- */

/* Sun, raja with money 11: the raja's second box completes lower column 2 (half-road, with
 * builder and portuguese at 2) if `column`, and money 12 gives the track's half-road. */
static Game raja_half_roads(bool column)
{
    Game g = test_game(3, "sun", 0);
    g.player[0].money = 11;
    g.player[0].palace[PERSON_RAJA] = column ? 1 : 0;
    g.player[0].palace[PERSON_BUILDER] = column ? 2 : 0;
    g.player[0].palace[PERSON_PORTUGUESE] = column ? 2 : 0;
    return g;
}

static void test_R9_5_two_half_roads_combine_into_a_road(void **state)
{
    (void)state;
    Game g = raja_half_roads(true);
    test_do(&g, ROLL);
    test_play(&g, "take orange-1 | upgrade temple");
    assert_int_equal(g.player[0].money, 12);
    assert_pending(&g, "half-road half-road");
    /* Only the residence is built and its open edge is border: no half road fits, but the
     * two together make a road in a free field. */
    test_play_to_step(&g, "bonus 1", STEP_HALVES);
    assert_int_equal(g.step.n, 1);
    assert_int_equal(g.step.mode, 1);
    assert_all_legal(&g, "road D3 EW | road C2 ES");
    assert_false(test_is_legal(&g, "road D3 ESW"));
    test_refused(&g, "road D3 ESW", "R5.6");                 /* a T is not two halves */
    test_do(&g, "road D3 EW");
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("EW"));
    assert_int_equal(g.player[0].fame, 1);                    /* fort, first built */
    /* The second bonus is used up by the road. */
    assert_turn_passed(&g);
}

static void test_R9_5_two_half_roads_may_be_split(void **state)
{
    (void)state;
    Game g = raja_half_roads(true);
    test_set_roads(&g.player[0], "C2 NS, D3 EW");
    test_do(&g, ROLL);
    test_play(&g, "take orange-1 | upgrade temple");
    assert_pending(&g, "half-road half-road");
    test_play(&g, "bonus 2 | half C2 E");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("NES"));
    assert_pending(&g, "half-road");
    test_do(&g, "bonus 1");
    assert_int_equal(g.step.mode, 0);                         /* one left: no road */
    test_refused(&g, "road C3 EW", "R5.6");
    test_do(&g, "half D3 N");                                 /* another field */
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("NEW"));
    assert_int_equal(g.player[0].fame, 0);                    /* half roads never score */
    assert_int_equal(g.to_act, 1);

    /* Both on the same field: after C2 E, C2 W is the only place left (D2S and the
     * residence's are border) and it is drawn on its own. */
    Game h = raja_half_roads(true);
    test_set_road(&h.player[0], "C2", "NS");
    test_do(&h, ROLL);
    test_play(&h, "take orange-1 | upgrade temple | bonus 1 | half C2 E | bonus 1");
    assert_int_equal(test_road_of(&h.player[0], "C2"), test_edges("NESW"));
    assert_int_equal(h.to_act, 1);
}

static void test_R9_5_a_single_half_road_bonus_is_one_half_road(void **state)
{
    (void)state;
    Game g = raja_half_roads(false);
    test_set_road(&g.player[0], "C2", "NS");
    test_do(&g, ROLL);
    test_play(&g, "take orange-1 | upgrade temple");
    assert_pending(&g, "half-road");
    test_play_to_step(&g, "bonus 1", STEP_HALVES);
    assert_legal(&g, "half C2 E | half C2 W");
    test_refused(&g, "road D3 EW", "R5.6");
    test_refused(&g, "half D3 W", "R5.6");                    /* free field */
    test_do(&g, "half C2 W");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("NSW"));
    assert_int_equal(g.to_act, 1);

    /* With nowhere to put it, a single half road is lost. */
    Game h = raja_half_roads(false);
    test_do(&h, ROLL);
    test_play(&h, "take orange-1 | upgrade temple");
    assert_int_equal(h.player[0].money, 12);
    assert_turn_passed(&h);
}

/* ---- R9.6 bonus kinds -------------------------------------------------------------- */

static void test_R9_6_fame_money_karma(void **state)
{
    (void)state;
    Game g = river_move("sun", 14, "blue-b", ROLL, 0, 0);     /* fame:2 money:2 */
    test_play(&g, "bonus 1 | bonus 1");
    assert_marks(&g.player[0], "fame 2, money 2");

    Game h = with_bonus("karma");
    test_step(&h, "bonus 1", "circled 2", NULL);
    assert_int_equal(h.to_act, 1);
}

static void test_R9_6_upgrade(void **state)
{
    (void)state;
    Game g = river_move("sun", 7, "blue-b", ROLL, 0, 0);      /* conch: 8 upgrade */
    assert_pending(&g, "upgrade");
    g.player[0].upgrade[TYPE_FORT] = 3;
    test_play_to_step(&g, "bonus 1", STEP_UPGRADE);
    assert_legal(&g, "upgrade garden | upgrade temple | upgrade tower");
    test_do(&g, "upgrade tower");
    assert_int_equal(g.player[0].upgrade[TYPE_TOWER], 2);
    assert_int_equal(g.to_act, 1);
}

static void test_R9_6_palace_any_includes_the_great_mogul(void **state)
{
    (void)state;
    /* Peacock: river 10, palace:any. */
    Game g = river_move("sun", 9, "blue-b", ROLL_BLUE("lotus", "peacock"), 0, 0);
    assert_pending(&g, "palace:any");
    g.player[0].palace[PERSON_RAJA] = 3;
    test_play_to_step(&g, "bonus 1", STEP_PERSON);
    assert_legal(&g, "person builder | person great-mogul | person maharani | "
                     "person merchant | person portuguese");
    test_do(&g, "person great-mogul");
    assert_int_equal(g.player[0].palace[PERSON_GREAT_MOGUL], 1);
    /* The mogul then chooses one of the other usable persons (R7.5). */
    assert_legal(&g, "person builder | person maharani | person merchant | "
                     "person portuguese");
}

static void test_R9_6_named_palace_person(void **state)
{
    (void)state;
    /* Sun D3 fort with a curve S–W: the border D3S gives palace:builder. */
    Game g = test_rolled(3, "sun", ROLL);
    test_play(&g, "take green-1 | road D3 SW");
    assert_int_equal(g.player[0].fame, 1);
    assert_pending(&g, "palace:builder");
    test_do(&g, "bonus 1");
    assert_int_equal(g.player[0].palace[PERSON_BUILDER], 1);
    assert_int_equal(g.step.kind, STEP_HALVES);
    assert_int_equal(g.step.n, 2);
}

static void test_R9_6_goods_die_from_a_die_wherever_it_lies(void **state)
{
    (void)state;
    /* Moon: seat 0 takes purple-1 (tea+silk); seat 1's boat reaches 12 (goods-die). */
    Game g = test_rolled(3, "moon", ROLL_BLUE("lotus", "peacock"));
    g.player[1].river_marked = 1u << 11;
    test_play(&g, "take purple-1 | take blue-b");
    assert_int_equal(game_river_position(&g.player[1]), 12);
    assert_pending(&g, "goods-die");
    test_do(&g, "bonus 1");
    assert_legal(&g, "goods-die purple-1 | goods-die purple-2");
    test_refused(&g, "goods-die green-1", "R9.6");
    test_do(&g, "goods-die purple-1");                        /* on seat 0's depot */
    assert_goods_marked(&g.player[1], "tea 1, silk 1, spice 0");
    assert_int_equal(g.die_at[DIE_PURPLE_1], DIE_AT_SEAT + 0);
    assert_int_equal(g.to_act, 2);
}

static void test_R9_6_three_different_goods(void **state)
{
    (void)state;
    /* Flag: river 11, goods-diff:3. */
    Game g = river_move("sun", 10, "blue-a", ROLL_BLUE("flag", "conch"), 0, 0);
    assert_pending(&g, "goods-diff:3");
    g.player[0].goods_circled[GOOD_TEA] = 8;                  /* full: that one is lost */
    test_do(&g, "bonus 1");
    assert_goods_marked(&g.player[0], "tea 8, silk 1, spice 1");
    assert_int_equal(g.to_act, 1);
}

static void test_R9_6_fewer_different_goods_of_chosen_kinds(void **state)
{
    (void)state;
    /* Sun D1 E–W reaches D1W goods-diff:2 (nothing owned: the market sells nothing). */
    Game g = test_rolled(3, "sun", ROLL);
    test_play(&g, "take green-2 | road D1 EW");
    assert_pending(&g, "goods-diff:2");
    test_play_to_step(&g, "bonus 1", STEP_GOODS_DIFF);
    assert_legal(&g, "goods silk spice | goods tea silk | goods tea spice");
    test_refused_all(&g, "goods tea | goods tea silk spice", "R9.6");
    /* The text form cannot repeat a kind; the value can, and is refused. */
    Action twice = action_goods(2, 0, 0);
    Game before = g;
    Refusal why = {0};
    assert_false(game_apply(&g, test_sheets(), &twice, &why));
    assert_string_equal(why.clause, "R9.6");
    assert_memory_equal(&before, &g, sizeof g);
    test_do(&g, "goods spice tea");
    assert_goods_marked(&g.player[0], "tea 1, silk 0, spice 1");
    assert_int_equal(g.to_act, 1);
}

static void test_R9_6_sell_n_of_any_kinds(void **state)
{
    (void)state;
    Game g = river_move("sun", 6, "blue-a", ROLL, 2, 1);      /* 7 sell-any:2 */
    test_do(&g, "bonus 1");
    assert_legal(&g, "sell tea silk | sell tea tea");
    test_refused_all(&g, "sell tea tea silk | sell silk", "R9.6");
    test_step(&g, "sell tea silk", "money 2", NULL);          /* column 1 pays 1, twice */
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.to_act, 1);
}

static void test_R9_6_sell_n_of_one_kind(void **state)
{
    (void)state;
    Game g = with_bonus("sell-same:2");
    test_set_goods(&g.player[0], "tea 2, silk 1");
    Game probe = g;
    test_do(&probe, "bonus 1");                               /* tea tea, the one sale: by itself */
    assert_int_equal(probe.player[0].goods_crossed[GOOD_TEA], 2);
    assert_int_equal(probe.player[0].goods_crossed[GOOD_SILK], 0);
    assert_int_equal(probe.player[0].money, 2);
    /* The tea tent 1–2 is closed: sun karma. */
    assert_pending(&probe, "karma");
    /* With two of each, either kind; never one, never mixed. */
    g.player[0].goods_circled[GOOD_SILK] = 2;
    test_do(&g, "bonus 1");
    assert_legal(&g, "sell silk silk | sell tea tea");
    test_refused_all(&g, "sell tea silk | sell tea", "R9.6");
    test_do(&g, "sell silk silk");
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 2);
}

static void test_R9_6_sell_n_of_different_kinds(void **state)
{
    (void)state;
    /* Moon: C2 built N–S; a straight in D2 (Ms2) reaches D2S sell-diff:2. The market's own
     * sale (same kind, "up to") comes first; nothing is sold there. */
    Game g = test_rolled(3, "moon", ROLL);
    test_set_road(&g.player[0], "C2", "NS");
    test_set_goods(&g.player[0], "tea 2, silk 1, spice 1");
    test_play_to_step(&g, "take green-2 | road D2 NS", STEP_SELL);
    assert_int_equal(game_sale_bonus_count(&g), 0);           /* the market: up to */
    test_refused(&g, "sell tea silk", "R5.7");                /* same-kind market */
    test_step(&g, "sell", "", "sell-diff:2");
    test_do(&g, "bonus 1");
    assert_legal(&g, "sell silk spice | sell tea silk | sell tea spice");
    test_refused_all(&g, "sell tea tea | sell tea", "R9.6");
    test_step(&g, "sell tea silk", "money 2", NULL);
    assert_int_equal(g.to_act, 1);
}

/* Goods owned (tea, silk, spice) so that exactly `fit` of them fit a sale of that kind. */
static const uint8_t FITTING[3][4][GOOD_COUNT] = {
    [SALE_ANY] = {{0}, {0, 0, 1}, {1, 1, 0}, {1, 1, 1}},
    [SALE_SAME] = {{0}, {1, 1, 1}, {1, 2, 0}, {3, 1, 0}},
    [SALE_DIFF] = {{0}, {0, 0, 3}, {2, 2, 0}, {2, 1, 1}},
};

/* The goods sold by a sale bonus of `kind` and `n` with `fit` fitting goods owned: the
 * first legal sale is played and the goods crossed counted. */
static int goods_sold(const char *kind, int mode, int n, int fit)
{
    char bonus[32];
    snprintf(bonus, sizeof bonus, "%s:%d", kind, n);
    Game g = with_bonus(bonus);
    for (int k = 0; k < GOOD_COUNT; k++)
        g.player[0].goods_circled[k] = FITTING[mode][fit][k];
    test_do(&g, "bonus 1");
    if (g.step.kind == STEP_SELL) {
        assert_int_equal(game_sale_bonus_count(&g), n < fit ? n : fit);
        static Action legal[GAME_MAX_LEGAL];
        int count = game_legal(&g, test_sheets(), legal);
        assert_true(count > 1);
        for (int i = 0; i < count; i++)
            assert_int_equal(legal[i].arg[0] + legal[i].arg[1] + legal[i].arg[2], n < fit ? n : fit);
        char text[64];
        action_format(&legal[0], text, sizeof text);
        test_do(&g, text);
    }
    int sold = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        sold += g.player[0].goods_crossed[k];
    return sold;
}

static void test_R9_6_a_sale_bonus_sells_as_many_as_shown_or_as_many_as_fit(void **state)
{
    (void)state;
    static const char *const KIND[3] = {[SALE_ANY] = "sell-any", [SALE_SAME] = "sell-same", [SALE_DIFF] = "sell-diff"};
    for (int mode = SALE_ANY; mode <= SALE_DIFF; mode++)
        for (int n = 1; n <= 3; n++)
            for (int fit = 1; fit <= 3; fit++) {
                int sold = goods_sold(KIND[mode], mode, n, fit);
                if (sold != (n < fit ? n : fit))
                    fail_msg("%s:%d with %d fitting goods sold %d", KIND[mode], n, fit, sold);
            }
}

static void test_R9_6_road_piece(void **state)
{
    (void)state;
    /* Flag: river 5, road-piece. */
    Game g = river_move("sun", 4, "blue-a", ROLL_BLUE("flag", "conch"), 0, 0);
    assert_pending(&g, "road-piece");
    test_play_to_step(&g, "bonus 1", STEP_ROAD);
    assert_all_legal(&g, "road D3 EW | road D3 NEW");
    test_refused(&g, "road D3 SW", "R5.8");                   /* no curve */
    test_do(&g, "road D3 NESW");
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("NESW"));
    assert_int_equal(g.player[0].fame, 1);
    assert_pending(&g, "palace:builder");                     /* D3S */
}

static void test_R9_6_river_forward(void **state)
{
    (void)state;
    /* Sun: selling the second silk closes the silk tent 1–2 (river-fwd); Md2 D1 opened by a
     * curve N–E. */
    Game g = test_rolled(3, "sun", ROLL);
    test_set_goods(&g.player[0], "silk 2/1");
    g.player[0].river_marked = 1u << 3;
    test_play(&g, "take green-1 | road D1 NE | sell silk");
    assert_int_equal(g.player[0].money, 1);
    assert_pending(&g, "river-fwd");
    test_do(&g, "bonus 1");
    /* The next field, 4 (conch money:3), marked and its yield gained. */
    assert_int_equal(game_river_position(&g.player[0]), 4);
    assert_int_equal(g.player[0].river_marked, (1u << 3) | (1u << 4));
    assert_pending(&g, "money:3");
}

static void test_R9_6_river_back(void **state)
{
    (void)state;
    Game g = with_bonus("river-back");
    g.player[0].river_marked = (1u << 3) | (1u << 5) | (1u << 6);
    test_do(&g, "bonus 1");
    /* The nearest unmarked field left of 6 is 4 (conch money:3); the position stays 6. */
    assert_int_equal(g.player[0].river_marked, (1u << 3) | (1u << 4) | (1u << 5) | (1u << 6));
    assert_int_equal(game_river_position(&g.player[0]), 6);
    assert_pending(&g, "money:3");
}

static void test_R9_6_river_back_to_any_unmarked_field(void **state)
{
    (void)state;
    Game g = with_bonus("river-back-any");
    g.player[0].river_marked = (1u << 2) | (1u << 4) | (1u << 9);
    test_play_to_step(&g, "bonus 1", STEP_RIVER_BACK_ANY);
    assert_legal(&g, "back 1 | back 3 | back 5 | back 6 | back 7 | back 8");
    test_refused(&g, "back 4", "R9.6");                       /* marked */
    test_refused(&g, "back 10", "R9.6");                      /* right of the boat */
    test_do(&g, "back 3");                                    /* fish fame:1 */
    assert_int_equal(game_river_position(&g.player[0]), 9);
    assert_pending(&g, "fame:1");
    test_step(&g, "bonus 1", "fame 1", NULL);
}

static void test_R9_6_river_back_with_no_unmarked_field_is_lost(void **state)
{
    (void)state;
    Game g = with_bonus("river-back");
    assert_true(bonus_parse("fame:1", &g.pending[1]));
    g.pending_count = 2;
    g.player[0].river_marked = (1u << 1) | (1u << 2);
    test_refused(&g, "bonus 1", "R9.3");
    test_refused(&g, "decline 1", "R9.4");
    assert_legal(&g, "bonus 2");
    test_step(&g, "bonus 2", "fame 1", NULL);
    assert_int_equal(g.player[0].river_marked, (1u << 1) | (1u << 2));
    assert_int_equal(g.to_act, 1);
    assert_int_equal(g.lapsed_count, 1);
    assert_int_equal(g.lapsed[0].kind, BONUS_RIVER_BACK);
}

TEST_MAIN(
    cmocka_unit_test(test_R9_1_gained_bonuses_become_pending),
    cmocka_unit_test(test_R9_1_market_sale_and_building_fame_are_not_bonuses),
    cmocka_unit_test(test_R9_2_bonuses_resolved_in_the_players_order),
    cmocka_unit_test(test_R9_2_bonuses_wait_for_the_die_action),
    cmocka_unit_test(test_R9_3_unusable_bonus_stays_pending_while_another_may_help),
    cmocka_unit_test(test_R9_3_unusable_bonus_is_lost_at_the_end),
    cmocka_unit_test(test_R9_3_a_die_gaining_only_unusable_bonuses_ends_the_turn),
    cmocka_unit_test(test_R9_4_a_usable_bonus_cannot_be_declined),
    cmocka_unit_test(test_R9_4_a_lone_usable_bonus_is_still_started_by_the_player),
    cmocka_unit_test(test_R9_4_an_unusable_bonus_is_never_declined_beside_a_usable_one),
    cmocka_unit_test(test_R9_4_unusable_bonuses_lapse_together_and_the_turn_ends),
    cmocka_unit_test(test_R9_4_done_never_gives_a_bonus_up),
    
    cmocka_unit_test(test_R9_5_two_half_roads_combine_into_a_road),
    cmocka_unit_test(test_R9_5_two_half_roads_may_be_split),
    cmocka_unit_test(test_R9_5_a_single_half_road_bonus_is_one_half_road),
    cmocka_unit_test(test_R9_6_fame_money_karma),
    cmocka_unit_test(test_R9_6_upgrade),
    cmocka_unit_test(test_R9_6_palace_any_includes_the_great_mogul),
    cmocka_unit_test(test_R9_6_named_palace_person),
    cmocka_unit_test(test_R9_6_goods_die_from_a_die_wherever_it_lies),
    cmocka_unit_test(test_R9_6_three_different_goods),
    cmocka_unit_test(test_R9_6_fewer_different_goods_of_chosen_kinds),
    cmocka_unit_test(test_R9_6_sell_n_sells_n_never_fewer),
    cmocka_unit_test(test_R9_6_sell_n_of_any_kinds),
    cmocka_unit_test(test_R9_6_sell_n_of_one_kind),
    cmocka_unit_test(test_R9_6_sell_n_of_different_kinds),
    cmocka_unit_test(test_R9_6_a_sale_bonus_sells_as_many_as_shown_or_as_many_as_fit),
    cmocka_unit_test(test_R9_6_road_piece),
    cmocka_unit_test(test_R9_6_river_forward),
    cmocka_unit_test(test_R9_6_river_back),
    cmocka_unit_test(test_R9_6_river_back_to_any_unmarked_field),
    cmocka_unit_test(test_R9_6_river_back_with_no_unmarked_field_is_lost)
)
