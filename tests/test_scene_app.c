/* test_scene_app.c — the program as a whole (app.h) under SDL's dummy video driver, with a
 * scratch user data folder (XDG_DATA_HOME): the command line starting straight into a game,
 * the settings file applied at start (language, pens, bot pace, animations), a broken
 * settings file, autosave or stats.txt reported and kept aside as <name>.broken-<date>
 * (never written over), a FIFO or a loop of links in a file's place said and kept at once,
 * a failed save said on the table, the seats carried by every autosave (and an old
 * autosave with its seats file still resumed), leaving a game never saved said to lose it,
 * the end screen saying whether the game was saved, each Settings click applied and
 * written at once (--lang holding until a language is clicked, a failed write said on the
 * card), F1 opening the rules over any scene, F12's screenshots (two in one second are two
 * files; one that cannot be saved is said on screen), a finished game leaving its record
 * and the statistics, opening in the replay viewer from the Statistics card's list or
 * with --replay, the end screen's review opening the viewer at a costly decision, Learn
 * to play (the set-up screen's button and --lesson) leaving the saved game alone, and
 * game controllers plugged in and out, their buttons reaching the table and the cards, and
 * the set-up screen and the Settings card played by Tab and Enter, and speech (to a fake
 * sink) saying the table's prompt, log and focus when switched on. */
#define _POSIX_C_SOURCE 200809L
#include "app_frame.h"
#include "cards_test.h"
#include "lesson_test.h"
#include "replay_test.h"
#include "setup_test.h"
#include "match_query.h"
#include "table.h"
#include "table_frame.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "language.h"
#include "said.h"
#include "session_game.h"
#include "app_drive.h"
#include "data_home.h"
#include "events.h"

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "end.h"
#include "end_test.h"
#include "bot.h"
#include "data.h"
#include "i18n.h"
#include "palette.h"
#include "save_file.h"
#include "screenshot.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

static const char *const PEN_WORDS[] = {"blue", "red", "green", "purple", "orange", "black"};
static App app;

/* ---- the scratch user data folder ------------------------------------------------------ */

static void pref_path(const char *name, char *out, size_t cap)
{
    snprintf(out, cap, "%s/%s", test_user_dir(), name);
}

static void write_pref(const char *name, const char *text)
{
    char path[400];
    pref_path(name, path, sizeof path);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

static char *read_pref(const char *name)
{
    char path[400];
    pref_path(name, path, sizeof path);
    return data_read_file(path, NULL);
}

/* ---- the program ----------------------------------------------------------------------- */

/* app_open on {"rajas", args…, NULL}; fails the test unless it opens. */
static void open_with(const char *const *args) { drive_open(&app, args); }

static void click(int x, int y) { drive_click(&app, x, y); }

static void press(SDL_Keycode key) { drive_press(&app, key); }

/* ---- tests ----------------------------------------------------------------------------- */

static void test_the_command_line_starts_straight_into_the_game_it_describes(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "3", "--bots", "hard,medium", "--side", "moon", "--seed",
                                       "5", "--start", "2", "--names", "Ana,Ben,Cy", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    const Game *g = &app.session.game;
    assert_int_equal(g->setup.players, 3);
    assert_int_equal(g->setup.sheet, test_side("moon"));
    assert_int_equal(g->setup.first, 1);
    /* The bots take the last seats (cli.h), in the order given. */
    assert_int_equal(app.seats.bot[0], 0);
    assert_int_equal(app.seats.bot[1], 1 + BOT_HARD);
    assert_int_equal(app.seats.bot[2], 1 + BOT_MEDIUM);
    assert_string_equal(app.seats.name[0], "Ana");
    assert_string_equal(app.seats.name[2], "Cy");
    /* --seed deals the game: the same options give the same first roll. */
    Game first = *g;
    app_close(&app);
    open_with(args);
    assert_memory_equal(&first, &app.session.game, sizeof first);
    app_close(&app);
}

static void test_the_settings_file_is_applied_at_start(void **unused)
{
    (void)unused;
    write_pref(SETTINGS_FILE, "# mine\nanimation = off\nbot_pace = 1500\nsound = off\nlanguage = de\n"
                              "palette = colour-blind\n");
    static const char *const args[] = {"--players", "2", "--bots", "easy", NULL};
    open_with(args);
    assert_string_equal(lang_code(app.win.lang), "de");
    assert_int_equal(table_test_anim_percent(app.table), 0);
    assert_int_equal(table_test_dice(app.table)->anim_percent, 0);
    assert_int_equal(match_pace(table_test_match(app.table)), 1500);
    assert_false(app.audio.sound.enabled);
    assert_int_equal(app.seats.palette, PALETTE_COLOUR_BLIND);
    assert_int_equal(table_test_seats(app.table)->palette, PALETTE_COLOUR_BLIND);
    app_close(&app);
    /* --lang wins over the settings for this run. */
    static const char *const dutch[] = {"--lang", "nl", NULL};
    open_with(dutch);
    assert_string_equal(lang_code(app.win.lang), "nl");
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_int_equal(setup_test_told(app.setup_scene).palette, PALETTE_COLOUR_BLIND);
    app_close(&app);
}

/* The one file in the user data folder whose name starts with prefix, read whole (bytes
 * and all, up to cap - 1); false when there is not exactly one. */
static bool only_file_like(const char *prefix, char *name, size_t name_cap, char *bytes, size_t cap, size_t *len)
{
    DIR *d = opendir(test_user_dir());
    assert_non_null(d);
    int found = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && found++ == 0)
            snprintf(name, name_cap, "%s", e->d_name);
    closedir(d);
    if (found != 1) return false;
    char path[600];
    pref_path(name, path, sizeof path);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    *len = fread(bytes, 1, cap - 1, f);
    fclose(f);
    return true;
}

/* A damaged file is kept aside as <name>.broken-<date> (docs/save-format.md) byte for
 * byte, and nothing is at its old name; the kept name goes into name. */
static void assert_kept_as_it_was(const char *file, const char *bytes, size_t n, char *name, size_t name_cap)
{
    char prefix[64], kept[4096];
    size_t len = 0;
    snprintf(prefix, sizeof prefix, "%s.broken-", file);
    if (!only_file_like(prefix, name, name_cap, kept, sizeof kept, &len)) fail_msg("no %s*", prefix);
    assert_int_equal(len, n);
    assert_memory_equal(kept, bytes, n);
}

/* … and the player is told where it went. */
static void assert_kept(const char *file, const char *bytes, size_t n)
{
    char name[300];
    assert_kept_as_it_was(file, bytes, n, name, sizeof name);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, name));
    char *gone = read_pref(file);
    assert_null(gone);
}

/* The program's language is the App's own Lang: --lang de loads German into it while a Lang
 * outside the App (the test's) stays English; a switch loads Dutch into the same Lang, so
 * every scene's pointer to it follows; app_close frees it. */
static void test_the_language_is_the_apps_own_value(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--lang", "de", NULL};
    open_with(args);
    const Lang *mine = app.win.lang;
    assert_non_null(mine);
    assert_string_equal(lang_code(mine), "de");
    assert_string_equal(lang_tr(mine, "Settings"), "Einstellungen");
    assert_string_equal(lang_code(test_lang()), "en");
    assert_true(app_set_language(&app, "nl"));
    assert_ptr_equal(app.win.lang, mine);
    assert_string_equal(lang_code(mine), "nl");
    assert_string_equal(lang_code(test_lang()), "en");
    app_close(&app);
    assert_null(app.win.lang);
}

static void test_a_broken_settings_file_is_reported_and_kept(void **unused)
{
    (void)unused;
    const char *broken = "animation = normal\nbot_pace = 12\n";
    write_pref(SETTINGS_FILE, broken);
    static const char *const none[] = {NULL};
    open_with(none);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_true(setup_test_message(app.setup_scene).bad);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "settings.txt:2"));
    /* The defaults are used; the file is kept aside as it was. */
    assert_int_equal(app.settings.bot_pace_ms, SETTINGS_PACE_DEFAULT_MS);
    assert_kept(SETTINGS_FILE, broken, strlen(broken));
    app_close(&app);
}

/* The note about a broken settings file speaks the language of the screen (it was written
 * before the language was chosen, so always in English) and shows the file's bytes escaped. */
static void test_the_broken_settings_note_is_translated_and_printable(void **unused)
{
    (void)unused;
    write_pref(SETTINGS_FILE, "animation = \x1b[31mfast\x7f\n");   /* a terminal colour code */
    static const char *const german[] = {"--lang", "de", NULL};
    open_with(german);
    const char *m = setup_test_message(app.setup_scene).text;
    assert_true(setup_test_message(app.setup_scene).bad);
    const char *de = "Die Einstellungen waren nicht lesbar (";
    if (strncmp(m, de, strlen(de)) != 0) fail_msg("the note is not German: %s", m);
    assert_non_null(strstr(m, "settings.txt:1: "));
    if (!strstr(m, "not \\x1B[31mfast\\x7F)")) fail_msg("the bytes are not escaped: %s", m);
    for (const unsigned char *p = (const unsigned char *)m; *p; p++) assert_true(*p >= 0x20 && *p != 0x7F);
    app_close(&app);
    write_pref(SETTINGS_FILE, "animation = \x1b[31mfast\x7f\n");   /* the first was kept aside */
    static const char *const dutch[] = {"--lang", "nl", NULL};
    open_with(dutch);
    const char *nl = "De instellingen waren niet leesbaar (";
    if (strncmp(setup_test_message(app.setup_scene).text, nl, strlen(nl)) != 0) fail_msg("not Dutch: %s", setup_test_message(app.setup_scene).text);
    app_close(&app);
}

