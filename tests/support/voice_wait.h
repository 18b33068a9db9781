/* voice_wait.h — the tests that speak through a system's voice (a real speech-dispatcher, or
 * the misbehaving stand-in of tests/fake) wait for the voice's own thread (speech.h): what it
 * finds is known at the loop's next look after it is found, as in the game. */
#ifndef RAJAS_TEST_VOICE_WAIT_H
#define RAJAS_TEST_VOICE_WAIT_H

#include <stdint.h>

#include "app.h"

/* Updates the app every 10 ms, as the loop would, until the voice has nothing under way
 * (speech_pending), then once more so that what it found is read and told; fails the test
 * after limit_ms. Returns the milliseconds it waited. */
uint32_t voice_wait(App *app, uint32_t limit_ms);

#endif
