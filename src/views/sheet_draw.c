/* sheet_draw.c — one player's sheet drawn as a printed score sheet with pen marks.
 *
 * Printed parts (frames, fields, icons, numbers) come from the Sheet in muted inks on warm
 * paper; the player's marks come from the Player in their pen colour: road strokes, circled
 * and crossed goods, crossed palace boxes, circled upgrades and karma, river marks and the
 * boat, and the two track bars. A mark that the Player has but decor->before has not is drawn
 * only partly, by decor->pen_progress, so a new mark appears as if being written. Then the
 * decorations: legal spots glow, the hovered spot is outlined, a road preview is drawn.
 *
 * Sizes are in sheet units (1/160 of the sheet's width, see sheet_layout.c) so the drawing
 * scales with the layout; a thumbnail keeps every shape and drops the small print. */
#include "sheet_view.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "style.h"
#include "i18n.h"
#include "terms.h"
#include "type_scale.h"

#define SHEET_UNITS_W 160.0f
#define DRAW_PI 3.14159265f
/* Text smaller than this many pixels is not drawn: it would be a smudge, not print. */
#define MIN_TEXT_PX 7
/* From this many pixels a unit (a sheet 640 pixels wide) up, the print is never smaller
 * than the type scale's least size: the fine print (track numbers, river numbers, the
 * labels of the fields) stays readable on the sheet a table shows large. */
#define FLOOR_FROM_U 4.0f
/* Under grown text the least print grows with it, 5 px a 100 % (16 px at 200 %), up to this
 * many units, so a number or a field's label stays inside its field. */
#define GROWN_PRINT_MAX_U 2.9f

/* ---- palette ------------------------------------------------------------------------ */

static const SDL_Color PAPER = {244, 236, 216, 255};
static const SDL_Color PAPER_LIGHT = {250, 245, 232, 255};
static const SDL_Color PAPER_EDGE = {214, 200, 170, 255};
static const SDL_Color INK = {72, 58, 46, 255};
static const SDL_Color INK_SOFT = {128, 110, 90, 255};
static const SDL_Color INK_FAINT = {196, 182, 156, 255};
static const SDL_Color AS_DRAWN = {255, 255, 255, 255};
static const SDL_Color PROVINCE_INK = {96, 112, 74, 255};
static const SDL_Color MARKET_INK = {160, 112, 48, 255};
static const SDL_Color PALACE_INK = {146, 66, 58, 255};
static const SDL_Color RIVER_INK = {58, 108, 138, 255};
static const SDL_Color WATER = {214, 228, 226, 255};
static const SDL_Color WATER_LIGHT = {232, 240, 236, 255};
static const SDL_Color UPGRADE_INK = {92, 104, 64, 255};
static const SDL_Color KARMA_INK = {112, 82, 128, 255};
static const SDL_Color FAME_INK = {154, 56, 62, 255};
static const SDL_Color MONEY_INK = {170, 124, 38, 255};
static const SDL_Color COIN = {222, 186, 92, 255};
static const SDL_Color GLOW = {236, 176, 34, 255};
static const SDL_Color PREVIEW_OK = {46, 150, 70, 255};
static const SDL_Color PREVIEW_BAD = {200, 52, 44, 255};

/* Field tints by FieldKind, faint enough that pen and icons stay the strongest marks. */
static const SDL_Color FIELD_TINT[] = {
    {246, 240, 226, 255}, /* empty */
    {236, 222, 196, 255}, /* residence */
    {240, 222, 214, 255}, /* temple */
    {226, 226, 228, 255}, /* fort */
    {224, 234, 206, 255}, /* garden */
    {238, 228, 204, 255}, /* tower */
    {242, 226, 196, 255}, /* same-kind market */
    {242, 226, 196, 255}, /* mixed market */
};


/* ---- drawing context ---------------------------------------------------------------- */

typedef struct {
    SDL_Renderer *r;
    Art *art;
    const SheetLayout *l;
    const Sheet *sh;
    const Player *p;
    const Player *was;  /* marks already on paper before this frame's animation */
    float t;            /* pen progress of the new marks, 0..1 */
    SDL_Color pen;
    float u;            /* pixels per sheet unit */
    bool thumb;
    bool print;         /* draw the printed sheet (paper, frames, icons, numbers) */
    bool marks;         /* draw the player's pen marks */
    int *least;         /* the smallest text drawn (SheetDecor.least_px), or NULL */
    const Lang *lang;   /* the words printed on the sheet */
} Ctx;

static SDL_Color alpha(SDL_Color c, int a) { return (SDL_Color){c.r, c.g, c.b, (Uint8)a}; }

static SDL_Color mix(SDL_Color a, SDL_Color b, float k)
{
    return (SDL_Color){(Uint8)(a.r + (b.r - a.r) * k), (Uint8)(a.g + (b.g - a.g) * k),
                       (Uint8)(a.b + (b.b - a.b) * k), 255};
}

static int upx(const Ctx *c, float units) { return (int)lroundf(units * c->u); }

static float upxf(const Ctx *c, float units) { return units * c->u; }

static SDL_Rect inflate(SDL_Rect r, int d) { return (SDL_Rect){r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d}; }

static SDL_Rect rect_union(SDL_Rect a, SDL_Rect b)
{
    SDL_Rect out;
    SDL_UnionRect(&a, &b, &out);
    return out;
}

static float cx_of(SDL_Rect r) { return r.x + r.w / 2.0f; }
static float cy_of(SDL_Rect r) { return r.y + r.h / 2.0f; }
static int side_of(SDL_Rect r) { return r.w < r.h ? r.w : r.h; }
/* The gap kept between print and the rule around its box, so words do not touch a field's edge. */
static int edge_gap(const Ctx *c) { return upx(c, 0.3f) > 1 ? upx(c, 0.3f) : 1; }

/* How much of a mark to draw: 0 if absent, 1 if already there, the pen progress if new. */
static float mark(const Ctx *c, bool now, bool before)
{
    return !c->marks || !now ? 0.0f : before ? 1.0f : c->t;
}

/* ---- print: text, icons, frames ---------------------------------------------------- */

/* The pixel size of print `units` high, raised to the type scale's least size on a
 * sheet large enough to hold it. */
