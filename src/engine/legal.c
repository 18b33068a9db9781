/* legal.c — the actions open now. Road, half-road and pending-bonus steps build their list
 * directly; the others keep the candidates game_check accepts. test_legal holds both equal. */
#include <string.h>

#include "areas_internal.h"
#include "game_internal.h"

typedef struct {
    Action *out;
    int n;
} List;

/* Candidates are made by the hundred per decision, so they are written in place byte by
 * byte: building a small struct and copying it whole stalls on store forwarding. */
static void add3(List *l, int kind, int a0, int a1, int a2)
{
    if (l->n >= GAME_MAX_LEGAL)
        return;
    Action *a = &l->out[l->n++];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind;
    a->arg[0] = (uint8_t)a0;
    a->arg[1] = (uint8_t)a1;
    a->arg[2] = (uint8_t)a2;
}

static void add(List *l, int kind, int a0, int a1) { add3(l, kind, a0, a1, 0); }

static void add_roads(List *l, const Player *p, int shapes)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (p->road[f])
            continue;
        for (int s = 0; s < 4; s++)
            if (shapes & (1 << s))
                for (int r = 0; r < 4 && ENGINE_ROAD_SHAPES[s][r]; r++)
                    add(l, ACT_ROAD, f, ENGINE_ROAD_SHAPES[s][r]);
    }
}

static void add_halves(List *l, const Player *p)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        if (p->road[f])
            for (int e = 0; e < EDGE_COUNT; e++)
                if (!(p->road[f] & (1 << e)))
                    add(l, ACT_HALF, f, e);
}

/* Every sale of at most `most` goods from what is owned (kind rules are left to the check). */
static void add_sales(List *l, const Player *p, int least, int most)
{
    for (int t = 0; t <= engine_goods_owned(p, GOOD_TEA); t++)
        for (int s = 0; s <= engine_goods_owned(p, GOOD_SILK); s++)
            for (int c = 0; c <= engine_goods_owned(p, GOOD_SPICE); c++)
                if (t + s + c >= least && t + s + c <= most)
                    add3(l, ACT_SELL, t, s, c);
}

static void add_each(List *l, int kind, int from, int to)
{
    for (int i = from; i < to; i++)
        add(l, kind, i, 0);
}

static void add_goods_sets(List *l)
{
    for (int mask = 1; mask < (1 << GOOD_COUNT); mask++)
        add3(l, ACT_GOODS, mask & 1, (mask >> 1) & 1, (mask >> 2) & 1);
}

static void add_for_step(List *l, const Game *g)
{
    const Player *p = &g->player[g->to_act];
    switch (g->step.kind) {
    case STEP_CHOOSE_DIE:
        for (int d = 0; d < DIE_COUNT; d++)
            if (g->die_at[d] == DIE_AT_CENTRE) {
                add(l, ACT_TAKE, d, 0);
                add(l, ACT_KARMA, d, 0);
            }
        break;
    case STEP_KARMA_KEEP:
        add(l, ACT_REROLL, 0, 0);
        add(l, ACT_KEEP, g->karma_die[0], 0);
        add(l, ACT_KEEP, g->karma_die[1], 0);
        break;
    case STEP_ROAD: add_roads(l, p, g->step.n); break;
    case STEP_HALVES:
        add_halves(l, p);
        add_roads(l, p, SHAPE_STRAIGHT | SHAPE_CURVE);
        break;
    case STEP_SELL: add_sales(l, p, 0, g->step.n); break;
    case STEP_MERCHANT:
        add_sales(l, p, 1, 2);
        add_each(l, ACT_GOOD, 0, GOOD_COUNT);
        break;
    case STEP_PORTUGUESE:
        add(l, ACT_BACK, engine_river_back_target(p, 1), 0);
        add(l, ACT_BACK, engine_river_back_target(p, 2), 0);
        add_each(l, ACT_GOOD, 0, GOOD_COUNT);
        break;
    case STEP_MAHARANI: add_each(l, ACT_FORWARD, 1, 3); break;
    case STEP_UPGRADE: add_each(l, ACT_UPGRADE, 0, TYPE_COUNT); break;
    case STEP_PERSON: add_each(l, ACT_PERSON, 0, PERSON_COUNT); break;
    case STEP_GOODS_DIFF: add_goods_sets(l); break;
    case STEP_GOODS_DIE: add_each(l, ACT_GOODS_DIE, DIE_PURPLE_1, DIE_PURPLE_2 + 1); break;
    case STEP_RIVER_BACK_ANY: add_each(l, ACT_BACK, 1, game_river_position(p)); break;
    case STEP_PENDING:
        add_each(l, ACT_BONUS, 0, g->pending_count);
        break;
    default: break;
    }
}

