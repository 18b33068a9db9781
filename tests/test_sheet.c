/* test_sheet.c — the sheet format (docs/sheet-format.md): the shipped sun and moon sides
 * hold exactly what that page lists for them, every broken input is refused with its file
 * and line, and the province's field and edge helpers. */
#include "support.h"

#include <stdio.h>
#include <string.h>

#include "sheet.h"

/* ---------------------------------------------------------------- helpers */

static const Sheet *side(const char *name)
{
    return &test_sheets()->sheet[test_side(name)];
}

static void assert_bonus(Bonus b, const char *text)
{
    char got[32];
    bonus_format(b, got, sizeof got);
    assert_string_equal(got, text);
}

static int field(const char *name)
{
    int f = field_from_name(name);
    assert_true(f >= 0);
    return f;
}

/* "C4E money:4": the bonus on that border edge. */
static void assert_border(const Sheet *s, const char *entry)
{
    char edge_name[4], bonus[32], name[3];
    assert_int_equal(sscanf(entry, "%3s %31s", edge_name, bonus), 2);
    snprintf(name, sizeof name, "%.2s", edge_name);
    assert_bonus(s->border[field(name)][edge_from_letter(edge_name[2])], bonus);
}

/* The whole border: the listed bonuses and no others. */
static void assert_borders(const Sheet *s, const char *const *list, int count)
{
    int found = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int e = 0; e < EDGE_COUNT; e++)
            found += s->border[f][e].kind != BONUS_NONE;
    assert_int_equal(found, count);
    for (int i = 0; i < count; i++)
        assert_border(s, list[i]);
}

/* "15 conch fame:2+money:2": a river field's symbol and whole yield. */
static void assert_river_field(const char *side_name, const Sheet *s, int at, const char *entry)
{
    char got[96];
    int len = snprintf(got, sizeof got, "%d %s ", at, symbol_name(s->river_symbol[at]));
    const Yield *y = &s->river_yield[at];
    for (int i = 0; i < y->count; i++) {
        if (i)
            got[len++] = '+';
        len += bonus_format(y->part[i], got + len, (int)sizeof got - len);
    }
    if (strcmp(got, entry) != 0) fail_msg("%s river field %d: %s, not %s", side_name, at, got, entry);
}

/* A field code of docs/sheet-format.md §3 ("T", "Ms3", "."), as the sheet holds it. */
static void field_code(const Field *f, char *code, size_t cap)
{
    static const char *const kinds[] = {[FIELD_EMPTY] = ".", [FIELD_RESIDENCE] = "R", [FIELD_TEMPLE] = "T",
                                        [FIELD_FORT] = "F", [FIELD_GARDEN] = "G", [FIELD_TOWER] = "W",
                                        [FIELD_MARKET_SAME] = "Ms", [FIELD_MARKET_MIXED] = "Md"};
    bool market = f->kind == FIELD_MARKET_SAME || f->kind == FIELD_MARKET_MIXED;
    if (market || f->n != 0)
        snprintf(code, cap, "%s%d", kinds[f->kind], f->n);
    else
        snprintf(code, cap, "%s", kinds[f->kind]);
}

/* The province, row by row as docs/sheet-format.md §3 draws it: "G Md3 T F / F . W Ms2 / …"
 * (A1 to A4, then B1 to B4, …); a failure names the field. */
static void assert_province(const Sheet *s, const char *rows)
{
    const char *at = rows;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        char want[8], got[8], name[3];
        int used = 0;
        if (sscanf(at, " %7[^ /] %n", want, &used) != 1) fail_msg("cannot read the province '%s'", at);
        at += used + (at[used] == '/');
        field_code(&s->field[f], got, sizeof got);
        field_name(f, name);
        if (strcmp(got, want) != 0) fail_msg("%s is %s, not %s", name, got, want);
    }
}

/* A track's bonuses, as many as `want` lists. */
static void assert_track_list(const char *side_name, const char *track, const TrackBonus *t, int count,
                              const char *const want[TRACK_MAX_BONUSES])
{
    int listed = 0;
    while (listed < TRACK_MAX_BONUSES && want[listed]) listed++;
    if (count != listed) fail_msg("%s %s track: %d bonuses, not %d", side_name, track, count, listed);
    for (int i = 0; i < count; i++) {
        char got[48];
        int len = snprintf(got, sizeof got, "%d ", t[i].at);
        bonus_format(t[i].bonus, got + len, (int)sizeof got - len);
        if (strcmp(got, want[i]) != 0) fail_msg("%s %s track, bonus %d: %s, not %s", side_name, track, i, got, want[i]);
    }
}

