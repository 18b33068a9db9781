/* action.c — actions as values and as text: constructors, comparison, the canonical text
 * (docs/protocol.md "Actions") and its parser. Pure C11: no I/O. */
#include "action.h"

#include <string.h>

#include "decimal.h"
#include "names.h"
#include "game.h"
#include "sheet.h"

Action action_make(int kind, int a0, int a1)
{
    Action a;
    memset(&a, 0, sizeof a);
    a.kind = (uint8_t)kind;
    a.arg[0] = (uint8_t)a0;
    a.arg[1] = (uint8_t)a1;
    return a;
}

static Action three_counts(int kind, int tea, int silk, int spice)
{
    Action a = action_make(kind, tea, silk);
    a.arg[2] = (uint8_t)spice;
    return a;
}

Action action_sell(int tea, int silk, int spice)
{
    return three_counts(ACT_SELL, tea, silk, spice);
}

Action action_goods(int tea, int silk, int spice)
{
    return three_counts(ACT_GOODS, tea, silk, spice);
}

Action action_roll(const uint8_t *faces, int n)
{
    Action a = action_make(ACT_ROLL, 0, 0);
    if (n < 0)
        n = 0;
    if (n > (int)sizeof a.arg)
        n = (int)sizeof a.arg;
    a.n = (uint8_t)n;
    memcpy(a.arg, faces, (size_t)n);
    return a;
}

bool action_equal(const Action *a, const Action *b)
{
    return a->kind == b->kind && a->n == b->n && memcmp(a->arg, b->arg, sizeof a->arg) == 0;
}

/* A bounded writer: text that does not fit is cut, and the buffer stays NUL-terminated. */
typedef struct {
    char *buf;
    size_t cap, len;
} Out;

static void put(Out *o, const char *s)
{
    for (; *s; s++) {
        if (o->len + 1 < o->cap)
            o->buf[o->len++] = *s;
    }
    if (o->cap > 0)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
}

static void put_word(Out *o, const char *s)
{
    put(o, " ");
    put(o, s);
}

static void put_number(Out *o, int n)
{
    char digits[12];
    int i = (int)sizeof digits - 1;
    digits[i] = '\0';
    do {
        digits[--i] = (char)('0' + n % 10);
        n /= 10;
    } while (n > 0 && i > 0);
    put_word(o, digits + i);
}

/* Names of out-of-range values print as "?" instead of reading past a table: a format
 * must never crash, even on an action that no rule would accept. */
static const char *die_or_unknown(int die)
{
    return die < DIE_COUNT ? die_name(die) : "?";
}

static void put_field(Out *o, int field)
{
    char name[3] = "?";
    if (field < PROVINCE_FIELDS)
        field_name(field, name);
    put_word(o, name);
}

static void put_edges(Out *o, int mask)
{
    char letters[EDGE_COUNT + 1];
    int n = 0;
    for (int e = 0; e < EDGE_COUNT; e++)
        if (mask & (1 << e))
            letters[n++] = edge_letter(e);
    letters[n] = '\0';
    put_word(o, n > 0 ? letters : "-");
}

/* Goods in canonical order (tea, silk, spice), each repeated count[g] times. */
static void put_goods(Out *o, const uint8_t count[GOOD_COUNT])
{
    for (int g = 0; g < GOOD_COUNT; g++)
        for (int i = 0; i < count[g]; i++)
            put_word(o, good_name(g));
}

static const char *const KIND_WORDS[ACT_KIND_COUNT] = {
    "take", "karma", "reroll", "keep", "road", "half", "sell", "good", "goods", "goods-die",
    "upgrade", "person", "forward", "back", "bonus", "decline", "done", "roll"};

static const char *action_word(int kind)
{
    return kind >= 0 && kind < ACT_KIND_COUNT ? KIND_WORDS[kind] : NULL;
}

