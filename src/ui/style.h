/* style.h — the look the program draws in, as one value: the chrome's colours of the set in
 * force (standard or high contrast, contrast = high in settings.txt, docs/accessibility.md),
 * whether high contrast is on, for drawing code that keeps its own colours (the printed
 * sheet) and only strengthens its outlines, and the zoom its text is drawn at.
 *
 * Nothing here is written after it is made: the sets are constant tables, and a Style is a
 * value its owner makes with style_make. The program owns one (App.win.style, set from the
 * settings) and gives its Art a copy (art_set_style), so every drawing function reaches it
 * through the Art it is given (art_style); one with no Art is passed a `const Style *`. A
 * test makes its own, so no test puts anything back after it. */
#ifndef RAJAS_STYLE_H
#define RAJAS_STYLE_H

#include <stdbool.h>

#include <SDL.h>

typedef struct {
    /* Dark ink on cream paper on a dark wooden table, gold for "you may click this"; in
     * high contrast black ink on white paper on a black table, a pure gold, a deeper red and
     * green. */
    SDL_Color ink, ink_soft, paper, table_bg, accent, refused, good_green;
    /* Text on the dark table (the set-up screen, the end screen, the replay viewer): a warm
     * cream, or white in high contrast. */
    SDL_Color on_table;
    bool high_contrast;
    /* Text and the controls that hold it at zoom % (100..STYLE_ZOOM_MAX): the player's UI
     * scale times the text size (settings.h), read by the type scale (type_scale.h). */
    int zoom;
} Style;

/* The largest zoom: 200 % scale × 150 % (largest text). */
#define STYLE_ZOOM_MAX 300

/* The standard look (false) or the high-contrast one (true), its text at 100 %. */
Style style_make(bool high_contrast);
/* s with its text at percent % (brought within 100..STYLE_ZOOM_MAX). */
Style style_zoomed(Style s, int percent);
/* The standard look, kept constant: what an Art draws in until it is given its owner's. */
const Style *style_standard(void);
/* Whether two styles draw alike (the program lays its scenes out again when not). */
bool style_same(const Style *a, const Style *b);

#endif
