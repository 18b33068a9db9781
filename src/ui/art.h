/* art.h — the scene's drawing resources: SVG icons from assets/icons rendered by SDL2_image
 * at the pixel size asked for (cached per name and size, so they stay crisp at any window
 * size and on HiDPI), and text in the fonts from fonts/ through SDL2_ttf (cached per string,
 * size and colour). One Art per renderer; art_free releases every texture it made. The Art
 * also carries the look its owner draws in (art_style). */
#ifndef RAJAS_ART_H
#define RAJAS_ART_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "style.h"
#include "text_marks.h"

typedef struct Art Art;

typedef enum { FONT_REGULAR, FONT_BOLD, FONT_HAND } FontFace;   /* HAND: pen-on-paper marks */

/* Opens assets/icons and fonts/ under data_dir's parent layout (see art.c). On failure NULL
 * and err names the path that was missing, or the font files that cannot be read as fonts.
 * Every face is opened once here: a damaged face is replaced by a sound DejaVu weight, and
 * then err (on success) says which file and which stand-in, for the caller to log; else err
 * is "". A face that later fails to open is logged once, not at every frame. */
Art *art_open(SDL_Renderer *r, const char *data_dir, char *err, size_t cap);
void art_free(Art *a);
/* The look the Art's owner draws in: every drawing function is handed an Art, so the
 * colours and the contrast in force reach it here rather than through a global. An Art
 * starts in the standard look; art_set_style gives it a copy of its owner's (the program's
 * App.win.style, a test's own), so nothing outside the Art has to stay alive for it.
 * art_style's answer is the Art's (the standard look for no Art), valid until the next
 * art_set_style. */
void art_set_style(Art *a, Style style);
const Style *art_style(const Art *a);
/* The record of drawn text (text_marks.h) its owner hands it, a test's: every line art_text
 * draws from now on is written there, and the widgets drawn with this Art declare their
 * boxes in it (art_text_marks). The record is the owner's and must outlive the recording;
 * art_record_text(a, NULL) stops. It starts empty (text_marks_start). An Art records
 * nothing until given one. */
void art_record_text(Art *a, TextMarks *m);
TextMarks *art_text_marks(const Art *a);
/* Drops every icon and text texture (they are made again when next drawn): after
 * SDL_RENDER_DEVICE_RESET, when the renderer has lost them. */
void art_forget_textures(Art *a);

/* How many icon files could not be read so far (missing, or not an SVG picture: each is
 * drawn as its word, or not at all), and *first the first one's path and why (owned by
 * Art): for the program to tell the player, not only the log. */
int art_damage(const Art *a, const char **first);
/* The icon called name (assets/icons/<name>.svg) at size×size pixels; NULL if there is no
 * such icon (the miss is logged once with the path looked for). Owned by Art. */
SDL_Texture *art_icon(Art *a, const char *name, int size);
/* Draws the icon centred in rect, tinted (alpha 255 = as drawn). */
void art_draw_icon(Art *a, const char *name, SDL_Rect rect, SDL_Color tint);
/* The icon made at size×size pixels, stretched into dst: for something that changes size
 * every frame (a die in flight, a tumbling die), so a few sizes are made, not one a frame. */
void art_draw_icon_scaled(Art *a, const char *name, int size, SDL_Rect dst, SDL_Color tint);

/* Draws text with its top-left at x, y (align 0) or centred on x (align 1) or right-aligned
 * at x (align 2); returns the drawn width. px is the font's pixel height. */
int art_text(Art *a, FontFace face, int px, SDL_Color c, int x, int y, int align, const char *text);
/* Width and height the text would take. */
void art_text_size(Art *a, FontFace face, int px, const char *text, int *w, int *h);

/* Simple pen shapes for paper-and-pen marks: a thick line, a circle outline, a cross,
 * a filled rounded rectangle, a rectangle outline. */
void art_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);
void art_circle(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c);
void art_cross(SDL_Renderer *r, float cx, float cy, float half, float width, SDL_Color c);
void art_fill_round(SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c);
/* art_fill_round for a shape drawn at every frame (a die, its shadow and ring): a copy of
 * its shape made once per size and tinted (art_shape.c), not triangles each time. */
void art_fill_round_kept(Art *a, SDL_Rect rect, int radius, SDL_Color c);
void art_frame(SDL_Renderer *r, SDL_Rect rect, int width, SDL_Color c);

#endif
