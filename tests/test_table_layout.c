/* test_table_layout.c — the table's regions (table_layout.h) at 2 to 5 players and at
 * 1024×640, 1280×800 and 1920×1080: the large sheet fills its share of the window, no two
 * regions overlap, everything lies inside the window, the bar keeps a place for a fourth
 * button, every label fits its box in English, German and Dutch at the type scale's sizes,
 * and the table is drawn headless at each size into table-<P>p-<W>x<H>.png (the reference
 * screenshots in docs/screenshots/; table-5p-1024x640-de.png in German, for a look). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "bot.h"
#include "canvas.h"
#include "language.h"
#include "race_strip.h"
#include "i18n.h"
#include "support.h"
#include "session_game.h"
#include "layout_check.h"
#include "table_picture.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

typedef struct {
    int w, h;
} Size;

static const Size SIZES[] = {{1024, 640}, {1280, 800}, {1920, 1080}};
#define SIZE_COUNT (int)(sizeof SIZES / sizeof SIZES[0])

/* The table of `players` after some turns, drawn at w×h into table-<P>p-<W>x<H>.png and
 * checked by its pixels. */
static void draw_table_in(int players, Size size, const char *suffix, Style look)
{
    Canvas c;
    Session s;
    canvas_open(&c, size.w, size.h);
    art_set_style(c.art, look);
    test_session_played(&s, players, 12 * players);
    Seats seats = {.players = players, .name = {"Asha", "Bilal", "Chen", "Dara", "Eli"},
                        .colour = {0, 1, 2, 3, 4}, .bot = {0, 1 + BOT_EASY, 1 + BOT_EASY, 1 + BOT_EASY, 1 + BOT_EASY}};
    TableScene *t = table_scene_new(test_lang());
    assert_non_null(t);
    table_init(t, &s, test_sheets(), c.art, &seats, 1000);
    table_resize(t, size.w, size.h);
    table_draw(t, c.r, 60000);
    SDL_RenderPresent(c.r);
    char name[64];
    snprintf(name, sizeof name, "table-%dp-%dx%d%s.png", players, size.w, size.h, suffix);
    canvas_save(c.surface, name);
    assert_table_picture(c.surface, t, name);
    table_scene_free(t);
    session_free(&s);
    canvas_close(&c);
}

static void draw_table(int players, Size size, const char *suffix)
{
    draw_table_in(players, size, suffix, style_make(false));
}

/* The sheet keeps its 16:10 shape and takes all the height the window leaves it, or all
 * the width the right column's least width (37 units) leaves it; at every size it is at
 * least 70 % of the window's width. */
static void test_the_sheet_fills_its_share_of_the_window(void **state)
{
    (void)state;
    for (int i = 0; i < SIZE_COUNT; i++)
        for (int players = 2; players <= 5; players++) {
            TableLayout l;
            table_layout(&l, SIZES[i].w, SIZES[i].h, 100, players);
            int u = l.unit;
            assert_int_equal(l.sheet.w * 10, l.sheet.h * 16);
            int free_h = SIZES[i].h - u - 9 * u - u / 2 - l.sheet.y - l.sheet.h;
            int free_w = SIZES[i].w - 3 * u - 37 * u - l.sheet.w;
            if (!(free_h < 5 || free_w < 8)) fail_msg("%dx%d: %d px free below, %d beside", SIZES[i].w, SIZES[i].h, free_h, free_w);
            assert_true(l.sheet.w * 100 >= 70 * SIZES[i].w);
        }
    /* Was 750×470 at 1280×800 with a band of nothing above it. */
    TableLayout l;
    table_layout(&l, 1280, 800, 100, 3);
    assert_int_equal(l.sheet.w, 960);
    assert_int_equal(l.sheet.h, 600);
    table_layout(&l, 1920, 1080, 100, 5);
    assert_int_equal(l.sheet.h, 865);
}

