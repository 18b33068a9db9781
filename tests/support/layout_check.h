/* layout_check.h — the checks every scene's layout test makes: a rectangle inside another,
 * two rectangles apart, a set of rectangles pairwise apart, and a text that fits its box at
 * the size it is drawn. A failure names the rectangles (or the text) and the window. */
#ifndef RAJAS_TEST_LAYOUT_CHECK_H
#define RAJAS_TEST_LAYOUT_CHECK_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"

/* A named rectangle of a layout, for the messages. */
typedef struct {
    const char *name;
    SDL_Rect rc;
} NamedRect;

/* True when inner is not empty and lies wholly within outer. */
bool layout_inside(SDL_Rect inner, SDL_Rect outer);
/* True when a and b share at least one pixel. */
bool layout_overlap(SDL_Rect a, SDL_Rect b);

/* Fails the test unless every rectangle is inside `within` and no two of them overlap;
 * `where` (e.g. "1280x800 at 200 %") starts the message. Empty rectangles (w or h 0) are
 * skipped: a layout may leave out what it has no room or use for. */
void assert_rects_apart(const char *where, SDL_Rect within, const NamedRect *rects, int n);
/* Fails unless text at px in face is at most box.w wide and px at most box.h tall. */
void assert_text_fits(const char *where, Art *art, FontFace face, int px, SDL_Rect box, const char *text);
/* Fails unless a button's label fits its rectangle rc at px, as ui_button_px draws it: on
 * one line or two (ui_label_split), 2 pixels in from each side. */
void assert_button_fits(const char *where, Art *art, int px, SDL_Rect rc, const char *label);
/* Fails unless text wrapped at px in box (as ui_text_wrapped draws it: lines px * 5 / 4
 * apart, the last px tall) takes no more than box's height, and box lies inside window: every line of it is
 * then in the window, none cut off by the box's clip. */
void assert_wrapped_inside(const char *where, Art *art, FontFace face, int px, SDL_Rect box, SDL_Rect window,
                           const char *text);

#endif
