/* sheet_layout.c — where every part of a player sheet lies, and what lies under a point.
 *
 * The sheet is designed once on a 160 × 100 unit grid (16:10) and scaled to the rectangle it
 * is given, so the same proportions serve a 160 × 100 thumbnail and a full-screen view:
 *
 *   +--------------------------------------------------------------------------+
 *   | fame track  ----->                            <-----  money track (race) |
 *   +------------------------------+-------------------------------------------+
 *   |          border icons        |  market: coins, tea / silk / spice rows   |
 *   |      +----+----+----+----+   +-------------------------+-----------------+
 *   |      | A1 | A2 | A3 | A4 |   |  palace: upper | lower  | upgrade table   |
 *   |      +----+----+----+----+   |  3 persons × 3 boxes,   |                 |
 *   |      ...  province 4×4       |  column bonuses below   +-----------------+
 *   |                              |                         | karma row       |
 *   +------------------------------+-------------------------+-----------------+
 *   | river: start, 1 … 18 (symbol above, yield below)                         |
 *   +--------------------------------------------------------------------------+
 *
 * Every rectangle is rounded from unit coordinates edge by edge (not by size), so cells that
 * touch in units touch in pixels and never overlap. Hit-testing walks the same rectangles, so
 * the centre of any spot's rectangle maps back to that spot. */
#include "sheet_view.h"

#include "geometry.h"

#include <math.h>

#define SHEET_UNITS_W 160.0f
#define SHEET_UNITS_H 100.0f
/* The border band outside the grid, as a share of a field's side. */
#define BORDER_BAND 0.36f
/* The edge band inside a field, as a share of its side (the outer ~25%). */
#define EDGE_BAND 0.25f

typedef struct {
    float x, y, w, h;
} Box; /* a rectangle in sheet units */

typedef struct {
    float ox, oy, s; /* pixel origin of the sheet and pixels per unit */
} Scale;

/* The blocks of the sheet in units (see the picture above). */
static const Box TRACKS_BOX = {1.5f, 1.5f, 157.0f, 14.5f};
static const Box PROVINCE_BOX = {1.5f, 17.5f, 65.5f, 65.5f};
static const Box MARKET_BOX = {68.5f, 17.5f, 90.0f, 26.5f};
static const Box PALACE_BOX = {68.5f, 45.5f, 57.0f, 37.5f};
static const Box UPGRADE_BOX = {127.0f, 45.5f, 31.5f, 26.0f};
static const Box KARMA_BOX = {127.0f, 73.0f, 31.5f, 10.0f};
static const Box RIVER_BOX = {1.5f, 84.5f, 157.0f, 14.0f};

static int px_x(Scale k, float u) { return (int)lroundf(k.ox + u * k.s); }
static int px_y(Scale k, float u) { return (int)lroundf(k.oy + u * k.s); }

/* Rounds both edges, so neighbours sharing an edge in units share it in pixels. */
static SDL_Rect to_px(Scale k, Box b)
{
    int x0 = px_x(k, b.x), y0 = px_y(k, b.y);
    int x1 = px_x(k, b.x + b.w), y1 = px_y(k, b.y + b.h);
    return (SDL_Rect){x0, y0, x1 - x0 > 0 ? x1 - x0 : 1, y1 - y0 > 0 ? y1 - y0 : 1};
}

/* A square of side `side` centred in a cell. */
static Box square_in(Box cell, float side)
{
    return (Box){cell.x + (cell.w - side) / 2, cell.y + (cell.h - side) / 2, side, side};
}

static float minf(float a, float b) { return a < b ? a : b; }

/* ---- province ---------------------------------------------------------------------- */

static void layout_province(SheetLayout *l, Scale k)
{
    Box b = PROVINCE_BOX;
    float f = minf(b.w, b.h) / (PROVINCE_SIZE + 2 * BORDER_BAND);
    float gx = b.x + (b.w - PROVINCE_SIZE * f) / 2, gy = b.y + (b.h - PROVINCE_SIZE * f) / 2;
    l->province = to_px(k, (Box){gx, gy, PROVINCE_SIZE * f, PROVINCE_SIZE * f});
    for (int i = 0; i < PROVINCE_FIELDS; i++) {
        int row = i / PROVINCE_SIZE, col = i % PROVINCE_SIZE;
        l->field[i] = to_px(k, (Box){gx + col * f, gy + row * f, f, f});
    }
}

/* ---- market: a coin row, then per good a row of [good][tent: slots + bonus]… ------- */

