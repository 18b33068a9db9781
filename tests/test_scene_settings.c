/* test_scene_settings.c — the settings card (settings_card.h), the statistics card
 * (stats_card.h) and the pen palettes (palette.h). Synthetic clicks at the places the
 * card's layout names: each choice changes exactly its setting and is answered at once as
 * a change (the program applies and writes it then: test_scene_app checks the program and
 * settings.txt), the pace stays within its bounds, Close, Esc and Enter close the card and
 * keep every choice, and the card says choices apply at once or why one was not kept.
 * The colour-blind pens stay apart under simulated protanopia and deuteranopia where the
 * standard ones do not. The statistics card says the exact numbers and lists the finished
 * games: a row opens the replay viewer, the list scrolls and stops at its ends;
 * both cards' words (settings_card_words.c, stats_card_words.c) are checked in English and
 * German.
 * Both cards are drawn headless (software renderer) into PNGs and checked pixel by pixel. */
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "layout_check.h"
#include "events.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "i18n.h"
#include "palette.h"
#include "cards_test.h"
#include "table_layout.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800
#define ROWS_AT_200 5   /* finished games shown at once at 200 % in 1280x800 with a note */
#define ROWS_AT_200_NO_NOTE 6   /* and without one */

typedef struct {
    Canvas canvas;
    SettingsScene *settings;   /* the cards the tests open */
    StatsScene *stats;
} Fixture;

static int setup(void **state)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    canvas_open(&f->canvas, WIN_W, WIN_H);
    f->settings = settings_scene_new();
    f->stats = stats_scene_new();
    assert_true(f->settings && f->stats);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fixture *f = *state;
    canvas_close(&f->canvas);
    settings_scene_free(f->settings);
    stats_scene_free(f->stats);
    free(f);
    return test_language_back(state);
}

static SDL_Event click_at(SDL_Rect rc)
{
    assert_true(rc.w > 0 && rc.h > 0);
    SDL_Point at = event_middle(rc);
    return event_press(at.x, at.y, 0);
}

static SettingsAnswer click(SettingsScene *s, SDL_Rect rc)
{
    SDL_Event e = click_at(rc);
    return settings_scene_event(s, &e);
}

static int distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

/* ---- layout ------------------------------------------------------------------------------- */

static void test_cards_fit_every_window(void **state)
{
    (void)state;
    const int sizes[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}, {2560, 1600}, {800, 500}};
    /* At every UI scale times text size: 100 %, 200 % (the largest scale), 300 % (with the
     * largest text). */
    const int zooms[] = {100, 200, 300};
    for (size_t z = 0; z < sizeof zooms / sizeof zooms[0]; z++)
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        SettingsLayout l;
        settings_layout(&l, sizes[i][0], sizes[i][1], zooms[z]);
        assert_true(layout_inside(l.card, (SDL_Rect){0, 0, l.w, l.h}));
        SDL_Rect all[SETTINGS_ROWS * (SETTINGS_CHOICES_MAX + 1) + SETTINGS_SWATCHES + 3];
        int n = 0;
        for (int row = 0; row < SETTINGS_ROWS; row++) {
            all[n++] = l.label[row];
            for (int c = 0; c < settings_row_choices((SettingsRow)row); c++) all[n++] = l.choice[row][c];
        }
        for (int p = 0; p < SETTINGS_SWATCHES; p++) all[n++] = l.swatch[p];
        all[n++] = l.pace_value;
        all[n++] = l.note;
        all[n++] = l.close;
        for (int a = 0; a < n; a++) {
            assert_true(layout_inside(all[a], l.card));
            assert_false(layout_overlap(all[a], l.title));
            for (int b = a + 1; b < n; b++)
                if (layout_overlap(all[a], all[b])) fail_msg("%dx%d: settings rects %d and %d overlap", sizes[i][0], sizes[i][1], a, b);
        }

        StatsLayout sl;
        stats_layout(&sl, sizes[i][0], sizes[i][1], zooms[z]);
        assert_true(layout_inside(sl.card, (SDL_Rect){0, 0, sl.w, sl.h}));
        assert_true(layout_inside(sl.close, sl.card));
        assert_true(layout_inside(sl.note, sl.card));
        assert_false(layout_overlap(sl.note, sl.close));
        /* Calendar beside Close, apart from it and from the note. */
        assert_true(layout_inside(sl.calendar, sl.card));
        assert_false(layout_overlap(sl.calendar, sl.close) || layout_overlap(sl.calendar, sl.note));
        for (int k = 0; k < STATS_LINES; k++) {
            assert_true(layout_inside(sl.line[k], sl.card));
            assert_false(layout_overlap(sl.line[k], sl.note));
            if (k > 0) assert_false(layout_overlap(sl.line[k], sl.line[k - 1]));
        }
        /* The finished games beside the numbers, apart from them and from Close. */
        const SDL_Rect games[] = {sl.games_title, sl.up, sl.down, sl.games_shown};
        for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
            assert_true(layout_inside(games[k], sl.card));
            assert_false(layout_overlap(games[k], sl.close) || layout_overlap(games[k], sl.note) || layout_overlap(games[k], sl.title));
            assert_false(layout_overlap(games[k], sl.calendar));
        }
        for (int k = 0; k < sl.rows; k++) {
            assert_true(layout_inside(sl.game[k], sl.card));
            assert_false(layout_overlap(sl.game[k], sl.close) || layout_overlap(sl.game[k], sl.up) || layout_overlap(sl.game[k], sl.games_title));
            assert_false(layout_overlap(sl.game[k], sl.calendar));
            for (int j = 0; j < STATS_LINES; j++) assert_false(layout_overlap(sl.game[k], sl.line[j]));
            if (k > 0) assert_false(layout_overlap(sl.game[k], sl.game[k - 1]));
        }
    }
}

/* Every label and choice of the settings card fits its box at 200 % and at 300 % (the
 * largest scale with the largest text) in 1280×800 and 1024×640, in English, German and
 * Dutch: on one line at a size of the type scale, or at its finest on two lines, both
 * within the box's width and height. */
static void fits(Art *art, FontFace face, const SettingsLayout *l, int px, SDL_Rect box, const char *text)
{
    char one[128], two[128];
    int size = settings_text_px(art, face, l->unit, px, box, text, one, two, sizeof one), w1, w2 = 0, h;
    art_text_size(art, face, size, one, &w1, &h);
    if (two[0]) art_text_size(art, face, size, two, &w2, &h);
    int lines = two[0] ? 2 : 1, wide = w1 > w2 ? w1 : w2;
    if (wide > box.w || lines * size > box.h)
        fail_msg("'%s' at %d px on %d line(s) is %d px wide, the box %dx%d (zoom %d)", text, size, lines, wide, box.w,
                 box.h, l->zoom);
}

