/* daily.h — Today's dice: the daily game's set-up worked out from a calendar date, so that
 * every copy of the game deals the same game on the same day (docs/rules.md, "Today's
 * dice"), and the day arithmetic the daily calendar needs. Pure: the caller says which day
 * it is (the program: the local calendar day). No I/O, nothing allocated. */
#ifndef RAJAS_DAILY_H
#define RAJAS_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

typedef struct {
    int year, month, day;   /* 1..9999, 1..12, 1..31 */
} DailyDate;

#define DAILY_PLAYERS 2
#define DAILY_PERSON_SEAT 0              /* you sit at seat 1, the hard bot at seat 2 */
#define DAILY_DATE_CHARS 11              /* "2026-11-29" and its NUL */
#define DAILY_SALT 0x52616A6173446179ull /* "RajasDay" */

/* Whether the date is one of the calendar's (leap years by the Gregorian rule). */
bool daily_date_valid(DailyDate d);
/* Days since 1970-01-01 (negative before it); the date back from such a number. */
int32_t daily_day_number(DailyDate d);
DailyDate daily_date_of(int32_t day);
/* "2026-11-29"; reading accepts exactly that form of a valid date. */
void daily_date_format(DailyDate d, char out[DAILY_DATE_CHARS]);
bool daily_date_parse(const char *text, DailyDate *out);

/* The faces of round `round`'s roll (R2.1) in a game of this seed with the round rolls
 * apart (session_set_rounds_apart), one per die in die order (faces holds DIE_COUNT): a
 * splitmix64 generator started at seed ^ DAILY_ROUND_SALT ^ round, one draw a die, the
 * face the draw modulo the die's face count picks (die_face). Nothing chosen in the game
 * changes it; karma rolls draw from the game's own generator (seeded with the seed). */
#define DAILY_ROUND_SALT 0x526F756E64446963ull /* "RoundDic" */
void daily_round_roll(uint64_t seed, int round, uint8_t *faces);

/* The day's seed: splitmix64's first output from the state DAILY_SALT ^ yyyymmdd (the date
 * as the decimal number 20261129). */
uint64_t daily_seed(DailyDate d);
/* The day's game: 2 players and the seed above (its round rolls then come apart from the
 * karma rolls: session_set_rounds_apart); the side is sun when bit 32 of the seed is 0, else moon; the start
 * player is seat 1 when bit 33 is 0, else seat 2. False when the sheets lack that side. */
bool daily_setup(DailyDate d, const Sheets *sheets, Setup *out);

/* Which day's game a game of this set-up is: a 2-player game whose seed is the daily seed
 * of `today` or of a day at most DAILY_LOOKBACK days before it (a daily game resumed or
 * recorded later). False for any other game. */
#define DAILY_LOOKBACK 40
bool daily_date_of_setup(const Setup *setup, DailyDate today, DailyDate *out);

#endif
