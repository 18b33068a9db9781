/* setup_internal.h — the set-up screen's insides, for its own files only (the program sees
 * setup_screen.h, the tests setup_steps.h and setup_test.h; cmake/boundaries.cmake refuses
 * any other includer). SetupScene holds the params being edited, the ui (which name is being typed,
 * the mouse, the message) and the drawstate (the layout). Events arrive in renderer pixels.
 * The scene borrows Sheets and Art and allocates nothing but itself. */
#ifndef RAJAS_SETUP_INTERNAL_H
#define RAJAS_SETUP_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game_setup.h"
#include "i18n.h"
#include "setup_steps.h"

struct SetupScene {
    const Sheets *sheets;         /* borrowed */
    Art *art;                     /* borrowed */
    const Lang *lang;             /* borrowed: the program's language */
    GameSetup setup;              /* params */
    bool can_resume;              /* an autosave is there to resume */
    bool welcome;                 /* a first start: Learn to play stands out */
    bool unsaved;                 /* the game just left could not be saved: the hints do
                                     not say that leaving saves (setup_scene_unsaved) */
    uint8_t palette;              /* PaletteKind of the pens drawn */

    /* ui */
    int editing;                  /* seat whose name is being typed, -1: none */
    int mouse_x, mouse_y;
    char message[1024];           /* printable: file bytes escaped (printable.h) */
    bool message_bad;
    char message_why[256];        /* the rule behind a refusal, said when the player points
                                     at the message or its "Why?"; "" for none */

    /* drawstate */
    int w, h;
    SetupLayout layout;
    SDL_Rect message_drawn;       /* the message and its "Why?" as last drawn */

    SetupOutcome outcome;
};

#endif
