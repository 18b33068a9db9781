/* end_draw.c — drawing the end of a game (see end.h): the ranking as paper
 * cards in each player's pen colour, and the race chart with the crossing value drawn as
 * the line every player was racing to. */
#include "end.h"

#include <stdio.h>

#include "i18n.h"
#include "palette.h"
#include "geometry.h"
#include "terms.h"
#include "widgets.h"

static const SDL_Color LIGHT = {238, 224, 196, 255};
static const SDL_Color DIM = {186, 170, 146, 255};
static const SDL_Color GRID = {222, 210, 186, 255};

static SDL_Color chart_pen(const TableSeats *seats, int seat);

static SDL_Color pen_of(const EndScene *e, int seat)
{
    return chart_pen(&e->seats, seat);
}

static void draw_title(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit;
    char text[160];
    int winners = 0;
    for (int i = 0; i < e->rows; i++)
        if (e->row[i].place == 1) winners++;
    const char *first = e->seats.name[e->row[0].seat];
    const char *second = e->rows > 1 ? e->seats.name[e->row[1].seat] : "";
    end_words_title(winners, first, second, text, sizeof text);
    art_text(e->art, FONT_BOLD, 5 * u, winners == 1 ? pen_of(e, e->row[0].seat) : LIGHT, l->title.x, l->title.y, 0, text);
    char sub[400];
    end_words_subtitle(e->final.round, e->sheets->sheet[e->final.setup.sheet].name, e->row[0].overlap >= 0, sub,
                       sizeof sub);
    /* The sentence is plain words; the rule behind it is the "Why?" after it (a tooltip). */
    const char *why = term_why_label();
    int why_w;
    art_text_size(e->art, FONT_REGULAR, 2 * u, why, &why_w, NULL);
    int y = l->subtitle.y + u / 2;
    int w = ui_text_fit(e->art, FONT_REGULAR, 2 * u, 9, DIM, l->subtitle.x, y, 0, l->subtitle.w - why_w - 2 * u, sub);
    SDL_Color c = rect_contains(l->subtitle, e->mouse_x, e->mouse_y) ? LIGHT : DIM;
    int x = l->subtitle.x + w + 2 * u;
    art_text(e->art, FONT_REGULAR, 2 * u, c, x, y, 0, why);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    SDL_RenderDrawLine(r, x, y + 2 * u + 2, x + why_w, y + 2 * u + 2);
}

static void draw_row(EndScene *e, SDL_Renderer *r, int i)
{
    const EndLayout *l = &e->layout;
    const EndRow *row = &e->row[i];
    int u = l->unit;
    SDL_Rect rc = l->row[i];
    SDL_Color pen = pen_of(e, row->seat);
    art_fill_round(r, rc, u, PAPER);
    SDL_Rect stripe = {rc.x, rc.y, u, rc.h};
    art_fill_round(r, stripe, u / 2, pen);
    if (row->place == 1) art_frame(r, rc, 3, ACCENT);

    int x = rc.x + 3 * u, y = rc.y + u;
    art_text(e->art, FONT_BOLD, 4 * u, row->place == 1 ? (SDL_Color){176, 120, 10, 255} : INK, x, y, 0,
             end_words_place(row->place));
    x += 10 * u;
    art_text(e->art, FONT_BOLD, 3 * u, pen, x, y, 0, e->seats.name[row->seat]);
    char line[240];
    end_words_overlap(row, e->chart.crossing, line, sizeof line);
    int px = 3 * u / 2 + 2, room = rc.x + rc.w - x - u;
    ui_text_fit(e->art, FONT_REGULAR, px, 9, INK, x, y + 4 * u, 0, room, line);
    end_words_scores(row, line, sizeof line);
    ui_text_fit(e->art, FONT_REGULAR, px, 9, INK_SOFT, x, y + 4 * u + px * 5 / 4, 0, room, line);
    if (row->tie[0]) {
        SDL_Rect box = {x, y + 4 * u + px * 5 / 2, rc.x + rc.w - x - u, rc.h};
        ui_text_wrapped(e->art, FONT_BOLD, px, (SDL_Color){150, 90, 10, 255}, box, row->tie);
    }
}

