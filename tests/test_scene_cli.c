/* test_scene_cli.c — the game program's command line (cli.h, cli_setup.h): a table of
 * argument vectors with their exact parse results, a table of wrong ones with their exact
 * messages and status 2, the help naming every option (and the README and the man page
 * naming every option too), the version, the game options laid over a remembered set-up,
 * and the real `rajas` program answering --version, --help and a wrong option. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "language.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bot.h"
#include "cli.h"
#include "cli_setup.h"

#define MAX_ARGS 10

static const char *const EVERY_OPTION[] = {"--help", "-h", "--version", "--fullscreen", "--windowed",
                                           "--lang", "--seed", "--players", "--bots", "--side",
                                           "--start", "--names", "--bench-frames", "--replay",
                                           "--lesson", "--tutorial", "--scale", "--bench-turns",
                                           "--bench-waits", "--bench-samples", "--bench-virtual", "--daily"};
enum { OPTION_COUNT = sizeof EVERY_OPTION / sizeof EVERY_OPTION[0] };

/* ---- helpers ------------------------------------------------------------------------------ */

/* Reads a whole stream that was written to, then closes it. */
static char *drain(FILE *f)
{
    fflush(f);
    fseek(f, 0, SEEK_END);   /* a child process or fd 1 may have written past our position */
    long len = ftell(f);
    assert_true(len >= 0);
    rewind(f);
    char *text = calloc(1, (size_t)len + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)len, f), (size_t)len);
    fclose(f);
    return text;
}

static char *usage_text(void)
{
    FILE *f = tmpfile();
    assert_non_null(f);
    cli_usage(f);
    return drain(f);
}

typedef struct {
    int status;
    char *out, *err;    /* what cli_parse printed to stdout and to its err stream */
} Parsed;

/* cli_parse on {"rajas", args…}, with stdout caught in a file. */
static Parsed parse(const char *const *args, CliOptions *o)
{
    char *argv[MAX_ARGS + 2] = {"rajas"};
    int argc = 1;
    for (; args[argc - 1]; argc++) {
        assert_true(argc <= MAX_ARGS);
        argv[argc] = (char *)args[argc - 1];
    }
    FILE *err = tmpfile(), *out = tmpfile();
    assert_non_null(err);
    assert_non_null(out);
    fflush(stdout);
    int saved = dup(1);
    assert_true(saved >= 0);
    dup2(fileno(out), 1);
    Parsed p;
    p.status = cli_parse(argc, argv, o, err);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    p.out = drain(out);
    p.err = drain(err);
    return p;
}

static void parsed_free(Parsed *p)
{
    free(p->out);
    free(p->err);
}

/* ---- lines that run ----------------------------------------------------------------------- */

static void test_no_options_opens_the_set_up(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(p.out, "");
    assert_string_equal(p.err, "");
    CliOptions zero;
    memset(&zero, 0, sizeof zero);
    assert_memory_equal(&o, &zero, sizeof o);
    parsed_free(&p);
}