/* settings.txt is exactly want (every key, docs/save-format.md). */
static void assert_settings_file(const char *want)
{
    char *text = read_pref(SETTINGS_FILE);
    assert_non_null(text);
    assert_string_equal(text, want);
    free(text);
}

#define SETTINGS_HEAD "# rajas settings (docs/save-format.md)\n"
#define SETTINGS_LOOK "scale = 100\ntext_size = normal\ncontrast = normal\n"

static void click_choice(SettingsRow row, int choice)
{
    SDL_Point at = event_middle(settings_card_test_layout(app.cards.settings)->choice[row][choice]);
    click(at.x, at.y);
}

/* Each click on the Settings card takes effect at once, with the card still open, and is
 * in settings.txt at once; Esc closes the card and changes nothing back. */
static void test_each_settings_click_applies_and_is_written_at_once(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none);
    assert_true(app.settings.sound);
    assert_null(read_pref(SETTINGS_FILE));
    SDL_Point at = event_middle(setup_test_layout(app.setup_scene)->settings);
    click(at.x, at.y);
    assert_int_equal(app.cards.open, CARD_SETTINGS);
    click_choice(ROW_SOUND, 1);
    assert_int_equal(app.cards.open, CARD_SETTINGS);
    assert_false(app.settings.sound);
    assert_false(app.audio.sound.enabled);
    assert_settings_file(SETTINGS_HEAD "animation = normal\nbot_pace = 700\nsound = off\nlanguage = auto\n"
                                       "palette = standard\nconfirm_turn = on\nspeech = off\n" SETTINGS_LOOK);
    click_choice(ROW_LANGUAGE, 2);
    assert_string_equal(lang_code(app.win.lang), "de");
    assert_string_equal(settings_words_row(app.win.lang, ROW_SOUND), "Ton");   /* the card itself speaks German now */
    click_choice(ROW_PALETTE, 1);
    assert_int_equal(setup_test_told(app.setup_scene).palette, PALETTE_COLOUR_BLIND);
    assert_int_equal(app.seats.palette, PALETTE_COLOUR_BLIND);
    click_choice(ROW_PACE, 1);
    assert_int_equal(app.settings.bot_pace_ms, 800);
    click_choice(ROW_ANIMATION, 2);
    assert_int_equal(app.settings.animation, ANIMATION_FAST);
    assert_true(app.settings.confirm_turn);
    click_choice(ROW_END_TURN, 1);
    assert_false(app.settings.confirm_turn);
    const char *all = SETTINGS_HEAD "animation = fast\nbot_pace = 800\nsound = off\nlanguage = de\n"
                                    "palette = colour-blind\nconfirm_turn = off\nspeech = off\n" SETTINGS_LOOK;
    assert_settings_file(all);
    assert_int_equal(app.cards.open, CARD_SETTINGS);
    assert_string_equal(settings_card_test_note(app.cards.settings), "");
    press(SDLK_ESCAPE);
    assert_int_equal(app.cards.open, CARD_NONE);
    assert_false(app.settings.sound);
    assert_string_equal(lang_code(app.win.lang), "de");
    assert_settings_file(all);
    /* The statistics card opens the same way and closes with Esc. */
    at = event_middle(setup_test_layout(app.setup_scene)->stats);
    click(at.x, at.y);
    assert_int_equal(app.cards.open, CARD_STATS);
    press(SDLK_ESCAPE);
    assert_int_equal(app.cards.open, CARD_NONE);
    app_close(&app);
}

/* --lang holds for the run while other settings are clicked; clicking a language ends it. */
static void test_lang_holds_until_a_language_is_clicked(void **unused)
{
    (void)unused;
    static const char *const dutch[] = {"--lang", "nl", NULL};
    open_with(dutch);
    app_open_card(&app, CARD_SETTINGS);
    click_choice(ROW_SOUND, 1);
    assert_string_equal(lang_code(app.win.lang), "nl");
    assert_settings_file(SETTINGS_HEAD "animation = normal\nbot_pace = 700\nsound = off\nlanguage = auto\n"
                                       "palette = standard\nconfirm_turn = on\nspeech = off\n" SETTINGS_LOOK);
    click_choice(ROW_LANGUAGE, 1);
    assert_string_equal(lang_code(app.win.lang), "en");
    assert_settings_file(SETTINGS_HEAD "animation = normal\nbot_pace = 700\nsound = off\nlanguage = en\n"
                                       "palette = standard\nconfirm_turn = on\nspeech = off\n" SETTINGS_LOOK);
    app_close(&app);
}

/* Size, text size and contrast apply at once with the card open, are written, and come
 * back at the next start; the first start (no file) takes its size from the display,
 * which the dummy video driver does not know: 100 %. --scale wins for the run until a
 * size is clicked, and is never written. The window is 1280×800 (the dummy display's
 * 1024×768 would give the least window, where 200 % is laid out at 150 %). */
static void test_size_text_and_contrast_apply_at_once(void **unused)
{
    (void)unused;
    static const char *const none[] = {"--windowed", "1280x800", NULL};
    open_with(none);
    assert_int_equal(app.settings.scale, 100);
    assert_int_equal(art_style(app.art)->zoom, 100);
    assert_false(app.win.style.high_contrast);
    app_open_card(&app, CARD_SETTINGS);
    int body_100 = settings_card_test_layout(app.cards.settings)->label_px;
    click_choice(ROW_SCALE, 4);
    assert_int_equal(app.settings.scale, 200);
    assert_int_equal(art_style(app.art)->zoom, 200);
    assert_int_equal(settings_card_test_layout(app.cards.settings)->label_px, 2 * body_100);   /* laid out again, live */
    click_choice(ROW_TEXT_SIZE, 2);
    assert_int_equal(art_style(app.art)->zoom, 300);
    click_choice(ROW_CONTRAST, 1);
    assert_true(app.win.style.high_contrast);
    assert_int_equal(art_style(app.art)->paper.r + art_style(app.art)->paper.g + art_style(app.art)->paper.b, 3 * 255);
    assert_settings_file(SETTINGS_HEAD "animation = normal\nbot_pace = 700\nsound = on\nlanguage = auto\n"
                                       "palette = standard\nconfirm_turn = on\nspeech = off\n"
                                       "scale = 200\ntext_size = largest\ncontrast = high\n");
    press(SDLK_ESCAPE);
    app_close(&app);
    open_with(none);
    assert_int_equal(art_style(app.art)->zoom, 300);
    assert_true(app.win.style.high_contrast);
    app_close(&app);

    static const char *const scale150[] = {"--scale", "150", NULL};
    open_with(scale150);
    assert_int_equal(art_style(app.art)->zoom, 225);   /* 150 % × the largest text's 150 % */
    app_open_card(&app, CARD_SETTINGS);
    click_choice(ROW_CONTRAST, 0);
    assert_false(app.win.style.high_contrast);
    assert_int_equal(art_style(app.art)->zoom, 225);   /* another choice leaves --scale in force … */
    char *text = read_pref(SETTINGS_FILE);
    assert_non_null(strstr(text, "scale = 200\n"));   /* … and the file's own size alone */
    free(text);
    click_choice(ROW_TEXT_SIZE, 0);
    assert_int_equal(art_style(app.art)->zoom, 150);
    click_choice(ROW_SCALE, 1);   /* a size clicked: the card's from now on */
    assert_int_equal(art_style(app.art)->zoom, 125);
    app_close(&app);
}

/* The table, started at 200 % in 1280×800, is laid out and drawn (the layout tests check
 * its regions); a change of contrast with the table up draws it anew. */
static void test_the_table_at_200_percent(void **unused)
{
    (void)unused;
    write_pref(SETTINGS_FILE, "scale = 200\n");
    static const char *const args[] = {"--players", "3", "--bots", "easy,easy", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    assert_int_equal(art_style(app.art)->zoom, 200);
    app_draw(&app, SDL_GetTicks());
    Settings next = app.settings;
    next.high_contrast = true;
    app_change_settings(&app, &next);
    assert_true(app.win.style.high_contrast);
    assert_true(app.frame.dirty);
    app_draw(&app, SDL_GetTicks());
    app_close(&app);
}

/* A change that cannot be written (a folder in the temp file's place, which stops root
 * too) still applies for this run, and the card says why it is not kept; the next change
 * that is written brings the usual line back. */
static void test_a_settings_change_not_written_is_said_on_the_card(void **unused)
{
    (void)unused;
    char tmp[400];
    pref_path("settings.txt.tmp", tmp, sizeof tmp);
    assert_int_equal(mkdir(tmp, 0755), 0);
    static const char *const none[] = {NULL};
    open_with(none);
    app_open_card(&app, CARD_SETTINGS);
    click_choice(ROW_SOUND, 1);
    assert_false(app.audio.sound.enabled);
    assert_int_equal(app.cards.open, CARD_SETTINGS);
    char want[600];
    snprintf(want, sizeof want, "The settings apply now but could not be saved: %s: cannot write: Is a directory", tmp);
    assert_string_equal(settings_card_test_note(app.cards.settings), want);
    assert_null(read_pref(SETTINGS_FILE));
    assert_int_equal(rmdir(tmp), 0);
    click_choice(ROW_SOUND, 0);
    assert_true(app.audio.sound.enabled);
    assert_string_equal(settings_card_test_note(app.cards.settings), "");
    assert_settings_file(SETTINGS_HEAD "animation = normal\nbot_pace = 700\nsound = on\nlanguage = auto\n"
                                       "palette = standard\nconfirm_turn = on\nspeech = off\n" SETTINGS_LOOK);
    app_close(&app);
}

static void test_f1_opens_the_rules_over_any_scene(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    Game before = app.session.game;
    press(SDLK_F1);
    assert_true(rules_scene_is_open(app.cards.rules));
    /* Esc closes the rules, not the game. */
    press(SDLK_ESCAPE);
    assert_false(rules_scene_is_open(app.cards.rules));
    assert_int_equal(app.scene, SCENE_TABLE);
    assert_false(table_test_pointer(app.table).confirm_leave);
    assert_memory_equal(&before, &app.session.game, sizeof before);
    app_close(&app);
}

/* ---- F12 ------------------------------------------------------------------------------- */

/* How many names in the user folder start with prefix. */
static int prefs_like(const char *prefix)
{
    DIR *d = opendir(test_user_dir());
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));) n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

