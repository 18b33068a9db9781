/* test_settings.c — the player's settings file (settings.h): the defaults, the exact text
 * written and a round trip, comments and blank lines, every refusal with its exact message,
 * a broken file giving the defaults and staying byte for byte as it was on disk. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data.h"
#include "settings.h"

/* The test's scratch folder, its file named as the game names the settings. */
static int scratch_setup(void **state)
{
    test_scratch_setup(state);
    TestScratch *s = *state;
    snprintf(s->path, sizeof s->path, "%s/settings.txt", s->dir);
    return 0;
}

static void assert_defaults(const Settings *s)
{
    Settings d = settings_file_default();
    assert_true(settings_file_equal(s, &d));
}

static void test_defaults(void **state)
{
    (void)state;
    Settings s = settings_file_default();
    assert_int_equal(s.animation, ANIMATION_NORMAL);
    assert_int_equal(s.bot_pace_ms, 700);
    assert_true(s.sound);
    assert_int_equal(s.language, LANGUAGE_AUTO);
    assert_int_equal(s.palette, SETTINGS_PALETTE_STANDARD);
    assert_true(s.confirm_turn);   /* a finished turn waits for End turn unless switched off */
    assert_false(s.speech);        /* nothing is said aloud unless switched on */
    assert_int_equal(s.scale, 100);
    assert_int_equal(s.text_size, TEXT_NORMAL);
    assert_false(s.high_contrast);
    assert_int_equal(settings_file_text_percent(TEXT_NORMAL), 100);
    assert_int_equal(settings_file_text_percent(TEXT_LARGE), 125);
    assert_int_equal(settings_file_text_percent(TEXT_LARGEST), 150);
    assert_string_equal(settings_file_language_word(s.language), "auto");
    assert_int_equal(settings_file_animation_percent(ANIMATION_SLOW), 150);
    assert_int_equal(settings_file_animation_percent(ANIMATION_NORMAL), 100);
    assert_int_equal(settings_file_animation_percent(ANIMATION_FAST), 50);
    assert_int_equal(settings_file_animation_percent(ANIMATION_OFF), 0);
}

/* a with one field set to value: settings_file_equal must tell it from a (the failing line
 * names the field). */
#define ASSERT_FIELD_COMPARED(a, field, value)                 \
    do {                                                       \
        Settings changed = (a);                                \
        changed.field = (value);                               \
        assert_false(settings_file_equal(&(a), &changed));     \
    } while (0)

static void test_equal_looks_at_every_field(void **state)
{
    (void)state;
    Settings a = settings_file_default();
    Settings b = a;
    assert_true(settings_file_equal(&a, &b));
    ASSERT_FIELD_COMPARED(a, animation, ANIMATION_SLOW);
    ASSERT_FIELD_COMPARED(a, bot_pace_ms, 800);
    ASSERT_FIELD_COMPARED(a, sound, false);
    ASSERT_FIELD_COMPARED(a, language, LANGUAGE_EN);
    ASSERT_FIELD_COMPARED(a, palette, SETTINGS_PALETTE_COLOUR_BLIND);
    ASSERT_FIELD_COMPARED(a, confirm_turn, !a.confirm_turn);
    ASSERT_FIELD_COMPARED(a, speech, !a.speech);
    ASSERT_FIELD_COMPARED(a, scale, 150);
    ASSERT_FIELD_COMPARED(a, text_size, TEXT_LARGEST);
    ASSERT_FIELD_COMPARED(a, high_contrast, true);
}

/* 96 dpi is 100 %; a denser display rounds to the nearest 25 % step, within 100..200; a
 * display that does not say (0, negative, NaN) gets 100 %. */
static void test_the_first_scale_follows_the_display(void **state)
{
    (void)state;
    /* 107 dpi is 111 %, nearer 100; 110 dpi is 114.6 %, nearer 125. */
    static const struct {
        float dpi;
        int scale;
    } FIRST[] = {{96.0f, 100},  {72.0f, 100},  {107.0f, 100}, {110.0f, 125}, {120.0f, 125}, {144.0f, 150},
                 {168.0f, 175}, {192.0f, 200}, {288.0f, 200}, {0.0f, 100},   {-1.0f, 100}};
    for (size_t i = 0; i < sizeof FIRST / sizeof FIRST[0]; i++) {
        int scale = settings_file_scale_for_dpi(FIRST[i].dpi);
        if (scale != FIRST[i].scale)
            fail_msg("%.1f dpi: %d %%, not %d %%", (double)FIRST[i].dpi, scale, FIRST[i].scale);
    }
    volatile float zero = 0.0f;
    assert_int_equal(settings_file_scale_for_dpi(zero / zero), 100);
}

