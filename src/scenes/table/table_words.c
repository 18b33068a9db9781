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
        /* One good is any kind: "different" needs two. */
        snprintf(buf, cap, trn("%d good of your choice", "%d different goods", b.n), b.n);
        break;
    case BONUS_SELL_ANY: snprintf(buf, cap, trn("sell up to %d good", "sell up to %d goods", b.n), b.n); break;
    case BONUS_SELL_SAME:
        if (b.n == 1) snprintf(buf, cap, trn("sell up to %d good", "sell up to %d goods", b.n), b.n);
        else snprintf(buf, cap, trn("sell up to %d good of one kind", "sell up to %d goods of one kind", b.n), b.n);
        break;
    case BONUS_SELL_DIFF:
        if (b.n == 1) snprintf(buf, cap, trn("sell up to %d good", "sell up to %d goods", b.n), b.n);
        else snprintf(buf, cap, trn("sell up to %d different good", "sell up to %d different goods", b.n), b.n);
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
    /* One good is of one kind and all different at once: the rule adds nothing to say. */
    switch (n == 1 ? SALE_ANY : mode & 3) {
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
        snprintf(buf, cap, trn("%s: choose %d good", "%s: choose %d different goods", st->n), name, st->n);
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


bool words_you(const char *name)
{
    return name && (strcmp(name, "You") == 0 || strcmp(name, _("You")) == 0);
}

void words_round(int round, const char *holder, char *buf, size_t cap)
{
    if (words_you(holder)) snprintf(buf, cap, _("Round %d: you hold the elephant."), round);
    else snprintf(buf, cap, _("Round %d: %s holds the elephant."), round, holder);
}

void words_first_round(int round, const char *side, const char *holder, char *buf, size_t cap)
{
    if (words_you(holder)) snprintf(buf, cap, _("Round %d, %s side. You hold the elephant."), round, side);
    else snprintf(buf, cap, _("Round %d, %s side. %s holds the elephant."), round, side, holder);
}