/* ---------------------------------------------------------------- shipped sides */

static void both_sides_load_by_name(void **state)
{
    (void)state;
    const Sheets *sheets = test_sheets();
    int sun = sheets_find(sheets, "sun"), moon = sheets_find(sheets, "moon");
    assert_true(sun >= 0);
    assert_true(moon >= 0);
    assert_int_not_equal(sun, moon);
    assert_string_equal(sheets->sheet[sun].name, "sun");
    assert_string_equal(sheets->sheet[moon].name, "moon");
    assert_int_equal(sheets_find(sheets, "mars"), -1);
    assert_int_equal(sheets_find(sheets, ""), -1);
}

/* docs/sheet-format.md §7 and R3.1–R3.2: the same race on both sides. */
static void both_sides_cross_at_80_with_tracks_45_and_90(void **state)
{
    (void)state;
    const char *names[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        const Sheet *s = side(names[i]);
        assert_int_equal(s->crossing, 80);
        assert_int_equal(s->fame_max, 45);
        assert_int_equal(s->money_max, 90);
    }
}

static void sun_province_matches_sheet_format_md(void **state)
{
    (void)state;
    const Sheet *s = side("sun");
    assert_province(s, "G Md3 T F / F . W Ms2 / T W Ms3 G / Md2 R F T");
    /* R5.2: the residence's printed roads. */
    assert_int_equal(s->residence, field("D2"));
    assert_int_equal(s->residence_roads, 1 << EDGE_N | 1 << EDGE_E | 1 << EDGE_W);
}

static void moon_province_matches_sheet_format_md(void **state)
{
    (void)state;
    const Sheet *s = side("moon");
    assert_province(s, "T W Ms3 G / Md2 R F T / G F . Md3 / W Ms2 T F");
    assert_int_equal(s->residence, field("B2"));
    assert_int_equal(s->residence_roads, 1 << EDGE_E | 1 << EDGE_S);
}

static void sun_border_bonuses_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const sun[] = {
        "A1N karma", "A2N fame:2", "A4N palace:any", "A4E goods-die", "B4E river-fwd",
        "C4E money:4", "D4S karma", "D3S palace:builder", "B1W upgrade",
        "C1W palace:merchant", "D1W goods-diff:2"};
    assert_borders(side("sun"), sun, 11);
}

static void moon_border_bonuses_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const moon[] = {
        "A1W karma", "A2N palace:raja", "A3N palace:maharani", "A4N goods-diff:3",
        "A4E fame:2", "B4E palace:any", "C4E river-back-any", "D4E money:5", "D4S karma",
        "D2S sell-diff:2", "D1W upgrade", "C1W goods-die"};
    assert_borders(side("moon"), moon, 12);
}

/* docs/sheet-format.md §4: both sides share coins and tent columns; the tent bonuses
 * differ. */
static void market_coins_and_tents_match_sheet_format_md(void **state)
{
    (void)state;
    static const uint8_t coins[8] = {1, 1, 2, 2, 3, 3, 4, 5};
    static const uint8_t tent_last[3] = {1, 4, 7};
    const char *names[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        const Sheet *s = side(names[i]);
        assert_int_equal(s->slots, 8);
        assert_memory_equal(s->coin, coins, sizeof coins);
        assert_int_equal(s->tents, 3);
        assert_memory_equal(s->tent_last, tent_last, sizeof tent_last);
    }
}

static void assert_tents(const char *side_name, const char *const bonus[3][GOOD_COUNT])
{
    for (int tent = 0; tent < 3; tent++)
        for (int good = 0; good < GOOD_COUNT; good++) {
            char got[32];
            bonus_format(side(side_name)->tent_bonus[good][tent], got, sizeof got);
            if (strcmp(got, bonus[tent][good]) != 0)
                fail_msg("%s tent %d, good %d: %s, not %s", side_name, tent + 1, good, got, bonus[tent][good]);
        }
}

