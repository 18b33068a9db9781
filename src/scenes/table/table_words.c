/* table_words.c — the prompt and the log in plain words (see table_words.h). The words
 * follow docs/rules.md so a player can find the rule a prompt refers to. Each sentence is one
 * translatable format with the player's name in it, so a translation can put the words in
 * its own order; counts go through trn() for the plural. */
#include "table_words.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "terms.h"

const char *words_person(int person)
{
    return term_person(person);
}

void words_bonus(Bonus b, char *buf, size_t cap)
{
    switch (b.kind) {
    case BONUS_FAME: snprintf(buf, cap, trn("%d fame", "%d fame", b.n), b.n); break;
    case BONUS_MONEY: snprintf(buf, cap, trn("%d money", "%d money", b.n), b.n); break;
    case BONUS_KARMA: snprintf(buf, cap, "%s", _("a karma")); break;
    case BONUS_UPGRADE: snprintf(buf, cap, "%s", _("an upgrade")); break;
    case BONUS_PALACE_ANY: snprintf(buf, cap, "%s", _("any palace person")); break;
    case BONUS_PALACE_PERSON: snprintf(buf, cap, "%s", words_person(b.n)); break;
    case BONUS_GOODS_DIE: snprintf(buf, cap, "%s", _("the goods of a purple die")); break;
    case BONUS_GOODS_DIFF:
        snprintf(buf, cap, trn("%d different good", "%d different goods", b.n), b.n);
        break;
    case BONUS_SELL_ANY: snprintf(buf, cap, trn("sell up to %d good", "sell up to %d goods", b.n), b.n); break;
    case BONUS_SELL_SAME:
        snprintf(buf, cap, trn("sell up to %d good of one kind", "sell up to %d goods of one kind", b.n), b.n);
        break;
    case BONUS_SELL_DIFF:
        snprintf(buf, cap, trn("sell up to %d different good", "sell up to %d different goods", b.n), b.n);
        break;
    case BONUS_HALF_ROAD: snprintf(buf, cap, "%s", _("a half road")); break;
    case BONUS_ROAD_PIECE: snprintf(buf, cap, "%s", _("a road piece")); break;
    case BONUS_RIVER_FWD: snprintf(buf, cap, "%s", _("boat forward")); break;
    case BONUS_RIVER_BACK: snprintf(buf, cap, "%s", _("boat back")); break;
    case BONUS_RIVER_BACK_ANY: snprintf(buf, cap, "%s", _("boat back anywhere")); break;
    default: snprintf(buf, cap, "%s", _("nothing")); break;
    }
}

