/* app_puzzles.h — "Puzzles: find the move" in the program (app_puzzles.c, docs/puzzles.md):
 * what App keeps of the puzzles, and their opening and leaving. */
#ifndef RAJAS_APP_PUZZLES_H
#define RAJAS_APP_PUZZLES_H

#include <stdint.h>

#include "puzzle_set.h"
#include "puzzles_screen.h"
#include "seats.h"
#include "session.h"

typedef struct App App;

/* A puzzle's position, played on the table apart from the game in App.session, and its
 * card over the table. */
typedef struct {
    Session session;
    PuzzleSet set;            /* the shipped puzzles, read when first asked for (count 0: not
                                 yet) */
    Seats seats;              /* who sits where in the puzzle's game */
    PuzzlesScene *scene;      /* app_open makes it */
} AppPuzzles;

/* Serves the puzzle nearest the player's rating on the table, its card over it (the set-up
 * screen's Puzzles, a card's Next puzzle); back to the set-up screen. */
void app_open_puzzles(App *a, uint32_t now);
void app_leave_puzzles(App *a);

#endif
