/* test_table_hits.c — what lies under a point on the game table (table_layout.h,
 * road_input.h, dice_view.h), at a 1280×800 window, the smallest 1024×640 one and a
 * 2560×1600 HiDPI screen, for 2 to 5 players. test_layout.c proves the sheet's own spots;
 * this proves the table around it: the regions never overlap and stay in the window, every
 * button, choice chip, pending bonus, thumbnail, die and the elephant is found where it is
 * drawn (with animations off, where the table's own roll has just put the dice), and on the
 * large sheet the field, edge band and market slot the road and sale input read agree with
 * the spot the sheet highlights. */
#include "support.h"
#include "language.h"
#include "layout_check.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"

typedef struct {
    int w, h;
} Size;

static const Size SIZES[] = {{1280, 800}, {1024, 640}, {2560, 1600}};
#define SIZE_COUNT (int)(sizeof SIZES / sizeof SIZES[0])

static Session session;
static TableScene *table;           /* one for every test (table_scene_new) */

/* A table on a game of `players` whose round roll has been made and, when take is set,
 * whose first player has taken the first centre die (so dice lie in a depot and on the
 * elephant). No renderer: hit-testing needs none. */
static TableScene *open_table(int players, const char *side, Size size, int takes)
{
    session_free(&session);
    session_init(&session, test_sheets());
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), 0, 7};
    Refusal why;
    assert_true(session_new(&session, &setup, &why));
    assert_true(session_roll_random(&session, NULL, &why));
    for (int k = 0; k < takes; k++) {
        /* Take the first centre die and use the bonuses (R9.4), so the next seat chooses. */
        Action legal[GAME_MAX_LEGAL];
        int guard = 0;
        do {
            int n = game_legal(&session.game, test_sheets(), legal);
            assert_true(n > 0);
            Action a = legal[0];
            assert_true(session_apply(&session, &a, &why));
            if (game_actor(&session.game) == GAME_CHANCE)
                assert_true(session_roll_random(&session, NULL, &why));
        } while (session.game.step.kind != STEP_CHOOSE_DIE && ++guard < 50);
    }
    Seats seats = {0};
    seats.players = players;
    for (int s = 0; s < players; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "P%d", s + 1);
        seats.colour[s] = (uint8_t)s;
    }
    if (!table) table = table_scene_new(test_lang());
    assert_non_null(table);
    table_init(table, &session, test_sheets(), NULL, &seats, 1000);
    table_resize(table, size.w, size.h);
    dice_view_update(table_test_dice(table), &session.game, 100000);
    return table;
}

static void describe(Size size, int players, const char *what, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s at %dx%d with %d players", what, size.w, size.h, players);
}

/* ---- the regions --------------------------------------------------------------------- */

/* Calls check on the table laid out at every size of SIZES for 2 to 5 players. */
static void every_layout(void (*check)(const TableLayout *l, Size size, int players))
{
    for (int i = 0; i < SIZE_COUNT; i++)
        for (int players = 2; players <= 5; players++) {
            TableLayout l;
            table_layout(&l, SIZES[i].w, SIZES[i].h, 100, players);
            check(&l, SIZES[i], players);
        }
}

static void regions_fit(const TableLayout *l, Size size, int players)
{
    char what[128];
    SDL_Rect window = {0, 0, size.w, size.h};
    SDL_Rect part[32];
    int n = 0;
    part[n++] = l->prompt;
    part[n++] = l->choices;
    part[n++] = l->sheet;
    part[n++] = l->pending;
    for (int b = 0; b < BUTTON_COUNT; b++) part[n++] = l->button[b];
    part[n++] = l->tray;
    for (int s = 0; s < players; s++) part[n++] = l->seat[s];
    for (int t = 0; t < l->thumbs; t++) part[n++] = l->thumb[t];
    part[n++] = l->log;
    assert_int_equal(l->thumbs, players - 1);
    for (int a = 0; a < n; a++) {
        describe(size, players, "region", what, sizeof what);
        if (!layout_inside(part[a], window)) fail_msg("%s %d leaves the window", what, a);
        for (int b = a + 1; b < n; b++)
            if (layout_overlap(part[a], part[b])) fail_msg("%s %d overlaps region %d", what, a, b);
    }
}

static void test_regions_fit_the_window_and_never_overlap(void **unused)
{
    (void)unused;
    every_layout(regions_fit);
}

