/* test_scene_speech.c — speech off the table (app_speech.c, screen_focus.c), said to a
 * fake sink standing in for speech-dispatcher: each screen and card says its title when it
 * opens and the item the keyboard's ring moves to — the set-up screen ("Start the game",
 * the seat's colour, name and kind with the one in force "(chosen)"), the Settings and
 * Statistics cards, the rules (its tab, then the text in view and each paragraph that
 * scrolls into view), the end screen (the winner; Play again, New
 * set-up, Review my game), the replay viewer (its game, the step it shows and what comes
 * next, its step buttons by name) and the lesson (its coach's card, again at each step).
 * A long log line is said once. Off, the default, nothing is said. test_scene_app checks the table's speech. */
#define _POSIX_C_SOURCE 200809L
#include "replay_test.h"
#include "lesson_test.h"
#include "rules_test.h"
#include "setup_test.h"
#include "table.h"
#include "table_marks.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "language.h"
#include "said.h"
#include "session_game.h"
#include "app_drive.h"
#include "data_home.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "end.h"
#include "end_test.h"
#include "end_words.h"
#include "bot.h"
#include "save_file.h"
#include "terms.h"
#include "widgets.h"

static App app;

/* ---- the program, and what it says -------------------------------------------------------- */

/* app_open on {"rajas", args…, NULL}, with speech to the sink (on when asked). */
static void open_with(const char *const *args, bool speech)
{
    drive_open(&app, args);
    said_listen(&app.audio.speech);
    app.settings.speech = speech;
    app_apply_settings(&app);
}

static void press_with(SDL_Keycode key, Uint16 mod) { drive_press_with(&app, key, mod); }

static void press(SDL_Keycode key) { press_with(key, KMOD_NONE); }

/* A game of easy bots' moves played straight on the session, to its end. */
static void play_to_the_end(void) { test_session_to_the_end(&app.session, 3); }

/* ---- tests ----------------------------------------------------------------------------- */

static void test_the_set_up_screen_says_its_title_and_the_focused_item(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none, true);
    assert_int_equal(app.scene, SCENE_SETUP);
    press(SDLK_LSHIFT);   /* any event: the screen is said as it is */
    assert_string_equal(said_last(), "Set up the table: 2 to 5 players share this screen and pass it on in turn.");
    int before = said_count();
    press(SDLK_LSHIFT);
    assert_int_equal(said_count(), before);   /* nothing changed: nothing said again */

    const GameSetup *g = setup_test_params(app.setup_scene);
    char want[400];
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Start the game");
    press(SDLK_TAB);
    snprintf(want, sizeof want, "%s writes in %s. Click for the next free colour", g->seat[0].name,
             term_colour(app.win.lang, g->seat[0].colour % PEN_COLOURS));
    assert_string_equal(said_last(), want);
    press(SDLK_TAB);
    snprintf(want, sizeof want, "%s. Click to type a name", g->seat[0].name);
    assert_string_equal(said_last(), want);
    press(SDLK_TAB);
    assert_int_equal(g->seat[0].kind, SEAT_HUMAN);
    snprintf(want, sizeof want, "Human (chosen): %s plays at this screen", g->seat[0].name);
    assert_string_equal(said_last(), want);
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Easy: Easy bot: takes what pays most at once, with a little noise");
    /* Enter makes the seat an easy bot: the item says it is the one in force now. */
    press(SDLK_RETURN);
    assert_int_equal(g->seat[0].kind, SEAT_BOT);
    assert_string_equal(said_last(), "Easy (chosen): Easy bot: takes what pays most at once, with a little noise");
    /* Shift+Tab goes back to Human, no longer chosen. */
    press_with(SDLK_TAB, KMOD_SHIFT);
    snprintf(want, sizeof want, "Human: %s plays at this screen", g->seat[0].name);
    assert_string_equal(said_last(), want);
    app_close(&app);
}

static void test_the_cards_and_the_rules_say_their_title_and_the_focused_item(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none, true);
    press(SDLK_LSHIFT);
    app_open_card(&app, CARD_SETTINGS);
    press(SDLK_LSHIFT);
    assert_string_equal(said_last(), "Settings");
    press(SDLK_TAB);
    assert_int_equal(app.input.focus.current, 0);
    assert_string_equal(said_last(), "Animations: Slow");
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Animations: Normal (chosen)");
    press_with(SDLK_TAB, KMOD_SHIFT);
    press_with(SDLK_TAB, KMOD_SHIFT);
    assert_string_equal(said_last(), "Close");
    press(SDLK_ESCAPE);
    assert_int_equal(app.cards.open, CARD_NONE);
    assert_true(said_was("Set up the table: 2 to 5 players share this screen and pass it on in turn."));

    app_open_card(&app, CARD_STATS);
    press(SDLK_LSHIFT);
    assert_true(said_was("Your statistics"));
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Close");   /* no finished games: Close is all */
    press(SDLK_ESCAPE);

    press(SDLK_F1);
    assert_true(said_was("Rules of play"));
    int before = said_count();
    press(SDLK_TAB);   /* the rules' own Tab: the other tab, then what is in view of it */
    assert_string_equal(said_line(before), "Icons");
    assert_string_equal(said_line(before + 1), "Goods");
    assert_string_equal(said_line(before + 2), "Tea — A good: circled in the market's tea row when gained, crossed when sold.");
    app_close(&app);
}

