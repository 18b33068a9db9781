/* race_strip.c — the race to the crossing (see race_strip.h). Every seat's bar starts at
 * the same place and shares one scale, so who is ahead and how far from the crossing each
 * player is reads straight off the lengths; the crossing is one line through all rows. */
#include "race_strip.h"

#include <stdio.h>

#include "geometry.h"
#include "i18n.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

static const SDL_Color PANEL = {44, 33, 27, 255};
static const SDL_Color LIT = {70, 54, 44, 255};
static const SDL_Color TRACK = {96, 80, 68, 255};
static const SDL_Color WORDS = {238, 214, 170, 255};
static const SDL_Color SOFT = {200, 186, 166, 255};

int race_strip_x(int race, int crossing, int width)
{
    if (crossing < 1) crossing = 1;
    int top = crossing + crossing / 4;
    if (race < 0) race = 0;
    if (race > top) race = top;
    return (int)((long)race * width / top);
}

#define TITLE_U 3         /* the heading over the bars, in units at 100 % */

/* The heading's height and a row's, grown with the text. */
static int title_h(int u, int zoom)
{
    return type_grow_max_zoomed(zoom, u, TITLE_U * u, 5 * u);
}

static int row_h(int u, int zoom)
{
    return type_grow_max_zoomed(zoom, u, u * 5 / 2, 4 * u);
}

int race_strip_height(int unit, int zoom, int players)
{
    return title_h(unit, zoom) + players * row_h(unit, zoom);
}

SDL_Rect race_strip_row(SDL_Rect box, int unit, int zoom, int seat)
{
    int row = row_h(unit, zoom);
    return layout_rect(box.x, box.y + title_h(unit, zoom) + seat * row, box.w, row);
}

int race_strip_names_w(int unit, int zoom)
{
    return type_grow_max_zoomed(zoom, unit, 10 * unit, 20 * unit);
}

int race_strip_numbers_w(int unit, int zoom)
{
    return type_grow_max_zoomed(zoom, unit, 5 * unit, 8 * unit);
}

/* Text clipped to its box: a name too long for its column is cut at the box's edge. */
static void text_in(SDL_Renderer *r, Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box,
                    int align, const char *text)
{
    int w, h;
    art_text_size(art, face, px, text, &w, &h);
    SDL_RenderSetClipRect(r, &box);
    int x = align == 0 ? box.x : align == 1 ? box.x + box.w / 2 : box.x + box.w;
    art_text(art, face, px, c, x, box.y + (box.h - h) / 2, align, text);
    SDL_RenderSetClipRect(r, NULL);
}

static void draw_row(SDL_Renderer *r, Art *art, SDL_Rect box, int u, const RaceStrip *s, int seat, SDL_Rect bar)
{
    SDL_Rect row = race_strip_row(box, u, art_style(art)->zoom, seat);
    if (seat == s->acting) art_fill_round(r, row, u / 2, LIT);
    int name_w = bar.x - row.x - 2 * u;
    TypeSize size = type_fit(art, FONT_BOLD, u, TYPE_BODY, TYPE_FINE, name_w, s->name[seat]);
    text_in(r, art, FONT_BOLD, type_px(art, u, size), s->pen[seat], layout_rect(row.x + u, row.y, name_w, row.h), 0,
            s->name[seat]);
    int th = row.h / 3 > 4 ? row.h / 3 : 4;
    SDL_Rect track = {bar.x, row.y + (row.h - th) / 2, bar.w, th};
    art_fill_round(r, track, th / 2, TRACK);
    SDL_Rect done = track;
    done.w = race_strip_x(s->race[seat], s->crossing, bar.w);
    if (done.w > 0) art_fill_round(r, done, th / 2, s->pen[seat]);
    float dot = (float)th * 0.9f + 1.0f;
    art_circle(r, (float)(bar.x + done.w), (float)track.y + (float)th / 2, dot, dot, s->pen[seat]);
    char value[16];
    snprintf(value, sizeof value, "%d", s->race[seat]);
    text_in(r, art, FONT_BOLD, type_px(art, u, TYPE_FINE), seat == s->acting ? WORDS : SOFT,
            layout_rect(bar.x + bar.w + u / 2, row.y, row.x + row.w - u - (bar.x + bar.w + u / 2), row.h), 2,
            value);
}

