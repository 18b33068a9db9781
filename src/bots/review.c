/* review.c — one decision reviewed (review.h): the hard bot's values of every legal action
 * in the position, with a fixed seed and sample count, and the gap between its best and
 * the action played. */
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

/* The played action's value among the choices; false when the bot did not list it. */
static bool value_of(const BotChoice *c, int n, const Action *a, double *value)
{
    for (int i = 0; i < n; i++)
        if (action_equal(&c[i].action, a)) {
            *value = c[i].value;
            return true;
        }
    return false;
}

bool review_decision(const Game *before, const Sheets *sheets, const Action *played,
                     int samples, int threads, BotReview *out)
{
    Refusal why;
    if (samples < 1 || samples > REVIEW_SAMPLES_MAX || !review_is_choice(before, sheets) ||
        !game_check(before, sheets, played, &why))
        return false;
    BotChoice *c = malloc(GAME_MAX_LEGAL * sizeof *c);
    if (!c)
        return false;
    BotConfig config = review_config(samples, threads);
    int n = bot_explain(before, sheets, BOT_HARD, &config, c, GAME_MAX_LEGAL);
    bool done = n > 0;
    if (done) {
        double value;
        if (!value_of(c, n, played, &value))
            value = c[0].value;   /* every legal action is listed (R9.4: none is left out) */
        out->played = *played;
        out->best = c[0].action;
        out->loss = c[0].value - value;
        if (out->loss <= 0 || action_equal(&c[0].action, played)) {
            out->loss = 0;
            out->best = *played;   /* as good as the best found: nothing better to show */
        }
    }
    free(c);
    return done;
}
