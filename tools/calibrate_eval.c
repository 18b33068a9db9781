/* calibrate_eval.c — the calibration tool's records measured and fitted (calibrate_eval.h).
 * docs/bots.md ("Honest win chances") has the runs and their figures. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "bot_internal.h"   /* HintMap, hint_map, story_calibrate, the compiled-in fits */
#include "calibrate_eval.h"
#include "calibrate_plot.h"
#include "calibration.h"
#include "mixed_game.h"   /* mixed_levels */

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
#define KINDS 3            /* the story, the hint as shown, the hard search's value */
#define SLICES (EVAL_PHASES + 1)   /* the phases, then the whole game */

static const char *const KIND_NAME[KINDS] = {"story", "hint", "hint before the map"};
static const char *const PHASE_NAME[SLICES] = {"first third", "middle", "last two rounds", "whole game"};
static const char *const PHASE_FILE[SLICES] = {"-first", "-middle", "-last", ""};

typedef struct {
    int players, stage, decided;
    long game;
    int phase;
    float p[GAME_MAX_PLAYERS], y[GAME_MAX_PLAYERS];
} Row;

typedef struct {
    int players, stage, seat, after_stage, after_decided;
    long game;
    int phase;
    double value, y;
    float after[GAME_MAX_PLAYERS];
    bool has_best;                      /* an H record: the search's best action too */
    int best_stage, best_decided;
    double best_value;
    float best_after[GAME_MAX_PLAYERS];
} HintRec;

typedef struct {
    Row *row;
    HintRec *hint;
    size_t rows, hints, row_cap, hint_cap;
    long games;           /* the highest game index + 1 */
    long first;           /* the file being read: its game 0 is this index (several files) */
    int *game_players;    /* per game */
    long *game_index;     /* per game: its index in its own run (mixed_levels) */
    int *game_file;       /* per game: which of the files it came from */
    int file;             /* the file being read */
    BotTable *table;      /* per game: who played (levels=, mixed_levels); NULL: not known */
} Records;

/* What is done to the records' raw figures: the compiled-in fits, or ones just made. */
typedef struct {
    HintMap map[EVAL_COUNTS][BOT_STAGES];
    double temperature[EVAL_COUNTS][BOT_STAGES];
    HintMap story[EVAL_COUNTS][BOT_STAGES];
    /* knowing who plays (levels=; bot_win_chance_at): a temperature, the seats' level offsets
     * (bot_seat_offset) and a map of their own */
    double seated_temperature[EVAL_COUNTS][BOT_STAGES];
    double offset[EVAL_COUNTS][BOT_STAGES][BOT_LEVEL_COUNT];
    HintMap seated_story[EVAL_COUNTS][BOT_STAGES];
    double mover[EVAL_COUNTS][BOT_STAGES];   /* bot_mover_offset: the hint's figure of a move */
    double spread;   /* spread=: the search's distance below the best times this; 0: the game's figure */
} Fits;

static void *grow(void *p, size_t *cap, size_t n, size_t size)
{
    if (n < *cap) return p;
    *cap = *cap ? 2 * *cap : 65536;
    p = realloc(p, *cap * size);
    if (!p) exit(1);
    return p;
}

static bool read_floats(FILE *f, int n, float *out)
{
    for (int i = 0; i < n; i++)
        if (fscanf(f, "%f", &out[i]) != 1) return false;
    return true;
}

