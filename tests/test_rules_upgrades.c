/* test_rules_upgrades.c — docs/rules.md R6, buildings and the upgrade table, on both sheet sides:
 *   R6.1 the four building types, each scoring its own type's value when built (R5.7);
 *   R6.2 an upgrade marks the next value of a chosen type, never past 3 (R10), never
 *        re-scoring buildings already built;
 *   R6.3 the two column bonuses, when every type has its 2 / its 3 marked, each once.
 * Upgrades come from raja man singh (R7.8), border bonuses, track fields and karma boxes.
 *
 * Sheet values relied on (docs/sheet-format.md):
 *   §3 sun   A: G Md3 T F / B: F . W Ms2 / C: T W Ms3 G / D: Md2 R(N,E,W) F T; border B1W
 *            upgrade;  moon A: T W Ms3 G / B: Md2 R(E,S) F T / C: G F . Md3 / D: W Ms2 T F
 *   §7 upgrade columns sun karma / fame:4, moon palace:any / fame:5; sun karma box 3
 *      upgrade; sun fame 4 money:2, moon fame 5 karma; sun money 36 upgrade
 * Marks of later positions are set directly; each such position is reachable by the dice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rule_step.h"

/* green-1 shows the face under test, orange-1 the raja. */
#define ROLL_GREEN(face) "roll tea+silk spice+spice " face " curve lotus conch raja builder"
#define ROLL_RAJA ROLL_GREEN("straight")

static const char *const SIDES[2] = {"sun", "moon"};

static void assert_upgrades(const Player *p, int temple, int fort, int garden, int tower)
{
    assert_int_equal(p->upgrade[TYPE_TEMPLE], temple);
    assert_int_equal(p->upgrade[TYPE_FORT], fort);
    assert_int_equal(p->upgrade[TYPE_GARDEN], garden);
    assert_int_equal(p->upgrade[TYPE_TOWER], tower);
}

/* Sun: D1 N,E and C1 N,S built (temple scored 1); a curve die is taken and B1 S,W drawn,
 * reaching the upgrade bonus at B1W. B1 is a fort. */
static Game sun_fort_with_upgrade_bonus(int temple, int fort, int garden, int tower)
{
    Game g = test_rolled(3, "sun", ROLL_GREEN("curve"));
    test_set_roads(&g.player[0], "D1 NE, C1 NS");
    g.player[0].fame = 1;
    test_set_upgrades(&g.player[0], temple, fort, garden, tower);
    test_play(&g, "take green-1 | road B1 SW");
    assert_int_equal(g.player[0].border_reached,
                     (uint64_t)1 << (test_field("B1") * EDGE_COUNT + EDGE_W));
    return g;
}

/* ---- R6.1 the four types ---------------------------------------------------------- */

static void test_R6_1_four_building_types_on_each_side(void **state)
{
    (void)state;
    assert_string_equal(type_name(TYPE_TEMPLE), "temple");
    assert_string_equal(type_name(TYPE_FORT), "fort");
    assert_string_equal(type_name(TYPE_GARDEN), "garden");
    assert_string_equal(type_name(TYPE_TOWER), "tower");
    /* docs/sheet-format.md §3: sun T A3 C1 D4, F A4 B1 D3, G A1 C4, W B3 C2;
     * moon T A1 B4 D3, F B3 C2 D4, G A4 C1, W A2 D1. */
    static const int want[2][TYPE_COUNT] = {{3, 3, 2, 2}, {3, 3, 2, 2}};
    static const char *const sun_fort[3] = {"A4", "B1", "D3"};
    for (int s = 0; s < 2; s++) {
        const Sheet *sh = &test_sheets()->sheet[test_side(SIDES[s])];
        int count[TYPE_COUNT] = {0};
        for (int f = 0; f < PROVINCE_FIELDS; f++)
            if (sh->field[f].kind >= FIELD_TEMPLE && sh->field[f].kind <= FIELD_TOWER)
                count[sh->field[f].kind - FIELD_TEMPLE]++;
        for (int t = 0; t < TYPE_COUNT; t++)
            assert_int_equal(count[t], want[s][t]);
    }
    const Sheet *sun = &test_sheets()->sheet[test_side("sun")];
    for (int i = 0; i < 3; i++)
        assert_int_equal(sun->field[test_field(sun_fort[i])].kind, FIELD_FORT);
    assert_int_equal(sun->field[test_field("C2")].kind, FIELD_TOWER);
    assert_int_equal(sun->field[test_field("C4")].kind, FIELD_GARDEN);
    assert_int_equal(sun->field[test_field("D4")].kind, FIELD_TEMPLE);
}

