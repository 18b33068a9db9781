/* app_frame.c — what the loop sees at one look, for frame_clock.h: the version of what is
 * on screen, what moves and until when, and the next moment something changes by itself.
 * The version is a key over everything the scenes draw (table_shown_key, the review's
 * count, the caret's phase, the notice), so a change made with no input — a tick, a bot's
 * answer, the review's thread, a message running out — differs from the last frame's and
 * is drawn, with no flag to forget. */
#include "app.h"

#include "table_cache.h"

enum { CARET_MS = 500, IDLE_MS = 1000 };
enum { REVIEW_DRAW_MS = 200 };   /* how often the review's progress is drawn */

static bool covered(const App *a)
{
    return rules_scene_is_open(&a->rules) || a->card != CARD_NONE;
}

static bool caret_shown(const App *a)
{
    return !covered(a) && a->scene == SCENE_SETUP && setup_scene_wants_text(&a->setup_scene);
}

uint64_t app_version(const App *a, uint32_t now)
{
    uint64_t h = cache_key_int(CACHE_KEY_START, a->scene);
    h = cache_key_int(h, a->card);
    h = cache_key_int(h, rules_scene_is_open(&a->rules));
    h = cache_key_int(h, notice_up(&a->notice, now));
    h = cache_key_int(h, caret_shown(a) && (now / CARET_MS) % 2 == 0);   /* as setup_draw.c */
    if (a->scene == SCENE_TABLE) h = cache_key_int(h, (long)table_shown_key(&a->table, now));
    if (a->scene == SCENE_END) h = cache_key_int(h, (long)end_scene_version(&a->end));
    return h;
}

bool app_busy(const App *a, uint32_t now)
{
    /* A bot's turn keeps the loop looking: its thread and its pace need no event. */
    return a->scene == SCENE_TABLE && (table_busy(&a->table, now) || table_thinking(&a->table) ||
                                       table_bot_turn(&a->table) || table_forced_shown(&a->table, now) ||
                                       table_peek_pending(&a->table));
}

/* Something moves on screen: drawn once a frame. */
static bool moving(const App *a, uint32_t now)
{
    if (a->scene == SCENE_END) return end_scene_busy(&a->end);   /* the progress bar */
    return a->scene == SCENE_TABLE && (table_busy(&a->table, now) || table_forced_shown(&a->table, now));
}

uint32_t app_idle_ms(const App *a, uint32_t now)
{
    uint32_t notice = notice_left(&a->notice, now);   /* drawn again as it goes */
    if (notice) return notice < IDLE_MS ? notice + 1 : IDLE_MS;
    if (a->scene == SCENE_SETUP && setup_scene_wants_text(&a->setup_scene)) return CARET_MS;
    if (a->scene == SCENE_END && end_scene_busy(&a->end)) return REVIEW_DRAW_MS;
    /* A table waiting for a person has nothing on the clock once the sound device rests
     * (its message's end is next_change's): the loop sleeps until an event. Anything else
     * still has something that may change by itself, and is looked at once a second. */
    if (a->scene != SCENE_TABLE || a->table.outcome != TABLE_PLAYING || (a->sound.device && !a->sound.resting))
        return IDLE_MS;
    return APP_LONG_IDLE_MS;
}

/* The next moment the picture may change with no input; 0: none before an event. */
static uint32_t next_change(const App *a, uint32_t now)
{
    /* A bot's turn, a thread or the peek's delay: looked at every frame, drawn only when
     * what is shown changed (a bot's answer played, the peeked sheet shown). */
    if (app_busy(a, now)) return now + FRAME_CLOCK_FRAME_MS;
    uint32_t idle = app_idle_ms(a, now);
    uint32_t at = idle < APP_LONG_IDLE_MS ? now + idle : 0;
    if (caret_shown(a)) at = (now / CARET_MS + 1) * CARET_MS;   /* the caret's next blink */
    if (a->scene == SCENE_TABLE && table_message_up(&a->table, now)) {
        uint32_t gone = a->table.now.message_at + TABLE_MESSAGE_MS + 1;
        if (!at || (int32_t)(gone - at) < 0) at = gone;
    }
    return at;
}

void app_frame_look(const App *a, uint32_t last_draw, uint32_t now, FrameLook *l)
{
    l->now = now;
    l->last_draw = last_draw;
    l->changed = a->dirty || app_version(a, now) != a->drawn_version;
    l->drew_moving = a->drew_moving;
    l->moving = moving(a, now);
    l->frame_ms = a->scene == SCENE_END ? REVIEW_DRAW_MS : FRAME_CLOCK_FRAME_MS;
    l->motion_end = a->scene == SCENE_TABLE && l->moving ? table_motion_end(&a->table) : 0;
    l->next_change = next_change(a, now);
    l->long_idle = APP_LONG_IDLE_MS;
}

FrameStep app_frame_step(const App *a, uint32_t now)
{
    FrameLook l;
    app_frame_look(a, a->last_draw, now, &l);
    return frame_clock_step(&l);
}

bool app_wants_draw(const App *a, uint32_t last_draw, uint32_t now)
{
    FrameLook l;
    app_frame_look(a, last_draw, now, &l);
    return frame_clock_step(&l).draw;
}

void app_frame_drawn(App *a, uint32_t now)
{
    a->dirty = false;
    a->drew_moving = moving(a, now);
    a->drawn_version = app_version(a, now);
    a->last_draw = now;
}
