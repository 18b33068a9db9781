/* easy.c — the easy bot: looks one action ahead. Each legal action is scored by the
 * acting seat's own evaluation after it (eval_seat: no thought for the other players or
 * for the rest of the turn), plus random noise, and sometimes it just takes any legal
 * action, so it plays like a beginner who sees the obvious gains and misses the rest.
 * The greedy move with less noise is also the quick policy of hard.c's playouts. */
#include "bot_internal.h"

#define EASY_NOISE 2.0        /* race points of noise added to every score */
#define EASY_WHIM 0.1         /* chance of taking a random legal action instead */

int easy_scores(const Game *g, const Sheets *sheets, Rng *r, double noise, BotChoice *out,
                bool sort)
{
    Action legal[GAME_MAX_LEGAL];
    int seat = game_actor(g);
    int n = seat >= 0 ? game_legal(g, sheets, legal) : 0;
    for (int i = 0; i < n; i++) {
        Game next = *g;
        Refusal why;
        game_apply(&next, sheets, &legal[i], &why);
        out[i].action = legal[i];
        out[i].value = eval_seat(&next, sheets, seat, &EVAL_MEDIUM) -
                       eval_seat(g, sheets, seat, &EVAL_MEDIUM) +
                       (noise > 0 ? noise * rng_unit(r) : 0.0);
    }
    if (sort)
        choices_sort(out, n);
    return n;
}

int easy_explain(const Game *g, const Sheets *sheets, const BotConfig *config, BotChoice *out,
                 int max)
{
    static _Thread_local BotChoice c[GAME_MAX_LEGAL];
    Rng r = {config->seed ^ 0xEA5Full};
    int n = easy_scores(g, sheets, &r, EASY_NOISE, c, true);
    if (n > 1 && rng_unit(&r) < EASY_WHIM) {
        int pick = rng_below(&r, n);
        BotChoice first = c[pick];
        for (int i = pick; i > 0; i--)
            c[i] = c[i - 1];
        c[0] = first;
    }
    int k = n < max ? n : max;
    for (int i = 0; i < k; i++)
        out[i] = c[i];
    return k;
}
