/* puzzles.h — "Puzzles: find the move" (docs/puzzles.md): a position cut from a strong game
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
 * Sheets, the puzzle and the user folder's path; it owns its copy of the progress. */
#ifndef RAJAS_PUZZLES_H
#define RAJAS_PUZZLES_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "coached.h"
#include "game.h"
#include "puzzle_progress.h"
#include "puzzle_set.h"
#include "scene.h"
#include "session.h"

/* The card over the table: its title, its words, Leave, and under the words "Show the best
 * move" over "Next puzzle" (drawn once answered). */
typedef struct {
    SDL_Rect card, title, text, leave, show, next;
    SDL_Rect chart;          /* the rating's history as a chart, before the answer (empty:
                                no answer yet, or answered) */
    int text_px, label_px;   /* text_px 0: the words fit at no size (drawn at the least) */
    int foot_px;             /* the foot buttons' labels */
} PuzzlesLayout;

/* Where the keyboard's ring is among the card's own buttons. */
typedef enum { PUZZLES_RING_NONE, PUZZLES_RING_SHOW, PUZZLES_RING_NEXT, PUZZLES_RING_LEAVE } PuzzlesRing;

typedef struct {
    CoachedTable table;            /* first: the coached card's (coached_card.h) */
    const Session *session;        /* borrowed: the puzzle's own */
    const Sheets *sheets;          /* borrowed */
    const PuzzleEntry *puzzle;     /* borrowed: the set's */
    int number;                    /* its place in the set, from 1: "Puzzle 12" */
    char name[SEAT_NAME_MAX];      /* who is to find the move */
    const char *user_dir;          /* borrowed; "" writes nothing */
    PuzzleProgress progress;       /* as read at the start, then each answer */
    int rating_before;             /* the rating when the puzzle was served */
    bool answered;                 /* the first choice is counted */
    bool right;                    /* and it was a best one */
    int answer_option;             /* the option it was (puzzle_set_entry_option) */
    bool save_failed;              /* the progress could not be written */
    bool over_thumbs;              /* the card covers the thumbnails too (puzzles_fit) */
    int mouse_x, mouse_y;
    PuzzlesRing ring;
    bool showing_best;
    bool left;                     /* Leave was asked */
    bool next;                     /* Next puzzle was asked */
} PuzzlesScene;

/* self is a PuzzlesScene begun by puzzles_begin and attached to its table. Its requests:
 * SCENE_ASK_PUZZLES for the next puzzle, SCENE_ASK_BACK to leave. */
extern const SceneOps puzzles_scene_ops;

/* Starts the puzzle's own game at its position (session_start_at), with the progress as read
 * and the name of the seat to find the move; number is the puzzle's place in the set, from 1. */
void puzzles_begin(PuzzlesScene *p, const PuzzleEntry *puzzle, int number, const PuzzleProgress *progress,
                   const char *name, const char *user_dir, Session *session, const Sheets *sheets);
/* The table the puzzle is played on (table_coached, after table_init and table_set_practice
 * on the same session); its top line is the puzzle's from then on (puzzles_words_top). */
void puzzles_attach(PuzzlesScene *p, CoachedTable table);
/* The choice made now (the one decision), false while none is. */
bool puzzles_tried(const PuzzlesScene *p, Action *out);
/* Counts the first choice once it is made (the scene's tick calls it): the rating moves and
 * is written. True when it counted one now. */
bool puzzles_take_answer(PuzzlesScene *p);
/* Draws the best move on the table, or stops (practice's way, coached.h show_move). */
void puzzles_show_best(PuzzlesScene *p, bool on);

/* ---- puzzles_words.c -------------------------------------------------------------------- */

#define PUZZLES_LINES 5
#define PUZZLES_LINE_MAX 320
/* The card's title: "Puzzle". */
const char *puzzles_words_title(void);
/* The card's lines: the prompt ("Find the best move for Leila — round 6, 2 players"), then
 * before an answer the rating, what to do and the rating's history in words (said aloud; on
 * the card the chart shows it); after it "Right!" or "Not the best move", the
 * choice and its chance, the best and its chance, why, and the rating's move. */
void puzzles_words(const PuzzlesScene *p, char line[PUZZLES_LINES][PUZZLES_LINE_MAX]);
/* The same lines as they would read answered or not with a choice tried (NULL: none). */
void puzzles_words_as(const PuzzlesScene *p, bool answered, const Action *tried,
                      char line[PUZZLES_LINES][PUZZLES_LINE_MAX]);
/* One sentence why the best move is best, from what it changes against the choice made (or
 * against the runner-up when the choice was the best). */
void puzzles_words_why(const PuzzlesScene *p, const Action *against, char *buf, size_t cap);
const char *puzzles_words_show(bool showing);
const char *puzzles_words_next(void);
/* The table's top line in a puzzle (coached.h's CoachedTopLine; ctx is the PuzzlesScene):
 * "Puzzle 12 · find the best move for Leila — round 6, 2 players" until a choice is
 * played, then "Puzzle 12 · " and the table's prompt. */
void puzzles_words_top(const void *ctx, const char *prompt, char *buf, size_t cap);

/* ---- puzzles_draw.c --------------------------------------------------------------------- */

void puzzles_layout(const PuzzlesScene *p, PuzzlesLayout *out);
void puzzles_fit(PuzzlesScene *p);
void puzzles_draw(PuzzlesScene *p, SDL_Renderer *r);

#endif
