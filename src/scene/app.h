/* app.h — the game program `rajas`: the window, the renderer, the loaded data and the
 * three scenes (set-up → table → end → set-up) with the switches between them. main.c owns
 * the loop and calls these; everything lives in one App value that main keeps, so there is
 * no global state. Coordinates: events are converted from window points to renderer output
 * pixels here, so on a HiDPI screen every scene draws and hit-tests in real pixels. */
#ifndef RAJAS_APP_H
#define RAJAS_APP_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "end_scene.h"
#include "session.h"
#include "setup_scene.h"
#include "table_scene.h"

typedef enum { SCENE_SETUP, SCENE_TABLE, SCENE_END } SceneKind;

#define APP_PATH_MAX 1200

typedef struct {
    SDL_Window *window;
    SDL_Renderer *renderer;
    Art *art;
    char data_dir[APP_PATH_MAX];
    Sheets sheets;
    Session session;

    GameSetup setup;          /* the set-up of the game being played (Play again repeats it) */
    TableSeats seats;

    SceneKind scene;
    SetupScene setup_scene;
    TableScene table;
    EndScene end;

    int w, h;                 /* renderer output in pixels */
    float scale_x, scale_y;   /* output pixels per window point */
    bool text_input;          /* SDL text input is on */
    bool screenshot_due;      /* F12: save the next frame */
    bool running;
    bool dirty;               /* something changed since the last frame */
    bool seeded;              /* --seed: every new game uses seed (for tests and replays) */
    uint64_t seed;
} App;

/* app_open's answer when there is nothing to run (--help): exit with status 0. */
#define APP_DONE (-1)

/* Parses the command line, finds the data, opens the window. Returns 0 when the program
 * can run, APP_DONE, or the exit status (1: data, fonts or SDL missing, with the reason
 * printed and shown; 2: bad command line). On a non-zero return nothing is left open. */
int app_open(App *a, int argc, char **argv);
void app_close(App *a);

/* The one place the language is chosen: choice is "auto" (LANGUAGE, LC_ALL, LC_MESSAGES,
 * LANG) or a code ("de", "nl", "en"), as i18n_pick takes it. Loads the catalogue from the
 * data folder, writes again the texts the scenes keep (the table's log and choices, the
 * end scene's tie-breaks; the set-up screen's message is dropped), retitles the window and
 * marks the screen dirty. art.c caches rendered text by the string itself, so no stale
 * texture can show; a scene that starts keeping translated text must be refreshed here.
 * False (and the language before kept) when the catalogue cannot be read. */
bool app_set_language(App *a, const char *choice);

void app_event(App *a, const SDL_Event *e);
/* Shows the set-up screen with the remembered set-up, and a message when given. */
void app_go_setup(App *a, const char *message, bool bad);
/* Lets the scene do what needs no input (the table's rolls) and switches scenes. */
void app_update(App *a, uint32_t now);
/* True while something moves on screen: the loop then draws at 60 frames a second. */
bool app_busy(const App *a, uint32_t now);
/* Milliseconds the loop may sleep before the screen needs another look (a blinking
 * caret, a message running out, the pause before the end scene). */
uint32_t app_idle_ms(const App *a);
void app_draw(App *a, uint32_t now);

#endif
