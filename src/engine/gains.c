/* gains.c — what a player gains: fame and money with the track bonuses they pass (R3.2,
 * R3.3), karma with its box bonuses (R8.1), goods (R4.1), upgrades with the column bonuses
 * (R6.2, R6.3). Bonuses gained here become pending (R9.1). */
#include "game_internal.h"

void engine_step_set(Game *g, int kind, int n, int mode)
{
    g->step.kind = (uint8_t)kind;
    g->step.n = (uint8_t)n;
    g->step.mode = (uint8_t)mode;
}

void engine_pending_add(Game *g, Bonus b)
{
    /* The sheets cannot produce more pending bonuses at once than the list holds; a bonus
     * beyond it would be lost rather than overwrite memory. */
    if (b.kind != BONUS_NONE && g->pending_count < GAME_MAX_PENDING)
        g->pending[g->pending_count++] = b;
}

void engine_pending_remove(Game *g, int index)
{
    for (int i = index; i + 1 < g->pending_count; i++)
        g->pending[i] = g->pending[i + 1];
    g->pending_count--;
    g->pending[g->pending_count] = (Bonus){0, 0};
}

/* R3.3: every bonus field passed (old < field <= new) is gained, once. */
static void track_pass(Game *g, const TrackBonus *track, int count, int old, int now)
{
    for (int i = 0; i < count; i++)
        if (track[i].at > old && track[i].at <= now)
            engine_pending_add(g, track[i].bonus);
}

void engine_gain_fame(Game *g, const Sheet *sh, int n)
{
    Player *p = acting(g);
    int old = p->fame;
    int now = old + n > sh->fame_max ? sh->fame_max : old + n;   /* R3.2 */
    p->fame = (uint8_t)now;
    track_pass(g, sh->fame_track, sh->fame_bonuses, old, now);
}

void engine_gain_money(Game *g, const Sheet *sh, int n)
{
    Player *p = acting(g);
    int old = p->money;
    int now = old + n > sh->money_max ? sh->money_max : old + n;  /* R3.2 */
    p->money = (uint8_t)now;
    track_pass(g, sh->money_track, sh->money_bonuses, old, now);
}

void engine_gain_karma(Game *g, const Sheet *sh)
{
    Player *p = acting(g);
    if (p->karma_circled >= KARMA_BOXES)
        return;                                  /* R8.1: a seventh karma is lost */
    p->karma_circled++;
    engine_pending_add(g, sh->karma_box[p->karma_circled - 1]);
}

int engine_karma_left(const Player *p) { return p->karma_circled - p->karma_crossed; }

void engine_gain_good(Player *p, const Sheet *sh, int good)
{
    if (p->goods_circled[good] < sh->slots)      /* R4.1: a full row gains nothing */
        p->goods_circled[good]++;
}

bool engine_can_upgrade(const Player *p)
{
    for (int t = 0; t < TYPE_COUNT; t++)
        if (p->upgrade[t] < UPGRADE_TOP)
            return true;
    return false;
}

void engine_gain_upgrade(Game *g, const Sheet *sh, int type)
{
    Player *p = acting(g);
    int value = ++p->upgrade[type];
    for (int t = 0; t < TYPE_COUNT; t++)
        if (p->upgrade[t] < value)
            return;
    engine_pending_add(g, sh->upgrade_column[value - 2]);   /* R6.3 */
}
