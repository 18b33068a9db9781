/* check.c — game_check: whether an action is legal now, and if not, the docs/rules.md clause
 * that refuses it (R10). Every legal action is also listed by game_legal, which filters its
 * candidates through this same function. */
#include <string.h>

#include "areas_internal.h"
#include "game_internal.h"

/* Which actions each step accepts, and the clause that names the step when another comes. */
typedef struct {
    uint32_t accepts;        /* bit per ActionKind */
    const char *clause;
    const char *message;
} StepRule;

#define BIT(k) (1u << (k))
static const StepRule STEP_RULES[] = {
    [STEP_NONE] = {0, "R2.3", "no decision is open"},
    [STEP_CHOOSE_DIE] = {BIT(ACT_TAKE) | BIT(ACT_KARMA), "R2.3", "take a centre die or use karma first"},
    [STEP_KARMA_KEEP] = {BIT(ACT_REROLL) | BIT(ACT_KEEP), "R8.3", "reroll or keep one of the karma dice first"},
    [STEP_ROAD] = {BIT(ACT_ROAD), "R5.5", "draw the road first"},
    [STEP_HALVES] = {BIT(ACT_HALF) | BIT(ACT_ROAD), "R5.6", "draw the half roads first"},
    [STEP_SELL] = {BIT(ACT_SELL), "R4.3", "decide the sale first"},
    [STEP_MERCHANT] = {BIT(ACT_SELL) | BIT(ACT_GOOD), "R7.7", "the merchant sells 1 or 2 goods or gives 1 good"},
    [STEP_PORTUGUESE] = {BIT(ACT_BACK) | BIT(ACT_GOOD), "R7.10", "the portuguese moves the boat back or gives 1 good"},
    [STEP_MAHARANI] = {BIT(ACT_FORWARD), "R7.6", "the maharani moves the boat 1 or 2 fields forward"},
    [STEP_UPGRADE] = {BIT(ACT_UPGRADE), "R6.2", "choose the building type to upgrade first"},
    [STEP_PERSON] = {BIT(ACT_PERSON), "R7.5", "choose a palace person first"},
    [STEP_GOODS_DIFF] = {BIT(ACT_GOODS), "R9.6", "choose the kinds of goods first"},
    [STEP_GOODS_DIE] = {BIT(ACT_GOODS_DIE), "R9.6", "choose the purple die first"},
    [STEP_RIVER_BACK_ANY] = {BIT(ACT_BACK), "R9.6", "choose the river field to move back to first"},
    [STEP_PENDING] = {BIT(ACT_BONUS), "R9.2", "use the pending bonuses first"},
};

static bool fail(Refusal *why, const char *clause, const char *message)
{
    *why = refusal(clause, message);
    return false;
}

static bool check_roll(const Game *g, const Action *a, Refusal *why)
{
    if (g->waiting == WAIT_ROLL) {
        if (a->n != DIE_COUNT)
            return fail(why, "R2.1", "the round roll gives all eight dice");
        for (int d = 0; d < DIE_COUNT; d++)
            if (!face_fits_die(a->arg[d], d))
                return fail(why, "R1.2", "a face is not on the die in that position");
        return true;
    }
    if (g->waiting == WAIT_KARMA_ROLL) {
        if (a->n != 2)
            return fail(why, "R8.2", "the karma roll gives the elephant's die, then the centre die");
        if (!face_fits_die(a->arg[0], g->karma_die[0]) || !face_fits_die(a->arg[1], g->karma_die[1]))
            return fail(why, "R8.2", "the karma roll gives the elephant's die, then the centre die");
        return true;
    }
    return fail(why, "R2.1", "no roll is due now");
}

static bool check_choose(const Game *g, const Action *a, Refusal *why)
{
    int d = a->arg[0];
    if (d >= DIE_COUNT || g->die_at[d] != DIE_AT_CENTRE)
        return fail(why, a->kind == ACT_TAKE ? "R2.3" : "R8.2", "that die is not in the centre");
    if (a->kind == ACT_KARMA) {
        if (g->turn == 0)
            return fail(why, "R8.2", "no karma on the round's first turn: the elephant carries no die");
        if (engine_karma_left(&g->player[g->to_act]) <= 0)
            return fail(why, "R8.2", "no karma left to use");
    }
    return true;
}

static bool check_keep(const Game *g, const Action *a, Refusal *why)
{
    if (a->kind == ACT_REROLL)
        return engine_karma_left(&g->player[g->to_act]) > 0 || fail(why, "R8.3", "no karma left to reroll");
    if (a->arg[0] != g->karma_die[0] && a->arg[0] != g->karma_die[1])
        return fail(why, "R8.3", "keep one of the two dice just rolled");
    return true;
}

