/* app.c — opening and closing the program, the window and its pixels, the keys that work
 * everywhere (F11 fullscreen, F12 screenshot) and handing events and frames to the scene
 * on screen. The scene switches are in flow.c. */
#include "app.h"
#include "app_frame.h"
#include "screen_focus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>

#include "cli_setup.h"
#include "damaged_files.h"
#include "data.h"
#include "i18n.h"
#include "screenshot.h"
#include "troubles.h"
#include "type_scale.h"
#include "widgets.h"
#include "window_icon.h"

/* Says why the program cannot run: on the terminal and, when there is a display, in a box,
 * because a player who started it from a menu never sees the terminal. */
static void fatal(const Lang *lang, const char *what, const char *detail)
{
    fprintf(stderr, "rajas: %s\n%s\n", what, detail);
    char text[4400];
    int n = snprintf(text, sizeof text, "%s\n\n%s", what, detail);
    if (n < 0) return;
    SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, _("Rajas of the Ganges cannot start"), text, NULL);
}

/* SDL found no display and chose a driver that shows nothing (cli_video_driver_allowed):
 * the game would play on unseen, so it says why and does not start. */
static void no_display(const Lang *lang)
{
    char detail[512];
    snprintf(detail, sizeof detail,
             "SDL chose its \"%s\" video driver, which shows nothing. Start the game in a desktop session "
             "(DISPLAY or WAYLAND_DISPLAY set), or set SDL_VIDEODRIVER=%s to run it without a screen on purpose.",
             SDL_GetCurrentVideoDriver(), SDL_GetCurrentVideoDriver());
    fatal(lang, _("There is no display to show the game on."), detail);
}

/* Window points → output pixels, for the scale of the current window. */
static void update_scale(App *a)
{
    int ww, wh;
    SDL_GetWindowSize(a->win.window, &ww, &wh);
    SDL_GetRendererOutputSize(a->win.renderer, &a->win.w, &a->win.h);
    a->win.scale_x = ww > 0 ? (float)a->win.w / (float)ww : 1.0f;
    a->win.scale_y = wh > 0 ? (float)a->win.h / (float)wh : 1.0f;
}

/* Only the scene on screen and what is open over it are laid out again: the others may
 * never have been set up in this run (a game started from the command line has no set-up
 * screen yet), and each is laid out for the window's size when it is entered. */
static void resize_scenes(App *a)
{
    update_scale(a);
    Scene *on[3] = {&a->on.base, &a->on.card, &a->on.rules};
    for (int i = 0; i < 3; i++)
        if (on[i]->ops && on[i]->ops->resize) on[i]->ops->resize(on[i]->self, a->win.w, a->win.h);
    a->frame.dirty = true;
}

/* The software renderer draws straight into the window's framebuffer. Left to itself, SDL
 * on Linux first opens an OpenGL context only to ask the driver's vendor (Mesa then stays
 * loaded: about 90 MB) and may present the frames through an OpenGL texture. An
 * SDL_FRAMEBUFFER_ACCELERATION set by the user still wins. */
static void software_framebuffer(void)
{
    SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_DEFAULT);
}

/* Windows: the window is drawn at each monitor's own density and told when it moves to
 * another, instead of Windows stretching a blurred picture (per-monitor awareness, v2 where
 * the system has it). Said before the video system starts; other systems do not read it. A
 * value set by the user still wins. */
static void per_monitor_dpi(void)
{
    SDL_SetHintWithPriority(SDL_HINT_WINDOWS_DPI_AWARENESS, "permonitorv2", SDL_HINT_DEFAULT);
}