static void put_args(Out *o, const Action *a)
{
    int x = a->arg[0];
    switch (a->kind) {
    case ACT_TAKE: case ACT_KARMA: case ACT_KEEP: case ACT_GOODS_DIE:
        put_word(o, die_or_unknown(x));
        break;
    case ACT_ROAD: put_field(o, x); put_edges(o, a->arg[1]); break;
    case ACT_HALF: put_field(o, x); put_edges(o, a->arg[1] < EDGE_COUNT ? 1 << a->arg[1] : 0); break;
    case ACT_SELL: put_goods(o, a->arg); break;
    case ACT_GOOD: put_word(o, x < GOOD_COUNT ? good_name(x) : "?"); break;
    case ACT_GOODS: {
        uint8_t once[GOOD_COUNT] = {a->arg[0] != 0, a->arg[1] != 0, a->arg[2] != 0};
        put_goods(o, once);
        break;
    }
    case ACT_UPGRADE: put_word(o, x < TYPE_COUNT ? type_name(x) : "?"); break;
    case ACT_PERSON: put_word(o, x < PERSON_COUNT ? person_name(x) : "?"); break;
    case ACT_FORWARD: case ACT_BACK: put_number(o, x); break;
    case ACT_BONUS: case ACT_DECLINE: put_number(o, x + 1); break;
    case ACT_ROLL:
        for (int i = 0; i < a->n && i < (int)sizeof a->arg; i++)
            put_word(o, a->arg[i] < FACE_COUNT ? face_name(a->arg[i]) : "?");
        break;
    default: break;
    }
}

int action_format(const Action *a, char *buf, size_t cap)
{
    Out o = {buf, cap, 0};
    if (cap > 0)
        buf[0] = '\0';
    const char *word = action_word(a->kind);
    put(&o, word ? word : "?");
    put_args(&o, a);
    return (int)o.len;
}

/* ---- parsing ---------------------------------------------------------------------- */

/* Enough words for the longest sale (every slot of every row) and the 8-face roll. */
#define MAX_WORDS (1 + GOOD_COUNT * MARKET_MAX_SLOTS)
#define WORD_MAX 16

typedef struct {
    int n;
    char w[MAX_WORDS][WORD_MAX];
} Words;

static bool refuse(const char **why, const char *message)
{
    *why = message;
    return false;
}

static bool is_space(char c) { return c == ' ' || c == '\t'; }

static bool split(const char *s, Words *ws, const char **why)
{
    ws->n = 0;
    while (*s) {
        while (is_space(*s))
            s++;
        if (!*s)
            break;
        size_t len = 0;
        while (s[len] && !is_space(s[len]))
            len++;
        if (ws->n == MAX_WORDS)
            return refuse(why, "too many words");
        if (len >= WORD_MAX)
            return refuse(why, "word too long");
        memcpy(ws->w[ws->n], s, len);
        ws->w[ws->n++][len] = '\0';
        s += len;
    }
    return true;
}

/* A plain decimal number lo..hi: digits only, no sign, no leading zero. */
static bool number(const char *s, int lo, int hi, int *out)
{
    uint64_t v;
    if (s[0] == '0' || decimal_read(s, (uint64_t)hi, &v) != DECIMAL_OK || v < (uint64_t)lo)
        return false;
    *out = (int)v;
    return true;
}

/* Only "A1".."D4": checked here so that the accepted spelling does not depend on how
 * leniently field_from_name reads. */
static int field_word(const char *s)
{
    if (strlen(s) != 2 || s[0] < 'A' || s[0] > 'D' || s[1] < '1' || s[1] > '4')
        return -1;
    return field_from_name(s);
}

static bool edge_mask(const char *s, int *mask, const char **why)
{
    *mask = 0;
    for (; *s; s++) {
        int e = edge_from_letter(*s);
        if (e < 0)
            return refuse(why, "edges are the letters N E S W");
        if (*mask & (1 << e))
            return refuse(why, "an edge is repeated");
        *mask |= 1 << e;
    }
    return true;
}

typedef struct {
    const Words *ws;
    Action *out;
    const char **why;
} Parse;

static const char *arg(const Parse *p, int i) { return p->ws->w[1 + i]; }
static int arg_count(const Parse *p) { return p->ws->n - 1; }

static bool fail(const Parse *p, const char *message) { return refuse(p->why, message); }

static bool parse_die(Parse *p)
{
    int d = die_from_name(arg(p, 0));
    if (d < 0)
        return fail(p, "unknown die");
    p->out->arg[0] = (uint8_t)d;
    return true;
}