/* Two presses of F12 in one second leave two files; a screenshot name taken in the same
 * millisecond gets -2, -3 …, and nothing is written over. */
static void test_two_screenshots_in_one_second_are_two_files(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none);
    time_t start = time(NULL);
    press(SDLK_F12);
    app_draw(&app, SDL_GetTicks());
    press(SDLK_F12);
    app_draw(&app, SDL_GetTicks());
    assert_true(time(NULL) - start <= 1);
    assert_int_equal(prefs_like("screenshot-"), 2);
    /* Where the second went is said on screen, not as a refusal. */
    uint32_t now = SDL_GetTicks();
    assert_true(notice_up(&app.told.notice, now));
    assert_false(app.told.notice.bad);
    assert_memory_equal(app.told.notice.text, "Screenshot saved: ", 18);
    assert_non_null(strstr(app.told.notice.text, "/screenshot-"));
    assert_non_null(strstr(app.told.notice.text, ".png"));

    /* The same moment to the millisecond, three times: three names. */
    char path[3][APP_PATH_MAX + 64], err[APP_PATH_MAX + 256];
    for (int i = 0; i < 3; i++) {
        int cause = 0;
        if (!screenshot_write(app.dirs.user, 1795000000, 250, "picture", 7, path[i], sizeof path[i], &cause, err,
                              sizeof err))
            fail_msg("%s", err);
    }
    assert_string_not_equal(path[0], path[1]);
    assert_string_not_equal(path[1], path[2]);
    assert_non_null(strstr(path[0], "-250.png"));
    assert_non_null(strstr(path[1], "-250-2.png"));
    assert_non_null(strstr(path[2], "-250-3.png"));
    assert_int_equal(prefs_like("screenshot-"), 5);
    app_close(&app);
}

/* A screenshot whose folder cannot take it (here a path through a file, which stops root
 * too) is said on screen, in the language of the screen, over the scene, and not in the
 * next screenshot. */
static void test_a_screenshot_that_cannot_be_saved_is_said_on_screen(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    static const struct {
        const char *lang, *words;
    } SAID[] = {{"en", "The screenshot could not be saved: the folder is missing ("},
                {"de", "Das Bildschirmfoto konnte nicht gespeichert werden: der Ordner fehlt ("},
                {"nl", "De schermafbeelding kon niet worden opgeslagen: de map ontbreekt ("}};
    write_pref("not-a-folder", "a file\n");
    for (size_t i = 0; i < sizeof SAID / sizeof SAID[0]; i++) {
        open_with(none);
        assert_true(app_set_language(&app, SAID[i].lang));
        snprintf(app.dirs.user, sizeof app.dirs.user, "%s/not-a-folder/", test_user_dir());
        press(SDLK_F12);
        uint32_t now = SDL_GetTicks();
        app_draw(&app, now);
        assert_true(notice_up(&app.told.notice, now));
        assert_true(app.told.notice.bad);
        assert_memory_equal(app.told.notice.text, SAID[i].words, strlen(SAID[i].words));
        assert_non_null(strstr(app.told.notice.text, "not-a-folder/screenshot-"));
        SDL_Rect box = notice_box(&app.told.notice, app.art, app.win.w, app.win.h, now);
        assert_true(box.w > 0 && box.h > 0);
        assert_true(box.x >= 0 && box.y >= 0 && box.x + box.w <= app.win.w && box.y + box.h <= app.win.h);
        /* It goes by itself: the screen is drawn again when it does. */
        assert_true(app_wants_draw(&app, now, now + NOTICE_MS));
        assert_false(notice_up(&app.told.notice, now + NOTICE_MS));
        app_close(&app);
    }
    assert_int_equal(prefs_like("screenshot-"), 0);
}

/* The table's own roll is heard, and turning sound off in the settings silences it. */
static void test_the_dice_are_heard_when_the_table_rolls(void **unused)
{
    (void)unused;
    /* Two bots: no hand-over card stands before the first roll. */
    static const char *const args[] = {"--players", "2", "--bots", "easy,easy", NULL};
    open_with(args);
    if (app.audio.sound.device == 0) fail_msg("the dummy audio driver gave no device");
    assert_int_equal(sound_voices_playing(&app.audio.sound), 0);
    for (int i = 0; i < 200 && !app.session.game.rolled; i++) {
        SDL_Delay(5);
        app_update(&app, SDL_GetTicks());
    }
    assert_true(app.session.game.rolled);
    assert_true(sound_voices_playing(&app.audio.sound) >= 1);
    app.settings.sound = false;
    app_apply_settings(&app);
    assert_int_equal(sound_voices_playing(&app.audio.sound), 0);
    app_close(&app);
}

static int count_records(void)
{
    char dir[400];
    pref_path(RECORDS_DIR, dir, sizeof dir);
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += strstr(e->d_name, ".rajas") != NULL;
    closedir(d);
    return n;
}

/* Every seat plays by the easy bot's choices through the session, to the end. */
static void play_to_the_end(void) { test_session_to_the_end(&app.session, 3); }

static void test_a_finished_game_leaves_its_record_and_the_statistics(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    assert_int_equal(count_records(), 0);
    app_game_finished(&app);
    assert_int_equal(count_records(), 1);
    char *text = read_pref(STATS_FILE);
    assert_non_null(text);
    assert_non_null(strstr(text, "games = 1\n"));
    assert_non_null(strstr(text, "easy_games = 1\n"));
    free(text);
    app_close(&app);
}

/* The end screen says whether the finished game was saved: with the records, or (a file in
 * the records folder's place, which stops root too) why not and that leaving the screen
 * would lose it, in the language of the screen, above the buttons and under the ranking. */
static void test_the_end_screen_says_whether_the_game_was_saved(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    for (int broken = 0; broken < 2; broken++) {
        if (broken) {
            char cmd[600];
            snprintf(cmd, sizeof cmd, "rm -rf '%s/%s'", test_user_dir(), RECORDS_DIR);
            assert_int_equal(system(cmd), 0);
            write_pref(RECORDS_DIR, "a file where the records folder goes\n");
        }
        open_with(args);
        play_to_the_end();
        uint32_t now = SDL_GetTicks();
        app_update(&app, now);
        app_update(&app, now + 5000);   /* the pause before the end screen */
        assert_int_equal(app.scene, SCENE_END);
        char words[400];
        end_scene_saved_words(app.end, words, sizeof words);
        assert_string_equal(words, broken ? "The finished game could not be saved: the folder is missing. Leaving this "
                                            "screen would lose it."
                                          : "The game is saved with your records: the Statistics card replays it.");
        const EndLayout *l = end_test_layout(app.end);
        assert_true(l->saved.h > 0 && l->saved.x >= 0 && l->saved.x + l->saved.w <= app.win.w);
        assert_true(l->saved.y + l->saved.h <= l->again.y);
        assert_true(l->ranking.y + l->ranking.h <= l->saved.y);
        app_draw(&app, SDL_GetTicks());
        if (broken) {
            assert_true(app_set_language(&app, "de"));
            end_scene_saved_words(app.end, words, sizeof words);
            assert_string_equal(words, "Die beendete Partie konnte nicht gespeichert werden: der Ordner fehlt. Wer "
                                       "diesen Bildschirm verlässt, verliert sie.");
        }
        app_close(&app);
    }
}

/* The program on a new two-player game (seed 4) whose saves cannot be written: a folder
 * stands in the autosave's temp file's place (which stops root too); its path into tmp. */
static const char *const TWO_SEED_4[] = {"--players", "2", "--seed", "4", NULL};

static void open_with_saves_blocked(char *tmp, size_t cap)
{
    pref_path("autosave.txt.tmp", tmp, cap);
    assert_int_equal(mkdir(tmp, 0755), 0);
    open_with(TWO_SEED_4);
    assert_int_equal(app.scene, SCENE_TABLE);
}

/* A game none of whose saves got through (a folder in the temp file's place): the leave
 * card says leaving would lose it all, tries once more, and the set-up screen says it is
 * lost instead of "saved". */
