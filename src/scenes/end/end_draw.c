/* end_draw.c — drawing the end of a game (see end.h): the ranking as paper
 * cards in each player's pen colour, and the race chart with the crossing value drawn as
 * the line every player was racing to. */
#include "end_internal.h"
#include "end_words.h"
#include "end_text.h"
#include "end_daily.h"

#include <stdio.h>

#include "i18n.h"
#include "palette.h"
#include "geometry.h"
#include "terms.h"
#include "widgets.h"

static const SDL_Color LIGHT = {238, 224, 196, 255};
static const SDL_Color DIM = {186, 170, 146, 255};

static SDL_Color pen_of(const EndScene *e, int seat)
{
    return seats_pen(&e->seats, seat);
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
    end_words_title(e->lang, winners, first, second, text, sizeof text);
    end_line_draw(e->art, FONT_BOLD, l->unit, TYPE_DISPLAY, winners == 1 ? pen_of(e, e->row[0].seat) : LIGHT,
                  l->title, false, text);
}

/* The subtitle's sentence, for drawing and for end_subtitle_px. */
static void subtitle_words(const EndScene *e, char *buf, size_t cap)
{
    end_words_subtitle(e->lang, e->final.round, e->sheets->sheet[e->final.setup.sheet].name, e->row[0].overlap >= 0, buf,
                       cap);
}

/* The sentence's box: the subtitle less room for its "Why?" at the right. */
static SDL_Rect subtitle_box(const EndScene *e)
{
    const EndLayout *l = &e->layout;
    int why_w = 0, h = 0;
    art_text_size(e->art, FONT_REGULAR, type_px(e->art, l->unit, TYPE_BODY), term_why_label(e->lang), &why_w, &h);
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

SDL_Rect end_why_rect(const EndScene *e, int *px_out)
{
    const EndLayout *l = &e->layout;
    int u = l->unit, height = 0;
    char sub[400];
    subtitle_words(e, sub, sizeof sub);
    SDL_Rect box = subtitle_box(e);
    EndPara para = {sub, FONT_REGULAR, DIM, false};
    int px = end_text_px(e->art, u, TYPE_BODY, box, &para, 1, &height);
    if (px == 0) px = type_px_plain(u, TYPE_FINE);   /* as end_text_draw draws it */
    int sub_w = 0, why_w = 0, h = 0;
    art_text_size(e->art, FONT_REGULAR, px, sub, &sub_w, &h);
    art_text_size(e->art, FONT_REGULAR, px, term_why_label(e->lang), &why_w, &h);
    /* At the sentence's size: after it on its line, or at the right when it wraps. */
    int x = height <= px * 5 / 4 ? box.x + sub_w + 2 * u : l->subtitle.x + l->subtitle.w - why_w;
    if (px_out) *px_out = px;
    return (SDL_Rect){x, box.y, why_w, px + 3};
}

static void draw_subtitle(EndScene *e, SDL_Renderer *r)
{
    const EndLayout *l = &e->layout;
    char sub[400];
    subtitle_words(e, sub, sizeof sub);
    /* The sentence is plain words; the rule behind it is the "Why?" after it (a tooltip
     * on pointing, pinned by a click or Enter). */
    EndPara para = {sub, FONT_REGULAR, DIM, false};
    end_text_draw(r, e->art, l->unit, TYPE_BODY, subtitle_box(e), &para, 1, false);
    int px;
    SDL_Rect why = end_why_rect(e, &px);
    SDL_Color c = e->why_open || rect_contains(l->subtitle, e->mouse_x, e->mouse_y) ? LIGHT : DIM;
    art_text(e->art, FONT_REGULAR, px, c, why.x, why.y, 0, term_why_label(e->lang));
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, 255);
    SDL_RenderDrawLine(r, why.x, why.y + px + 2, why.x + why.w, why.y + px + 2);
}

/* Row i's details as paragraphs: overlap, scores, a person's accuracy and the tie-break. */
typedef struct {
    char overlap[240], scores[240], accuracy[240];
    EndPara para[4];
    int n;
} RowWords;

static void row_words(const EndScene *e, int i, RowWords *w)
{
    const Style *style = art_style(e->art);
    const EndRow *row = &e->row[i];
    end_words_overlap(e->lang, row, e->chart.crossing, w->overlap, sizeof w->overlap);
    end_words_scores(e->lang, row, w->scores, sizeof w->scores);
    end_words_accuracy(e->lang, row, w->accuracy, sizeof w->accuracy);
    w->n = 0;
    w->para[w->n++] = (EndPara){w->overlap, FONT_REGULAR, style->ink, true};
    w->para[w->n++] = (EndPara){w->scores, FONT_REGULAR, style->ink_soft, true};
    if (w->accuracy[0]) w->para[w->n++] = (EndPara){w->accuracy, FONT_REGULAR, style->ink_soft, false};
    if (row->tie[0]) w->para[w->n++] = (EndPara){row->tie, FONT_BOLD, (SDL_Color){150, 90, 10, 255}, false};
}

