/* race_chart.c — the race chart (see race_chart.h): read off a Session's history, a step's
 * place on it, and drawn on a paper card with the crossing value drawn as the line every
 * player was racing to. */
#include "race_chart.h"

#include <stdio.h>

#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

static const SDL_Color GRID = {222, 210, 186, 255};

static void chart_take(RaceChart *c, const Game *g, int point)
{
    if (point < 0 || point >= CHART_POINTS_MAX) return;
    for (int s = 0; s < c->players; s++) c->race[point][s] = (int16_t)game_race(g, s);
    if (point > c->rounds) c->rounds = point;
}

void race_chart_build(const Session *s, RaceChart *out)
{
    SDL_zerop(out);
    const Game *now = &s->game;
    out->players = now->setup.players;
    out->crossing = s->sheets ? s->sheets->sheet[now->setup.sheet].crossing : 80;
    const Game *first = s->count > 0 ? &s->entry[0].before : now;
    chart_take(out, first, 0);
    /* Each state is the end of every round before its own that has no point yet. */
    int filled = 0;
    for (size_t i = 0; i <= s->count; i++) {
        const Game *g = i < s->count ? &s->entry[i].before : now;
        while (filled + 1 < g->round && filled + 1 < CHART_POINTS_MAX) chart_take(out, g, ++filled);
    }
    /* The round in which the game stands (or ended) shows where it stands now. */
    if (now->round >= 1 && now->round < CHART_POINTS_MAX) chart_take(out, now, now->round);
}

float race_chart_at(const Session *s, int step)
{
    if (s->count == 0 || step <= 0) return 0;
    if ((size_t)step >= s->count) {
        /* The end: the chart's last point, where the game stands. */
        return (float)s->game.round;
    }
    int round = s->entry[step].before.round, first = step, next = step;
    while (first > 0 && s->entry[first - 1].before.round == round) first--;
    while ((size_t)next < s->count && s->entry[next].before.round == round) next++;
    return (float)(round - 1) + (float)(step - first) / (float)(next - first);
}

void race_chart_words_crossing(const Lang *lang, int crossing, char *buf, size_t cap)
{
    snprintf(buf, cap, _("tracks cross at %d"), crossing);
}

