/* chance_chart.c — the story's chart (chance_chart.h): the seats' chances of winning step by
 * step on a paper card, in the race chart's style (race_chart.c), with the three largest
 * swings ringed and said in words under the plot. */
#include "chance_chart.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "game_words.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

static const SDL_Color GRID = {222, 210, 186, 255};
static const SDL_Color SHOWN = {200, 140, 20, 255};

void chance_chart_init(ChanceChart *c, const Session *s, const float (*chance)[GAME_MAX_PLAYERS], int points)
{
    SDL_zerop(c);
    c->players = s->game.setup.players;
    c->chance = chance;
    c->points = points;
    for (int i = 0; i < points && (size_t)i <= s->count; i++) {
        const Game *g = (size_t)i < s->count ? &s->entry[i].before : &s->game;
        while (c->rounds < g->round && c->rounds <= GAME_LAST_ROUND) c->round_start[c->rounds++] = i;
    }
}

void chance_chart_words_move(const Lang *lang, float before, float after, char *buf, size_t cap)
{
    int move = (int)lroundf(100.0f * (after - before));
    /* TRANSLATORS: a change of a chance of winning, in percentage points: "+18 %", "−12 %". */
    snprintf(buf, cap, move < 0 ? _("−%d %%") : _("+%d %%"), abs(move));
}

void chance_chart_add_mark(const Lang *lang, ChanceChart *c, const Session *s, const Sheets *sh,
                           const Seats *seats, int step,
                           int seat, float before, float after)
{
    if (c->marks >= CHANCE_MARKS || step < 0 || (size_t)step >= s->count) return;
    ChanceMark *m = &c->mark[c->marks++];
    *m = (ChanceMark){step, seat, before, after, ""};
    const Game *was = &s->entry[step].before;
    const Game *then = (size_t)step + 1 < s->count ? &s->entry[step + 1].before : &s->game;
    const Action *a = &s->entry[step].action;
    int actor = was->to_act < seats->players ? was->to_act : 0;
    char deed[200], move[32];
    if (!words_no_effect(lang, was, then, a, seats->name[actor], deed, sizeof deed))
        words_action(lang, was, then, sh, a, seats->name[actor], deed, sizeof deed);
    chance_chart_words_move(lang, before, after, move, sizeof move);
    if (seat == actor && a->kind != ACT_ROLL)
        /* TRANSLATORS: a swing of the story's chart: what was done, and how the chance of the
         * one who did it moved ("Bilal opened the market at C3: +18 %"). */
        snprintf(m->words, sizeof m->words, _("%s: %s"), deed, move);
    else
        /* TRANSLATORS: a swing of the story's chart where another player's chance moved:
         * what was done, whose chance moved and by how much ("Asha took the green curve:
         * Bilal −12 %"). */
        snprintf(m->words, sizeof m->words, _("%s: %s %s"), deed, seats->name[seat], move);
}

/* ---- the card's parts ------------------------------------------------------------ */

typedef struct {
    SDL_Rect plot, words;
    int px, line;                    /* the words' size and line height */
    int legend_px;                   /* the names' size */
} ChancePlace;

static int words_height(Art *art, const ChanceChart *c, int width, int px)
{
    if (c->rings_only) return 0;
    int h = 0, line = px * 5 / 4;
    for (int i = 0; i < c->marks; i++) h += ui_text_lines(art, FONT_REGULAR, px, width - 2 * px,
         c->mark[i].words) * line;
    return h;
}

static int legend(SDL_Renderer *r, Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u, int px);

/* A card at least three times as wide as it is high (the chart under the ranking) puts the
 * swings' words in a column at its right, from its top, as the race chart does its legend;
 * the legend and the plot keep the rest. */
static bool words_beside(const ChanceChart *c, SDL_Rect card)
{
    return card.w >= 3 * card.h && c->marks > 0 && !c->rings_only;
}

