/* sheet_parse.c — reads one side of the player sheet from the line-based text described in
 * docs/sheet-format.md into a Sheet, checking every rule that format states, and the
 * province's field and edge helpers declared in sheet.h. No I/O: the caller hands over the
 * text and gets back either the Sheet or one "<source>:<line>: <what is wrong>" message. */
#include "sheet.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "areas_internal.h"
#include "decimal.h"

#if defined(__GNUC__)
#define PRINTF_LIKE(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define PRINTF_LIKE(fmt, args)
#endif

#define LINE_MAX_CHARS 256   /* a longer line is refused rather than cut */
#define WORDS_MAX 16         /* enough for "coins" with MARKET_MAX_SLOTS values */
#define NUMBER_MAX_DIGITS 5  /* every number in a sheet fits in a uint16_t */

/* ---------------------------------------------------------------- province helpers */

int field_index(int row, int column)
{
    if (row < 0 || row >= PROVINCE_SIZE || column < 0 || column >= PROVINCE_SIZE)
        return -1;
    return row * PROVINCE_SIZE + column;
}

int field_from_name(const char *s)
{
    if (!s || s[0] < 'A' || s[0] >= 'A' + PROVINCE_SIZE || s[1] < '1' ||
        s[1] >= '1' + PROVINCE_SIZE || s[2] != '\0')
        return -1;
    return field_index(s[0] - 'A', s[1] - '1');
}

void field_name(int field, char out[3])
{
    if (field < 0 || field >= PROVINCE_FIELDS) {
        out[0] = out[1] = '?';
    } else {
        out[0] = (char)('A' + field / PROVINCE_SIZE);
        out[1] = (char)('1' + field % PROVINCE_SIZE);
    }
    out[2] = '\0';
}

/* The neighbour of each field across each edge (EDGE_N, E, S, W order), -1 at the border:
 * asked for every road candidate, so it is a table rather than arithmetic. */
_Static_assert(PROVINCE_SIZE == 4 && PROVINCE_FIELDS == 16, "NEIGHBOUR is written for 4x4");
#define NEIGHBOURS(f) {(f) / 4 > 0 ? (f) - 4 : -1, (f) % 4 < 3 ? (f) + 1 : -1, \
                       (f) / 4 < 3 ? (f) + 4 : -1, (f) % 4 > 0 ? (f) - 1 : -1}
const int8_t ENGINE_FIELD_NEIGHBOUR[PROVINCE_FIELDS][EDGE_COUNT] = {
    NEIGHBOURS(0), NEIGHBOURS(1), NEIGHBOURS(2), NEIGHBOURS(3),
    NEIGHBOURS(4), NEIGHBOURS(5), NEIGHBOURS(6), NEIGHBOURS(7),
    NEIGHBOURS(8), NEIGHBOURS(9), NEIGHBOURS(10), NEIGHBOURS(11),
    NEIGHBOURS(12), NEIGHBOURS(13), NEIGHBOURS(14), NEIGHBOURS(15),
};

int field_neighbour(int field, int edge)
{
    if (field < 0 || field >= PROVINCE_FIELDS || edge < 0 || edge >= EDGE_COUNT)
        return -1;
    return ENGINE_FIELD_NEIGHBOUR[field][edge];
}

int edge_opposite(int edge)
{
    if (edge < 0 || edge >= EDGE_COUNT)
        return -1;
    return (edge + 2) % EDGE_COUNT;
}

int sheets_find(const Sheets *sheets, const char *name)
{
    if (!sheets || !name)
        return -1;
    for (int i = 0; i < sheets->count && i < SHEETS_MAX; i++)
        if (strcmp(sheets->sheet[i].name, name) == 0)
            return i;
    return -1;
}

/* ---------------------------------------------------------------- parser state */

