/* text_fit.c — see text_fit.h. */
#include "text_fit.h"

#include "widgets.h"

/* Lines px * 5 / 4 apart, the last one px tall. */
static bool fits(Art *art, FontFace face, int px, SDL_Rect box, const char *text)
{
    int lines = ui_text_lines(art, face, px, box.w, text);
    return lines == 0 || (lines - 1) * px * 5 / 4 + px <= box.h;
}

int text_fit_wrapped(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text)
{
    for (int s = from; s >= TYPE_FINE; s--)
        if (fits(art, face, type_px(art, unit, (TypeSize)s), box, text)) return type_px(art, unit, (TypeSize)s);
    /* Below the scale: the largest size that fits, found by halving (fewer lines as the
     * size goes down), as a long message is measured at every frame. */
    int lo = TYPE_MIN_PX, hi = type_px(art, unit, TYPE_FINE) - 1;
    if (hi <= lo || !fits(art, face, lo, box, text)) return lo;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (fits(art, face, mid, box, text)) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

static int width_at(Art *art, FontFace face, int px, const char *text)
{
    int w = 0, h = 0;
    art_text_size(art, face, px, text, &w, &h);
    return w;
}

int text_fit_line(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text)
{
    for (int s = from; s >= TYPE_FINE; s--)
        if (width_at(art, face, type_px(art, unit, (TypeSize)s), text) <= room) return type_px(art, unit, (TypeSize)s);
    int px = type_px(art, unit, TYPE_FINE) - 1;
    while (px > TYPE_MIN_PX && width_at(art, face, px, text) > room) px--;
    return px < TYPE_MIN_PX ? TYPE_MIN_PX : px;
}
