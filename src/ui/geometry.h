/* geometry.h — the one set of rectangle helpers every scene lays itself out with: a
 * rectangle that is never negative, a point-in-rectangle test, and the unit of length all
 * layouts are measured in. Pure: SDL_Rect values only, no drawing. */
#ifndef RAJAS_GEOMETRY_H
#define RAJAS_GEOMETRY_H

#include <stdbool.h>

#include <SDL.h>

/* The smallest window laid out as itself; a smaller one is laid out as this size. */
#define LAYOUT_MIN_W 1024
#define LAYOUT_MIN_H 640

/* True when (x, y) lies inside r (left and top edges included, right and bottom not). */
bool rect_contains(SDL_Rect r, int x, int y);
/* The smallest rectangle holding both; an empty one (no width or height) adds nothing. */
SDL_Rect rect_join(SDL_Rect a, SDL_Rect b);
/* A rectangle; a negative width or height becomes 0. */
SDL_Rect layout_rect(int x, int y, int w, int h);
/* Every scene's unit of length: the tighter of w / 160 and h / 100. A window smaller than
 * LAYOUT_MIN_W × LAYOUT_MIN_H is laid out as that size, so *w and *h are raised to it
 * first. At least 6. */
int layout_unit(int *w, int *h);

#endif