static int print_px(const Ctx *c, float units)
{
    int px = upx(c, units);
    if (c->u < FLOOR_FROM_U) return px;
    int least = TYPE_MIN_PX + (art_style(c->art)->zoom - 100) * 5 / 100, most = (int)(c->u * GROWN_PRINT_MAX_U);
    if (least > most) least = most;
    if (least < TYPE_MIN_PX) least = TYPE_MIN_PX;
    return px < least ? least : px;
}

/* Every word and number printed or penned on the sheet goes through here, so the least
 * size drawn is known (a bonus badge's number is part of its icon, print_bonus). */
static void sheet_text(const Ctx *c, FontFace face, int px, SDL_Color col, int x, int y, int align, const char *s)
{
    if (c->least && (*c->least == 0 || px < *c->least)) *c->least = px;
    art_text(c->art, face, px, col, x, y, align, s);
}

/* Text of height `units`, vertically centred on y. Skipped where it would be illegible. */
static void text_any(const Ctx *c, FontFace face, float units, SDL_Color col, float x, float y,
                     int align, const char *s)
{
    int px = print_px(c, units);
    if (c->thumb || px < MIN_TEXT_PX) return;
    int w = 0, h = 0;
    art_text_size(c->art, face, px, s, &w, &h);
    sheet_text(c, face, px, col, (int)lroundf(x), (int)lroundf(y - h / 2.0f), align, s);
}

/* The room words centred on x (align 1), starting at x (0) or ending at x (2) have in box. */
/* Whether words w × h drawn at (x, y) (their top) as art_text places them (align 0: from x,
 * 1: centred on x, 2: ending at x) keep their letters (the font's height less an eighth above
 * and below) inside box. */
static bool letters_in(SDL_Rect box, int x, int y, int align, int w, int h)
{
    int left = align == 1 ? x - w / 2 : align == 2 ? x - w : x, pad = h / 8;
    return left >= box.x && left + w <= box.x + box.w && y + pad >= box.y && y + h - pad <= box.y + box.h;
}

/* Printed words that belong to a box of the sheet (a field, a river cell, a block's rule, the
 * room beside a track): they stay in it in every language and at every zoom. The size steps
 * down a pixel at a time from the print's size until the words' width fits the box and their
 * letters (the font's height less an eighth above and below) its height around y; words that
 * fit at no legible size (MIN_TEXT_PX) are left out, and the spot's tooltip says them. The box
 * is declared to the text record (text_marks.h), so the text-fit tests hold every such label
 * to its box. */
/* The pixel size, a pixel at a time down from px, at which s drawn at x with its middle at
 * y keeps its letters in box; 0 where it does so at no legible size. w and h are its size
 * there, *top where its top is. */
static int fit_in(const Ctx *c, FontFace face, int px, SDL_Rect box, int x, float y, int align, const char *s, int *w,
                  int *h, int *top)
{
    for (; px >= MIN_TEXT_PX; px--) {
        art_text_size(c->art, face, px, s, w, h);
        *top = (int)lroundf(y - *h / 2.0f);
        if (letters_in(box, x, *top, align, *w, *h)) return px;
    }
    return 0;
}

static void print_in_box(const Ctx *c, FontFace face, float units, SDL_Color col, SDL_Rect box, float x, float y,
                         int align, const char *s)
{
    int px = print_px(c, units), w = 0, h = 0, top = 0, ix = (int)lroundf(x);
    if (!c->print || c->thumb || px < MIN_TEXT_PX || !s[0]) return;
    px = fit_in(c, face, px, box, ix, y, align, s, &w, &h, &top);
    if (px == 0) return;
    text_marks_push(art_text_marks(c->art), box);
    sheet_text(c, face, px, col, ix, top, align, s);
    text_marks_pop(art_text_marks(c->art));
}

/* Printed text: part of the printed sheet. */
static void print_text(const Ctx *c, FontFace face, float units, SDL_Color col, float x, float y,
                       int align, const char *s)
{
    if (c->print) text_any(c, face, units, col, x, y, align, s);
}

/* The icon, or where the art has none, a small ink label so the sheet stays readable. */
static void icon_any(const Ctx *c, const char *name, SDL_Rect rect, SDL_Color tint)
{
    int side = side_of(rect);
    if (side <= 0) return;
    if (art_icon(c->art, name, side)) {
        art_draw_icon(c->art, name, rect, tint);
        return;
    }
    SDL_Rect sq = {rect.x + (rect.w - side) / 2, rect.y + (rect.h - side) / 2, side, side};
    art_fill_round(c->r, inflate(sq, -side / 10), side / 3, alpha(INK_FAINT, 150));
    char label[4] = {0};
    snprintf(label, sizeof label, "%.2s", name);
    int px = side * 2 / 5;
    if (px >= MIN_TEXT_PX && !c->thumb) {
        sheet_text(c, FONT_BOLD, px, INK, (int)cx_of(sq), (int)(cy_of(sq) - px * 0.6f), 1,
                 label);
    }
}

static void print_icon(const Ctx *c, const char *name, SDL_Rect rect, SDL_Color tint)
{
    if (c->print) icon_any(c, name, rect, tint);
}

static const char *bonus_icon_name(Bonus b)
{
    switch (b.kind) {
    case BONUS_PALACE_ANY: return "palace-any";
    case BONUS_PALACE_PERSON: return person_name(b.n);
    default: return bonus_kind_name(b.kind);
    }
}

static bool bonus_has_number(Bonus b)
{
    return b.n > 0 && b.kind != BONUS_PALACE_PERSON && b.kind != BONUS_PALACE_ANY;
}

/* A bonus: its icon, with its number on a small ink badge at the lower right. */
static void print_bonus(const Ctx *c, Bonus b, SDL_Rect rect)
{
    if (!c->print || b.kind == BONUS_NONE) return;
    int side = side_of(rect);
    bool numbered = bonus_has_number(b);
    SDL_Rect icon = rect;
    if (numbered) icon = inflate(rect, -side / 10);
    print_icon(c, bonus_icon_name(b), icon, AS_DRAWN);
    if (!numbered) return;
    /* The badge is part of the icon and scales with it (grown to the print's least size,
     * it would hide the icon it counts); a tooltip says the bonus in words. */
    float rad = side * 0.24f;
    float bx = rect.x + rect.w - rad * 0.9f, by = rect.y + rect.h - rad * 0.9f;
    if (rad * 2 < MIN_TEXT_PX || c->thumb) return;
    SDL_Rect disc = {(int)(bx - rad), (int)(by - rad), (int)(rad * 2), (int)(rad * 2)};
    art_fill_round(c->r, inflate(disc, 1), (int)rad + 1, PAPER_LIGHT);
    art_fill_round(c->r, disc, (int)rad, INK);
    char num[8];
    snprintf(num, sizeof num, "%d", b.n);
    int px = (int)(rad * 1.6f);
    int w = 0, h = 0;
    art_text_size(c->art, FONT_BOLD, px, num, &w, &h);
    art_text(c->art, FONT_BOLD, px, PAPER_LIGHT, (int)lroundf(bx), (int)lroundf(by - h / 2.0f),
             1, num);
}

