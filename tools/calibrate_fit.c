/* calibrate_fit.c — the fits made on the calibration tool's records, per player count and
 * stage: the hint's map, the story's temperature and map, the seats' level offsets and the
 * mover's offset, and the fits printed as hint_weights.c (docs/bots.md, "Honest win chances"). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "calibrate_records.h"
#include "calibration.h"

#define HINT_BINS 12       /* the map's bins of equal count, per player count and stage */
/* The story's map at 3-5 players: every seat at every state, a hundred times the hint's
 * values, but they move together within a game, so few bins. At 2 players none: a game
 * gives both seats one outcome, and on the 686 games of seed 1 a map fitted on seed 3 (8
 * bins) raised the ECE in every phase where the temperature alone met the goal (first
 * third 2.07 -> 3.25, middle 0.93 -> 1.64, last two rounds 2.75 -> 4.33 points) and lowered
 * it in 8 of the 9 phase cells at 3-5 (docs/bots.md). */
#define STORY_BINS 8
/* The level offsets' ridge: a pull to 0 of this many units of log-loss per squared unit of
 * offset. At 2 players medium beat easy in 400 games of 400 (docs/bots.md), so without it
 * easy's offset runs off to minus infinity. */
#define OFFSET_RIDGE 1.0

/* Whether a row of stage `of` is fitted in `stage`: its own, and the late stage and the end
 * both in the two as one (BOT_STAGE_LATE_WHOLE, the puzzles' figures). */
static bool stage_holds(int stage, int of)
{
    return of == stage || (stage == BOT_STAGE_LATE_WHOLE && bot_stage_whole(of) == stage);
}

/* The story's log-loss at temperature t (with the level offsets a) over the undecided rows
 * of a player count and stage. */
static double log_loss(const Records *r, int players, int stage, double t, const double *a)
{
    double loss = 0;
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        if (w->at.players != players || !stage_holds(stage, w->at.stage) || w->decided) continue;
        double c[GAME_MAX_PLAYERS];
        figure_weighed(t, a, records_table(r, w->at.game), players, w->p, -1, 0, c);
        for (int s = 0; s < players; s++)
            if (w->y[s] > 0) loss -= w->y[s] * log(c[s] > 1e-12 ? c[s] : 1e-12);
    }
    return loss;
}

/* The temperature of least log-loss, by golden section over log t in [−1.5, 1.5]. */
static double fit_temperature(const Records *r, int players, int stage, const double *a)
{
    const double g = (sqrt(5.0) - 1) / 2;
    double lo = -1.5, hi = 1.5;
    for (int it = 0; it < 40; it++) {
        double c = hi - g * (hi - lo), d = lo + g * (hi - lo);
        if (log_loss(r, players, stage, exp(c), a) < log_loss(r, players, stage, exp(d), a)) hi = d;
        else lo = c;
    }
    return exp((lo + hi) / 2);
}

/* The story's map of a player count and stage: every seat's chance at every undecided state,
 * tempered as fitted, against its share of the win. */
static bool fit_story(const Records *r, int players, int stage, double t, const double *a, HintMap *m)
{
    if (players == 2) {   /* the temperature alone (STORY_BINS) */
        *m = (HintMap){2, {0, 1}, {0, 1}};
        return true;
    }
    size_t n = 0, cap = 0;
    for (size_t i = 0; i < r->rows; i++) cap += (size_t)r->row[i].at.players;
    double *x = malloc((cap + 1) * sizeof *x), *y = malloc((cap + 1) * sizeof *y);
    if (!x || !y) exit(1);
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        if (w->at.players != players || !stage_holds(stage, w->at.stage) || w->decided) continue;
        double c[GAME_MAX_PLAYERS];
        figure_weighed(t, a, records_table(r, w->at.game), players, w->p, -1, 0, c);
        for (int s = 0; s < players; s++) {
            x[n] = c[s];
            y[n++] = w->y[s];
        }
    }
    m->count = calib_monotone_fit(x, y, n, STORY_BINS, m->x, m->y, HINT_KNOTS_MAX);
    fprintf(stderr, "fit players %d stage %d: story temperature %.4f, %zu chances, %d knots\n", players, stage, t,
            n, m->count);
    free(x);
    free(y);
    return m->count > 0;
}

static bool fit_map(const Records *r, int players, int stage, bool pooled, HintMap *m)
{
    size_t n = 0;
    double *x = malloc((r->hints + 1) * sizeof *x), *y = malloc((r->hints + 1) * sizeof *y);
    if (!x || !y) exit(1);
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        if (h->at.players != players || (!pooled && !stage_holds(stage, h->at.stage)) || h->after_decided) continue;
        x[n] = h->value;
        y[n++] = h->y;
    }
    m->count = calib_monotone_fit(x, y, n, HINT_BINS, m->x, m->y, HINT_KNOTS_MAX);
    fprintf(stderr, "fit players %d stage %d: %zu hard values, %d knots\n", players, stage, n, m->count);
    free(x);
    free(y);
    return m->count > 0;
}

