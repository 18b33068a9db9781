/* stats_daily.c — Today's dice's calendar in the statistics (stats.h): each day's counted
 * try (begun, won, lost, given up; above par or not) for the last STATS_DAILY_DAYS days
 * played, and the streaks of days played in a row; their stats.txt values. */
#include "stats.h"

#include <stdio.h>
#include <string.h>

#include "daily.h"

static const char *const DAY_WORD[DAY_STATES] = {"started", "won", "lost", "left"};

void stats_file_daily_date(int32_t day, char *out, size_t cap, int *day_of_month)
{
    DailyDate date = daily_date_of(day);
    char text[DAILY_DATE_CHARS];
    daily_date_format(date, text);
    snprintf(out, cap, "%s", text);
    if (day_of_month) *day_of_month = date.day;
}

const StatsDay *stats_file_daily_find(const StatsDaily *d, int32_t day)
{
    for (int i = 0; i < d->count; i++)
        if (d->day[i].day == day) return &d->day[i];
    return NULL;
}

/* Kept in day order; the oldest goes when the calendar is full. */
static void insert_day(StatsDaily *d, int32_t day)
{
    int at = d->count;
    while (at > 0 && d->day[at - 1].day > day) at--;
    if (d->count == STATS_DAILY_DAYS) {
        if (at == 0) return;   /* older than every kept day: not the calendar's */
        memmove(&d->day[0], &d->day[1], (size_t)(at - 1) * sizeof d->day[0]);
        at--;
    } else {
        memmove(&d->day[at + 1], &d->day[at], (size_t)(d->count - at) * sizeof d->day[0]);
        d->count++;
    }
    d->day[at] = (StatsDay){day, DAY_STARTED, false};
}

bool stats_file_daily_begin(StatsDaily *d, int32_t day)
{
    StatsDay *kept = (StatsDay *)stats_file_daily_find(d, day);
    if (kept) {
        if (kept->state == DAY_STARTED) kept->state = DAY_LEFT;
        return false;
    }
    int32_t newest = d->count > 0 ? d->day[d->count - 1].day : day - 2;
    insert_day(d, day);
    /* A day before the newest (a clock set back) changes no streak. */
    if (day == newest + 1) d->streak++;
    else if (day > newest) d->streak = 1;
    if (d->streak > d->best_streak) d->best_streak = d->streak;
    return true;
}

void stats_file_daily_finish(StatsDaily *d, int32_t day, bool won)
{
    StatsDay *kept = (StatsDay *)stats_file_daily_find(d, day);
    if (kept && kept->state == DAY_STARTED) kept->state = won ? DAY_WON : DAY_LOST;
}

void stats_file_daily_beat_par(StatsDaily *d, int32_t day)
{
    StatsDay *kept = (StatsDay *)stats_file_daily_find(d, day);
    if (kept) kept->beat_par = true;
}

int stats_file_daily_current_streak(const StatsDaily *d, int32_t today)
{
    if (d->count == 0) return 0;
    int32_t newest = d->day[d->count - 1].day;
    return newest == today || newest == today - 1 ? d->streak : 0;
}

void stats_file_daily_days_text(const StatsDaily *d, char *out, size_t cap)
{
    size_t at = (size_t)snprintf(out, cap, "%s", d->count == 0 ? "none" : "");
    for (int i = 0; i < d->count && at < cap; i++) {
        char date[DAILY_DATE_CHARS];
        daily_date_format(daily_date_of(d->day[i].day), date);
        at += (size_t)snprintf(out + at, cap - at, "%s%s %s%s", i ? ", " : "", date,
                               DAY_WORD[d->day[i].state], d->day[i].beat_par ? " par" : "");
    }
}

/* One "2026-11-28 won par" of the list. */
static bool read_day(const char *item, StatsDay *out)
{
    char date[DAILY_DATE_CHARS], word[16], par[8], extra[2];
    int n = sscanf(item, " %10s %15s %7s %1s", date, word, par, extra);
    DailyDate dd;
    if (n < 2 || n > 3 || !daily_date_parse(date, &dd) || (n == 3 && strcmp(par, "par") != 0))
        return false;
    for (int s = 0; s < DAY_STATES; s++)
        if (strcmp(word, DAY_WORD[s]) == 0) {
            *out = (StatsDay){daily_day_number(dd), (uint8_t)s, n == 3};
            return true;
        }
    return false;
}

bool stats_file_daily_read(StatsDaily *d, const char *value, char *why, size_t cap)
{
    d->count = 0;
    if (strcmp(value, "none") == 0) return true;
    char item[64];
    for (const char *at = value; *at;) {
        size_t len = strcspn(at, ",");
        StatsDay day;
        bool fits = len < sizeof item && d->count < STATS_DAILY_DAYS;
        if (fits) {
            memcpy(item, at, len);
            item[len] = '\0';
        }
        if (!fits || !read_day(item, &day) || (d->count > 0 && day.day <= d->day[d->count - 1].day)) {
            snprintf(why, cap, "daily_days must be none or up to %d days in order, each a date "
                     "(2026-11-28), started, won, lost or left, and par when above it; not %.*s",
                     STATS_DAILY_DAYS, (int)(len < 40 ? len : 40), at);
            return false;
        }
        d->day[d->count++] = day;
        at += len + (at[len] == ',');
    }
    return true;
}