/* The dice in the centre are at least 64 px at 1280×800 with 2 to 5 players, four to a
 * row with room between their rings (a sixteenth of a die each side); at 1024×640 at
 * least 44 px. */
static void test_the_dice_are_large(void **state)
{
    (void)state;
    const struct { int w, h, least; } at[] = {{1280, 800, 64}, {1920, 1080, 64}, {1024, 640, 44}};
    for (int i = 0; i < 3; i++)
        for (int players = 2; players <= 5; players++) {
            TableLayout l;
            table_layout(&l, at[i].w, at[i].h, 100, players);
            DiceView v;
            memset(&v, 0, sizeof v);
            dice_view_layout(&v, l.tray_dice, l.depot, players);
            if (v.size < at[i].least) fail_msg("%dx%d, %d players: dice of %d px", at[i].w, at[i].h, players, v.size);
            int ring = v.size / 16 > 2 ? v.size / 16 : 2;
            assert_true(l.tray_dice.w / 4 - v.size >= 2 * ring);
            assert_true(l.tray_dice.h * 44 / 100 >= v.size + 2 * ring);   /* the rows' distance */
        }
}

/* Every region lies in the window and none overlaps another: the race's rows lie in the
 * race strip, the dice's depots in their cards, six pending chips in the bar beside the
 * buttons, and the bar keeps an empty place for a fourth playing button. */
static void regions_apart(const Size *sizes, int size_count, int zoom)
{
    for (int i = 0; i < size_count; i++)
        for (int players = 2; players <= 5; players++) {
            TableLayout l;
            table_layout(&l, sizes[i].w, sizes[i].h, zoom, players);
            SDL_Rect part[40], window = {0, 0, sizes[i].w, sizes[i].h};
            int n = 0;
            part[n++] = l.prompt;
            part[n++] = l.choices;
            part[n++] = l.sheet;
            part[n++] = l.race;
            part[n++] = l.tray;
            part[n++] = l.log_head;
            part[n++] = l.log;
            for (int b = 0; b < BUTTON_COUNT; b++) part[n++] = l.button[b];
            for (int s = 0; s < players; s++) part[n++] = l.seat[s];
            for (int t = 0; t < l.thumbs; t++) part[n++] = l.thumb[t];
            int room = table_pending_room(&l);   /* 6 at 100 % */
            for (int p = 0; p < room; p++) part[n++] = table_pending_rect(&l, p);
            for (int a = 0; a < n; a++) {
                if (!layout_inside(part[a], window)) fail_msg("%dx%d %dp: region %d leaves the window", sizes[i].w, sizes[i].h, players, a);
                for (int b = a + 1; b < n; b++)
                    if (layout_overlap(part[a], part[b]))
                        fail_msg("%dx%d %dp: region %d overlaps %d", sizes[i].w, sizes[i].h, players, a, b);
            }
            for (int s = 0; s < players; s++) {
                assert_true(layout_inside(race_strip_row(l.race, l.unit, zoom, s), l.race));
                assert_true(layout_inside(l.depot[s], l.seat[s]));
            }
            for (int p = 0; p < room; p++) assert_true(layout_inside(table_pending_rect(&l, p), l.pending));
            /* The fourth place: right of Confirm, inside the sheet's width, a button wide. */
            if (zoom > 100) continue;   /* grown text takes the spare place */
            SDL_Rect last = l.button[BUTTON_HINT - 1];
            SDL_Rect fourth = {last.x + last.w + l.unit / 2, last.y, last.w, last.h};
            assert_true(fourth.x + fourth.w <= l.sheet.x + l.sheet.w);
            for (int a = 0; a < n; a++) assert_false(layout_overlap(fourth, part[a]));
        }
}

static void test_no_two_regions_overlap(void **state)
{
    (void)state;
    regions_apart(SIZES, SIZE_COUNT, 100);
}

