/* practice_test.h — "Try it"'s declared test header: what a test may read inside the
 * practice — its best choice and where the card's keyboard ring and its "Show the best move"
 * stand — without its struct, besides its front door (practice_screen.h) and its own parts
 * (practice.h). Only practice_test.c and the tests include it (cmake/boundaries.cmake); the
 * program never calls it. */
#ifndef RAJAS_PRACTICE_TEST_H
#define RAJAS_PRACTICE_TEST_H

#include <stdbool.h>

#include "practice.h"
#include "practice_screen.h"

/* ---- practice_test.c ---------------------------------------------------------------- */

/* The best choice worked out at the start; whether the keyboard's ring is on Leave or on
 * "Show the best move"; whether the best is shown on the table. */
typedef struct {
    Action best;
    bool leave_focused, show_focused, showing_best;
} PracticeSeen;
PracticeSeen practice_test_seen(const PracticeScene *p);

#endif
