/* road_input.c — mouse drags and clicks to road actions (see road_input.h). The drag is
 * resampled every few pixels so a fast flick cannot jump over a field, and the edge a
 * stroke crosses is read from which side of the field's rectangle the pointer is on, which
 * also works at the province border and across the gaps between fields. */
#include "road_input.h"

#include <stdlib.h>

enum { STEP_PX = 3, MAX_SAMPLES = 4096 };

bool road_step_open(const Game *g)
{
    return g->waiting == WAIT_ACTION &&
           (g->step.kind == STEP_ROAD || g->step.kind == STEP_HALVES);
}

int road_field_at(const SheetLayout *l, int x, int y)
{
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        SDL_Rect r = l->field[f];
        if (x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h) return f;
    }
    return -1;
}

int road_edge_band(const SheetLayout *l, int field, int x, int y)
{
    /* The sheet's own edge spots, so the band that lights up under the pointer is exactly
     * the band a click toggles. */
    Spot s = sheet_spot_at(l, x, y);
    return s.kind == SPOT_EDGE && s.a == field ? s.b : -1;
}

/* Which side of the field's rectangle a point outside it lies beyond. */
static int side_beyond(SDL_Rect r, int x, int y)
{
    int left = r.x - x, right = x - (r.x + r.w - 1), top = r.y - y, bottom = y - (r.y + r.h - 1);
    int best = EDGE_N, over = top;
    if (right > over) { best = EDGE_E; over = right; }
    if (bottom > over) { best = EDGE_S; over = bottom; }
    if (left > over) { best = EDGE_W; over = left; }
    return best;
}

static int edge_count(int mask)
{
    int n = 0;
    for (int e = 0; e < EDGE_COUNT; e++) n += (mask >> e) & 1;
    return n;
}

static RoadCandidate none(void)
{
    RoadCandidate c = {0};
    c.field = -1;
    return c;
}

static RoadCandidate checked(const Game *g, const Sheets *sh, Action a, int field, int edges)
{
    RoadCandidate c = none();
    c.has = true;
    c.action = a;
    c.field = field;
    c.edges = edges;
    c.legal = game_check(g, sh, &a, &c.why);
    return c;
}

static RoadCandidate road_candidate(const Game *g, const Sheets *sh, int field, int mask)
{
    return checked(g, sh, action_make(ACT_ROAD, field, mask), field, mask);
}

static RoadCandidate half_candidate(const Game *g, const Sheets *sh, int field, int edge)
{
    int edges = g->player[g->to_act].road[field] | (1 << edge);
    return checked(g, sh, action_make(ACT_HALF, field, edge), field, edges);
}

/* Resamples the drag into points at most STEP_PX apart. Caller frees. */
static SDL_Point *resample(const SDL_Point *pts, int n, int *out_n)
{
    SDL_Point *out = malloc(sizeof *out * MAX_SAMPLES);
    int k = 0;
    if (!out) { *out_n = 0; return NULL; }
    for (int i = 0; i < n && k < MAX_SAMPLES; i++) {
        if (i > 0) {
            int dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y;
            int len = abs(dx) > abs(dy) ? abs(dx) : abs(dy);
            int steps = len / STEP_PX;
            for (int s = 1; s < steps && k < MAX_SAMPLES; s++) {
                SDL_Point p = {pts[i - 1].x + dx * s / steps, pts[i - 1].y + dy * s / steps};
                out[k++] = p;
            }
        }
        if (k < MAX_SAMPLES) out[k++] = pts[i];
    }
    *out_n = k;
    return out;
}

