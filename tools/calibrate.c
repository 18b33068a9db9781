/* calibrate.c — are the win chances the game shows honest? Plays games of 2–5 players
 * (the count turning over game by game, sun and moon alternating), every seat a bot of a
 * level drawn at random (easy, medium, or hard with a few sampled futures), and records:
 *   - the story's chances (src/bots/story.h: the win-chance model the end screen's and the
 *     replay viewer's chart draw), every seat's at every state of the history;
 *   - the hard bot's value of the action it played, when a hard seat acts: as its search
 *     found it, and as the table's hint shows it (bot_hint_chance, the figure after the
 *     hint's arrow, "62 % → 58 %");
 * and who won (R3.5; a shared win counts its share). Prints per player count the expected
 * calibration error over deciles, the Brier score and the deciles themselves, and how long
 * the story took per 2-player game; png= draws the reliability diagram (calibrate_plot.c).
 * docs/bots.md ("Honest win chances") has the run and its figures.
 *
 *   build/rajas-calibrate games=2000 seed=1 png=docs/calibration.png
 *
 * Same arguments, same figures but for the story's times. With `fit`, the figures go to
 * stderr and stdout gets the hint's map fitted on the run's hard values (Platt scaling per
 * player count, calib_platt_fit) as C source:
 *
 *   build/rajas-calibrate games=1200 seed=3 fit > src/bots/hint_weights.c */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "bot_internal.h"   /* hint_logit */
#include "calibrate_plot.h"
#include "calibration.h"
#include "data.h"
#include "mixed_game.h"
#include "session.h"
#include "story.h"

#define COUNTS (GAME_MAX_PLAYERS - 1)

/* The hard values' logits and outcomes a fit is made on. */
typedef struct {
    double *x, *y;
    size_t n, cap;
} Pairs;

static void pairs_add(Pairs *p, double x, double y)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? 2 * p->cap : 4096;
        p->x = realloc(p->x, p->cap * sizeof *p->x);
        p->y = realloc(p->y, p->cap * sizeof *p->y);
        if (!p->x || !p->y) exit(1);
    }
    p->x[p->n] = x;
    p->y[p->n++] = y;
}

typedef struct {
    int hard_samples;
    Calib model[COUNTS], hard[COUNTS], hard_raw[COUNTS];   /* hard: as shown; raw: the search's */
    Pairs pairs[COUNTS];                                  /* with fit: (logit raw, share) */
    bool fit;
    double story_s_sum, story_s_max;   /* 2 players: seconds per story, by the clock */
    double story_cpu_sum;              /* and of the processor's time */
    long story_games, story_states;
    long seated[BOT_LEVEL_COUNT];
} Run;

/* The hard estimates of one game, waiting for its result. */
typedef struct {
    int seat;
    double p;
} HardEstimate;