/* At 200 % (the largest UI scale) and 300 % (with the largest text) in 1280×800 and
 * 1024×640: the same, with the prompt, the buttons, the race's rows, the seats' words and
 * the log's heading grown with the text, and the sheet still at least half the window's
 * width and a third of its height. The thumbnails may go at 4–5 players (checked: none
 * smaller than 4 units). */
static void test_the_table_at_200_percent(void **state)
{
    (void)state;
    static const Size SMALL[] = {{1280, 800}, {1024, 640}};
    for (int zoom = 200; zoom <= 300; zoom += 100) {
        regions_apart(SMALL, 2, zoom);
        for (int i = 0; i < 2; i++)
            for (int players = 2; players <= 5; players++) {
                TableLayout l;
                table_layout(&l, SMALL[i].w, SMALL[i].h, zoom, players);
                int u = l.unit;
                if (zoom == 300) continue;   /* at 300 % the words step down to fit */
                assert_true(l.prompt.h >= type_px_zoomed(zoom, u, TYPE_TITLE));
                assert_true(l.button[BUTTON_UNDO].h >= 2 * type_px_zoomed(zoom, u, TYPE_FINE));
                assert_true(race_strip_row(l.race, l.unit, zoom, 0).h >= type_px_zoomed(zoom, u, TYPE_FINE));
                assert_true(l.log_head.h >= type_px_zoomed(zoom, u, TYPE_BODY));
                assert_true(l.sheet.w * 2 >= SMALL[i].w && l.sheet.h * 3 >= SMALL[i].h);
                /* The sheet, the one thing a player who needs large text must read, keeps
                 * 70 % of the width at 200 % in 1280×800 (58 % before). */
                if (i == 0 && zoom == 200 && l.sheet.w * 10 < SMALL[i].w * 7)
                    fail_msg("%d players at 200 %%: the sheet is %d px of %d", players, l.sheet.w, SMALL[i].w);
                for (int t = 0; t < l.thumbs; t++) assert_true(l.thumb[t].w == 0 || l.thumb[t].w >= 4 * u);
            }
    }
}

/* Four or five players at 200 % in 1280x800: no thumbnails (the cards open the sheets), and
 * the log holds two rows of body text at least with four, one with five (the dice, kept at
 * their 100 % size, take the rest: test_table_scale; the log gives way first, as the
 * thumbnails do). At 100 % the cards keep two rows. */
static void test_four_or_five_seats_at_200_percent_leave_the_log_rows(void **state)
{
    (void)state;
    for (int players = 4; players <= 5; players++) {
        TableLayout l;
        table_layout(&l, 1280, 800, 200, players);
        int u = l.unit, row = type_px_zoomed(200, u, TYPE_BODY) * 5 / 4;
        assert_int_equal(l.thumbs, 0);
        int rows = players == 4 ? 2 : 1;
        if (l.log.h < u + rows * row) fail_msg("%d players: the log is %d px, %d rows need %d", players, l.log.h, rows, u + rows * row);
        table_layout(&l, 1280, 800, 100, players);
        assert_true(l.seat[players - 1].y > l.seat[0].y);
        assert_int_equal(l.thumbs, players - 1);
    }
}

/* The sheet a 1280×800 table shows, drawn with a played game's marks on both sides: the
 * least print drawn (SheetDecor.least_px: every word and number printed or penned). */
static int least_print(const char *side_name, int players, int zoom)
{
    Canvas c;
    Session s;
    canvas_open(&c, 1280, 800);
    test_zoom(c.art, zoom);
    test_session_played(&s, players, 12 * players);
    TableLayout l;
    table_layout(&l, 1280, 800, zoom, players);
    const Sheet *sh = &test_sheets()->sheet[test_side(side_name)];
    SheetLayout sl;
    sheet_layout(&sl, sh, l.sheet);
    int least = 0;
    SheetDecor d = {.pen = {200, 40, 40, 255}, .pen_progress = 1.0f, .hover = {0}, .preview_field = -1,
                    .least_px = &least};
    sheet_draw(test_lang(), c.r, c.art, &sl, sh, &s.game.player[0], &d);
    session_free(&s);
    canvas_close(&c);
    return least;
}

