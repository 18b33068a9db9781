/* art_shape.h — filled rounded rectangles drawn from textures of their shape, made once per
 * size (art.h, art_fill_round_kept). Used by art.c, which owns one ArtShapes per renderer. */
#ifndef RAJAS_ART_SHAPE_H
#define RAJAS_ART_SHAPE_H

#include <stdbool.h>

#include <SDL.h>

typedef struct ArtShapes ArtShapes;

ArtShapes *art_shapes_new(void);
/* Destroys every texture and the cache. */
void art_shapes_free(ArtShapes *s);
/* Destroys every texture, keeping the cache (art_forget_textures: made again when next
 * drawn). */
void art_shapes_forget(ArtShapes *s);
/* Fills rect's rounded rectangle (corner radius) in c, anti-aliased as art_fill_round.
 * False when nothing was drawn (no texture could be made; a shape over 1024 pixels). */
bool art_shapes_fill(ArtShapes *s, SDL_Renderer *r, SDL_Rect rect, int radius, SDL_Color c);

#endif