static void tent_bonuses_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const tents[2][3][GOOD_COUNT] = {
        {{"karma", "river-fwd", "goods-diff:2"}, {"upgrade", "palace:any", "fame:2"}, {"fame:3", "fame:3", "fame:3"}},
        {{"fame:1", "upgrade", "money:3"}, {"karma", "river-fwd", "palace:any"}, {"fame:3", "fame:3", "fame:3"}}};
    assert_tents("sun", tents[0]);
    assert_tents("moon", tents[1]);
}

static void river_matches_sheet_format_md(void **state)
{
    (void)state;
    static const char *const river[2][18] = {
        {"1 lotus money:2", "2 peacock goods-diff:1", "3 fish fame:1", "4 conch money:3", "5 flag road-piece",
         "6 boat karma", "7 lotus sell-any:2", "8 conch upgrade", "9 fish money:4", "10 peacock palace:any",
         "11 flag goods-diff:3", "12 boat fame:2", "13 fish money:5", "14 lotus upgrade", "15 conch fame:2+money:2",
         "16 peacock karma+money:2", "17 boat fame:3", "18 flag fame:4+money:4"},
        {"1 fish goods-diff:1", "2 conch money:2", "3 lotus half-road", "4 boat money:3", "5 peacock fame:1",
         "6 flag road-piece", "7 fish upgrade", "8 lotus sell-any:3", "9 conch karma", "10 boat money:4",
         "11 flag palace:any", "12 peacock goods-die", "13 conch fame:2", "14 fish money:6",
         "15 lotus upgrade+fame:1", "16 boat karma+fame:1", "17 peacock money:4+fame:2", "18 flag fame:5"}};
    const char *names[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        assert_int_equal(side(names[i])->river_length, 18);
        for (int at = 1; at <= 18; at++)
            assert_river_field(names[i], side(names[i]), at, river[i][at - 1]);
    }
}

/* docs/sheet-format.md §6: [area][column], upper then lower. */
static void palace_columns_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const sun[2][3] = {{"goods-die", "karma", "fame:3"},
                                          {"goods-die", "half-road", "money:6"}};
    static const char *const moon[2][3] = {{"karma", "goods-die", "money:6"},
                                           {"half-road", "upgrade", "fame:3"}};
    for (int area = 0; area < 2; area++)
        for (int column = 0; column < 3; column++) {
            assert_bonus(side("sun")->palace_column[area][column], sun[area][column]);
            assert_bonus(side("moon")->palace_column[area][column], moon[area][column]);
        }
}

static void upgrade_columns_match_sheet_format_md(void **state)
{
    (void)state;
    assert_bonus(side("sun")->upgrade_column[0], "karma");
    assert_bonus(side("sun")->upgrade_column[1], "fame:4");
    assert_bonus(side("moon")->upgrade_column[0], "palace:any");
    assert_bonus(side("moon")->upgrade_column[1], "fame:5");
}

/* R8.1: only boxes 3, 4 and 5 carry a bonus; "-" is no bonus. */
static void karma_boxes_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const sun[KARMA_BOXES] = {"-", "-", "upgrade", "palace:any", "fame:3",
                                                 "-"};
    static const char *const moon[KARMA_BOXES] = {"-", "-", "goods-die", "upgrade", "fame:4",
                                                  "-"};
    for (int box = 0; box < KARMA_BOXES; box++) {
        assert_bonus(side("sun")->karma_box[box], sun[box]);
        assert_bonus(side("moon")->karma_box[box], moon[box]);
    }
}

/* Each track's bonuses, "4 money:2" (the field, then the bonus), and no others. */
static void tracks_match_sheet_format_md(void **state)
{
    (void)state;
    static const char *const fame[2][TRACK_MAX_BONUSES] = {
        {"4 money:2", "8 karma", "12 goods-die", "16 upgrade", "20 palace:any", "25 money:5"},
        {"5 karma", "10 upgrade", "15 half-road", "20 money:6", "25 palace:any"}};
    static const char *const money[2][TRACK_MAX_BONUSES] = {
        {"6 goods-diff:1", "12 half-road", "18 fame:1", "24 karma", "30 river-fwd", "36 upgrade", "44 fame:2",
         "52 palace:any"},
        {"5 fame:1", "10 goods-diff:2", "16 karma", "22 half-road", "28 upgrade", "34 fame:2", "42 river-fwd",
         "50 fame:2"}};
    const char *names[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++) {
        const Sheet *s = side(names[i]);
        assert_track_list(names[i], "fame", s->fame_track, s->fame_bonuses, fame[i]);
        assert_track_list(names[i], "money", s->money_track, s->money_bonuses, money[i]);
    }
}

