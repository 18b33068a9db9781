/* replay_internal.h — the replay viewer's insides, for its own files only (the program sees
 * replay_screen.h, the tests replay_steps.h and replay_test.h; cmake/boundaries.cmake
 * refuses any other includer): the game shown and the match it is played through, where
 * the pointer is and the step stood on, the layout. Events arrive in renderer pixels. */
#ifndef RAJAS_REPLAY_INTERNAL_H
#define RAJAS_REPLAY_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "chance_chart.h"
#include "log_book.h"
#include "match.h"
#include "race_chart.h"
#include "records.h"
#include "replay_steps.h"
#include "replay_words.h"
#include "seats.h"
#include "session.h"
#include "sheet_view.h"
#include "story.h"

/* The viewer drives a match of its own over the record (replay_play.c): standing at step s
 * is the record's first s steps played through it, and the log shown is what its events
 * told (log_book.h), in the language of the moment. */
typedef struct {
    Session session;                  /* owned: the game played up to `step` */
    Match *match;                     /* owned */
    LogBook log;
    uint64_t seen;                    /* the match's events the log has taken */
    int step;                         /* steps of the record played */
} ReplayPlay;

/* What is shown: the game, who played it, the chart, and why it did not load. */
typedef struct {
    Session session;                  /* owned: the record */
    ReplayPlay *play;                 /* owned; NULL until a game is loaded */
    bool loaded;
    Seats seats;
    RecordInfo info;                  /* the record's comment lines ("" for the game just played) */
    RaceChart chart;
    char problem[REPLAY_TEXT_MAX];    /* why the record does not replay; "" when loaded */
    ReplayMark mark[REPLAY_MARKS_MAX];
    int marks;
    Story story;                      /* owned: the chances across the game (replay_story.c) */
    ChanceChart chances;              /* its chart, drawn instead of the race when shown */
    bool chances_shown;
} ReplayGame;

/* What the pointer is doing and where the viewer stands. */
typedef struct {
    int step;                         /* 0 … session.count */
    int viewed;                       /* seat shown large; -1: the seat to act at the step */
    bool sliding;                     /* the slider's knob is held */
    int mouse_x, mouse_y;
} ReplayUi;

struct ReplayScene {
    const Sheets *sheets;             /* borrowed */
    Art *art;                         /* borrowed */
    const Lang *lang;                 /* borrowed: the program's language */
    ReplayGame game;
    ReplayUi ui;
    ReplayLayout layout;
    SheetLayout big;
    SheetLayout thumb[GAME_MAX_PLAYERS - 1];
    ReplayOutcome outcome;
};

/* Makes the scene empty (nothing loaded): replay_scene_new's start. */
void replay_scene_init(ReplayScene *r, const Sheets *sheets, Art *art, const Lang *lang);

/* replay_play.c: the match played to the step shown (false: out of memory, or a step the
 * rules refuse; the record's own states are shown then), and let go. */
bool replay_play_to(ReplayScene *r, int step);
void replay_play_free(ReplayScene *r);

/* ---- replay_story.c: the chances across the game, in the chart's place ---------------------- */

/* Works out the loaded game's story (a few milliseconds: no thread) and its chart. */
void replay_story_make(ReplayScene *r);
void replay_story_free(ReplayScene *r);
/* The switch's label (replay_story_switch): "Chances of winning" while the race shows,
 * "Race" while the chances do. */
const char *replay_story_switch_label(const ReplayScene *r);
/* A click on the switch, or on the chances' chart (the viewer goes to that step). True
 * when taken. */
bool replay_story_click(ReplayScene *r, int x, int y);
/* The switch and the chart shown, the step stood on marked. */
void replay_story_draw(ReplayScene *r, SDL_Renderer *renderer);

#endif
