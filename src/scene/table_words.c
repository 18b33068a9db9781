/* table_words.c — the prompt and the log in plain words (see table_words.h). The words
 * follow RULES.md so a player can find the rule a prompt refers to. */
#include "table_words.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

const char *words_person(int person)
{
    static const char *const title[PERSON_COUNT] = {
        "Great Mogul", "Maharani", "Merchant", "Raja Man Singh", "Master Builder", "Portuguese"};
    return person >= 0 && person < PERSON_COUNT ? title[person] : "?";
}

void words_bonus(Bonus b, char *buf, size_t cap)
{
    switch (b.kind) {
    case BONUS_FAME: snprintf(buf, cap, "%d fame", b.n); break;
    case BONUS_MONEY: snprintf(buf, cap, "%d money", b.n); break;
    case BONUS_KARMA: snprintf(buf, cap, "a karma"); break;
    case BONUS_UPGRADE: snprintf(buf, cap, "an upgrade"); break;
    case BONUS_PALACE_ANY: snprintf(buf, cap, "any palace person"); break;
    case BONUS_PALACE_PERSON: snprintf(buf, cap, "the %s", words_person(b.n)); break;
    case BONUS_GOODS_DIE: snprintf(buf, cap, "the goods of a purple die"); break;
    case BONUS_GOODS_DIFF: snprintf(buf, cap, "%d different good%s", b.n, b.n == 1 ? "" : "s"); break;
    case BONUS_SELL_ANY: snprintf(buf, cap, "sell up to %d goods", b.n); break;
    case BONUS_SELL_SAME: snprintf(buf, cap, "sell up to %d of one kind", b.n); break;
    case BONUS_SELL_DIFF: snprintf(buf, cap, "sell up to %d different", b.n); break;
    case BONUS_HALF_ROAD: snprintf(buf, cap, "a half road"); break;
    case BONUS_ROAD_PIECE: snprintf(buf, cap, "a road piece"); break;
    case BONUS_RIVER_FWD: snprintf(buf, cap, "boat forward"); break;
    case BONUS_RIVER_BACK: snprintf(buf, cap, "boat back"); break;
    case BONUS_RIVER_BACK_ANY: snprintf(buf, cap, "boat back anywhere"); break;
    default: snprintf(buf, cap, "nothing"); break;
    }
}

static const char *shapes(int mask)
{
    switch (mask) {
    case SHAPE_CURVE: return "a curve";
    case SHAPE_STRAIGHT: return "a straight";
    case SHAPE_STRAIGHT | SHAPE_CURVE: return "a straight or a curve";
    case SHAPE_STRAIGHT | SHAPE_T | SHAPE_CROSSING: return "a straight, T or crossing";
    default: return "a road";
    }
}

static const char *sale_rule(int mode)
{
    switch (mode & 3) {
    case SALE_SAME: return " all of one kind";
    case SALE_DIFF: return " all different";
    default: return "";
    }
}

void words_prompt(const Game *g, const char *name, int karma_armed, char *buf, size_t cap)
{
    const Step *st = &g->step;
    const Player *p = &g->player[g->to_act];
    const char *stop = st->from_bonus ? " (or Done to let it go)" : "";
    switch (g->waiting) {
    case WAIT_ROLL: snprintf(buf, cap, "%s rolls the dice…", name); return;
    case WAIT_KARMA_ROLL: snprintf(buf, cap, "%s rolls the two karma dice…", name); return;
    case WAIT_OVER: snprintf(buf, cap, "The game is over."); return;
    default: break;
    }
    int karma_left = p->karma_circled - p->karma_crossed;
    switch (st->kind) {
    case STEP_CHOOSE_DIE:
        if (karma_armed)
            snprintf(buf, cap, "%s: karma — click the centre die to roll with the elephant's die", name);
        else if (g->turn == 0)
            snprintf(buf, cap, "%s: take a die from the centre (its twin goes onto the elephant)", name);
        else {
            bool elephant_die = false;
            for (int d = 0; d < DIE_COUNT; d++)
                elephant_die |= g->die_at[d] == DIE_AT_ELEPHANT;
            snprintf(buf, cap, "%s: take a die from the centre%s", name,
                     elephant_die && karma_left > 0
                         ? " — or Karma: roll the elephant's die with one of them" : "");
        }
        return;
    case STEP_KARMA_KEEP:
        snprintf(buf, cap, "%s: click the die to keep, or Reroll (%d karma left)", name, karma_left);
        return;
    case STEP_ROAD:
        snprintf(buf, cap, "%s: draw %s — drag from a road into a free field and out, "
                 "or click its edges and Confirm%s", name, shapes(st->n), stop);
        return;
    case STEP_HALVES:
        snprintf(buf, cap, "%s: add %d half road%s — drag from a built field's middle out "
                 "through an edge%s%s", name, st->n, st->n == 1 ? "" : "s",
                 st->mode ? "; or both as one road through a free field" : "", stop);
        return;
    case STEP_SELL:
        snprintf(buf, cap, "%s: %s up to %d goods%s — click your goods, then Confirm%s", name,
                 st->mode & SALE_MARKET ? "the new market buys" : "sell", st->n,
                 sale_rule(st->mode), stop);
        return;
    case STEP_MERCHANT:
        snprintf(buf, cap, "%s: Merchant — sell 1 or 2 goods (click, Confirm) or take 1 good", name);
        return;
    case STEP_PORTUGUESE:
        snprintf(buf, cap, "%s: Portuguese — move the boat back (click the river) or take 1 good", name);
        return;
    case STEP_MAHARANI:
        snprintf(buf, cap, "%s: Maharani — move the boat 1 or 2 fields forward", name);
        return;
    case STEP_UPGRADE:
        snprintf(buf, cap, "%s: choose a building type to upgrade%s", name, stop);
        return;
    case STEP_PERSON:
        snprintf(buf, cap, "%s: choose a palace person to use%s", name, stop);
        return;
    case STEP_GOODS_DIFF:
        snprintf(buf, cap, "%s: choose %d different good%s%s", name, st->n, st->n == 1 ? "" : "s", stop);
        return;
    case STEP_GOODS_DIE:
        snprintf(buf, cap, "%s: click the purple die whose goods you gain%s", name, stop);
        return;
    case STEP_RIVER_BACK_ANY:
        snprintf(buf, cap, "%s: move the boat back to any unmarked river field%s", name, stop);
        return;
    case STEP_PENDING:
        snprintf(buf, cap, "%s: use your bonuses below — click one (✕ or right-click lets it go)", name);
        return;
    default:
        snprintf(buf, cap, "%s", name);
        return;
    }
}

