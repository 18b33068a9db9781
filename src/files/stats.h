/* stats.h — the player's statistics over finished games, kept in stats.txt in the user
 * data folder and shown on the statistics panel. They are about the people at the screen
 * against the bots; a game counts only when at least one seat was a person:
 *
 *   games        finished games with a person at the table;
 *   won          of those, games a person won alone: first place not shared (R3.5), so a
 *                tie for first counts as not won;
 *   <level>_games  games with at least one bot of that level (easy, medium, hard);
 *   <level>_wins   of those, games in which a person finished ahead of every bot of that
 *                level: a strictly better place than each of them (a shared place is not
 *                ahead);
 *   best_overlap   the highest overlap (R3.4: race position minus the crossing value) a
 *                person had at the end of a game; `none` before the first game.
 *
 * The file is key = value lines like settings.txt (key_value.h), with the same discipline:
 * a broken file is reported by line, counts as no statistics for the run, and is never
 * written over (stats_file_add_game refuses; files_stats_add_game moves it aside as
 * stats.txt.broken-<date> before it counts into a fresh file), so the player's history is
 * not lost. No SDL. */
#ifndef RAJAS_STATS_H
#define RAJAS_STATS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "player_files.h"
#include "records.h"

#define STATS_COUNT_MAX 1000000000

/* Today's dice (stats_daily.c): the counted try of a day (the first daily game started
 * that day; a second is practice and is not kept here), as the calendar card shows it. */
#define STATS_DAILY_DAYS 35
typedef enum {
    DAY_STARTED,   /* begun and not finished yet (its autosave may still resume it) */
    DAY_WON,       /* finished first, alone (R3.5) */
    DAY_LOST,      /* finished, not first alone */
    DAY_LEFT,      /* given up: another daily game was started that day before it ended */
    DAY_STATES
} DayState;
typedef struct {
    int32_t day;           /* days since 1970-01-01 (daily.h) */
    uint8_t state;         /* DayState */
    bool beat_par;         /* the race ended above the day's par */
} StatsDay;
typedef struct {
    int count;                         /* days kept, oldest first, at most STATS_DAILY_DAYS */
    StatsDay day[STATS_DAILY_DAYS];
    int streak;                        /* days in a row played, ending at the newest kept day */
    int best_streak;
} StatsDaily;

typedef struct {
    int games, won;
    int level_games[RECORD_LEVELS], level_wins[RECORD_LEVELS];
    bool has_best;
    int best_overlap;          /* meaningful when has_best */
    StatsDaily daily;
} Stats;

/* One finished game as the statistics see it. */
typedef struct {
    int players;
    int8_t level[GAME_MAX_PLAYERS];     /* RECORD_PERSON or a bot level */
    uint8_t place[GAME_MAX_PLAYERS];    /* by seat, 1-based; tied seats share a place */
    int overlap[GAME_MAX_PLAYERS];      /* by seat */
} FinishedGame;

/* Reads places (game_ranking) and overlaps (game_overlap) off a finished game. */
void stats_file_finished_game(const Game *g, const Sheets *sheets, const RecordSeats *seats, FinishedGame *out);

Stats stats_file_empty(void);
bool stats_file_equal(const Stats *a, const Stats *b);

/* Counts one game (nothing when no seat was a person). */
void stats_file_record_game(Stats *s, const FinishedGame *f);

typedef enum { STATS_READ, STATS_ABSENT, STATS_BROKEN } StatsLoad;

/* STATS_BROKEN: err says "<path>:<line>: <what is wrong>" and *out is empty. */
StatsLoad stats_file_load(Stats *out, const char *path, char *err, size_t err_cap);
bool stats_file_save(const Stats *s, const char *path, char *err, size_t err_cap);

/* ---- stats_daily.c: Today's dice's calendar ------------------------------------------- */
/* The counted try of `day` begins: true when it is the day's first daily game (kept as
 * DAY_STARTED, the streaks counted), false when the day has one already (this one is
 * practice; a counted try still DAY_STARTED is then DAY_LEFT: the player gave it up). */
bool stats_file_daily_begin(StatsDaily *d, int32_t day);
/* The day's counted try finished, won or not; nothing when it is not DAY_STARTED. */
void stats_file_daily_finish(StatsDaily *d, int32_t day, bool won);
/* The day's counted try ended above the day's par. */
void stats_file_daily_beat_par(StatsDaily *d, int32_t day);
/* A kept day's date as the calendar writes it ("2026-11-28"), and its day of the month. */
void stats_file_daily_date(int32_t day, char *out, size_t cap, int *day_of_month);
/* The day's entry (NULL: none kept). */
const StatsDay *stats_file_daily_find(const StatsDaily *d, int32_t day);
/* The streak going on at `today`: the kept streak when its last day is today or
 * yesterday, else 0. */
int stats_file_daily_current_streak(const StatsDaily *d, int32_t today);
/* The stats.txt values: `daily_days` ("none", or "2026-11-28 won par, 2026-11-29
 * started"), read back by stats_file_daily_read (false with why on a wrong one). */
void stats_file_daily_days_text(const StatsDaily *d, char *out, size_t cap);
bool stats_file_daily_read(StatsDaily *d, const char *value, char *why, size_t cap);

/* One change to the statistics, kept in stats.txt like a finished game: load, change,
 * save, under the same rule (a damaged file is moved aside first, *d). */
typedef void (*StatsChange)(Stats *s, void *ctx);
bool files_stats_change(const char *dir, StatsChange change, void *ctx, FilesDamage *d, char *err,
                        size_t err_cap);

/* What the program calls when a game ends: loads path, counts the game and saves. A broken
 * file is refused (false, err says why) and stays as it was; *now (may be NULL) gets the
 * statistics after the game when it succeeds. */
bool stats_file_add_game(const char *path, const FinishedGame *f, Stats *now, char *err, size_t err_cap);

/* The user folder's stats.txt. FILE_OK: *out is the file's. FILE_ABSENT: no games yet
 * (empty). FILE_BROKEN: empty, and the file is moved aside (*d). */
FileRead files_stats_read(const char *dir, Stats *out, FilesDamage *d);

/* Counts a finished game into stats.txt. A damaged file is moved aside first (*d) and the
 * count starts afresh, so the game is neither lost with it nor written over it. False with
 * err when the file cannot be written, or when a damaged one could not be moved aside
 * (d->kept false: it is left as it is). */
bool files_stats_add_game(const char *dir, const FinishedGame *f, FilesDamage *d, char *err, size_t err_cap);

#endif
