/* playout.c — one sampled future for hard.c. From a position, the rest of the bot's own
 * turn is played by the medium search (small budget); everyone else's turns, and the
 * bot's later ones, by easy.c's greedy policy with a little noise; every roll is drawn
 * from the bot's generator. The playout stops after the round following the current one
 * (every seat has acted at least once more), and the position is scored with
 * eval_relative.
 * Rolls come from their own stream, apart from the policy's noise, so that the futures
 * of two candidate moves under the same sample see the same dice as far as possible. */
#include "bot_internal.h"

#define PLAYOUT_NOISE 0.5          /* race points: keeps sampled opponents from being clones */
#define PLAYOUT_TURN_NODES 200     /* medium budget for the rest of the bot's own turn */
#define PLAYOUT_STEPS_MAX 2000     /* a safety cap on actions and rolls */

double playout_value(const Game *start, const Sheets *sheets, int seat, const Game *root,
                     uint64_t sample_seed)
{
    Game g = *start;
    Rng dice = {sample_seed};
    Rng noise = {sample_seed ^ 0x5DEECE66Dull};
    BotChoice c[GAME_MAX_LEGAL];
    for (int step = 0; step < PLAYOUT_STEPS_MAX; step++) {
        int actor = game_actor(&g);
        if (actor == GAME_NOBODY)
            break;
        if (actor == GAME_CHANCE) {
            if (g.waiting == WAIT_ROLL && g.round >= root->round + 2)
                break;
            chance_apply(&g, sheets, &dice);
            continue;
        }
        Action a;
        if (actor == seat && g.round == root->round && g.turn == root->turn &&
            medium_scores(&g, sheets, rng_next(&noise), PLAYOUT_TURN_NODES, c) > 0)
            a = c[0].action;
        else
            a = easy_greedy(&g, sheets, &noise, PLAYOUT_NOISE);
        Refusal why;
        game_apply(&g, sheets, &a, &why);
    }
    return eval_relative(&g, sheets, seat);
}
