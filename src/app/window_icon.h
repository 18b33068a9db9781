/* window_icon.h — the window's icon: the game's own drawing (packaging/icons/rajas.svg, the
 * one the menus and the installers show), carried inside the program as bytes
 * (cmake/embed.cmake writes window_icon_svg.c into the build), so the title bar and the
 * task switcher show it on every system without a file to find. */
#ifndef RAJAS_WINDOW_ICON_H
#define RAJAS_WINDOW_ICON_H

#include <stddef.h>

#include <SDL.h>

/* The icon's SVG bytes (generated). */
extern const unsigned char window_icon_svg[];
extern const size_t window_icon_svg_size;

/* The icon drawn at size × size pixels (caller frees), NULL when it cannot be drawn. */
SDL_Surface *window_icon_picture(int size);
/* Gives window the icon; without it (no memory) the system's own stays, and the log says
 * why. */
void window_icon_set(SDL_Window *window);

#endif