static bool parse_road(Parse *p)
{
    int f = field_word(arg(p, 0)), mask;
    if (f < 0)
        return fail(p, "not a field (A1..D4)");
    if (!edge_mask(arg(p, 1), &mask, p->why))
        return false;
    if (p->out->kind == ACT_HALF) {
        if (strlen(arg(p, 1)) != 1)
            return fail(p, "a half road is one edge: N, E, S or W");
        mask = edge_from_letter(arg(p, 1)[0]);
    }
    p->out->arg[0] = (uint8_t)f;
    p->out->arg[1] = (uint8_t)mask;
    return true;
}

/* Goods in any order; counted into arg[0..2]. `goods` names each kind at most once. */
static bool parse_goods(Parse *p)
{
    int most = p->out->kind == ACT_GOODS ? 1 : MARKET_MAX_SLOTS;
    for (int i = 0; i < arg_count(p); i++) {
        int g = good_from_name(arg(p, i));
        if (g < 0)
            return fail(p, "unknown good");
        if (p->out->arg[g] == most)
            return fail(p, most == 1 ? "a kind is repeated" : "more goods of one kind than a market row holds");
        p->out->arg[g]++;
    }
    return true;
}

static bool parse_named(Parse *p, int (*lookup)(const char *), const char *message)
{
    int v = lookup(arg(p, 0));
    if (v < 0)
        return fail(p, message);
    p->out->arg[0] = (uint8_t)v;
    return true;
}

static bool parse_number(Parse *p, int lo, int hi, int offset, const char *message)
{
    int v;
    if (!number(arg(p, 0), lo, hi, &v))
        return fail(p, message);
    p->out->arg[0] = (uint8_t)(v - offset);
    return true;
}

static bool parse_roll(Parse *p)
{
    int n = arg_count(p);
    if (n != 2 && n != DIE_COUNT)
        return fail(p, "roll takes 2 or 8 faces");
    for (int i = 0; i < n; i++) {
        int f = face_from_name(arg(p, i));
        if (f < 0)
            return fail(p, "unknown face");
        p->out->arg[i] = (uint8_t)f;
    }
    p->out->n = (uint8_t)n;
    return true;
}

/* How many words follow the action word: fixed, or -1 when the kind checks its own. */
static int arity(int kind)
{
    switch (kind) {
    case ACT_REROLL: case ACT_DONE: return 0;
    case ACT_ROAD: case ACT_HALF: return 2;
    case ACT_SELL: case ACT_GOODS: case ACT_ROLL: return -1;
    default: return 1;
    }
}

static bool parse_args(Parse *p)
{
    switch (p->out->kind) {
    case ACT_TAKE: case ACT_KARMA: case ACT_KEEP: case ACT_GOODS_DIE: return parse_die(p);
    case ACT_ROAD: case ACT_HALF: return parse_road(p);
    case ACT_SELL: return parse_goods(p);
    case ACT_GOODS:
        return arg_count(p) < 1 ? fail(p, "missing argument") : parse_goods(p);
    case ACT_GOOD: return parse_named(p, good_from_name, "unknown good");
    case ACT_UPGRADE: return parse_named(p, type_from_name, "unknown building type");
    case ACT_PERSON: return parse_named(p, person_from_name, "unknown person");
    case ACT_FORWARD: return parse_number(p, 1, 2, 0, "forward takes 1 or 2");
    case ACT_BACK: return parse_number(p, 1, RIVER_MAX, 0, "river field out of range (1..24)");
    case ACT_BONUS: case ACT_DECLINE:
        return parse_number(p, 1, GAME_MAX_PENDING, 1, "bonus number out of range (1..24)");
    case ACT_ROLL: return parse_roll(p);
    default: return true;
    }
}

static int kind_from_word(const char *s)
{
    for (int k = 0; k < ACT_KIND_COUNT; k++)
        if (strcmp(KIND_WORDS[k], s) == 0)
            return k;
    return -1;
}

bool action_parse(const char *text, Action *out, const char **why)
{
    Words ws;
    if (!split(text, &ws, why))
        return false;
    if (ws.n == 0)
        return refuse(why, "empty action");
    int kind = kind_from_word(ws.w[0]);
    if (kind < 0)
        return refuse(why, "unknown action");
    int want = arity(kind);
    if (want >= 0 && ws.n - 1 < want)
        return refuse(why, "missing argument");
    if (want >= 0 && ws.n - 1 > want)
        return refuse(why, "trailing words after the action");
    Action a = action_make(kind, 0, 0);
    Parse p = {&ws, &a, why};
    if (!parse_args(&p))
        return false;
    *out = a;
    return true;
}