static void test_leaving_a_game_never_saved_says_it_is_lost(void **unused)
{
    (void)unused;
    char tmp[400];
    open_with_saves_blocked(tmp, sizeof tmp);
    assert_false(table_test_saved(app.table).ok);
    assert_false(table_test_saved(app.table).earlier);
    press(SDLK_ESCAPE);
    assert_true(table_test_pointer(app.table).confirm_leave);
    char words[600];
    int px, lines;
    table_leave_words(app.table, 400, words, sizeof words, &px, &lines);
    const char *why = "The game could not be saved: something that is not a file is in the save's place";
    assert_memory_equal(words, why, strlen(why));
    assert_string_equal(words + strlen(why), ". Leaving would lose the whole game.");
    app_draw(&app, SDL_GetTicks());
    SDL_Rect leave, stay;
    table_leave_buttons(app.table, &leave, &stay);
    SDL_Point at = event_middle(leave);
    click(at.x, at.y);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_true(setup_test_message(app.setup_scene).bad);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, why));
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, ", so it is lost."));
    assert_false(setup_test_told(app.setup_scene).can_resume);
    assert_int_equal(rmdir(tmp), 0);
    app_close(&app);
}

/* The finished game's record in the Statistics card's list: its row opens the viewer,
 * which steps by keys and goes back to the set-up with the card open again. */
static void test_a_finished_game_opens_in_the_viewer_from_the_statistics(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    app_game_finished(&app);
    size_t count = app.session.count;
    app_go_setup(&app, NULL, false);
    app_open_card(&app, CARD_STATS);
    assert_int_equal(stats_card_test_shown(app.cards.stats).games, 1);
    SDL_Point row = event_middle(stats_card_test_layout(app.cards.stats)->game[0]);
    click(row.x, row.y);
    assert_int_equal(app.cards.open, CARD_NONE);
    assert_int_equal(app.scene, SCENE_REPLAY);
    assert_true(replay_test_seen(app.replay.scene).loaded);
    assert_int_equal(replay_test_seen(app.replay.scene).count, (int)count);
    press(SDLK_RIGHT);
    press(SDLK_RIGHT);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 2);
    press(SDLK_END);
    assert_true(game_over(replay_scene_game(app.replay.scene)));
    app_draw(&app, SDL_GetTicks());
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_int_equal(app.cards.open, CARD_STATS);
    assert_false(replay_test_seen(app.replay.scene).loaded);
    app_close(&app);
}

/* --replay FILE opens the viewer; Esc goes to the set-up screen. A file that does not
 * replay is said in the viewer, naming it. */
static void test_replay_on_the_command_line(void **unused)
{
    (void)unused;
    static const char *const game[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(game);
    play_to_the_end();
    char path[400];
    pref_path("game.rajas", path, sizeof path);
    char err[512];
    if (!save_file_write(&app.session, path, err, sizeof err)) fail_msg("%s", err);
    app_close(&app);

    const char *replay[] = {"--replay", path, NULL};
    open_with(replay);
    assert_int_equal(app.scene, SCENE_REPLAY);
    assert_true(replay_test_seen(app.replay.scene).loaded);
    press(SDLK_END);
    assert_true(game_over(replay_scene_game(app.replay.scene)));
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_int_equal(app.cards.open, CARD_NONE);
    app_close(&app);

    write_pref("old.rajas", "new players=2 seed=7\nroll\ndo road A1 NESW\n");
    pref_path("old.rajas", path, sizeof path);
    open_with(replay);
    assert_int_equal(app.scene, SCENE_REPLAY);
    assert_false(replay_test_seen(app.replay.scene).loaded);
    assert_non_null(strstr(replay_test_seen(app.replay.scene).problem, path));
    assert_non_null(strstr(replay_test_seen(app.replay.scene).problem, "line 3"));
    app_draw(&app, SDL_GetTicks());
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_SETUP);
    app_close(&app);
}

/* The end screen's review: its button starts the review (Esc stops it), the costliest
 * decisions open the viewer at their step with the better moves marked, and Back returns
 * to the end screen with the list still open. */
static void test_the_review_opens_the_viewer_at_a_costly_decision(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    uint32_t now = SDL_GetTicks();
    app_update(&app, now);
    app_update(&app, now + 5000);            /* the pause before the end screen */
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).reviewable);
    /* Enough samples that the review is still running when it is looked at, however fast
     * the search (the default's few decisions with a choice can be done within a tick). */
    end_test_set_review_samples(app.end, 512);
    /* The story's chart is worked out beside the review and counts as busy too: it is let
     * finish first, so what is busy below is the review alone. */
    for (int i = 0; i < 6000 && !end_test_seen(app.end).story_told; i++) {
        SDL_Delay(10);
        app_update(&app, SDL_GetTicks());
    }
    assert_true(end_test_seen(app.end).story_told);
    SDL_Point at = event_middle(end_test_layout(app.end)->review);
    click(at.x, at.y);
    assert_true(end_test_seen(app.end).review_open);
    assert_int_equal(end_test_review(app.end)->state, REVIEW_RUNNING);
    assert_true(end_scene_busy(app.end));
    assert_true(app_wants_draw(&app, SDL_GetTicks() - 1000, SDL_GetTicks()));   /* the progress moves */
    press(SDLK_ESCAPE);
    assert_int_equal(end_test_review(app.end)->state, REVIEW_CANCELLED);
    assert_false(end_scene_busy(app.end));
    assert_false(end_test_seen(app.end).review_open);

    end_scene_review(app.end, &app.session, 1, 0);
    for (int i = 0; i < 6000 && end_scene_busy(app.end); i++) {
        SDL_Delay(10);
        app_update(&app, SDL_GetTicks());
    }
    assert_int_equal(end_test_review(app.end)->state, REVIEW_DONE);
    assert_true(end_test_review(app.end)->shown > 0);
    app_draw(&app, SDL_GetTicks());
    int last = end_test_review(app.end)->shown - 1;
    at = event_middle(end_test_layout(app.end)->decision[last]);
    click(at.x, at.y);
    assert_int_equal(app.scene, SCENE_REPLAY);
    assert_int_equal(replay_test_seen(app.replay.scene).step, end_test_review(app.end)->top[last].step);
    assert_int_equal(replay_test_seen(app.replay.scene).marks, end_test_review(app.end)->shown);
    const ReplayMark *m = replay_scene_mark(app.replay.scene);
    assert_non_null(m);
    assert_true(action_equal(&m->best, &end_test_review(app.end)->top[last].best));
    assert_int_equal(replay_scene_big_seat(app.replay.scene), 0);   /* the person's sheet, large */
    app_draw(&app, SDL_GetTicks());
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).review_open);
    assert_int_equal(end_test_review(app.end)->state, REVIEW_DONE);
    app_close(&app);
}

static void write_pref_bytes(const char *name, const char *bytes, size_t n)
{
    char path[400];
    pref_path(name, path, sizeof path);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

/* An autosave cut by a NUL on line 3 used to resume as its first two lines and be written
 * over by the next save: now it is refused whole, kept aside, and the next game's autosave
 * leaves the kept file as it was. */
static void test_a_damaged_autosave_is_kept_and_never_written_over(void **unused)
{
    (void)unused;
    static const char damaged[] = "new players=2 side=sun first=1 seed=7\nroll\n\0do take green-1\n";
    write_pref_bytes("autosave.txt", damaged, sizeof damaged - 1);
    static const char *const none[] = {NULL};
    open_with(none);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_false(setup_test_told(app.setup_scene).can_resume);
    assert_true(setup_test_message(app.setup_scene).bad);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "autosave.txt:3: a NUL byte"));
    assert_kept("autosave.txt", damaged, sizeof damaged - 1);

    app_start_game(&app, setup_test_params(app.setup_scene), SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_TABLE);
    char *fresh = read_pref("autosave.txt");
    assert_non_null(fresh);
    assert_null(strstr(fresh, "roll"));
    free(fresh);
    char name[300];
    assert_kept_as_it_was("autosave.txt", damaged, sizeof damaged - 1, name, sizeof name);
    app_close(&app);
}

/* setup.txt with bytes that are not UTF-8: the set-up screen starts from the defaults,
 * the file is kept, and the next game's set-up is remembered in a new one. */
static void test_a_damaged_remembered_set_up_is_kept(void **unused)
{
    (void)unused;
    static const char damaged[] = "rajas-setup 1\nplayers 2\nsheet sun\nfirst 1\nseat human red Jos\xE9\n";
    write_pref_bytes("setup.txt", damaged, sizeof damaged - 1);
    static const char *const none[] = {NULL};
    open_with(none);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "setup.txt:5: bytes that are not UTF-8"));
    assert_kept("setup.txt", damaged, sizeof damaged - 1);
    app_start_game(&app, setup_test_params(app.setup_scene), SDL_GetTicks());
    char *fresh = read_pref("setup.txt");
    assert_non_null(fresh);
    free(fresh);
    char name[300];
    assert_kept_as_it_was("setup.txt", damaged, sizeof damaged - 1, name, sizeof name);
    app_close(&app);
}

