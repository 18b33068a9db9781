/* calibrate.c — are the win chances the game shows honest? Plays games of 2–5 players
 * (the count turning over game by game, sun and moon alternating), every seat a bot of a
 * level drawn at random (easy, medium, or hard with a few sampled futures), and records:
 *   - the story's chances (src/bots/story.h: the win-chance model the end screen's and the
 *     replay viewer's chart draw), every seat's at every state of the history;
 *   - the hard bot's value of the action played, at one in HINT_EVERY decisions with a
 *     choice of every seat, whatever its level (a hard seat's own search; for the others,
 *     the search a hard bot would make there): as the search found it, and as the table's
 *     hint and the review show it (bot_hint_chance, the figure after the hint's arrow,
 *     "62 % → 58 %");
 * and who won (R3.5; a shared win counts its share). Prints per player count the expected
 * calibration error over deciles, the Brier score and the deciles themselves, and how long
 * the story took per 2-player game; png= draws the reliability diagram (calibrate_plot.c).
 * docs/bots.md ("Honest win chances") has the run and its figures.
 *
 *   build/rajas-calibrate games=2000 seed=1 png=docs/calibration.png
 *
 * Same arguments, same figures but for the story's times. With `fit`, the figures go to
 * stderr and stdout gets the hint's map fitted on the run's hard values (a monotone
 * piecewise linear map per player count, calib_monotone_fit) as C source. pairs= writes
 * every hard value with its outcome, a line each (`players value share game`); from= reads
 * such a file instead of playing, for the hint's figures and a fit (the values and results
 * do not depend on the map). budget=N compares, at the run's first N sampled decisions, the
 * run's few-sample values with those of the search the table's hint makes (its time budget,
 * one thread), as found and as shown. hint-every=N takes one decision with a choice in N
 * (HINT_EVERY by default; 0: none, the story's figures alone, in about half the time):
 *
 *   build/rajas-calibrate games=2000 seed=3 pairs=pairs-3.txt
 *   build/rajas-calibrate from=pairs-3.txt fit > src/bots/hint_weights.c */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "bot_internal.h"   /* HINT_KNOTS_MAX */
#include "calibrate_plot.h"
#include "calibration.h"
#include "data.h"
#include "match.h"   /* MATCH_HINT_BUDGET_MS */
#include "mixed_game.h"
#include "review.h"   /* review_is_choice */
#include "session.h"
#include "story.h"

#define COUNTS (GAME_MAX_PLAYERS - 1)
#define HINT_EVERY 4   /* one decision with a choice in this many gets a hard value */
#define HINT_BINS 12    /* the fit's bins of equal count, per player count */

/* The hard values and outcomes a fit is made on. */
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

/* budget=N: at the run's first N sampled decisions, the value of the action played is
 * found again by the search the table's hint makes (MATCH_HINT_BUDGET_MS by the clock, one
 * thread), and the two are compared, as found and as shown. */
typedef struct {
    long left, n;
    double diff, abs_diff, shown_diff, shown_abs_diff, samples;
} Budget;

