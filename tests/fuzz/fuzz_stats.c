/* fuzz_stats.c — reading stats.txt (stats.h, docs/save-format.md). The input is written
 * to a file in the harness's temp folder and read with stats_file_load (fuzz_file.h).
 *
 * What must hold for every input: only clean text is read (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule); a file that is read gives counts from 0 to
 * STATS_COUNT_MAX, no part above its whole (won and each level's games within games, a
 * level's wins within its games), that save and read back equal; a broken file says so
 * with its path and gives empty statistics. */

#include "fuzz_file.h"
#include "stats.h"

static bool count_ok(int n, int whole)
{
    return n >= 0 && n <= STATS_COUNT_MAX && n <= whole;
}

static void check_read(const Stats *s)
{
    fuzz_check(count_ok(s->games, STATS_COUNT_MAX) && count_ok(s->won, s->games));
    for (int l = 0; l < RECORD_LEVELS; l++) {
        fuzz_check(count_ok(s->level_games[l], s->games));
        fuzz_check(count_ok(s->level_wins[l], s->level_games[l]));
    }
}

FUZZ_FILE_HARNESS(Stats, "stats.txt", stats_file_load, STATS_READ, STATS_BROKEN, stats_file_save, stats_file_equal,
                  stats_file_empty, check_read)