/* Keys of the format, in the order of KEYS below. */
enum {
    KEY_SIDE, KEY_CROSSING, KEY_FAME_MAX, KEY_MONEY_MAX, KEY_PROVINCE, KEY_RESIDENCE,
    KEY_BORDER, KEY_COINS, KEY_TENT, KEY_RIVER, KEY_PALACE, KEY_UPGRADE_COLUMN,
    KEY_KARMA_BOX, KEY_FAME_TRACK, KEY_MONEY_TRACK, KEY_COUNT
};

/* Everything the final checks need besides the Sheet itself: mostly the line where each
 * fact was given, so a mistake found only at the end still names the line that caused it. */
typedef struct {
    Sheet *sheet;
    const char *source;
    char *err;
    size_t cap;
    int line;                                   /* current line, 1-based */
    int key_line[KEY_COUNT];                    /* first line of each key, 0 = not seen */
    int row_line[PROVINCE_SIZE];
    int grid_residence;                         /* the R of the grid, -1 until seen */
    int named_residence;                        /* the field of the residence line */
    bool border_given[PROVINCE_FIELDS][EDGE_COUNT];
    int tent_line[MARKET_MAX_TENTS];
    int palace_line[2][PALACE_BOXES];
    int upgrade_line[2];
    int karma_line[KARMA_BOXES];
    int track_line[2][TRACK_MAX_BONUSES];       /* [0] fame, [1] money */
} Parser;

static bool vfail(const Parser *p, int line, const char *fmt, va_list ap)
{
    if (!p->err || p->cap == 0)
        return false;
    int n = snprintf(p->err, p->cap, "%s:%d: ", p->source, line);
    if (n >= 0 && (size_t)n < p->cap)
        vsnprintf(p->err + n, p->cap - (size_t)n, fmt, ap);
    return false;
}

/* Always returns false, so a check can end with "return fail(…)". */
PRINTF_LIKE(2, 3)
static bool fail(const Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p, p->line, fmt, ap);
    va_end(ap);
    return false;
}

PRINTF_LIKE(3, 4)
static bool fail_at(const Parser *p, int line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p, line, fmt, ap);
    va_end(ap);
    return false;
}

/* ---------------------------------------------------------------- words */

/* Plain decimal only: no sign, no spaces, nothing trailing, so "8x" or "+3" never slip in. */
static bool read_number(const Parser *p, const char *word, int lo, int hi, const char *what,
                        int *out)
{
    uint64_t n;
    if (strlen(word) > NUMBER_MAX_DIGITS || decimal_read(word, UINT64_MAX, &n) != DECIMAL_OK)
        return fail(p, "bad number '%s'", word);
    if (n < (uint64_t)lo || n > (uint64_t)hi)
        return fail(p, "%s %d out of range %d..%d", what, (int)n, lo, hi);
    *out = (int)n;
    return true;
}

static bool read_bonus(const Parser *p, const char *word, Bonus *out)
{
    if (!bonus_parse(word, out))
        return fail(p, "unknown bonus '%s'", word);
    return true;
}

/* A river yield: one to YIELD_MAX bonuses joined by '+' ("fame:2+money:2"). */
static bool read_yield(const Parser *p, const char *word, Yield *out)
{
    char copy[LINE_MAX_CHARS];
    snprintf(copy, sizeof copy, "%s", word);
    out->count = 0;
    for (char *part = copy;; ) {
        char *plus = strchr(part, '+');
        if (plus)
            *plus = '\0';
        if (out->count == YIELD_MAX)
            return fail(p, "yield '%s' has more than %d parts", word, YIELD_MAX);
        if (!read_bonus(p, part, &out->part[out->count]))
            return false;
        out->count++;
        if (!plus)
            return true;
        part = plus + 1;
    }
}

/* ---------------------------------------------------------------- one rule per key */

static bool parse_side(Parser *p, char **w, int n)
{
    (void)n;
    size_t len = strlen(w[1]);
    if (len >= SHEET_NAME_MAX || strspn(w[1], "abcdefghijklmnopqrstuvwxyz0123456789-") != len)
        return fail(p, "bad side name '%s' (at most %d of a-z 0-9 -)", w[1],
                    SHEET_NAME_MAX - 1);
    memcpy(p->sheet->name, w[1], len + 1);
    return true;
}

