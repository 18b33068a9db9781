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

static int race(const Player *p) { return 2 * p->fame + p->money; }

/* How much of potential is still worth having: 1 early, small once the end is near. */
static double remaining(const Game *g, const Sheet *sh)
{
    if (g->end_triggered)
        return 0.05;
    int best = 0;
    for (int s = 0; s < g->setup.players; s++)
        if (race(&g->player[s]) > best)
            best = race(&g->player[s]);
    double left = (double)((int)sh->crossing - best) / (double)sh->crossing;
    double w = left * 1.5;
    return w < 0.1 ? 0.1 : w > 1.0 ? 1.0 : w;
}

static int goods_owned(const Player *p)
{
    int n = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        n += p->goods_circled[k] - p->goods_crossed[k];
    return n;
}

/* A rough guess for bonuses not yet gained; pending ones ask game_bonus_usable. */
static bool person_has_box(const Player *p, int person) { return p->palace[person] < PALACE_BOXES; }

static bool can_upgrade(const Player *p)
{
    for (int t = 0; t < TYPE_COUNT; t++)
        if (p->upgrade[t] < UPGRADE_TOP)
            return true;
    return false;
}

static double bonus_value(const Player *p, double w, Bonus b)
{
    switch (b.kind) {
    case BONUS_FAME: return 2.0 * (p->fame + b.n > 45 ? (p->fame < 45 ? 45 - p->fame : 0) : b.n);
    case BONUS_MONEY: return p->money + b.n > 90 ? (p->money < 90 ? 90 - p->money : 0) : b.n;
    case BONUS_KARMA: return p->karma_circled < KARMA_BOXES ? 0.5 + 2.5 * w : 0.0;
    case BONUS_UPGRADE: return can_upgrade(p) ? 3.0 * w : 0.0;
    case BONUS_PALACE_ANY: return 4.0 * w;
    case BONUS_PALACE_PERSON: return person_has_box(p, b.n) ? 3.0 * w : 0.0;
    case BONUS_GOODS_DIE: return 2.5 * w;
    case BONUS_GOODS_DIFF: return 1.3 * b.n * w;
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: case BONUS_SELL_DIFF: {
        int n = goods_owned(p);
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
    return bonus_value(&g->player[seat], remaining(g, sh), b);
}

/* Goods are money once sold: each owned good at the coin of the slot it would cross. */
static double goods_value(const Player *p, const Sheet *sh)
{
    double v = 0;
    for (int k = 0; k < GOOD_COUNT; k++)
        for (int col = p->goods_crossed[k]; col < p->goods_circled[k] && col < sh->slots; col++)
            v += sh->coin[col];
    return 0.55 * v;
}

/* What building a free field would bring now (R5.7), border bonuses on its edges included. */
static double field_worth(const Player *p, const Sheet *sh, double w, int f)
{
    int kind = sh->field[f].kind;
    double v = 0.3;
    if (kind >= FIELD_TEMPLE && kind <= FIELD_TOWER)
        v = 2.0 * p->upgrade[kind - FIELD_TEMPLE];
    else if (kind == FIELD_MARKET_SAME || kind == FIELD_MARKET_MIXED)
        v = 1.0 + 0.6 * (goods_owned(p) < sh->field[f].n ? goods_owned(p) : sh->field[f].n);
    for (int e = 0; e < EDGE_COUNT; e++)
        if (field_neighbour(f, e) < 0 && sh->border[f][e].kind != BONUS_NONE)
            v += 0.5 * bonus_value(p, w, sh->border[f][e]);
    return v;
}

static bool border_open(const Player *p, const Sheet *sh, int f, int e)
{
    return sh->border[f][e].kind != BONUS_NONE &&
           !(p->border_reached & (1ull << (f * EDGE_COUNT + e)));
}

/* Free fields a road already points at can be built with a green die; those next to the
 * network but not pointed at need a half road first. Built fields with an unused edge onto
 * a border bonus are a half road away from it. */
static double roads_value(const Player *p, const Sheet *sh, double w)
{
    double v = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (p->road[f]) {
            for (int e = 0; e < EDGE_COUNT; e++)
                if (field_neighbour(f, e) < 0 && !(p->road[f] & (1 << e)) &&
                    border_open(p, sh, f, e))
                    v += 0.3 * bonus_value(p, w, sh->border[f][e]);
            continue;
        }
        double access = 0;
        for (int e = 0; e < EDGE_COUNT; e++) {
            int n = field_neighbour(f, e);
            if (n < 0 || !p->road[n])
                continue;
            if (p->road[n] & (1 << edge_opposite(e)))
                access = 1.0;
            else if (access < 0.4)
                access = 0.4;
        }
        if (access > 0)
            v += 0.35 * access * field_worth(p, sh, w, f);
    }
    return v;
}

/* Each upgrade mark pays 2 race points per building of that type still to be built. */
static double upgrades_value(const Player *p, const Sheet *sh)
{
    double v = 0;
    for (int t = 0; t < TYPE_COUNT; t++) {
        int unbuilt = 0;
        for (int f = 0; f < PROVINCE_FIELDS; f++)
            if (sh->field[f].kind == FIELD_TEMPLE + t && !p->road[f])
                unbuilt++;
        v += (p->upgrade[t] - 1) * (0.3 + 0.5 * 2.0 * unbuilt);
    }
    return v;
}

/* An area's next column bonus (R7.4), valued by how few crosses it still needs. */
static double palace_value(const Player *p, const Sheet *sh, double w)
{
    double v = 0;
    for (int area = 0; area < 2; area++) {
        const uint8_t *box = &p->palace[area * 3];
        int least = box[0] < box[1] ? box[0] : box[1];
        least = least < box[2] ? least : box[2];
        if (least >= PALACE_BOXES)
            continue;
        int missing = 0;
        for (int i = 0; i < 3; i++)
            missing += box[i] <= least ? 1 : 0;
        v += 0.6 * bonus_value(p, w, sh->palace_column[area][least]) / missing;
    }
    return v;
}

/* A pending bonus that cannot be used now is worth nothing: it lapses at the turn's end
 * unless another bonus makes it usable first (R9.3, R9.4). */
static double pending_value(const Game *g, const Sheets *sheets, const Player *p, double w)
{
    double v = 0;
    for (int i = 0; i < g->pending_count; i++)
        if (game_bonus_usable(g, sheets, i))
            v += 0.9 * bonus_value(p, w, g->pending[i]);
    return v;
}

double eval_seat(const Game *g, const Sheets *sheets, int seat)
{
    const Sheet *sh = sheet_of(g, sheets);
    const Player *p = &g->player[seat];
    double w = remaining(g, sh);
    double karma = p->karma_circled - p->karma_crossed;
    double v = race(p) + 0.5 * p->karma_circled + 0.1 * p->karma_crossed;
    v += w * (goods_value(p, sh) + 2.5 * karma + upgrades_value(p, sh) +
              roads_value(p, sh, w) + 0.4 * game_river_position(p) + palace_value(p, sh, w));
    if (g->waiting == WAIT_ACTION && g->to_act == seat)
        v += pending_value(g, sheets, p, w);
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
        if (s != seat && race(&g->player[s]) > best_other)
            best_other = race(&g->player[s]);
    int place = 1;
    for (int i = 0; i < r.count; i++)
        if (r.seat[i] == seat)
            place = r.place[i];
    return (race(&g->player[seat]) - best_other) + (place == 1 ? 100.0 : -10.0 * place);
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
