/* daily_card.c — Today's dice's calendar card (see daily_card.h): its days from the
 * statistics, its layout, its input and its drawing; its words are in daily_card_words.c. */
#include "cards_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "text_fit.h"
#include "text_marks.h"
#include "type_scale.h"
#include "widgets.h"

static const SDL_Color WON = {232, 178, 48, 255};       /* the game's gold: a day won */
static const SDL_Color PLAYED = {200, 186, 160, 255};   /* played, not won */
static const SDL_Color EMPTY = {244, 236, 220, 255};    /* not played */

DailyCardScene *daily_card_new(void) { return calloc(1, sizeof(DailyCardScene)); }

void daily_card_free(DailyCardScene *s) { free(s); }

void daily_card_open(DailyCardScene *s, Art *art, const Lang *lang, const StatsDaily *d, int32_t today, int w, int h)
{
    memset(s, 0, sizeof *s);
    s->art = art;
    s->lang = lang;
    s->streak = stats_file_daily_current_streak(d, today);
    s->best_streak = d->best_streak;
    for (int i = 0; i < DAILY_CARD_DAYS; i++) {
        CalendarDay *c = &s->day[i];
        c->day = today - (DAILY_CARD_DAYS - 1) + i;
        const StatsDay *kept = stats_file_daily_find(d, c->day);
        if (!kept) continue;
        c->mark = kept->state == DAY_WON ? CAL_WON : CAL_PLAYED;
        c->beat_par = kept->beat_par;
        s->played++;
        s->won += c->mark == CAL_WON;
        s->beat_par += c->beat_par;
    }
    daily_card_resize(s, w, h);
}

void daily_card_layout(DailyCardLayout *l, int w, int h, int zoom)
{
    int lw = w, lh = h, u = layout_unit(&lw, &lh);
    memset(l, 0, sizeof *l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->zoom = zoom;
    l->title_px = type_px_zoomed(l->zoom, u, TYPE_TITLE);
    l->body_px = type_px_zoomed(l->zoom, u, TYPE_BODY);
    l->day_px = type_px_zoomed(l->zoom, u, TYPE_LABEL);
    /* The squares as large as the grown words want, within the window. */
    int line = l->body_px * 3 / 2, title_h = l->title_px * 3 / 2, close_h = l->body_px * 2 + u;
    int head_h = l->day_px * 3 / 2;   /* the weekday initials over the columns */
    int room_h = h - 4 * u - (title_h + head_h + 2 * line + close_h + 8 * u);
    int cell = type_grow_zoomed(l->zoom, u, 10 * u), most_w = (w - 12 * u - 6 * u) / DAILY_CARD_WEEK;
    if (cell > room_h / 5 - u) cell = room_h / 5 - u;
    if (cell > most_w) cell = most_w;
    if (cell < 3 * u) cell = 3 * u;
    int grid_w = DAILY_CARD_WEEK * cell + 6 * u, card_w = grid_w + 8 * u;
    int text_w = type_grow_zoomed(l->zoom, u, 90 * u);
    if (card_w < text_w) card_w = text_w < w - 4 * u ? text_w : w - 4 * u;
    int card_h = title_h + head_h + 5 * (cell + u) + 2 * line + close_h + 9 * u;
    l->card = layout_rect((w - card_w) / 2, (h - card_h) / 2, card_w, card_h);
    int x = l->card.x + 4 * u, y = l->card.y + 2 * u, inner = card_w - 8 * u;
    l->title = layout_rect(x, y, inner, title_h);
    y += title_h + u;
    int gx = l->card.x + (card_w - grid_w) / 2;
    for (int c = 0; c < DAILY_CARD_WEEK; c++) l->weekday[c] = layout_rect(gx + c * (cell + u), y, cell, head_h);
    y += head_h;
    for (int i = 0; i < DAILY_CARD_DAYS; i++)
        l->cell[i] = layout_rect(gx + (i % DAILY_CARD_WEEK) * (cell + u), y + (i / DAILY_CARD_WEEK) * (cell + u), cell, cell);
    y += 5 * (cell + u) + u;
    l->streaks = layout_rect(x, y, inner, line);
    l->legend = layout_rect(x, y + line + u, inner, line);
    int close_w = type_grow_zoomed(l->zoom, u, 20 * u);
    l->close = layout_rect(l->card.x + card_w - 4 * u - close_w, l->card.y + card_h - 2 * u - close_h, close_w, close_h);
}

int daily_card_weekday(int32_t day)
{
    return (int)(((day % 7) + 7 + 3) % 7);   /* 1970-01-01, day 0, was a Thursday */
}

int daily_card_month(int32_t day)
{
    char date[16];   /* "2026-11-29" (stats_file_daily_date) */
    stats_file_daily_date(day, date, sizeof date, NULL);
    return (date[5] - '0') * 10 + (date[6] - '0');
}

bool daily_card_names_month(const DailyCardScene *s, int i)
{
    int month_day = 0;
    char date[16];
    stats_file_daily_date(s->day[i].day, date, sizeof date, &month_day);
    return i == 0 || month_day == 1;
}

void daily_card_resize(DailyCardScene *s, int w, int h) { daily_card_layout(&s->layout, w, h, art_style(s->art)->zoom); }

DailyCardAnswer daily_card_event(DailyCardScene *s, const SDL_Event *e)
{
    if (ui_pointer(e, &s->mouse_x, &s->mouse_y))
        return rect_contains(s->layout.close, s->mouse_x, s->mouse_y) ? DAILY_CARD_CLOSED : DAILY_CARD_SHOWING;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) return DAILY_CARD_CLOSED;
    }
    return DAILY_CARD_SHOWING;
}

