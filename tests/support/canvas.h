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

/* The colour at (x, y) of an RGBA32 surface (bytes R, G, B, A in memory). */
SDL_Color canvas_pixel(const SDL_Surface *s, int x, int y);

#endif
