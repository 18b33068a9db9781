/* flow.c — carrying out a checked action, and moving on: steps with exactly one possible
 * outcome happen on their own (docs/protocol.md), pending bonuses are offered when the die action
 * is finished (R9.2), usable ones must be used and unusable ones lapse (R9.3, R9.4), turns and
 * rounds pass (R2.3–R2.6) and the game ends (R3.4, R3.6). */
#include "areas_internal.h"
#include "game_internal.h"

/* R2.4: 3–5 players have one turn each; 2 players have two passes of two turns. */
static int turns_per_round(const Game *g)
{
    return g->setup.players == 2 ? 4 : g->setup.players;
}

static bool tracks_crossed(const Game *g, const Sheet *sh)
{
    for (int s = 0; s < g->setup.players; s++)
        if (game_race(g, s) >= sh->crossing)
            return true;
    return false;
}

static void turn_end(Game *g, const Sheet *sh)
{
    g->pending_count = 0;
    for (int i = 0; i < GAME_MAX_PENDING; i++)
        g->pending[i] = (Bonus){0, 0};
    if (tracks_crossed(g, sh))
        g->end_triggered = 1;                                  /* R3.4 */
    g->turn++;
    bool round_over = g->turn == turns_per_round(g);
    bool pass_over = g->setup.players == 2 && g->turn % 2 == 0;
    g->step = (Step){STEP_NONE, 0, 0, 0};
    bool last_round = round_over && g->round >= GAME_LAST_ROUND;         /* R3.6 */
    if ((g->end_triggered && (round_over || pass_over)) || last_round) {
        g->waiting = WAIT_OVER;
        return;
    }
    if (round_over) {                                          /* R2.6 */
        for (int d = 0; d < DIE_COUNT; d++)
            g->die_at[d] = DIE_AT_CENTRE;
        g->holder = (uint8_t)((g->holder + 1) % g->setup.players);
        g->round++;
        g->turn = 0;
        g->to_act = g->holder;
        g->rolled = 0;
        g->waiting = WAIT_ROLL;
        return;
    }
    g->to_act = (uint8_t)((g->holder + g->turn) % g->setup.players);
    g->step.kind = STEP_CHOOSE_DIE;
}

/* Counts the legal choices of the open step, stopping at two. */
static int choices(const Game *g, const Sheets *sheets, Action *only)
{
    Action two[2];
    int found = engine_legal_list(g, sheets, two, 2);
    if (found > 0)
        *only = two[0];
    return found;
}

/* Notes a step taken without the player (trace may be NULL): the state before it and the
 * one action performed, or none (no effect, R2.5). */
static void note_forced(GameForced *trace, const Game *g, const Action *only)
{
    if (!trace || trace->count >= GAME_FORCED_MAX) return;
    trace->before[trace->count] = *g;
    trace->no_effect[trace->count] = only == NULL;
    trace->action[trace->count] = only ? *only : (Action){0};
    trace->count++;
}

void engine_settle(Game *g, const Sheets *sheets, GameForced *trace)
{
    const Sheet *sh = game_sheet(g, sheets);
    while (g->waiting == WAIT_ACTION) {
        if (g->step.kind == STEP_NONE || g->step.kind == STEP_PENDING) {
            if (engine_any_bonus_usable(g, sh)) {                     /* R9.4: use them first */
                g->step = (Step){STEP_PENDING, 0, 0, 0};
                return;
            }
            engine_pending_lapse(g);                                  /* R9.3, R9.4 */
            if (trace && !trace->turn_ended) {
                trace->turn_ended = true;
                trace->at_turn_end = *g;
            }
            turn_end(g, sh);
            continue;
        }
        Action only;
        int n = choices(g, sheets, &only);
        if (n == 0) {
            note_forced(trace, g, NULL);
            g->step.kind = STEP_NONE;           /* nothing possible: no effect (R2.5) */
        } else if (n == 1) {
            note_forced(trace, g, &only);
            engine_perform(g, sheets, &only);
        } else {
            return;
        }
    }
}

