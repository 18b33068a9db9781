/* render_flush.h — has a software OpenGL driver draw what it was given so far, for pictures
 * made of very many pieces (a printed sheet: hundreds of icons and words). Mesa's llvmpipe
 * otherwise keeps every piece's state, binned per screen tile, until the frame ends: tens
 * of megabytes for one picture, which the process then keeps. A GPU driver needs no such
 * help, and the software renderer draws every piece at once. */
#ifndef RAJAS_RENDER_FLUSH_H
#define RAJAS_RENDER_FLUSH_H

#include <stdbool.h>

#include <SDL.h>

/* OpenGL's glFlush, as the driver gives it. */
typedef void (*RenderGlFlush)(void);

/* When r draws through OpenGL (or OpenGL ES) rasterised in software (llvmpipe, softpipe,
 * swrast), the drivers that gain from render_flush: that driver's glFlush, looked up once
 * here for the renderer's whole life; NULL for any other renderer (and for NULL). */
RenderGlFlush render_software_gl(SDL_Renderer *r);
/* Empties SDL's command queue into the driver and, given render_software_gl's glFlush, has
 * OpenGL draw it; given NULL, only the former. */
void render_flush(SDL_Renderer *r, RenderGlFlush gl_flush);

#endif
