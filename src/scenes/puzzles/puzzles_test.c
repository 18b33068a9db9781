/* puzzles_test.c — what a test reads inside the puzzle scene (puzzles_test.h): a copy, so a
 * test checks the scene without its struct. */
#include "puzzles_test.h"

#include "puzzles_internal.h"

PuzzlesSeen puzzles_test_seen(const PuzzlesScene *p)
{
    return (PuzzlesSeen){p->puzzle, p->number, p->progress, p->answered, p->right, p->ring, p->showing_best};
}