static void test_window_options(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--fullscreen", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.fullscreen);
    assert_int_equal(o.window_w, 0);
    assert_false(o.new_game);
    parsed_free(&p);

    /* --lesson, the one other option without a value, is not --fullscreen; --tutorial, its
     * older name, is the same option. */
    p = parse((const char *[]){"--lesson", "--lang", "de", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(o.lesson, "--lesson");
    assert_false(o.fullscreen);
    assert_false(o.new_game);
    parsed_free(&p);
    p = parse((const char *[]){"--tutorial", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(o.lesson, "--tutorial");
    assert_false(o.fullscreen);
    assert_false(o.new_game);
    parsed_free(&p);

    /* --daily: today's dice, with the language it may be played in. */
    p = parse((const char *[]){"--daily", "--lang", "nl", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.daily);
    assert_null(o.lesson);
    assert_false(o.fullscreen);
    assert_false(o.new_game);
    parsed_free(&p);

    p = parse((const char *[]){"--windowed", "1280x800", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_false(o.fullscreen);
    assert_null(o.lesson);
    assert_false(o.daily);
    assert_int_equal(o.window_w, 1280);
    assert_int_equal(o.window_h, 800);
    parsed_free(&p);

    p = parse((const char *[]){"--windowed=1024x640", "--lang=nl", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_int_equal(o.window_w, 1024);
    assert_int_equal(o.window_h, 640);
    assert_string_equal(o.lang, "nl");
    assert_int_equal(o.scale, 0);   /* not given: the settings' scale */
    assert_false(o.new_game);
    parsed_free(&p);
}

/* Without --windowed the window is 1280×800 where the display has room for it and a title
 * bar; on a smaller display it shrinks at 16:10 to fit, never below 1024×640; an unknown
 * display gets 1280×800. */
static void test_the_default_window_fits_the_display(void **state)
{
    (void)state;
    static const struct {
        int usable_w, usable_h, w, h;
    } CASES[] = {
        {1920, 1050, 1280, 800},   /* a large display: the default */
        {1280, 840, 1280, 800},    /* exactly room enough */
        {1366, 740, 1120, 700},    /* a laptop's 1366×768 less its panel: height decides */
        {1280, 1024, 1280, 800},   /* 5:4: the default fits */
        {1100, 1000, 1100, 687},   /* narrow: width decides */
        {1024, 700, 1024, 640},    /* no room for 16:10 above the least: the least */
        {800, 600, 1024, 640},     /* smaller than the least window: the least */
        {0, 0, 1280, 800},         /* unknown */
    };
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        int w = 0, h = 0;
        cli_window_size(CASES[i].usable_w, CASES[i].usable_h, &w, &h);
        assert_int_equal(w, CASES[i].w);
        assert_int_equal(h, CASES[i].h);
    }
}

/* --scale N sets text and controls for the run, 100 to 200 percent, at either bound and
 * between; it does not skip the set-up. */
static void test_scale_takes_a_percentage(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--scale", "200", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_int_equal(o.scale, 200);
    assert_false(o.new_game);
    parsed_free(&p);
    p = parse((const char *[]){"--scale=100", "--players", "3", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_int_equal(o.scale, 100);
    assert_true(o.new_game);
    parsed_free(&p);
    p = parse((const char *[]){"--lesson", "--scale", "137", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_int_equal(o.scale, 137);
    parsed_free(&p);
}

static void test_seed_alone_does_not_skip_the_set_up(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--seed", "18446744073709551615", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.seeded);
    assert_true(o.seed == UINT64_MAX);
    assert_false(o.new_game);
    parsed_free(&p);

    p = parse((const char *[]){"--seed=0", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.seeded);
    assert_true(o.seed == 0);
    parsed_free(&p);
}

/* --replay takes the record's path as it is; the game it shows is no new game. */
static void test_replay_takes_a_record_path(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--replay", "records/20261123-130846-7.rajas", "--lang", "de", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(o.replay, "records/20261123-130846-7.rajas");
    assert_false(o.new_game);
    assert_string_equal(o.lang, "de");
    parsed_free(&p);
    p = parse((const char *[]){"--replay=a b.rajas", "--seed", "3", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(o.replay, "a b.rajas");
    parsed_free(&p);
}

static void test_the_issue_example_starts_a_game(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--players", "3", "--bots", "hard,medium", "--side", "moon", "--seed", "5", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_string_equal(p.err, "");
    assert_true(o.new_game);
    assert_int_equal(o.players, 3);
    assert_int_equal(o.bots, 2);
    assert_int_equal(o.bot[0], BOT_HARD);
    assert_int_equal(o.bot[1], BOT_MEDIUM);
    assert_string_equal(o.side, "moon");
    assert_true(o.seeded);
    assert_true(o.seed == 5);
    assert_int_equal(o.start, 0);
    assert_int_equal(o.names, 0);
    parsed_free(&p);
}

static void test_names_start_and_human_entries(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--names", " Ann, Bo Lee ,Cy", "--start=2", "--bots", "human,easy", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.new_game);
    assert_int_equal(o.players, 0);
    assert_int_equal(o.names, 3);
    assert_string_equal(o.name[0], "Ann");
    assert_string_equal(o.name[1], "Bo Lee");
    assert_string_equal(o.name[2], "Cy");
    assert_int_equal(o.start, 2);
    assert_int_equal(o.bots, 2);
    assert_int_equal(o.bot[0], CLI_PERSON);
    assert_int_equal(o.bot[1], BOT_EASY);
    parsed_free(&p);

    p = parse((const char *[]){"--side=sun", NULL}, &o);
    assert_int_equal(p.status, 0);
    assert_true(o.new_game);
    assert_string_equal(o.side, "sun");
    parsed_free(&p);
}

/* ---- lines that are refused --------------------------------------------------------------- */

typedef struct {
    const char *args[MAX_ARGS + 1];
    const char *message;       /* the first line printed, before the usage */
} BadLine;

static const BadLine BAD[] = {
    {{"--bogus"}, "rajas: unknown option '--bogus'"},
    {{"--bogus=3"}, "rajas: unknown option '--bogus'"},
    {{"-x"}, "rajas: unknown option '-x'"},
    {{"--"}, "rajas: unknown option '--'"},
    {{"play"}, "rajas: unexpected argument 'play'"},
    {{"--bogus", "--help"}, "rajas: unknown option '--bogus'"},
    {{"--help=x"}, "rajas: --help takes no value"},
    {{"--fullscreen=yes"}, "rajas: --fullscreen takes no value"},
    {{"--lesson=yes"}, "rajas: --lesson takes no value"},
    {{"--lesson", "--lesson"}, "rajas: --lesson is given twice"},
    {{"--tutorial=yes"}, "rajas: --tutorial takes no value"},
    {{"--lesson", "--tutorial"}, "rajas: --tutorial is given twice"},
    {{"--lesson", "--players", "3"},
     "rajas: --lesson plays the guided first game: it cannot be used with the options that start a new game"},
    {{"--tutorial", "--players", "3"},
     "rajas: --tutorial plays the guided first game: it cannot be used with the options that start a new game"},
    {{"--replay", "x.rajas", "--lesson"}, "rajas: --lesson plays the guided first game: it cannot be used with --replay"},
    {{"--lesson", "--bench-frames", "5"},
     "rajas: --lesson plays the guided first game: it cannot be used with --bench-frames"},
    {{"--lesson", "--bench-turns", "5"},
     "rajas: --lesson plays the guided first game: it cannot be used with --bench-turns"},
    {{"--daily=yes"}, "rajas: --daily takes no value"},
    {{"--daily", "--daily"}, "rajas: --daily is given twice"},
    {{"--daily", "--players", "3"},
     "rajas: --daily plays today's dice: it cannot be used with the options that start a new game"},
    {{"--daily", "--seed", "7"}, "rajas: --daily plays today's dice: it cannot be used with --seed"},
    {{"--daily", "--lesson"}, "rajas: --daily plays today's dice: it cannot be used with --lesson"},
    {{"--daily", "--tutorial"}, "rajas: --daily plays today's dice: it cannot be used with --tutorial"},
    {{"--replay", "x.rajas", "--daily"}, "rajas: --daily plays today's dice: it cannot be used with --replay"},
    {{"--daily", "--bench-waits", "5"}, "rajas: --daily plays today's dice: it cannot be used with --bench-waits"},
    {{"--bench-frames", "5", "--bench-turns", "5"},
     "rajas: --bench-frames and --bench-turns are two benchmarks: give one"},
    {{"--bench-turns", "0"}, "rajas: --bench-turns wants a number of turns from 1 to 10000, not '0'"},
    {{"--bench-turns", "5", "--bench-waits", "5"},
     "rajas: --bench-turns and --bench-waits are two benchmarks: give one"},
    {{"--bench-waits", "5", "--lesson"},
     "rajas: --lesson plays the guided first game: it cannot be used with --bench-waits"},
    {{"--bench-waits", "0"}, "rajas: --bench-waits wants a number of waits from 1 to 10000, not '0'"},
    {{"--bench-samples", "8"}, "rajas: --bench-samples is for --bench-turns and --bench-waits"},
    {{"--bench-waits", "5", "--bench-virtual"}, "rajas: --bench-virtual is for --bench-waits with --bench-samples"},
    {{"--bench-virtual=yes"}, "rajas: --bench-virtual takes no value"},
    {{"--bench-waits", "5", "--bench-samples", "257"},
     "rajas: --bench-samples wants a number of samples from 1 to 256, not '257'"},
    {{"--seed"}, "rajas: --seed needs a value: a whole number"},
    {{"--seed", "--fullscreen"}, "rajas: --seed needs a value: a whole number"},
    {{"--seed="}, "rajas: --seed wants a whole number from 0 to 18446744073709551615, not ''"},
    {{"--seed", "-3"}, "rajas: --seed wants a whole number from 0 to 18446744073709551615, not '-3'"},
    {{"--seed", "12abc"}, "rajas: --seed wants a whole number from 0 to 18446744073709551615, not '12abc'"},
    {{"--seed", "18446744073709551616"},
     "rajas: --seed wants a whole number from 0 to 18446744073709551615, not '18446744073709551616'"},
    {{"--seed", "1", "--seed", "2"}, "rajas: --seed is given twice"},
    {{"--players", "6"}, "rajas: --players must be 2 to 5, not '6'"},
    {{"--players", "1"}, "rajas: --players must be 2 to 5, not '1'"},
    {{"--players", "two"}, "rajas: --players must be 2 to 5, not 'two'"},
    {{"--players"}, "rajas: --players needs a value: 2 to 5"},
    {{"--players", "3", "--players", "4"}, "rajas: --players is given twice"},
    {{"--windowed", "800x600"}, "rajas: --windowed 800x600 is smaller than the smallest window, 1024x640"},
    {{"--windowed", "1280x639"}, "rajas: --windowed 1280x639 is smaller than the smallest window, 1024x640"},
    {{"--windowed", "1280"}, "rajas: --windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not '1280'"},
    {{"--windowed", "1280x"}, "rajas: --windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not '1280x'"},
    {{"--windowed", "x800"}, "rajas: --windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not 'x800'"},
    {{"--windowed", "1280X800"}, "rajas: --windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not '1280X800'"},
    {{"--windowed", "20000x800"}, "rajas: --windowed 20000x800 is larger than 16384 pixels a side"},
    {{"--windowed"}, "rajas: --windowed needs a value: WIDTHxHEIGHT"},
    {{"--fullscreen", "--windowed", "1280x800"}, "rajas: --fullscreen and --windowed cannot be used together"},
    {{"--lang", "fr"}, "rajas: --lang must be en, de or nl, not 'fr'"},
    {{"--lang"}, "rajas: --lang needs a value: en, de or nl"},
    {{"--scale", "99"}, "rajas: --scale must be 100 to 200 (percent), not '99'"},
    {{"--scale", "201"}, "rajas: --scale must be 100 to 200 (percent), not '201'"},
    {{"--scale", "150%"}, "rajas: --scale must be 100 to 200 (percent), not '150%'"},
    {{"--scale", "1.5"}, "rajas: --scale must be 100 to 200 (percent), not '1.5'"},
    {{"--scale="}, "rajas: --scale must be 100 to 200 (percent), not ''"},
    {{"--scale"}, "rajas: --scale needs a value: a percentage from 100 to 200"},
    {{"--scale", "150", "--scale", "200"}, "rajas: --scale is given twice"},
    {{"--bots", "expert"}, "rajas: --bots: 'expert' is not easy, medium, hard or human"},
    {{"--bots", "1"}, "rajas: --bots: '1' is not easy, medium, hard or human"},
    {{"--bots", "hard,,easy"}, "rajas: --bots has an empty entry in 'hard,,easy'"},
    {{"--bots", "hard,"}, "rajas: --bots has an empty entry in 'hard,'"},
    {{"--bots", "easy,easy,easy,easy,easy,easy"}, "rajas: --bots lists more than 5 seats; a game has at most 5 players"},
    {{"--bots"}, "rajas: --bots needs a value: a comma-separated list of easy, medium, hard or human"},
    {{"--players", "2", "--bots", "hard,medium,easy"}, "rajas: --bots lists 3 seats but --players is 2"},
    {{"--bots", "hard,medium,easy", "--players", "2"}, "rajas: --bots lists 3 seats but --players is 2"},
    {{"--side", "mars"}, "rajas: --side must be sun or moon, not 'mars'"},
    {{"--side", "Sun"}, "rajas: --side must be sun or moon, not 'Sun'"},
    {{"--start", "0"}, "rajas: --start must be a seat from 1 to 5, not '0'"},
    {{"--start", "6"}, "rajas: --start must be a seat from 1 to 5, not '6'"},
    {{"--players", "3", "--start", "4"}, "rajas: --start 4 is not one of the 3 seats"},
    {{"--names", "A,B,C", "--players", "2"}, "rajas: --names lists 3 names but --players is 2"},
    {{"--names", "Mira,Mira"}, "rajas: --names lists 'Mira' twice"},
    {{"--names", "A,"}, "rajas: --names has an empty name in 'A,'"},
    {{"--names", "A, ,B"}, "rajas: --names has an empty name in 'A, ,B'"},
    {{"--names", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}, "rajas: --names: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' is longer than 23 bytes"},
    {{"--names", "A\tB"}, "rajas: --names: a name cannot hold control characters"},
    {{"--names", "A,B,C,D,E,F"}, "rajas: --names lists more than 5 names; a game has at most 5 players"},
    {{"--replay"}, "rajas: --replay needs a value: a game record file"},
    {{"--replay", "a.rajas", "--replay", "b.rajas"}, "rajas: --replay is given twice"},
    {{"--replay", "a.rajas", "--players", "3"},
     "rajas: --replay shows a finished game: it cannot be used with the options that start a new game"},
    {{"--bots", "hard", "--replay", "a.rajas"},
     "rajas: --replay shows a finished game: it cannot be used with the options that start a new game"},
    {{"--replay", "a.rajas", "--bench-frames", "5"},
     "rajas: --replay shows a finished game: it cannot be used with --bench-frames"},
};

static void test_every_wrong_line_says_what_is_wrong_and_exits_2(void **state)
{
    (void)state;
    char *usage = usage_text();
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        CliOptions o;
        Parsed p = parse(BAD[i].args, &o);
        char want[8192];
        snprintf(want, sizeof want, "%s\n%s", BAD[i].message, usage);
        if (p.status != CLI_BAD || strcmp(p.err, want) != 0)
            fail_msg("case %zu (%s …): status %d, printed:\n%s", i, BAD[i].args[0], p.status, p.err);
        assert_string_equal(p.out, "");
        parsed_free(&p);
    }
    free(usage);
}

/* ---- help and version --------------------------------------------------------------------- */

static void test_help_prints_the_usage_naming_every_option(void **state)
{
    (void)state;
    char *usage = usage_text();
    for (int k = 0; k < OPTION_COUNT; k++)
        if (!strstr(usage, EVERY_OPTION[k])) fail_msg("the usage does not name %s", EVERY_OPTION[k]);
    const char *const *forms[] = {(const char *[]){"--help", NULL}, (const char *[]){"-h", NULL},
                                  (const char *[]){"--help", "--bogus", NULL}};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        CliOptions o;
        Parsed p = parse(forms[i], &o);
        assert_int_equal(p.status, CLI_EXIT_OK);
        assert_string_equal(p.out, usage);
        assert_string_equal(p.err, "");
        parsed_free(&p);
    }
    free(usage);
}

static void test_version_prints_the_project_version(void **state)
{
    (void)state;
    CliOptions o;
    Parsed p = parse((const char *[]){"--version", NULL}, &o);
    assert_int_equal(p.status, CLI_EXIT_OK);
    assert_string_equal(p.out, "rajas " RAJAS_VERSION "\n");
    assert_string_equal(p.err, "");
    unsigned major, minor, patch;
    char rest;
    assert_int_equal(sscanf(RAJAS_VERSION, "%u.%u.%u%c", &major, &minor, &patch, &rest), 3);
    assert_string_equal(cli_version(), "rajas " RAJAS_VERSION);
    parsed_free(&p);
}

static char *source_file(const char *relative)
{
    const char *tests = getenv("RAJAS_TESTS");
    assert_non_null(tests);
    char path[1024];
    snprintf(path, sizeof path, "%s/../%s", tests, relative);
    FILE *f = fopen(path, "rb");
    if (!f) fail_msg("cannot read %s: %s", path, strerror(errno));
    return drain(f);
}

/* An option as the man page writes it: every '-' as "\\-". */
static void man_word(const char *option, char *out, size_t cap)
{
    size_t at = 0;
    for (const char *c = option; *c && at < cap; c++) at += (size_t)snprintf(out + at, cap - at, *c == '-' ? "\\-" : "%c", *c);
}

/* The README and the man page document every option the program takes. */
static void test_readme_and_man_page_name_every_option(void **state)
{
    (void)state;
    char *readme = source_file("README.md");
    char *man = source_file("packaging/rajas.6");
    for (int k = 0; k < OPTION_COUNT; k++) {
        const char *option = EVERY_OPTION[k];
        char in_readme[32], in_man[48];
        snprintf(in_readme, sizeof in_readme, "`%s", option);
        man_word(option, in_man, sizeof in_man);
        if (!strstr(readme, in_readme)) fail_msg("README.md does not document %s", option);
        if (!strstr(man, in_man)) fail_msg("packaging/rajas.6 does not document %s", option);
    }
    free(readme);
    free(man);
}

/* ---- the game options over a remembered set-up -------------------------------------------- */

static CliOptions options(const char *const *args)
{
    CliOptions o;
    Parsed p = parse(args, &o);
    if (p.status != 0) fail_msg("refused: %s", p.err);
    parsed_free(&p);
    return o;
}

static void assert_seat(const GameSetup *g, int seat, SeatKind kind, int level, const char *name)
{
    assert_int_equal(g->seat[seat].kind, kind);
    if (kind == SEAT_BOT) assert_int_equal(g->seat[seat].level, level);
    assert_string_equal(g->seat[seat].name, name);
}

static void test_bots_take_the_last_seats(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    CliOptions o = options((const char *[]){"--players", "3", "--bots", "hard,medium", "--side", "moon", NULL});
    char err[256] = "";
    assert_true(cli_setup_game(test_lang(), &o, test_sheets(), &g, err, sizeof err));
    assert_int_equal(g.players, 3);
    assert_seat(&g, 0, SEAT_HUMAN, 0, "Leila");
    assert_seat(&g, 1, SEAT_BOT, BOT_HARD, "Arjun");
    assert_seat(&g, 2, SEAT_BOT, BOT_MEDIUM, "Mira");
    assert_int_equal(g.sheet, test_side("moon"));
    assert_int_equal(g.first, SETUP_FIRST_RANDOM);
    assert_true(setup_file_valid(&g, test_sheets()));

    /* Without --players the remembered two seats stay, the one bot taking the last. */
    setup_default(&g, test_sheets());
    o = options((const char *[]){"--bots", "easy", NULL});
    assert_true(cli_setup_game(test_lang(), &o, test_sheets(), &g, err, sizeof err));
    assert_int_equal(g.players, 2);
    assert_seat(&g, 0, SEAT_HUMAN, 0, "Leila");
    assert_seat(&g, 1, SEAT_BOT, BOT_EASY, "Arjun");
}

static void test_lists_grow_the_table_and_names_go_from_seat_1(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    CliOptions o = options((const char *[]){"--names", "Ann,Bo,Cy,Di", "--start", "3", NULL});
    char err[256] = "";
    assert_true(cli_setup_game(test_lang(), &o, test_sheets(), &g, err, sizeof err));
    assert_int_equal(g.players, 4);
    assert_seat(&g, 0, SEAT_HUMAN, 0, "Ann");
    assert_seat(&g, 3, SEAT_HUMAN, 0, "Di");
    assert_int_equal(g.first, 2);
    assert_int_equal(g.sheet, test_side("sun"));
    assert_true(setup_file_valid(&g, test_sheets()));
}

static void test_what_is_not_given_stays_as_remembered(void **state)
{
    (void)state;
    GameSetup g;
    setup_default(&g, test_sheets());
    setup_add_seat(&g, test_lang());
    setup_add_seat(&g, test_lang());
    g.seat[1].kind = SEAT_BOT;
    g.seat[1].level = BOT_EASY;
    snprintf(g.seat[0].name, SEAT_NAME_MAX, "Kim");
    g.first = 3;
    g.sheet = test_side("moon");
    CliOptions o = options((const char *[]){"--players", "2", NULL});
    char err[256] = "";
    assert_true(cli_setup_game(test_lang(), &o, test_sheets(), &g, err, sizeof err));
    assert_int_equal(g.players, 2);
    assert_seat(&g, 0, SEAT_HUMAN, 0, "Kim");
    assert_seat(&g, 1, SEAT_BOT, BOT_EASY, "Arjun");
    assert_int_equal(g.first, SETUP_FIRST_RANDOM);   /* the starting seat left the table */
    assert_int_equal(g.sheet, test_side("moon"));
}

static void test_a_start_beyond_the_seats_changes_nothing(void **state)
{
    (void)state;
    GameSetup g, before;
    setup_default(&g, test_sheets());
    before = g;
    CliOptions o = options((const char *[]){"--start", "4", "--bots", "hard", NULL});
    char err[256] = "";
    assert_false(cli_setup_game(test_lang(), &o, test_sheets(), &g, err, sizeof err));
    assert_string_equal(err, "--start 4 is not one of the 2 seats");
    assert_memory_equal(&g, &before, sizeof g);
}

/* ---- the real program --------------------------------------------------------------------- */

typedef struct {
    int status;
    char *out, *err;
} Run;

static Run run_game_with(const char *arg, const char *more, const char *last)
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    FILE *out = tmpfile(), *err = tmpfile();
    assert_non_null(out);
    assert_non_null(err);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fileno(out), 1);
        dup2(fileno(err), 2);
        execl(game, game, arg, more, last, (char *)NULL);
        _exit(127);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    Run r = {WEXITSTATUS(status), drain(out), drain(err)};
    return r;
}

static Run run_game(const char *arg) { return run_game_with(arg, NULL, NULL); }

static void test_the_program_answers_version_help_and_a_wrong_option(void **state)
{
    (void)state;
    char *usage = usage_text();
    Run r = run_game("--version");
    assert_int_equal(r.status, 0);
    assert_string_equal(r.out, "rajas " RAJAS_VERSION "\n");
    assert_string_equal(r.err, "");
    free(r.out);
    free(r.err);

    r = run_game("--help");
    assert_int_equal(r.status, 0);
    assert_string_equal(r.out, usage);
    free(r.out);
    free(r.err);

    r = run_game("--bogus");
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    char want[4096];
    snprintf(want, sizeof want, "rajas: unknown option '--bogus'\n%s", usage);
    assert_string_equal(r.err, want);
    free(r.out);
    free(r.err);
    free(usage);
}

/* SDL_VIDEODRIVER alone lets the drivers that show nothing run the game. */
static void test_a_driver_that_shows_nothing_runs_only_when_asked_for(void **state)
{
    (void)state;
    assert_false(cli_video_driver_allowed("offscreen", NULL));
    assert_false(cli_video_driver_allowed("dummy", NULL));
    assert_false(cli_video_driver_allowed("offscreen", ""));
    assert_false(cli_video_driver_allowed("offscreen", "x11,wayland"));
    assert_false(cli_video_driver_allowed("dummy", "dummyx"));
    assert_false(cli_video_driver_allowed(NULL, "x11"));
    assert_true(cli_video_driver_allowed("offscreen", "offscreen"));
    assert_true(cli_video_driver_allowed("offscreen", "x11,offscreen"));
    assert_true(cli_video_driver_allowed("dummy", "DUMMY"));
    assert_true(cli_video_driver_allowed("x11", NULL));
    assert_true(cli_video_driver_allowed("wayland", "x11"));
}

/* No display and no SDL_VIDEODRIVER: SDL would fall back to its offscreen driver and the
 * game would play a bots' game unseen, writing its autosave. It says why and exits 1
 * instead, having written nothing. (An alarm ends a program that plays on unseen, which
 * fails the test.) */
static void test_no_display_is_said_and_exits_1(void **state)
{
    (void)state;
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    char home[64], saves[128];
    test_scratch_make(home, sizeof home, "no-display");
    FILE *err = tmpfile();
    assert_non_null(err);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fileno(err), 2);
        unsetenv("DISPLAY");
        unsetenv("WAYLAND_DISPLAY");
        unsetenv("SDL_VIDEODRIVER");
        setenv("XDG_DATA_HOME", home, 1);
        alarm(20);
        execl(game, game, "--players", "2", "--bots", "easy,easy", (char *)NULL);
        _exit(127);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    char *said = drain(err);
    if (!WIFEXITED(status)) fail_msg("the program did not exit by itself (signal %d)", WTERMSIG(status));
    assert_int_equal(WEXITSTATUS(status), 1);
    assert_non_null(strstr(said, "rajas: There is no display to show the game on.\n"));
    assert_non_null(strstr(said, "video driver, which shows nothing"));
    assert_non_null(strstr(said, "SDL_VIDEODRIVER="));
    snprintf(saves, sizeof saves, "%s/rajas/rajas/autosave.txt", home);
    assert_int_equal(access(saves, F_OK), -1);
    free(said);
    test_scratch_remove(home);
}

/* The turn benchmark plays bots' turns headless in the program's own loop and prints their
 * wall times (frame_bench.h): their form and order are checked, and that easy bots' turns
 * take at least the pace they wait. */
static void test_the_turn_benchmark_times_the_turns_asked_for(void **state)
{
    (void)state;
    Run r = run_game_with("--bench-turns=3", "--bots", "easy,easy");
    assert_int_equal(r.status, 0);
    int turns = 0, games = 0;
    double p50, p90, p95, max;
    assert_int_equal(sscanf(r.out, "turns %d games %d p50 %lf p90 %lf p95 %lf max %lf s\n", &turns, &games, &p50,
                            &p90, &p95, &max), 6);
    assert_int_equal(turns, 3);
    assert_int_equal(games, 1);
    assert_true(p50 >= 0.7 && p50 <= p90 && p90 <= p95 && p95 <= max);
    free(r.out);
    free(r.err);
}

/* One wait's line of the wait benchmark (wait_split.h): its number, its parts adding up to
 * its whole (each printed to 0.01 s), and what it held in a sensible order. Returns the
 * next line. */
static const char *check_wait_line(const char *line, int number)
{
    int i, decisions, turns, longest, rolls, karma, used = 0;
    double s, pace, search, work;
    if (sscanf(line,
               "wait %d %lf s: pace %lf search %lf work %lf s; %d decisions in %d turns (longest %d), %d round rolls, "
               "%d karma rolls\n%n",
               &i, &s, &pace, &search, &work, &decisions, &turns, &longest, &rolls, &karma, &used) != 10 || used == 0)
        fail_msg("not a wait's line: %.120s", line);
    assert_int_equal(i, number);
    assert_true(fabs(pace + search + work - s) <= 0.016);
    assert_true(turns <= decisions && longest <= decisions && (decisions == 0 || (turns >= 1 && longest >= 1)));
    /* Each wait held a bot's turn or a round's roll; karma is rolled in a bot's turn. */
    assert_true(decisions > 0 || rolls > 0);
    assert_true(karma == 0 || decisions > 0);
    return line + used;
}

/* The wait benchmark plays a scripted person at seat 1 against bots headless and prints the
 * waits from its End turn to its next prompt (frame_bench.h): their form and order are
 * checked, and that each wait holds at least the easy bot's pace or a round's roll; then
 * each wait's parts and what it held, and their sums; a --bots that leaves the person no
 * seat is refused. */
static void test_the_wait_benchmark_times_the_waits_asked_for(void **state)
{
    (void)state;
    Run r = run_game_with("--bench-waits=3", "--bots=easy", "--bench-samples=4");
    assert_int_equal(r.status, 0);
    int waits = 0, games = 0, used = 0;
    double p50, p90, p95, max;
    assert_int_equal(sscanf(r.out, "waits %d games %d p50 %lf p90 %lf p95 %lf max %lf s\n%n", &waits, &games, &p50,
                            &p90, &p95, &max, &used), 6);
    assert_int_equal(waits, 3);
    assert_int_equal(games, 1);
    assert_true(p50 >= 0.7 && p50 <= p90 && p90 <= p95 && p95 <= max);
    const char *line = r.out + used;
    for (int i = 1; i <= 3; i++) line = check_wait_line(line, i);
    int n = 0;
    double pace, search, work;
    assert_int_equal(sscanf(line, "split all waits %d pace %lf search %lf work %lf s\n%n", &n, &pace, &search, &work,
                            &used), 4);
    assert_int_equal(n, 3);
    line += used;
    assert_int_equal(sscanf(line, "split slowest waits %d pace %lf search %lf work %lf s\n%n", &n, &pace, &search,
                            &work, &used), 4);
    assert_int_equal(n, 1);
    assert_string_equal(line + used, "");
    free(r.out);
    free(r.err);
    /* On the virtual clock a wait is its pacing: no search, and the same figures each run. */
    r = run_game_with("--bench-waits=3", "--bench-samples=4", "--bench-virtual");
    assert_int_equal(r.status, 0);
    Run again = run_game_with("--bench-waits=3", "--bench-samples=4", "--bench-virtual");
    assert_string_equal(again.out, r.out);
    assert_true(sscanf(r.out, "waits %d games %d p50 %lf p90 %lf p95 %lf max %lf s\n%n", &waits, &games, &p50, &p90,
                       &p95, &max, &used) == 6 && waits == 3);
    line = r.out + used;
    for (int i = 1; i <= 3; i++) {
        assert_non_null(strstr(line, " search 0.00 "));
        line = check_wait_line(line, i);
    }
    free(again.out);
    free(again.err);
    free(r.out);
    free(r.err);
    r = run_game_with("--bench-waits=3", "--bots", "easy,human");
    assert_int_equal(r.status, 2);
    assert_string_equal(r.out, "");
    assert_string_equal(r.err, "rajas: --bench-waits times one person, at seat 1: --bots lists bots only\n");
    free(r.out);
    free(r.err);
}

/* The frame benchmark runs a bots-only table headless and prints its figures (frame_bench.h);
 * what they are depends on the machine, so only their form and order are checked. */
static void test_the_frame_benchmark_draws_the_frames_asked_for(void **state)
{
    (void)state;
    Run r = run_game("--bench-frames=40");
    assert_int_equal(r.status, 0);
    int frames = 0;
    double p50, p90, p99, max, rss;
    assert_int_equal(sscanf(r.out, "frames %d p50 %lf p90 %lf p99 %lf max %lf rss-mb %lf\n", &frames, &p50,
                            &p90, &p99, &max, &rss), 6);
    assert_int_equal(frames, 40);
    assert_true(p50 > 0 && p50 <= p90 && p90 <= p99 && p99 <= max && rss > 0);
    free(r.out);
    free(r.err);
    r = run_game("--bench-frames=0");
    assert_int_equal(r.status, 2);
    assert_non_null(strstr(r.err, "rajas: --bench-frames wants a number of frames from 1 to 1000000, not '0'"));
    free(r.out);
    free(r.err);
}

TEST_MAIN(
    cmocka_unit_test(test_no_options_opens_the_set_up),
    cmocka_unit_test(test_the_frame_benchmark_draws_the_frames_asked_for),
    cmocka_unit_test(test_the_turn_benchmark_times_the_turns_asked_for),
    cmocka_unit_test(test_the_wait_benchmark_times_the_waits_asked_for),
    cmocka_unit_test(test_window_options),
    cmocka_unit_test(test_the_default_window_fits_the_display),
    cmocka_unit_test(test_seed_alone_does_not_skip_the_set_up),
    cmocka_unit_test(test_scale_takes_a_percentage),
    cmocka_unit_test(test_replay_takes_a_record_path),
    cmocka_unit_test(test_the_issue_example_starts_a_game),
    cmocka_unit_test(test_names_start_and_human_entries),
    cmocka_unit_test(test_every_wrong_line_says_what_is_wrong_and_exits_2),
    cmocka_unit_test(test_help_prints_the_usage_naming_every_option),
    cmocka_unit_test(test_version_prints_the_project_version),
    cmocka_unit_test(test_readme_and_man_page_name_every_option),
    cmocka_unit_test(test_bots_take_the_last_seats),
    cmocka_unit_test(test_lists_grow_the_table_and_names_go_from_seat_1),
    cmocka_unit_test(test_what_is_not_given_stays_as_remembered),
    cmocka_unit_test(test_a_start_beyond_the_seats_changes_nothing),
    cmocka_unit_test(test_the_program_answers_version_help_and_a_wrong_option),
    cmocka_unit_test(test_a_driver_that_shows_nothing_runs_only_when_asked_for),
    cmocka_unit_test(test_no_display_is_said_and_exits_1)
)
