/* hard.c — the hard bot: plays to win, by Monte Carlo over chance. The medium search, with
 * hard's own tuned evaluation weights (EVAL_HARD, eval_hard.c) wherever it runs here, first
 * ranks the legal actions and keeps the few best (a single sensible choice is answered at
 * once, with no search); for each of them the rest of the bot's own turn is played out as
 * medium would, so the candidates are whole turn plans. Then futures are sampled (the
 * turns that follow, on to the end of the bot's first turn in the next round, and the
 * rolls: playout.c) and each is scored by the bot's chance of winning
 * from where it stops (value.c). The action with the best mean chance is chosen: a race is
 * won by first place (R3.5), so averaging chances, not points, makes the bot take a gamble
 * when behind and play safe when ahead. Every candidate is played against the same sampled
 * futures (sample i always uses the same seeds), which makes the comparison far less noisy
 * than independent samples would.
 *
 * Sample i plays the rolls of its own seed and policy i mod HARD_POLICIES (the seed of the
 * medium searches inside the future). Samples sharing a policy make the same choices until
 * their rolls differ, and each worker's cache (playout.c) hands those back without a search.
 *
 * Work is split over threads by sample: a worker takes the next sample index and plays
 * it for every candidate, storing the values by index; the sums are taken in index order
 * afterwards. So with a fixed number of iterations (samples) the result depends only on
 * the seed, not on the thread count or timing. With a time budget, workers stop taking
 * samples before the deadline (see worker) or after a cap (256 samples at 2 players, 64 at
 * 3–5, where a sample plays more turns), whichever comes first, so most decisions
 * finish well inside the budget. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot_internal.h"
#include "bot_thread.h"

#define HARD_CANDIDATES 6          /* actions kept from the medium ranking */
#define HARD_MARGIN 12.0           /* race points: actions this far below the best are dropped */
#define HARD_TURN_NODES 1500       /* medium budget when finishing a candidate's turn */
#define HARD_SAMPLES_TIMED 256    /* most samples taken with a time budget, 2 players */
#define HARD_SAMPLES_TIMED_MANY 64 /* the same at 3–5 players, where a sample costs more */
#define HARD_THREADS_MAX 64
#define HARD_POLICIES 64           /* policy seeds: sample i plays policy i mod this */
#define HARD_SLOTS (HARD_CANDIDATES + 1) /* the candidates and an action asked to be included */

typedef struct {
    const Sheets *sheets;
    const Game *root;
    int seat, count;
    Game start[HARD_SLOTS];        /* each candidate's position when medium's turn ends */
    int twin[HARD_SLOTS];          /* an earlier candidate ending in the same position, or -1 */
    uint64_t seed;
    long samples;                  /* samples to play; the cap with a deadline */
    double deadline;               /* 0 = none */
    atomic_long next;
    double *value;                 /* [sample][candidate] */
    atomic_char *done;             /* sample finished */
} Work;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A worker stops taking samples when the next one, taking as long as its last, would end
 * past the deadline: the budget is kept, not overrun by one sample. */
static void worker(void *arg)
{
    Work *w = arg;
    PolicyCache *cache = calloc(1, sizeof *cache);   /* NULL: no cache, the same answers */
    double last = 0;
    for (;;) {
        double start = now();
        if (w->deadline > 0 && start + last >= w->deadline)
            break;
        long i = atomic_fetch_add(&w->next, 1);
        if (i >= w->samples)
            break;
        uint64_t seed = w->seed + RANDOM_GAMMA * (uint64_t)(i + 1);
        for (int c = 0; c < w->count; c++)
            if (w->twin[c] < 0)
                w->value[i * HARD_SLOTS + c] =
                    playout_value(&w->start[c], w->sheets, w->seat, w->root, seed,
                                  w->seed ^ (uint64_t)(i % HARD_POLICIES), cache);
        atomic_store(&w->done[i], 1);
        last = now() - start;
    }
    free(cache);
}

/* The candidate played through the rest of the turn by medium's choices; stops at a karma
 * roll, which the playouts then sample. */
static void finish_turn(Game *g, const Sheets *sheets, const Game *root, int seat, uint64_t seed)
{
    BotChoice c[GAME_MAX_LEGAL];
    while (game_actor(g) == seat && g->round == root->round && g->turn == root->turn &&
           medium_scores(g, sheets, seed++, HARD_TURN_NODES, &EVAL_HARD, c) > 0) {
        Refusal why;
        game_apply(g, sheets, &c[0].action, &why);
    }
}

static int thread_count(const BotConfig *config)
{
    int n = config->threads > 0 ? config->threads : thread_cores();
    return n > HARD_THREADS_MAX ? HARD_THREADS_MAX : n;
}

/* Keeps the medium ranking's best actions: at most HARD_CANDIDATES, none far below. */
static int keep_candidates(BotChoice *c, int n)
{
    int k = 1;
    while (k < n && k < HARD_CANDIDATES && c[k].value >= c[0].value - HARD_MARGIN)
        k++;
    return k;
}

/* Brings the action asked to be included (BotConfig.include) among the k candidates when
 * medium left it out: moved to place k, the candidates before it unchanged. Returns k. */
static int include_candidate(BotChoice *c, int n, int k, const Action *include)
{
    if (!include) return k;
    for (int i = 0; i < n; i++)
        if (action_equal(&c[i].action, include)) {
            if (i < k) return k;
            BotChoice x = c[i];
            c[i] = c[k];
            c[k] = x;
            return k + 1;
        }
    return k;
}

