/* test_rules_roads.c — docs/rules.md R5, the province and its roads, on both sheet sides:
 *   R5.1 straights, curves, T's and crossings; a built field takes no second road;
 *   R5.2 the pre-built residence;
 *   R5.3 every road joined to the residence (R10 refusals);
 *   R5.4 edges onto free fields, dead ends, and the border only at a bonus, gained once;
 *   R5.5 the green die faces; R5.6 half roads (split, combined, and with R9.5 two half-road
 *   bonuses combined); R5.7 building fame and market sales on a newly built field, never
 *   twice; R5.8 the road-piece bonus.
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §3 sun   A: G Md3 T F / B: F . W Ms2 / C: T W Ms3 G / D: Md2 R(N,E,W) F T; borders
 *            A1N karma, A2N fame:2, A4N palace:any, A4E goods-die, B4E river-fwd, C4E money:4,
 *            D4S karma, D3S palace:builder, D1W goods-diff:2, C1W palace:merchant, B1W upgrade
 *   §3 moon  A: T W Ms3 G / B: Md2 R(E,S) F T / C: G F . Md3 / D: W Ms2 T F; borders
 *            include D2S sell-diff:2, D1W upgrade
 *   §4 coins 1 1 2 2 3 3 4 5, tents 1–2, 3–5, 6–8; sun silk 1–2 river-fwd; moon tea 1–2 fame:1
 *   §5 river sun 5 flag road-piece; moon 6 flag road-piece
 *   §6 moon lower column 1 half-road;  §7 sun fame 4 money:2, moon money 22 half-road
 * Roads, goods and marks of later positions are set directly; each such position is
 * reachable by the dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

/* green-1 shows the face under test; blue-a a flag (the first flag is the road-piece field
 * on both sides); orange-1 the raja. */
#define ROLL_GREEN(face) "roll tea+silk spice+spice " face " curve flag conch raja builder"
#define ROLL_SUN_DEFAULT ROLL_GREEN("straight")

/* The bit of border_reached for one border edge ("D3", 'S'). */
static uint64_t border_bit(const char *name, char edge)
{
    return (uint64_t)1 << (test_field(name) * EDGE_COUNT + edge_from_letter(edge));
}

/* Every free field built with a road on each of its inner edges: a full province in which
 * all shared edges are joined and no road points at the border. */
static void build_everything(Player *p)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (p->road[f])
            continue;
        int mask = 0;
        for (int e = 0; e < EDGE_COUNT; e++)
            if (field_neighbour(f, e) >= 0)
                mask |= 1 << e;
        p->road[f] = (uint8_t)mask;
    }
}

/* ---- R5.1 shapes ------------------------------------------------------------------ */

static void test_R5_1_a_road_is_a_straight_curve_T_or_crossing(void **state)
{
    (void)state;
    /* The road piece allows straights, T's and crossings, so the shape of the edge set is
     * what decides: one edge is no road at all. */
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    test_play_to_step(&g, "take blue-a | bonus 1", STEP_ROAD);
    test_refused(&g, "road C2 S", "R5.1");
    assert_all_legal(&g, "road C2 NS | road C2 NESW");
    assert_false(test_is_legal(&g, "road C2 ES"));
    test_do(&g, "road C2 NES");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("NES"));
    assert_int_equal(g.player[0].fame, 1);               /* tower at 1 (R5.7) */
}

static void test_R5_1_a_built_field_takes_no_second_road(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_set_road(&g.player[0], "C2", "NS");
    test_do(&g, "take green-1");
    test_refused(&g, "road C2 EW", "R5.1");
    test_refused(&g, "road D2 NS", "R5.1");              /* the residence is built too */
    /* B2 joins C2 now; C2 itself is no longer offered. */
    assert_legal(&g, "road B2 NS | road D1 EW | road D3 EW");
}

/* ---- R5.2 the residence ----------------------------------------------------------- */

static void test_R5_2_residence_is_prebuilt_with_the_printed_roads(void **state)
{
    (void)state;
    Game sun = test_game(3, "sun", 0);
    Game moon = test_game(4, "moon", 2);
    for (int s = 0; s < 3; s++)
        for (int f = 0; f < PROVINCE_FIELDS; f++)
            assert_int_equal(sun.player[s].road[f], f == test_field("D2") ? test_edges("NEW") : 0);
    for (int s = 0; s < 4; s++)
        for (int f = 0; f < PROVINCE_FIELDS; f++)
            assert_int_equal(moon.player[s].road[f], f == test_field("B2") ? test_edges("ES") : 0);
}

