/* test_scene_focus.c — the focus ring every screen moves with the keyboard (focus.h): Tab
 * and Shift+Tab go round the list and wrap, the arrows go to the nearest item that way and
 * stay in the focused item's group while it has one there, a rebuilt list keeps the focus
 * on the same item (or the nearest of its group), and which keys ask for what; and in the
 * program (app.h, screen_focus.c), the replay viewer's slider in the ring: Tab reaches it,
 * the arrows, Home and End move the step on it exactly as the step buttons do, Enter does
 * not jump, and its words are said. */
#define _POSIX_C_SOURCE 200809L
#include "replay_test.h"
#include "support.h"
#include "events.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "bot.h"
#include "focus.h"
#include "records.h"
#include "screen_focus.h"

/* A row of three dice (group 0) above a row of two buttons (group 1). */
static void lay_out(FocusRing *f)
{
    FocusItem was;
    f->current = -1;
    focus_begin(f, &was);
    for (int i = 0; i < 3; i++) focus_add(f, (SDL_Rect){100 + 100 * i, 100, 50, 50}, 0, i);
    focus_add(f, (SDL_Rect){100, 400, 80, 30}, 1, 0);
    focus_add(f, (SDL_Rect){400, 400, 80, 30}, 1, 1);
    focus_end(f, &was);
}

static void test_tab_goes_round_the_list_and_shift_tab_back(void **unused)
{
    (void)unused;
    FocusRing f = {0};
    lay_out(&f);
    assert_null(focus_current(&f));
    assert_false(f.shown);
    assert_true(focus_step(&f, FOCUS_NEXT));
    assert_true(f.shown);
    assert_int_equal(f.current, 0);
    for (int i = 0; i < 4; i++) focus_step(&f, FOCUS_NEXT);
    assert_int_equal(f.current, 4);
    focus_step(&f, FOCUS_NEXT);
    assert_int_equal(f.current, 0);
    focus_step(&f, FOCUS_PREV);
    assert_int_equal(f.current, 4);
    f.current = -1;
    focus_step(&f, FOCUS_PREV);
    assert_int_equal(f.current, 4);
}

static void test_arrows_walk_a_group_before_leaving_it(void **unused)
{
    (void)unused;
    FocusRing f = {0};
    lay_out(&f);
    focus_set(&f, 0, 0);
    focus_step(&f, FOCUS_RIGHT);
    assert_int_equal(focus_current(&f)->id, 1);
    focus_step(&f, FOCUS_RIGHT);
    assert_int_equal(focus_current(&f)->id, 2);
    focus_step(&f, FOCUS_RIGHT);   /* no die further right: the button that way */
    assert_int_equal(focus_current(&f)->group, 1);
    assert_int_equal(focus_current(&f)->id, 1);
    focus_step(&f, FOCUS_RIGHT);   /* nothing at all that way: stays */
    assert_int_equal(focus_current(&f)->id, 1);
    focus_step(&f, FOCUS_LEFT);
    assert_int_equal(focus_current(&f)->id, 0);
    focus_step(&f, FOCUS_UP);
    assert_int_equal(focus_current(&f)->group, 0);
    assert_int_equal(focus_current(&f)->id, 0);
    focus_step(&f, FOCUS_DOWN);    /* no die below: the nearest button below */
    assert_int_equal(focus_current(&f)->group, 1);
    assert_int_equal(focus_current(&f)->id, 0);
}

static void test_a_rebuilt_list_keeps_the_focused_item_or_the_nearest_of_its_group(void **unused)
{
    (void)unused;
    FocusRing f = {0};
    lay_out(&f);
    focus_set(&f, 0, 2);
    FocusItem was;
    focus_begin(&f, &was);
    focus_add(&f, (SDL_Rect){400, 400, 80, 30}, 1, 1);
    focus_add(&f, (SDL_Rect){300, 100, 50, 50}, 0, 2);
    focus_end(&f, &was);
    assert_int_equal(f.current, 1);
    /* Die 2 is taken: the focus goes to the die nearest where it was. */
    focus_begin(&f, &was);
    focus_add(&f, (SDL_Rect){100, 100, 50, 50}, 0, 0);
    focus_add(&f, (SDL_Rect){200, 100, 50, 50}, 0, 1);
    focus_add(&f, (SDL_Rect){400, 400, 80, 30}, 1, 1);
    focus_end(&f, &was);
    assert_int_equal(focus_current(&f)->id, 1);
    /* No die left at all: nothing is focused. */
    focus_begin(&f, &was);
    focus_add(&f, (SDL_Rect){400, 400, 80, 30}, 1, 1);
    focus_end(&f, &was);
    assert_null(focus_current(&f));
}

static void test_which_keys_move_and_choose(void **unused)
{
    (void)unused;
    SDL_Event e = event_key(SDLK_TAB);
    assert_int_equal(focus_move_of(&e), FOCUS_NEXT);
    e.key.keysym.mod = KMOD_LSHIFT;
    assert_int_equal(focus_move_of(&e), FOCUS_PREV);
    static const SDL_Keycode keys[] = {SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_RETURN, SDLK_KP_ENTER,
                                       SDLK_SPACE, SDLK_a};
    static const FocusMove moves[] = {FOCUS_LEFT, FOCUS_RIGHT, FOCUS_UP, FOCUS_DOWN, FOCUS_CHOOSE, FOCUS_CHOOSE,
                                      FOCUS_CHOOSE, FOCUS_NONE};
    for (int i = 0; i < 8; i++) {
        e = event_key(keys[i]);
        assert_int_equal(focus_move_of(&e), moves[i]);
    }
    e = event_motion(3, 4);
    assert_int_equal(focus_move_of(&e), FOCUS_NONE);
}