/* A rounded outline: the border colour, then the fill inset by the border's width. */
static void round_box(const Ctx *c, SDL_Rect rect, int radius, int width, SDL_Color border,
                      SDL_Color fill)
{
    if (!c->print) return;
    art_fill_round(c->r, rect, radius, border);
    art_fill_round(c->r, inflate(rect, -width), radius > width ? radius - width : 0, fill);
}

/* A printed block: light panel, coloured rule, and its title set into the top rule. */
static void print_block(const Ctx *c, SDL_Rect rect, const char *title, SDL_Color ink)
{
    int w = upx(c, 0.28f) > 1 ? upx(c, 0.28f) : 1;
    round_box(c, rect, upx(c, 1.6f), w, mix(ink, PAPER, 0.35f), PAPER_LIGHT);
    int px = print_px(c, 2.2f);
    if (!c->print || c->thumb || px < MIN_TEXT_PX || !title) return;
    /* The title stays on the block's top rule, inside its corners: a long word ("Aufwertungen"
     * under grown text) steps down. */
    int tw = 0, th = 0, x = rect.x + upx(c, 2.5f);
    art_text_size(c->art, FONT_BOLD, px, title, &tw, &th);
    SDL_Rect box = {rect.x + upx(c, 1.6f), rect.y - th, rect.w - 2 * upx(c, 1.6f), 2 * th};
    int top = 0;
    px = fit_in(c, FONT_BOLD, px, box, x, (float)rect.y, 0, title, &tw, &th, &top);
    if (px == 0) return;
    SDL_Rect pad = {x - upx(c, 0.8f), top, tw + upx(c, 1.6f), th};
    art_fill_round(c->r, pad, th / 3, PAPER);
    text_marks_push(art_text_marks(c->art), box);
    sheet_text(c, FONT_BOLD, px, ink, x, top, 0, title);
    text_marks_pop(art_text_marks(c->art));
}

/* ---- pen: strokes, circles and crosses that can be drawn partly --------------------- */

static float pen_width(const Ctx *c, float units)
{
    float w = upxf(c, units);
    return w < 1.2f ? 1.2f : w;
}

static void pen_stroke(const Ctx *c, float x0, float y0, float x1, float y1, float width,
                       float frac, SDL_Color col)
{
    if (frac <= 0.0f) return;
    art_line(c->r, x0, y0, x0 + (x1 - x0) * frac, y0 + (y1 - y0) * frac, width, col);
}

/* A circle that closes as frac goes to 1, started at the top like a hand would. */
static void pen_ring(const Ctx *c, float x, float y, float rad, float width, float frac,
                     SDL_Color col)
{
    if (frac <= 0.0f) return;
    if (frac >= 1.0f) {
        art_circle(c->r, x, y, rad, width, col);
        return;
    }
    int steps = 8 + (int)(frac * 40);
    float a0 = -DRAW_PI / 2;
    for (int i = 0; i < steps; i++) {
        float a = a0 + 2 * DRAW_PI * frac * i / steps, b = a0 + 2 * DRAW_PI * frac * (i + 1) / steps;
        art_line(c->r, x + rad * cosf(a), y + rad * sinf(a), x + rad * cosf(b),
                 y + rad * sinf(b), width, col);
    }
}

/* A cross: the first stroke in the first half of the progress, the second after. */
static void pen_cross(const Ctx *c, float x, float y, float half, float width, float frac,
                      SDL_Color col)
{
    if (frac <= 0.0f) return;
    if (frac >= 1.0f) {
        art_cross(c->r, x, y, half, width, col);
        return;
    }
    float f1 = frac * 2 > 1 ? 1 : frac * 2, f2 = frac * 2 - 1;
    pen_stroke(c, x - half, y - half, x + half, y + half, width, f1, col);
    pen_stroke(c, x + half, y - half, x - half, y + half, width, f2, col);
}

static void pen_ring_rect(const Ctx *c, SDL_Rect r, float grow, float frac)
{
    if (!c->marks) return;
    pen_ring(c, cx_of(r), cy_of(r), side_of(r) * 0.5f + upxf(c, grow), pen_width(c, 0.42f),
             frac, c->pen);
}

static void pen_cross_rect(const Ctx *c, SDL_Rect r, float frac)
{
    if (!c->marks) return;
    pen_cross(c, cx_of(r), cy_of(r), side_of(r) * 0.36f, pen_width(c, 0.48f), frac, c->pen);
}

/* ---- province ----------------------------------------------------------------------- */

static float field_unit(const Ctx *c) { return (float)c->l->field[0].w; }

static const char *field_icon_name(const Field *f)
{
    switch (f->kind) {
    case FIELD_RESIDENCE: return "residence";
    case FIELD_TEMPLE: return "temple";
    case FIELD_FORT: return "fort";
    case FIELD_GARDEN: return "garden";
    case FIELD_TOWER: return "tower";
    case FIELD_MARKET_SAME: return "market-same";
    case FIELD_MARKET_MIXED: return "market-mixed";
    default: return NULL;
    }
}

