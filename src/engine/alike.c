/* alike.c — when two states are the same position (game.h, game_alike): the two dice of a
 * colour that show the same face are alike (R2.2: a player takes a die by what it shows),
 * so two states that differ only in which of them lies where — the one taken, the one left
 * in the centre, the one on the elephant or rolled by karma — are one position; so are two
 * states whose waiting bonuses are the same in another order (R9.2). The hint
 * lists such choices once, the hard search samples them once and the review never calls
 * one better than its twin. */
#include <string.h>

#include "game.h"

/* The bonuses waiting in one order: a player uses them in any order (R9.2), so two lists
 * of the same bonuses are the same position. */
static void sort_bonuses(Bonus *b, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && (b[j - 1].kind > b[j].kind || (b[j - 1].kind == b[j].kind && b[j - 1].n > b[j].n)); j--) {
            Bonus t = b[j - 1];
            b[j - 1] = b[j];
            b[j] = t;
        }
}

/* g with each like pair ordered: the die of the pair lying where the lower index is found
 * first; the karma dice follow the swap. */
static void canonical(Game *g)
{
    /* The karma dice are read only while they roll and one is kept (R8.2, R8.3); after that
     * they are what an earlier turn left, no part of the position. */
    sort_bonuses(g->pending, g->pending_count < GAME_MAX_PENDING ? g->pending_count : GAME_MAX_PENDING);
    bool rolling = g->waiting == WAIT_KARMA_ROLL || g->step.kind == STEP_KARMA_KEEP;
    if (!rolling) g->karma_die[0] = g->karma_die[1] = 0;
    for (int d = 0; d < DIE_COUNT; d += 2) {
        if (g->die_face[d] != g->die_face[d + 1] || g->die_at[d] <= g->die_at[d + 1]) continue;
        uint8_t at = g->die_at[d];
        g->die_at[d] = g->die_at[d + 1];
        g->die_at[d + 1] = at;
        for (int k = 0; rolling && k < 2; k++)
            if (g->karma_die[k] == d || g->karma_die[k] == d + 1)
                g->karma_die[k] = (uint8_t)(g->karma_die[k] ^ 1);
    }
}

bool game_alike(const Game *a, const Game *b)
{
    if (memcmp(a, b, sizeof *a) == 0) return true;
    Game ca = *a, cb = *b;
    canonical(&ca);
    canonical(&cb);
    return memcmp(&ca, &cb, sizeof ca) == 0;
}
