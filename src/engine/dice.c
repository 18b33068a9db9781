/* dice.c — the dice on the table: the round roll (R2.1), taking a die and the elephant
 * (R2.2, R2.3), karma rolls (R8.2, R8.3), and starting the taken die's action (R4–R7). */
#include "areas_internal.h"
#include "game_internal.h"

static int partner_die(int die) { return die ^ 1; }   /* the other die of the same colour */

static int elephant_die(const Game *g)
{
    for (int d = 0; d < DIE_COUNT; d++)
        if (g->die_at[d] == DIE_AT_ELEPHANT)
            return d;
    return -1;
}

/* R8.2: karma at the start of a turn in which the elephant carries a die. */
bool engine_karma_allowed(const Game *g)
{
    return g->turn > 0 && elephant_die(g) >= 0 && engine_karma_left(&g->player[g->to_act]) > 0;
}

void engine_dice_roll(Game *g, const Action *roll)
{
    if (g->waiting == WAIT_KARMA_ROLL) {
        g->die_face[g->karma_die[0]] = roll->arg[0];
        g->die_face[g->karma_die[1]] = roll->arg[1];
        g->waiting = WAIT_ACTION;
        engine_step_set(g, STEP_KARMA_KEEP, 0, 0);
        return;
    }
    for (int d = 0; d < DIE_COUNT; d++) {
        g->die_face[d] = roll->arg[d];
        g->die_at[d] = DIE_AT_CENTRE;
    }
    g->rolled = 1;
    g->turn = 0;
    g->to_act = g->holder;
    g->waiting = WAIT_ACTION;
    g->step = (Step){STEP_CHOOSE_DIE, 0, 0, 0};
}

/* R2.5: the die's action, carried out as far as it can be. */
static void die_action(Game *g, const Sheet *sh, int die)
{
    int face = g->die_face[die];
    g->step = (Step){STEP_NONE, 0, 0, 0};
    switch (die_colour(die)) {
    case COLOUR_PURPLE: {                                      /* R4.2 */
        int goods[2];
        face_goods(face, goods);
        engine_gain_good(acting(g), sh, goods[0]);
        engine_gain_good(acting(g), sh, goods[1]);
        break;
    }
    case COLOUR_GREEN:                                         /* R5.5 */
        if (face == FACE_CURVE)
            engine_step_set(g, STEP_ROAD, SHAPE_CURVE, 0);
        else if (face == FACE_STRAIGHT)
            engine_step_set(g, STEP_ROAD, SHAPE_STRAIGHT, 0);
        else
            engine_step_set(g, STEP_HALVES, 2, 0);
        break;
    case COLOUR_BLUE: {                                        /* R7.2 */
        int target = engine_river_symbol_target(acting(g), sh, face_symbol(face));
        if (target)
            engine_river_mark(g, sh, target);
        break;
    }
    default: engine_person_use(g, sh, face_person(face)); break;      /* R7.3 */
    }
}

void engine_die_take(Game *g, const Sheet *sh, int die)
{
    if (g->turn == 0)
        g->die_at[partner_die(die)] = DIE_AT_ELEPHANT;         /* R2.2 */
    g->die_at[die] = (uint8_t)(DIE_AT_SEAT + g->to_act);
    die_action(g, sh, die);
}

void engine_die_karma(Game *g, int die)
{
    acting(g)->karma_crossed++;
    g->karma_die[0] = (uint8_t)elephant_die(g);
    g->karma_die[1] = (uint8_t)die;
    g->die_at[g->karma_die[0]] = DIE_AT_ROLLING;
    g->die_at[die] = DIE_AT_ROLLING;
    g->waiting = WAIT_KARMA_ROLL;
    g->step = (Step){STEP_NONE, 0, 0, 0};
}

void engine_die_keep(Game *g, const Sheet *sh, int die)
{
    int other = g->karma_die[0] == die ? g->karma_die[1] : g->karma_die[0];
    g->die_at[other] = DIE_AT_ELEPHANT;                        /* R8.3 */
    g->die_at[die] = (uint8_t)(DIE_AT_SEAT + g->to_act);
    die_action(g, sh, die);
}
