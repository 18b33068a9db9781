/* main.c — the game program's loop: let the scene act, draw when frame_clock.h says so,
 * sleep in SDL_WaitEventTimeout until an event or the next moment the picture changes. It
 * draws at 60 frames a second only while something moves, and once more when it comes to
 * rest; otherwise only when what is shown changed (app_version): an idle table is not
 * redrawn, and a change made with no input is never left off the screen. Each frame is
 * drawn with the now its decision was taken at, so the resting frame shows the rest.
 * The command line is read first (cli.h), so --help, --version and a wrong line are
 * answered before anything opens; app_open then reads the window options from it. */
#include <stdio.h>

#include "app.h"
#include "app_frame.h"
#include "bot.h"
#include "cli.h"
#include "frame_bench.h"

int main(int argc, char **argv)
{
    CliOptions options;
    int parsed = cli_parse(argc, argv, &options, stderr);
    if (parsed == CLI_EXIT_OK) return 0;
    if (parsed != 0) return parsed;
    if (options.bench_frames) {
        frame_bench_defaults(&options, BOT_EASY);
        return frame_bench_run(&options);
    }
    if (options.bench_turns) {
        frame_bench_defaults(&options, BOT_HARD);
        return turn_bench_run(&options);
    }
    if (options.bench_waits) {
        char why[160];
        if (!wait_bench_defaults(&options, why, sizeof why)) {
            fprintf(stderr, "rajas: %s\n", why);
            return CLI_BAD;
        }
        return wait_bench_run(&options);
    }
    App app;
    int status = app_open(&app, &options);
    if (status != 0) return status;
    while (app.frame.running) {
        uint32_t now = SDL_GetTicks();
        app_update(&app, now);
        FrameStep step = app_frame_step(&app, now);
        if (step.draw) app_draw(&app, now);
        /* The sleep counts from the look: a slow frame shortens it, never delays the next. */
        int32_t left = (int32_t)(now + step.wait_ms - SDL_GetTicks());
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, left > 1 ? (int)left : 1)) {
            app_event(&app, &e);
            while (app.frame.running && SDL_PollEvent(&e)) app_event(&app, &e);
        }
    }
    app_close(&app);
    return 0;
}