static void test_an_empty_list_focuses_nothing(void **unused)
{
    (void)unused;
    FocusRing f = {0};
    FocusItem was;
    focus_begin(&f, &was);
    focus_add(&f, (SDL_Rect){0, 0, 0, 10}, 0, 0);   /* no size: not listed */
    focus_end(&f, &was);
    assert_int_equal(f.count, 0);
    assert_false(focus_step(&f, FOCUS_NEXT));
    assert_null(focus_current(&f));
}

/* ---- the replay viewer's slider, in the program ------------------------------------------ */

static App app;
static char scratch[64];

static void press_with(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e = event_key(k);
    e.key.keysym.mod = mod;
    app_event(&app, &e);
    app_update(&app, SDL_GetTicks());
}

/* A whole 2-player game by the easy bot, recorded into the scratch folder; its path. */
static void record_a_game(char *path, size_t cap, int *count)
{
    Session s;
    Setup setup = {2, (uint8_t)test_side("sun"), 0, 11};
    Refusal why;
    session_init(&s, test_sheets());
    assert_true(session_new(&s, &setup, &why));
    BotConfig config = bot_config_default(11);
    while (!game_over(&s.game)) {
        if (game_actor(&s.game) == GAME_CHANCE) {
            assert_true(session_roll_random(&s, NULL, &why));
            continue;
        }
        Action a;
        assert_true(bot_choose(&s.game, test_sheets(), BOT_EASY, &config, &a));
        assert_true(session_apply(&s, &a, &why));
    }
    RecordSeats seats;
    memset(&seats, 0, sizeof seats);
    seats.players = 2;
    seats.level[0] = seats.level[1] = BOT_EASY;
    snprintf(seats.name[0], RECORD_NAME_MAX, "Leila");
    snprintf(seats.name[1], RECORD_NAME_MAX, "Arjun");
    struct tm when;
    memset(&when, 0, sizeof when);
    when.tm_year = 126;
    when.tm_mday = 1;
    char err[512];
    if (!record_save(&s, &seats, scratch, &when, path, cap, err, sizeof err)) fail_msg("%s", err);
    *count = (int)s.count;
    session_free(&s);
}

static void test_the_viewer_s_slider_is_in_the_ring_and_steps_by_arrows(void **unused)
{
    (void)unused;
    snprintf(scratch, sizeof scratch, "/tmp/rajas-focus-XXXXXX");
    assert_non_null(mkdtemp(scratch));
    setenv("XDG_DATA_HOME", scratch, 1);
    char path[300];
    int count;
    record_a_game(path, sizeof path, &count);
    char *argv[] = {"rajas", "--replay", path, NULL};
    CliOptions o;
    FILE *err = tmpfile();
    assert_int_equal(cli_parse(3, argv, &o, err), 0);
    fclose(err);
    assert_int_equal(app_open(&app, &o), 0);
    assert_int_equal(app.scene, SCENE_REPLAY);
    const ReplayLayout *l = replay_test_layout(app.replay.scene);
    char words[200];

    /* Tab: First step, Previous step, then the slider. */
    for (int i = 0; i < 3; i++) press_with(SDLK_TAB, KMOD_NONE);
    const FocusItem *it = focus_current(&app.input.focus);
    assert_non_null(it);
    assert_memory_equal(&it->rect, &l->slider, sizeof it->rect);
    assert_true(screen_focus_words(&app, words, sizeof words));
    assert_string_equal(words, "Step slider");

    /* On the slider, → and ← step one, as Next and Previous do; Home and End jump, as the
     * first and last buttons do; Enter leaves the step where it is. */
    for (int i = 1; i <= 5; i++) {
        press_with(SDLK_RIGHT, KMOD_NONE);
        assert_int_equal(replay_test_seen(app.replay.scene).step, i);
    }
    press_with(SDLK_LEFT, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 4);
    press_with(SDLK_RETURN, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 4);
    press_with(SDLK_SPACE, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 4);
    press_with(SDLK_END, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, count);
    press_with(SDLK_HOME, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 0);
    it = focus_current(&app.input.focus);
    assert_memory_equal(&it->rect, &l->slider, sizeof it->rect);   /* still on the slider */

    /* The buttons beside it, by the same keys: Tab to Next step, Enter twice; Shift+Tab
     * twice to Previous step, Enter: the same steps as the arrows gave. */
    press_with(SDLK_TAB, KMOD_NONE);
    assert_true(screen_focus_words(&app, words, sizeof words));
    assert_string_equal(words, "Next step");
    press_with(SDLK_RETURN, KMOD_NONE);
    press_with(SDLK_RETURN, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 2);
    press_with(SDLK_TAB, KMOD_LSHIFT);
    press_with(SDLK_TAB, KMOD_LSHIFT);
    assert_true(screen_focus_words(&app, words, sizeof words));
    assert_string_equal(words, "Previous step");
    press_with(SDLK_RETURN, KMOD_NONE);
    assert_int_equal(replay_test_seen(app.replay.scene).step, 1);
    app_close(&app);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    assert_int_equal(system(cmd), 0);
}

TEST_MAIN(
    cmocka_unit_test(test_tab_goes_round_the_list_and_shift_tab_back),
    cmocka_unit_test(test_arrows_walk_a_group_before_leaving_it),
    cmocka_unit_test(test_a_rebuilt_list_keeps_the_focused_item_or_the_nearest_of_its_group),
    cmocka_unit_test(test_which_keys_move_and_choose),
    cmocka_unit_test(test_an_empty_list_focuses_nothing),
    cmocka_unit_test(test_the_viewer_s_slider_is_in_the_ring_and_steps_by_arrows)
)
