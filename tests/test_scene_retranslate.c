/* test_scene_retranslate.c — a language switch in every state a screen can be in. The
 * program (app.h) under SDL's dummy video driver with a scratch user folder holds every
 * screen from its start, most of them only made; each is walked through its states — made
 * and not begun; begun with the table it coaches not attached yet (a puzzle, "Try it", the
 * lesson); attached or opened; stopped or closed — and in each one shown (laid out for the
 * window) and switched en → de → nl → en through app_set_language, the window resized after
 * each switch. None may crash, and nothing written in the language before is left: the
 * table's and the set-up screen's messages go, the end screen's rows read as a fresh end
 * screen's in the new language, the rules open over a screen are loaded again in it, and a
 * card attached after a switch is laid out as a resize would lay it out, and a coached
 * card's title reads as the language loaded on its own (language.h) says. Each state says
 * its name on stdout before its switch, so a crash names where it was. */
#define _POSIX_C_SOURCE 200809L
#include "coach.h"
#include "end_test.h"
#include "practice.h"
#include "puzzles_test.h"
#include "rules_test.h"
#include "setup_test.h"
#include "table.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "position.h"
#include "data_home.h"
#include "language.h"
#include "app_drive.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "app.h"
#include "app_puzzles.h"
#include "i18n.h"

static App app;
static const char *const CODES[] = {"de", "nl", "en"};

typedef void (*CheckIn)(const char *where, const char *code);

/* The window told it changed size, as the loop hears it: every scene open is laid out
 * again (app.c's resize_scenes). */
static void resized(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    e.window.data1 = app.win.w;
    e.window.data2 = app.win.h;
    app_event(&app, &e);
}

/* en → de → nl → en, each switch as the Settings card makes it, then a resize and a frame
 * drawn when the state can be drawn (drawn); check, when given, after each. */
static void switch_in(const char *where, bool drawn, CheckIn check)
{
    printf("switching the language: %s\n", where);
    fflush(stdout);
    for (int i = 0; i < 3; i++) {
        if (!app_set_language(&app, CODES[i])) fail_msg("%s: %s could not be loaded", where, CODES[i]);
        resized();
        if (drawn) app_draw(&app, SDL_GetTicks());
        if (check) check(where, CODES[i]);
    }
}

/* The scene shown in its state (laid out for the window: app_show's resize), saying which
 * first. */
static void show(SceneKind kind, const char *where)
{
    printf("laying out: %s\n", where);
    fflush(stdout);
    app_show(&app, kind);
}

/* The set-up screen back on screen, which every state below leaves from. */
static void back_to_setup(void) { app_go_setup(&app, NULL, false); }

/* ---- the checks ---------------------------------------------------------------------- */

static void no_table_message(const char *where, const char *code)
{
    const char *text = table_test_message(app.table).text;
    if (text[0]) fail_msg("%s, %s: the table still says \"%s\"", where, code, text);
}

static void no_setup_message(const char *where, const char *code)
{
    const char *text = setup_test_message(app.setup_scene).text;
    if (text[0]) fail_msg("%s, %s: the set-up screen still says \"%s\"", where, code, text);
}

static void rules_in(const char *where, const char *code)
{
    const char *made = rules_test_seen(app.cards.rules).lang;
    if (strcmp(made, code) != 0) fail_msg("%s, %s: the rules' pages are in \"%s\"", where, code, made);
}

/* The rows as an end screen made now in the language would word them. */
static void end_rows_fresh(const char *where, const char *code)
{
    EndScene *fresh = end_scene_new();
    assert_non_null(fresh);
    end_scene_init(fresh, &app.session, &app.sheets, app.art, app.win.lang, &app.seats);
    EndRows a = end_test_rows(app.end), b = end_test_rows(fresh);
    assert_int_equal(a.count, b.count);
    for (int i = 0; i < a.count; i++)
        if (strcmp(a.row[i].tie, b.row[i].tie) != 0)
            fail_msg("%s, %s: row %d reads \"%s\", made now \"%s\"", where, code, i, a.row[i].tie, b.row[i].tie);
    end_scene_free(fresh);
}

/* The coached scene's title as speech says it, against the words of the language loaded on
 * their own (language.h): the card's words follow the switch. */
static void say_nothing(void *ctx, const char *line) { (void)ctx, (void)line; }

