/* widgets.h — the few drawn controls every scene shares: the seats' pens, buttons, panels,
 * tooltips and wrapped text, in the colours of the Style in force (style.h: the Art's,
 * art_style), and the pointer tracking behind their hover outlines. The scenes decide what
 * a click means. */
#ifndef RAJAS_WIDGETS_H
#define RAJAS_WIDGETS_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"
#include "style.h"
#include "type_scale.h"

#define PEN_COLOURS 6
extern const SDL_Color PEN_COLOUR[PEN_COLOURS];

void ui_fill(SDL_Renderer *r, SDL_Rect rect, SDL_Color c);
/* A label for a box `room` pixels wide at px: 1 when it fits as it is (copied to first),
 * 2 when split at a blank into first and second it does, 0 when neither. */
int ui_label_split(Art *art, FontFace face, int px, const char *label, int room, char *first, char *second,
                   size_t cap);
/* A button: raised when enabled, greyed when not, outlined when hot (under the mouse),
 * its label at label_px (a size of the type scale, type_scale.h; 0: two fifths of its
 * height), on two lines when it does not fit on one (ui_label_split), cut at the button's
 * edge should it fit on neither. */
void ui_button_px(SDL_Renderer *r, Art *art, SDL_Rect rect, const char *label, int label_px, bool enabled, bool hot);
/* How ui_button_px draws a button, enabled or not, in the look of style: its face, its
 * words, its frame (alpha 0: none), whether it casts a shadow, and whether the frame is
 * dashed (a greyed button in high contrast). */
typedef struct {
    SDL_Color face, text, frame;
    bool raised, dashed;
} UiButtonLook;
void ui_button_look(const Style *style, bool enabled, UiButtonLook *out);
/* A tooltip box with text near (x, y), kept inside the window w×h. */
void ui_tooltip(SDL_Renderer *r, Art *art, int px, int x, int y, int w, int h, const char *text);
/* One line at the largest size of the type scale from `from` down to `least` at layout unit
 * `unit` at which it is at most room wide (type_fit; too wide at `least`, a pixel smaller at
 * a time down to TYPE_MIN_PX, and only then may it be cut by the caller's clip), centred on
 * the line it would take at `from`; align as art_text. Every
 * screen's text goes through the type scale, so the UI scale and text size reach it.
 * Returns the drawn width. */
int ui_text_type(Art *art, FontFace face, int unit, TypeSize from, TypeSize least, SDL_Color c, int x, int y,
                 int align, int room, const char *text);
/* Text wrapped to box.w, from box.y down: at blanks, and inside a word too wide for a line
 * of its own (a path), so nothing runs out of the box sideways or is dropped. Returns the
 * height used (box.h is not read: the caller clips when it must). */
int ui_text_wrapped(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text);
/* The same, each line centred in the box (a card's sentence under its centred title). */
int ui_text_centred(Art *art, FontFace face, int px, SDL_Color c, SDL_Rect box, const char *text);
/* How many lines ui_text_wrapped takes for text at px in a box width pixels wide. */
int ui_text_lines(Art *art, FontFace face, int px, int width, const char *text);
/* Follows the pointer: a motion or button event moves (*x, *y) to where it happened.
 * True for a left-button press, which the scene then reads as a click at (*x, *y). */
bool ui_pointer(const SDL_Event *e, int *x, int *y);
/* A dimmed veil over the whole window and a centred card, for hand-over and questions, in
 * the Art's look; the texts under the veil are covered in its record (text_marks.h). */
SDL_Rect ui_veil_card(SDL_Renderer *r, Art *art, int w, int h, int card_w, int card_h);

#endif
