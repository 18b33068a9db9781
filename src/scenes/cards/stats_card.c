/* stats_card.c — the statistics card (see stats_card.h): its layout, its input and its
 * drawing, short enough to sit together; its lines in words are in stats_card_words.c. */
#include "stats_card.h"

#include <stdio.h>

#include "i18n.h"
#include "geometry.h"
#include "widgets.h"

void stats_layout(StatsLayout *l, int w, int h)
{
    int u = layout_unit(&w, &h);
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->card = layout_rect((w - 150 * u) / 2, (h - 74 * u) / 2, 150 * u, 74 * u);
    int x = l->card.x, y = l->card.y;
    l->title = layout_rect(x + 4 * u, y + 3 * u, 70 * u, 6 * u);
    for (int i = 0; i < STATS_LINES; i++) l->line[i] = layout_rect(x + 4 * u, y + 12 * u + i * 7 * u, 70 * u, 6 * u);
    /* Under the numbers, tall enough for a note naming two files (a damaged stats.txt and
     * where it is kept, damaged_files.h). */
    l->note = layout_rect(x + 4 * u, y + 54 * u, 70 * u, 17 * u);
    /* The finished games, newest first, beside the numbers. */
    int gx = x + 80 * u, gw = 66 * u;
    l->games_title = layout_rect(gx, y + 3 * u, gw, 6 * u);
    for (int i = 0; i < STATS_GAME_ROWS; i++) l->game[i] = layout_rect(gx, y + 12 * u + i * 6 * u, gw, 5 * u);
    l->up = layout_rect(gx, y + 55 * u, 6 * u, 5 * u);
    l->down = layout_rect(gx + 7 * u, y + 55 * u, 6 * u, 5 * u);
    l->games_shown = layout_rect(gx + 15 * u, y + 55 * u, gw - 15 * u, 5 * u);
    l->close = layout_rect(x + l->card.w - 24 * u, y + l->card.h - 10 * u, 20 * u, 7 * u);
}

void stats_scene_open(StatsScene *s, Art *art, const Stats *stats, const char *note, const RecordInfo *games,
                      int n, int w, int h)
{
    SDL_zerop(s);
    s->art = art;
    stats_words_lines(stats, s->line);
    snprintf(s->note, sizeof s->note, "%s", note ? note : "");
    s->games = n < 0 ? 0 : n > RECORD_LIST_MAX ? RECORD_LIST_MAX : n;
    for (int i = 0; i < s->games; i++) s->game[i] = games[i];
    s->mouse_x = s->mouse_y = -1;
    stats_layout(&s->layout, w, h);
}

void stats_scene_resize(StatsScene *s, int w, int h)
{
    stats_layout(&s->layout, w, h);
}

/* Moves the list by rows, kept between the first game and the last page. */
static void scroll(StatsScene *s, int rows)
{
    int last = s->games > STATS_GAME_ROWS ? s->games - STATS_GAME_ROWS : 0;
    s->first += rows;
    if (s->first > last) s->first = last;
    if (s->first < 0) s->first = 0;
}

static StatsAnswer click(StatsScene *s, int x, int y)
{
    const StatsLayout *l = &s->layout;
    if (rect_contains(l->close, x, y)) return STATS_CLOSED;
    if (rect_contains(l->up, x, y)) scroll(s, -STATS_GAME_ROWS);
    if (rect_contains(l->down, x, y)) scroll(s, STATS_GAME_ROWS);
    for (int i = 0; i < STATS_GAME_ROWS && s->first + i < s->games; i++)
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
        if (k == SDLK_PAGEUP) scroll(s, -STATS_GAME_ROWS);
        if (k == SDLK_PAGEDOWN) scroll(s, STATS_GAME_ROWS);
    }
    return STATS_SHOWING;
}

static void draw_games(StatsScene *s, SDL_Renderer *r)
{
    const StatsLayout *l = &s->layout;
    int u = l->unit, px = 2 * u;
    art_text(s->art, FONT_BOLD, 4 * u, INK, l->games_title.x, l->games_title.y, 0, _("Finished games"));
    char text[STATS_TEXT_MAX * 3];
    int shown = 0;
    for (int i = 0; i < STATS_GAME_ROWS && s->first + i < s->games; i++, shown++) {
        SDL_Rect rc = l->game[i];
        bool hot = rect_contains(rc, s->mouse_x, s->mouse_y);
        art_fill_round(r, rc, u, hot ? (SDL_Color){252, 226, 150, 255} : (SDL_Color){236, 226, 204, 255});
        stats_words_game(&s->game[s->first + i], text, sizeof text);
        ui_text_fit(s->art, FONT_REGULAR, px, 9, INK, rc.x + u, rc.y + (rc.h - px) / 2, 0, rc.w - 2 * u, text);
    }
    bool more_up = s->first > 0, more_down = s->first + STATS_GAME_ROWS < s->games;
    ui_button(r, s->art, l->up, "▲", more_up, more_up && rect_contains(l->up, s->mouse_x, s->mouse_y));
    ui_button(r, s->art, l->down, "▼", more_down, more_down && rect_contains(l->down, s->mouse_x, s->mouse_y));
    stats_words_games_shown(s->first, shown, s->games, text, sizeof text);
    art_text(s->art, FONT_REGULAR, px, INK_SOFT, l->games_shown.x, l->games_shown.y + (l->games_shown.h - px) / 2, 0,
             text);
}

void stats_scene_draw(StatsScene *s, SDL_Renderer *r)
{
    const StatsLayout *l = &s->layout;
    int u = l->unit, px = 2 * u + u / 2;
    ui_veil_card(r, l->w, l->h, l->card.w, l->card.h);
    art_text(s->art, FONT_BOLD, 4 * u, INK, l->title.x, l->title.y, 0, _("Your statistics"));
    for (int i = 0; i < STATS_LINES; i++) {
        SDL_Rect rc = l->line[i];
        if (i % 2 == 0) art_fill_round(r, rc, u, (SDL_Color){236, 226, 204, 255});
        art_text(s->art, FONT_REGULAR, px, INK, rc.x + u, rc.y + (rc.h - px) / 2, 0, s->line[i].label);
        art_text(s->art, FONT_BOLD, px, INK, rc.x + rc.w - u, rc.y + (rc.h - px) / 2, 2, s->line[i].value);
    }
    if (s->note[0]) ui_text_wrapped(s->art, FONT_REGULAR, 2 * u, REFUSED, l->note, s->note);
    draw_games(s, r);
    ui_button(r, s->art, l->close, _("Close"), true, rect_contains(l->close, s->mouse_x, s->mouse_y));
}
