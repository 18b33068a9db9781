/* canvas.h — a headless drawing target for the scene tests: an RGBA32 surface of w×h
 * pixels, a software renderer drawing into it and the art from RAJAS_DATA. Opening fails
 * the test, with the reason, when any of them cannot be made. */
#ifndef RAJAS_TEST_CANVAS_H
#define RAJAS_TEST_CANVAS_H

#include <SDL.h>

#include "art.h"

typedef struct {
    SDL_Surface *surface;
    SDL_Renderer *r;
    Art *art;
} Canvas;

void canvas_open(Canvas *c, int w, int h);
void canvas_close(Canvas *c);

/* The look art draws in, with its text at zoom % (type_scale.h) and its colours kept: what
 * the program's settings give its Art (a scene opened or laid out after it measures at this
 * zoom). The Art is the test's own, so nothing is put back after. */
void test_zoom(Art *art, int zoom);

/* The colour at (x, y) of an RGBA32 surface (bytes R, G, B, A in memory). */
SDL_Color canvas_pixel(const SDL_Surface *s, int x, int y);
/* How many pixels of r (inside an RGBA32 surface) are within `near` of c in every channel. */
int canvas_pixels_near(const SDL_Surface *s, SDL_Rect r, SDL_Color c, int near);

/* Fails the test, saying `what` and the count, unless at least `least` pixels of r (inside an
 * RGBA32 surface) stand apart from the ground colour c (by more than `near` in some channel):
 * something is drawn there over that ground. */
void canvas_assert_drawn(const SDL_Surface *s, SDL_Rect r, SDL_Color c, int near, int least, const char *what);

/* Saves s as the PNG `name` in the tests' picture folder (test_out), for a person to look
 * at; fails the test when it cannot. What a test draws it checks by its pixels besides. */
void canvas_save(SDL_Surface *s, const char *name);

#endif
