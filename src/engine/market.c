/* market.c — goods in the market rows: owning, selling and the tents (R4). */
#include "areas_internal.h"
#include "game_internal.h"

int engine_goods_owned(const Player *p, int good)
{
    return p->goods_circled[good] - p->goods_crossed[good];
}

bool engine_good_has_room(const Player *p, const Sheet *sh, int good)
{
    return p->goods_circled[good] < sh->slots;
}

bool engine_any_good_owned(const Player *p)
{
    for (int g = 0; g < GOOD_COUNT; g++)
        if (engine_goods_owned(p, g) > 0)
            return true;
    return false;
}

bool engine_any_good_room(const Player *p, const Sheet *sh)
{
    for (int g = 0; g < GOOD_COUNT; g++)
        if (engine_good_has_room(p, sh, g))
            return true;
    return false;
}

/* R4.3: cross the leftmost owned slot and earn its coin; R4.4: closing a tent gains its bonus. */
void engine_market_sell(Game *g, const Sheet *sh, int good)
{
    Player *p = acting(g);
    int slot = p->goods_crossed[good]++;
    engine_gain_money(g, sh, sh->coin[slot]);
    for (int t = 0; t < sh->tents; t++)
        if (sh->tent_last[t] == slot)
            engine_pending_add(g, sh->tent_bonus[good][t]);
}

/* Whether a sale of count[] goods fits: owned (R4.3), at most `most`, and the kind rule of
 * the sale (same kind or all different), refused under the caller's clause. */
bool engine_sale_check(const Player *p, int mode, int most, const uint8_t count[GOOD_COUNT],
                const char *clause, Refusal *why)
{
    int total = 0, kinds = 0;
    for (int g = 0; g < GOOD_COUNT; g++) {
        if (count[g] > engine_goods_owned(p, g)) {
            *why = refusal("R4.3", "a good can be sold only if owned (circled, not crossed)");
            return false;
        }
        total += count[g];
        kinds += count[g] > 0;
        if ((mode & 3) == SALE_DIFF && count[g] > 1) {
            *why = refusal(clause, "this sale takes goods of different kinds only");
            return false;
        }
    }
    if ((mode & 3) == SALE_SAME && kinds > 1) {
        *why = refusal(clause, "this sale takes goods of one kind only");
        return false;
    }
    if (total > most) {
        *why = refusal(clause, "this sale takes fewer goods");
        return false;
    }
    return true;
}

/* R9.6: how many goods a "sell n" bonus sells: n when n goods that fit its icon are owned,
 * otherwise as many as fit (any kinds: all owned; one kind: the most of one kind; different
 * kinds: the kinds owned). */
int engine_sale_bonus_count(const Player *p, int mode, int n)
{
    int fit = 0;
    for (int g = 0; g < GOOD_COUNT; g++) {
        int owned = engine_goods_owned(p, g);
        if ((mode & 3) == SALE_ANY)
            fit += owned;
        else if ((mode & 3) == SALE_DIFF)
            fit += owned > 0;
        else if (owned > fit)
            fit = owned;
    }
    return fit < n ? fit : n;
}