void words_bonus_short(Bonus b, char *buf, size_t cap)
{
    switch (b.kind) {
    /* TRANSLATORS: the short labels below sit under a bonus icon on a small chip. */
    case BONUS_FAME: snprintf(buf, cap, _("+%d fame"), b.n); break;
    case BONUS_MONEY: snprintf(buf, cap, _("+%d money"), b.n); break;
    case BONUS_KARMA: snprintf(buf, cap, "%s", _("karma")); break;
    case BONUS_UPGRADE: snprintf(buf, cap, "%s", _("upgrade")); break;
    case BONUS_PALACE_ANY: snprintf(buf, cap, "%s", _("any person")); break;
    case BONUS_PALACE_PERSON: snprintf(buf, cap, "%s", words_person(b.n)); break;
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

/* TRANSLATORS: the road a green die or bonus draws, as the object of "draw …". */
static const char *shapes(int mask)
{
    switch (mask) {
    case SHAPE_CURVE: return _("a curve");
    case SHAPE_STRAIGHT: return _("a straight");
    case SHAPE_STRAIGHT | SHAPE_CURVE: return _("a straight or a curve");
    case SHAPE_STRAIGHT | SHAPE_T | SHAPE_CROSSING: return _("a straight, T or crossing");
    default: return _("a road");
    }
}

/* A market opening's sale (R5.7): "up to" n, of the kind rule shown. */
static const char *market_prompt(int mode, int n)
{
    switch (mode & 3) {
    case SALE_SAME:
        return trn("%s: the new market buys up to %d good, all of one kind — click your goods, then Confirm",
                   "%s: the new market buys up to %d goods, all of one kind — click your goods, then Confirm", n);
    case SALE_DIFF:
        return trn("%s: the new market buys up to %d good, all different — click your goods, then Confirm",
                   "%s: the new market buys up to %d goods, all different — click your goods, then Confirm", n);
    default:
        return trn("%s: the new market buys up to %d good — click your goods, then Confirm",
                   "%s: the new market buys up to %d goods — click your goods, then Confirm", n);
    }
}

/* A sale bonus (R9.6) of n ≥ 2 goods: exactly n, or as many as fit the icon with the goods
 * owned. */
static const char *bonus_sale_prompt(int mode)
{
    switch (mode & 3) {
    case SALE_SAME: return _("%s: sell %d goods, all of one kind — click your goods, then Confirm");
    case SALE_DIFF: return _("%s: sell %d goods, all different — click your goods, then Confirm");
    default: return _("%s: sell %d goods — click your goods, then Confirm");
    }
}

/* The sale prompt: who sells (a market opening or a bonus), the rule and the count. */
static void sale_prompt(const Game *g, const char *name, char *buf, size_t cap)
{
    const Step *st = &g->step;
    int bonus = game_sale_bonus_count(g);
    if (bonus == 1) snprintf(buf, cap, _("%s: sell 1 good — click it, then Confirm"), name);
    else if (bonus > 1) snprintf(buf, cap, bonus_sale_prompt(st->mode), name, bonus);
    else snprintf(buf, cap, market_prompt(st->mode, st->n), name, st->n);
}

/* The decision of the step in words. */
static void step_prompt(const Game *g, const char *name, int karma_armed, char *buf, size_t cap)
{
    const Step *st = &g->step;
    int karma_left = game_karma_left(g, g->to_act);
    switch (st->kind) {
    case STEP_CHOOSE_DIE:
        if (karma_armed) {
            snprintf(buf, cap, _("%s: karma — click the centre die to roll with the elephant's die"), name);
        } else if (g->turn == 0) {
            snprintf(buf, cap, _("%s: take a die from the centre (its twin goes onto the elephant)"), name);
        } else {
            bool elephant_die = false;
            for (int d = 0; d < DIE_COUNT; d++)
                elephant_die |= g->die_at[d] == DIE_AT_ELEPHANT;
            if (elephant_die && karma_left > 0)
                snprintf(buf, cap, _("%s: take a die from the centre — or Karma: roll the elephant's die with one of them"),
                         name);
            else
                snprintf(buf, cap, _("%s: take a die from the centre"), name);
        }
        return;
    case STEP_KARMA_KEEP:
        snprintf(buf, cap, trn("%s: click the die to keep, or Reroll (%d karma left)",
                               "%s: click the die to keep, or Reroll (%d karma left)", karma_left),
                 name, karma_left);
        return;
    case STEP_ROAD:
        snprintf(buf, cap, _("%s: draw %s — drag from a road into a free field and out, or click its edges and Confirm"),
                 name, shapes(st->n));
        return;
    case STEP_HALVES:
        if (st->mode)
            snprintf(buf, cap, trn("%s: add %d half road — drag from a built field's middle out through an edge; "
                                   "or both as one road through a free field",
                                   "%s: add %d half roads — drag from a built field's middle out through an edge; "
                                   "or both as one road through a free field", st->n),
                     name, st->n);
        else
            snprintf(buf, cap, trn("%s: add %d half road — drag from a built field's middle out through an edge",
                                   "%s: add %d half roads — drag from a built field's middle out through an edge",
                                   st->n),
                     name, st->n);
        return;
    case STEP_SELL: sale_prompt(g, name, buf, cap); return;
    case STEP_MERCHANT:
        snprintf(buf, cap, _("%s: Merchant — sell 1 or 2 goods (click, Confirm) or take 1 good"), name);
        return;
    case STEP_PORTUGUESE:
        snprintf(buf, cap, _("%s: Portuguese — move the boat back (click the river) or take 1 good"), name);
        return;
    case STEP_MAHARANI:
        snprintf(buf, cap, _("%s: Maharani — move the boat 1 or 2 fields forward"), name);
        return;
    case STEP_UPGRADE: snprintf(buf, cap, _("%s: choose a building type to upgrade"), name); return;
    case STEP_PERSON: snprintf(buf, cap, _("%s: choose a palace person to use"), name); return;
    case STEP_GOODS_DIFF:
        snprintf(buf, cap, trn("%s: choose %d different good", "%s: choose %d different goods", st->n), name, st->n);
        return;
    case STEP_GOODS_DIE:
        snprintf(buf, cap, _("%s: click the purple die whose goods you gain"), name);
        return;
    case STEP_RIVER_BACK_ANY:
        snprintf(buf, cap, _("%s: move the boat back to any unmarked river field"), name);
        return;
    case STEP_PENDING:
        /* R9.4: every bonus that can be used must be used; only one that cannot carries the ✕. */
        snprintf(buf, cap, _("%s: use your bonuses below — click one; each that can be used must be used"), name);
        return;
    default: snprintf(buf, cap, "%s", name); return;
    }
}

void words_prompt(const Game *g, const char *name, int karma_armed, char *buf, size_t cap)
{
    switch (g->waiting) {
    case WAIT_ROLL: snprintf(buf, cap, _("%s: the dice are rolling…"), name); return;
    case WAIT_KARMA_ROLL: snprintf(buf, cap, _("%s: the two karma dice are rolling…"), name); return;
    case WAIT_OVER: snprintf(buf, cap, "%s", _("The game is over.")); return;
    default: break;
    }
    /* A bonus being used is carried out like a die's action: it cannot be let go (R9.4). */
    step_prompt(g, name, karma_armed, buf, cap);
}

void words_rolling(const char *name, bool karma, char *buf, size_t cap)
{
    snprintf(buf, cap, karma ? _("%s: the two karma dice are rolling…") : _("%s: the dice are rolling…"), name);
}

void words_turn_done(const char *name, char *buf, size_t cap)
{
    snprintf(buf, cap, _("%s: your turn is done — End turn (or Enter) to pass on, or Undo to take it back"), name);
}

/* "+2 fame +3 money +1 karma" for what the acting player gained. */
static void gains(const Player *b, const Player *a, char *buf, size_t cap)
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

/* "2 tea and 1 silk" (counts) or "tea and spice" (kinds) for a sale or goods taken. */
static void goods_list(const Action *a, bool counts, char *buf, size_t cap)
{
    char item[GOOD_COUNT][48];
    const char *items[GOOD_COUNT];
    int n = 0;
    for (int good = 0; good < GOOD_COUNT; good++) {
        if (!a->arg[good]) continue;
        /* TRANSLATORS: a number of one good: "2 tea". */
        if (counts) snprintf(item[n], sizeof item[n], _("%d %s"), a->arg[good], term_good(good));
        else snprintf(item[n], sizeof item[n], "%s", term_good(good));
        items[n] = item[n];
        n++;
    }
    term_list(items, n, buf, cap);
}

/* The bonuses the action gained that now wait to be used (R9.1): those pending after it
 * that were not pending before, in words, "" for none. A turn that ended has none waiting
 * (the lapsed ones are logged on their own). */
static void gained_bonuses(const Game *before, const Game *after, char *buf, size_t cap)
{
    buf[0] = 0;
    if (after->waiting != WAIT_ACTION || after->to_act != before->to_act || after->turn != before->turn) return;
    bool matched[GAME_MAX_PENDING] = {false};
    char item[GAME_MAX_PENDING][64];
    const char *items[GAME_MAX_PENDING];
    int n = 0;
    for (int i = 0; i < after->pending_count; i++) {
        bool old = false;
        for (int j = 0; j < before->pending_count && !old; j++)
            if (!matched[j] && before->pending[j].kind == after->pending[i].kind &&
                before->pending[j].n == after->pending[i].n)
                old = matched[j] = true;
        if (old) continue;
        words_bonus(after->pending[i], item[n], sizeof item[n]);
        items[n] = item[n];
        n++;
    }
    if (!n) return;
    char list[320];
    term_list(items, n, list, sizeof list);
    /* TRANSLATORS: after an action's log line: the bonuses it gained, to be used now. */
    snprintf(buf, cap, _(" — bonus: %s"), list);
}

void words_action(const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap)
{
    char what[320], extra[80], field[3], list[120];
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    (void)sh;
    switch (a->kind) {
    case ACT_ROLL:
        if (a->n == 2)
            snprintf(what, sizeof what, _("%s rolled %s and %s"), name, term_face(a->arg[0]),
                     term_face(a->arg[1]));
        else
            snprintf(what, sizeof what, _("%s rolled the dice for round %d"), name, before->round);
        snprintf(buf, cap, "%s", what);
        return;
    case ACT_TAKE:
        snprintf(what, sizeof what, _("%s took %s (%s)"), name, term_die(a->arg[0]),
                 term_face(before->die_face[a->arg[0]]));
        break;
    case ACT_KARMA:
        snprintf(what, sizeof what, _("%s spent a karma to roll %s again"), name, term_die(a->arg[0]));
        break;
    case ACT_REROLL: snprintf(what, sizeof what, _("%s spent a karma to reroll"), name); break;
    case ACT_KEEP:
        snprintf(what, sizeof what, _("%s kept %s (%s)"), name, term_die(a->arg[0]),
                 term_face(before->die_face[a->arg[0]]));
        break;
    case ACT_ROAD:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, _("%s drew a road in %s"), name, field);
        break;
    case ACT_HALF:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, _("%s added a half road to %s, %s edge"), name, field, term_edge(a->arg[1]));
        break;
    case ACT_UPGRADE:
        snprintf(what, sizeof what, _("%s upgraded %s to %d"), name, term_type(a->arg[0]),
                 pa->upgrade[a->arg[0]]);
        break;
    case ACT_PERSON: snprintf(what, sizeof what, _("%s used the %s"), name, words_person(a->arg[0])); break;
    case ACT_BONUS: case ACT_DECLINE: {
        char b[64];
        words_bonus(before->pending[a->arg[0]], b, sizeof b);
        if (a->kind == ACT_BONUS) snprintf(what, sizeof what, _("%s used a bonus: %s"), name, b);
        else snprintf(what, sizeof what, _("%s let a bonus go: %s"), name, b);
        break;
    }
    case ACT_FORWARD: case ACT_BACK:
        snprintf(what, sizeof what, _("%s moved the boat to river %d"), name, game_river_position(pa));
        break;
    case ACT_SELL:
        goods_list(a, true, list, sizeof list);
        if (list[0]) snprintf(what, sizeof what, _("%s sold %s"), name, list);
        else snprintf(what, sizeof what, _("%s sold nothing"), name);
        break;
    case ACT_GOODS:
        goods_list(a, false, list, sizeof list);
        snprintf(what, sizeof what, _("%s took %s"), name, list);
        break;
    case ACT_GOOD: snprintf(what, sizeof what, _("%s took 1 %s"), name, term_good(a->arg[0])); break;
    case ACT_GOODS_DIE:
        snprintf(what, sizeof what, _("%s took the goods of %s (%s)"), name, term_die(a->arg[0]),
                 term_face(before->die_face[a->arg[0]]));
        break;
    default: {
        char text[64];
        action_format(a, text, sizeof text);
        snprintf(what, sizeof what, "%s %s", name, text);
        break;
    }
    }
    char bonus[360];
    gains(pb, pa, extra, sizeof extra);
    gained_bonuses(before, after, bonus, sizeof bonus);
    snprintf(buf, cap, "%s%s%s", what, extra, bonus);
}