static void layout_market(SheetLayout *l, const Sheet *sh, Scale k)
{
    Box b = MARKET_BOX;
    l->market = to_px(k, b);
    l->slots = sh->slots;
    l->tents = sh->tents;
    float top = 2.2f, coin = 3.2f, bottom = 1.0f, tent_gap = 1.2f, icon_gap = 1.0f;
    float rh = (b.h - top - coin - bottom) / GOOD_COUNT;
    int cols = sh->slots + sh->tents + 1;
    float gaps = icon_gap + tent_gap * (sh->tents > 0 ? sh->tents - 1 : 0);
    float cw = minf(rh, (b.w - 2.0f - gaps) / (float)cols);
    float x0 = b.x + (b.w - (cols * cw + gaps)) / 2;
    for (int g = 0; g < GOOD_COUNT; g++) {
        float y = b.y + top + coin + g * rh;
        float x = x0 + cw + icon_gap;
        int slot = 0;
        for (int t = 0; t < sh->tents; t++) {
            for (; slot <= sh->tent_last[t] && slot < sh->slots; slot++, x += cw)
                l->slot[g][slot] = to_px(k, square_in((Box){x, y, cw, rh}, cw * 0.82f));
            l->tent[g][t] = to_px(k, square_in((Box){x, y, cw, rh}, cw * 0.86f));
            x += cw + tent_gap;
        }
    }
}

/* ---- palace: two areas side by side; a person is a row [picture][box box box] ------- */

static void layout_palace_area(SheetLayout *l, int area, Box a, Scale k)
{
    float rh = a.h / 3.75f; /* three person rows and a shorter column-bonus row */
    float pic = minf(rh, a.w * 0.32f);
    float bw = (a.w - pic - 1.0f) / PALACE_BOXES;
    float side = minf(bw, rh) * 0.78f;
    for (int i = 0; i < 3; i++) {
        int person = area * 3 + i;
        float y = a.y + i * rh;
        l->person[person] = to_px(k, square_in((Box){a.x, y, pic, rh}, pic * 0.9f));
        for (int c = 0; c < PALACE_BOXES; c++) {
            Box cell = {a.x + pic + 1.0f + c * bw, y, bw, rh};
            l->person_box[person][c] = to_px(k, square_in(cell, side));
        }
    }
    for (int c = 0; c < PALACE_BOXES; c++) {
        Box cell = {a.x + pic + 1.0f + c * bw, a.y + 3 * rh, bw, a.h - 3 * rh};
        l->palace_column[area][c] = to_px(k, square_in(cell, minf(bw, cell.h) * 0.84f));
    }
}

static void layout_palace(SheetLayout *l, Scale k)
{
    Box b = PALACE_BOX;
    l->palace = to_px(k, b);
    float top = 2.4f, side = 1.2f, bottom = 0.8f, gap = 2.4f;
    float aw = (b.w - 2 * side - gap) / 2, ah = b.h - top - bottom;
    layout_palace_area(l, 0, (Box){b.x + side, b.y + top, aw, ah}, k);
    layout_palace_area(l, 1, (Box){b.x + side + aw + gap, b.y + top, aw, ah}, k);
}

/* ---- upgrade table: rows per type [type][1][2][3], then the two column bonuses ------ */

static void layout_upgrade(SheetLayout *l, Scale k)
{
    Box b = UPGRADE_BOX;
    float top = 2.4f, bottom = 0.8f, side = 1.2f;
    float rh = (b.h - top - bottom) / (TYPE_COUNT + 1);
    float cw = (b.w - 2 * side) / (UPGRADE_TOP + 1);
    float cell = minf(cw, rh);
    for (int t = 0; t < TYPE_COUNT; t++)
        for (int v = 0; v < UPGRADE_TOP; v++) {
            Box c = {b.x + side + (v + 1) * cw, b.y + top + t * rh, cw, rh};
            float w = minf(cw * 0.9f, cell * 1.25f);
            l->upgrade[t][v] = to_px(k, (Box){c.x + (cw - w) / 2, c.y + rh * 0.08f, w,
                                              rh * 0.84f});
        }
    for (int i = 0; i < 2; i++) {
        Box c = {b.x + side + (i + 2) * cw, b.y + top + TYPE_COUNT * rh, cw, rh};
        l->upgrade_column[i] = to_px(k, square_in(c, cell * 0.92f));
    }
}

/* ---- karma row: [karma icon] then six boxes, bonus icons printed below ------------- */

