/* cli.c — the game program's command line (see cli.h): a table of options, a reader per
 * kind of value, and the checks that need the whole line (--bots against --players …).
 * Every refusal names the option and quotes what was given, so a typo is found at once. */
#include "cli.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "bot.h"
#include "decimal.h"

#ifndef RAJAS_VERSION
#error "RAJAS_VERSION is the project version, defined by src/CMakeLists.txt"
#endif

enum {
    OPT_HELP, OPT_VERSION, OPT_FULLSCREEN, OPT_WINDOWED, OPT_LANG, OPT_SCALE, OPT_SEED, OPT_BENCH_FRAMES, OPT_BENCH_TURNS, OPT_BENCH_WAITS, OPT_BENCH_SAMPLES, OPT_BENCH_VIRTUAL, OPT_REPLAY,
    OPT_LESSON, OPT_TUTORIAL, OPT_DAILY, OPT_PLAYERS,
    OPT_BOTS, OPT_SIDE, OPT_START, OPT_NAMES, OPT_COUNT
};

typedef struct {
    const char *name;
    const char *value;   /* what the value is, for "needs a value"; NULL: takes none */
} OptionSpec;

static const OptionSpec OPTION[OPT_COUNT] = {
    [OPT_HELP] = {"--help", NULL},
    [OPT_VERSION] = {"--version", NULL},
    [OPT_FULLSCREEN] = {"--fullscreen", NULL},
    [OPT_WINDOWED] = {"--windowed", "WIDTHxHEIGHT"},
    [OPT_LANG] = {"--lang", "en, de or nl"},
    [OPT_SCALE] = {"--scale", "a percentage from 100 to 200"},
    [OPT_SEED] = {"--seed", "a whole number"},
    [OPT_BENCH_FRAMES] = {"--bench-frames", "a number of frames"},
    [OPT_BENCH_TURNS] = {"--bench-turns", "a number of turns"},
    [OPT_BENCH_WAITS] = {"--bench-waits", "a number of waits"},
    [OPT_BENCH_SAMPLES] = {"--bench-samples", "a number of samples"},
    [OPT_BENCH_VIRTUAL] = {"--bench-virtual", NULL},
    [OPT_REPLAY] = {"--replay", "a game record file"},
    [OPT_LESSON] = {"--lesson", NULL},
    [OPT_TUTORIAL] = {"--tutorial", NULL},   /* --lesson's older name, still taken */
    [OPT_DAILY] = {"--daily", NULL},
    [OPT_PLAYERS] = {"--players", "2 to 5"},
    [OPT_BOTS] = {"--bots", "a comma-separated list of easy, medium, hard or human"},
    [OPT_SIDE] = {"--side", "sun or moon"},
    [OPT_START] = {"--start", "a seat number"},
    [OPT_NAMES] = {"--names", "a comma-separated list of names"},
};

/* Where the player's files are (files/user_folder_posix.c, user_folder_win.c). */
#ifdef _WIN32
#define USER_FOLDER_WORDS "%APPDATA%\\rajas\\"
#else
#define USER_FOLDER_WORDS "$XDG_DATA_HOME/rajas/rajas/ (~/.local/share/rajas/rajas/)"
#endif

