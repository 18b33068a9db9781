/* lesson_internal.h — the lesson's insides, for its own files only (the program sees
 * lesson_screen.h, the tests coach.h, script.h and lesson_test.h; cmake/boundaries.cmake
 * refuses any other includer): the scene is its coach, and the coach the table it coaches,
 * what it borrows, the notes read and the card's ui. */
#ifndef RAJAS_LESSON_INTERNAL_H
#define RAJAS_LESSON_INTERNAL_H

#include <stdbool.h>

#include "coach.h"
#include "lesson_screen.h"
#include "script.h"

struct Coach {
    CoachedTable table;        /* the table it coaches (coach_attach); first, so the lesson's
                                  scene is the coached card's too (coached_card.h) */
    Session *session;          /* borrowed: the lesson's game */
    const Sheets *sheets;      /* borrowed */
    const Lang *lang;          /* borrowed: the program's language */
    unsigned long read_seen;   /* bit i: read step i's Next was clicked */
    int explained;             /* wrong gestures explained so far */
    bool confirm_leave;        /* the leave question is up */
    CoachItem focus;           /* the card's button the keyboard's ring is on (NONE: the
                                  table's ring has the keys) */
    int mouse_x, mouse_y;
    CoachOutcome outcome;
};

struct LessonScene {
    Coach coach;               /* its table (first in it): the one the lesson is played on;
                                  first, so the scene is the coached card's (coached_card.h) */
};

/* Starts the lesson's game in s (session_new: 2 players, sun, the person first, seed
 * LESSON_SEED) and the coach on it, speaking lang. False when the sheets hold no sun side. */
bool coach_start(Coach *c, Session *s, const Sheets *sheets, const Lang *lang);
/* The match's hooks (match.h), and the coach attached to a table started on its session:
 * it sees the table through table and gives it the hooks. */
MatchCoach coach_hooks(Coach *c);
void coach_attach(Coach *c, CoachedTable table);

#endif