/* Blocks first to last of the rules' current tab, said in order from said_line(at). */
static void assert_said_blocks(int at, int first, int last)
{
    const RulesDoc *d = &rules_test_page(app.cards.rules, rules_test_tab(app.cards.rules))->doc;
    assert_int_equal(said_count(), at + last - first + 1);
    for (int b = first; b <= last; b++) assert_string_equal(said_line(at + b - first), d->block[b].text);
}

/* The rules read what is on screen: on opening, the tab's title and then each heading and
 * paragraph in view, in order; as the text scrolls, each one that comes into view, once. */
static void test_the_rules_read_their_text_as_it_comes_into_view(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none, true);
    press(SDLK_LSHIFT);
    said_clear();
    press(SDLK_F1);
    assert_true(rules_scene_is_open(app.cards.rules));
    assert_string_equal(said_line(0), "Rules of play");
    assert_string_equal(said_line(1), "The goal");
    assert_string_equal(said_line(2), "You are a raja or rani in the time of the Great Mogul Akbar. With clever use of the "
                                 "dice you build roads and buildings in your province, trade tea, silk and spice, sail "
                                 "the Ganges and win the favour of the people at the palace.");
    /* Bold words are said as words: no markup. */
    assert_string_equal(said_line(3), "Everything you earn goes onto two tracks that run towards each other: fame and money. "
                                 "As soon as someone's tracks cross, the game ends. Whoever's tracks overlap furthest wins.");
    int first, last;
    assert_true(rules_scene_in_view(app.cards.rules, &first, &last));
    assert_int_equal(first, 0);
    assert_true(last >= 3);
    assert_said_blocks(1, 0, last);

    /* Down a line at a time: nothing until a block's first line comes wholly into view,
     * then that block alone. */
    int seen = last, presses = 0;
    said_clear();
    while (said_count() == 0 && presses++ < 40) press(SDLK_DOWN);
    assert_true(rules_scene_in_view(app.cards.rules, &first, &last));
    assert_int_equal(last, seen + 1);
    assert_said_blocks(0, seen + 1, seen + 1);

    /* A page down: the blocks now in view that were not, in order; going back to the top
     * says those above again. */
    seen = last;
    said_clear();
    press(SDLK_PAGEDOWN);
    assert_true(rules_scene_in_view(app.cards.rules, &first, &last));
    assert_true(last > seen);
    assert_said_blocks(0, first > seen ? first : seen + 1, last);
    int top = first;
    said_clear();
    press(SDLK_HOME);
    assert_true(rules_scene_in_view(app.cards.rules, &first, &last));
    assert_int_equal(first, 0);
    assert_said_blocks(0, 0, top - 1 < last ? top - 1 : last);
    /* At the top Up changes nothing, and nothing is said. */
    said_clear();
    press(SDLK_UP);
    assert_int_equal(said_count(), 0);

    /* Closed and opened again: the title and the view, afresh. */
    press(SDLK_ESCAPE);
    said_clear();
    press(SDLK_F1);
    assert_string_equal(said_line(0), "Rules of play");
    assert_said_blocks(1, 0, last);
    app_close(&app);
}

static void test_the_end_screen_and_the_viewer_say_the_game_and_the_focused_item(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args, true);
    play_to_the_end();
    uint32_t now = SDL_GetTicks();
    app_update(&app, now);
    app_update(&app, now + 5000);   /* the pause before the end screen */
    assert_int_equal(app.scene, SCENE_END);
    press(SDLK_LSHIFT);
    char title[400];
    end_words_title(app.win.lang, 1, app.seats.name[end_test_rows(app.end).row[0].seat], app.seats.name[end_test_rows(app.end).row[1].seat], title, sizeof title);
    assert_true(end_test_rows(app.end).row[1].place == 2);
    assert_string_equal(said_last(), title);
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Play again");
    press(SDLK_TAB);
    assert_string_equal(said_last(), "New set-up");
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Review my game");

    /* The viewer on the game just played (as the review opens it), at its first step. */
    char path[300];
    snprintf(path, sizeof path, "%s/game.rajas", test_user_dir());
    char err[512];
    if (!save_file_write(&app.session, path, err, sizeof err)) fail_msg("%s", err);
    int count = (int)app.session.count;
    app_close(&app);
    const char *replay[] = {"--replay", path, NULL};
    open_with(replay, true);
    assert_int_equal(app.scene, SCENE_REPLAY);
    press(SDLK_LSHIFT);
    char want[REPLAY_TEXT_MAX + 100], next[REPLAY_TEXT_MAX];
    replay_words_title(app.replay.scene, title, sizeof title);
    assert_true(said_was(title));
    replay_words_next(app.replay.scene, next, sizeof next);
    snprintf(want, sizeof want, "Step 0 of %d · round 1. %s", count, next);
    assert_string_equal(said_last(), want);
    press(SDLK_RIGHT);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 1);
    assert_non_null(strstr(said_last(), "Step 1 of"));
    press(SDLK_END);
    snprintf(want, sizeof want, "Step %d of %d", count, count);
    assert_non_null(strstr(said_last(), want));
    assert_non_null(strstr(said_last(), "wins."));
    press(SDLK_TAB);
    assert_string_equal(said_last(), "First step");
    press(SDLK_TAB);
    assert_string_equal(said_last(), "Previous step");
    press(SDLK_RETURN);   /* the ringed button: one step back, said */
    assert_int_equal(replay_test_seen(app.replay.scene).step, count - 1);
    snprintf(want, sizeof want, "Step %d of %d", count - 1, count);
    assert_non_null(strstr(said_last(), want));
    app_close(&app);
}