/* stats.txt with a NUL: the finished game is counted afresh, the damaged file kept. */
static void test_damaged_statistics_are_kept_when_a_game_is_counted(void **unused)
{
    (void)unused;
    static const char damaged[] = "games = 40\nwon = 12\n\0easy_games = 30\n";
    write_pref_bytes(STATS_FILE, damaged, sizeof damaged - 1);
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    app_game_finished(&app);
    char *text = read_pref(STATS_FILE);
    assert_non_null(text);
    assert_non_null(strstr(text, "games = 1\n"));
    free(text);
    assert_non_null(strstr(app.told.file_note, "stats.txt:3: a NUL byte"));
    app_go_setup(&app, NULL, false);
    char name[300];
    assert_kept_as_it_was(STATS_FILE, damaged, sizeof damaged - 1, name, sizeof name);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, name));
    app_close(&app);
}

/* A 2-player sun game (seed 3) with its first round rolled: seat 1 to take a die. */
static void start_rolled_game(Session *s)
{
    session_init(s, test_sheets());
    Setup setup = {.players = 2, .sheet = (uint8_t)test_side("sun"), .first = 0, .seed = 3};
    Refusal why;
    assert_true(session_new(s, &setup, &why));
    assert_true(session_roll_random(s, NULL, &why));
}

/* That game written as autosave.txt in the player's folder, as an earlier version left it. */
static void save_a_rolled_game(void)
{
    Session s;
    start_rolled_game(&s);
    char path[400], err[600];
    pref_path("autosave.txt", path, sizeof path);
    if (!save_file_write(&s, path, err, sizeof err)) fail_msg("%s", err);
    session_free(&s);
}

/* Resumes the autosave from the set-up screen of a fresh start. */
static void resume_from_the_set_up(void)
{
    static const char *const none[] = {NULL};
    open_with(none);
    assert_true(setup_test_told(app.setup_scene).can_resume);
    SceneRequest resume = scene_request(SCENE_ASK_RESUME);
    app_handle(&app, &resume, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_TABLE);
}

/* A game in progress whose seats file is damaged resumes with default seats, every one a
 * person under a default name; the file is kept and the table says so, of the seats (not
 * only the names: who is a bot is lost too). */
static void test_a_damaged_seats_file_is_kept_and_the_game_resumes(void **unused)
{
    (void)unused;
    save_a_rolled_game();
    static const char damaged[] = "rajas-setup 1\nplayers 2\n\0";
    write_pref_bytes("autosave-seats.txt", damaged, sizeof damaged - 1);
    resume_from_the_set_up();
    assert_int_equal(app.session.count, 1);
    assert_string_equal(app.seats.name[0], "Leila");
    assert_true(table_test_message(app.table).bad);
    assert_non_null(strstr(table_test_message(app.table).text, "autosave-seats.txt:3: a NUL byte"));
    assert_non_null(strstr(table_test_message(app.table).text, "The seats of the saved game (names, colours, who is a bot) could "
                                                  "not be read"));
    for (int s = 0; s < app.seats.players; s++) assert_int_equal(app.seats.bot[s], 0);
    char name[300];
    assert_kept_as_it_was("autosave-seats.txt", damaged, sizeof damaged - 1, name, sizeof name);
    assert_non_null(strstr(table_test_message(app.table).text, name));
    app_close(&app);
}

/* One step of the game through the table, which writes the autosave after it. */
static void one_step_at_the_table(void)
{
    Refusal why;
    assert_true(session_roll_random(&app.session, NULL, &why) || game_actor(&app.session.game) != GAME_CHANCE);
    Action legal[GAME_MAX_LEGAL];
    if (game_legal(&app.session.game, test_sheets(), legal) > 0)
        assert_true(table_apply(app.table, legal[0], SDL_GetTicks()));
}

/* Who sits where is in every autosave: with the first writes failing (a folder in the
 * temp file's place, and one where earlier versions wrote the seats file), the next
 * autosave still names every seat, and the resumed game has the same names, pens and bot
 * levels. */
static void test_every_autosave_carries_the_seats_so_a_resume_keeps_them(void **unused)
{
    (void)unused;
    char tmp[400], seats_file[400];
    pref_path("autosave.txt.tmp", tmp, sizeof tmp);
    pref_path("autosave-seats.txt", seats_file, sizeof seats_file);
    assert_int_equal(mkdir(tmp, 0755), 0);
    assert_int_equal(mkdir(seats_file, 0755), 0);
    static const char *const args[] = {"--players", "3", "--bots", "hard,easy", "--names", "Ana,Ben,Cy", "--seed",
                                       "5", NULL};
    open_with(args);
    assert_false(table_test_saved(app.table).ok);
    assert_null(read_pref("autosave.txt"));
    Seats before = app.seats;
    assert_int_equal(rmdir(tmp), 0);
    one_step_at_the_table();
    assert_true(table_test_saved(app.table).ok);
    char *text = read_pref("autosave.txt");
    assert_non_null(text);
    char want[200];
    snprintf(want, sizeof want, "# player human %s Ana\n# player bot-hard %s Ben\n# player bot-easy %s Cy\nnew ",
             PEN_WORDS[before.colour[0]], PEN_WORDS[before.colour[1]], PEN_WORDS[before.colour[2]]);
    assert_memory_equal(text, want, strlen(want));
    free(text);
    app_close(&app);

    resume_from_the_set_up();
    for (int i = 0; i < 3; i++) {
        assert_string_equal(app.seats.name[i], before.name[i]);
        assert_int_equal(app.seats.colour[i], before.colour[i]);
        assert_int_equal(app.seats.bot[i], before.bot[i]);
    }
    assert_int_equal(app.seats.bot[1], 1 + BOT_HARD);
    assert_int_equal(app.seats.bot[2], 1 + BOT_EASY);
    app_close(&app);
}

/* A game saved by an earlier version: autosave.txt without player lines and its seats in
 * autosave-seats.txt. It resumes with those seats; the next autosave carries them itself
 * and the old seats file goes. */
static void test_an_old_pair_of_autosave_and_seats_file_still_resumes(void **unused)
{
    (void)unused;
    save_a_rolled_game();
    write_pref("autosave-seats.txt", "rajas-setup 1\nplayers 2\nsheet sun\nfirst 1\nseat human green Zara\n"
                                     "seat bot-hard orange Omar\n");
    resume_from_the_set_up();
    assert_string_equal(app.seats.name[0], "Zara");
    assert_string_equal(app.seats.name[1], "Omar");
    assert_int_equal(app.seats.bot[0], 0);
    assert_int_equal(app.seats.bot[1], 1 + BOT_HARD);
    assert_int_equal(app.seats.colour[1], 4);
    assert_int_equal(app.session.count, 1);
    one_step_at_the_table();
    char *text = read_pref("autosave.txt");
    assert_non_null(text);
    const char *lines = "# player human green Zara\n# player bot-hard orange Omar\nnew ";
    assert_memory_equal(text, lines, strlen(lines));
    free(text);
    assert_null(read_pref("autosave-seats.txt"));
    app_close(&app);
}

/* A game saved while a finished turn waited for End turn (autosave.txt's `# end-turn` line)
 * resumes waiting for it: the same seat's sheet, Undo and End turn, nothing rolled. The same
 * record without the line (an autosave written before the line existed) resumes with the
 * turn passed, as it always did. */
static void test_a_game_saved_during_the_end_turn_step_resumes_in_it(void **unused)
{
    (void)unused;
    Session s;
    start_rolled_game(&s);
    Refusal why;
    Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; s.game.to_act == 0 && s.game.waiting == WAIT_ACTION && guard < 40; guard++) {
        assert_true(game_legal(&s.game, test_sheets(), legal) > 0);
        assert_true(session_apply(&s, &legal[0], &why));
    }
    assert_int_equal(s.game.to_act, 1);
    char *record = session_record(&s), text[8192];
    snprintf(text, sizeof text, "%s# end-turn 1\n", record);
    for (int old = 0; old < 2; old++) {
        write_pref_bytes("autosave.txt", old ? record : text, strlen(old ? record : text));
        resume_from_the_set_up();
        assert_int_equal(app.session.count, s.count);
        assert_int_equal(table_waiting_end_turn(app.table), !old);
        assert_int_equal(table_acting_seat(app.table), old ? 1 : 0);
        assert_int_equal(table_can_undo(app.table), !old);
        app_close(&app);
    }
    free(record);
    session_free(&s);
}

/* The Statistics card over a damaged stats.txt: shown empty, the file kept, the card says
 * where it went. */
static void test_the_statistics_card_keeps_a_damaged_file(void **unused)
{
    (void)unused;
    static const char damaged[] = "games = \xC0\xB1\n";   /* an overlong '1' */
    write_pref_bytes(STATS_FILE, damaged, sizeof damaged - 1);
    static const char *const none[] = {NULL};
    open_with(none);
    app_open_card(&app, CARD_STATS);
    assert_int_equal(app.cards.open, CARD_STATS);
    assert_non_null(strstr(stats_card_test_shown(app.cards.stats).note, "stats.txt:1: bytes that are not UTF-8"));
    char name[300];
    assert_kept_as_it_was(STATS_FILE, damaged, sizeof damaged - 1, name, sizeof name);
    assert_non_null(strstr(stats_card_test_shown(app.cards.stats).note, name));
    app_close(&app);
}

static void on_alarm(int sig)
{
    (void)sig;
    static const char msg[] = "the program blocked on a file: the test would hang\n";
    (void)!write(2, msg, sizeof msg - 1);
    _exit(1);
}

/* The one name in the user folder starting with prefix is a FIFO (else a symbolic link);
 * the name goes into name. */
