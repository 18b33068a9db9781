/* puzzles_internal.h — "Puzzles: find the move"'s insides, for its own files only (the
 * program sees puzzles_screen.h, the tests puzzles.h and puzzles_test.h;
 * cmake/boundaries.cmake refuses any other includer): the table it is played on, what it
 * borrows, the puzzle and the progress, the answer, and the card's ui. */
#ifndef RAJAS_PUZZLES_INTERNAL_H
#define RAJAS_PUZZLES_INTERNAL_H

#include "puzzles.h"

struct PuzzlesScene {
    CoachedTable table;            /* first: the coached card's (coached_card.h) */
    const Session *session;        /* borrowed: the puzzle's own */
    const Sheets *sheets;          /* borrowed */
    const Lang *lang;              /* borrowed: the program's, the card's words (puzzles_new) */
    const PuzzleEntry *puzzle;     /* borrowed: the set's */
    int number;                    /* its place in the set, from 1: "Puzzle 12" */
    char name[SEAT_NAME_MAX];      /* who is to find the move */
    const char *user_dir;          /* borrowed; "" writes nothing */
    PuzzleProgress progress;       /* as read at the start, then each answer */
    int rating_before;             /* the rating when the puzzle was served */
    bool answered;                 /* the first choice is counted */
    bool right;                    /* and it was a best one */
    int answer_option;             /* the option it was (puzzle_set_entry_option) */
    Action first;                  /* the first choice, the one counted */
    int attempts;                  /* choices played since the puzzle was served, the first too */
    bool on_table;                 /* a choice was on the table at the last tick */
    Action seen;                   /* and it was this one */
    bool save_failed;              /* the progress could not be written */
    bool over_thumbs;              /* the card covers the thumbnails too (puzzles_fit) */
    int mouse_x, mouse_y;
    PuzzlesRing ring;
    bool showing_best;
    bool left;                     /* Leave was asked */
    bool next;                     /* Next puzzle was asked */
};

#endif
