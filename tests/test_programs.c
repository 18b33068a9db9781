/* test_programs.c — the command lines of rajas-engine and rajas-tournament as a shell runs
 * them: --help answers on stdout with status 0, every 64-bit seed is a seed, and a data
 * folder that is not one is named. RAJAS_ENGINE and RAJAS_TOURNAMENT (the programs) and
 * RAJAS_DATA (the build's assets) come from tests/CMakeLists.txt. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    int status;          /* exit status, or -1 when killed by a signal */
    char out[8192];      /* standard output, cut to fit */
    char err[8192];      /* standard error, cut to fit */
} Ran;

static void slurp(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(buf, 1, cap - 1, f) : 0;
    buf[n] = '\0';
    if (f) fclose(f);
    remove(path);
}

/* Runs "<program> <args>" through the shell with env (may be "") before it. */
static void run_program(Ran *r, const char *env, const char *program_var, const char *args)
{
    const char *program = getenv(program_var);
    if (!program) fail_msg("%s is not set (tests/CMakeLists.txt sets it)", program_var);
    char out[64], err[64], cmd[2048];
    snprintf(out, sizeof out, "/tmp/rajas-programs-%d.out", (int)getpid());
    snprintf(err, sizeof err, "/tmp/rajas-programs-%d.err", (int)getpid());
    snprintf(cmd, sizeof cmd, "%s '%s' %s >%s 2>%s </dev/null", env, program, args, out, err);
    int status = system(cmd);
    r->status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    slurp(out, r->out, sizeof r->out);
    slurp(err, r->err, sizeof r->err);
}

/* "<program> <args>" run with no environment of its own, ending with that status. */
static void ran(Ran *r, const char *program_var, const char *args, int status)
{
    run_program(r, "", program_var, args);
    if (r->status != status) fail_msg("%s %s: status %d, not %d", program_var, args, r->status, status);
}

static void assert_starts_with(const char *text, const char *start)
{
    if (strncmp(text, start, strlen(start)) != 0) fail_msg("'%.200s' does not start with '%s'", text, start);
}

static void assert_contains(const char *text, const char *part)
{
    if (!strstr(text, part)) fail_msg("'%.400s' does not say '%s'", text, part);
}

static void test_tournament_help_is_the_usage_on_stdout_with_status_0(void **unused)
{
    (void)unused;
    Ran r;
    ran(&r, "RAJAS_TOURNAMENT", "--help", 0);
    assert_starts_with(r.out, "usage: rajas-tournament games=<n> players=<2-5> bots=<level>");
    assert_string_equal(r.err, "");
    ran(&r, "RAJAS_TOURNAMENT", "-h", 0);
    assert_starts_with(r.out, "usage: rajas-tournament");
    /* a wrong line is still status 2, the usage on stderr */
    ran(&r, "RAJAS_TOURNAMENT", "--bogus", 2);
    assert_string_equal(r.out, "");
    assert_starts_with(r.err, "rajas-tournament: bad or repeated argument: --bogus\nusage: rajas-tournament");
}

static void test_bench_and_tournament_take_the_largest_64_bit_seed(void **unused)
{
    (void)unused;
    Ran r;
    ran(&r, "RAJAS_ENGINE", "bench games=1 players=2 seed=18446744073709551615", 0);
    assert_starts_with(r.out, "bench games 1 seconds ");
    ran(&r, "RAJAS_ENGINE", "bench games=1 players=2 seed=18446744073709551616", 2);
    assert_starts_with(r.err, "usage: rajas-engine");
    ran(&r, "RAJAS_TOURNAMENT", "games=1 players=2 bots=easy seed=18446744073709551615", 0);
    assert_contains(r.out, "illegal 0 unfinished 0");
}

/* Each command line of a ' | ' list is refused by rajas-tournament: status 2, and its
 * stderr begins with said. */
