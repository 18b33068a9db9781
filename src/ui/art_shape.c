/* art_shape.c — a rounded rectangle drawn at every frame (a die, its shadow, its ring) costs
 * the software renderer a fan of anti-aliased triangles each time (art_fill_round); drawn
 * from a texture of the shape it is one copy. The shape is white, its alpha the pixel's
 * coverage (solid half a pixel inside the outline, clear half a pixel outside, as
 * art_fill_round draws it), and the copy is tinted with the colour and its alpha.
 *
 * A square shape (a die at rest, its shadow) is made at its own size. Any other (a
 * tumbling die is squashed a little more each frame) is stretched from its width's and
 * height's shape rounded up to a step of four pixels, so a roll makes a few shapes, not
 * one a frame. The cache keeps the SHAPES most recently used. */
#include "art_shape.h"

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#define SHAPES 48
#define SHAPE_MAX 1024      /* larger shapes are not kept (never a die) */

typedef struct {
    int w, h, radius;
    uint64_t used;
    SDL_Texture *tex;
} Shape;

struct ArtShapes {
    Shape shape[SHAPES];
    uint64_t tick;
};

ArtShapes *art_shapes_new(void)
{
    return calloc(1, sizeof(ArtShapes));
}

void art_shapes_forget(ArtShapes *s)
{
    if (!s) return;
    for (int i = 0; i < SHAPES; i++) {
        if (s->shape[i].tex) SDL_DestroyTexture(s->shape[i].tex);
        s->shape[i] = (Shape){0};
    }
}

void art_shapes_free(ArtShapes *s)
{
    art_shapes_forget(s);
    free(s);
}

/* How far (in pixels) the point is outside the rounded rectangle [0,w]×[0,h] with corner
 * radius rad; negative inside. */
static float outside(float x, float y, float w, float h, float rad)
{
    float qx = fabsf(x - w * 0.5f) - (w * 0.5f - rad), qy = fabsf(y - h * 0.5f) - (h * 0.5f - rad);
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    float in = qx > qy ? qx : qy;
    return sqrtf(ox * ox + oy * oy) + (in < 0 ? in : 0) - rad;
}

static SDL_Texture *make(SDL_Renderer *r, int w, int h, int radius)
{
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    if (!surf) return NULL;
    SDL_LockSurface(surf);
    for (int y = 0; y < h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)surf->pixels + (size_t)y * (size_t)surf->pitch);
        for (int x = 0; x < w; x++) {
            float d = outside((float)x + 0.5f, (float)y + 0.5f, (float)w, (float)h, (float)radius);
            float cover = 0.5f - d;
            Uint8 alpha = cover >= 1.0f ? 255 : cover <= 0.0f ? 0 : (Uint8)(cover * 255.0f + 0.5f);
            row[x] = SDL_MapRGBA(surf->format, 255, 255, 255, alpha);
        }
    }
    SDL_UnlockSurface(surf);
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, surf);
    SDL_FreeSurface(surf);
    if (tex) SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    return tex;
}

static SDL_Texture *shape(ArtShapes *s, SDL_Renderer *r, int w, int h, int radius)
{
    Shape *oldest = &s->shape[0];
    s->tick++;
    for (int i = 0; i < SHAPES; i++) {
        Shape *e = &s->shape[i];
        if (e->tex && e->w == w && e->h == h && e->radius == radius) {
            e->used = s->tick;
            return e->tex;
        }
        if (!e->tex || e->used < oldest->used) oldest = e;
    }
    SDL_Texture *tex = make(r, w, h, radius);
    if (!tex) return NULL;
    if (oldest->tex) SDL_DestroyTexture(oldest->tex);
    *oldest = (Shape){w, h, radius, s->tick, tex};
    return tex;
}

static int step(int px)
{
    return (px + 3) / 4 * 4;
}

bool art_shapes_fill(ArtShapes *s, SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c)
{
    if (!s || !r || rect.w <= 0 || rect.h <= 0 || rect.w > SHAPE_MAX || rect.h > SHAPE_MAX) return false;
    int limit = (rect.w < rect.h ? rect.w : rect.h) / 2;
    radius = radius < 0 ? 0 : radius > limit ? limit : radius;
    int w = rect.w, h = rect.h;
    if (w != h) {
        /* Stretched from a shape of a stepped size, its corners in proportion. */
        w = step(rect.w);
        h = step(rect.h);
        int least = rect.w < rect.h ? rect.w : rect.h, made = w < h ? w : h;
        radius = least > 0 ? radius * made / least : radius;
    }
    SDL_Texture *tex = shape(s, r, w, h, radius);
    if (!tex) return false;
    SDL_SetTextureColorMod(tex, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(tex, c.a);
    return SDL_RenderCopy(r, tex, NULL, &rect) == 0;
}
