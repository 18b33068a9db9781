/* frame_clock.c — when the loop draws and how long it sleeps (frame_clock.h). Times are
 * compared by their difference, so the clock's wrap after 49 days changes nothing. */
#include "frame_clock.h"

/* b - a, as a signed span: negative when b is before a. */
static int32_t span(uint32_t a, uint32_t b)
{
    return (int32_t)(b - a);
}

/* The sleep until moment at, from now: 0 when it has come, never beyond cap. */
static uint32_t until(uint32_t now, uint32_t at, uint32_t cap)
{
    int32_t left = span(now, at);
    if (left <= 0) return 0;
    return (uint32_t)left < cap ? (uint32_t)left : cap;
}

FrameStep frame_clock_step(const FrameLook *l)
{
    uint32_t frame = l->frame_ms ? l->frame_ms : FRAME_CLOCK_FRAME_MS;
    FrameStep s;
    /* A change is drawn at once; so is the first look at rest after a frame that showed
     * motion (the resting picture); a motion draws once a frame. */
    bool frame_due = l->moving && span(l->last_draw, l->now) >= (int32_t)frame;
    s.draw = l->changed || (l->drew_moving && !l->moving) || frame_due;
    uint32_t drawn = s.draw ? l->now : l->last_draw;
    uint32_t cap = l->long_idle ? l->long_idle : 1;
    if (l->moving) {
        /* The next frame, or the motion's end when that comes sooner: the resting frame is
         * drawn the moment it is reached, not a frame later. */
        s.wait_ms = until(l->now, drawn + frame, frame);
        if (l->motion_end && span(l->now, l->motion_end) > 0)
            s.wait_ms = until(l->now, l->motion_end, s.wait_ms);
    } else {
        s.wait_ms = cap;
    }
    if (l->next_change) s.wait_ms = until(l->now, l->next_change, s.wait_ms);
    return s;
}
