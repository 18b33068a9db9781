/* stats.c — the player's statistics and stats.txt (see stats.h). */
#include "stats.h"

#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "file_rule.h"
#include "key_value.h"

enum {
    KEY_GAMES, KEY_WON, KEY_EASY_GAMES, KEY_EASY_WINS, KEY_MEDIUM_GAMES, KEY_MEDIUM_WINS,
    KEY_HARD_GAMES, KEY_HARD_WINS, KEY_BEST_OVERLAP, KEY_DAILY_DAYS, KEY_DAILY_STREAK,
    KEY_DAILY_BEST, KEYS
};
/* The daily_ keys came with Today's dice: a file of earlier versions has none, and reads as
 * a calendar with no day played yet. */
static const char *const KEY[KEYS] = {"games", "won", "easy_games", "easy_wins", "medium_games",
                                      "medium_wins", "hard_games", "hard_wins", "best_overlap",
                                      "daily_days", "daily_streak", "daily_best_streak"};

Stats stats_file_empty(void)
{
    Stats s;
    memset(&s, 0, sizeof s);
    return s;
}

bool stats_file_equal(const Stats *a, const Stats *b)
{
    if (a->games != b->games || a->won != b->won || a->has_best != b->has_best) return false;
    if (a->has_best && a->best_overlap != b->best_overlap) return false;
    for (int l = 0; l < RECORD_LEVELS; l++)
        if (a->level_games[l] != b->level_games[l] || a->level_wins[l] != b->level_wins[l]) return false;
    const StatsDaily *x = &a->daily, *y = &b->daily;
    if (x->count != y->count || x->streak != y->streak || x->best_streak != y->best_streak) return false;
    for (int i = 0; i < x->count; i++)
        if (x->day[i].day != y->day[i].day || x->day[i].state != y->day[i].state ||
            x->day[i].beat_par != y->day[i].beat_par) return false;
    return true;
}

void stats_file_finished_game(const Game *g, const Sheets *sheets, const RecordSeats *seats, FinishedGame *out)
{
    memset(out, 0, sizeof *out);
    Ranking rk;
    game_ranking(g, sheets, &rk);
    out->players = g->setup.players;
    for (int i = 0; i < rk.count; i++) out->place[rk.seat[i]] = rk.place[i];
    for (int s = 0; s < out->players; s++) {
        out->level[s] = s < seats->players ? seats->level[s] : RECORD_PERSON;
        out->overlap[s] = game_overlap(g, sheets, s);
    }
}

/* ---- counting ---------------------------------------------------------------------------- */

static bool person(const FinishedGame *f, int seat)
{
    return f->level[seat] == RECORD_PERSON;
}

static bool won_alone(const FinishedGame *f)
{
    int firsts = 0;
    bool person_first = false;
    for (int s = 0; s < f->players; s++)
        if (f->place[s] == 1) {
            firsts++;
            person_first = person_first || person(f, s);
        }
    return firsts == 1 && person_first;
}

/* A person with a strictly better place than every bot of the level. */
static bool beat_level(const FinishedGame *f, int level)
{
    for (int p = 0; p < f->players; p++) {
        if (!person(f, p)) continue;
        bool ahead = true;
        for (int b = 0; b < f->players; b++)
            if (f->level[b] == level && f->place[p] >= f->place[b]) ahead = false;
        if (ahead) return true;
    }
    return false;
}

static void add(int *count)
{
    if (*count < STATS_COUNT_MAX) (*count)++;
}

void stats_file_record_game(Stats *s, const FinishedGame *f)
{
    bool any_person = false;
    for (int seat = 0; seat < f->players; seat++) any_person = any_person || person(f, seat);
    if (!any_person) return;
    add(&s->games);
    if (won_alone(f)) add(&s->won);
    for (int level = 0; level < RECORD_LEVELS; level++) {
        bool present = false;
        for (int seat = 0; seat < f->players; seat++) present = present || f->level[seat] == level;
        if (!present) continue;
        add(&s->level_games[level]);
        if (beat_level(f, level)) add(&s->level_wins[level]);
    }
    for (int seat = 0; seat < f->players; seat++)
        if (person(f, seat) && (!s->has_best || f->overlap[seat] > s->best_overlap)) {
            s->has_best = true;
            s->best_overlap = f->overlap[seat];
        }
}

/* ---- the file ---------------------------------------------------------------------------- */

typedef struct {
    Stats stats;
    int line[KEYS];     /* where each key was read, for the checks across keys */
} StatsReading;

static int *count_of(Stats *s, int key)
{
    switch (key) {
    case KEY_GAMES: return &s->games;
    case KEY_WON: return &s->won;
    case KEY_DAILY_STREAK: return &s->daily.streak;
    case KEY_DAILY_BEST: return &s->daily.best_streak;
    default: {
        int level = (key - KEY_EASY_GAMES) / 2;
        return (key - KEY_EASY_GAMES) % 2 == 0 ? &s->level_games[level] : &s->level_wins[level];
    }
    }
}

/* An optional '-' and digits (decimal.h), within min..max. */
static bool whole_in(const char *v, long min, long max, int *out)
{
    bool minus = *v == '-';
    uint64_t n;
    uint64_t most = (uint64_t)(minus ? -min : max);
    if (minus ? min >= 0 : max < 0) return false;
    if (decimal_read(minus ? v + 1 : v, most, &n) != DECIMAL_OK) return false;
    long value = minus ? -(long)n : (long)n;
    if (value < min || value > max) return false;
    *out = (int)value;
    return true;
}

