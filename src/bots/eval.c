/* eval.c — a hand-built estimate of a position for one seat, in race points (R3.1: fame
 * counts twice, money once). The race itself is exact; everything else is what the seat
 * holds that is likely to turn into fame or money later: goods waiting to be sold, unused
 * karma, upgrades on buildings not yet built, roads pointing at fields worth building,
 * river progress, palace columns nearly complete and pending bonuses. The weights are
 * first estimates, not fitted; docs/bots.md reports how the bots fare with them. Potential
 * is worth less as the race nears the crossing, because fewer turns remain to use it. */
#include "bot_internal.h"

static const Sheet *sheet_of(const Game *g, const Sheets *sheets)
{
    return &sheets->sheet[g->setup.sheet];
}

/* How much of potential is still worth having: 1 early, small once the end is near. */
static double remaining(const Game *g, const Sheet *sh)
{
    if (g->end_triggered)
        return 0.05;
    int best = 0;
    for (int s = 0; s < g->setup.players; s++)
        if (game_race(g, s) > best)
            best = game_race(g, s);
    double left = (double)((int)sh->crossing - best) / (double)sh->crossing;
    double w = left * 1.5;
    return w < 0.1 ? 0.1 : w > 1.0 ? 1.0 : w;
}

/* A rough guess for bonuses not yet gained (a person with a free box, not one usable now);
 * pending ones ask game_bonus_usable. */
static double bonus_value(const Game *g, int seat, double w, Bonus b)
{
    const Player *p = &g->player[seat];
    switch (b.kind) {
    case BONUS_FAME: return 2.0 * (p->fame + b.n > 45 ? (p->fame < 45 ? 45 - p->fame : 0) : b.n);
    case BONUS_MONEY: return p->money + b.n > 90 ? (p->money < 90 ? 90 - p->money : 0) : b.n;
    case BONUS_KARMA: return game_karma_can_gain(g, seat) ? 0.5 + 2.5 * w : 0.0;
    case BONUS_UPGRADE: return game_can_upgrade(g, seat) ? 3.0 * w : 0.0;
    case BONUS_PALACE_ANY: return 4.0 * w;
    case BONUS_PALACE_PERSON: return game_person_boxes_left(g, seat, b.n) > 0 ? 3.0 * w : 0.0;
    case BONUS_GOODS_DIE: return 2.5 * w;
    case BONUS_GOODS_DIFF: return 1.3 * b.n * w;
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: case BONUS_SELL_DIFF: {
        int n = game_goods_owned_all(g, seat);
        return 1.2 * (n < b.n ? n : b.n);
    }
    case BONUS_HALF_ROAD: return 1.5 * w;
    case BONUS_ROAD_PIECE: return 3.5 * w;
    case BONUS_RIVER_FWD: return 3.0 * w;
    case BONUS_RIVER_BACK: return 2.0 * w;
    case BONUS_RIVER_BACK_ANY: return 2.5 * w;
    default: return 0.0;
    }
}

double eval_bonus(const Game *g, const Sheet *sh, int seat, Bonus b)
{
    return bonus_value(g, seat, remaining(g, sh), b);
}

/* Goods are money once sold: each owned good at the coin of the slot it would cross. */
static double goods_value(const Game *g, const Sheets *sheets, int seat)
{
    double v = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        for (int i = 0; i < game_goods_owned(g, seat, k); i++)
            v += game_sale_coin(g, sheets, seat, k, i);
    return 0.55 * v;
}

/* What building a free field would bring now (R5.7), border bonuses on its edges included. */
static double field_worth(const Game *g, const Sheet *sh, int seat, double w, int f)
{
    int kind = sh->field[f].kind;
    int owned = game_goods_owned_all(g, seat);
    double v = 0.3;
    if (kind >= FIELD_TEMPLE && kind <= FIELD_TOWER)
        v = 2.0 * g->player[seat].upgrade[kind - FIELD_TEMPLE];
    else if (kind == FIELD_MARKET_SAME || kind == FIELD_MARKET_MIXED)
        v = 1.0 + 0.6 * (owned < sh->field[f].n ? owned : sh->field[f].n);
    for (int e = 0; e < EDGE_COUNT; e++)
        if (field_neighbour(f, e) < 0 && sh->border[f][e].kind != BONUS_NONE)
            v += 0.5 * bonus_value(g, seat, w, sh->border[f][e]);
    return v;
}

static bool border_open(const Game *g, const Sheet *sh, int seat, int f, int e)
{
    return sh->border[f][e].kind != BONUS_NONE && !game_border_reached(g, seat, f, e);
}

/* Free fields a road already points at can be built with a green die; those next to the
 * network but not pointed at need a half road first. Built fields with an unused edge onto
 * a border bonus are a half road away from it. */