/* A market shows what it sells at opening: n goods of one kind, or n different kinds. */
static void print_market_field(const Ctx *c, const Field *f, SDL_Rect fr)
{
    const Lang *lang = c->lang;
    float fw = (float)fr.w;
    int gs = (int)(fw * 0.2f);
    float y = fr.y + fw * 0.62f;
    for (int i = 0; i < f->n && i < 3; i++) {
        int good = f->kind == FIELD_MARKET_SAME ? GOOD_TEA : i;
        float x = fr.x + fw * 0.5f + (i - (f->n - 1) / 2.0f) * gs * 1.05f;
        SDL_Rect g = {(int)(x - gs / 2.0f), (int)(y - gs / 2.0f), gs, gs};
        print_icon(c, good_name(good), g, AS_DRAWN);
    }
    char label[48];
    /* TRANSLATORS: small print in a market field: it buys n goods of one kind / of different kinds. */
    snprintf(label, sizeof label, f->kind == FIELD_MARKET_SAME ? _("same %d") : _("mixed %d"), f->n);
    print_in_box(c, FONT_BOLD, 1.5f, MARKET_INK, inflate(fr, -edge_gap(c)), cx_of(fr), fr.y + fw * 0.82f, 1, label);
    SDL_Rect stall = {fr.x + (int)(fw * 0.32f), fr.y + (int)(fw * 0.1f), (int)(fw * 0.36f),
                      (int)(fw * 0.36f)};
    print_icon(c, field_icon_name(f), stall, AS_DRAWN);
}

static void print_field(const Ctx *c, int i)
{
    const Field *f = &c->sh->field[i];
    SDL_Rect fr = c->l->field[i];
    if (!c->print) return;
    SDL_SetRenderDrawColor(c->r, FIELD_TINT[f->kind].r, FIELD_TINT[f->kind].g,
                           FIELD_TINT[f->kind].b, 255);
    SDL_RenderFillRect(c->r, &fr);
    char name[3];
    field_name(i, name);
    print_in_box(c, FONT_REGULAR, 1.4f, INK_SOFT, fr, fr.x + upxf(c, 0.6f), fr.y + upxf(c, 1.2f), 0, name);
    if (f->kind == FIELD_MARKET_SAME || f->kind == FIELD_MARKET_MIXED) {
        print_market_field(c, f, fr);
        return;
    }
    const char *icon = field_icon_name(f);
    if (!icon) return;
    print_icon(c, icon, inflate(fr, -(int)(fr.w * 0.24f)), AS_DRAWN);
}

static void print_grid(const Ctx *c)
{
    SDL_Rect g = c->l->province;
    float w = pen_width(c, 0.18f);
    if (!c->print) return;
    for (int i = 1; i < PROVINCE_SIZE; i++) {
        float x = (float)c->l->field[i].x, y = (float)c->l->field[i * PROVINCE_SIZE].y;
        art_line(c->r, x, (float)g.y, x, (float)(g.y + g.h), w, alpha(PROVINCE_INK, 120));
        art_line(c->r, (float)g.x, y, (float)(g.x + g.w), y, w, alpha(PROVINCE_INK, 120));
    }
    int fw = upx(c, 0.35f) > 1 ? upx(c, 0.35f) : 1;
    art_frame(c->r, inflate(g, fw), fw, PROVINCE_INK);
}

/* Road strokes from the field's centre to each edge of mask; edges in `old` are whole. */
static void draw_road(const Ctx *c, int field, int mask, int old, SDL_Color col, float width)
{
    SDL_Point m = sheet_field_centre(c->l, field);
    for (int e = 0; e < EDGE_COUNT; e++) {
        if (!(mask & (1 << e))) continue;
        SDL_Point p = sheet_edge_point(c->l, field, e);
        float frac = (old & (1 << e)) ? 1.0f : c->t;
        pen_stroke(c, (float)m.x, (float)m.y, (float)p.x, (float)p.y, width, frac, col);
    }
}

static float road_width(const Ctx *c) { return field_unit(c) * 0.1f < 1.5f ? 1.5f : field_unit(c) * 0.1f; }

static void draw_roads(const Ctx *c)
{
    int res = c->sh->residence;
    if (c->print) draw_road(c, res, c->sh->residence_roads, 0xF, INK, road_width(c));
    if (!c->marks) return;
    for (int i = 0; i < PROVINCE_FIELDS; i++) {
        int mine = c->p->road[i] & ~(i == res ? c->sh->residence_roads : 0);
        draw_road(c, i, mine, c->was->road[i], c->pen, road_width(c));
    }
}

static SDL_Rect border_rect(const Ctx *c, int field, int edge)
{
    return sheet_spot_rect(c->l, (Spot){SPOT_BORDER, (uint8_t)field, (uint8_t)edge});
}

static bool border_bit(const Player *p, int field, int edge)
{
    return (p->border_reached >> (field * EDGE_COUNT + edge)) & 1u;
}

static void draw_borders(const Ctx *c)
{
    for (int i = 0; i < PROVINCE_FIELDS; i++)
        for (int e = 0; e < EDGE_COUNT; e++) {
            Bonus b = c->sh->border[i][e];
            if (field_neighbour(i, e) >= 0 || b.kind == BONUS_NONE) continue;
            SDL_Rect r = border_rect(c, i, e);
            print_bonus(c, b, r);
            pen_ring_rect(c, r, 0.2f, mark(c, border_bit(c->p, i, e), border_bit(c->was, i, e)));
        }
}

static void draw_province(const Ctx *c)
{
    const Lang *lang = c->lang;
    int band = (int)lroundf(field_unit(c) * 0.36f);
    print_block(c, inflate(c->l->province, band), _("Province"), PROVINCE_INK);
    for (int i = 0; i < PROVINCE_FIELDS; i++) print_field(c, i);
    print_grid(c);
    draw_borders(c);
    draw_roads(c);
}

/* ---- market ------------------------------------------------------------------------- */

static int tent_first(const Sheet *sh, int t) { return t == 0 ? 0 : sh->tent_last[t - 1] + 1; }

static SDL_Rect good_icon_rect(const Ctx *c, int g)
{
    SDL_Rect s0 = c->l->slot[g][0], s1 = c->l->slot[g][1];
    int pitch = s1.x - s0.x;
    SDL_Rect r = inflate(s0, side_of(s0) / 10);
    r.x -= pitch + upx(c, 1.0f);
    return r;
}

static void print_coins(const Ctx *c)
{
    if (!c->print) return;
    for (int s = 0; s < c->l->slots; s++) {
        SDL_Rect sl = c->l->slot[0][s];
        float rad = side_of(sl) * 0.3f, x = cx_of(sl), y = sl.y - upxf(c, 2.1f);
        SDL_Rect d = {(int)(x - rad), (int)(y - rad), (int)(rad * 2), (int)(rad * 2)};
        art_fill_round(c->r, d, (int)rad, COIN);
        char num[8];
        snprintf(num, sizeof num, "%d", c->sh->coin[s]);
        print_text(c, FONT_BOLD, 1.7f, INK, x, y, 1, num);
    }
}

