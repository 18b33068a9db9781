/* size_cache.h — the measured sizes of lines of text, so a line measured once is not shaped
 * again: every layout measures its labels at every frame and every resize (a sheet's
 * printed words are fitted to their fields one by one), and shaping a line with its font
 * is the costly part of drawing text. A fixed table of SIZE_CACHE_SLOTS lines, each slot
 * holding the last line that hashed to it (its own copy of the text, so a hit is exact).
 * The cache owns its copies; size_cache_free frees them and the cache. */
#ifndef RAJAS_SIZE_CACHE_H
#define RAJAS_SIZE_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#define SIZE_CACHE_SLOTS 4096

typedef struct SizeCache SizeCache;

/* NULL when memory is short (then every line is measured). */
SizeCache *size_cache_new(void);
void size_cache_free(SizeCache *c);
/* The size of the n bytes at s in face at px, when it was put; false otherwise (also for a
 * NULL cache). */
bool size_cache_get(const SizeCache *c, int face, int px, const char *s, size_t n, int *w, int *h);
/* Keeps the size of that line, in place of the line its slot held. */
void size_cache_put(SizeCache *c, int face, int px, const char *s, size_t n, int w, int h);

#endif
