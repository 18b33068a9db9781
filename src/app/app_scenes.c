/* app_scenes.c — the scenes on screen, as the app holds them (scene.h): a base scene and,
 * over it, a card and the rules. Input goes to the one on top; each is reached only through
 * its SceneOps. */
#include "app.h"

bool app_covered(const App *a) { return a->on.rules.ops || a->on.card.ops; }

Scene *app_top(App *a)
{
    if (a->on.rules.ops) return &a->on.rules;
    if (a->on.card.ops) return &a->on.card;
    return &a->on.base;
}

void app_show(App *a, SceneKind kind)
{
    switch (kind) {
    case SCENE_SETUP: a->on.base = (Scene){&setup_scene_ops, a->setup_scene}; break;
    case SCENE_TABLE: a->on.base = (Scene){&table_scene_ops, a->table}; break;
    case SCENE_LESSON: a->on.base = (Scene){&lesson_scene_ops, a->lesson.scene}; break;
    case SCENE_END: a->on.base = (Scene){&end_scene_ops, a->end}; break;
    case SCENE_REPLAY: a->on.base = (Scene){&replay_scene_ops, a->replay.scene}; break;
    case SCENE_PRACTICE: a->on.base = (Scene){&practice_scene_ops, a->practice.scene}; break;
    case SCENE_PUZZLES: a->on.base = (Scene){&puzzles_scene_ops, a->puzzles.scene}; break;
    }
    a->scene = kind;
    app_restyle(a);
    if (a->on.base.ops->resize) a->on.base.ops->resize(a->on.base.self, a->win.w, a->win.h);
    a->frame.dirty = true;
}

void app_look(const App *a, uint32_t now, SceneLook *l)
{
    SceneLook none = {0};
    *l = none;
    if (a->on.base.ops && a->on.base.ops->look) a->on.base.ops->look(a->on.base.self, now, l);
}