static bool tent_done(const Player *p, const Sheet *sh, int g, int t)
{
    return p->goods_crossed[g] > sh->tent_last[t];
}

static void print_tents(const Ctx *c, int g)
{
    for (int t = 0; t < c->l->tents; t++) {
        SDL_Rect box = rect_union(c->l->slot[g][tent_first(c->sh, t)], c->l->tent[g][t]);
        box = inflate(box, upx(c, 0.5f));
        round_box(c, box, box.h / 2, upx(c, 0.2f) > 1 ? upx(c, 0.2f) : 1, alpha(MARKET_INK, 150),
                  mix(MARKET_INK, PAPER_LIGHT, 0.88f));
        print_bonus(c, c->sh->tent_bonus[g][t], c->l->tent[g][t]);
    }
}

static void draw_market_row(const Ctx *c, int g)
{
    print_icon(c, good_name(g), good_icon_rect(c, g), AS_DRAWN);
    print_tents(c, g);
    for (int s = 0; s < c->l->slots; s++) {
        SDL_Rect sl = c->l->slot[g][s];
        round_box(c, sl, sl.w / 2, upx(c, 0.2f) > 1 ? upx(c, 0.2f) : 1, INK_SOFT, PAPER_LIGHT);
        print_icon(c, good_name(g), inflate(sl, -sl.w / 6), alpha(AS_DRAWN, 120));
        pen_ring_rect(c, sl, 0.1f, mark(c, s < c->p->goods_circled[g], s < c->was->goods_circled[g]));
        pen_cross_rect(c, sl, mark(c, s < c->p->goods_crossed[g], s < c->was->goods_crossed[g]));
    }
    for (int t = 0; t < c->l->tents; t++)
        pen_ring_rect(c, c->l->tent[g][t], 0.15f,
                      mark(c, tent_done(c->p, c->sh, g, t), tent_done(c->was, c->sh, g, t)));
}

static void draw_market(const Ctx *c)
{
    const Lang *lang = c->lang;
    print_block(c, c->l->market, _("Market"), MARKET_INK);
    print_coins(c);
    for (int g = 0; g < GOOD_COUNT; g++) draw_market_row(c, g);
}

/* ---- palace ------------------------------------------------------------------------- */

static bool column_done(const Player *p, int area, int col)
{
    for (int i = 0; i < 3; i++)
        if (p->palace[area * 3 + i] <= col) return false;
    return true;
}

static void draw_person(const Ctx *c, int person)
{
    SDL_Rect pic = c->l->person[person];
    print_icon(c, person_name(person), pic, AS_DRAWN);
    for (int b = 0; b < PALACE_BOXES; b++) {
        SDL_Rect bx = c->l->person_box[person][b];
        round_box(c, bx, upx(c, 0.6f), upx(c, 0.22f) > 1 ? upx(c, 0.22f) : 1,
                  alpha(PALACE_INK, 200), PAPER_LIGHT);
        pen_cross_rect(c, bx, mark(c, b < c->p->palace[person], b < c->was->palace[person]));
    }
}

static void draw_palace_area(const Ctx *c, int area)
{
    SDL_Rect top = c->l->person[area * 3], bottom = c->l->palace_column[area][PALACE_BOXES - 1];
    SDL_Rect panel = inflate(rect_union(top, bottom), upx(c, 0.7f));
    if (c->print) art_fill_round(c->r, panel, upx(c, 1.2f), mix(PALACE_INK, PAPER_LIGHT, 0.9f));
    for (int i = 0; i < 3; i++) draw_person(c, area * 3 + i);
    for (int col = 0; col < PALACE_BOXES; col++) {
        SDL_Rect r = c->l->palace_column[area][col];
        SDL_Rect above = c->l->person_box[area * 3 + 2][col];
        float x = cx_of(r);
        if (c->print)
            art_line(c->r, x, (float)(above.y + above.h + upx(c, 0.4f)), x, (float)(r.y - upx(c, 0.2f)),
                 pen_width(c, 0.15f), alpha(PALACE_INK, 140));
        print_bonus(c, c->sh->palace_column[area][col], r);
        pen_ring_rect(c, r, 0.1f, mark(c, column_done(c->p, area, col), column_done(c->was, area, col)));
    }
}

static void draw_palace(const Ctx *c)
{
    const Lang *lang = c->lang;
    print_block(c, c->l->palace, _("Palace"), PALACE_INK);
    draw_palace_area(c, 0);
    draw_palace_area(c, 1);
}

/* ---- upgrade table and karma row ---------------------------------------------------- */

static SDL_Rect right_column(const Ctx *c)
{
    int x0 = c->l->palace.x + c->l->palace.w + upx(c, 1.5f);
    int x1 = c->l->market.x + c->l->market.w;
    return (SDL_Rect){x0, c->l->palace.y, x1 - x0, c->l->palace.h};
}

static SDL_Rect karma_block(const Ctx *c)
{
    SDL_Rect col = right_column(c);
    int y0 = c->l->karma[0].y - upx(c, 2.0f) + (c->l->karma[0].h - side_of(c->l->karma[0])) / 2;
    y0 = c->l->karma[0].y - upx(c, 2.2f);
    return (SDL_Rect){col.x, y0, col.w, col.y + col.h - y0};
}

static bool all_types_at(const Player *p, int v)
{
    for (int t = 0; t < TYPE_COUNT; t++)
        if (p->upgrade[t] < v) return false;
    return true;
}

static void draw_upgrade_row(const Ctx *c, int type)
{
    SDL_Rect v1 = c->l->upgrade[type][0], v2 = c->l->upgrade[type][1];
    SDL_Rect icon = {v1.x - (v2.x - v1.x), v1.y, v1.h, v1.h};
    icon.x += (v1.w - v1.h) / 2;
    print_icon(c, type_name(type), inflate(icon, upx(c, 0.2f)), AS_DRAWN);
    for (int v = 1; v <= UPGRADE_TOP; v++) {
        SDL_Rect cell = c->l->upgrade[type][v - 1];
        round_box(c, cell, upx(c, 0.6f), upx(c, 0.2f) > 1 ? upx(c, 0.2f) : 1,
                  alpha(UPGRADE_INK, 170), PAPER_LIGHT);
        char num[4];
        snprintf(num, sizeof num, "%d", v);
        print_in_box(c, FONT_BOLD, 2.2f, v == 1 ? INK_SOFT : UPGRADE_INK, cell, cx_of(cell), cy_of(cell), 1, num);
        /* Value 1 is printed as already marked (R1.4); 2 and 3 are the player's circles. */
        if (v == 1) {
            if (c->print)
                pen_ring(c, cx_of(cell), cy_of(cell), side_of(cell) * 0.42f, pen_width(c, 0.25f), 1.0f,
                     alpha(INK_SOFT, 200));
            continue;
        }
        pen_ring(c, cx_of(cell), cy_of(cell), side_of(cell) * 0.46f, pen_width(c, 0.42f),
                 mark(c, c->p->upgrade[type] >= v, c->was->upgrade[type] >= v), c->pen);
    }
}