/* Rounds a chart's top up to a tidy grid step. */
static int nice_step(int span)
{
    if (span <= 40) return 10;
    if (span <= 100) return 20;
    if (span <= 200) return 40;
    return 50;
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

/* A card at least three times as wide as it is high (the chart under the ranking) puts
 * its legend in a column right of the plot, which then keeps the card's height. */
static bool legend_beside(SDL_Rect card)
{
    return card.w >= 3 * card.h;
}

/* The legend's width in a column: the widest name after its dot. */
static int legend_column_w(Art *art, const RaceChart *c, const Seats *seats, int u)
{
    int px = type_px(art, u, TYPE_BODY), widest = 0;
    for (int s = 0; s < c->players; s++) {
        int w = 0, h = 0;
        art_text_size(art, FONT_BOLD, px, seats->name[s], &w, &h);
        if (w > widest) widest = w;
    }
    return px * 3 / 4 + u + widest;
}

/* The legend's lines: each name after a dot in its pen, as many to a line as fit the card,
 * or one to a line in a column at its right (legend_beside); draws them when r is given.
 * Returns how many lines. */
static int chart_legend(SDL_Renderer *r, Art *art, const RaceChart *c, const Seats *seats, SDL_Rect card, int u)
{
    int px = type_px(art, u, TYPE_BODY), line = px * 5 / 4 + u / 2, dot = px * 3 / 4;
    bool column = legend_beside(card);
    int left = column ? card.x + card.w - 2 * u - legend_column_w(art, c, seats, u) : card.x + 2 * u;
    int right = card.x + card.w - 2 * u, lx = left, ly = card.y + u, lines = 1;
    for (int s = 0; s < c->players; s++) {
        int w = 0, h = 0;
        art_text_size(art, FONT_BOLD, px, seats->name[s], &w, &h);
        if (lx > left && (column || lx + dot + u + w > right)) {
            lx = left;
            ly += line;
            lines++;
        }
        if (r) {
            SDL_Rect spot = {lx, ly + (px - dot) / 2 + 1, dot, dot};
            art_fill_round(r, spot, dot / 2, seats_pen(seats, s));
            art_text(art, FONT_BOLD, px, seats_pen(seats, s), lx + dot + u, ly, 0, seats->name[s]);
        }
        lx += dot + u + w + 3 * u;
    }
    return lines;
}

static ChartScale chart_scale(Art *art, const RaceChart *c, const Seats *seats, SDL_Rect card, int u)
{
    ChartScale k;
    k.top = c->crossing;
    for (int p = 0; p <= c->rounds; p++)
        for (int s = 0; s < c->players; s++)
            if (c->race[p][s] > k.top) k.top = c->race[p][s];
    k.step = nice_step(k.top);
    k.top = (k.top / k.step + 1) * k.step;
    k.rounds = c->rounds > 0 ? c->rounds : 1;
    /* Room for the legend over the plot or beside it (and the crossing's words), the values
     * left of it and the rounds under it, at the sizes of the type scale. */
    int fine = type_px(art, u, TYPE_FINE), body = type_px(art, u, TYPE_BODY), digits = 0, h = 0;
    art_text_size(art, FONT_REGULAR, fine, "888", &digits, &h);
    bool beside = legend_beside(card);
    int legend = beside ? 0 : chart_legend(NULL, art, c, seats, card, u) * (body * 5 / 4 + u / 2);
    int top = u + legend + fine + u, right = beside ? legend_column_w(art, c, seats, u) + 5 * u : 3 * u;
    int left = digits + 2 * u, bottom = u + 2 * (fine * 5 / 4);
    if (top < 6 * u) top = 6 * u;
    if (left < 7 * u) left = 7 * u;
    if (bottom < 5 * u) bottom = 5 * u;
    k.plot = (SDL_Rect){card.x + left, card.y + top, card.w - left - right, card.h - top - bottom};
    return k;
}

/* The values written along the side: every grid step, or every second, fourth … where the
 * plot is too short for a number at each line. */
static int label_step(const ChartScale *k, int px)
{
    int every = k->step;
    while (every < k->top && k->plot.h * every / k->top < px * 5 / 4) every += k->step;
    return every;
}

/* The grid, the axes' numbers and the crossing line every player was racing to. */
static void chart_grid(const Lang *lang, SDL_Renderer *r, Art *art, const RaceChart *c, const ChartScale *k, int u)
{
    const Style *style = art_style(art);
    const SDL_Rect plot = k->plot;
    int px = type_px(art, u, TYPE_FINE), labelled = label_step(k, px);
    for (int v = 0; v <= k->top; v += k->step) {
        float y = chart_y(k, v);
        art_line(r, (float)plot.x, y, (float)(plot.x + plot.w), y, 1, GRID);
        if (v % labelled) continue;
        char label[16];
        snprintf(label, sizeof label, "%d", v);
        art_text(art, FONT_REGULAR, px, style->ink_soft, plot.x - u, (int)y - px / 2 - 1, 2, label);
    }
    int every = k->rounds <= 12 ? 1 : k->rounds <= 24 ? 2 : 5;
    for (int p = 0; p <= c->rounds; p += every) {
        char label[16];
        snprintf(label, sizeof label, "%d", p);
        art_text(art, FONT_REGULAR, px, style->ink_soft, (int)chart_x(k, (float)p), plot.y + plot.h + u / 2, 1, label);
    }
    art_text(art, FONT_REGULAR, px, style->ink_soft, plot.x + plot.w / 2, plot.y + plot.h + u / 2 + px * 5 / 4, 1,
             _("round"));

    float cy = chart_y(k, c->crossing);
    SDL_Color cross = {196, 44, 44, 255};
    for (int x = plot.x; x < plot.x + plot.w; x += 2 * u)
        art_line(r, (float)x, cy, (float)(x + u), cy, 2, cross);
    char label[96];
    race_chart_words_crossing(lang, c->crossing, label, sizeof label);
    art_text(art, FONT_BOLD, px, cross, plot.x + u, (int)cy - px - u / 2, 0, label);

    art_line(r, (float)plot.x, (float)plot.y, (float)plot.x, (float)(plot.y + plot.h), 2, style->ink);
    art_line(r, (float)plot.x, (float)(plot.y + plot.h), (float)(plot.x + plot.w), (float)(plot.y + plot.h), 2,
             style->ink);
}

/* Seats that race level would hide each other: each is nudged a pixel apart. */
static float nudge(const RaceChart *c, int s)
{
    return (float)(s - c->players / 2);
}

static void chart_lines(SDL_Renderer *r, const RaceChart *c, const Seats *seats, const ChartScale *k, int u)
{
    for (int s = 0; s < c->players; s++) {
        SDL_Color pen = seats_pen(seats, s);
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
static void chart_mark(SDL_Renderer *r, const RaceChart *c, const Seats *seats, const ChartScale *k, int u,
                       const ChartMark *m)
{
    float x = chart_x(k, m->at < 0 ? 0 : m->at > (float)k->rounds ? (float)k->rounds : m->at);
    art_line(r, x, (float)k->plot.y, x, (float)(k->plot.y + k->plot.h), 2, (SDL_Color){200, 140, 20, 255});
    for (int s = 0; s < c->players; s++) {
        float y = chart_y(k, m->race[s]) + nudge(c, s);
        art_circle(r, x, y, (float)u, 3, seats_pen(seats, s));
    }
}

void race_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const RaceChart *c, const Seats *seats,
                     SDL_Rect card, int u,
                     const ChartMark *mark)
{
    art_fill_round(r, card, u, art_style(art)->paper);
    ChartScale k = chart_scale(art, c, seats, card, u);
    chart_legend(r, art, c, seats, card, u);
    chart_grid(lang, r, art, c, &k, u);
    chart_lines(r, c, seats, &k, u);
    if (mark) chart_mark(r, c, seats, &k, u, mark);
}