static void test_the_settings_card_at_200_percent(void **state)
{
    Fixture *f = *state;
    static const char *const LANGS[] = {"en", "de", "nl"};
    const int sizes[][2] = {{1280, 800}, {1024, 640}}, zooms[] = {200, 300};
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        for (int z = 0; z < 2; z++)
            for (int i = 0; i < 2; i++) {
                test_zoom(f->canvas.art, zooms[z]);   /* the words measured at the card's zoom */
                SettingsLayout l;
                settings_layout(&l, sizes[i][0], sizes[i][1], zooms[z]);
                assert_int_equal(l.label_px, type_px(f->canvas.art, l.unit, TYPE_BODY));
                assert_int_equal(l.label_px, type_px_plain(l.unit, TYPE_BODY) * type_zoom_at(f->canvas.art, l.unit) / 100);
                for (int row = 0; row < SETTINGS_ROWS; row++) {
                    fits(f->canvas.art, FONT_BOLD, &l, l.label_px, l.label[row],
                         settings_words_row(test_lang(), (SettingsRow)row));
                    for (int c = 0; c < settings_row_choices((SettingsRow)row); c++)
                        fits(f->canvas.art, FONT_BOLD, &l, l.choice_px, l.choice[row][c],
                             settings_words_choice(test_lang(), (SettingsRow)row, c));
                }
                char pace[32];
                settings_words_pace(test_lang(), 3000, pace, sizeof pace);
                fits(f->canvas.art, FONT_BOLD, &l, l.choice_px, l.pace_value, pace);
            }
    }
    test_language("en");
    /* Drawn at 200 % in 1280×800, in high contrast, for a look (docs/screenshots/). */
    const Style hc = style_zoomed(style_make(true), 200);
    art_set_style(f->canvas.art, hc);
    Settings big = settings_file_default();
    big.scale = 200;
    big.high_contrast = true;
    SettingsScene *s = f->settings;
    const SettingsLayout *sl = settings_card_test_layout(s);
    settings_scene_open(s, f->canvas.art, test_lang(), &big, WIN_W, WIN_H);
    SDL_SetRenderDrawColor(f->canvas.r, hc.table_bg.r, hc.table_bg.g, hc.table_bg.b, 255);
    SDL_RenderClear(f->canvas.r);
    settings_scene_draw(s, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-settings-200-contrast.png");
    /* The card is white paper; the chosen 200 % chip is the high-contrast gold. */
    SDL_Rect chip = sl->choice[ROW_SCALE][4];
    assert_true(distance(canvas_pixel(f->canvas.surface, sl->card.x + sl->card.w / 2,
                                      sl->card.y + 2 * sl->unit), (SDL_Color){255, 255, 255, 255}) < 10);
    assert_true(distance(canvas_pixel(f->canvas.surface, chip.x + 4, chip.y + chip.h / 2), (SDL_Color){255, 196, 0, 255}) < 10);
}

/* The WCAG contrast ratio of two colours: (L1 + 0.05) / (L2 + 0.05), relative luminance. */
/* ui_text_type draws a line at the largest size of the type scale that fits its room: the
 * size it starts from when there is room, one step down when only that fits, and below the
 * scale, down to the least size anywhere, when none does; at 200 % every size is twice as
 * large. */
static void test_a_line_steps_down_the_type_scale_to_fit(void **state)
{
    Fixture *f = *state;
    Art *art = f->canvas.art;
    const char *text = "Rajas of the Ganges";
    int w[TYPE_SIZES], h, body_at_100 = type_px(art, 8, TYPE_BODY);
    for (int zoom = 100; zoom <= 200; zoom += 100) {
        test_zoom(art, zoom);
        for (int t = 0; t < TYPE_SIZES; t++) art_text_size(art, FONT_BOLD, type_px(art, 8, (TypeSize)t), text, &w[t], &h);
        assert_true(w[TYPE_FINE] < w[TYPE_BODY] && w[TYPE_BODY] < w[TYPE_LABEL] && w[TYPE_LABEL] < w[TYPE_TITLE]);
        assert_int_equal(ui_text_type(art, FONT_BOLD, 8, TYPE_TITLE, TYPE_FINE, style_standard()->ink, 0, 0, 0, w[TYPE_TITLE], text),
                         w[TYPE_TITLE]);
        assert_int_equal(ui_text_type(art, FONT_BOLD, 8, TYPE_TITLE, TYPE_FINE, style_standard()->ink, 0, 0, 0, w[TYPE_TITLE] - 1, text),
                         w[TYPE_LABEL]);
        /* Too wide even at the least size asked for: a pixel at a time down to the least
         * size anywhere (it was drawn at `least` and cut). */
        int least_w;
        art_text_size(art, FONT_BOLD, TYPE_MIN_PX, text, &least_w, &h);
        assert_int_equal(ui_text_type(art, FONT_BOLD, 8, TYPE_TITLE, TYPE_BODY, style_standard()->ink, 0, 0, 0, 1, text), least_w);
        assert_int_equal(ui_text_type(art, FONT_BOLD, 8, TYPE_TITLE, TYPE_FINE, style_standard()->ink, 0, 0, 0, 1, text), least_w);
        assert_int_equal(ui_text_type(art, FONT_BOLD, 8, TYPE_TITLE, TYPE_BODY, style_standard()->ink, 0, 0, 0, w[TYPE_BODY], text),
                         w[TYPE_BODY]);
    }
    assert_int_equal(type_px(art, 8, TYPE_BODY), 2 * body_at_100);
}

static double luminance(SDL_Color c)
{
    double v[3] = {c.r / 255.0, c.g / 255.0, c.b / 255.0};
    for (int i = 0; i < 3; i++) v[i] = v[i] <= 0.03928 ? v[i] / 12.92 : pow((v[i] + 0.055) / 1.055, 2.4);
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}