/* The part of the card for the legend and the plot. */
static SDL_Rect plot_card(const ChanceChart *c, SDL_Rect card, int u)
{
    if (words_beside(c, card)) card.w -= card.w / 2 + u;
    return card;
}

/* The place at one size of the words; fits says whether the plot keeps 4 units each way and
 * the words stay inside the card. */
static ChancePlace place_at(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u, int px,
                            int legend_px, bool *fits)
{
    ChancePlace p;
    p.px = px;
    p.legend_px = legend_px;
    p.line = p.px * 5 / 4;
    int digits = 0, h = 0;
    art_text_size(art, FONT_REGULAR, p.px, "100 %", &digits, &h);
    bool beside = words_beside(c, card);
    SDL_Rect part = plot_card(c, card, u);
    int top = u + legend(NULL, art, c, seats, part, u, legend_px) + u, left = digits + 2 * u;
    int words_w = beside ? card.w / 2 - 2 * u : card.w - 4 * u;
    int words = words_height(art, c, words_w, p.px);
    int bottom = u + 2 * p.line + (words > 0 && !beside ? words + u : 0);
    p.plot = (SDL_Rect){part.x + left, part.y + top, part.w - left - 3 * u, part.h - top - bottom};
    p.words = beside ? (SDL_Rect){card.x + card.w - 2 * u - words_w, card.y + u, words_w, words}
                     : (SDL_Rect){card.x + 2 * u, card.y + card.h - u - words, words_w, words};
    *fits = p.plot.w >= 4 * u && p.plot.h >= 4 * u && p.words.y >= card.y &&
            p.words.y + p.words.h <= card.y + card.h;
    return p;
}

/* The words and names at their sizes of the zoom in force, or at 100 % where that leaves no
 * room (the chart under the ranking at 300 %). */
static ChancePlace chance_place(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u,
                                bool *fits)
{
    bool ok;
    ChancePlace p = place_at(art, c, seats, card, u, type_px(art, u, TYPE_FINE), type_px(art, u, TYPE_BODY), &ok);
    if (!ok)
        p = place_at(art, c, seats, card, u, type_px_plain(u, TYPE_FINE), type_px_plain(u, TYPE_BODY), &ok);
    if (fits) *fits = ok;
    return p;
}

/* Seat s's symbol, centred at x, y, half a side of h: a dot, a square, a diamond, a cross
 * or a ring, so the lines are told apart without their colours. */
static void symbol(SDL_Renderer *r, int s, float x, float y, float h, SDL_Color pen)
{
    SDL_Rect box = {(int)(x - h), (int)(y - h), (int)(2 * h), (int)(2 * h)};
    switch (s % 5) {
    case 0: art_fill_round(r, box, (int)h, pen); break;
    case 1: art_fill_round(r, box, 0, pen); break;
    case 2:
        for (float d = 0; d <= h; d += 1.0f) {
            art_line(r, x - (h - d), y - d, x + (h - d), y - d, 2, pen);
            art_line(r, x - (h - d), y + d, x + (h - d), y + d, 2, pen);
        }
        break;
    case 3: art_cross(r, x, y, h, h * 0.6f, pen); break;
    default: art_circle(r, x, y, h * 0.8f, h * 0.5f, pen); break;
    }
}

/* The legend's lines: each name after its symbol in its pen, as many to a line as fit;
 * draws them when r is given. Returns the height. */
static int legend(SDL_Renderer *r, Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u, int px)
{
    int line = px * 5 / 4 + u / 2, dot = px * 3 / 4;
    int left = card.x + 2 * u, right = card.x + card.w - 2 * u, lx = left, ly = card.y + u, lines = 1;
    for (int s = 0; s < c->players; s++) {
        int w = 0, h = 0;
        art_text_size(art, FONT_BOLD, px, seats->name[s], &w, &h);
        if (lx > left && lx + dot + u + w > right) {
            lx = left;
            ly += line;
            lines++;
        }
        if (r) {
            symbol(r, s, (float)lx + (float)dot / 2, (float)ly + (float)px / 2 + 1, (float)dot / 2,
                   seats_pen(seats, s));
            art_text(art, FONT_BOLD, px, seats_pen(seats, s), lx + dot + u, ly, 0, seats->name[s]);
        }
        lx += dot + u + w + 3 * u;
    }
    return lines * line;
}

