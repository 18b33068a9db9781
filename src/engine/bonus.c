/* bonus.c — pending bonuses (R9): whether one can be used now, and resolving one. */
#include "areas_internal.h"
#include "game_internal.h"

static bool other_half_road_pending(const Game *g, int index)
{
    for (int i = 0; i < g->pending_count; i++)
        if (i != index && g->pending[i].kind == BONUS_HALF_ROAD)
            return true;
    return false;
}

static bool goods_die_usable(const Game *g, const Player *p, const Sheet *sh)
{
    for (int d = DIE_PURPLE_1; d <= DIE_PURPLE_2; d++) {
        int goods[2];
        face_goods(g->die_face[d], goods);
        if (engine_good_has_room(p, sh, goods[0]) || engine_good_has_room(p, sh, goods[1]))
            return true;
    }
    return false;
}

/* R9.4: a bonus is usable when at least one legal way to carry it out exists now; one that
 * is not may lapse (R9.3). */
bool engine_bonus_usable(const Game *g, const Sheet *sh, int index)
{
    const Player *p = &g->player[g->to_act];
    Bonus b = g->pending[index];
    int pos = game_river_position(p);
    switch (b.kind) {
    case BONUS_FAME: return p->fame < sh->fame_max;
    case BONUS_MONEY: return p->money < sh->money_max;
    case BONUS_KARMA: return p->karma_circled < KARMA_BOXES;
    case BONUS_UPGRADE: return engine_can_upgrade(p);
    case BONUS_PALACE_ANY: return engine_any_person_usable(p, sh, false);
    case BONUS_PALACE_PERSON: return engine_person_usable(p, sh, b.n);
    case BONUS_GOODS_DIE: return goods_die_usable(g, p, sh);
    case BONUS_GOODS_DIFF: return engine_any_good_room(p, sh);
    case BONUS_SELL_ANY: case BONUS_SELL_SAME: case BONUS_SELL_DIFF: return engine_any_good_owned(p);
    case BONUS_HALF_ROAD:
        return engine_any_half(p, sh) ||
               (other_half_road_pending(g, index) && engine_any_road(p, sh, SHAPE_STRAIGHT | SHAPE_CURVE));
    case BONUS_ROAD_PIECE: return engine_any_road(p, sh, SHAPE_STRAIGHT | SHAPE_T | SHAPE_CROSSING);
    case BONUS_RIVER_FWD: return pos < sh->river_length;
    case BONUS_RIVER_BACK: case BONUS_RIVER_BACK_ANY: return engine_river_back_target(p, 1) > 0;
    default: return false;
    }
}

bool game_bonus_usable(const Game *g, const Sheets *sheets, int index)
{
    return g->waiting == WAIT_ACTION && index >= 0 && index < g->pending_count &&
           engine_bonus_usable(g, game_sheet(g, sheets), index);
}

bool engine_any_bonus_usable(const Game *g, const Sheet *sh)
{
    for (int i = 0; i < g->pending_count; i++)
        if (engine_bonus_usable(g, sh, i))
            return true;
    return false;
}

/* R9.4: when no pending bonus can be used, all of them lapse at once. They are kept in the
 * state until the next action so that whoever shows the game can say so (R9.3). */
void engine_pending_lapse(Game *g)
{
    g->lapsed_seat = g->to_act;
    g->lapsed_count = g->pending_count;
    for (int i = 0; i < g->pending_count; i++)
        g->lapsed[i] = g->pending[i];
}

void engine_lapsed_clear(Game *g)
{
    g->lapsed_seat = 0;
    g->lapsed_count = 0;
    for (int i = 0; i < GAME_MAX_PENDING; i++)
        g->lapsed[i] = (Bonus){0, 0};
}

/* R9.6: what each bonus does. The bonus has already left the pending list; one that needs
 * a choice becomes the step to decide. */
void engine_bonus_resolve(Game *g, const Sheet *sh, Bonus b)
{
    Player *p = acting(g);
    switch (b.kind) {
    case BONUS_FAME: engine_gain_fame(g, sh, b.n); break;
    case BONUS_MONEY: engine_gain_money(g, sh, b.n); break;
    case BONUS_KARMA: engine_gain_karma(g, sh); break;
    case BONUS_UPGRADE: engine_step_set(g, STEP_UPGRADE, 0, 0); break;
    case BONUS_PALACE_ANY: engine_step_set(g, STEP_PERSON, 0, 0); break;
    case BONUS_PALACE_PERSON: engine_person_use(g, sh, b.n); break;
    case BONUS_GOODS_DIE: engine_step_set(g, STEP_GOODS_DIE, 0, 0); break;
    case BONUS_GOODS_DIFF:
        if (b.n >= GOOD_COUNT)
            for (int k = 0; k < GOOD_COUNT; k++)
                engine_gain_good(p, sh, k);
        else
            engine_step_set(g, STEP_GOODS_DIFF, b.n, 0);
        break;
    case BONUS_SELL_ANY: engine_step_set(g, STEP_SELL, b.n, SALE_ANY); break;
    case BONUS_SELL_SAME: engine_step_set(g, STEP_SELL, b.n, SALE_SAME); break;
    case BONUS_SELL_DIFF: engine_step_set(g, STEP_SELL, b.n, SALE_DIFF); break;
    case BONUS_HALF_ROAD:                                          /* R9.5 */
        engine_step_set(g, STEP_HALVES, 1, other_half_road_pending(g, -1));
        break;
    case BONUS_ROAD_PIECE:                                         /* R5.8 */
        engine_step_set(g, STEP_ROAD, SHAPE_STRAIGHT | SHAPE_T | SHAPE_CROSSING, 0);
        break;
    case BONUS_RIVER_FWD: engine_river_mark(g, sh, game_river_position(p) + 1); break;
    case BONUS_RIVER_BACK: engine_river_mark(g, sh, engine_river_back_target(p, 1)); break;
    case BONUS_RIVER_BACK_ANY: engine_step_set(g, STEP_RIVER_BACK_ANY, 0, 0); break;
    default: break;
    }
}