static bool take_value(void *ctx, int key, const char *v, int line, char *why, size_t cap)
{
    StatsReading *r = ctx;
    r->line[key] = line;
    if (key == KEY_BEST_OVERLAP) {
        r->stats.has_best = strcmp(v, "none") != 0;
        if (!r->stats.has_best || whole_in(v, -999, 999, &r->stats.best_overlap)) return true;
        snprintf(why, cap, "best_overlap must be none or a whole number from -999 to 999, not %s", v[0] ? v : "empty");
        return false;
    }
    if (key == KEY_DAILY_DAYS) return stats_file_daily_read(&r->stats.daily, v, why, cap);
    if (v[0] != '-' && whole_in(v, 0, STATS_COUNT_MAX, count_of(&r->stats, key))) return true;
    snprintf(why, cap, "%s must be a whole number from 0 to %d, not %s", KEY[key], STATS_COUNT_MAX, v[0] ? v : "empty");
    return false;
}

/* A count can be no more than the count it is part of: won of games, a level's games of
 * games, its wins of its games. */
static bool check_parts(StatsReading *r, const char *path, char *err, size_t cap)
{
    for (int key = KEY_WON; key < KEY_BEST_OVERLAP; key++) {
        int whole = key == KEY_WON || (key - KEY_EASY_GAMES) % 2 == 0 ? KEY_GAMES : key - 1;
        int part = *count_of(&r->stats, key), limit = *count_of(&r->stats, whole);
        if (part > limit) {
            snprintf(err, cap, "%s:%d: %s must not be more than %s (%d), not %d", path, r->line[key], KEY[key],
                     KEY[whole], limit, part);
            return false;
        }
    }
    if (r->stats.daily.streak > r->stats.daily.best_streak) {
        snprintf(err, cap, "%s:%d: daily_streak must not be more than daily_best_streak (%d), not %d", path,
                 r->line[KEY_DAILY_STREAK], r->stats.daily.best_streak, r->stats.daily.streak);
        return false;
    }
    return true;
}

StatsLoad stats_file_load(Stats *out, const char *path, char *err, size_t err_cap)
{
    StatsReading r;
    memset(&r, 0, sizeof r);
    *out = stats_file_empty();
    switch (kv_read(path, KEY, KEYS, take_value, &r, err, err_cap)) {
    case KV_ABSENT: return STATS_ABSENT;
    case KV_BROKEN: return STATS_BROKEN;
    default: break;
    }
    if (!check_parts(&r, path, err, err_cap)) return STATS_BROKEN;
    *out = r.stats;
    return STATS_READ;
}

bool stats_file_save(const Stats *s, const char *path, char *err, size_t err_cap)
{
    char text[2048], best[16], days[STATS_DAILY_DAYS * 24 + 8];
    stats_file_daily_days_text(&s->daily, days, sizeof days);
    if (s->has_best) snprintf(best, sizeof best, "%d", s->best_overlap);
    else snprintf(best, sizeof best, "none");
    snprintf(text, sizeof text,
             "# rajas statistics (docs/save-format.md)\n"
             "games = %d\nwon = %d\n"
             "easy_games = %d\neasy_wins = %d\n"
             "medium_games = %d\nmedium_wins = %d\n"
             "hard_games = %d\nhard_wins = %d\n"
             "best_overlap = %s\n"
             "daily_days = %s\ndaily_streak = %d\ndaily_best_streak = %d\n",
             s->games, s->won, s->level_games[0], s->level_wins[0], s->level_games[1], s->level_wins[1],
             s->level_games[2], s->level_wins[2], best, days, s->daily.streak, s->daily.best_streak);
    return file_replace(path, text, err, err_cap);
}

bool stats_file_add_game(const char *path, const FinishedGame *f, Stats *now, char *err, size_t err_cap)
{
    Stats s;
    if (stats_file_load(&s, path, err, err_cap) == STATS_BROKEN) return false;
    stats_file_record_game(&s, f);
    if (!stats_file_save(&s, path, err, err_cap)) return false;
    if (now) *now = s;
    return true;
}

/* ---- in the user folder ------------------------------------------------------------------ */

FileRead files_stats_read(const char *dir, Stats *out, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    files_no_damage(d);
    *out = stats_file_empty();
    if (!files_path(dir, STATS_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    switch (stats_file_load(out, path, err, sizeof err)) {
    case STATS_READ: return FILE_OK;
    case STATS_ABSENT: return FILE_ABSENT;
    default: files_keep_damaged(FILES_STATS, path, err, d); return FILE_BROKEN;
    }
}

bool files_stats_add_game(const char *dir, const FinishedGame *f, FilesDamage *d, char *err, size_t err_cap)
{
    char path[FILES_PATH_MAX];
    Stats before;
    files_stats_read(dir, &before, d);
    return files_path(dir, STATS_FILE, path, sizeof path, err, err_cap) && stats_file_add_game(path, f, NULL, err, err_cap);
}

/* Like a finished game: the damaged file moved aside first, then the change counted into
 * what is there (or a fresh file). */
bool files_stats_change(const char *dir, StatsChange change, void *ctx, FilesDamage *d, char *err,
                        size_t err_cap)
{
    char path[FILES_PATH_MAX];
    Stats s;
    files_stats_read(dir, &s, d);
    if (!files_path(dir, STATS_FILE, path, sizeof path, err, err_cap)) return false;
    if (stats_file_load(&s, path, err, err_cap) == STATS_BROKEN) return false;
    change(&s, ctx);
    return stats_file_save(&s, path, err, err_cap);
}
