/* race_strip.c — the race to the crossing (see race_strip.h). Every seat's bar starts at
 * the same place and shares one scale, so who is ahead and how far from the crossing each
 * player is reads straight off the lengths; the crossing is one line through all rows. */
#include "race_strip.h"

#include <stdio.h>

#include "i18n.h"
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

static void draw_row(SDL_Renderer *r, Art *art, const TableLayout *l, const RaceStrip *s, int seat,
                     SDL_Rect bar)
{
    int u = l->unit;
    SDL_Rect row = table_race_row(l, seat);
    if (seat == s->acting) art_fill_round(r, row, u / 2, LIT);
    int name_w = bar.x - row.x - 2 * u;
    TypeSize size = type_fit(art, FONT_BOLD, u, TYPE_BODY, TYPE_FINE, name_w, s->name[seat]);
    text_in(r, art, FONT_BOLD, type_px(u, size), s->pen[seat], layout_rect(row.x + u, row.y, name_w, row.h), 0,
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
    text_in(r, art, FONT_BOLD, type_px(u, TYPE_FINE), seat == s->acting ? WORDS : SOFT,
            layout_rect(bar.x + bar.w + u / 2, row.y, row.x + row.w - u - (bar.x + bar.w + u / 2), row.h), 2,
            value);
}

void race_strip_draw(SDL_Renderer *r, Art *art, const TableLayout *l, const RaceStrip *s)
{
    int u = l->unit;
    SDL_Rect box = l->race;
    art_fill_round(r, box, u / 2, PANEL);
    /* The bars run between the names' column and the numbers' column. */
    int names = table_race_names_w(l), numbers = table_race_numbers_w(l);
    SDL_Rect bar = {box.x + names, 0, box.w - names - numbers, 0};
    int cross = bar.x + race_strip_x(s->crossing, s->crossing, bar.w);
    int top = table_race_row(l, 0).y - box.y;
    char value[16];
    snprintf(value, sizeof value, "%d", s->crossing);
    text_in(r, art, FONT_BOLD, type_px(u, TYPE_FINE), ACCENT, layout_rect(cross - 3 * u, box.y, 6 * u, top), 1,
            value);
    /* TRANSLATORS: heading of the race strip: each player's race position (2 × fame +
     * money) against the crossing value, where the game's end is triggered. */
    const char *heading = _("Race to the crossing");
    SDL_Rect title = {box.x + u, box.y, cross - 3 * u - box.x - u, top};
    TypeSize size = type_fit(art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, title.w, heading);
    text_in(r, art, FONT_BOLD, type_px(u, size), WORDS, title, 0, heading);
    for (int seat = 0; seat < s->players; seat++) draw_row(r, art, l, s, seat, bar);
    SDL_Rect last = table_race_row(l, s->players - 1);
    art_line(r, (float)cross, (float)box.y + (float)top * 0.8f, (float)cross, (float)(last.y + last.h),
             (float)(u / 3 > 2 ? u / 3 : 2), ACCENT);
}