static double ratio(SDL_Color a, SDL_Color b)
{
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/* A greyed button must not pass for one that can be clicked, in either look: standard, a
 * face darker than an enabled one's; high contrast, no face, no shadow and a dashed outline
 * on the black table, with nothing of it, words included, 7:1 against the table as an
 * enabled button's white face is. Drawn, every pixel of the greyed one is checked. */
static void test_a_greyed_button_looks_greyed_in_both_looks(void **state)
{
    Fixture *f = *state;
    UiButtonLook on, off;
    const Style std = style_make(false), hc = style_make(true);
    ui_button_look(&std, true, &on);
    ui_button_look(&std, false, &off);
    assert_true(luminance(off.face) < luminance(on.face));
    assert_true(luminance(off.text) > luminance(off.face));
    ui_button_look(&hc, true, &on);
    ui_button_look(&hc, false, &off);
    const SDL_Color table = hc.table_bg;
    assert_true(on.raised && !on.dashed);
    assert_true(ratio(on.face, table) >= 21.0 - 1e-9);
    assert_true(!off.raised && off.dashed);
    assert_int_equal(distance(off.face, table), 0);
    assert_true(ratio(off.text, table) < 7.0 && ratio(off.frame, table) < 7.0);
    assert_true(ratio(off.text, table) >= 3.0);   /* still readable */
    SDL_Rect b = {40, 40, 200, 56};
    art_set_style(f->canvas.art, hc);
    SDL_SetRenderDrawColor(f->canvas.r, table.r, table.g, table.b, 255);
    SDL_RenderClear(f->canvas.r);
    ui_button_px(f->canvas.r, f->canvas.art, b, "Confirm", 0, false, true);
    SDL_RenderPresent(f->canvas.r);
    int dashes = 0;
    for (int y = b.y - 4; y < b.y + b.h + 6; y++)
        for (int x = b.x - 4; x < b.x + b.w + 6; x++)
            assert_true(ratio(canvas_pixel(f->canvas.surface, x, y), table) < 7.0);
    for (int x = b.x; x < b.x + b.w - 1; x++)
        dashes += distance(canvas_pixel(f->canvas.surface, x, b.y), table) == 0 &&
                  distance(canvas_pixel(f->canvas.surface, x + 1, b.y), table) != 0;
    assert_true(dashes >= 5);   /* the top edge is broken into dashes */
}

/* High contrast: black ink on white panels on a black table, the soft ink still 7:1 (the
 * WCAG's AAA level for text) on the paper, the gold of "you may click this" 7:1 against
 * the table and clearly apart from the paper. An Art draws in the standard look until it
 * is given another, and a look given back is the standard one exactly. */
static void test_the_high_contrast_colours(void **state)
{
    Fixture *f = *state;
    const Style std = style_make(false), hc = style_make(true);
    assert_false(std.high_contrast);
    assert_true(hc.high_contrast);
    assert_int_equal(distance(hc.ink, (SDL_Color){0, 0, 0, 255}), 0);
    assert_int_equal(distance(hc.paper, (SDL_Color){255, 255, 255, 255}), 0);
    assert_int_equal(distance(hc.table_bg, (SDL_Color){0, 0, 0, 255}), 0);
    assert_int_equal(distance(hc.on_table, (SDL_Color){255, 255, 255, 255}), 0);
    assert_true(ratio(hc.ink, hc.paper) >= 21.0 - 1e-9);
    assert_true(ratio(hc.ink_soft, hc.paper) >= 7.0);
    assert_true(ratio(hc.accent, hc.table_bg) >= 7.0);
    assert_true(ratio(hc.refused, hc.paper) >= 4.5);
    assert_true(ratio(hc.good_green, hc.paper) >= 4.5);
    /* The standard set is weaker: why the option exists. */
    assert_true(ratio(std.ink, std.paper) < 15.0);
    assert_true(ratio(std.ink_soft, std.paper) < 7.0);
    const Style *drawn = art_style(f->canvas.art);
    assert_true(style_same(drawn, &std) && style_same(drawn, style_standard()));
    art_set_style(f->canvas.art, hc);
    assert_true(art_style(f->canvas.art)->high_contrast);
    assert_int_equal(distance(art_style(f->canvas.art)->paper, hc.paper), 0);
    assert_false(style_same(art_style(f->canvas.art), &std));
    art_set_style(f->canvas.art, std);
    assert_true(style_same(art_style(f->canvas.art), &std));
    assert_int_equal(distance(art_style(f->canvas.art)->table_bg, (SDL_Color){58, 44, 36, 255}), 0);
}

/* Two Arts draw in two looks at once, each in its own: a card veiled on a standard canvas
 * and on a high-contrast one side by side, the paper cream on the first and white on the
 * second, the gold frame each set's own; drawing on one changes nothing of the other. */
static void test_two_arts_draw_in_their_own_looks_at_once(void **state)
{
    Fixture *f = *state;
    Canvas hc_canvas;
    canvas_open(&hc_canvas, WIN_W, WIN_H);
    const Style std = style_make(false), hc = style_make(true);
    art_set_style(hc_canvas.art, hc);
    SDL_Rect plain = ui_veil_card(f->canvas.r, f->canvas.art, WIN_W, WIN_H, 400, 300);
    SDL_Rect strong = ui_veil_card(hc_canvas.r, hc_canvas.art, WIN_W, WIN_H, 400, 300);
    SDL_RenderPresent(f->canvas.r);
    SDL_RenderPresent(hc_canvas.r);
    assert_int_equal(distance(canvas_pixel(f->canvas.surface, plain.x + 200, plain.y + 150), std.paper), 0);
    assert_int_equal(distance(canvas_pixel(hc_canvas.surface, strong.x + 200, strong.y + 150), hc.paper), 0);
    /* The frame: 2 px of the standard gold, 4 px of the high-contrast one. */
    assert_int_equal(distance(canvas_pixel(f->canvas.surface, plain.x + 200, plain.y + 1), std.accent), 0);
    assert_int_equal(distance(canvas_pixel(f->canvas.surface, plain.x + 200, plain.y + 3), std.paper), 0);
    assert_int_equal(distance(canvas_pixel(hc_canvas.surface, strong.x + 200, strong.y + 3), hc.accent), 0);
    assert_false(art_style(f->canvas.art)->high_contrast);
    assert_true(art_style(hc_canvas.art)->high_contrast);
    canvas_close(&hc_canvas);
}

/* ---- the settings card -------------------------------------------------------------------- */

static Settings with(SettingsRow row, int choice, Settings s)
{
    switch (row) {
    case ROW_ANIMATION: s.animation = (AnimationSpeed)choice; break;
    case ROW_PACE: s.bot_pace_ms += choice == 0 ? -100 : 100; break;
    case ROW_SOUND: s.sound = choice == 0; break;
    case ROW_LANGUAGE: s.language = (Language)choice; break;
    case ROW_PALETTE: s.palette = (PaletteKind)choice; break;
    case ROW_END_TURN: s.confirm_turn = choice == 0; break;
    case ROW_SCALE: s.scale = 100 + 25 * choice; break;
    case ROW_TEXT_SIZE: s.text_size = (TextSize)choice; break;
    case ROW_CONTRAST: s.high_contrast = choice == 1; break;
    default: s.speech = choice == 0; break;
    }
    return s;
}

static void test_each_choice_changes_exactly_its_setting(void **state)
{
    Fixture *f = *state;
    /* Start from a set-up unlike the defaults, so choosing a default value is a change too. */
    const Settings base = {ANIMATION_OFF, 1200, false, LANGUAGE_NL, PALETTE_COLOUR_BLIND, false, true, 150, TEXT_LARGE, true};
    assert_int_equal(settings_row_choices(ROW_ANIMATION), 4);
    assert_int_equal(settings_row_choices(ROW_PACE), 2);
    assert_int_equal(settings_row_choices(ROW_SOUND), 2);
    assert_int_equal(settings_row_choices(ROW_LANGUAGE), 4);
    assert_int_equal(settings_row_choices(ROW_PALETTE), 2);
    assert_int_equal(settings_row_choices(ROW_END_TURN), 2);
    assert_int_equal(settings_row_choices(ROW_SPEECH), 2);
    assert_int_equal(settings_row_choices(ROW_SCALE), 5);
    assert_int_equal(settings_row_choices(ROW_TEXT_SIZE), 3);
    assert_int_equal(settings_row_choices(ROW_CONTRAST), 2);
    for (int row = 0; row < SETTINGS_ROWS; row++)
        for (int c = 0; c < settings_row_choices((SettingsRow)row); c++) {
            SettingsScene *s = f->settings;
            settings_scene_open(s, f->canvas.art, test_lang(), &base, WIN_W, WIN_H);
            Settings want = with((SettingsRow)row, c, base);
            /* A change is answered at once, for the program to apply and write; the choice
             * already made answers nothing. */
            SettingsAnswer answer = click(s, settings_card_test_layout(s)->choice[row][c]);
            assert_int_equal(answer, settings_file_equal(&want, &base) ? SETTINGS_NONE : SETTINGS_CHANGED);
            if (!settings_file_equal(settings_card_test_chosen(s), &want)) fail_msg("row %d choice %d changed the wrong setting", row, c);
            if (row != ROW_PACE) assert_true(settings_choice_chosen(settings_card_test_chosen(s), (SettingsRow)row, c));
            for (int other = 0; other < settings_row_choices((SettingsRow)row) && row != ROW_PACE; other++)
                if (other != c) assert_false(settings_choice_chosen(settings_card_test_chosen(s), (SettingsRow)row, other));
        }
}

static void test_the_pace_stays_within_300_and_3000_ms(void **state)
{
    Fixture *f = *state;
    Settings fast = settings_file_default();
    fast.bot_pace_ms = 300;
    SettingsScene *s = f->settings;
    const SettingsLayout *sl = settings_card_test_layout(s);
    settings_scene_open(s, f->canvas.art, test_lang(), &fast, WIN_W, WIN_H);
    assert_int_equal(click(s, sl->choice[ROW_PACE][0]), SETTINGS_NONE);   /* at its bound */
    assert_int_equal(settings_card_test_chosen(s)->bot_pace_ms, 300);
    for (int i = 0; i < 27; i++) assert_int_equal(click(s, sl->choice[ROW_PACE][1]), SETTINGS_CHANGED);
    assert_int_equal(settings_card_test_chosen(s)->bot_pace_ms, 3000);
    assert_int_equal(click(s, sl->choice[ROW_PACE][1]), SETTINGS_NONE);
    assert_int_equal(settings_card_test_chosen(s)->bot_pace_ms, 3000);
    assert_int_equal(click(s, sl->choice[ROW_PACE][0]), SETTINGS_CHANGED);
    assert_int_equal(settings_card_test_chosen(s)->bot_pace_ms, 2900);
}

/* Choices take effect as they are clicked, so closing keeps them: Close, Esc and Enter
 * each close the card, and none of them changes a setting back. */
static void test_close_esc_and_enter_close_and_keep_every_choice(void **state)
{
    Fixture *f = *state;
    const Settings before = settings_file_default();
    SettingsScene *s = f->settings;
    const SettingsLayout *sl = settings_card_test_layout(s);
    settings_scene_open(s, f->canvas.art, test_lang(), &before, WIN_W, WIN_H);
    assert_int_equal(click(s, sl->choice[ROW_ANIMATION][0]), SETTINGS_CHANGED);
    assert_int_equal(click(s, sl->choice[ROW_PACE][0]), SETTINGS_CHANGED);
    assert_int_equal(click(s, sl->choice[ROW_LANGUAGE][3]), SETTINGS_CHANGED);
    const Settings want = {ANIMATION_SLOW, 600, true, LANGUAGE_NL, PALETTE_STANDARD, true, false, 100, TEXT_NORMAL, false};
    assert_true(settings_file_equal(settings_card_test_chosen(s), &want));
    assert_int_equal(click(s, sl->close), SETTINGS_CLOSED);
    assert_true(settings_file_equal(settings_card_test_chosen(s), &want));

    const SDL_Keycode keys[] = {SDLK_ESCAPE, SDLK_RETURN, SDLK_KP_ENTER};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        settings_scene_open(s, f->canvas.art, test_lang(), &before, WIN_W, WIN_H);
        assert_int_equal(click(s, sl->choice[ROW_PALETTE][1]), SETTINGS_CHANGED);
        SDL_Event key = event_key(keys[k]);
        assert_int_equal(settings_scene_event(s, &key), SETTINGS_CLOSED);
        assert_int_equal(settings_card_test_chosen(s)->palette, PALETTE_COLOUR_BLIND);
    }
    /* Another key does nothing. */
    SDL_Event tab = event_key(SDLK_TAB);
    assert_int_equal(settings_scene_event(s, &tab), SETTINGS_NONE);
}