static void title_is(const char *where, const char *code, const char *(*title)(const Lang *lang))
{
    test_language(code);
    SceneWords w;
    memset(&w, 0, sizeof w);
    app.on.base.ops->words(app.on.base.self, &w, say_nothing, NULL);
    if (strcmp(w.title, title(test_lang())) != 0)
        fail_msg("%s, %s: the card's title reads \"%s\", in %s \"%s\"", where, code, w.title, code, title(test_lang()));
}

static void puzzle_title(const char *where, const char *code) { title_is(where, code, puzzles_words_title); }
static void practice_title(const char *where, const char *code) { title_is(where, code, practice_words_title); }
static void lesson_title(const char *where, const char *code) { title_is(where, code, coach_words_title); }

/* ---- the screens ----------------------------------------------------------------------- */

static void open_app(void)
{
    drive_open(&app, (const char *const[]){NULL});
    assert_int_equal(app.scene, SCENE_SETUP);
}

/* The table: made (no game yet), playing a game with a message up, stopped. */
static void test_the_table_in_every_state(void **unused)
{
    (void)unused;
    open_app();
    show(SCENE_TABLE, "the table, made with no game");
    switch_in("the table, made with no game", false, NULL);
    app_start_game(&app, setup_test_params(app.setup_scene), SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_TABLE);
    table_say(app.table, true, "Not that: the places you may click now are outlined in gold", SDL_GetTicks());
    switch_in("the table, playing", true, no_table_message);
    table_scene_ops.stop(app.table);
    switch_in("the table, stopped", true, NULL);
    app_close(&app);
}

/* A puzzle: the scene made, begun with no table attached, attached (its card laid out in
 * the language of the switch before as a resize lays it out), stopped. */
static void test_a_puzzle_in_every_state(void **unused)
{
    (void)unused;
    open_app();
    show(SCENE_PUZZLES, "a puzzle, made");
    switch_in("a puzzle, made", false, NULL);
    app_open_puzzles(&app, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_PUZZLES);
    PuzzlesSeen seen = puzzles_test_seen(app.puzzles.scene);
    table_scene_ops.stop(app.table);
    puzzles_begin(app.puzzles.scene, seen.puzzle, seen.number, &seen.progress, "Leila", "", &app.puzzles.session,
                  &app.sheets);
    switch_in("a puzzle, begun, no table attached", false, NULL);
    assert_true(app_set_language(&app, "de"));
    table_init(app.table, &app.puzzles.session, &app.sheets, app.art, &app.puzzles.seats, SDL_GetTicks());
    table_set_practice(app.table);
    table_resize(app.table, app.win.w, app.win.h);
    puzzles_attach(app.puzzles.scene, table_coached(app.table));
    PuzzlesLayout attached, laid_out;
    puzzles_layout(app.puzzles.scene, &attached);
    resized();
    puzzles_layout(app.puzzles.scene, &laid_out);
    assert_memory_equal(&attached, &laid_out, sizeof attached);
    switch_in("a puzzle, attached", true, puzzle_title);
    puzzles_scene_ops.stop(app.puzzles.scene);
    switch_in("a puzzle, stopped", true, NULL);
    back_to_setup();
    app_close(&app);
}

/* "Try it" on a decision of a rolled game: every legal choice with a figure, the first the
 * best, the first played. */
static bool practice_begun(void)
{
    static BotChoice choice[GAME_MAX_LEGAL];
    static Action legal[GAME_MAX_LEGAL];
    PracticeDecision d;
    memset(&d, 0, sizeof d);
    d.before = test_rolled(2, "sun", "roll tea+silk spice+spice curve straight fish conch merchant builder");
    int n = game_legal(&d.before, &app.sheets, legal);
    assert_true(n > 1);
    for (int i = 0; i < n; i++) choice[i] = (BotChoice){legal[i], 0.6 - 0.01 * i, 0};
    d.played = legal[0];
    d.choice = choice;
    d.choices = n;
    return practice_begin(app.practice.scene, &d, &app.practice.session, &app.sheets);
}

static void test_try_it_in_every_state(void **unused)
{
    (void)unused;
    open_app();
    show(SCENE_PRACTICE, "Try it, made");
    switch_in("Try it, made", false, NULL);
    app_start_game(&app, setup_test_params(app.setup_scene), SDL_GetTicks());
    table_scene_ops.stop(app.table);
    assert_true(practice_begun());
    show(SCENE_PRACTICE, "Try it, begun, no table attached");
    switch_in("Try it, begun, no table attached", false, NULL);
    table_init(app.table, &app.practice.session, &app.sheets, app.art, &app.seats, SDL_GetTicks());
    table_set_practice(app.table);
    practice_attach(app.practice.scene, table_coached(app.table));
    switch_in("Try it, attached", true, practice_title);
    practice_scene_ops.stop(app.practice.scene);
    switch_in("Try it, stopped", true, NULL);
    back_to_setup();
    app_close(&app);
}