/* ---------------------------------------------------------------- parsing rules */

/* A complete small side using every key; line n of the text is BASE[n - 1]. Each refusal
 * test replaces one line of it to break exactly one rule. */
static const char *const BASE[] = {
    "side test",                      /* 1 */
    "crossing 80",                    /* 2 */
    "fame-max 45",                    /* 3 */
    "money-max 90",                   /* 4 */
    "province A G Md3 T F",           /* 5 */
    "province B F . W Ms2",           /* 6 */
    "province C T W Ms3 G",           /* 7 */
    "province D Md2 R F T",           /* 8 */
    "residence D2 NEW",               /* 9 */
    "border A1N karma",               /* 10 */
    "border D4S money:3",             /* 11 */
    "coins 1 2 3 4   # four columns", /* 12 */
    "tent 1-2 karma upgrade fame:1",  /* 13 */
    "tent 3-4 fame:3 fame:3 fame:3",  /* 14 */
    "river 1 lotus money:2",          /* 15 */
    "river 2 fish fame:1+money:2",    /* 16 */
    "river 3 boat karma",             /* 17 */
    "palace upper 1 goods-die",       /* 18 */
    "palace upper 2 karma",           /* 19 */
    "palace upper 3 fame:3",          /* 20 */
    "palace lower 1 goods-die",       /* 21 */
    "palace lower 2 half-road",       /* 22 */
    "palace lower 3 money:6",         /* 23 */
    "upgrade-column 2 karma",         /* 24 */
    "upgrade-column 3 fame:4",        /* 25 */
    "karma-box 3 upgrade",            /* 26 */
    "fame-track 4 money:2",           /* 27 */
    "money-track 6 goods-diff:1",     /* 28 */
};
#define BASE_LINES ((int)(sizeof BASE / sizeof BASE[0]))

/* BASE with line `line` (1-based; 0 for none) replaced by `with`, each line ended by eol. */
static void base_text(char *text, size_t cap, int line, const char *with, const char *eol)
{
    size_t len = 0;
    text[0] = '\0';
    for (int i = 0; i < BASE_LINES; i++) {
        len += (size_t)snprintf(text + len, cap - len, "%s%s",
                                i + 1 == line ? with : BASE[i], eol);
        assert_true(len < cap);
    }
}

static Sheet parse_base(const char *eol)
{
    char text[4096], err[256] = "";
    Sheet s;
    base_text(text, sizeof text, 0, NULL, eol);
    if (!sheet_parse(text, "base.sheet", &s, err, sizeof err))
        fail_msg("base sheet refused: %s", err);
    return s;
}

static void complete_small_side_parses(void **state)
{
    (void)state;
    Sheet s = parse_base("\n");
    assert_string_equal(s.name, "test");
    assert_int_equal(s.slots, 4);
    assert_int_equal(s.tents, 2);
    assert_int_equal(s.tent_last[0], 1);
    assert_int_equal(s.tent_last[1], 3);
    assert_bonus(s.tent_bonus[GOOD_SILK][0], "upgrade");
    assert_int_equal(s.river_length, 3);
    assert_int_equal(s.river_symbol[2], SYMBOL_FISH);
    assert_int_equal(s.river_yield[2].count, 2);
    assert_bonus(s.river_yield[2].part[1], "money:2");
    assert_bonus(s.border[field("D4")][EDGE_S], "money:3");
    assert_bonus(s.karma_box[0], "-");
    assert_bonus(s.karma_box[2], "upgrade");
    assert_int_equal(s.fame_bonuses, 1);
    assert_int_equal(s.money_bonuses, 1);
}

