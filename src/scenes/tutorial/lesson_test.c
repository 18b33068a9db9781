/* lesson_test.c — what a test reads inside the lesson (lesson_test.h): its coach and a copy
 * of the card's ui, so a test checks the lesson without its structs. */
#include "lesson_test.h"

#include "lesson_internal.h"

Coach *lesson_test_coach(LessonScene *l) { return &l->coach; }

LessonSeen lesson_test_seen(const LessonScene *l)
{
    const Coach *c = &l->coach;
    return (LessonSeen){c->explained, c->confirm_leave, c->focus, c->outcome};
}
