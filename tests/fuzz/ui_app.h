/* ui_app.h — the UI harness's fixture (fuzz_ui.c, docs/fuzzing.md): the real program (app.h)
 * opened once per process under SDL's dummy video and audio drivers, with a private user
 * folder and a clock of its own, and set back to the set-up screen at the start of every
 * input, so an input does the same wherever it comes in a run.
 *
 * The clock: the harness defines SDL_GetTicks, so every `now` the program reads (events,
 * the table's animations, the bots' pace) is the harness's time, which moves only when an
 * input says so (and 16 ms an event); SDL's own timing is not touched. Bots and hints run
 * on their threads as in the game, with a few sampled futures (table_set_bot_samples), and
 * the harness waits for each thread to finish before it goes on, so a run repeats. A
 * review of a finished game ("Review my game") is started only by the scene step, which
 * cancels it (ui_scenes.c). */
#ifndef RAJAS_FUZZ_UI_APP_H
#define RAJAS_FUZZ_UI_APP_H

#include <stddef.h>
#include <stdint.h>

#include "app.h"

/* The input, read a byte at a time; past its end every byte is 0. */
typedef struct {
    const uint8_t *data;
    size_t size, at;
} UiBytes;

uint8_t ui_byte(UiBytes *in);

/* The one program of the process (libFuzzer gives no context pointer). */
App *ui_app(void);

/* The harness's clock, in milliseconds, and time passing on it. */
uint32_t ui_now(void);
void ui_pass(uint32_t ms);

/* Opens the program (once; LLVMFuzzerInitialize). Aborts when it cannot. */
void ui_open(void);
/* Closes the rules and the cards and leaves the scene on screen, its threads joined. */
void ui_leave_scene(void);
/* Back to the start for a new input: every scene and card closed, the user folder empty,
 * the default settings, a 1280×800 window, the set-up screen; new games dealt from seed. */
void ui_reset(uint64_t seed);
/* An event to the program as the window would send it, 16 ms after the last one. */
void ui_event(const SDL_Event *e);
/* The window resized to w×h as a player drags its corner (SDL keeps it at least the
 * smallest size the program sets, cli.h), and the program told. */
void ui_resize(int w, int h);
/* The next press of "Review my game" is let through (with one sample a decision); any
 * other is let go (ui_settle). */
void ui_review_next(void);
/* Lets the program do what follows by itself (app_update) until no thread of its thinks:
 * a bot's or a hint's decision is taken, then collected. */
void ui_settle(void);

#endif
