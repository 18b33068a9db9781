/* daily_card_ops.c — Today's dice's calendar card behind the scene interface (scene.h):
 * Close, Esc or Enter; its keyboard ring walks the days, then Close; speech says the
 * summary with the title. */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"

static void focus(const void *self, FocusList *list)
{
    const DailyCardScene *s = self;
    const Lang *lang = s->lang;
    char words[200];
    for (int i = 0; i < DAILY_CARD_DAYS; i++) {
        daily_card_day_words(lang, &s->day[i], words, sizeof words);
        focus_list_add(list, s->layout.cell[i], words);
    }
    focus_list_add(list, s->layout.close, _("Close"));
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    return scene_request(daily_card_event(self, e) == DAILY_CARD_CLOSED ? SCENE_ASK_CLOSE : SCENE_ASK_NONE);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    daily_card_draw(self, r);
}

static void resize(void *self, int w, int h) { daily_card_resize(self, w, h); }

static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    snprintf(w->title, sizeof w->title, "%s", daily_card_title(((const DailyCardScene *)self)->lang));
    daily_card_summary(self, w->card, sizeof w->card);
    w->has_card = true;
}

const SceneOps daily_card_ops = {
    .name = "daily",
    .event = event,
    .draw = draw,
    .resize = resize,
    .focus = focus,
    .words = words,
};
