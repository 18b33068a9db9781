/* game_words.c — a game in words (see game_words.h): what an action did, for the table's
 * log, the replay and the review, and what it would do, for the hint; why a die had no
 * effect and a bonus lapsed; the round lines, a person's title and a bonus. A die is named by
 * the face it shows ("the blue fish", terms.h), a bonus by what it gives, and an amount is
 * said once: what a bonus of fame, money or karma gave is the bonus itself, with no "+2 fame"
 * after it. The player addressed as "you" (the lesson's person) gets the verbs in the second
 * person. Each sentence is one translatable format with the player's name in it, so a
 * translation can put the words in its own order; counts go through trn() for the plural. */
#include "game_words.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "terms.h"

const char *words_person(const Lang *lang, int person)
{
    return term_person(lang, person);
}

void words_bonus(const Lang *lang, Bonus b, char *buf, size_t cap)
{
    switch (b.kind) {
    case BONUS_FAME: snprintf(buf, cap, trn("%d fame", "%d fame", b.n), b.n); break;
    case BONUS_MONEY: snprintf(buf, cap, trn("%d money", "%d money", b.n), b.n); break;
    case BONUS_KARMA: snprintf(buf, cap, "%s", _("a karma")); break;
    case BONUS_UPGRADE: snprintf(buf, cap, "%s", _("an upgrade")); break;
    case BONUS_PALACE_ANY: snprintf(buf, cap, "%s", _("any palace person")); break;
    case BONUS_PALACE_PERSON: snprintf(buf, cap, "%s", words_person(lang, b.n)); break;
    case BONUS_GOODS_DIE: snprintf(buf, cap, "%s", _("the goods of a purple die")); break;
    case BONUS_GOODS_DIFF:
        /* One good is any kind: "different" needs two. */
        snprintf(buf, cap, trn("%d good of your choice", "%d different goods", b.n), b.n);
        break;
    /* R9.6: a "sell n" bonus sells n (as many as fit when fewer do), so never "up to":
     * that is a new market's (R5.7) and the Merchant's. The table's sale prompt and the
     * sheet's tooltips name the bonus with these words too. */
    case BONUS_SELL_ANY: snprintf(buf, cap, trn("sell %d good", "sell %d goods", b.n), b.n); break;
    case BONUS_SELL_SAME:
        if (b.n == 1) snprintf(buf, cap, trn("sell %d good", "sell %d goods", b.n), b.n);
        else snprintf(buf, cap, trn("sell %d good of one kind", "sell %d goods of one kind", b.n), b.n);
        break;
    case BONUS_SELL_DIFF:
        if (b.n == 1) snprintf(buf, cap, trn("sell %d good", "sell %d goods", b.n), b.n);
        else snprintf(buf, cap, trn("sell %d different good", "sell %d different goods", b.n), b.n);
        break;
    case BONUS_HALF_ROAD: snprintf(buf, cap, "%s", _("a half road")); break;
    case BONUS_ROAD_PIECE: snprintf(buf, cap, "%s", _("a road piece")); break;
    case BONUS_RIVER_FWD: snprintf(buf, cap, "%s", _("boat forward")); break;
    case BONUS_RIVER_BACK: snprintf(buf, cap, "%s", _("boat back")); break;
    case BONUS_RIVER_BACK_ANY: snprintf(buf, cap, "%s", _("boat back anywhere")); break;
    default: snprintf(buf, cap, "%s", _("nothing")); break;
    }
}

void words_bonus_short(const Lang *lang, Bonus b, char *buf, size_t cap)
{
    switch (b.kind) {
    /* TRANSLATORS: the short labels below sit under a bonus icon on a small chip. */
    case BONUS_FAME: snprintf(buf, cap, _("+%d fame"), b.n); break;
    case BONUS_MONEY: snprintf(buf, cap, _("+%d money"), b.n); break;
    case BONUS_KARMA: snprintf(buf, cap, "%s", _("karma")); break;
    case BONUS_UPGRADE: snprintf(buf, cap, "%s", _("upgrade")); break;
    case BONUS_PALACE_ANY: snprintf(buf, cap, "%s", _("any person")); break;
    case BONUS_PALACE_PERSON: snprintf(buf, cap, "%s", words_person(lang, b.n)); break;
    case BONUS_GOODS_DIE: snprintf(buf, cap, "%s", _("goods die")); break;
    case BONUS_GOODS_DIFF: snprintf(buf, cap, trn("%d good", "%d goods", b.n), b.n); break;
    case BONUS_SELL_ANY: snprintf(buf, cap, _("sell %d"), b.n); break;
    case BONUS_SELL_SAME: snprintf(buf, cap, _("sell %d same"), b.n); break;
    case BONUS_SELL_DIFF: snprintf(buf, cap, _("sell %d mixed"), b.n); break;
    case BONUS_HALF_ROAD: snprintf(buf, cap, "%s", _("half road")); break;
    case BONUS_ROAD_PIECE: snprintf(buf, cap, "%s", _("road piece")); break;
    case BONUS_RIVER_FWD: snprintf(buf, cap, "%s", _("boat +1")); break;
    case BONUS_RIVER_BACK: snprintf(buf, cap, "%s", _("boat back")); break;
    case BONUS_RIVER_BACK_ANY: snprintf(buf, cap, "%s", _("boat back any")); break;
    default: snprintf(buf, cap, "-"); break;
    }
}

