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
    l->card = layout_rect((w - 84 * u) / 2, (h - 74 * u) / 2, 84 * u, 74 * u);
    int x = l->card.x, y = l->card.y;
    l->title = layout_rect(x + 4 * u, y + 3 * u, 76 * u, 6 * u);
    for (int i = 0; i < STATS_LINES; i++) l->line[i] = layout_rect(x + 4 * u, y + 12 * u + i * 7 * u, 76 * u, 6 * u);
    /* Beside Close, tall enough for a note naming two files (a damaged stats.txt and where
     * it is kept, damaged_files.h). */
    l->note = layout_rect(x + 4 * u, y + 54 * u, 54 * u, 17 * u);
    l->close = layout_rect(x + l->card.w - 24 * u, y + l->card.h - 10 * u, 20 * u, 7 * u);
}

void stats_scene_open(StatsScene *s, Art *art, const Stats *stats, const char *note, int w, int h)
{
    SDL_zerop(s);
    s->art = art;
    stats_words_lines(stats, s->line);
    snprintf(s->note, sizeof s->note, "%s", note ? note : "");
    s->mouse_x = s->mouse_y = -1;
    stats_layout(&s->layout, w, h);
}

void stats_scene_resize(StatsScene *s, int w, int h)
{
    stats_layout(&s->layout, w, h);
}

StatsAnswer stats_scene_event(StatsScene *s, const SDL_Event *e)
{
    if (ui_pointer(e, &s->mouse_x, &s->mouse_y)) {
        if (rect_contains(s->layout.close, s->mouse_x, s->mouse_y)) return STATS_CLOSED;
    } else if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) return STATS_CLOSED;
    }
    return STATS_SHOWING;
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
    ui_button(r, s->art, l->close, _("Close"), true, rect_contains(l->close, s->mouse_x, s->mouse_y));
}
