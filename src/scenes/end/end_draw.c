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

static void draw_title(EndScene *e)
{
    const EndLayout *l = &e->layout;
    char text[160];
    int winners = 0;
    for (int i = 0; i < e->rows; i++)
        if (e->row[i].place == 1) winners++;
    const char *first = e->seats.name[e->row[0].seat];
    const char *second = e->rows > 1 ? e->seats.name[e->row[1].seat] : "";
    end_words_title(winners, first, second, text, sizeof text);
    end_line_draw(e->art, FONT_BOLD, l->unit, TYPE_DISPLAY, winners == 1 ? pen_of(e, e->row[0].seat) : LIGHT,
                  l->title, false, text);
}

/* The subtitle's sentence, for drawing and for end_subtitle_px. */
static void subtitle_words(const EndScene *e, char *buf, size_t cap)
{
    end_words_subtitle(e->final.round, e->sheets->sheet[e->final.setup.sheet].name, e->row[0].overlap >= 0, buf,
                       cap);
}

/* The sentence's box: the subtitle less room for its "Why?" at the right. */
static SDL_Rect subtitle_box(const EndScene *e)
{
    const EndLayout *l = &e->layout;
    int why_w = 0, h = 0;
    art_text_size(e->art, FONT_REGULAR, type_px(l->unit, TYPE_BODY), term_why_label(), &why_w, &h);
    SDL_Rect box = l->subtitle;
    box.w -= why_w + 2 * l->unit;
    return box;
}

int end_subtitle_px(const EndScene *e, SDL_Rect *box, int *height)
{
    char sub[400];
    subtitle_words(e, sub, sizeof sub);
    *box = subtitle_box(e);
    EndPara para = {sub, FONT_REGULAR, DIM, false};
    return end_text_px(e->art, e->layout.unit, TYPE_BODY, *box, &para, 1, height);
}

static void draw_subtitle(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    int u = l->unit;
    char sub[400];
    subtitle_words(e, sub, sizeof sub);
    /* The sentence is plain words; the rule behind it is the "Why?" after it (a tooltip),
     * at the sentence's size: after it on its line, or at the right when it wraps. */
    SDL_Rect box = subtitle_box(e);
    EndPara para = {sub, FONT_REGULAR, DIM, false};
    int height = 0;
    end_text_px(e->art, u, TYPE_BODY, box, &para, 1, &height);
    int px = end_text_draw(r, e->art, u, TYPE_BODY, box, &para, 1, false);
    const char *why = term_why_label();
    int sub_w = 0, why_w = 0, h = 0;
    art_text_size(e->art, FONT_REGULAR, px, sub, &sub_w, &h);
    art_text_size(e->art, FONT_REGULAR, px, why, &why_w, &h);
    int x = height <= px * 5 / 4 ? box.x + sub_w + 2 * u : l->subtitle.x + l->subtitle.w - why_w;
    SDL_Color c = rect_contains(l->subtitle, e->mouse_x, e->mouse_y) ? LIGHT : DIM;
    art_text(e->art, FONT_REGULAR, px, c, x, box.y, 0, why);
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    SDL_RenderDrawLine(r, x, box.y + px + 2, x + why_w, box.y + px + 2);
}

/* Row i's details as paragraphs, their words in the buffers given. */
static int row_paras(const EndScene *e, int i, EndPara para[3], char *overlap, char *scores, size_t cap)
{
    const EndRow *row = &e->row[i];
    end_words_overlap(row, e->chart.crossing, overlap, cap);
    end_words_scores(row, scores, cap);
    para[0] = (EndPara){overlap, FONT_REGULAR, INK, true};
    para[1] = (EndPara){scores, FONT_REGULAR, INK_SOFT, true};
    para[2] = (EndPara){row->tie, FONT_BOLD, (SDL_Color){150, 90, 10, 255}, false};
    return row->tie[0] ? 3 : 2;
}

