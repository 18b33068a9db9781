/* value_fit.c — fits the hard bot's win-chance model (src/bots/value.c) and writes its
 * weights as C source (src/bots/value_weights.c). For each player count it plays games of
 * medium against medium (sides alternating sun and moon, rolls from the game's generator
 * seeded from seed=), records every position where a turn starts or a round's dice are due
 * (where the hard bot's sampled futures stop, docs/bots.md), the features of every seat
 * there and who finally won (R3.5), and fits a conditional logit — P(seat wins) = softmax
 * over seats of w·features — by Newton's method with a small ridge. The last fifth of the
 * games are held out: the log-loss and how often the favourite won are reported on them
 * (stderr). Same arguments, same weights.
 *
 *   build/rajas-value-fit games=400 seed=1 > src/bots/value_weights.c
 *
 * With `mixed` it fits the weights of the chances players are shown instead (shown_weights.c):
 * the games are of bots of mixed levels (mixed_game.h) and every state of them is recorded,
 * as the story reads the chances at every state (story.h):
 *
 *   build/rajas-value-fit games=300 seed=2 mixed > src/bots/shown_weights.c
 *
 * It uses the bots' internal header (the features are theirs) and lives outside src/bots
 * because no program but this one needs it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "data.h"
#include "mixed_game.h"

#define F VALUE_FEATURES
#define RIDGE 1e-3        /* per position: keeps rarely-seen features from running off */
#define NEWTON_STEPS 40

typedef struct {
    int players;
    double x[GAME_MAX_PLAYERS][F];
    double y[GAME_MAX_PLAYERS];   /* 1 for the winner, shared by tied winners */
} Position;

typedef struct {
    Position *p;
    size_t count, cap, train;     /* positions [0, train) fit, the rest are held out */
} Data;

static void push(Data *d, const Position *p)
{
    if (d->count == d->cap) {
        d->cap = d->cap ? 2 * d->cap : 4096;
        d->p = realloc(d->p, d->cap * sizeof *d->p);
        if (!d->p) {
            fputs("value_fit: out of memory\n", stderr);
            exit(1);
        }
    }
    d->p[d->count++] = *p;
}

static bool recorded_here(const Game *g)
{
    return g->waiting == WAIT_ROLL ||
           (g->waiting == WAIT_ACTION && g->step.kind == STEP_CHOOSE_DIE);
}

/* Every state of a game played by seats of mixed levels (mixed_game.h) joins d with the
 * final result: the shown chances are read at every state (story.h). */
static void play_mixed(const Sheets *sheets, int players, long i, uint64_t seed, Data *d)
{
    Setup setup;
    BotLevel level[GAME_MAX_PLAYERS];
    mixed_setup(sheets, players, i, 1, seed, &setup, level);
    Session s;
    session_init(&s, sheets);
    Refusal why;
    if (session_new(&s, &setup, &why) && mixed_play(&s, level, MIXED_HARD_SAMPLES, NULL, NULL)) {
        double won[GAME_MAX_PLAYERS];
        value_chances(&s.game, sheets, won);   /* over: 1 for the winner */
        for (size_t k = 0; k < s.count; k++) {
            Position p = {players, {{0}}, {0}};
            for (int seat = 0; seat < players; seat++)
                value_features(&s.entry[k].before, sheets, seat, p.x[seat]);
            memcpy(p.y, won, sizeof won);
            push(d, &p);
        }
    }
    session_free(&s);
}

