/* app_scenes.c — the scenes on screen, as the app holds them (scene.h): a base scene and,
 * over it, a card and the rules. Input goes to the one on top; each is reached only through
 * its SceneOps. */
#include "app.h"

bool app_covered(const App *a) { return a->rules_on.ops || a->card_on.ops; }

Scene *app_top(App *a)
{
    if (a->rules_on.ops) return &a->rules_on;
    if (a->card_on.ops) return &a->card_on;
    return &a->base;
}

void app_show(App *a, SceneKind kind)
{
    switch (kind) {
    case SCENE_SETUP: a->base = (Scene){&setup_scene_ops, a->setup_scene}; break;
    case SCENE_TABLE: a->base = (Scene){&table_scene_ops, a->table}; break;
    case SCENE_LESSON: a->base = (Scene){&lesson_scene_ops, &a->tutor}; break;
    case SCENE_END: a->base = (Scene){&end_scene_ops, a->end}; break;
    case SCENE_REPLAY: a->base = (Scene){&replay_scene_ops, a->replay}; break;
    case SCENE_PRACTICE: a->base = (Scene){&practice_scene_ops, &a->practice_scene}; break;
    case SCENE_PUZZLES: a->base = (Scene){&puzzles_scene_ops, &a->puzzles_scene}; break;
    }
    a->scene = kind;
    app_restyle(a);
    if (a->base.ops->resize) a->base.ops->resize(a->base.self, a->w, a->h);
    a->dirty = true;
}

void app_look(const App *a, uint32_t now, SceneLook *l)
{
    SceneLook none = {0};
    *l = none;
    if (a->base.ops && a->base.ops->look) a->base.ops->look(a->base.self, now, l);
}
