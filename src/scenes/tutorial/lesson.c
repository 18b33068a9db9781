/* lesson.c — the lesson behind the scene interface (lesson_screen.h): the coach over the table,
 * which it reaches through coached.h only. */
#include "lesson_internal.h"

#include <stdio.h>
#include <stdlib.h>

#include "coached_card.h"
#include "i18n.h"

LessonScene *lesson_new(void) { return calloc(1, sizeof(LessonScene)); }

void lesson_free(LessonScene *l) { free(l); }

bool lesson_begin(LessonScene *l, Session *lesson, const Sheets *sheets, const Lang *lang)
{
    return coach_start(&l->coach, lesson, sheets, lang);
}

void lesson_attach(LessonScene *l, CoachedTable table)
{
    coach_attach(&l->coach, table);   /* no save folder: the lesson is never saved */
}

static const CoachedTable *table_of(const LessonScene *l) { return &l->coach.table; }

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    LessonScene *l = self;
    const CoachedTable *t = table_of(l);
    if (coach_event(&l->coach, e)) return scene_request(SCENE_ASK_NONE);
    CoachedLook v;
    t->look(t->table, &v);
    /* On the card the pointer is off the table: no peek at the sheet or hover on the log
     * beneath it. */
    return coached_card_pass(l, e, now,
                             e->type == SDL_MOUSEMOTION && !v.dragging && coach_covers(&l->coach, e->motion.x, e->motion.y));
}

/* Started again, or left for the set-up screen (also when the person played on to the end
 * of the game, or left by the table's own Esc). */
static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    LessonScene *l = self;
    const Lang *lang = l->coach.lang;
    const CoachedTable *t = table_of(l);
    if (covered) return t->ops->tick(t->table, now, true);   /* the dice wait */
    if (l->coach.outcome == COACH_RESTART) return scene_request(SCENE_ASK_LESSON);
    SceneRequest q = t->ops->tick(t->table, now, false);
    bool playing = q.ask == SCENE_ASK_NONE;
    if (l->coach.outcome != COACH_LEAVE && playing) return q;
    if (playing) t->ops->stop(t->table);   /* a table that asks for more has stopped */
    return scene_request_setup(_("Learn to play starts the lesson again whenever you like."), false);
}

static void draw_card(void *self, SDL_Renderer *r) { coach_draw(&((LessonScene *)self)->coach, r); }

static bool covers(const void *self, int x, int y) { return coach_covers(&((const LessonScene *)self)->coach, x, y); }

/* The table's tooltip over the coach's card, none for what the card covers. */
static void draw(void *self, SDL_Renderer *r, uint32_t now) { coached_card_draw(self, r, now, draw_card, covers); }

static void look(const void *self, uint32_t now, SceneLook *l)
{
    const LessonScene *lesson = self;
    const CoachedTable *t = table_of(lesson);
    t->ops->look(t->table, now, l);
    l->version = l->version * 31u + (uint64_t)coach_step(&lesson->coach);
}

/* The coach's card, then the table's words; the ring may be on the card's buttons. */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    LessonScene *l = self;
    const CoachedTable *t = table_of(l);
    snprintf(w->title, sizeof w->title, "%s", coach_words_title(l->coach.lang));
    coach_card_words(&l->coach, coach_step(&l->coach), w->card, sizeof w->card);
    w->has_card = true;
    t->ops->words(t->table, w, say, ctx);
    if (!w->focus[0]) snprintf(w->focus, sizeof w->focus, "%s", coach_focus_label(&l->coach));
}

/* The player's settings, but the bot's moves are there to be watched: never faster than
 * LESSON_BOT_PACE_MS, whatever pace the player set for games of their own. */
static void restyle(void *self, const SceneStyle *st)
{
    SceneStyle paced = *st;
    if (paced.bot_pace_ms < LESSON_BOT_PACE_MS) paced.bot_pace_ms = LESSON_BOT_PACE_MS;
    coached_card_restyle(self, &paced);   /* nothing while no table is attached */
}

const SceneOps lesson_scene_ops = {
    .name = "lesson",
    .event = event,
    .tick = tick,
    .draw = draw,
    .resize = coached_card_resize,
    .look = look,
    .words = words,
    .retranslate = coached_card_retranslate,
    .restyle = restyle,
    .textures = coached_card_textures,
    .stop = coached_card_stop,
};
