/* palace.c — the six palace persons (R7.3–R7.10) and the area column bonuses (R7.4). */
#include "areas_internal.h"
#include "game_internal.h"

/* R7.3, R2.5: a person can be used when a box is free and its action can be carried out, at
 * least in part. Otherwise a die or bonus naming it has no effect at all: no box is crossed,
 * so no column is completed (the maharani with the boat on the last river field). */
bool engine_person_usable(const Player *p, const Sheet *sh, int person)
{
    if (p->palace[person] >= PALACE_BOXES)
        return false;
    switch (person) {
    case PERSON_GREAT_MOGUL: return engine_any_person_usable(p, sh, true);              /* R7.5 */
    case PERSON_MAHARANI: return game_river_position(p) < sh->river_length;     /* R7.6 */
    case PERSON_MERCHANT: return engine_any_good_owned(p) || engine_any_good_room(p, sh);     /* R7.7 */
    case PERSON_RAJA: return p->money < sh->money_max || engine_can_upgrade(p);        /* R7.8 */
    case PERSON_BUILDER:                                                         /* R7.9 */
        return engine_any_half(p, sh) || engine_any_road(p, sh, SHAPE_STRAIGHT | SHAPE_CURVE);
    default: return engine_river_back_target(p, 1) > 0 || engine_any_good_room(p, sh);       /* R7.10 */
    }
}

bool engine_any_person_usable(const Player *p, const Sheet *sh, bool exclude_mogul)
{
    for (int q = exclude_mogul ? 1 : 0; q < PERSON_COUNT; q++)
        if (engine_person_usable(p, sh, q))
            return true;
    return false;
}

/* R7.4: crossing the n-th box of the last person of an area to reach n gains column n. */
static void cross_box(Game *g, const Sheet *sh, int person)
{
    Player *p = acting(g);
    int n = ++p->palace[person];
    int area = person / 3;
    for (int q = area * 3; q < area * 3 + 3; q++)
        if (p->palace[q] < n)
            return;
    engine_pending_add(g, sh->palace_column[area][n - 1]);
}

/* Crosses the person's next box and performs it; a person that cannot be used has no
 * effect (R7.3, R2.5). */
void engine_person_use(Game *g, const Sheet *sh, int person)
{
    if (!engine_person_usable(acting(g), sh, person))
        return;
    cross_box(g, sh, person);
    switch (person) {
    case PERSON_GREAT_MOGUL: engine_step_set(g, STEP_PERSON, 0, 1); break;      /* R7.5 */
    case PERSON_MAHARANI: engine_step_set(g, STEP_MAHARANI, 0, 0); break;       /* R7.6 */
    case PERSON_MERCHANT: engine_step_set(g, STEP_MERCHANT, 0, 0); break;       /* R7.7 */
    case PERSON_RAJA:                                                    /* R7.8 */
        engine_gain_money(g, sh, 1);
        engine_step_set(g, STEP_UPGRADE, 0, 0);
        break;
    case PERSON_BUILDER: engine_step_set(g, STEP_HALVES, 2, 0); break;          /* R7.9 */
    default: engine_step_set(g, STEP_PORTUGUESE, 0, 0); break;                  /* R7.10 */
    }
}