static bool open_window(App *a, const CliOptions *o)
{
    const Lang *lang = a->win.lang;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (o->fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    int w = o->window_w, h = o->window_h;
    if (!w) {
        SDL_Rect usable = {0, 0, 0, 0};
        if (SDL_GetDisplayUsableBounds(0, &usable) != 0) usable.w = usable.h = 0;
        cli_window_size(usable.w, usable.h, &w, &h);
    }
    a->win.window = SDL_CreateWindow(_("Rajas of the Ganges — The Dice Charmers"), SDL_WINDOWPOS_CENTERED,
                                 SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->win.window) return false;
    window_icon_set(a->win.window);
    SDL_SetWindowMinimumSize(a->win.window, CLI_MIN_W, CLI_MIN_H);
    const char *driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (driver && SDL_strcasecmp(driver, "software") == 0) software_framebuffer();
    a->win.renderer = SDL_CreateRenderer(a->win.window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->win.renderer) {
        software_framebuffer();
        a->win.renderer = SDL_CreateRenderer(a->win.window, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!a->win.renderer) return false;
    SDL_SetRenderDrawBlendMode(a->win.renderer, SDL_BLENDMODE_BLEND);
    update_scale(a);
    return true;
}

/* The user folder, and the player's settings from settings.txt in it; a broken file gives
 * the defaults for the run and is kept aside (*broken), for app_open to say so once the
 * language is chosen (damaged_files.h). */
static void read_settings(App *a, FilesDamage *broken)
{
    char err[APP_PATH_MAX + 160];
    if (!files_user_folder(a->dirs.user, sizeof a->dirs.user, err, sizeof err)) SDL_Log("%s", err);
    FileRead read = files_settings_read(a->dirs.user, &a->settings, broken);
    if (read == FILE_BROKEN) SDL_Log("ignoring the settings: %s", broken->why);
    /* The first start: text and controls as large as the display's density asks (96 dpi
     * is 100 %); the file is written with it at the first change on the card. */
    float dpi = 0;
    if (read == FILE_ABSENT && SDL_GetDisplayDPI(0, &dpi, NULL, NULL) == 0)
        a->settings.scale = settings_file_scale_for_dpi(dpi);
}

/* Text and controls at the scale (--scale, else the settings') times the text size; the
 * colours of the chrome, standard or high contrast. What the table keeps drawn is drawn
 * again, and every open scene is laid out anew, as on a resize. */
static void apply_look(App *a)
{
    int scale = a->run.scale ? a->run.scale : a->settings.scale;
    int zoom = scale * settings_file_text_percent(a->settings.text_size) / 100;
    Style look = style_zoomed(style_make(a->settings.high_contrast), zoom);
    if (style_same(&look, &a->win.style)) return;
    a->win.style = look;
    art_set_style(a->art, look);   /* every scene draws in the Art's look */
    if (a->on.base.ops && a->on.base.ops->textures) a->on.base.ops->textures(a->on.base.self, true);
    if (a->win.renderer) resize_scenes(a);
}

/* Every scene the program holds, each made through its front door (and freed in app_close);
 * false when memory ran out for one. */
static bool make_scenes(App *a)
{
    a->table = table_scene_new(a->win.lang);
    a->end = end_scene_new();
    a->setup_scene = setup_scene_new();
    a->replay.scene = replay_scene_new(&a->sheets, a->art, a->win.lang);
    a->cards.settings = settings_scene_new();
    a->cards.stats = stats_scene_new();
    a->cards.daily = daily_card_new();
    a->cards.rules = rules_scene_new(a->art, a->win.lang);
    a->practice.scene = practice_new(a->win.lang);
    a->puzzles.scene = puzzles_new(a->win.lang);
    a->lesson.scene = lesson_new();
    return a->table && a->end && a->setup_scene && a->replay.scene && a->cards.settings && a->cards.stats &&
           a->cards.daily && a->cards.rules && a->practice.scene && a->puzzles.scene && a->lesson.scene;
}

/* app_open's way out before the window opens (app_close frees the rest after): the
 * language it made is freed. */
static int not_opened(App *a, int status)
{
    lang_free(a->win.lang);
    a->win.lang = NULL;
    return status;
}

int app_open(App *a, const CliOptions *o)
{
    SDL_zerop(a);
    a->win.lang = lang_new();   /* the program's language, English until app_set_language */
    const Lang *lang = a->win.lang ? a->win.lang : lang_english();
    if (!a->win.lang) {
        fatal(lang, _("There is not enough memory to start the game."), "");
        return 1;
    }
    a->win.style = style_make(false);
    par_job_init(&a->daily.par);
    a->run.seeded = o->seeded;
    a->run.seed = o->seed;
    snprintf(a->run.lang, sizeof a->run.lang, "%s", o->lang);
    a->run.scale = o->scale;
    char err[4096];
    FilesDamage broken;
    if (!data_find(a->dirs.data, sizeof a->dirs.data, err, sizeof err)) {
        fatal(lang, _("The game's data folder (assets) was not found."), err);
        return not_opened(a, 1);
    }
    per_monitor_dpi();
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fatal(lang, _("SDL could not start the video system."), SDL_GetError());
        return not_opened(a, 1);
    }
    if (!cli_video_driver_allowed(SDL_GetCurrentVideoDriver(), getenv("SDL_VIDEODRIVER"))) {
        no_display(lang);
        SDL_Quit();
        return not_opened(a, 1);
    }
    pads_start(&a->input.pads);   /* none where the subsystem cannot start: keys and mouse still play */
    /* The language comes first of what the data folder holds, so every later message, the
     * window title included, is in it: --lang, else the settings, else the environment. */
    read_settings(a, &broken);
    apply_look(a);
    app_set_language(a, a->run.lang[0] ? a->run.lang : settings_file_language_word(a->settings.language));
    if (broken.found) damaged_say(lang, &broken, a->told.file_note, sizeof a->told.file_note);
    files_sweep_temps(a->dirs.user);   /* what a killed program left half-written */
    if (!data_load_sheets(&a->sheets, err, sizeof err)) {
        fatal(lang, _("The player sheets could not be loaded."), err);
        SDL_Quit();
        return not_opened(a, 1);
    }
    GameSetup wanted;
    if (o->new_game) {
        /* The options lay over the remembered set-up; a game they cannot describe is a bad
         * command line, answered before any window opens. */
        app_remembered_setup(a, &wanted);
        if (!cli_setup_game(lang, o, &a->sheets, &wanted, err, sizeof err)) {
            fprintf(stderr, "rajas: %s\n", err);
            cli_usage(stderr);
            SDL_Quit();
            return not_opened(a, 2);
        }
    }
    if (!open_window(a, o)) {
        fatal(lang, _("SDL could not open a window."), SDL_GetError());
        app_close(a);
        return 1;
    }
    a->art = art_open(a->win.renderer, a->dirs.data, err, sizeof err);
    if (!a->art) {
        fatal(lang, _("The game's fonts or icons are missing or damaged."), err);
        app_close(a);
        return 1;
    }
    art_set_style(a->art, a->win.style);
    if (err[0]) SDL_Log("%s", err);   /* a damaged font, and the one drawn in its place */
    troubles_font(a, err);
    /* No sound device (a server, SDL_AUDIODRIVER=dummy) or a missing clip: the game plays
     * on silently, with the reason in the log. */
    if (!sound_open(&a->audio.sound, a->dirs.data, a->settings.sound, err, sizeof err)) SDL_Log("sound: %s", err);
    /* Speech left on speaks from the start, as sound does: the voice opens on its own
     * thread (speech.h), so a voice that does not answer holds nothing here. */
    if (a->settings.speech) speech_set_on(&a->audio.speech, true);
    SDL_StopTextInput();   /* on only while a name is being typed */
    session_init(&a->session, &a->sheets);
    session_init(&a->lesson.session, &a->sheets);
    session_init(&a->practice.session, &a->sheets);
    session_init(&a->puzzles.session, &a->sheets);
    if (!make_scenes(a)) {
        fatal(lang, _("There is not enough memory to start the game."), "");
        app_close(a);
        return 1;
    }
    a->frame.running = true;
    if (o->new_game) app_start_game(a, &wanted, SDL_GetTicks());
    else if (o->replay[0]) app_go_replay_file(a, o->replay, SCENE_SETUP);
    else if (o->lesson) app_start_lesson(a, SDL_GetTicks());
    else if (o->daily) app_start_daily(a, SDL_GetTicks());
    else app_go_setup(a, NULL, false);
    return 0;
}

bool app_set_language(App *a, const char *choice)
{
    const Lang *lang = a->win.lang;
    char err[1600];
    const char *code = i18n_pick(choice);
    /* Loaded into the App's own Lang, so every scene's pointer to it follows the switch. */
    bool ok = lang_load(a->win.lang, a->dirs.data, code, err, sizeof err);
    /* A missing or damaged catalogue costs the translation, never the game: the language
     * before (English at start) stays. */
    if (!ok) SDL_Log("rajas: cannot use language %s: %s", code, err);
    if (!ok) troubles_catalogue(a, code, err, SDL_GetTicks());
    if (a->win.window) SDL_SetWindowTitle(a->win.window, _("Rajas of the Ganges — The Dice Charmers"));
    /* Texts a scene wrote once and keeps are written again, in the base scene and in what is
     * open over it (the rules' pages); what is drawn each frame (and art.c's text textures,
     * which are cached by the string itself) follows by itself. */
    Scene *on[3] = {&a->on.base, &a->on.card, &a->on.rules};
    for (int i = 0; i < 3; i++)
        if (on[i]->ops && on[i]->ops->retranslate) on[i]->ops->retranslate(on[i]->self);
    a->frame.dirty = true;
    return ok;
}

void app_apply_settings(App *a)
{
    /* --lang holds for the run until a language is clicked on the card (app_change_settings). */
    const char *chosen = i18n_pick(settings_file_language_word(a->settings.language));
    if (!a->run.lang[0] && strcmp(lang_code(a->win.lang), chosen) != 0)
        app_set_language(a, settings_file_language_word(a->settings.language));
    sound_set_enabled(&a->audio.sound, a->settings.sound);
    apply_look(a);
    a->seats.palette = (uint8_t)a->settings.palette;
    app_restyle(a);
    if (a->settings.speech != a->audio.speech.on && !speech_set_on(&a->audio.speech, a->settings.speech))
        SDL_Log("speech: switched on, but speech-dispatcher cannot be reached: nothing is said");
    a->frame.dirty = true;
}

void app_restyle(App *a)
{
    SceneStyle st = {a->settings.palette, settings_file_animation_percent(a->settings.animation), a->settings.bot_pace_ms,
                     a->settings.confirm_turn, &a->audio.sound};
    if (a->on.base.ops && a->on.base.ops->restyle) a->on.base.ops->restyle(a->on.base.self, &st);
}

void app_open_card(App *a, CardKind card)
{
    const Lang *lang = a->win.lang;
    a->cards.open = card;
    a->on.card = (Scene){NULL, NULL};
    if (card == CARD_SETTINGS) {
        settings_scene_open(a->cards.settings, a->art, a->win.lang, &a->settings, a->win.w, a->win.h);
        a->on.card = (Scene){&settings_card_ops, a->cards.settings};
    } else if (card == CARD_STATS) {
        Stats st;
        FilesDamage broken;
        char note[APP_NOTE_MAX];
        if (files_stats_read(a->dirs.user, &st, &broken) == FILE_BROKEN) damaged_say(lang, &broken, note, sizeof note);
        RecordInfo *games = malloc(RECORD_LIST_MAX * sizeof *games);
        int n = games ? files_records_list(a->dirs.user, games, RECORD_LIST_MAX) : 0;
        if (games) files_records_check(a->dirs.user, &a->sheets, games, n);   /* marked in the list */
        stats_scene_open(a->cards.stats, a->art, a->win.lang, &st, broken.found ? note : NULL, games, n, a->win.w, a->win.h);
        free(games);
        a->on.card = (Scene){&stats_card_ops, a->cards.stats};
    } else if (card == CARD_DAILY) {
        Stats st;
        FilesDamage broken;
        if (files_stats_read(a->dirs.user, &st, &broken) == FILE_BROKEN) {
            char note[APP_NOTE_MAX];
            damaged_say(lang, &broken, note, sizeof note);
            app_note(a, note);
        }
        daily_card_open(a->cards.daily, a->art, a->win.lang, &st.daily, daily_day_number(app_today()), a->win.w, a->win.h);
        a->on.card = (Scene){&daily_card_ops, a->cards.daily};
    }
    a->frame.dirty = true;
}

void app_close_card(App *a)
{
    a->cards.open = CARD_NONE;
    a->on.card = (Scene){NULL, NULL};
    a->frame.dirty = true;
}

void app_change_settings(App *a, const Settings *next)
{
    if (next->language != a->settings.language) a->run.lang[0] = '\0';   /* chosen: outlives --lang */
    if (next->scale != a->settings.scale) a->run.scale = 0;                /* and --scale */
    a->settings = *next;
    app_apply_settings(a);
    char err[APP_PATH_MAX + 160], text[APP_NOTE_MAX];
    if (files_settings_write(a->dirs.user, &a->settings, err, sizeof err)) {
        settings_scene_note(a->cards.settings, NULL);
        return;
    }
    /* The settings hold for this run; the file keeps what it had. */
    SDL_Log("cannot save the settings: %s", err);
    settings_words_unsaved(a->win.lang, err, text, sizeof text);
    settings_scene_note(a->cards.settings, text);
}

/* F1: the rules over whatever is on screen, in the language in use. */
static void toggle_rules(App *a)
{
    if (a->on.rules.ops) app_close_rules(a);
    else app_open_rules(a);
}

void app_open_rules(App *a)
{
    if (!a->on.rules.ops) rules_scene_open(a->cards.rules, a->dirs.data, a->win.w, a->win.h);
    a->on.rules = (Scene){&rules_scene_ops, a->cards.rules};
    a->frame.dirty = true;
}

void app_close_rules(App *a)
{
    rules_scene_close(a->cards.rules);
    a->on.rules = (Scene){NULL, NULL};
    a->frame.dirty = true;
}

void app_close(App *a)
{
    sound_close(&a->audio.sound);
    pads_stop(&a->input.pads);
    speech_stop(&a->audio.speech);
    rules_scene_free(a->cards.rules);
    a->cards.rules = NULL;
    practice_free(a->practice.scene);
    a->practice.scene = NULL;
    puzzles_free(a->puzzles.scene);
    a->puzzles.scene = NULL;
    lesson_free(a->lesson.scene);
    a->lesson.scene = NULL;
    table_scene_free(a->table);
    a->table = NULL;
    end_scene_free(a->end);
    a->end = NULL;
    setup_scene_free(a->setup_scene);
    a->setup_scene = NULL;
    app_daily_stop(a);
    replay_scene_free(a->replay.scene);
    a->replay.scene = NULL;
    settings_scene_free(a->cards.settings);
    stats_scene_free(a->cards.stats);
    daily_card_free(a->cards.daily);
    a->cards.settings = NULL;
    a->cards.stats = NULL;
    a->cards.daily = NULL;
    session_free(&a->session);
    session_free(&a->lesson.session);
    session_free(&a->practice.session);
    session_free(&a->puzzles.session);
    puzzle_set_free(&a->puzzles.set);
    if (a->art) art_free(a->art);
    if (a->win.renderer) SDL_DestroyRenderer(a->win.renderer);
    if (a->win.window) SDL_DestroyWindow(a->win.window);
    a->art = NULL;
    a->win.renderer = NULL;
    a->win.window = NULL;
    lang_free(a->win.lang);   /* after every scene that borrowed it */
    a->win.lang = NULL;
    SDL_Quit();
}

/* The event with its mouse position in output pixels. */
static SDL_Event to_pixels(const App *a, const SDL_Event *e)
{
    SDL_Event p = *e;
    if (e->type == SDL_MOUSEMOTION) {
        p.motion.x = (Sint32)((float)e->motion.x * a->win.scale_x);
        p.motion.y = (Sint32)((float)e->motion.y * a->win.scale_y);
        p.motion.xrel = (Sint32)((float)e->motion.xrel * a->win.scale_x);
        p.motion.yrel = (Sint32)((float)e->motion.yrel * a->win.scale_y);
    } else if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP) {
        p.button.x = (Sint32)((float)e->button.x * a->win.scale_x);
        p.button.y = (Sint32)((float)e->button.y * a->win.scale_y);
    }
    return p;
}