static void test_R5_2_residence_takes_half_roads_and_scores_nothing(void **state)
{
    (void)state;
    /* Moon residence B2 E,S with C2 N,S built (fort scored 1 earlier). */
    Game g = test_rolled(3, "moon", ROLL_GREEN("half+half"));
    test_set_road(&g.player[0], "C2", "NS");
    g.player[0].fame = 1;
    test_do(&g, "take green-1");
    assert_legal(&g, "half B2 N | half B2 W | half C2 E | half C2 W | road B3 EW | road B3 NW | "
                     "road B3 SW | road D2 NE | road D2 NS | road D2 NW");
    test_do(&g, "half B2 N");
    assert_int_equal(test_road_of(&g.player[0], "B2"), test_edges("NES"));
    assert_legal(&g, "half B2 W | half C2 E | half C2 W");
    test_do(&g, "half C2 W");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("NSW"));
    assert_marks(&g.player[0], "fame 1, money 0");
    assert_turn_passed(&g);
}

/* ---- R5.3 joined to the residence -------------------------------------------------- */

static void test_R5_3_road_must_join_the_residence(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_do(&g, "take green-1");
    test_refused(&g, "road A1 NS", "R5.3");              /* A1N is a bonus edge: joining fails */
    test_refused(&g, "road B2 NS", "R5.3");              /* C2 below is free */
    test_refused(&g, "road C2 EW", "R5.3");              /* next to D2, but not on D2's N edge */
    test_refused(&g, "road B3 EW", "R5.3");
    assert_int_equal(g.step.kind, STEP_ROAD);
    assert_int_equal(g.to_act, 0);
}

static void test_R5_3_roads_join_through_built_fields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_set_roads(&g.player[0], "C2 NS, B2 NS");
    g.player[0].fame = 1;
    test_do(&g, "take green-1");
    /* A2 (Md3) joins through B2 and C2; its N edge is the fame:2 border bonus. */
    assert_legal(&g, "road A2 NS | road D1 EW | road D3 EW");
    test_do(&g, "road A2 NS");
    assert_int_equal(test_road_of(&g.player[0], "A2"), test_edges("NS"));
    assert_int_equal(g.player[0].border_reached, border_bit("A2", 'N'));
    assert_pending(&g, "fame:2");
    assert_int_equal(g.step.kind, STEP_PENDING);         /* Md3 with nothing owned: no sale */
}

static void test_R5_3_a_dead_end_does_not_join(void **state)
{
    (void)state;
    /* C2 is a curve E,S: its N edge is empty, so a road in B2 reaching down to C2 is not
     * joined; C3 reaching C2's E edge is. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_set_road(&g.player[0], "C2", "ES");
    test_do(&g, "take green-1");
    test_refused_all(&g, "road B2 ES | road B2 SW", "R5.3");
    assert_legal(&g, "road C3 NW | road C3 SW | road D1 NE | road D3 NW | road D3 SW");
    test_do(&g, "road C3 SW");
    assert_int_equal(test_road_of(&g.player[0], "C3"), test_edges("SW"));
    assert_int_equal(g.player[0].fame, 0);               /* Ms3 with nothing owned sells nothing */
    assert_turn_passed(&g);
}

/* ---- R5.4 where an edge may point ------------------------------------------------- */

static void test_R5_4_border_edge_needs_bonus(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_do(&g, "take green-1");
    test_refused(&g, "road D1 NS", "R5.4");              /* D1S shows no bonus */
    test_refused(&g, "road D2 NS", "R5.1");

    Game h = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_road(&h.player[0], "D3", "EW");
    test_do(&h, "take green-1");
    test_refused(&h, "half D2 S", "R5.4");               /* the residence's S edge: no bonus */
    test_refused(&h, "half D3 E", "R5.6");               /* already there */
    assert_true(test_is_legal(&h, "half D3 S"));         /* D3S palace:builder */

    Game m = test_rolled(3, "moon", ROLL_GREEN("straight"));
    test_do(&m, "take green-1");
    test_refused(&m, "road B1 EW", "R5.4");              /* moon B1W shows no bonus */
    assert_legal(&m, "road B3 EW | road C2 NS");
}