/* The card says that choices apply at once, or, after a change that could not be written,
 * why; a change that is written again brings the usual line back. */
static void test_the_card_says_choices_apply_at_once(void **state)
{
    Fixture *f = *state;
    assert_string_equal(settings_words_note(test_lang()), "Every choice applies at once and is remembered.");
    char text[200];
    settings_words_unsaved(test_lang(), "/x/settings.txt: read-only", text, sizeof text);
    assert_string_equal(text, "The settings apply now but could not be saved: /x/settings.txt: read-only");
    const Settings before = settings_file_default();
    SettingsScene *s = f->settings;
    settings_scene_open(s, f->canvas.art, test_lang(), &before, WIN_W, WIN_H);
    assert_string_equal(settings_card_test_note(s), "");
    settings_scene_note(s, text);
    assert_string_equal(settings_card_test_note(s), text);
    settings_scene_note(s, NULL);
    assert_string_equal(settings_card_test_note(s), "");

    test_language("de");
    assert_string_equal(settings_words_note(test_lang()), "Jede Wahl gilt sofort und bleibt gespeichert.");
    settings_words_unsaved(test_lang(), "?", text, sizeof text);
    assert_string_equal(text, "Die Einstellungen gelten jetzt, konnten aber nicht gespeichert werden: ?");
}

static void test_clicks_beside_the_choices_change_nothing(void **state)
{
    Fixture *f = *state;
    const Settings before = settings_file_default();
    SettingsScene *s = f->settings;
    settings_scene_open(s, f->canvas.art, test_lang(), &before, WIN_W, WIN_H);
    const SettingsLayout *l = settings_card_test_layout(s);
    SDL_Rect places[] = {l->title, l->label[ROW_SOUND], l->pace_value, l->swatch[2], {2, 2, 4, 4},
                         {l->card.x + 2, l->card.y + l->card.h - 4, 2, 2}};
    for (size_t i = 0; i < sizeof places / sizeof places[0]; i++) {
        assert_int_equal(click(s, places[i]), SETTINGS_NONE);
        assert_true(settings_file_equal(settings_card_test_chosen(s), &before));
    }
    SDL_Event right = click_at(l->choice[ROW_SOUND][1]);
    right.button.button = SDL_BUTTON_RIGHT;
    assert_int_equal(settings_scene_event(s, &right), SETTINGS_NONE);
    assert_true(settings_file_equal(settings_card_test_chosen(s), &before));
}

/* Pixels near the refusal red inside rc. */
static int red_pixels(SDL_Surface *surface, SDL_Rect rc)
{
    int n = 0;
    for (int y = rc.y; y < rc.y + rc.h; y++)
        for (int x = rc.x; x < rc.x + rc.w; x++) n += distance(canvas_pixel(surface, x, y), style_standard()->refused) < 60;
    return n;
}