/* Windows line ends, trailing blanks and a missing final newline read the same. */
static void crlf_and_trailing_blanks_read_the_same(void **state)
{
    (void)state;
    Sheet plain = parse_base("\n");
    Sheet crlf = parse_base(" \t\r\n");
    assert_memory_equal(&plain, &crlf, sizeof plain);
    char text[4096], err[256] = "";
    Sheet last;
    base_text(text, sizeof text, 0, NULL, "\n");
    text[strlen(text) - 1] = '\0';
    assert_true(sheet_parse(text, "base.sheet", &last, err, sizeof err));
    assert_memory_equal(&plain, &last, sizeof plain);
}

static void comments_and_blank_lines_are_ignored(void **state)
{
    (void)state;
    char text[4096], err[256] = "";
    Sheet s;
    int len = snprintf(text, sizeof text, "# a comment\n\n   \t\n");
    base_text(text + len, sizeof text - (size_t)len, 0, NULL, "  # trailing comment\n");
    assert_true(sheet_parse(text, "base.sheet", &s, err, sizeof err));
    Sheet plain = parse_base("\n");
    assert_memory_equal(&plain, &s, sizeof s);
}

/* A small side with one of its lines replaced (an empty text empties it), refused with the
 * message naming the line at fault; each case named as it is reported. */
typedef struct {
    const char *name;
    int line;
    const char *with, *message;
} BrokenLine;