bool words_you(const Lang *lang, const char *name)
{
    return name && (strcmp(name, "You") == 0 || strcmp(name, _("You")) == 0);
}

void words_round(const Lang *lang, int round, const char *holder, char *buf, size_t cap)
{
    if (words_you(lang, holder)) snprintf(buf, cap, _("Round %d: you hold the elephant."), round);
    else snprintf(buf, cap, _("Round %d: %s holds the elephant."), round, holder);
}

void words_first_round(const Lang *lang, int round, const char *side, const char *holder, char *buf, size_t cap)
{
    if (words_you(lang, holder)) snprintf(buf, cap, _("Round %d, %s side. You hold the elephant."), round, side);
    else snprintf(buf, cap, _("Round %d, %s side. %s holds the elephant."), round, side, holder);
}

/* "+2 fame +3 money +1 karma" for what the acting player gained. */
static void gains(const Lang *lang, const Player *b, const Player *a, char *buf, size_t cap)
{
    buf[0] = 0;
    size_t len = 0;
    if (a->fame > b->fame)
        len += (size_t)snprintf(buf + len, cap - len, _(" +%d fame"), a->fame - b->fame);
    if (len < cap && a->money > b->money)
        len += (size_t)snprintf(buf + len, cap - len, _(" +%d money"), a->money - b->money);
    if (len < cap && a->karma_circled > b->karma_circled)
        snprintf(buf + len, cap - len, _(" +%d karma"), a->karma_circled - b->karma_circled);
}

/* The bonus an ACT_BONUS used, in words. A bonus of fame, money or karma is said as what it
 * gave (a track stops at its end, R3.2), and then the gains are not said again: true. */
static bool used_bonus(const Lang *lang, const Game *before, const Player *pb, const Player *pa, int index,
                       char *buf, size_t cap)
{
    Bonus b = before->pending[index % GAME_MAX_PENDING];
    int gained = b.kind == BONUS_FAME ? pa->fame - pb->fame
                 : b.kind == BONUS_MONEY ? pa->money - pb->money
                 : b.kind == BONUS_KARMA ? pa->karma_circled - pb->karma_circled : -1;
    if (gained > 0 && b.kind != BONUS_KARMA) b.n = (uint8_t)gained;
    words_bonus(lang, b, buf, cap);
    return gained >= 0;
}

/* "2 tea and 1 silk" (counts) or "tea and spice" (kinds) for a sale or goods taken. */
static void goods_list(const Lang *lang, const Action *a, bool counts, char *buf, size_t cap)
{
    char item[GOOD_COUNT][48];
    const char *items[GOOD_COUNT];
    int n = 0;
    for (int good = 0; good < GOOD_COUNT; good++) {
        if (!a->arg[good]) continue;
        /* TRANSLATORS: a number of one good: "2 tea". */
        if (counts) snprintf(item[n], sizeof item[n], _("%d %s"), a->arg[good], term_good(lang, good));
        else snprintf(item[n], sizeof item[n], "%s", term_good(lang, good));
        items[n] = item[n];
        n++;
    }
    term_list(lang, items, n, buf, cap);
}

/* A road's edges, "north–east" (R5.1: a road is a set of its field's edges): with the
 * field, what tells two roads drawn in one field apart, in the log and the hint alike. */
static void road_edges(const Lang *lang, int mask, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = 0;
    for (int e = 0; e < EDGE_COUNT && len < cap; e++)
        if (mask & (1 << e)) len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? "–" : "", term_edge(lang, e));
}