static void test_R5_4_edges_may_point_at_free_fields_and_dead_ends(void **state)
{
    (void)state;
    /* C2 N,S and D1 N,E built. A curve C1 E,S joins D1 and points E at C2, which has no W
     * edge: a dead end, allowed, and C2 stays as it was. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_set_roads(&g.player[0], "C2 NS, D1 NE");
    g.player[0].fame = 1;
    test_play(&g, "take green-1 | road C1 ES");
    assert_roads(&g.player[0], "C1 ES, C2 NS");
    assert_int_equal(g.player[0].fame, 2);               /* temple at 1 */
    assert_int_equal(g.player[0].border_reached, 0);
    assert_turn_passed(&g);
}

static void test_R5_4_reaching_a_border_bonus_gains_it(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_play(&g, "take green-1 | road D3 SW");
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("SW"));
    assert_int_equal(g.player[0].fame, 1);               /* fort at 1, not a bonus (R9.1) */
    assert_int_equal(g.player[0].border_reached, border_bit("D3", 'S'));
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "palace:builder");
    assert_legal(&g, "bonus 1");
    test_do(&g, "bonus 1");
    assert_int_equal(g.player[0].palace[PERSON_BUILDER], 1);
    assert_int_equal(g.step.kind, STEP_HALVES);
    assert_int_equal(g.step.n, 2);
    assert_int_equal(g.step.from_bonus, 1);
    assert_pending(&g, "-");
}

static void test_R5_4_a_border_bonus_is_gained_once(void **state)
{
    (void)state;
    /* D3 S,W reached D3S earlier; half roads complete D3 to a crossing without it again. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_road(&g.player[0], "D3", "SW");
    g.player[0].border_reached = border_bit("D3", 'S');
    g.player[0].palace[PERSON_BUILDER] = 1;
    g.player[0].fame = 1;
    test_do(&g, "take green-1");
    test_refused(&g, "half D3 S", "R5.6");
    test_do(&g, "half D3 N");
    /* The second half has one place left (D3 E): it is drawn without an action. */
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("NESW"));
    assert_int_equal(g.player[0].border_reached, border_bit("D3", 'S'));
    assert_int_equal(g.player[0].palace[PERSON_BUILDER], 1);
    assert_int_equal(g.player[0].fame, 1);
    assert_turn_passed(&g);
}

static void test_R5_4_a_half_road_onto_a_border_bonus_gains_it(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_roads(&g.player[0], "C2 NS, D3 EW");
    g.player[0].fame = 2;
    test_play(&g, "take green-1 | half D3 S");
    assert_pending(&g, "palace:builder");
    assert_int_equal(g.step.kind, STEP_HALVES);          /* the die's second half first */
    assert_int_equal(g.step.n, 1);
    test_do(&g, "half C2 E");
    assert_roads(&g.player[0], "D3 ESW, C2 NES");
    assert_int_equal(g.player[0].border_reached, border_bit("D3", 'S'));
    assert_int_equal(g.player[0].fame, 2);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "palace:builder");
}

static void test_R5_4_a_full_province_leaves_only_border_bonus_edges(void **state)
{
    (void)state;
    /* Every field built with its inner edges: the half roads left point at the border, and
     * only edges that show a bonus may be drawn (sun: eleven of them). */
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    build_everything(&g.player[0]);
    test_do(&g, "take green-1");
    assert_legal(&g, "half A1 N | half A2 N | half A4 E | half A4 N | half B1 W | half B4 E | "
                     "half C1 W | half C4 E | half D1 W | half D3 S | half D4 S");
    test_play(&g, "half A2 N | half C4 E");
    assert_int_equal(g.player[0].border_reached, border_bit("A2", 'N') | border_bit("C4", 'E'));
    assert_pending(&g, "fame:2 money:4");
}

/* ---- R5.5 the green die ----------------------------------------------------------- */