static bool parse_crossing(Parser *p, char **w, int n)
{
    (void)n;
    int v = 0;
    if (!read_number(p, w[1], 1, UINT16_MAX, "crossing", &v))
        return false;
    p->sheet->crossing = (uint16_t)v;
    return true;
}

/* Track ends fit a uint8_t: TrackBonus.at must be able to name the last field. */
static bool parse_fame_max(Parser *p, char **w, int n)
{
    (void)n;
    int v = 0;
    if (!read_number(p, w[1], 1, UINT8_MAX, "fame-max", &v))
        return false;
    p->sheet->fame_max = (uint8_t)v;
    return true;
}

static bool parse_money_max(Parser *p, char **w, int n)
{
    (void)n;
    int v = 0;
    if (!read_number(p, w[1], 1, UINT8_MAX, "money-max", &v))
        return false;
    p->sheet->money_max = (uint8_t)v;
    return true;
}

/* A market code "Ms<n>" / "Md<n>"; the same-kind bound by the slot count is checked at the
 * end, when the coins line has been read. */
static bool read_market(const Parser *p, const char *code, Field *out)
{
    const char *digits = code + 2;
    if (digits[0] == '\0' || strspn(digits, "0123456789") != strlen(digits))
        return fail(p, "unknown field code '%s'", code);
    int v = 0;
    if (code[1] == 's') {
        out->kind = FIELD_MARKET_SAME;
        if (!read_number(p, digits, 1, MARKET_MAX_SLOTS, "same-kind market size", &v))
            return false;
    } else {
        /* A mixed market sells goods of different kinds, so never more than there are. */
        out->kind = FIELD_MARKET_MIXED;
        if (!read_number(p, digits, 1, GOOD_COUNT, "mixed market size", &v))
            return false;
    }
    out->n = (uint8_t)v;
    return true;
}

static bool read_field_code(const Parser *p, const char *code, Field *out)
{
    static const char PLAIN[] = ".RTFGW";
    static const uint8_t PLAIN_KIND[] = {FIELD_EMPTY, FIELD_RESIDENCE, FIELD_TEMPLE,
                                         FIELD_FORT, FIELD_GARDEN, FIELD_TOWER};
    *out = (Field){FIELD_EMPTY, 0};
    if (code[0] == 'M' && (code[1] == 's' || code[1] == 'd'))
        return read_market(p, code, out);
    const char *at = code[0] && !code[1] ? strchr(PLAIN, code[0]) : NULL;
    if (!at)
        return fail(p, "unknown field code '%s'", code);
    out->kind = PLAIN_KIND[at - PLAIN];
    return true;
}

/* R5.2: one residence, the network's root; a second R would make the province ambiguous. */
static bool note_residence(Parser *p, int field)
{
    if (p->grid_residence >= 0) {
        char first[3], second[3];
        field_name(p->grid_residence, first);
        field_name(field, second);
        return fail(p, "second residence field %s, the first is %s", second, first);
    }
    p->grid_residence = field;
    return true;
}

static bool parse_province(Parser *p, char **w, int n)
{
    int row = w[1][0] - 'A';
    if (w[1][1] != '\0' || row < 0 || row >= PROVINCE_SIZE)
        return fail(p, "unknown province row '%s'", w[1]);
    if (p->row_line[row])
        return fail(p, "province row %s given twice (first at line %d)", w[1],
                    p->row_line[row]);
    if (n - 2 != PROVINCE_SIZE)
        return fail(p, "province row %s has %d fields, expected %d", w[1], n - 2,
                    PROVINCE_SIZE);
    p->row_line[row] = p->line;
    for (int column = 0; column < PROVINCE_SIZE; column++) {
        int field = field_index(row, column);
        if (!read_field_code(p, w[2 + column], &p->sheet->field[field]))
            return false;
        if (p->sheet->field[field].kind == FIELD_RESIDENCE && !note_residence(p, field))
            return false;
    }
    return true;
}

