/* test_table_race.c — the race strip marks the crossing (R3.4): each seat whose race
 * reached the crossing value wears a flag on the crossing line in its row, the others none,
 * and once the end is triggered the heading says how long the game goes on, in the accent.
 * Drawn headless at the table's 1280×800 unit. */
#include "support.h"
#include "language.h"

#include <stdlib.h>

#include <SDL.h>

#include "canvas.h"
#include "race_strip.h"
#include "widgets.h"

#define UNIT 8

static bool same(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) <= 8 && abs(a.g - b.g) <= 8 && abs(a.b - b.b) <= 8;
}

static RaceStrip three_seats(int ending)
{
    RaceStrip s;
    SDL_zero(s);
    s.players = 3;
    s.crossing = 80;
    s.acting = 1;
    s.ending = ending;
    static const char *const names[] = {"Asha", "Bilal", "Chen"};
    const int race[] = {81, 79, 84};
    for (int i = 0; i < 3; i++) {
        s.name[i] = names[i];
        s.race[i] = race[i];
        s.pen[i] = (SDL_Color){(Uint8)(40 + 60 * i), 60, 200, 255};
    }
    return s;
}

/* R3.4: Asha (81) and Chen (84) crossed, Bilal (79) did not: two flags, on the line. */
static void test_who_crossed_wears_a_flag_on_the_line(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 320, 120);
    SDL_Rect box = {4, 4, 300, race_strip_height(UNIT, 100, 3)};
    RaceStrip s = three_seats(RACE_LAST_ROUND);
    race_strip_draw(test_lang(), c.r, c.art, box, UNIT, &s);
    SDL_RenderPresent(c.r);
    int names = race_strip_names_w(UNIT, 100), width = box.w - names - race_strip_numbers_w(UNIT, 100);
    int line = box.x + names + race_strip_x(80, 80, width);
    for (int seat = 0; seat < 3; seat++) {
        SDL_Rect flag = race_strip_flag(box, UNIT, 100, &s, seat);
        if (seat == 1) {
            assert_int_equal(flag.w, 0);
            continue;
        }
        SDL_Rect row = race_strip_row(box, UNIT, 100, seat);
        assert_true(flag.w >= row.h / 2 && flag.y >= row.y && flag.y + flag.h <= row.y + row.h);
        assert_int_equal(flag.x + flag.w / 2, line);
        /* The flag's accent shows at its left edge, half-way down (the icon sits inside). */
        assert_true(same(canvas_pixel(c.surface, flag.x + 2, flag.y + flag.h / 2), style_standard()->accent));
    }
    /* Bilal's row has no accent there but the line itself. */
    SDL_Rect row = race_strip_row(box, UNIT, 100, 1);
    SDL_Rect ghost = {line - row.h * 2 / 5, row.y + row.h / 10, row.h * 4 / 5, row.h * 4 / 5};
    assert_false(same(canvas_pixel(c.surface, ghost.x + 2, ghost.y + ghost.h / 2), style_standard()->accent));
    canvas_close(&c);
}

/* The heading's first pixels: its words in the accent once the end is triggered, in the
 * strip's own colour before. */
static bool heading_in_accent(int ending)
{
    Canvas c;
    canvas_open(&c, 320, 120);
    SDL_Rect box = {0, 0, 300, race_strip_height(UNIT, 100, 3)};
    RaceStrip s = three_seats(ending);
    if (ending == RACE_GOES_ON) s.race[0] = s.race[2] = 60;
    race_strip_draw(test_lang(), c.r, c.art, box, UNIT, &s);
    SDL_RenderPresent(c.r);
    SDL_Rect head = {box.x + UNIT, box.y, 12 * UNIT, race_strip_row(box, UNIT, 100, 0).y - box.y};
    bool accent = false;
    for (int y = head.y; y < head.y + head.h; y++)
        for (int x = head.x; x < head.x + head.w; x++)
            if (same(canvas_pixel(c.surface, x, y), style_standard()->accent)) accent = true;
    canvas_close(&c);
    return accent;
}

static void test_the_heading_says_the_last_round_or_pass(void **state)
{
    (void)state;
    assert_false(heading_in_accent(RACE_GOES_ON));
    assert_true(heading_in_accent(RACE_LAST_ROUND));
    assert_true(heading_in_accent(RACE_LAST_PASS));
}

TEST_MAIN(
    cmocka_unit_test(test_who_crossed_wears_a_flag_on_the_line),
    cmocka_unit_test(test_the_heading_says_the_last_round_or_pass)
)