/* The bonuses of `now` that are not among `was` (each of `was` matched once), in words
 * into item; returns how many. */
static int new_bonuses(const Lang *lang, const Bonus *was, int was_n, const Bonus *now, int now_n, char item[][64],
                       const char **items)
{
    bool matched[GAME_MAX_PENDING] = {false};
    int n = 0;
    for (int i = 0; i < now_n && i < GAME_MAX_PENDING; i++) {
        bool old = false;
        for (int j = 0; j < was_n && j < GAME_MAX_PENDING && !old; j++)
            if (!matched[j] && was[j].kind == now[i].kind && was[j].n == now[i].n) old = matched[j] = true;
        if (old) continue;
        words_bonus(lang, now[i], item[n], sizeof item[n]);
        items[n] = item[n];
        n++;
    }
    return n;
}

/* The bonuses the action gained (R9.1), in words, "" for none: those pending after it that
 * were not pending before; when the action ended the turn, those that lapsed at its end
 * (R9.4) and were not pending before, so that the lapse logged next has its source said. */
static void gained_bonuses(const Lang *lang, const Game *before, const Game *after, char *buf, size_t cap)
{
    buf[0] = 0;
    char item[GAME_MAX_PENDING][64];
    const char *items[GAME_MAX_PENDING];
    int n;
    if (after->waiting == WAIT_ACTION && after->to_act == before->to_act && after->turn == before->turn)
        n = new_bonuses(lang, before->pending, before->pending_count, after->pending, after->pending_count, item,
                        items);
    else if (after->lapsed_count && after->lapsed_seat == before->to_act)
        n = new_bonuses(lang, before->pending, before->pending_count, after->lapsed, after->lapsed_count, item, items);
    else
        return;
    if (!n) return;
    char list[320];
    term_list(lang, items, n, list, sizeof list);
    /* TRANSLATORS: after an action's log line: the bonuses it gained (to be used now, or
     * lapsing at once, as the next line says). */
    snprintf(buf, cap, _(" — bonus: %s"), list);
}

/* The face of the die on the elephant (R8.2: karma rolls it with a centre die). */
static int elephant_face(const Game *g, int otherwise)
{
    for (int d = 0; d < DIE_COUNT; d++)
        if (g->die_at[d] == DIE_AT_ELEPHANT) return g->die_face[d];
    return otherwise;
}

/* The log's words for the dice: a roll, a die taken or kept, karma, a purple die's goods.
 * False for any other action. */
static bool dice_deed(const Lang *lang, const Game *before, const Action *a, const char *name, char *buf, size_t cap)
{
    bool you = words_you(lang, name);
    const char *die = term_die(lang, before->die_face[a->arg[0] % DIE_COUNT]);
    switch (a->kind) {
    case ACT_ROLL:
        if (a->n == 2)
            SUBJECT(buf, cap, you, _("You rolled %s and %s"), _("%s rolled %s and %s"), name,
                    term_die(lang, a->arg[0]), term_die(lang, a->arg[1]));
        else
            SUBJECT(buf, cap, you,
                    /* TRANSLATORS: the sentences that begin with "You" are said to the player
                     * addressed as "you" (the lesson's person): the verb in the second person. */
                    _("You rolled the dice for round %d"), _("%s rolled the dice for round %d"), name, before->round);
        return true;
    case ACT_TAKE: SUBJECT(buf, cap, you, _("You took %s"), _("%s took %s"), name, die); return true;
    case ACT_KEEP: SUBJECT(buf, cap, you, _("You kept %s"), _("%s kept %s"), name, die); return true;
    case ACT_KARMA:
        SUBJECT(buf, cap, you, _("You spent a karma to roll %s from the elephant and %s from the centre"),
                /* TRANSLATORS: karma (R8.2): the die on the elephant and the chosen centre die
                 * are rolled, each named by what it shows ("the purple tea + silk"). */
                _("%s spent a karma to roll %s from the elephant and %s from the centre"), name,
                term_die(lang, elephant_face(before, before->die_face[a->arg[0] % DIE_COUNT])), die);
        return true;
    case ACT_REROLL:
        SUBJECT(buf, cap, you, _("You spent a karma to roll %s and %s again"),
                _("%s spent a karma to roll %s and %s again"), name,
                term_die(lang, before->die_face[before->karma_die[0] % DIE_COUNT]),
                term_die(lang, before->die_face[before->karma_die[1] % DIE_COUNT]));
        return true;
    case ACT_GOODS_DIE:
        SUBJECT(buf, cap, you, _("You took the goods of a purple die: %s"),
                /* TRANSLATORS: the goods bonus of either purple die (R9.6): "Asha took the
                 * goods of a purple die: tea + silk". */
                _("%s took the goods of a purple die: %s"), name, term_face(lang,
                  before->die_face[a->arg[0] % DIE_COUNT]));
        return true;
    default: return false;
    }
}

