/* value.c — win chances from a fitted model (bot_internal.h). A race is won by the first
 * place (R3.5), not by points, so what the hard bot weighs is the chance of finishing first:
 * a lead of ten race points is nearly a win in the last round and little in the first.
 * Each seat's score is its hand-built evaluation (eval_seat, race points) times a factor
 * fitted for the phase of the game — early, late (how much of the race is run) and once
 * the end is triggered (R3.4) — plus who acts next and how many turns the seat still has
 * this round (R2.3, R2.4), which decide the last round, and the karma tie-breaks (R3.5).
 * Only the conversion of a lead into a chance is fitted, not the evaluation itself: fitted
 * on who won, the parts of the evaluation took the credit for playing well in general
 * (roads built early go with a strong player) and a search steered by them overbuilt
 * (docs/bots.md). The weights come from tools/value_fit.c.
 * The chances players are shown (shown_chances: the story's chart, the hint's "now") are the
 * same model with weights of their own, fitted on games of bots of every level, where the
 * hard bot's are fitted on medium against medium: a model that weighs futures for one
 * strong player need not be calibrated for a table of mixed strength (docs/bots.md, "Honest
 * win chances"); they then go through a temperature and a monotone map per stage of the
 * game (story_temper, story_calibrate), and a decided game's are exact (bot_decided). */
#include <math.h>

#include "bot_internal.h"

/* Turns seat still has in the current round, the one being played included (R2.3, R2.4:
 * 2 players take four turns a round, in the order holder, other, holder, other). */
static int turns_left(const Game *g, int seat)
{
    if (g->waiting == WAIT_ROLL || g->waiting == WAIT_OVER)
        return 0;
    int n = g->setup.players, per_round = n == 2 ? 4 : n, left = 0;
    for (int t = g->turn; t < per_round; t++)
        left += (g->holder + t) % n == seat;
    return left;
}

void value_features(const Game *g, const Sheets *sheets, int seat, double x[VALUE_FEATURES])
{
    EvalParts e;
    eval_parts(g, sheets, seat, &EVAL_HARD, &e);
    double own = eval_seat(g, sheets, seat, &EVAL_HARD) / 10.0;
    double ended = g->end_triggered ? 1.0 : 0.0, turns = turns_left(g, seat) / 2.0;
    x[0] = own;
    x[1] = own * (1.0 - e.remaining);
    x[2] = own * ended;
    x[3] = g->waiting != WAIT_OVER && g->to_act == seat ? 1.0 : 0.0;
    x[4] = turns;
    x[5] = turns * ended;
    x[6] = e.tie_breaks;
}

static void chances_over(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS])
{
    Ranking r;
    game_ranking(g, sheets, &r);
    int firsts = 0;
    for (int i = 0; i < r.count; i++)
        firsts += r.place[i] == 1;
    for (int i = 0; i < r.count; i++)
        chance[r.seat[i]] = r.place[i] == 1 ? 1.0 / firsts : 0.0;
}

/* The chances by the weights of one model (w: its rows, one per player count). */
static void chances_by(const Game *g, const Sheets *sheets, const double (*weights)[VALUE_FEATURES],
                       double chance[GAME_MAX_PLAYERS])
{
    int n = g->setup.players;
    if (g->waiting == WAIT_OVER) {
        chances_over(g, sheets, chance);
        return;
    }
    const double *w = weights[n - 2];
    double score[GAME_MAX_PLAYERS], top = -1e300, sum = 0;
    for (int s = 0; s < n; s++) {
        double x[VALUE_FEATURES];
        value_features(g, sheets, s, x);
        score[s] = 0;
        for (int k = 0; k < VALUE_FEATURES; k++)
            score[s] += w[k] * x[k];
        top = score[s] > top ? score[s] : top;
    }
    for (int s = 0; s < n; s++)
        sum += chance[s] = exp(score[s] - top);   /* minus the top: no overflow */
    for (int s = 0; s < n; s++)
        chance[s] /= sum;
}

