/* replay_test.h — the replay viewer's declared test header: what a test may read inside the
 * viewer, without its struct, besides its front door (replay_screen.h) and its steps
 * (replay_steps.h). Only replay_test.c and the tests include it (cmake/boundaries.cmake); the
 * program never calls the replay_test_* functions. */
#ifndef RAJAS_REPLAY_TEST_H
#define RAJAS_REPLAY_TEST_H

#include <stdbool.h>

#include <SDL.h>

#include "chance_chart.h"
#include "replay_layout.h"
#include "replay_screen.h"
#include "replay_steps.h"
#include "replay_words.h"
#include "seats.h"
#include "sheet_view.h"
#include "story.h"

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
