/* hint_chance.c — the hard bot's values as players are shown them (bot.h): the search's
 * value of an action (its sampled futures' mean chance, scored by the hard bot's own
 * weights) re-mapped into an honest chance of winning, per player count and stage, by a
 * piecewise linear map over 0..1 that rises strictly, then set beside the story's chance of
 * the position the best action leads to (hint_beside), so the hint and the story tell the
 * same figure of the same position; every other action's figure is that, averaged in
 * log-odds with the story's chance of the position the action itself leads to, never above
 * the best's (hint_one_ahead). Which action is best, and so the bot's play, is the
 * search's. The map's knots are fitted by tools/calibrate.c's `fit` on games of bots of
 * mixed levels (hint_weights.c; docs/bots.md, "Honest win chances"). */
#include <math.h>

#include "bot_internal.h"

double hint_map(const HintMap *m, double p)
{
    if (!(p > 0)) return m->y[0];
    if (p >= 1) return m->y[m->count - 1];
    int i = 1;
    while (i < m->count - 1 && p > m->x[i]) i++;
    double x0 = m->x[i - 1], y0 = m->y[i - 1];
    return y0 + (m->y[i] - y0) * (p - x0) / (m->x[i] - x0);
}

/* Race positions (R3.1) where the stages begin: the leader's. The crossing is at 80 on
 * both sides. In the 1,372 games of the seed 1 and 3 calibration runs (docs/bots.md) the
 * leader stood under 15 in 94 % of the states of the first third of a game's rounds; at 60
 * or more (or the end triggered) in 80 % of the states of its last two rounds and 9 % of
 * the middle's (from 50: 92 % and 21 %: the late stage took in much of the middle).
 * The last stage, the end: a leader 8 short of the crossing or closer, or the end triggered
 * (R3.4). In the 2,218 games the fit is made on (seeds 3, 1, 9, 17) 90-95 % of its states
 * were of a game's last two rounds at every player count (of the stage from 60 as it was,
 * 74-86 %), and at most 2 % of the middle's states fell in it; from 68 it would be 85-92 %,
 * from 76 95-98 % but a quarter to two fifths of the last two rounds' states. So the end's
 * figures are fitted on the states they are meant for, the late stage (60-71) on the rest. */
#define STAGE_MIDDLE_LEAD 15
#define STAGE_LATE_LEAD 60
#define STAGE_END_LEAD 72

int bot_stage_of(int lead, bool triggered)
{
    if (triggered || lead >= STAGE_END_LEAD) return 3;
    return lead >= STAGE_LATE_LEAD ? 2 : lead >= STAGE_MIDDLE_LEAD ? 1 : 0;
}

int bot_stage_whole(int stage)
{
    return stage >= 2 ? BOT_STAGE_LATE_WHOLE : stage;
}

int bot_stage(const Game *g)
{
    int lead = 0;
    for (int s = 0; s < g->setup.players; s++)
        lead = game_race(g, s) > lead ? game_race(g, s) : lead;
    return bot_stage_of(lead, g->end_triggered != 0);
}

double bot_hint_chance(int players, int stage, double value)
{
    if (players < GAME_MIN_PLAYERS || players > GAME_MAX_PLAYERS || stage < 0 || stage >= BOT_STAGES)
        return value;
    return hint_map(&HINT_CALIBRATION[players - GAME_MIN_PLAYERS][stage], value);
}

/* The log-odds, held off 0 and 1 so that an end of the map stays finite. */
static double log_odds(double p)
{
    const double eps = 1e-6;
    p = p < eps ? eps : p > 1 - eps ? 1 - eps : p;
    return log(p / (1 - p));
}

double hint_beside(double anchor, double best_mapped, double mapped)
{
    if (mapped == best_mapped)   /* the best, and its equals: the story's figure as it is */
        return anchor;
    double z = log_odds(anchor) + log_odds(mapped) - log_odds(best_mapped);
    return 1 / (1 + exp(-z));
}

double hint_one_ahead(double anchor, double story, double beside)
{
    double ahead = story < anchor ? story : anchor;
    if (ahead == anchor && beside == anchor)   /* the best, and what no estimate puts below it */
        return anchor;
    double z = HINT_STORY_WEIGHT * log_odds(ahead) + (1 - HINT_STORY_WEIGHT) * log_odds(beside);
    return 1 / (1 + exp(-z));
}

/* Raised to 1/t and made to add up to 1 again: the order of the seats is kept, and t = 1
 * leaves the chances as they are. */
void story_temper(double chance[GAME_MAX_PLAYERS], int players, double temperature)
{
    if (!(temperature > 0) || temperature == 1)
        return;
    double sum = 0;
    for (int s = 0; s < players; s++)
        sum += chance[s] = pow(chance[s], 1.0 / temperature);
    for (int s = 0; s < players; s++)
        chance[s] = sum > 0 ? chance[s] / sum : 1.0 / players;
}

/* Each seat's chance through the map, then the row made to add up to 1 again; a row the
 * map sends to nothing (never: its values are above 0) is shared evenly. */
void story_calibrate(double chance[GAME_MAX_PLAYERS], int players, const HintMap *m)
{
    double sum = 0;
    for (int s = 0; s < players; s++)
        sum += chance[s] = hint_map(m, chance[s]);
    for (int s = 0; s < players; s++)
        chance[s] = sum > 0 ? chance[s] / sum : 1.0 / players;
}
