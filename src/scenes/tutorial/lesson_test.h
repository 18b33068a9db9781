/* lesson_test.h — the lesson's declared test header: its coach, for a test to call the
 * coach's own functions (coach.h) on, and what the coach holds of the card's ui, without
 * their structs, besides the lesson's front door (lesson_screen.h) and the script (script.h).
 * Only lesson_test.c and the tests include it (cmake/boundaries.cmake); the program never
 * calls these. */
#ifndef RAJAS_LESSON_TEST_H
#define RAJAS_LESSON_TEST_H

#include <stdbool.h>

#include "coach.h"
#include "lesson_screen.h"
#include "script.h"

/* ---- lesson_test.c ------------------------------------------------------------------ */

/* The lesson's coach, the lesson's own. */
Coach *lesson_test_coach(LessonScene *l);
/* How many wrong gestures were explained, whether the leave question is up, the card's
 * button the keyboard's ring is on, and whether the lesson goes on, starts over or is left. */
typedef struct {
    int explained;
    bool confirm_leave;
    CoachItem focus;
    CoachOutcome outcome;
} LessonSeen;
LessonSeen lesson_test_seen(const LessonScene *l);

#endif