/* Finishes every candidate's turn and marks the ones that end in the same position as an
 * earlier one (the two green dice showing the same road, bonuses taken in another order):
 * they need no samples of their own. Returns the count of distinct positions. */
static int plan_turns(Work *w, const BotChoice *c, uint64_t seed)
{
    int distinct = 0;
    for (int i = 0; i < w->count; i++) {
        Refusal why;
        w->start[i] = *w->root;
        game_apply(&w->start[i], w->sheets, &c[i].action, &why);
        finish_turn(&w->start[i], w->sheets, w->root, w->seat, seed + (uint64_t)i);
        w->twin[i] = -1;
        for (int j = 0; j < i && w->twin[i] < 0; j++)
            if (w->twin[j] < 0 && game_alike(&w->start[i], &w->start[j]))
                w->twin[i] = j;
        distinct += w->twin[i] < 0;
    }
    return distinct;
}

/* Candidate j's value in sample i (a twin's is its earlier twin's). */
static double sample_value(const Work *w, long i, int j)
{
    return w->value[i * HARD_SLOTS + (w->twin[j] < 0 ? j : w->twin[j])];
}

/* Each candidate's error (bot.h): twice the standard error of its per-sample difference
 * from the best mean's, over the `played` samples done. Paired differences, as every
 * candidate met the same futures: what the samples share cancels out. */
static void sample_errors(const Work *w, BotChoice *c, long played)
{
    int best = 0;
    for (int j = 1; j < w->count; j++)
        if (c[j].value > c[best].value) best = j;
    for (int j = 0; j < w->count; j++) {
        double sum = 0, squares = 0;
        for (long i = 0; played > 1 && i < w->samples; i++) {
            if (!atomic_load(&w->done[i])) continue;
            double d = sample_value(w, i, best) - sample_value(w, i, j);
            sum += d;
            squares += d * d;
        }
        double variance = played > 1 ? (squares - sum * sum / (double)played) / (double)(played - 1) : 0;
        c[j].error = variance > 0 ? 2.0 * sqrt(variance / (double)played) : 0;
    }
}

/* Plays the samples and replaces each candidate's medium value by its mean; returns the
 * samples played (0 leaves the medium ranking standing: a budget too small for one). */
static long sample_futures(Work *w, BotChoice *c, int threads)
{
    w->value = calloc((size_t)w->samples * HARD_SLOTS, sizeof *w->value);
    w->done = calloc((size_t)w->samples, sizeof *w->done);
    long played = 0;
    if (w->value && w->done) {
        bot_thread_team(threads, worker, w);
        double sum[HARD_SLOTS] = {0};
        for (long i = 0; i < w->samples; i++) {
            if (!atomic_load(&w->done[i]))
                continue;
            played++;
            for (int j = 0; j < w->count; j++)
                sum[j] += sample_value(w, i, j);
        }
        for (int j = 0; played > 0 && j < w->count; j++)
            c[j].value = sum[j] / (double)played;
        if (played > 0)
            sample_errors(w, c, played);
        choices_sort(c, w->count);
    }
    free(w->value);
    free((void *)w->done);
    return played;
}

/* The values become win chances (bot.h). The first `sampled` hold their sampled means
 * already. The others (all of them when there was no search) get the chance of the position
 * right after the action, capped by the one before so the list stays best first: an
 * estimate from where the turn stands, not from its end, so at most what the search found. */
static void as_chances(const Game *g, const Sheets *sheets, BotChoice *c, int sampled, int m)
{
    int seat = game_actor(g);
    for (int j = sampled; j < m; j++) {
        c[j].error = 0;   /* no samples of its own */
        Game next = *g;
        Refusal why;
        game_apply(&next, sheets, &c[j].action, &why);
        double chance = value_chance(&next, sheets, seat);
        c[j].value = j > 0 && c[j - 1].value < chance ? c[j - 1].value : chance;
    }
}

int hard_explain(const Game *g, const Sheets *sheets, const BotConfig *config, BotChoice *out,
                 int max, long *samples)
{
    static _Thread_local BotChoice c[GAME_MAX_LEGAL];
    double start_time = now();
    int n = medium_scores(g, sheets, config->seed, 0, &EVAL_HARD, c);
    int k = include_candidate(c, n, keep_candidates(c, n), config->include);
    *samples = 0;
    Work *w = k > 1 ? calloc(1, sizeof *w) : NULL;
    if (w) {
        w->sheets = sheets;
        w->root = g;
        w->seat = game_actor(g);
        w->count = k;
        w->seed = config->seed;
        bool timed = config->iterations <= 0;
        int budget = config->budget_ms > 0 ? config->budget_ms : BOT_DEFAULT_BUDGET_MS;
        long cap = g->setup.players == 2 ? HARD_SAMPLES_TIMED : HARD_SAMPLES_TIMED_MANY;
        w->samples = timed ? cap : config->iterations;
        w->deadline = timed ? start_time + budget / 1000.0 : 0;
        atomic_init(&w->next, 0);
        if (plan_turns(w, c, config->seed) > 1)
            *samples = sample_futures(w, c, thread_count(config));
        free(w);
    }
    int m = n < max ? n : max;
    as_chances(g, sheets, c, *samples > 0 ? k : 0, m);
    memcpy(out, c, (size_t)m * sizeof *out);
    return m;
}