static void test_R5_5_curve_die_draws_a_curve_in_any_rotation(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_play_to_step(&g, "take green-1", STEP_ROAD);
    assert_int_equal(g.step.n, SHAPE_CURVE);
    assert_int_equal(g.step.from_bonus, 0);
    assert_legal(&g, "road C2 ES | road C2 SW | road D1 NE | road D3 NW | road D3 SW");
    test_refused_all(&g, "road C2 NS | road C2 NES", "R5.5");
    test_refused(&g, "done", "R2.5");                    /* a die action cannot be declined */
    test_do(&g, "road D1 NE");
    assert_int_equal(test_road_of(&g.player[0], "D1"), test_edges("NE"));
    assert_int_equal(g.player[0].money, 0);              /* Md2, nothing owned to sell */
    assert_turn_passed(&g);
}

static void test_R5_5_straight_die_draws_a_straight_in_any_rotation(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_do(&g, "take green-1");
    assert_int_equal(g.step.n, SHAPE_STRAIGHT);
    assert_legal(&g, "road C2 NS | road D1 EW | road D3 EW");
    test_refused_all(&g, "road C2 ES | road C2 NESW", "R5.5");
    test_do(&g, "road D3 EW");
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("EW"));
    assert_int_equal(g.player[0].fame, 1);
    assert_turn_passed(&g);

    Game m = test_rolled(3, "moon", ROLL_GREEN("straight"));
    test_do(&m, "take green-1");
    assert_legal(&m, "road B3 EW | road C2 NS");
    test_step(&m, "road C2 NS", "fame 1", NULL);              /* moon C2 fort */
}

static void test_R5_5_half_half_die_gives_two_half_roads(void **state)
{
    (void)state;
    /* Sun set-up: no half fits alone, so the two halves can only be combined. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_do(&g, "take green-1");
    assert_sun_halves_combine(&g);
    test_refused(&g, "done", "R2.5");
}

static void test_R5_5_a_green_die_without_a_free_field_has_no_effect(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_GREEN("straight"));
    build_everything(&g.player[0]);
    assert_no_effect(&g, "green-1");
    assert_int_equal(g.die_at[DIE_GREEN_1], DIE_AT_SEAT + 0);
    assert_int_equal(g.die_at[DIE_GREEN_2], DIE_AT_ELEPHANT);
}

/* ---- R5.6 half roads -------------------------------------------------------------- */

static void test_R5_6_half_roads_make_a_T_then_a_crossing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_roads(&g.player[0], "C2 NS, D3 EW");
    g.player[0].fame = 2;
    test_play(&g, "take green-1 | half C2 E");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("NES"));
    assert_int_equal(g.step.kind, STEP_HALVES);
    assert_int_equal(g.step.n, 1);
    assert_legal(&g, "half C2 W | half D3 N | half D3 S");
    test_do(&g, "half C2 W");
    assert_roads(&g.player[0], "C2 NESW, D3 EW");
    assert_int_equal(g.player[0].fame, 2);
    assert_turn_passed(&g);
}

static void test_R5_6_a_free_field_never_takes_a_single_half(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_roads(&g.player[0], "C2 NS, D3 EW");
    test_do(&g, "take green-1");
    test_refused_all(&g, "half B2 S | half C3 W", "R5.6");
    test_do(&g, "half C2 E");
    /* One half left: no free field can be given it, and it cannot make a road alone. */
    test_refused_all(&g, "half C3 W | road B2 NS | road C3 EW", "R5.6");
}

static void test_R5_6_a_pair_split_over_two_fields(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_GREEN("half+half"));
    test_set_roads(&g.player[0], "C2 NS, B3 EW");
    g.player[0].fame = 2;
    test_play(&g, "take green-1 | half B3 S | half C2 E");
    assert_roads(&g.player[0], "B3 ESW, C2 NES, B2 ES");
    assert_int_equal(g.player[0].fame, 2);
    assert_turn_passed(&g);
}

static void test_R5_6_a_pair_combined_into_a_straight_or_curve(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_do(&g, "take green-1");
    test_refused_all(&g, "road C2 NES | road C2 NESW", "R5.6");
    test_refused(&g, "road B2 NS", "R5.3");
    test_do(&g, "road C2 SW");
    assert_int_equal(test_road_of(&g.player[0], "C2"), test_edges("SW"));
    assert_int_equal(g.player[0].fame, 1);               /* tower at 1 */
    assert_turn_passed(&g);
}

/* R9.5: moon raja with builder and portuguese at 1 completes lower column 1 (half-road),
 * and its money takes the track from 21 to 22 (half-road): two half-road bonuses pending. */