static const BrokenLine REFUSED[] = {
    {"unknown_key_is_refused", 2, "crossings 80",
     "bad.sheet:2: unknown key 'crossings'"},
    {"unknown_bonus_is_refused", 10, "border A1N fame:x",
     "bad.sheet:10: unknown bonus 'fame:x'"},
    {"short_province_row_is_refused", 6, "province B F . W",
     "bad.sheet:6: province row B has 3 fields, expected 4"},
    {"unknown_field_code_is_refused", 5, "province A G X T F",
     "bad.sheet:5: unknown field code 'X'"},
    /* A mixed market sells goods of different kinds: at most the three there are. */
    {"mixed_market_above_three_is_refused", 5, "province A G Md4 T F",
     "bad.sheet:5: mixed market size 4 out of range 1..3"},
    {"same_kind_market_beyond_the_slots_is_refused", 7, "province C T W Ms5 G",
     "bad.sheet:7: same-kind market Ms5 at C3 sells more than the 4 market columns"},
    /* R5.4: border bonuses sit only where a road can leave the province. */
    {"border_on_an_inner_edge_is_refused", 10, "border B2N karma",
     "bad.sheet:10: border B2N is not on the province border"},
    {"border_given_twice_is_refused", 11, "border A1N money:3",
     "bad.sheet:11: border A1N given twice"},
    /* R5.2: one residence, the root of every road. */
    {"two_residences_are_refused", 5, "province A G R T F",
     "bad.sheet:8: second residence field D2, the first is A2"},
    {"province_without_residence_is_refused", 8, "province D Md2 . F T",
     "bad.sheet:28: no residence field R in the province"},
    {"residence_line_must_match_the_grid", 9, "residence D3 NEW",
     "bad.sheet:9: residence D3 does not match the province's R at D2"},
    {"residence_roads_out_of_order_are_refused", 9, "residence D2 WEN",
     "bad.sheet:9: residence roads 'WEN' must be letters of N E S W in that order"},
    /* R4.4: tents split the row without gaps or overlaps. */
    {"tents_leaving_a_gap_are_refused", 14, "tent 4 fame:3 fame:3 fame:3",
     "bad.sheet:14: tent 4 leaves a gap, expected it to start at column 3"},
    {"overlapping_tents_are_refused", 14, "tent 2-4 fame:3 fame:3 fame:3",
     "bad.sheet:14: tent 2-4 overlaps the tent before, expected it to start at column 3"},
    {"tents_short_of_the_last_column_are_refused", 14, "tent 3 fame:3 fame:3 fame:3",
     "bad.sheet:28: tents end at column 3 but the market has 4 columns"},
    {"tent_beyond_the_last_column_is_refused", 14, "tent 3-5 fame:3 fame:3 fame:3",
     "bad.sheet:14: tent ends at column 5, beyond the 4 market columns"},
    {"tent_needs_a_bonus_per_good", 13, "tent 1-2 karma upgrade",
     "bad.sheet:13: tent 1-2 has 2 bonuses, expected 3 (tea silk spice)"},
    {"too_many_coins_are_refused", 12, "coins 1 1 1 1 1 1 1 1 1 1 1",
     "bad.sheet:12: coins has 11 values, at most 10"},
    /* R7.1: one row of fields, numbered in order. */
    {"river_numbering_gap_is_refused", 17, "river 4 boat karma",
     "bad.sheet:17: river field 4 skips field 3"},
    {"river_numbered_twice_is_refused", 17, "river 2 boat karma",
     "bad.sheet:17: river field 2 out of order, expected 3"},
    {"unknown_river_symbol_is_refused", 17, "river 3 tiger karma",
     "bad.sheet:17: unknown river symbol 'tiger'"},
    {"river_yield_of_four_parts_is_refused", 17, "river 3 boat karma+fame:1+money:1+upgrade",
     "bad.sheet:17: yield 'karma+fame:1+money:1+upgrade' has more than 3 parts"},
    {"empty_yield_part_is_refused", 17, "river 3 boat karma+",
     "bad.sheet:17: unknown bonus ''"},
    {"missing_key_is_refused", 2, "# no crossing",
     "bad.sheet:28: missing 'crossing'"},
    {"missing_province_row_is_refused", 7, "# no row C",
     "bad.sheet:28: missing 'province C'"},
    {"missing_palace_column_is_refused", 22, "",
     "bad.sheet:28: missing 'palace lower 2'"},
    {"missing_upgrade_column_is_refused", 25, "",
     "bad.sheet:28: missing 'upgrade-column 3'"},
    {"palace_column_twice_is_refused", 19, "palace upper 1 karma",
     "bad.sheet:19: palace upper 1 given twice (first at line 18)"},
    {"duplicate_single_key_is_refused", 3, "crossing 70",
     "bad.sheet:3: duplicate 'crossing' (first at line 2)"},
    /* R1.4: box 1 is circled at set-up, so nothing can be gained there. */
    {"karma_box_1_bonus_is_refused", 26, "karma-box 1 upgrade",
     "bad.sheet:26: karma box 1 is circled at set-up and cannot carry a bonus"},
    /* R3.2: a bonus past the track's last field could never be reached. */
    {"track_bonus_beyond_max_is_refused", 27, "fame-track 46 money:2",
     "bad.sheet:27: fame-track 46 is beyond fame-max 45"},
    {"track_bonuses_must_rise", 28, "fame-track 4 karma",
     "bad.sheet:28: fame-track 4 does not rise above 4"},
    /* R3.1: 2 × 45 + 90 = 180 is the highest race position. */
    {"crossing_beyond_reach_is_refused", 2, "crossing 181",
     "bad.sheet:2: crossing 181 out of range 1..180"},
    {"number_with_trailing_text_is_refused", 2, "crossing 80x",
     "bad.sheet:2: bad number '80x'"},
    {"signed_number_is_refused", 27, "fame-track +4 money:2",
     "bad.sheet:27: bad number '+4'"},
    {"wrong_word_count_is_refused", 2, "crossing 80 90",
     "bad.sheet:2: wrong number of words, expected 'crossing <number>'"},
    {"bad_side_name_is_refused", 1, "side Sun",
     "bad.sheet:1: bad side name 'Sun' (at most 15 of a-z 0-9 -)"},
};

static void every_broken_line_is_refused_with_its_message(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof REFUSED / sizeof REFUSED[0]; i++) {
        const BrokenLine *r = &REFUSED[i];
        char text[4096], err[256] = "";
        Sheet s;
        base_text(text, sizeof text, r->line, r->with, "\n");
        if (sheet_parse(text, "bad.sheet", &s, err, sizeof err)) fail_msg("%s: the sheet was read", r->name);
        if (strcmp(err, r->message) != 0) fail_msg("%s: said \"%s\", not \"%s\"", r->name, err, r->message);
    }
}

static void empty_text_names_line_1(void **state)
{
    (void)state;
    Sheet s;
    char err[256];
    assert_false(sheet_parse("", "empty.sheet", &s, err, sizeof err));
    assert_string_equal(err, "empty.sheet:1: missing 'side'");
}

/* The message is cut to the buffer, never written past it. */
static void long_message_is_cut_to_the_buffer(void **state)
{
    (void)state;
    Sheet s;
    char err[12];
    memset(err, 'x', sizeof err);
    assert_false(sheet_parse("crossings 80\n", "bad.sheet", &s, err, 8));
    assert_string_equal(err, "bad.she");
    assert_int_equal(err[8], 'x');
}