/* One medium-against-medium game; its positions join d with the final result. */
static void play(const Sheets *sheets, int players, int sheet, uint64_t seed, Data *d)
{
    Setup setup = {(uint8_t)players, (uint8_t)sheet, (uint8_t)(seed % players), seed};
    Game g;
    Refusal why;
    if (!game_start(&g, sheets, &setup, &why))
        return;
    size_t first = d->count;
    BotConfig config = bot_config_default(seed ^ 0xF17ull);
    for (int steps = 0; game_actor(&g) != GAME_NOBODY && steps < 5000; steps++) {
        if (recorded_here(&g)) {
            Position p = {players, {{0}}, {0}};
            for (int s = 0; s < players; s++)
                value_features(&g, sheets, s, p.x[s]);
            push(d, &p);
        }
        Action a;
        if (game_actor(&g) == GAME_CHANCE)
            game_roll_random(&g, sheets, NULL);
        else if (bot_choose(&g, sheets, BOT_MEDIUM, &config, &a))
            game_apply(&g, sheets, &a, &why);
    }
    double won[GAME_MAX_PLAYERS];
    value_chances(&g, sheets, won);   /* over: 1 for the winner */
    for (size_t i = first; i < d->count; i++)
        memcpy(d->p[i].y, won, sizeof won);
}

static void chances(const Position *p, const double *w, double *c)
{
    double top = -1e300, sum = 0, score[GAME_MAX_PLAYERS];
    for (int s = 0; s < p->players; s++) {
        score[s] = 0;
        for (int k = 0; k < F; k++)
            score[s] += w[k] * p->x[s][k];
        top = score[s] > top ? score[s] : top;
    }
    for (int s = 0; s < p->players; s++)
        sum += c[s] = exp(score[s] - top);
    for (int s = 0; s < p->players; s++)
        c[s] /= sum;
}

/* Solves a x = b (F×F) by Gaussian elimination with partial pivoting; a and b are spent. */
static void solve(double a[F][F], double b[F], double x[F])
{
    for (int c = 0; c < F; c++) {
        int piv = c;
        for (int r = c + 1; r < F; r++)
            if (fabs(a[r][c]) > fabs(a[piv][c]))
                piv = r;
        for (int k = 0; k < F; k++) {
            double t = a[c][k]; a[c][k] = a[piv][k]; a[piv][k] = t;
        }
        double t = b[c]; b[c] = b[piv]; b[piv] = t;
        for (int r = c + 1; r < F; r++) {
            double m = a[r][c] / a[c][c];
            for (int k = c; k < F; k++)
                a[r][k] -= m * a[c][k];
            b[r] -= m * b[c];
        }
    }
    for (int r = F - 1; r >= 0; r--) {
        double s = b[r];
        for (int k = r + 1; k < F; k++)
            s -= a[r][k] * x[k];
        x[r] = s / a[r][r];
    }
}

/* One Newton step on the ridge-penalised log-likelihood of the training positions. */
static void newton_step(const Data *d, double w[F])
{
    static double h[F][F];
    double grad[F] = {0}, step[F];
    memset(h, 0, sizeof h);
    for (size_t i = 0; i < d->train; i++) {
        const Position *p = &d->p[i];
        double c[GAME_MAX_PLAYERS], mean[F] = {0};
        chances(p, w, c);
        for (int s = 0; s < p->players; s++)
            for (int k = 0; k < F; k++) {
                mean[k] += c[s] * p->x[s][k];
                grad[k] += (p->y[s] - c[s]) * p->x[s][k];
            }
        for (int s = 0; s < p->players; s++)
            for (int j = 0; j < F; j++)
                for (int k = 0; k < F; k++)
                    h[j][k] += c[s] * (p->x[s][j] - mean[j]) * (p->x[s][k] - mean[k]);
    }
    double ridge = RIDGE * (double)d->train;
    for (int k = 0; k < F; k++) {
        grad[k] -= ridge * w[k];
        h[k][k] += ridge;
    }
    solve(h, grad, step);
    for (int k = 0; k < F; k++)
        w[k] += step[k];
}