static Game moon_two_half_road_bonuses(void)
{
    Game g = test_rolled(3, "moon", ROLL_GREEN("straight"));
    g.player[0].palace[PERSON_BUILDER] = 1;
    g.player[0].palace[PERSON_PORTUGUESE] = 1;
    g.player[0].money = 21;
    test_play(&g, "take orange-1 | upgrade fort");
    assert_int_equal(g.player[0].money, 22);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "half-road half-road");
    return g;
}

static void test_R5_6_two_half_road_bonuses_combine_into_a_road(void **state)
{
    (void)state;
    Game g = moon_two_half_road_bonuses();
    test_play_to_step(&g, "bonus 1", STEP_HALVES);
    assert_int_equal(g.step.from_bonus, 1);
    assert_pending(&g, "half-road");
    assert_legal(&g, "half B2 N | half B2 W | road B3 EW | road B3 NW | road B3 SW | "
                     "road C2 NE | road C2 NS | road C2 NW");
    test_refused(&g, "road B3 NEW", "R5.6");
    test_do(&g, "road B3 EW");
    /* The road used the other half-road bonus too; B3 is a fort, just upgraded to 2. */
    assert_int_equal(test_road_of(&g.player[0], "B3"), test_edges("EW"));
    assert_int_equal(g.player[0].fame, 2);
    assert_turn_passed(&g);
}

static void test_R5_6_two_half_road_bonuses_split(void **state)
{
    (void)state;
    Game g = moon_two_half_road_bonuses();
    test_play(&g, "bonus 2 | half B2 N");
    assert_int_equal(test_road_of(&g.player[0], "B2"), test_edges("NES"));
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "half-road");
    /* Alone, the second is one half road with one place (B2 W): resolving it draws it. */
    test_do(&g, "bonus 1");
    assert_int_equal(test_road_of(&g.player[0], "B2"), test_edges("NESW"));
    assert_int_equal(g.player[0].fame, 0);
    assert_turn_passed(&g);
}

static void test_R5_6_a_single_half_road_bonus_is_one_half(void **state)
{
    (void)state;
    Game g = test_rolled(3, "moon", ROLL_GREEN("straight"));
    g.player[0].money = 21;
    test_play(&g, "take orange-1 | upgrade tower");
    assert_pending(&g, "half-road");
    test_play_to_step(&g, "bonus 1", STEP_HALVES);
    assert_int_equal(g.step.n, 1);
    assert_legal(&g, "half B2 N | half B2 W");
    test_refused_all(&g, "road C2 NS | half C2 N", "R5.6");
    test_refused(&g, "done", "R9.4");                    /* it must be drawn */
    test_do(&g, "half B2 N");
    assert_int_equal(test_road_of(&g.player[0], "B2"), test_edges("NES"));
    assert_turn_passed(&g);
}

static void test_R5_6_a_half_road_bonus_without_a_place_is_lost(void **state)
{
    (void)state;
    /* Sun set-up: D2's only free edge is S (no bonus) and a single half cannot build a free
     * field, so the half-road gained at money 12 cannot be used at all (R9.3). */
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    g.player[0].money = 11;
    test_step(&g, "take orange-1", "", "half-road");
    test_step(&g, "upgrade temple", "money 12", NULL);
    assert_int_equal(test_road_of(&g.player[0], "D2"), test_edges("NEW"));
    assert_turn_passed(&g);
}

/* ---- R5.7 a newly built field ----------------------------------------------------- */

static void test_R5_7_a_building_scores_its_type_value(void **state)
{
    (void)state;
    static const struct {
        int tower, fame_before, fame_after;
        const char *pending;
    } cases[] = {
        {1, 0, 1, "-"}, {2, 0, 2, "-"}, {3, 0, 3, "-"},
        {3, 2, 5, "money:2"},                            /* passes sun fame field 4 (R3.3) */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
        g.player[0].upgrade[TYPE_TOWER] = (uint8_t)cases[i].tower;
        g.player[0].fame = (uint8_t)cases[i].fame_before;
        test_play(&g, "take green-1 | road C2 NS");
        assert_int_equal(g.player[0].fame, cases[i].fame_after);
        assert_pending(&g, cases[i].pending);
    }
}