/* One record after its kind letter; false when it is not one. */
static bool read_record(FILE *f, char kind, Records *r)
{
    int players, round, rounds, lead, trig;
    long game;
    if (fscanf(f, "%d %ld %d %d %d %d", &players, &game, &round, &rounds, &lead, &trig) != 6 || players < 2 ||
        players > GAME_MAX_PLAYERS || game < 0 || round < 1 || rounds < round)
        return false;
    game += r->first;
    int stage = bot_stage_of(lead, trig != 0), phase = calib_phase(round, rounds);
    if (game >= r->games) {
        r->game_players = realloc(r->game_players, (size_t)(game + 1) * sizeof *r->game_players);
        r->game_index = realloc(r->game_index, (size_t)(game + 1) * sizeof *r->game_index);
        r->game_file = realloc(r->game_file, (size_t)(game + 1) * sizeof *r->game_file);
        if (!r->game_players || !r->game_index || !r->game_file) exit(1);
        for (long g = r->games; g <= game; g++) r->game_players[g] = 0;
        r->games = game + 1;
    }
    r->game_players[game] = players;
    r->game_index[game] = game - r->first;
    r->game_file[game] = r->file;
    if (kind == 's') {
        r->row = grow(r->row, &r->row_cap, r->rows, sizeof *r->row);
        Row *w = &r->row[r->rows];
        *w = (Row){.players = players, .stage = stage, .game = game, .phase = phase};
        if (fscanf(f, "%d", &w->decided) != 1 || !read_floats(f, players, w->p) || !read_floats(f, players, w->y))
            return false;
        r->rows++;
        return true;
    }
    r->hint = grow(r->hint, &r->hint_cap, r->hints, sizeof *r->hint);
    HintRec *h = &r->hint[r->hints];
    *h = (HintRec){.players = players, .stage = stage, .game = game, .phase = phase};
    int alead, atrig;
    if (fscanf(f, "%d %lf %lf %d %d %d", &h->seat, &h->value, &h->y, &alead, &atrig, &h->after_decided) != 6 ||
        h->seat < 0 || h->seat >= players || !read_floats(f, players, h->after))
        return false;
    h->after_stage = bot_stage_of(alead, atrig != 0);
    h->has_best = kind == 'H';
    if (h->has_best && (fscanf(f, "%lf %d %d %d", &h->best_value, &alead, &atrig, &h->best_decided) != 4 ||
                        !read_floats(f, players, h->best_after)))
        return false;
    h->best_stage = bot_stage_of(alead, atrig != 0);
    r->hints++;
    return true;
}

static bool read_file(const char *path, Records *r)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "calibrate: cannot read %s\n", path);
        return false;
    }
    char kind;
    long line = 0;
    bool ok = true;
    r->first = r->games;
    while (ok && fscanf(f, " %c", &kind) == 1) {
        line++;
        ok = (kind == 's' || kind == 'h' || kind == 'H') && read_record(f, kind, r);
        if (!ok) fprintf(stderr, "calibrate: %s: record %ld is not one (calibrate_eval.h)\n", path, line);
    }
    fclose(f);
    return ok;
}

/* One file or several, comma-separated: each file's games after the ones before (runs of
 * other seeds pooled for a fit). */
static bool read_records(const char *paths, Records *r)
{
    char path[1024];
    for (const char *p = paths; *p;) {
        size_t len = strcspn(p, ",");
        if (len >= sizeof path) return false;
        memcpy(path, p, len);
        path[len] = '\0';
        if (!read_file(path, r)) return false;
        r->file++;
        p += len + (p[len] == ',');
    }
    return true;
}

/* ---- the figures shown, from a record ------------------------------------------------ */

/* The model's chances tempered (t), then each seat weighed by its level's offset a[level]
 * when the game's table is known (seats_weigh; a table of persons, or none, leaves them). */
static void story_weighed(double t, const double *a, const BotTable *table, int players, const float *p,
                          int mover, double mover_offset, double c[GAME_MAX_PLAYERS])
{
    double offset[GAME_MAX_PLAYERS] = {0};
    for (int s = 0; s < players; s++) c[s] = p[s];
    story_temper(c, players, t);
    for (int s = 0; table && s < players; s++)
        offset[s] = table->bot[s] ? a[(table->bot[s] - 1) % BOT_LEVEL_COUNT] : 0;
    if (mover >= 0) offset[mover] += mover_offset;
    seats_weigh(c, players, offset);
}

/* As shown_chances_moved: with no table the position alone, tempered and mapped; with one,
 * tempered, weighed by the seats' levels and mapped by the fit made knowing who plays; the
 * seat that has just moved (mover, -1: none) weighed by the mover's offset before the map. */
static double story_moved(const Fits *fit, const BotTable *table, int players, int stage, int decided, const float *p,
                          int seat, int mover)
{
    if (decided) return p[seat];
    int n = players - 2;
    bool seated = seats_known(table, players);
    double c[GAME_MAX_PLAYERS];
    story_weighed(seated ? fit->seated_temperature[n][stage] : fit->temperature[n][stage], fit->offset[n][stage],
                  table, players, p, mover, fit->mover[n][stage], c);
    story_calibrate(c, players, seated ? &fit->seated_story[n][stage] : &fit->story[n][stage]);
    return c[seat];
}

