/* puzzles_draw.c — the puzzle's card over the table (puzzles.h): "Puzzle" in the practice's
 * teal on a framed card, Leave beside it, the prompt and the answer in words, and at its foot
 * the rating's history as a chart before the answer (rating_chart.h), "Show the best move"
 * over "Next puzzle" once answered. Its words step down the type scale,
 * and wrap, until they fit at every window size and zoom, as the practice's card does. */
#include "puzzles_internal.h"

#include <stdlib.h>
#include <string.h>

#include "coached_card.h"
#include "focus.h"
#include "geometry.h"
#include "i18n.h"
#include "rating_chart.h"
#include "type_scale.h"
#include "widgets.h"

/* The practice's mark (scenes/practice): puzzles are practice too. */
static const SDL_Color PUZZLE_MARK = {18, 104, 112, 255};

static int at_least(int a, int b) { return a > b ? a : b; }

static int lines_height(Art *art, int px, int width, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    int h = 0;
    for (int i = 0; i < PUZZLES_LINES; i++)
        if (line[i][0]) h += ui_text_lines(art, i <= 1 ? FONT_BOLD : FONT_REGULAR, px, width, line[i]) * (px * 5 / 4) + px / 4;
    return h;
}

static const int *sizes_of(const Art *art, int u, int *n)
{
    static _Thread_local int sizes[5];
    sizes[0] = type_px(art, u, TYPE_BODY);
    sizes[1] = type_px(art, u, TYPE_FINE);
    sizes[2] = type_px_plain(u, TYPE_BODY);
    sizes[3] = type_px_plain(u, TYPE_FINE);
    sizes[4] = TYPE_MIN_PX;
    *n = 5;
    return sizes;
}

/* The largest size at which the lines fit the box; 0 when none does. */
static int text_px(Art *art, int u, SDL_Rect box, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    int n;
    const int *sizes = sizes_of(art, u, &n);
    for (int i = 0; i < n; i++)
        if (lines_height(art, sizes[i], box.w, line) <= box.h) return sizes[i];
    return 0;
}

/* The largest size at which the foot's three labels fit the room. */
static int foot_px(const Lang *lang, Art *art, int u, int room)
{
    int n;
    const int *sizes = sizes_of(art, u, &n);
    const char *label[3] = {puzzles_words_show(lang, false), puzzles_words_show(lang, true), puzzles_words_next(lang)};
    for (int i = 0; i < n; i++) {
        int fits = 0;
        for (int k = 0; k < 3; k++) {
            int w = 0, h = 0;
            art_text_size(art, FONT_BOLD, sizes[i], label[k], &w, &h);
            fits += w <= room;
        }
        if (fits == 3) return sizes[i];
    }
    return TYPE_MIN_PX;
}

/* The rating's history for the chart: the start when every answer is kept, then each. */
static void chart_of(const PuzzleProgress *pr, RatingChart *c)
{
    memset(c, 0, sizeof *c);
    c->answered = pr->answered;
    c->right_count = pr->right;
    c->first_is_start = pr->answered == pr->count;
    c->first_answer = pr->answered - pr->count + 1;
    if (c->first_is_start) c->rating[c->points++] = PUZZLE_RATING_START;
    for (int i = 0; i < pr->count && c->points < RATING_CHART_MAX; i++, c->points++) {
        c->rating[c->points] = pr->answer[i].rating;
        c->right[c->points] = pr->answer[i].right;
    }
}

/* Before the answer, with answers given, the chart takes the card's foot (where "Show the
 * best move" and "Next puzzle" come once answered) and the words of its line say it only
 * aloud. */
static bool chart_shown(const PuzzlesScene *p, bool answered) { return !answered && p->progress.count > 0; }

static void layout_in(const Lang *lang, const CoachedLook *v, char line[PUZZLES_LINES][PUZZLES_LINE_MAX], SDL_Rect card, bool chart,
                      PuzzlesLayout *out)
{
    int u = v->unit;
    out->card = card;
    int row_h = coached_card_top(lang, v, card, &out->title, &out->leave, &out->label_px);
    /* "Show the best move" over "Next puzzle", each across the card, at the foot. */
    int fw_all = card.w - 3 * u;
    out->foot_px = foot_px(lang, v->art, u, fw_all - u);
    int fw = 0, fh = 0;
    art_text_size(v->art, FONT_BOLD, out->foot_px, puzzles_words_next(lang), &fw, &fh);
    int foot_h = at_least(3 * u, fh + u / 2);
    out->next = layout_rect(card.x + u * 3 / 2, card.y + card.h - u - foot_h, fw_all, foot_h);
    out->show = layout_rect(out->next.x, out->next.y - u / 2 - foot_h, fw_all, foot_h);
    int top = card.y + u + row_h + u / 4;
    out->text = layout_rect(card.x + u * 3 / 2, top, card.w - 3 * u, out->show.y - u / 4 - top);
    out->chart = (SDL_Rect){0, 0, 0, 0};
    if (chart) {
        int ch = rating_chart_height(v->art, u);
        out->chart = layout_rect(card.x + u * 3 / 2, card.y + card.h - u - ch, card.w - 3 * u, ch);
        out->text.h = out->chart.y - u / 2 - top;
        line[PUZZLES_HISTORY_LINE][0] = '\0';   /* the chart shows it */
    }
    out->text_px = text_px(v->art, u, out->text, line);
}