/* At 200 % the sheet's print grows with the text: its least size is 16 px in 1280×800 (it
 * stayed at 11, the least of the type scale, at every zoom); at 100 % it is that least. */
static void test_the_sheets_print_grows_at_200_percent(void **state)
{
    (void)state;
    const char *sides[] = {"sun", "moon"};
    for (int i = 0; i < 2; i++)
        for (int players = 2; players <= 5; players += 3) {
            int grown = least_print(sides[i], players, 200);
            if (grown < 16) fail_msg("%s, %d players at 200 %%: print drawn at %d px", sides[i], players, grown);
            assert_int_equal(least_print(sides[i], players, 100), TYPE_MIN_PX);
        }
}

static void load(const char *lang)
{
    test_language(lang);
}

static int width_of(Art *art, FontFace face, int px, const char *text)
{
    int w, h;
    art_text_size(art, face, px, text, &w, &h);
    return w;
}

static void fits(Art *art, FontFace face, int px, int room, const char *text, const char *where)
{
    int w = width_of(art, face, px, text);
    if (w > room) fail_msg("'%s' is %d px at %d px, %s has %d", text, w, px, where, room);
}

/* The words of one window size, at the sizes the table draws them, fit their boxes in
 * every language: the buttons, the seat cards, the race's heading and names, the log's
 * heading, the bar's words, and each bonus chip's name (on two lines at most). The layout
 * is at the zoom of art's look. */