/* Road letters in N, E, S, W order, each at most once, so a mask has one spelling. */
static bool parse_residence(Parser *p, char **w, int n)
{
    (void)n;
    p->named_residence = field_from_name(w[1]);
    if (p->named_residence < 0)
        return fail(p, "unknown field '%s'", w[1]);
    int mask = 0, last = -1;
    for (const char *c = w[2]; *c; c++) {
        int edge = edge_from_letter(*c);
        if (edge <= last)
            return fail(p, "residence roads '%s' must be letters of N E S W in that order",
                        w[2]);
        mask |= 1 << edge;
        last = edge;
    }
    p->sheet->residence_roads = (uint8_t)mask;
    return true;
}

/* R5.4: a road may only reach the border where a bonus is printed, so a bonus on an inner
 * edge could never be reached and is a mistake in the data. */
static bool parse_border(Parser *p, char **w, int n)
{
    (void)n;
    int field = -1, edge = -1;
    if (strlen(w[1]) == 3) {
        char name[3] = {w[1][0], w[1][1], '\0'};
        field = field_from_name(name);
        edge = edge_from_letter(w[1][2]);
    }
    if (field < 0 || edge < 0)
        return fail(p, "unknown edge '%s' (a field and N, E, S or W)", w[1]);
    if (field_neighbour(field, edge) >= 0)
        return fail(p, "border %s is not on the province border", w[1]);
    if (p->border_given[field][edge])
        return fail(p, "border %s given twice", w[1]);
    p->border_given[field][edge] = true;
    return read_bonus(p, w[2], &p->sheet->border[field][edge]);
}

static bool parse_coins(Parser *p, char **w, int n)
{
    if (n - 1 > MARKET_MAX_SLOTS)
        return fail(p, "coins has %d values, at most %d", n - 1, MARKET_MAX_SLOTS);
    for (int slot = 0; slot < n - 1; slot++) {
        int v = 0;
        if (!read_number(p, w[1 + slot], 1, UINT8_MAX, "coin", &v))
            return false;
        p->sheet->coin[slot] = (uint8_t)v;
    }
    p->sheet->slots = (uint8_t)(n - 1);
    return true;
}

/* "<first>-<last>" or a single column, 1-based. */
static bool read_columns(const Parser *p, const char *word, int *first, int *last)
{
    char copy[LINE_MAX_CHARS];
    snprintf(copy, sizeof copy, "%s", word);
    char *dash = strchr(copy, '-');
    if (dash)
        *dash = '\0';
    if (!read_number(p, copy, 1, MARKET_MAX_SLOTS, "tent column", first))
        return false;
    if (!dash)
        *last = *first;
    else if (!read_number(p, dash + 1, 1, MARKET_MAX_SLOTS, "tent column", last))
        return false;
    if (*last < *first)
        return fail(p, "tent %s runs backwards", word);
    return true;
}

/* R4.4: tents split every row into consecutive groups, so each tent starts right after the
 * one before; that the last one ends at the last slot is checked at the end. */
static bool parse_tent(Parser *p, char **w, int n)
{
    Sheet *s = p->sheet;
    int first, last;
    if (!read_columns(p, w[1], &first, &last))
        return false;
    if (s->tents == MARKET_MAX_TENTS)
        return fail(p, "more than %d tents", MARKET_MAX_TENTS);
    int expected = s->tents ? s->tent_last[s->tents - 1] + 2 : 1;
    if (first > expected)
        return fail(p, "tent %s leaves a gap, expected it to start at column %d", w[1],
                    expected);
    if (first < expected)
        return fail(p, "tent %s overlaps the tent before, expected it to start at column %d",
                    w[1], expected);
    if (n - 2 != GOOD_COUNT)
        return fail(p, "tent %s has %d bonuses, expected %d (tea silk spice)", w[1], n - 2,
                    GOOD_COUNT);
    for (int good = 0; good < GOOD_COUNT; good++)
        if (!read_bonus(p, w[2 + good], &s->tent_bonus[good][s->tents]))
            return false;
    p->tent_line[s->tents] = p->line;
    s->tent_last[s->tents++] = (uint8_t)(last - 1);
    return true;
}

