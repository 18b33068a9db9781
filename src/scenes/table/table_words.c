/* table_words.c — the table's own sentences (see table_words.h): the prompt, which follows
 * docs/rules.md so a player can find the rule it refers to, and a refused click, said without
 * its clause; the clause stays behind the message's "Why?" (table_words_why, as the set-up and end
 * screens do), and a click on the market that does nothing is given the rule of the market it
 * meets (R4.1, R4.3). Each sentence is one translatable format with the player's name in it,
 * so a translation can put the words in its own order. What happened in the game is said by
 * game_words.c (src/views), which the end screen and the replay share. */
#include "table_words.h"

#include <stdbool.h>
#include <stdio.h>

#include "game_words.h"
#include "i18n.h"
#include "rule_words.h"
#include "terms.h"

/* TRANSLATORS: the road a green die or bonus draws, as the object of "draw …". */
static const char *shapes(const Lang *lang, int mask)
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
static const char *market_prompt(const Lang *lang, int mode, int n)
{
    /* One good is of one kind and all different at once: the rule adds nothing to say. */
    switch (n == 1 ? SALE_ANY : mode & 3) {
    case SALE_SAME:
        return trn("%s: the new market buys up to %d good, all of one kind — click your goods, then Sell",
                   "%s: the new market buys up to %d goods, all of one kind — click your goods, then Sell", n);
    case SALE_DIFF:
        return trn("%s: the new market buys up to %d good, all different — click your goods, then Sell",
                   "%s: the new market buys up to %d goods, all different — click your goods, then Sell", n);
    default:
        return trn("%s: the new market buys up to %d good — click your goods, then Sell",
                   "%s: the new market buys up to %d goods — click your goods, then Sell", n);
    }
}

/* The sale prompt: who sells (a market opening or a bonus), the rule and the count. A sale
 * bonus is named as the log and the sheet name it (words_bonus), with the count it sells:
 * n, or as many as fit the icon with the goods owned (R9.6). */
static void sale_prompt(const Lang *lang, const Game *g, const char *name, char *buf, size_t cap)
{
    const Step *st = &g->step;
    int bonus = game_sale_bonus_count(g);
    if (bonus > 0) {
        int mode = st->mode & 3;
        Bonus b = {mode == SALE_SAME ? BONUS_SELL_SAME : mode == SALE_DIFF ? BONUS_SELL_DIFF : BONUS_SELL_ANY,
                   (uint8_t)bonus};
        char what[120];
        words_bonus(lang, b, what, sizeof what);
        /* TRANSLATORS: a sale bonus being used: "Leila: sell 2 goods of one kind — …". */
        if (bonus == 1) snprintf(buf, cap, _("%s: %s — click it, then Sell"), name, what);
        else snprintf(buf, cap, _("%s: %s — click your goods, then Sell"), name, what);
    } else {
        snprintf(buf, cap, market_prompt(lang, st->mode, st->n), name, st->n);
    }
}

void table_words_halves(const Lang *lang, const char *name, int n, bool single, bool joined, char *buf, size_t cap)
{
    if (single && joined)
        snprintf(buf, cap, trn("%s: add %d half road — drag from a built field's middle out through an edge; "
                               "or both as one road through a free field",
                               "%s: add %d half roads — drag from a built field's middle out through an edge; "
                               "or both as one road through a free field", n),
                 name, n);
    else if (single)
        snprintf(buf, cap, trn("%s: add %d half road — drag from a built field's middle out through an edge",
                               "%s: add %d half roads — drag from a built field's middle out through an edge", n),
                 name, n);
    else
        /* TRANSLATORS: two half roads that fit nowhere alone (no built field takes one more
         * edge) and so can only be drawn together as one straight or curve in a free field. */
        snprintf(buf, cap, _("%s: the two half roads fit only together — one straight or curve: drag from a road "
                             "into a free field and out"),
                 name);
}

PersonOffers table_words_every_offer(void)
{
    return (PersonOffers){true, true, true, 2};
}

/* R7.7: the Merchant sells 1 or 2 goods or gives one; a player with no goods can only take,
 * one with a single good sells only that, one whose rows are all full can only sell. */
static void merchant_prompt(const Lang *lang, const char *name, PersonOffers o, char *buf, size_t cap)
{
    if (o.sell && o.sell_most >= 2)
        snprintf(buf, cap, o.take ? _("%s: Merchant — sell 1 or 2 goods (click them, then Sell) or take 1 good")
                                  : _("%s: Merchant — sell 1 or 2 goods (click them, then Sell)"), name);
    else if (o.sell)
        snprintf(buf, cap, o.take ? _("%s: Merchant — sell your one good (click it, then Sell) or take 1 good")
                                  : _("%s: Merchant — sell your one good (click it, then Sell)"), name);
    else
        snprintf(buf, cap, _("%s: Merchant — take 1 good (you have no goods to sell)"), name);
}

