/* eval_tune.c — tunes the hard bot's evaluation weights (src/bots/eval_hard.c) by play and
 * writes them as C source. A challenger set of weights plays the medium search against
 * medium with the hand-built weights (EVAL_MEDIUM), 2 players: each game seed is played
 * twice, the challenger on seat 1 and then on seat 2 (seat 1 starts both), sides
 * alternating sun and moon by seed, rolls from the game's own generator. Two identical
 * sets therefore score exactly one half.
 *
 * The search goes over the weights one at a time (coordinate search): each is tried at
 * (1 + step) and (1 − step) times its current value against the same games, and the better
 * of the two is kept when it beats the current set's score by more than `margin`. Progress
 * goes to stderr, the weights to stdout. Same arguments, same weights (seeded games, games
 * split over threads by index, nothing timed).
 *
 *   build/rajas-eval-tune games=1200 seed=9 threads=2 > src/bots/eval_hard.c
 *
 * With `from=hard` the search starts from the weights built in (EVAL_HARD) instead of the
 * hand-built ones, so a second pass can refine the first.
 *
 * With `check` it only plays the weights built in (EVAL_HARD) against medium on the games
 * and prints their score with its 95 % Wilson interval: run on other seeds than the tuning
 * used, it tells how much of the gain was found rather than luck.
 *
 * It uses the bots' internal header and lives outside src/bots because no program but this
 * one needs it. */
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "data.h"
#include "thread.h"
#include "tournament.h"   /* wilson95, as rajas-tournament reports it */

#define THREADS_MAX 16

#define WEIGHT(name) {#name, offsetof(EvalWeights, name)}
static const struct {
    const char *name;
    size_t offset;
} WEIGHTS[EVAL_WEIGHT_COUNT] = {
    WEIGHT(goods), WEIGHT(karma), WEIGHT(upgrade), WEIGHT(upgrade_unbuilt), WEIGHT(roads),
    WEIGHT(roads_unjoined), WEIGHT(border_edge), WEIGHT(river), WEIGHT(palace),
    WEIGHT(pending), WEIGHT(bonus), WEIGHT(remaining_slope), WEIGHT(remaining_floor),
    WEIGHT(remaining_ended), WEIGHT(strongest),
};
_Static_assert(sizeof(EvalWeights) == EVAL_WEIGHT_COUNT * sizeof(double),
               "every weight is listed");

static double *weight(EvalWeights *w, int i)
{
    return (double *)((char *)w + WEIGHTS[i].offset);
}

typedef struct {
    const Sheets *sheets;
    const EvalWeights *challenger;
    long games;
    uint64_t seed;
    atomic_long next;
    double *score;   /* the challenger's share of first place, by game */
} Match;

/* One game: the challenger on seat `seat`, medium with EVAL_MEDIUM on the other. */
static double play(const Match *m, long game)
{
    uint64_t seed = m->seed + (uint64_t)(game / 2);
    int seat = (int)(game % 2);
    Setup setup = {2, (uint8_t)(seed % 2), 0, seed};
    Game g;
    Refusal why;
    if (!game_start(&g, m->sheets, &setup, &why))
        return 0.5;
    BotChoice c[GAME_MAX_LEGAL];
    for (int steps = 0; game_actor(&g) != GAME_NOBODY && steps < 5000; steps++) {
        int actor = game_actor(&g);
        if (actor == GAME_CHANCE) {
            game_roll_random(&g, m->sheets, NULL);
            continue;
        }
        const EvalWeights *k = actor == seat ? m->challenger : &EVAL_MEDIUM;
        if (medium_scores(&g, m->sheets, position_seed(&g, 77), 0, k, c) == 0)
            break;
        game_apply(&g, m->sheets, &c[0].action, &why);
    }
    double won[GAME_MAX_PLAYERS];
    value_chances(&g, m->sheets, won);   /* over: 1 for the winner, shared when tied */
    return g.waiting == WAIT_OVER ? won[seat] : 0.5;
}

static void worker(void *arg)
{
    Match *m = arg;
    for (long i; (i = atomic_fetch_add(&m->next, 1)) < m->games;)
        m->score[i] = play(m, i);
}