/* "+2 fame +3 money +1 karma" for what the acting player gained. */
static void gains(const Player *b, const Player *a, char *buf, size_t cap)
{
    buf[0] = 0;
    size_t len = 0;
    if (a->fame > b->fame) len += (size_t)snprintf(buf + len, cap - len, " +%d fame", a->fame - b->fame);
    if (len < cap && a->money > b->money)
        len += (size_t)snprintf(buf + len, cap - len, " +%d money", a->money - b->money);
    if (len < cap && a->karma_circled > b->karma_circled)
        snprintf(buf + len, cap - len, " +%d karma", a->karma_circled - b->karma_circled);
}

void words_action(const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap)
{
    char what[96], extra[64], field[3];
    const Player *pb = &before->player[before->to_act], *pa = &after->player[before->to_act];
    (void)sh;
    switch (a->kind) {
    case ACT_ROLL:
        if (a->n == 2) snprintf(what, sizeof what, "rolled %s and %s",
                                face_name(a->arg[0]), face_name(a->arg[1]));
        else snprintf(what, sizeof what, "rolled the dice for round %d", before->round);
        break;
    case ACT_TAKE:
        snprintf(what, sizeof what, "took %s (%s)", die_name(a->arg[0]),
                 face_name(before->die_face[a->arg[0]]));
        break;
    case ACT_KARMA:
        snprintf(what, sizeof what, "spent a karma to roll %s again", die_name(a->arg[0]));
        break;
    case ACT_REROLL: snprintf(what, sizeof what, "spent a karma to reroll"); break;
    case ACT_KEEP:
        snprintf(what, sizeof what, "kept %s (%s)", die_name(a->arg[0]),
                 face_name(before->die_face[a->arg[0]]));
        break;
    case ACT_ROAD:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, "drew a road in %s", field);
        break;
    case ACT_HALF:
        field_name(a->arg[0], field);
        snprintf(what, sizeof what, "added a half road to %s%c", field, edge_letter(a->arg[1]));
        break;
    case ACT_UPGRADE:
        snprintf(what, sizeof what, "upgraded %s to %d", type_name(a->arg[0]), pa->upgrade[a->arg[0]]);
        break;
    case ACT_PERSON: snprintf(what, sizeof what, "used the %s", words_person(a->arg[0])); break;
    case ACT_BONUS: case ACT_DECLINE: {
        char b[40];
        words_bonus(before->pending[a->arg[0]], b, sizeof b);
        snprintf(what, sizeof what, "%s %s", a->kind == ACT_BONUS ? "used" : "let go", b);
        break;
    }
    case ACT_FORWARD: case ACT_BACK:
        snprintf(what, sizeof what, "moved the boat to river %d", game_river_position(pa));
        break;
    case ACT_SELL: case ACT_GOODS: {
        /* "sold 2 tea and 1 silk", "took tea and spice" */
        size_t len = (size_t)snprintf(what, sizeof what, "%s", a->kind == ACT_SELL ? "sold" : "took");
        int kinds = 0, total = 0;
        for (int good = 0; good < GOOD_COUNT; good++) total += a->arg[good] ? 1 : 0;
        for (int good = 0; good < GOOD_COUNT && len < sizeof what; good++) {
            if (!a->arg[good]) continue;
            const char *join = kinds == 0 ? " " : kinds == total - 1 ? " and " : ", ";
            if (a->kind == ACT_SELL)
                len += (size_t)snprintf(what + len, sizeof what - len, "%s%d %s", join, a->arg[good],
                                        good_name(good));
            else
                len += (size_t)snprintf(what + len, sizeof what - len, "%s%s", join, good_name(good));
            kinds++;
        }
        if (kinds == 0) snprintf(what, sizeof what, "sold nothing");
        break;
    }
    case ACT_GOOD: snprintf(what, sizeof what, "took 1 %s", good_name(a->arg[0])); break;
    case ACT_GOODS_DIE:
        snprintf(what, sizeof what, "took the goods of %s (%s)", die_name(a->arg[0]),
                 face_name(before->die_face[a->arg[0]]));
        break;
    case ACT_DONE: snprintf(what, sizeof what, "let the rest of the bonus go"); break;
    default: {
        char text[64];
        action_format(a, text, sizeof text);
        snprintf(what, sizeof what, "%s", text);
        break;
    }
    }
    gains(pb, pa, extra, sizeof extra);
    if (a->kind == ACT_ROLL) snprintf(buf, cap, "%s %s", name, what);
    else snprintf(buf, cap, "%s %s%s", name, what, extra);
}