/* The log's words for what is marked on the sheet. *said_gains: the words already say the
 * amount gained (a bonus of fame, money or karma). */
static void sheet_deed(const Lang *lang, const Game *before, const Game *after, const Action *a, const char *name,
                       char *buf,
                       size_t cap, bool *said_gains)
{
    bool you = words_you(lang, name);
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    char field[3], list[160];
    field_name(a->arg[0] % PROVINCE_FIELDS, field);
    switch (a->kind) {
    case ACT_ROAD:
        road_edges(lang, a->arg[1], list, sizeof list);
        SUBJECT(buf, cap, you, _("You drew a road in %s (%s)"),
                /* TRANSLATORS: a road drawn in a field, with the edges it touches joined by
                 * dashes: "Asha drew a road in B2 (north–east)". */
                _("%s drew a road in %s (%s)"), name, field, list);
        break;
    case ACT_HALF:
        SUBJECT(buf, cap, you, _("You added a half road to %s, %s edge"), _("%s added a half road to %s, %s edge"),
                name, field, term_edge(lang, a->arg[1]));
        break;
    case ACT_UPGRADE:
        SUBJECT(buf, cap, you, _("You upgraded %s to %d"), _("%s upgraded %s to %d"), name, term_type(lang, a->arg[0]),
                pa->upgrade[a->arg[0] % TYPE_COUNT]);
        break;
    case ACT_PERSON: SUBJECT(buf, cap, you, _("You used the %s"), _("%s used the %s"), name,
                             words_person(lang, a->arg[0])); break;
    case ACT_BONUS:
        *said_gains = used_bonus(lang, before, pb, pa, a->arg[0], list, sizeof list);
        SUBJECT(buf, cap, you, _("You used a bonus: %s"), _("%s used a bonus: %s"), name, list);
        break;
    case ACT_DECLINE:
        words_bonus(lang, before->pending[a->arg[0] % GAME_MAX_PENDING], list, sizeof list);
        snprintf(buf, cap, _("%s let a bonus go: %s"), name, list);
        break;
    case ACT_FORWARD:
        SUBJECT(buf, cap, you, _("You moved the boat to river %d"), _("%s moved the boat to river %d"), name,
                game_river_position(pa));
        break;
    case ACT_BACK:
        /* R7.10: the field marked behind the boat, whose position stays the rightmost. */
        SUBJECT(buf, cap, you, _("You moved the boat back to river %d"), _("%s moved the boat back to river %d"),
                name, a->arg[0]);
        break;
    case ACT_SELL:
        goods_list(lang, a, true, list, sizeof list);
        if (list[0]) SUBJECT(buf, cap, you, _("You sold %s"), _("%s sold %s"), name, list);
        else if (you) snprintf(buf, cap, "%s", _("You sold nothing"));
        else snprintf(buf, cap, _("%s sold nothing"), name);
        break;
    case ACT_GOODS:
        goods_list(lang, a, false, list, sizeof list);
        SUBJECT(buf, cap, you, _("You took %s"), _("%s took %s"), name, list);
        break;
    case ACT_GOOD: SUBJECT(buf, cap, you, _("You took 1 %s"), _("%s took 1 %s"), name, term_good(lang,
                           a->arg[0])); break;
    default:
        if (you) snprintf(buf, cap, "%s", _("You ended the turn"));
        else snprintf(buf, cap, _("%s ended the turn"), name);
        break;
    }
}

void words_action(const Lang *lang, const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap)
{
    char what[320], extra[80] = "", bonus[360];
    (void)sh;
    bool dice = dice_deed(lang, before, a, name, what, sizeof what), said_gains = false;
    if (dice && a->kind == ACT_ROLL) {
        snprintf(buf, cap, "%s", what);
        return;
    }
    if (!dice) sheet_deed(lang, before, after, a, name, what, sizeof what, &said_gains);
    if (!said_gains) gains(lang, &before->player[before->to_act], &after->player[before->to_act], extra, sizeof extra);
    gained_bonuses(lang, before, after, bonus, sizeof bonus);
    snprintf(buf, cap, "%s%s%s", what, extra, bonus);
}