static void buttons_found(const TableLayout *l, Size size, int players)
{
    char what[128];
    for (int b = 0; b < BUTTON_COUNT; b++) {
        SDL_Point m = event_middle(l->button[b]);
        assert_int_equal(table_button_at(l, m.x, m.y), b);
    }
    SDL_Point bar = event_middle(l->pending);
    assert_int_equal(table_button_at(l, bar.x, bar.y), -1);
    /* Up to a full bar of choice chips, side by side inside the choice bar. */
    for (int count = 1; count <= TABLE_MAX_CHOICES; count++)
        for (int c = 0; c < count; c++) {
            SDL_Rect r = table_choice_rect(l, c, count);
            describe(size, players, "choice chip", what, sizeof what);
            if (!layout_inside(r, l->choices)) fail_msg("%s %d of %d leaves the bar", what, c, count);
            if (c > 0 && layout_overlap(r, table_choice_rect(l, c - 1, count)))
                fail_msg("%s %d of %d overlaps its neighbour", what, c, count);
        }
    /* Six pending bonuses fit in the bar beside the sheet (the most seen in 3000
     * random games) and none touches a button. */
    for (int p = 0; p < 6; p++) {
        SDL_Rect r = table_pending_rect(l, p);
        describe(size, players, "pending bonus", what, sizeof what);
        if (!layout_inside(r, l->pending)) fail_msg("%s %d leaves the bar", what, p);
        for (int b = 0; b < BUTTON_COUNT; b++) assert_false(layout_overlap(r, l->button[b]));
        if (p > 0) assert_false(layout_overlap(r, table_pending_rect(l, p - 1)));
    }
    for (int t = 0; t < l->thumbs; t++) {
        SDL_Point m = event_middle(l->thumb[t]);
        assert_int_equal(table_thumb_at(l, m.x, m.y), t);
    }
    SDL_Point s = event_middle(l->sheet);
    assert_int_equal(table_thumb_at(l, s.x, s.y), -1);
}

static void test_buttons_chips_and_pending_bonuses_are_found(void **unused)
{
    (void)unused;
    every_layout(buttons_found);
}

/* HiDPI: the same table, twice the pixels, so every region scales with the unit. */
static void test_a_hidpi_window_scales_the_table_evenly(void **unused)
{
    (void)unused;
    TableLayout small, big;
    table_layout(&small, 1280, 800, 100, 3);
    table_layout(&big, 2560, 1600, 100, 3);
    assert_int_equal(big.unit, 2 * small.unit);
    assert_int_equal(big.sheet.w, 2 * small.sheet.w);
    assert_int_equal(big.sheet.h, 2 * small.sheet.h);
    for (int b = 0; b < BUTTON_COUNT; b++) {
        assert_int_equal(big.button[b].x, 2 * small.button[b].x);
        assert_int_equal(big.button[b].w, 2 * small.button[b].w);
    }
    /* Below the minimum the table is laid out as at the minimum. */
    TableLayout tiny, least;
    table_layout(&tiny, 800, 500, 100, 2);
    table_layout(&least, 1024, 640, 100, 2);
    assert_memory_equal(&tiny, &least, sizeof tiny);
}

/* ---- the large sheet ----------------------------------------------------------------------- */

/* Road input and the sheet's highlight read the same field and edge band at every pixel
 * of the province: what lights up under the pointer is what a click there draws. */
