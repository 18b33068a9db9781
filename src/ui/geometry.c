/* geometry.c — rectangle helpers and the layout unit (see geometry.h). */
#include "geometry.h"

bool rect_contains(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

SDL_Rect rect_join(SDL_Rect a, SDL_Rect b)
{
    if (a.w <= 0 || a.h <= 0) return b;
    if (b.w <= 0 || b.h <= 0) return a;
    SDL_Rect out;
    SDL_UnionRect(&a, &b, &out);
    return out;
}

SDL_Rect layout_rect(int x, int y, int w, int h)
{
    SDL_Rect r = {x, y, w > 0 ? w : 0, h > 0 ? h : 0};
    return r;
}

int layout_unit(int *w, int *h)
{
    if (*w < LAYOUT_MIN_W) *w = LAYOUT_MIN_W;
    if (*h < LAYOUT_MIN_H) *h = LAYOUT_MIN_H;
    return *w / 160 < *h / 100 ? *w / 160 : *h / 100;
}
