/* eval.c — a hand-built estimate of a position for one seat, in race points (R3.1: fame
 * counts twice, money once). The race itself is exact; everything else is what the seat
 * holds that is likely to turn into fame or money later: goods waiting to be sold, unused
 * karma, upgrades on buildings not yet built, roads pointing at fields worth building,
 * river progress, palace columns nearly complete and pending bonuses. The weights are an
 * EvalWeights: easy and medium use the hand-built first estimates (eval_weights.c), hard a
 * set tuned by play (eval_hard.c, tools/eval_tune.c, docs/bots.md). Potential is worth less
 * as the race nears the crossing, because fewer turns remain to use it. */
#include <string.h>

#include "bot_internal.h"

static const Sheet *sheet_of(const Game *g, const Sheets *sheets)
{
    return &sheets->sheet[g->setup.sheet];
}

/* How much of potential is still worth having: 1 early, small once the end is near. */
static double remaining(const Game *g, const Sheet *sh, const EvalWeights *k)
{
    if (g->end_triggered)
        return k->remaining_ended;
    int best = 0;
    for (int s = 0; s < g->setup.players; s++)
        if (game_race(g, s) > best)
            best = game_race(g, s);
    double left = (double)((int)sh->crossing - best) / (double)sh->crossing;
    double w = left * k->remaining_slope;
    return w < k->remaining_floor ? k->remaining_floor : w > 1.0 ? 1.0 : w;
}

/* A rough guess for bonuses not yet gained (a person with a free box, not one usable now);
 * pending ones ask game_bonus_usable. */
static double bonus_value(const Game *g, int seat, double w, Bonus b, const EvalWeights *k)
{
    const Player *p = &g->player[seat];
    double left = w;   /* the karma bonus is valued as karma held (eval_seat) */
    w *= k->bonus;
    switch (b.kind) {
    case BONUS_FAME: return 2.0 * (p->fame + b.n > 45 ? (p->fame < 45 ? 45 - p->fame : 0) : b.n);
    case BONUS_MONEY: return p->money + b.n > 90 ? (p->money < 90 ? 90 - p->money : 0) : b.n;
    case BONUS_KARMA: return game_karma_can_gain(g, seat) ? 0.5 + k->karma * left : 0.0;
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

/* Goods are money once sold: each owned good at the coin of the slot it would cross. */
static double goods_value(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k)
{
    double v = 0;
    for (int good = 0; good < GOOD_COUNT; good++)
        for (int i = 0; i < game_goods_owned(g, seat, good); i++)
            v += game_sale_coin(g, sheets, seat, good, i);
    return k->goods * v;
}

/* What building a free field would bring now (R5.7), border bonuses on its edges included. */
static double field_worth(const Game *g, const Sheet *sh, int seat, double w, int f,
                          const EvalWeights *k)
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
            v += 0.5 * bonus_value(g, seat, w, sh->border[f][e], k);
    return v;
}

static bool border_open(const Game *g, const Sheet *sh, int seat, int f, int e)
{
    return sh->border[f][e].kind != BONUS_NONE && !game_border_reached(g, seat, f, e);
}

/* Free fields a road already points at can be built with a green die; those next to the
 * network but not pointed at need a half road first. Built fields with an unused edge onto
 * a border bonus are a half road away from it. "Points here" is game_road_joins' test made
 * in the same pass over the neighbours, and upgrades_value counts every type's unbuilt
 * fields in one pass instead of game_buildings_left per type: with the two queries the
 * hard bot took about 20 % longer (docs/benchmarks.md). */
static double roads_value(const Game *g, const Sheet *sh, int seat, double w,
                          const EvalWeights *k)
{
    const Player *p = &g->player[seat];
    double v = 0;
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (game_field_built(g, seat, f)) {
            for (int e = 0; e < EDGE_COUNT; e++)
                if (field_neighbour(f, e) < 0 && !(p->road[f] & (1 << e)) &&
                    border_open(g, sh, seat, f, e))
                    v += k->border_edge * bonus_value(g, seat, w, sh->border[f][e], k);
            continue;
        }
        double access = 0;
        for (int e = 0; e < EDGE_COUNT; e++) {
            int n = field_neighbour(f, e);
            if (n < 0 || !p->road[n])
                continue;
            if (p->road[n] & (1 << (e + 2) % EDGE_COUNT))   /* the road points here (R5.3) */
                access = 1.0;
            else if (access < k->roads_unjoined)
                access = k->roads_unjoined;
        }
        if (access > 0)
            v += k->roads * access * field_worth(g, sh, seat, w, f, k);
    }
    return v;
}

/* Each upgrade mark pays 2 race points per building of that type still to be built. */
static double upgrades_value(const Game *g, const Sheets *sheets, int seat,
                             const EvalWeights *k)
{
    const Sheet *sh = sheet_of(g, sheets);
    int unbuilt[TYPE_COUNT] = {0};   /* game_buildings_left for every type in one pass */
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        int t = sh->field[f].kind - FIELD_TEMPLE;
        if (t >= 0 && t < TYPE_COUNT && !g->player[seat].road[f])
            unbuilt[t]++;
    }
    double v = 0;
    for (int t = 0; t < TYPE_COUNT; t++)
        v += (g->player[seat].upgrade[t] - 1) * (k->upgrade + k->upgrade_unbuilt * unbuilt[t]);
    return v;
}

