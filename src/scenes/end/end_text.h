/* end_text.h — the end screen's words set in their boxes on the type scale (end_text.c):
 * paragraphs, button labels and single lines, each at the largest size that fits. */
#ifndef RAJAS_END_TEXT_H
#define RAJAS_END_TEXT_H

#include "end.h"

/* A paragraph of a box: its words, face and colour. A whole one (a line of figures, not a
 * sentence) steps down the scale before it wraps: it is wrapped only at sizes tried after
 * every size of the zoom has failed with it on one line. */
typedef struct {
    const char *text;                 /* NULL or "": nothing, no line */
    FontFace face;
    SDL_Color colour;
    bool whole;
} EndPara;

/* The size the paragraphs are drawn at in box: the largest size of the type scale from
 * `from` down to TYPE_FINE at the zoom in force (first with the whole ones on one line,
 * then wrapped too), then the same steps at 100 %, at which each, wrapped at its blanks to
 * box.w, goes one under the other within box.h (lines px × 5/4 apart). *height (may be NULL) is the height they take then. 0 when none does
 * (drawn at the least size, clipped to the box). */
int end_text_px(Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n, int *height);
/* The height they take at px within width, one under the other; -1 when a word is wider
 * (or, with whole_on_one, a whole paragraph would wrap). */
int end_text_height(Art *art, int px, int width, const EndPara *para, int n, bool whole_on_one);
/* Draws them at px, wrapped to box.w, from box.y down or (middle) centred in box.h; one
 * line each, clipped to the box, should a word be wider. */
void end_text_draw_px(SDL_Renderer *r, Art *art, int px, SDL_Rect box, const EndPara *para, int n, bool middle);
/* Draws them so (end_text_px), from box.y down or (middle) centred in box.h; returns the
 * size drawn at. */
int end_text_draw(SDL_Renderer *r, Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n,
                  bool middle);
/* A button's label size: the largest from TYPE_TITLE down to TYPE_FINE at which it fits on
 * one line, else on two (ui_label_split), within rect; for ui_button_px. */
int end_button_px(Art *art, int unit, SDL_Rect rect, const char *label);

/* One line's size in box: the largest from `from` down to TYPE_FINE at which it is at most
 * box.w wide and box.h tall; 0 when none is. */
int end_line_px(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text);
/* Draws it so at box's left, at its top or (middle) centred in its height; at TYPE_FINE
 * when nothing fits (a name longer than any box shows its start). Returns the width. */
int end_line_draw(Art *art, FontFace face, int unit, TypeSize from, SDL_Color c, SDL_Rect box, bool middle,
                  const char *text);

#endif
