/* calibrate.c — are the win chances the game shows honest? Plays games of 2–5 players
 * (the count turning over game by game, sun and moon alternating), every seat a bot of a
 * level drawn at random (easy, medium, or hard with a few sampled futures), and records
 * (calibrate_eval.h), a line each, written as each game ends:
 *   - every seat's chance at every state of the history, as the story's model gives it
 *     before it is shown (src/bots/story.h: the end screen's and the replay viewer's chart),
 *     or exactly when the position is decided (bot_decided);
 *   - the hard bot's value of the action played, at one in HINT_EVERY decisions with a
 *     choice of every seat, whatever its level (a hard seat's own search; for the others,
 *     the search a hard bot would make there), with the state after it, and the value of
 *     the search's best action with the state after that one;
 * with who won (R3.5; a shared win counts its share), the round, the game's length and
 * where the race stood. Then it measures the records (calibrate_eval.c): per player count
 * and phase of the game (the first third of its rounds, the middle, the last two) the
 * expected calibration error over deciles with a game-level bootstrap 90 % interval, the
 * Brier score, the deciles off by more than 6 points, and |hint − story| for the same
 * moves; png= draws a reliability diagram per phase (calibrate_plot.c). docs/bots.md
 * ("Honest win chances") has the runs and their figures.
 *
 *   build/rajas-calibrate games=2000 seed=1 records=check-1.txt png=docs/calibration.png
 *   build/rajas-calibrate from=check-1.txt png=docs/calibration.png
 *
 * Same arguments, same records. from= measures a file of records instead of playing (they
 * do not depend on the map or temperature shown, which are applied as compiled in), and
 * with `fit` stdout gets the hint's map and the story's temperature fitted on it, per
 * player count and stage, as C source:
 *
 *   build/rajas-calibrate games=2000 seed=3 records=fit-3.txt
 *   build/rajas-calibrate from=fit-3.txt fit > src/bots/hint_weights.c
 *
 * from= and fit-from= take several files of records, comma-separated (runs of other seeds
 * pooled: their games counted one after the other).
 *
 * With `pooled` the hint's map is fitted on every stage's values together (one map per
 * player count, the same at each stage), for fits on few games. fit-from=<records> measures
 * from= with a fit made on other records (held-out figures before the fit is compiled in).
 *
 * budget=N compares, at the run's first N sampled decisions, the run's few-sample values
 * with those of the search the table's hint makes (its time budget, one thread), as found
 * and as shown. hint-every=N takes one decision with a choice in N (HINT_EVERY by default;
 * 0: none, the story's records alone). players=2,3 plays only the games of those player
 * counts (game i is the same game as in a run of every count: the counts where the figures
 * are short of games get them for less time). bootstrap=N resamples (500), agree=N hint
 * records for |hint − story| (500). spread=k measures the hint as it was before it read the
 * story one action ahead: every action but the best at the search's log-odds distance below
 * it, times k (k = 1: as it was shown; puzzles still state it, bot_explain_searched).
 * levels=7,11 names the seeds of the from= files in order: each game's levels are drawn
 * again from its seed and index (mixed_levels), the figures measured know who plays, as the
 * table's do (each seat weighed by its level, bot_seat_offset; without levels= every seat
 * counts as a person: the position alone), `fit` fits the level offsets too, and the
 * figures are printed by the level of the seat, before and now. `bound` prints, per phase,
 * how near any figure of what the table knows could come on the same games
 * (calibrate_bound.c). by=stage slices the states by the stage the table shows (bot_stage)
 * instead of the rounds the game turned out to have. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "bot_internal.h"   /* shown_model_chances */
#include "calibrate_eval.h"
#include "data.h"
#include "match.h"   /* MATCH_HINT_BUDGET_MS */
#include "mixed_game.h"
#include "review.h"   /* review_is_choice */
#include "session.h"
#include "story.h"

#define COUNTS (GAME_MAX_PLAYERS - 1)
#define HINT_EVERY 4   /* one decision with a choice in this many gets a hard value */

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
    unsigned counts;  /* players=: the player counts played, bit n for n players (all by default) */
    FILE *out;        /* records= */
    double story_s_sum, story_s_max;   /* 2 players: seconds per story, by the clock */
    double story_cpu_sum;              /* and of the processor's time */
    long story_games, story_states;
    long seated[BOT_LEVEL_COUNT];
    long game;   /* the game being recorded, by its index in the run */
    Budget budget;
} Run;