static void draw_upgrades(const Ctx *c)
{
    const Lang *lang = c->lang;
    SDL_Rect col = right_column(c), kb = karma_block(c);
    SDL_Rect block = {col.x, col.y, col.w, kb.y - upx(c, 1.5f) - col.y};
    print_block(c, block, _("Upgrades"), UPGRADE_INK);
    for (int t = 0; t < TYPE_COUNT; t++) draw_upgrade_row(c, t);
    for (int i = 0; i < 2; i++) {
        SDL_Rect r = c->l->upgrade_column[i];
        print_bonus(c, c->sh->upgrade_column[i], r);
        pen_ring_rect(c, r, 0.1f, mark(c, all_types_at(c->p, i + 2), all_types_at(c->was, i + 2)));
    }
    SDL_Rect first = c->l->upgrade[0][0], last = c->l->upgrade_column[0];
    /* Its room: the block's row of the column bonuses, left of them. */
    SDL_Rect room = {col.x + edge_gap(c), last.y, last.x - edge_gap(c) - col.x - edge_gap(c), last.h};
    /* TRANSLATORS: small print beside the upgrade columns' bonuses: "all at 2", "all at 3". */
    print_in_box(c, FONT_REGULAR, 1.5f, INK_SOFT, room, cx_of(first), cy_of(last), 1, _("all at"));
}

static void draw_karma(const Ctx *c)
{
    const Lang *lang = c->lang;
    print_block(c, karma_block(c), _("Karma"), KARMA_INK);
    SDL_Rect k0 = c->l->karma[0], k1 = c->l->karma[1];
    SDL_Rect icon = k0;
    icon.x -= k1.x - k0.x;
    print_icon(c, "karma", inflate(icon, upx(c, 0.3f)), AS_DRAWN);
    for (int i = 0; i < KARMA_BOXES; i++) {
        SDL_Rect k = c->l->karma[i];
        round_box(c, k, k.w / 2, upx(c, 0.2f) > 1 ? upx(c, 0.2f) : 1, alpha(KARMA_INK, 190),
                  PAPER_LIGHT);
        SDL_Rect under = {k.x, k.y + k.h + upx(c, 0.4f), k.w, k.w};
        under = inflate(under, -upx(c, 0.3f));
        print_bonus(c, c->sh->karma_box[i], under);
        pen_ring_rect(c, k, 0.05f, mark(c, i < c->p->karma_circled, i < c->was->karma_circled));
        pen_cross_rect(c, k, mark(c, i < c->p->karma_crossed, i < c->was->karma_crossed));
    }
}

/* ---- river -------------------------------------------------------------------------- */

static bool river_bit(const Player *p, int f) { return (p->river_marked >> f) & 1u; }

static void print_yield(const Ctx *c, const Yield *y, SDL_Rect cell)
{
    if (y->count == 0) return;
    float size = cell.w * (y->count == 1 ? 0.5f : y->count == 2 ? 0.46f : 0.32f);
    float total = size * y->count, x0 = cx_of(cell) - total / 2;
    float top = cell.y + cell.h * 0.7f - size / 2;
    for (int i = 0; i < y->count; i++) {
        SDL_Rect r = {(int)(x0 + i * size), (int)top, (int)size, (int)size};
        print_bonus(c, y->part[i], r);
    }
}

static void draw_river_field(const Ctx *c, int f, int position, int was_position)
{
    const Lang *lang = c->lang;
    SDL_Rect cell = c->l->river[f];
    if (c->print)
        art_fill_round(c->r, cell, upx(c, 1.0f), f == 0 ? mix(RIVER_INK, PAPER_LIGHT, 0.75f) : WATER_LIGHT);
    float sym = cell.w * 0.5f;
    SDL_Rect s = {(int)(cx_of(cell) - sym / 2), (int)(cell.y + cell.h * 0.3f - sym / 2), (int)sym,
                  (int)sym};
    char num[8];
    snprintf(num, sizeof num, "%d", f);
    /* The field's number sits on its corner, the same two digits in every language. */
    print_text(c, FONT_REGULAR, 1.3f, RIVER_INK, cell.x + upxf(c, 0.5f), cell.y + upxf(c, 1.0f), 0, f == 0 ? "" : num);
    if (f == 0) {
        print_in_box(c, FONT_BOLD, 1.5f, RIVER_INK, cell, cx_of(cell), cell.y + cell.h * 0.75f, 1, _("start"));
    } else {
        print_icon(c, symbol_name(c->sh->river_symbol[f]), s, AS_DRAWN);
        print_yield(c, &c->sh->river_yield[f], cell);
        pen_ring(c, cx_of(s), cy_of(s), sym * 0.62f, pen_width(c, 0.42f),
                 mark(c, river_bit(c->p, f), river_bit(c->was, f)), c->pen);
    }
    if (f != position || !c->marks) return;
    /* The boat is drawn fully at its new place once the pen has marked the field. */
    if (f != was_position && c->t < 1.0f) return;
    SDL_Rect boat = {(int)(cx_of(cell) - sym * 0.55f), (int)(cell.y + cell.h * 0.3f - sym * 0.55f),
                     (int)(sym * 1.1f), (int)(sym * 1.1f)};
    if (f != 0) boat = (SDL_Rect){cell.x + cell.w - (int)(sym * 0.7f), cell.y - (int)(sym * 0.25f),
                                  (int)(sym * 0.8f), (int)(sym * 0.8f)};
    icon_any(c, "boat", boat, c->pen);
}