static void test_R5_7_an_empty_field_scores_nothing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_set_road(&g.player[0], "C2", "NS");
    g.player[0].fame = 1;
    g.player[0].goods_circled[GOOD_TEA] = 2;
    Player before = g.player[0];
    test_play(&g, "take green-1 | road B2 NS");
    before.road[test_field("B2")] = (uint8_t)test_edges("NS");
    assert_memory_equal(&g.player[0], &before, sizeof before);
    assert_turn_passed(&g);
}

static void test_R5_7_same_kind_market_sells_one_kind(void **state)
{
    (void)state;
    /* Sun C3 is Ms3, joined through C2's E edge. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_set_road(&g.player[0], "C2", "NES");
    g.player[0].fame = 1;
    test_set_goods(&g.player[0], "tea 2, silk 4");
    test_play_to_step(&g, "take green-1 | road C3 EW", STEP_SELL);
    assert_int_equal(g.step.n, 3);
    assert_int_equal(g.step.mode, SALE_SAME | SALE_MARKET);
    assert_legal(&g, "sell | sell silk | sell silk silk | sell silk silk silk | sell tea | "
                     "sell tea tea");
    test_refused_all(&g, "sell tea silk | sell silk silk silk silk", "R5.7");
    test_refused(&g, "sell spice", "R4.3");
    test_refused(&g, "done", "R2.5");
    test_step(&g, "sell silk silk silk", "money 4", NULL);    /* columns 1, 2, 3: 1 + 1 + 2 */
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 3);
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 0);
    assert_int_equal(g.player[0].fame, 1);               /* a market scores no fame */
    assert_pending(&g, "river-fwd");                     /* silk tent 1–2 closed (R4.4) */
}

static void test_R5_7_mixed_market_sells_different_kinds(void **state)
{
    (void)state;
    /* Sun D1 is Md2; its W edge reaches the goods-diff:2 border bonus. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("straight"));
    test_set_goods(&g.player[0], "tea 1, silk 2");
    test_play_to_step(&g, "take green-1 | road D1 EW", STEP_SELL);
    assert_int_equal(g.step.mode, SALE_DIFF | SALE_MARKET);
    assert_legal(&g, "sell | sell silk | sell tea | sell tea silk");
    test_refused(&g, "sell silk silk", "R5.7");
    test_step(&g, "sell tea silk", "money 2", NULL);
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "goods-diff:2");
}

static void test_R5_7_market_sale_comes_before_the_border_bonus(void **state)
{
    (void)state;
    /* Moon D2 is Ms2 under C2, its S edge the sell-diff:2 border bonus. The opening sale is
     * made at once; the border bonus waits in the pending list. */
    Game g = test_rolled(3, "moon", ROLL_GREEN("straight"));
    test_set_road(&g.player[0], "C2", "NS");
    g.player[0].fame = 1;
    test_set_goods(&g.player[0], "tea 2, silk 1");
    test_play_to_step(&g, "take green-1 | road D2 NS", STEP_SELL);
    assert_pending(&g, "sell-diff:2");
    assert_legal(&g, "sell | sell silk | sell tea | sell tea tea");
    test_step(&g, "sell tea tea", "money 2", "sell-diff:2 fame:1"); /* moon tea tent 1–2 */
    /* The bonus sells at least one good (R9.4): silk alone is left, so the sale is made. */
    test_do(&g, "bonus 1");
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 1);
    assert_int_equal(g.player[0].money, 3);
    assert_pending(&g, "fame:1");
    test_step(&g, "bonus 1", "fame 2", NULL);
    assert_turn_passed(&g);
}

static void test_R5_7_a_market_with_nothing_owned_sells_nothing(void **state)
{
    (void)state;
    /* Everything gained was sold: the Ms2 in sun B4 opens, but there is nothing to sell. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_set_roads(&g.player[0], "D3 EW, D4 NW, C4 NS");
    g.player[0].fame = 4;
    test_set_goods(&g.player[0], "spice 2/2");
    g.player[0].money = 2;
    test_play(&g, "take green-1 | road B4 SW");
    assert_int_equal(test_road_of(&g.player[0], "B4"), test_edges("SW"));
    assert_int_equal(g.player[0].money, 2);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SPICE], 2);
    assert_turn_passed(&g);
}

static void test_R5_7_half_roads_never_score_a_field_again(void **state)
{
    (void)state;
    /* C3 (Ms3) is built already: half roads on it open no sale, and C2 (tower) scores no
     * fame again. */
    Game g = test_rolled(3, "sun", ROLL_GREEN("half+half"));
    test_set_roads(&g.player[0], "C2 NES, C3 EW");
    g.player[0].fame = 1;
    g.player[0].goods_circled[GOOD_SILK] = 3;
    test_play_to_step(&g, "take green-1 | half C3 N", STEP_HALVES);
    test_do(&g, "half C2 W");
    assert_roads(&g.player[0], "C3 NEW, C2 NESW");
    assert_marks(&g.player[0], "fame 1, money 0");
    assert_int_equal(g.player[0].goods_crossed[GOOD_SILK], 0);
    assert_turn_passed(&g);
}

