/* frame_clock.h — the loop's two questions as one pure decision: draw a frame now, and how
 * long to sleep after. The app describes what it sees at one look (FrameLook): whether the
 * picture differs from the last frame drawn (its version, app_frame.c), whether something
 * moves and until when, the next moment something changes by itself. No SDL, no clock of
 * its own: the answer depends on the look alone, so timelines are tested as data.
 *
 * Two rules keep a stale picture off the screen. A frame that showed motion is always
 * followed by one more frame, drawn at a look where the motion has ended, so the resting
 * picture is the one that stays. And the sleep never passes a moment the picture changes:
 * the next frame of a motion, its end, or the next change by itself. */
#ifndef RAJAS_FRAME_CLOCK_H
#define RAJAS_FRAME_CLOCK_H

#include <stdbool.h>
#include <stdint.h>

enum { FRAME_CLOCK_FRAME_MS = 16 };   /* 60 frames a second while something moves */

typedef struct {
    uint32_t now;           /* the moment of this look (SDL_GetTicks) */
    uint32_t last_draw;     /* when the last frame was drawn */
    bool changed;           /* what is shown is not what the last frame showed */
    bool drew_moving;       /* the last frame showed something moving */
    bool moving;            /* something moves at now: a frame every frame_ms */
    uint32_t frame_ms;      /* while moving (0: FRAME_CLOCK_FRAME_MS) */
    uint32_t motion_end;    /* when what moves comes to rest; 0: not known */
    uint32_t next_change;   /* the next moment the picture may change by itself (a message
                               runs out, a bot's answer is looked for); 0: none */
    uint32_t long_idle;     /* the longest sleep, when nothing is on the clock */
} FrameLook;

typedef struct {
    bool draw;              /* draw a frame at the look's now */
    uint32_t wait_ms;       /* then sleep this long at most (an event wakes sooner) */
} FrameStep;

FrameStep frame_clock_step(const FrameLook *l);

#endif
