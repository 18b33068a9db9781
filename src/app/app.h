/* app.h — the game program `rajas`: the window, the renderer, the loaded data and the
 * scenes (set-up → table → end → set-up, and the replay viewer opened by --replay) with
 * the switches between them. main.c owns
 * the loop and calls these; everything lives in one App value that main keeps, so there is
 * no global state. Coordinates: events are converted from window points to renderer output
 * pixels here, so on a HiDPI screen every scene draws and hit-tests in real pixels. */
#ifndef RAJAS_APP_H
#define RAJAS_APP_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "app_daily.h"
#include "app_frame.h"
#include "app_puzzles.h"
#include "art.h"
#include "cards.h"
#include "cli.h"
#include "end_screen.h"
#include "focus.h"
#include "lesson_screen.h"
#include "notice.h"
#include "pad.h"
#include "practice_screen.h"
#include "player_files.h"
#include "replay_screen.h"
#include "rules_screen.h"
#include "scene.h"
#include "session.h"
#include "settings.h"
#include "setup_screen.h"
#include "sound.h"
#include "speech.h"
#include "table.h"

typedef struct App App;

/* The base scene on screen. */
typedef enum { SCENE_SETUP, SCENE_TABLE, SCENE_LESSON, SCENE_END, SCENE_REPLAY, SCENE_PRACTICE, SCENE_PUZZLES } SceneKind;

/* A card drawn over whichever scene is on screen; it takes the input while open. */
typedef enum { CARD_NONE, CARD_SETTINGS, CARD_STATS, CARD_DAILY } CardKind;

#define APP_PATH_MAX FILES_PATH_MAX
#define APP_NOTE_MAX 768     /* a message about the player's files, as SetupScene.message */

/* The window and its pixels (app.c): events come in window points and are turned into
 * renderer pixels here, so every scene draws and hit-tests in real pixels. */
typedef struct {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int w, h;                 /* renderer output in pixels */
    float scale_x, scale_y;   /* output pixels per window point */
    bool text_input;          /* SDL text input is on */
    Style style;              /* the look every scene draws in (style.h): the settings' contrast,
                                 given to the Art (art_set_style) */
    Lang *lang;               /* the language every scene writes in (i18n.h): a switch loads
                                 into it (app_set_language), so the scenes' pointers stay good */
} AppWindow;

/* The folders the program reads and writes (app_open finds them once). */
typedef struct {
    char data[APP_PATH_MAX];  /* the game's data */
    char user[APP_PATH_MAX];  /* the player's files (player_files.h); "" when there is no user
                                 folder: nothing is read, every save fails */
} AppFolders;

/* The guided first game (Learn to play): its own session, apart from the game in App.session
 * so the autosave is never touched, and its scene, the coach over the table. */
typedef struct {
    Session session;
    LessonScene *scene;       /* app_open makes it */
} AppLesson;

/* "Try it" from the review: a decision played again on its own session, apart from the
 * finished game the end screen shows, and its card over the table. */
typedef struct {
    Session session;
    PracticeScene *scene;     /* app_open makes it */
} AppPractice;

/* What is on screen over the base scene's kind, reached only through the scene interface
 * (scene.h): the base scene, and over it a card and the rules (ops NULL: none). */
typedef struct {
    Scene base;
    Scene card;
    Scene rules;
} AppOnScreen;

/* The replay viewer and where its Back leads. */
typedef struct {
    ReplayScene *scene;       /* owns the game it shows (app_open makes it) */
    SceneKind from;           /* the set-up screen or the end screen */
    bool stats;               /* opened from the Statistics card: Back opens it again */
} AppReplay;

/* What the command line holds for this run alone (cli.h). */
typedef struct {
    char lang[3];             /* --lang: wins over the settings' language */
    int scale;                /* --scale (100..200), 0 when not given: wins over the settings'
                                 scale until a scale is clicked on the card */
    bool seeded;              /* --seed: every new game uses seed (for tests and replays) */
    uint64_t seed;
} AppRun;

/* What the player hears: the sounds, and the screen said aloud when the settings say so
 * (app_speech.c says what changed, each thing once). */
typedef struct {
    Sound sound;
    Speech speech;
    SceneWords spoken;        /* what was said last */
} AppAudio;

/* Input besides the mouse and the keys: game controllers, played as keys (pad.h), and the
 * keyboard's focus off the table (screen_focus.h). */
typedef struct {
    Pads pads;
    FocusRing focus;
} AppInput;

/* What opens over any scene: a card (it takes the input while open) and the rules (F1,
 * over everything, cards included). */
typedef struct {
    CardKind open;
    SettingsScene *settings;  /* each made by app_open, freed by app_close */
    StatsScene *stats;
    DailyCardScene *daily;    /* Today's dice's calendar */
    RulesScene *rules;
} AppCards;

/* What was said to the player once and is not said again, and what waits to be said. */
typedef struct {
    bool icons;               /* damaged icon files were said (troubles.h) */
    SpeechTrouble speech;     /* the speech trouble said last; SPEECH_FINE: none */
    Notice notice;            /* a short message over everything (a failed screenshot) */
    char file_note[APP_NOTE_MAX];   /* what went wrong with the player's files, for the next
                                       set-up screen or table to show (damaged_files.h) */
} AppTold;

/* The finished game's record (app_game_finished). */
typedef struct {
    bool written;
    int cause;                /* why not: the errno of the failed write (save_words.h) */
} AppRecord;

