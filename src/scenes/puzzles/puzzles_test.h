/* puzzles_test.h — "Puzzles: find the move"'s declared test header: what a test may read
 * inside the puzzle scene — the puzzle served, the progress, the answer and the card's ring —
 * without its struct, besides its front door (puzzles_screen.h) and its own parts
 * (puzzles.h). Only puzzles_test.c and the tests include it (cmake/boundaries.cmake); the
 * program never calls it. */
#ifndef RAJAS_PUZZLES_TEST_H
#define RAJAS_PUZZLES_TEST_H

#include <stdbool.h>

#include "puzzle_progress.h"
#include "puzzle_set.h"
#include "puzzles.h"
#include "puzzles_screen.h"

/* ---- puzzles_test.c ----------------------------------------------------------------- */

/* The puzzle served and its place in the set (from 1); the progress as it stands; whether
 * the first choice is counted and was a best one; where the keyboard's ring is among the
 * card's buttons; whether the best move is shown on the table. */
typedef struct {
    const PuzzleEntry *puzzle;
    int number;
    PuzzleProgress progress;
    bool answered, right;
    PuzzlesRing ring;
    bool showing_best;
} PuzzlesSeen;
PuzzlesSeen puzzles_test_seen(const PuzzlesScene *p);

#endif