/* The one text of --help; the README and the man page say the same in their own form. */
static const char USAGE[] =
    "usage: rajas [options]\n"
    "Rajas of the Ganges: The Dice Charmers, for 2-5 players at one screen.\n"
    "\n"
    "  --fullscreen        start on the full screen\n"
    "  --windowed WxH      start in a window of W by H pixels (at least 1024x640);\n"
    "                      without it, 1280x800, or less where the screen is smaller\n"
    "  --lang en|de|nl     the language for this run, whatever the settings say\n"
    "  --scale N           text and controls at N percent (100 to 200) for this run,\n"
    "                      whatever the settings say\n"
    "  --seed N            deal every new game from seed N (the same dice for the same moves)\n"
    "  --replay FILE       step through a finished game move by move: a record from the\n"
    "                      records/ folder named below; Esc then goes to the set-up screen\n"
    "  --lesson            play the guided first game (Learn to play): three short rounds\n"
    "                      against an easy bot, each step shown and explained\n"
    "                      (--tutorial is the same)\n"
    "  --daily             play today's dice: you against the hard bot on the dice everyone\n"
    "                      gets today (the local date); the first game of the day counts\n"
    "\n"
    "Start straight into a new game, skipping the set-up screen (whatever is not given\n"
    "comes from the last set-up):\n"
    "  --players N         2 to 5 players\n"
    "  --bots LIST         easy, medium, hard or human, comma-separated, for the LAST seats:\n"
    "                      --players 3 --bots hard,medium seats a person at seat 1, the hard\n"
    "                      bot at seat 2 and the medium bot at seat 3\n"
    "  --side sun|moon     the sheet side everyone plays\n"
    "  --start N           the seat that starts\n"
    "  --names A,B,...     the names of seats 1, 2, ...\n"
    "\n"
    "  --bench-frames N    draw N frames of a bots-only table headless with the software\n"
    "                      renderer and print the CPU time per frame (p50, p90, p99 ms);\n"
    "                      bots take every seat not given to --bots (easy), 2 players,\n"
    "                      seed 1 and 1280x800 unless --players, --seed or --windowed say\n"
    "  --bench-turns N     play N turns of a bots-only table headless in the program's own\n"
    "                      loop at the pace set, game after game (seed, seed + 1, ...), and\n"
    "                      print the turns' wall times (p50, p90, p95, max s); hard bots at\n"
    "                      every seat not given to --bots, 2 players, seed 1 and 1280x800\n"
    "                      unless --players, --seed or --windowed say\n"
    "  --bench-waits N     the same loop with a person at seat 1, played by a script that\n"
    "                      acts and ends its turn at once: print N waits from its End turn\n"
    "                      to its next prompt (p50, p90, p95, max s); hard bots at every\n"
    "                      other seat not given to --bots, 2 players, seed 1, 1280x800;\n"
    "                      then each wait's pacing, search and work, and what it held\n"
    "  --bench-samples N   with --bench-turns or --bench-waits: every bot's search plays N\n"
    "                      sampled futures (1 to 256, one thread) instead of its time budget,\n"
    "                      so a run repeats move for move on any machine\n"
    "  --bench-virtual     with --bench-waits and --bench-samples: a clock that stands while\n"
    "                      a bot searches and moves by the loop's sleeps: each wait is then\n"
    "                      the pacing alone (the bots' pace, the dice, the pen, the rolls)\n"
    "\n"
    "  --help, -h          print this help and exit\n"
    "  --version           print the version and exit\n"
    "\n"
    "An option's value may also be written --option=value. Exit status: 0, or 1 when the\n"
    "game data or the display is missing (SDL_VIDEODRIVER=offscreen or dummy runs it\n"
    "without one on purpose), or 2 for a wrong command line.\n"
    "Keys: F11 fullscreen, F12 screenshot, Ctrl+Z or Backspace undo, Enter confirm,\n"
    "Page Up/Page Down the log, Esc leave the game; in a replay Left/Right a step,\n"
    "Home/End the start or the end.\n"
    "Settings, the autosave, finished games (records/) and statistics are kept in\n"
    USER_FOLDER_WORDS "; RAJAS_DATA overrides\n"
    "the game data folder.\n";

void cli_usage(FILE *out)
{
    fputs(USAGE, out);
}

/* a[0..n) and b (NUL-terminated) are the same word, ASCII case aside. */
static bool same_word(const char *a, size_t n, const char *b)
{
    if (strlen(b) != n) return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return false;
    return true;
}

/* True when the comma-separated list names name. */
static bool list_names(const char *list, const char *name)
{
    for (const char *at = list; at && *at;) {
        const char *end = strchr(at, ',');
        size_t len = end ? (size_t)(end - at) : strlen(at);
        if (same_word(at, len, name)) return true;
        at = end ? end + 1 : NULL;
    }
    return false;
}

bool cli_video_driver_allowed(const char *driver, const char *asked)
{
    if (!driver) return false;
    if (!same_word(driver, strlen(driver), "offscreen") && !same_word(driver, strlen(driver), "dummy")) return true;
    return list_names(asked, driver);
}

const char *cli_version(void)
{
    return "rajas " RAJAS_VERSION;
}

/* ---- values ----------------------------------------------------------------------------- */

typedef struct {
    char text[320];
} Why;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool refuse(Why *why, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(why->text, sizeof why->text, format, args);
    va_end(args);
    return false;
}

/* Digits only, no sign; false on anything else or above max. */
static bool whole_number(const char *s, uint64_t max, uint64_t *out)
{
    return decimal_read(s, max, out) == DECIMAL_OK;
}

