/* fuzz_stats.c — reading stats.txt (stats.h, docs/save-format.md). The input is written
 * to a file in the harness's temp folder and read with stats_file_load.
 *
 * What must hold for every input: only clean text is read (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule); a file that is read gives counts from 0 to
 * STATS_COUNT_MAX, no part above its whole (won and each level's games within games, a
 * level's wins within its games), that save and read back equal; a broken file says so
 * with its path and gives empty statistics. */

#include "fuzz.h"
#include "stats.h"

#define PATH_MAX_BYTES 600

/* Made once (libFuzzer gives no context pointer): the two file paths. */
static struct {
    char input[PATH_MAX_BYTES], saved[PATH_MAX_BYTES];
} h;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_temp_path("stats.txt", h.input, sizeof h.input);
    fuzz_temp_path("saved.txt", h.saved, sizeof h.saved);
    return 0;
}

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
    char err[1024] = "";
    fuzz_check_step(stats_file_save(s, h.saved, err, sizeof err), err, "statistics that were read save");
    Stats again;
    fuzz_check(stats_file_load(&again, h.saved, err, sizeof err) == STATS_READ);
    fuzz_check(stats_file_equal(s, &again));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.input, data, size);
    Stats s;
    char err[1024] = "";
    StatsLoad result = stats_file_load(&s, h.input, err, sizeof err);
    fuzz_check(result == STATS_READ || result == STATS_BROKEN);
    if (fuzz_read_or_named(result == STATS_READ, data, size, err, h.input)) {
        check_read(&s);
    } else {
        Stats empty = stats_file_empty();
        fuzz_check(stats_file_equal(&s, &empty));
    }
    return 0;
}
