/* rules_ops.c — the rules (F1) behind the scene interface (scene.h), over everything: Esc,
 * F1 and Close ask to close it. Speech reads what is on screen: after the tab's title, each
 * heading, paragraph and legend row in view, top to bottom, and as the text scrolls each
 * one that comes into view (heard_* remember what was read). The rules keep their own keys
 * (Tab switches the tabs, the arrows and Space scroll): no ring of the program's. */
#include "rules_internal.h"

#include <stdio.h>

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    RulesScene *r = self;
    rules_scene_event(r, e);
    return scene_request(rules_scene_is_open(r) ? SCENE_ASK_NONE : SCENE_ASK_CLOSE);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    rules_scene_draw(self, r);
}

static void resize(void *self, int w, int h) { rules_scene_resize(self, w, h); }
static void retranslate(void *self) { rules_scene_retranslate(self); }

/* The blocks in view that were not in view when speech last read them: all of them after
 * the screen opened or the tab changed; those scrolled into view since, in the order they
 * stand. */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    RulesScene *r = self;
    snprintf(w->title, sizeof w->title, "%s", rules_words_tab(r->lang, r->tab));
    int first, last;
    if (!rules_scene_in_view(r, &first, &last)) return;
    bool fresh = r->heard_tab != (int)r->tab;
    const RulesDoc *d = &r->page[r->tab].doc;
    for (int b = first; b <= last; b++)
        if (fresh || b < r->heard_first || b > r->heard_last) say(ctx, d->block[b].text);
    r->heard_tab = (int)r->tab;
    r->heard_first = first;
    r->heard_last = last;
}

static void stop(void *self) { rules_scene_close(self); }

const SceneOps rules_scene_ops = {
    .name = "rules",
    .event = event,
    .draw = draw,
    .resize = resize,
    .words = words,
    .retranslate = retranslate,
    .stop = stop,
};
