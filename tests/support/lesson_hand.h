/* lesson_hand.h — the lesson as the program starts it (flow.c), on a test's hand
 * (table_hand.h): its two seats (Leila, the person; Arjun, the easy bot), the lesson's own
 * game begun by the lesson, the table started on it afresh at w×h with End turn confirmed,
 * and the lesson attached to it. The caller frees the lesson (lesson_free) and closes the
 * hand. */
#ifndef RAJAS_TEST_LESSON_HAND_H
#define RAJAS_TEST_LESSON_HAND_H

#include <stdbool.h>
#include <stdint.h>

#include "lesson_screen.h"
#include "table_hand.h"

/* The hand's gestures are seeded from pick_seed; still: the table's dice, pen and bot pace
 * take no time (table_set_feel 0), as in the tests that only look. */
LessonScene *lesson_hand_open(Hand *hand, uint64_t pick_seed, int w, int h, bool still);

#endif
