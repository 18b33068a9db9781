/* replay_test.h — the replay viewer's declared test header: what a test drives the viewer
 * with beyond its front door (replay_screen.h) and what it may read inside it, without its
 * struct. Only the viewer's own folder and the tests include it (cmake/boundaries.cmake);
 * the program never calls the replay_test_* functions (replay_test.c). */
#ifndef RAJAS_REPLAY_TEST_H
#define RAJAS_REPLAY_TEST_H

#include <stdbool.h>

#include <SDL.h>

#include "chance_chart.h"
#include "replay_layout.h"
#include "replay_screen.h"
#include "replay_words.h"
#include "seats.h"
#include "sheet_view.h"
#include "story.h"

typedef enum { REPLAY_SHOWING, REPLAY_CLOSED } ReplayOutcome;

/* ---- replay.c, replay_draw.c, replay_story.c: the viewer's own steps, which its scene
 * operations (replay_ops.c) take, and its questions -------------------------------------- */

void replay_scene_resize(ReplayScene *r, int w, int h);
void replay_scene_event(ReplayScene *r, const SDL_Event *e);
void replay_scene_draw(ReplayScene *r, SDL_Renderer *renderer);
/* The state at the step shown, the seat shown large, the seats shown small (in the order of
 * the layout's thumbnails; returns how many), the mark stood on (NULL: none). */
const Game *replay_scene_game(const ReplayScene *r);
int replay_scene_big_seat(const ReplayScene *r);
int replay_thumb_seats(const ReplayScene *r, int out[GAME_MAX_PLAYERS - 1]);
const ReplayMark *replay_scene_mark(const ReplayScene *r);
/* replay_story.c: the switch under the chart, at its right (race ⇄ chances), and the
 * chart's card above it. */
SDL_Rect replay_story_switch(const ReplayScene *r);
/* The size its labels are drawn at: the finest of the zoom, or of 100 % where that would
 * make it wider than half the chart. */
int replay_story_switch_px(const ReplayScene *r);
SDL_Rect replay_story_card(const ReplayScene *r);

/* ---- replay_test.c: what a test reads inside the viewer --------------------------------- */

/* The layout as last laid out, and the large sheet's. */
const ReplayLayout *replay_test_layout(const ReplayScene *r);
const SheetLayout *replay_test_big(const ReplayScene *r);
/* Where the viewer stands and what it shows; the pointers are the viewer's. */
typedef struct {
    bool loaded;                  /* a game is shown */
    const char *problem;          /* why the record does not replay; "" when loaded */
    int count;                    /* the record's steps */
    int step;                     /* the step stood on */
    bool sliding;                 /* the slider's knob is held */
    int marks;                    /* the review's marks kept */
    const Seats *seats;
    const Story *story;           /* the chances across the game */
    const ChanceChart *chances;   /* their chart */
    bool chances_shown;           /* drawn instead of the race */
} ReplaySeen;
ReplaySeen replay_test_seen(const ReplayScene *r);
/* Showing, or closed by Back or Esc, before the scene operations turn it into a request. */
ReplayOutcome replay_test_outcome(const ReplayScene *r);

#endif
