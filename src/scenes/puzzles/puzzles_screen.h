/* puzzles_screen.h — "Puzzles: find the move", as the program sees it (docs/puzzles.md): a position cut from a strong game
 * (the shipped set, puzzle_set.h) drawn as at the table, and one decision to find. The real
 * table (scenes/table) plays it through coached.h alone, on a Session of its own started at
 * the position, with no save folder and the match's practice policy (match_set_practice):
 * one decision, then Undo to look at another. Over the table's lower right column lies the
 * puzzle's card: "Find the best move for Leila — round 6, 2 players" and the rating; once a
 * choice is made, right or not, its chance of winning and the best's (the deep check's
 * figures, shipped with the puzzle), one sentence why, from what the best move changes, and
 * "Show the best move" (drawn on the table as practice draws it), "Next puzzle" and Leave.
 *
 * The first choice is the answer: it moves the puzzle rating (Elo against the puzzle's
 * difficulty, puzzle_progress.h), which is written at once to the user folder; a choice
 * tried after Undo shows its figures but counts for nothing.
 *
 * The scene borrows the Session (the program's puzzle one, changed only by the table), the
 * Sheets, the puzzle and the user folder's path; it owns its copy of the progress. Its own
 * parts are in puzzles.h, its struct in puzzles_internal.h (its files only), what tests read
 * inside it in puzzles_test.h. */
#ifndef RAJAS_PUZZLES_SCREEN_H
#define RAJAS_PUZZLES_SCREEN_H

#include "coached.h"
#include "i18n.h"
#include "puzzle_progress.h"
#include "puzzle_set.h"
#include "scene.h"
#include "session.h"

typedef struct PuzzlesScene PuzzlesScene;

/* self is a PuzzlesScene begun by puzzles_begin and attached to its table. Its requests:
 * SCENE_ASK_PUZZLES for the next puzzle, SCENE_ASK_BACK to leave. */
extern const SceneOps puzzles_scene_ops;

/* A puzzle scene not begun, or NULL when there is no memory; freed with puzzles_free (it
 * holds no other memory). lang (borrowed, the program's: a switch loads into it) is the
 * language of the card's words and of the table's top line it writes. */
PuzzlesScene *puzzles_new(const Lang *lang);
void puzzles_free(PuzzlesScene *p);
/* Starts the puzzle's own game at its position (session_start_at), with the progress as read
 * and the name of the seat to find the move; number is the puzzle's place in the set, from 1. */
void puzzles_begin(PuzzlesScene *p, const PuzzleEntry *puzzle, int number, const PuzzleProgress *progress,
                   const char *name, const char *user_dir, Session *session, const Sheets *sheets);
/* The table the puzzle is played on (table_coached, after table_init and table_set_practice
 * on the same session); its top line is the puzzle's from then on (puzzles_words_top). */
void puzzles_attach(PuzzlesScene *p, CoachedTable table);

#endif