static void test_fields_and_edge_bands_agree_with_the_highlighted_spot(void **unused)
{
    (void)unused;
    for (int i = 0; i < SIZE_COUNT; i++) {
        TableScene *t = open_table(2, i == 1 ? "moon" : "sun", SIZES[i], 0);
        const SheetLayout *l = table_test_big(t);
        for (int f = 0; f < PROVINCE_FIELDS; f++) {
            SDL_Point c = sheet_field_centre(l, f);
            assert_int_equal(road_field_at(l, c.x, c.y), f);
            assert_int_equal(road_edge_band(l, f, c.x, c.y), -1);
            Spot s = sheet_spot_at(l, c.x, c.y);
            assert_int_equal(s.kind, SPOT_FIELD);
            assert_int_equal(s.a, f);
            for (int e = 0; e < EDGE_COUNT; e++) {
                SDL_Point p = sheet_edge_point(l, f, e);
                SDL_Point in = {c.x + (p.x - c.x) * 85 / 100, c.y + (p.y - c.y) * 85 / 100};
                assert_int_equal(road_field_at(l, in.x, in.y), f);
                assert_int_equal(road_edge_band(l, f, in.x, in.y), e);
            }
            SDL_Rect r = l->field[f];
            for (int y = r.y; y < r.y + r.h; y += 2)
                for (int x = r.x; x < r.x + r.w; x += 2) {
                    assert_int_equal(road_field_at(l, x, y), f);
                    Spot here = sheet_spot_at(l, x, y);
                    int band = road_edge_band(l, f, x, y);
                    if (here.kind == SPOT_EDGE) {
                        assert_int_equal(here.a, f);
                        assert_int_equal(band, here.b);
                    } else {
                        assert_int_equal(here.kind, SPOT_FIELD);
                        assert_int_equal(band, -1);
                    }
                }
        }
        /* Between fields and off the grid there is no field. */
        SDL_Rect p = l->province;
        assert_int_equal(road_field_at(l, p.x - 3, p.y + p.h / 2), -1);
        assert_int_equal(road_field_at(l, p.x + p.w + 3, p.y + p.h / 2), -1);
    }
}

static void test_market_slots_and_river_fields_are_found_on_the_large_sheet(void **unused)
{
    (void)unused;
    for (int i = 0; i < SIZE_COUNT; i++) {
        TableScene *t = open_table(3, i == 2 ? "moon" : "sun", SIZES[i], 0);
        const SheetLayout *l = table_test_big(t);
        assert_true(layout_inside(l->area, table_test_layout(t)->sheet));
        for (int g = 0; g < GOOD_COUNT; g++)
            for (int s = 0; s < l->slots; s++) {
                SDL_Point m = event_middle(l->slot[g][s]);
                Spot got = sheet_spot_at(l, m.x, m.y);
                assert_int_equal(got.kind, SPOT_SLOT);
                assert_int_equal(got.a, g);
                assert_int_equal(got.b, s);
                /* Slots are big enough to hit with a finger-sized pointer at any size. */
                assert_true(l->slot[g][s].w >= 12);
            }
        for (int r = 0; r <= l->river_length; r++) {
            SDL_Point m = event_middle(l->river[r]);
            Spot got = sheet_spot_at(l, m.x, m.y);
            assert_int_equal(got.kind, SPOT_RIVER);
            assert_int_equal(got.a, r);
        }
    }
}

/* ---- dice and the elephant --------------------------------------------------------------- */

/* Every die can be hit where it lies (centre, elephant, a depot shared with other dice),
 * on a part of it no other die covers, and the elephant can be hit too. */
static void test_every_die_is_found_where_it_lies(void **unused)
{
    (void)unused;
    char what[128];
    for (int i = 0; i < SIZE_COUNT; i++)
        for (int players = 2; players <= 5; players++) {
            /* Two-player rounds put four dice in the depots; with more players, one each. */
            TableScene *t = open_table(players, "sun", SIZES[i], players == 2 ? 3 : players - 1);
            const Game *g = &session.game;
            bool in_depot = false;
            for (int d = 0; d < DIE_COUNT; d++) {
                in_depot |= g->die_at[d] >= DIE_AT_SEAT;
                const DieSprite *s = &table_test_dice(t)->die[d];
                int half = (int)(s->ts / 2), own = 0;
                for (int y = (int)s->y - half; y <= (int)s->y + half; y++)
                    for (int x = (int)s->x - half; x <= (int)s->x + half; x++)
                        own += dice_view_hit(table_test_dice(t), x, y) == d;
                describe(SIZES[i], players, "die", what, sizeof what);
                /* At least a third of the die is its own to click. */
                if (own * 3 < (2 * half) * (2 * half))
                    fail_msg("%s %d (at %d) has %d of %d pixels", what, d, g->die_at[d], own,
                             (2 * half) * (2 * half));
                assert_true(layout_inside((SDL_Rect){(int)s->x - half, (int)s->y - half, 2 * half, 2 * half},
                                          (SDL_Rect){0, 0, SIZES[i].w, SIZES[i].h}));
            }
            assert_true(in_depot);
            int ex = (int)table_test_dice(t)->elephant_x, ey = (int)table_test_dice(t)->elephant_y;
            int hit = dice_view_hit(table_test_dice(t), ex, ey);
            assert_true(hit == DIE_COUNT || (hit >= 0 && g->die_at[hit] == DIE_AT_ELEPHANT));
            assert_true(rect_contains(table_test_layout(t)->seat[g->holder], ex, ey));
            /* The middle of the empty log is nothing. */
            SDL_Point m = event_middle(table_test_layout(t)->log);
            assert_int_equal(dice_view_hit(table_test_dice(t), m.x, m.y), -1);
        }
}