static void draw_ranking(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    art_text(e->art, FONT_BOLD, 2 * l->unit, LIGHT, l->ranking.x, l->ranking.y, 0, _("Ranking"));
    for (int i = 0; i < e->rows; i++) draw_row(e, r, i);
}

/* Rounds a chart's top up to a tidy grid step. */
static int nice_step(int span)
{
    if (span <= 40) return 10;
    if (span <= 100) return 20;
    if (span <= 200) return 40;
    return 50;
}

static SDL_Color chart_pen(const TableSeats *seats, int seat)
{
    return palette_pen((PaletteKind)seats->palette, seats->colour[seat] % PEN_COLOURS);
}

/* The chart's scale: the top value (a tidy step above the highest race and the crossing)
 * and the rounds along the bottom. */
typedef struct {
    SDL_Rect plot;
    int top, step, rounds;
} ChartScale;

static float chart_x(const ChartScale *k, float point)
{
    return (float)k->plot.x + point * (float)k->plot.w / (float)k->rounds;
}

static float chart_y(const ChartScale *k, int race)
{
    return (float)(k->plot.y + k->plot.h) - (float)race * (float)k->plot.h / (float)k->top;
}

static ChartScale chart_scale(const RaceChart *c, SDL_Rect card, int u)
{
    ChartScale k;
    k.top = c->crossing;
    for (int p = 0; p <= c->rounds; p++)
        for (int s = 0; s < c->players; s++)
            if (c->race[p][s] > k.top) k.top = c->race[p][s];
    k.step = nice_step(k.top);
    k.top = (k.top / k.step + 1) * k.step;
    k.rounds = c->rounds > 0 ? c->rounds : 1;
    k.plot = (SDL_Rect){card.x + 7 * u, card.y + 6 * u, card.w - 10 * u, card.h - 11 * u};
    return k;
}

/* Legend above the plot: each name in its pen colour. */
static void chart_legend(SDL_Renderer *r, Art *art, const RaceChart *c, const TableSeats *seats, SDL_Rect card, int u)
{
    int lx = card.x + 2 * u, ly = card.y + u;
    for (int s = 0; s < c->players; s++) {
        SDL_Rect dot = {lx, ly + u / 2, 2 * u, 2 * u};
        art_fill_round(r, dot, u, chart_pen(seats, s));
        lx += 3 * u;
        lx += art_text(art, FONT_BOLD, 2 * u, chart_pen(seats, s), lx, ly, 0, seats->name[s]) + 3 * u;
    }
}

/* The grid, the axes' numbers and the crossing line every player was racing to. */
static void chart_grid(SDL_Renderer *r, Art *art, const RaceChart *c, const ChartScale *k, int u)
{
    const SDL_Rect plot = k->plot;
    int px = 3 * u / 2;
    for (int v = 0; v <= k->top; v += k->step) {
        float y = chart_y(k, v);
        art_line(r, (float)plot.x, y, (float)(plot.x + plot.w), y, 1, GRID);
        char label[16];
        snprintf(label, sizeof label, "%d", v);
        art_text(art, FONT_REGULAR, px, INK_SOFT, plot.x - u, (int)y - px / 2 - 1, 2, label);
    }
    int every = k->rounds <= 12 ? 1 : k->rounds <= 24 ? 2 : 5;
    for (int p = 0; p <= c->rounds; p += every) {
        char label[16];
        snprintf(label, sizeof label, "%d", p);
        art_text(art, FONT_REGULAR, px, INK_SOFT, (int)chart_x(k, (float)p), plot.y + plot.h + u / 2, 1, label);
    }
    art_text(art, FONT_REGULAR, px, INK_SOFT, plot.x + plot.w / 2, plot.y + plot.h + 5 * u / 2, 1, _("round"));

    float cy = chart_y(k, c->crossing);
    SDL_Color cross = {196, 44, 44, 255};
    for (int x = plot.x; x < plot.x + plot.w; x += 2 * u)
        art_line(r, (float)x, cy, (float)(x + u), cy, 2, cross);
    char label[96];
    end_words_crossing(c->crossing, label, sizeof label);
    art_text(art, FONT_BOLD, px, cross, plot.x + u, (int)cy - px - u / 2, 0, label);

    art_line(r, (float)plot.x, (float)plot.y, (float)plot.x, (float)(plot.y + plot.h), 2, INK);
    art_line(r, (float)plot.x, (float)(plot.y + plot.h), (float)(plot.x + plot.w), (float)(plot.y + plot.h), 2, INK);
}

