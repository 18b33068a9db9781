/* cli.h — the game program's command line: `rajas --players 3 --bots hard,medium …`.
 * A pure parser: it reads argv into a CliOptions value and prints only the help, the
 * version or what is wrong; it opens nothing and calls no SDL. What the options mean for
 * the set-up is cli_setup.h's business; the usage text here is the one source for --help,
 * the README's "Command line" section and the man page (packaging/rajas.6).
 *
 * Every option taking a value is written `--option value` or `--option=value`. An option
 * given twice is refused; a value that itself starts with "--" counts as missing. */
#ifndef RAJAS_CLI_H
#define RAJAS_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "game.h"

/* cli_parse's answers besides 0 (run the game): --help or --version was printed (exit
 * with status 0), or the command line is wrong (exit with status 2). */
#define CLI_EXIT_OK (-1)
#define CLI_BAD 2

/* The smallest window the scenes lay out for. */
#define CLI_MIN_W 1024
#define CLI_MIN_H 640
#define CLI_MAX_SIDE 16384
/* The window opened without --windowed, where the display has room for it. */
#define CLI_DEFAULT_W 1280
#define CLI_DEFAULT_H 800

/* --scale's bounds: settings.h's SETTINGS_SCALE_MIN and _MAX (the parser opens no file). */
#define CLI_SCALE_MIN 100
#define CLI_SCALE_MAX 200

/* A seat name's bytes with its terminating NUL, as SEAT_NAME_MAX in seat.h. */
#define CLI_NAME_MAX 24

/* An entry of --bots that gives its seat to a person ("human"). */
#define CLI_PERSON (-1)

typedef struct {
    bool fullscreen;
    int window_w, window_h;           /* --windowed; 0 when not given */
    bool seeded;                      /* --seed: every new game is dealt from seed */
    uint64_t seed;
    bool new_game;                    /* --players, --bots, --side, --start or --names given:
                                         start straight into a game, skipping the set-up */
    int players;                      /* 2..5; 0 when not given */
    int bots;                         /* entries in --bots; 0 when not given */
    int8_t bot[GAME_MAX_PLAYERS];     /* the --bots list in order: CLI_PERSON or a BotLevel;
                                         it belongs to the LAST seats (cli_setup.h) */
    char side[8];                     /* "sun" or "moon"; "" when not given */
    int start;                        /* starting seat, 1-based; 0 when not given */
    int names;                        /* entries in --names, for seats 1, 2, … */
    char name[GAME_MAX_PLAYERS][CLI_NAME_MAX];
    char lang[3];                     /* "en", "de" or "nl" for this run; "" when not given */
    int scale;                        /* --scale: text and controls in percent for this run,
                                         100..200; 0 when not given */
    int bench_frames;                 /* --bench-frames: frames to time (frame_bench.h); 0 = play */
    int bench_turns;                  /* --bench-turns: bot turns to time (frame_bench.h); 0 = play */
    int bench_waits;                  /* --bench-waits: a person's waits to time (frame_bench.h);
                                         0 = play */
    int bench_samples;                /* --bench-samples: > 0, the bots of --bench-turns and
                                         --bench-waits sample this many futures a search;
                                         0 = their time budget */
    bool bench_virtual;               /* --bench-virtual: --bench-waits on a clock of its own */
    char replay[1024];                /* --replay: a record to step through; "" when not given */
    const char *lesson;               /* --lesson, or --tutorial, its older name kept working: the
                                         guided first game (Learn to play), named as given;
                                         NULL when not given */
    bool daily;                       /* --daily: today's dice (docs/rules.md, "Today's dice") */
} CliOptions;

/* Reads argv[1..argc-1] into *out (zeroed first). Returns 0 when the game should run;
 * CLI_EXIT_OK after printing the help (--help, -h) or "rajas <version>" (--version) to
 * stdout; CLI_BAD after printing "rajas: <what is wrong>" and the usage to err. Options are
 * read in order, so `rajas --help --bogus` prints the help and `rajas --bogus --help` is
 * refused. */
int cli_parse(int argc, char **argv, CliOptions *out, FILE *err);

/* The usage and the list of every option: what --help prints. */
void cli_usage(FILE *out);

/* The window to open without --windowed: CLI_DEFAULT_W × CLI_DEFAULT_H, or smaller at
 * 16:10 where the display's usable area (usable_w × usable_h; 0 when unknown) has less
 * room, a title bar's height kept free, so the whole table is on the screen; never below
 * CLI_MIN_W × CLI_MIN_H. */
void cli_window_size(int usable_w, int usable_h, int *w, int *h);

/* Whether the video driver SDL chose (driver) may run the game, given what SDL_VIDEODRIVER
 * says (asked: a comma-separated list of driver names, or NULL when unset). With no
 * display SDL falls back to a driver that shows nothing ("offscreen", "dummy") and the game
 * would play where nobody sees it: those two only when asked names them (tests, the
 * benchmarks, a server run on purpose). Any other driver may. Names compare without case. */
bool cli_video_driver_allowed(const char *driver, const char *asked);

/* "rajas 0.1.0": the program and the project version from CMake. */
const char *cli_version(void);

#endif
