/* test_action.c — actions as text (docs/protocol.md "Actions"): every kind formats canonically
 * and parses back to the same value; any spelling parses to the canonical value; every
 * malformed text is refused with its reason and leaves the output untouched. */
#include <stdio.h>
#include <string.h>

#include "support.h"

typedef struct {
    Action action;
    const char *text;
} Case;

static void assert_round_trip(const Action *a, const char *text)
{
    char buf[256];
    int len = action_format(a, buf, sizeof buf);
    assert_string_equal(buf, text);
    assert_int_equal(len, (int)strlen(text));
    Action back;
    const char *why = NULL;
    if (!action_parse(text, &back, &why))
        fail_msg("'%s' does not parse: %s", text, why);
    assert_true(action_equal(&back, a));
    assert_memory_equal(&back, a, sizeof back);
}

static void every_kind_round_trips(void **state)
{
    (void)state;
    const uint8_t round[8] = {FACE_TEA_SILK, FACE_SPICE_SPICE, FACE_CURVE, FACE_HALF_HALF,
                              FACE_FLAG, FACE_PEACOCK, FACE_GREAT_MOGUL, FACE_PORTUGUESE};
    const uint8_t karma[2] = {FACE_STRAIGHT, FACE_BOAT};
    const Case cases[] = {
        {action_make(ACT_TAKE, DIE_PURPLE_1, 0), "take purple-1"},
        {action_make(ACT_TAKE, DIE_ORANGE_2, 0), "take orange-2"},
        {action_make(ACT_KARMA, DIE_GREEN_2, 0), "karma green-2"},
        {action_make(ACT_REROLL, 0, 0), "reroll"},
        {action_make(ACT_KEEP, DIE_BLUE_A, 0), "keep blue-a"},
        {action_make(ACT_ROAD, 6, (1 << EDGE_N) | (1 << EDGE_S)), "road B3 NS"},
        {action_make(ACT_ROAD, 0, 15), "road A1 NESW"},
        {action_make(ACT_ROAD, 15, (1 << EDGE_E) | (1 << EDGE_S) | (1 << EDGE_W)), "road D4 ESW"},
        {action_make(ACT_HALF, 6, EDGE_E), "half B3 E"},
        {action_make(ACT_HALF, 12, EDGE_W), "half D1 W"},
        {action_sell(2, 1, 0), "sell tea tea silk"},
        {action_sell(0, 0, 3), "sell spice spice spice"},
        {action_sell(1, 1, 1), "sell tea silk spice"},
        {action_sell(0, 0, 0), "sell"},
        {action_make(ACT_GOOD, GOOD_SILK, 0), "good silk"},
        {action_goods(1, 0, 1), "goods tea spice"},
        {action_goods(0, 1, 0), "goods silk"},
        {action_goods(1, 1, 1), "goods tea silk spice"},
        {action_make(ACT_GOODS_DIE, DIE_PURPLE_2, 0), "goods-die purple-2"},
        {action_make(ACT_UPGRADE, TYPE_FORT, 0), "upgrade fort"},
        {action_make(ACT_UPGRADE, TYPE_TOWER, 0), "upgrade tower"},
        {action_make(ACT_PERSON, PERSON_RAJA, 0), "person raja"},
        {action_make(ACT_PERSON, PERSON_GREAT_MOGUL, 0), "person great-mogul"},
        {action_make(ACT_FORWARD, 1, 0), "forward 1"},
        {action_make(ACT_FORWARD, 2, 0), "forward 2"},
        {action_make(ACT_BACK, 7, 0), "back 7"},
        {action_make(ACT_BACK, 24, 0), "back 24"},
        {action_make(ACT_BONUS, 0, 0), "bonus 1"},
        {action_make(ACT_BONUS, 23, 0), "bonus 24"},
        {action_make(ACT_DECLINE, 1, 0), "decline 2"},
        {action_make(ACT_DONE, 0, 0), "done"},
        {action_roll(round, 8),
         "roll tea+silk spice+spice curve half+half flag peacock great-mogul portuguese"},
        {action_roll(karma, 2), "roll straight boat"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        assert_round_trip(&cases[i].action, cases[i].text);
}

/* Goods and edges in any order, and extra blanks, give the one canonical text. */
static void any_spelling_parses_to_the_canonical_value(void **state)
{
    (void)state;
    static const char *const pairs[][2] = {
        {"road B3 SN", "road B3 NS"},
        {"road A1 WSEN", "road A1 NESW"},
        {"road C2 WE", "road C2 EW"},
        {"road D4 WNE", "road D4 NEW"},
        {"sell spice tea silk tea", "sell tea tea silk spice"},
        {"sell silk tea", "sell tea silk"},
        {"goods spice tea", "goods tea spice"},
        {"goods spice silk tea", "goods tea silk spice"},
        {"  take \t purple-1  ", "take purple-1"},
        {"bonus\t3", "bonus 3"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        Action a;
        const char *why = NULL;
        if (!action_parse(pairs[i][0], &a, &why))
            fail_msg("'%s' does not parse: %s", pairs[i][0], why);
        char buf[128];
        action_format(&a, buf, sizeof buf);
        assert_string_equal(buf, pairs[i][1]);
    }
}

static void rejected(const char *text, const char *reason)
{
    Action a, before;
    memset(&a, 0xA5, sizeof a);
    before = a;
    const char *why = NULL;
    if (action_parse(text, &a, &why))
        fail_msg("'%s' was accepted", text);
    if (!why || strcmp(why, reason) != 0)
        fail_msg("'%s': reason '%s', expected '%s'", text, why ? why : "(none)", reason);
    assert_memory_equal(&a, &before, sizeof a);
}

/* Each text of a list like "road B3 NN | road B3 NESWN" is rejected with the reason. */
static void rejected_all(const char *texts, const char *reason)
{
    char text[64];
    for (const char *at = texts; test_next_item(&at, text, sizeof text);)
        rejected(text, reason);
}

/* Each text that `format` makes of a value of the list ("E1 | A0") is rejected with the
 * reason. */
static void rejected_each(const char *format, const char *values, const char *reason)
{
    char value[16], text[64];
    for (const char *at = values; test_next_item(&at, value, sizeof value);) {
        snprintf(text, sizeof text, format, value);
        rejected(text, reason);
    }
}

static void unknown_words_and_counts_are_refused(void **state)
{
    (void)state;
    rejected("", "empty action");
    rejected("  \t ", "empty action");
    rejected_all("jump | Take purple-1 | do take purple-1", "unknown action");
    rejected_all("take | road B3 | half | goods | forward", "missing argument");
    rejected_all("take purple-1 purple-2 | reroll now | done 1 | road B3 NS E | "
                 "good tea silk | bonus 1 2",
                 "trailing words after the action");
    rejected("take purple-1-and-some-more", "word too long");
}

static void dice_goods_types_persons_must_be_known(void **state)
{
    (void)state;
    rejected_all("take purple-3 | karma Purple-1 | keep blue-c | goods-die tea", "unknown die");
    rejected_all("sell tea coffee | good gold | goods tea Tea", "unknown good");
    rejected_all("goods tea tea | goods tea silk spice tea", "a kind is repeated");
    rejected("upgrade palace", "unknown building type");
    rejected_all("person king | person lotus", "unknown person");
    rejected("roll tea+tea banana", "unknown face");
}

static void fields_and_edges_must_be_well_formed(void **state)
{
    (void)state;
    const char *fields = "E1 | A0 | A5 | b3 | B33 | 3B | - | A";
    rejected_each("road %s NS", fields, "not a field (A1..D4)");
    rejected_each("half %s N", fields, "not a field (A1..D4)");
    rejected_all("road B3 NN | road B3 NESWN", "an edge is repeated");
    rejected_all("road B3 NX | road B3 ns | half B3 Q", "edges are the letters N E S W");
    rejected("half B3 EE", "an edge is repeated");
    rejected("half B3 NE", "a half road is one edge: N, E, S or W");
}

static void numbers_must_be_in_range(void **state)
{
    (void)state;
    rejected_each("forward %s", "0 | 3 | -1 | +1 | 01 | 1x | x | 1.0", "forward takes 1 or 2");
    rejected_all("back 0 | back 25 | back 007 | back 99999999999 | back seven", "river field out of range (1..24)");
    rejected_all("bonus 0 | bonus 25 | decline 1000 | decline -2", "bonus number out of range (1..24)");
}

static void a_roll_gives_two_or_eight_faces(void **state)
{
    (void)state;
    rejected_all("roll | roll curve | roll curve lotus fish", "roll takes 2 or 8 faces");
    rejected("roll tea+tea tea+tea curve curve lotus peacock raja raja raja",
             "roll takes 2 or 8 faces");
}

/* A sale never names more of one good than a market row holds, and the word count is
 * bounded, so the counts cannot overflow. */
static void a_sale_is_bounded(void **state)
{
    (void)state;
    char text[512] = "sell";
    for (int i = 0; i < MARKET_MAX_SLOTS; i++)
        strcat(text, " silk");
    Action a;
    const char *why;
    assert_true(action_parse(text, &a, &why));
    assert_int_equal(a.arg[GOOD_SILK], MARKET_MAX_SLOTS);
    strcat(text, " silk");
    rejected(text, "more goods of one kind than a market row holds");
    strcpy(text, "sell");
    for (int i = 0; i < 31; i++)
        strcat(text, " tea");
    rejected(text, "too many words");
}

static void equal_compares_values_not_spelling(void **state)
{
    (void)state;
    Action a, b;
    const char *why;
    assert_true(action_parse("road B3 SN", &a, &why));
    b = action_make(ACT_ROAD, 6, (1 << EDGE_N) | (1 << EDGE_S));
    assert_true(action_equal(&a, &b));
    b = action_make(ACT_ROAD, 6, (1 << EDGE_N) | (1 << EDGE_E));
    assert_false(action_equal(&a, &b));
    b = action_make(ACT_HALF, 6, (1 << EDGE_N) | (1 << EDGE_S));
    assert_false(action_equal(&a, &b));
    const uint8_t faces[8] = {FACE_CURVE, FACE_LOTUS};
    Action two = action_roll(faces, 2), eight = action_roll(faces, 8);
    assert_false(action_equal(&two, &eight));
    assert_int_equal(eight.n, 8);
    assert_int_equal(two.arg[2], 0);
}

static void format_cuts_to_the_buffer(void **state)
{
    (void)state;
    Action a = action_sell(3, 0, 0);
    char buf[8];
    memset(buf, 'x', sizeof buf);
    int len = action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "sell te");
    assert_int_equal(len, 7);
    char one[1] = {'x'};
    assert_int_equal(action_format(&a, one, sizeof one), 0);
    assert_int_equal(one[0], '\0');
}

/* Whatever the engine lists as legal, the protocol can write and read back. */
static void every_legal_action_round_trips(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    test_do(&g, "roll tea+silk spice+spice curve half+half flag peacock great-mogul portuguese");
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(&g, test_sheets(), legal);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        char text[256];
        action_format(&legal[i], text, sizeof text);
        assert_round_trip(&legal[i], text);
    }
}

TEST_MAIN(
    cmocka_unit_test(every_kind_round_trips),
    cmocka_unit_test(any_spelling_parses_to_the_canonical_value),
    cmocka_unit_test(unknown_words_and_counts_are_refused),
    cmocka_unit_test(dice_goods_types_persons_must_be_known),
    cmocka_unit_test(fields_and_edges_must_be_well_formed),
    cmocka_unit_test(numbers_must_be_in_range),
    cmocka_unit_test(a_roll_gives_two_or_eight_faces),
    cmocka_unit_test(a_sale_is_bounded),
    cmocka_unit_test(equal_compares_values_not_spelling),
    cmocka_unit_test(format_cuts_to_the_buffer),
    cmocka_unit_test(every_legal_action_round_trips)
)
