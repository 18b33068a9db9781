/* replay_ops.c — the replay viewer behind the scene interface (scene.h): Back as a request,
 * its title and step said, its keyboard ring (the step buttons, the slider, Back; only Back
 * on the card of a record that does not load). The arrows step through the game, so the
 * ring moves with Tab alone, and the slider is moved by keys, never clicked at its middle. */
#include "replay_internal.h"

#include <stdio.h>

#include "i18n.h"

static void focus(const void *self, FocusList *list)
{
    const ReplayScene *r = self;
    const Lang *lang = r->lang;
    const ReplayLayout *l = &r->layout;
    if (!r->game.loaded) {
        focus_list_add(list, replay_problem_back(l), _("Back"));
        return;
    }
    /* TRANSLATORS: the replay viewer's step buttons, said aloud (they show only arrows). */
    focus_list_add(list, l->first, _("First step"));
    focus_list_add(list, l->prev, _("Previous step"));
    /* TRANSLATORS: the replay viewer's slider, said aloud when the keyboard's ring is on it
     * (← and → then step, Home and End jump to the ends). */
    focus_list_add(list, l->slider, _("Step slider"));
    focus_list_add(list, l->next, _("Next step"));
    focus_list_add(list, l->last, _("Last step"));
    SDL_Rect chart_switch = replay_story_switch(r);   /* race ⇄ chances, when there is a story */
    if (chart_switch.w > 0) focus_list_add(list, chart_switch, replay_story_switch_label(r));
    focus_list_add(list, l->back, _("Back"));
}

static bool focus_keyed(const void *self, SDL_Rect item)
{
    const ReplayScene *r = self;
    return SDL_RectEquals(&item, &r->layout.slider);
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    ReplayScene *r = self;
    replay_scene_event(r, e);
    if (r->outcome != REPLAY_CLOSED) return scene_request(SCENE_ASK_NONE);
    r->outcome = REPLAY_SHOWING;
    return scene_request(SCENE_ASK_BACK);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    replay_scene_draw(self, r);
}

static void resize(void *self, int w, int h) { replay_scene_resize(self, w, h); }

/* The game's title (or why it does not load) and the step: "Step 12 of 180 · round 3.
 * Next: Leila takes the green fish." */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    const ReplayScene *r = self;
    if (r->game.problem[0]) {
        snprintf(w->title, sizeof w->title, "%s", r->game.problem);
        return;
    }
    replay_words_title(r, w->title, sizeof w->title);
    char position[96], next[REPLAY_TEXT_MAX];
    replay_words_position(r->lang, r->ui.step, (int)r->game.session.count, replay_scene_game(r)->round, position,
                          sizeof position);
    replay_words_next(r, next, sizeof next);
    snprintf(w->card, sizeof w->card, "%s. %s", position, next);
    w->has_card = true;
}

static void stop(void *self) { replay_scene_stop(self); }

const SceneOps replay_scene_ops = {
    .name = "replay",
    .event = event,
    .draw = draw,
    .resize = resize,
    .focus = focus,
    .tab_only = true,
    .focus_keyed = focus_keyed,
    .words = words,
    .stop = stop,
};
