/* names.c — canonical names of dice, faces, goods, types, persons, symbols, edges and
 * bonuses (docs/sheet-format.md §1–§2, docs/protocol.md "Names"). */
#include "names.h"

#include <stdio.h>
#include <string.h>

#include "decimal.h"

static const char *const DIE_NAMES[DIE_COUNT] = {
    "purple-1", "purple-2", "green-1", "green-2", "blue-a", "blue-b", "orange-1", "orange-2"};
static const char *const FACE_NAMES[FACE_COUNT] = {
    "tea+tea", "silk+silk", "spice+spice", "tea+silk", "silk+spice", "spice+tea",
    "curve", "straight", "half+half",
    "lotus", "fish", "flag",
    "peacock", "conch", "boat",
    "great-mogul", "maharani", "merchant", "raja", "builder", "portuguese"};
static const char *const GOOD_NAMES[GOOD_COUNT] = {"tea", "silk", "spice"};
static const char *const TYPE_NAMES[TYPE_COUNT] = {"temple", "fort", "garden", "tower"};
static const char *const SYMBOL_NAMES[SYMBOL_COUNT] = {
    "lotus", "fish", "flag", "peacock", "conch", "boat"};
static const char *const BONUS_NAMES[BONUS_KIND_COUNT] = {
    "-", "fame", "money", "karma", "upgrade", "palace:any", "palace", "goods-die",
    "goods-diff", "sell-any", "sell-same", "sell-diff", "half-road", "road-piece",
    "river-fwd", "river-back", "river-back-any"};
static const char EDGE_LETTERS[EDGE_COUNT] = {'N', 'E', 'S', 'W'};

/* First face of each die and how many distinct values it shows. */
static const uint8_t DIE_FIRST_FACE[DIE_COUNT] = {
    FACE_TEA_TEA, FACE_TEA_TEA, FACE_CURVE, FACE_CURVE, FACE_LOTUS, FACE_PEACOCK,
    FACE_GREAT_MOGUL, FACE_GREAT_MOGUL};
static const uint8_t DIE_FACES[DIE_COUNT] = {6, 6, 3, 3, 3, 3, 6, 6};
static const int8_t FACE_GOODS[6][2] = {
    {GOOD_TEA, GOOD_TEA}, {GOOD_SILK, GOOD_SILK}, {GOOD_SPICE, GOOD_SPICE},
    {GOOD_TEA, GOOD_SILK}, {GOOD_SILK, GOOD_SPICE}, {GOOD_SPICE, GOOD_TEA}};

static int lookup(const char *const *names, int count, const char *s)
{
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

const char *die_name(int die) { return DIE_NAMES[die]; }
int die_from_name(const char *s) { return lookup(DIE_NAMES, DIE_COUNT, s); }
int die_colour(int die) { return die / 2; }
const char *face_name(int face) { return FACE_NAMES[face]; }
int face_from_name(const char *s) { return lookup(FACE_NAMES, FACE_COUNT, s); }
int die_face_count(int die) { return DIE_FACES[die]; }
int die_face(int die, int index) { return DIE_FIRST_FACE[die] + index; }

bool face_fits_die(int face, int die)
{
    return face >= DIE_FIRST_FACE[die] && face < DIE_FIRST_FACE[die] + DIE_FACES[die];
}

const char *good_name(int good) { return GOOD_NAMES[good]; }
int good_from_name(const char *s) { return lookup(GOOD_NAMES, GOOD_COUNT, s); }
const char *type_name(int type) { return TYPE_NAMES[type]; }
int type_from_name(const char *s) { return lookup(TYPE_NAMES, TYPE_COUNT, s); }
const char *person_name(int person) { return FACE_NAMES[FACE_GREAT_MOGUL + person]; }

int person_from_name(const char *s)
{
    int f = face_from_name(s);
    return f >= FACE_GREAT_MOGUL ? f - FACE_GREAT_MOGUL : -1;
}

const char *symbol_name(int symbol) { return SYMBOL_NAMES[symbol]; }
int symbol_from_name(const char *s) { return lookup(SYMBOL_NAMES, SYMBOL_COUNT, s); }

int face_symbol(int face)
{
    return face >= FACE_LOTUS && face <= FACE_BOAT ? face - FACE_LOTUS : -1;
}

int face_person(int face)
{
    return face >= FACE_GREAT_MOGUL && face <= FACE_PORTUGUESE ? face - FACE_GREAT_MOGUL : -1;
}

void face_goods(int face, int goods[2])
{
    goods[0] = FACE_GOODS[face][0];
    goods[1] = FACE_GOODS[face][1];
}

char edge_letter(int edge) { return EDGE_LETTERS[edge]; }

int edge_from_letter(char c)
{
    for (int e = 0; e < EDGE_COUNT; e++)
        if (EDGE_LETTERS[e] == c)
            return e;
    return -1;
}

const char *bonus_kind_name(int kind) { return BONUS_NAMES[kind]; }

static bool counted(int kind)
{
    return kind == BONUS_FAME || kind == BONUS_MONEY || kind == BONUS_GOODS_DIFF ||
           kind == BONUS_SELL_ANY || kind == BONUS_SELL_SAME || kind == BONUS_SELL_DIFF;
}

int bonus_format(Bonus b, char *buf, int cap)
{
    if (b.kind == BONUS_PALACE_PERSON)
        return snprintf(buf, (size_t)cap, "palace:%s", person_name(b.n));
    if (counted(b.kind))
        return snprintf(buf, (size_t)cap, "%s:%d", BONUS_NAMES[b.kind], b.n);
    return snprintf(buf, (size_t)cap, "%s", BONUS_NAMES[b.kind]);
}

/* Largest number a counted bonus may carry: goods and sales are bounded by the three kinds
 * and the eight market slots; fame and money by the tracks. */
static int bonus_max(int kind)
{
    switch (kind) {
    case BONUS_GOODS_DIFF: return GOOD_COUNT;
    case BONUS_SELL_DIFF: return GOOD_COUNT;
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: return 10;
    default: return 90;
    }
}

bool bonus_parse(const char *s, Bonus *out)
{
    const char *colon = strchr(s, ':');
    if (!colon) {
        int k = lookup(BONUS_NAMES, BONUS_KIND_COUNT, s);
        if (k <= BONUS_NONE || counted(k) || k == BONUS_PALACE_PERSON)
            return false;
        out->kind = (uint8_t)k;
        out->n = 0;
        return true;
    }
    if (strcmp(s, "palace:any") == 0) {
        *out = (Bonus){BONUS_PALACE_ANY, 0};
        return true;
    }
    char head[16];
    size_t len = (size_t)(colon - s);
    if (len == 0 || len >= sizeof head)
        return false;
    memcpy(head, s, len);
    head[len] = '\0';
    if (strcmp(head, "palace") == 0) {
        int p = person_from_name(colon + 1);
        if (p < 0)
            return false;
        *out = (Bonus){BONUS_PALACE_PERSON, (uint8_t)p};
        return true;
    }
    int k = lookup(BONUS_NAMES, BONUS_KIND_COUNT, head);
    if (k < 0 || !counted(k))
        return false;
    uint64_t n;
    const char *d = colon + 1;
    if (*d == '0')
        return false;                       /* plain decimal (decimal.h), no leading zero */
    if (decimal_read(d, (uint64_t)bonus_max(k), &n) != DECIMAL_OK || n < 1)
        return false;
    *out = (Bonus){(uint8_t)k, (uint8_t)n};
    return true;
}