static void labels_fit(Art *art, const TableLayout *l)
{
    const Lang *lang = test_lang();
    int u = l->unit, fine = type_px(art, u, TYPE_FINE);
    const char *button[] = {_("Undo"), _("Karma"), _("Karma…"), _("Reroll"), _("Confirm"), _("Sell nothing"),
                            _("Hint"), _("Thinking…")};
    char one[64], two[64];
    for (int b = 0; b < (int)(sizeof button / sizeof button[0]); b++) {
        SDL_Rect box = l->button[b < 6 ? BUTTON_UNDO : BUTTON_HINT];
        if (ui_label_split(art, FONT_BOLD, fine, button[b], box.w - 4, one, two, sizeof one) == 0)
            fail_msg("'%s' fits a button of %d px on neither one line nor two", button[b], box.w);
    }
    const char *name[] = {"Asha", "Bilal", "Chen", "Dara", "Eli"};
    for (int s = 0; s < l->players; s++) {
        /* At the size the card draws it: the body size, a step or more down on narrow cards
         * (four or five side by side at 200 %), not below the least size. */
        int room = l->seat[s].w - 2 * u;
        fits(art, FONT_BOLD, text_fit_line(art, FONT_BOLD, u, TYPE_BODY, room, name[s]), room, name[s], "a seat card");
        /* Fame, money and karma as numbers after their symbols, the largest a game sees
         * (fame 45, money 90, karma 6), on one line: roomy, or tight on a narrow card. */
        SeatNumbers most = {45, 90, 6};
        int name_h = type_px(art, u, TYPE_BODY) * 5 / 4, words_h = l->depot[s].y - l->seat[s].y;
        int numbers_px = table_seat_numbers_drawn_px(art, u, l->seat[s].w);
        if (seats_numbers_lines(art, numbers_px, room) == 1) {
            assert_true(seats_numbers_width(art, numbers_px, true, &most) <= room);
        } else {
            /* The karma under the fame and money (symbols half the size, a third of one
             * apart, the numbers a step down when they must, not below 11 px): both lines
             * above the card's dice. */
            int px = fine, fame_money = 0;
            for (; px >= TYPE_MIN_PX; px--) {
                int icon = px / 2, pair = icon + px / 8;
                fame_money = 2 * pair + icon / 3 + width_of(art, FONT_BOLD, px, "45") + width_of(art, FONT_BOLD, px, "90");
                if (fame_money <= room) break;
            }
            if (fame_money > room) fail_msg("fame and money take %d px, a card has %d (%dx%d)", fame_money, room, l->w, l->h);
            if (u / 2 + name_h + 2 * fine * 5 / 4 > words_h + fine / 2)
                fail_msg("a card's two lines of numbers need %d px, its words have %d (%dx%d, %d players)",
                         u / 2 + name_h + 2 * fine * 5 / 4, words_h, l->w, l->h, l->players);
        }
        fits(art, FONT_BOLD, type_px(art, u, TYPE_BODY), race_strip_names_w(l->unit, l->zoom) - 2 * u, name[s], "the race's names");
    }
    /* The heading runs up to the crossing's number over the crossing line. */
    int names = race_strip_names_w(l->unit, l->zoom), numbers = race_strip_numbers_w(l->unit, l->zoom);
    int heading = names + race_strip_x(80, 80, l->race.w - names - numbers) - 4 * u;
    /* Headings at the size the strip and the log draw them: a step or more down, or below
     * the scale to the least size in a narrow column (200 %), never cut. */
    const char *race_heads[] = {_("Race to the crossing"), _("Crossed: last round"), _("Crossed: last pass")};
    for (int i = 0; i < 3; i++)
        fits(art, FONT_BOLD, text_fit_line(art, FONT_BOLD, u, TYPE_LABEL, heading, race_heads[i]), heading, race_heads[i],
             "the race's heading");
    int log_px = text_fit_line(art, FONT_BOLD, u, TYPE_LABEL, l->log_head.w - u, _("What happened"));
    fits(art, FONT_BOLD, log_px, l->log_head.w - u, _("What happened"), "the log's heading");
    /* The bar's words on one line, or on two at the fine size within the bar's height. */
    if (width_of(art, FONT_REGULAR, type_px(art, u, TYPE_BODY), _("No bonuses waiting")) > l->pending.w - u) {
        if (ui_label_split(art, FONT_REGULAR, fine, _("No bonuses waiting"), l->pending.w - u, one, two, sizeof one) == 0 ||
            2 * fine * 5 / 4 > l->pending.h)
            fail_msg("'%s' fits the bar (%dx%d) on neither one line nor two", _("No bonuses waiting"), l->pending.w,
                     l->pending.h);
    }
    /* A chip's name takes two lines at most (a word longer than the chip is broken). */
    SDL_Rect chip = table_pending_rect(l, 0);
    for (int kind = 0; kind < BONUS_KIND_COUNT; kind++) {
        char text[48];
        words_bonus_short(test_lang(), (Bonus){(uint8_t)kind, 3}, text, sizeof text);
        fits(art, FONT_BOLD, fine, 2 * (chip.w - u / 2) - u, text, "a bonus chip's two lines");
    }
}

static void test_no_label_is_cut(void **state)
{
    (void)state;
    static const char *const LANGS[] = {"en", "de", "nl"};
    Canvas c;
    canvas_open(&c, 64, 64);
    for (int k = 0; k < 3; k++) {
        load(LANGS[k]);
        /* At 100 % in every size; at 200 % in 1280×800 and 1024×640, the words at the type
         * scale's sizes grown by the zoom. */
        for (int zoom = 100; zoom <= 200; zoom += 100) {
            test_zoom(c.art, zoom);
            for (int i = 0; i < (zoom == 100 ? SIZE_COUNT : 2); i++)
                for (int players = 2; players <= 5; players++) {
                    TableLayout l;
                    table_layout(&l, SIZES[i].w, SIZES[i].h, zoom, players);
                    labels_fit(c.art, &l);
                }
        }
    }
    canvas_close(&c);
}

