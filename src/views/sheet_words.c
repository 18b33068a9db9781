/* sheet_words.c — a sheet's spots in words (see sheet_view.h): the tooltip sentence for
 * every field, edge, market slot, tent, palace box, upgrade, karma box, river field and
 * track cell, in the language given (a Lang, i18n.h). Pure: text from the sheet's data. */
#include "sheet_view.h"

#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"
#include "terms.h"

static int tent_first(const Sheet *sh, int t) { return t == 0 ? 0 : sh->tent_last[t - 1] + 1; }

/* ---- describing a spot -------------------------------------------------------------- */

/* A bonus in words, as the player reads it: what it gives, never the data file's code. */
static void bonus_words(const Lang *lang, Bonus b, char *buf, int cap)
{
    size_t c = (size_t)cap;
    switch (b.kind) {
    case BONUS_FAME: snprintf(buf, c, trn("%d fame", "%d fame", b.n), b.n); return;
    case BONUS_MONEY: snprintf(buf, c, trn("%d money", "%d money", b.n), b.n); return;
    case BONUS_KARMA: snprintf(buf, c, "%s", _("karma")); return;
    case BONUS_UPGRADE: snprintf(buf, c, "%s", _("upgrade")); return;
    case BONUS_GOODS_DIE: snprintf(buf, c, "%s", _("gain the goods of a purple die")); return;
    case BONUS_PALACE_ANY: snprintf(buf, c, "%s", _("use any palace person")); return;
    case BONUS_PALACE_PERSON: snprintf(buf, c, _("use the %s"), term_person(lang, b.n % PERSON_COUNT)); return;
    case BONUS_GOODS_DIFF:
        /* One good is any kind: "different" needs two. */
        snprintf(buf, c, trn("gain %d good of your choice", "gain %d different goods", b.n), b.n);
        return;
    case BONUS_SELL_ANY:
    case BONUS_SELL_SAME:
    case BONUS_SELL_DIFF:
        /* A sale bonus by its one name, the log's and the sale prompt's (R9.6). */
        words_bonus(lang, b, buf, c);
        return;
    case BONUS_HALF_ROAD: snprintf(buf, c, "%s", _("a half road")); return;
    case BONUS_ROAD_PIECE: snprintf(buf, c, "%s", _("draw a road piece")); return;
    case BONUS_RIVER_FWD: snprintf(buf, c, "%s", _("boat one field forward")); return;
    case BONUS_RIVER_BACK: snprintf(buf, c, "%s", _("boat back to the nearest unmarked field")); return;
    case BONUS_RIVER_BACK_ANY: snprintf(buf, c, "%s", _("boat back to any unmarked field")); return;
    default: snprintf(buf, c, "%s", _("no bonus")); return;
    }
}

static void yield_words(const Lang *lang, const Yield *y, char *buf, int cap)
{
    char part[YIELD_MAX][160];
    const char *parts[YIELD_MAX];
    int n = y->count < YIELD_MAX ? y->count : YIELD_MAX;
    for (int i = 0; i < n; i++) {
        bonus_words(lang, y->part[i], part[i], sizeof part[i]);
        parts[i] = part[i];
    }
    term_list(lang, parts, n, buf, (size_t)cap);
}

static void describe_field(const Lang *lang, const Sheet *sh, int i, char *buf, int cap)
{
    char name[3];
    field_name(i, name);
    const Field *f = &sh->field[i];
    switch (f->kind) {
    case FIELD_RESIDENCE:
        snprintf(buf, (size_t)cap, _("%s: residence — every road must join it (pre-built)"), name);
        break;
    case FIELD_MARKET_SAME:
        snprintf(buf, (size_t)cap, trn("%s: same-kind market — sell up to %d good of one kind when first built",
                                       "%s: same-kind market — sell up to %d goods of one kind when first built",
                                       f->n), name, f->n);
        break;
    case FIELD_MARKET_MIXED:
        snprintf(buf, (size_t)cap,
                 trn("%s: mixed market — sell up to %d good of different kinds when first built",
                     "%s: mixed market — sell up to %d goods of different kinds when first built", f->n),
                 name, f->n);
        break;
    case FIELD_EMPTY:
        snprintf(buf, (size_t)cap, _("%s: empty field — roads can be built through it"), name);
        break;
    default:
        snprintf(buf, (size_t)cap, _("%s: %s — scores its upgrade value (1–3) in fame when first built"), name,
                 term_type(lang, f->kind - FIELD_TEMPLE));
        break;
    }
}

static void describe_edge(const Lang *lang, const Sheet *sh, int field, int edge, bool border_icon, char *buf,
                          int cap)
{
    char name[3], words[200];
    field_name(field, name);
    Bonus b = sh->border[field][edge];
    if (field_neighbour(field, edge) >= 0) {
        char other[3];
        field_name(field_neighbour(field, edge), other);
        snprintf(buf, (size_t)cap, _("%s %s edge: a road here joins %s"), name, term_edge(lang, edge), other);
    } else if (b.kind == BONUS_NONE) {
        snprintf(buf, (size_t)cap, _("%s %s border: no bonus — a road may not point here"), name,
                 term_edge(lang, edge));
    } else {
        bonus_words(lang, b, words, sizeof words);
        snprintf(buf, (size_t)cap,
                 border_icon ? _("%s %s border bonus: %s — gained when a road reaches it")
                             : _("%s %s border: %s — gained when a road reaches it"),
                 name, term_edge(lang, edge), words);
    }
}

