/* daily.c — Today's dice: the date's seed, side and start player (docs/rules.md, "Today's
 * dice"), and the civil-calendar arithmetic behind the daily calendar's days and streaks. */
#include "daily.h"

#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "random.h"

static bool leap_year(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int month_days(int y, int m)
{
    static const int DAYS[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && leap_year(y) ? 29 : DAYS[m - 1];
}

bool daily_date_valid(DailyDate d)
{
    return d.year >= 1 && d.year <= 9999 && d.month >= 1 && d.month <= 12 && d.day >= 1 &&
           d.day <= month_days(d.year, d.month);
}

/* The proleptic Gregorian calendar counted in 400-year eras of 146097 days, March first
 * (so a leap day ends its year). */
int32_t daily_day_number(DailyDate d)
{
    int y = d.year - (d.month <= 2);
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (d.month + (d.month > 2 ? -3 : 9)) + 2) / 5 + d.day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (int32_t)(era * 146097 + doe - 719468);
}

DailyDate daily_date_of(int32_t day)
{
    int32_t z = day + 719468;
    int32_t era = (z >= 0 ? z : z - 146096) / 146097;
    int32_t doe = z - era * 146097;
    int32_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int32_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int32_t mp = (5 * doy + 2) / 153;
    DailyDate d;
    d.day = (int)(doy - (153 * mp + 2) / 5 + 1);
    d.month = (int)(mp < 10 ? mp + 3 : mp - 9);
    d.year = (int)(yoe + era * 400 + (d.month <= 2));
    return d;
}

void daily_date_format(DailyDate d, char out[DAILY_DATE_CHARS])
{
    unsigned y = (unsigned)d.year % 10000u, m = (unsigned)d.month % 100u, day = (unsigned)d.day % 100u;
    snprintf(out, DAILY_DATE_CHARS, "%04u-%02u-%02u", y, m, day);
}

static bool digits(const char *text, size_t n, int *out)
{
    char part[8];
    uint64_t v;
    memcpy(part, text, n);
    part[n] = '\0';
    if (strspn(part, "0123456789") != n || decimal_read(part, 9999, &v) != DECIMAL_OK)
        return false;
    *out = (int)v;
    return true;
}

bool daily_date_parse(const char *text, DailyDate *out)
{
    DailyDate d;
    if (strlen(text) != 10 || text[4] != '-' || text[7] != '-' || !digits(text, 4, &d.year) ||
        !digits(text + 5, 2, &d.month) || !digits(text + 8, 2, &d.day) || !daily_date_valid(d))
        return false;
    *out = d;
    return true;
}

void daily_round_roll(uint64_t seed, int round, uint8_t *faces)
{
    uint64_t r = seed ^ DAILY_ROUND_SALT ^ (uint64_t)round;
    for (int d = 0; d < DIE_COUNT; d++)
        faces[d] = (uint8_t)die_face(d, (int)(splitmix64_next(&r) % (uint64_t)die_face_count(d)));
}

uint64_t daily_seed(DailyDate d)
{
    uint64_t s = DAILY_SALT ^ (uint64_t)(d.year * 10000 + d.month * 100 + d.day);
    return splitmix64_next(&s);
}

bool daily_setup(DailyDate d, const Sheets *sheets, Setup *out)
{
    uint64_t seed = daily_seed(d);
    int sheet = sheets_find(sheets, (seed >> 32) & 1 ? "moon" : "sun");
    if (sheet < 0)
        return false;
    memset(out, 0, sizeof *out);   /* padding too: states are compared with memcmp */
    out->players = DAILY_PLAYERS;
    out->sheet = (uint8_t)sheet;
    out->first = (uint8_t)((seed >> 33) & 1);
    out->seed = seed;
    return true;
}

bool daily_date_of_setup(const Setup *setup, DailyDate today, DailyDate *out)
{
    if (setup->players != DAILY_PLAYERS) return false;
    int32_t day = daily_day_number(today);
    for (int back = 0; back <= DAILY_LOOKBACK; back++) {
        DailyDate d = daily_date_of(day - back);
        if (daily_seed(d) == setup->seed) {
            *out = d;
            return true;
        }
    }
    return false;
}