/* The challenger's mean score over the games, summed in game order. */
static double match(const Sheets *sheets, const EvalWeights *w, long games, uint64_t seed,
                    int threads)
{
    Match m = {sheets, w, games, seed, 0, calloc((size_t)games, sizeof(double))};
    if (!m.score) {
        fputs("eval_tune: out of memory\n", stderr);
        exit(1);
    }
    atomic_init(&m.next, 0);
    thread_team(threads, worker, &m);
    double sum = 0;
    for (long i = 0; i < games; i++)
        sum += m.score[i];
    free(m.score);
    return sum / (double)games;
}

static void print_weights(const EvalWeights *w, const char *how)
{
    printf("/* eval_hard.c — the hard bot's evaluation weights (bot_internal.h). Written by\n"
           " * tools/eval_tune.c; do not edit by hand. docs/bots.md says how they were tuned:\n"
           " *   build/rajas-eval-tune %s > src/bots/eval_hard.c */\n"
           "#include \"bot_internal.h\"\n\n"
           "const EvalWeights EVAL_HARD = {\n", how);
    EvalWeights copy = *w;
    for (int i = 0; i < EVAL_WEIGHT_COUNT; i++)
        printf("    .%s = %.4f,\n", WEIGHTS[i].name, *weight(&copy, i));
    printf("};\n");
}

int main(int argc, char **argv)
{
    long games = 1200;
    unsigned long long seed = 9;
    int threads = 1, check = 0, from_hard = 0;
    double step = 0.4, margin = 0.01;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "check") == 0) {
            check = 1;
            continue;
        }
        if (strcmp(argv[i], "from=hard") == 0) {
            from_hard = 1;
            continue;
        }
        if (sscanf(argv[i], "games=%ld", &games) != 1 && sscanf(argv[i], "seed=%llu", &seed) != 1 &&
            sscanf(argv[i], "threads=%d", &threads) != 1 && sscanf(argv[i], "step=%lf", &step) != 1 &&
            sscanf(argv[i], "margin=%lf", &margin) != 1) {
            fputs("usage: rajas-eval-tune [games=<n, even>] [seed=<n>] [threads=<n>] [step=<x>]"
                  " [margin=<x>] [from=hard] > eval_hard.c\n"
                  "       rajas-eval-tune check [games=<n, even>] [seed=<n>] [threads=<n>]\n",
                  stderr);
            return 2;
        }
    }
    games = games < 2 ? 2 : games + games % 2;
    threads = threads < 1 ? 1 : threads > THREADS_MAX ? THREADS_MAX : threads;
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "eval_tune: %s\n", err);
        return 1;
    }
    if (check) {
        double p = match(&sheets, &EVAL_HARD, games, seed, threads), lo, hi;
        wilson95(p, (double)games, &lo, &hi);
        printf("EVAL_HARD against EVAL_MEDIUM, %ld games from seed %llu: %.4f (95 %% %.4f-%.4f)\n",
               games, seed, p, lo, hi);
        return 0;
    }
    EvalWeights best = from_hard ? EVAL_HARD : EVAL_MEDIUM;
    double best_score = match(&sheets, &best, games, seed, threads);
    fprintf(stderr, "start %.4f\n", best_score);
    for (int i = 0; i < EVAL_WEIGHT_COUNT; i++) {
        double base = *weight(&best, i), found = best_score, value = base;
        for (int sign = 1; sign >= -1; sign -= 2) {
            EvalWeights w = best;
            double v = base * (1.0 + sign * step);
            *weight(&w, i) = v;
            if (i == EVAL_WEIGHT_COUNT - 1 && v > 1.0)   /* strongest is a share */
                *weight(&w, i) = v = 1.0;
            double s = match(&sheets, &w, games, seed, threads);
            fprintf(stderr, "%-16s %.4f -> %.4f: %.4f\n", WEIGHTS[i].name, base, v, s);
            if (s > found) {
                found = s;
                value = v;
            }
        }
        if (found > best_score + margin) {
            *weight(&best, i) = value;
            best_score = found;
            fprintf(stderr, "%-16s kept %.4f (%.4f)\n", WEIGHTS[i].name, value, best_score);
        }
    }
    char how[160];
    snprintf(how, sizeof how, "games=%ld seed=%llu step=%.2f margin=%.3f%s", games, seed, step,
             margin, from_hard ? " from=hard" : "");
    print_weights(&best, how);
    return 0;
}