static void sell(Game *g, const Sheet *sh, const Action *a)
{
    g->step.kind = STEP_NONE;
    for (int k = 0; k < GOOD_COUNT; k++)
        for (int i = 0; i < a->arg[k]; i++)
            engine_market_sell(g, sh, k);
}

static void draw_road(Game *g, const Sheet *sh, const Action *a)
{
    if (g->step.kind == STEP_HALVES && g->step.n == 1) {
        /* R9.5: the second half-road bonus is used up by the combined road. */
        for (int i = 0; i < g->pending_count; i++)
            if (g->pending[i].kind == BONUS_HALF_ROAD) {
                engine_pending_remove(g, i);
                break;
            }
    }
    g->step.kind = STEP_NONE;
    engine_road_draw(g, sh, a->arg[0], a->arg[1]);
}

static void gain_chosen_goods(Game *g, const Sheet *sh, const Action *a)
{
    g->step.kind = STEP_NONE;
    if (a->kind == ACT_GOOD) {
        engine_gain_good(acting(g), sh, a->arg[0]);
        return;
    }
    if (a->kind == ACT_GOODS_DIE) {                            /* R9.6 goods-die */
        int goods[2];
        face_goods(g->die_face[a->arg[0]], goods);
        engine_gain_good(acting(g), sh, goods[0]);
        engine_gain_good(acting(g), sh, goods[1]);
        return;
    }
    for (int k = 0; k < GOOD_COUNT; k++)
        if (a->arg[k])
            engine_gain_good(acting(g), sh, k);
}

static void resolve_pending(Game *g, const Sheet *sh, int index)
{
    Bonus b = g->pending[index];
    engine_pending_remove(g, index);
    g->step = (Step){STEP_NONE, 0, 0, 1};
    engine_bonus_resolve(g, sh, b);
}

void engine_perform(Game *g, const Sheets *sheets, const Action *a)
{
    const Sheet *sh = game_sheet(g, sheets);
    Player *p = acting(g);
    switch (a->kind) {
    case ACT_ROLL: engine_dice_roll(g, a); break;
    case ACT_TAKE: engine_die_take(g, sh, a->arg[0]); break;
    case ACT_KARMA: engine_die_karma(g, a->arg[0]); break;
    case ACT_REROLL:
        p->karma_crossed++;                                    /* R8.3 */
        g->waiting = WAIT_KARMA_ROLL;
        g->step.kind = STEP_NONE;
        break;
    case ACT_KEEP: engine_die_keep(g, sh, a->arg[0]); break;
    case ACT_ROAD: draw_road(g, sh, a); break;
    case ACT_HALF:
        if (--g->step.n == 0)
            g->step.kind = STEP_NONE;
        g->step.mode = 0;
        engine_half_draw(g, sh, a->arg[0], a->arg[1]);
        break;
    case ACT_SELL: sell(g, sh, a); break;
    case ACT_GOOD: case ACT_GOODS: case ACT_GOODS_DIE: gain_chosen_goods(g, sh, a); break;
    case ACT_UPGRADE:
        g->step.kind = STEP_NONE;
        engine_gain_upgrade(g, sh, a->arg[0]);
        break;
    case ACT_PERSON:
        g->step.kind = STEP_NONE;
        engine_person_use(g, sh, a->arg[0]);
        break;
    case ACT_FORWARD:
        g->step.kind = STEP_NONE;
        engine_river_mark(g, sh, game_river_position(p) + a->arg[0]);
        break;
    case ACT_BACK:
        g->step.kind = STEP_NONE;
        engine_river_mark(g, sh, a->arg[0]);
        break;
    case ACT_BONUS: resolve_pending(g, sh, a->arg[0]); break;
    case ACT_DECLINE: engine_pending_remove(g, a->arg[0]); break;
    default: break;                                            /* done is never legal */
    }
}
