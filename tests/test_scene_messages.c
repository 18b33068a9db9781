/* test_scene_messages.c — every banner and message wraps inside the window: the message
 * over the table's sheet, the notice over everything, the set-up screen's message and the
 * notes of the Settings and Statistics cards, each given the longest message it is shown
 * (two damaged files said at once, their kept names in a deep user folder; on the Settings
 * card a change that could not be saved, with the file and why; on the Statistics card a
 * damaged stats.txt), in English,
 * German and Dutch at 1280×800, 1024×640 and 1920×1080 and at 100, 200 and 300 % (the
 * sizes and zooms of test_scene_end's and test_scene_replay's layout tests). Every line lies
 * inside the window and inside the message's box (none cut off by its clip), and the
 * message covers none of the controls around it. The table with its message in English at
 * 1280×800 is drawn into message-table-1280x800.png, for a look. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "canvas.h"
#include "language.h"
#include "damaged_files.h"
#include "geometry.h"
#include "i18n.h"
#include "layout_check.h"
#include "notice.h"
#include "cards_test.h"
#include "setup_test.h"
#include "support.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "type_scale.h"
#include "widgets.h"

static const char *const LANGS[] = {"en", "de", "nl"};
static const int SIZES[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}}, ZOOMS[] = {100, 200, 300};
#define KINDS 3
#define MESSAGE_MAX 768

/* A user folder as deep as a long home folder makes it. */
#define FOLDER "/home/margarethe-vandenberghe-schmidt/.local/share/rajas/rajas/"

/* The player's sentence about a damaged file (damaged_files.c): the longer of the two, the
 * file kept aside or the file that could not be moved aside. */
static void damaged(PlayerFile which, char *buf, size_t cap)
{
    FilesDamage d;
    memset(&d, 0, sizeof d);
    d.found = true;
    d.file = which;
    d.kept = true;
    snprintf(d.path, sizeof d.path, FOLDER "%s", files_name(which));
    snprintf(d.why, sizeof d.why, "%s:3: a NUL byte", d.path);
    snprintf(d.kept_as, sizeof d.kept_as, "%s.broken-20261127-213300", d.path);
    damaged_say(test_lang(), &d, buf, cap);
    char other[MESSAGE_MAX];
    d.kept = false;
    snprintf(d.not_kept, sizeof d.not_kept, "%.300s: Read-only file system", d.kept_as);
    damaged_say(test_lang(), &d, other, sizeof other);
    if (strlen(other) > strlen(buf)) snprintf(buf, cap, "%s", other);
}

/* Two damaged files said at once, as app_note joins them (the set-up and the settings at a
 * start; the saved game's seats and the settings at a resume): the longest pair. */
static void longest_note(char *buf, size_t cap)
{
    static const PlayerFile FILES[] = {FILES_SETTINGS, FILES_STATS, FILES_AUTOSAVE, FILES_SETUP, FILES_SEATS};
    char one[5][MESSAGE_MAX];
    for (int i = 0; i < 5; i++) damaged(FILES[i], one[i], sizeof one[i]);
    buf[0] = '\0';
    for (int a = 0; a < 5; a++)
        for (int b = a + 1; b < 5; b++) {
            char pair[2 * MESSAGE_MAX];
            if (snprintf(pair, sizeof pair, "%s %s", one[a], one[b]) < 0) continue;
            size_t n = strlen(pair);
            if (n < cap && n > strlen(buf)) memcpy(buf, pair, n + 1);
        }
}

typedef void Check(const char *where, Canvas *c, int w, int h, const char *text);

static void check_everywhere(Canvas *c, Check *check)
{
    char where[96], text[MESSAGE_MAX];
    for (int k = 0; k < KINDS; k++) {
        test_language(LANGS[k]);
        longest_note(text, sizeof text);
        for (int z = 0; z < 3; z++)
            for (int i = 0; i < 3; i++) {
                test_zoom(c->art, ZOOMS[z]);
                snprintf(where, sizeof where, "%s %dx%d at %d %%", LANGS[k], SIZES[i][0], SIZES[i][1], ZOOMS[z]);
                check(where, c, SIZES[i][0], SIZES[i][1], text);
            }
    }
}

static SDL_Rect window_of(int w, int h) { return (SDL_Rect){0, 0, w, h}; }

static void apart_from(const char *where, SDL_Rect box, const char *name, SDL_Rect control)
{
    if (control.w > 0 && control.h > 0 && layout_overlap(box, control))
        fail_msg("%s: the message (%d,%d %dx%d) covers %s (%d,%d %dx%d)", where, box.x, box.y, box.w, box.h, name,
                 control.x, control.y, control.w, control.h);
}

/* ---- the message over the table's sheet ------------------------------------------------------ */

/* The w×h corner of the canvas into a PNG in the tests' picture folder, for a look. */
static void save_png(Canvas *c, int w, int h, const char *name)
{
    SDL_RenderPresent(c->r);
    SDL_Surface *part = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(part);
    SDL_Rect from = {0, 0, w, h};
    assert_int_equal(SDL_BlitSurface(c->surface, &from, part, NULL), 0);
    canvas_save(part, name);
    SDL_FreeSurface(part);
}

