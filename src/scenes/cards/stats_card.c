/* stats_card.c — the statistics card (see stats_card.h): its layout, its input and its
 * drawing, short enough to sit together; its lines in words are in stats_card_words.c. */
#include "cards_internal.h"

#include <stdio.h>
#include <stdlib.h>

#include "i18n.h"
#include "geometry.h"
#include "text_fit.h"
#include "widgets.h"

/* The card at 100 %, its lengths in units grown by the zoom (g: a unit grown): the numbers
 * on the left, the finished games beside them, Close at the foot. */
static void side_by_side(StatsLayout *l, int g100)
{
#define G(k) ((k) * g100 / 100)
    /* As wide as the window lets it be, up to 166 units: the finished games' column takes
     * what is over 150 (a shared win of three reads whole at 1024x640). */
    int card_w = l->w - 4 * l->unit < G(166) ? l->w - 4 * l->unit : G(166);
    l->card = layout_rect((l->w - card_w) / 2, (l->h - G(74)) / 2, card_w, G(74));
    int x = l->card.x, y = l->card.y;
    l->title = layout_rect(x + G(4), y + G(3), G(70), G(6));
    for (int i = 0; i < STATS_LINES; i++) l->line[i] = layout_rect(x + G(4), y + G(12) + i * G(7), G(70), G(6));
    /* Under the numbers, tall enough for a note naming two files (a damaged stats.txt and
     * where it is kept, damaged_files.h). */
    l->note = layout_rect(x + G(4), y + G(54), G(70), G(17));
    int gx = x + G(80), gw = card_w - G(84);
    l->games_title = layout_rect(gx, y + G(3), gw, G(6));
    l->rows = STATS_GAME_ROWS;
    for (int i = 0; i < STATS_GAME_ROWS; i++) l->game[i] = layout_rect(gx, y + G(12) + i * G(6), gw, G(5));
    l->up = layout_rect(gx, y + G(55), G(6), G(5));
    l->down = layout_rect(gx + G(7), y + G(55), G(6), G(5));
    l->games_shown = layout_rect(gx + G(15), y + G(55), gw - G(15), G(5));
    l->close = layout_rect(x + l->card.w - G(24), y + l->card.h - G(10), G(20), G(7));
    l->calendar = layout_rect(l->close.x - G(22), l->close.y, G(20), G(7));
#undef G
}

/* The card over the whole window: the title, the numbers in two columns of three, the
 * note, then the finished games, as many rows as the height leaves, and their arrows,
 * which ones are shown and Close along the foot. */
static void stacked(StatsLayout *l, bool note)
{
    int u = l->unit;
    l->card = layout_rect(2 * u, 2 * u, l->w - 4 * u, l->h - 4 * u);
    int x = l->card.x + 2 * u, y = l->card.y + 2 * u, inner = l->card.w - 4 * u;
    l->title = layout_rect(x, y, inner, l->title_px * 5 / 4);
    y += l->title.h + u;
    /* Three cells side by side, two rows of them: each the label over its value, so the
     * words keep a size a step or two above the finest where a label and its value side
     * by side would not. */
    l->stacked_lines = true;
    int cell_h = l->row_px * 5 / 2 + u, col_w = (inner - 2 * u) / 3;
    for (int i = 0; i < STATS_LINES; i++)
        l->line[i] = layout_rect(x + (i % 3) * (col_w + u), y + (i / 3) * (cell_h + u), col_w, cell_h);
    y += 2 * (cell_h + u);
    /* Only when there is one: without it the games take its room. */
    if (note) {
        l->note = layout_rect(x, y, inner, l->fine_px * 9 / 4);
        y += l->note.h + u;
    }
    l->games_title = layout_rect(x, y, inner, l->title_px * 5 / 4);
    y += l->games_title.h;
    int foot_h = l->line_px * 5 / 4 + u, close_w = type_grow_zoomed(l->zoom, u, 20 * u) < 36 * u ? type_grow_zoomed(l->zoom, u, 20 * u) : 36 * u;
    int foot = l->card.y + l->card.h - 2 * u - foot_h;
    l->close = layout_rect(l->card.x + l->card.w - 2 * u - close_w, foot, close_w, foot_h);
    l->calendar = layout_rect(l->close.x - u - close_w, foot, close_w, foot_h);
    int arrow = foot_h * 5 / 4;
    l->up = layout_rect(x, foot, arrow, foot_h);
    l->down = layout_rect(x + arrow + u, foot, arrow, foot_h);
    l->games_shown = layout_rect(x + 2 * (arrow + u) + u, foot, l->calendar.x - 2 * u - (x + 2 * (arrow + u) + u), foot_h);
    int row_h = l->row_px * 3 / 2, pitch = row_h + u / 2;
    l->rows = (foot - u - y) / pitch;
    if (l->rows > STATS_GAME_ROWS) l->rows = STATS_GAME_ROWS;
    if (l->rows < 1) l->rows = 1;
    for (int i = 0; i < l->rows; i++) l->game[i] = layout_rect(x, y + i * pitch, inner, row_h);
}