/* The bars run between the names' column and the numbers' column: their x and width. */
static SDL_Rect bars(SDL_Rect box, int u, int zoom)
{
    int names = race_strip_names_w(u, zoom), numbers = race_strip_numbers_w(u, zoom);
    return (SDL_Rect){box.x + names, 0, box.w - names - numbers, 0};
}

static int cross_x(SDL_Rect box, int u, int zoom, const RaceStrip *s)
{
    SDL_Rect bar = bars(box, u, zoom);
    return bar.x + race_strip_x(s->crossing, s->crossing, bar.w);
}

SDL_Rect race_strip_flag(SDL_Rect box, int unit, int zoom, const RaceStrip *s, int seat)
{
    if (seat < 0 || seat >= s->players || s->race[seat] < s->crossing) return (SDL_Rect){0, 0, 0, 0};
    SDL_Rect row = race_strip_row(box, unit, zoom, seat);
    int side = row.h * 4 / 5;
    return layout_rect(cross_x(box, unit, zoom, s) - side / 2, row.y + (row.h - side) / 2, side, side);
}

/* The heading: the race, or once a seat crossed how long the game goes on, in the accent. */
static void draw_heading(const Lang *lang, SDL_Renderer *r, Art *art, SDL_Rect title, int u, const RaceStrip *s)
{
    /* TRANSLATORS: heading of the race strip: each player's race position (2 × fame +
     * money) against the crossing value, where the game's end is triggered. */
    const char *heading = _("Race to the crossing");
    /* TRANSLATORS: the race strip's heading once a player's tracks crossed: the game ends
     * with this round. */
    if (s->ending == RACE_LAST_ROUND) heading = _("Crossed: last round");
    /* TRANSLATORS: the same with 2 players: the game ends when this pass is played out. */
    if (s->ending == RACE_LAST_PASS) heading = _("Crossed: last pass");
    int px = text_fit_line(art, FONT_BOLD, u, TYPE_LABEL, title.w, heading);
    text_in(r, art, FONT_BOLD, px, s->ending ? art_style(art)->accent : WORDS, title, 0, heading);
}

void race_strip_draw(const Lang *lang, SDL_Renderer *r, Art *art, SDL_Rect box, int u, const RaceStrip *s)
{
    const Style *style = art_style(art);
    int zoom = style->zoom;
    art_fill_round(r, box, u / 2, PANEL);
    SDL_Rect bar = bars(box, u, zoom);
    int cross = cross_x(box, u, zoom, s);
    int top = race_strip_row(box, u, zoom, 0).y - box.y;
    char value[16];
    snprintf(value, sizeof value, "%d", s->crossing);
    text_in(r, art, FONT_BOLD, type_px(art, u, TYPE_FINE), style->accent, layout_rect(cross - 3 * u, box.y, 6 * u,
            top), 1,
            value);
    draw_heading(lang, r, art, layout_rect(box.x + u, box.y, cross - 3 * u - box.x - u, top), u, s);
    for (int seat = 0; seat < s->players; seat++) draw_row(r, art, box, u, s, seat, bar);
    SDL_Rect last = race_strip_row(box, u, zoom, s->players - 1);
    art_line(r, (float)cross, (float)box.y + (float)top * 0.8f, (float)cross, (float)(last.y + last.h),
             (float)(u / 3 > 2 ? u / 3 : 2), style->accent);
    /* Who crossed: a flag on the line in their row. */
    for (int seat = 0; seat < s->players; seat++) {
        SDL_Rect flag = race_strip_flag(box, u, zoom, s, seat);
        if (flag.w <= 0) continue;
        art_fill_round(r, flag, flag.w / 4, style->accent);
        int pad = flag.w / 6;
        art_draw_icon(art, "flag", layout_rect(flag.x + pad, flag.y + pad, flag.w - 2 * pad, flag.h - 2 * pad),
                      (SDL_Color){255, 255, 255, 255});
    }
}