/* A hard value of one game, with where it was taken, waiting for the game's result. */
typedef struct {
    int seat, round, lead, trig;
    double p;
    Game after;        /* the state the action played leads to */
    double best;       /* the search's best action's value, and the state it leads to */
    Game best_after;
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

/* The hard value of the action played, with the search's best action (a hard seat's own
 * choice is its best) in *best. */
static double hard_value(Estimates *e, const Game *before, BotLevel level, const BotChoice *c, BotChoice *best)
{
    *best = *c;
    if (level == BOT_HARD) return c->value;
    int n = bot_explain_unmapped(before, e->sheets, BOT_HARD, &e->config, e->list, GAME_MAX_LEGAL, NULL);
    if (n > 0) *best = e->list[0];
    return value_in(e->list, n, &c->action, c->value);
}

/* The leading race position (R3.1), where the stage of the game is read from. */
static int lead_of(const Game *g)
{
    int lead = 0;
    for (int s = 0; s < g->setup.players; s++) lead = game_race(g, s) > lead ? game_race(g, s) : lead;
    return lead;
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
    int players = before->setup.players, stage = bot_stage(before);
    double shown = bot_hint_chance(players, stage, q) - bot_hint_chance(players, stage, p);
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
    HardEstimate *h = &e->est[e->n];
    BotChoice best;
    double p = hard_value(e, before, level, c, &best);
    *h = (HardEstimate){seat, before->round, lead_of(before), before->end_triggered, p, *before, best.value, *before};
    Refusal why;
    if (!game_apply(&h->after, e->sheets, &c->action, &why) || !game_apply(&h->best_after, e->sheets, &best.action, &why))
        return;
    if (e->budget && e->budget->left > 0) budget_compare(e, before, &c->action, h->p);
    e->n++;
}

/* A state's chances as the records hold them: exact when decided, else the model's. */
static void put_state(FILE *out, const Game *g, const Sheets *sheets)
{
    double c[GAME_MAX_PLAYERS];
    int decided = bot_decided(g, sheets, c);
    if (!decided) shown_model_chances(g, sheets, c);
    fprintf(out, " %d %d %d", lead_of(g), g->end_triggered, decided);
    for (int s = 0; s < g->setup.players; s++) fprintf(out, " %.5f", c[s]);
}

/* The game's records: every state of its history, then its hard values. */
static void put_game(Run *run, const Session *s, const HardEstimate *est, size_t n, const double *won)
{
    int players = s->game.setup.players, rounds = s->game.round;
    for (size_t i = 0; i < s->count; i++) {
        const Game *g = &s->entry[i].before;
        fprintf(run->out, "s %d %ld %d %d", players, run->game, g->round, rounds);
        put_state(run->out, g, s->sheets);
        for (int seat = 0; seat < players; seat++) fprintf(run->out, " %.4f", won[seat]);
        fputc('\n', run->out);
    }
    for (size_t i = 0; i < n; i++) {
        const HardEstimate *h = &est[i];
        fprintf(run->out, "H %d %ld %d %d %d %d %d %.6f %.4f", players, run->game, h->round, rounds, h->lead, h->trig,
                h->seat, h->p, won[h->seat]);
        put_state(run->out, &h->after, s->sheets);
        fprintf(run->out, " %.6f", h->best);
        put_state(run->out, &h->best_after, s->sheets);
        fputc('\n', run->out);
    }
    fflush(run->out);
}

/* The game's story timed (2 players: the chart's cost), and its records written. */
static void record(Run *run, const Session *s, const HardEstimate *est, size_t n)
{
    int players = s->game.setup.players;
    double won[GAME_MAX_PLAYERS], start = seconds(), cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID);
    if (!bot_decided(&s->game, s->sheets, won)) return;   /* an ended game is decided: its result */
    if (players == 2) {
        Story story;
        if (!story_compute(s->entry, s->count, &s->game, s->sheets, NULL, &story)) return;
        double took = seconds() - start;
        run->story_cpu_sum += clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu;
        run->story_s_sum += took;
        run->story_s_max = took > run->story_s_max ? took : run->story_s_max;
        run->story_games++;
        run->story_states += story.points;
        story_free(&story);
    }
    put_game(run, s, est, n, won);
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

static void print_run(FILE *out, const Run *run, long games, unsigned long long seed, double took)
{
    fprintf(out, "games %ld seed %llu hard-samples %d: seats easy %ld, medium %ld, hard %ld; %.0f s\n", games, seed,
            run->hard_samples, run->seated[BOT_EASY], run->seated[BOT_MEDIUM], run->seated[BOT_HARD], took);
    if (run->budget.n) {
        const Budget *b = &run->budget;
        double n = (double)b->n;
        fprintf(out, "the table hint's search (%d ms, one thread; %.0f futures a candidate on average) against the "
               "run's, at %ld decisions: found %+.4f (mean |difference| %.4f), shown %+.4f (%.4f)\n",
               MATCH_HINT_BUDGET_MS, b->samples / n, b->n, b->diff / n, b->abs_diff / n, b->shown_diff / n,
               b->shown_abs_diff / n);
    }
    if (run->story_games)
        fprintf(out, "story of a 2-player game: mean %.1f ms (processor %.1f ms), max %.1f ms (%ld games, %.0f states "
               "each)\n", 1000 * run->story_s_sum / (double)run->story_games,
               1000 * run->story_cpu_sum / (double)run->story_games, 1000 * run->story_s_max, run->story_games,
               (double)run->story_states / (double)run->story_games);
}

/* players=2,3: the bits of the counts listed (0 when a count is not 2-5). */
static unsigned player_counts(const char *list)
{
    unsigned bits = 0;
    for (const char *p = list; *p;) {
        char *end;
        long n = strtol(p, &end, 10);
        if (end == p || n < GAME_MIN_PLAYERS || n > GAME_MAX_PLAYERS || (*end && *end != ',')) return 0;
        bits |= 1u << n;
        p = *end ? end + 1 : end;
    }
    return bits;
}

static int usage(void)
{
    fputs("usage: rajas-calibrate records=<file> [games=<n>] [seed=<n>] [hard-samples=<n>] [hint-every=<n>]\n"
          "                       [players=<n>[,<n>…]] [budget=<n>] [bootstrap=<n>] [agree=<n>] [png=<file>]\n"
          "       rajas-calibrate from=<records file> [fit | fit-from=<records file>] [pooled] [bootstrap=<n>]\n"
          "                       [agree=<n>] [spread=<k>] [levels=<seed>[,<seed>…]] [png=<file>]\n"
          "                       [bound] [by=stage]\n", stderr);
    return 2;
}

/* Plays the games into the records file; false when the sheets cannot be loaded. */
static bool play(Run *run, long games, unsigned long long seed)
{
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "calibrate: %s\n", err);
        return false;
    }
    double start = seconds();
    for (long i = 0; i < games; i++) {
        if (!(run->counts & 1u << (2 + i % COUNTS))) continue;   /* game i is the same game either way */
        run->game = i;
        one_game(run, &sheets, i, seed);
        if ((i + 1) % 100 == 0) fprintf(stderr, "%ld games, %.0f s\n", i + 1, seconds() - start);
    }
    print_run(stdout, run, games, seed, seconds() - start);
    return true;
}

