/* playout.c — one sampled future for hard.c: the rest of the current round, every seat
 * (the bot's own later turns included) played by the medium search on a small budget,
 * karma rolls drawn from the bot's generator. It stops at the next round roll (or the end
 * of the game) and scores the position with eval_relative.
 *
 * Why the round and no further: the round's dice are already on the table (R2.1), so the
 * other players' turns this round are the one part of the future that can be read rather
 * than guessed, and they are where the choice of die bites (the die taken is gone for
 * everyone after, R2.2–R2.3). Played by medium, those turns are close to what a real
 * opponent does; chance enters only through karma rolls (R8.2, R8.3). Playing the next
 * round as well, with rolls sampled and a cheaper policy, was measured to add more noise
 * than knowledge (docs/bots.md).
 * Rolls and the policy's seeds come from separate streams, so the futures of two
 * candidate moves under the same sample see the same dice as far as possible. */
#include "bot_internal.h"

#define PLAYOUT_TURN_NODES 200     /* medium budget per decision inside the playout */
#define PLAYOUT_STEPS_MAX 2000     /* a safety cap on actions and rolls */

double playout_value(const Game *start, const Sheets *sheets, int seat, const Game *root,
                     uint64_t sample_seed)
{
    Game g = *start;
    Rng dice = {sample_seed};
    Rng policy = {sample_seed ^ 0x5DEECE66Dull};
    BotChoice c[GAME_MAX_LEGAL];
    for (int step = 0; step < PLAYOUT_STEPS_MAX; step++) {
        int actor = game_actor(&g);
        if (actor == GAME_NOBODY || (g.waiting == WAIT_ROLL && g.round > root->round))
            break;
        if (actor == GAME_CHANCE) {
            chance_apply(&g, sheets, &dice);
            continue;
        }
        if (medium_scores(&g, sheets, rng_next(&policy), PLAYOUT_TURN_NODES, c) == 0)
            break;
        Refusal why;
        game_apply(&g, sheets, &c[0].action, &why);
    }
    return eval_relative(&g, sheets, seat);
}