bool table_words_person(const Lang *lang, const Game *g, const char *name, PersonOffers o, char *buf, size_t cap)
{
    switch (g->step.kind) {
    case STEP_MERCHANT: merchant_prompt(lang, name, o, buf, cap); return true;
    case STEP_PORTUGUESE:
        /* R7.10: the boat goes back only to an unmarked field; the good needs room in its row. */
        if (o.back && o.take)
            snprintf(buf, cap, _("%s: Portuguese — move the boat back (click the river) or take 1 good"), name);
        else if (o.back)
            snprintf(buf, cap, _("%s: Portuguese — move the boat back (click the river)"), name);
        else
            snprintf(buf, cap, _("%s: Portuguese — take 1 good (the boat cannot move back)"), name);
        return true;
    default: return false;
    }
}

/* The decision of the step in words. */
static void step_prompt(const Lang *lang, const Game *g, const char *name, int karma_armed, char *buf, size_t cap)
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
                 name, shapes(lang, st->n));
        return;
    case STEP_HALVES:
        /* Two at once may always be one road (R5.6, R9.5); whether they fit is the table's
         * to say (table_words_halves with its legal moves). */
        table_words_halves(lang, name, st->n, true, st->n == 2 || st->mode, buf, cap);
        return;
    case STEP_SELL: sale_prompt(lang, g, name, buf, cap); return;
    case STEP_MERCHANT:
    case STEP_PORTUGUESE: table_words_person(lang, g, name, table_words_every_offer(), buf, cap); return;
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

void table_words_prompt(const Lang *lang, const Game *g, const char *name, int karma_armed, char *buf, size_t cap)
{
    switch (g->waiting) {
    case WAIT_ROLL: snprintf(buf, cap, _("%s: the dice are rolling…"), name); return;
    case WAIT_KARMA_ROLL: snprintf(buf, cap, _("%s: the two karma dice are rolling…"), name); return;
    case WAIT_OVER: snprintf(buf, cap, "%s", _("The game is over.")); return;
    default: break;
    }
    /* A bonus being used is carried out like a die's action: it cannot be let go (R9.4). */
    step_prompt(lang, g, name, karma_armed, buf, cap);
}

void table_words_rolling(const Lang *lang, const char *name, bool karma, char *buf, size_t cap)
{
    snprintf(buf, cap, karma ? _("%s: the two karma dice are rolling…") : _("%s: the dice are rolling…"), name);
}

void table_words_handover(const Lang *lang, const char *name, char *buf, size_t cap)
{
    /* TRANSLATORS: the top line behind the "Pass to …" card, which waits for a click. */
    snprintf(buf, cap, _("%s plays next: pass the screen to them, then click the card"), name);
}

void table_words_practice_done(const Lang *lang, const char *name, char *buf, size_t cap)
{
    /* TRANSLATORS: the prompt of a practice (the review's "Try it") once the choice is played. */
    snprintf(buf, cap, _("%s: your choice is played — Undo to try another, or Leave"), name);
}

void table_words_turn_done(const Lang *lang, const char *name, char *buf, size_t cap)
{
    snprintf(buf, cap, _("%s: your turn is done — End turn (or Enter) to pass on, or Undo to take it back"), name);
}

void table_words_refused(const Lang *lang, const Refusal *why, char *buf, size_t cap)
{
    /* TRANSLATORS: a click the rules refuse, with the reason in words: "Not allowed: the
     * road must join your residence". */
    snprintf(buf, cap, _("Not allowed: %s"), term_refusal(lang, why));
}

void table_words_sale_over(const Lang *lang, int most, char *buf, size_t cap)
{
    /* TRANSLATORS: a good clicked for a sale that already has as many goods as it takes:
     * the selection stays as it was; clicking a chosen good again takes it out. */
    snprintf(buf, cap, trn("Not allowed: this sale takes at most %d good — click a chosen good again to put it back",
                           "Not allowed: this sale takes at most %d goods — click a chosen good again to put it back",
                           most),
             most);
}

Refusal table_words_market_refused(const Lang *lang, const Game *g, bool selling, int good, int slot)
{
    const Player *p = &g->player[g->to_act % GAME_MAX_PLAYERS];
    good %= GOOD_COUNT;
    if (selling && slot < p->goods_crossed[good])
        return (Refusal){"R4.3", _("that good is sold already: a crossed slot is sold")};
    if (selling)
        return (Refusal){"R4.3", _("only goods you own can be sold: the circled slots that are not crossed")};
    if (g->step.kind == STEP_GOODS_DIFF)
        return (Refusal){"R9.6", _("the kinds of goods this bonus gives are chosen with the buttons under your sheet")};
    if (g->step.kind == STEP_GOODS_DIE)
        return (Refusal){"R9.6", _("this bonus gives the goods a purple die shows: click that die")};
    if (slot < p->goods_circled[good])
        return (Refusal){"R4.1", _("a good you gain is circled in the first empty slot of its row")};
    return (Refusal){"R4.1", _("the market is marked only when you gain goods (a purple die, a person or a "
                               "bonus) or sell them (a new market, the Merchant or a bonus)")};
}

void table_words_why(const Lang *lang, const char *clause, const char *reason, char *buf, size_t cap)
{
    /* The rule in the rules' own words where they are held; else the reason given. */
    const char *says = rule_words(lang, clause);
    term_rule(lang, clause, says ? says : reason, buf, cap);
}
