/* test_scene_language.c — each screen speaks the language it is handed (a Lang value,
 * i18n.h), not the program's: the cards (Settings, Statistics, Today's dice's calendar), the
 * set-up screen, the end screen, the replay viewer and the lesson's coach are opened with a
 * German or Dutch Lang while the program's language stays English, and say exactly the
 * translated words; a second card opened beside the first in the program's language says
 * the English ones at the same time. */
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "seating.h"
#include "session_game.h"

#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "coach.h"
#include "end_screen.h"
#include "i18n.h"
#include "replay_screen.h"
#include "setup_screen.h"

#define WIN_W 1280
#define WIN_H 800

/* Each test's own Lang (the catalogue of RAJAS_DATA, which ctest sets, loaded into a new
 * Lang) and a canvas, made by the group's language (with_german, with_dutch) and freed after
 * a check that the program's language stayed English. */
typedef struct {
    Lang *lang;
    Canvas c;
} Fixture;

static int with(void **state, const char *code)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    f->lang = lang_new();
    assert_non_null(f->lang);
    test_language_into(f->lang, code);
    assert_string_equal(lang_code(f->lang), code);
    canvas_open(&f->c, WIN_W, WIN_H);
    *state = f;
    return 0;
}

static int with_german(void **state) { return with(state, "de"); }
static int with_dutch(void **state) { return with(state, "nl"); }

static int done(void **state)
{
    Fixture *f = *state;
    assert_string_equal(lang_code(test_lang()), "en");   /* the program's stayed English */
    canvas_close(&f->c);
    lang_free(f->lang);
    free(f);
    return 0;
}

/* What a scene says aloud: its title and card (SceneOps.words). */
static SceneWords said(const SceneOps *ops, void *scene)
{
    SceneWords w;
    memset(&w, 0, sizeof w);
    ops->words(scene, &w, NULL, NULL);
    return w;
}

static void test_the_cards_speak_the_language_they_are_opened_with(void **state)
{
    Fixture *f = *state;
    const Lang *de = f->lang;
    Canvas c = f->c;
    Settings now = settings_file_default();
    SettingsScene *german = settings_scene_new(), *english = settings_scene_new();
    assert_true(german && english);
    settings_scene_open(german, c.art, de, &now, WIN_W, WIN_H);
    settings_scene_open(english, c.art, test_lang(), &now, WIN_W, WIN_H);
    assert_string_equal(said(&settings_card_ops, german).title, "Einstellungen");
    assert_string_equal(said(&settings_card_ops, english).title, "Settings");

    Stats none;
    memset(&none, 0, sizeof none);
    StatsScene *stats = stats_scene_new();
    assert_non_null(stats);
    stats_scene_open(stats, c.art, de, &none, NULL, NULL, 0, WIN_W, WIN_H);
    assert_string_equal(said(&stats_card_ops, stats).title, "Deine Statistik");

    StatsDaily days;
    memset(&days, 0, sizeof days);
    DailyCardScene *daily = daily_card_new();
    assert_non_null(daily);
    daily_card_open(daily, c.art, de, &days, 20000, WIN_W, WIN_H);
    assert_string_equal(said(&daily_card_ops, daily).title, "Würfel des Tages: die letzten 35 Tage");

    daily_card_free(daily);
    stats_scene_free(stats);
    settings_scene_free(english);
    settings_scene_free(german);
}

static void test_the_set_up_screen_speaks_the_language_it_is_set_up_with(void **state)
{
    Fixture *f = *state;
    const Lang *de = f->lang;
    Canvas c = f->c;
    GameSetup g;
    setup_default(&g, test_sheets());
    /* A default name already taken: the new seat is named in the screen's language. */
    snprintf(g.seat[1].name, sizeof g.seat[1].name, "%s", "Mira");
    assert_true(setup_add_seat(&g, de));
    assert_string_equal(g.seat[2].name, "Spieler 3");
    SetupScene *s = setup_scene_new();
    assert_non_null(s);
    setup_scene_init(s, test_sheets(), c.art, de, &g, false);
    assert_string_equal(said(&setup_scene_ops, s).title,
                        "Richte den Tisch ein: 2 bis 5 Spieler teilen sich diesen Bildschirm und geben ihn reihum "
                        "weiter.");
    setup_scene_free(s);
}

static void test_the_end_screen_speaks_the_language_it_is_set_up_with(void **state)
{
    const Lang *de = ((Fixture *)*state)->lang;
    Session s;
    session_init(&s, test_sheets());
    test_session_whole_game(&s, 2, "sun", 0, 7, 7);
    Seats seats = test_seats(2, 2);
    Ranking rk;
    game_ranking(&s.game, test_sheets(), &rk);
    assert_int_equal(rk.place[1], 2);   /* one winner */
    char want[SCENE_TEXT_MAX];
    snprintf(want, sizeof want, "%s gewinnt!", seats.name[rk.seat[0]]);
    EndScene *e = end_scene_new();
    assert_non_null(e);
    end_scene_init(e, &s, test_sheets(), NULL, de, &seats);
    assert_string_equal(said(&end_scene_ops, e).title, want);
    end_scene_free(e);
    session_free(&s);
}

static void test_the_replay_viewer_speaks_the_language_it_is_made_with(void **state)
{
    Fixture *f = *state;
    const Lang *nl = f->lang;
    Canvas c = f->c;
    ReplayScene *r = replay_scene_new(test_sheets(), c.art, nl);
    assert_non_null(r);
    assert_false(replay_scene_open_file(r, "/nonexistent/none.rajas", 0));
    assert_string_equal(said(&replay_scene_ops, r).title, "Er is geen opname van een spel in /nonexistent/none.rajas.");
    replay_scene_free(r);
}

static void test_the_coach_speaks_the_language_it_is_given(void **state)
{
    const Lang *de = ((Fixture *)*state)->lang;
    assert_string_equal(coach_words_title(de), "Spielen lernen");
    assert_string_equal(coach_words_title(test_lang()), "Learn to play");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_the_cards_speak_the_language_they_are_opened_with, with_german, done),
        cmocka_unit_test_setup_teardown(test_the_set_up_screen_speaks_the_language_it_is_set_up_with, with_german, done),
        cmocka_unit_test_setup_teardown(test_the_end_screen_speaks_the_language_it_is_set_up_with, with_german, done),
        cmocka_unit_test_setup_teardown(test_the_replay_viewer_speaks_the_language_it_is_made_with, with_dutch, done),
        cmocka_unit_test_setup_teardown(test_the_coach_speaks_the_language_it_is_given, with_german, done),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