/* ---- R5.8 the road piece ---------------------------------------------------------- */

static void test_R5_8_road_piece_draws_a_straight_T_or_crossing(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    test_do(&g, "take blue-a");
    assert_int_equal(g.player[0].river_marked, 1u << 5);
    assert_pending(&g, "road-piece");
    test_play_to_step(&g, "bonus 1", STEP_ROAD);
    assert_int_equal(g.step.n, SHAPE_STRAIGHT | SHAPE_T | SHAPE_CROSSING);
    assert_int_equal(g.step.from_bonus, 1);
    assert_legal(&g, "road C2 ESW | road C2 NES | road C2 NESW | road C2 NS | "
                     "road C2 NSW | road D1 EW | road D1 NEW | road D3 ESW | road D3 EW | "
                     "road D3 NESW | road D3 NEW | road D3 NSW");
    test_refused(&g, "road C2 ES", "R5.8");              /* no curve */
    test_refused(&g, "road B2 NESW", "R5.3");
    test_refused(&g, "road D1 NESW", "R5.4");
    test_do(&g, "road D3 NESW");
    assert_int_equal(test_road_of(&g.player[0], "D3"), test_edges("NESW"));
    assert_int_equal(g.player[0].fame, 1);
    assert_int_equal(g.player[0].border_reached, border_bit("D3", 'S'));
    assert_pending(&g, "palace:builder");

    Game m = test_rolled(3, "moon", ROLL_SUN_DEFAULT);
    test_do(&m, "take blue-a");
    assert_int_equal(m.player[0].river_marked, 1u << 6);
    test_play(&m, "bonus 1 | road C2 NESW");
    assert_int_equal(test_road_of(&m.player[0], "C2"), test_edges("NESW"));
    assert_int_equal(m.player[0].fame, 1);
    assert_turn_passed(&m);
}

static void test_R5_8_road_piece_T_reaches_two_border_bonuses(void **state)
{
    (void)state;
    /* Sun A4 (fort) under B4; its N and E edges are the palace:any and goods-die bonuses. */
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    test_set_roads(&g.player[0], "D3 EW, D4 NW, C4 NS, B4 NS");
    g.player[0].upgrade[TYPE_FORT] = 2;
    g.player[0].fame = 3;
    test_play(&g, "take blue-a | bonus 1 | road A4 NES");
    assert_int_equal(test_road_of(&g.player[0], "A4"), test_edges("NES"));
    assert_int_equal(g.player[0].fame, 5);               /* fort at 2; passes field 4 */
    assert_int_equal(g.player[0].border_reached, border_bit("A4", 'N') | border_bit("A4", 'E'));
    assert_pending(&g, "palace:any goods-die money:2");
}

static void test_R5_8_road_piece_into_a_market_sells_at_once(void **state)
{
    (void)state;
    /* Sun D1 (Md2) drawn as a straight from the road piece: the market opens at once, with
     * the D1W border bonus waiting; the sale belongs to the bonus, so `done` may end it. */
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    test_set_goods(&g.player[0], "tea 1, spice 2");
    test_play_to_step(&g, "take blue-a | bonus 1 | road D1 EW", STEP_SELL);
    assert_int_equal(g.step.mode, SALE_DIFF | SALE_MARKET);
    assert_pending(&g, "goods-diff:2");
    assert_legal(&g, "sell | sell spice | sell tea | sell tea spice");
    test_refused(&g, "sell spice spice", "R5.7");
    test_step(&g, "sell tea spice", "money 2", NULL);
    assert_int_equal(g.player[0].goods_crossed[GOOD_TEA], 1);
    assert_int_equal(g.player[0].goods_crossed[GOOD_SPICE], 1);
    assert_int_equal(g.player[0].fame, 0);
    assert_int_equal(g.step.kind, STEP_PENDING);
    assert_pending(&g, "goods-diff:2");
}