static void toggle_fullscreen(App *a)
{
    bool full = SDL_GetWindowFlags(a->win.window) & SDL_WINDOW_FULLSCREEN_DESKTOP;
    SDL_SetWindowFullscreen(a->win.window, full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
    resize_scenes(a);
}

/* Text input follows the set-up scene's name editing, with the box for an input method. */
static void sync_text_input(App *a)
{
    SDL_Rect box;
    bool want = !app_covered(a) && a->on.base.ops && a->on.base.ops->text_box && a->on.base.ops->text_box(a->on.base.self, &box);
    if (want == a->win.text_input) return;
    a->win.text_input = want;
    if (want) {
        box.x = (int)((float)box.x / a->win.scale_x);
        box.y = (int)((float)box.y / a->win.scale_y);
        box.w = (int)((float)box.w / a->win.scale_x);
        box.h = (int)((float)box.h / a->win.scale_y);
        SDL_SetTextInputRect(&box);
        SDL_StartTextInput();
    } else {
        SDL_StopTextInput();
    }
}

/* A controller is opened as it is plugged in and closed as it is pulled out; its buttons
 * and stick arrive as the keys they stand for (pad.h), so every screen takes them. */
static bool pad_event(App *a, const SDL_Event *e)
{
    if (pads_plug(&a->input.pads, e)) return true;
    if (e->type != SDL_CONTROLLERBUTTONDOWN && e->type != SDL_CONTROLLERAXISMOTION) return false;
    bool at_table = (a->scene == SCENE_TABLE || a->scene == SCENE_LESSON || a->scene == SCENE_PRACTICE ||
                     a->scene == SCENE_PUZZLES) && !app_covered(a);
    SDL_Event key;
    if (pad_key_of(&a->input.pads, e, at_table, &key)) app_event(a, &key);
    return true;
}

void app_event(App *a, const SDL_Event *e)
{
    if (pad_event(a, e)) return;
    a->frame.dirty = true;
    if (e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN ||
        e->type == SDL_FINGERDOWN)
        sound_wake(&a->audio.sound);   /* a sound may follow: have the device ready */
    if (e->type == SDL_QUIT) {
        a->frame.running = false;
        return;
    }
    if (e->type == SDL_WINDOWEVENT) {
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) resize_scenes(a);
        return;
    }
    if (e->type == SDL_RENDER_TARGETS_RESET) {
        /* The table's kept pictures lost their pixels (not their textures): draw them again. */
        if (a->on.base.ops && a->on.base.ops->textures) a->on.base.ops->textures(a->on.base.self, true);
        return;
    }
    if (e->type == SDL_RENDER_DEVICE_RESET) {
        /* Every texture is gone: the kept pictures, the icons and the text. */
        if (a->on.base.ops && a->on.base.ops->textures) a->on.base.ops->textures(a->on.base.self, false);
        art_forget_textures(a->art);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11) {
        toggle_fullscreen(a);
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F12) {
        a->frame.screenshot_due = true;
        return;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F1 && !a->win.text_input) {
        toggle_rules(a);
        return;
    }
    SDL_Event p = to_pixels(a, e);
    if (screen_focus_event(a, &p)) sync_text_input(a);
    else app_pixel_event(a, &p);
    app_speak(a);
}