int end_row_px(const EndScene *e, int i, int *height)
{
    RowWords w;
    row_words(e, i, &w);
    return end_text_px(e->art, e->layout.unit, TYPE_BODY, e->layout.detail[i], w.para, w.n, height);
}

TypeSize end_place_size(const EndScene *e)
{
    /* The places side by side in a column read as a column: one size for all, the largest
     * at which every one fits its box. */
    const EndLayout *l = &e->layout;
    for (int t = (int)l->place_size; t > (int)TYPE_FINE; t--) {
        bool all = true;
        for (int i = 0; i < e->rows && all; i++)
            all = end_line_px(e->art, FONT_BOLD, l->unit, (TypeSize)t, l->place[i], end_words_place(e->lang, e->row[i].place)) ==
                  type_px(e->art, l->unit, (TypeSize)t);
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
    RowWords w;
    row_words(e, i, &w);
    return end_text_height(e->art, px, e->layout.detail[i].w, w.para, w.n, false);
}

static void draw_row(EndScene *e, SDL_Renderer *r, int i)
{
    const Style *style = art_style(e->art);
    const EndLayout *l = &e->layout;
    const EndRow *row = &e->row[i];
    int u = l->unit;
    SDL_Rect rc = l->row[i];
    SDL_Color pen = pen_of(e, row->seat);
    art_fill_round(r, rc, u, style->paper);
    SDL_Rect stripe = {rc.x, rc.y, u, rc.h};
    art_fill_round(r, stripe, u / 2, pen);
    if (row->place == 1) art_frame(r, rc, 3, style->accent);
    end_line_draw(e->art, FONT_BOLD, u, end_place_size(e), row->place == 1 ? (SDL_Color){176, 120, 10, 255} : style->ink,
                  l->place[i], !l->stacked, end_words_place(e->lang, row->place));
    end_line_draw(e->art, FONT_BOLD, u, l->name_size, pen, l->name[i], !l->stacked, e->seats.name[row->seat]);
    RowWords w;
    row_words(e, i, &w);
    end_text_draw_px(r, e->art, end_rows_px(e), l->detail[i], w.para, w.n, !l->stacked);
}

static void draw_ranking(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    if (l->heading.w > 0) end_line_draw(e->art, FONT_BOLD, l->unit, TYPE_BODY, LIGHT, l->heading, false, _("Ranking"));
    for (int i = 0; i < e->rows; i++) draw_row(e, r, i);
}

static void draw_chart(EndScene *e, SDL_Renderer *r)
{
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    if (l->chart.w <= 0) return;   /* the ranking took the room (end.h) */
    int u = l->unit;
    end_line_draw(e->art, FONT_BOLD, u, TYPE_BODY, LIGHT, l->chart_title, false,
                  e->chances_shown ? _("Chance of winning, step by step")
                                   : _("Race position after each round (2 × fame + money)"));
    end_story_draw(e, r);
    if (!e->chances_shown) race_chart_draw(lang, r, e->art, &e->chart, &e->seats, end_story_card(e), u, NULL);
}

int end_buttons_px(const EndScene *e)
{
    const Lang *lang = e->lang;
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
    const Lang *lang = e->lang;
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
    int u = l->unit, px = type_px(e->art, u, TYPE_FINE);
    SDL_Rect text = {l->saved.x + u, l->saved.y + u / 2, l->saved.w - 2 * u, l->saved.h - u};
    if (!e->saved_ok) art_fill_round(r, l->saved, u / 2, art_style(e->art)->refused);
    ui_text_centred(e->art, FONT_BOLD, px, e->saved_ok ? DIM : (SDL_Color){255, 255, 255, 255}, text, words);
}

void end_scene_draw(EndScene *e, SDL_Renderer *r)
{
    const Style *style = art_style(e->art);
    const EndLayout *l = &e->layout;
    SDL_SetRenderDrawColor(r, style->table_bg.r, style->table_bg.g, style->table_bg.b, 255);
    SDL_RenderClear(r);
    draw_title(e);
    draw_subtitle(e, r);
    draw_ranking(e, r);
    draw_chart(e, r);
    draw_saved(e, r);
    end_daily_draw(e, r);
    draw_buttons(e, r);
    if (e->review_open) {
        end_review_draw(e, r);
        return;
    }
    char tip[400];
    if (end_scene_tooltip(e, tip, sizeof tip)) {
        /* Pinned with the pointer gone elsewhere: under the "Why?" itself. */
        SDL_Point at = {e->mouse_x, e->mouse_y};
        SDL_Rect why = end_why_rect(e, NULL);
        if (!rect_contains(l->subtitle, at.x, at.y)) at = (SDL_Point){why.x + why.w / 2, why.y + why.h};
        ui_tooltip(r, e->art, type_px(e->art, l->unit, TYPE_BODY), at.x, at.y, e->w, e->h, tip);
    }
}
