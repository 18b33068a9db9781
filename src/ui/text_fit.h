/* text_fit.h — the size a message is drawn at so that, wrapped to its box's width, it
 * takes no more than the box's height: a long message (a damaged file named with its
 * kept name in a deep folder) at a large zoom in a small window is drawn smaller rather
 * than cut off by the box's clip or run off the window. */
#ifndef RAJAS_TEXT_FIT_H
#define RAJAS_TEXT_FIT_H

#include <SDL.h>

#include "art.h"
#include "type_scale.h"

/* The pixel size for text wrapped to box.w (ui_text_wrapped, lines px * 5 / 4 apart): the
 * largest of the type scale from `from` down to TYPE_FINE at which its lines (the last
 * one px tall) take at most box.h; else the largest pixel size below that down to TYPE_MIN_PX (which is returned
 * when nothing fits, and the caller's clip cuts the rest). */
int text_fit_wrapped(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text);

/* The pixel size for one line of text in `room` pixels: the largest of the type scale from
 * `from` down to TYPE_FINE at which it fits, else the largest pixel size below that down to
 * TYPE_MIN_PX (a heading in a narrow column under grown text). */
int text_fit_line(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text);

#endif