static void test_render_settings_png(void **state)
{
    Fixture *f = *state;
    const Settings before = settings_file_default();
    SettingsScene *s = f->settings;
    const SettingsLayout *sl = settings_card_test_layout(s);
    settings_scene_open(s, f->canvas.art, test_lang(), &before, WIN_W, WIN_H);
    click(s, sl->choice[ROW_PALETTE][1]);
    SDL_SetRenderDrawColor(f->canvas.r, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, 255);
    SDL_RenderClear(f->canvas.r);
    settings_scene_draw(s, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-settings.png");

    const SettingsLayout *l = sl;
    /* The table is veiled, the card is paper. */
    SDL_Color veiled = canvas_pixel(f->canvas.surface, 2, 2);
    assert_true(veiled.r < style_standard()->table_bg.r && veiled.g < style_standard()->table_bg.g);
    assert_true(distance(canvas_pixel(f->canvas.surface, l->card.x + l->card.w / 2, l->card.y + 2 * l->unit), style_standard()->paper) < 10);
    /* Chosen chips are gold, the others are not; the pens shown are the colour-blind ones. */
    for (int row = 0; row < SETTINGS_ROWS; row++)
        for (int c = 0; c < settings_row_choices((SettingsRow)row) && row != ROW_PACE; c++) {
            SDL_Rect rc = l->choice[row][c];
            SDL_Color at = canvas_pixel(f->canvas.surface, rc.x + 4, rc.y + rc.h / 2);
            bool gold = distance(at, style_standard()->accent) < 10;
            if (gold != settings_choice_chosen(settings_card_test_chosen(s), (SettingsRow)row, c))
                fail_msg("row %d choice %d drawn %s", row, c, gold ? "chosen" : "not chosen");
        }
    for (int p = 0; p < SETTINGS_SWATCHES; p++) {
        SDL_Rect sw = l->swatch[p];
        assert_true(distance(canvas_pixel(f->canvas.surface, sw.x + sw.w / 2, sw.y + sw.h / 2), palette_pen(PALETTE_COLOUR_BLIND, p)) < 10);
    }
    /* One button, Close, as an enabled (cream) button. */
    SDL_Color close = canvas_pixel(f->canvas.surface, l->close.x + 6, l->close.y + l->close.h / 2);
    assert_true(distance(close, (SDL_Color){252, 226, 150, 255}) < 10);
    /* A change not kept: the note, in the refusal red, wrapped within its box. */
    assert_int_equal(red_pixels(f->canvas.surface, l->note), 0);
    settings_scene_note(s, "The settings apply now but could not be saved: /home/player/.local/share/rajas/rajas/"
                            "settings.txt.tmp: cannot write: No space left on device");
    settings_scene_draw(s, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-settings-unsaved.png");
    assert_true(red_pixels(f->canvas.surface, l->note) > 100);
}

/* ---- the pen palettes --------------------------------------------------------------------- */

/* The smallest colour difference between two pens of the palette, as seen with vision v. */
static double closest_pens(PaletteKind kind, Vision v)
{
    double least = 1e9;
    for (int a = 0; a < PEN_COLOURS; a++)
        for (int b = a + 1; b < PEN_COLOURS; b++) {
            double d = palette_difference(palette_seen_by(palette_pen(kind, a), v), palette_seen_by(palette_pen(kind, b), v));
            if (d < least) least = d;
        }
    return least;
}

/* Clearly apart: well above the just noticeable difference (about 2), for small strokes. */
#define PENS_APART 25.0

static void test_colour_blind_pens_stay_apart_where_standard_ones_do_not(void **state)
{
    (void)state;
    for (int v = 0; v < VISIONS; v++) {
        double cb = closest_pens(PALETTE_COLOUR_BLIND, (Vision)v);
        if (cb < PENS_APART) fail_msg("vision %d: colour-blind pens only %.1f apart", v, cb);
        assert_true(cb > closest_pens(PALETTE_STANDARD, (Vision)v));
    }
    /* The standard pens collapse: red and green for deuteranopes, blue and purple for
     * protanopes. */
    assert_true(closest_pens(PALETTE_STANDARD, VISION_DEUTERANOPIA) < PENS_APART);
    assert_true(closest_pens(PALETTE_STANDARD, VISION_PROTANOPIA) < PENS_APART);
}

static void test_every_pen_reads_on_the_paper(void **state)
{
    (void)state;
    double paper = palette_lightness(style_standard()->paper);
    for (int p = 0; p < PEN_COLOURS; p++) {
        assert_true(palette_lightness(palette_pen(PALETTE_COLOUR_BLIND, p)) <= paper - 28);
        SDL_Color standard = palette_pen(PALETTE_STANDARD, p);
        assert_true(distance(standard, PEN_COLOUR[p]) == 0);
    }
    SDL_Color none = palette_pen(PALETTE_COLOUR_BLIND, PEN_COLOURS);
    assert_true(distance(none, (SDL_Color){0, 0, 0, 255}) == 0);
    assert_int_equal(none.a, 255);
}

static void test_the_vision_simulation(void **state)
{
    (void)state;
    /* Greys have no hue to lose. */
    for (int g = 0; g <= 255; g += 51) {
        SDL_Color grey = {(Uint8)g, (Uint8)g, (Uint8)g, 255};
        for (int v = 0; v < VISIONS; v++) assert_true(distance(palette_seen_by(grey, (Vision)v), grey) <= 3);
    }
    /* The textbook confusion: the standard red and green pens, far apart for most eyes,
     * nearly meet for a deuteranope. */
    SDL_Color red = PEN_COLOUR[1], green = PEN_COLOUR[2];
    assert_true(palette_difference(red, green) > 60);
    assert_true(palette_difference(palette_seen_by(red, VISION_DEUTERANOPIA), palette_seen_by(green, VISION_DEUTERANOPIA)) < 15);
    /* Blue and yellow stay apart for both (they differ along the S cone axis). */
    SDL_Color blue = {0, 114, 178, 255}, yellow = {240, 228, 66, 255};
    for (int v = 0; v < VISIONS; v++)
        assert_true(palette_difference(palette_seen_by(blue, (Vision)v), palette_seen_by(yellow, (Vision)v)) > 50);
    assert_true(palette_difference(style_standard()->paper, style_standard()->paper) == 0);
    assert_true(palette_lightness((SDL_Color){255, 255, 255, 255}) > 99.9);
    assert_true(palette_lightness((SDL_Color){0, 0, 0, 255}) < 0.1);
}

/* ---- the statistics card ------------------------------------------------------------------ */

static void assert_line(const StatsLine *line, const char *label, const char *value)
{
    assert_string_equal(line->label, label);
    assert_string_equal(line->value, value);
}

static void test_the_statistics_card_says_the_exact_numbers(void **state)
{
    (void)state;
    Stats s = {12, 5, {3, 4, 0}, {2, 1, 0}, true, 14, {0}};
    StatsLine line[STATS_LINES];
    assert_int_equal(stats_words_lines(test_lang(), &s, line), 6);
    assert_line(&line[0], "Games played", "12");
    assert_line(&line[1], "Games won", "5");
    assert_line(&line[2], "Against easy bots", "won 2 of 3");
    assert_line(&line[3], "Against medium bots", "won 1 of 4");
    assert_line(&line[4], "Against hard bots", "not played yet");
    assert_line(&line[5], "Best overlap", "+14");

    s = stats_file_empty();
    stats_words_lines(test_lang(), &s, line);
    assert_line(&line[0], "Games played", "0");
    assert_line(&line[1], "Games won", "0");
    assert_line(&line[2], "Against easy bots", "not played yet");
    assert_line(&line[5], "Best overlap", "none yet");

    s.has_best = true;
    s.best_overlap = -6;
    s.level_games[2] = 7;
    stats_words_lines(test_lang(), &s, line);
    assert_line(&line[4], "Against hard bots", "won 0 of 7");
    /* Tracks 6 apart never crossed (R3.4): no overlap is shown as one. */
    assert_line(&line[5], "Best overlap", "not crossed yet");
    s.best_overlap = 0;
    stats_words_lines(test_lang(), &s, line);
    assert_line(&line[5], "Best overlap", "+0");
}

/* Someone whose tracks never crossed, in each language: said so, never "−62". */
static void test_a_best_overlap_never_crossed_is_said_in_words(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "nl"};
    static const char *const said[][2] = {{"Best overlap", "not crossed yet"},
                                          {"Beste Überschneidung", "noch nicht gekreuzt"},
                                          {"Beste overlap", "nog niet gekruist"}};
    Stats s = stats_file_empty();
    s.games = 3;
    s.has_best = true;
    s.best_overlap = -62;
    for (int k = 0; k < 3; k++) {
        test_language(langs[k]);
        StatsLine line[STATS_LINES];
        stats_words_lines(test_lang(), &s, line);
        assert_line(&line[5], said[k][0], said[k][1]);
    }
}

/* A finished game as the records list gives it: game i of a made-up list, newest first. */
static RecordInfo game_row(int i)
{
    RecordInfo g;
    memset(&g, 0, sizeof g);
    snprintf(g.file, sizeof g.file, "202611%02d-130846-%d.rajas", 23 - i, i);
    char finished[40];   /* wider than the field, so no compiler sees a cut: 19 characters fit */
    snprintf(finished, sizeof finished, "2026-11-%02d 13:08:46", 23 - i);
    memcpy(g.finished, finished, sizeof g.finished - 1);
    g.finished[sizeof g.finished - 1] = '\0';
    g.seats.players = 3;
    g.seats.level[0] = RECORD_PERSON;
    g.seats.level[1] = 2;
    g.seats.level[2] = 0;
    snprintf(g.seats.name[0], RECORD_NAME_MAX, "Leila");
    snprintf(g.seats.name[1], RECORD_NAME_MAX, "Arjun");
    snprintf(g.seats.name[2], RECORD_NAME_MAX, "Mira");
    snprintf(g.result, sizeof g.result, i % 2 ? "2=3 1" : "3 1 2");
    return g;
}

static void test_a_finished_game_in_words(void **state)
{
    (void)state;
    char text[320];
    RecordInfo g = game_row(0);
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "2026-11-23 13:08 · Leila, Arjun and Mira · Mira won");
    g = game_row(1);
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "2026-11-22 13:08 · Leila, Arjun and Mira · Arjun and Mira shared the win");
    g.result[0] = '\0';
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "2026-11-22 13:08 · Leila, Arjun and Mira");
    g.damaged = true;      /* files_records_check: it does not replay to its end */
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "2026-11-22 13:08 · Leila, Arjun and Mira · damaged: cut off or changed");
    g.seats.players = 0;   /* no comment lines: the file's name */
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "20261122-130846-1.rajas · damaged: cut off or changed");
    g.damaged = false;
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "20261122-130846-1.rajas");
    stats_words_games_shown(test_lang(), 0, 0, 0, text, sizeof text);
    assert_string_equal(text, "No finished games yet");
    stats_words_games_shown(test_lang(), 7, 2, 9, text, sizeof text);
    assert_string_equal(text, "Games 8–9 of 9");
}