/* The hint's words for the dice; false for any other action. */
static bool dice_advice(const Lang *lang, const Game *before, const Action *a, char *buf, size_t cap)
{
    const char *die = term_die(lang, before->die_face[a->arg[0] % DIE_COUNT]);
    switch (a->kind) {
    case ACT_TAKE: snprintf(buf, cap, _("Take %s"), die); return true;
    case ACT_KEEP: snprintf(buf, cap, _("Keep %s"), die); return true;
    case ACT_KARMA:
        snprintf(buf, cap, _("Spend a karma to roll %s from the elephant and %s from the centre"),
                 term_die(lang, elephant_face(before, before->die_face[a->arg[0] % DIE_COUNT])), die);
        return true;
    case ACT_REROLL:
        snprintf(buf, cap, _("Spend a karma to roll %s and %s again"),
                 term_die(lang, before->die_face[before->karma_die[0] % DIE_COUNT]),
                 term_die(lang, before->die_face[before->karma_die[1] % DIE_COUNT]));
        return true;
    case ACT_GOODS_DIE:
        snprintf(buf, cap, _("Take the goods of a purple die: %s"), term_face(lang,
                 before->die_face[a->arg[0] % DIE_COUNT]));
        return true;
    case ACT_ROLL: snprintf(buf, cap, "%s", _("Roll the dice")); return true;
    default: return false;
    }
}

/* The hint's words for what is marked on the sheet (*said_gains as in sheet_deed). */
static void sheet_advice(const Lang *lang, const Game *before, const Game *after, const Action *a, char *buf,
                         size_t cap,
                         bool *said_gains)
{
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    char field[3], list[160];
    field_name(a->arg[0] % PROVINCE_FIELDS, field);
    switch (a->kind) {
    case ACT_ROAD:
        road_edges(lang, a->arg[1], list, sizeof list);
        /* TRANSLATORS: advice to draw a road in a field, with the edges it touches joined by
         * dashes: "Draw a road in B2 (north–east)". */
        snprintf(buf, cap, _("Draw a road in %s (%s)"), field, list);
        break;
    case ACT_HALF: snprintf(buf, cap, _("Add a half road to %s, %s edge"), field, term_edge(lang, a->arg[1])); break;
    case ACT_UPGRADE: snprintf(buf, cap, _("Upgrade %s to %d"), term_type(lang, a->arg[0]),
                               pa->upgrade[a->arg[0] % TYPE_COUNT]); break;
    case ACT_PERSON: snprintf(buf, cap, _("Use the %s"), words_person(lang, a->arg[0])); break;
    case ACT_BONUS:
        *said_gains = used_bonus(lang, before, pb, pa, a->arg[0], list, sizeof list);
        snprintf(buf, cap, _("Use a bonus: %s"), list);
        break;
    case ACT_DECLINE:
        words_bonus(lang, before->pending[a->arg[0] % GAME_MAX_PENDING], list, sizeof list);
        snprintf(buf, cap, _("Let a bonus go: %s"), list);
        break;
    case ACT_FORWARD: snprintf(buf, cap, _("Move the boat to river %d"), game_river_position(pa)); break;
    case ACT_BACK: snprintf(buf, cap, _("Move the boat back to river %d"), a->arg[0]); break;
    case ACT_SELL:
        goods_list(lang, a, true, list, sizeof list);
        if (list[0]) snprintf(buf, cap, _("Sell %s"), list);
        else snprintf(buf, cap, "%s", _("Sell nothing"));
        break;
    case ACT_GOODS:
        goods_list(lang, a, false, list, sizeof list);
        snprintf(buf, cap, _("Take %s"), list);
        break;
    case ACT_GOOD: snprintf(buf, cap, _("Take 1 %s"), term_good(lang, a->arg[0])); break;
    default: snprintf(buf, cap, "%s", _("End the turn")); break;
    }
}

void words_advice(const Lang *lang, const Game *before, const Game *after, const Action *a, char *buf, size_t cap)
{
    char what[320], extra[80] = "";
    bool said_gains = false;
    if (!dice_advice(lang, before, a, what, sizeof what)) sheet_advice(lang, before, after, a, what, sizeof what,
        &said_gains);
    if (!said_gains) gains(lang, &before->player[before->to_act], &after->player[before->to_act], extra, sizeof extra);
    snprintf(buf, cap, "%s%s", what, extra);
}