/* R7.1: the river is one row, so fields come numbered 1, 2, 3 … in order. */
static bool parse_river(Parser *p, char **w, int n)
{
    (void)n;
    Sheet *s = p->sheet;
    int at = 0;
    if (!read_number(p, w[1], 1, RIVER_MAX, "river field", &at))
        return false;
    int expected = s->river_length + 1;
    if (at > expected)
        return fail(p, "river field %d skips field %d", at, expected);
    if (at < expected)
        return fail(p, "river field %d out of order, expected %d", at, expected);
    int symbol = symbol_from_name(w[2]);
    if (symbol < 0)
        return fail(p, "unknown river symbol '%s'", w[2]);
    if (!read_yield(p, w[3], &s->river_yield[at]))
        return false;
    s->river_symbol[at] = (uint8_t)symbol;
    s->river_length = (uint8_t)at;
    return true;
}

static bool parse_palace(Parser *p, char **w, int n)
{
    (void)n;
    int area = strcmp(w[1], "upper") == 0 ? 0 : strcmp(w[1], "lower") == 0 ? 1 : -1;
    if (area < 0)
        return fail(p, "unknown palace area '%s' (upper or lower)", w[1]);
    int column = 0;
    if (!read_number(p, w[2], 1, PALACE_BOXES, "palace column", &column))
        return false;
    int *seen = &p->palace_line[area][column - 1];
    if (*seen)
        return fail(p, "palace %s %d given twice (first at line %d)", w[1], column, *seen);
    *seen = p->line;
    return read_bonus(p, w[3], &p->sheet->palace_column[area][column - 1]);
}

/* R6.3: the columns are named by the value every type has reached: 2 and 3. */
static bool parse_upgrade_column(Parser *p, char **w, int n)
{
    (void)n;
    int value = 0;
    if (!read_number(p, w[1], 2, UPGRADE_TOP, "upgrade column", &value))
        return false;
    int *seen = &p->upgrade_line[value - 2];
    if (*seen)
        return fail(p, "upgrade-column %d given twice (first at line %d)", value, *seen);
    *seen = p->line;
    return read_bonus(p, w[2], &p->sheet->upgrade_column[value - 2]);
}

static bool parse_karma_box(Parser *p, char **w, int n)
{
    (void)n;
    int box = 0;
    if (!read_number(p, w[1], 1, KARMA_BOXES, "karma box", &box))
        return false;
    /* R1.4: box 1 is circled at set-up, never by gaining karma, so a bonus there is dead. */
    if (box == 1)
        return fail(p, "karma box 1 is circled at set-up and cannot carry a bonus");
    int *seen = &p->karma_line[box - 1];
    if (*seen)
        return fail(p, "karma-box %d given twice (first at line %d)", box, *seen);
    *seen = p->line;
    return read_bonus(p, w[2], &p->sheet->karma_box[box - 1]);
}

/* R3.3: bonuses are gained in field order, so the list must rise strictly. */
static bool parse_track(Parser *p, char **w, int track, uint8_t *count, TrackBonus *list)
{
    int at = 0;
    if (!read_number(p, w[1], 1, UINT8_MAX, w[0], &at))
        return false;
    if (*count == TRACK_MAX_BONUSES)
        return fail(p, "more than %d %s bonuses", TRACK_MAX_BONUSES, w[0]);
    if (*count > 0 && at <= list[*count - 1].at)
        return fail(p, "%s %d does not rise above %d", w[0], at, list[*count - 1].at);
    if (!read_bonus(p, w[2], &list[*count].bonus))
        return false;
    list[*count].at = (uint8_t)at;
    p->track_line[track][(*count)++] = p->line;
    return true;
}

static bool parse_fame_track(Parser *p, char **w, int n)
{
    (void)n;
    return parse_track(p, w, 0, &p->sheet->fame_bonuses, p->sheet->fame_track);
}