int end_row_px(const EndScene *e, int i, int *height)
{
    char overlap[240], scores[240];
    EndPara para[3];
    int n = row_paras(e, i, para, overlap, scores, sizeof overlap);
    return end_text_px(e->art, e->layout.unit, TYPE_BODY, e->layout.detail[i], para, n, height);
}

TypeSize end_place_size(const EndScene *e)
{
    /* The places side by side in a column read as a column: one size for all, the largest
     * at which every one fits its box. */
    const EndLayout *l = &e->layout;
    for (int t = (int)l->place_size; t > (int)TYPE_FINE; t--) {
        bool all = true;
        for (int i = 0; i < e->rows && all; i++)
            all = end_line_px(e->art, FONT_BOLD, l->unit, (TypeSize)t, l->place[i], end_words_place(e->row[i].place)) ==
                  type_px(l->unit, (TypeSize)t);
        if (all) return (TypeSize)t;
    }
    return TYPE_FINE;
}

int end_rows_px(const EndScene *e)
{
    int least = 0;
    for (int i = 0; i < e->rows; i++) {
        int px = end_row_px(e, i, NULL);
        if (px == 0) return type_px_plain(e->layout.unit, TYPE_FINE);
        if (least == 0 || px < least) least = px;
    }
    return least;
}

int end_row_height(const EndScene *e, int i, int px)
{
    char overlap[240], scores[240];
    EndPara para[3];
    int n = row_paras(e, i, para, overlap, scores, sizeof overlap);
    return end_text_height(e->art, px, e->layout.detail[i].w, para, n, false);
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
    end_line_draw(e->art, FONT_BOLD, u, end_place_size(e), row->place == 1 ? (SDL_Color){176, 120, 10, 255} : INK,
                  l->place[i], !l->stacked, end_words_place(row->place));
    end_line_draw(e->art, FONT_BOLD, u, l->name_size, pen, l->name[i], !l->stacked, e->seats.name[row->seat]);
    char overlap[240], scores[240];
    EndPara para[3];
    int n = row_paras(e, i, para, overlap, scores, sizeof overlap);
    end_text_draw_px(r, e->art, end_rows_px(e), l->detail[i], para, n, !l->stacked);
}

static void draw_ranking(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    if (l->heading.w > 0) end_line_draw(e->art, FONT_BOLD, l->unit, TYPE_BODY, LIGHT, l->heading, false, _("Ranking"));
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

/* A card at least three times as wide as it is high (the chart under the ranking) puts
 * its legend in a column right of the plot, which then keeps the card's height. */
static bool legend_beside(SDL_Rect card)
{
    return card.w >= 3 * card.h;
}

/* The legend's width in a column: the widest name after its dot. */
static int legend_column_w(Art *art, const RaceChart *c, const TableSeats *seats, int u)
{
    int px = type_px(u, TYPE_BODY), widest = 0;
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
static int chart_legend(SDL_Renderer *r, Art *art, const RaceChart *c, const TableSeats *seats, SDL_Rect card, int u)
{
    int px = type_px(u, TYPE_BODY), line = px * 5 / 4 + u / 2, dot = px * 3 / 4;
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
            art_fill_round(r, spot, dot / 2, chart_pen(seats, s));
            art_text(art, FONT_BOLD, px, chart_pen(seats, s), lx + dot + u, ly, 0, seats->name[s]);
        }
        lx += dot + u + w + 3 * u;
    }
    return lines;
}

