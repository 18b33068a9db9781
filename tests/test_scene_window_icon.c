/* test_scene_window_icon.c — the window's icon (src/app/window_icon.h) is the game's own
 * drawing carried in the program: the bytes are packaging/icons/rajas.svg's, and drawn at a
 * size they give an ivory die on a clear ground, at the size asked. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "window_icon.h"

/* The pixel at (x, y) of an RGBA32 surface. */
static SDL_Color pixel(SDL_Surface *s, int x, int y)
{
    const Uint8 *p = (const Uint8 *)s->pixels + y * s->pitch + x * 4;
    return (SDL_Color){p[0], p[1], p[2], p[3]};
}

static void the_icon_is_the_packaged_drawing(void **state)
{
    (void)state;
    const char *tests = getenv("RAJAS_TESTS");   /* the source tree's tests/ */
    assert_non_null(tests);
    char path[1024];
    snprintf(path, sizeof path, "%s/../packaging/icons/rajas.svg", tests);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static unsigned char svg[65536];
    size_t n = fread(svg, 1, sizeof svg, f);
    fclose(f);
    assert_int_equal(window_icon_svg_size, n);
    assert_memory_equal(window_icon_svg, svg, n);
}

static void the_icon_is_drawn_as_an_ivory_die_at_the_size_asked(void **state)
{
    (void)state;
    SDL_Surface *drawn = window_icon_picture(128);
    assert_non_null(drawn);
    SDL_Surface *s = SDL_ConvertSurfaceFormat(drawn, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(drawn);
    assert_non_null(s);
    assert_int_equal(s->w, 128);
    assert_int_equal(s->h, 128);
    /* The die's face (#f6f1e6) between its top-right corner and the elephant. */
    SDL_Color face = pixel(s, 100, 20);
    assert_int_equal(face.r, 0xf6);
    assert_int_equal(face.g, 0xf1);
    assert_int_equal(face.b, 0xe6);
    assert_int_equal(face.a, 255);
    /* The red pip at (30, 30) of 128 (#c8321e). */
    SDL_Color pip = pixel(s, 30, 30);
    assert_int_equal(pip.r, 0xc8);
    assert_int_equal(pip.g, 0x32);
    assert_int_equal(pip.b, 0x1e);
    /* Outside the die and its shadow the ground is clear. */
    assert_int_equal(pixel(s, 1, 1).a, 0);
    assert_int_equal(pixel(s, 126, 126).a, 0);
    SDL_FreeSurface(s);
    SDL_Surface *small = window_icon_picture(32);
    assert_non_null(small);
    assert_int_equal(small->w, 32);
    assert_int_equal(small->h, 32);
    SDL_FreeSurface(small);
}

TEST_MAIN(
    cmocka_unit_test(the_icon_is_the_packaged_drawing),
    cmocka_unit_test(the_icon_is_drawn_as_an_ivory_die_at_the_size_asked)
)
