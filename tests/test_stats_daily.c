/* test_stats_daily.c — Today's dice's calendar in stats.txt (src/files/stats_daily.c): the
 * counted try of each day, a second game of the day as practice, the streaks, the old
 * format still read and the new one written under the file rule. */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "daily.h"
#include "player_files.h"
#include "stats.h"
#include "support.h"

static int32_t day_of(int y, int m, int d) { return daily_day_number((DailyDate){y, m, d}); }

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_int_equal(fputs(text, f) >= 0, 1);
    assert_int_equal(fclose(f), 0);
}

static void assert_file_is(const char *path, const char *want)
{
    char text[4096];
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_string_equal(text, want);
}

/* Files of the folder whose names start with prefix. */
static int files_named(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

/* The first daily game of a day counts; a second that day is practice, and a counted try
 * still going is then given up. Streaks count days played in a row. */
static void test_daily_one_try_a_day_and_streaks(void **state)
{
    (void)state;
    StatsDaily d;
    memset(&d, 0, sizeof d);
    int32_t today = day_of(2026, 11, 28);
    assert_true(stats_file_daily_begin(&d, today - 2));
    stats_file_daily_finish(&d, today - 2, true);
    stats_file_daily_beat_par(&d, today - 2);
    assert_true(stats_file_daily_begin(&d, today - 1));
    stats_file_daily_finish(&d, today - 1, false);
    assert_false(stats_file_daily_begin(&d, today - 1));            /* practice */
    assert_int_equal(stats_file_daily_find(&d, today - 1)->state, DAY_LOST);
    assert_true(stats_file_daily_begin(&d, today));
    assert_false(stats_file_daily_begin(&d, today));                /* the counted try given up */
    assert_int_equal(stats_file_daily_find(&d, today)->state, DAY_LEFT);
    stats_file_daily_finish(&d, today, true);                       /* too late: it was left */
    assert_int_equal(stats_file_daily_find(&d, today)->state, DAY_LEFT);
    assert_int_equal(d.count, 3);
    assert_int_equal(d.streak, 3);
    assert_int_equal(d.best_streak, 3);
    assert_int_equal(stats_file_daily_current_streak(&d, today), 3);
    assert_int_equal(stats_file_daily_current_streak(&d, today + 1), 3);
    assert_int_equal(stats_file_daily_current_streak(&d, today + 2), 0);
    assert_true(stats_file_daily_begin(&d, today + 5));             /* a gap starts a new streak */
    assert_int_equal(d.streak, 1);
    assert_int_equal(d.best_streak, 3);
    char text[STATS_DAILY_DAYS * 24 + 8];
    stats_file_daily_days_text(&d, text, sizeof text);
    assert_string_equal(text, "2026-11-26 won par, 2026-11-27 lost, 2026-11-28 left, 2026-12-03 started");
    StatsDaily back;
    char why[300];
    assert_true(stats_file_daily_read(&back, text, why, sizeof why));
    assert_int_equal(back.count, 4);
    assert_int_equal(back.day[0].day, today - 2);
    assert_true(back.day[0].beat_par);
    assert_int_equal(back.day[3].state, DAY_STARTED);
}

/* The calendar keeps the last 35 days played; the streak goes on beyond them. */
static void test_daily_calendar_keeps_35_days(void **state)
{
    (void)state;
    StatsDaily d;
    memset(&d, 0, sizeof d);
    int32_t first = day_of(2026, 1, 1);
    for (int i = 0; i < 50; i++)
        assert_true(stats_file_daily_begin(&d, first + i));
    assert_int_equal(d.count, STATS_DAILY_DAYS);
    assert_int_equal(d.day[0].day, first + 15);
    assert_int_equal(d.day[STATS_DAILY_DAYS - 1].day, first + 49);
    assert_int_equal(d.streak, 50);
    assert_int_equal(d.best_streak, 50);
    assert_null(stats_file_daily_find(&d, first + 14));
}

/* The changes the program makes, as StatsChange callbacks: a day's try begun, and won
 * above par. */
static void begin_day(Stats *s, void *ctx) { stats_file_daily_begin(&s->daily, *(const int32_t *)ctx); }
static void won_above_par(Stats *s, void *ctx)
{
    stats_file_daily_finish(&s->daily, *(const int32_t *)ctx, true);
    stats_file_daily_beat_par(&s->daily, *(const int32_t *)ctx);
}

#define OLD_STATS "# rajas statistics (docs/save-format.md)\ngames = 12\nwon = 5\neasy_games = 3\n" \
                  "easy_wins = 2\nmedium_games = 4\nmedium_wins = 1\nhard_games = 2\nhard_wins = 0\n" \
                  "best_overlap = 14\n"

/* A stats.txt of earlier versions (no daily_ keys) reads as before with an empty calendar;
 * the first daily change writes the whole file anew, the old counts kept, through a temp
 * file and a rename, leaving no temp file. */
static void test_daily_old_stats_file_read_new_written(void **state)
{
    (void)state;
    char dir[256], path[300], err[FILES_ERR_MAX];
    test_scratch_make(dir, sizeof dir, "stats-daily");
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    write_text(path, OLD_STATS);
    Stats s;
    FilesDamage d;
    assert_int_equal(files_stats_read(dir, &s, &d), FILE_OK);
    assert_false(d.found);
    assert_int_equal(s.games, 12);
    assert_int_equal(s.best_overlap, 14);
    assert_int_equal(s.daily.count, 0);
    assert_int_equal(s.daily.best_streak, 0);
    int32_t day = day_of(2026, 11, 28);
    assert_true(files_stats_change(dir, begin_day, &day, &d, err, sizeof err));
    assert_true(files_stats_change(dir, won_above_par, &day, &d, err, sizeof err));
    assert_false(d.found);
    assert_file_is(path, OLD_STATS "daily_days = 2026-11-28 won par\ndaily_streak = 1\ndaily_best_streak = 1\n");
    assert_int_equal(files_named(dir, "stats.txt.tmp"), 0);
    assert_int_equal(files_stats_read(dir, &s, &d), FILE_OK);
    assert_int_equal(s.games, 12);
    assert_int_equal(s.daily.count, 1);
    assert_int_equal(s.daily.day[0].state, DAY_WON);
    test_scratch_remove(dir);
}

/* A wrong daily value makes the file damaged like any wrong line: reported by line, moved
 * aside before the next change, which starts afresh. */
static void test_daily_damaged_calendar_kept_aside(void **state)
{
    (void)state;
    char dir[256], path[300], err[FILES_ERR_MAX];
    test_scratch_make(dir, sizeof dir, "stats-daily-bad");
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    write_text(path, "games = 1\ndaily_days = 2026-11-28 won, 2026-11-27 lost\n");
    Stats s;
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_BROKEN);
    assert_non_null(strstr(err, "stats.txt:2: daily_days must be none or up to 35 days in order"));
    write_text(path, "daily_streak = 4\ndaily_best_streak = 3\n");
    assert_int_equal(stats_file_load(&s, path, err, sizeof err), STATS_BROKEN);
    assert_non_null(strstr(err, "stats.txt:1: daily_streak must not be more than daily_best_streak (3), not 4"));
    FilesDamage d;
    int32_t day = day_of(2026, 11, 29);
    assert_true(files_stats_change(dir, begin_day, &day, &d, err, sizeof err));
    assert_true(d.found);
    assert_int_equal(files_named(dir, "stats.txt.broken-"), 1);
    assert_int_equal(files_stats_read(dir, &s, &d), FILE_OK);
    assert_int_equal(s.games, 0);
    assert_int_equal(s.daily.count, 1);
    assert_int_equal(s.daily.streak, 1);
    test_scratch_remove(dir);
}

TEST_MAIN(
    cmocka_unit_test(test_daily_one_try_a_day_and_streaks),
    cmocka_unit_test(test_daily_calendar_keeps_35_days),
    cmocka_unit_test(test_daily_old_stats_file_read_new_written),
    cmocka_unit_test(test_daily_damaged_calendar_kept_aside)
)
