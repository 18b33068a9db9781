/* layout_check.c — the layout checks of the scene tests (see layout_check.h). */
#include "layout_check.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "widgets.h"

bool layout_inside(SDL_Rect inner, SDL_Rect outer)
{
    return inner.w > 0 && inner.h > 0 && inner.x >= outer.x && inner.y >= outer.y &&
           inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

bool layout_overlap(SDL_Rect a, SDL_Rect b)
{
    return SDL_HasIntersection(&a, &b) == SDL_TRUE;
}

void assert_rects_apart(const char *where, SDL_Rect within, const NamedRect *rects, int n)
{
    for (int a = 0; a < n; a++) {
        SDL_Rect ra = rects[a].rc;
        if (ra.w <= 0 || ra.h <= 0) continue;
        if (!layout_inside(ra, within))
            fail_msg("%s: %s (%d,%d %dx%d) is not inside (%d,%d %dx%d)", where, rects[a].name, ra.x, ra.y, ra.w, ra.h,
                     within.x, within.y, within.w, within.h);
        for (int b = a + 1; b < n; b++) {
            SDL_Rect rb = rects[b].rc;
            if (rb.w > 0 && rb.h > 0 && layout_overlap(ra, rb))
                fail_msg("%s: %s (%d,%d %dx%d) overlaps %s (%d,%d %dx%d)", where, rects[a].name, ra.x, ra.y, ra.w, ra.h,
                         rects[b].name, rb.x, rb.y, rb.w, rb.h);
        }
    }
}

void assert_text_fits(const char *where, Art *art, FontFace face, int px, SDL_Rect box, const char *text)
{
    int w = 0, h = 0;
    art_text_size(art, face, px, text, &w, &h);
    if (w > box.w || px > box.h)
        fail_msg("%s: '%s' at %d px is %d px wide, its box %dx%d", where, text, px, w, box.w, box.h);
}

void assert_button_fits(const char *where, Art *art, int px, SDL_Rect rc, const char *label)
{
    char one[128], two[128];
    int w1 = 0, h1 = 0, w2 = 0, h2 = 0;
    int lines = ui_label_split(art, FONT_BOLD, px, label, rc.w - 4, one, two, sizeof one);
    art_text_size(art, FONT_BOLD, px, one, &w1, &h1);
    if (lines == 2) art_text_size(art, FONT_BOLD, px, two, &w2, &h2);
    if (lines == 0 || w1 > rc.w - 4 || w2 > rc.w - 4 || lines * h1 > rc.h)
        fail_msg("%s: button '%s' at %d px on %d line(s) is %dx%d, its box %dx%d", where, label, px, lines, w1, h1,
                 rc.w, rc.h);
}

void assert_wrapped_inside(const char *where, Art *art, FontFace face, int px, SDL_Rect box, SDL_Rect window,
                           const char *text)
{
    if (!layout_inside(box, window))
        fail_msg("%s: the text's box (%d,%d %dx%d) is not inside the window %dx%d", where, box.x, box.y, box.w, box.h,
                 window.w, window.h);
    int lines = ui_text_lines(art, face, px, box.w, text), tall = (lines - 1) * px * 5 / 4 + px;
    if (lines > 0 && tall > box.h)
        fail_msg("%s: %d lines at %d px take %d px, their box (%d,%d %dx%d): '%s'", where, lines, px, tall, box.x,
                 box.y, box.w, box.h, text);
}
