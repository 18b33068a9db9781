/* coach_arrow.c — the path of the coach's arrow from its card to the ring of the first place
 * a step points at. A straight line from the card's nearest point would run over whatever
 * lies between: the buttons whose labels the card is talking about, the other dice, the
 * road's end to drag from. So the arrow is the shortest of the lines from points around the
 * card's edge to points around the ring that crosses no control of the table (with the
 * arrow's width and head), no other ring, and neither the card nor what the ring goes
 * round, and that stays short (COACH_ARROW_LONGEST units: a long line would run across
 * the sheet the player is reading); where there is none, a short arrow from the clear side
 * nearest the card points in, and where even that is not clear, the ring points alone. */
#include "lesson_internal.h"

#include <math.h>

/* Points along a rectangle's edge: its corners and, on each side, `between` points evenly
 * between them. Returns how many. */
static int edge_points(SDL_Rect r, int between, SDL_Point *out)
{
    int n = 0, x1 = r.x + r.w, y1 = r.y + r.h;
    for (int i = 0; i <= between; i++) {
        int dx = r.w * i / (between + 1), dy = r.h * i / (between + 1);
        out[n++] = (SDL_Point){r.x + dx, r.y};
        out[n++] = (SDL_Point){x1 - dx, y1};
        out[n++] = (SDL_Point){x1, r.y + dy};
        out[n++] = (SDL_Point){r.x, y1 - dy};
    }
    return n;
}

static SDL_Rect grown(SDL_Rect r, int by) { return (SDL_Rect){r.x - by, r.y - by, r.w + 2 * by, r.h + 2 * by}; }

static bool crosses(SDL_Rect r, SDL_Point a, SDL_Point b)
{
    int x1 = a.x, y1 = a.y, x2 = b.x, y2 = b.y;
    return r.w > 0 && r.h > 0 && SDL_IntersectRectAndLine(&r, &x1, &y1, &x2, &y2);
}

/* The arrow's head: the ends of its two strokes (as coach_draw draws them). */
static void head_ends(SDL_Point from, SDL_Point to, float width, SDL_Point out[2])
{
    float dx = (float)(to.x - from.x), dy = (float)(to.y - from.y), len = sqrtf(dx * dx + dy * dy);
    float ux = dx / len, uy = dy / len, head = 4.0f * width;
    out[0] = (SDL_Point){(int)lroundf(to.x - head * (ux - uy * 0.6f)), (int)lroundf(to.y - head * (uy + ux * 0.6f))};
    out[1] = (SDL_Point){(int)lroundf(to.x - head * (ux + uy * 0.6f)), (int)lroundf(to.y - head * (uy - ux * 0.6f))};
}

static bool clear(const CoachArrowScene *s, SDL_Point from, SDL_Point to)
{
    int pad = (int)ceilf(s->width) + 1;
    SDL_Point head[2];
    head_ends(from, to, s->width, head);
    for (int i = 0; i < s->obstacles; i++) {
        SDL_Rect o = grown(s->obstacle[i], pad);
        if (crosses(o, from, to) || crosses(o, head[0], to) || crosses(o, head[1], to)) return false;
    }
    /* Off the card once it leaves it, and ending on the ring, not over what it rings. */
    return !crosses(grown(s->card, -2), from, to) && !crosses(s->target, from, to) &&
           !crosses(s->target, head[0], to) && !crosses(s->target, head[1], to);
}

bool coach_arrow_path(const CoachArrowScene *s, SDL_Point *from, SDL_Point *to)
{
    SDL_Point a[4 * 8], b[4 * 3];
    int na = edge_points(s->card, 7, a), nb = edge_points(s->ring, 2, b);
    long best = -1;
    float least = 4.0f * s->width;
    for (int i = 0; i < na; i++)
        for (int j = 0; j < nb; j++) {
            long dx = b[j].x - a[i].x, dy = b[j].y - a[i].y, d = dx * dx + dy * dy;
            if ((float)d < least * least || (float)d > s->longest * s->longest || (best >= 0 && d >= best) ||
                !clear(s, a[i], b[j]))
                continue;
            best = d, *from = a[i], *to = b[j];
        }
    if (best >= 0) return true;
    /* Nothing between lets a line from the card through (a die of the centre's first row,
     * with the second row under it): a short arrow from outside pointing in, from the side
     * nearest the card that is clear. */
    float len = 12.0f * s->width;
    for (int j = 0; j < nb; j++) {
        float cx = s->ring.x + s->ring.w / 2.0f, cy = s->ring.y + s->ring.h / 2.0f;
        float dx = b[j].x - cx, dy = b[j].y - cy, d = sqrtf(dx * dx + dy * dy);
        if (d < 1.0f) continue;
        SDL_Point start = {(int)lroundf(b[j].x + dx / d * len), (int)lroundf(b[j].y + dy / d * len)};
        SDL_Point mid = {(s->card.x + s->card.w / 2), (s->card.y + s->card.h / 2)};
        long dm = (long)(start.x - mid.x) * (start.x - mid.x) + (long)(start.y - mid.y) * (start.y - mid.y);
        if (crosses(s->card, start, b[j]) || (best >= 0 && dm >= best) || !clear(s, start, b[j])) continue;
        best = dm, *from = start, *to = b[j];
    }
    return best >= 0;
}

bool coach_arrow(const Coach *c, SDL_Point *from, SDL_Point *to)
{
    SDL_Rect aim[LESSON_AIMS];
    int n = coach_aims(c, aim);
    if (n == 0) return false;
    CoachLayout l;
    coach_layout(c, &l);
    CoachedLook v;
    c->table.look(c->table.table, &v);
    int u = v.unit;
    /* A line from the card reaches what lies beside it; anything further (the market, the
     * palace, the river, the province across the sheet) gets the short arrow at its ring. */
    CoachArrowScene s = {.card = l.card, .ring = grown(aim[0], u / 2), .target = aim[0], .width = (float)u / 2.5f,
                         .longest = (float)(COACH_ARROW_LONGEST * u)};
    /* The table's controls but those the first place is or holds (its ring goes round
     * them) and those under the card (Hint, a thumbnail), and the other places' rings. */
    for (int i = 0; i < v.controls; i++)
        if (!SDL_HasIntersection(&v.control[i], &aim[0]) && !SDL_HasIntersection(&v.control[i], &l.card))
            s.obstacle[s.obstacles++] = v.control[i];
    for (int i = 1; i < n; i++) s.obstacle[s.obstacles++] = grown(aim[i], u / 2);
    return coach_arrow_path(&s, from, to);
}