void stats_layout(StatsLayout *l, int w, int h, int zoom)
{
    stats_layout_note(l, w, h, zoom, true);
}

void stats_layout_note(StatsLayout *l, int w, int h, int zoom, bool note)
{
    int u = layout_unit(&w, &h);
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->zoom = zoom;
    l->title_px = type_px_zoomed(l->zoom, u, TYPE_TITLE);
    l->line_px = type_px_zoomed(l->zoom, u, TYPE_LABEL);
    l->row_px = type_px_zoomed(l->zoom, u, TYPE_BODY);
    l->fine_px = type_px_zoomed(l->zoom, u, TYPE_FINE);
    /* A unit grown by the zoom, in hundredths of a pixel's unit: the card at 100 % grown
     * whole while the window holds it, else laid out anew over the window. */
    int g100 = u * type_zoom_capped(l->zoom, u);
    if (150 * g100 / 100 <= w - 4 * u && 74 * g100 / 100 <= h - 4 * u) side_by_side(l, g100);
    else stacked(l, note);
}

int stats_text_px(Art *art, FontFace face, const StatsLayout *l, TypeSize from, SDL_Rect box, const char *text)
{
    return type_px(art, l->unit, type_fit(art, face, l->unit, from, TYPE_FINE, box.w - 2 * l->unit, text));
}

int stats_line_px(Art *art, const StatsLayout *l, SDL_Rect box, const char *label, const char *value)
{
    for (int t = TYPE_LABEL; t > TYPE_FINE; t--) {
        int px = type_px(art, l->unit, (TypeSize)t), lw = 0, vw = 0;
        art_text_size(art, FONT_REGULAR, px, label, &lw, NULL);
        art_text_size(art, FONT_BOLD, px, value, &vw, NULL);
        bool fits = l->stacked_lines ? (lw > vw ? lw : vw) + 2 * l->unit <= box.w && px * 5 / 2 <= box.h
                                     : lw + vw + 3 * l->unit <= box.w && px <= box.h;
        if (fits) return px;
    }
    return type_px(art, l->unit, TYPE_FINE);
}

StatsScene *stats_scene_new(void) { return calloc(1, sizeof(StatsScene)); }

void stats_scene_free(StatsScene *s) { free(s); }

void stats_scene_open(StatsScene *s, Art *art, const Lang *lang, const Stats *stats, const char *note, const RecordInfo *games,
                      int n, int w, int h)
{
    SDL_zerop(s);
    s->art = art;
    s->lang = lang;
    stats_words_lines(lang, stats, s->line);
    snprintf(s->note, sizeof s->note, "%s", note ? note : "");
    s->games = n < 0 ? 0 : n > RECORD_LIST_MAX ? RECORD_LIST_MAX : n;
    for (int i = 0; i < s->games; i++) s->game[i] = games[i];
    s->mouse_x = s->mouse_y = -1;
    stats_layout_note(&s->layout, w, h, art_style(s->art)->zoom, s->note[0] != '\0');
}


