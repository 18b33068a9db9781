/* test_scene_rating_chart.c — the puzzle rating's chart (rating_chart.h) drawn on a headless
 * canvas, by its pixels:
 *   the line passes through each rating where the plot puts it: the highest at the plot's
 *   top, the lowest at its bottom, oldest left;
 *   a right answer's dot is filled with ink, a wrong one's is paper inside its ring;
 *   the numbers are written left of the plot and under it, the caption above, in ink;
 *   at 200 % everything is larger: the plot, the line and the numbers;
 *   in high contrast the ink is the high-contrast pens';
 *   fewer than two points draw nothing. Drawn into rating-chart.png and rating-chart-200.png. */
#include "canvas.h"
#include "support.h"
#include "language.h"

#include <stdio.h>
#include <string.h>

#include "layout_check.h"
#include "rating_chart.h"
#include "type_scale.h"
#include "widgets.h"

static const SDL_Color WHITE = {255, 255, 255, 255};

/* Four answers kept whole: 1200, then right, right, wrong, right. */
static RatingChart four(void)
{
    RatingChart c;
    memset(&c, 0, sizeof c);
    static const int rating[] = {1200, 1216, 1230, 1212, 1226};
    static const bool right[] = {false, true, true, false, true};
    c.points = 5;
    for (int i = 0; i < 5; i++) {
        c.rating[i] = rating[i];
        c.right[i] = right[i];
    }
    c.first_is_start = true;
    c.first_answer = 1;
    c.answered = 4;
    c.right_count = 3;
    return c;
}

static int ink_in(const Canvas *cv, SDL_Rect r) { return canvas_pixels_near(cv->surface, r, style_standard()->ink, 40); }

/* Draws c at unit u in a 360x160 box at zoom percent; checks the pixels; returns the plot. */
static SDL_Rect check_drawn(Canvas *cv, const RatingChart *c, int u, const char *png)
{
    SDL_Rect box = {20, 20, 40 * u, rating_chart_height(cv->art, u)};
    SDL_SetRenderDrawColor(cv->r, WHITE.r, WHITE.g, WHITE.b, 255);
    SDL_RenderClear(cv->r);
    rating_chart_draw(test_lang(), cv->r, cv->art, c, box, u);
    SDL_RenderPresent(cv->r);
    canvas_save(cv->surface, png);
    SDL_Rect plot = rating_chart_plot(cv->art, c, box, u);
    assert_true(layout_inside(plot, box));
    /* The highest rating (1230, point 2) at the top, the lowest (1200, point 0) at the
     * bottom: ink right there. */
    int step = (plot.w - 1) / 4, d = u * 3 / 4 > 4 ? u * 3 / 4 : 4;
    SDL_Rect high = {plot.x + 2 * step - d, plot.y - d, 2 * d, 2 * d};
    SDL_Rect low = {plot.x - d, plot.y + plot.h - 1 - d, 2 * d, 2 * d};
    assert_true(ink_in(cv, high) > d * d);
    assert_true(ink_in(cv, low) > 0);
    /* Point 3 (1212) was wrong: paper inside its ring; point 4 (1226) right: ink inside. */
    SDL_Point wrong = {plot.x + 3 * step, plot.y + (plot.h - 1) - (plot.h - 1) * 12 / 30};
    SDL_Point rightp = {plot.x + (plot.w - 1), plot.y + (plot.h - 1) - (plot.h - 1) * 26 / 30};
    SDL_Color in_wrong = canvas_pixel(cv->surface, wrong.x, wrong.y);
    SDL_Color in_right = canvas_pixel(cv->surface, rightp.x, rightp.y);
    assert_true(in_wrong.r > 200 && in_wrong.g > 200);   /* paper */
    assert_true(in_right.r < 80 && in_right.g < 80);      /* ink */
    /* The numbers left of the plot and under it, the caption above it. */
    assert_true(ink_in(cv, (SDL_Rect){box.x, plot.y - u, plot.x - box.x - u / 2, 2 * u}) > 0);
    assert_true(ink_in(cv, (SDL_Rect){plot.x, plot.y + plot.h + 2, plot.w, box.y + box.h - plot.y - plot.h}) > 0);
    assert_true(ink_in(cv, (SDL_Rect){box.x, box.y, box.w, plot.y - box.y - u / 2}) > 0);
    /* Nothing outside the box. */
    assert_int_equal(ink_in(cv, (SDL_Rect){box.x + box.w + 2, 0, 40, box.y + box.h}), 0);
    return plot;
}

static void test_the_chart_draws_its_line_dots_and_numbers(void **unused)
{
    (void)unused;
    Canvas cv;
    canvas_open(&cv, 800, 300);
    RatingChart c = four();
    SDL_Rect at100 = check_drawn(&cv, &c, 8, "rating-chart.png");
    Canvas grown;   /* a canvas of its own at 200 % */
    canvas_open(&grown, 800, 300);
    test_zoom(grown.art, 200);
    SDL_Rect at200 = check_drawn(&grown, &c, 16, "rating-chart-200.png");
    canvas_close(&grown);
    assert_true(at200.w > at100.w && at200.h > at100.h);
    /* One point: nothing. */
    c.points = 1;
    SDL_SetRenderDrawColor(cv.r, 255, 255, 255, 255);
    SDL_RenderClear(cv.r);
    rating_chart_draw(test_lang(), cv.r, cv.art, &c, (SDL_Rect){0, 0, 800, 300}, 8);
    assert_int_equal(ink_in(&cv, (SDL_Rect){0, 0, 800, 300}), 0);
    canvas_close(&cv);
}

static void test_the_chart_in_high_contrast_draws_in_its_ink(void **unused)
{
    (void)unused;
    Canvas cv;
    canvas_open(&cv, 800, 300);
    art_set_style(cv.art, style_make(true));
    RatingChart c = four();
    check_drawn(&cv, &c, 8, "rating-chart-contrast.png");
    canvas_close(&cv);
}

static void test_the_caption_counts_the_answers(void **unused)
{
    (void)unused;
    RatingChart c = four();
    char buf[160];
    rating_chart_caption(test_lang(), &c, buf, sizeof buf);
    assert_string_equal(buf, "Puzzle rating over 4 answers, 3 right");
    c.answered = 1;
    c.right_count = 0;
    rating_chart_caption(test_lang(), &c, buf, sizeof buf);
    assert_string_equal(buf, "Puzzle rating over 1 answer, 0 right");
}

TEST_MAIN_HEADLESS(
    cmocka_unit_test(test_the_chart_draws_its_line_dots_and_numbers),
    cmocka_unit_test(test_the_chart_in_high_contrast_draws_in_its_ink),
    cmocka_unit_test(test_the_caption_counts_the_answers)
)