void words_advice(const Game *before, const Game *after, const Action *a, char *buf, size_t cap)
{
    char what[320], extra[80], field[3], list[120], b[64];
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    switch (a->kind) {
    case ACT_TAKE:
        snprintf(what, sizeof what, _("Take %s (%s)"), term_die(a->arg[0]), term_face(before->die_face[a->arg[0]]));
        break;
    case ACT_KARMA: snprintf(what, sizeof what, _("Spend a karma to roll %s again"), term_die(a->arg[0])); break;
    case ACT_REROLL: snprintf(what, sizeof what, "%s", _("Spend a karma to reroll")); break;
    case ACT_KEEP:
        snprintf(what, sizeof what, _("Keep %s (%s)"), term_die(a->arg[0]), term_face(before->die_face[a->arg[0]]));
        break;
    case ACT_ROAD:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, _("Draw a road in %s"), field);
        break;
    case ACT_HALF:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, _("Add a half road to %s, %s edge"), field, term_edge(a->arg[1]));
        break;
    case ACT_UPGRADE:
        snprintf(what, sizeof what, _("Upgrade %s to %d"), term_type(a->arg[0]), pa->upgrade[a->arg[0]]);
        break;
    case ACT_PERSON: snprintf(what, sizeof what, _("Use the %s"), words_person(a->arg[0])); break;
    case ACT_BONUS: case ACT_DECLINE:
        words_bonus(before->pending[a->arg[0]], b, sizeof b);
        snprintf(what, sizeof what, a->kind == ACT_BONUS ? _("Use a bonus: %s") : _("Let a bonus go: %s"), b);
        break;
    case ACT_FORWARD: case ACT_BACK:
        snprintf(what, sizeof what, _("Move the boat to river %d"), game_river_position(pa));
        break;
    case ACT_SELL:
        goods_list(a, true, list, sizeof list);
        if (list[0]) snprintf(what, sizeof what, _("Sell %s"), list);
        else snprintf(what, sizeof what, "%s", _("Sell nothing"));
        break;
    case ACT_GOODS:
        goods_list(a, false, list, sizeof list);
        snprintf(what, sizeof what, _("Take %s"), list);
        break;
    case ACT_GOOD: snprintf(what, sizeof what, _("Take 1 %s"), term_good(a->arg[0])); break;
    case ACT_GOODS_DIE:
        snprintf(what, sizeof what, _("Take the goods of %s (%s)"), term_die(a->arg[0]),
                 term_face(before->die_face[a->arg[0]]));
        break;
    default: action_format(a, what, sizeof what); break;
    }
    gains(pb, pa, extra, sizeof extra);
    snprintf(buf, cap, "%s%s", what, extra);
}