/* ---------------------------------------------------------------- fields and edges */

static void field_names_run_row_by_row(void **state)
{
    (void)state;
    assert_int_equal(field_from_name("A1"), 0);
    assert_int_equal(field_from_name("A4"), 3);
    assert_int_equal(field_from_name("B3"), 6);
    assert_int_equal(field_from_name("D4"), 15);
    assert_int_equal(field_index(1, 2), 6);
    assert_int_equal(field_index(4, 0), -1);
    assert_int_equal(field_index(0, -1), -1);
    const char *bad[] = {"E1", "A5", "A0", "a1", "A", "A12", "", "1A"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(field_from_name(bad[i]), -1);
    char name[3];
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        field_name(f, name);
        assert_int_equal(field_from_name(name), f);
    }
    field_name(6, name);
    assert_string_equal(name, "B3");
}

static void neighbours_stop_at_the_border(void **state)
{
    (void)state;
    assert_int_equal(field_neighbour(field("A1"), EDGE_N), -1);
    assert_int_equal(field_neighbour(field("A1"), EDGE_W), -1);
    assert_int_equal(field_neighbour(field("A1"), EDGE_E), field("A2"));
    assert_int_equal(field_neighbour(field("A1"), EDGE_S), field("B1"));
    assert_int_equal(field_neighbour(field("B2"), EDGE_N), field("A2"));
    assert_int_equal(field_neighbour(field("B2"), EDGE_W), field("B1"));
    assert_int_equal(field_neighbour(field("A4"), EDGE_E), -1);
    assert_int_equal(field_neighbour(field("D4"), EDGE_S), -1);
    assert_int_equal(field_neighbour(field("D4"), EDGE_E), -1);
    assert_int_equal(field_neighbour(field("D1"), EDGE_W), -1);
    /* Crossing an edge and back returns to the field (what R5.3's joining relies on). */
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int e = 0; e < EDGE_COUNT; e++) {
            int g = field_neighbour(f, e);
            if (g >= 0)
                assert_int_equal(field_neighbour(g, edge_opposite(e)), f);
        }
}

static void opposite_edges_face_each_other(void **state)
{
    (void)state;
    assert_int_equal(edge_opposite(EDGE_N), EDGE_S);
    assert_int_equal(edge_opposite(EDGE_S), EDGE_N);
    assert_int_equal(edge_opposite(EDGE_E), EDGE_W);
    assert_int_equal(edge_opposite(EDGE_W), EDGE_E);
}

TEST_MAIN(
    cmocka_unit_test(both_sides_load_by_name),
    cmocka_unit_test(both_sides_cross_at_80_with_tracks_45_and_90),
    cmocka_unit_test(sun_province_matches_sheet_format_md),
    cmocka_unit_test(moon_province_matches_sheet_format_md),
    cmocka_unit_test(sun_border_bonuses_match_sheet_format_md),
    cmocka_unit_test(moon_border_bonuses_match_sheet_format_md),
    cmocka_unit_test(market_coins_and_tents_match_sheet_format_md),
    cmocka_unit_test(tent_bonuses_match_sheet_format_md),
    cmocka_unit_test(river_matches_sheet_format_md),
    cmocka_unit_test(palace_columns_match_sheet_format_md),
    cmocka_unit_test(upgrade_columns_match_sheet_format_md),
    cmocka_unit_test(karma_boxes_match_sheet_format_md),
    cmocka_unit_test(tracks_match_sheet_format_md),
    cmocka_unit_test(complete_small_side_parses),
    cmocka_unit_test(crlf_and_trailing_blanks_read_the_same),
    cmocka_unit_test(comments_and_blank_lines_are_ignored),
    cmocka_unit_test(every_broken_line_is_refused_with_its_message),
    cmocka_unit_test(empty_text_names_line_1),
    cmocka_unit_test(long_message_is_cut_to_the_buffer),
    cmocka_unit_test(field_names_run_row_by_row),
    cmocka_unit_test(neighbours_stop_at_the_border),
    cmocka_unit_test(opposite_edges_face_each_other)
)
