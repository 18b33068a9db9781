/* calibrate_figures.c — what a record's raw estimates are shown as, with the compiled-in
 * fits or ones just made: the story's chance of a seat (as shown_chances_at and
 * shown_chances_moved) and the hint's figure of an action (as bot_explain_measured). */
#include <math.h>

#include "calibrate_records.h"

/* The model's chances tempered (t), then each seat weighed by its level's offset a[level]
 * when the game's table is known (seats_weigh; a table of persons, or none, leaves them). */
void figure_weighed(double t, const double *a, const BotTable *table, int players, const float *p, int mover,
                    double mover_offset, double c[GAME_MAX_PLAYERS])
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
double figure_story_moved(const Fits *fit, const BotTable *table, int players, int stage, int decided,
                          const float *p, int seat, int mover)
{
    if (decided) return p[seat];
    int n = players - 2;
    bool seated = seats_known(table, players);
    double c[GAME_MAX_PLAYERS];
    figure_weighed(seated ? fit->seated_temperature[n][stage] : fit->temperature[n][stage], fit->offset[n][stage],
                  table, players, p, mover, fit->mover[n][stage], c);
    story_calibrate(c, players, seated ? &fit->seated_story[n][stage] : &fit->story[n][stage]);
    return c[seat];
}

/* As shown_chances_at: every seat at a state, as the chart reads it. */
double figure_story(const Fits *fit, const BotTable *table, int players, int stage, int decided, const float *p,
                    int seat)
{
    return figure_story_moved(fit, table, players, stage, decided, p, seat, -1);
}

const BotTable *records_table(const Records *r, long game)
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
double figure_hint(const Fits *fit, const BotTable *table, const HintRec *h)
{
    if (h->after_decided) return h->after[h->seat];
    const HintMap *m = &fit->map[h->at.players - 2][h->at.stage];
    double mapped = hint_map(m, h->value);
    if (!h->has_best || h->best_decided) return mapped;
    double anchor = figure_story_moved(fit, table, h->at.players, h->best_stage, 0, h->best_after, h->seat, h->seat);
    if (fit->spread > 0) return beside_spread(anchor, hint_map(m, h->best_value), mapped, fit->spread);
    double story = figure_story_moved(fit, table, h->at.players, h->after_stage, 0, h->after, h->seat, h->seat);
    return hint_one_ahead(anchor, story, hint_beside(anchor, hint_map(m, h->best_value), mapped));
}
