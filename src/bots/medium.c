/* medium.c — the medium bot: plays its whole turn in its head. From the decision at hand
 * it tries every chain of its own decisions (die, karma rerolls, roads, sales, the order
 * and use of every pending bonus) until the turn passes to another seat or to the round
 * roll, and scores each position where the turn ends with eval_relative. A karma roll
 * inside the turn is averaged over a few sampled rolls. Orders of bonuses that lead to the
 * same position are searched once (a table keyed by the state's bytes: a Game is a flat
 * value, docs/engine.md). A node budget keeps the slowest turns within the time target;
 * past it, positions are scored as they stand, pending bonuses included. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"

#define MEDIUM_NODES 3000          /* positions expanded per decision */
#define KARMA_SAMPLES 4            /* sampled rolls per karma roll inside the turn */
#define TABLE_MAX 8192             /* table slots, a power of two: enough for the default */
#define TABLE_MIN 1024             /* the same for the playouts' small searches */

typedef struct {
    uint64_t key;
    double value;
} Entry;

typedef struct {
    const Sheets *sheets;
    int seat;
    const EvalWeights *k;
    uint16_t round;
    uint8_t turn;
    long nodes, budget;
    Rng rng;
    Entry *table;
    uint64_t mask;                 /* slots − 1 */
} Search;

static uint64_t state_key(const Game *g)
{
    return position_seed(g, 0) | 1;   /* 0 marks an empty slot */
}

static double value_after(Search *s, const Game *g);

static double best_action(Search *s, const Game *g)
{
    uint64_t key = state_key(g);
    Entry *e = &s->table[key & s->mask];
    if (e->key == key)
        return e->value;
    s->nodes++;
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, s->sheets, legal);
    double best = -1e18;
    for (int i = 0; i < n; i++) {
        Game next = *g;
        game_apply_listed(&next, s->sheets, &legal[i]);
        double v = value_after(s, &next);
        if (v > best)
            best = v;
    }
    if (n == 0)
        best = eval_relative(g, s->sheets, s->seat, s->k);
    e->key = key;
    e->value = best;
    return best;
}

static double karma_roll(Search *s, const Game *g)
{
    double sum = 0;
    for (int i = 0; i < KARMA_SAMPLES; i++) {
        Game next = *g;
        chance_apply(&next, s->sheets, &s->rng);
        sum += value_after(s, &next);
    }
    return sum / KARMA_SAMPLES;
}

static double value_after(Search *s, const Game *g)
{
    bool same_turn = g->round == s->round && g->turn == s->turn;
    if (same_turn && s->nodes < s->budget) {
        int actor = game_actor(g);
        if (actor == s->seat)
            return best_action(s, g);
        if (actor == GAME_CHANCE && g->waiting == WAIT_KARMA_ROLL)
            return karma_roll(s, g);
    }
    return eval_relative(g, s->sheets, s->seat, s->k);
}

int medium_scores(const Game *g, const Sheets *sheets, uint64_t seed, long node_budget,
                  const EvalWeights *k, BotChoice *out)
{
    Action legal[GAME_MAX_LEGAL];
    int seat = game_actor(g);
    int n = seat >= 0 ? game_legal(g, sheets, legal) : 0;
    if (n == 0)
        return 0;
    long budget = node_budget > 0 ? node_budget : MEDIUM_NODES;
    /* Every first action gets its share of the budget, so late ones are not starved. */
    long share = budget / n > 20 ? budget / n : 20;
    /* A table about four times the nodes the search may expand: a small search does not
     * clear (calloc) a table it will hardly use. */
    size_t slots = TABLE_MIN;
    while (slots < TABLE_MAX && (long)slots < 4 * share * n)
        slots *= 2;
    Search s = {sheets, seat, k, g->round, g->turn, 0, 0, {seed},
                calloc(slots, sizeof(Entry)), slots - 1};
    for (int i = 0; i < n; i++) {
        Game next = *g;
        game_apply_listed(&next, sheets, &legal[i]);
        s.nodes = 0;
        s.budget = share;
        out[i].action = legal[i];
        out[i].value = s.table ? value_after(&s, &next) : eval_relative(&next, sheets, seat, k);
    }
    free(s.table);
    choices_sort(out, n);
    return n;
}

int medium_explain(const Game *g, const Sheets *sheets, const BotConfig *config, BotChoice *out,
                   int max)
{
    static _Thread_local BotChoice c[GAME_MAX_LEGAL];
    int n = medium_scores(g, sheets, config->seed, 0, &EVAL_MEDIUM, c);
    int k = n < max ? n : max;
    memcpy(out, c, (size_t)k * sizeof *out);
    return k;
}