/* One step of Newton's method for the seats' level offsets a (log-odds, e^a weighing each
 * seat's chance, seats_weigh) at a player count and stage, on the undecided rows' chances
 * as shown before (base: tempered and mapped), by least log-loss against the shares of the
 * win: the gradient and Hessian by level, medium held (only differences of offsets change
 * a row). Returns the step's size. */
static double offsets_step(const Records *r, const double *base, int players, int stage, double a[BOT_LEVEL_COUNT],
                           double seats[BOT_LEVEL_COUNT])
{
    double g[BOT_LEVEL_COUNT] = {0}, h[BOT_LEVEL_COUNT][BOT_LEVEL_COUNT] = {{0}};
    for (int l = 0; l < BOT_LEVEL_COUNT; l++) seats[l] = 0;
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        if (w->at.players != players || !stage_holds(stage, w->at.stage) || w->decided) continue;
        const BotTable *t = &r->table[w->at.game];
        double q[GAME_MAX_PLAYERS], sum = 0, by[BOT_LEVEL_COUNT] = {0};
        for (int s = 0; s < players; s++) sum += q[s] = base[i * GAME_MAX_PLAYERS + s] * exp(a[t->bot[s] - 1]);
        for (int s = 0; s < players; s++) {
            int l = t->bot[s] - 1;
            q[s] = sum > 0 ? q[s] / sum : 1.0 / players;
            g[l] += q[s] - w->y[s];
            by[l] += q[s];
            seats[l]++;
        }
        for (int l = 0; l < BOT_LEVEL_COUNT; l++)
            for (int m = 0; m < BOT_LEVEL_COUNT; m++) h[l][m] += (l == m ? by[l] : 0) - by[l] * by[m];
    }
    /* medium held at 0: the 2 x 2 system of easy and hard, with the ridge's pull to 0 */
    g[BOT_EASY] += OFFSET_RIDGE * a[BOT_EASY];
    g[BOT_HARD] += OFFSET_RIDGE * a[BOT_HARD];
    double a00 = h[BOT_EASY][BOT_EASY] + OFFSET_RIDGE, a01 = h[BOT_EASY][BOT_HARD],
           a11 = h[BOT_HARD][BOT_HARD] + OFFSET_RIDGE;
    double det = a00 * a11 - a01 * a01;
    if (!(det > 0)) return 0;
    double de = -(a11 * g[BOT_EASY] - a01 * g[BOT_HARD]) / det, dh = -(a00 * g[BOT_HARD] - a01 * g[BOT_EASY]) / det;
    a[BOT_EASY] += de;
    a[BOT_HARD] += dh;
    return fabs(de) + fabs(dh);
}

/* The offsets of a player count and stage, medium's held at 0: a person counts as a medium
 * bot (bot_seat_offset; docs/bots.md, "Who plays"). */
static void fit_offsets(const Records *r, double t, int players, int stage, double a[BOT_LEVEL_COUNT])
{
    double *base = malloc((r->rows + 1) * GAME_MAX_PLAYERS * sizeof *base), seats[BOT_LEVEL_COUNT] = {0};
    if (!base) exit(1);
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        if (w->at.players == players && stage_holds(stage, w->at.stage) && !w->decided)
            figure_weighed(t, NULL, NULL, players, w->p, -1, 0, &base[i * GAME_MAX_PLAYERS]);
    }
    for (int l = 0; l < BOT_LEVEL_COUNT; l++) a[l] = 0;
    for (int it = 0; it < 100 && offsets_step(r, base, players, stage, a, seats) > 1e-9; it++) {}
    fprintf(stderr, "fit players %d stage %d: level offsets easy %.4f medium %.4f hard %.4f (seats %.0f, %.0f, %.0f)\n",
            players, stage, a[BOT_EASY], a[BOT_MEDIUM], a[BOT_HARD], seats[BOT_EASY], seats[BOT_MEDIUM], seats[BOT_HARD]);
    free(base);
}

/* The figures knowing who plays, with the games' tables (levels=): the temperature and the
 * seats' level offsets fitted in turn (each of least log-loss given the other: three rounds
 * settle them), then the map on the chances so weighed. */
static bool fit_seated(const Records *r, int players, int stage, Fits *fit)
{
    int n = players - 2;
    double *a = fit->offset[n][stage];
    fit->seated_temperature[n][stage] = fit->temperature[n][stage];
    for (int round = 0; round < 3; round++) {
        fit_offsets(r, fit->seated_temperature[n][stage], players, stage, a);
        fit->seated_temperature[n][stage] = fit_temperature(r, players, stage, a);
    }
    fprintf(stderr, "seated: ");
    return fit_story(r, players, stage, fit->seated_temperature[n][stage], a, &fit->seated_story[n][stage]);
}