RoadCandidate road_from_drag(const Game *g, const Sheets *sh, const SheetLayout *l,
                             const SDL_Point *pts, int n)
{
    if (n < 1 || !road_step_open(g)) return none();
    const Player *p = &g->player[g->to_act];
    int count = 0;
    SDL_Point *pt = resample(pts, n, &count);
    if (!pt) return none();

    int start = road_field_at(l, pt[0].x, pt[0].y);
    RoadCandidate partial = none();
    int road_field = -1, entry = -1;
    /* A drag may begin inside a free field at one of its edges (edge to edge). */
    if (start >= 0 && !game_field_built(g, g->to_act, start)) {
        road_field = start;
        entry = road_edge_band(l, start, pt[0].x, pt[0].y);
        if (entry < 0) road_field = -1;
    }
    int start_exit = -1;    /* the edge a drag from a built start field first crossed */
    for (int i = 1; i < count; i++) {
        int here = road_field_at(l, pt[i].x, pt[i].y);
        if (start >= 0 && start_exit < 0 && here != start)
            start_exit = side_beyond(l->field[start], pt[i].x, pt[i].y);
        if (road_field >= 0) {
            if (here == road_field) continue;
            int exit = side_beyond(l->field[road_field], pt[i].x, pt[i].y);
            if (exit != entry) {
                free(pt);
                return road_candidate(g, sh, road_field, (1 << entry) | (1 << exit));
            }
            road_field = -1;   /* went back out the way it came: start again */
        }
        /* A free field counts as entered only when the pointer comes in from outside it:
         * a press in its middle says nothing about which edge the road starts from. */
        if (here >= 0 && !game_field_built(g, g->to_act, here) && here != road_field &&
            road_field_at(l, pt[i - 1].x, pt[i - 1].y) != here) {
            road_field = here;
            entry = side_beyond(l->field[here], pt[i - 1].x, pt[i - 1].y);
        }
    }
    SDL_Point end = pt[count - 1];
    free(pt);

    if (road_field >= 0) {
        /* Released inside the free field: its edge band, if any, is the way out. */
        int exit = road_edge_band(l, road_field, end.x, end.y);
        if (exit >= 0 && exit != entry)
            return road_candidate(g, sh, road_field, (1 << entry) | (1 << exit));
        partial.field = road_field;
        partial.edges = 1 << entry;
    }
    if (start >= 0 && game_field_built(g, g->to_act, start) && g->step.kind == STEP_HALVES) {
        int edge = start_exit;
        if (edge < 0 && road_field_at(l, end.x, end.y) == start)
            edge = road_edge_band(l, start, end.x, end.y);
        if (edge >= 0 && !(p->road[start] & (1 << edge)))
            return half_candidate(g, sh, start, edge);
    }
    return partial;
}

void road_draft_clear(RoadDraft *d)
{
    d->field = -1;
    d->mask = 0;
}

/* True when clicking more edges of the field could still give a road the rules allow: a
 * T or crossing piece passes through two and three strokes on its way (R5.8). */
static bool draft_may_grow(const Game *g, const Sheets *sh, const RoadDraft *d)
{
    for (int m = 1; m < 1 << EDGE_COUNT; m++)
        if ((m & d->mask) == d->mask && m != d->mask && road_candidate(g, sh, d->field, m).legal)
            return true;
    return false;
}

RoadCandidate road_from_draft(const Game *g, const Sheets *sh, const RoadDraft *d)
{
    if (d->field < 0) return none();
    RoadCandidate c = edge_count(d->mask) < 2 ? none() : road_candidate(g, sh, d->field, d->mask);
    if (c.has && (c.legal || !draft_may_grow(g, sh, d))) return c;
    /* Not a road yet: no refusal while the piece is still being chosen edge by edge. */
    c = none();
    c.field = d->field;
    c.edges = d->mask;
    return c;
}

RoadCandidate road_click(RoadDraft *d, const Game *g, const Sheets *sh, const SheetLayout *l,
                         int x, int y)
{
    if (!road_step_open(g)) return none();
    int field = road_field_at(l, x, y);
    if (field < 0) return road_from_draft(g, sh, d);
    int edge = road_edge_band(l, field, x, y);
    if (edge < 0) return road_from_draft(g, sh, d);
    const Player *p = &g->player[g->to_act];
    if (game_field_built(g, g->to_act, field)) {
        if (p->road[field] & (1 << edge)) return road_from_draft(g, sh, d);
        return half_candidate(g, sh, field, edge);
    }
    if (d->field != field) {
        d->field = field;
        d->mask = 0;
    }
    d->mask ^= 1 << edge;
    if (d->mask == 0) d->field = -1;
    return road_from_draft(g, sh, d);
}