static void layout_karma(SheetLayout *l, Scale k)
{
    Box b = KARMA_BOX;
    float top = 2.0f, side = 1.2f;
    float cw = (b.w - 2 * side) / (KARMA_BOXES + 1);
    float bh = (b.h - top - 0.6f) * 0.56f;
    float cell = minf(cw, bh);
    for (int i = 0; i < KARMA_BOXES; i++)
        l->karma[i] = to_px(k, square_in((Box){b.x + side + (i + 1) * cw, b.y + top, cw, bh},
                                         cell * 0.9f));
}

/* ---- river: one row of start + fields, each a cell ------------------------------- */

static void layout_river(SheetLayout *l, const Sheet *sh, Scale k)
{
    Box b = RIVER_BOX;
    int n = sh->river_length + 1;
    l->river_length = sh->river_length;
    float pad = 0.8f, gap = 0.35f;
    float cw = (b.w - 2 * pad) / (float)n;
    for (int i = 0; i < n; i++)
        l->river[i] = to_px(k, (Box){b.x + pad + i * cw + gap / 2, b.y + pad, cw - gap,
                                     b.h - 2 * pad});
}

/* ---- tracks: fame grows right from race 0, money grows left from the crossing --------
 * On a common scale where a fame point is two race units and a coin one, the fame bar's end
 * is at 2·fame and the money bar's end at crossing − money: the bars meet exactly when the
 * race position 2·fame + money reaches the crossing (R3.1). */

static void layout_tracks(SheetLayout *l, const Sheet *sh, Scale k)
{
    Box b = TRACKS_BOX;
    int fmax = sh->fame_max, mmax = sh->money_max, cross = sh->crossing;
    l->fame_max = fmax;
    l->money_max = mmax;
    /* Race-unit span: both bars plus room for a label at each free end. */
    float rmin = minf((float)(cross - mmax), -10.0f);
    float rmax = (float)(2 * fmax) > (float)(cross + 9) ? (float)(2 * fmax) : (float)(cross + 9);
    float ku = (b.w - 1.0f) / (rmax - rmin);
    float x0 = b.x + 0.5f - rmin * ku;
    float icon = 3.2f, bar = 3.0f, mid = 2.2f;
    float top = b.y + (b.h - (2 * icon + 2 * bar + mid)) / 2;
    /* Fame field v covers race [2v − 2, 2v]; field 0 is the start box left of race 0. */
    l->fame_track = to_px(k, (Box){x0 - 2 * ku, top + icon, (float)(2 * fmax + 2) * ku, bar});
    /* Money field v covers race [cross − v, cross − v + 1]. */
    l->money_track = to_px(k, (Box){x0 + (float)(cross - mmax) * ku, top + icon + bar + mid,
                                    (float)(mmax + 1) * ku, bar});
}

void sheet_layout(SheetLayout *l, const Sheet *sh, SDL_Rect area)
{
    *l = (SheetLayout){0};
    float s = minf(area.w / SHEET_UNITS_W, area.h / SHEET_UNITS_H);
    float w = s * SHEET_UNITS_W, h = s * SHEET_UNITS_H;
    Scale k = {area.x + (area.w - w) / 2, area.y + (area.h - h) / 2, s};
    l->area = to_px(k, (Box){0, 0, SHEET_UNITS_W, SHEET_UNITS_H});
    layout_province(l, k);
    layout_market(l, sh, k);
    layout_palace(l, k);
    layout_upgrade(l, k);
    layout_karma(l, k);
    layout_river(l, sh, k);
    layout_tracks(l, sh, k);
}

/* ---- spot rectangles ---------------------------------------------------------------- */

/* Cell v of a bar split into n equal cells, from the left (or the right when reversed). */
static SDL_Rect bar_cell(SDL_Rect bar, int n, int v, bool from_right)
{
    int i = from_right ? n - 1 - v : v;
    int x0 = bar.x + (int)((long)bar.w * i / n), x1 = bar.x + (int)((long)bar.w * (i + 1) / n);
    return (SDL_Rect){x0, bar.y, x1 - x0 > 0 ? x1 - x0 : 1, bar.h};
}

static SDL_Rect edge_band(SDL_Rect f, int edge)
{
    int bw = (int)lroundf(f.w * EDGE_BAND), bh = (int)lroundf(f.h * EDGE_BAND);
    switch (edge) {
    case EDGE_N: return (SDL_Rect){f.x, f.y, f.w, bh};
    case EDGE_S: return (SDL_Rect){f.x, f.y + f.h - bh, f.w, bh};
    case EDGE_W: return (SDL_Rect){f.x, f.y, bw, f.h};
    default: return (SDL_Rect){f.x + f.w - bw, f.y, bw, f.h};
    }
}

