/* test_scene_focus.c — the focus ring every screen moves with the keyboard (focus.h): Tab
 * and Shift+Tab go round the list and wrap, the arrows go to the nearest item that way and
 * stay in the focused item's group while it has one there, a rebuilt list keeps the focus
 * on the same item (or the nearest of its group), and which keys ask for what. */
#include "support.h"
#include "events.h"

#include "focus.h"

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tab_goes_round_the_list_and_shift_tab_back),
        cmocka_unit_test(test_arrows_walk_a_group_before_leaving_it),
        cmocka_unit_test(test_a_rebuilt_list_keeps_the_focused_item_or_the_nearest_of_its_group),
        cmocka_unit_test(test_which_keys_move_and_choose),
        cmocka_unit_test(test_an_empty_list_focuses_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