static void test_the_lesson_in_every_state(void **unused)
{
    (void)unused;
    open_app();
    show(SCENE_LESSON, "the lesson, made");
    switch_in("the lesson, made", false, NULL);
    assert_true(lesson_begin(app.lesson.scene, &app.lesson.session, &app.sheets, app.win.lang));
    switch_in("the lesson, begun, no table attached", false, NULL);
    app_start_lesson(&app, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_LESSON);
    switch_in("the lesson, attached", true, lesson_title);
    lesson_scene_ops.stop(app.lesson.scene);
    switch_in("the lesson, stopped", true, NULL);
    back_to_setup();
    app_close(&app);
}

/* The end screen: made (no game), on a game, stopped; the replay viewer: made, on a game,
 * stopped. */
static void test_the_end_screen_and_the_viewer_in_every_state(void **unused)
{
    (void)unused;
    open_app();
    show(SCENE_END, "the end screen, made");
    switch_in("the end screen, made", false, NULL);
    show(SCENE_REPLAY, "the viewer, made");
    switch_in("the viewer, made", false, NULL);
    app_start_game(&app, setup_test_params(app.setup_scene), SDL_GetTicks());
    table_scene_ops.stop(app.table);
    end_scene_init(app.end, &app.session, &app.sheets, app.art, app.win.lang, &app.seats);
    show(SCENE_END, "the end screen, on a game");
    switch_in("the end screen, on a game", true, end_rows_fresh);
    end_scene_ops.stop(app.end);
    switch_in("the end screen, stopped", true, end_rows_fresh);
    assert_true(replay_scene_open_session(app.replay.scene, &app.session, &app.seats));
    show(SCENE_REPLAY, "the viewer, on a game");
    switch_in("the viewer, on a game", true, NULL);
    replay_scene_ops.stop(app.replay.scene);
    switch_in("the viewer, stopped", true, NULL);
    back_to_setup();
    app_close(&app);
}

/* The set-up screen: made (not set up), on screen with a message; over it each card open
 * and closed, and the rules never opened, open and closed. */
static void test_the_set_up_screen_its_cards_and_the_rules_in_every_state(void **unused)
{
    (void)unused;
    SetupScene *made = setup_scene_new();
    assert_non_null(made);
    printf("switching the language: the set-up screen, made\n");
    fflush(stdout);
    for (int i = 0; i < 3; i++) {
        setup_scene_ops.retranslate(made);
        setup_scene_ops.resize(made, 1280, 800);
    }
    setup_scene_free(made);
    open_app();
    setup_scene_say(app.setup_scene, true, "The set-up could not be saved");
    switch_in("the set-up screen, with a message", true, no_setup_message);
    static const CardKind CARDS[] = {CARD_SETTINGS, CARD_STATS, CARD_DAILY};
    for (int k = 0; k < 3; k++) {
        app_open_card(&app, CARDS[k]);
        switch_in("a card, open", true, NULL);
        app_close_card(&app);
        switch_in("a card, closed", true, NULL);
    }
    if (rules_scene_ops.retranslate) rules_scene_ops.retranslate(app.cards.rules);
    switch_in("the rules, never opened", true, NULL);
    app_open_rules(&app);
    switch_in("the rules, open", true, rules_in);
    app_close_rules(&app);
    switch_in("the rules, closed", true, NULL);
    app_open_rules(&app);
    rules_in("the rules, opened again", "en");
    app_close_rules(&app);
    app_close(&app);
}

TEST_MAIN_GROUP(drive_home_make, test_data_home_remove,
    cmocka_unit_test(test_the_table_in_every_state),
    cmocka_unit_test_teardown(test_a_puzzle_in_every_state, test_language_back),
    cmocka_unit_test_teardown(test_try_it_in_every_state, test_language_back),
    cmocka_unit_test_teardown(test_the_lesson_in_every_state, test_language_back),
    cmocka_unit_test(test_the_end_screen_and_the_viewer_in_every_state),
    cmocka_unit_test(test_the_set_up_screen_its_cards_and_the_rules_in_every_state)
)