/* A border bonus icon sits in the band outside the field's edge, centred on it. */
static SDL_Rect border_icon(SDL_Rect f, int edge)
{
    float band = f.w * BORDER_BAND, side = band * 0.9f;
    float cx = f.x + f.w / 2.0f, cy = f.y + f.h / 2.0f;
    float off = f.w / 2.0f + band / 2;
    if (edge == EDGE_N) cy -= off;
    if (edge == EDGE_S) cy += off;
    if (edge == EDGE_W) cx -= off;
    if (edge == EDGE_E) cx += off;
    int x0 = (int)lroundf(cx - side / 2), y0 = (int)lroundf(cy - side / 2);
    int x1 = (int)lroundf(cx + side / 2), y1 = (int)lroundf(cy + side / 2);
    return (SDL_Rect){x0, y0, x1 - x0 > 0 ? x1 - x0 : 1, y1 - y0 > 0 ? y1 - y0 : 1};
}

static bool on_border(int field, int edge) { return field_neighbour(field, edge) < 0; }

SDL_Rect sheet_spot_rect(const SheetLayout *l, Spot s)
{
    SDL_Rect none = {0, 0, 0, 0};
    switch (s.kind) {
    case SPOT_FIELD: return s.a < PROVINCE_FIELDS ? l->field[s.a] : none;
    case SPOT_EDGE:
        return s.a < PROVINCE_FIELDS && s.b < EDGE_COUNT ? edge_band(l->field[s.a], s.b) : none;
    case SPOT_BORDER:
        return s.a < PROVINCE_FIELDS && s.b < EDGE_COUNT && on_border(s.a, s.b)
                   ? border_icon(l->field[s.a], s.b) : none;
    case SPOT_SLOT: return s.a < GOOD_COUNT && s.b < l->slots ? l->slot[s.a][s.b] : none;
    case SPOT_TENT: return s.a < GOOD_COUNT && s.b < l->tents ? l->tent[s.a][s.b] : none;
    case SPOT_RIVER: return s.a <= l->river_length ? l->river[s.a] : none;
    case SPOT_PERSON:
        if (s.a >= PERSON_COUNT || s.b > PALACE_BOXES) return none;
        return s.b == PALACE_BOXES ? l->person[s.a] : l->person_box[s.a][s.b];
    case SPOT_PALACE_COLUMN:
        return s.a < 2 && s.b < PALACE_BOXES ? l->palace_column[s.a][s.b] : none;
    case SPOT_UPGRADE:
        return s.a < TYPE_COUNT && s.b >= 1 && s.b <= UPGRADE_TOP ? l->upgrade[s.a][s.b - 1]
                                                                   : none;
    case SPOT_UPGRADE_COLUMN: return s.a < 2 ? l->upgrade_column[s.a] : none;
    case SPOT_KARMA: return s.a < KARMA_BOXES ? l->karma[s.a] : none;
    case SPOT_FAME:
        return s.a <= l->fame_max ? bar_cell(l->fame_track, l->fame_max + 1, s.a, false) : none;
    case SPOT_MONEY:
        return s.a <= l->money_max ? bar_cell(l->money_track, l->money_max + 1, s.a, true)
                                   : none;
    default: return none;
    }
}

/* ---- hit-testing -------------------------------------------------------------------- */


static Spot spot(int kind, int a, int b) { return (Spot){(uint8_t)kind, (uint8_t)a, (uint8_t)b}; }

/* Inside a field: the nearest edge if the point lies in its band, else the field. */
static Spot field_spot(const SheetLayout *l, int field, int x, int y)
{
    SDL_Rect f = l->field[field];
    int best = -1;
    float best_d = 1e9f;
    for (int e = 0; e < EDGE_COUNT; e++) {
        if (!rect_contains(edge_band(f, e), x, y)) continue;
        float d = e == EDGE_N ? (float)(y - f.y) / f.h
                : e == EDGE_S ? (float)(f.y + f.h - 1 - y) / f.h
                : e == EDGE_W ? (float)(x - f.x) / f.w
                              : (float)(f.x + f.w - 1 - x) / f.w;
        if (d < best_d) best_d = d, best = e;
    }
    return best >= 0 ? spot(SPOT_EDGE, field, best) : spot(SPOT_FIELD, field, 0);
}

static Spot province_spot(const SheetLayout *l, int x, int y)
{
    for (int i = 0; i < PROVINCE_FIELDS; i++) {
        if (rect_contains(l->field[i], x, y)) return field_spot(l, i, x, y);
        for (int e = 0; e < EDGE_COUNT; e++)
            if (on_border(i, e) && rect_contains(border_icon(l->field[i], e), x, y))
                return spot(SPOT_BORDER, i, e);
    }
    return spot(SPOT_NONE, 0, 0);
}