static void tournament_refuses(const char *lines, const char *said)
{
    char line[256];
    for (const char *at = lines; test_next_item(&at, line, sizeof line);) {
        Ran r;
        ran(&r, "RAJAS_TOURNAMENT", line, 2);
        assert_starts_with(r.err, said);
    }
}

/* rajas-tournament with args ends with status 0, its header line beginning with header, and
 * plays every game through with legal moves. */
static void tournament_plays(Ran *r, const char *args, const char *header)
{
    ran(r, "RAJAS_TOURNAMENT", args, 0);
    assert_starts_with(r->out, header);
    assert_contains(r->out, "illegal 0 unfinished 0");
}

/* chain-budget-ms= gives line-up entry 1 the table's budget for its later decisions in a
 * turn: a time, said in the header line; refused at 0 and beside a fixed iterations=. */
static void test_tournament_takes_the_tables_chain_budget(void **unused)
{
    (void)unused;
    Ran r;
    tournament_plays(&r, "games=1 players=2 bots=hard,easy budget-ms=20 chain-budget-ms=5 threads=1",
                     "tournament games 1 players 2 side sun seed 1 budget-ms 20 chain-budget-ms 5 seconds ");
    tournament_refuses("games=1 players=2 bots=hard chain-budget-ms=400 iterations=4 | "
                       "games=1 players=2 bots=hard chain-budget-ms=0",
                       "rajas-tournament: chain-budget-ms= is a time of at least 1 ms, not with iterations=\n");
}

/* cascade-budget-ms= gives entry 1's decisions after its fifth in a turn that budget, and
 * compares each with a search at the chain's budget: the header line says it, a line counts
 * the decisions compared; refused without chain-budget-ms= and at 0. A hard bot against
 * easy makes long turns within one game of seed 1. */
static void test_tournament_compares_the_tables_cascade_budget(void **unused)
{
    (void)unused;
    Ran r;
    tournament_plays(&r, "games=1 players=2 bots=hard,easy budget-ms=20 chain-budget-ms=10 cascade-budget-ms=5 threads=1",
                     "tournament games 1 players 2 side sun seed 1 budget-ms 20 chain-budget-ms 10 "
                     "cascade-budget-ms 5 seconds ");
    assert_contains(r.out, "\ncascade decisions ");
    tournament_refuses("games=1 players=2 bots=hard cascade-budget-ms=150 | "
                       "games=1 players=2 bots=hard chain-budget-ms=400 cascade-budget-ms=0",
                       "rajas-tournament: cascade-budget-ms= is a time of at least 1 ms, with chain-budget-ms=\n");
}

static void test_a_data_folder_without_sheets_is_named(void **unused)
{
    (void)unused;
    char dir[] = "/tmp/rajas-nodata-XXXXXX", env[128], want[128];
    if (!mkdtemp(dir)) fail_msg("mkdtemp: %s", strerror(errno));
    snprintf(env, sizeof env, "RAJAS_DATA='%s'", dir);
    snprintf(want, sizeof want, "there is no folder %s/sheets", dir);
    Ran r;
    run_program(&r, env, "RAJAS_ENGINE", "");
    assert_int_equal(r.status, 1);
    assert_starts_with(r.err, "rajas-engine: RAJAS_DATA is ");
    assert_contains(r.err, want);
    run_program(&r, env, "RAJAS_TOURNAMENT", "games=1 players=2 bots=easy");
    assert_int_equal(r.status, 1);
    assert_contains(r.err, want);
    rmdir(dir);
}

TEST_MAIN(
    cmocka_unit_test(test_tournament_help_is_the_usage_on_stdout_with_status_0),
    cmocka_unit_test(test_tournament_takes_the_tables_chain_budget),
    cmocka_unit_test(test_tournament_compares_the_tables_cascade_budget),
    cmocka_unit_test(test_bench_and_tournament_take_the_largest_64_bit_seed),
    cmocka_unit_test(test_a_data_folder_without_sheets_is_named)
)