static ChartScale chart_scale(Art *art, const RaceChart *c, const TableSeats *seats, SDL_Rect card, int u)
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
    int fine = type_px(u, TYPE_FINE), body = type_px(u, TYPE_BODY), digits = 0, h = 0;
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
static void chart_grid(SDL_Renderer *r, Art *art, const RaceChart *c, const ChartScale *k, int u)
{
    const SDL_Rect plot = k->plot;
    int px = type_px(u, TYPE_FINE), labelled = label_step(k, px);
    for (int v = 0; v <= k->top; v += k->step) {
        float y = chart_y(k, v);
        art_line(r, (float)plot.x, y, (float)(plot.x + plot.w), y, 1, GRID);
        if (v % labelled) continue;
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
    art_text(art, FONT_REGULAR, px, INK_SOFT, plot.x + plot.w / 2, plot.y + plot.h + u / 2 + px * 5 / 4, 1,
             _("round"));

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
    ChartScale k = chart_scale(art, c, seats, card, u);
    chart_legend(r, art, c, seats, card, u);
    chart_grid(r, art, c, &k, u);
    chart_lines(r, c, seats, &k, u);
    if (mark) chart_mark(r, c, seats, &k, u, mark);
}

static void draw_chart(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    if (l->chart.w <= 0) return;   /* the ranking took the room (end.h) */
    int u = l->unit;
    end_line_draw(e->art, FONT_BOLD, u, TYPE_BODY, LIGHT, l->chart_title, false,
                  _("Race position after each round (2 × fame + money)"));
    SDL_Rect card = {l->chart.x, l->chart.y + l->chart_title.h, l->chart.w, l->chart.h - l->chart_title.h};
    end_chart_draw(r, e->art, &e->chart, &e->seats, card, u, NULL);
}

int end_buttons_px(const EndScene *e)
{
    const EndLayout *l = &e->layout;
    int px = end_button_px(e->art, l->unit, l->setup, _("New set-up"));
    int again = end_button_px(e->art, l->unit, l->again, _("Play again"));
    int review = e->reviewable ? end_button_px(e->art, l->unit, l->review, _("Review my game")) : px;
    if (again < px) px = again;
    return review < px ? review : px;
}

/* The buttons along the foot, their labels at one size (end_buttons_px). */
static void draw_buttons(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    const struct {
        SDL_Rect rc;
        const char *label;
        bool shown;
    } button[] = {{l->setup, _("New set-up"), true}, {l->again, _("Play again"), true},
                  {l->review, _("Review my game"), e->reviewable}};
    for (size_t i = 0; i < sizeof button / sizeof button[0]; i++) {
        if (!button[i].shown) continue;
        int px = end_buttons_px(e);
        ui_button_px(r, e->art, button[i].rc, button[i].label, px, true,
                     rect_contains(button[i].rc, e->mouse_x, e->mouse_y));
    }
}

/* Whether the finished game was saved, above the buttons: quiet when it was, in white on
 * the refusal colour when it was not. */
static void draw_saved(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    char words[400];
    end_scene_saved_words(e, words, sizeof words);
    if (!words[0] || l->saved.h <= 0) return;
    int u = l->unit, px = type_px(u, TYPE_FINE);
    SDL_Rect text = {l->saved.x + u, l->saved.y + u / 2, l->saved.w - 2 * u, l->saved.h - u};
    if (!e->saved_ok) art_fill_round(r, l->saved, u / 2, REFUSED);
    ui_text_centred(e->art, FONT_BOLD, px, e->saved_ok ? DIM : (SDL_Color){255, 255, 255, 255}, text, words);
}

void end_scene_draw(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    SDL_SetRenderDrawColor(r, TABLE_BG.r, TABLE_BG.g, TABLE_BG.b, 255);
    SDL_RenderClear(r);
    draw_title(e);
    draw_subtitle(e, r);
    draw_ranking(e, r);
    draw_chart(e, r);
    draw_saved(e, r);
    draw_buttons(e, r);
    if (e->review_open) {
        end_review_draw(e, r);
        return;
    }
    char tip[400];
    if (end_scene_tooltip(e, tip, sizeof tip))
        ui_tooltip(r, e->art, type_px(l->unit, TYPE_BODY), e->mouse_x, e->mouse_y, e->w, e->h, tip);
}