/* As shown_chances_at: every seat at a state, as the chart reads it. */
static double story_shown(const Fits *fit, const BotTable *table, int players, int stage, int decided, const float *p,
                          int seat)
{
    return story_moved(fit, table, players, stage, decided, p, seat, -1);
}

static const BotTable *table_of(const Records *r, long game)
{
    return r->table ? &r->table[game] : NULL;
}

/* hint_beside with its distance from the best times k (spread=): the figures the hint
 * showed before it read the story one action ahead (k = 1), or with a narrower or wider
 * spread, measured only. */
static double beside_spread(double anchor, double best_mapped, double mapped, double k)
{
    double shown = hint_beside(anchor, best_mapped, mapped);
    if (k == 1 || mapped == best_mapped) return shown;
    const double eps = 1e-6;   /* as hint_beside holds the ends */
    anchor = anchor < eps ? eps : anchor > 1 - eps ? 1 - eps : anchor;
    shown = shown < eps ? eps : shown > 1 - eps ? 1 - eps : shown;
    double at = log(anchor / (1 - anchor)), z = at + k * (log(shown / (1 - shown)) - at);
    return 1 / (1 + exp(-z));
}

/* As bot_explain_measured shows it: exact when decided after the action; else the mapped
 * value beside the story's chance after the best action, averaged with the story's chance
 * of the position the action leads to (hint_one_ahead); the mapped value alone when the
 * best's position is decided. An h record,
 * which has no best, is measured by the map alone; with spread= the search's distance
 * below the best (beside_spread). */
static double hint_shown(const Fits *fit, const BotTable *table, const HintRec *h)
{
    if (h->after_decided) return h->after[h->seat];
    const HintMap *m = &fit->map[h->players - 2][h->stage];
    double mapped = hint_map(m, h->value);
    if (!h->has_best || h->best_decided) return mapped;
    double anchor = story_moved(fit, table, h->players, h->best_stage, 0, h->best_after, h->seat, h->seat);
    if (fit->spread > 0) return beside_spread(anchor, hint_map(m, h->best_value), mapped, fit->spread);
    double story = story_moved(fit, table, h->players, h->after_stage, 0, h->after, h->seat, h->seat);
    return hint_one_ahead(anchor, story, hint_beside(anchor, hint_map(m, h->best_value), mapped));
}

/* ---- the fits -------------------------------------------------------------------------- */

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
        if (w->players != players || !stage_holds(stage, w->stage) || w->decided) continue;
        double c[GAME_MAX_PLAYERS];
        story_weighed(t, a, table_of(r, w->game), players, w->p, -1, 0, c);
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
    for (size_t i = 0; i < r->rows; i++) cap += (size_t)r->row[i].players;
    double *x = malloc((cap + 1) * sizeof *x), *y = malloc((cap + 1) * sizeof *y);
    if (!x || !y) exit(1);
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        if (w->players != players || !stage_holds(stage, w->stage) || w->decided) continue;
        double c[GAME_MAX_PLAYERS];
        story_weighed(t, a, table_of(r, w->game), players, w->p, -1, 0, c);
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
        if (h->players != players || (!pooled && !stage_holds(stage, h->stage)) || h->after_decided) continue;
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
        if (w->players != players || !stage_holds(stage, w->stage) || w->decided) continue;
        const BotTable *t = &r->table[w->game];
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
        if (w->players == players && stage_holds(stage, w->stage) && !w->decided)
            story_weighed(t, NULL, NULL, players, w->p, -1, 0, &base[i * GAME_MAX_PLAYERS]);
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
/* The log-loss of the hint's figures as shown (hint_shown) at a player count, over the
 * records whose figure reads the mover's offset (a best whose position is not decided). */