static float point_x(const ChancePlace *p, const ChanceChart *c, int i)
{
    int last = c->points > 1 ? c->points - 1 : 1;
    return (float)p->plot.x + (float)i * (float)p->plot.w / (float)last;
}

static float chance_y(const ChancePlace *p, float chance)
{
    return (float)(p->plot.y + p->plot.h) - chance * (float)p->plot.h;
}

static void grid(const Lang *lang, SDL_Renderer *r, Art *art, const ChanceChart *c, const ChancePlace *p, int u)
{
    const Style *style = art_style(art);
    for (int v = 0; v <= 100; v += 25) {
        float y = chance_y(p, (float)v / 100.0f);
        art_line(r, (float)p->plot.x, y, (float)(p->plot.x + p->plot.w), y, 1, GRID);
        if (v % 50 && p->plot.h < 6 * p->line) continue;
        char label[16];
        snprintf(label, sizeof label, "%d %%", v);
        art_text(art, FONT_REGULAR, p->px, style->ink_soft, p->plot.x - u, (int)y - p->px / 2 - 1, 2, label);
    }
    int every = c->rounds <= 12 ? 1 : c->rounds <= 24 ? 2 : 5;
    for (int k = 0; k < c->rounds; k++) {
        float x = point_x(p, c, c->round_start[k]);
        art_line(r, x, (float)p->plot.y, x, (float)(p->plot.y + p->plot.h), 1, GRID);
        if ((k + 1) % every && k) continue;
        char label[16];
        snprintf(label, sizeof label, "%d", k + 1);
        art_text(art, FONT_REGULAR, p->px, style->ink_soft, (int)x, p->plot.y + p->plot.h + u / 2, 0, label);
    }
    art_text(art, FONT_REGULAR, p->px, style->ink_soft, p->plot.x + p->plot.w / 2,
             p->plot.y + p->plot.h + u / 2 + p->line,
             1, _("round"));
    art_line(r, (float)p->plot.x, (float)p->plot.y, (float)p->plot.x, (float)(p->plot.y + p->plot.h), 2, style->ink);
    art_line(r, (float)p->plot.x, (float)(p->plot.y + p->plot.h), (float)(p->plot.x + p->plot.w),
             (float)(p->plot.y + p->plot.h), 2, style->ink);
}

/* Each seat's line, a segment wherever it has moved a pixel on, and its symbol at every
 * round's start. */
static void lines(SDL_Renderer *r, const ChanceChart *c, const Seats *seats, const ChancePlace *p, int u)
{
    for (int s = 0; s < c->players; s++) {
        SDL_Color pen = seats_pen(seats, s);
        float px = point_x(p, c, 0), py = chance_y(p, c->chance[0][s]);
        for (int i = 1; i < c->points; i++) {
            float x = point_x(p, c, i), y = chance_y(p, c->chance[i][s]);
            if (x - px < 1.0f && fabsf(y - py) < 1.0f && i + 1 < c->points) continue;
            art_line(r, px, py, x, y, 2, pen);
            px = x;
            py = y;
        }
        for (int k = 0; k < c->rounds; k++) {
            int i = c->round_start[k];
            symbol(r, s, point_x(p, c, i), chance_y(p, c->chance[i][s]), (float)u * 0.7f, pen);
        }
        int last = c->points - 1;
        symbol(r, s, point_x(p, c, last), chance_y(p, c->chance[last][s]), (float)u * 0.7f, pen);
    }
}