static void test_R6_1_each_building_scores_its_own_type(void **state)
{
    (void)state;
    /* Two tables of values, so that every type has a pair of scores no other type has. */
    static const int values[2][TYPE_COUNT] = {{3, 2, 1, 1}, {1, 1, 3, 2}};
    static const struct {
        int type;
        const char *die, *road, *built[2][2];   /* roads already there: field, edges */
    } builds[] = {
        {TYPE_TOWER, "straight", "road C2 NS", {{NULL, NULL}, {NULL, NULL}}},
        {TYPE_FORT, "straight", "road D3 EW", {{NULL, NULL}, {NULL, NULL}}},
        {TYPE_TEMPLE, "curve", "road D4 NW", {{"D3", "EW"}, {NULL, NULL}}},
        {TYPE_GARDEN, "straight", "road C4 NS", {{"D3", "EW"}, {"D4", "NW"}}},
    };
    for (int v = 0; v < 2; v++)
        for (size_t b = 0; b < sizeof builds / sizeof builds[0]; b++) {
            char roll[128];
            snprintf(roll, sizeof roll, ROLL_GREEN("%s"), builds[b].die);
            Game g = test_rolled(3, "sun", roll);
            Player *p = &g.player[0];
            test_set_upgrades(p, values[v][0], values[v][1], values[v][2], values[v][3]);
            for (int k = 0; k < 2; k++)
                if (builds[b].built[k][0])
                    test_set_road(p, builds[b].built[k][0], builds[b].built[k][1]);
            test_do(&g, "take green-1");
            test_do(&g, builds[b].road);
            assert_int_equal(g.player[0].fame, values[v][builds[b].type]);
            assert_turn_passed(&g);
        }
}

static void test_R6_1_an_upgrade_offers_the_four_types(void **state)
{
    (void)state;
    Game g = sun_fort_with_upgrade_bonus(1, 1, 1, 1);
    assert_pending(&g, "upgrade");
    test_play_to_step(&g, "bonus 1", STEP_UPGRADE);
    assert_int_equal(g.step.from_bonus, 1);
    assert_legal(&g, "upgrade fort | upgrade garden | upgrade temple | upgrade tower");
}

/* ---- R6.2 upgrading --------------------------------------------------------------- */

static void test_R6_2_an_upgrade_marks_the_next_value(void **state)
{
    (void)state;
    for (int s = 0; s < 2; s++) {
        Game g = test_rolled(3, SIDES[s], ROLL_RAJA);
        test_play(&g, "take orange-1 | upgrade fort");
        assert_upgrades(&g.player[0], 1, 2, 1, 1);
        assert_int_equal(g.player[0].fame, 0);
        assert_turn_passed(&g);

        Game h = test_rolled(3, SIDES[s], ROLL_RAJA);
        test_set_upgrades(&h.player[0], 1, 2, 1, 1);
        test_play(&h, "take orange-1 | upgrade fort");
        assert_upgrades(&h.player[0], 1, 3, 1, 1);
        assert_turn_passed(&h);
    }
}

static void test_R6_2_two_upgrades_in_a_turn_mark_2_then_3(void **state)
{
    (void)state;
    /* Sun raja at money 35: the money takes the track to field 36 (upgrade). */
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    g.player[0].money = 35;
    test_step(&g, "take orange-1", "", "upgrade");
    test_do(&g, "upgrade temple");
    assert_upgrades(&g.player[0], 2, 1, 1, 1);
    test_do(&g, "bonus 1");
    assert_legal(&g, "upgrade fort | upgrade garden | upgrade temple | upgrade tower");
    test_do(&g, "upgrade temple");
    assert_upgrades(&g.player[0], 3, 1, 1, 1);
    assert_turn_passed(&g);
}

