/* table_why.c — why nothing happened, in plain words for the table's log: a die whose action
 * cannot be carried out has no effect at all (docs/rules.md R2.5), and a bonus that cannot be
 * used lapses at the turn's end (R9.3, R9.4). The reasons read the sheet as it is when the
 * thing happens. A refused click is said without its clause too; the clause stays behind
 * the message's "Why?" (words_why, as the set-up and end screens do), and a click on the
 * market that does nothing is given the rule of the market it meets (R4.1, R4.3). */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"
#include "terms.h"

/* Why a palace person cannot be used now (R7.3, R7.5–R7.10). */
static const char *person_reason(int person, const Game *g, int seat)
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

static const char *bonus_reason(Bonus b, const Game *g, int seat)
{
    switch (b.kind) {
    case BONUS_FAME: return _("fame is at the end of its track");
    case BONUS_MONEY: return _("money is at the end of its track");
    case BONUS_KARMA: return _("all six karma boxes are circled");
    case BONUS_UPGRADE: return _("every building type is at 3");
    case BONUS_PALACE_ANY: return _("no palace person can act now");
    case BONUS_PALACE_PERSON: return b.n < PERSON_COUNT ? person_reason(b.n, g, seat) : "?";
    case BONUS_GOODS_DIE: return _("there is no room for the goods of either purple die");
    case BONUS_GOODS_DIFF: return _("every goods row is full");
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: case BONUS_SELL_DIFF: return _("there are no goods to sell");
    case BONUS_HALF_ROAD: return _("there is no place for a half road");
    case BONUS_ROAD_PIECE: return _("there is no place for a road piece");
    case BONUS_RIVER_FWD: return _("the boat is on the last river field");
    default: return _("no unmarked river field lies behind the boat");
    }
}

void words_lapse(Bonus b, const Game *g, int seat, const char *name, char *buf, size_t cap)
{
    char what[64];
    words_bonus(b, what, sizeof what);
    SUBJECT(buf, cap, words_you(name),
            /* TRANSLATORS: a bonus that cannot be used lapses at the turn's end, said to the
             * player addressed as "you": "You cannot use 2 fame, so it lapses: fame is at
             * the end of its track". */
            _("You cannot use %s, so it lapses: %s"),
            /* TRANSLATORS: a bonus that cannot be used lapses at the turn's end: "Asha cannot
             * use 2 fame, so it lapses: fame is at the end of its track". */
            _("%s cannot use %s, so it lapses: %s"), name, what, bonus_reason(b, g, seat));
}

void words_refused(const Refusal *why, char *buf, size_t cap)
{
    /* TRANSLATORS: a click the rules refuse, with the reason in words: "Not allowed: the
     * road must join your residence". */
    snprintf(buf, cap, _("Not allowed: %s"), term_refusal(why));
}

Refusal words_market_refused(const Game *g, bool selling, int good, int slot)
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

void words_why(const char *clause, const char *reason, char *buf, size_t cap)
{
    term_rule(clause, reason, buf, cap);
}

/* Why the die's action cannot be carried out (R2.5, R4.2, R5.5, R7.2, R7.3). */
static const char *die_reason(const Game *before, int die)
{
    int face = before->die_face[die];
    switch (die_colour(die)) {
    case COLOUR_PURPLE: return _("the rows of both its goods are full");
    case COLOUR_GREEN: return _("there is no place for that road");
    case COLOUR_BLUE: return _("no river field ahead of the boat shows that symbol");
    default: return person_reason(face_person(face), before, before->to_act);
    }
}

bool words_no_effect(const Game *before, const Game *after, const Action *a, const char *name,
                     char *buf, size_t cap)
{
    if (a->kind != ACT_TAKE && a->kind != ACT_KEEP) return false;
    int seat = before->to_act;
    bool turn_over = after->waiting != WAIT_ACTION || after->to_act != seat || after->turn != before->turn;
    if (!turn_over || memcmp(&before->player[seat], &after->player[seat], sizeof(Player)) != 0)
        return false;
    int die = a->arg[0] % DIE_COUNT;
    const char *named = term_die(before->die_face[die]), *reason = die_reason(before, die);
    bool you = words_you(name);
    if (a->kind == ACT_TAKE)
        SUBJECT(buf, cap, you, _("You took %s, which has no effect: %s"),
                /* TRANSLATORS: a die whose action cannot be carried out: "Asha took the
                 * orange Maharani, which has no effect: the boat is on the last river field". */
                _("%s took %s, which has no effect: %s"), name, named, reason);
    else
        SUBJECT(buf, cap, you, _("You kept %s, which has no effect: %s"), _("%s kept %s, which has no effect: %s"), name,
                named, reason);
    return true;
}
