/* app_frame.h — what the program's loop sees at one look (app_frame.c, for frame_clock.h):
 * whether to draw, how long to sleep, the version of what is on screen. */
#ifndef RAJAS_APP_FRAME_H
#define RAJAS_APP_FRAME_H

#include <stdbool.h>
#include <stdint.h>

#include "frame_clock.h"

typedef struct App App;

/* The loop's bookkeeping between frames (main.c, app_frame.c). */
typedef struct {
    bool running;
    bool dirty;               /* the app changed something since the last frame */
    bool drew_moving;         /* the last frame showed something moving: the frame after it
                                 ends is drawn too, with what its end changed (a roll's log
                                 line and prompt once the dice land) */
    uint64_t drawn_version;   /* app_version of the last frame drawn (app_frame.c) */
    uint32_t last_draw;       /* when it was drawn */
    bool screenshot_due;      /* F12: save the next frame */
} AppFrame;

/* True while the loop must look every frame: something moves, or a bot's turn, a thread or
 * the peek's delay may change the picture with no event. */
bool app_busy(const App *a, uint32_t now);
/* Milliseconds the loop may sleep at now before it needs another look (a blinking caret,
 * a message running out, the pause before the end scene, the sound device to rest);
 * APP_LONG_IDLE_MS when only an event can change anything (a table waiting for a person). */
#define APP_LONG_IDLE_MS 60000
uint32_t app_idle_ms(const App *a, uint32_t now);
/* The version of what is on screen at now: a key over everything the scenes draw. */
uint64_t app_version(const App *a, uint32_t now);
/* The look at now for frame_clock_step, the last frame drawn at last_draw. */
void app_frame_look(const App *a, uint32_t last_draw, uint32_t now, FrameLook *l);
/* The loop's step at now: draw or not, and how long to sleep after (a->frame.last_draw). */
FrameStep app_frame_step(const App *a, uint32_t now);
/* Whether the screen must be drawn again at now, last drawn at last_draw: what is shown
 * changed (an event, a scene change, a tick, a bot's answer, a message running out), the
 * last frame showed motion, or a frame of a motion is due. An idle screen is not drawn. */
bool app_wants_draw(const App *a, uint32_t last_draw, uint32_t now);
/* app_draw's last step: the frame at now is what is shown. */
void app_frame_drawn(App *a, uint32_t now);

#endif