static void assert_kept_thing(const char *prefix, bool fifo, char *name, size_t cap)
{
    DIR *d = opendir(test_user_dir());
    assert_non_null(d);
    int found = 0;
    for (struct dirent *e; (e = readdir(d));)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && found++ == 0) snprintf(name, cap, "%s", e->d_name);
    closedir(d);
    assert_int_equal(found, 1);
    char path[600];
    struct stat st;
    pref_path(name, path, sizeof path);
    assert_int_equal(lstat(path, &st), 0);
    assert_true(fifo ? S_ISFIFO(st.st_mode) : S_ISLNK(st.st_mode));
}

/* A FIFO in settings.txt's and autosave.txt's places and a loop of symbolic links in
 * setup.txt's: the program opens at once (a read of the FIFO would wait for ever), the
 * set-up screen says what could not be read and where each is kept, and nothing is
 * offered for resuming. */
static void test_a_fifo_or_a_loop_of_links_in_a_files_place_is_said_and_kept(void **unused)
{
    (void)unused;
    char path[400], other[400], name[300];
    pref_path(SETTINGS_FILE, path, sizeof path);
    assert_int_equal(mkfifo(path, 0600), 0);
    pref_path("autosave.txt", path, sizeof path);
    assert_int_equal(mkfifo(path, 0600), 0);
    pref_path("setup.txt", path, sizeof path);
    pref_path("elsewhere.txt", other, sizeof other);
    assert_int_equal(symlink(other, path), 0);
    assert_int_equal(symlink(path, other), 0);
    signal(SIGALRM, on_alarm);
    alarm(20);
    static const char *const none[] = {NULL};
    open_with(none);
    alarm(0);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_false(setup_test_told(app.setup_scene).can_resume);
    assert_true(setup_test_message(app.setup_scene).bad);
    const char *m = setup_test_message(app.setup_scene).text;
    assert_non_null(strstr(m, "The settings could not be read ("));
    assert_non_null(strstr(m, "settings.txt: cannot read: it is a named pipe (FIFO), not a file"));
    assert_non_null(strstr(m, "The saved game could not be read ("));
    assert_non_null(strstr(m, "autosave.txt: cannot read: it is a named pipe (FIFO), not a file"));
    assert_non_null(strstr(m, "The remembered set-up could not be read ("));
    assert_non_null(strstr(m, "setup.txt: cannot read: its symbolic links go round in a loop"));
    assert_kept_thing("settings.txt.broken-", true, name, sizeof name);
    assert_non_null(strstr(m, name));
    assert_kept_thing("autosave.txt.broken-", true, name, sizeof name);
    assert_non_null(strstr(m, name));
    assert_kept_thing("setup.txt.broken-", false, name, sizeof name);
    assert_non_null(strstr(m, name));
    app_close(&app);
}

/* A game started from the command line, with no set-up screen before it, still looks at
 * what is in the autosave's place: a loop of links there is kept aside and said on the
 * table, not replaced unseen by the new game's autosave. */
static void test_a_new_game_keeps_a_loop_of_links_in_the_autosaves_place(void **unused)
{
    (void)unused;
    char path[400], other[400], name[300];
    pref_path("autosave.txt", path, sizeof path);
    pref_path("elsewhere.txt", other, sizeof other);
    assert_int_equal(symlink(other, path), 0);
    assert_int_equal(symlink(path, other), 0);
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    assert_true(table_test_message(app.table).bad);
    assert_non_null(strstr(table_test_message(app.table).text, "The saved game could not be read ("));
    assert_non_null(strstr(table_test_message(app.table).text, "autosave.txt: cannot read: its symbolic links go round in a loop"));
    assert_kept_thing("autosave.txt.broken-", false, name, sizeof name);
    assert_non_null(strstr(table_test_message(app.table).text, name));
    char *fresh = read_pref("autosave.txt");   /* the new game's, a file of its own */
    assert_non_null(fresh);
    assert_non_null(strstr(fresh, "new players=2"));
    free(fresh);
    app_close(&app);
}

/* A save that cannot be written (here a folder in the temp file's place, which stops root
 * too) is said on the table, and the game plays on. */

static void test_a_failed_save_is_said_on_the_table_and_play_goes_on(void **unused)
{
    (void)unused;
    char tmp[400];
    open_with_saves_blocked(tmp, sizeof tmp);
    assert_true(table_test_message(app.table).bad);
    assert_non_null(strstr(table_test_message(app.table).text, "The game could not be saved: "));
    assert_non_null(strstr(table_test_message(app.table).text, "autosave.txt.tmp: cannot write: Is a directory. Play goes on."));
    size_t before = app.session.count;
    table_test_message_clear(app.table);
    Refusal why;
    assert_true(session_roll_random(&app.session, NULL, &why) || game_actor(&app.session.game) != GAME_CHANCE);
    Action legal[GAME_MAX_LEGAL];
    if (game_legal(&app.session.game, test_sheets(), legal) > 0)
        assert_true(table_apply(app.table, legal[0], SDL_GetTicks()));
    assert_true(app.session.count > before);
    assert_non_null(strstr(table_test_message(app.table).text, "The game could not be saved: "));
    assert_null(read_pref("autosave.txt"));

    /* Leaving: the set-up screen says in red that the game is lost, and its tip no longer
     * says that leaving saves it. */
    press(SDLK_ESCAPE);
    SDL_Rect leave, stay;
    table_leave_buttons(app.table, &leave, &stay);
    drive_click_rect(&app, leave);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_true(setup_test_message(app.setup_scene).bad);
    assert_non_null(strstr(setup_test_message(app.setup_scene).text, "so it is lost."));
    assert_true(setup_test_told(app.setup_scene).unsaved);
    assert_string_equal(setup_words_hint_shown(app.win.lang, SETUP_HINTS - 1, setup_test_told(app.setup_scene).unsaved),
                        "Ctrl+Z or Backspace takes back your own last decision. Esc leaves the game.");
    assert_int_equal(rmdir(tmp), 0);
    app_close(&app);

    /* A game that was saved: the tip says so again. */
    open_with(TWO_SEED_4);
    press(SDLK_ESCAPE);
    table_leave_buttons(app.table, &leave, &stay);
    drive_click_rect(&app, leave);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_false(setup_test_told(app.setup_scene).unsaved);
    assert_string_equal(setup_words_hint_shown(app.win.lang, SETUP_HINTS - 1, setup_test_told(app.setup_scene).unsaved),
                        "Ctrl+Z or Backspace takes back your own last decision. Esc leaves: the game is saved.");
    app_close(&app);
}

/* Learn to play (coach.h): the set-up screen's button opens the lesson on the table with
 * the coach over it, on a session of its own; Enter reads a note on, Start over begins it
 * again, Esc and Leave go back to the set-up screen, which still offers the saved game,
 * byte for byte as it was. --lesson opens the lesson straight away. */
static void test_learn_to_play_leaves_the_saved_game_alone(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args);
    app_update(&app, SDL_GetTicks());
    press(SDLK_ESCAPE);
    SDL_Rect leave, stay;
    table_leave_buttons(app.table, &leave, &stay);
    SDL_Point at = event_middle(leave);
    click(at.x, at.y);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_true(setup_test_told(app.setup_scene).can_resume);
    char *saved = read_pref("autosave.txt");
    assert_non_null(saved);

    assert_int_equal(app.settings.bot_pace_ms, 700);   /* the default pace */
    drive_click_rect(&app, setup_test_layout(app.setup_scene)->learn);
    assert_int_equal(app.scene, SCENE_LESSON);
    assert_ptr_equal(table_test_session(app.table), &app.lesson.session);
    assert_null(table_test_save_dir(app.table));
    /* The bot's moves are there to be watched: slower than the player's own games. */
    assert_int_equal(match_pace(table_test_match(app.table)), LESSON_BOT_PACE_MS);
    assert_int_equal(coach_step(lesson_test_coach(app.lesson.scene)), LESSON_WELCOME);
    press(SDLK_RETURN);
    assert_int_equal(coach_step(lesson_test_coach(app.lesson.scene)), LESSON_TAKE_GREEN);
    CoachLayout c;
    coach_layout(lesson_test_coach(app.lesson.scene), &c);
    drive_click_rect(&app, c.restart);
    assert_true((app.scene == SCENE_LESSON));
    assert_int_equal(lesson_test_seen(app.lesson.scene).outcome, COACH_RUNNING);
    assert_int_equal(coach_step(lesson_test_coach(app.lesson.scene)), LESSON_WELCOME);
    press(SDLK_ESCAPE);
    assert_true(lesson_test_seen(app.lesson.scene).confirm_leave);
    coach_leave_buttons(lesson_test_coach(app.lesson.scene), &leave, &stay);
    drive_click_rect(&app, leave);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_false((app.scene == SCENE_LESSON));
    assert_true(setup_test_told(app.setup_scene).can_resume);
    char *after = read_pref("autosave.txt");
    assert_non_null(after);
    assert_string_equal(saved, after);
    free(saved);
    free(after);
    app_close(&app);

    static const char *const lesson[] = {"--lesson", NULL};
    open_with(lesson);
    assert_int_equal(app.scene, SCENE_LESSON);
    assert_int_equal(coach_step(lesson_test_coach(app.lesson.scene)), LESSON_WELCOME);
    app_close(&app);
}

/* The coach's card lies over the table's log, Hint and the other sheet's thumbnail: the
 * pointer on it is off the table (no peek at that sheet, no tooltip for what is beneath),
 * and a tooltip beside it is drawn over it (coach_covers, table_draw_tooltip). */
