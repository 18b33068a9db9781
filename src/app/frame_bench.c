/* frame_bench.c — see frame_bench.h. What differs between systems is bench_system.c. */
#include "app_frame.h"
#include "frame_bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "bench_system.h"
#include "bot.h"
#include "frame_clock.h"

/* What every benchmark's game starts from unless the command line says: seed 1, the
 * default window, not full screen, a new game (never the saved one). */
void bench_run_defaults(CliOptions *o)
{
    if (!o->seeded) {
        o->seeded = true;
        o->seed = 1;
    }
    if (!o->window_w) {
        o->window_w = CLI_DEFAULT_W;
        o->window_h = CLI_DEFAULT_H;
    }
    o->fullscreen = false;
    o->new_game = true;
}

void frame_bench_defaults(CliOptions *o, int level)
{
    if (!o->players) o->players = o->bots ? o->bots : 2;
    for (int s = o->bots; s < o->players; s++) o->bot[s] = (int8_t)level;
    if (o->bots < o->players) o->bots = o->players;
    bench_run_defaults(o);
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void bench_sort(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
}

double bench_percentile(const double *sorted, int n, double share)
{
    int rank = (int)(share * n + 0.999999);
    return sorted[rank < 1 ? 0 : rank > n ? n - 1 : rank - 1];
}

bool bench_prepare(char *home, size_t cap, const char *option)
{
    if (!bench_scratch_make(home, cap)) {
        fprintf(stderr, "rajas %s: cannot make a temporary folder\n", option);
        return false;
    }
    bench_env("XDG_DATA_HOME", home, true);
    bench_env("SDL_VIDEODRIVER", "offscreen", false);
    bench_env("SDL_AUDIODRIVER", "dummy", false);
    /* The software renderer, drawing into the driver's own framebuffer (app.c sees to that
     * for the software renderer), so no second renderer is measured behind it. */
    bench_env("SDL_RENDER_DRIVER", "software", false);
    return true;
}

void bench_clean(const char *home, const char *option)
{
    if (!bench_scratch_remove(home))
        fprintf(stderr, "rajas %s: %s was not removed\n", option, home);
}

static void report(double *ms, int n)
{
    bench_sort(ms, n);
    printf("frames %d p50 %.2f p90 %.2f p99 %.2f max %.2f rss-mb %.1f\n", n, bench_percentile(ms, n, 0.50),
           bench_percentile(ms, n, 0.90), bench_percentile(ms, n, 0.99), ms[n - 1], bench_peak_rss_mb());
}

int frame_bench_run(const CliOptions *o)
{
    char home[260];
    if (!bench_prepare(home, sizeof home, "--bench-frames")) return 1;
    double *ms = malloc((size_t)o->bench_frames * sizeof *ms);
    App app;
    int status = ms ? app_open(&app, o) : 1;
    if (status == 0) {
        int n = 0;
        while (app.frame.running && n < o->bench_frames) {
            double start = bench_thread_ms();
            SDL_Event e;
            while (SDL_PollEvent(&e)) app_event(&app, &e);
            uint32_t now = SDL_GetTicks();
            app_update(&app, now);
            app_draw(&app, now);
            ms[n++] = bench_thread_ms() - start;
            SDL_Delay(1);   /* the bots' threads and their pace run on the clock */
        }
        app_close(&app);
        if (n > 0) report(ms, n);
        status = n == o->bench_frames ? 0 : 1;
    }
    free(ms);
    bench_clean(home, "--bench-frames");
    return status;
}

/* The program's own loop (main.c) for as long as it takes. A turn (the game's round and
 * turn within it, R2) is timed at the wall clock from the moment it begins to the moment
 * the next one does: the round's roll counts to its first turn. Adds to s from n on;
 * returns the new count. */
static int time_turns(App *app, const CliOptions *o, double *s, int n)
{
    int at = -1;
    uint32_t since = 0;
    while (app->frame.running && n < o->bench_turns && app->scene == SCENE_TABLE) {
        uint32_t now = SDL_GetTicks();
        app_update(app, now);
        const Game *g = &app->session.game;
        int turn = g->waiting == WAIT_OVER ? -1 : g->round * 256 + g->turn;
        if (turn != at) {
            if (at >= 0 && turn >= 0) s[n++] = (double)(now - since) / 1000.0;   /* the first is joined late */
            since = now;
            at = turn;
        }
        if (turn < 0 && at < 0) break;   /* over: the next game, if more turns are wanted */
        FrameStep step = app_frame_step(app, now);
        if (step.draw) app_draw(app, now);
        int32_t left = (int32_t)(now + step.wait_ms - SDL_GetTicks());
        SDL_Event e;
        if (SDL_WaitEventTimeout(&e, left > 1 ? (left < 10 ? (int)left : 10) : 1)) app_event(app, &e);
    }
    return n;
}

/* Games follow one another, each dealt from the next seed (--seed or 1 on), until N turns
 * are timed: a game of two hard bots lasts about 20–27 turns. */
int turn_bench_run(const CliOptions *o)
{
    char home[260];
    if (!bench_prepare(home, sizeof home, "--bench-turns")) return 1;
    double *s = malloc((size_t)o->bench_turns * sizeof *s);
    int n = 0, games = 0, status = s ? 0 : 1;
    CliOptions game = *o;
    game.seeded = true;
    game.seed = o->seeded ? o->seed : 1;
    while (status == 0 && n < o->bench_turns) {
        App app;
        status = app_open(&app, &game);
        if (status != 0) break;
        table_set_bot_samples(app.table, o->bench_samples);
        int before = n;
        n = time_turns(&app, o, s, n);
        bool closed = !app.frame.running;
        app_close(&app);
        games++;
        game.seed++;
        if (n == before || closed) break;   /* no turn played, or the window closed */
    }
    if (n > 0) {
        bench_sort(s, n);
        printf("turns %d games %d p50 %.2f p90 %.2f p95 %.2f max %.2f s\n", n, games, bench_percentile(s, n, 0.50),
               bench_percentile(s, n, 0.90), bench_percentile(s, n, 0.95), s[n - 1]);
    }
    if (status == 0 && n < o->bench_turns) {
        fprintf(stderr, "rajas --bench-turns: %d of %d turns timed\n", n, o->bench_turns);
        status = 1;
    }
    free(s);
    bench_clean(home, "--bench-turns");
    return status;
}