static bool read_windowed(const char *v, CliOptions *o, Why *why)
{
    const char *x = strchr(v, 'x');
    char w_text[16];
    uint64_t w, h;
    size_t w_len = x ? (size_t)(x - v) : 0;
    if (!x || w_len == 0 || w_len >= sizeof w_text)
        return refuse(why, "--windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not '%s'", v);
    memcpy(w_text, v, w_len);
    w_text[w_len] = '\0';
    if (!whole_number(w_text, 1000000, &w) || !whole_number(x + 1, 1000000, &h))
        return refuse(why, "--windowed wants WIDTHxHEIGHT in pixels, like 1280x800, not '%s'", v);
    if (w < CLI_MIN_W || h < CLI_MIN_H)
        return refuse(why, "--windowed %s is smaller than the smallest window, %dx%d", v, CLI_MIN_W, CLI_MIN_H);
    if (w > CLI_MAX_SIDE || h > CLI_MAX_SIDE)
        return refuse(why, "--windowed %s is larger than %d pixels a side", v, CLI_MAX_SIDE);
    o->window_w = (int)w;
    o->window_h = (int)h;
    return true;
}

static bool read_word(const char *v, const char *const *words, int count, int *out)
{
    for (int i = 0; i < count; i++)
        if (strcmp(v, words[i]) == 0) {
            *out = i;
            return true;
        }
    return false;
}

/* Cuts list at commas into at most GAME_MAX_PLAYERS items of fewer than CLI_NAME_MAX bytes,
 * each without the blanks around it. option, what and whats name the list in messages. */
static bool split_list(const char *option, const char *list, char item[][CLI_NAME_MAX], int *count,
                       const char *what, const char *whats, Why *why)
{
    *count = 0;
    const char *p = list;
    for (;;) {
        size_t len = strcspn(p, ",");
        const char *start = p, *end = p + len;
        while (start < end && *start == ' ') start++;
        while (end > start && end[-1] == ' ') end--;
        if (end == start) return refuse(why, "%s has an empty %s in '%s'", option, what, list);
        if (*count == GAME_MAX_PLAYERS)
            return refuse(why, "%s lists more than %d %s; a game has at most %d players", option,
                          GAME_MAX_PLAYERS, whats, GAME_MAX_PLAYERS);
        if ((size_t)(end - start) >= CLI_NAME_MAX)
            return refuse(why, "%s: '%.*s' is longer than %d bytes", option, (int)(end - start), start,
                          CLI_NAME_MAX - 1);
        memcpy(item[*count], start, (size_t)(end - start));
        item[*count][end - start] = '\0';
        (*count)++;
        if (!p[len]) return true;
        p += len + 1;
    }
}

static const char *const SEAT_WORD[1 + BOT_LEVEL_COUNT] = {"human", "easy", "medium", "hard"};

static bool read_bots(const char *v, CliOptions *o, Why *why)
{
    char item[GAME_MAX_PLAYERS][CLI_NAME_MAX];
    if (!split_list("--bots", v, item, &o->bots, "entry", "seats", why)) return false;
    for (int i = 0; i < o->bots; i++) {
        int word;
        if (!read_word(item[i], SEAT_WORD, 1 + BOT_LEVEL_COUNT, &word))
            return refuse(why, "--bots: '%s' is not easy, medium, hard or human", item[i]);
        o->bot[i] = (int8_t)(word == 0 ? CLI_PERSON : BOT_EASY + word - 1);
    }
    return true;
}

static bool read_names(const char *v, CliOptions *o, Why *why)
{
    if (!split_list("--names", v, o->name, &o->names, "name", "names", why)) return false;
    for (int i = 0; i < o->names; i++) {
        for (const char *c = o->name[i]; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f)
                return refuse(why, "--names: a name cannot hold control characters");
        for (int j = 0; j < i; j++)
            if (strcmp(o->name[i], o->name[j]) == 0)
                return refuse(why, "--names lists '%s' twice", o->name[i]);
    }
    return true;
}

