/* events.h — synthetic input for the scene tests: SDL events of one kind each (mouse
 * motion, a button pressed or released, a key pressed) at the coordinates given, every
 * other field zero, and the middle of a rectangle to aim them at. */
#ifndef RAJAS_TEST_EVENTS_H
#define RAJAS_TEST_EVENTS_H

#include <SDL.h>

/* The mouse moved to (x, y). */
SDL_Event event_motion(int x, int y);

/* The left button pressed (SDL_MOUSEBUTTONDOWN) or released (SDL_MOUSEBUTTONUP) at (x, y).
 * clicks is SDL's count of presses in quick succession: 1 for a single click, 0 leaves it
 * unset. */
SDL_Event event_press(int x, int y, Uint8 clicks);
SDL_Event event_release(int x, int y, Uint8 clicks);

/* Key k pressed (SDL_KEYDOWN), no modifiers, not a repeat. */
SDL_Event event_key(SDL_Keycode k);

/* The middle of r, rounded down. */
SDL_Point event_middle(SDL_Rect r);

#endif
