/* practice_internal.h — "Try it"'s insides, for its own files only (the program sees
 * practice_screen.h, the tests practice.h and practice_test.h; cmake/boundaries.cmake refuses
 * any other includer): the table it is played on, what it borrows, the decision and its best
 * choice with their chances, and the card's ui. */
#ifndef RAJAS_PRACTICE_INTERNAL_H
#define RAJAS_PRACTICE_INTERNAL_H

#include "practice.h"

struct PracticeScene {
    CoachedTable table;       /* first: the coached card's (coached_card.h) */
    const Session *session;   /* borrowed: the practice's own */
    const Sheets *sheets;     /* borrowed */
    const Lang *lang;         /* borrowed: the program's, the card's words (practice_new) */
    PracticeDecision decision;   /* its choice: this scene's own copy, choice[] */
    BotChoice choice[GAME_MAX_LEGAL];   /* the review's evaluated decision, best first */
    Action best;              /* the review's best: choice[0] */
    double best_chance, played_chance;
    bool over_thumbs;         /* the card covers the thumbnails (or with none, the seats'
                                 cards) too (practice_fit) */
    int mouse_x, mouse_y;
    bool leave_focused;       /* the keyboard's ring is on Leave */
    bool show_focused;        /* the keyboard's ring is on "Show the best move" */
    bool showing_best;        /* the best choice is drawn on the table (practice_show_best) */
    bool left;                /* Leave was asked: the program goes back to the review */
};

#endif