/* Moves the list by rows, kept between the first game and the last page. */
static void scroll(StatsScene *s, int rows)
{
    int shown = s->layout.rows;
    int last = s->games > shown ? s->games - shown : 0;
    s->first += rows;
    if (s->first > last) s->first = last;
    if (s->first < 0) s->first = 0;
}

void stats_scene_resize(StatsScene *s, int w, int h)
{
    stats_layout_note(&s->layout, w, h, art_style(s->art)->zoom, s->note[0] != '\0');
    scroll(s, 0);   /* more rows at a smaller size: the last page stays full */
}

static StatsAnswer click(StatsScene *s, int x, int y)
{
    const StatsLayout *l = &s->layout;
    if (rect_contains(l->close, x, y)) return STATS_CLOSED;
    if (rect_contains(l->calendar, x, y)) return STATS_CALENDAR;
    if (rect_contains(l->up, x, y)) scroll(s, -l->rows);
    if (rect_contains(l->down, x, y)) scroll(s, l->rows);
    for (int i = 0; i < l->rows && s->first + i < s->games; i++)
        if (rect_contains(l->game[i], x, y)) {
            s->chosen = s->first + i;
            return STATS_REPLAY;
        }
    return STATS_SHOWING;
}

StatsAnswer stats_scene_event(StatsScene *s, const SDL_Event *e)
{
    if (ui_pointer(e, &s->mouse_x, &s->mouse_y)) return click(s, s->mouse_x, s->mouse_y);
    if (e->type == SDL_MOUSEWHEEL) {
        scroll(s, e->wheel.y > 0 ? -1 : e->wheel.y < 0 ? 1 : 0);
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) return STATS_CLOSED;
        if (k == SDLK_PAGEUP) scroll(s, -s->layout.rows);
        if (k == SDLK_PAGEDOWN) scroll(s, s->layout.rows);
    }
    return STATS_SHOWING;
}

int stats_scene_lines_px(const StatsScene *s)
{
    int px = s->layout.line_px;
    for (int i = 0; i < STATS_LINES; i++) {
        int one = stats_line_px(s->art, &s->layout, s->layout.line[i], s->line[i].label, s->line[i].value);
        if (one < px) px = one;
    }
    return px;
}

int stats_scene_rows_px(const StatsScene *s)
{
    const StatsLayout *l = &s->layout;
    int px = l->row_px;
    char text[STATS_TEXT_MAX * 3];
    for (int i = 0; i < l->rows && s->first + i < s->games; i++) {
        stats_words_game(s->lang, &s->game[s->first + i], text, sizeof text);
        int one = stats_text_px(s->art, FONT_REGULAR, l, TYPE_BODY, l->game[i], text);
        if (one < px) px = one;
    }
    return px;
}

/* One line of text in box at the largest size from `from` that fits (stats_text_px),
 * centred on the box's height, `inset` in from its left. */
static void boxed_text(StatsScene *s, FontFace face, TypeSize from, SDL_Color c, SDL_Rect box, int inset,
                       const char *text)
{
    int px = stats_text_px(s->art, face, &s->layout, from, box, text), th = 0;
    art_text_size(s->art, face, px, text, NULL, &th);
    art_text(s->art, face, px, c, box.x + inset, box.y + (box.h - th) / 2, 0, text);
}

