/* test_scene_art_values.c — what a drawing function reads comes with the Art it is handed:
 * the text's zoom (the Style's, style.h) and the record of drawn text (text_marks.h). Two
 * Arts live side by side, each measured and recorded on its own; nothing given to one shows
 * in the other, and nothing is put back after. */
#include "support.h"
#include "language.h"
#include "canvas.h"

#include <string.h>

#include "art.h"
#include "cards_test.h"
#include "settings.h"
#include "text_marks.h"
#include "type_scale.h"
#include "widgets.h"

/* Two windows at once, one at 100 % and one at 200 %: the type scale and a card laid out
 * in each measure at their own Art's zoom, in any order, and the first is unchanged after
 * the second was laid out. */
static void test_two_arts_measure_at_their_own_zoom_at_once(void **state)
{
    (void)state;
    Canvas plain, grown;
    canvas_open(&plain, 1280, 800);
    canvas_open(&grown, 1280, 800);
    test_zoom(grown.art, 200);
    assert_int_equal(art_style(plain.art)->zoom, 100);
    assert_int_equal(art_style(grown.art)->zoom, 200);
    assert_int_equal(type_px(plain.art, 8, TYPE_BODY), 16);
    assert_int_equal(type_px(grown.art, 8, TYPE_BODY), 32);
    assert_int_equal(type_grow(grown.art, 8, 40), 80);
    assert_int_equal(type_grow(plain.art, 8, 40), 40);
    Settings chosen = settings_file_default();
    SettingsScene *a = settings_scene_new(), *b = settings_scene_new();
    assert_non_null(a);
    assert_non_null(b);
    settings_scene_open(a, plain.art, test_lang(), &chosen, 1280, 800);
    settings_scene_open(b, grown.art, test_lang(), &chosen, 1280, 800);
    assert_int_equal(settings_card_test_layout(a)->label_px, 16);
    assert_int_equal(settings_card_test_layout(b)->label_px, 32);
    settings_scene_resize(b, 1280, 800);
    settings_scene_resize(a, 1280, 800);
    assert_int_equal(settings_card_test_layout(a)->label_px, 16);
    assert_int_equal(settings_card_test_layout(b)->label_px, 32);
    settings_scene_free(a);
    settings_scene_free(b);
    canvas_close(&plain);
    canvas_close(&grown);
}

/* The record of drawn text is the Art's it was handed to: a line drawn with another Art is
 * not in it, nor is a veil drawn there; the line drawn with its own Art is, with its words
 * and size; once the record is taken back, nothing more is written to it. */
static void test_only_the_art_given_the_record_writes_to_it(void **state)
{
    (void)state;
    Canvas recorded, other;
    canvas_open(&recorded, 640, 400);
    canvas_open(&other, 640, 400);
    TextMark mark[4];
    TextMarks rec;
    memset(&rec, 0, sizeof rec);
    rec.mark = mark;
    rec.cap = 4;
    art_record_text(recorded.art, &rec);
    assert_ptr_equal(art_text_marks(recorded.art), &rec);
    assert_null(art_text_marks(other.art));
    SDL_Color ink = art_style(other.art)->ink;
    art_text(other.art, FONT_BOLD, 16, ink, 10, 10, 0, "Not here");
    assert_int_equal(rec.count, 0);
    art_text(recorded.art, FONT_BOLD, 16, ink, 10, 10, 0, "Here");
    assert_int_equal(rec.count, 1);
    assert_string_equal(mark[0].text, "Here");
    assert_int_equal(mark[0].px, 16);
    assert_false(mark[0].covered);
    ui_veil_card(other.r, other.art, 640, 400, 200, 100);   /* over the other window only */
    assert_false(mark[0].covered);
    ui_veil_card(recorded.r, recorded.art, 640, 400, 200, 100);
    assert_true(mark[0].covered);
    art_record_text(recorded.art, NULL);
    assert_null(art_text_marks(recorded.art));
    art_text(recorded.art, FONT_BOLD, 16, ink, 10, 40, 0, "After");
    assert_int_equal(rec.count, 1);
    canvas_close(&recorded);
    canvas_close(&other);
}

TEST_MAIN(
    cmocka_unit_test(test_two_arts_measure_at_their_own_zoom_at_once),
    cmocka_unit_test(test_only_the_art_given_the_record_writes_to_it)
)