static bool read_value(int opt, const char *v, CliOptions *o, Why *why)
{
    static const char *const SIDES[] = {"sun", "moon"};
    static const char *const LANGS[] = {"en", "de", "nl"};
    uint64_t n;
    int word;
    switch (opt) {
    case OPT_WINDOWED: return read_windowed(v, o, why);
    case OPT_SEED:
        if (!whole_number(v, UINT64_MAX, &n))
            return refuse(why, "--seed wants a whole number from 0 to %llu, not '%s'",
                          (unsigned long long)UINT64_MAX, v);
        o->seeded = true;
        o->seed = n;
        return true;
    case OPT_BENCH_FRAMES:
        if (!whole_number(v, 1000000, &n) || n < 1)
            return refuse(why, "--bench-frames wants a number of frames from 1 to 1000000, not '%s'", v);
        o->bench_frames = (int)n;
        return true;
    case OPT_BENCH_TURNS:
        if (!whole_number(v, 10000, &n) || n < 1)
            return refuse(why, "--bench-turns wants a number of turns from 1 to 10000, not '%s'", v);
        o->bench_turns = (int)n;
        return true;
    case OPT_BENCH_WAITS:
        if (!whole_number(v, 10000, &n) || n < 1)
            return refuse(why, "--bench-waits wants a number of waits from 1 to 10000, not '%s'", v);
        o->bench_waits = (int)n;
        return true;
    case OPT_BENCH_SAMPLES:
        if (!whole_number(v, 256, &n) || n < 1)
            return refuse(why, "--bench-samples wants a number of samples from 1 to 256, not '%s'", v);
        o->bench_samples = (int)n;
        return true;
    case OPT_PLAYERS:
        if (!whole_number(v, 1000, &n) || n < GAME_MIN_PLAYERS || n > GAME_MAX_PLAYERS)
            return refuse(why, "--players must be %d to %d, not '%s'", GAME_MIN_PLAYERS, GAME_MAX_PLAYERS, v);
        o->players = (int)n;
        return true;
    case OPT_START:
        if (!whole_number(v, 1000, &n) || n < 1 || n > GAME_MAX_PLAYERS)
            return refuse(why, "--start must be a seat from 1 to %d, not '%s'", GAME_MAX_PLAYERS, v);
        o->start = (int)n;
        return true;
    case OPT_SCALE:
        if (!whole_number(v, 1000, &n) || n < CLI_SCALE_MIN || n > CLI_SCALE_MAX)
            return refuse(why, "--scale must be %d to %d (percent), not '%s'", CLI_SCALE_MIN, CLI_SCALE_MAX, v);
        o->scale = (int)n;
        return true;
    case OPT_REPLAY:
        if (strlen(v) >= sizeof o->replay)
            return refuse(why, "--replay: the path is longer than %d bytes", (int)sizeof o->replay - 1);
        snprintf(o->replay, sizeof o->replay, "%s", v);
        return true;
    case OPT_BOTS: return read_bots(v, o, why);
    case OPT_NAMES: return read_names(v, o, why);
    case OPT_SIDE:
        if (!read_word(v, SIDES, 2, &word)) return refuse(why, "--side must be sun or moon, not '%s'", v);
        snprintf(o->side, sizeof o->side, "%s", SIDES[word]);
        return true;
    default:
        if (!read_word(v, LANGS, 3, &word)) return refuse(why, "--lang must be en, de or nl, not '%s'", v);
        snprintf(o->lang, sizeof o->lang, "%s", LANGS[word]);
        return true;
    }
}

/* ---- the whole line --------------------------------------------------------------------- */

/* What can only be judged once every option is read. */
static bool check_together(const CliOptions *o, Why *why)
{
    if (o->fullscreen && o->window_w)
        return refuse(why, "--fullscreen and --windowed cannot be used together");
    static const char *const BENCH[3] = {"--bench-frames", "--bench-turns", "--bench-waits"};
    const int asked[3] = {o->bench_frames, o->bench_turns, o->bench_waits};
    const char *bench = NULL;
    for (int k = 0; k < 3; k++) {
        if (!asked[k]) continue;
        if (bench) return refuse(why, "%s and %s are two benchmarks: give one", bench, BENCH[k]);
        bench = BENCH[k];
    }
    if (o->bench_samples && !o->bench_turns && !o->bench_waits)
        return refuse(why, "--bench-samples is for --bench-turns and --bench-waits");
    if (o->bench_virtual && (!o->bench_waits || !o->bench_samples))
        return refuse(why, "--bench-virtual is for --bench-waits with --bench-samples");
    if (o->replay[0] && (o->new_game || bench))
        return refuse(why, "--replay shows a finished game: it cannot be used with %s",
                      bench ? bench : "the options that start a new game");
    if (o->lesson && (o->new_game || bench || o->replay[0]))
        return refuse(why, "%s plays the guided first game: it cannot be used with %s", o->lesson,
                      bench ? bench : o->replay[0] ? "--replay" : "the options that start a new game");
    if (o->daily && (o->new_game || bench || o->replay[0] || o->lesson || o->seeded))
        return refuse(why, "--daily plays today's dice: it cannot be used with %s",
                      bench ? bench : o->replay[0] ? "--replay" : o->lesson ? o->lesson :
                      o->seeded ? "--seed" : "the options that start a new game");
    if (o->players && o->bots > o->players)
        return refuse(why, "--bots lists %d seats but --players is %d", o->bots, o->players);
    if (o->players && o->names > o->players)
        return refuse(why, "--names lists %d names but --players is %d", o->names, o->players);
    if (o->players && o->start > o->players)
        return refuse(why, "--start %d is not one of the %d seats", o->start, o->players);
    return true;
}

