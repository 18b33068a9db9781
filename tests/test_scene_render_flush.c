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
    assert_false(render_software_gl(r));
    assert_false(render_software_gl(NULL));
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
    render_flush(r);
    assert_int_equal(pixel_at(s, 6, 6), SDL_MapRGBA(s->format, 200, 40, 10, 255));
    assert_int_equal(pixel_at(s, 20, 20), SDL_MapRGBA(s->format, 0, 0, 0, 255));
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_software_renderer_is_not_software_gl),
        cmocka_unit_test(test_a_flush_leaves_the_queued_commands_drawn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
