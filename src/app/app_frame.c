/* app_frame.c — what the loop sees at one look, for frame_clock.h: the version of what is
 * on screen, what moves and until when, and the next moment something changes by itself.
 * The version is a key over everything the scenes draw (the base scene's look, scene.h,
 * what is open over it, the notice), so a change made with no input — a tick, a bot's
 * answer, the review's thread, a message running out — differs from the last frame's and
 * is drawn, with no flag to forget. */
#include "app_frame.h"

#include "app.h"
#include "table_cache.h"

enum { IDLE_MS = 1000 };

/* Each of these takes the base scene's look at now (app_look), made once a look of the loop:
 * the table's is a key over everything it shows. */
static uint64_t version_of(const App *a, uint32_t now, const SceneLook *l)
{
    uint64_t h = cache_key_int(CACHE_KEY_START, a->scene);
    h = cache_key_int(h, a->cards.open);
    h = cache_key_int(h, a->on.rules.ops != NULL);
    h = cache_key_int(h, notice_up(&a->told.notice, now));
    /* The caret's blink is the set-up's version: hidden under a card. */
    h = cache_key_int(h, app_covered(a) && a->scene == SCENE_SETUP ? 0 : (long)l->version);
    return h;
}

static uint32_t idle_of(const App *a, uint32_t now, const SceneLook *l)
{
    uint32_t notice = notice_left(&a->told.notice, now);   /* drawn again as it goes */
    if (notice) return notice < IDLE_MS ? notice + 1 : IDLE_MS;
    /* The voice's thread at work: what it finds (a voice that is missing or stopped
     * answering) is told on screen at the next look, with no input. */
    if (speech_pending(&a->audio.speech)) return SPEECH_LOOK_MS;
    /* A blinking caret, a progress bar: looked at when they change. */
    if (!l->still && l->wake && (int32_t)(l->wake - now) < IDLE_MS && (int32_t)(l->wake - now) > 0)
        return l->wake - now;
    /* A scene where nothing changes by itself (a table waiting for a person) has nothing
     * on the clock once the sound device rests (its message's end is next_change's): the
     * loop sleeps until an event. Anything else still has something that may change by
     * itself, and is looked at once a second. */
    if (!l->still || (a->audio.sound.device && !a->audio.sound.resting)) return IDLE_MS;
    return APP_LONG_IDLE_MS;
}

/* The next moment the picture may change with no input; 0: none before an event. */
static uint32_t next_change(const App *a, uint32_t now, const SceneLook *l)
{
    /* A bot's turn, a thread or the peek's delay: looked at every frame, drawn only when
     * what is shown changed (a bot's answer played, the peeked sheet shown). */
    if (l->busy) return now + FRAME_CLOCK_FRAME_MS;
    uint32_t idle = idle_of(a, now, l);
    uint32_t at = idle < APP_LONG_IDLE_MS ? now + idle : 0;
    if (l->wake && (!at || (int32_t)(l->wake - at) < 0)) at = l->wake;
    return at;
}

uint64_t app_version(const App *a, uint32_t now)
{
    SceneLook l;
    app_look(a, now, &l);
    return version_of(a, now, &l);
}

bool app_busy(const App *a, uint32_t now)
{
    SceneLook l;
    app_look(a, now, &l);
    return l.busy;
}

uint32_t app_idle_ms(const App *a, uint32_t now)
{
    SceneLook l;
    app_look(a, now, &l);
    return idle_of(a, now, &l);
}

void app_frame_look(const App *a, uint32_t last_draw, uint32_t now, FrameLook *l)
{
    SceneLook s;
    app_look(a, now, &s);
    l->now = now;
    l->last_draw = last_draw;
    l->changed = a->frame.dirty || version_of(a, now, &s) != a->frame.drawn_version;
    l->drew_moving = a->frame.drew_moving;
    l->moving = s.moving;
    l->frame_ms = s.frame_ms ? s.frame_ms : FRAME_CLOCK_FRAME_MS;
    l->motion_end = s.moving ? s.motion_end : 0;
    l->next_change = next_change(a, now, &s);
    l->long_idle = APP_LONG_IDLE_MS;
}

FrameStep app_frame_step(const App *a, uint32_t now)
{
    FrameLook l;
    app_frame_look(a, a->frame.last_draw, now, &l);
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
    SceneLook l;
    app_look(a, now, &l);
    a->frame.dirty = false;
    a->frame.drew_moving = l.moving;   /* something moves on screen: drawn once a frame */
    a->frame.drawn_version = version_of(a, now, &l);
    a->frame.last_draw = now;
}
