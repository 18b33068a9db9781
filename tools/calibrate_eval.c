/* calibrate_eval.c — the calibration tool's records measured (calibrate_eval.h): the shown
 * figures' calibration per player count and phase with game-level bootstrap intervals, the
 * hint beside the story, the figures by level, the reliability diagrams. The records are
 * read by calibrate_records.c and fitted by calibrate_fit.c. docs/bots.md ("Honest win
 * chances") has the runs and their figures. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "calibrate_plot.h"
#include "calibrate_records.h"
#include "calibration.h"

#define KINDS 3            /* the story, the hint as shown, the hard search's value */
#define SLICES (EVAL_PHASES + 1)   /* the phases, then the whole game */

static const char *const KIND_NAME[KINDS] = {"story", "hint", "hint before the map"};
static const char *const PHASE_NAME[SLICES] = {"first third", "middle", "last two rounds", "whole game"};
/* by=stage: the states sliced by what the table shows (bot_stage: the leading race position,
 * the end triggered) instead of where the game turned out to stand. */
static const char *const STAGE_NAME[SLICES] = {"early (race under 15)", "middle (race 15-59)",
                                               "late and end (race 60 on, or triggered)", "whole game"};
static const char *const PHASE_FILE[SLICES] = {"-first", "-middle", "-last", ""};

/* ---- the measures ---------------------------------------------------------------------- */

/* Per game, kind and slice: bootstrap resamples games, so each game keeps its own sums. */
typedef struct {
    Calib all[KINDS][EVAL_COUNTS][SLICES];
    Calib *game;          /* [games][KINDS][SLICES] */
    long games;
    const char *const *phase_name;   /* PHASE_NAME, or STAGE_NAME by=stage */
} Tally;

static Calib *game_calib(Tally *t, long game, int kind, int slice)
{
    return &t->game[(game * KINDS + kind) * SLICES + slice];
}

static void tally_add(Tally *t, const Stood *at, int kind, double p, double y)
{
    int slices[2] = {at->phase, EVAL_PHASES};
    for (int k = 0; k < 2; k++) {
        calib_add(&t->all[kind][at->players - 2][slices[k]], p, y);
        calib_add(game_calib(t, at->game, kind, slices[k]), p, y);
    }
}

static void tally(const Records *r, const Fits *fit, Tally *t)
{
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        const BotTable *table = records_table(r, w->at.game);
        for (int s = 0; s < w->at.players; s++)
            tally_add(t, &w->at, 0, figure_story(fit, table, w->at.players, w->at.stage, w->decided, w->p, s), w->y[s]);
    }
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        tally_add(t, &h->at, 1, figure_hint(fit, records_table(r, h->at.game), h), h->y);
        tally_add(t, &h->at, 2, h->value, h->y);
    }
}