/* Seats that race level would hide each other: each is nudged a pixel apart. */
static float nudge(const RaceChart *c, int s)
{
    return (float)(s - c->players / 2);
}

static void chart_lines(SDL_Renderer *r, const RaceChart *c, const TableSeats *seats, const ChartScale *k, int u)
{
    for (int s = 0; s < c->players; s++) {
        SDL_Color pen = chart_pen(seats, s);
        float prev_x = 0, prev_y = 0;
        for (int p = 0; p <= c->rounds; p++) {
            float x = chart_x(k, (float)p), y = chart_y(k, c->race[p][s]) + nudge(c, s);
            if (p > 0) art_line(r, prev_x, prev_y, x, y, 3, pen);
            SDL_Rect dot = {(int)x - u / 2, (int)y - u / 2, u, u};
            art_fill_round(r, dot, u / 2, pen);
            prev_x = x;
            prev_y = y;
        }
    }
}

/* The moment shown: a line down the plot, and each seat's race there ringed in its pen. */
static void chart_mark(SDL_Renderer *r, const RaceChart *c, const TableSeats *seats, const ChartScale *k, int u,
                       const ChartMark *m)
{
    float x = chart_x(k, m->at < 0 ? 0 : m->at > (float)k->rounds ? (float)k->rounds : m->at);
    art_line(r, x, (float)k->plot.y, x, (float)(k->plot.y + k->plot.h), 2, (SDL_Color){200, 140, 20, 255});
    for (int s = 0; s < c->players; s++) {
        float y = chart_y(k, m->race[s]) + nudge(c, s);
        art_circle(r, x, y, (float)u, 3, chart_pen(seats, s));
    }
}

void end_chart_draw(SDL_Renderer *r, Art *art, const RaceChart *c, const TableSeats *seats, SDL_Rect card, int u,
                    const ChartMark *mark)
{
    art_fill_round(r, card, u, PAPER);
    ChartScale k = chart_scale(c, card, u);
    chart_legend(r, art, c, seats, card, u);
    chart_grid(r, art, c, &k, u);
    chart_lines(r, c, seats, &k, u);
    if (mark) chart_mark(r, c, seats, &k, u, mark);
}

static void draw_chart(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit;
    ui_text_fit(e->art, FONT_BOLD, 2 * u, 9, LIGHT, l->chart.x, l->chart.y, 0, l->chart.w,
                _("Race position after each round (2 × fame + money)"));
    SDL_Rect card = {l->chart.x, l->chart.y + 4 * u, l->chart.w, l->chart.h - 4 * u};
    end_chart_draw(r, e->art, &e->chart, &e->seats, card, u, NULL);
}

void end_scene_draw(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    SDL_SetRenderDrawColor(r, TABLE_BG.r, TABLE_BG.g, TABLE_BG.b, 255);
    SDL_RenderClear(r);
    draw_title(e, r);
    draw_ranking(e, r);
    draw_chart(e, r);
    ui_button(r, e->art, l->setup, _("New set-up"), true, rect_contains(l->setup, e->mouse_x, e->mouse_y));
    ui_button(r, e->art, l->again, _("Play again"), true, rect_contains(l->again, e->mouse_x, e->mouse_y));
    if (e->reviewable)
        ui_button(r, e->art, l->review, _("Review my game"), true, rect_contains(l->review, e->mouse_x, e->mouse_y));
    if (e->review_open) {
        end_review_draw(e, r);
        return;
    }
    char tip[400];
    if (end_scene_tooltip(e, tip, sizeof tip)) ui_tooltip(r, e->art, 2 * l->unit, e->mouse_x, e->mouse_y, e->w, e->h, tip);
}
