/* rating_chart.c — the puzzle rating's history as a small chart (rating_chart.h): caption,
 * axes with their numbers, the line and a dot per answer. */
#include "rating_chart.h"

#include <stdio.h>

#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

static int at_least(int a, int b) { return a > b ? a : b; }

static int label_px(const Art *art, int u) { return type_px(art, u, TYPE_FINE); }

int rating_chart_height(const Art *art, int u)
{
    int px = label_px(art, u);
    return px * 5 / 4 + u + 7 * u + u / 2 + px * 5 / 4;
}

void rating_chart_caption(const Lang *lang, const RatingChart *c, char *buf, size_t cap)
{
    /* TRANSLATORS: over the puzzle rating's chart: all the answers given, and how many were
     * right. */
    snprintf(buf, cap, trn("Puzzle rating over %d answer, %d right", "Puzzle rating over %d answers, %d right",
             c->answered),
             c->answered, c->right_count);
}

static void range_of(const RatingChart *c, int *low, int *high)
{
    *low = *high = c->rating[0];
    for (int i = 1; i < c->points; i++) {
        if (c->rating[i] < *low) *low = c->rating[i];
        if (c->rating[i] > *high) *high = c->rating[i];
    }
    if (*high - *low < 20) {   /* a flat line in the middle, not on an axis */
        *low -= 10;
        *high += 10;
    }
}

SDL_Rect rating_chart_plot(Art *art, const RatingChart *c, SDL_Rect box, int u)
{
    int px = label_px(art, u), low, high, wl = 0, wh = 0;
    range_of(c, &low, &high);
    char a[16], b[16];
    snprintf(a, sizeof a, "%d", low);
    snprintf(b, sizeof b, "%d", high);
    art_text_size(art, FONT_REGULAR, px, a, &wl, NULL);
    art_text_size(art, FONT_REGULAR, px, b, &wh, NULL);
    /* Room round the plot for a dot's half (u * 3 / 4) at its edges. */
    int left = at_least(wl, wh) + u, top = px * 5 / 4 + u, bottom = px * 5 / 4 + u / 2;
    return (SDL_Rect){box.x + left, box.y + top, at_least(box.w - left - u, 1), at_least(box.h - top - bottom, 1)};
}

static SDL_FPoint point_at(const RatingChart *c, SDL_Rect plot, int low, int high, int i)
{
    float x = (float)plot.x + (float)(plot.w - 1) * (float)i / (float)(c->points - 1);
    float y = (float)(plot.y + plot.h - 1) - (float)(plot.h - 1) * (float)(c->rating[i] - low) / (float)(high - low);
    return (SDL_FPoint){x, y};
}

/* The numbers: the lowest and highest rating at the left axis, the first and last answer's
 * number under the bottom one. */
static void draw_labels(Art *art, const RatingChart *c, SDL_Rect plot, int low, int high, int u)
{
    const Style *style = art_style(art);
    int px = label_px(art, u), th = 0;
    char text[16];
    art_text_size(art, FONT_REGULAR, px, "0", NULL, &th);
    snprintf(text, sizeof text, "%d", high);
    art_text(art, FONT_REGULAR, px, style->ink, plot.x - u / 2, plot.y - th / 2, 2, text);
    snprintf(text, sizeof text, "%d", low);
    art_text(art, FONT_REGULAR, px, style->ink, plot.x - u / 2, plot.y + plot.h - th / 2 - 1, 2, text);
    int first = c->first_is_start ? 0 : c->first_answer, last = c->first_answer + c->points - 1 - c->first_is_start;
    snprintf(text, sizeof text, "%d", first);
    art_text(art, FONT_REGULAR, px, style->ink, plot.x, plot.y + plot.h + u / 2, 0, text);
    snprintf(text, sizeof text, "%d", last);
    art_text(art, FONT_REGULAR, px, style->ink, plot.x + plot.w, plot.y + plot.h + u / 2, 2, text);
}

void rating_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const RatingChart *c, SDL_Rect box, int u)
{
    const Style *style = art_style(art);
    if (c->points < 2) return;
    char caption[160];
    rating_chart_caption(lang, c, caption, sizeof caption);
    ui_text_type(art, FONT_BOLD, u, TYPE_FINE, TYPE_FINE, style->ink, box.x, box.y, 0, box.w, caption);
    int low, high;
    range_of(c, &low, &high);
    SDL_Rect plot = rating_chart_plot(art, c, box, u);
    float axis = (float)at_least(u / 5, 1), line = (float)at_least(u / 3, 2), dot = (float)at_least(u * 3 / 4, 4);
    art_line(r, (float)plot.x, (float)plot.y, (float)plot.x, (float)(plot.y + plot.h), axis, style->ink);
    art_line(r, (float)plot.x, (float)(plot.y + plot.h), (float)(plot.x + plot.w), (float)(plot.y + plot.h), axis,
             style->ink);
    draw_labels(art, c, plot, low, high, u);
    for (int i = 1; i < c->points; i++) {
        SDL_FPoint a = point_at(c, plot, low, high, i - 1), b = point_at(c, plot, low, high, i);
        art_line(r, a.x, a.y, b.x, b.y, line, style->ink);
    }
    if ((float)plot.w < (2 * dot + 1) * (float)(c->points - 1)) return;   /* too close for dots: the line says it */
    for (int i = c->first_is_start ? 1 : 0; i < c->points; i++) {
        SDL_FPoint p = point_at(c, plot, low, high, i);
        SDL_Rect d = {(int)(p.x - dot), (int)(p.y - dot), (int)(2 * dot), (int)(2 * dot)};
        art_fill_round(r, d, (int)dot, c->right[i] ? style->ink : style->paper);
        if (!c->right[i]) art_circle(r, p.x, p.y, dot - line / 2, line, style->ink);
    }
}
