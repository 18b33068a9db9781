/* province.c — roads in the 4×4 province (R5): drawing full roads into free fields, half
 * roads onto built fields, border bonuses, and what a field scores when first built. */
#include "areas_internal.h"
#include "game_internal.h"

#define N (1 << EDGE_N)
#define E (1 << EDGE_E)
#define S (1 << EDGE_S)
#define W (1 << EDGE_W)

/* Edge masks of every rotation, per shape bit (straight, curve, T, crossing). */
const uint8_t ENGINE_ROAD_SHAPES[4][4] = {
    {N | S, E | W, 0, 0},
    {N | E, E | S, S | W, N | W},
    {N | E | S, E | S | W, N | S | W, N | E | W},
    {N | E | S | W, 0, 0, 0},
};

int engine_shape_of(int edges)
{
    for (int s = 0; s < 4; s++)
        for (int r = 0; r < 4 && ENGINE_ROAD_SHAPES[s][r]; r++)
            if (ENGINE_ROAD_SHAPES[s][r] == edges)
                return 1 << s;
    return 0;
}

/* R5.4: an edge may point at the border only where the sheet prints a bonus. */
static bool edge_allowed(const Sheet *sh, int field, int edge)
{
    return field_neighbour(field, edge) >= 0 || sh->border[field][edge].kind != BONUS_NONE;
}

int engine_road_allowed_edges(const Sheet *sh, int field)
{
    int mask = 0;
    for (int e = 0; e < EDGE_COUNT; e++)
        if (ENGINE_FIELD_NEIGHBOUR[field][e] >= 0 || sh->border[field][e].kind != BONUS_NONE)
            mask |= 1 << e;
    return mask;
}

/* R5.3: the new field joins a neighbour that has the matching edge; every built field is
 * joined to the residence already, so that keeps the whole network joined. */
int engine_road_joining_edges(const Player *p, int field)
{
    int mask = 0;
    for (int e = 0; e < EDGE_COUNT; e++) {
        int nb = ENGINE_FIELD_NEIGHBOUR[field][e];
        if (nb >= 0 && (p->road[nb] & (1 << ((e + 2) % EDGE_COUNT))))   /* the opposite edge */
            mask |= 1 << e;
    }
    return mask;
}

static bool joins_network(const Player *p, int field, int edges)
{
    return (engine_road_joining_edges(p, field) & edges) != 0;
}

bool engine_road_check(const Player *p, const Sheet *sh, int field, int edges, Refusal *why)
{
    if (p->road[field]) {
        *why = refusal("R5.1", "that field is already built");
        return false;
    }
    for (int e = 0; e < EDGE_COUNT; e++)
        if ((edges & (1 << e)) && !edge_allowed(sh, field, e)) {
            *why = refusal("R5.4", "no bonus on this border edge");
            return false;
        }
    if (!joins_network(p, field, edges)) {
        *why = refusal("R5.3", "the road must join a road that leads to the residence");
        return false;
    }
    return true;
}

bool engine_half_check(const Player *p, const Sheet *sh, int field, int edge, Refusal *why)
{
    if (!p->road[field]) {
        *why = refusal("R5.6", "a free field can never be given a single half road");
        return false;
    }
    if (p->road[field] & (1 << edge)) {
        *why = refusal("R5.6", "that edge already has a road");
        return false;
    }
    if (!edge_allowed(sh, field, edge)) {
        *why = refusal("R5.4", "no bonus on this border edge");
        return false;
    }
    return true;
}

/* R5.4: a road edge onto a border bonus gains it, once (the edge is drawn only once). */
static void reach_borders(Game *g, const Sheet *sh, int field, int edges)
{
    Player *p = acting(g);
    for (int e = 0; e < EDGE_COUNT; e++)
        if ((edges & (1 << e)) && field_neighbour(field, e) < 0) {
            p->border_reached |= (uint64_t)1 << (field * EDGE_COUNT + e);
            engine_pending_add(g, sh->border[field][e]);
        }
}

/* R5.7: a building scores its type's current value; a market opens a sale at once. */
static void field_first_built(Game *g, const Sheet *sh, int field)
{
    const Field *f = &sh->field[field];
    if (f->kind >= FIELD_TEMPLE && f->kind <= FIELD_TOWER)
        engine_gain_fame(g, sh, acting(g)->upgrade[f->kind - FIELD_TEMPLE]);
    else if (f->kind == FIELD_MARKET_SAME)
        engine_step_set(g, STEP_SELL, f->n, SALE_SAME | SALE_MARKET);
    else if (f->kind == FIELD_MARKET_MIXED)
        engine_step_set(g, STEP_SELL, f->n, SALE_DIFF | SALE_MARKET);
}

void engine_road_draw(Game *g, const Sheet *sh, int field, int edges)
{
    acting(g)->road[field] = (uint8_t)edges;
    reach_borders(g, sh, field, edges);
    field_first_built(g, sh, field);
}

void engine_half_draw(Game *g, const Sheet *sh, int field, int edge)
{
    acting(g)->road[field] |= (uint8_t)(1 << edge);
    reach_borders(g, sh, field, 1 << edge);   /* R5.6: never scores the field again */
}

bool engine_any_road(const Player *p, const Sheet *sh, int shapes)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (p->road[f])
            continue;
        int joins = engine_road_joining_edges(p, f);
        if (!joins)
            continue;
        int allowed = engine_road_allowed_edges(sh, f);
        for (int s = 0; s < 4; s++) {
            if (!(shapes & (1 << s)))
                continue;
            for (int r = 0; r < 4 && ENGINE_ROAD_SHAPES[s][r]; r++)
                if ((ENGINE_ROAD_SHAPES[s][r] & joins) && !(ENGINE_ROAD_SHAPES[s][r] & ~allowed))
                    return true;   /* what road_check accepts (R5.1, R5.3, R5.4) */
        }
    }
    return false;
}

bool engine_any_half(const Player *p, const Sheet *sh)
{
    Refusal why;
    for (int f = 0; f < PROVINCE_FIELDS; f++)
        for (int e = 0; e < EDGE_COUNT; e++)
            if (p->road[f] && engine_half_check(p, sh, f, e, &why))
                return true;
    return false;
}