int engine_candidates(const Game *g, const Sheets *sheets, Action *out)
{
    (void)sheets;
    List l = {out, 0};
    if (g->waiting == WAIT_ACTION)
        add_for_step(&l, g);
    return l.n;
}

int engine_legal_by_check(const Game *g, const Sheets *sheets, Action *out, int limit)
{
    Action cand[GAME_MAX_LEGAL];
    int n = engine_candidates(g, sheets, cand), kept = 0;
    Refusal why;
    for (int i = 0; i < n && kept < limit; i++)
        if (game_check(g, sheets, &cand[i], &why))
            out[kept++] = cand[i];
    return kept;
}

/* Road steps are most of a game's decisions: their legal pieces are made directly from each
 * free field's joining and allowed edges (R5.3, R5.4), in the order and with the outcome of
 * engine_candidates() filtered by game_check (test_legal holds the two equal). */
static void legal_roads(List *l, const Player *p, const Sheet *sh, int shapes)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (p->road[f])
            continue;
        int joins = engine_road_joining_edges(p, f), allowed = engine_road_allowed_edges(sh, f);
        if (!joins)
            continue;
        for (int s = 0; s < 4; s++)
            if (shapes & (1 << s))
                for (int r = 0; r < 4 && ENGINE_ROAD_SHAPES[s][r]; r++) {
                    int m = ENGINE_ROAD_SHAPES[s][r];
                    if ((m & joins) && !(m & ~allowed))
                        add(l, ACT_ROAD, f, m);
                }
    }
}

static void legal_halves(List *l, const Player *p, const Sheet *sh)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        if (p->road[f]) {
            int free_edges = engine_road_allowed_edges(sh, f) & ~p->road[f];
            for (int e = 0; e < EDGE_COUNT; e++)
                if (free_edges & (1 << e))
                    add(l, ACT_HALF, f, e);
        }
}

/* R5.6: two half roads may instead be drawn together as a straight or a curve. */
static int halves_as_road(const Step *st)
{
    bool two = st->n == 2 || (st->mode && st->n == 1);
    return two ? SHAPE_STRAIGHT | SHAPE_CURVE : 0;
}

/* R9.4: the pending bonuses that can be used now; no bonus is ever declined (an unusable one
 * stays, since another may make it usable, until none is and all lapse, R9.3). */
static void legal_pending(List *l, const Game *g, const Sheet *sh)
{
    for (int i = 0; i < g->pending_count; i++)
        if (engine_bonus_usable(g, sh, i))
            add(l, ACT_BONUS, i, 0);
}

int engine_legal_list(const Game *g, const Sheets *sheets, Action *out, int limit)
{
    int k = g->step.kind;
    if (g->waiting != WAIT_ACTION || (k != STEP_ROAD && k != STEP_HALVES && k != STEP_PENDING))
        return engine_legal_by_check(g, sheets, out, limit);
    Action all[GAME_MAX_LEGAL];
    List l = {all, 0};
    const Player *p = &g->player[g->to_act];
    const Sheet *sh = game_sheet(g, sheets);
    if (k == STEP_ROAD) {
        legal_roads(&l, p, sh, g->step.n);
    } else if (k == STEP_HALVES) {
        legal_halves(&l, p, sh);
        legal_roads(&l, p, sh, halves_as_road(&g->step));
    } else {
        legal_pending(&l, g, sh);
    }
    int n = l.n < limit ? l.n : limit;
    memcpy(out, all, (size_t)n * sizeof *out);
    return n;
}

int game_legal(const Game *g, const Sheets *sheets, Action *out)
{
    return engine_legal_list(g, sheets, out, GAME_MAX_LEGAL);
}
