/* replay_story.c — the chances of winning across the game in the replay viewer (replay_internal.h):
 * the game's story (src/bots/story.h) worked out when it loads, drawn in the race chart's
 * place when the switch under it says so, with the step stood on marked; a click on a
 * swing's ring or on the plot goes to that step. The swings' words are left to the end
 * screen: the viewer's chart is small, and "Next:" over the sheet says the step anyway. */
#include "replay_internal.h"

#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "type_scale.h"
#include "widgets.h"

void replay_story_free(ReplayScene *r)
{
    story_free(&r->game.story);
    SDL_zero(r->game.chances);
}

void replay_story_make(ReplayScene *r)
{
    ReplayGame *g = &r->game;
    replay_story_free(r);
    /* Knowing who plays, as the table and the end screen do; a record with no seat lines
     * reads as persons alone: the position's figure, which claims no level. */
    BotTable table = {{0}};
    memcpy(table.bot, g->seats.bot, sizeof table.bot);
    if (!story_compute_at(g->session.entry, g->session.count, &g->session.game, r->sheets, &table, NULL, &g->story))
        return;
    chance_chart_init(&g->chances, &g->session, (const float (*)[GAME_MAX_PLAYERS])g->story.chance,
                      g->story.points);
    for (int k = 0; k < g->story.swings; k++) {
        const StorySwing *w = &g->story.swing[k];
        chance_chart_add_mark(r->lang, &g->chances, &g->session, r->sheets, &g->seats, w->step, w->seat, w->before, w->after);
    }
    g->chances.rings_only = true;
}

static int chart_unit(const ReplayScene *r)
{
    return r->layout.unit * 2 / 3;   /* as the race chart is drawn here */
}

const char *replay_story_switch_label(const ReplayScene *r)
{
    const Lang *lang = r->lang;
    return r->game.chances_shown ? _("Race") : _("Chances of winning");
}

/* The labels' widest at px. */
static int widest_label(const ReplayScene *r, int px)
{
    const Lang *lang = r->lang;
    int w = 0, h = 0, widest = 0;
    art_text_size(r->art, FONT_BOLD, px, _("Chances of winning"), &w, &h);
    widest = w;
    art_text_size(r->art, FONT_BOLD, px, _("Race"), &w, &h);
    return w > widest ? w : widest;
}

int replay_story_switch_px(const ReplayScene *r)
{
    int u = r->layout.unit, px = type_px(r->art, u, TYPE_FINE);
    /* At most half the chart wide: at 100 % when the zoom's size would not fit. */
    return widest_label(r, px) + 3 * u <= r->layout.chart.w / 2 ? px : type_px_plain(u, TYPE_FINE);
}

SDL_Rect replay_story_switch(const ReplayScene *r)
{
    const SDL_Rect chart = r->layout.chart;
    if (chart.w <= 0 || r->game.story.points < 2) return (SDL_Rect){0, 0, 0, 0};
    int u = r->layout.unit, px = replay_story_switch_px(r);
    int bw = widest_label(r, px) + 3 * u, bh = px * 5 / 4 + u;
    return (SDL_Rect){chart.x + chart.w - bw, chart.y + chart.h - bh, bw, bh};
}

SDL_Rect replay_story_card(const ReplayScene *r)
{
    SDL_Rect card = r->layout.chart, sw = replay_story_switch(r);
    if (sw.h > 0) card.h -= sw.h + r->layout.unit / 2;
    return card;
}

bool replay_story_click(ReplayScene *r, int x, int y)
{
    if (rect_contains(replay_story_switch(r), x, y)) {
        r->game.chances_shown = !r->game.chances_shown;
        return true;
    }
    if (!r->game.chances_shown || r->game.story.points < 2) return false;
    int step = chance_chart_hit(r->art, &r->game.chances, &r->game.seats, replay_story_card(r), chart_unit(r), x, y);
    if (step < 0) return false;
    replay_scene_go(r, step);
    return true;
}

void replay_story_draw(ReplayScene *r, SDL_Renderer *renderer)
{
    SDL_Rect sw = replay_story_switch(r);
    if (sw.w > 0) {
        const char *label = replay_story_switch_label(r);
        ui_button_px(renderer, r->art, sw, label, replay_story_switch_px(r), true,
                     rect_contains(sw, r->ui.mouse_x, r->ui.mouse_y));
    }
    if (r->game.chances_shown && r->game.story.points >= 2)
        chance_chart_draw(r->lang, renderer, r->art, &r->game.chances, &r->game.seats, replay_story_card(r), chart_unit(r),
                          r->ui.step);
}