/* Held-out log-loss per position and how often the seat given the best chance won. */
static void held_out(const Data *d, const double w[F], double *loss, double *hits)
{
    double l = 0, h = 0;
    for (size_t i = d->train; i < d->count; i++) {
        const Position *p = &d->p[i];
        double c[GAME_MAX_PLAYERS];
        chances(p, w, c);
        int fav = 0;
        for (int s = 0; s < p->players; s++) {
            l -= p->y[s] > 0 ? p->y[s] * log(c[s] > 1e-12 ? c[s] : 1e-12) : 0.0;
            fav = c[s] > c[fav] ? s : fav;
        }
        h += p->y[fav];
    }
    size_t n = d->count - d->train;
    *loss = n ? l / (double)n : 0;
    *hits = n ? h / (double)n : 0;
}

static void fit(const Sheets *sheets, int players, long games, uint64_t seed, bool mixed, double w[F])
{
    Data d = {0};
    long train_games = games - games / 5;
    for (long i = 0; i < games; i++) {
        if (i == train_games)
            d.train = d.count;
        uint64_t game_seed = seed * RANDOM_GAMMA + (uint64_t)(players * 1000003L + i);
        if (mixed)
            play_mixed(sheets, players, i, seed, &d);
        else
            play(sheets, players, (int)(i % sheets->count), game_seed, &d);
    }
    memset(w, 0, F * sizeof *w);
    double loss0, hits0, loss, hits;
    held_out(&d, w, &loss0, &hits0);
    for (int it = 0; it < NEWTON_STEPS; it++)
        newton_step(&d, w);
    held_out(&d, w, &loss, &hits);
    fprintf(stderr, "players %d games %ld positions %zu (held out %zu): log-loss %.4f (even "
            "chances %.4f), favourite won %.3f\n", players, games, d.count, d.count - d.train,
            loss, loss0, hits);
    free(d.p);
}

/* The weights as C source: the hard bot's (value_weights.c) or, mixed, the shown ones
 * (shown_weights.c). */
static void print_weights(const double w[GAME_MAX_PLAYERS - 1][F], long games, unsigned long long seed,
                          bool mixed)
{
    const char *file = mixed ? "shown_weights.c" : "value_weights.c";
    printf("/* %s — the win-chance model's weights (value.c)%s, one row per player\n"
           " * count (2–5), features in value_features' order. Written by tools/value_fit.c:\n"
           " *   build/rajas-value-fit games=%ld seed=%llu%s > src/bots/%s\n"
           " * Do not edit by hand; docs/bots.md says how they were fitted. */\n"
           "#include \"bot_internal.h\"\n\n"
           "const double %s[GAME_MAX_PLAYERS - 1][VALUE_FEATURES] = {\n", file,
           mixed ? " shown to players" : "", games, seed, mixed ? " mixed" : "", file,
           mixed ? "SHOWN_WEIGHTS" : "VALUE_WEIGHTS");
    for (int n = 0; n < GAME_MAX_PLAYERS - 1; n++) {
        printf("    {");
        for (int k = 0; k < F; k++)
            printf("%s%.6f", k ? ", " : "", w[n][k]);
        printf("},\n");
    }
    printf("};\n");
}

int main(int argc, char **argv)
{
    long games = 400;
    unsigned long long seed = 1;
    bool mixed = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "mixed") == 0)
            mixed = true;
        else if (sscanf(argv[i], "games=%ld", &games) != 1 && sscanf(argv[i], "seed=%llu", &seed) != 1) {
            fputs("usage: rajas-value-fit [games=<n per player count>] [seed=<n>] [mixed]"
                  " > value_weights.c (mixed: > shown_weights.c)\n", stderr);
            return 2;
        }
    }
    static Sheets sheets;
    char err[256];
    if (!data_load_sheets(&sheets, err, sizeof err)) {
        fprintf(stderr, "value_fit: %s\n", err);
        return 1;
    }
    double w[GAME_MAX_PLAYERS - 1][F];
    for (int n = GAME_MIN_PLAYERS; n <= GAME_MAX_PLAYERS; n++)
        fit(&sheets, n, games, seed, mixed, w[n - 2]);
    print_weights((const double (*)[F])w, games, seed, mixed);
    return 0;
}
