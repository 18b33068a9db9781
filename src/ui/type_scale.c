/* type_scale.c — the table's few text sizes (see type_scale.h). The steps are a quarter
 * unit apart at the small end, where a pixel matters most, and wider at the large end. */
#include "type_scale.h"

/* Each size in quarters of the unit: 1.5, 2, 2.5, 3 and 5 units. */
static const int QUARTERS[TYPE_SIZES] = {6, 8, 10, 12, 20};

/* The zoom of the Style art draws in. */
static int zoom_of(const Art *art)
{
    return art_style(art)->zoom;
}

int type_zoom_capped(int percent, int unit)
{
    int cap = 25 * unit;
    int z = percent < cap ? percent : cap;
    return z > 100 ? z : 100;
}

int type_zoom_at(const Art *art, int unit)
{
    return type_zoom_capped(zoom_of(art), unit);
}

int type_grow_zoomed(int percent, int unit, int px)
{
    return px * type_zoom_capped(percent, unit) / 100;
}

int type_grow(const Art *art, int unit, int px)
{
    return type_grow_zoomed(zoom_of(art), unit, px);
}

int type_grow_max_zoomed(int percent, int unit, int px, int cap)
{
    int g = type_grow_zoomed(percent, unit, px);
    return g < cap ? g : cap > px ? cap : px;
}

int type_grow_max(const Art *art, int unit, int px, int cap)
{
    return type_grow_max_zoomed(zoom_of(art), unit, px, cap);
}

int type_icon_least(int px) { return (px * 73 + 50) / 100; }

int type_px_plain(int unit, TypeSize s)
{
    if (s < 0) s = TYPE_FINE;
    if (s >= TYPE_SIZES) s = TYPE_DISPLAY;
    int px = unit * QUARTERS[s] / 4;
    /* The floor grows with the step, so the steps stay apart at the smallest windows. */
    int floor = TYPE_MIN_PX + 2 * (int)s;
    return px > floor ? px : floor;
}

int type_px_zoomed(int percent, int unit, TypeSize s)
{
    return type_grow_zoomed(percent, unit, type_px_plain(unit, s));
}

int type_px(const Art *art, int unit, TypeSize s)
{
    return type_px_zoomed(zoom_of(art), unit, s);
}

TypeSize type_fit(Art *art, FontFace face, int unit, TypeSize from, TypeSize least, int room,
                  const char *text)
{
    for (TypeSize s = from; s > least; s--) {
        int w = 0, h = 0;
        art_text_size(art, face, type_px(art, unit, s), text, &w, &h);
        if (w <= room) return s;
    }
    return least;
}
