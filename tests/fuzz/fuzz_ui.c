/* fuzz_ui.c — the whole program (app.h) played by its bytes: the window under SDL's dummy
 * video and audio drivers with the software renderer, opened once (ui_app.h), and every
 * input a sequence of things a player does (ui_steps.h): clicks on what can be clicked
 * now, roads dragged, keys, text, the wheel, resizes, time passing, frames drawn and
 * scene switches (a new game with bots, the lesson, the end screen and its review, the
 * replay viewer, the cards, the rules).
 *
 * The first byte deals the games of the input (--seed); then each step is followed by what
 * the program does by itself (ui_settle: rolls, the bots' moves on their threads, waited
 * for) and by the checks of ui_checks.h: nothing laid out outside the window, the table's
 * legal actions the engine's for its session's game, and the autosave loading back to
 * the game as it stands. An input is cut at STEPS_MAX steps, so it stays well under a
 * second. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "table.h"
#include "table_steps.h"
#include "table_test.h"
#include "ui_app.h"
#include "ui_checks.h"
#include "ui_steps.h"

#define STEPS_MAX 64

/* What was run, said at exit: docs/fuzzing.md counts the UI target's steps as well as its
 * inputs (libFuzzer's executions). */
static unsigned long long steps_run, inputs_run;

static void say_steps(void)
{
    fprintf(stderr, "fuzz_ui: %llu steps in %llu inputs\n", steps_run, inputs_run);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    ui_open();
    atexit(say_steps);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    UiBytes in = {data, size, 0};
    unsigned long long steps_before = steps_run;
    inputs_run++;
    ui_reset(ui_byte(&in));
    ui_check();
    for (int step = 0; step < STEPS_MAX && in.at < in.size; step++) {
        ui_step(&in);
        steps_run++;
        ui_settle();
        ui_check();
    }
    /* A long run says how far it has got, so its rate can be read while it runs. */
    if (steps_run / 50000 != steps_before / 50000)
        say_steps();
    return 0;
}
