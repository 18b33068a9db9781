/* canvas.c — see canvas.h. */
#include "canvas.h"

#include <stdlib.h>

#include <SDL_image.h>

#include "support.h"

void canvas_open(Canvas *c, int w, int h)
{
    c->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!c->surface) fail_msg("no %dx%d surface: %s", w, h, SDL_GetError());
    c->r = SDL_CreateSoftwareRenderer(c->surface);
    if (!c->r) fail_msg("no software renderer: %s", SDL_GetError());
    const char *data = getenv("RAJAS_DATA");
    if (!data) fail_msg("RAJAS_DATA is not set: the tests read the art from the build's assets");
    char err[512];
    c->art = art_open(c->r, data, err, sizeof err);
    if (!c->art) fail_msg("art_open: %s", err);
}

void test_zoom(Art *art, int zoom)
{
    art_set_style(art, style_zoomed(*art_style(art), zoom));
}

void canvas_close(Canvas *c)
{
    art_free(c->art);
    SDL_DestroyRenderer(c->r);
    SDL_FreeSurface(c->surface);
    c->art = NULL;
    c->r = NULL;
    c->surface = NULL;
}

SDL_Color canvas_pixel(const SDL_Surface *s, int x, int y)
{
    const Uint8 *p = (const Uint8 *)s->pixels + y * s->pitch + x * 4;
    return (SDL_Color){p[0], p[1], p[2], p[3]};
}

int canvas_pixels_near(const SDL_Surface *s, SDL_Rect r, SDL_Color c, int near)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            SDL_Color p = canvas_pixel(s, x, y);
            n += abs(p.r - c.r) <= near && abs(p.g - c.g) <= near && abs(p.b - c.b) <= near;
        }
    return n;
}

void canvas_assert_drawn(const SDL_Surface *s, SDL_Rect r, SDL_Color c, int near, int least, const char *what)
{
    int apart = r.w * r.h - canvas_pixels_near(s, r, c, near);
    if (apart < least)
        fail_msg("%s: %d pixels of (%d, %d, %dx%d) stand apart from its ground, %d at least wanted", what, apart, r.x,
                 r.y, r.w, r.h, least);
}

void canvas_save(SDL_Surface *s, const char *name)
{
    const char *path = test_out(name);
    if (IMG_SavePNG(s, path) != 0) fail_msg("cannot save %s: %s", path, IMG_GetError());
}