static double clock_s(clockid_t which)
{
    struct timespec t;
    clock_gettime(which, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double seconds(void)
{
    return clock_s(CLOCK_MONOTONIC);
}

/* A hard seat's choice, waiting for the game's result. */
typedef struct {
    HardEstimate *est;
    size_t n, cap;
} Estimates;

static void on_choice(void *ctx, int seat, BotLevel level, const BotChoice *c)
{
    Estimates *e = ctx;
    if (level != BOT_HARD) return;
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 1024;
        e->est = realloc(e->est, e->cap * sizeof *e->est);
        if (!e->est) exit(1);
    }
    e->est[e->n++] = (HardEstimate){seat, c->value};
}

/* The game's story timed and recorded, and the hard estimates with the result. */
static void record(Run *run, const Session *s, const HardEstimate *est, size_t n)
{
    int players = s->game.setup.players;
    double start = seconds(), cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    Story story;
    if (!story_compute(s->entry, s->count, &s->game, s->sheets, NULL, &story)) return;
    double took = seconds() - start;
    if (players == 2) {
        run->story_cpu_sum += clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu;
        run->story_s_sum += took;
        run->story_s_max = took > run->story_s_max ? took : run->story_s_max;
        run->story_games++;
        run->story_states += story.points;
    }
    const float *won = story.chance[story.points - 1];   /* the result: the winner's share */
    for (int i = 0; i + 1 < story.points; i++)
        for (int seat = 0; seat < players; seat++)
            calib_add(&run->model[players - 2], story.chance[i][seat], won[seat]);
    for (size_t i = 0; i < n; i++) {
        double y = won[est[i].seat];
        calib_add(&run->hard_raw[players - 2], est[i].p, y);
        calib_add(&run->hard[players - 2], bot_hint_chance(players, est[i].p), y);
        if (run->fit) pairs_add(&run->pairs[players - 2], hint_logit(est[i].p), y);
    }
    story_free(&story);
}

static void one_game(Run *run, const Sheets *sheets, long i, uint64_t seed)
{
    int players = 2 + (int)(i % COUNTS);
    Setup setup;
    BotLevel level[GAME_MAX_PLAYERS];
    mixed_setup(sheets, players, i, COUNTS, seed, &setup, level);
    for (int p = 0; p < players; p++) run->seated[level[p]]++;
    Session s;
    session_init(&s, sheets);
    Refusal why;
    Estimates e = {0};
    if (session_new(&s, &setup, &why) && mixed_play(&s, level, run->hard_samples, on_choice, &e))
        record(run, &s, e.est, e.n);
    free(e.est);
    session_free(&s);
}

static void print_calib(FILE *out, const char *what, int players, const Calib *c)
{
    fprintf(out, "%s players %d estimates %ld ECE %.2f pp Brier %.4f\n", what, players, c->n, 100 * calib_ece(c),
           calib_brier(c));
    for (int b = 0; b < CALIB_BINS; b++) {
        double p, y;
        if (calib_bin_means(c, b, &p, &y))
            fprintf(out, "  %3d-%3d %%: %8ld estimates, mean %.3f, won %.3f\n", 10 * b, 10 * b + 10, c->count[b], p, y);
    }
}

/* The map fitted per player count, as C source (src/bots/hint_weights.c). */
static bool print_fit(const Run *run, long games, unsigned long long seed)
{
    double ab[COUNTS][2];
    for (int n = 0; n < COUNTS; n++) {
        const Pairs *p = &run->pairs[n];
        if (!calib_platt_fit(p->x, p->y, p->n, &ab[n][0], &ab[n][1])) return false;
        fprintf(stderr, "fit players %d: %zu hard values, a %.6f b %.6f\n", n + 2, p->n, ab[n][0], ab[n][1]);
    }
    printf("/* hint_weights.c — the map of the hard bot's values into the chances the hint shows\n"
           " * (hint_chance.c): (a, b) of p' = sigmoid(a · logit(p) + b), one row per player count\n"
           " * (2–5), fitted by Platt scaling on the hard seats' values of the actions they played\n"
           " * against their share of the win, in games of bots of mixed levels. Written by\n"
           " * tools/calibrate.c:\n"
           " *   build/rajas-calibrate games=%ld seed=%llu fit > src/bots/hint_weights.c\n"
           " * Do not edit by hand; docs/bots.md says how they were fitted and checked. */\n"
           "#include \"bot_internal.h\"\n\n"
           "const double HINT_CALIBRATION[GAME_MAX_PLAYERS - 1][2] = {\n", games, seed);
    for (int n = 0; n < COUNTS; n++) printf("    {%.6f, %.6f},\n", ab[n][0], ab[n][1]);
    printf("};\n");
    return true;
}

static int usage(void)
{
    fputs("usage: rajas-calibrate [games=<n>] [seed=<n>] [hard-samples=<n>] [png=<file>] [fit]\n", stderr);
    return 2;
}

int main(int argc, char **argv)
{
    long games = 2000;
    unsigned long long seed = 1;
    const char *png = NULL;
    static Run run = {.hard_samples = MIXED_HARD_SAMPLES};
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], "png=", 4) == 0) png = argv[i] + 4;
        else if (strcmp(argv[i], "fit") == 0) run.fit = true;
        else if (sscanf(argv[i], "games=%ld", &games) != 1 && sscanf(argv[i], "seed=%llu", &seed) != 1 &&
                 sscanf(argv[i], "hard-samples=%d", &run.hard_samples) != 1)
            return usage();
    }
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "calibrate: %s\n", err);
        return 1;
    }
    double start = seconds();
    for (long i = 0; i < games; i++) {
        one_game(&run, &sheets, i, seed);
        if ((i + 1) % 100 == 0) fprintf(stderr, "%ld games, %.0f s\n", i + 1, seconds() - start);
    }
    FILE *out = run.fit ? stderr : stdout;
    fprintf(out, "games %ld seed %llu hard-samples %d: seats easy %ld, medium %ld, hard %ld; %.0f s\n", games, seed,
           run.hard_samples, run.seated[BOT_EASY], run.seated[BOT_MEDIUM], run.seated[BOT_HARD],
           seconds() - start);
    for (int n = 0; n < COUNTS; n++) print_calib(out, "story (win-chance model)", n + 2, &run.model[n]);
    for (int n = 0; n < COUNTS; n++)
        print_calib(out, "hard bot's value of its action, its search's", n + 2, &run.hard_raw[n]);
    for (int n = 0; n < COUNTS; n++)
        print_calib(out, "hint (that value as shown, bot_hint_chance)", n + 2, &run.hard[n]);
    if (run.story_games)
        fprintf(out, "story of a 2-player game: mean %.1f ms (processor %.1f ms), max %.1f ms (%ld games, %.0f states "
               "each)\n", 1000 * run.story_s_sum / (double)run.story_games,
               1000 * run.story_cpu_sum / (double)run.story_games, 1000 * run.story_s_max, run.story_games,
               (double)run.story_states / (double)run.story_games);
    if (run.fit && !print_fit(&run, games, seed)) {
        fputs("calibrate: too few hard values to fit\n", stderr);
        return 1;
    }
    if (png && !calibrate_plot(png, run.model, run.hard, COUNTS)) {
        fprintf(stderr, "calibrate: cannot write %s\n", png);
        return 1;
    }
    return 0;
}
