/* puzzle_mine.c — rajas-puzzle-mine: cuts "find the move" puzzles from hard-against-hard
 * games (docs/puzzles.md). Game i has 2, 3 or 4 players (2 + i mod 3), the sun and moon
 * sides in turn, a start seat and seed drawn from the run's seed: every seat is the hard
 * bot with a fixed count of sampled futures, so the same i always plays the same game.
 * Every decision is screened with the bot's own search (the one it plays by); a decision
 * that passes the screen is checked again deeply (puzzle.h: PUZZLE_DEEP_SAMPLES futures,
 * PUZZLE_DEEP_SEED) and, when it is a puzzle there, measured for difficulty.
 *
 * The puzzles are appended to the output file one game at a time (a game block and its
 * puzzles, or a comment line for a game with none), so a stopped run loses at most the game
 * it was playing; run again, it reads the file and goes on after the last game there. Runs
 * on separate files with far apart `from` can go side by side; their files are joined by
 * appending one's games and puzzles to the other's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "data.h"
#include "puzzle.h"
#include "puzzle_set.h"
#include "random.h"
#include "session.h"

#define SCREEN_SAMPLES 12        /* the players' own search, and the screen */
#define SCREEN_GAP 0.08          /* a screen's gap worth a deep check */
#define PER_GAME 10              /* puzzles kept from one game at most, each of its own turn */
#define FOUND_OF (2 * PUZZLE_DIFFICULTY_SEEDS)

typedef struct {
    long step;
    int seat;
    int round, turn;
    PuzzleCheck check;
    int found;
} Found;

typedef struct {
    const char *out;
    long from, games;
    uint64_t seed;
    int screen;
    int deep;
    int verbose;
} Run;

static void game_setup(const Sheets *sheets, uint64_t seed, long i, Setup *setup)
{
    uint64_t r = seed * RANDOM_GAMMA + (uint64_t)i;
    uint64_t game_seed = splitmix64_next(&r);
    int players = 2 + (int)(i % 3);
    *setup = (Setup){(uint8_t)players, (uint8_t)((i / 3) % sheets->count), (uint8_t)(game_seed % (uint64_t)players),
                     game_seed};
}

/* The next game to play: one after the highest "game <i>" or "# game <i>" line of the file. */
static long resume_from(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    char line[512];
    long next = 0, i;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "game %ld", &i) == 1 || sscanf(line, "# game %ld", &i) == 1)
            if (i + 1 > next) next = i + 1;
    fclose(f);
    return next;
}

static int basis_points(double chance)
{
    return (int)(chance * 10000.0 + 0.5);
}

static void write_puzzle(FILE *f, long game, const Found *p)
{
    char text[128];
    fprintf(f, "puzzle %ld-%ld\nstep %ld\nseat %d\nfound %d %d\n", game, p->step, p->step, p->seat + 1, p->found,
            FOUND_OF);
    for (int b = 0; b < p->check.best_count; b++) {
        action_format(&p->check.best[b], text, sizeof text);
        fprintf(f, "best %s\n", text);
    }
    for (int o = 0; o < p->check.kept; o++) {
        action_format(&p->check.option[o].action, text, sizeof text);
        fprintf(f, "option %d %s\n", basis_points(p->check.option[o].chance), text);
    }
    fprintf(f, "gap %d %d\nsamples %ld\n", basis_points(p->check.gap), basis_points(p->check.gap_se),
            p->check.samples);
}

/* Appends the game (its record up to its last puzzle) and its puzzles. */
static void write_game(const Run *run, long game, const Session *s, const Found *found, int count)
{
    FILE *f = fopen(run->out, "a");
    if (!f) {
        perror(run->out);
        exit(1);
    }
    if (count == 0) {
        fprintf(f, "# game %ld: no puzzle\n", game);
    } else {
        Session cut = *s;
        cut.count = (size_t)found[count - 1].step;
        char *record = session_record(&cut);
        fprintf(f, "game %ld\n%send\n", game, record ? record : "");
        free(record);
        for (int k = 0; k < count; k++) write_puzzle(f, game, &found[k]);
    }
    fclose(f);
}

/* One decision: screened, then checked deeply. Plays the screen's best. */
static bool decide(const Run *run, Session *s, Found *found, int *count, long game)
{
    static PuzzleCheck screen;
    Game before = s->game;
    int seat = game_actor(&before);
    puzzle_check(&before, s->sheets, run->screen, s->game.setup.seed, 1, &screen);
    if (screen.kept == 0) return false;
    bool new_turn = *count == 0 || found[*count - 1].round != before.round || found[*count - 1].turn != before.turn;
    if (*count < PER_GAME && new_turn && screen.options >= 2 && screen.samples > 0 && screen.gap >= SCREEN_GAP) {
        Found *p = &found[*count];
        clock_t t0 = clock();
        if (puzzle_check(&before, s->sheets, run->deep, PUZZLE_DEEP_SEED, 1, &p->check)) {
            puzzle_difficulty(&before, s->sheets, &p->check, &p->found);
            p->step = (long)s->count;
            p->seat = seat;
            p->round = before.round;
            p->turn = before.turn;
            (*count)++;
        }
        if (run->verbose)
            fprintf(stderr, "game %ld step %zu: screen gap %.3f, deep gap %.3f ± %.3f (%.1f s)%s\n", game, s->count,
                    screen.gap, p->check.gap, p->check.gap_se, (double)(clock() - t0) / CLOCKS_PER_SEC,
                    puzzle_gap_passes(p->check.gap, p->check.gap_se) ? " puzzle" : "");
    }
    Refusal why;
    return session_apply(s, &screen.option[0].action, &why);
}

