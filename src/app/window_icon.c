/* window_icon.c — the window's icon drawn from the SVG carried in the program (see
 * window_icon.h). */
#include "window_icon.h"

#include <SDL_image.h>

/* 128 pixels: sharp in a high-density task switcher; the system scales it down for the
 * title bar. */
#define WINDOW_ICON_PX 128

SDL_Surface *window_icon_picture(int size)
{
    SDL_RWops *rw = SDL_RWFromConstMem(window_icon_svg, (int)window_icon_svg_size);
    if (!rw) return NULL;
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, size, size);
    SDL_RWclose(rw);
    return s;
}

void window_icon_set(SDL_Window *window)
{
    SDL_Surface *s = window_icon_picture(WINDOW_ICON_PX);
    if (!s) {
        SDL_Log("the window's icon could not be drawn: %s", IMG_GetError());
        return;
    }
    SDL_SetWindowIcon(window, s);
    SDL_FreeSurface(s);
}