static void test_R6_2_a_type_at_3_cannot_be_upgraded(void **state)
{
    (void)state;
    Game g = sun_fort_with_upgrade_bonus(3, 1, 3, 2);
    assert_int_equal(g.player[0].fame, 2);               /* fort at 1 */
    test_do(&g, "bonus 1");
    assert_legal(&g, "upgrade fort | upgrade tower");
    test_refused_all(&g, "upgrade temple | upgrade garden", "R6.2");
    test_do(&g, "upgrade tower");
    assert_upgrades(&g.player[0], 3, 1, 3, 3);
    assert_turn_passed(&g);

    /* The raja's upgrade: two types at 3 leave two choices. */
    Game r = test_rolled(3, "moon", ROLL_RAJA);
    test_set_upgrades(&r.player[0], 3, 2, 3, 2);
    test_do(&r, "take orange-1");
    assert_legal(&r, "upgrade fort | upgrade tower");
    test_refused_all(&r, "upgrade temple | upgrade garden", "R6.2");
    test_refused(&r, "done", "R2.5");
    test_do(&r, "upgrade fort");
    assert_upgrades(&r.player[0], 3, 3, 3, 2);
    assert_turn_passed(&r);

    /* With one type left below 3 the upgrade has one outcome and is made without an action. */
    Game one = test_rolled(3, "moon", ROLL_RAJA);
    test_set_upgrades(&one.player[0], 3, 3, 3, 2);
    test_do(&one, "take orange-1");
    assert_upgrades(&one.player[0], 3, 3, 3, 3);
    assert_int_equal(one.step.kind, STEP_PENDING);
    assert_pending(&one, "fame:5");
}

static void test_R6_2_an_upgrade_with_every_type_at_3_cannot_be_used(void **state)
{
    (void)state;
    /* Fort at 3 takes fame from 1 to 4 (sun field 4: money:2); the upgrade stays pending
     * but cannot be resolved, and is lost when nothing else can be used (R9.3). */
    Game g = sun_fort_with_upgrade_bonus(3, 3, 3, 3);
    assert_int_equal(g.player[0].fame, 4);
    assert_pending(&g, "upgrade money:2");
    assert_legal(&g, "bonus 2");
    test_refused(&g, "bonus 1", "R9.3");
    test_step(&g, "bonus 2", "money 2", NULL);
    assert_upgrades(&g.player[0], 3, 3, 3, 3);
    assert_int_equal(g.lapsed_count, 1);                 /* R9.4: it lapses */
    assert_int_equal(g.lapsed[0].kind, BONUS_UPGRADE);
    assert_turn_passed(&g);
}

static void test_R6_2_upgrading_never_rescores_built_buildings(void **state)
{
    (void)state;
    Game g = sun_fort_with_upgrade_bonus(1, 1, 1, 1);
    assert_int_equal(g.player[0].fame, 2);               /* B1 scored the fort's 1 */
    test_play(&g, "bonus 1 | upgrade fort");
    assert_upgrades(&g.player[0], 1, 2, 1, 1);
    assert_int_equal(g.player[0].fame, 2);               /* B1 is not scored again */
    assert_turn_passed(&g);

    /* The next fort built scores the new value; B1 still counts once. */
    Game h = test_rolled(3, "sun", ROLL_GREEN("straight"));
    h.player[0] = g.player[0];
    test_play(&h, "take green-1 | road D3 EW");
    assert_int_equal(h.player[0].fame, 4);
    assert_pending(&h, "money:2");
}

/* ---- R6.3 the column bonuses ------------------------------------------------------ */

static void test_R6_3_every_type_at_2_gains_the_first_column(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&g.player[0], 2, 2, 1, 2);
    test_play(&g, "take orange-1 | upgrade garden");
    assert_pending(&g, "karma");
    test_step(&g, "bonus 1", "circled 2", NULL);
    assert_turn_passed(&g);

    /* Moon: the upgrade bonus at D1W, with D1 (tower) joined through D2 and C2. */
    Game m = test_rolled(3, "moon", ROLL_GREEN("straight"));
    test_set_roads(&m.player[0], "C2 NS, D2 NW");
    m.player[0].fame = 1;
    test_set_upgrades(&m.player[0], 2, 1, 2, 2);
    test_play(&m, "take green-1 | road D1 EW");
    assert_int_equal(m.player[0].fame, 3);               /* tower at 2 */
    assert_pending(&m, "upgrade");
    test_play(&m, "bonus 1 | upgrade fort");
    assert_pending(&m, "palace:any");
}