static void calib_merge(Calib *into, const Calib *c)
{
    for (int b = 0; b < CALIB_BINS; b++) {
        into->count[b] += c->count[b];
        into->sum_p[b] += c->sum_p[b];
        into->sum_y[b] += c->sum_y[b];
    }
    into->sum_sq += c->sum_sq;
    into->n += c->n;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* What the bootstrap says of a cell: the ECE's 90 % interval, and each decile's gap (won −
 * stated) with its own. */
typedef struct {
    double lo, hi;
    double gap_lo[CALIB_BINS], gap_hi[CALIB_BINS];
} Spread;

/* The 5th and 95th percentiles of n values, which it sorts. */
static void interval(double *v, int n, double *lo, double *hi)
{
    qsort(v, (size_t)n, sizeof *v, by_value);
    *lo = v[(int)(0.05 * n)];
    *hi = v[(int)(0.95 * n) < n ? (int)(0.95 * n) : n - 1];
}

/* The 90 % intervals over `resamples` draws of the player count's games with replacement (a
 * game's estimates are not independent of each other). */
static void bootstrap(Tally *t, const Records *r, int players, int kind, int slice, int resamples, Spread *sp)
{
    long *mine = malloc((size_t)(r->games + 1) * sizeof *mine), n = 0;
    double *ece = malloc((size_t)(resamples + 1) * sizeof *ece);
    double *gap = malloc((size_t)(resamples + 1) * CALIB_BINS * sizeof *gap);
    if (!mine || !ece || !gap) exit(1);
    for (long g = 0; g < r->games; g++)
        if (r->game_players[g] == players) mine[n++] = g;
    Rng rng = {0x5eed0000u + (uint64_t)(players * 16 + kind * 4 + slice)};
    for (int b = 0; b < resamples; b++) {
        Calib c = {0};
        for (long i = 0; i < n; i++) calib_merge(&c, game_calib(t, mine[rng_below(&rng, (int)n)], kind, slice));
        ece[b] = c.n ? calib_ece(&c) : 0;
        for (int k = 0; k < CALIB_BINS; k++) {
            double p, y;
            gap[k * resamples + b] = calib_bin_means(&c, k, &p, &y) ? y - p : 0;
        }
    }
    interval(ece, resamples, &sp->lo, &sp->hi);
    for (int k = 0; k < CALIB_BINS; k++) interval(&gap[k * resamples], resamples, &sp->gap_lo[k], &sp->gap_hi[k]);
    free(mine);
    free(ece);
    free(gap);
}

/* The deciles with at least 2 % of the estimates that are off by more than 6 points, with the
 * interval of their gap when the bootstrap ran (sp; NULL: none). */
static void print_far_deciles(FILE *out, const Calib *c, const Spread *sp)
{
    int far = 0;
    for (int b = 0; b < CALIB_BINS; b++) {
        double p, y;
        if (!calib_bin_means(c, b, &p, &y) || (double)c->count[b] < 0.02 * (double)c->n || fabs(p - y) <= 0.06)
            continue;
        fprintf(out, "%s %d-%d %% (%.1f %% of them): stated %.1f %%, won %.1f %%", far++ ? ";" : "    off by > 6 points:",
                10 * b, 10 * b + 10, 100.0 * (double)c->count[b] / (double)c->n, 100 * p, 100 * y);
        if (sp) fprintf(out, " (won - stated, 90 %%: %+.1f to %+.1f)", 100 * sp->gap_lo[b], 100 * sp->gap_hi[b]);
    }
    if (far) fputc('\n', out);
}

static void print_table(FILE *out, Tally *t, const Records *r, const EvalOptions *o)
{
    for (int kind = 0; kind < KINDS; kind++)
        for (int n = 0; n < EVAL_COUNTS; n++)
            for (int sl = 0; sl < SLICES; sl++) {
                const Calib *c = &t->all[kind][n][sl];
                if (!c->n) continue;
                Spread sp = {0};
                if (o->bootstrap > 0) bootstrap(t, r, n + 2, kind, sl, o->bootstrap, &sp);
                fprintf(out, "%s players %d %s: estimates %ld ECE %.2f pp (90 %% %.2f-%.2f) Brier %.4f\n",
                        KIND_NAME[kind], n + 2, t->phase_name[sl], c->n, 100 * calib_ece(c), 100 * sp.lo, 100 * sp.hi,
                        calib_brier(c));
                print_far_deciles(out, c, o->bootstrap > 0 ? &sp : NULL);
            }
}

/* bound: per phase, the deciles a figure of the table could not bring within 6 points
 * (calibrate_bound.c). */
static void print_bound(FILE *out, const Records *r, const Fits *fit, const char *const *phase_name)
{
    static Calib bound[2][EVAL_COUNTS][EVAL_PHASES];
    memset(bound, 0, sizeof bound);
    calibrate_bound(r, fit, bound);
    for (int kind = 0; kind < 2; kind++)
        for (int n = 0; n < EVAL_COUNTS; n++)
            for (int sl = 0; sl < EVAL_PHASES; sl++) {
                const Calib *c = &bound[kind][n][sl];
                if (!c->n) continue;
                fprintf(out, "bound %s players %d %s: ECE %.2f pp\n", KIND_NAME[kind], n + 2, phase_name[sl],
                        100 * calib_ece(c));
                print_far_deciles(out, c, NULL);
            }
}

static void print_deciles(FILE *out, const Tally *t)
{
    for (int kind = 0; kind < 2; kind++)
        for (int n = 0; n < EVAL_COUNTS; n++)
            for (int sl = 0; sl < EVAL_PHASES; sl++) {
                const Calib *c = &t->all[kind][n][sl];
                fprintf(out, "deciles %s players %d %s:", KIND_NAME[kind], n + 2, t->phase_name[sl]);
                for (int b = 0; b < CALIB_BINS; b++) {
                    double p, y;
                    if (calib_bin_means(c, b, &p, &y)) fprintf(out, " %.1f>%.1f(%ld)", 100 * p, 100 * y, c->count[b]);
                }
                fputc('\n', out);
            }
}

/* |hint − story| for the same move: the hint's figure of the action played against the
 * story's chance of the seat once it is played, over the first o->agree hint records. */
static void print_agreement(FILE *out, const Records *r, const Fits *fit, int agree)
{
    size_t n = r->hints < (size_t)agree ? r->hints : (size_t)agree;
    if (n == 0) return;
    double *d = malloc(n * sizeof *d), sum = 0;
    if (!d) exit(1);
    for (size_t i = 0; i < n; i++) {
        const HintRec *h = &r->hint[i];
        const BotTable *table = records_table(r, h->at.game);
        double story = figure_story(fit, table, h->at.players, h->after_stage, h->after_decided, h->after, h->seat);
        sum += d[i] = fabs(figure_hint(fit, table, h) - story);
    }
    qsort(d, n, sizeof *d, by_value);
    fprintf(out, "|hint - story| over %zu positions: mean %.2f pp, 95th percentile %.2f pp, largest %.2f pp\n", n,
            100 * sum / (double)n, 100 * d[(size_t)(0.95 * (double)n)], 100 * d[n - 1]);
    free(d);
}

/* The figures by the level of the seat: before (the position alone) and as now shown
 * (knowing who plays), against the share of the win. The hint at the seat that acted, by
 * whether it played the search's best (its mapped value the best's); the story at every seat
 * of every undecided state (docs/bots.md, "Who plays"). */
typedef struct {
    long n;
    double before, now, story_before, story_now, won;
} LevelSums;

static void print_level_sums(FILE *out, const char *what, int players, int level, const LevelSums *k)
{
    double d = (double)k->n / 100;
    fprintf(out, "levels players %d %s %s: %ld, shown %.1f %% -> %.1f %%", players, bot_level_name((BotLevel)level),
            what, k->n, k->before / d, k->now / d);
    if (k->story_before > 0) fprintf(out, " (story after %.1f %% -> %.1f %%)", k->story_before / d, k->story_now / d);
    fprintf(out, " won %.1f %%\n", k->won / d);
}

static void print_levels(FILE *out, const Records *r, const Fits *fit)
{
    static LevelSums sum[EVAL_COUNTS][BOT_LEVEL_COUNT][3];   /* the story; the hint: another, the best */
    memset(sum, 0, sizeof sum);
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        for (int s = 0; s < w->at.players && !w->decided; s++) {
            LevelSums *k = &sum[w->at.players - 2][(r->table[w->at.game].bot[s] - 1) % BOT_LEVEL_COUNT][0];
            k->n++;
            k->before += figure_story(fit, NULL, w->at.players, w->at.stage, 0, w->p, s);
            k->now += figure_story(fit, &r->table[w->at.game], w->at.players, w->at.stage, 0, w->p, s);
            k->won += w->y[s];
        }
    }
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        if (!h->has_best) continue;
        const BotTable *table = &r->table[h->at.game];
        const HintMap *m = &fit->map[h->at.players - 2][h->at.stage];
        LevelSums *k = &sum[h->at.players - 2][(table->bot[h->seat] - 1) % BOT_LEVEL_COUNT]
                            [1 + (hint_map(m, h->value) == hint_map(m, h->best_value))];
        k->n++;
        k->before += figure_hint(fit, NULL, h);
        k->now += figure_hint(fit, table, h);
        k->story_before += figure_story(fit, NULL, h->at.players, h->after_stage, h->after_decided, h->after, h->seat);
        k->story_now += figure_story(fit, table, h->at.players, h->after_stage, h->after_decided, h->after, h->seat);
        k->won += h->y;
    }
    static const char *const WHAT[3] = {"story, every seat", "hint, played another", "hint, played the best"};
    for (int n = 0; n < EVAL_COUNTS; n++)
        for (int lv = 0; lv < BOT_LEVEL_COUNT; lv++)
            for (int w = 0; w < 3; w++)
                if (sum[n][lv][w].n) print_level_sums(out, WHAT[w], n + 2, lv, &sum[n][lv][w]);
}

