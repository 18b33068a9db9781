/* test_frame_clock.c — the loop's decision (frame_clock.h) on timelines of events: a
 * motion ending between two looks, on an idle and on a busy machine; a bot's answer
 * arriving while the loop sleeps; a change made by an update with no input; a progress bar
 * finishing; a message running out; a long idle. A small loop plays each timeline as
 * main.c does — look, maybe draw, sleep — and the picture left on screen at the end must
 * be the one the timeline shows then. */
#include "support.h"

#include "frame_clock.h"

enum { LONG_IDLE = 60000 };
#define NEVER 0xffffffffu   /* no picture drawn yet */

/* What a scene shows over time: a motion until motion_end (each moment a new picture),
 * changes by themselves at change_at (known in advance, like a message's end, or not,
 * like a bot's answer: then the scene asks to be looked at every frame until poll_until). */
typedef struct {
    uint32_t motion_end, frame_ms;
    uint32_t change_at[4];
    int changes;
    bool known;             /* the scene tells when its changes come (next_change) */
    uint32_t poll_until;    /* looked at every frame until then (a bot thinking) */
    uint32_t slow_ms;       /* each frame takes this long to draw (a busy machine) */
} Timeline;

/* What the loop did: frames drawn, looks taken, and what the last frame showed. */
typedef struct {
    int draws, looks;
    uint32_t shown, shown_at, last_draw;
    bool drew_moving;
} Screen;

static bool moves(const Timeline *t, uint32_t now) { return now < t->motion_end; }

/* The picture at now: each moment of the motion differs; at rest, the changes so far. */
static uint32_t picture(const Timeline *t, uint32_t now)
{
    if (moves(t, now)) return now;
    uint32_t n = 1000000;
    for (int i = 0; i < t->changes; i++) n += t->change_at[i] <= now;
    return n;
}

static uint32_t next_change(const Timeline *t, uint32_t now)
{
    if (now < t->poll_until) return now + FRAME_CLOCK_FRAME_MS;
    if (!t->known) return 0;
    for (int i = 0; i < t->changes; i++)
        if (t->change_at[i] > now) return t->change_at[i];
    return 0;
}

/* One look at now, drawing when told; returns the sleep after it. */
static uint32_t look(const Timeline *t, Screen *s, uint32_t now)
{
    FrameLook l = {now, s->last_draw, picture(t, now) != s->shown, s->drew_moving, moves(t, now),
                   t->frame_ms, t->motion_end, next_change(t, now), LONG_IDLE};
    if (!moves(t, now)) l.motion_end = 0;
    FrameStep step = frame_clock_step(&l);
    s->looks++;
    if (step.draw) {
        s->draws++;
        s->shown = picture(t, now);
        s->shown_at = now;
        s->last_draw = now;
        s->drew_moving = moves(t, now);
    }
    return step.wait_ms;
}

/* Plays the timeline from start to stop, the loop sleeping as told (at least 1 ms, as
 * main.c) and a frame taking slow_ms; the first look draws the opening picture. */
static Screen play(const Timeline *t, uint32_t start, uint32_t stop)
{
    Screen s = {0, 0, NEVER, 0, start, false};
    uint32_t now = start;
    while (now < stop) {
        int draws = s.draws;
        uint32_t wait = look(t, &s, now);
        uint32_t spent = s.draws > draws ? t->slow_ms : 0;
        now += wait > spent ? wait : spent > 0 ? spent : 1;
    }
    look(t, &s, stop);
    return s;
}

/* A roll's dice land at 1000, between two frames: the frame after is drawn at a look at
 * or after 1000, and it is the resting picture, at once. */
static void test_a_motion_ending_between_two_looks_ends_on_its_rest(void **unused)
{
    (void)unused;
    Timeline t = {.motion_end = 1000};
    Screen s = play(&t, 7, 5000);
    assert_int_equal(s.shown, picture(&t, 5000));
    assert_true(s.shown_at >= 1000);
    /* The look before the end sleeps only until the end, not a whole frame past it. */
    FrameLook l = {.now = 995, .last_draw = 995, .drew_moving = true, .moving = true, .motion_end = 1000,
                   .long_idle = LONG_IDLE};
    FrameStep step = frame_clock_step(&l);
    assert_false(step.draw);
    assert_int_equal(step.wait_ms, 5);
    /* The look at the end draws though nothing changed by an event, and may then sleep long. */
    l = (FrameLook){.now = 1000, .last_draw = 995, .drew_moving = true, .long_idle = LONG_IDLE};
    step = frame_clock_step(&l);
    assert_true(step.draw);
    assert_int_equal(step.wait_ms, LONG_IDLE);
}

/* On a busy machine a frame takes 40 ms: the last frame of the motion is drawn before its
 * end and the next look comes long after it. That look draws the rest (once the loop slept
 * a minute here, its decision taken before the frame and the picture left mid-roll). */
static void test_on_a_busy_machine_the_rest_is_drawn_after_a_slow_frame(void **unused)
{
    (void)unused;
    Timeline t = {.motion_end = 1000, .slow_ms = 40};
    for (uint32_t start = 900; start < 1000; start += 7) {
        Screen s = play(&t, start, 9000);
        assert_int_equal(s.shown, picture(&t, 9000));
        assert_true(s.shown_at >= 1000 && s.shown_at <= 1000 + 40);
    }
    FrameLook l = {.now = 1030, .last_draw = 990, .drew_moving = true, .long_idle = LONG_IDLE};
    assert_true(frame_clock_step(&l).draw);
}