static SDL_Rect card_of(const CoachedLook *v, bool over_thumbs)
{
    SDL_Rect card = rect_join(v->log, v->hint);
    if (!over_thumbs) return card;
    return rect_join(card, v->thumbs.w > 0 ? v->thumbs : v->seats);
}

/* Whether the card's words, option i shown (-1: before the answer) as the first answer
 * (form 0), as a try after Undo ("Try 9", form 1) or as the first answer taken back (form 2),
 * are smaller than the fine size without the thumbnails' room. */
static bool too_small(const PuzzlesScene *p, const CoachedLook *v, int i, int form)
{
    const PuzzleEntry *e = p->puzzle;
    PuzzlesAnswer as = {.given = i >= 0, .on_table = form < 2, .attempt = form == 1 ? 9 : 1, .option = i};
    if (i >= 0) as.action = e->option[i].action;
    as.right = i == 0;
    char line[PUZZLES_LINES][PUZZLES_LINE_MAX];
    puzzles_words_as(p, &as, line);
    PuzzlesLayout l;
    layout_in(p->lang, v, line, card_of(v, false), chart_shown(p, i >= 0), &l);
    return l.text_px == 0 || l.text_px < type_px(v->art, v->unit, TYPE_FINE);
}

/* Grows the card over the thumbnails (with none shown, over the seats' cards) when its words,
 * as they read before the answer or after it with any option tried, first or after Undo,
 * would be smaller than the fine size there, as the practice's card does: so it never moves
 * while choices are tried. */
void puzzles_fit(PuzzlesScene *p)
{
    CoachedLook v;
    p->table.look(p->table.table, &v);
    p->over_thumbs = false;
    for (int i = -1; i < p->puzzle->option_count && !p->over_thumbs; i++)
        for (int form = 0; form < (i < 0 ? 1 : 3) && !p->over_thumbs; form++) p->over_thumbs = too_small(p, &v, i, form);
}

void puzzles_layout(const PuzzlesScene *p, PuzzlesLayout *out)
{
    CoachedLook v;
    p->table.look(p->table.table, &v);
    char line[PUZZLES_LINES][PUZZLES_LINE_MAX];
    puzzles_words(p, line);
    layout_in(p->lang, &v, line, card_of(&v, p->over_thumbs), chart_shown(p, p->answered), out);
}

void puzzles_draw(PuzzlesScene *p, SDL_Renderer *r)
{
    const Lang *lang = p->lang;
    CoachedLook v;
    p->table.look(p->table.table, &v);
    const Style *style = art_style(v.art);
    PuzzlesLayout l;
    puzzles_layout(p, &l);
    int u = v.unit;
    coached_card_frame(r, &v, l.card, l.title, PUZZLE_MARK, puzzles_words_title(lang));
    char line[PUZZLES_LINES][PUZZLES_LINE_MAX];
    PuzzlesAnswer shown = puzzles_answer_shown(p);
    puzzles_words_as(p, &shown, line);
    if (l.chart.w > 0) {
        line[PUZZLES_HISTORY_LINE][0] = '\0';   /* the history is the chart */
        RatingChart chart;
        chart_of(&p->progress, &chart);
        rating_chart_draw(lang, r, v.art, &chart, l.chart, u);
    }
    SDL_RenderSetClipRect(r, &l.text);
    SDL_Rect at = l.text;
    SDL_Color wrong = {168, 40, 32, 255};
    for (int i = 0; i < PUZZLES_LINES; i++) {
        if (!line[i][0]) continue;
        SDL_Color c = i == 0 ? style->ink : i == 1 && shown.given ? (shown.right ? PUZZLE_MARK : wrong) : i == 1 ? style->ink_soft : style->ink;
        int px = at_least(l.text_px, TYPE_MIN_PX);
        at.y += ui_text_wrapped(v.art, i <= 1 ? FONT_BOLD : FONT_REGULAR, px, c, at, line[i]) + px / 4;
    }
    SDL_RenderSetClipRect(r, NULL);
    ui_button_px(r, v.art, l.leave, _("Leave"), l.label_px, true, rect_contains(l.leave, p->mouse_x, p->mouse_y));
    if (p->answered) {
        ui_button_px(r, v.art, l.show, puzzles_words_show(lang, p->showing_best), l.foot_px, true,
                     rect_contains(l.show, p->mouse_x, p->mouse_y));
        ui_button_px(r, v.art, l.next, puzzles_words_next(lang), l.foot_px, true, rect_contains(l.next, p->mouse_x, p->mouse_y));
    }
    if (p->ring == PUZZLES_RING_LEAVE) focus_draw_ring(r, style, l.leave, u);
    if (p->ring == PUZZLES_RING_SHOW) focus_draw_ring(r, style, l.show, u);
    if (p->ring == PUZZLES_RING_NEXT) focus_draw_ring(r, style, l.next, u);
}
