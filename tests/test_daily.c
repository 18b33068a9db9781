/* test_daily.c — Today's dice (src/session/daily.c, docs/rules.md "Today's dice"): the date's
 * seed, side and start player on fixed dates, the calendar's day numbers, the round rolls
 * that no choice shifts (karma spent or not), and the par that every run finds the same. */
#define _POSIX_C_SOURCE 200809L   /* nanosleep */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "bot.h"
#include "daily.h"
#include "par.h"
#include "session.h"
#include "support.h"

static DailyDate date(int y, int m, int d) { return (DailyDate){y, m, d}; }

/* The mapping is fixed: two copies of the game deal the same game on these days
 * (docs/rules.md states the same figures). */
static void test_daily_date_maps_to_seed_side_and_start(void **state)
{
    (void)state;
    Setup s;
    assert_true(daily_setup(date(2026, 11, 28), test_sheets(), &s));
    assert_int_equal(s.players, 2);
    assert_true(s.seed == UINT64_C(16865683494452858480));
    assert_int_equal(s.sheet, test_side("moon"));
    assert_int_equal(s.first, 1);
    assert_true(daily_setup(date(2026, 11, 29), test_sheets(), &s));
    assert_true(s.seed == UINT64_C(7823849209328833473));
    assert_int_equal(s.sheet, test_side("moon"));
    assert_int_equal(s.first, 1);
    assert_true(daily_setup(date(2027, 1, 1), test_sheets(), &s));
    assert_true(s.seed == UINT64_C(13603607184014837722));
    assert_int_equal(s.sheet, test_side("sun"));
    assert_int_equal(s.first, 0);
}

/* Days since 1970-01-01 (the calendar's streaks count them), both ways, and the date's
 * text. */
static void test_daily_day_numbers_and_dates(void **state)
{
    (void)state;
    assert_int_equal(daily_day_number(date(1970, 1, 1)), 0);
    assert_int_equal(daily_day_number(date(1969, 12, 31)), -1);
    assert_int_equal(daily_day_number(date(2000, 2, 29)), 11016);
    assert_int_equal(daily_day_number(date(2026, 11, 28)), 20785);
    assert_int_equal(daily_day_number(date(2027, 1, 1)), 20819);
    for (int32_t day = -800; day < 25000; day += 7) {
        DailyDate d = daily_date_of(day);
        assert_true(daily_date_valid(d));
        assert_int_equal(daily_day_number(d), day);
    }
    char text[DAILY_DATE_CHARS];
    daily_date_format(date(2026, 3, 7), text);
    assert_string_equal(text, "2026-03-07");
    DailyDate back;
    assert_true(daily_date_parse("2024-02-29", &back));
    assert_int_equal(back.year * 10000 + back.month * 100 + back.day, 20240229);
    assert_false(daily_date_parse("2026-02-29", &back));   /* no leap day in 2026 */
    assert_false(daily_date_parse("2026-13-01", &back));
    assert_false(daily_date_parse("2026-1-01", &back));
    assert_false(daily_date_parse("2026-01-01x", &back));
}

/* Round 1's roll of a seed is fixed (docs/rules.md gives the derivation). */
static void test_daily_round_roll_fixed(void **state)
{
    (void)state;
    uint8_t faces[DIE_COUNT], again[DIE_COUNT];
    daily_round_roll(1, 1, faces);
    static const uint8_t WANT[DIE_COUNT] = {3, 1, 6, 8, 11, 12, 17, 17};
    assert_memory_equal(faces, WANT, DIE_COUNT);
    daily_round_roll(1, 2, again);
    assert_memory_not_equal(faces, again, DIE_COUNT);
}

/* One way to play the day: `karma` takes the elephant's die with karma whenever it may
 * (and rerolls while karma is left), the other never does; each decision is otherwise the
 * first or the last legal action, so the two games go apart at once. Every round roll is
 * written into rolls[round - 1]. Returns the karma rolls made. */
