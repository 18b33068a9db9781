/* end_open.h — an end screen for the scene tests: made through its front door, started on a
 * finished game with its seats and art, and laid out; the test frees it with end_scene_free. */
#ifndef RAJAS_TEST_END_OPEN_H
#define RAJAS_TEST_END_OPEN_H

#include "art.h"
#include "end_screen.h"
#include "seats.h"
#include "session.h"

/* The screen on s (which it copies: s may be freed at once) with seats, drawing with art
 * (NULL: it draws nothing), laid out at w×h (0×0: not yet). Fails the test when there is no
 * memory for it. */
EndScene *test_end_open(const Session *s, const Seats *seats, Art *art, int w, int h);

#endif
