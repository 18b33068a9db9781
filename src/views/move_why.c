/* move_why.c — one sentence why one move beats another (move_why.h): karma said by its
 * dice, then what changes at once, then by the end of the turn, then what the turn leaves
 * the others. */
#include "move_why.h"

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "terms.h"

/* A turn's own decisions looked at, at most: a die, its bonuses and theirs. */
#define MOVE_WHY_STEPS 24

/* What the sentences compare, of one seat in one state. */
typedef struct {
    int fame, money, river, goods, karma_left, karma_circled;
    int built, palace, upgrades, road_ends;
    int worth;   /* what the goods owned would sell for (R4.3) */
} Tally;

/* Road edges that point at a free field: where the next road can join (R5.3, R5.4). */
static int road_ends(const Game *g, int seat)
{
    const Player *p = &g->player[seat];
    int n = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int e = 0; e < EDGE_COUNT; e++) {
            int to = (p->road[f] & (1 << e)) ? field_neighbour(f, e) : -1;
            n += to >= 0 && p->road[to] == 0;
        }
    return n;
}

static Tally tally_of(const Game *g, const Sheets *sheets, int seat)
{
    const Player *p = &g->player[seat];
    Tally t = {p->fame, p->money, game_river_position(p), game_goods_owned_all(g, seat), game_karma_left(g, seat),
               p->karma_circled, 0, 0, 0, road_ends(g, seat), 0};
    for (int good = 0; good < GOOD_COUNT; good++)
        for (int k = 0; k < game_goods_owned(g, seat, good); k++) t.worth += game_sale_coin(g, sheets, seat, good, k);
    for (int f = 0; f < PROVINCE_FIELDS; f++) t.built += game_field_built(g, seat, f);
    for (int i = 0; i < PERSON_COUNT; i++) t.palace += p->palace[i];
    for (int i = 0; i < TYPE_COUNT; i++) t.upgrades += p->upgrade[i];
    return t;
}

/* What a decision gains at once, race points first (R3.1). */
static long gain_score(const Tally *t)
{
    return 64L * (2 * t->fame + t->money) + 16L * t->built + 8L * t->river + 6L * (t->goods + t->karma_left) +
           4L * (t->palace + t->upgrades) + t->road_ends;
}

/* The legal action of g that gains most at once for seat (the first of equals). */
static bool greediest(const Game *g, const Sheets *sheets, int seat, Action *legal, Action *out)
{
    int n = game_legal(g, sheets, legal);
    long most = LONG_MIN;
    for (int i = 0; i < n; i++) {
        Game next = *g;
        game_apply_listed(&next, sheets, &legal[i]);
        Tally t = tally_of(&next, sheets, seat);
        long s = gain_score(&t);
        if (s > most) {
            most = s;
            *out = legal[i];
        }
    }
    return n > 0;
}

bool move_why_turn(const Game *before, const Sheets *sheets, const Action *a, Game *out)
{
    int seat = game_actor(before);
    Game g = *before;
    GameForced trace;
    Refusal why;
    memset(&trace, 0, sizeof trace);
    if (seat < 0 || !game_apply_traced(&g, sheets, a, &why, &trace)) return false;
    Action *legal = malloc(GAME_MAX_LEGAL * sizeof *legal);
    for (int step = 0; legal && !trace.turn_ended && game_actor(&g) == seat && step < MOVE_WHY_STEPS; step++) {
        Action next;
        if (!greediest(&g, sheets, seat, legal, &next)) break;
        memset(&trace, 0, sizeof trace);
        if (!game_apply_traced(&g, sheets, &next, &why, &trace)) break;
    }
    free(legal);
    *out = trace.turn_ended ? trace.at_turn_end : g;
    return true;
}

static int elephant_die(const Game *g)
{
    for (int d = 0; d < DIE_COUNT; d++)
        if (g->die_at[d] == DIE_AT_ELEPHANT) return d;
    return -1;
}

/* A karma spent or kept (R8.2, R8.3), said by its dice; MOVE_WHY_GENERAL when neither move
 * is one. */