/* Why a palace person cannot be used now (R7.3, R7.5–R7.10). */
static const char *person_reason(const Lang *lang, int person, const Game *g, int seat)
{
    if (game_person_boxes_left(g, seat, person) == 0) return _("all three of its boxes are crossed");
    switch (person) {
    case PERSON_GREAT_MOGUL: return _("no other palace person can act now");
    case PERSON_MAHARANI: return _("the boat is on the last river field");
    case PERSON_MERCHANT: return _("there are no goods to sell and no room for one");
    case PERSON_RAJA: return _("money is at the end of its track and every building type is at 3");
    case PERSON_BUILDER: return _("there is no place for a half road");
    default: return _("no unmarked river field lies behind the boat and there is no room for a good");
    }
}

static const char *bonus_reason(const Lang *lang, Bonus b, const Game *g, int seat)
{
    switch (b.kind) {
    case BONUS_FAME: return _("fame is at the end of its track");
    case BONUS_MONEY: return _("money is at the end of its track");
    case BONUS_KARMA: return _("all six karma boxes are circled");
    case BONUS_UPGRADE: return _("every building type is at 3");
    case BONUS_PALACE_ANY: return _("no palace person can act now");
    case BONUS_PALACE_PERSON: return b.n < PERSON_COUNT ? person_reason(lang, b.n, g, seat) : "?";
    case BONUS_GOODS_DIE: return _("there is no room for the goods of either purple die");
    case BONUS_GOODS_DIFF: return _("every goods row is full");
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: case BONUS_SELL_DIFF: return _("there are no goods to sell");
    case BONUS_HALF_ROAD: return _("there is no place for a half road");
    case BONUS_ROAD_PIECE: return _("there is no place for a road piece");
    case BONUS_RIVER_FWD: return _("the boat is on the last river field");
    default: return _("no unmarked river field lies behind the boat");
    }
}

void words_lapse(const Lang *lang, Bonus b, const Game *g, int seat, const char *name, char *buf, size_t cap)
{
    char what[64];
    words_bonus(lang, b, what, sizeof what);
    SUBJECT(buf, cap, words_you(lang, name),
            /* TRANSLATORS: a bonus that cannot be used lapses at the turn's end, said to the
             * player addressed as "you": "You cannot use 2 fame, so it lapses: fame is at
             * the end of its track". */
            _("You cannot use %s, so it lapses: %s"),
            /* TRANSLATORS: a bonus that cannot be used lapses at the turn's end: "Asha cannot
             * use 2 fame, so it lapses: fame is at the end of its track". */
            _("%s cannot use %s, so it lapses: %s"), name, what, bonus_reason(lang, b, g, seat));
}

/* Why the die's action cannot be carried out (R2.5, R4.2, R5.5, R7.2, R7.3). */
static const char *die_reason(const Lang *lang, const Game *before, int die)
{
    int face = before->die_face[die];
    switch (die_colour(die)) {
    case COLOUR_PURPLE: return _("the rows of both its goods are full");
    case COLOUR_GREEN: return _("there is no place for that road");
    case COLOUR_BLUE: return _("no river field ahead of the boat shows that symbol");
    default: return person_reason(lang, face_person(face), before, before->to_act);
    }
}

bool words_no_effect(const Lang *lang, const Game *before, const Game *after, const Action *a, const char *name,
                     char *buf, size_t cap)
{
    if (a->kind != ACT_TAKE && a->kind != ACT_KEEP) return false;
    int seat = before->to_act;
    bool turn_over = after->waiting != WAIT_ACTION || after->to_act != seat || after->turn != before->turn;
    if (!turn_over || memcmp(&before->player[seat], &after->player[seat], sizeof(Player)) != 0)
        return false;
    int die = a->arg[0] % DIE_COUNT;
    const char *named = term_die(lang, before->die_face[die]), *reason = die_reason(lang, before, die);
    bool you = words_you(lang, name);
    if (a->kind == ACT_TAKE)
        SUBJECT(buf, cap, you, _("You took %s, which has no effect: %s"),
                /* TRANSLATORS: a die whose action cannot be carried out: "Asha took the
                 * orange Maharani, which has no effect: the boat is on the last river field". */
                _("%s took %s, which has no effect: %s"), name, named, reason);
    else
        SUBJECT(buf, cap, you, _("You kept %s, which has no effect: %s"), _("%s kept %s, which has no effect: %s"),
                name,
                named, reason);
    return true;
}
