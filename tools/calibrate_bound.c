/* calibrate_bound.c — how near a figure of the table could come in each phase of the game
 * (bound=, calibrate_eval.h). The phases are known only once the game is over: "the last two
 * rounds" are the rounds before the game turned out to end, and which rounds those were is
 * not on the table while they are played (R3.4: the end is known once it is triggered).
 * So a figure can come true as often as it says over the positions it is shown in, and still
 * not over the ones later found to be a game's last two rounds: a game that ends sooner is
 * more often one its leader wins.
 *
 * The bound: the figures replaced by what each came to in the very games measured, cell by
 * cell of all the table knows beside the figure itself: the player count, the round, the
 * leading race position (R3.1, by fours), whether the end is triggered (R3.4) and the figure
 * shown (by twentieths). It is fitted on the games it is measured on, so no re-reading of
 * today's figure by the round, the race and the end does better there; a decile it leaves
 * off by more than 6 points is not mended by telling the figures where in the game they
 * stand. (Even a perfect chance of the position, known exactly, is not calibrated on the
 * positions of games that later turned out to end soon.) */
#include <stdlib.h>

#include "calibrate_records.h"

#define BOUND_ROUNDS 40   /* rounds past the 39th share the last cell */
#define BOUND_LEADS 26    /* race positions by fours: 0-3, …, 100 and over */
#define BOUND_FIGURES 20

typedef struct {
    double n, y;
} Cell;

static size_t cell_of(int kind, int players, int round, int lead, int trig, double figure)
{
    int r = round < BOUND_ROUNDS ? round : BOUND_ROUNDS - 1;
    int l = lead / 4 < BOUND_LEADS ? (lead < 0 ? 0 : lead / 4) : BOUND_LEADS - 1;
    int f = (int)(figure * BOUND_FIGURES);
    f = f < 0 ? 0 : f >= BOUND_FIGURES ? BOUND_FIGURES - 1 : f;
    size_t i = (size_t)kind * EVAL_COUNTS + (size_t)(players - 2);
    i = (i * BOUND_ROUNDS + (size_t)r) * BOUND_LEADS + (size_t)l;
    return (i * 2 + (trig != 0)) * BOUND_FIGURES + (size_t)f;
}

/* One figure of a kind, shown where the game stood (at), that came to y: pass 0 adds it to
 * its cell; pass 1 adds the cell's outcome in its place to the phase's tally. */
static void bound_take(Cell *cells, int kind, const Stood *at, double figure, double y, int pass,
                       Calib out[2][EVAL_COUNTS][EVAL_PHASES])
{
    Cell *c = &cells[cell_of(kind, at->players, at->round, at->lead, at->trig, figure)];
    if (pass == 0) {
        c->n += 1;
        c->y += y;
    } else {
        calib_add(&out[kind][at->players - 2][at->phase], c->y / c->n, y);
    }
}

/* Every figure the measures read (calibrate_eval.c's tally): the story at every seat of
 * every state, the hint of every action played. pass 0 sums the cells; pass 1 adds each
 * cell's outcome in place of the figure to the phase's tally. */
static void bound_pass(const Records *r, const Fits *fit, Cell *cells, int pass,
                       Calib out[2][EVAL_COUNTS][EVAL_PHASES])
{
    for (size_t i = 0; i < r->rows; i++) {
        const Row *w = &r->row[i];
        const BotTable *table = records_table(r, w->at.game);
        for (int s = 0; s < w->at.players; s++) {
            double f = figure_story(fit, table, w->at.players, w->at.stage, w->decided, w->p, s);
            bound_take(cells, 0, &w->at, f, w->y[s], pass, out);
        }
    }
    for (size_t i = 0; i < r->hints; i++) {
        const HintRec *h = &r->hint[i];
        double f = figure_hint(fit, records_table(r, h->at.game), h);
        bound_take(cells, 1, &h->at, f, h->y, pass, out);
    }
}

void calibrate_bound(const Records *r, const Fits *fit, Calib out[2][EVAL_COUNTS][EVAL_PHASES])
{
    size_t n = cell_of(1, 2 + EVAL_COUNTS - 1, BOUND_ROUNDS - 1, 4 * BOUND_LEADS, 1, 1) + 1;
    Cell *cells = calloc(n, sizeof *cells);
    if (!cells) exit(1);
    for (int pass = 0; pass < 2; pass++) bound_pass(r, fit, cells, pass, out);
    free(cells);
}