/* The hint's map (the search's values alone), the story's temperature and map of the
 * position alone, and with the games' tables (levels=) the figures knowing who plays;
 * without tables those are the position's, offsets 0. */
/* The log-loss of the hint's figures as shown (figure_hint) at a player count, over the
 * records whose figure reads the mover's offset (a best whose position is not decided). */
static double hint_loss(const Records *r, const Fits *fit, int players)
{
    double sum = 0;
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        if (h->at.players != players || !h->has_best || h->best_decided || h->after_decided) continue;
        double q = figure_hint(fit, records_table(r, h->at.game), h);
        q = q < 1e-6 ? 1e-6 : q > 1 - 1e-6 ? 1 - 1e-6 : q;
        sum -= h->y * log(q) + (1 - h->y) * log(1 - q);
    }
    return sum;
}

/* The mover's offsets of a player count (bot_mover_offset), after every other fit: each
 * stage's in turn (a golden-section search over -1.5..2 in log-odds), twice round, of least
 * log-loss of the hint's figures; BOT_STAGE_LATE_WHOLE's stays 0 (the puzzles' figures). */
static void fit_mover(const Records *r, int players, Fits *fit)
{
    double *b = fit->mover[players - 2];
    for (int st = 0; st < BOT_STAGES; st++) b[st] = 0;
    for (int round = 0; round < 2; round++)
        for (int st = 0; st < BOT_STAGE_LATE_WHOLE; st++) {
            double lo = -1.5, hi = 2;
            for (int it = 0; it < 30; it++) {
                double c = lo + (hi - lo) * 0.382, d = lo + (hi - lo) * 0.618, lc, ld;
                b[st] = c;
                lc = hint_loss(r, fit, players);
                b[st] = d;
                ld = hint_loss(r, fit, players);
                if (lc < ld) hi = d;
                else lo = c;
            }
            b[st] = (lo + hi) / 2;
        }
    fprintf(stderr, "fit players %d: mover's offsets %.4f %.4f %.4f %.4f\n", players, b[0], b[1], b[2], b[3]);
}

bool fits_make(const Records *r, bool pooled, Fits *fit)
{
    for (int n = 0; n < EVAL_COUNTS; n++)
        for (int st = 0; st < BOT_STAGES; st++) {
            memset(fit->offset[n][st], 0, sizeof fit->offset[n][st]);
            fit->temperature[n][st] = fit_temperature(r, n + 2, st, fit->offset[n][st]);
            if (!fit_map(r, n + 2, st, pooled, &fit->map[n][st]) ||
                !fit_story(r, n + 2, st, fit->temperature[n][st], fit->offset[n][st], &fit->story[n][st]))
                return false;
            fit->seated_temperature[n][st] = fit->temperature[n][st];
            fit->seated_story[n][st] = fit->story[n][st];
            if (r->table && !fit_seated(r, n + 2, st, fit)) return false;
        }
    for (int n = 0; n < EVAL_COUNTS; n++) fit_mover(r, n + 2, fit);
    return true;
}

/* One table of maps, per player count and stage, as C source. */
static void print_maps(FILE *out, const char *name, HintMap const (*maps)[BOT_STAGES])
{
    fprintf(out, "const HintMap %s[GAME_MAX_PLAYERS - 1][BOT_STAGES] = {\n", name);
    for (int n = 0; n < EVAL_COUNTS; n++) {
        fprintf(out, "    {\n");
        for (int st = 0; st < BOT_STAGES; st++) {
            const HintMap *m = &maps[n][st];
            fprintf(out, "        {%d,\n         {", m->count);
            for (int i = 0; i < m->count; i++) fprintf(out, "%s%.9f", i ? ", " : "", m->x[i]);
            fprintf(out, "},\n         {");
            for (int i = 0; i < m->count; i++) fprintf(out, "%s%.9f", i ? ", " : "", m->y[i]);
            fprintf(out, "}},\n");
        }
        fprintf(out, "    },\n");
    }
    fprintf(out, "};\n");
}

static void print_temperatures(FILE *out, const char *name, double const (*t)[BOT_STAGES])
{
    fprintf(out, "\nconst double %s[GAME_MAX_PLAYERS - 1][BOT_STAGES] = {\n", name);
    for (int n = 0; n < EVAL_COUNTS; n++) {
        fprintf(out, "    {");
        for (int st = 0; st < BOT_STAGES; st++) fprintf(out, "%s%.6f", st ? ", " : "", t[n][st]);
        fprintf(out, "},\n");
    }
    fprintf(out, "};\n");
}

