/* render_flush.c — see render_flush.h. SDL_RenderFlush only hands SDL's queued commands to
 * the driver; glFlush is what makes the driver draw them and let their state go. */
#include "render_flush.h"

#include <stdint.h>
#include <string.h>

#define GL_RENDERER_NAME 0x1F01     /* GL_RENDERER, for glGetString */

typedef const unsigned char *(*GlGetStringFn)(unsigned int);

static bool through_gl(SDL_Renderer *r)
{
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(r, &info) != 0 || !info.name) return false;
    return strncmp(info.name, "opengl", 6) == 0;
}

RenderGlFlush render_software_gl(SDL_Renderer *r)
{
    if (!r || !through_gl(r)) return NULL;
    /* Makes the renderer's context current before it is asked anything. */
    SDL_RenderFlush(r);
    GlGetStringFn get = (GlGetStringFn)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
    const char *name = get ? (const char *)get(GL_RENDERER_NAME) : NULL;
    if (!name) return NULL;
    if (!strstr(name, "llvmpipe") && !strstr(name, "softpipe") && !strstr(name, "swrast") &&
        !strstr(name, "Software Rasterizer"))
        return NULL;
    return (RenderGlFlush)(uintptr_t)SDL_GL_GetProcAddress("glFlush");
}

void render_flush(SDL_Renderer *r, RenderGlFlush gl_flush)
{
    /* SDL_RenderFlush also makes the renderer's context current, so glFlush acts on it. */
    SDL_RenderFlush(r);
    if (gl_flush) gl_flush();
}