static void mark_ring(SDL_Renderer *r, Art *art, const ChanceChart *c, const ChancePlace *p, int u, int k,
                      float *x, float *y)
{
    const ChanceMark *m = &c->mark[k];
    *x = point_x(p, c, m->step + 1);
    *y = chance_y(p, m->after);
    if (!r) return;
    art_circle(r, *x, *y, 1.6f * (float)u, 2, art_style(art)->ink);
    char n[16];
    snprintf(n, sizeof n, "%d", k + 1);
    int side = *x > (float)(p->plot.x + p->plot.w / 2) ? -1 : 1;
    art_text(art, FONT_BOLD, p->px, art_style(art)->ink, (int)(*x + (float)side * 2.2f * (float)u),
             (int)*y - p->px, side < 0 ? 2 : 0,
             n);
}

/* The marks' words, one under the other, each after its number. Returns the row k is in. */
static SDL_Rect words_row(Art *art, const ChanceChart *c, const ChancePlace *p, int k)
{
    SDL_Rect row = p->words;
    for (int i = 0; i < k; i++)
        row.y += ui_text_lines(art, FONT_REGULAR, p->px, p->words.w - 2 * p->px, c->mark[i].words) * p->line;
    row.h = ui_text_lines(art, FONT_REGULAR, p->px, p->words.w - 2 * p->px, c->mark[k].words) * p->line;
    return row;
}

static void marks(SDL_Renderer *r, Art *art, const ChanceChart *c, const ChancePlace *p, int u)
{
    for (int k = 0; k < c->marks; k++) {
        float x, y;
        mark_ring(r, art, c, p, u, k, &x, &y);
        if (c->rings_only) continue;
        SDL_Rect row = words_row(art, c, p, k);
        char n[16];
        snprintf(n, sizeof n, "%d", k + 1);
        art_text(art, FONT_BOLD, p->px, art_style(art)->ink, row.x, row.y, 0, n);
        SDL_Rect text = {row.x + 2 * p->px, row.y, row.w - 2 * p->px, row.h};
        ui_text_wrapped(art, FONT_REGULAR, p->px, art_style(art)->ink, text, c->mark[k].words);
    }
}

void chance_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const ChanceChart *c, const Seats *seats,
                       SDL_Rect card, int u,
                       int shown)
{
    art_fill_round(r, card, u, art_style(art)->paper);
    if (c->points < 2 || !c->chance) return;
    bool fits;   /* drawn as well as it goes when not (the layout tests see that it does) */
    ChancePlace p = chance_place(art, c, seats, card, u, &fits);
    if (p.plot.w < 4 * u || p.plot.h < 4 * u) return;
    legend(r, art, c, seats, plot_card(c, card, u), u, p.legend_px);
    grid(lang, r, art, c, &p, u);
    if (shown >= 0) {
        float x = point_x(&p, c, shown < c->points ? shown : c->points - 1);
        art_line(r, x, (float)p.plot.y, x, (float)(p.plot.y + p.plot.h), 2, SHOWN);
    }
    lines(r, c, seats, &p, u);
    marks(r, art, c, &p, u);
}

int chance_chart_hit(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u, int x, int y)
{
    if (c->points < 2 || !c->chance) return -1;
    ChancePlace p = chance_place(art, c, seats, card, u, NULL);
    SDL_Point at = {x, y};
    for (int k = 0; k < c->marks; k++) {
        float mx, my;
        mark_ring(NULL, art, c, &p, u, k, &mx, &my);
        SDL_Rect row = c->rings_only ? (SDL_Rect){0, 0, 0, 0} : words_row(art, c, &p, k);
        if (hypotf((float)x - mx, (float)y - my) <= 2.0f * (float)u || SDL_PointInRect(&at, &row))
            return c->mark[k].step;
    }
    if (!SDL_PointInRect(&at, &p.plot)) return -1;
    int last = c->points - 1;
    int i = (int)lroundf((float)(x - p.plot.x) * (float)last / (float)(p.plot.w > 0 ? p.plot.w : 1));
    return i < 0 ? 0 : i > last ? last : i;
}

int chance_chart_words_px(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u)
{
    bool fits;
    ChancePlace p = chance_place(art, c, seats, card, u, &fits);
    return fits ? p.px : 0;
}