static double hint_loss(const Records *r, const Fits *fit, int players)
{
    double sum = 0;
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        if (h->players != players || !h->has_best || h->best_decided || h->after_decided) continue;
        double q = hint_shown(fit, table_of(r, h->game), h);
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

static bool fit_all(const Records *r, bool pooled, Fits *fit)
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

static void print_source(FILE *out, const Fits *fit, bool pooled, const char *how)
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

/* ---- the measures ---------------------------------------------------------------------- */

/* Per game, kind and slice: bootstrap resamples games, so each game keeps its own sums. */
typedef struct {
    Calib all[KINDS][EVAL_COUNTS][SLICES];
    Calib *game;          /* [games][KINDS][SLICES] */
    long games;
} Tally;

static Calib *game_calib(Tally *t, long game, int kind, int slice)
{
    return &t->game[(game * KINDS + kind) * SLICES + slice];
}

static void tally_add(Tally *t, long game, int players, int kind, int phase, double p, double y)
{
    int slices[2] = {phase, EVAL_PHASES};
    for (int k = 0; k < 2; k++) {
        calib_add(&t->all[kind][players - 2][slices[k]], p, y);
        calib_add(game_calib(t, game, kind, slices[k]), p, y);
    }
}

static void tally(const Records *r, const Fits *fit, Tally *t)
{
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        for (int s = 0; s < w->players; s++)
            tally_add(t, w->game, w->players, 0, w->phase,
                      story_shown(fit, table_of(r, w->game), w->players, w->stage, w->decided, w->p, s), w->y[s]);
    }
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        tally_add(t, h->game, h->players, 1, h->phase, hint_shown(fit, table_of(r, h->game), h), h->y);
        tally_add(t, h->game, h->players, 2, h->phase, h->value, h->y);
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

/* The ECE's 90 % interval over `resamples` draws of the player count's games with
 * replacement (a game's estimates are not independent of each other). */
static void bootstrap(Tally *t, const Records *r, int players, int kind, int slice, int resamples, double *lo,
                      double *hi)
{
    long *mine = malloc((size_t)(r->games + 1) * sizeof *mine), n = 0;
    double *ece = malloc((size_t)(resamples + 1) * sizeof *ece);
    if (!mine || !ece) exit(1);
    for (long g = 0; g < r->games; g++)
        if (r->game_players[g] == players) mine[n++] = g;
    Rng rng = {0x5eed0000u + (uint64_t)(players * 16 + kind * 4 + slice)};
    for (int b = 0; b < resamples; b++) {
        Calib c = {0};
        for (long i = 0; i < n; i++) calib_merge(&c, game_calib(t, mine[rng_below(&rng, (int)n)], kind, slice));
        ece[b] = c.n ? calib_ece(&c) : 0;
    }
    qsort(ece, (size_t)resamples, sizeof *ece, by_value);
    *lo = ece[(int)(0.05 * resamples)];
    *hi = ece[(int)(0.95 * resamples) < resamples ? (int)(0.95 * resamples) : resamples - 1];
    free(mine);
    free(ece);
}

/* The deciles with at least 2 % of the estimates that are off by more than 6 points. */
static void print_far_deciles(FILE *out, const Calib *c)
{
    int far = 0;
    for (int b = 0; b < CALIB_BINS; b++) {
        double p, y;
        if (!calib_bin_means(c, b, &p, &y) || (double)c->count[b] < 0.02 * (double)c->n || fabs(p - y) <= 0.06)
            continue;
        fprintf(out, "%s %d-%d %% (%.1f %% of them): stated %.1f %%, won %.1f %%", far++ ? ";" : "    off by > 6 points:",
                10 * b, 10 * b + 10, 100.0 * (double)c->count[b] / (double)c->n, 100 * p, 100 * y);
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
                double lo = 0, hi = 0;
                if (o->bootstrap > 0) bootstrap(t, r, n + 2, kind, sl, o->bootstrap, &lo, &hi);
                fprintf(out, "%s players %d %s: estimates %ld ECE %.2f pp (90 %% %.2f-%.2f) Brier %.4f\n",
                        KIND_NAME[kind], n + 2, PHASE_NAME[sl], c->n, 100 * calib_ece(c), 100 * lo, 100 * hi,
                        calib_brier(c));
                print_far_deciles(out, c);
            }
}

static void print_deciles(FILE *out, const Tally *t)
{
    for (int kind = 0; kind < 2; kind++)
        for (int n = 0; n < EVAL_COUNTS; n++)
            for (int sl = 0; sl < EVAL_PHASES; sl++) {
                const Calib *c = &t->all[kind][n][sl];
                fprintf(out, "deciles %s players %d %s:", KIND_NAME[kind], n + 2, PHASE_NAME[sl]);
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
        const BotTable *table = table_of(r, h->game);
        double story = story_shown(fit, table, h->players, h->after_stage, h->after_decided, h->after, h->seat);
        sum += d[i] = fabs(hint_shown(fit, table, h) - story);
    }
    qsort(d, n, sizeof *d, by_value);
    fprintf(out, "|hint - story| over %zu positions: mean %.2f pp, 95th percentile %.2f pp, largest %.2f pp\n", n,
            100 * sum / (double)n, 100 * d[(size_t)(0.95 * (double)n)], 100 * d[n - 1]);
    free(d);
}

/* levels=: the seeds of the from= files in order; each game's levels are drawn again from
 * its seed and index (mixed_levels) into its table, so the figures know who plays, as
 * bot_win_chance_at and the hint do at the table. False when the count of seeds is not the
 * count of files. */
static bool read_tables(Records *r, const char *seeds)
{
    uint64_t seed[64];
    int files = 0;
    for (const char *p = seeds; *p && files < 64; files++) {
        char *end;
        seed[files] = strtoull(p, &end, 10);
        if (end == p) return false;
        p = end + (*end == ',');
    }
    if (files != r->file) {
        fprintf(stderr, "calibrate: levels= names %d seeds for %d files of records\n", files, r->file);
        return false;
    }
    r->table = calloc((size_t)r->games + 1, sizeof *r->table);
    if (!r->table) exit(1);
    for (long g = 0; g < r->games; g++) {
        if (!r->game_players[g]) continue;
        BotLevel level[GAME_MAX_PLAYERS];
        mixed_levels(r->game_players[g], r->game_index[g], seed[r->game_file[g]], level);
        for (int s = 0; s < r->game_players[g]; s++) r->table[g].bot[s] = (uint8_t)(1 + level[s]);
    }
    return true;
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
        for (int s = 0; s < w->players && !w->decided; s++) {
            LevelSums *k = &sum[w->players - 2][(r->table[w->game].bot[s] - 1) % BOT_LEVEL_COUNT][0];
            k->n++;
            k->before += story_shown(fit, NULL, w->players, w->stage, 0, w->p, s);
            k->now += story_shown(fit, &r->table[w->game], w->players, w->stage, 0, w->p, s);
            k->won += w->y[s];
        }
    }
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        if (!h->has_best) continue;
        const BotTable *table = &r->table[h->game];
        const HintMap *m = &fit->map[h->players - 2][h->stage];
        LevelSums *k = &sum[h->players - 2][(table->bot[h->seat] - 1) % BOT_LEVEL_COUNT]
                            [1 + (hint_map(m, h->value) == hint_map(m, h->best_value))];
        k->n++;
        k->before += hint_shown(fit, NULL, h);
        k->now += hint_shown(fit, table, h);
        k->story_before += story_shown(fit, NULL, h->players, h->after_stage, h->after_decided, h->after, h->seat);
        k->story_now += story_shown(fit, table, h->players, h->after_stage, h->after_decided, h->after, h->seat);
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
        if (!calibrate_plot(path, PHASE_NAME[sl], story, hint, EVAL_COUNTS)) {
            fprintf(stderr, "calibrate: cannot write %s\n", path);
            return false;
        }
    }
    return true;
}