static bool parse_money_track(Parser *p, char **w, int n)
{
    (void)n;
    return parse_track(p, w, 1, &p->sheet->money_bonuses, p->sheet->money_track);
}

typedef struct {
    const char *key;
    const char *usage;          /* shown when the number of words is wrong */
    uint8_t min_words;          /* counting the key */
    uint8_t max_words;
    bool once;                  /* a second line with this key is refused */
    bool required;              /* the sheet is incomplete without one */
    bool (*parse)(Parser *p, char **w, int n);
} KeyRule;

/* Rows whose count of words varies (province, coins, tent) say more about a wrong count
 * themselves, so their bounds here are loose. */
static const KeyRule KEYS[KEY_COUNT] = {
    {"side", "side <name>", 2, 2, true, true, parse_side},
    {"crossing", "crossing <number>", 2, 2, true, true, parse_crossing},
    {"fame-max", "fame-max <number>", 2, 2, true, true, parse_fame_max},
    {"money-max", "money-max <number>", 2, 2, true, true, parse_money_max},
    {"province", "province <row> <field> <field> <field> <field>", 2, WORDS_MAX, false, false,
     parse_province},
    {"residence", "residence <field> <roads>", 3, 3, true, true, parse_residence},
    {"border", "border <field><edge> <bonus>", 3, 3, false, false, parse_border},
    {"coins", "coins <number> …", 2, WORDS_MAX, true, true, parse_coins},
    {"tent", "tent <first>-<last> <tea bonus> <silk bonus> <spice bonus>", 2, WORDS_MAX,
     false, true, parse_tent},
    {"river", "river <number> <symbol> <yield>", 4, 4, false, true, parse_river},
    {"palace", "palace upper|lower <column> <bonus>", 4, 4, false, false, parse_palace},
    {"upgrade-column", "upgrade-column 2|3 <bonus>", 3, 3, false, false, parse_upgrade_column},
    {"karma-box", "karma-box <box> <bonus>", 3, 3, false, false, parse_karma_box},
    {"fame-track", "fame-track <field> <bonus>", 3, 3, false, false, parse_fame_track},
    {"money-track", "money-track <field> <bonus>", 3, 3, false, false, parse_money_track},
};

/* ---------------------------------------------------------------- lines */

static bool parse_words(Parser *p, char **w, int n)
{
    int k = 0;
    while (k < KEY_COUNT && strcmp(KEYS[k].key, w[0]) != 0)
        k++;
    if (k == KEY_COUNT)
        return fail(p, "unknown key '%s'", w[0]);
    const KeyRule *rule = &KEYS[k];
    if (rule->once && p->key_line[k])
        return fail(p, "duplicate '%s' (first at line %d)", rule->key, p->key_line[k]);
    if (n < rule->min_words || n > rule->max_words)
        return fail(p, "wrong number of words, expected '%s'", rule->usage);
    if (!p->key_line[k])
        p->key_line[k] = p->line;
    return rule->parse(p, w, n);
}

/* Splits one line at blanks, dropping a '#' comment and a trailing CR. */
static bool parse_line(Parser *p, const char *text, size_t len)
{
    char buf[LINE_MAX_CHARS];
    if (len >= sizeof buf)
        return fail(p, "line longer than %d characters", LINE_MAX_CHARS - 1);
    memcpy(buf, text, len);
    buf[len] = '\0';
    char *hash = strchr(buf, '#');
    if (hash)
        *hash = '\0';
    char *w[WORDS_MAX];
    int n = 0;
    for (char *c = buf; *c;) {
        c += strspn(c, " \t\r");
        if (!*c)
            break;
        if (n == WORDS_MAX)
            return fail(p, "too many words (at most %d)", WORDS_MAX);
        w[n++] = c;
        c += strcspn(c, " \t\r");
        if (*c)
            *c++ = '\0';
    }
    return n == 0 || parse_words(p, w, n);
}

/* ---------------------------------------------------------------- final checks */

