/* table_cache.c — pictures kept between frames (see table_cache.h). */
#include "table_cache.h"

#include "text_marks.h"

uint64_t cache_key(uint64_t h, const void *bytes, size_t n)
{
    const unsigned char *b = bytes;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 1099511628211ull;
    }
    return h ? h : 1;
}

uint64_t cache_key_str(uint64_t h, const char *s)
{
    return cache_key(h, s, SDL_strlen(s) + 1);
}

uint64_t cache_key_int(uint64_t h, long v)
{
    return cache_key(h, &v, sizeof v);
}

bool table_cache_usable(TableCache *c, SDL_Renderer *r)
{
    if (!c->checked) {
        c->off = !SDL_RenderTargetSupported(r);
        c->checked = true;
    }
    return !c->off;
}

static bool make_texture(CachePicture *p, SDL_Renderer *r, int w, int h)
{
    if (p->tex && p->w == w && p->h == h) return true;
    if (p->tex) SDL_DestroyTexture(p->tex);
    p->tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    p->w = p->tex ? w : 0;
    p->h = p->tex ? h : 0;
    p->key = 0;
    if (p->tex) SDL_SetTextureBlendMode(p->tex, SDL_BLENDMODE_NONE);
    return p->tex != NULL;
}

bool cache_picture_begin(TableCache *c, CachePicture *p, SDL_Renderer *r, int w, int h, uint64_t key,
                         SDL_Color under)
{
    if (w <= 0 || h <= 0) return false;
    if (p->tex && p->key == key && p->w == w && p->h == h) return false;
    if (!make_texture(p, r, w, h) || SDL_SetRenderTarget(r, p->tex) != 0) {
        c->off = true;   /* drawn directly from now on */
        return false;
    }
    p->key = key;
    c->redraws++;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, under.r, under.g, under.b, 255);
    SDL_RenderClear(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    return true;
}

void cache_picture_end(SDL_Renderer *r)
{
    SDL_SetRenderTarget(r, NULL);
}

void cache_picture_copy(SDL_Renderer *r, TextMarks *marks, const CachePicture *p, int x, int y)
{
    if (!p->tex) return;
    SDL_Rect to = {x, y, p->w, p->h};
    SDL_RenderCopy(r, p->tex, NULL, &to);
    text_marks_place(marks, r, p->tex, x, y);
}

/* Every picture the cache holds, into out; returns how many. */
static int pictures(TableCache *c, CachePicture *out[])
{
    int n = 0;
    out[n++] = &c->chrome;
    out[n++] = &c->big_print;
    out[n++] = &c->big;
    out[n++] = &c->thumb_print[0];
    out[n++] = &c->thumb_print[1];
    for (int i = 0; i < GAME_MAX_PLAYERS - 1; i++) out[n++] = &c->thumb[i];
    return n;
}

#define CACHE_PICTURES (5 + GAME_MAX_PLAYERS - 1)

void table_cache_lost(TableCache *c)
{
    CachePicture *p[CACHE_PICTURES];
    for (int i = 0, n = pictures(c, p); i < n; i++) p[i]->key = 0;
}

void table_cache_forget(TableCache *c)
{
    CachePicture *p[CACHE_PICTURES];
    for (int i = 0, n = pictures(c, p); i < n; i++) {
        if (p[i]->tex) SDL_DestroyTexture(p[i]->tex);
        *p[i] = (CachePicture){0};
    }
    c->checked = false;
    c->off = false;
}