typedef struct {
    int hard_samples;
    int hint_every;   /* hint-every=: 1 in this many decisions with a choice (0: the story alone) */
    Calib model[COUNTS], hard[COUNTS], hard_raw[COUNTS];   /* hard: as shown; raw: the search's */
    Pairs pairs[COUNTS];                                  /* with fit: (raw, share) */
    bool fit;
    FILE *pairs_out;   /* pairs=: every hard value with its outcome, a line each */
    double story_s_sum, story_s_max;   /* 2 players: seconds per story, by the clock */
    double story_cpu_sum;              /* and of the processor's time */
    long story_games, story_states;
    long seated[BOT_LEVEL_COUNT];
    long game;   /* the game being recorded, by its index in the run */
    Budget budget;
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

/* The hard values of one game's sampled decisions, waiting for its result. */
typedef struct {
    const Sheets *sheets;
    BotConfig config;   /* the hard seats' own: the game's seed, the run's samples */
    long choices;       /* decisions with a choice so far */
    int every;          /* one in this many of them gets a hard value (0: none) */
    BotChoice *list;    /* the hard search's values of every legal action */
    HardEstimate *est;
    size_t n, cap;
    Budget *budget;     /* budget=: the table hint's search beside the run's */
} Estimates;

/* The hard search's value of the action played: a hard seat's own, any other seat's from
 * the search it would have made there (an action it does not list, as the review values
 * it: by the best one's value). */
static double value_in(const BotChoice *list, int n, const Action *played, double otherwise)
{
    for (int i = 0; i < n; i++)
        if (action_equal(&list[i].action, played)) return list[i].value;
    return n > 0 ? list[0].value : otherwise;
}

static double hard_value(Estimates *e, const Game *before, BotLevel level, const BotChoice *c)
{
    if (level == BOT_HARD) return c->value;
    int n = bot_explain_unmapped(before, e->sheets, BOT_HARD, &e->config, e->list, GAME_MAX_LEGAL, NULL);
    return value_in(e->list, n, &c->action, c->value);
}

/* The table hint's value of the same action, against the run's (p). */
static void budget_compare(Estimates *e, const Game *before, const Action *played, double p)
{
    Budget *b = e->budget;
    BotConfig table = e->config;
    table.iterations = 0;
    table.budget_ms = MATCH_HINT_BUDGET_MS;
    long samples = 0;
    int n = bot_explain_unmapped(before, e->sheets, BOT_HARD, &table, e->list, GAME_MAX_LEGAL, &samples);
    double q = value_in(e->list, n, played, p);
    int players = before->setup.players;
    double shown = bot_hint_chance(players, q) - bot_hint_chance(players, p);
    b->diff += q - p;
    b->abs_diff += fabs(q - p);
    b->shown_diff += shown;
    b->shown_abs_diff += fabs(shown);
    b->samples += (double)samples;
    b->n++;
    b->left--;
}

/* Every seat's decisions with a choice, one in HINT_EVERY, whatever the seat's level: the
 * hint and the review show the figure to people of any strength, for the action they are
 * about to play or played. */
static void on_choice(void *ctx, const Game *before, int seat, BotLevel level, const BotChoice *c)
{
    Estimates *e = ctx;
    if (e->every < 1 || !review_is_choice(before, e->sheets) || e->choices++ % e->every != 0) return;
    if (e->n == e->cap) {
        e->cap = e->cap ? 2 * e->cap : 1024;
        e->est = realloc(e->est, e->cap * sizeof *e->est);
        if (!e->est) exit(1);
    }
    e->est[e->n] = (HardEstimate){seat, hard_value(e, before, level, c)};
    if (e->budget && e->budget->left > 0) budget_compare(e, before, &c->action, e->est[e->n].p);
    e->n++;
}

/* A hard value p at a table of this many players, and the seat's share of the win. */
static void hard_value_won(Run *run, int players, double p, double y)
{
    calib_add(&run->hard_raw[players - 2], p, y);
    calib_add(&run->hard[players - 2], bot_hint_chance(players, p), y);
    if (run->fit) pairs_add(&run->pairs[players - 2], p, y);
    if (run->pairs_out) fprintf(run->pairs_out, "%d %.6f %.4f %ld\n", players, p, y, run->game);
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
    for (size_t i = 0; i < n; i++) hard_value_won(run, players, est[i].p, won[est[i].seat]);
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
    Estimates e = {.sheets = sheets, .config = bot_config_default(setup.seed), .every = run->hint_every,
                   .budget = &run->budget};
    e.config.iterations = run->hard_samples;
    e.config.threads = 1;
    e.list = malloc(GAME_MAX_LEGAL * sizeof *e.list);
    if (!e.list) exit(1);
    if (session_new(&s, &setup, &why) && mixed_play(&s, level, run->hard_samples, on_choice, &e))
        record(run, &s, e.est, e.n);
    free(e.est);
    free(e.list);
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

static void print_hard(FILE *out, const Run *run)
{
    for (int n = 0; n < COUNTS; n++)
        print_calib(out, "hard search's value of the action played", n + 2, &run->hard_raw[n]);
    for (int n = 0; n < COUNTS; n++)
        print_calib(out, "hint (that value as shown, bot_hint_chance)", n + 2, &run->hard[n]);
}

/* The map fitted per player count, as C source (src/bots/hint_weights.c). */
static bool print_fit(const Run *run, const char *how)
{
    double kx[COUNTS][HINT_KNOTS_MAX], ky[COUNTS][HINT_KNOTS_MAX];
    int k[COUNTS];
    for (int n = 0; n < COUNTS; n++) {
        const Pairs *p = &run->pairs[n];
        k[n] = calib_monotone_fit(p->x, p->y, p->n, HINT_BINS, kx[n], ky[n], HINT_KNOTS_MAX);
        if (k[n] == 0) return false;
        fprintf(stderr, "fit players %d: %zu hard values, %d knots\n", n + 2, p->n, k[n]);
    }
    printf("/* hint_weights.c — the map of the hard bot's values into the chances the hint shows\n"
           " * (hint_chance.c): one row per player count (2–5), the knots (x, y) of a piecewise\n"
           " * linear map over 0..1, rising strictly, fitted on the hard search's values of the\n"
           " * actions played (every seat's, one decision with a choice in %d) against the seat's\n"
           " * share of the win, in games of bots of mixed levels: %d bins of equal count, made\n"
           " * monotone, flat at the ends but for a small rise (calib_monotone_fit). Written by\n"
           " * tools/calibrate.c:\n"
           " *   build/rajas-calibrate %s fit > src/bots/hint_weights.c\n"
           " * Do not edit by hand; docs/bots.md says how they were fitted and checked. */\n"
           "#include \"bot_internal.h\"\n\n"
           "const HintMap HINT_CALIBRATION[GAME_MAX_PLAYERS - 1] = {\n", HINT_EVERY, HINT_BINS, how);
    for (int n = 0; n < COUNTS; n++) {
        printf("    {%d,\n     {", k[n]);
        for (int i = 0; i < k[n]; i++) printf("%s%.6f", i ? ", " : "", kx[n][i]);
        printf("},\n     {");
        for (int i = 0; i < k[n]; i++) printf("%s%.6f", i ? ", " : "", ky[n][i]);
        printf("}},\n");
    }
    printf("};\n");
    return true;
}

/* from=: the hard values and outcomes of an earlier run's pairs= file, as if played again
 * (the search's values and the results do not depend on the map). False on a line that is
 * not `players value share game`. */
static bool read_pairs(Run *run, const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "calibrate: cannot read %s\n", path);
        return false;
    }
    int players;
    double p, y;
    long line = 0;
    bool ok = true;
    for (int got; (got = fscanf(f, "%d %lf %lf %ld", &players, &p, &y, &run->game)) != EOF;) {
        line++;
        if (got != 4 || players < 2 || players > GAME_MAX_PLAYERS || !(p >= 0 && p <= 1) || !(y >= 0 && y <= 1)) {
            fprintf(stderr, "calibrate: %s:%ld: not `players value share game`\n", path, line);
            ok = false;
            break;
        }
        hard_value_won(run, players, p, y);
    }
    fclose(f);
    return ok;
}

