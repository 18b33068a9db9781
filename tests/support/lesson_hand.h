/* lesson_hand.h — the guided first game on a headless hand (table_hand.h): Leila, the
 * person, and Arjun, the easy bot, in the lesson's seats (script.h); a lesson scene of its
 * own (lesson_screen.h) starts the lesson's game and the hand's table is started on it
 * afresh, attached to the lesson's coach. test_scene_lesson, test_scene_text_fit and the
 * end-to-end test's shadow of the program's lesson open it here. */
#ifndef RAJAS_TEST_LESSON_HAND_H
#define RAJAS_TEST_LESSON_HAND_H

#include <stdbool.h>
#include <stdint.h>

#include "lesson_screen.h"
#include "table_hand.h"

/* Opens h (pick_seed, w×h_px) on the lesson: End turn asked for, as the program's setting
 * has it; still: animations off and no bot pace (else the table's own). Returns the lesson
 * scene, which the caller frees (lesson_free) after closing h. */
LessonScene *lesson_hand_open(Hand *h, uint64_t pick_seed, int w, int h_px, bool still);
/* One tick of the lesson's table at the hand's clock; true, after a millisecond's sleep,
 * while a bot or the hint still thinks on its thread (the clock then waits for it). */
bool lesson_hand_thinks(Hand *h);

#endif
