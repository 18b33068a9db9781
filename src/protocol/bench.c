/* bench.c — `rajas-engine bench`: plays whole games in-process with uniformly random legal
 * actions and reports the speed. Nothing is formatted inside the loop, so it measures the
 * engine (game_legal, game_apply, game_roll_random) and not the text layer. */
#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "decimal.h"
#include "random.h"
#include "protocol.h"

/* A game that has not ended after this many rolls and actions is taken as an engine bug. */
#define ACTIONS_PER_GAME_MAX 10000

typedef struct {
    uint64_t games, players, seed;
    char side[SHEET_NAME_MAX + 1];
} BenchArgs;

/* The benchmark's own picks (xorshift64*, random.h), apart from the games' dice generators. */
static int pick(uint64_t *s, int n)
{
    return (int)(((xorshift64star_next(s) >> 32) * (uint64_t)n) >> 32);
}

static bool bench_arg(const char *a, BenchArgs *b, unsigned *seen)
{
    static const char *const KEYS[] = {"games=", "players=", "seed=", "side="};
    for (unsigned k = 0; k < 4; k++) {
        size_t len = strlen(KEYS[k]);
        if (strncmp(a, KEYS[k], len) != 0 || (*seen & (1u << k)))
            continue;
        *seen |= 1u << k;
        if (k == 3) {
            if (strlen(a + len) > SHEET_NAME_MAX)
                return false;
            strcpy(b->side, a + len);
            return true;
        }
        uint64_t *slot = k == 0 ? &b->games : k == 1 ? &b->players : &b->seed;
        return decimal_read(a + len, UINT64_MAX, slot) == DECIMAL_OK;
    }
    return false;
}

static bool bench_args(int argc, char **argv, BenchArgs *b)
{
    unsigned seen = 0;
    strcpy(b->side, "sun");
    for (int i = 1; i < argc; i++)
        if (!bench_arg(argv[i], b, &seen))
            return false;
    return (seen & 7u) == 7u && b->games >= 1;
}

/* Reports an engine fault on stderr; returns -1 for play_one to pass on. */
static long fault(const char *what, const char *clause, const char *message)
{
    if (clause)
        fprintf(stderr, "rajas-engine bench: %s: %s %s\n", what, clause, message);
    else
        fprintf(stderr, "rajas-engine bench: %s\n", what);
    return -1;
}

/* One game to its end; returns the rolls and actions applied, or -1 on an engine fault. */
static long play_one(Game *g, const Sheets *sheets, uint64_t *rng)
{
    static Action legal[GAME_MAX_LEGAL];
    Refusal why;
    for (long count = 0; count < ACTIONS_PER_GAME_MAX; count++) {
        int actor = game_actor(g);
        if (actor == GAME_NOBODY)
            return count;
        if (actor == GAME_CHANCE) {
            if (!game_roll_random(g, sheets, NULL))
                return fault("a roll is due but game_roll_random refused", NULL, NULL);
            continue;
        }
        int n = game_legal(g, sheets, legal);
        if (n <= 0)
            return fault("the seat to act has no legal action", NULL, NULL);
        if (!game_apply(g, sheets, &legal[pick(rng, n)], &why))
            return fault("a legal action was refused", why.clause, why.message);
    }
    return fault("a game did not end within the cap of rolls and actions", NULL, NULL);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int run(const BenchArgs *b, int sheet, const Sheets *sheets)
{
    uint64_t rng = b->seed ^ RANDOM_GAMMA;   /* xorshift must not start at 0 */
    uint64_t total = 0;
    double start = now();
    for (uint64_t i = 0; i < b->games; i++) {
        Setup setup = {(uint8_t)b->players, (uint8_t)sheet, (uint8_t)pick(&rng, (int)b->players), xorshift64star_next(&rng)};
        Game g;
        Refusal why;
        if (!game_start(&g, sheets, &setup, &why)) {
            fault("game_start refused", why.clause, why.message);
            return 1;
        }
        long count = play_one(&g, sheets, &rng);
        if (count < 0) {
            fprintf(stderr, "rajas-engine bench: game %" PRIu64 " (seed %" PRIu64 ") failed\n",
                    i + 1, setup.seed);
            return 1;
        }
        total += (uint64_t)count;
    }
    double seconds = now() - start;
    printf("bench games %" PRIu64 " seconds %.3f games-per-second %.1f actions-per-game %.1f\n",
           b->games, seconds, (double)b->games / (seconds > 1e-9 ? seconds : 1e-9),
           (double)total / (double)b->games);
    return 0;
}

int bench_main(int argc, char **argv, const Sheets *sheets)
{
    BenchArgs b = {0, 0, 0, ""};
    if (!bench_args(argc, argv, &b)) {
        fputs("usage: rajas-engine bench games=<n> players=<n> seed=<n> [side=<name>]\n", stderr);
        return 2;
    }
    if (b.players < GAME_MIN_PLAYERS || b.players > GAME_MAX_PLAYERS) {
        fputs("rajas-engine bench: players must be 2 to 5 (R1.1)\n", stderr);
        return 2;
    }
    int sheet = sheets_find(sheets, b.side);
    if (sheet < 0) {
        fprintf(stderr, "rajas-engine bench: no sheet side called %s\n", b.side);
        return 2;
    }
    return run(&b, sheet, sheets);
}