/* A bot thinks from 0; its answer is played at 2345 with no input. The loop, asked to look
 * every frame while the bot's turn lasts, draws it within a frame; between, nothing. */
static void test_a_bot_answer_arriving_while_the_loop_sleeps_is_drawn(void **unused)
{
    (void)unused;
    Timeline t = {.change_at = {2345}, .changes = 1, .poll_until = 2400};
    Screen s = play(&t, 0, 20000);
    assert_int_equal(s.shown, picture(&t, 20000));
    assert_true(s.shown_at >= 2345 && s.shown_at <= 2345 + FRAME_CLOCK_FRAME_MS);
    assert_int_equal(s.draws, 2);   /* the opening picture and the answer: no frame between */
}

/* An update changed the state with no input and nothing moving (a tick handed the turn
 * on): the look right after draws it. */
static void test_a_change_made_by_an_update_is_drawn_at_the_next_look(void **unused)
{
    (void)unused;
    FrameLook l = {.now = 5000, .last_draw = 100, .changed = true, .long_idle = LONG_IDLE};
    FrameStep step = frame_clock_step(&l);
    assert_true(step.draw);
    assert_int_equal(step.wait_ms, LONG_IDLE);
    l.changed = false;
    step = frame_clock_step(&l);
    assert_false(step.draw);
}

/* The review's progress bar is drawn every 200 ms while it runs, and its end (which comes
 * between two of those frames) at once: the finished list, not "25 of 32". */
static void test_a_progress_bar_finishing_draws_its_final_state(void **unused)
{
    (void)unused;
    Timeline t = {.motion_end = 3333, .frame_ms = 200, .change_at = {3333}, .changes = 1};
    Screen s = play(&t, 0, 30000);
    assert_int_equal(s.shown, picture(&t, 30000));
    assert_true(s.shown_at >= 3333 && s.shown_at <= 3333 + 200);
    assert_true(s.draws <= 3333 / 200 + 3);
    /* The finish seen at a look of its own: the progress stopped moving and the list differs. */
    FrameLook l = {.now = 3340, .last_draw = 3200, .changed = true, .drew_moving = true, .frame_ms = 200,
                   .long_idle = LONG_IDLE};
    assert_true(frame_clock_step(&l).draw);
}

/* A message runs out at 5001: the loop sleeps until then, exactly, and draws the table
 * without it; then it sleeps long. */
static void test_a_message_running_out_is_drawn_when_it_goes(void **unused)
{
    (void)unused;
    Timeline t = {.change_at = {5001}, .changes = 1, .known = true};
    Screen s = play(&t, 1, 70000);
    assert_int_equal(s.shown, picture(&t, 70000));
    assert_int_equal(s.shown_at, 5001);
    assert_int_equal(s.draws, 2);
    FrameLook l = {.now = 1, .last_draw = 1, .next_change = 5001, .long_idle = LONG_IDLE};
    assert_int_equal(frame_clock_step(&l).wait_ms, 5000);
}

/* Nothing on the clock: one sleep of a minute, no frame (the idle table's 10 s take at
 * most two clock ticks of CPU, test_scene_app's idle test; here no look at all in them). */
static void test_a_long_idle_sleeps_long(void **unused)
{
    (void)unused;
    Timeline t = {0};
    Screen s = play(&t, 100, 100 + 10000);
    assert_int_equal(s.draws, 1);       /* the opening picture */
    assert_int_equal(s.looks, 1 + 1);   /* the first look, and the one play takes at the end */
    FrameLook l = {.now = 100, .last_draw = 100, .long_idle = LONG_IDLE};
    FrameStep step = frame_clock_step(&l);
    assert_false(step.draw);
    assert_int_equal(step.wait_ms, LONG_IDLE);
}

/* While something moves a frame is drawn every frame_ms, no sooner (an early wake by an
 * event that changed nothing draws nothing), and the times wrap without a hiccup. */
static void test_a_motion_draws_once_a_frame_across_the_clock_wrap(void **unused)
{
    (void)unused;
    FrameLook l = {.now = 5, .last_draw = 0xfffffff9u, .drew_moving = true, .moving = true, .motion_end = 400,
                   .long_idle = LONG_IDLE};
    FrameStep step = frame_clock_step(&l);
    assert_false(step.draw);
    assert_int_equal(step.wait_ms, 4);
    l.now = 9;
    step = frame_clock_step(&l);
    assert_true(step.draw);
    assert_int_equal(step.wait_ms, FRAME_CLOCK_FRAME_MS);
}

TEST_MAIN(
    cmocka_unit_test(test_a_motion_ending_between_two_looks_ends_on_its_rest),
    cmocka_unit_test(test_on_a_busy_machine_the_rest_is_drawn_after_a_slow_frame),
    cmocka_unit_test(test_a_bot_answer_arriving_while_the_loop_sleeps_is_drawn),
    cmocka_unit_test(test_a_change_made_by_an_update_is_drawn_at_the_next_look),
    cmocka_unit_test(test_a_progress_bar_finishing_draws_its_final_state),
    cmocka_unit_test(test_a_message_running_out_is_drawn_when_it_goes),
    cmocka_unit_test(test_a_long_idle_sleeps_long),
    cmocka_unit_test(test_a_motion_draws_once_a_frame_across_the_clock_wrap)
)