/* A refusal's message as drawn, under the veil of the hand-over card that is up at the
 * start: its box red (far more red than green), its words lighter than the box. */
static void assert_refusal_drawn(const char *where, const SDL_Surface *s, SDL_Rect box, SDL_Rect inner)
{
    int red = 0, words = 0;
    for (int y = box.y; y < box.y + box.h; y++)
        for (int x = box.x; x < box.x + box.w; x++) {
            SDL_Color p = canvas_pixel(s, x, y);
            red += p.r > 2 * p.g && p.r > 2 * p.b && p.r > 30;
            words += p.g > 40 && p.b > 40 && x >= inner.x && x < inner.x + inner.w && y >= inner.y && y < inner.y + inner.h;
        }
    if (red < box.w * box.h / 2)
        fail_msg("%s: no message box at %d,%d %dx%d (%d red pixels)", where, box.x, box.y, box.w, box.h, red);
    if (words < 20) fail_msg("%s: the message has no words", where);
}

static Session table_session;

static void check_table(const char *where, Canvas *c, int w, int h, const char *text)
{
    Seats seats = {.players = 5, .name = {"Asha", "Bilal", "Chen", "Dara", "Eli"}, .colour = {0, 1, 2, 3, 4}};
    TableScene *t = table_scene_new(test_lang());
    assert_non_null(t);
    table_init(t, &table_session, test_sheets(), c->art, &seats, 1000);
    table_resize(t, w, h);
    table_say(t, true, text, 1000);
    int px, u = table_test_layout(t)->unit;
    SDL_Rect box = table_message_box(t, &px);
    SDL_Rect inner = {box.x + u, box.y + u / 2, box.w - 2 * u, box.h - u};
    assert_true(layout_inside(box, window_of(w, h)));
    assert_wrapped_inside(where, c->art, FONT_BOLD, px, inner, window_of(w, h), text);
    const TableLayout *l = table_test_layout(t);
    for (int b = 0; b < BUTTON_COUNT; b++) apart_from(where, box, "a button", l->button[b]);
    apart_from(where, box, "the prompt", l->prompt);
    apart_from(where, box, "the race", l->race);
    apart_from(where, box, "the tray", l->tray);
    for (int s = 0; s < 5; s++) apart_from(where, box, "a seat's card", l->seat[s]);
    table_draw(t, c->r, 1500);
    if (strncmp(where, "en 1280x800 at 100", 18) == 0) {
        save_png(c, w, h, "message-table-1280x800.png");
        assert_refusal_drawn(where, c->surface, box, inner);
    }
    table_scene_free(t);
}

/* A saved game cut off in a line (the reader's "P": no action at all) is said in plain
 * words, in the player's language; any other reason is passed on as it is. */
static void test_a_cut_off_line_is_said_in_plain_words(void **state)
{
    (void)state;
    FilesDamage d;
    memset(&d, 0, sizeof d);
    d.found = true;
    d.file = FILES_AUTOSAVE;
    d.kept = true;
    snprintf(d.path, sizeof d.path, "/home/p/autosave.txt");
    snprintf(d.why, sizeof d.why, "/home/p/autosave.txt:31: P unknown action");
    snprintf(d.kept_as, sizeof d.kept_as, "/home/p/autosave.txt.broken-20261127-213300");
    char text[MESSAGE_MAX];
    test_language("en");
    damaged_say(test_lang(), &d, text, sizeof text);
    assert_string_equal(text, "The saved game could not be read (/home/p/autosave.txt: line 31 is cut off or damaged "
                              "(unknown action)). The damaged file is kept as "
                              "/home/p/autosave.txt.broken-20261127-213300");
    test_language("nl");
    damaged_say(test_lang(), &d, text, sizeof text);
    assert_non_null(strstr(text, "(/home/p/autosave.txt: regel 31 is afgebroken of beschadigd (unknown action))"));
    test_language("en");
    snprintf(d.why, sizeof d.why, "/home/p/autosave.txt:3: a NUL byte");
    damaged_say(test_lang(), &d, text, sizeof text);
    assert_non_null(strstr(text, "(/home/p/autosave.txt:3: a NUL byte)"));
}

static void test_the_table_message_wraps_over_the_sheet(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 1920, 1080);
    session_init(&table_session, test_sheets());
    Setup setup = {5, (uint8_t)test_side("sun"), 0, 11};
    Refusal why;
    assert_true(session_new(&table_session, &setup, &why));
    check_everywhere(&c, check_table);
    session_free(&table_session);
    canvas_close(&c);
}

/* ---- the notice over everything ------------------------------------------------------------- */