static void test_the_lesson_says_its_coach_card_at_each_step(void **unused)
{
    (void)unused;
    static const char *const lesson[] = {"--lesson", NULL};
    open_with(lesson, true);
    assert_true((app.scene == SCENE_LESSON));
    press(SDLK_LSHIFT);
    assert_true(said_was("Learn to play"));
    char card[768];
    coach_card_words(lesson_test_coach(app.lesson.scene), coach_step(lesson_test_coach(app.lesson.scene)), card, sizeof card);
    assert_true(strlen(card) > 20);
    assert_true(said_was(card));
    int step = coach_step(lesson_test_coach(app.lesson.scene));
    press(SDLK_RETURN);   /* Next, on the card being read */
    assert_int_not_equal(coach_step(lesson_test_coach(app.lesson.scene)), step);
    char again[768];
    coach_card_words(lesson_test_coach(app.lesson.scene), coach_step(lesson_test_coach(app.lesson.scene)), again, sizeof again);
    assert_string_not_equal(again, card);
    assert_true(said_was(again));
    /* The ring on the card's buttons says each one's name. */
    int guard = 0;
    while (lesson_test_seen(app.lesson.scene).focus != COACH_ITEM_RESTART && ++guard < 200) press(SDLK_TAB);
    assert_int_equal(lesson_test_seen(app.lesson.scene).focus, COACH_ITEM_RESTART);
    assert_string_equal(said_last(), "Start over");
    press(SDLK_TAB);
    assert_int_equal(lesson_test_seen(app.lesson.scene).focus, COACH_ITEM_LEAVE);
    assert_string_equal(said_last(), "Leave");
    app_close(&app);
}

/* A log entry longer than 191 bytes (entries hold up to LOG_BOOK_CHARS) is said once:
 * what was said last is remembered whole, so the next event does not say it again. */
static void test_a_long_log_line_is_said_once(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--seed", "4", NULL};
    open_with(args, true);
    press(SDLK_LSHIFT);
    const LogBook *log = table_test_log(app.table);
    assert_true(log->count > 0 && log->count < LOG_BOOK_ITEMS);
    char line[LOG_BOOK_CHARS];
    memset(line, 'a', sizeof line - 1);
    line[sizeof line - 1] = 0;
    memcpy(line, "Leila ", 6);
    table_log_line(app.table, line);
    press(SDLK_LSHIFT);
    assert_string_equal(said_last(), line);
    int times = 0;
    press(SDLK_TAB);   /* something else is said between */
    press(SDLK_LSHIFT);
    press(SDLK_TAB);
    for (int i = 0; i < said_count(); i++) times += strcmp(said_line(i), line) == 0;
    assert_int_equal(times, 1);
    app_close(&app);
}

static void test_nothing_is_said_with_speech_off(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    open_with(none, false);
    press(SDLK_LSHIFT);
    press(SDLK_TAB);
    press(SDLK_TAB);
    app_open_card(&app, CARD_SETTINGS);
    press(SDLK_TAB);
    press(SDLK_ESCAPE);
    press(SDLK_F1);
    assert_int_equal(said_count(), 0);
    app_close(&app);
}

int main(void)
{
    drive_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_the_set_up_screen_says_its_title_and_the_focused_item, test_user_dir_empty),
        cmocka_unit_test_setup(test_the_cards_and_the_rules_say_their_title_and_the_focused_item, test_user_dir_empty),
        cmocka_unit_test_setup(test_the_end_screen_and_the_viewer_say_the_game_and_the_focused_item, test_user_dir_empty),
        cmocka_unit_test_setup(test_the_lesson_says_its_coach_card_at_each_step, test_user_dir_empty),
        cmocka_unit_test_setup(test_a_long_log_line_is_said_once, test_user_dir_empty),
        cmocka_unit_test_setup(test_nothing_is_said_with_speech_off, test_user_dir_empty),
        cmocka_unit_test_setup(test_the_rules_read_their_text_as_it_comes_into_view, test_user_dir_empty),
    };
    return cmocka_run_group_tests(tests, test_data_home_make, test_data_home_remove);
}