/* Readable at 1280×800: no text on the table smaller than 11 px, and the body text 16. */
static void test_the_type_scale(void **state)
{
    (void)state;
    /* No Art: the standard look, at 100 %. */
    assert_int_equal(type_px(NULL, 8, TYPE_FINE), 12);
    assert_int_equal(type_px(NULL, 8, TYPE_BODY), 16);
    assert_int_equal(type_px(NULL, 8, TYPE_TITLE), 24);
    /* The zoom a window can take: 25 × its unit percent, so 200 % at 1280×800 (unit 8),
     * 150 % at 1024×640 (unit 6), 300 % from 1920×1200 (unit 12); never below 100. */
    Canvas c;
    canvas_open(&c, 64, 64);
    test_zoom(c.art, 300);
    assert_int_equal(type_zoom_at(c.art, 8), 200);
    assert_int_equal(type_zoom_at(c.art, 6), 150);
    assert_int_equal(type_zoom_at(c.art, 12), 300);
    assert_int_equal(type_zoom_at(c.art, 16), 300);
    assert_int_equal(type_px(c.art, 8, TYPE_BODY), 32);
    assert_int_equal(type_px(c.art, 6, TYPE_BODY), 19);   /* 13 px at 150 % */
    assert_int_equal(type_grow(c.art, 8, 40), 80);
    test_zoom(c.art, 125);
    assert_int_equal(type_zoom_at(c.art, 6), 125);
    assert_int_equal(type_px(c.art, 8, TYPE_BODY), 20);
    canvas_close(&c);
    /* The same as values, and a zoom brought within 100..300 by the Style. */
    assert_int_equal(type_zoom_capped(300, 8), 200);
    assert_int_equal(type_px_zoomed(125, 8, TYPE_BODY), 20);
    assert_int_equal(style_zoomed(style_make(false), 50).zoom, 100);
    assert_int_equal(style_zoomed(style_make(true), 400).zoom, TYPE_ZOOM_MAX);
    assert_int_equal(style_make(true).zoom, 100);
    for (int u = 6; u <= 24; u++)
        for (int s = 0; s < TYPE_SIZES; s++) {
            assert_true(type_px_plain(u, (TypeSize)s) >= TYPE_MIN_PX);
            if (s > 0) assert_true(type_px_plain(u, (TypeSize)s) > type_px_plain(u, (TypeSize)(s - 1)));
        }
}

static void test_the_table_drawn_at_every_size(void **state)
{
    (void)state;
    static const int PLAYERS[] = {2, 3, 5};
    for (int p = 0; p < 3; p++)
        for (int i = 0; i < SIZE_COUNT; i++) draw_table(PLAYERS[p], SIZES[i], "");
    /* German runs longest: the smallest window, the most players. */
    load("de");
    draw_table(5, SIZES[0], "-de");
    load("en");
    /* At 200 % in 1280×800 (table-<P>p-1280x800-200.png), and in high contrast. */
    draw_table_in(2, SIZES[1], "-200", style_zoomed(style_make(false), 200));
    draw_table_in(5, SIZES[1], "-200", style_zoomed(style_make(false), 200));
    draw_table_in(3, SIZES[1], "-200-contrast", style_zoomed(style_make(true), 200));
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_sheet_fills_its_share_of_the_window, test_language_back),
    cmocka_unit_test_teardown(test_the_dice_are_large, test_language_back),
    cmocka_unit_test_teardown(test_no_two_regions_overlap, test_language_back),
    cmocka_unit_test_teardown(test_the_table_at_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_four_or_five_seats_at_200_percent_leave_the_log_rows, test_language_back),
    cmocka_unit_test_teardown(test_no_label_is_cut, test_language_back),
    cmocka_unit_test_teardown(test_the_sheets_print_grows_at_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_the_type_scale, test_language_back),
    cmocka_unit_test_teardown(test_the_table_drawn_at_every_size, test_language_back)
)
