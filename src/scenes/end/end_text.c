/* end_text.c — the end screen's words set in their boxes on the one type scale
 * (type_scale.h, end.h): paragraphs wrapped at whole words at the largest size that lets
 * them fit a box, and a button label's size. end_draw.c and end_review_draw.c draw with
 * these answers and the layout tests ask the same functions, so what is checked is what is
 * drawn. A word is never cut: a size at which one is wider than the box is not taken. */
#include "end.h"
#include "end_text.h"

#include <string.h>

#include "widgets.h"

enum { LINE_BYTES = 512 };   /* bytes of one line of a paragraph */

/* How many bytes of p make its next line at px within width: whole words; 0 when the first
 * word alone is wider. */
static size_t line_bytes(Art *art, FontFace face, int px, const char *p, int width)
{
    char line[LINE_BYTES];
    size_t fit = 0, end = 0;
    while (p[end]) {
        end += strspn(p + end, " ");
        end += strcspn(p + end, " ");
        if (end >= LINE_BYTES) break;
        memcpy(line, p, end);
        line[end] = '\0';
        int w = 0, h = 0;
        art_text_size(art, face, px, line, &w, &h);
        if (w > width) break;
        fit = end;
    }
    return fit;
}

/* The lines of one paragraph at px within width, drawn from (x, y) when r is given; -1 when
 * a word does not fit. */
static int para_lines(SDL_Renderer *r, Art *art, const EndPara *para, int px, int width, int x, int y)
{
    if (!para->text) return 0;
    const char *p = para->text + strspn(para->text, " ");
    int lines = 0;
    while (*p) {
        size_t n = line_bytes(art, para->face, px, p, width);
        if (n == 0) return -1;
        if (r) {
            char line[LINE_BYTES];
            memcpy(line, p, n);
            line[n] = '\0';
            art_text(art, para->face, px, para->colour, x, y + lines * (px * 5 / 4), 0, line);
        }
        lines++;
        p += n;
        p += strspn(p, " ");
    }
    return lines;
}

int end_text_height(Art *art, int px, int width, const EndPara *para, int n, bool whole_on_one)
{
    int lines = 0;
    for (int i = 0; i < n; i++) {
        int k = para_lines(NULL, art, &para[i], px, width, 0, 0);
        if (k < 0 || (whole_on_one && para[i].whole && k > 1)) return -1;
        lines += k;
    }
    return lines * (px * 5 / 4);
}

int end_text_px(Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n, int *height)
{
    /* The zoomed steps with the whole paragraphs on one line, then wrapped; then the plain
     * steps, smaller than any zoomed one, for the longest words in the smallest boxes (as
     * the Settings card does). */
    for (int pass = 0; pass < 3; pass++) {
        int last = pass == 2 ? type_px(art, unit, TYPE_FINE) : 0;
        for (int t = (int)from; t >= (int)TYPE_FINE; t--) {
            int px = pass < 2 ? type_px(art, unit, (TypeSize)t) : type_px_plain(unit, (TypeSize)t);
            if (last && px >= last) continue;
            if (pass == 2) last = px;
            int used = end_text_height(art, px, box.w, para, n, pass == 0);
            if (used >= 0 && used <= box.h) {
                if (height) *height = used;
                return px;
            }
        }
    }
    if (height) *height = 0;
    return 0;
}

void end_text_draw_px(SDL_Renderer *r, Art *art, int px, SDL_Rect box, const EndPara *para, int n, bool middle)
{
    int height = end_text_height(art, px, box.w, para, n, false);
    bool fits = height >= 0 && height <= box.h;
    SDL_Rect before;
    bool clipped = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &before);
    if (!fits) SDL_RenderSetClipRect(r, &box);
    int y = middle && fits ? box.y + (box.h - height) / 2 : box.y;
    for (int i = 0; i < n; i++) {
        int k = para_lines(r, art, &para[i], px, fits ? box.w : 1 << 20, box.x, y);
        y += (k > 0 ? k : 0) * (px * 5 / 4);
    }
    if (!fits) SDL_RenderSetClipRect(r, clipped ? &before : NULL);
}

int end_text_draw(SDL_Renderer *r, Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n,
                  bool middle)
{
    int px = end_text_px(art, unit, from, box, para, n, NULL);
    if (px == 0) px = type_px_plain(unit, TYPE_FINE);   /* clipped to the box */
    end_text_draw_px(r, art, px, box, para, n, middle);
    return px;
}

int end_button_px(Art *art, int unit, SDL_Rect rect, const char *label)
{
    /* ui_button_px's own tests: one line within rect.w - 4, or two each so, 2 × height. */
    char one[128], two[128];
    for (int lines = 1; lines <= 2; lines++)
        for (int t = TYPE_TITLE; t >= (int)TYPE_FINE; t--) {
            int px = type_px(art, unit, (TypeSize)t), tw = 0, th = 0;
            int got = ui_label_split(art, FONT_BOLD, px, label, rect.w - 4, one, two, sizeof one);
            art_text_size(art, FONT_BOLD, px, one, &tw, &th);
            if (got == lines && lines * th <= rect.h) return px;
        }
    return type_px(art, unit, TYPE_FINE);
}

int end_line_px(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text)
{
    for (int t = (int)from; t >= (int)TYPE_FINE; t--) {
        int px = type_px(art, unit, (TypeSize)t), w = 0, h = 0;
        art_text_size(art, face, px, text, &w, &h);
        if (w <= box.w && h <= box.h) return px;
    }
    return 0;
}

int end_line_draw(Art *art, FontFace face, int unit, TypeSize from, SDL_Color c, SDL_Rect box, bool middle,
                  const char *text)
{
    int px = end_line_px(art, face, unit, from, box, text), w = 0, h = 0;
    if (px == 0) px = type_px(art, unit, TYPE_FINE);   /* a name longer than any box: its start */
    art_text_size(art, face, px, text, &w, &h);
    int y = middle ? box.y + (box.h - h) / 2 : box.y;
    return art_text(art, face, px, c, box.x, y, 0, text);
}