static void describe_market(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap)
{
    char words[200];
    int g = s.a % GOOD_COUNT;
    if (s.kind == SPOT_SLOT) {
        snprintf(buf, (size_t)cap, _("%s slot %d: selling from here pays %d money"), term_good_title(lang, g),
                 s.b + 1, sh->coin[s.b % MARKET_MAX_SLOTS]);
        return;
    }
    int t = s.b % MARKET_MAX_TENTS;
    bonus_words(lang, sh->tent_bonus[g][t], words, sizeof words);
    snprintf(buf, (size_t)cap, _("%s tent %d (slots %d–%d): %s when its last slot is sold"),
             term_good_title(lang, g), t + 1, tent_first(sh, t) + 1, sh->tent_last[t] + 1, words);
}

static const char *const PERSON_DOES[PERSON_COUNT] = {
    N_("use one of the other five persons too"),
    N_("boat 1 or 2 fields forward"),
    N_("sell 1 or 2 goods, or gain 1 good"),
    N_("1 money and one upgrade"),
    N_("two half roads, used at once"),
    N_("boat back 1 or 2 unmarked fields, or gain 1 good"),
};

static void describe_palace(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap)
{
    char words[200];
    if (s.kind == SPOT_PERSON) {
        int p = s.a % PERSON_COUNT;
        if (s.b >= PALACE_BOXES)
            snprintf(buf, (size_t)cap, "%s: %s", term_person(lang, p), tr(PERSON_DOES[p]));
        else
            snprintf(buf, (size_t)cap, _("%s, box %d: %s"), term_person(lang, p), s.b + 1, tr(PERSON_DOES[p]));
        return;
    }
    bonus_words(lang, sh->palace_column[s.a % 2][s.b % PALACE_BOXES], words, sizeof words);
    int crosses = s.b + 1;
    if (s.a)
        snprintf(buf, (size_t)cap,
                 trn("Lower palace, column %d: %s when all three persons have %d cross",
                     "Lower palace, column %d: %s when all three persons have %d crosses", crosses),
                 s.b + 1, words, crosses);
    else
        snprintf(buf, (size_t)cap,
                 trn("Upper palace, column %d: %s when all three persons have %d cross",
                     "Upper palace, column %d: %s when all three persons have %d crosses", crosses),
                 s.b + 1, words, crosses);
}

static void describe_track(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap)
{
    bool fame = s.kind == SPOT_FAME;
    const TrackBonus *tb = fame ? sh->fame_track : sh->money_track;
    int count = fame ? sh->fame_bonuses : sh->money_bonuses;
    for (int i = 0; i < count; i++)
        if (tb[i].at == s.a) {
            char words[200];
            bonus_words(lang, tb[i].bonus, words, sizeof words);
            snprintf(buf, (size_t)cap, fame ? _("Fame %d: %s") : _("Money %d: %s"), s.a, words);
            return;
        }
    snprintf(buf, (size_t)cap, fame ? _("Fame %d") : _("Money %d"), s.a);
}

static void describe_river(const Lang *lang, const Sheet *sh, int f, char *buf, int cap)
{
    if (f == 0) {
        snprintf(buf, (size_t)cap, "%s", _("River start: the boat sets out here"));
        return;
    }
    char words[320];
    yield_words(lang, &sh->river_yield[f], words, sizeof words);
    snprintf(buf, (size_t)cap, _("River %d: %s — %s"), f, term_symbol(lang, sh->river_symbol[f]), words);
}

static void describe_small(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap)
{
    char words[200];
    switch (s.kind) {
    case SPOT_UPGRADE:
        /* The type's value is the fame each of its buildings scores when first built (R5.7,
         * R6.2); the 1 is marked on every sheet from the start. */
        snprintf(buf, (size_t)cap,
                 s.b == 1 ? _("%s %d (marked from the start): each %s built scores %d fame")
                          : _("%s %d: once marked, each %s built scores %d fame"),
                 term_type_title(lang, s.a % TYPE_COUNT), s.b, term_type(lang, s.a % TYPE_COUNT), s.b);
        return;
    case SPOT_UPGRADE_COLUMN:
        bonus_words(lang, sh->upgrade_column[s.a % 2], words, sizeof words);
        snprintf(buf, (size_t)cap, _("All types at %d: %s"), s.a + 2, words);
        return;
    case SPOT_KARMA:
        if (sh->karma_box[s.a % KARMA_BOXES].kind == BONUS_NONE) {
            snprintf(buf, (size_t)cap, _("Karma box %d"), s.a + 1);
            return;
        }
        bonus_words(lang, sh->karma_box[s.a % KARMA_BOXES], words, sizeof words);
        snprintf(buf, (size_t)cap, _("Karma box %d: %s"), s.a + 1, words);
        return;
    default: snprintf(buf, (size_t)cap, "%s", ""); return;
    }
}

void sheet_spot_describe(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap)
{
    if (!buf || cap <= 0) return;
    buf[0] = '\0';
    switch (s.kind) {
    case SPOT_FIELD: describe_field(lang, sh, s.a % PROVINCE_FIELDS, buf, cap); break;
    case SPOT_EDGE:
    case SPOT_BORDER:
        describe_edge(lang, sh, s.a % PROVINCE_FIELDS, s.b % EDGE_COUNT, s.kind == SPOT_BORDER, buf, cap);
        break;
    case SPOT_SLOT:
    case SPOT_TENT: describe_market(lang, sh, s, buf, cap); break;
    case SPOT_RIVER: describe_river(lang, sh, s.a % (RIVER_MAX + 1), buf, cap); break;
    case SPOT_PERSON:
    case SPOT_PALACE_COLUMN: describe_palace(lang, sh, s, buf, cap); break;
    case SPOT_FAME:
    case SPOT_MONEY: describe_track(lang, sh, s, buf, cap); break;
    default: describe_small(lang, sh, s, buf, cap); break;
    }
}
