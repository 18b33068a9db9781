/* table_ops.c — the table behind the scene interface (scene.h): its input (Backspace is
 * Undo, as Ctrl+Z), its tick with the game's end or the player's leaving asked of the
 * program, its look for the loop (what moves and until when, a thread that changes things
 * unseen, the next moment of its timers), its words (each new log line once, the
 * message, the prompt, the focused item) and the player's settings. */
#include "table_internal.h"

#include <stdio.h>

#include "save_words.h"

SceneRequest table_ops_event(TableScene *t, const SDL_Event *e, uint32_t now)
{
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_BACKSPACE) {
        /* From another player's sheet it first brings back your own, as Esc does. */
        if (table_back_to_own(t)) return scene_request(SCENE_ASK_NONE);
        SDL_Event z = *e;
        z.key.keysym.sym = SDLK_z;
        z.key.keysym.scancode = SDL_SCANCODE_Z;
        z.key.keysym.mod = KMOD_LCTRL;
        table_event(t, &z, now);
        return scene_request(SCENE_ASK_NONE);
    }
    table_event(t, e, now);
    return scene_request(SCENE_ASK_NONE);
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now) { return table_ops_event(self, e, now); }

/* The game waits while the rules or a card cover the table: the dice stop in the air, and
 * table_tick resumes them. A game over or left asks for the next screen. */
static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    TableScene *t = self;
    if (covered) {
        table_pause(t, now);
        return scene_request(SCENE_ASK_NONE);
    }
    table_tick(t, now);
    if (t->outcome == TABLE_PLAYING) return scene_request(SCENE_ASK_NONE);
    table_stop(t);
    if (t->outcome == TABLE_OVER) return scene_request(SCENE_ASK_OVER);
    char left[SCENE_TEXT_MAX];
    save_words_left(t->lang, &t->saved, left, sizeof left);
    return scene_request_setup(left, !t->saved.ok);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now) { table_draw(self, r, now); }
static void resize(void *self, int w, int h) { table_resize(self, w, h); }

void table_ops_look(const TableScene *t, uint32_t now, SceneLook *l)
{
    l->version = table_shown_key(t, now) * 2u + table_thinking(t);
    l->moving = table_busy(t, now) || table_forced_shown(t, now);
    /* Only a bot's or a hint's thread is looked at every frame: it answers when it is done.
     * Every other change by itself is a moment of the table's one list (table_deadlines.c),
     * the same the tick compares the clock against: the end's pause, a bot's pace, the
     * roll after it, the dice landing, the peek, a message running out. */
    l->busy = table_thinking(t);
    l->motion_end = l->moving ? table_motion_end(t) : 0;
    l->wake = table_wake(t, now);
    l->still = t->outcome == TABLE_PLAYING;
}

static void look(const void *self, uint32_t now, SceneLook *l) { table_ops_look(self, now, l); }

/* The log's lines added since speech last had them, in order: after the log was told again
 * from the history (a new or resumed table) only its newest. */
static void say_log(TableScene *t, SceneSay say, void *ctx)
{
    LogBook *b = &t->now.log;
    uint32_t fresh = b->serial - t->now.log_heard;
    if (fresh > (uint32_t)b->count) fresh = (uint32_t)b->count;
    for (int i = b->count - (int)fresh; i < b->count; i++) say(ctx, log_book_words(t->lang, b, i));
    t->now.log_heard = b->serial;
}

void table_ops_words(TableScene *t, SceneWords *w, SceneSay say, void *ctx)
{
    say_log(t, say, ctx);
    w->has_play = true;
    snprintf(w->message, sizeof w->message, "%s", t->now.message);
    table_prompt_text(t, w->prompt, sizeof w->prompt);
    table_focus_words(t, w->focus, sizeof w->focus);
}

static void words(void *self, SceneWords *w, SceneSay say, void *ctx) { table_ops_words(self, w, say, ctx); }
static void retranslate(void *self) { table_retranslate(self); }

void table_ops_restyle(TableScene *t, const SceneStyle *st)
{
    t->seats.palette = (uint8_t)st->palette;
    table_set_feel(t, st->animation_percent, st->bot_pace_ms, st->sound);
    table_set_confirm_turn(t, st->confirm_turn);
    table_cache_lost(&t->draw.cache);   /* the pens' colours are drawn into it */
}

static void restyle(void *self, const SceneStyle *st) { table_ops_restyle(self, st); }

void table_ops_textures(TableScene *t, bool lost)
{
    if (lost) table_cache_lost(&t->draw.cache);
    else table_cache_forget(&t->draw.cache);
}

static void textures(void *self, bool lost) { table_ops_textures(self, lost); }
static void stop(void *self) { table_stop(self); }

const SceneOps table_scene_ops = {
    .name = "table",
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