static void mine_game(const Run *run, const Sheets *sheets, long game)
{
    static Found found[PER_GAME];
    Setup setup;
    game_setup(sheets, run->seed, game, &setup);
    Session s;
    session_init(&s, sheets);
    Refusal why;
    int count = 0;
    bool ok = session_new(&s, &setup, &why);
    while (ok && game_actor(&s.game) != GAME_NOBODY)
        ok = game_actor(&s.game) == GAME_CHANCE ? session_roll_random(&s, NULL, &why)
                                                 : decide(run, &s, found, &count, game);
    if (!ok) fprintf(stderr, "game %ld stopped at step %zu\n", game, s.count);
    write_game(run, game, &s, found, count);
    session_free(&s);
}

/* recheck=<file> part=<k>/<n>: every n-th puzzle of a shipped set from the k-th, checked
 * again as the miner checked it (the same futures and seed) with the program as it is now,
 * printed as the file's lines of a puzzle ("puzzle <id>" to "samples", the easy and medium
 * bots' count kept), with "# fails <id>" for one that is no puzzle any more: for a set mined
 * before the chances' model changed. */
static int recheck(const Sheets *sheets, const char *path, int part, int parts)
{
    FILE *f = fopen(path, "rb");
    if (!f) return perror(path), 1;
    static char text[1 << 22];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    PuzzleSet set;
    char err[256];
    if (!puzzle_set_parse(&set, sheets, text, path, err, sizeof err)) return fprintf(stderr, "%s\n", err), 1;
    static PuzzleCheck c;
    for (int i = part; i < set.count; i += parts) {
        const PuzzleEntry *e = &set.entry[i];
        if (!puzzle_check(&e->before, sheets, (int)e->samples, PUZZLE_DEEP_SEED, 1, &c)) {
            printf("# fails %s\n", e->id);
            continue;
        }
        Found p = {0};
        p.check = c;
        p.seat = e->seat;
        p.found = e->found;
        long game = 0;
        sscanf(e->id, "%ld-%ld", &game, &p.step);
        write_puzzle(stdout, game, &p);
        fflush(stdout);
    }
    puzzle_set_free(&set);
    return 0;
}

static bool parse_args(int argc, char **argv, Run *run)
{
    *run = (Run){"puzzles.txt", 0, 10, 1, SCREEN_SAMPLES, PUZZLE_DEEP_SAMPLES, 0};
    for (int i = 1; i < argc; i++) {
        unsigned long long u;
        if (strncmp(argv[i], "out=", 4) == 0) run->out = argv[i] + 4;
        else if (sscanf(argv[i], "games=%ld", &run->games) == 1) continue;
        else if (sscanf(argv[i], "from=%ld", &run->from) == 1) continue;
        else if (sscanf(argv[i], "seed=%llu", &u) == 1) run->seed = u;
        else if (sscanf(argv[i], "screen=%d", &run->screen) == 1) continue;
        else if (sscanf(argv[i], "deep=%d", &run->deep) == 1) continue;
        else if (strcmp(argv[i], "-v") == 0) run->verbose = 1;
        else return false;
    }
    return run->games > 0 && run->screen > 0 && run->deep > 0;
}

int main(int argc, char **argv)
{
    int part = 0, parts = 1;
    if (argc >= 2 && strncmp(argv[1], "recheck=", 8) == 0) {
        static Sheets recheck_sheets;
        char why[256];
        if (argc >= 3 && sscanf(argv[2], "part=%d/%d", &part, &parts) != 2) return 2;
        if (parts < 1 || part < 0 || part >= parts) return 2;
        if (!data_load_sheets(&recheck_sheets, why, sizeof why)) return fprintf(stderr, "puzzle_mine: %s\n", why), 1;
        return recheck(&recheck_sheets, argv[1] + 8, part, parts);
    }
    Run run;
    if (!parse_args(argc, argv, &run)) {
        fputs("usage: rajas-puzzle-mine [out=<file>] [from=<first game>] [games=<up to game n>] [seed=<n>] [screen=<samples>]"
              " [deep=<samples>] [-v]\n       rajas-puzzle-mine recheck=<file> [part=<k>/<n>]\n",
              stderr);
        return 2;
    }
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "puzzle_mine: %s\n", err);
        return 1;
    }
    long from = resume_from(run.out);
    if (from == 0) {
        from = run.from;
        FILE *f = fopen(run.out, "a");
        if (!f) return perror(run.out), 1;
        fprintf(f, "# Rajas puzzles: docs/puzzles.md (tools/puzzle_mine.c)\nformat 1\n"
                   "check seed=%llu screen=%d deep=%d deep-seed=%d\n",
                (unsigned long long)run.seed, run.screen, run.deep, PUZZLE_DEEP_SEED);
        fclose(f);
    }
    for (long game = from; game < run.games; game++) {
        time_t t0 = time(NULL);
        mine_game(&run, &sheets, game);
        if (run.verbose) fprintf(stderr, "game %ld done in %ld s\n", game, (long)(time(NULL) - t0));
    }
    return 0;
}