static double roads_value(const Game *g, const Sheet *sh, int seat, double w)
{
    const Player *p = &g->player[seat];
    double v = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (game_field_built(g, seat, f)) {
            for (int e = 0; e < EDGE_COUNT; e++)
                if (field_neighbour(f, e) < 0 && !(p->road[f] & (1 << e)) &&
                    border_open(g, sh, seat, f, e))
                    v += 0.3 * bonus_value(g, seat, w, sh->border[f][e]);
            continue;
        }
        int joins = game_road_joins(g, seat, f);
        double access = 0;
        for (int e = 0; e < EDGE_COUNT; e++) {
            int n = field_neighbour(f, e);
            if (n < 0 || !game_field_built(g, seat, n))
                continue;
            if (joins & (1 << e))
                access = 1.0;
            else if (access < 0.4)
                access = 0.4;
        }
        if (access > 0)
            v += 0.35 * access * field_worth(g, sh, seat, w, f);
    }
    return v;
}

/* Each upgrade mark pays 2 race points per building of that type still to be built. */
static double upgrades_value(const Game *g, const Sheets *sheets, int seat)
{
    double v = 0;
    for (int t = 0; t < TYPE_COUNT; t++) {
        int unbuilt = game_buildings_left(g, sheets, seat, t);
        v += (g->player[seat].upgrade[t] - 1) * (0.3 + 0.5 * 2.0 * unbuilt);
    }
    return v;
}

/* An area's next column bonus (R7.4), valued by how few crosses it still needs. */
static double palace_value(const Game *g, const Sheet *sh, int seat, double w)
{
    double v = 0;
    for (int area = 0; area < 2; area++) {
        int missing;
        int column = game_palace_next_column(g, seat, area, &missing);
        if (column >= 0)
            v += 0.6 * bonus_value(g, seat, w, sh->palace_column[area][column]) / missing;
    }
    return v;
}

/* A pending bonus that cannot be used now is worth nothing: it lapses at the turn's end
 * unless another bonus makes it usable first (R9.3, R9.4). */
static double pending_value(const Game *g, const Sheets *sheets, int seat, double w)
{
    double v = 0;
    for (int i = 0; i < g->pending_count; i++)
        if (game_bonus_usable(g, sheets, i))
            v += 0.9 * bonus_value(g, seat, w, g->pending[i]);
    return v;
}

void eval_parts(const Game *g, const Sheets *sheets, int seat, EvalParts *out)
{
    const Sheet *sh = sheet_of(g, sheets);
    const Player *p = &g->player[seat];
    double w = remaining(g, sh);
    out->remaining = w;
    out->race = game_race(g, seat);
    out->tie_breaks = 0.5 * p->karma_circled + 0.1 * p->karma_crossed;
    out->goods = goods_value(g, sheets, seat);
    out->karma = game_karma_left(g, seat);
    out->upgrades = upgrades_value(g, sheets, seat);
    out->roads = roads_value(g, sh, seat, w);
    out->river = game_river_position(p);
    out->palace = palace_value(g, sh, seat, w);
    bool deciding = g->waiting == WAIT_ACTION && g->to_act == seat;
    out->pending = deciding ? pending_value(g, sheets, seat, w) : 0.0;
}

double eval_seat(const Game *g, const Sheets *sheets, int seat)
{
    EvalParts e;
    eval_parts(g, sheets, seat, &e);
    double v = e.race + e.tie_breaks;
    v += e.remaining * (e.goods + 2.5 * e.karma + e.upgrades + e.roads + 0.4 * e.river + e.palace);
    if (g->waiting == WAIT_ACTION && g->to_act == seat)
        v += e.pending;
    return v;
}

/* Overlap decides (R3.5) with karma as tie-breaks, so an ended game is scored by the race
 * gap plus a prize for the place, large enough that no position beats a win. */
static double eval_over(const Game *g, const Sheets *sheets, int seat)
{
    Ranking r;
    game_ranking(g, sheets, &r);
    int best_other = -1000;
    for (int s = 0; s < g->setup.players; s++)
        if (s != seat && game_race(g, s) > best_other)
            best_other = game_race(g, s);
    int place = 1;
    for (int i = 0; i < r.count; i++)
        if (r.seat[i] == seat)
            place = r.place[i];
    return (game_race(g, seat) - best_other) + (place == 1 ? 100.0 : -10.0 * place);
}

/* Against several players, the strongest one matters most: finishing second is a loss. */
double eval_relative(const Game *g, const Sheets *sheets, int seat)
{
    if (g->waiting == WAIT_OVER)
        return eval_over(g, sheets, seat);
    double own = eval_seat(g, sheets, seat), best = -1e9, sum = 0;
    int others = g->setup.players - 1;
    for (int s = 0; s < g->setup.players; s++) {
        if (s == seat)
            continue;
        double v = eval_seat(g, sheets, s);
        sum += v;
        if (v > best)
            best = v;
    }
    return own - (0.7 * best + 0.3 * sum / others);
}