/* One line at the largest size from `from` that fits the box's width. */
static void line_in(DailyCardScene *s, FontFace face, TypeSize from, SDL_Color c, SDL_Rect box, const char *text)
{
    int px = text_fit_line(s->art, face, s->layout.unit, from, box.w, text), th = 0;
    art_text_size(s->art, face, px, text, NULL, &th);
    art_text(s->art, face, px, c, box.x, box.y + (box.h - th) / 2, 0, text);
}

/* Text centred in box at the largest size from `from` that fits its width and height,
 * declared to the text record as the box it stays in. */
static void centred_in(DailyCardScene *s, FontFace face, TypeSize from, SDL_Rect box, const char *text)
{
    int px = text_fit_line(s->art, face, s->layout.unit, from, box.w, text), th = 0;
    if (px > box.h) px = box.h;
    art_text_size(s->art, face, px, text, NULL, &th);
    text_marks_push(art_text_marks(s->art), box);
    art_text(s->art, face, px, art_style(s->art)->ink, box.x + box.w / 2, box.y + (box.h - th) / 2, 1, text);
    text_marks_pop(art_text_marks(s->art));
}

/* A day's square: its fill says played or won, a dark ring above par, its day of the month
 * on it, under its month's short name where a month begins (and on the first square);
 * today outlined. */
static void draw_day(DailyCardScene *s, SDL_Renderer *r, int i)
{
    const Style *style = art_style(s->art);
    const CalendarDay *d = &s->day[i];
    SDL_Rect rc = s->layout.cell[i];
    int u = s->layout.unit;
    if (d->beat_par) art_fill_round(r, (SDL_Rect){rc.x - u / 3, rc.y - u / 3, rc.w + 2 * (u / 3), rc.h + 2 * (u / 3)},
                                    u, style->ink);
    art_fill_round(r, rc, u * 2 / 3, d->mark == CAL_WON ? WON : d->mark == CAL_PLAYED ? PLAYED : EMPTY);
    char num[8], date[16];
    int month_day = 0;
    stats_file_daily_date(d->day, date, sizeof date, &month_day);
    snprintf(num, sizeof num, "%d", month_day);
    SDL_Rect at = rc;
    if (daily_card_names_month(s, i)) {
        /* The month in the square's upper part, the day under it. */
        int top = rc.h * 2 / 5;
        centred_in(s, FONT_BOLD, TYPE_FINE, (SDL_Rect){rc.x + u / 4, rc.y + u / 4, rc.w - u / 2, top - u / 4},
                   daily_card_month_name(s->lang, daily_card_month(d->day)));
        at = (SDL_Rect){rc.x, rc.y + top, rc.w, rc.h - top};
    }
    int px = s->layout.day_px > rc.h / 2 ? rc.h / 2 : s->layout.day_px, th = 0;
    if (px > at.h * 4 / 5) px = at.h * 4 / 5;
    art_text_size(s->art, FONT_BOLD, px, num, NULL, &th);
    art_text(s->art, d->mark == CAL_NONE ? FONT_REGULAR : FONT_BOLD, px, style->ink, at.x + at.w / 2, at.y + (at.h - th) / 2, 1,
             num);
    if (i == DAILY_CARD_DAYS - 1) {
        SDL_SetRenderDrawColor(r, style->accent.r, style->accent.g, style->accent.b, 255);
        for (int k = 0; k < 2; k++) SDL_RenderDrawRect(r, &(SDL_Rect){rc.x - k, rc.y - k, rc.w + 2 * k, rc.h + 2 * k});
    }
}

/* Each column headed by the initial of its weekday: the first row's days say which. */
static void draw_weekdays(DailyCardScene *s)
{
    for (int c = 0; c < DAILY_CARD_WEEK; c++) {
        char initial[8];
        daily_card_weekday_initial(s->lang, daily_card_weekday(s->day[c].day), initial, sizeof initial);
        centred_in(s, FONT_BOLD, TYPE_LABEL, s->layout.weekday[c], initial);
    }
}

void daily_card_draw(DailyCardScene *s, SDL_Renderer *r)
{
    const Style *style = art_style(s->art);
    const Lang *lang = s->lang;
    const DailyCardLayout *l = &s->layout;
    ui_veil_card(r, s->art, l->w, l->h, l->card.w, l->card.h);
    line_in(s, FONT_BOLD, TYPE_TITLE, style->ink, l->title, daily_card_title(lang));
    draw_weekdays(s);
    for (int i = 0; i < DAILY_CARD_DAYS; i++) draw_day(s, r, i);
    char words[300];
    daily_card_streak_words(s, words, sizeof words);
    line_in(s, FONT_BOLD, TYPE_BODY, style->ink, l->streaks, words);
    /* TRANSLATORS: the calendar's legend: what the squares' colours and ring say. */
    line_in(s, FONT_REGULAR, TYPE_BODY, style->ink, l->legend, _("Gold: won · grey: played · dark ring: above par"));
    ui_button_px(r, s->art, l->close, _("Close"), l->body_px, true, rect_contains(l->close, s->mouse_x, s->mouse_y));
}