static int usage(void)
{
    fputs("usage: rajas-calibrate [games=<n>] [seed=<n>] [hard-samples=<n>] [hint-every=<n>] [budget=<n>] [png=<file>]\n"
          "                       [pairs=<file>] [fit]\n"
          "       rajas-calibrate from=<pairs file> [fit]\n", stderr);
    return 2;
}

int main(int argc, char **argv)
{
    long games = 2000;
    unsigned long long seed = 1;
    const char *png = NULL, *from = NULL;
    static Run run = {.hard_samples = MIXED_HARD_SAMPLES, .hint_every = HINT_EVERY};
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], "png=", 4) == 0) png = argv[i] + 4;
        else if (strncmp(argv[i], "pairs=", 6) == 0) {
            run.pairs_out = fopen(argv[i] + 6, "w");
            if (!run.pairs_out) {
                fprintf(stderr, "calibrate: cannot write %s\n", argv[i] + 6);
                return 1;
            }
        }
        else if (strncmp(argv[i], "from=", 5) == 0) from = argv[i] + 5;
        else if (strcmp(argv[i], "fit") == 0) run.fit = true;
        else if (sscanf(argv[i], "games=%ld", &games) != 1 && sscanf(argv[i], "seed=%llu", &seed) != 1 &&
                 sscanf(argv[i], "hard-samples=%d", &run.hard_samples) != 1 &&
                 sscanf(argv[i], "budget=%ld", &run.budget.left) != 1 &&
                 sscanf(argv[i], "hint-every=%d", &run.hint_every) != 1)
            return usage();
    }
    char how[600];
    if (from) {
        if (png || run.pairs_out) return usage();
        snprintf(how, sizeof how, "from=%s", from);
        if (!read_pairs(&run, from)) return 1;
        FILE *out = run.fit ? stderr : stdout;
        fprintf(out, "from %s\n", from);
        print_hard(out, &run);
        if (run.fit && !print_fit(&run, how)) {
            fputs("calibrate: too few hard values to fit\n", stderr);
            return 1;
        }
        return 0;
    }
    snprintf(how, sizeof how, "games=%ld seed=%llu", games, seed);
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "calibrate: %s\n", err);
        return 1;
    }
    double start = seconds();
    for (long i = 0; i < games; i++) {
        run.game = i;
        one_game(&run, &sheets, i, seed);
        if ((i + 1) % 100 == 0) fprintf(stderr, "%ld games, %.0f s\n", i + 1, seconds() - start);
    }
    FILE *out = run.fit ? stderr : stdout;
    fprintf(out, "games %ld seed %llu hard-samples %d: seats easy %ld, medium %ld, hard %ld; %.0f s\n", games, seed,
           run.hard_samples, run.seated[BOT_EASY], run.seated[BOT_MEDIUM], run.seated[BOT_HARD],
           seconds() - start);
    for (int n = 0; n < COUNTS; n++) print_calib(out, "story (win-chance model)", n + 2, &run.model[n]);
    print_hard(out, &run);
    if (run.budget.n) {
        const Budget *b = &run.budget;
        double n = (double)b->n;
        fprintf(out, "the table hint's search (%d ms, one thread; %.0f futures a candidate on average) against the "
               "run's, at %ld decisions: found %+.4f (mean |difference| %.4f), shown %+.4f (%.4f)\n",
               MATCH_HINT_BUDGET_MS, b->samples / n, b->n, b->diff / n, b->abs_diff / n, b->shown_diff / n,
               b->shown_abs_diff / n);
    }
    if (run.story_games)
        fprintf(out, "story of a 2-player game: mean %.1f ms (processor %.1f ms), max %.1f ms (%ld games, %.0f states "
               "each)\n", 1000 * run.story_s_sum / (double)run.story_games,
               1000 * run.story_cpu_sum / (double)run.story_games, 1000 * run.story_s_max, run.story_games,
               (double)run.story_states / (double)run.story_games);
    if (run.fit && !print_fit(&run, how)) {
        fputs("calibrate: too few hard values to fit\n", stderr);
        return 1;
    }
    if (run.pairs_out && fclose(run.pairs_out) != 0) {
        fputs("calibrate: cannot finish the pairs file\n", stderr);
        return 1;
    }
    if (png && !calibrate_plot(png, run.model, run.hard, COUNTS)) {
        fprintf(stderr, "calibrate: cannot write %s\n", png);
        return 1;
    }
    return 0;
}
