/* test_deadline.c — the moments a scene changes by itself (src/scene/deadline.h): a timer
 * is ahead until its moment and has come from it on, the wake is the earliest moment
 * still ahead, and the clock's wrap after 49 days changes none of it. */
#include "support.h"

#include "deadline.h"

enum { PAUSE, PACE, MESSAGE };

static void test_a_timer_is_ahead_until_its_moment_and_has_come_from_it_on(void **unused)
{
    (void)unused;
    Deadlines d;
    deadlines_clear(&d);
    assert_false(deadline_ahead(&d, PAUSE, 1000));
    assert_false(deadline_come(&d, PAUSE, 1000));   /* a timer that does not run never comes */
    assert_int_equal(deadline_at(&d, PAUSE), 0);
    deadline_set(&d, PAUSE, 1900);
    assert_true(deadline_ahead(&d, PAUSE, 1899));
    assert_false(deadline_come(&d, PAUSE, 1899));
    assert_false(deadline_ahead(&d, PAUSE, 1900));
    assert_true(deadline_come(&d, PAUSE, 1900));
    assert_true(deadline_come(&d, PAUSE, 5000));
    assert_int_equal(deadline_at(&d, PAUSE), 1900);
    assert_false(deadline_ahead(&d, DEADLINES_MAX, 0));   /* no such timer */
}

static void test_the_wake_is_the_earliest_moment_still_ahead(void **unused)
{
    (void)unused;
    Deadlines d;
    deadlines_clear(&d);
    assert_int_equal(deadlines_next(&d, 1000), 0);
    deadline_set(&d, MESSAGE, 6001);
    deadline_set(&d, PAUSE, 1900);
    deadline_set(&d, PACE, 1700);
    assert_int_equal(deadlines_next(&d, 1000), 1700);
    assert_int_equal(deadlines_next(&d, 1700), 1900);   /* the pace has come: not a wake */
    assert_int_equal(deadlines_next(&d, 1900), 6001);
    assert_int_equal(deadlines_next(&d, 6001), 0);
    deadline_set(&d, PAUSE, 0);                          /* a moment on 0 is woken for at 1 */
    assert_int_equal(deadlines_next(&d, UINT32_MAX - 5), 1);
}

static void test_the_clock_s_wrap_changes_nothing(void **unused)
{
    (void)unused;
    Deadlines d;
    deadlines_clear(&d);
    uint32_t now = UINT32_MAX - 100;
    deadline_set(&d, PAUSE, now + 900);   /* past the wrap: 799 */
    deadline_set(&d, PACE, now + 50);
    assert_true(deadline_ahead(&d, PAUSE, now));
    assert_int_equal(deadlines_next(&d, now), now + 50);
    assert_int_equal(deadlines_next(&d, now + 50), 799);
    assert_true(deadline_ahead(&d, PAUSE, 798));
    assert_true(deadline_come(&d, PAUSE, 799));
}

TEST_MAIN(
    cmocka_unit_test(test_a_timer_is_ahead_until_its_moment_and_has_come_from_it_on),
    cmocka_unit_test(test_the_wake_is_the_earliest_moment_still_ahead),
    cmocka_unit_test(test_the_clock_s_wrap_changes_nothing)
)
