/* app_flow.c — the program's scenes and the ways between them: set-up → table (a new game
 * or the resumed autosave) → end → set-up or the same table again. The set-up is
 * remembered in setup.txt and the seats of the game in progress in autosave-seats.txt next
 * to the autosave (whose record knows seats only by number), both in the user data folder. */
#include "app.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "autosave.h"
#include "i18n.h"
#include "terms.h"

#define SETUP_FILE "setup.txt"
#define SEATS_FILE "autosave-seats.txt"

static void remember(App *a, const char *file, const GameSetup *g)
{
    char path[APP_PATH_MAX], err[APP_PATH_MAX + 64];
    if (!user_file(file, path, sizeof path)) return;
    if (!setup_save(g, &a->sheets, path, err, sizeof err)) SDL_Log("cannot write %s", err);
}

void app_go_setup(App *a, const char *message, bool bad)
{
    GameSetup last;
    char path[APP_PATH_MAX], err[APP_PATH_MAX + 64];
    char note[APP_PATH_MAX + 128] = "";
    bool note_bad = false;
    setup_default(&last, &a->sheets);
    if (user_file(SETUP_FILE, path, sizeof path)) {
        FILE *f = fopen(path, "rb");
        if (f) {
            fclose(f);
            if (!setup_load(&last, &a->sheets, path, err, sizeof err)) {
                /* A damaged memory costs the remembered names, never the game. */
                SDL_Log("ignoring the remembered set-up: %s", err);
                snprintf(note, sizeof note, _("The remembered set-up could not be read and was reset (%s)"), err);
                note_bad = true;
            }
        }
    }
    setup_scene_init(&a->setup_scene, &a->sheets, a->art, &last, autosave_exists());
    setup_scene_resize(&a->setup_scene, a->w, a->h);
    if (message) setup_scene_say(&a->setup_scene, bad, message);
    else if (note[0]) setup_scene_say(&a->setup_scene, note_bad, note);
    a->scene = SCENE_SETUP;
    a->dirty = true;
}

static void go_table(App *a, uint32_t now)
{
    table_stop(&a->table);
    table_init(&a->table, &a->session, &a->sheets, a->art, &a->seats, now);
    table_resize(&a->table, a->w, a->h);
    a->scene = SCENE_TABLE;
    a->dirty = true;
}

static void go_end(App *a)
{
    end_scene_init(&a->end, &a->session, &a->sheets, a->art, &a->seats);
    end_scene_resize(&a->end, a->w, a->h);
    a->scene = SCENE_END;
    a->dirty = true;
}

/* A finished game is not offered for resuming. */
static void forget_autosave(void)
{
    char path[APP_PATH_MAX];
    autosave_remove();
    if (user_file(SEATS_FILE, path, sizeof path)) remove(path);
}

static void start_game(App *a, uint32_t now)
{
    uint64_t seed = a->seeded ? a->seed : (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter() * 0x9e3779b97f4a7c15ull;
    Setup setup;
    setup_to_game(&a->setup, seed, &setup);
    Refusal why;
    if (!session_new(&a->session, &setup, &why)) {
        char text[256], reason[200];
        term_refusal_line(&why, reason, sizeof reason);
        snprintf(text, sizeof text, _("The game cannot start: %s"), reason);
        app_go_setup(a, text, true);
        return;
    }
    setup_to_seats(&a->setup, &a->seats);
    remember(a, SETUP_FILE, &a->setup);
    remember(a, SEATS_FILE, &a->setup);
    char err[APP_PATH_MAX + 64];
    if (!autosave_write(&a->session, err, sizeof err)) SDL_Log("autosave failed: %s", err);
    go_table(a, now);
}

static void resume_game(App *a, uint32_t now)
{
    char err[APP_PATH_MAX + 64], text[APP_PATH_MAX + 128];
    if (!autosave_load(&a->session, err, sizeof err)) {
        snprintf(text, sizeof text, _("The saved game could not be read: %s"), err);
        app_go_setup(a, text, true);
        a->setup_scene.can_resume = false;
        setup_scene_resize(&a->setup_scene, a->w, a->h);
        return;
    }
    const Game *g = &a->session.game;
    GameSetup seats;
    char path[APP_PATH_MAX];
    bool named = user_file(SEATS_FILE, path, sizeof path) &&
                 setup_load(&seats, &a->sheets, path, err, sizeof err) &&
                 seats.players == g->setup.players;
    if (!named) {
        /* The record alone: the game goes on with default names and colours. */
        SDL_Log("the saved game's seats are lost; using default names");
        setup_default(&seats, &a->sheets);
        while (seats.players < g->setup.players) setup_add_seat(&seats);
    }
    seats.sheet = g->setup.sheet;
    a->setup = seats;
    setup_to_seats(&a->setup, &a->seats);
    if (game_over(g)) {
        forget_autosave();
        go_end(a);
        return;
    }
    go_table(a, now);
}

void app_update(App *a, uint32_t now)
{
    switch (a->scene) {
    case SCENE_SETUP:
        if (a->setup_scene.outcome == SETUP_START) {
            a->setup = a->setup_scene.setup;
            start_game(a, now);
        } else if (a->setup_scene.outcome == SETUP_RESUME) {
            resume_game(a, now);
        }
        return;
    case SCENE_TABLE: {
        TableOutcome before = a->table.outcome;
        bool thinking = table_thinking(&a->table);
        table_tick(&a->table, now);
        if (thinking && !table_thinking(&a->table)) a->dirty = true;   /* a hint arrived */
        if (a->table.outcome != TABLE_PLAYING) table_stop(&a->table);
        if (a->table.outcome == TABLE_LEAVE) {
            app_go_setup(a, _("The game is saved: resume it whenever you like"), false);
        } else if (a->table.outcome == TABLE_OVER) {
            forget_autosave();
            go_end(a);
        } else if (a->table.outcome != before) {
            a->dirty = true;
        }
        return;
    }
    case SCENE_END:
        if (a->end.outcome == END_PLAY_AGAIN) start_game(a, now);
        else if (a->end.outcome == END_NEW_SETUP) app_go_setup(a, NULL, false);
        return;
    }
}
