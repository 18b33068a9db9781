/* puzzles.h — "Puzzles: find the move"'s own parts, which its files and the tests share: the
 * answer taken, the best move shown, the card's words, layout and drawing. The program opens
 * it through puzzles_screen.h; the struct is in puzzles_internal.h, and the tests read inside
 * it through puzzles_test.h. */
#ifndef RAJAS_PUZZLES_H
#define RAJAS_PUZZLES_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "coached.h"
#include "game.h"
#include "puzzles_screen.h"

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


/* The choice made now (the one decision), false while none is. */
bool puzzles_tried(const PuzzlesScene *p, Action *out);
/* Counts the first choice once it is made (the scene's tick calls it): the rating moves and
 * is written; after it, numbers the tries played after Undo. True when it counted one now. */
bool puzzles_take_answer(PuzzlesScene *p);
/* The one answer the card speaks of (docs/puzzles.md, "Undo in a puzzle"): its verdict, the
 * choice, its chance and "why" are all worked out from it, so they never tell of two answers.
 * The choice on the table; with none (taken back by Undo), the first answer. Only the first
 * answer is counted in the rating; a choice played after Undo is a try, judged the same way
 * and numbered. */
typedef struct {
    bool given;              /* false: no answer yet, the card waits */
    bool on_table;           /* the choice is on the table (false: Undo took it back) */
    int attempt;             /* 1: the first answer, the counted one; 2, 3 …: a try after Undo */
    Action action;
    int option;              /* puzzle_set_entry_option: 0 a best move, -1 none listed */
    bool right;              /* option 0 */
} PuzzlesAnswer;
PuzzlesAnswer puzzles_answer_shown(const PuzzlesScene *p);
/* Draws the best move on the table, or stops (practice's way, coached.h show_move). */
void puzzles_show_best(PuzzlesScene *p, bool on);

/* ---- puzzles_words.c -------------------------------------------------------------------- */

#define PUZZLES_LINES 5
#define PUZZLES_LINE_MAX 320
/* Before the answer, the line of the rating's history in words (on the card, the chart). */
#define PUZZLES_HISTORY_LINE 4
/* The card's title: "Puzzle". */
const char *puzzles_words_title(const Lang *lang);
/* The card's lines: the prompt ("Find the best move for Leila — round 6, 2 players"), then
 * before an answer the task ("Your task: keep one of the two rolled dice"), what to do, the
 * rating and the rating's history in words (said aloud; on the card the chart shows it);
 * after it "Right!" or "Not the best move" ("Try 2: …" after Undo), the choice and its
 * chance, the best and its chance, why, and the rating's move: all of puzzles_answer_shown. */
void puzzles_words(const PuzzlesScene *p, char line[PUZZLES_LINES][PUZZLES_LINE_MAX]);
/* The same lines as they would read with that answer shown. */
void puzzles_words_as(const PuzzlesScene *p, const PuzzlesAnswer *shown, char line[PUZZLES_LINES][PUZZLES_LINE_MAX]);
/* One sentence why the best move is best, from what it changes against the choice made (or
 * against the runner-up when the choice was the best). */
void puzzles_words_why(const PuzzlesScene *p, const Action *against, char *buf, size_t cap);
const char *puzzles_words_show(const Lang *lang, bool showing);
const char *puzzles_words_next(const Lang *lang);
/* The puzzle's task, the decision at its position in words: "keep one of the two rolled
 * dice", "choose a palace person to use" … */
const char *puzzles_words_task(const PuzzlesScene *p);
/* The table's top line in a puzzle (coached.h's CoachedTopLine; ctx is the PuzzlesScene):
 * "Puzzle 12 · find the best move for Leila: keep one of the two rolled dice" until a
 * choice is played, then "Puzzle 12 · " and the table's prompt. */
void puzzles_words_top(const void *ctx, const char *prompt, char *buf, size_t cap);

/* ---- puzzles_draw.c --------------------------------------------------------------------- */

void puzzles_layout(const PuzzlesScene *p, PuzzlesLayout *out);
void puzzles_fit(PuzzlesScene *p);
void puzzles_draw(PuzzlesScene *p, SDL_Renderer *r);

#endif