/* The first spot of kind whose rectangle holds the point, over a ≤ na, b ≤ nb. */
static Spot scan(const SheetLayout *l, int kind, int a0, int na, int b0, int nb, int x, int y)
{
    for (int a = a0; a <= na; a++)
        for (int b = b0; b <= nb; b++) {
            Spot s = spot(kind, a, b);
            if (rect_contains(sheet_spot_rect(l, s), x, y)) return s;
        }
    return spot(SPOT_NONE, 0, 0);
}

Spot sheet_spot_at(const SheetLayout *l, int x, int y)
{
    if (!rect_contains(l->area, x, y)) return spot(SPOT_NONE, 0, 0);
    Spot s = province_spot(l, x, y);
    const struct { int kind, a0, na, b0, nb; } parts[] = {
        {SPOT_SLOT, 0, GOOD_COUNT - 1, 0, l->slots - 1},
        {SPOT_TENT, 0, GOOD_COUNT - 1, 0, l->tents - 1},
        {SPOT_RIVER, 0, l->river_length, 0, 0},
        {SPOT_PERSON, 0, PERSON_COUNT - 1, 0, PALACE_BOXES},
        {SPOT_PALACE_COLUMN, 0, 1, 0, PALACE_BOXES - 1},
        {SPOT_UPGRADE, 0, TYPE_COUNT - 1, 1, UPGRADE_TOP},
        {SPOT_UPGRADE_COLUMN, 0, 1, 0, 0},
        {SPOT_KARMA, 0, KARMA_BOXES - 1, 0, 0},
        {SPOT_FAME, 0, l->fame_max, 0, 0},
        {SPOT_MONEY, 0, l->money_max, 0, 0},
    };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0] && s.kind == SPOT_NONE; i++)
        s = scan(l, parts[i].kind, parts[i].a0, parts[i].na, parts[i].b0, parts[i].nb, x, y);
    return s;
}

/* ---- points ------------------------------------------------------------------------- */

SDL_Point sheet_field_centre(const SheetLayout *l, int field)
{
    SDL_Rect f = l->field[field];
    return (SDL_Point){f.x + f.w / 2, f.y + f.h / 2};
}

SDL_Point sheet_edge_point(const SheetLayout *l, int field, int edge)
{
    SDL_Rect f = l->field[field];
    SDL_Point c = sheet_field_centre(l, field);
    switch (edge) {
    case EDGE_N: return (SDL_Point){c.x, f.y};
    case EDGE_S: return (SDL_Point){c.x, f.y + f.h};
    case EDGE_W: return (SDL_Point){f.x, c.y};
    default: return (SDL_Point){f.x + f.w, c.y};
    }
}

/* ---- moving a layout ------------------------------------------------------------------ */

static void shift_rects(SDL_Rect *r, int n, int dx, int dy)
{
    for (int i = 0; i < n; i++) {
        r[i].x += dx;
        r[i].y += dy;
    }
}

void sheet_layout_shift(SheetLayout *l, int dx, int dy)
{
    shift_rects(&l->area, 1, dx, dy);
    shift_rects(&l->province, 1, dx, dy);
    shift_rects(l->field, PROVINCE_FIELDS, dx, dy);
    shift_rects(&l->market, 1, dx, dy);
    for (int g = 0; g < GOOD_COUNT; g++) {
        shift_rects(l->slot[g], MARKET_MAX_SLOTS, dx, dy);
        shift_rects(l->tent[g], MARKET_MAX_TENTS, dx, dy);
    }
    shift_rects(l->river, RIVER_MAX + 1, dx, dy);
    shift_rects(&l->palace, 1, dx, dy);
    shift_rects(l->person, PERSON_COUNT, dx, dy);
    for (int p = 0; p < PERSON_COUNT; p++) shift_rects(l->person_box[p], PALACE_BOXES, dx, dy);
    for (int a = 0; a < 2; a++) shift_rects(l->palace_column[a], PALACE_BOXES, dx, dy);
    for (int t = 0; t < TYPE_COUNT; t++) shift_rects(l->upgrade[t], UPGRADE_TOP, dx, dy);
    shift_rects(l->upgrade_column, 2, dx, dy);
    shift_rects(l->karma, KARMA_BOXES, dx, dy);
    shift_rects(&l->fame_track, 1, dx, dy);
    shift_rects(&l->money_track, 1, dx, dy);
}
