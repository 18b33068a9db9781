/* stats_card_ops.c — the Statistics card behind the scene interface (scene.h): Close, a
 * finished game clicked, which asks for the viewer on its record, and Calendar, which asks
 * for Today's dice's calendar; its keyboard ring walks the games shown, the arrows that
 * scroll them, Calendar and Close. */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"

static void focus(const void *self, FocusList *list)
{
    const StatsScene *s = self;
    const Lang *lang = s->lang;
    char words[400];
    for (int i = 0; i < s->layout.rows && s->first + i < s->games; i++) {
        stats_words_game(lang, &s->game[s->first + i], words, sizeof words);
        focus_list_add(list, s->layout.game[i], words);
    }
    /* TRANSLATORS: the arrows beside the list of finished games, said aloud. */
    if (s->first > 0) focus_list_add(list, s->layout.up, _("Newer games"));
    if (s->first + s->layout.rows < s->games) focus_list_add(list, s->layout.down, _("Older games"));
    focus_list_add(list, s->layout.calendar, stats_words_calendar(lang));
    focus_list_add(list, s->layout.close, _("Close"));
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    StatsScene *s = self;
    StatsAnswer answer = stats_scene_event(s, e);
    SceneRequest r = scene_request(SCENE_ASK_NONE);
    if (answer == STATS_CLOSED) r.ask = SCENE_ASK_CLOSE;
    if (answer == STATS_CALENDAR) r.ask = SCENE_ASK_CALENDAR;   /* opened in the card's place */
    if (answer == STATS_REPLAY) {
        r.ask = SCENE_ASK_RECORD;
        snprintf(r.text, sizeof r.text, "%s", s->game[s->chosen].file);
    }
    return r;
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    stats_scene_draw(self, r);
}

static void resize(void *self, int w, int h) { stats_scene_resize(self, w, h); }

static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    const Lang *lang = ((const StatsScene *)self)->lang;
    snprintf(w->title, sizeof w->title, "%s", _("Your statistics"));
}

const SceneOps stats_card_ops = {
    .name = "stats",
    .event = event,
    .draw = draw,
    .resize = resize,
    .focus = focus,
    .words = words,
};