static void draw_river(const Ctx *c)
{
    int n = c->l->river_length;
    SDL_Rect block = inflate(rect_union(c->l->river[0], c->l->river[n]), upx(c, 0.8f));
    round_box(c, block, upx(c, 1.6f), upx(c, 0.28f) > 1 ? upx(c, 0.28f) : 1,
              mix(RIVER_INK, PAPER, 0.35f), WATER);
    int pos = game_river_position(c->p), was = game_river_position(c->was);
    for (int f = 0; f <= n; f++) draw_river_field(c, f, pos, was);
}

/* ---- tracks ------------------------------------------------------------------------- */

typedef struct {
    SDL_Rect bar;
    int max;
    bool from_right;
    int kind;  /* SPOT_FAME / SPOT_MONEY */
} Track;

static SDL_Rect track_cell(const Ctx *c, const Track *t, int v)
{
    return sheet_spot_rect(c->l, (Spot){(uint8_t)t->kind, (uint8_t)v, 0});
}

/* The filled part up to value v (cells 1..v), growing away from the start. */
static void fill_track(const Ctx *c, const Track *t, float v)
{
    if (!c->marks || v <= 0.0f) return;
    int whole = (int)v;
    SDL_Rect a = track_cell(c, t, 1), b = track_cell(c, t, whole > 0 ? whole : 1);
    float cw = (float)a.w, extra = (v - whole) * cw;
    SDL_Rect f = rect_union(a, b);
    if (whole == 0) f.w = 0;
    if (t->from_right) f.x -= (int)extra;
    f.w += (int)extra;
    f = inflate(f, -upx(c, 0.35f));
    f.x += upx(c, 0.35f), f.w -= 2 * upx(c, 0.35f) > f.w ? 0 : 0;
    art_fill_round(c->r, f, f.h / 3, alpha(c->pen, 150));
}

static void print_track(const Ctx *c, const Track *t, const TrackBonus *tb, int count, bool above,
                        SDL_Color ink, int every)
{
    if (!c->print) return;
    round_box(c, inflate(t->bar, upx(c, 0.2f)), upx(c, 0.8f), upx(c, 0.2f) > 1 ? upx(c, 0.2f) : 1,
              alpha(ink, 200), PAPER_LIGHT);
    for (int i = 0; i < count; i++) {
        SDL_Rect cell = track_cell(c, t, tb[i].at);
        SDL_SetRenderDrawColor(c->r, mix(ink, PAPER_LIGHT, 0.7f).r, mix(ink, PAPER_LIGHT, 0.7f).g,
                               mix(ink, PAPER_LIGHT, 0.7f).b, 255);
        SDL_RenderFillRect(c->r, &cell);
        float size = upxf(c, 3.0f);
        float y = above ? t->bar.y - size - upxf(c, 0.35f) : t->bar.y + t->bar.h + upxf(c, 0.35f);
        SDL_Rect icon = {(int)(cx_of(cell) - size / 2), (int)y, (int)size, (int)size};
        print_bonus(c, tb[i].bonus, icon);
    }
    for (int v = 1; v <= t->max; v++) {
        SDL_Rect cell = track_cell(c, t, v);
        float x = t->from_right ? (float)(cell.x + cell.w) : (float)cell.x;
        bool major = v % every == 0;
        if (major || cell.w >= upx(c, 2.0f))
            art_line(c->r, x, (float)(t->bar.y + (major ? 0 : t->bar.h / 2)), x,
                     (float)(t->bar.y + t->bar.h), 1.0f, alpha(ink, major ? 160 : 70));
    }
}

/* The numbers stay readable over the pen's fill, so they are drawn with the marks. */
static void print_track_numbers(const Ctx *c, const Track *t, SDL_Color ink, int every)
{
    if (!c->marks) return;
    for (int v = every; v <= t->max; v += every) {
        SDL_Rect cell = track_cell(c, t, v);
        char num[16];
        snprintf(num, sizeof num, "%d", v);
        float x = t->from_right ? (float)cell.x + upxf(c, 0.3f) : (float)(cell.x + cell.w) - upxf(c, 0.3f);
        text_any(c, FONT_REGULAR, 1.6f, ink, x, cy_of(cell), t->from_right ? 0 : 2, num);
    }
}

/* The race bar between the tracks: 2·fame + money against the crossing value (R3.1). */
static void draw_race(const Ctx *c, const Track *fame, const Track *money, float f, float m)
{
    SDL_Rect f1 = track_cell(c, fame, 1), m0 = track_cell(c, money, 0);
    float unit = f1.w / 2.0f;                   /* pixels per race point */
    float x0 = (float)f1.x, xc = (float)m0.x;   /* race 0 and the crossing */
    int y = fame->bar.y + fame->bar.h + upx(c, 0.55f), h = money->bar.y - upx(c, 0.55f) - y;
    if (h < 1) h = 1;
    SDL_Rect track = {(int)x0, y, (int)(xc - x0), h};
    float race = 2 * f + m, end = x0 + race * unit;
    SDL_Rect done = {(int)x0, y, (int)(end - x0), h};
    float top = (float)fame->bar.y - upxf(c, 0.3f), bottom = (float)(money->bar.y + money->bar.h) + upxf(c, 0.3f);
    if (c->print) {
        art_fill_round(c->r, track, h / 2, alpha(INK_FAINT, 160));
        art_line(c->r, xc, top, xc, bottom, pen_width(c, 0.3f), alpha(INK, 200));
    }
    if (c->marks && done.w > 0) art_fill_round(c->r, done, h / 2, alpha(c->pen, 200));
}

static void print_track_label(const Ctx *c, SDL_Rect bar_end, bool left, const char *icon,
                              const char *word, int value, SDL_Color ink)
{
    float size = upxf(c, 4.6f);
    float x = left ? bar_end.x - upxf(c, 0.8f) - size : (float)(bar_end.x + bar_end.w) + upxf(c, 0.8f);
    SDL_Rect r = {(int)x, (int)(cy_of(bar_end) - size / 2), (int)size, (int)size};
    print_icon(c, icon, r, AS_DRAWN);
    float tx = left ? x - upxf(c, 0.6f) : x + size + upxf(c, 0.6f);
    /* The word stays on the sheet: grown print ("Ruhm" at 200 % in 1024×640) steps down
     * to what the room between the symbol and the sheet's edge holds. */
    SDL_Rect a = c->l->area;
    int ix = (int)lroundf(tx);
    SDL_Rect room = left ? (SDL_Rect){a.x, a.y, ix - a.x, a.h} : (SDL_Rect){ix, a.y, a.x + a.w - ix, a.h};
    print_in_box(c, FONT_BOLD, 1.8f, ink, room, tx, cy_of(bar_end) - upxf(c, 1.2f), left ? 2 : 0, word);
    char num[8];
    snprintf(num, sizeof num, "%d", value);
    if (c->marks) text_any(c, FONT_HAND, 2.8f, c->pen, tx, cy_of(bar_end) + upxf(c, 1.3f), left ? 2 : 0, num);
}