static void test_R5_8_road_piece_must_be_drawn(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    test_do(&g, "take blue-a");
    test_refused(&g, "decline 1", "R9.4");
    test_do(&g, "bonus 1");
    assert_false(test_is_legal(&g, "done"));
    test_refused(&g, "done", "R9.4");
    assert_int_equal(g.step.kind, STEP_ROAD);
    assert_int_equal(g.to_act, 0);
}

static void test_R5_8_road_piece_without_a_free_field_is_lost(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_SUN_DEFAULT);
    build_everything(&g.player[0]);
    test_do(&g, "take blue-a");
    assert_int_equal(g.player[0].river_marked, 1u << 5);
    assert_int_equal(g.player[0].fame, 0);
    assert_turn_passed(&g);
}

TEST_MAIN(
    cmocka_unit_test(test_R5_1_a_road_is_a_straight_curve_T_or_crossing),
    cmocka_unit_test(test_R5_1_a_built_field_takes_no_second_road),
    cmocka_unit_test(test_R5_2_residence_is_prebuilt_with_the_printed_roads),
    cmocka_unit_test(test_R5_2_residence_takes_half_roads_and_scores_nothing),
    cmocka_unit_test(test_R5_3_road_must_join_the_residence),
    cmocka_unit_test(test_R5_3_roads_join_through_built_fields),
    cmocka_unit_test(test_R5_3_a_dead_end_does_not_join),
    cmocka_unit_test(test_R5_4_border_edge_needs_bonus),
    cmocka_unit_test(test_R5_4_edges_may_point_at_free_fields_and_dead_ends),
    cmocka_unit_test(test_R5_4_reaching_a_border_bonus_gains_it),
    cmocka_unit_test(test_R5_4_a_border_bonus_is_gained_once),
    cmocka_unit_test(test_R5_4_a_half_road_onto_a_border_bonus_gains_it),
    cmocka_unit_test(test_R5_4_a_full_province_leaves_only_border_bonus_edges),
    cmocka_unit_test(test_R5_5_curve_die_draws_a_curve_in_any_rotation),
    cmocka_unit_test(test_R5_5_straight_die_draws_a_straight_in_any_rotation),
    cmocka_unit_test(test_R5_5_half_half_die_gives_two_half_roads),
    cmocka_unit_test(test_R5_5_a_green_die_without_a_free_field_has_no_effect),
    cmocka_unit_test(test_R5_6_half_roads_make_a_T_then_a_crossing),
    cmocka_unit_test(test_R5_6_a_free_field_never_takes_a_single_half),
    cmocka_unit_test(test_R5_6_a_pair_split_over_two_fields),
    cmocka_unit_test(test_R5_6_a_pair_combined_into_a_straight_or_curve),
    cmocka_unit_test(test_R5_6_two_half_road_bonuses_combine_into_a_road),
    cmocka_unit_test(test_R5_6_two_half_road_bonuses_split),
    cmocka_unit_test(test_R5_6_a_single_half_road_bonus_is_one_half),
    cmocka_unit_test(test_R5_6_a_half_road_bonus_without_a_place_is_lost),
    cmocka_unit_test(test_R5_7_a_building_scores_its_type_value),
    cmocka_unit_test(test_R5_7_an_empty_field_scores_nothing),
    cmocka_unit_test(test_R5_7_same_kind_market_sells_one_kind),
    cmocka_unit_test(test_R5_7_mixed_market_sells_different_kinds),
    cmocka_unit_test(test_R5_7_market_sale_comes_before_the_border_bonus),
    cmocka_unit_test(test_R5_7_a_market_with_nothing_owned_sells_nothing),
    cmocka_unit_test(test_R5_7_half_roads_never_score_a_field_again),
    cmocka_unit_test(test_R5_8_road_piece_draws_a_straight_T_or_crossing),
    cmocka_unit_test(test_R5_8_road_piece_T_reaches_two_border_bonuses),
    cmocka_unit_test(test_R5_8_road_piece_into_a_market_sells_at_once),
    cmocka_unit_test(test_R5_8_road_piece_must_be_drawn),
    cmocka_unit_test(test_R5_8_road_piece_without_a_free_field_is_lost)
)