static int play_day(bool apart, bool karma, uint8_t rolls[GAME_LAST_ROUND][DIE_COUNT], int *rounds)
{
    Setup setup;
    assert_true(daily_setup(date(2026, 11, 28), test_sheets(), &setup));
    Session s;
    session_init(&s, test_sheets());
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    session_set_rounds_apart(&s, apart);
    int karma_rolls = 0;
    Action legal[GAME_MAX_LEGAL];
    while (!game_over(&s.game)) {
        if (game_actor(&s.game) == GAME_CHANCE) {
            bool round_roll = s.game.waiting == WAIT_ROLL;
            Action rolled;
            assert_true(session_roll_random(&s, &rolled, &why));
            if (round_roll)
                memcpy(rolls[s.game.round - 1], rolled.arg, DIE_COUNT);
            karma_rolls += !round_roll;
            continue;
        }
        int n = game_legal(&s.game, s.sheets, legal);
        int pick = karma ? n - 1 : 0;
        for (int i = 0; i < n && karma; i++)
            if (legal[i].kind == ACT_KARMA || legal[i].kind == ACT_REROLL)
                pick = i;
        for (int i = 0; i < n && !karma && legal[pick].kind == ACT_KARMA; i++)
            pick = i;
        assert_true(session_apply(&s, &legal[pick], &why));
    }
    *rounds = s.game.round;
    session_free(&s);
    return karma_rolls;
}

/* The point of the daily game: whatever a player chooses, karma spent or not, the round
 * rolls are the day's (docs/rules.md, "Today's dice"). Without the rounds apart the karma
 * rolls shift them, which is what the rule is there to prevent. */
static void test_daily_round_rolls_same_whatever_is_chosen(void **state)
{
    (void)state;
    static uint8_t plain[GAME_LAST_ROUND][DIE_COUNT], spent[GAME_LAST_ROUND][DIE_COUNT];
    int rounds_plain, rounds_spent;
    assert_int_equal(play_day(true, false, plain, &rounds_plain), 0);
    assert_true(play_day(true, true, spent, &rounds_spent) > 0);
    int both = rounds_plain < rounds_spent ? rounds_plain : rounds_spent;
    assert_true(both >= 3);
    for (int r = 0; r < both; r++) {
        uint8_t want[DIE_COUNT];
        daily_round_roll(daily_seed(date(2026, 11, 28)), r + 1, want);
        assert_memory_equal(plain[r], want, DIE_COUNT);
        assert_memory_equal(spent[r], want, DIE_COUNT);
    }
    static uint8_t one_plain[GAME_LAST_ROUND][DIE_COUNT], one_spent[GAME_LAST_ROUND][DIE_COUNT];
    play_day(false, false, one_plain, &rounds_plain);
    play_day(false, true, one_spent, &rounds_spent);
    both = rounds_plain < rounds_spent ? rounds_plain : rounds_spent;
    bool shifted = false;
    for (int r = 0; r < both; r++)
        shifted = shifted || memcmp(one_plain[r], one_spent[r], DIE_COUNT) != 0;
    assert_true(shifted);
}

/* The par is the same on every run, inline or on its thread, and it is a finished game's
 * race in the person's seat. At a smaller effort than the par's own (PAR_SAMPLES), which
 * takes seconds a game: the fixed effort is what makes it the same, whatever its size. */
#define TEST_PAR_SAMPLES 4
static void test_daily_par_reproducible(void **state)
{
    (void)state;
    Setup setup;
    assert_true(daily_setup(date(2026, 11, 28), test_sheets(), &setup));
    ParResult one, two;
    assert_true(par_play(test_sheets(), &setup, DAILY_PERSON_SEAT, TEST_PAR_SAMPLES, NULL, &one));
    assert_true(par_play(test_sheets(), &setup, DAILY_PERSON_SEAT, TEST_PAR_SAMPLES, NULL, &two));
    assert_int_equal(one.race, two.race);
    assert_int_equal(one.round, two.round);
    assert_int_equal(one.decisions, two.decisions);
    assert_true(one.round >= 2 && one.round <= GAME_LAST_ROUND);
    ParJob job;
    par_job_init(&job);
    assert_true(par_job_start(&job, test_sheets(), &setup, DAILY_PERSON_SEAT, TEST_PAR_SAMPLES));
    while (!par_job_poll(&job)) {
        assert_true(par_job_running(&job));
        nanosleep(&(struct timespec){0, 2000000}, NULL);
    }
    assert_int_equal(job.result.race, one.race);
    assert_int_equal(job.result.round, one.round);
    par_job_stop(&job);
    atomic_int cancel;
    atomic_init(&cancel, 1);
    assert_false(par_play(test_sheets(), &setup, DAILY_PERSON_SEAT, TEST_PAR_SAMPLES, &cancel, &two));
}

TEST_MAIN(
    cmocka_unit_test(test_daily_date_maps_to_seed_side_and_start),
    cmocka_unit_test(test_daily_day_numbers_and_dates),
    cmocka_unit_test(test_daily_round_roll_fixed),
    cmocka_unit_test(test_daily_round_rolls_same_whatever_is_chosen),
    cmocka_unit_test(test_daily_par_reproducible)
)