static int find_option(const char *arg, size_t len)
{
    for (int k = 0; k < OPT_COUNT; k++)
        if (strlen(OPTION[k].name) == len && strncmp(arg, OPTION[k].name, len) == 0) return k;
    return -1;
}

static int bad(FILE *err, const Why *why)
{
    fprintf(err, "rajas: %s\n", why->text);
    cli_usage(err);
    return CLI_BAD;
}

int cli_parse(int argc, char **argv, CliOptions *out, FILE *err)
{
    memset(out, 0, sizeof *out);
    bool seen[OPT_COUNT] = {false};
    Why why = {""};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "-h") == 0) arg = "--help";
        if (strncmp(arg, "--", 2) != 0 || arg[2] == '\0') {
            refuse(&why, arg[0] == '-' ? "unknown option '%s'" : "unexpected argument '%s'", arg);
            return bad(err, &why);
        }
        const char *eq = strchr(arg, '=');
        size_t name_len = eq ? (size_t)(eq - arg) : strlen(arg);
        int opt = find_option(arg, name_len);
        if (opt < 0) {
            refuse(&why, "unknown option '%.*s'", (int)name_len, arg);
            return bad(err, &why);
        }
        const OptionSpec *spec = &OPTION[opt];
        if (opt == OPT_HELP && !eq) {
            cli_usage(stdout);
            return CLI_EXIT_OK;
        }
        if (opt == OPT_VERSION && !eq) {
            printf("%s\n", cli_version());
            return CLI_EXIT_OK;
        }
        int once = opt == OPT_TUTORIAL ? OPT_LESSON : opt;   /* one option by either name */
        if (seen[once]) {
            refuse(&why, "%s is given twice", spec->name);
            return bad(err, &why);
        }
        seen[once] = true;
        if (!spec->value) {
            if (eq) {
                refuse(&why, "%s takes no value", spec->name);
                return bad(err, &why);
            }
            if (opt == OPT_LESSON || opt == OPT_TUTORIAL) out->lesson = spec->name;
            else if (opt == OPT_BENCH_VIRTUAL) out->bench_virtual = true;
            else if (opt == OPT_DAILY) out->daily = true;
            else out->fullscreen = true;
            continue;
        }
        const char *value = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
        if (!value || strncmp(value, "--", 2) == 0) {
            refuse(&why, "%s needs a value: %s", spec->name, spec->value);
            return bad(err, &why);
        }
        if (!read_value(opt, value, out, &why)) return bad(err, &why);
        if (opt >= OPT_PLAYERS) out->new_game = true;
    }
    if (!check_together(out, &why)) return bad(err, &why);
    return 0;
}

/* Room left above the window for its title bar, which the usable area does not take off. */
#define TITLE_BAR_PX 40

void cli_window_size(int usable_w, int usable_h, int *w, int *h)
{
    int fit_w = CLI_DEFAULT_W, fit_h = CLI_DEFAULT_H;
    if (usable_w > 0 && usable_h > TITLE_BAR_PX) {
        if (fit_w > usable_w) fit_w = usable_w;
        if (fit_h > usable_h - TITLE_BAR_PX) fit_h = usable_h - TITLE_BAR_PX;
        if (fit_w * 10 > fit_h * 16)   /* 16:10 within both */
            fit_w = fit_h * 16 / 10;
        else
            fit_h = fit_w * 10 / 16;
    }
    *w = fit_w < CLI_MIN_W ? CLI_MIN_W : fit_w;
    *h = fit_h < CLI_MIN_H ? CLI_MIN_H : fit_h;
}
