/* playout.c — one sampled future for hard.c: every seat (the bot's own later turns
 * included) played by the medium search on a small budget, rolls drawn from the bot's
 * generator, the end position scored by the seat's chance of winning (value.c).
 *
 * How far: through the next round's roll (sampled) and the turns up to the end of the
 * bot's first turn in the next round (or the end of the game), at every player count.
 * With 2 players the round's dice are already on the table (R2.1), so the other player's
 * turns this round can be read rather than guessed, and they are where the choice of die
 * bites (the die taken is gone for everyone after, R2.2–R2.3); the round also holds the
 * bot's own second turn (R2.4). Going on to the bot's next turn in the next round makes a
 * choice that sets that turn up look better than one that does not: at 2 players hard
 * won 80.0 % of 400 games against medium this way, 68.8 % stopping at the round's end
 * (docs/bots.md). With 3–5 players the bot has one turn a round (R2.4), so the rest of
 * the round holds no turn of its own at all.
 * Rolls come from the sample's stream and the policy is seeded from the position itself,
 * so the futures of two candidate moves under the same sample see the same dice as far as
 * possible, and samples agree until a roll tells them apart: with 2 players only karma
 * rolls (R8.3) do in the current round, so there most samples replay choices already
 * made, which the cache returns at once (docs/bots.md); the next round's roll then sets
 * each sample apart. */
#include "bot_internal.h"

#define PLAYOUT_TURN_NODES 200     /* medium budget per decision inside the playout */
#define PLAYOUT_STEPS_MAX 4000     /* a safety cap on actions and rolls */

/* True once the future has gone as far as the sample should look (see above). In the
 * next round, turn t belongs to the seat t places after the holder (R2.3), so the seat's
 * own turn there is over once the round's turn count has passed its place; a karma roll
 * inside that turn (R8.2) leaves the count as it is. */
static bool far_enough(const Game *g, int seat, const Game *root)
{
    if (g->round <= root->round)
        return false;
    int players = root->setup.players;
    if (g->round > root->round + 1)
        return g->waiting == WAIT_ROLL;
    return g->turn > (seat - g->holder + players) % players;
}

/* The policy's action in g: medium on a small budget, seeded from the state and the
 * policy's seed, so the same position always gets the same action and the cache can hold
 * it. False if none. */
static bool policy_action(const Game *g, const Sheets *sheets, uint64_t policy_seed,
                          PolicyCache *cache, Action *out)
{
    uint64_t key = position_seed(g, policy_seed) | 1;
    PolicyEntry *e = cache ? &cache->entry[key & (POLICY_CACHE_SIZE - 1)] : NULL;
    if (e && e->key == key) {
        *out = e->action;
        return true;
    }
    BotChoice c[GAME_MAX_LEGAL];
    if (medium_scores(g, sheets, key ^ 0x5DEECE66Dull, PLAYOUT_TURN_NODES, &EVAL_HARD, c) == 0)
        return false;
    *out = c[0].action;
    if (e) {
        e->key = key;
        e->action = *out;
    }
    return true;
}

void playout_play(const Game *start, const Sheets *sheets, int seat, const Game *root,
                  uint64_t sample_seed, uint64_t policy_seed, PolicyCache *cache, Game *end)
{
    *end = *start;
    Rng dice = {sample_seed};
    for (int step = 0; step < PLAYOUT_STEPS_MAX; step++) {
        int actor = game_actor(end);
        if (actor == GAME_NOBODY || far_enough(end, seat, root))
            break;
        if (actor == GAME_CHANCE) {
            chance_apply(end, sheets, &dice);
            continue;
        }
        Action a;
        Refusal why;
        if (!policy_action(end, sheets, policy_seed, cache, &a))
            break;
        game_apply(end, sheets, &a, &why);
    }
}

double playout_value(const Game *start, const Sheets *sheets, int seat, const Game *root,
                     uint64_t sample_seed, uint64_t policy_seed, PolicyCache *cache)
{
    Game end;
    playout_play(start, sheets, seat, root, sample_seed, policy_seed, cache, &end);
    return value_chance(&end, sheets, seat);
}