static bool check_road(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    const Player *p = &g->player[g->to_act];
    int shape = engine_shape_of(a->arg[1]);
    if (a->arg[0] >= PROVINCE_FIELDS || !shape)
        return fail(why, "R5.1", "a road is a straight, curve, T or crossing");
    if (g->step.kind == STEP_HALVES) {
        bool two = g->step.n == 2 || (g->step.mode && g->step.n == 1);
        if (!two)
            return fail(why, "R5.6", "only two half roads together make a straight or curve");
        if (!(shape & (SHAPE_STRAIGHT | SHAPE_CURVE)))
            return fail(why, "R5.6", "two half roads make a straight or a curve");
    } else if (!(shape & g->step.n)) {
        return fail(why, g->step.from_bonus ? "R5.8" : "R5.5",
                    g->step.from_bonus ? "a road piece is a straight, T or crossing"
                                       : "the green die shows another road");
    }
    return engine_road_check(p, sh, a->arg[0], a->arg[1], why);
}

static bool check_half(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    if (a->arg[0] >= PROVINCE_FIELDS || a->arg[1] >= EDGE_COUNT)
        return fail(why, "R5.6", "a half road is one edge of a built field");
    return engine_half_check(&g->player[g->to_act], sh, a->arg[0], a->arg[1], why);
}

static bool check_sell(const Game *g, const Action *a, Refusal *why)
{
    const Player *p = &g->player[g->to_act];
    if (g->step.kind == STEP_MERCHANT) {
        int total = a->arg[0] + a->arg[1] + a->arg[2];
        if (total < 1)
            return fail(why, "R7.7", "the merchant sells 1 or 2 goods");
        return engine_sale_check(p, SALE_ANY, 2, a->arg, "R7.7", why);
    }
    bool market = g->step.mode & SALE_MARKET;
    if (!engine_sale_check(p, g->step.mode, g->step.n, a->arg, market ? "R5.7" : "R9.6", why))
        return false;
    if (market || !g->step.from_bonus)
        return true;
    int want = engine_sale_bonus_count(p, g->step.mode, g->step.n);       /* R9.6: as many as shown */
    if (a->arg[0] + a->arg[1] + a->arg[2] != want)
        return fail(why, "R9.6", want == g->step.n ? "this sale bonus sells exactly as many goods as shown"
                                                   : "this sale bonus sells as many of the goods shown as you own");
    return true;
}

static bool check_good(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    if (a->arg[0] >= GOOD_COUNT || !engine_good_has_room(&g->player[g->to_act], sh, a->arg[0]))
        return fail(why, "R4.1", "that good's row is full");
    return true;
}

static int kinds_with_room(const Player *p, const Sheet *sh)
{
    int n = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        n += engine_good_has_room(p, sh, k);
    return n;
}

static bool check_goods(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    const Player *p = &g->player[g->to_act];
    int want = kinds_with_room(p, sh) < g->step.n ? kinds_with_room(p, sh) : g->step.n;
    int chosen = 0;
    for (int k = 0; k < GOOD_COUNT; k++) {
        if (a->arg[k] > 1)
            return fail(why, "R9.6", "the goods must all be of different kinds");
        if (a->arg[k] && !engine_good_has_room(p, sh, k))
            return fail(why, "R4.1", "that good's row is full");
        chosen += a->arg[k];
    }
    if (chosen != want)
        return fail(why, "R9.6", "choose as many different kinds as the bonus gives");
    return true;
}

static bool check_river(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    const Player *p = &g->player[g->to_act];
    int f = a->arg[0];
    if (a->kind == ACT_FORWARD) {
        if (f < 1 || f > 2)
            return fail(why, "R7.6", "the maharani moves the boat 1 or 2 fields forward");
        if (game_river_position(p) + f > sh->river_length)
            return fail(why, "R7.6", "the river ends before that field");
        return true;
    }
    if (g->step.kind == STEP_PORTUGUESE) {
        if (f == 0 || (f != engine_river_back_target(p, 1) && f != engine_river_back_target(p, 2)))
            return fail(why, "R7.10", "the boat moves back 1 or 2 unmarked fields");
        return true;
    }
    if (!engine_river_unmarked_left(p, f))
        return fail(why, "R9.6", "move back to an unmarked field left of the boat");
    return true;
}

static bool check_person(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    int q = a->arg[0];
    if (q >= PERSON_COUNT)
        return fail(why, "R7.3", "no such palace person");
    if (g->step.mode && q == PERSON_GREAT_MOGUL)
        return fail(why, "R7.5", "the great mogul chooses one of the other five persons");
    if (g->player[g->to_act].palace[q] >= PALACE_BOXES)
        return fail(why, "R7.3", "that person has all three boxes crossed");
    if (!engine_person_usable(&g->player[g->to_act], sh, q))
        return fail(why, "R2.5", "that person's action cannot be carried out now");
    return true;
}

static bool check_pending(const Game *g, const Sheet *sh, const Action *a, Refusal *why)
{
    if (a->arg[0] >= g->pending_count)
        return fail(why, "R9.2", "no pending bonus with that number");
    if (!engine_bonus_usable(g, sh, a->arg[0]))
        return fail(why, "R9.3", "that bonus cannot be used now");
    return true;
}

