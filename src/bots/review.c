/* review.c — one decision reviewed (review.h): the hard bot's values of every legal action
 * in the position, with a fixed seed and sample count, the action played searched on the
 * same sampled futures as the best, and the gap between them when it is larger than the
 * samples' own error. */
#include <stdlib.h>

#include "review.h"

static BotConfig review_config(int samples, int threads)
{
    BotConfig c = bot_config_default(REVIEW_SEED);
    c.iterations = samples;   /* a fixed effort, not a time budget: repeatable everywhere */
    c.threads = threads;
    return c;
}

bool review_is_choice(const Game *before, const Sheets *sheets)
{
    if (game_actor(before) < 0)
        return false;
    static _Thread_local Action legal[GAME_MAX_LEGAL];
    return game_legal(before, sheets, legal) > 1;
}

/* The played action among the choices; NULL when the bot did not list it. */
static const BotChoice *choice_of(const BotChoice *c, int n, const Action *a)
{
    for (int i = 0; i < n; i++)
        if (action_equal(&c[i].action, a)) return &c[i];
    return NULL;
}

/* Whether two actions lead to the same position (game_alike: either of two like dice). */
static bool same_move(const Game *before, const Sheets *sheets, const Action *a, const Action *b)
{
    Game x = *before, y = *before;
    Refusal why;
    return game_apply(&x, sheets, a, &why) && game_apply(&y, sheets, b, &why) && game_alike(&x, &y);
}

bool review_decision(const Game *before, const Sheets *sheets, const Action *played,
                     int samples, int threads, BotReview *out)
{
    return review_decision_at(before, sheets, played, samples, threads, NULL, out);
}

int review_explain_at(const Game *before, const Sheets *sheets, const Action *played, int samples, int threads,
                      const BotTable *table, BotChoice *out, int max)
{
    Refusal why;
    if (samples < 1 || samples > REVIEW_SAMPLES_MAX || !review_is_choice(before, sheets) ||
        !game_check(before, sheets, played, &why))
        return 0;
    BotConfig config = review_config(samples, threads);
    config.include = played;   /* searched on the same futures as the best: its loss has an error */
    if (table) config.table = *table;
    return bot_explain(before, sheets, BOT_HARD, &config, out, max);
}

double review_value(const Game *before, const Sheets *sheets, const BotChoice *c, int n, const Action *a)
{
    Game after = *before;
    Refusal why;
    if (!game_apply(&after, sheets, a, &why))
        return -1;
    /* The most any listed choice leading to the same position is worth (game_alike: either
     * of two like dice), so a choice alike to the best reads the best's figure. */
    double most = -1;
    for (int i = 0; i < n; i++) {
        Game other = *before;
        if (c[i].value > most && (action_equal(&c[i].action, a) ||
                                  (game_apply(&other, sheets, &c[i].action, &why) && game_alike(&other, &after))))
            most = c[i].value;
    }
    return most;
}

void review_of(const Game *before, const Sheets *sheets, const Action *played, const BotChoice *c, int n,
               BotReview *out)
{
    const BotChoice *mine = choice_of(c, n, played);
    /* every legal action is listed (R9.4: none is left out); the played one's figure is
     * review_value's, the one "Try it" shows for it */
    double value = review_value(before, sheets, c, n, played);
    out->played = *played;
    out->best = c[0].action;
    out->loss = mine && value >= 0 ? c[0].value - value : 0;
    out->error = mine ? mine->error : 0;
    if (out->loss <= out->error || same_move(before, sheets, &c[0].action, played)) {
        out->loss = 0;
        out->best = *played;   /* not known to be worse than the best found: nothing to show */
    }
}

bool review_decision_at(const Game *before, const Sheets *sheets, const Action *played, int samples, int threads,
                        const BotTable *table, BotReview *out)
{
    BotChoice *c = malloc(GAME_MAX_LEGAL * sizeof *c);
    if (!c)
        return false;
    int n = review_explain_at(before, sheets, played, samples, threads, table, c, GAME_MAX_LEGAL);
    if (n > 0)
        review_of(before, sheets, played, c, n, out);
    free(c);
    return n > 0;
}