static void test_no_file_means_the_defaults(void **state)
{
    TestScratch *sc = *state;
    Settings s = {ANIMATION_OFF, 3000, false, LANGUAGE_NL, SETTINGS_PALETTE_COLOUR_BLIND, false, true, 175, TEXT_LARGE, true};
    char err[512] = "";
    assert_int_equal(settings_file_load(&s, sc->path, err, sizeof err), SETTINGS_ABSENT);
    assert_defaults(&s);
    assert_string_equal(err, "");
}

static void test_save_writes_every_setting_and_reads_back(void **state)
{
    TestScratch *sc = *state;
    Settings s = {ANIMATION_FAST, 1500, false, LANGUAGE_DE, SETTINGS_PALETTE_COLOUR_BLIND, false, true, 175, TEXT_LARGEST, true};
    char err[512] = "";
    assert_true(settings_file_save(&s, sc->path, err, sizeof err));
    assert_file_text(sc->path, "# rajas settings (docs/save-format.md)\n"
                             "animation = fast\nbot_pace = 1500\nsound = off\nlanguage = de\n"
                             "palette = colour-blind\nconfirm_turn = off\nspeech = on\n"
                             "scale = 175\ntext_size = largest\ncontrast = high\n");
    Settings back = settings_file_default();
    assert_int_equal(settings_file_load(&back, sc->path, err, sizeof err), SETTINGS_READ);
    assert_true(settings_file_equal(&back, &s));

    /* Every value of every setting survives the trip. */
    for (int a = 0; a < ANIMATION_SPEEDS; a++)
        for (int l = 0; l < LANGUAGES; l++)
            for (int p = 0; p < SETTINGS_PALETTES; p++) {
                Settings one = {(AnimationSpeed)a, 300 + 100 * a, (a + l) % 2 == 0, (Language)l, p,
                                (a + p) % 2 == 1, (a + l + p) % 2 == 1, 100 + 25 * a + l + p,
                                (TextSize)((a + l) % TEXT_SIZES), (l + p) % 2 == 0};
                assert_true(settings_file_save(&one, sc->path, err, sizeof err));
                assert_int_equal(settings_file_load(&back, sc->path, err, sizeof err), SETTINGS_READ);
                assert_true(settings_file_equal(&back, &one));
            }
}

static void test_comments_blanks_and_missing_keys(void **state)
{
    TestScratch *sc = *state;
    test_write_text(sc->path, "# my settings\r\n"
                         "\n"
                         "   # indented comment\n"
                         "  palette=colour-blind  \r\n"
                         "\t\n"
                         "bot_pace =   3000\n"
                         "language\t=\tnl");
    Settings s;
    char err[512] = "";
    assert_int_equal(settings_file_load(&s, sc->path, err, sizeof err), SETTINGS_READ);
    assert_int_equal(s.palette, SETTINGS_PALETTE_COLOUR_BLIND);
    assert_int_equal(s.bot_pace_ms, 3000);
    assert_int_equal(s.language, LANGUAGE_NL);
    assert_int_equal(s.animation, ANIMATION_NORMAL);   /* not in the file: the default */
    assert_true(s.sound);

    test_write_text(sc->path, "");
    assert_int_equal(settings_file_load(&s, sc->path, err, sizeof err), SETTINGS_READ);
    assert_defaults(&s);
}

static const BrokenFile BROKEN[] = {
    {"animation = quick\n", "1: animation must be slow, normal, fast or off, not quick"},
    {"# pace\nsound = on\nbot_pace = 12\n", "3: bot_pace must be 300–3000 ms, not 12"},
    {"bot_pace = 299\n", "1: bot_pace must be 300–3000 ms, not 299"},
    {"bot_pace = 3001\n", "1: bot_pace must be 300–3000 ms, not 3001"},
    {"bot_pace = -500\n", "1: bot_pace must be 300–3000 ms, not -500"},
    {"bot_pace = 7OO\n", "1: bot_pace must be 300–3000 ms, not 7OO"},
    {"bot_pace = 700 ms\n", "1: bot_pace must be 300–3000 ms, not 700 ms"},
    {"bot_pace = 99999999999999999999\n", "1: bot_pace must be 300–3000 ms, not 99999999999999999999"},
    {"sound = yes\n", "1: sound must be on or off, not yes"},
    {"language = fr\n", "1: language must be auto, en, de or nl, not fr"},
    {"palette = color-blind\n", "1: palette must be standard or colour-blind, not color-blind"},
    {"palette =\n", "1: palette must be standard or colour-blind, not empty"},
    {"confirm_turn = yes\n", "1: confirm_turn must be on or off, not yes"},
    {"speech = loud\n", "1: speech must be on or off, not loud"},
    {"scale = 99\n", "1: scale must be 100–200 (percent), not 99"},
    {"scale = 201\n", "1: scale must be 100–200 (percent), not 201"},
    {"scale = 150%\n", "1: scale must be 100–200 (percent), not 150%"},
    {"scale = -150\n", "1: scale must be 100–200 (percent), not -150"},
    {"text_size = huge\n", "1: text_size must be normal, large or largest, not huge"},
    {"contrast = on\n", "1: contrast must be normal or high, not on"},
    {"volume = 3\n", "1: unknown key volume (the keys are animation, bot_pace, sound, language, palette, confirm_turn, "
                     "speech, scale, text_size and contrast)"},
    {" = on\n", "1: unknown key '' (the keys are animation, bot_pace, sound, language, palette, confirm_turn, speech, "
                "scale, text_size and contrast)"},
    {"animation = fast\nsound on\n", "2: expected key = value, not sound on"},
    {"sound = on\n\nsound = off\n", "3: sound is given twice (first on line 1)"},
};