void fits_print(FILE *out, const Fits *fit, bool pooled, const char *how)
{
    fprintf(out, "/* hint_weights.c — what is done to the estimates before players see them, per player\n"
                 " * count (2–5) and stage of the game (bot_stage: early, middle, late, end;\n"
                 " * BOT_STAGE_LATE_WHOLE: the late stage and the end as one, the puzzles' figures):\n"
                 " *   - the map of the hard bot's values into the chances the hint and the review show\n"
                 " *     (hint_chance.c; then set beside the story's chance after the best action,\n"
                 " *     hint_beside): the knots (x, y) of a piecewise linear map over 0..1, rising\n"
                 " *     strictly, fitted on the hard search's values of the actions played (every seat's,\n"
                 " *     at the run's sampled decisions with a choice) against the seat's share of the win,\n"
                 " *     in games of bots of mixed levels: %d bins of equal count, made monotone, flat at\n"
                 " *     the ends but for a small rise (calib_monotone_fit)%s;\n"
                 " *   - the story's temperature (story_temper), of least log-loss on every seat's chance at\n"
                 " *     every state of the same games, then its map (story_calibrate), the same kind of\n"
                 " *     map fitted on those chances as tempered, %d bins (at 2 players the identity);\n"
                 " *   - the same knowing who plays (SEATED_*, bot_win_chance_at with a table): between the\n"
                 " *     temperature and the map, the seats' level offsets (bot_seat_offset, seat_levels.c):\n"
                 " *     each seat's tempered chance times e^offset of its level, the row made to add up to 1\n"
                 " *     again, fitted in turn with the temperature, of least log-loss with each game's levels\n"
                 " *     (levels=, mixed_levels), medium's 0 (a person's), easy's and hard's pulled to 0 by a\n"
                 " *     small ridge; the map fitted on the chances so weighed. Without levels=: the\n"
                 " *     position's, offsets 0;\n"
                 " *   - the mover's offset (MOVER_OFFSET, bot_mover_offset): the seat that has just moved\n"
                 " *     weighed by e^offset beside the others before the map, as the hint, the review and\n"
                 " *     \"Try it\" read a move, fitted last, of least log-loss of the hint's figures as\n"
                 " *     shown; 0 at BOT_STAGE_LATE_WHOLE.\n"
                 " * Decided positions (bot_decided) are left out of all: they are shown exactly.\n"
                 " * Written by tools/calibrate.c:\n"
                 " *   build/rajas-calibrate %s fit > src/bots/hint_weights.c\n"
                 " * Do not edit by hand; docs/bots.md says how they were fitted and checked. */\n"
                 "#include \"bot_internal.h\"\n\n", HINT_BINS,
            pooled ? ",\n *     on every stage's values together (`pooled`): the same map at each stage" : "",
            STORY_BINS, how);
    print_maps(out, "HINT_CALIBRATION", (HintMap const (*)[BOT_STAGES])fit->map);
    print_temperatures(out, "STORY_TEMPERATURE", fit->temperature);
    fprintf(out, "\n");
    print_maps(out, "STORY_CALIBRATION", (HintMap const (*)[BOT_STAGES])fit->story);
    print_temperatures(out, "SEATED_TEMPERATURE", fit->seated_temperature);
    print_maps(out, "SEATED_CALIBRATION", (HintMap const (*)[BOT_STAGES])fit->seated_story);
    fprintf(out, "\nconst double SEAT_LEVEL_OFFSET[GAME_MAX_PLAYERS - 1][BOT_STAGES][BOT_LEVEL_COUNT] = {\n");
    for (int n = 0; n < EVAL_COUNTS; n++) {
        fprintf(out, "    {");
        for (int st = 0; st < BOT_STAGES; st++)
            fprintf(out, "%s{%.6f, %.6f, %.6f}", st ? ", " : "", fit->offset[n][st][0], fit->offset[n][st][1],
                    fit->offset[n][st][2]);
        fprintf(out, "},\n");
    }
    fprintf(out, "};\n");
    print_temperatures(out, "MOVER_OFFSET", fit->mover);
}

void fits_compiled(Fits *fit)
{
    for (int n = 0; n < EVAL_COUNTS; n++)
        for (int st = 0; st < BOT_STAGES; st++) {
            fit->map[n][st] = HINT_CALIBRATION[n][st];
            fit->temperature[n][st] = STORY_TEMPERATURE[n][st];
            fit->story[n][st] = STORY_CALIBRATION[n][st];
            fit->seated_temperature[n][st] = SEATED_TEMPERATURE[n][st];
            fit->seated_story[n][st] = SEATED_CALIBRATION[n][st];
            for (int l = 0; l < BOT_LEVEL_COUNT; l++) fit->offset[n][st][l] = SEAT_LEVEL_OFFSET[n][st][l];
            fit->mover[n][st] = MOVER_OFFSET[n][st];
        }
}
