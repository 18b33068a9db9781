/* app.c — opening and closing the program, the window and its pixels, the keys that work
 * everywhere (F11 fullscreen, F12 screenshot) and handing events and frames to the scene
 * on screen. The scene switches are in app_flow.c. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>

#include "autosave.h"
#include "data.h"
#include "i18n.h"

enum { DEFAULT_W = 1280, DEFAULT_H = 800, MIN_W = 1024, MIN_H = 640, CARET_MS = 500, IDLE_MS = 1000 };

/* Says why the program cannot run: on the terminal and, when there is a display, in a box,
 * because a player who started it from a menu never sees the terminal. */
static void fatal(const char *what, const char *detail)
{
    fprintf(stderr, "rajas: %s\n%s\n", what, detail);
    char text[4400];
    int n = snprintf(text, sizeof text, "%s\n\n%s", what, detail);
    if (n < 0) return;
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, _("Rajas of the Ganges cannot start"), text, NULL);
}

/* The command line's help stays English, like the options it explains. */
static void usage(FILE *out)
{
    fprintf(out,
            "usage: rajas [--fullscreen] [--seed N]\n"
            "  Rajas of the Ganges: The Dice Charmers, for 2-5 players at one screen.\n"
            "  F11 fullscreen, F12 screenshot into the user data folder, Ctrl+Z or Backspace\n"
            "  undo, Enter confirm, Esc leave the game. RAJAS_DATA overrides the data folder.\n"
            "  --seed N deals every new game from seed N (the same dice for the same moves).\n");
}

/* Window points → output pixels, for the scale of the current window. */
static void update_scale(App *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->window, &ww, &wh);
    SDL_GetRendererOutputSize(a->renderer, &a->w, &a->h);
    a->scale_x = ww > 0 ? (float)a->w / (float)ww : 1.0f;
    a->scale_y = wh > 0 ? (float)a->h / (float)wh : 1.0f;
}

static void resize_scenes(App *a)
{
    update_scale(a);
    setup_scene_resize(&a->setup_scene, a->w, a->h);
    if (a->scene == SCENE_TABLE) table_resize(&a->table, a->w, a->h);
    if (a->scene == SCENE_END) end_scene_resize(&a->end, a->w, a->h);
    a->dirty = true;
}

static bool open_window(App *a, bool fullscreen)
{
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    a->window = SDL_CreateWindow(_("Rajas of the Ganges — The Dice Charmers"), SDL_WINDOWPOS_CENTERED,
                                 SDL_WINDOWPOS_CENTERED, DEFAULT_W, DEFAULT_H, flags);
    if (!a->window) return false;
    SDL_SetWindowMinimumSize(a->window, MIN_W, MIN_H);
    a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->renderer) a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->renderer) return false;
    SDL_SetRenderDrawBlendMode(a->renderer, SDL_BLENDMODE_BLEND);
    update_scale(a);
    return true;
}

int app_open(App *a, int argc, char **argv)
{
    SDL_zerop(a);
    bool fullscreen = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--fullscreen") == 0) {
            fullscreen = true;
        } else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            char *end;
            a->seed = strtoull(argv[++i], &end, 10);
            if (*argv[i] == '\0' || *end != '\0') {
                fprintf(stderr, "rajas: --seed wants a number, not %s\n", argv[i]);
                return 2;
            }
            a->seeded = true;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return APP_DONE;
        } else {
            fprintf(stderr, "rajas: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    char err[4096];
    if (!data_find(a->data_dir, sizeof a->data_dir, err, sizeof err)) {
        fatal(_("The game's data folder (assets) was not found."), err);
        return 1;
    }
    /* The language comes first of what the data folder holds, so every later message, the
     * window title included, is in it. "auto": from the environment, until the settings
     * file gives a choice (app_set_language). */
    app_set_language(a, "auto");
    if (!data_load_sheets(&a->sheets, err, sizeof err)) {
        fatal(_("The player sheets could not be loaded."), err);
        return 1;
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fatal(_("SDL could not start the video system."), SDL_GetError());
        return 1;
    }
    if (!open_window(a, fullscreen)) {
        fatal(_("SDL could not open a window."), SDL_GetError());
        app_close(a);
        return 1;
    }
    a->art = art_open(a->renderer, a->data_dir, err, sizeof err);
    if (!a->art) {
        fatal(_("The game's fonts or icons are missing."), err);
        app_close(a);
        return 1;
    }
    SDL_StopTextInput();   /* on only while a name is being typed */
    session_init(&a->session, &a->sheets);
    a->running = true;
    app_go_setup(a, NULL, false);
    return 0;
}

bool app_set_language(App *a, const char *choice)
{
    char err[1600];
    const char *lang = i18n_pick(choice);
    bool ok = i18n_load(a->data_dir, lang, err, sizeof err);
    /* A missing or damaged catalogue costs the translation, never the game: the language
     * before (English at start) stays. */
    if (!ok) SDL_Log("rajas: cannot use language %s: %s", lang, err);
    if (a->window) SDL_SetWindowTitle(a->window, _("Rajas of the Ganges — The Dice Charmers"));
    /* Texts a scene wrote once and keeps are written again; what is drawn each frame (and
     * art.c's text textures, which are cached by the string itself) follows by itself. */
    a->setup_scene.message[0] = 0;
    if (a->scene == SCENE_TABLE) table_retranslate(&a->table);
    if (a->scene == SCENE_END) end_scene_retranslate(&a->end);
    a->dirty = true;
    return ok;
}

void app_close(App *a)
{
    table_stop(&a->table);
    session_free(&a->session);
    if (a->art) art_free(a->art);
    if (a->renderer) SDL_DestroyRenderer(a->renderer);
    if (a->window) SDL_DestroyWindow(a->window);
    a->art = NULL;
    a->renderer = NULL;
    a->window = NULL;
    SDL_Quit();
}

/* The event with its mouse position in output pixels. */
static SDL_Event to_pixels(const App *a, const SDL_Event *e)
{
    SDL_Event p = *e;
    if (e->type == SDL_MOUSEMOTION) {
        p.motion.x = (Sint32)((float)e->motion.x * a->scale_x);
        p.motion.y = (Sint32)((float)e->motion.y * a->scale_y);
        p.motion.xrel = (Sint32)((float)e->motion.xrel * a->scale_x);
        p.motion.yrel = (Sint32)((float)e->motion.yrel * a->scale_y);
    } else if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP) {
        p.button.x = (Sint32)((float)e->button.x * a->scale_x);
        p.button.y = (Sint32)((float)e->button.y * a->scale_y);
    }
    return p;
}