static bool plot_phases(const char *png, Tally *t)
{
    const char *dot = strrchr(png, '.');
    size_t stem = dot ? (size_t)(dot - png) : strlen(png);
    for (int sl = 0; sl < SLICES; sl++) {
        char path[1024];
        snprintf(path, sizeof path, "%.*s%s.png", (int)stem, png, PHASE_FILE[sl]);
        Calib story[EVAL_COUNTS], hint[EVAL_COUNTS];
        for (int n = 0; n < EVAL_COUNTS; n++) {
            story[n] = t->all[0][n][sl];
            hint[n] = t->all[1][n][sl];
        }
        if (!calibrate_plot(path, t->phase_name[sl], story, hint, EVAL_COUNTS)) {
            fprintf(stderr, "calibrate: cannot write %s\n", path);
            return false;
        }
    }
    return true;
}

/* by=stage: each state in the slice of its stage (the late stage and the end as one). */
static void stood_by_stage(Stood *at)
{
    at->phase = at->stage < 2 ? at->stage : 2;
}

static void slice_by_stage(Records *r)
{
    for (size_t i = 0; i < r->rows; i++) stood_by_stage(&r->row[i].at);
    for (size_t i = 0; i < r->hints; i++) stood_by_stage(&r->hint[i].at);
}