static MoveWhy why_karma(const Lang *lang, const Game *g, const Action *best, const Action *other, char *buf,
                         size_t cap)
{
    int kb = best->kind, ko = other->kind, e = elephant_die(g);
    if (kb == ACT_KARMA && ko != ACT_KARMA && e >= 0) {
        /* TRANSLATORS: why a karma spent is the best move: the elephant's die and the centre
         * die it rolls again ("the orange Maharani", "the blue fish"). */
        snprintf(buf, cap, _("A karma rolls %s and %s again: that can give a better face than any die left to take."),
                 term_die(lang, g->die_face[e]), term_die(lang, g->die_face[best->arg[0] % DIE_COUNT]));
        return MOVE_WHY_KARMA_ROLL;
    }
    if (kb == ACT_KARMA && ko == ACT_KARMA && e >= 0) {
        /* TRANSLATORS: why one centre die is the better one to roll again with a karma. */
        snprintf(buf, cap, _("A karma is better spent rolling %s again than %s."),
                 term_die(lang, g->die_face[best->arg[0] % DIE_COUNT]), term_die(lang,
                          g->die_face[other->arg[0] % DIE_COUNT]));
        return MOVE_WHY_KARMA_ROLL;
    }
    if (kb == ACT_TAKE && ko == ACT_KARMA) {
        /* TRANSLATORS: why taking a die beats spending a karma on a new roll. */
        snprintf(buf, cap, _("It takes %s: that does more than a karma spent on a new roll."),
                 term_die(lang, g->die_face[best->arg[0] % DIE_COUNT]));
        return MOVE_WHY_KARMA_TAKE;
    }
    if (kb == ACT_KEEP && ko == ACT_REROLL) {
        /* TRANSLATORS: why keeping a rolled die beats another karma for another roll. */
        snprintf(buf, cap, _("It keeps %s: that does more than another karma for another roll."),
                 term_die(lang, g->die_face[best->arg[0] % DIE_COUNT]));
        return MOVE_WHY_KEEP;
    }
    if (kb == ACT_REROLL && ko == ACT_KEEP) {
        /* TRANSLATORS: why another karma roll beats keeping the die named. */
        snprintf(buf, cap, _("Another karma for another roll can give a better face than %s."),
                 term_die(lang, g->die_face[other->arg[0] % DIE_COUNT]));
        return MOVE_WHY_REROLL;
    }
    return MOVE_WHY_GENERAL;
}

/* Whether the seat is alone in first place (R3.5) in g. */
static bool ahead(const Game *g, const Sheets *sheets, int seat)
{
    Ranking r;
    game_ranking(g, sheets, &r);
    return r.count > 0 && r.seat[0] == seat && (r.count < 2 || r.place[1] > 1);
}

static bool crossing_ahead(const Lang *lang, const Game *b, const Game *o, const Sheets *sheets, int seat,
                           char *buf, size_t cap)
{
    if (!b->end_triggered || o->end_triggered || !ahead(b, sheets, seat)) return false;
    snprintf(buf, cap, "%s", _("Crossing now ends the game with you ahead."));
    return true;
}

/* The tracks, the boat, the goods and the karma at once (the state each move leaves). */
static bool why_now(const Lang *lang, const Tally *b, const Tally *o, char *buf, size_t cap)
{
    int fame = b->fame - o->fame, money = b->money - o->money, river = b->river - o->river;
    int goods = b->goods - o->goods;
    if (fame > 0)
        snprintf(buf, cap, trn("It gains %d fame more now.", "It gains %d fame more now.", fame), fame);
    else if (money > 0)
        snprintf(buf, cap, trn("It gains %d money more now.", "It gains %d money more now.", money), money);
    else if (river > 0)
        snprintf(buf, cap, trn("It takes the boat %d river field further.",
                 "It takes the boat %d river fields further.", river),
                 river);
    else if (goods > 0)
        snprintf(buf, cap, trn("It gains %d good more to sell.", "It gains %d goods more to sell.", goods), goods);
    else if (b->karma_left > o->karma_left)
        snprintf(buf, cap, "%s", _("It keeps more karma for the rounds to come."));
    else if (b->worth > o->worth)
        /* TRANSLATORS: why a move is best: the goods it leaves the player sell for more
         * (the coins under their market slots). */
        snprintf(buf, cap,
                 trn("Its goods will sell for %d money more.", "Its goods will sell for %d money more.",
                     b->worth - o->worth),
                 b->worth - o->worth);
    else
        return false;
    return true;
}

