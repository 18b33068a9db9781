/* size_cache.c — see size_cache.h. */
#include "size_cache.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint32_t hash;
    int face, px, w, h;
    size_t n;
    char *text;          /* NULL: an empty slot */
} SizeSlot;

struct SizeCache {
    SizeSlot slot[SIZE_CACHE_SLOTS];
};

static uint32_t key(int face, int px, const char *s, size_t n)
{
    uint32_t h = 2166136261u ^ (uint32_t)face * 16777619u ^ (uint32_t)px * 2654435761u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

SizeCache *size_cache_new(void)
{
    return calloc(1, sizeof(SizeCache));
}

void size_cache_free(SizeCache *c)
{
    if (!c) return;
    for (int i = 0; i < SIZE_CACHE_SLOTS; i++) free(c->slot[i].text);
    free(c);
}

static const SizeSlot *slot_of(const SizeCache *c, uint32_t h)
{
    return &c->slot[h % SIZE_CACHE_SLOTS];
}

bool size_cache_get(const SizeCache *c, int face, int px, const char *s, size_t n, int *w, int *h)
{
    if (!c) return false;
    uint32_t k = key(face, px, s, n);
    const SizeSlot *e = slot_of(c, k);
    if (!e->text || e->hash != k || e->face != face || e->px != px || e->n != n || memcmp(e->text, s, n) != 0)
        return false;
    *w = e->w;
    *h = e->h;
    return true;
}

void size_cache_put(SizeCache *c, int face, int px, const char *s, size_t n, int w, int h)
{
    if (!c) return;
    uint32_t k = key(face, px, s, n);
    SizeSlot *e = &c->slot[k % SIZE_CACHE_SLOTS];
    char *copy = malloc(n + 1);
    if (!copy) return;
    memcpy(copy, s, n);
    copy[n] = '\0';
    free(e->text);
    *e = (SizeSlot){k, face, px, w, h, n, copy};
}
