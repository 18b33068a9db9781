/* main.c — the game program's loop: wait for input, let the scene act, draw. It draws at
 * 60 frames a second only while something moves; otherwise it sleeps in
 * SDL_WaitEventTimeout until an event or the next moment the screen needs a look, and
 * draws only if the picture changed (app_wants_draw): an idle table is not redrawn.
 * The command line is read first (cli.h), so --help, --version and a wrong line are
 * answered before anything opens; app_open then reads the window options from it. */
#include "app.h"
#include "cli.h"
#include "frame_bench.h"

enum { FRAME_MS = 16 };

int main(int argc, char **argv)
{
    CliOptions options;
    int parsed = cli_parse(argc, argv, &options, stderr);
    if (parsed == CLI_EXIT_OK) return 0;
    if (parsed != 0) return parsed;
    if (options.bench_frames) {
        frame_bench_defaults(&options);
        return frame_bench_run(&options);
    }
    App app;
    int status = app_open(&app, &options);
    if (status != 0) return status;
    uint32_t last_draw = 0, last_look = 0;
    while (app.running) {
        uint32_t now = SDL_GetTicks();
        bool busy = app_busy(&app, now);
        /* Moving: the next frame. Idle: another look a while after the last one, for what
         * changes by itself (a message running out, the pause before the end scene). */
        uint32_t due = busy ? last_draw + FRAME_MS : last_look + app_idle_ms(&app, now);
        int wait = due > now ? (int)(due - now) : 0;
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, wait > 0 ? wait : 1)) {
            app_event(&app, &e);
            while (app.running && SDL_PollEvent(&e)) app_event(&app, &e);
        }
        now = SDL_GetTicks();
        last_look = now;
        app_update(&app, now);
        if (app_wants_draw(&app, last_draw, now)) {
            app_draw(&app, now);
            last_draw = now;
        }
    }
    app_close(&app);
    return 0;
}
