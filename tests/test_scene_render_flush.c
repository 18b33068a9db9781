/* test_scene_render_flush.c — render_flush.h: the SDL software renderer is not taken for a
 * software OpenGL driver (so the art never flushes it in runs), and render_flush leaves
 * every queued drawing command drawn. */
#include "support.h"

#include <SDL.h>

#include "render_flush.h"

static Uint32 pixel_at(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)s->pixels)[y * (s->pitch / 4) + x];
}

static void test_the_software_renderer_is_not_software_gl(void **state)
{
    (void)state;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 32, 32, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    assert_non_null(r);
    assert_null(render_software_gl(r));
    assert_null(render_software_gl(NULL));
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

static void test_a_flush_leaves_the_queued_commands_drawn(void **state)
{
    (void)state;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 32, 32, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    assert_non_null(r);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    SDL_SetRenderDrawColor(r, 200, 40, 10, 255);
    SDL_RenderFillRect(r, &(SDL_Rect){4, 4, 8, 8});
    render_flush(r, NULL);
    assert_int_equal(pixel_at(s, 6, 6), SDL_MapRGBA(s->format, 200, 40, 10, 255));
    assert_int_equal(pixel_at(s, 20, 20), SDL_MapRGBA(s->format, 0, 0, 0, 255));
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

static int flushes;
static void count_flush(void) { flushes++; }

/* The glFlush looked up once is what render_flush calls: once a flush, after SDL's queue is
 * drawn. */
static void test_a_flush_calls_the_given_gl_flush_once(void **state)
{
    (void)state;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, 8, 8, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    assert_non_null(r);
    flushes = 0;
    render_flush(r, count_flush);
    assert_int_equal(flushes, 1);
    render_flush(r, count_flush);
    render_flush(r, NULL);
    assert_int_equal(flushes, 2);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

TEST_MAIN(
    cmocka_unit_test(test_the_software_renderer_is_not_software_gl),
    cmocka_unit_test(test_a_flush_leaves_the_queued_commands_drawn),
    cmocka_unit_test(test_a_flush_calls_the_given_gl_flush_once)
)