static void test_the_coach_card_covers_the_table_beneath(void **unused)
{
    (void)unused;
    static const char *const lesson[] = {"--lesson", NULL};
    open_with(lesson);
    assert_true((app.scene == SCENE_LESSON));
    CoachLayout c;
    coach_layout(lesson_test_coach(app.lesson.scene), &c);
    SDL_Rect thumb = table_test_layout(app.table)->thumb[0];
    assert_true(table_test_layout(app.table)->thumbs > 0);
    SDL_Rect under;
    assert_true(SDL_IntersectRect(&thumb, &c.card, &under));
    int x = under.x + under.w / 2, y = under.y + under.h / 2;
    assert_true(coach_covers(lesson_test_coach(app.lesson.scene), x, y));
    SDL_Event move = event_motion(x, y);
    app_event(&app, &move);
    assert_int_equal(table_test_pointer(app.table).mouse_x, -1);
    assert_int_equal(table_test_pointer(app.table).hover_thumb, -1);
    uint32_t later = SDL_GetTicks() + 10 * TABLE_PEEK_MS;
    app_update(&app, later);
    assert_false(table_test_pointer(app.table).peeking);
    app_draw(&app, later);
    /* Off the card the table has the pointer again. */
    SDL_Rect sheet = table_test_layout(app.table)->sheet;
    assert_false(coach_covers(lesson_test_coach(app.lesson.scene), sheet.x + 5, sheet.y + 5));
    move = event_motion(sheet.x + 5, sheet.y + 5);
    app_event(&app, &move);
    assert_int_equal(table_test_pointer(app.table).mouse_x, sheet.x + 5);
    assert_int_equal(table_test_pointer(app.table).mouse_y, sheet.y + 5);
    /* With the leave question up the whole table is covered. */
    press(SDLK_ESCAPE);
    assert_true(lesson_test_seen(app.lesson.scene).confirm_leave);
    assert_true(coach_covers(lesson_test_coach(app.lesson.scene), sheet.x + 5, sheet.y + 5));
    app_close(&app);
}

/* An idle table is not drawn again (issue: an idle table used 33 clock ticks in 10 s): only
 * a change, something moving or a message running out asks for a frame. */
static void test_an_idle_table_is_not_drawn_again(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    uint32_t t = SDL_GetTicks() + 100000;   /* long after every animation of the start */
    app_update(&app, t);
    assert_false(app_busy(&app, t));
    table_test_message_clear(app.table);
    app_draw(&app, t);
    assert_false(app_wants_draw(&app, t, t + 1000));
    assert_false(app_wants_draw(&app, t, t + 60000));
    SDL_Event move = event_motion(5, 5);
    app_event(&app, &move);
    assert_true(app_wants_draw(&app, t, t + 1));
    app_draw(&app, t + 1);
    /* A message said with no event (a tick's save) differs from the frame: drawn. */
    table_say(app.table, false, "Saved", t + 1);
    assert_true(app_wants_draw(&app, t + 1, t + 1));
    app_draw(&app, t + 1);
    uint32_t gone = t + 1 + TABLE_MESSAGE_MS;
    assert_false(app_wants_draw(&app, t + 1, gone));
    assert_true(app_wants_draw(&app, t + 1, gone + 1));
    assert_true(app_wants_draw(&app, gone - 500, gone + 500));
    /* How long the loop may sleep: once a second while the sound device has not rested;
     * then until the message goes, exactly, and after its frame until an event. */
    if (app.audio.sound.device) assert_int_equal(app_idle_ms(&app, gone), 1000);
    sound_rest(&app.audio.sound, gone + SOUND_REST_MS + 60000);
    assert_true(app.audio.sound.device == 0 || app.audio.sound.resting);
    FrameStep step = app_frame_step(&app, t + 1);
    assert_false(step.draw);
    assert_int_equal(step.wait_ms, TABLE_MESSAGE_MS + 1);
    assert_int_equal(app_frame_step(&app, gone - 1).wait_ms, 2);
    app_draw(&app, gone + 1);
    assert_false(app_wants_draw(&app, gone + 1, gone + 5000));
    step = app_frame_step(&app, gone + 1);
    assert_false(step.draw);
    assert_int_equal(step.wait_ms, APP_LONG_IDLE_MS);
    assert_int_equal(app_idle_ms(&app, gone + 1), APP_LONG_IDLE_MS);
    app_close(&app);
}

/* The frame after the dice land is drawn: the loop drew while they flew, and their landing
 * logs the roll and changes the prompt with no event and nothing moving any more (once the
 * picture stayed on the flying prompt until the mouse moved). */
static void test_the_frame_after_a_roll_lands_is_drawn(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--start", "1", "--seed", "4", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    uint32_t now = SDL_GetTicks(), last = now;
    bool flew = false;
    for (int i = 0; i < 1000; i++, now += 16) {
        app_update(&app, now);
        if (table_rolling(app.table)) flew = true;
        else if (flew) break;
        if (app_wants_draw(&app, last, now)) {
            app_draw(&app, now);
            last = now;
        }
    }
    assert_true(flew);
    assert_false(table_rolling(app.table));
    assert_false(app_busy(&app, now));
    assert_string_equal(log_book_words(app.win.lang, table_test_log(app.table), table_test_log(app.table)->count - 1), "Leila rolled the dice for round 1");
    assert_true(app_wants_draw(&app, last, now));
    app_draw(&app, now);
    table_test_message_clear(app.table);
    assert_false(app_wants_draw(&app, now, now + 16));
    assert_false(app_wants_draw(&app, now, now + 60000));
    app_close(&app);
}

/* Everything SDL has queued, given to the program as its loop would. */
static void pump(void)
{
    SDL_Event e;
    SDL_PumpEvents();
    while (SDL_PollEvent(&e)) app_event(&app, &e);
}

/* Real time passes until the dice lie still (the program's clock is SDL's). */
static void settle(void)
{
    for (int i = 0; i < 500; i++) {
        uint32_t now = SDL_GetTicks();
        app_update(&app, now);
        if (!table_busy(app.table, now) && game_actor(&app.session.game) != GAME_CHANCE) return;
        SDL_Delay(10);
    }
}


/* A controller plugged in while the game runs is opened, and closed when pulled out (SDL's
 * virtual controller stands in for a real one). */
static void test_a_controller_is_opened_when_plugged_in_and_closed_when_pulled_out(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", NULL};
    open_with(args);
    if (!SDL_WasInit(SDL_INIT_GAMECONTROLLER)) {
        app_close(&app);
        skip();
    }
    pump();
    assert_int_equal(app.input.pads.count, 0);
    int device = SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, 6, SDL_CONTROLLER_BUTTON_MAX, 0);
    assert_true(device >= 0);
    pump();
    assert_int_equal(app.input.pads.count, 1);
    assert_int_equal(SDL_JoystickDetachVirtual(device), 0);
    pump();
    assert_int_equal(app.input.pads.count, 0);
    app_close(&app);
}

/* Controller buttons reach every screen as their keys: at the table the shoulder moves the
 * focus, A chooses, Start asks whether to leave and B takes back; on a card B closes it. */
static void test_controller_buttons_play_the_table_and_close_cards(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args);
    assert_int_equal(app.scene, SCENE_TABLE);
    settle();
    if (table_handover_due(app.table)) drive_pad(&app, SDL_CONTROLLER_BUTTON_A);
    assert_false(table_handover_due(app.table));
    settle();
    assert_int_equal(app.session.game.step.kind, STEP_CHOOSE_DIE);
    /* A die after whose taking the same person still decides, so B can take it back. */
    const Game *g = &app.session.game;
    int die = -1;
    for (int d = 0; d < DIE_COUNT && die < 0; d++) {
        Game after = *g;
        Action take = action_make(ACT_TAKE, d, 0);
        Refusal why;
        if (game_apply(&after, test_sheets(), &take, &why) && game_actor(&after) == g->to_act) die = d;
    }
    assert_true(die >= 0);
    for (int i = 0; i < 20; i++) {
        drive_pad(&app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
        const FocusItem *it = focus_current(&table_test_focus(app.table)->ring);
        assert_non_null(it);
        if (it->group == TF_DIE && it->id == die) break;
    }
    size_t count = app.session.count;
    drive_pad(&app, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(app.session.count, count + 1);
    assert_int_equal(app.session.entry[count].action.kind, ACT_TAKE);
    assert_int_equal(app.session.entry[count].action.arg[0], die);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(app.session.count, count);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_START);
    assert_true(table_test_pointer(app.table).confirm_leave);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_START);
    assert_false(table_test_pointer(app.table).confirm_leave);
    app_open_card(&app, CARD_SETTINGS);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(app.cards.open, CARD_NONE);
    assert_int_equal(app.scene, SCENE_TABLE);
    app_close(&app);
}

/* Tab until the ring is on r (every item is reached within one round). */
static void tab_to(SDL_Rect r)
{
    for (int i = 0; i <= FOCUS_MAX; i++) {
        const FocusItem *it = focus_current(&app.input.focus);
        if (app.input.focus.shown && it && SDL_RectEquals(&it->rect, &r)) return;
        press(SDLK_TAB);
    }
    fail_msg("the ring never reached the rectangle at %d,%d", r.x, r.y);
}

