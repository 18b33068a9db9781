/* ui_app.c — see ui_app.h. */
#define _XOPEN_SOURCE 700

#include "table.h"
#include "table_steps.h"
#include "table_test.h"
#include "ui_app.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "end.h"
#include "end_test.h"
#include "end_review.h"
#include "fuzz.h"

#define UI_BOT_SAMPLES 1        /* sampled futures per bot or hint decision: the checks need a legal answer, not a good one */
#define UI_REVIEW_SAMPLES 1     /* and per reviewed decision ("Review my game") */
#define UI_EVENT_MS 16
#define UI_WAIT_MS 60000        /* a thread still thinking after this (real time) is a hang */

static App app;
static uint32_t clock_ms = 1000;

App *ui_app(void) { return &app; }
uint32_t ui_now(void) { return clock_ms; }
void ui_pass(uint32_t ms) { clock_ms += ms; }

/* The program's clock is the harness's: this definition comes before SDL's in the link, so
 * the program's own calls get it, while SDL inside keeps its own clock. */
Uint32 SDL_GetTicks(void) { return clock_ms; }

uint8_t ui_byte(UiBytes *in)
{
    return in->at < in->size ? in->data[in->at++] : 0;
}

/* What speech would say (the settings' Speech row): a string, said whole. */
static void heard(void *ctx, const char *text)
{
    (void)ctx;
    fuzz_check(text != NULL && strlen(text) < 4096);
}

void ui_open(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C", 1);
    char home[600];
    fuzz_temp_path("xdg", home, sizeof home);   /* app_open makes the user folder in it */
    setenv("XDG_DATA_HOME", home, 1);
    char *argv[] = {"rajas", "--windowed", "1280x800", NULL};
    CliOptions o;
    FILE *err = tmpfile();
    fuzz_check(err != NULL);
    fuzz_check(cli_parse(3, argv, &o, err) == 0);
    fclose(err);
    fuzz_check(app_open(&app, &o) == 0);
    fuzz_check(app.dirs.user[0] != '\0');
    app.audio.speech.sink = heard;
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);   /* not a line for every record saved */
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *at)
{
    (void)st;
    (void)flag;
    if (at->level > 0) fuzz_check(remove(path) == 0);
    return 0;
}

/* Waits (real time) until a started thread has finished; the table collects it. */
static void wait_for(Thread *thread)
{
    for (int ms = 0; thread_started(thread) && !thread_finished(thread); ms++) {
        fuzz_check(ms < UI_WAIT_MS);
        SDL_Delay(1);
    }
}

void ui_leave_scene(void)
{
    if (app.on.base.ops && app.on.base.ops->stop) app.on.base.ops->stop(app.on.base.self);
    app_close_rules(&app);
    app_close_card(&app);
}

void ui_resize(int w, int h)
{
    if (SDL_GetWindowFlags(app.win.window) & SDL_WINDOW_FULLSCREEN_DESKTOP) SDL_SetWindowFullscreen(app.win.window, 0);
    SDL_SetWindowSize(app.win.window, w, h);
    SDL_Event e = {.window = {.type = SDL_WINDOWEVENT, .event = SDL_WINDOWEVENT_SIZE_CHANGED, .data1 = w, .data2 = h}};
    ui_event(&e);
}

void ui_reset(uint64_t seed)
{
    ui_leave_scene();
    fuzz_check(nftw(app.dirs.user, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0);
    app.run.lang[0] = '\0';
    app.run.scale = 0;
    app.told.file_note[0] = '\0';
    app.run.seeded = true;
    app.run.seed = seed;
    Settings plain = settings_file_default();
    app_change_settings(&app, &plain);
    ui_resize(1280, 800);
    app_go_setup(&app, NULL, false);
    app.input.focus.shown = false;
    app_update(&app, clock_ms);
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
}

void ui_event(const SDL_Event *e)
{
    clock_ms += UI_EVENT_MS;
    app_event(&app, e);
}

static bool review_asked;

void ui_review_next(void) { review_asked = true; }

/* The table's bots and hints think with a few samples; a review of the game with one, and
 * only when the scene step asked for it (which cancels it at once): a click that lands on
 * the button by chance is let go, as a whole review takes seconds even so. */
static void cheap_thinking(void)
{
    if (app.scene == SCENE_TABLE || app.scene == SCENE_LESSON) table_set_bot_samples(app.table, UI_BOT_SAMPLES);
    if (app.scene == SCENE_END) {
        end_test_set_review_samples(app.end, UI_REVIEW_SAMPLES);
        if (!review_asked && end_test_review(app.end)->state == REVIEW_RUNNING) end_review_cancel(end_test_review(app.end));
    }
    review_asked = false;
}

static bool thinking(void)
{
    return (app.scene == SCENE_TABLE || app.scene == SCENE_LESSON) && table_thinking(app.table);
}

void ui_settle(void)
{
    for (int round = 0; round < 8; round++) {
        cheap_thinking();
        app_update(&app, clock_ms);
        cheap_thinking();
        if (!thinking()) break;
        wait_for(table_test_thread(app.table, 0));
        wait_for(table_test_thread(app.table, 1));
    }
    SDL_FlushEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);   /* the window's own, never read */
}
