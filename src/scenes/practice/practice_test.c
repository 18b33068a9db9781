/* practice_test.c — what a test reads inside "Try it" (practice_test.h): a copy, so a test
 * checks the practice without its struct. */
#include "practice_test.h"

#include "practice_internal.h"

PracticeSeen practice_test_seen(const PracticeScene *p)
{
    return (PracticeSeen){p->best, p->leave_focused, p->show_focused, p->showing_best};
}