/* The set-up screen and the Settings card by keys alone: a seat added, a setting chosen,
 * the card closed and the game started, each by Tab and Enter or Space. */
static void test_the_set_up_screen_and_settings_are_played_by_keys(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none);
    assert_int_equal(app.scene, SCENE_SETUP);
    int players = setup_test_params(app.setup_scene)->players;
    press(SDLK_TAB);
    assert_true(app.input.focus.shown);
    assert_non_null(focus_current(&app.input.focus));
    tab_to(setup_test_layout(app.setup_scene)->add);
    press(SDLK_RETURN);
    assert_int_equal(setup_test_params(app.setup_scene)->players, players + 1);
    assert_int_equal(app.scene, SCENE_SETUP);
    tab_to(setup_test_layout(app.setup_scene)->settings);
    press(SDLK_SPACE);
    assert_int_equal(app.cards.open, CARD_SETTINGS);
    int palette = app.settings.palette;
    tab_to(settings_card_test_layout(app.cards.settings)->choice[ROW_PALETTE][1 - palette]);
    press(SDLK_RETURN);
    assert_int_equal(app.settings.palette, 1 - palette);
    /* Shift+Tab goes back round, and the arrows move the ring too. */
    const FocusItem *before = focus_current(&app.input.focus);
    SDL_Rect was = before->rect;
    SDL_Event back = event_key(SDLK_TAB);
    back.key.keysym.mod = KMOD_LSHIFT;
    app_event(&app, &back);
    press(SDLK_TAB);
    assert_true(SDL_RectEquals(&focus_current(&app.input.focus)->rect, &was));
    press(SDLK_UP);
    assert_false(SDL_RectEquals(&focus_current(&app.input.focus)->rect, &was));
    tab_to(settings_card_test_layout(app.cards.settings)->close);
    press(SDLK_RETURN);
    assert_int_equal(app.cards.open, CARD_NONE);
    tab_to(setup_test_layout(app.setup_scene)->start);
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_TABLE);
    assert_int_equal(app.session.game.setup.players, players + 1);
    app_close(&app);
}

/* With nothing ringed, Enter keeps its meaning: Start on the set-up screen. */
static void test_enter_with_no_ring_still_starts_the_game(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none);
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_false(app.input.focus.shown);
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_TABLE);
    app_close(&app);
}

/* A first start (no set-up kept) proposes the player against a medium bot and makes Learn to
 * play the thing to try first; once a game was started, the set-up remembered is shown plainly. */
static void test_a_first_start_proposes_a_bot_and_learn_to_play(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none);
    assert_int_equal(app.scene, SCENE_SETUP);
    const GameSetup *g = setup_test_params(app.setup_scene);
    assert_int_equal(g->players, 2);
    assert_int_equal(g->seat[0].kind, SEAT_HUMAN);
    assert_int_equal(g->seat[1].kind, SEAT_BOT);
    assert_int_equal(g->seat[1].level, BOT_MEDIUM);
    assert_true(setup_test_told(app.setup_scene).welcome);
    assert_false(setup_test_message(app.setup_scene).bad);
    assert_string_equal(setup_test_message(app.setup_scene).text, "New to the game? Learn to play is a guided first game of three "
                                                 "short rounds: the quickest way in.");
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_TABLE);
    assert_int_equal(app.seats.bot[1], 1 + BOT_MEDIUM);
    app_go_setup(&app, NULL, false);
    assert_false(setup_test_told(app.setup_scene).welcome);
    assert_string_equal(setup_test_message(app.setup_scene).text, "");
    assert_int_equal(setup_test_params(app.setup_scene)->seat[1].kind, SEAT_BOT);
    app_close(&app);
}

/* ---- speech, said to a fake sink ---------------------------------------------------------- */

/* Switched on in the settings, the table's prompt, its new log lines and the focused item
 * are said (here to a sink standing in for speech-dispatcher), each once; off (the
 * default), nothing is. */
static void test_speech_says_the_prompt_the_log_and_the_focus(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args);
    said_listen(&app.audio.speech);
    assert_false(app.settings.speech);
    settle();
    press(SDLK_RETURN);   /* the hand-over card, if it is up */
    settle();
    assert_int_equal(said_count(), 0);

    app.settings.speech = true;
    app_apply_settings(&app);
    press(SDLK_LSHIFT);   /* any event: the table is said as it is */
    char prompt[768];
    table_prompt_text(app.table, prompt, sizeof prompt);
    assert_true(said_was(prompt));
    assert_true(said_was(log_book_words(app.win.lang, table_test_log(app.table), table_test_log(app.table)->count - 1)));
    int before = said_count();
    press(SDLK_LSHIFT);
    assert_int_equal(said_count(), before);   /* nothing changed: nothing said again */

    press(SDLK_TAB);
    const FocusItem *it = focus_current(&table_test_focus(app.table)->ring);
    assert_non_null(it);
    assert_int_equal(it->group, TF_DIE);
    int die = it->id;
    char words[128];
    snprintf(words, sizeof words, "%s", term_die_title(app.win.lang, app.session.game.die_face[die]));
    assert_string_equal(said_last(), words);
    press(SDLK_RETURN);
    assert_int_equal(app.session.entry[app.session.count - 1].action.kind, ACT_TAKE);
    assert_true(said_was(log_book_words(app.win.lang, table_test_log(app.table), table_test_log(app.table)->count - 1)));
    table_prompt_text(app.table, prompt, sizeof prompt);
    assert_true(said_was(prompt));

    app.settings.speech = false;
    app_apply_settings(&app);
    before = said_count();
    press(SDLK_TAB);
    assert_int_equal(said_count(), before);
    app_close(&app);
}

TEST_MAIN_GROUP(drive_home_make, test_data_home_remove,
    USER_DIR_CASE(test_the_command_line_starts_straight_into_the_game_it_describes),
    USER_DIR_CASE(test_an_idle_table_is_not_drawn_again),
    USER_DIR_CASE(test_the_frame_after_a_roll_lands_is_drawn),
    USER_DIR_CASE(test_the_settings_file_is_applied_at_start),
    USER_DIR_CASE(test_the_language_is_the_apps_own_value),
    USER_DIR_CASE(test_a_broken_settings_file_is_reported_and_kept),
    USER_DIR_CASE(test_the_broken_settings_note_is_translated_and_printable),
    USER_DIR_CASE(test_a_damaged_autosave_is_kept_and_never_written_over),
    USER_DIR_CASE(test_a_damaged_remembered_set_up_is_kept),
    USER_DIR_CASE(test_damaged_statistics_are_kept_when_a_game_is_counted),
    USER_DIR_CASE(test_a_damaged_seats_file_is_kept_and_the_game_resumes),
    USER_DIR_CASE(test_a_game_saved_during_the_end_turn_step_resumes_in_it),
    USER_DIR_CASE(test_every_autosave_carries_the_seats_so_a_resume_keeps_them),
    USER_DIR_CASE(test_an_old_pair_of_autosave_and_seats_file_still_resumes),
    USER_DIR_CASE(test_the_statistics_card_keeps_a_damaged_file),
    USER_DIR_CASE(test_a_failed_save_is_said_on_the_table_and_play_goes_on),
    USER_DIR_CASE(test_a_fifo_or_a_loop_of_links_in_a_files_place_is_said_and_kept),
    USER_DIR_CASE(test_a_new_game_keeps_a_loop_of_links_in_the_autosaves_place),
    USER_DIR_CASE(test_each_settings_click_applies_and_is_written_at_once),
    USER_DIR_CASE(test_lang_holds_until_a_language_is_clicked),
    USER_DIR_CASE(test_a_settings_change_not_written_is_said_on_the_card),
    USER_DIR_CASE(test_size_text_and_contrast_apply_at_once),
    USER_DIR_CASE(test_the_table_at_200_percent),
    USER_DIR_CASE(test_f1_opens_the_rules_over_any_scene),
    USER_DIR_CASE(test_two_screenshots_in_one_second_are_two_files),
    USER_DIR_CASE(test_a_screenshot_that_cannot_be_saved_is_said_on_screen),
    USER_DIR_CASE(test_learn_to_play_leaves_the_saved_game_alone),
    USER_DIR_CASE(test_the_coach_card_covers_the_table_beneath),
    USER_DIR_CASE(test_a_controller_is_opened_when_plugged_in_and_closed_when_pulled_out),
    USER_DIR_CASE(test_controller_buttons_play_the_table_and_close_cards),
    USER_DIR_CASE(test_the_set_up_screen_and_settings_are_played_by_keys),
    USER_DIR_CASE(test_a_first_start_proposes_a_bot_and_learn_to_play),
    USER_DIR_CASE(test_enter_with_no_ring_still_starts_the_game),
    USER_DIR_CASE(test_speech_says_the_prompt_the_log_and_the_focus),
    USER_DIR_CASE(test_a_finished_game_opens_in_the_viewer_from_the_statistics),
    USER_DIR_CASE(test_replay_on_the_command_line),
    USER_DIR_CASE(test_the_review_opens_the_viewer_at_a_costly_decision),
    USER_DIR_CASE(test_a_finished_game_leaves_its_record_and_the_statistics),
    USER_DIR_CASE(test_the_end_screen_says_whether_the_game_was_saved),
    USER_DIR_CASE(test_leaving_a_game_never_saved_says_it_is_lost),
    USER_DIR_CASE(test_the_dice_are_heard_when_the_table_rolls)
)
