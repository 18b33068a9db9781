/* palace.c — the six palace persons (R7.3–R7.10) and the area column bonuses (R7.4). */
#include "game_internal.h"

bool person_usable(const Player *p, int person)
{
    return p->palace[person] < PALACE_BOXES;
}

bool any_person_usable(const Player *p, bool exclude_mogul)
{
    for (int q = exclude_mogul ? 1 : 0; q < PERSON_COUNT; q++)
        if (person_usable(p, q))
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
    pending_add(g, sh->palace_column[area][n - 1]);
}

/* Crosses the person's next box and performs it; a full person has no effect (R7.3). */
void person_use(Game *g, const Sheet *sh, int person)
{
    if (!person_usable(acting(g), person))
        return;
    cross_box(g, sh, person);
    switch (person) {
    case PERSON_GREAT_MOGUL: step_set(g, STEP_PERSON, 0, 1); break;      /* R7.5 */
    case PERSON_MAHARANI: step_set(g, STEP_MAHARANI, 0, 0); break;       /* R7.6 */
    case PERSON_MERCHANT: step_set(g, STEP_MERCHANT, 0, 0); break;       /* R7.7 */
    case PERSON_RAJA:                                                    /* R7.8 */
        gain_money(g, sh, 1);
        step_set(g, STEP_UPGRADE, 0, 0);
        break;
    case PERSON_BUILDER: step_set(g, STEP_HALVES, 2, 0); break;          /* R7.9 */
    default: step_set(g, STEP_PORTUGUESE, 0, 0); break;                  /* R7.10 */
    }
}