/* A row opens the viewer on its game; the list scrolls by the arrows, the wheel and the
 * page keys, never past its ends. */
static void test_the_finished_games_scroll_and_open(void **state)
{
    Fixture *f = *state;
    Stats stats = stats_file_empty();
    static RecordInfo games[20];
    for (int i = 0; i < 20; i++) games[i] = game_row(i);
    StatsScene *s = f->stats;
    const StatsLayout *sl = stats_card_test_layout(s);
    stats_scene_open(s, f->canvas.art, test_lang(), &stats, NULL, games, 20, WIN_W, WIN_H);
    assert_int_equal(stats_card_test_shown(s).games, 20);
    SDL_Event e = click_at(sl->game[2]);
    assert_int_equal(stats_scene_event(s, &e), STATS_REPLAY);
    assert_int_equal(stats_card_test_shown(s).chosen, 2);
    StatsShown shown = stats_card_test_shown(s);
    assert_string_equal(shown.game[shown.chosen].file, games[2].file);
    e = click_at(sl->down);
    assert_int_equal(stats_scene_event(s, &e), STATS_SHOWING);
    assert_int_equal(stats_card_test_shown(s).first, STATS_GAME_ROWS);
    e = click_at(sl->game[0]);
    assert_int_equal(stats_scene_event(s, &e), STATS_REPLAY);
    assert_int_equal(stats_card_test_shown(s).chosen, STATS_GAME_ROWS);
    e = event_key(SDLK_PAGEDOWN);
    stats_scene_event(s, &e);
    stats_scene_event(s, &e);
    assert_int_equal(stats_card_test_shown(s).first, 20 - STATS_GAME_ROWS);   /* the last page, not beyond */
    SDL_Event wheel;
    SDL_zero(wheel);
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = 1;
    stats_scene_event(s, &wheel);
    assert_int_equal(stats_card_test_shown(s).first, 20 - STATS_GAME_ROWS - 1);
    e = click_at(sl->up);
    stats_scene_event(s, &e);
    e = event_key(SDLK_PAGEUP);
    stats_scene_event(s, &e);
    assert_int_equal(stats_card_test_shown(s).first, 0);
    wheel.wheel.y = -1;
    stats_scene_event(s, &wheel);
    assert_int_equal(stats_card_test_shown(s).first, 1);

    /* Rows past the end of a short list open nothing. */
    stats_scene_open(s, f->canvas.art, test_lang(), &stats, NULL, games, 2, WIN_W, WIN_H);
    e = click_at(sl->game[2]);
    assert_int_equal(stats_scene_event(s, &e), STATS_SHOWING);
    e = click_at(sl->down);
    stats_scene_event(s, &e);
    assert_int_equal(stats_card_test_shown(s).first, 0);
}

/* The settings card's words (settings_card_words.c): every row and choice label, the pace. */
static void test_the_settings_card_in_words(void **state)
{
    (void)state;
    static const char *const row[SETTINGS_ROWS] = {"Animations", "Bot pace", "Sound", "Language", "Pen colours",
                                                   "End of my turn", "Speech", "Size", "Text", "Contrast"};
    static const char *const choice[SETTINGS_ROWS][SETTINGS_CHOICES_MAX] = {
        {"Slow", "Normal", "Fast", "Off"}, {"−", "+"}, {"On", "Off"},
        {"System", "English", "Deutsch", "Nederlands"}, {"Standard", "Colour-blind"}, {"Confirm", "Pass at once"},
        {"On", "Off"}, {"100 %", "125 %", "150 %", "175 %", "200 %"}, {"Normal", "Large", "Largest"},
        {"Normal", "High"}};
    for (int r = 0; r < SETTINGS_ROWS; r++) {
        assert_string_equal(settings_words_row(test_lang(), (SettingsRow)r), row[r]);
        for (int c = 0; c < settings_row_choices((SettingsRow)r); c++)
            assert_string_equal(settings_words_choice(test_lang(), (SettingsRow)r, c), choice[r][c]);
        assert_string_equal(
            settings_words_choice(test_lang(), (SettingsRow)r, settings_row_choices((SettingsRow)r)), "");
    }
    char pace[32];
    settings_words_pace(test_lang(), 700, pace, sizeof pace);
    assert_string_equal(pace, "700 ms");
}