static void test_every_broken_file_is_reported_and_left_alone(void **state)
{
    TestScratch *sc = *state;
    for (size_t i = 0; i < sizeof BROKEN / sizeof BROKEN[0]; i++) {
        test_write_text(sc->path, BROKEN[i].text);
        Settings s = {ANIMATION_OFF, 3000, false, LANGUAGE_NL, SETTINGS_PALETTE_COLOUR_BLIND, false, true, 200, TEXT_LARGE, true};
        char err[512] = "", want[512];
        assert_int_equal(settings_file_load(&s, sc->path, err, sizeof err), SETTINGS_BROKEN);
        snprintf(want, sizeof want, "%s:%s", sc->path, BROKEN[i].message);
        assert_string_equal(err, want);
        assert_defaults(&s);   /* nothing from the lines before the wrong one */
        assert_file_text(sc->path, BROKEN[i].text);
    }
}

static void test_an_unreadable_file_is_reported(void **state)
{
    TestScratch *sc = *state;
    assert_int_equal(test_mkdir(sc->path), 0);   /* a folder where the file should be */
    Settings s;
    char err[512] = "", want[512];
    assert_int_equal(settings_file_load(&s, sc->path, err, sizeof err), SETTINGS_BROKEN);
    snprintf(want, sizeof want, "%s: cannot read: it is a folder, not a file", sc->path);
    assert_string_equal(err, want);
    assert_defaults(&s);
    assert_int_equal(rmdir(sc->path), 0);
}

static void test_a_failed_save_keeps_the_old_file(void **state)
{
    TestScratch *sc = *state;
    Settings s = settings_file_default();
    char err[512] = "", want[512];
    assert_true(settings_file_save(&s, sc->path, err, sizeof err));
    char *before = data_read_file(sc->path, NULL);
    assert_non_null(before);

    Settings wrong = settings_file_default();
    wrong.bot_pace_ms = 50;
    assert_false(settings_file_save(&wrong, sc->path, err, sizeof err));
    snprintf(want, sizeof want, "%s: not saved: a setting is out of range (bot_pace 50 ms, scale 100 %%)", sc->path);
    assert_string_equal(err, want);
    assert_file_text(sc->path, before);
    wrong = settings_file_default();
    wrong.scale = 250;
    assert_false(settings_file_save(&wrong, sc->path, err, sizeof err));
    snprintf(want, sizeof want, "%s: not saved: a setting is out of range (bot_pace 700 ms, scale 250 %%)", sc->path);
    assert_string_equal(err, want);
    assert_file_text(sc->path, before);

    char nowhere[260];
    snprintf(nowhere, sizeof nowhere, "%s/missing/settings.txt", sc->dir);
    assert_false(settings_file_save(&s, nowhere, err, sizeof err));
    snprintf(want, sizeof want, "%s.tmp: cannot write: No such file or directory", nowhere);
    assert_string_equal(err, want);
    assert_file_text(sc->path, before);
    free(before);
}

/* A case with a scratch folder of its own, and settings.txt's path in it. */
#define IN_SCRATCH(test) cmocka_unit_test_setup_teardown(test, scratch_setup, test_scratch_teardown)

TEST_MAIN(
    cmocka_unit_test(test_defaults),
    cmocka_unit_test(test_equal_looks_at_every_field),
    cmocka_unit_test(test_the_first_scale_follows_the_display),
    IN_SCRATCH(test_no_file_means_the_defaults),
    IN_SCRATCH(test_save_writes_every_setting_and_reads_back),
    IN_SCRATCH(test_comments_blanks_and_missing_keys),
    IN_SCRATCH(test_every_broken_file_is_reported_and_left_alone),
    IN_SCRATCH(test_an_unreadable_file_is_reported),
    IN_SCRATCH(test_a_failed_save_keeps_the_old_file)
)