/* With animations off the table's own roll lands at once: right after the tick that rolls
 * (the program draws then and may take a click before it ticks again) every die is hit where
 * it now lies and the roll is in the log. At normal speed the same dice are still flying
 * then and the roll waits for them to land. */
static void test_with_animations_off_the_tables_own_roll_lands_at_once(void **unused)
{
    (void)unused;
    for (int percent = 0; percent <= 100; percent += 100) {
        /* Round 1 played (the first legal action each time), so the dice lie in the
         * depots and on the elephant when round 2 is rolled. */
        TableScene *t = open_table(2, "sun", SIZES[0], 0);
        Action legal[GAME_MAX_LEGAL];
        Refusal why;
        while (session.game.round == 1) {
            assert_true(game_legal(&session.game, test_sheets(), legal) > 0);
            assert_true(session_apply(&session, &legal[0], &why));
        }
        assert_int_equal(session.game.waiting, WAIT_ROLL);
        Seats seats = *table_test_seats(t);
        table_init(t, &session, test_sheets(), NULL, &seats, 1000);
        table_resize(t, SIZES[0].w, SIZES[0].h);
        table_set_feel(t, percent, TABLE_BOT_PACE_MS, NULL);
        table_test_set_handed(t, table_seat_in_charge(&session.game));   /* the card taken */
        int logged = table_test_log(t)->count, moved = 0;
        table_tick(t, 200000);
        assert_int_equal(session.game.round, 2);
        assert_true(session.game.rolled);
        for (int d = 0; d < DIE_COUNT; d++) {
            const DieSprite *s = &table_test_dice(t)->die[d];
            assert_int_equal(session.game.die_at[d], DIE_AT_CENTRE);
            moved += dice_view_hit(table_test_dice(t), (int)s->tx, (int)s->ty) == d;
        }
        assert_int_equal(moved, percent == 0 ? DIE_COUNT : 0);
        assert_int_equal(table_rolling(t), percent != 0);
        assert_int_equal(table_test_log(t)->count, percent == 0 ? logged + 1 : logged);
    }
}

/* Clicking another player's thumbnail shows their sheet; clicking the large sheet returns. */
static void test_a_thumbnail_click_shows_that_sheet(void **unused)
{
    (void)unused;
    for (int i = 0; i < SIZE_COUNT; i++) {
        TableScene *t = open_table(4, "moon", SIZES[i], 0);
        table_test_set_handed(t, table_seat_in_charge(&session.game));
        int seats[GAME_MAX_PLAYERS - 1];
        assert_int_equal(table_thumb_seats(t, seats), 3);
        SDL_Point m = event_middle(table_test_layout(t)->thumb[1]);
        SDL_Event e = event_press(m.x, m.y, 0);
        table_event(t, &e, 200000);
        assert_int_equal(table_test_pointer(t).viewed, seats[1]);
        SDL_Point s = event_middle(table_test_layout(t)->sheet);
        e = event_press(s.x, s.y, 0);
        table_event(t, &e, 200100);
        assert_int_equal(table_test_pointer(t).viewed, -1);
    }
}

static int teardown(void **unused)
{
    (void)unused;
    table_scene_free(table);
    session_free(&session);
    return 0;
}

TEST_MAIN_HEADLESS_GROUP(NULL, teardown,
    cmocka_unit_test(test_regions_fit_the_window_and_never_overlap),
    cmocka_unit_test(test_a_hidpi_window_scales_the_table_evenly),
    cmocka_unit_test(test_buttons_chips_and_pending_bonuses_are_found),
    cmocka_unit_test(test_fields_and_edge_bands_agree_with_the_highlighted_spot),
    cmocka_unit_test(test_market_slots_and_river_fields_are_found_on_the_large_sheet),
    cmocka_unit_test(test_every_die_is_found_where_it_lies),
    cmocka_unit_test(test_with_animations_off_the_tables_own_roll_lands_at_once),
    cmocka_unit_test(test_a_thumbnail_click_shows_that_sheet)
)