static void check_notice(const char *where, Canvas *c, int w, int h, const char *text)
{
    Notice n;
    memset(&n, 0, sizeof n);
    notice_show(&n, true, text, 1000);
    SDL_Rect box = notice_box(&n, c->art, w, h, 1000);
    int lw = w, lh = h, u = layout_unit(&lw, &lh);
    SDL_Rect inner = {box.x + u, box.y + u / 2, box.w - 2 * u, box.h - u};
    assert_true(layout_inside(box, window_of(w, h)));
    assert_wrapped_inside(where, c->art, FONT_BOLD, notice_px(&n, c->art, w, h), inner, window_of(w, h), text);
    notice_draw(&n, c->r, c->art, w, h, 1000);
}

static void test_the_notice_wraps_inside_the_window(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 1920, 1080);
    check_everywhere(&c, check_notice);
    canvas_close(&c);
}

/* ---- the set-up screen's message ------------------------------------------------------------ */

static void check_setup(const char *where, Canvas *c, int w, int h, const char *text)
{
    SetupScene *s = setup_scene_new();
    assert_non_null(s);
    GameSetup g;
    setup_default(&g, test_sheets());
    while (g.players < GAME_MAX_PLAYERS) setup_add_seat(&g, test_lang());
    setup_scene_init(s, test_sheets(), c->art, test_lang(), &g, true);
    setup_scene_resize(s, w, h);
    setup_scene_say(s, true, text);
    const SetupLayout *l = setup_test_layout(s);
    assert_wrapped_inside(where, c->art, FONT_BOLD, setup_message_px(s), l->message, window_of(w, h), text);
    apart_from(where, l->message, "Start", l->start);
    apart_from(where, l->message, "Resume", l->resume);
    apart_from(where, l->message, "Add a player", l->add);
    apart_from(where, l->message, "Rules", l->rules);
    apart_from(where, l->message, "Settings", l->settings);
    apart_from(where, l->message, "Statistics", l->stats);
    apart_from(where, l->message, "Learn to play", l->learn);
    for (int i = 0; i < SHEETS_MAX; i++) apart_from(where, l->message, "a sheet side", l->sheet[i]);
    setup_scene_draw(s, c->r, 1000);
    setup_scene_free(s);
}

static void test_the_setup_message_wraps_inside_its_box(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 1920, 1080);
    check_everywhere(&c, check_setup);
    canvas_close(&c);
}

/* ---- the cards' notes ------------------------------------------------------------------------ */

static void check_settings(const char *where, Canvas *c, int w, int h, const char *text)
{
    SettingsScene *s = settings_scene_new();
    assert_non_null(s);
    Settings now = settings_file_default();
    (void)text;   /* its note is a save's failure: the file and why, one path long */
    char note[MESSAGE_MAX];
    settings_words_unsaved(test_lang(), FOLDER "settings.txt: not saved: a setting is out of range (bot_pace 99999 ms, scale 300 %)",
                           note, sizeof note);
    settings_scene_open(s, c->art, test_lang(), &now, w, h);
    settings_scene_note(s, note);
    const SettingsLayout *l = settings_card_test_layout(s);
    assert_wrapped_inside(where, c->art, FONT_BOLD, settings_note_px(s), l->note, window_of(w, h), settings_card_test_note(s));
    apart_from(where, l->note, "Close", l->close);
    settings_scene_draw(s, c->r);
    settings_scene_free(s);
}

static void check_stats(const char *where, Canvas *c, int w, int h, const char *text)
{
    (void)text;   /* its note is stats.txt's alone (app_open_card) */
    char note[MESSAGE_MAX];
    damaged(FILES_STATS, note, sizeof note);
    text = note;
    StatsScene *s = stats_scene_new();
    assert_non_null(s);
    Stats st;
    memset(&st, 0, sizeof st);
    stats_scene_open(s, c->art, test_lang(), &st, text, NULL, 0, w, h);
    const StatsLayout *l = stats_card_test_layout(s);
    assert_wrapped_inside(where, c->art, FONT_REGULAR, stats_note_px(s), l->note, window_of(w, h), text);
    apart_from(where, l->note, "Close", l->close);
    apart_from(where, l->note, "the up arrow", l->up);
    apart_from(where, l->note, "the down arrow", l->down);
    stats_scene_draw(s, c->r);
    stats_scene_free(s);
}

static void test_the_cards_notes_wrap_inside_their_boxes(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, 1920, 1080);
    check_everywhere(&c, check_settings);
    check_everywhere(&c, check_stats);
    canvas_close(&c);
}

int main(void)
{
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_WARN);   /* not every damaged file said 90 times */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_a_cut_off_line_is_said_in_plain_words, test_language_back),
        cmocka_unit_test_teardown(test_the_table_message_wraps_over_the_sheet, test_language_back),
        cmocka_unit_test_teardown(test_the_notice_wraps_inside_the_window, test_language_back),
        cmocka_unit_test_teardown(test_the_setup_message_wraps_inside_its_box, test_language_back),
        cmocka_unit_test_teardown(test_the_cards_notes_wrap_inside_their_boxes, test_language_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