static void toggle_fullscreen(App *a)
{
    bool full = SDL_GetWindowFlags(a->window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
    SDL_SetWindowFullscreen(a->window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    resize_scenes(a);
}

/* Text input follows the set-up scene's name editing, with the box for an input method. */
static void sync_text_input(App *a)
{
    bool want = a->scene == SCENE_SETUP && setup_scene_wants_text(&a->setup_scene);
    if (want == a->text_input) return;
    a->text_input = want;
    if (want) {
        SDL_Rect box = a->setup_scene.layout.name[a->setup_scene.editing];
        box.x = (int)((float)box.x / a->scale_x);
        box.y = (int)((float)box.y / a->scale_y);
        box.w = (int)((float)box.w / a->scale_x);
        box.h = (int)((float)box.h / a->scale_y);
        SDL_SetTextInputRect(&box);
        SDL_StartTextInput();
    } else {
        SDL_StopTextInput();
    }
}

static void table_key(App *a, const SDL_Event *e, uint32_t now)
{
    /* Backspace is undo at the table, the same as Ctrl+Z, which the table knows. */
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_BACKSPACE) {
        SDL_Event z = *e;
        z.key.keysym.sym = SDLK_z;
        z.key.keysym.scancode = SDL_SCANCODE_Z;
        z.key.keysym.mod = KMOD_LCTRL;
        table_event(&a->table, &z, now);
        return;
    }
    table_event(&a->table, e, now);
}

void app_event(App *a, const SDL_Event *e)
{
    uint32_t now = SDL_GetTicks();
    a->dirty = true;
    if (e->type == SDL_QUIT) {
        a->running = false;
        return;
    }
    if (e->type == SDL_WINDOWEVENT) {
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) resize_scenes(a);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11) {
        toggle_fullscreen(a);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F12) {
        a->screenshot_due = true;
        return;
    }
    SDL_Event p = to_pixels(a, e);
    switch (a->scene) {
    case SCENE_SETUP: setup_scene_event(&a->setup_scene, &p); break;
    case SCENE_TABLE: table_key(a, &p, now); break;
    case SCENE_END: end_scene_event(&a->end, &p); break;
    }
    sync_text_input(a);
}

bool app_busy(const App *a, uint32_t now)
{
    /* A bot's turn keeps the loop ticking: its thread and its pace need no event. */
    return a->scene == SCENE_TABLE && (table_busy(&a->table, now) || table_thinking(&a->table) ||
                                       table_bot_turn(&a->table));
}

uint32_t app_idle_ms(const App *a)
{
    if (a->scene == SCENE_SETUP && setup_scene_wants_text(&a->setup_scene)) return CARET_MS;
    return IDLE_MS;
}

/* Saves the frame just drawn as a PNG in the user data folder. */
static void save_screenshot(App *a)
{
    char name[64], path[APP_PATH_MAX];
    time_t t = time(NULL);
    struct tm *tm = localtime(&t);
    if (!tm || !strftime(name, sizeof name, "screenshot-%Y%m%d-%H%M%S.png", tm))
        snprintf(name, sizeof name, "screenshot.png");
    if (!user_file(name, path, sizeof path)) return;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return;
    if (SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) == 0 &&
        IMG_SavePNG(s, path) == 0)
        SDL_Log("screenshot saved: %s", path);
    else
        SDL_Log("screenshot failed: %s", SDL_GetError());
    SDL_FreeSurface(s);
}

void app_draw(App *a, uint32_t now)
{
    switch (a->scene) {
    case SCENE_SETUP: setup_scene_draw(&a->setup_scene, a->renderer, now); break;
    case SCENE_TABLE: table_draw(&a->table, a->renderer, now); break;
    case SCENE_END: end_scene_draw(&a->end, a->renderer); break;
    }
    if (a->screenshot_due) {
        a->screenshot_due = false;
        save_screenshot(a);
    }
    SDL_RenderPresent(a->renderer);
    a->dirty = false;
}