void value_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS])
{
    chances_by(g, sheets, VALUE_WEIGHTS, chance);
}

void shown_model_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS])
{
    chances_by(g, sheets, SHOWN_WEIGHTS, chance);
}

/* A decided game's chances are exact (bot_decided); the model is for games still open, with
 * the temperature and map fitted for the stage of the game. */
void shown_chances(const Game *g, const Sheets *sheets, double chance[GAME_MAX_PLAYERS])
{
    shown_chances_at(g, sheets, NULL, chance);
}

/* One table's seated figures from the model's chances: tempered, each seat weighed by its
 * level (seat_levels.c), then mapped, the order they are fitted in (tools/calibrate_fit.c). */
static void seated_row(const double model[GAME_MAX_PLAYERS], int n, int stage, const BotTable *table, int mover,
                       double row[GAME_MAX_PLAYERS])
{
    int k = n - GAME_MIN_PLAYERS;
    double offset[GAME_MAX_PLAYERS];
    for (int s = 0; s < n; s++) row[s] = model[s];
    seats_offsets(table, n, stage, offset);
    if (mover >= 0) offset[mover] += bot_mover_offset(n, stage);
    story_temper(row, n, SEATED_TEMPERATURE[k][stage]);
    seats_weigh(row, n, offset);
    story_calibrate(row, n, &SEATED_CALIBRATION[k][stage]);
}

/* With a table that seats a bot, the figures fitted knowing who plays (seated_row), a
 * person's seat counted as each level in turn and the rows' mean taken (seats_as_bots: a
 * person's level is not known); without one (or persons alone), the position's alone, as
 * they were fitted on games of unknown mixed levels. Every row adds up to 1, and so does
 * their mean. */
void shown_chances_at(const Game *g, const Sheets *sheets, const BotTable *table, double chance[GAME_MAX_PLAYERS])
{
    shown_chances_in(g, sheets, table, false, chance);
}

void shown_chances_in(const Game *g, const Sheets *sheets, const BotTable *table, bool whole,
                      double chance[GAME_MAX_PLAYERS])
{
    shown_chances_moved(g, sheets, table, whole, -1, chance);
}

void shown_chances_moved(const Game *g, const Sheets *sheets, const BotTable *table, bool whole, int mover,
                         double chance[GAME_MAX_PLAYERS])
{
    if (bot_decided(g, sheets, chance))
        return;
    int n = g->setup.players, k = n - GAME_MIN_PLAYERS;
    chances_by(g, sheets, SHOWN_WEIGHTS, chance);
    int stage = whole ? bot_stage_whole(bot_stage(g)) : bot_stage(g);
    if (whole)   /* the puzzles' figures stay as they were mined (bot_mover_offset) */
        mover = -1;
    if (!seats_known(table, n)) {
        double offset[GAME_MAX_PLAYERS] = {0};
        if (mover >= 0) offset[mover] = bot_mover_offset(n, stage);
        story_temper(chance, n, STORY_TEMPERATURE[k][stage]);
        seats_weigh(chance, n, offset);
        story_calibrate(chance, n, &STORY_CALIBRATION[k][stage]);
        return;
    }
    BotTable as[SEATS_AS_BOTS_MAX];
    int tables = seats_as_bots(table, n, as);
    double model[GAME_MAX_PLAYERS];
    for (int s = 0; s < n; s++) {
        model[s] = chance[s];
        chance[s] = 0;
    }
    for (int t = 0; t < tables; t++) {
        double row[GAME_MAX_PLAYERS];
        seated_row(model, n, stage, &as[t], mover, row);
        for (int s = 0; s < n; s++) chance[s] += row[s] / tables;
    }
}

double value_chance(const Game *g, const Sheets *sheets, int seat)
{
    double chance[GAME_MAX_PLAYERS];
    value_chances(g, sheets, chance);
    return chance[seat];
}