static void test_R6_3_every_type_at_3_gains_the_second_column(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&g.player[0], 3, 3, 3, 2);
    test_do(&g, "take orange-1");                       /* the tower is the one choice */
    assert_upgrades(&g.player[0], 3, 3, 3, 3);
    assert_pending(&g, "fame:4");
    test_step(&g, "bonus 1", "fame 4", "money:2");            /* sun fame field 4 */

    Game m = test_rolled(3, "moon", ROLL_RAJA);
    test_set_upgrades(&m.player[0], 3, 2, 3, 3);
    test_do(&m, "take orange-1");
    assert_upgrades(&m.player[0], 3, 3, 3, 3);
    assert_pending(&m, "fame:5");
    test_step(&m, "bonus 1", "fame 5", "karma");              /* moon fame field 5 */
}

static void test_R6_3_a_column_needs_every_type(void **state)
{
    (void)state;
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&g.player[0], 2, 2, 1, 1);
    test_play(&g, "take orange-1 | upgrade garden");
    assert_upgrades(&g.player[0], 2, 2, 2, 1);
    assert_turn_passed(&g);

    /* Three types at 3 and the last reaching 2: the first column only. */
    Game h = test_rolled(3, "moon", ROLL_RAJA);
    test_set_upgrades(&h.player[0], 3, 3, 3, 1);
    test_do(&h, "take orange-1");
    assert_int_equal(h.player[0].upgrade[TYPE_TOWER], 2);   /* the one choice, made alone */
    assert_pending(&h, "palace:any");
}

static void test_R6_3_each_column_is_gained_once(void **state)
{
    (void)state;
    /* Every type has had its 2 (the first column was gained then): taking one to 3 gains
     * nothing, and completing the 3s gains the second column alone. */
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&g.player[0], 2, 2, 2, 2);
    test_play(&g, "take orange-1 | upgrade temple");
    assert_upgrades(&g.player[0], 3, 2, 2, 2);
    assert_turn_passed(&g);

    Game h = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&h.player[0], 3, 3, 2, 3);
    test_step(&h, "take orange-1", "", "fame:4");
    assert_int_equal(h.player[0].karma_circled, 1);
}

static void test_R6_3_a_column_bonus_can_lead_to_another_upgrade(void **state)
{
    (void)state;
    /* Sun: the first column's karma circles the third karma box, which gains an upgrade. */
    Game g = test_rolled(3, "sun", ROLL_RAJA);
    test_set_upgrades(&g.player[0], 2, 2, 2, 1);
    g.player[0].karma_circled = 2;
    test_play(&g, "take orange-1 | upgrade tower");
    assert_pending(&g, "karma");
    test_step(&g, "bonus 1", "circled 3", "upgrade");
    test_play_to_step(&g, "bonus 1", STEP_UPGRADE);
    assert_legal(&g, "upgrade fort | upgrade garden | upgrade temple | upgrade tower");
    test_do(&g, "upgrade fort");
    assert_upgrades(&g.player[0], 2, 3, 2, 2);
    assert_turn_passed(&g);
}

TEST_MAIN(
    cmocka_unit_test(test_R6_1_four_building_types_on_each_side),
    cmocka_unit_test(test_R6_1_each_building_scores_its_own_type),
    cmocka_unit_test(test_R6_1_an_upgrade_offers_the_four_types),
    cmocka_unit_test(test_R6_2_an_upgrade_marks_the_next_value),
    cmocka_unit_test(test_R6_2_two_upgrades_in_a_turn_mark_2_then_3),
    cmocka_unit_test(test_R6_2_a_type_at_3_cannot_be_upgraded),
    cmocka_unit_test(test_R6_2_an_upgrade_with_every_type_at_3_cannot_be_used),
    cmocka_unit_test(test_R6_2_upgrading_never_rescores_built_buildings),
    cmocka_unit_test(test_R6_3_every_type_at_2_gains_the_first_column),
    cmocka_unit_test(test_R6_3_every_type_at_3_gains_the_second_column),
    cmocka_unit_test(test_R6_3_a_column_needs_every_type),
    cmocka_unit_test(test_R6_3_each_column_is_gained_once),
    cmocka_unit_test(test_R6_3_a_column_bonus_can_lead_to_another_upgrade)
)