static bool check_present(const Parser *p)
{
    for (int k = 0; k < KEY_COUNT; k++)
        if (KEYS[k].required && !p->key_line[k])
            return fail(p, "missing '%s'", KEYS[k].key);
    for (int row = 0; row < PROVINCE_SIZE; row++)
        if (!p->row_line[row])
            return fail(p, "missing 'province %c'", 'A' + row);
    for (int area = 0; area < 2; area++)
        for (int column = 0; column < PALACE_BOXES; column++)
            if (!p->palace_line[area][column])
                return fail(p, "missing 'palace %s %d'", area ? "lower" : "upper", column + 1);
    for (int value = 2; value <= UPGRADE_TOP; value++)
        if (!p->upgrade_line[value - 2])
            return fail(p, "missing 'upgrade-column %d'", value);
    return true;
}

static bool check_residence(Parser *p)
{
    if (p->grid_residence < 0)
        return fail(p, "no residence field R in the province");
    if (p->named_residence != p->grid_residence) {
        char named[3], grid[3];
        field_name(p->named_residence, named);
        field_name(p->grid_residence, grid);
        return fail_at(p, p->key_line[KEY_RESIDENCE],
                       "residence %s does not match the province's R at %s", named, grid);
    }
    p->sheet->residence = (uint8_t)p->grid_residence;
    return true;
}

/* Markets and tents both depend on the slot count, known only once coins has been read. */
static bool check_market(const Parser *p)
{
    const Sheet *s = p->sheet;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        if (s->field[f].kind == FIELD_MARKET_SAME && s->field[f].n > s->slots) {
            char name[3];
            field_name(f, name);
            return fail_at(p, p->row_line[f / PROVINCE_SIZE],
                           "same-kind market Ms%d at %s sells more than the %d market columns",
                           s->field[f].n, name, s->slots);
        }
    int end = s->tent_last[s->tents - 1] + 1;
    if (end > s->slots)
        return fail_at(p, p->tent_line[s->tents - 1],
                       "tent ends at column %d, beyond the %d market columns", end, s->slots);
    if (end < s->slots)
        return fail(p, "tents end at column %d but the market has %d columns", end, s->slots);
    return true;
}

static bool check_track(const Parser *p, int track, int count, const TrackBonus *list, int max)
{
    const char *name = track ? "money" : "fame";
    for (int i = 0; i < count; i++)
        if (list[i].at > max)
            return fail_at(p, p->track_line[track][i], "%s-track %d is beyond %s-max %d", name,
                           list[i].at, name, max);
    return true;
}

/* R3.1: the race position 2 × fame + money must be able to reach the crossing. */
static bool check_tracks(const Parser *p)
{
    const Sheet *s = p->sheet;
    int top = 2 * s->fame_max + s->money_max;
    if (s->crossing > top)
        return fail_at(p, p->key_line[KEY_CROSSING], "crossing %d out of range 1..%d",
                       s->crossing, top);
    return check_track(p, 0, s->fame_bonuses, s->fame_track, s->fame_max) &&
           check_track(p, 1, s->money_bonuses, s->money_track, s->money_max);
}

/* ---------------------------------------------------------------- entry point */

bool sheet_parse(const char *text, const char *source, Sheet *out, char *err, size_t cap)
{
    Parser p;
    memset(&p, 0, sizeof p);
    memset(out, 0, sizeof *out);
    p.sheet = out;
    p.source = source ? source : "<sheet>";
    p.err = err;
    p.cap = cap;
    p.grid_residence = p.named_residence = -1;
    if (err && cap)
        err[0] = '\0';
    if (!text)
        text = "";
    while (*text) {
        size_t len = strcspn(text, "\n");
        p.line++;
        if (!parse_line(&p, text, len))
            return false;
        text += len + (text[len] == '\n');
    }
    /* Things missing are reported at the last line, where the reader noticed. */
    if (p.line == 0)
        p.line = 1;
    return check_present(&p) && check_residence(&p) && check_market(&p) && check_tracks(&p);
}
