/* scene.h — the one interface every screen of the program has towards the app: the set-up
 * screen, the table, the lesson, the end screen and the replay viewer (the base scene), and
 * what opens over them (the Settings and Statistics cards, the rules). The app holds a base
 * scene and its overlays as Scene values and reaches them only through their SceneOps; a
 * scene never calls the app. What a scene wants done beyond itself (a game started, the end
 * screen, a card opened, the viewer closed) it asks for in the SceneRequest that its event
 * and tick return, and the app does it in one place (flow.c). */
#ifndef RAJAS_SCENE_H
#define RAJAS_SCENE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "action.h"
#include "focus.h"
#include "game_setup.h"
#include "settings.h"

typedef enum {
    SCENE_ASK_NONE,
    SCENE_ASK_START,      /* a new game with .setup (the set-up screen's Start) */
    SCENE_ASK_AGAIN,      /* the game just finished, set up the same way again */
    SCENE_ASK_RESUME,     /* the saved game */
    SCENE_ASK_LESSON,     /* the guided first game, from its beginning */
    SCENE_ASK_DAILY,      /* Today's dice: the day's game against the hard bot */
    SCENE_ASK_SETUP,      /* the set-up screen; .text for it to say (.bad: as a problem) */
    SCENE_ASK_OVER,       /* the table's game is over: record it, show the end screen */
    SCENE_ASK_REPLAY,     /* the viewer on the game just finished, at .step, with .mark */
    SCENE_ASK_RECORD,     /* the viewer on the finished game in the records folder named .text */
    SCENE_ASK_BACK,       /* the viewer or a practice is closed: back to where it was opened */
    SCENE_ASK_PRACTICE,   /* "Try it": the reviewed decision .mark[0] played again as practice */
    SCENE_ASK_RULES,      /* the rules over everything */
    SCENE_ASK_SETTINGS,   /* the Settings card */
    SCENE_ASK_STATS,      /* the Statistics card */
    SCENE_ASK_CALENDAR,   /* Today's dice's calendar card */
    SCENE_ASK_CHANGE,     /* the settings are now .settings (a choice on the card) */
    SCENE_ASK_CLOSE,      /* this overlay closes */
    SCENE_ASK_PUZZLES     /* a puzzle to find the move in: the next one served (docs/puzzles.md) */
} SceneAsk;

/* A costly decision of the review, marked in the viewer. */
typedef struct {
    int step;             /* the decision's place in the game's history */
    Action played, best;
    double loss;          /* the chance lost, 0..1 */
} SceneMark;

#define SCENE_MARKS_MAX 8
#define SCENE_TEXT_MAX 1024

/* What the event or tick asked for; the pointers are the scene's and hold until its next
 * call. */
typedef struct {
    SceneAsk ask;
    const GameSetup *setup;     /* START */
    const Settings *settings;   /* CHANGE */
    int step;                   /* REPLAY */
    SceneMark mark[SCENE_MARKS_MAX];   /* REPLAY; PRACTICE: the decision, at .mark[0] */
    int marks;
    bool bad;                   /* SETUP: the text tells a problem */
    char text[SCENE_TEXT_MAX];  /* SETUP: what to say; RECORD: the record's file name */
} SceneRequest;

/* What the loop needs to know of the scene at one look (app_frame.c, frame_clock.h). */
typedef struct {
    uint64_t version;     /* a key over what the scene shows now: any change differs */
    bool busy;            /* look every frame: a thread or the clock changes things unseen */
    bool moving;          /* something moves: draw every frame_ms */
    uint32_t frame_ms;    /* 0: the loop's own frame */
    uint32_t motion_end;  /* when the motion ends (0: not known) */
    uint32_t wake;        /* the next moment the picture changes by itself; 0: none */
    bool still;           /* nothing at all changes without an event (may sleep long) */
} SceneLook;

/* Said aloud, when speech is on (app_speech.c says each field once when it changes). */
typedef struct {
    char title[SCENE_TEXT_MAX];    /* the screen's title ("" at the table: its prompt says it) */
    char card[SCENE_TEXT_MAX];     /* the coach's card; the viewer's step */
    char prompt[768];
    char message[768];
    char focus[768];               /* the focused item, when the scene keeps its own focus */
    bool has_card;                 /* card is given (else what was said of it stands) */
    bool has_play;                 /* prompt and message are given (the table, the lesson) */
} SceneWords;

/* Lines to say in order (the log's new lines, the rules' blocks that came into view). */
typedef void (*SceneSay)(void *ctx, const char *line);

/* How the player's settings look on screen, handed to each scene as they change. */
typedef struct {
    int palette;              /* PaletteKind of the pens */
    int animation_percent;    /* 0: no motion */
    int bot_pace_ms;
    bool confirm_turn;        /* a turn waits for End turn */
    void *sound;              /* the Sound (sound.h) the scene plays on */
} SceneStyle;

typedef struct SceneOps {
    const char *name;
    /* An input event in renderer pixels. */
    SceneRequest (*event)(void *s, const SDL_Event *e, uint32_t now);
    /* Time passes (each loop turn); covered: a card or the rules are over it. */
    SceneRequest (*tick)(void *s, uint32_t now, bool covered);
    void (*draw)(void *s, SDL_Renderer *r, uint32_t now);
    void (*resize)(void *s, int w, int h);
    void (*look)(const void *s, uint32_t now, SceneLook *l);
    /* The items the keyboard's ring walks (focus.h), each with its words; NULL where the
     * scene keeps its own focus (the table). */
    void (*focus)(const void *s, FocusList *l);
    /* The arrows keep the scene's own meaning (the viewer steps with them): the ring moves
     * only with Tab and Shift+Tab. */
    bool tab_only;
    /* The item of the list that Enter moves by keys instead of clicking (the viewer's
     * slider), or NULL. */
    bool (*focus_keyed)(const void *s, SDL_Rect item);
    /* Fills w; new lines to say in order go to say. */
    void (*words)(void *s, SceneWords *w, SceneSay say, void *ctx);
    /* The language changed: texts the scene keeps are written again. Called on the scene on
     * screen and what is open over it, and safe in every state a scene can be in (made and
     * not begun, begun with its table not attached yet, stopped): what is not there yet is
     * worded when it comes, in the language of then. */
    void (*retranslate)(void *s);
    void (*restyle)(void *s, const SceneStyle *st);
    /* The renderer's targets lost their pixels (lost) or every texture is gone (!lost). */
    void (*textures)(void *s, bool lost);
    /* A name is being typed: true with its box (renderer pixels). */
    bool (*text_box)(const void *s, SDL_Rect *box);
    /* The scene is left for good: threads stopped, memory freed. */
    void (*stop)(void *s);
} SceneOps;

typedef struct {
    const SceneOps *ops;
    void *self;
} Scene;

/* The no-request answer. */
SceneRequest scene_request(SceneAsk ask);
/* A request to show the set-up screen saying text. */
SceneRequest scene_request_setup(const char *text, bool bad);

#endif