void app_pixel_event(App *a, const SDL_Event *p)
{
    uint32_t now = SDL_GetTicks();
    Scene *top = app_top(a);
    if (top->ops) {
        SceneRequest r = top->ops->event(top->self, p, now);
        app_handle(a, &r, now);
    }
    sync_text_input(a);
}

/* Saves the frame just drawn as a PNG in the user data folder (screenshot.h) and says where
 * it went, or why it is not there, on screen: the player pressed F12 and looks for the
 * file, and the log is no place a player looks. */
static void save_screenshot(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    char path[APP_PATH_MAX + 64], err[APP_PATH_MAX + 256], text[NOTICE_MAX];
    int cause = 0;
    bool ok = screenshot_save(a->win.renderer, a->win.w, a->win.h, a->dirs.user, path, sizeof path, &cause, err, sizeof err);
    if (ok) SDL_Log("screenshot saved: %s", path);
    else SDL_Log("screenshot failed: %s", err);
    screenshot_words(lang, ok, path, cause, text, sizeof text);
    notice_show(&a->told.notice, !ok, text, now);
    if (a->audio.speech.on) speech_say(&a->audio.speech, text, false);
    a->frame.dirty = true;
}

void app_draw(App *a, uint32_t now)
{
    Scene *on[3] = {&a->on.base, &a->on.card, &a->on.rules};   /* bottom to top */
    for (int i = 0; i < 3; i++)
        if (on[i]->ops) on[i]->ops->draw(on[i]->self, a->win.renderer, now);
    screen_focus_draw(a, a->win.renderer);
    if (a->frame.screenshot_due) {
        a->frame.screenshot_due = false;
        save_screenshot(a, now);
    }
    notice_draw(&a->told.notice, a->win.renderer, a->art, a->win.w, a->win.h, now);   /* after the shot: never in it */
    SDL_RenderPresent(a->win.renderer);
    app_frame_drawn(a, now);
}
