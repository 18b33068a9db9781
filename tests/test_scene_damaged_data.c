/* test_scene_damaged_data.c — the game's own files damaged (troubles.h): an icon set whose
 * pictures cannot be read and a translation catalogue that cannot be read are said on
 * screen once, in plain words naming the file and what the game does instead (a short
 * label drawn in a picture's place; the language before kept), in English, German and
 * Dutch — not only in the log. Each test plays on a copy of the data folder with the
 * damage made in it. */
#define _POSIX_C_SOURCE 200809L
#include "setup_test.h"
#include "support.h"
#include "language.h"
#include "app_drive.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "i18n.h"

static App app;
static char scratch[64], data[128], original[1024];

static void run(const char *cmd)
{
    if (system(cmd) != 0) fail_msg("failed: %s", cmd);
}

/* A copy of the data folder (and the fonts beside it, as art.c finds them), RAJAS_DATA
 * pointing at it, and a user folder of its own. */
static int copy_data(void **unused)
{
    (void)unused;
    snprintf(original, sizeof original, "%s", getenv("RAJAS_DATA"));
    test_scratch_make(scratch, sizeof scratch, "damaged-data");
    snprintf(data, sizeof data, "%s/data/assets", scratch);
    char cmd[2600];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s/data' '%s/user' && cp -r '%s' '%s' && ln -s '%s/../fonts' '%s/data/fonts'",
             scratch, scratch, original, data, original, scratch);
    run(cmd);
    setenv("RAJAS_DATA", data, 1);
    char user[128];
    snprintf(user, sizeof user, "%s/user", scratch);
    setenv("XDG_DATA_HOME", user, 1);
    return 0;
}

static int remove_data(void **unused)
{
    (void)unused;
    setenv("RAJAS_DATA", original, 1);
    test_scratch_remove(scratch);
    return 0;
}

/* Overwrites a file of the copy with bytes that are not what it should hold. */
static void spoil(const char *relative)
{
    char path[300];
    snprintf(path, sizeof path, "%s/%s", data, relative);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs("this is not what the file should hold\n", f);
    fclose(f);
}

static void restore(const char *relative)
{
    char cmd[2600];
    snprintf(cmd, sizeof cmd, "cp '%s/%s' '%s/%s'", original, relative, data, relative);
    run(cmd);
}

static void open_in(const char *lang)
{
    const char *args[] = {"--windowed", "1280x800", "--lang", lang, NULL};
    drive_open(&app, args);
}

/* ---- the icon set ---------------------------------------------------------------------------- */

/* Every sheet draws these: its tracks of karma, fame and money, and the boat. */
static const char *const SPOILED_ICONS[] = {"icons/karma.svg", "icons/fame.svg", "icons/money.svg", "icons/boat.svg"};
#define SPOILED (int)(sizeof SPOILED_ICONS / sizeof SPOILED_ICONS[0])

/* The notice after a frame that met damaged icons: their sentence in the language in use,
 * naming the first file; said once, however many frames meet them again. */
static void check_icons_said(const char *words)
{
    const Lang *lang = app.win.lang;
    GameSetup g;
    app_remembered_setup(&app, &g);
    app_start_game(&app, &g, SDL_GetTicks());
    for (int frame = 0; frame < 3; frame++) {
        app_draw(&app, SDL_GetTicks());
        app_update(&app, SDL_GetTicks());
    }
    const char *first;
    assert_true(art_damage(app.art, &first) > 0);
    assert_true(notice_up(&app.told.notice, SDL_GetTicks()));
    assert_true(app.told.notice.bad);
    char want[APP_NOTE_MAX];
    snprintf(want, sizeof want,
             _("Some of the game's pictures could not be read (%s), so a short label is drawn in their place. "
               "Installing the game again puts them back."),
             first);
    assert_string_equal(app.told.notice.text, want);
    assert_non_null(strstr(app.told.notice.text, words));
    assert_non_null(strstr(app.told.notice.text, "/icons/"));
    /* Once: the notice gone, more frames that meet them say nothing again. */
    app.told.notice.at = 0;
    app.told.notice.text[0] = '\0';
    for (int frame = 0; frame < 3; frame++) {
        app_draw(&app, SDL_GetTicks());
        app_update(&app, SDL_GetTicks());
    }
    assert_string_equal(app.told.notice.text, "");
}

static void test_damaged_icons_are_said_once_on_screen(void **unused)
{
    (void)unused;
    for (int i = 0; i < SPOILED; i++) spoil(SPOILED_ICONS[i]);
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const char *const WORDS[] = {"pictures could not be read", "Bilder", "afbeeldingen"};
    for (int k = 0; k < 3; k++) {
        open_in(LANGS[k]);
        check_icons_said(WORDS[k]);
        app_close(&app);
    }
    for (int i = 0; i < SPOILED; i++) restore(SPOILED_ICONS[i]);
}

/* ---- a translation catalogue ----------------------------------------------------------------- */

#define DE_MO "locale/de/LC_MESSAGES/rajas.mo"
#define NL_MO "locale/nl/LC_MESSAGES/rajas.mo"

/* At start, the catalogue asked for (--lang de) is damaged: the set-up screen says so in
 * English, which stays. */
static void test_a_damaged_catalogue_at_start_is_said_on_the_set_up_screen(void **unused)
{
    (void)unused;
    spoil(DE_MO);
    open_in("de");
    assert_string_equal(lang_code(app.win.lang), "en");
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "Language German: its translation could not be read ("));
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, DE_MO));
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "The game is shown in English instead."));
    assert_true(setup_test_message(app.setup_scene).bad);
    app_close(&app);
    restore(DE_MO);
}

/* Switched to later (the Settings card), the damaged catalogue is said over everything in
 * the language that stays: Dutch when German is damaged, German when Dutch is. */
static void test_a_damaged_catalogue_chosen_later_is_said_in_the_language_kept(void **unused)
{
    (void)unused;
    static const struct {
        const char *start, *broken, *file, *words;
    } CASES[] = {
        {"nl", "de", DE_MO, "Taal Duits: "},
        {"de", "nl", NL_MO, "Sprache Niederländisch: "},
    };
    for (int k = 0; k < 2; k++) {
        spoil(CASES[k].file);
        open_in(CASES[k].start);
        app_update(&app, SDL_GetTicks());
        assert_false(app_set_language(&app, CASES[k].broken));
        assert_string_equal(lang_code(app.win.lang), CASES[k].start);
        assert_true(notice_up(&app.told.notice, SDL_GetTicks()));
        assert_non_null(strstr(app.told.notice.text, CASES[k].words));
        assert_non_null(strstr(app.told.notice.text, CASES[k].file));
        app_close(&app);
        restore(CASES[k].file);
    }
}

int main(void)
{
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_CRITICAL);   /* the damage is logged too: not here */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_damaged_icons_are_said_once_on_screen, test_language_back),
        cmocka_unit_test_teardown(test_a_damaged_catalogue_at_start_is_said_on_the_set_up_screen, test_language_back),
        cmocka_unit_test_teardown(test_a_damaged_catalogue_chosen_later_is_said_in_the_language_kept, test_language_back),
    };
    return cmocka_run_group_tests(tests, copy_data, remove_data);
}