static float animated(const Ctx *c, int now, int before)
{
    return before >= now ? (float)now : before + (now - before) * c->t;
}

static void draw_tracks(const Ctx *c)
{
    const Lang *lang = c->lang;
    Track fame = {c->l->fame_track, c->l->fame_max, false, SPOT_FAME};
    Track money = {c->l->money_track, c->l->money_max, true, SPOT_MONEY};
    print_track(c, &fame, c->sh->fame_track, c->sh->fame_bonuses, true, FAME_INK, 5);
    print_track(c, &money, c->sh->money_track, c->sh->money_bonuses, false, MONEY_INK, 10);
    float f = animated(c, c->p->fame, c->was->fame), m = animated(c, c->p->money, c->was->money);
    fill_track(c, &fame, f);
    fill_track(c, &money, m);
    print_track_numbers(c, &fame, FAME_INK, 5);
    print_track_numbers(c, &money, MONEY_INK, 10);
    draw_race(c, &fame, &money, f, m);
    print_track_label(c, track_cell(c, &fame, 0), true, "fame", _("Fame"), c->p->fame, FAME_INK);
    print_track_label(c, track_cell(c, &money, 0), false, "money", _("Money"), c->p->money, MONEY_INK);
}

/* ---- decorations -------------------------------------------------------------------- */

static void glow_spot(const Ctx *c, Spot s, bool strong)
{
    SDL_Rect r = sheet_spot_rect(c->l, s);
    if (r.w <= 0) return;
    if (s.kind == SPOT_EDGE) {
        SDL_Point m = sheet_field_centre(c->l, s.a), e = sheet_edge_point(c->l, s.a, s.b);
        art_line(c->r, (float)m.x, (float)m.y, (float)e.x, (float)e.y, road_width(c) * (strong ? 1.3f : 1.0f),
                 alpha(GLOW, strong ? 220 : 110));
        return;
    }
    int grow = s.kind == SPOT_FIELD ? -upx(c, 0.3f) : upx(c, 0.35f);
    SDL_Rect g = inflate(r, grow);
    int w = strong ? (upx(c, 0.5f) > 2 ? upx(c, 0.5f) : 2) : (upx(c, 0.3f) > 1 ? upx(c, 0.3f) : 1);
    if (!strong) art_fill_round(c->r, g, upx(c, 0.6f), alpha(GLOW, 60));
    if (!strong && art_style(c->art)->high_contrast) {
        /* High contrast: a solid gold band twice as wide, edged in black, on any paper. */
        art_frame(c->r, g, 2 * w + 2, (SDL_Color){0, 0, 0, 255});
        art_frame(c->r, inflate(g, -1), 2 * w, (SDL_Color){255, 196, 0, 255});
        return;
    }
    art_frame(c->r, g, w, alpha(strong ? mix(GLOW, INK, 0.25f) : GLOW, strong ? 255 : 190));
}

static void draw_decor(const Ctx *c, const SheetDecor *d)
{
    if (d->legal)
        for (int i = 0; i < d->legal->count; i++) glow_spot(c, d->legal->spot[i], false);
    if (d->preview_field >= 0 && d->preview_field < PROVINCE_FIELDS) {
        SDL_Color col = alpha(d->preview_ok ? PREVIEW_OK : PREVIEW_BAD, 210);
        Ctx whole = *c;
        whole.t = 1.0f;
        draw_road(&whole, d->preview_field, d->preview_edges, 0xF, col, road_width(c));
    }
    if (d->hover.kind != SPOT_NONE) glow_spot(c, d->hover, true);
}

/* ---- the sheet ---------------------------------------------------------------------- */

static void draw_paper(const Ctx *c)
{
    SDL_Rect a = c->l->area;
    if (!c->print) return;
    art_fill_round(c->r, a, upx(c, 2.0f), PAPER_EDGE);
    art_fill_round(c->r, inflate(a, -1), upx(c, 2.0f), PAPER);
}

void sheet_draw_layers(const Lang *lang, SDL_Renderer *r, Art *art, const SheetLayout *l, const Sheet *sh,
                       const Player *p, const SheetDecor *decor, unsigned layers)
{
    static const SheetDecor plain = {{0, 0, 0, 255}, NULL, 1.0f, NULL, {0, 0, 0}, -1, 0, true, false, NULL};
    const SheetDecor *d = decor ? decor : &plain;
    float t = d->pen_progress < 0 ? 0 : d->pen_progress > 1 ? 1 : d->pen_progress;
    Ctx c = {r, art, l, sh, p, d->before ? d->before : p, d->before ? t : 1.0f, d->pen,
             l->area.w / SHEET_UNITS_W, d->thumbnail, (layers & SHEET_PRINT) != 0,
             (layers & SHEET_MARKS) != 0, d->least_px, lang};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    /* One pass a layer, so a sheet drawn whole and one put together from kept layers are
     * the same picture. */
    for (int pass = 0; pass < 2; pass++) {
        Ctx one = c;
        one.print = pass == 0 && c.print;
        one.marks = pass == 1 && c.marks;
        if (!one.print && !one.marks) continue;
        draw_paper(&one);
        draw_tracks(&one);
        draw_province(&one);
        draw_market(&one);
        draw_palace(&one);
        draw_upgrades(&one);
        draw_karma(&one);
        draw_river(&one);
    }
    if (layers & SHEET_DECOR) draw_decor(&c, d);
}

void sheet_draw(const Lang *lang, SDL_Renderer *r, Art *art, const SheetLayout *l, const Sheet *sh,
                const Player *p, const SheetDecor *decor)
{
    sheet_draw_layers(lang, r, art, l, sh, p, decor, SHEET_PRINT | SHEET_MARKS | SHEET_DECOR);
}