struct App {
    AppWindow win;
    Art *art;
    AppFolders dirs;
    Sheets sheets;
    Session session;

    GameSetup setup;          /* the set-up of the game being played (Play again repeats it) */
    AppDaily daily;           /* Today's dice, when the game is one */
    Seats seats;
    AppRecord record;

    AppLesson lesson;
    AppPractice practice;
    AppPuzzles puzzles;

    /* The scenes, each handed to its own functions only; what is on screen is reached
     * through the scene interface alone. */
    SceneKind scene;          /* the base scene's kind */
    AppOnScreen on;
    SetupScene *setup_scene;  /* the set-up screen (app_open makes it) */
    TableScene *table;        /* the game's table, and the lesson's (app_open makes it) */
    EndScene *end;            /* the end screen (app_open makes it) */
    AppReplay replay;
    AppCards cards;

    Settings settings;        /* the player's settings (settings.txt), applied live */
    AppRun run;
    AppAudio audio;
    AppInput input;
    AppTold told;
    AppFrame frame;
};

/* Finds the data and the user folder, reads the settings, opens the window with the command line's options
 * (cli.h, already parsed) and shows the set-up, or starts straight into the game the
 * options describe. Returns 0 when the program can run, or the exit status (1: data, fonts
 * or SDL missing, with the reason printed and shown; 2: the options describe no game that
 * can be played, with the reason and the usage printed). On a non-zero return nothing is
 * left open. */
int app_open(App *a, const CliOptions *o);
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
/* An input event already in renderer pixels, given to whatever is on top (the rules, a
 * card, the scene): app_event's last step, and how the keyboard's focus clicks
 * (screen_focus.c). */
void app_pixel_event(App *a, const SDL_Event *p);
/* app_speech.c: says what changed since the last call when speech is on — the title of
 * a screen or card that opened, the focused item on any screen; at the table new log
 * lines, a message and the prompt; the coach's card; the viewer's step. Called after every
 * event and update. */
void app_speak(App *a);
/* The remembered set-up (setup.txt), or the default one; a damaged file is kept aside and
 * said in a->told.file_note (damaged_files.h). */
void app_remembered_setup(App *a, GameSetup *g);
/* Adds text to a->told.file_note, after what is there: the next set-up screen or table shows it. */
void app_note(App *a, const char *text);
/* Starts the guided first game (Learn to play, --lesson) on the table, afresh: its own
 * session, the coach's hooks, no autosave, no record, no statistics. */
void app_start_lesson(App *a, uint32_t now);
/* Starts a new game with the given set-up (the set-up screen's Start, --players …). */
void app_start_game(App *a, const GameSetup *g, uint32_t now);
/* Writes the finished game's record and adds it to the statistics (once per game). */
void app_game_finished(App *a);
/* A new game of the given set-up and dealt as `setup` says (app_start_game's own path, and
 * Today's dice's): seats, set-up remembered when `remember_setup`, the table, the first
 * autosave. False (the set-up screen saying why) when the set-up is refused. */
bool app_begin_game(App *a, const GameSetup *g, const Setup *setup, bool remember_setup, uint32_t now);
/* Opens the settings or statistics card over the scene; closes it. */
void app_open_card(App *a, CardKind card);
void app_close_card(App *a);
/* Opens the rules (F1) over everything; closes them. */
void app_open_rules(App *a);
void app_close_rules(App *a);
/* The player's settings handed to the base scene (scene.h's SceneStyle). */
void app_restyle(App *a);
/* ---- app_scenes.c: the scenes on screen ------------------------------------------------ */
/* A card or the rules are over the base scene. */
bool app_covered(const App *a);
/* The scene that takes the input: the rules, else the card, else the base. */
Scene *app_top(App *a);
/* Makes kind's scene the base, styled with the settings and laid out for the window. */
void app_show(App *a, SceneKind kind);
/* The base scene's look (scene.h) at now; all zero when it gives none. */
void app_look(const App *a, uint32_t now, SceneLook *l);
/* ---- flow.c ---------------------------------------------------------------------------- */
/* Does what a scene asked for (scene.h): the one place the scenes change. */
void app_handle(App *a, const SceneRequest *r, uint32_t now);
/* Applies a.settings to everything on screen and in the speakers (the language only when
 * no --lang holds for this run). */
void app_apply_settings(App *a);
/* A choice on the Settings card, as it is clicked: *next becomes a.settings, is applied
 * at once and written to settings.txt; a write that fails is said on the card and the
 * settings still hold for this run. A language chosen here ends --lang's hold. */
void app_change_settings(App *a, const Settings *next);
/* Shows the set-up screen with the remembered set-up, and a message when given. */
void app_go_setup(App *a, const char *message, bool bad);
/* Opens the replay viewer on a record file (--replay, the Statistics card's list); from is
 * the scene Back returns to. A record that does not replay is said in the viewer. */
void app_go_replay_file(App *a, const char *path, SceneKind from);
/* Opens the viewer on a finished game of the records folder, by its file name, from the
 * Statistics card over the set-up screen (Back returns there, the card open again). */
void app_replay_record(App *a, const char *file);
/* Lets the scene do what needs no input (the table's rolls) and switches scenes. */
void app_update(App *a, uint32_t now);
void app_draw(App *a, uint32_t now);

#endif