/* `done` would stop a die action or a bonus part-way. A die action is carried out as far as
 * it can be (R2.5) and a usable bonus is used (R9.4); the one bonus that may be used in part,
 * "sell up to n", is a single `sell` of 1 to n goods, so nothing is ever left to stop. */
static bool check_done(const Game *g, Refusal *why)
{
    int k = g->step.kind;
    if (k == STEP_CHOOSE_DIE || k == STEP_KARMA_KEEP || k == STEP_PENDING)
        return fail(why, "R9.2", "no bonus is being resolved");
    if (!g->step.from_bonus)
        return fail(why, "R2.5", "a die's action must be carried out as far as it can be");
    return fail(why, "R9.4", "a bonus that can be used must be used: it cannot be given up");
}

/* Arguments each action kind uses; the rest must be zero so equal actions compare equal. */
static const uint8_t ARGS_USED[ACT_KIND_COUNT] = {
    [ACT_TAKE] = 1, [ACT_KARMA] = 1, [ACT_KEEP] = 1, [ACT_ROAD] = 2, [ACT_HALF] = 2,
    [ACT_SELL] = 3, [ACT_GOOD] = 1, [ACT_GOODS] = 3, [ACT_GOODS_DIE] = 1, [ACT_UPGRADE] = 1,
    [ACT_PERSON] = 1, [ACT_FORWARD] = 1, [ACT_BACK] = 1, [ACT_BONUS] = 1, [ACT_DECLINE] = 1};

/* Bytes from `used` on, as a mask in the arguments' own memory order: one compare instead
 * of a loop, since every candidate of every decision passes here. */
static const uint8_t UNUSED_ARGS[9][8] = {
    {255, 255, 255, 255, 255, 255, 255, 255}, {0, 255, 255, 255, 255, 255, 255, 255},
    {0, 0, 255, 255, 255, 255, 255, 255},     {0, 0, 0, 255, 255, 255, 255, 255},
    {0, 0, 0, 0, 255, 255, 255, 255},         {0, 0, 0, 0, 0, 255, 255, 255},
    {0, 0, 0, 0, 0, 0, 255, 255},             {0, 0, 0, 0, 0, 0, 0, 255},
    {0, 0, 0, 0, 0, 0, 0, 0}};

static bool canonical(const Action *a)
{
    if (a->kind >= ACT_KIND_COUNT)
        return false;
    int used = a->kind == ACT_ROLL ? a->n : ARGS_USED[a->kind];
    if ((a->kind != ACT_ROLL && a->n != 0) || used > (int)sizeof a->arg)
        return false;
    uint64_t args, unused;
    memcpy(&args, a->arg, sizeof args);
    memcpy(&unused, UNUSED_ARGS[used], sizeof unused);
    return (args & unused) == 0;
}

bool game_check(const Game *g, const Sheets *sheets, const Action *a, Refusal *why)
{
    const Sheet *sh = game_sheet(g, sheets);
    if (!canonical(a))
        return fail(why, "P", "malformed action");
    if (g->waiting == WAIT_OVER)
        return fail(why, "R3.4", "the game is over");
    if (a->kind == ACT_DECLINE)
        return fail(why, "R9.4", "no bonus is given up by choice: unusable ones lapse by themselves "
                                 "when none can be used");
    if (a->kind == ACT_ROLL)
        return check_roll(g, a, why);
    if (g->waiting == WAIT_ROLL)
        return fail(why, "R2.1", "the elephant holder must roll the dice first");
    if (g->waiting == WAIT_KARMA_ROLL)
        return fail(why, "R8.2", "the karma dice must be rolled first");
    if (a->kind == ACT_DONE)
        return check_done(g, why);
    const StepRule *rule = &STEP_RULES[g->step.kind];
    if (!(rule->accepts & BIT(a->kind)))
        return fail(why, rule->clause, rule->message);
    switch (a->kind) {
    case ACT_TAKE: case ACT_KARMA: return check_choose(g, a, why);
    case ACT_REROLL: case ACT_KEEP: return check_keep(g, a, why);
    case ACT_ROAD: return check_road(g, sh, a, why);
    case ACT_HALF: return check_half(g, sh, a, why);
    case ACT_SELL: return check_sell(g, a, why);
    case ACT_GOOD: return check_good(g, sh, a, why);
    case ACT_GOODS: return check_goods(g, sh, a, why);
    case ACT_GOODS_DIE:
        return die_colour(a->arg[0]) == COLOUR_PURPLE || fail(why, "R9.6", "choose a purple die");
    case ACT_UPGRADE:
        if (a->arg[0] >= TYPE_COUNT || g->player[g->to_act].upgrade[a->arg[0]] >= UPGRADE_TOP)
            return fail(why, "R6.2", "that building type is already at 3");
        return true;
    case ACT_PERSON: return check_person(g, sh, a, why);
    case ACT_FORWARD: case ACT_BACK: return check_river(g, sh, a, why);
    default: return check_pending(g, sh, a, why);
    }
}
