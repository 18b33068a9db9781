/* setup_steps.h — the set-up screen's own steps, which its scene operations (setup_ops.c)
 * take and the tests take directly beside them (setup_test.h): an event, a new size, the
 * drawing, the tooltip, the caret's deadlines, and the outcome a click or key leaves. */
#ifndef RAJAS_SETUP_STEPS_H
#define RAJAS_SETUP_STEPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "deadline.h"
#include "setup_layout.h"
#include "setup_screen.h"
#include "setup_text.h"
#include "setup_words.h"

/* SETUP_RULES, SETUP_SETTINGS and SETUP_STATS ask the program to open that card over the
 * screen; it sets the outcome back to SETUP_EDITING when it has. SETUP_LESSON asks for
 * the guided first game (lesson_screen.h), SETUP_PUZZLES for the puzzles (docs/puzzles.md); SETUP_DAILY
 * Today's dice. */
typedef enum {
    SETUP_EDITING, SETUP_START, SETUP_RESUME, SETUP_RULES, SETUP_SETTINGS, SETUP_STATS, SETUP_LESSON, SETUP_PUZZLES,
    SETUP_DAILY
} SetupOutcome;

/* ---- setup.c, setup_draw.c ---------------------------------------------------------- */

void setup_scene_resize(SetupScene *s, int w, int h);
void setup_scene_event(SetupScene *s, const SDL_Event *e);
/* The size the message is drawn at: the body size, or smaller when it would need more
 * lines than its box (less its "Why?") has. */
int setup_message_px(const SetupScene *s);
/* True while a name is being typed (the program turns SDL text input on). */
bool setup_scene_wants_text(const SetupScene *s);
/* The hint for what is under the mouse (bots, the starting player …, the rule behind a
 * refusal over the message) into buf; false when there is none. */
bool setup_scene_tooltip(const SetupScene *s, char *buf, size_t cap);
void setup_scene_draw(SetupScene *s, SDL_Renderer *r, uint32_t now);

/* ---- setup_deadlines.c: the moments the screen changes by itself (deadline.h) ------- */

typedef enum {
    SETUP_DUE_CARET   /* the caret of the name being typed turns on or off */
} SetupDue;
/* Every moment ahead at now, in d. */
void setup_deadlines(const SetupScene *s, uint32_t now, Deadlines *d);
/* Whether the caret of the name being typed shows at now. */
bool setup_caret_shown(const SetupScene *s, uint32_t now);
/* The earliest of them ahead of now (0: none), the loop's wake. */
uint32_t setup_wake(const SetupScene *s, uint32_t now);

#endif