/* Both cards in German; the languages keep their own names. */
static void test_the_cards_in_german(void **state)
{
    (void)state;
    test_language("de");
    assert_string_equal(settings_words_row(test_lang(), ROW_PACE), "Bot-Tempo");
    assert_string_equal(settings_words_choice(test_lang(), ROW_ANIMATION, 0), "Langsam");
    assert_string_equal(settings_words_choice(test_lang(), ROW_PALETTE, 1), "Farbenblind");
    assert_string_equal(settings_words_row(test_lang(), ROW_END_TURN), "Ende meines Zugs");
    assert_string_equal(settings_words_choice(test_lang(), ROW_END_TURN, 1), "Sofort weitergeben");
    assert_string_equal(settings_words_choice(test_lang(), ROW_LANGUAGE, 3), "Nederlands");
    Stats s = {12, 5, {3, 4, 0}, {2, 1, 0}, false, 0, {0}};
    StatsLine line[STATS_LINES];
    stats_words_lines(test_lang(), &s, line);
    assert_line(&line[2], "Gegen leichte Bots", "2 von 3 gewonnen");
    assert_line(&line[5], "Beste Überschneidung", "noch keine");
    RecordInfo g = game_row(1);
    char text[320];
    stats_words_game(test_lang(), &g, text, sizeof text);
    assert_string_equal(text, "2026-11-22 13:08 · Leila, Arjun und Mira · Arjun und Mira teilen sich den Sieg");
    stats_words_games_shown(test_lang(), 0, 7, 9, text, sizeof text);
    assert_string_equal(text, "Partien 1–7 von 9");
}

static void test_the_statistics_card_closes(void **state)
{
    Fixture *f = *state;
    Stats stats = stats_file_empty();
    StatsScene *s = f->stats;
    const StatsLayout *sl = stats_card_test_layout(s);
    stats_scene_open(s, f->canvas.art, test_lang(), &stats, NULL, NULL, 0, WIN_W, WIN_H);
    assert_string_equal(stats_card_test_shown(s).note, "");
    SDL_Event e = click_at(sl->title);
    assert_int_equal(stats_scene_event(s, &e), STATS_SHOWING);
    e = click_at(sl->calendar);
    assert_int_equal(stats_scene_event(s, &e), STATS_CALENDAR);
    e = click_at(sl->close);
    assert_int_equal(stats_scene_event(s, &e), STATS_CLOSED);
    const SDL_Keycode closing[] = {SDLK_ESCAPE, SDLK_RETURN, SDLK_KP_ENTER};
    for (size_t i = 0; i < 3; i++) {
        e = event_key(closing[i]);
        assert_int_equal(stats_scene_event(s, &e), STATS_CLOSED);
    }
    e = event_key(SDLK_a);
    assert_int_equal(stats_scene_event(s, &e), STATS_SHOWING);
}

/* Every word of the statistics card fits its box at the size it is drawn (stats_text_px,
 * stats_line_px) and every part of it stands inside the card and apart, at 100, 200 and
 * 300 % in 1280x800, 1024x640 and 1920x1080, in English, German and Dutch, with a note and
 * a full list (3 names each, a shared win). */
static void check_stats_card(const char *where, Art *art, const StatsScene *s)
{
    const Lang *lang = test_lang();
    const StatsLayout *l = stats_card_test_layout(s);
    StatsShown shown = stats_card_test_shown(s);
    assert_true(layout_inside(l->card, (SDL_Rect){0, 0, l->w, l->h}));
    NamedRect rects[STATS_LINES + STATS_GAME_ROWS + 8];
    int n = 0;
    rects[n++] = (NamedRect){"title", l->title};
    for (int i = 0; i < STATS_LINES; i++) rects[n++] = (NamedRect){"line", l->line[i]};
    rects[n++] = (NamedRect){"note", l->note};
    rects[n++] = (NamedRect){"games title", l->games_title};
    for (int i = 0; i < l->rows; i++) rects[n++] = (NamedRect){"game row", l->game[i]};
    rects[n++] = (NamedRect){"up", l->up};
    rects[n++] = (NamedRect){"down", l->down};
    rects[n++] = (NamedRect){"games shown", l->games_shown};
    rects[n++] = (NamedRect){"close", l->close};
    assert_rects_apart(where, l->card, rects, n);
    for (int i = l->rows; i < STATS_GAME_ROWS; i++) assert_int_equal(l->game[i].w, 0);
    int u = l->unit;
    SDL_Rect title = {l->title.x, l->title.y, l->title.w - 2 * u, l->title.h};
    assert_text_fits(where, art, FONT_BOLD, stats_text_px(art, FONT_BOLD, l, TYPE_TITLE, l->title, tr("Your statistics")),
                     title, tr("Your statistics"));
    SDL_Rect games_title = {l->games_title.x, l->games_title.y, l->games_title.w - 2 * u, l->games_title.h};
    assert_text_fits(where, art, FONT_BOLD,
                     stats_text_px(art, FONT_BOLD, l, TYPE_TITLE, l->games_title, tr("Finished games")), games_title,
                     tr("Finished games"));
    int lines_px = stats_scene_lines_px(s), rows_px = stats_scene_rows_px(s);
    for (int i = 0; i < STATS_LINES; i++) {
        int px = lines_px, lw = 0, vw = 0;
        art_text_size(art, FONT_REGULAR, px, shown.line[i].label, &lw, NULL);
        art_text_size(art, FONT_BOLD, px, shown.line[i].value, &vw, NULL);
        bool fits = l->stacked_lines ? (lw > vw ? lw : vw) + 2 * u <= l->line[i].w && px * 5 / 2 <= l->line[i].h
                                     : lw + vw + 3 * u <= l->line[i].w && px <= l->line[i].h;
        if (!fits)
            fail_msg("%s: '%s' and '%s' at %d px need %d px, the line %dx%d", where, shown.line[i].label, shown.line[i].value,
                     px, lw + vw + 3 * u, l->line[i].w, l->line[i].h);
    }
    char text[STATS_TEXT_MAX * 3];
    for (int i = 0; i < l->rows && shown.first + i < shown.games; i++) {
        stats_words_game(test_lang(), &shown.game[shown.first + i], text, sizeof text);
        SDL_Rect row = {l->game[i].x, l->game[i].y, l->game[i].w - 2 * u, l->game[i].h};
        assert_text_fits(where, art, FONT_REGULAR, rows_px, row, text);
    }
    stats_words_games_shown(test_lang(), shown.first, l->rows < shown.games ? l->rows : shown.games, shown.games,
                            text, sizeof text);
    SDL_Rect shown_box = {l->games_shown.x, l->games_shown.y, l->games_shown.w - 2 * u, l->games_shown.h};
    assert_text_fits(where, art, FONT_REGULAR, stats_text_px(art, FONT_REGULAR, l, TYPE_BODY, l->games_shown, text),
                     shown_box, text);
    SDL_Rect close = {l->close.x, l->close.y, l->close.w - 4, l->close.h};
    assert_text_fits(where, art, FONT_BOLD, l->line_px, close, tr("Close"));
    SDL_Rect arrow = {l->up.x, l->up.y, l->up.w - 4, l->up.h};
    assert_text_fits(where, art, FONT_BOLD, l->row_px, arrow, "▲");
}

/* The statistics card drawn: paper near its top, each value in ink, right-aligned at the end
 * of its line or, where a cell stacks its label over its value, in the cell's lower half. */
