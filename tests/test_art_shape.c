/* test_art_shape.c — rounded shapes drawn from kept textures (art_fill_round_kept,
 * art_shape.c), as the dice are drawn at every frame: the same pixels as art_fill_round's
 * triangles inside and outside the outline, a translucent shadow blended by its alpha, a
 * squashed (tumbling) shape stretched from a stepped size, and the shapes made again after
 * the renderer lost its textures. */
#include "support.h"

#include <stdlib.h>

#include "canvas.h"

static const SDL_Color GROUND = {10, 20, 30, 255};

static void clear(Canvas *c, SDL_Color ground)
{
    SDL_SetRenderDrawColor(c->r, ground.r, ground.g, ground.b, ground.a);
    SDL_RenderClear(c->r);
}

static bool same(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

/* A 100 × 100 canvas of the ground colour with one shape drawn from a kept texture. */
static Canvas kept_shape(SDL_Color ground, SDL_Rect r, int radius, SDL_Color body)
{
    Canvas c;
    canvas_open(&c, 100, 100);
    clear(&c, ground);
    art_fill_round_kept(c.art, r, radius, body);
    SDL_RenderPresent(c.r);
    return c;
}

/* Each of the n points is exactly the colour want. */
static void assert_all_at(const Canvas *c, SDL_Color want, const SDL_Point *at, int n)
{
    for (int i = 0; i < n; i++)
        if (!same(canvas_pixel(c->surface, at[i].x, at[i].y), want))
            fail_msg("(%d, %d) is not the colour", at[i].x, at[i].y);
}

static int diff(SDL_Color a, SDL_Color b)
{
    int d = abs(a.r - b.r);
    if (abs(a.g - b.g) > d) d = abs(a.g - b.g);
    if (abs(a.b - b.b) > d) d = abs(a.b - b.b);
    return d;
}

/* A die's body, 48 px with a corner of 8, drawn both ways side by side: pixel for pixel the
 * same but in the four corners, where the arcs are anti-aliased (coverage worked out per
 * pixel here, a fan of triangles with a feathered rim there). */
static void test_a_kept_shape_is_the_drawn_shape(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 200, 100);
    clear(&c, GROUND);
    SDL_Color body = {200, 50, 30, 255};
    art_fill_round(c.r, (SDL_Rect){10, 10, 48, 48}, 8, body);
    art_fill_round_kept(c.art, (SDL_Rect){110, 10, 48, 48}, 8, body);
    SDL_RenderPresent(c.r);
    int edge = 0, inside = 0;
    for (int y = 0; y < 68; y++)
        for (int x = 0; x < 68; x++) {
            SDL_Color a = canvas_pixel(c.surface, x, y), b = canvas_pixel(c.surface, x + 100, y);
            if (same(a, b)) {
                inside += same(a, body);
                continue;
            }
            edge++;
            int cx = x - 10 < 24 ? x - 10 : 57 - x, cy = y - 10 < 24 ? y - 10 : 57 - y;   /* from the nearest corner */
            if (cx < -1 || cy < -1 || cx >= 8 || cy >= 8)   /* the triangles' rim reaches a pixel out */
                fail_msg("(%d, %d), off the arcs: drawn %d,%d,%d kept %d,%d,%d (by %d)", x, y, a.r, a.g, a.b, b.r, b.g,
                         b.b, diff(a, b));
        }
    /* Only the four arcs differ; the straight edges lie on pixel boundaries in both. */
    assert_true(edge > 0 && edge <= 4 * 9 * 9);
    assert_true(inside > 48 * 48 - 4 * 8 * 8);
    assert_all_at(&c, body, (SDL_Point[]){{110 + 24, 10}, {110 + 24, 10 + 24}}, 2);   /* top edge, mid; the middle */
    assert_all_at(&c, GROUND, (SDL_Point[]){{110, 10}, {109, 34}}, 2);                 /* the corner; outside */
    canvas_close(&c);
}

/* A shadow at alpha 90 over white: 255 × (1 − 90/255) = 165 where it covers wholly. */
static void test_a_translucent_shape_blends_by_its_alpha(void **state)
{
    (void)state;
    SDL_Color white = {255, 255, 255, 255};
    Canvas c = kept_shape(white, (SDL_Rect){20, 20, 40, 40}, 7, (SDL_Color){0, 0, 0, 90});
    SDL_Color mid = canvas_pixel(c.surface, 40, 40);
    assert_true(abs(mid.r - 165) <= 1 && mid.r == mid.g && mid.g == mid.b);
    assert_all_at(&c, white, (SDL_Point[]){{20, 20}, {19, 40}}, 2);
    canvas_close(&c);
}

/* A die squashed as it tumbles (30 × 48): stretched from a 32 × 48 shape, it covers its
 * rectangle's middle and leaves the corners and everything outside alone. */
static void test_a_squashed_shape_fills_its_rectangle(void **state)
{
    (void)state;
    SDL_Color body = {40, 160, 90, 255};
    Canvas c = kept_shape(GROUND, (SDL_Rect){20, 20, 30, 48}, 8, body);
    for (int y = 28; y < 60; y++)
        for (int x = 20; x < 50; x++) assert_true(same(canvas_pixel(c.surface, x, y), body));
    assert_all_at(&c, GROUND, (SDL_Point[]){{20, 20}, {49, 67}, {50, 40}, {35, 68}}, 4);
    canvas_close(&c);
}

/* After SDL_RENDER_DEVICE_RESET the program drops every texture (art_forget_textures): the
 * shape is made again at the next draw. */
static void test_shapes_are_made_again_after_the_textures_are_forgotten(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 100, 100);
    SDL_Color body = {250, 200, 40, 255};
    for (int round = 0; round < 2; round++) {
        clear(&c, GROUND);
        art_fill_round_kept(c.art, (SDL_Rect){10, 10, 64, 64}, 10, body);
        SDL_RenderPresent(c.r);
        assert_true(same(canvas_pixel(c.surface, 42, 42), body));
        assert_true(same(canvas_pixel(c.surface, 10, 10), GROUND));
        art_forget_textures(c.art);
    }
    canvas_close(&c);
}

TEST_MAIN(
    cmocka_unit_test(test_a_kept_shape_is_the_drawn_shape),
    cmocka_unit_test(test_a_translucent_shape_blends_by_its_alpha),
    cmocka_unit_test(test_a_squashed_shape_fills_its_rectangle),
    cmocka_unit_test(test_shapes_are_made_again_after_the_textures_are_forgotten)
)
