/* setup_test.h — the set-up screen's declared test header: what a test may read inside the
 * screen — the layout, the set-up being edited, the message, what it was told, the outcome —
 * without its struct, besides its front door (setup_screen.h) and its steps (setup_steps.h).
 * Only setup_test.c and the tests include it (cmake/boundaries.cmake); the program never
 * calls the setup_test_* functions. */
#ifndef RAJAS_SETUP_TEST_H
#define RAJAS_SETUP_TEST_H

#include <stdbool.h>

#include <SDL.h>

#include "game_setup.h"
#include "setup_layout.h"
#include "setup_screen.h"
#include "setup_steps.h"

/* ---- setup_test.c: what a test reads inside the screen ---------------------------- */

/* The layout as last laid out (setup_scene_resize). */
const SetupLayout *setup_test_layout(const SetupScene *s);
/* The set-up being edited. */
const GameSetup *setup_test_params(const SetupScene *s);
/* The message under the seats (setup_scene_say): its text, whether it tells a problem, the
 * rule behind it ("" for none) and where it and its "Why?" were last drawn; the pointers are
 * the screen's. */
typedef struct {
    const char *text;
    bool bad;
    const char *why;
    SDL_Rect drawn;
} SetupMessage;
SetupMessage setup_test_message(const SetupScene *s);
/* What the program told the screen: an autosave to resume, a first start, a game left
 * unsaved, the pens' palette (a PaletteKind). */
typedef struct {
    bool can_resume, welcome, unsaved;
    int palette;
} SetupTold;
SetupTold setup_test_told(const SetupScene *s);
/* What the last click or key asked for, before the scene operations turn it into a request. */
SetupOutcome setup_test_outcome(const SetupScene *s);

#endif