static void compiled_fits(Fits *fit)
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

static void records_free(Records *r)
{
    free(r->row);
    free(r->hint);
    free(r->game_players);
    free(r->game_index);
    free(r->game_file);
    free(r->table);
}

/* The fit made on another file's records (fit-from=), to measure held-out games with it
 * before it is compiled in. */
static bool fit_elsewhere(const char *path, bool pooled, Fits *fit)
{
    Records r = {0};
    bool ok = read_records(path, &r) && fit_all(&r, pooled, fit);
    records_free(&r);
    return ok;
}

bool calibrate_eval(const char *path, const EvalOptions *o, FILE *out, FILE *fit_out, const char *how)
{
    Records r = {0};
    static Fits fit;
    compiled_fits(&fit);
    fit.spread = o->spread > 0 ? o->spread : 0;
    if (o->fit_from && !fit_elsewhere(o->fit_from, o->pooled, &fit)) return false;
    bool ok = read_records(path, &r) && (!o->levels || read_tables(&r, o->levels)) &&
              (!fit_out || fit_all(&r, o->pooled, &fit));
    Tally *t = ok ? calloc(1, sizeof *t) : NULL;
    if (t) t->game = calloc((size_t)r.games * KINDS * SLICES + 1, sizeof *t->game);
    ok = ok && t && t->game;
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
        if (fit_out) print_source(fit_out, &fit, o->pooled, how);
        if (o->png) ok = plot_phases(o->png, t);
    }
    if (t) free(t->game);
    free(t);
    records_free(&r);
    return ok;
}