/* The same by the end of the turn, and what the turn's bonuses and roads did besides. */
static bool why_turn(const Lang *lang, const Tally *b, const Tally *o, char *buf, size_t cap)
{
    int fame = b->fame - o->fame, money = b->money - o->money, river = b->river - o->river;
    int built = b->built - o->built, palace = b->palace - o->palace, up = b->upgrades - o->upgrades;
    int goods = b->goods - o->goods, karma = b->karma_circled - o->karma_circled;
    /* TRANSLATORS: why a move is best, from what it gains by the end of the player's turn. */
    if (fame > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it gains %d fame more.", "By the end of your turn it gains %d fame more.",
                     fame),
                 fame);
    else if (money > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it gains %d money more.",
                     "By the end of your turn it gains %d money more.",
                     money),
                 money);
    else if (built > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it builds %d building more.",
                     "By the end of your turn it builds %d buildings more.", built),
                 built);
    else if (river > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it takes the boat %d river field further.",
                     "By the end of your turn it takes the boat %d river fields further.", river),
                 river);
    else if (goods > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it gains %d good more to sell.",
                     "By the end of your turn it gains %d goods more to sell.", goods),
                 goods);
    else if (karma > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it gains %d karma more.",
                     "By the end of your turn it gains %d karma more.",
                     karma),
                 karma);
    else if (palace > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it crosses %d palace box more.",
                     "By the end of your turn it crosses %d palace boxes more.", palace),
                 palace);
    else if (up > 0)
        snprintf(buf, cap,
                 trn("By the end of your turn it upgrades a building type %d step more.",
                     "By the end of your turn it upgrades building types %d steps more.", up),
                 up);
    else if (b->karma_left > o->karma_left)
        snprintf(buf, cap, "%s", _("It keeps more karma for the rounds to come."));
    else if (b->worth > o->worth)
        /* TRANSLATORS: why a move is best: the goods it leaves the player sell for more
         * (the coins under their market slots). */
        snprintf(buf, cap,
                 trn("Its goods will sell for %d money more.", "Its goods will sell for %d money more.",
                     b->worth - o->worth),
                 b->worth - o->worth);
    else
        return false;
    return true;
}

static int centre_dice_of(const Game *g, int colour)
{
    int n = 0;
    for (int d = 0; d < DIE_COUNT; d++) n += g->die_at[d] == DIE_AT_CENTRE && die_colour(d) == colour;
    return n;
}

/* The last die of its colour taken from the centre while others still take dice this round
 * (R2.3, R2.4: two passes with two players). */
static bool why_last_die(const Lang *lang, const Game *g, const Game *b, const Game *o, const Action *best,
                         char *buf, size_t cap)
{
    if (best->kind != ACT_TAKE) return false;
    int die = best->arg[0] % DIE_COUNT, colour = die_colour(die);
    int turns = g->setup.players == 2 ? 4 : g->setup.players;
    if (g->turn + 1 >= turns || centre_dice_of(b, colour) > 0 || centre_dice_of(o, colour) == 0) return false;
    /* TRANSLATORS: why taking this die is best: nobody after the player this round can take one
     * of its colour. */
    snprintf(buf, cap, _("It takes %s, the last die of its colour, away from the players after you."),
             term_die(lang, g->die_face[die]));
    return true;
}

static bool why_road_ends(const Lang *lang, const Tally *b, const Tally *o, char *buf, size_t cap)
{
    int more = b->road_ends - o->road_ends;
    if (more <= 0) return false;
    /* TRANSLATORS: why a move is best: its roads point at more free fields to build on. */
    snprintf(buf, cap,
             trn("Its road leaves %d more open road end to build on.",
                 "Its roads leave %d more open road ends to build on.",
                 more),
             more);
    return true;
}

MoveWhy move_why(const Lang *lang, const Game *before, const Sheets *sheets, const Action *best,
                 const Action *other, char *buf,
                 size_t cap)
{
    int seat = game_actor(before);
    MoveWhy k = why_karma(lang, before, best, other, buf, cap);
    if (k != MOVE_WHY_GENERAL || seat < 0) return k;
    Game b = *before, o = *before, bt, ot;
    Refusal why;
    game_apply(&b, sheets, best, &why);
    game_apply(&o, sheets, other, &why);
    Tally tb = tally_of(&b, sheets, seat), to = tally_of(&o, sheets, seat);
    if (crossing_ahead(lang, &b, &o, sheets, seat, buf, cap)) return MOVE_WHY_CROSSING;
    if (why_now(lang, &tb, &to, buf, cap)) return MOVE_WHY_NOW;
    if (!move_why_turn(before, sheets, best, &bt)) bt = b;
    if (!move_why_turn(before, sheets, other, &ot)) ot = o;
    tb = tally_of(&bt, sheets, seat);
    to = tally_of(&ot, sheets, seat);
    if (crossing_ahead(lang, &bt, &ot, sheets, seat, buf, cap)) return MOVE_WHY_CROSSING;
    if (why_turn(lang, &tb, &to, buf, cap)) return MOVE_WHY_TURN;
    if (why_last_die(lang, before, &bt, &ot, best, buf, cap)) return MOVE_WHY_LAST_DIE;
    if (why_road_ends(lang, &tb, &to, buf, cap)) return MOVE_WHY_ROAD_ENDS;
    if (2 * (tb.fame - to.fame) + tb.money - to.money < 0) {
        snprintf(buf, cap, "%s", _("It gives up race points now for a stronger position later."));
        return MOVE_WHY_LATER;
    }
    snprintf(buf, cap, "%s", _("Its position wins more often over the futures played out from here."));
    return MOVE_WHY_GENERAL;
}