int main(int argc, char **argv)
{
    long games = 2000;
    unsigned long long seed = 1;
    const char *from = NULL, *records = NULL;
    bool fit = false;
    static Run run = {.hard_samples = MIXED_HARD_SAMPLES, .hint_every = HINT_EVERY, .counts = 0x3cu};
    EvalOptions o = {.bootstrap = 500, .agree = 500, .png = NULL, .spread = 0};
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], "png=", 4) == 0) o.png = argv[i] + 4;
        else if (strncmp(argv[i], "records=", 8) == 0) records = argv[i] + 8;
        else if (strncmp(argv[i], "from=", 5) == 0) from = argv[i] + 5;
        else if (strncmp(argv[i], "fit-from=", 9) == 0) o.fit_from = argv[i] + 9;
        else if (strncmp(argv[i], "levels=", 7) == 0) o.levels = argv[i] + 7;
        else if (strcmp(argv[i], "fit") == 0) fit = true;
        else if (strcmp(argv[i], "pooled") == 0) o.pooled = true;
        else if (strcmp(argv[i], "bound") == 0) o.bound = true;
        else if (strcmp(argv[i], "by=stage") == 0) o.by_stage = true;
        else if (strncmp(argv[i], "players=", 8) == 0) {
            if (!(run.counts = player_counts(argv[i] + 8))) return usage();
        }
        else if (sscanf(argv[i], "games=%ld", &games) != 1 && sscanf(argv[i], "seed=%llu", &seed) != 1 &&
                 sscanf(argv[i], "hard-samples=%d", &run.hard_samples) != 1 &&
                 sscanf(argv[i], "budget=%ld", &run.budget.left) != 1 &&
                 sscanf(argv[i], "bootstrap=%d", &o.bootstrap) != 1 && sscanf(argv[i], "agree=%d", &o.agree) != 1 &&
                 sscanf(argv[i], "spread=%lf", &o.spread) != 1 &&
                 sscanf(argv[i], "hint-every=%d", &run.hint_every) != 1)
            return usage();
    }
    if (!from == !records || ((fit || o.fit_from) && !from) || (fit && o.fit_from)) return usage();
    char how[600];
    snprintf(how, sizeof how, "from=%s%s%s%s", from ? from : records, o.levels ? " levels=" : "",
             o.levels ? o.levels : "", o.pooled ? " pooled" : "");
    if (records) {
        run.out = fopen(records, "w");
        if (!run.out) {
            fprintf(stderr, "calibrate: cannot write %s\n", records);
            return 1;
        }
        bool played = play(&run, games, seed);
        if (fclose(run.out) != 0 || !played) {
            fputs("calibrate: the records are not complete\n", stderr);
            return 1;
        }
    }
    FILE *out = fit ? stderr : stdout;
    return calibrate_eval(from ? from : records, &o, out, fit ? stdout : NULL, how) ? 0 : 1;
}
