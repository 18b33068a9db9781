/* lesson.c — the lesson behind the scene interface (lesson.h): the coach over the table. */
#include "lesson.h"

#include <stdio.h>

#include "i18n.h"

bool lesson_start(LessonScene *l, TableScene *t, Session *lesson, const Sheets *sheets, Art *art,
                  const Seats *seats, uint32_t now)
{
    l->table = t;
    if (!coach_start(&l->coach, lesson, sheets)) return false;
    table_init(t, lesson, sheets, art, seats, now);
    table_set_coach(t, coach_hooks(&l->coach));   /* no save folder: the lesson is never saved */
    return true;
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    LessonScene *l = self;
    TableScene *t = l->table;
    if (coach_event(&l->coach, t, e)) return scene_request(SCENE_ASK_NONE);
    if (e->type == SDL_MOUSEMOTION && !t->ui.dragging && coach_covers(&l->coach, t, e->motion.x, e->motion.y)) {
        /* On the card the pointer is off the table: no peek at the sheet or hover on the
         * log beneath it. */
        SDL_Event away = *e;
        away.motion.x = away.motion.y = -1;
        return table_ops_event(t, &away, now);
    }
    return table_ops_event(t, e, now);
}

/* Started again, or left for the set-up screen (also when the person played on to the end
 * of the game). */
static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    LessonScene *l = self;
    TableScene *t = l->table;
    if (covered) {
        table_pause(t, now);
        return scene_request(SCENE_ASK_NONE);
    }
    if (l->coach.outcome == COACH_RESTART) return scene_request(SCENE_ASK_LESSON);
    table_tick(t, now);
    if (l->coach.outcome != COACH_LEAVE && t->outcome == TABLE_PLAYING) return scene_request(SCENE_ASK_NONE);
    table_stop(t);
    return scene_request_setup(_("Learn to play starts the lesson again whenever you like."), false);
}

/* The table's tooltip over the coach's card, none for what the card covers. */
static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    LessonScene *l = self;
    TableScene *t = l->table;
    table_draw_under_tooltip(t, r, now);
    coach_draw(&l->coach, t, r);
    if (!coach_covers(&l->coach, t, t->ui.mouse_x, t->ui.mouse_y)) table_draw_tooltip(t, r, now);
}

static void resize(void *self, int w, int h) { table_resize(((LessonScene *)self)->table, w, h); }

static void look(const void *self, uint32_t now, SceneLook *l)
{
    const LessonScene *lesson = self;
    table_ops_look(lesson->table, now, l);
    l->version = l->version * 31u + (uint64_t)coach_step(&lesson->coach);
}

/* The coach's card, then the table's words; the ring may be on the card's buttons. */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    LessonScene *l = self;
    snprintf(w->title, sizeof w->title, "%s", coach_words_title());
    coach_card_words(&l->coach, l->table, coach_step(&l->coach), w->card, sizeof w->card);
    w->has_card = true;
    table_ops_words(l->table, w, say, ctx);
    if (!w->focus[0]) snprintf(w->focus, sizeof w->focus, "%s", coach_focus_label(&l->coach));
}

static void retranslate(void *self) { table_retranslate(((LessonScene *)self)->table); }
static void restyle(void *self, const SceneStyle *st) { table_ops_restyle(((LessonScene *)self)->table, st); }
static void textures(void *self, bool lost) { table_ops_textures(((LessonScene *)self)->table, lost); }
static void stop(void *self) { table_stop(((LessonScene *)self)->table); }

const SceneOps lesson_scene_ops = {
    .name = "lesson",
    .event = event,
    .tick = tick,
    .draw = draw,
    .resize = resize,
    .look = look,
    .words = words,
    .retranslate = retranslate,
    .restyle = restyle,
    .textures = textures,
    .stop = stop,
};