static void draw_games(StatsScene *s, SDL_Renderer *r)
{
    const Style *style = art_style(s->art);
    const Lang *lang = s->lang;
    const StatsLayout *l = &s->layout;
    int u = l->unit;
    boxed_text(s, FONT_BOLD, TYPE_TITLE, style->ink, l->games_title, 0, _("Finished games"));
    char text[STATS_TEXT_MAX * 3];
    int shown = 0, px = stats_scene_rows_px(s), th = 0;
    art_text_size(s->art, FONT_REGULAR, px, "Ag", NULL, &th);
    for (int i = 0; i < l->rows && s->first + i < s->games; i++, shown++) {
        SDL_Rect rc = l->game[i];
        bool hot = rect_contains(rc, s->mouse_x, s->mouse_y);
        art_fill_round(r, rc, u, hot ? (SDL_Color){252, 226, 150, 255} : (SDL_Color){236, 226, 204, 255});
        stats_words_game(lang, &s->game[s->first + i], text, sizeof text);
        SDL_RenderSetClipRect(r, &rc);   /* a row longer than the finest size: cut at its edge */
        /* A damaged record's row in the refusal colour: it says so, and opens on why. */
        SDL_Color ink = s->game[s->first + i].damaged ? style->refused : style->ink;
        art_text(s->art, FONT_REGULAR, px, ink, rc.x + u, rc.y + (rc.h - th) / 2, 0, text);
        SDL_RenderSetClipRect(r, NULL);
    }
    bool more_up = s->first > 0, more_down = s->first + l->rows < s->games;
    ui_button_px(r, s->art, l->up, "▲", l->row_px, more_up, more_up && rect_contains(l->up, s->mouse_x, s->mouse_y));
    ui_button_px(r, s->art, l->down, "▼", l->row_px, more_down,
                 more_down && rect_contains(l->down, s->mouse_x, s->mouse_y));
    stats_words_games_shown(lang, s->first, shown, s->games, text, sizeof text);
    boxed_text(s, FONT_REGULAR, TYPE_BODY, style->ink_soft, l->games_shown, 0, text);
}

int stats_calendar_px(const StatsScene *s)
{
    const StatsLayout *l = &s->layout;
    int w = 0;
    art_text_size(s->art, FONT_BOLD, l->line_px, stats_words_calendar(s->lang), &w, NULL);
    if (w + 2 * l->unit <= l->calendar.w) return l->line_px;   /* Close's size, where it fits */
    return stats_text_px(s->art, FONT_BOLD, l, TYPE_LABEL, l->calendar, stats_words_calendar(s->lang));
}

int stats_note_px(const StatsScene *s)
{
    return text_fit_wrapped(s->art, FONT_REGULAR, s->layout.unit, TYPE_FINE, s->layout.note, s->note);
}

void stats_scene_draw(StatsScene *s, SDL_Renderer *r)
{
    const Style *style = art_style(s->art);
    const Lang *lang = s->lang;
    const StatsLayout *l = &s->layout;
    int u = l->unit;
    ui_veil_card(r, s->art, l->w, l->h, l->card.w, l->card.h);
    boxed_text(s, FONT_BOLD, TYPE_TITLE, style->ink, l->title, 0, _("Your statistics"));
    int px = stats_scene_lines_px(s), th = 0;
    art_text_size(s->art, FONT_REGULAR, px, "Ag", NULL, &th);
    for (int i = 0; i < STATS_LINES; i++) {
        SDL_Rect rc = l->line[i];
        if (i % 2 == 0 || l->stacked_lines) art_fill_round(r, rc, u, (SDL_Color){236, 226, 204, 255});
        if (l->stacked_lines) {
            art_text(s->art, FONT_REGULAR, px, style->ink, rc.x + u, rc.y + rc.h / 2 - th, 0, s->line[i].label);
            art_text(s->art, FONT_BOLD, px, style->ink, rc.x + u, rc.y + rc.h / 2, 0, s->line[i].value);
            continue;
        }
        art_text(s->art, FONT_REGULAR, px, style->ink, rc.x + u, rc.y + (rc.h - th) / 2, 0, s->line[i].label);
        art_text(s->art, FONT_BOLD, px, style->ink, rc.x + rc.w - u, rc.y + (rc.h - th) / 2, 2, s->line[i].value);
    }
    if (s->note[0]) {
        SDL_RenderSetClipRect(r, &l->note);
        ui_text_wrapped(s->art, FONT_REGULAR, stats_note_px(s), style->refused, l->note, s->note);
        SDL_RenderSetClipRect(r, NULL);
    }
    draw_games(s, r);
    ui_button_px(r, s->art, l->close, _("Close"), l->line_px, true, rect_contains(l->close, s->mouse_x, s->mouse_y));
    ui_button_px(r, s->art, l->calendar, stats_words_calendar(lang), stats_calendar_px(s), true,
                 rect_contains(l->calendar, s->mouse_x, s->mouse_y));
}