/* An area's next column bonus (R7.4), valued by how few crosses it still needs. */
static double palace_value(const Game *g, const Sheet *sh, int seat, double w,
                           const EvalWeights *k)
{
    double v = 0;
    for (int area = 0; area < 2; area++) {
        int missing;
        int column = game_palace_next_column(g, seat, area, &missing);
        if (column >= 0)
            v += k->palace * bonus_value(g, seat, w, sh->palace_column[area][column], k) / missing;
    }
    return v;
}

/* A pending bonus that cannot be used now is worth nothing: it lapses at the turn's end
 * unless another bonus makes it usable first (R9.3, R9.4). */
static double pending_value(const Game *g, const Sheets *sheets, int seat, double w,
                            const EvalWeights *k)
{
    double v = 0;
    for (int i = 0; i < g->pending_count; i++)
        if (game_bonus_usable(g, sheets, i))
            v += k->pending * bonus_value(g, seat, w, g->pending[i], k);
    return v;
}

/* Everything but the pending bonuses depends only on the seat's own marks, the sheet, the
 * weights and `remaining`, and a search evaluates the same seats over and over (at 4
 * players, three of every four are seats whose marks the move did not touch). So each
 * thread keeps the last parts worked out per slot, keyed by exactly those inputs and
 * compared in full: a hit gives the very values the work would. Only the two fixed weight
 * sets are kept (a tuner's weights change in place), and sheets are loaded once and never
 * changed, so their address names them. */
#define EVAL_MEMO_SLOTS 4096
typedef struct {
    Player player;
    double remaining;
    const EvalWeights *weights;
    const Sheet *sheet;
    EvalParts parts;
    bool used;
} EvalMemo;

static _Thread_local EvalMemo memo[EVAL_MEMO_SLOTS];

static unsigned memo_slot(const Player *p, double w)
{
    uint64_t bits;
    memcpy(&bits, &w, sizeof bits);
    return (unsigned)hash_bytes(p, sizeof *p, bits) & (EVAL_MEMO_SLOTS - 1);
}

static void parts_of_marks(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k,
                           double w, EvalParts *out)
{
    const Sheet *sh = sheet_of(g, sheets);
    const Player *p = &g->player[seat];
    out->remaining = w;
    out->race = game_race(g, seat);
    out->tie_breaks = 0.5 * p->karma_circled + 0.1 * p->karma_crossed;
    out->goods = goods_value(g, sheets, seat, k);
    out->karma = game_karma_left(g, seat);
    out->upgrades = upgrades_value(g, sheets, seat, k);
    out->roads = roads_value(g, sh, seat, w, k);
    out->river = game_river_position(p);
    out->palace = palace_value(g, sh, seat, w, k);
    out->pending = 0.0;
}

void eval_parts(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k,
                EvalParts *out)
{
    const Sheet *sh = sheet_of(g, sheets);
    const Player *p = &g->player[seat];
    double w = remaining(g, sh, k);
    bool fixed = k == &EVAL_MEDIUM || k == &EVAL_HARD;
    EvalMemo *m = fixed ? &memo[memo_slot(p, w)] : NULL;
    if (!m) {
        parts_of_marks(g, sheets, seat, k, w, out);
    } else if (m->used && m->remaining == w && m->weights == k && m->sheet == sh &&
               memcmp(&m->player, p, sizeof *p) == 0) {
        *out = m->parts;
    } else {
        parts_of_marks(g, sheets, seat, k, w, out);
        memcpy(&m->player, p, sizeof *p);   /* byte for byte, padding too, for memcmp */
        m->remaining = w;
        m->weights = k;
        m->sheet = sh;
        m->parts = *out;
        m->used = true;
    }
    bool deciding = g->waiting == WAIT_ACTION && g->to_act == seat;
    out->pending = deciding ? pending_value(g, sheets, seat, w, k) : 0.0;
}

double eval_seat(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k)
{
    EvalParts e;
    eval_parts(g, sheets, seat, k, &e);
    double v = e.race + e.tie_breaks;
    v += e.remaining *
         (e.goods + k->karma * e.karma + e.upgrades + e.roads + k->river * e.river + e.palace);
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
double eval_relative(const Game *g, const Sheets *sheets, int seat, const EvalWeights *k)
{
    if (g->waiting == WAIT_OVER)
        return eval_over(g, sheets, seat);
    double own = eval_seat(g, sheets, seat, k), best = -1e9, sum = 0;
    int others = g->setup.players - 1;
    for (int s = 0; s < g->setup.players; s++) {
        if (s == seat)
            continue;
        double v = eval_seat(g, sheets, s, k);
        sum += v;
        if (v > best)
            best = v;
    }
    return own - (k->strongest * best + (1.0 - k->strongest) * sum / others);
}
