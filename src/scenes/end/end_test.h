/* end_test.h — the end screen's declared test header: what a test reads inside the screen,
 * and the few things it sets there to stage one, without its struct — the game as it ended
 * and its ranking, the layout, the review, the story, what input led to — besides its front
 * door (end_screen.h) and its own parts (end.h). Only end_test.c and the tests include it
 * (cmake/boundaries.cmake); the program never calls the end_test_* functions. Pointers are
 * the screen's own, valid while it is. */
#ifndef RAJAS_END_TEST_H
#define RAJAS_END_TEST_H

#include <stdbool.h>

#include "art.h"
#include "chance_chart.h"
#include "end.h"
#include "end_screen.h"
#include "game.h"
#include "seats.h"
#include "story.h"

/* ---- end_test.c: what a test reads inside the screen ---------------------------------- */

/* The layout as last laid out. */
const EndLayout *end_test_layout(const EndScene *e);
/* The ranking's rows, best first (end_rows), and how many. */
typedef struct {
    const EndRow *row;
    int count;
} EndRows;
EndRows end_test_rows(const EndScene *e);
/* The seats as the screen shows them (EndSeen's), for a test to make them bots. */
Seats *end_test_seats(EndScene *e);
/* The game as it ended: a test may set its scores, then lay the screen out again. */
Game *end_test_final(EndScene *e);
Art *end_test_art(const EndScene *e);
/* "Review my game": its state, the decisions, the items and the costliest listed; a test may
 * cancel it (end_review_cancel). */
EndReview *end_test_review(EndScene *e);

/* Where the screen stands: what input asked of the program (before the scene operations
 * turn it into a request), whether the review is offered and its card open, whether the
 * story is there and its chances' chart shown, Today's dice's band and its Copy pressed,
 * the seats. The pointers are the screen's. */
typedef struct {
    EndOutcome outcome;
    bool reviewable, review_open;
    int review_chosen;            /* with END_REPLAY or END_PRACTICE: the decision clicked */
    bool story_told, chances_shown;
    const Story *story;           /* the chances across the game, once told */
    const ChanceChart *chances;   /* their chart */
    const EndDaily *daily;
    bool daily_copied;
    const Seats *seats;
} EndSeen;
EndSeen end_test_seen(const EndScene *e);

/* The outcome taken, as the program takes it after each event: showing again. */
void end_test_outcome_taken(EndScene *e);
/* The review's sampled futures a decision when its button asks for it (0: END_REVIEW_SAMPLES). */
void end_test_set_review_samples(EndScene *e, int samples);

#endif