static void assert_stats_drawn(const SDL_Surface *s, const StatsLayout *l)
{
    assert_true(distance(canvas_pixel(s, l->card.x + l->card.w / 2, l->card.y + 2 * l->unit), style_standard()->paper) < 10);
    for (int k = 0; k < STATS_LINES; k++) {
        SDL_Rect rc = l->line[k], value = {rc.x + rc.w - 12 * l->unit, rc.y, 11 * l->unit, rc.h};
        if (l->stacked_lines) value = (SDL_Rect){rc.x + l->unit, rc.y + rc.h / 2, 11 * l->unit, rc.h / 2};
        int ink = 0;
        for (int x = value.x; x < value.x + value.w; x++)
            for (int y = value.y; y < value.y + value.h; y++)
                if (distance(canvas_pixel(s, x, y), style_standard()->ink) < 60) ink++;
        if (ink < 10) fail_msg("line %d: no value drawn", k);
    }
}

static void test_the_statistics_card_at_200_percent(void **state)
{
    Fixture *f = *state;
    static const int sizes[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}};
    static const int zooms[] = {100, 200, 300};
    static const char *const langs[] = {"en", "de", "nl"};
    Stats stats = {12, 5, {3, 4, 0}, {2, 1, 0}, true, 14, {0}};
    static RecordInfo games[20];
    for (int i = 0; i < 20; i++) games[i] = game_row(i);
    StatsScene *s = f->stats;
    const StatsLayout *sl = stats_card_test_layout(s);
    for (size_t li = 0; li < 3; li++) {
        test_language(langs[li]);
        for (size_t wi = 0; wi < 3; wi++)
            for (size_t zi = 0; zi < 3; zi++) {
                test_zoom(f->canvas.art, zooms[zi]);
                stats_scene_open(s, f->canvas.art, test_lang(), &stats, "stats.txt:3: won must not be more than games (3), not 5",
                                 games, 20, sizes[wi][0], sizes[wi][1]);
                char where[96];
                snprintf(where, sizeof where, "%dx%d at %d %% in %s", sizes[wi][0], sizes[wi][1], zooms[zi], langs[li]);
                check_stats_card(where, f->canvas.art, s);
                /* The last page: the rows shown are full and end with the last game. */
                SDL_Event e = event_key(SDLK_PAGEDOWN);
                for (int k = 0; k < 20; k++) {
                    stats_scene_event(s, &e);
                }
                assert_int_equal(stats_card_test_shown(s).first, 20 - sl->rows);
                check_stats_card(where, f->canvas.art, s);
                /* Without a note the games take its room. */
                int rows = sl->rows;
                stats_scene_open(s, f->canvas.art, test_lang(), &stats, NULL, games, 20, sizes[wi][0], sizes[wi][1]);
                assert_int_equal(stats_card_test_shown(s).note[0], '\0');
                assert_true(sl->rows >= rows);
                check_stats_card(where, f->canvas.art, s);
            }
    }
    /* 100 % in 1280x800 keeps the card as it was: side by side, seven games. At 200 % the
     * card takes the window and shows fewer games at once; the text is twice as large. */
    StatsLayout pure;   /* the layout alone, as the card would lay itself out */
    stats_layout(&pure, WIN_W, WIN_H, 100);
    assert_int_equal(pure.rows, 7);
    assert_int_equal(pure.card.w, WIN_W - 32);   /* 156 units: the list 48 px wider than it was */
    assert_int_equal(pure.line_px, 20);
    stats_layout(&pure, WIN_W, WIN_H, 200);
    assert_int_equal(pure.line_px, 40);
    assert_int_equal(pure.row_px, 32);
    assert_int_equal(pure.card.w, WIN_W - 32);
    assert_int_equal(pure.rows, ROWS_AT_200);
    stats_layout_note(&pure, WIN_W, WIN_H, 200, false);
    assert_int_equal(pure.rows, ROWS_AT_200_NO_NOTE);
    assert_int_equal(pure.note.w, 0);
    test_zoom(f->canvas.art, 200);
    stats_scene_open(s, f->canvas.art, test_lang(), &stats, "stats.txt:3: won must not be more than games (3), not 5", games, 20,
                     WIN_W, WIN_H);
    SDL_SetRenderDrawColor(f->canvas.r, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, 255);
    SDL_RenderClear(f->canvas.r);
    stats_scene_draw(s, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-stats-200.png");
    assert_stats_drawn(f->canvas.surface, sl);
}

static void test_render_statistics_png(void **state)
{
    Fixture *f = *state;
    Stats stats = {12, 5, {3, 4, 0}, {2, 1, 0}, true, 14, {0}};
    StatsScene *s = f->stats;
    const StatsLayout *sl = stats_card_test_layout(s);
    RecordInfo games[9];
    for (int i = 0; i < 9; i++) games[i] = game_row(i);
    stats_scene_open(s, f->canvas.art, test_lang(), &stats, "stats.txt:3: won must not be more than games (3), not 5", games, 9,
                     WIN_W, WIN_H);
    SDL_SetRenderDrawColor(f->canvas.r, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, 255);
    SDL_RenderClear(f->canvas.r);
    stats_scene_draw(s, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-stats.png");
    const StatsLayout *l = sl;
    assert_stats_drawn(f->canvas.surface, l);
    /* The note is drawn in the refusal colour. */
    int red = 0;
    for (int x = l->note.x; x < l->note.x + l->note.w; x += 2)
        for (int y = l->note.y; y < l->note.y + l->note.h; y++)
            if (distance(canvas_pixel(f->canvas.surface, x, y), style_standard()->refused) < 40) red++;
    assert_true(red > 20);
}

/* A case on a fresh card on its canvas (setup, teardown). */
#define ON_A_CARD(test) cmocka_unit_test_setup_teardown(test, setup, teardown)

TEST_MAIN(
    cmocka_unit_test_teardown(test_cards_fit_every_window, test_language_back),
    ON_A_CARD(test_a_line_steps_down_the_type_scale_to_fit),
    ON_A_CARD(test_each_choice_changes_exactly_its_setting),
    ON_A_CARD(test_the_pace_stays_within_300_and_3000_ms),
    ON_A_CARD(test_close_esc_and_enter_close_and_keep_every_choice),
    ON_A_CARD(test_the_card_says_choices_apply_at_once),
    ON_A_CARD(test_clicks_beside_the_choices_change_nothing),
    ON_A_CARD(test_render_settings_png),
    cmocka_unit_test_teardown(test_colour_blind_pens_stay_apart_where_standard_ones_do_not, test_language_back),
    cmocka_unit_test_teardown(test_every_pen_reads_on_the_paper, test_language_back),
    cmocka_unit_test_teardown(test_the_vision_simulation, test_language_back),
    cmocka_unit_test_teardown(test_the_statistics_card_says_the_exact_numbers, test_language_back),
    cmocka_unit_test_teardown(test_a_best_overlap_never_crossed_is_said_in_words, test_language_back),
    cmocka_unit_test_teardown(test_the_settings_card_in_words, test_language_back),
    ON_A_CARD(test_the_settings_card_at_200_percent),
    ON_A_CARD(test_the_high_contrast_colours),
    ON_A_CARD(test_two_arts_draw_in_their_own_looks_at_once),
    ON_A_CARD(test_a_greyed_button_looks_greyed_in_both_looks),
    cmocka_unit_test_teardown(test_the_cards_in_german, test_language_back),
    ON_A_CARD(test_the_statistics_card_closes),
    cmocka_unit_test_teardown(test_a_finished_game_in_words, test_language_back),
    ON_A_CARD(test_the_finished_games_scroll_and_open),
    ON_A_CARD(test_render_statistics_png),
    ON_A_CARD(test_the_statistics_card_at_200_percent)
)