/* The fit made on another file's records (fit-from=), to measure held-out games with it
 * before it is compiled in. */
static bool fit_elsewhere(const char *path, bool pooled, Fits *fit)
{
    Records r = {0};
    bool ok = records_read(path, &r) && fits_make(&r, pooled, fit);
    records_free(&r);
    return ok;
}

bool calibrate_eval(const char *path, const EvalOptions *o, FILE *out, FILE *fit_out, const char *how)
{
    Records r = {0};
    static Fits fit;
    fits_compiled(&fit);
    fit.spread = o->spread > 0 ? o->spread : 0;
    if (o->fit_from && !fit_elsewhere(o->fit_from, o->pooled, &fit)) return false;
    bool ok = records_read(path, &r) && (!o->levels || records_tables(&r, o->levels)) &&
              (!fit_out || fits_make(&r, o->pooled, &fit));
    Tally *t = ok ? calloc(1, sizeof *t) : NULL;
    if (t) t->game = calloc((size_t)r.games * KINDS * SLICES + 1, sizeof *t->game);
    ok = ok && t && t->game;
    if (ok) t->phase_name = o->by_stage ? STAGE_NAME : PHASE_NAME;
    if (ok && o->by_stage) slice_by_stage(&r);
    if (ok) {
        fprintf(out, "records %s: %ld games, %zu story rows, %zu hint values%s\n", path, r.games, r.rows, r.hints,
                fit_out ? " (figures with the fit just made, on its own games)"
                        : o->fit_from ? " (figures with the fit made on fit-from=)" : "");
        fprintf(out, "%s\n", r.table ? "the figures know who plays (levels=: each seat weighed by its level)"
                                     : "the figures of the position alone (no levels=: every seat as a person)");
        if (fit.spread > 0)
            fprintf(out, "the hint as the search's distance below the best times %.3f (spread=: measured only; the "
                         "game reads the story one action ahead)\n", fit.spread);
        tally(&r, &fit, t);
        print_table(out, t, &r, o);
        print_deciles(out, t);
        print_agreement(out, &r, &fit, o->agree);
        if (r.table) print_levels(out, &r, &fit);
        if (o->bound) print_bound(out, &r, &fit, t->phase_name);
        if (fit_out) fits_print(fit_out, &fit, o->pooled, how);
        if (o->png) ok = plot_phases(o->png, t);
    }
    if (t) free(t->game);
    free(t);
    records_free(&r);
    return ok;
}
