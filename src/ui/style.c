/* style.c — the two sets of the chrome's colours and the Style made from them (see
 * style.h). */
#include "style.h"

/* Standard, then high contrast: black on white panels (21:1), a soft ink that is still
 * 10:1 on white, and a gold that stands out against both black and white. */
static const Style SET[2] = {
    {{40, 32, 28, 255}, {110, 98, 88, 255}, {248, 240, 222, 255}, {58, 44, 36, 255}, {238, 186, 52, 255},
     {196, 44, 44, 255}, {46, 140, 70, 255}, {238, 224, 196, 255}, false, 100},
    {{0, 0, 0, 255}, {50, 50, 50, 255}, {255, 255, 255, 255}, {0, 0, 0, 255}, {255, 196, 0, 255},
     {180, 0, 0, 255}, {0, 110, 40, 255}, {255, 255, 255, 255}, true, 100},
};

Style style_make(bool high_contrast)
{
    return SET[high_contrast ? 1 : 0];
}

Style style_zoomed(Style s, int percent)
{
    s.zoom = percent < 100 ? 100 : percent > STYLE_ZOOM_MAX ? STYLE_ZOOM_MAX : percent;
    return s;
}

const Style *style_standard(void)
{
    return &SET[0];
}

static bool colour_same(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

bool style_same(const Style *a, const Style *b)
{
    return a->high_contrast == b->high_contrast && a->zoom == b->zoom && colour_same(a->ink, b->ink) &&
           colour_same(a->ink_soft, b->ink_soft) && colour_same(a->paper, b->paper) &&
           colour_same(a->table_bg, b->table_bg) && colour_same(a->accent, b->accent) &&
           colour_same(a->refused, b->refused) && colour_same(a->good_green, b->good_green) &&
           colour_same(a->on_table, b->on_table);
}
