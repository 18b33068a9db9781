/* game.c — starting a game (R1), who acts, applying actions and rolls, the race and the
 * ranking (R3). */
#include <string.h>

#include "areas_internal.h"
#include "game_internal.h"
#include "random.h"

bool game_start(Game *g, const Sheets *sheets, const Setup *setup, Refusal *why)
{
    if (setup->players < GAME_MIN_PLAYERS || setup->players > GAME_MAX_PLAYERS) {
        *why = refusal("R1.1", "2 to 5 players");
        return false;
    }
    if (setup->sheet >= sheets->count) {
        *why = refusal("R1.1", "no such sheet side");
        return false;
    }
    if (setup->first >= setup->players) {
        *why = refusal("R1.3", "the starting player must be one of the seats");
        return false;
    }
    const Sheet *sh = &sheets->sheet[setup->sheet];
    memset(g, 0, sizeof *g);
    g->setup.players = setup->players;     /* field by field: padding stays zero for memcmp */
    g->setup.sheet = setup->sheet;
    g->setup.first = setup->first;
    g->setup.seed = setup->seed;
    g->round = 1;
    g->holder = setup->first;
    g->to_act = setup->first;
    g->waiting = WAIT_ROLL;
    g->rng = setup->seed;
    for (int s = 0; s < setup->players; s++) {
        Player *p = &g->player[s];
        p->karma_circled = 1;                                  /* R1.4 */
        for (int t = 0; t < TYPE_COUNT; t++)
            p->upgrade[t] = 1;
        p->road[sh->residence] = sh->residence_roads;          /* R5.2 */
    }
    return true;
}

int game_actor(const Game *g)
{
    if (g->waiting == WAIT_OVER)
        return GAME_NOBODY;
    if (g->waiting == WAIT_ACTION)
        return g->to_act;
    return GAME_CHANCE;
}

bool game_over(const Game *g) { return g->waiting == WAIT_OVER; }

bool game_apply(Game *g, const Sheets *sheets, const Action *a, Refusal *why)
{
    return game_apply_traced(g, sheets, a, why, NULL);
}

bool game_apply_traced(Game *g, const Sheets *sheets, const Action *a, Refusal *why, GameForced *trace)
{
    if (trace) {
        trace->count = 0;
        trace->turn_ended = false;
    }
    if (!game_check(g, sheets, a, why))
        return false;
    engine_lapsed_clear(g);
    engine_perform(g, sheets, a);
    engine_settle(g, sheets, trace);
    return true;
}

void game_apply_listed(Game *g, const Sheets *sheets, const Action *a)
{
    engine_lapsed_clear(g);
    engine_perform(g, sheets, a);
    engine_settle(g, sheets, NULL);
}

/* Older versions let a pending bonus that could not be used be declined while another was
 * usable (R9.4 before its change): such a `decline` removes it as it did then. */
static bool legacy_decline(Game *g, const Sheets *sheets, const Action *a, Refusal *why)
{
    Action use = action_make(ACT_BONUS, a->arg[0], 0);
    if (!game_check(g, sheets, &use, why) && strcmp(why->clause, "R9.3") != 0)
        return false;
    if (engine_bonus_usable(g, game_sheet(g, sheets), a->arg[0]))
        return game_check(g, sheets, a, why);   /* a usable bonus was never declined */
    engine_lapsed_clear(g);
    engine_pending_remove(g, a->arg[0]);
    engine_settle(g, sheets, NULL);
    return true;
}

/* Older versions' sale bonuses sold "up to n", at least one (R9.6 before its change). */
static bool legacy_sale(Game *g, const Sheets *sheets, const Action *a, Refusal *why)
{
    const Player *p = &g->player[g->to_act];
    if (g->waiting != WAIT_ACTION || g->step.kind != STEP_SELL || !g->step.from_bonus ||
        (g->step.mode & SALE_MARKET) || a->arg[0] + a->arg[1] + a->arg[2] < 1 ||
        !engine_sale_check(p, g->step.mode, g->step.n, a->arg, "R9.6", why))
        return game_check(g, sheets, a, why);
    engine_lapsed_clear(g);
    engine_perform(g, sheets, a);
    engine_settle(g, sheets, NULL);
    return true;
}

bool game_apply_recorded(Game *g, const Sheets *sheets, const Action *a, bool sale_follows, Refusal *why)
{
    if (a->kind == ACT_DECLINE)
        return legacy_decline(g, sheets, a, why);
    if (a->kind == ACT_SELL && !game_check(g, sheets, a, why))
        return legacy_sale(g, sheets, a, why);
    bool sale_bonus = a->kind == ACT_BONUS && a->arg[0] < g->pending_count &&
                      g->pending[a->arg[0]].kind >= BONUS_SELL_ANY && g->pending[a->arg[0]].kind <= BONUS_SELL_DIFF;
    if (!sale_bonus || !sale_follows)
        return game_apply(g, sheets, a, why);
    if (!game_check(g, sheets, a, why))
        return false;
    engine_lapsed_clear(g);
    engine_perform(g, sheets, a);   /* the record's own `sell` comes next: no sale happens by itself */
    return true;
}

bool game_roll_random(Game *g, const Sheets *sheets, Action *rolled)
{
    uint8_t faces[DIE_COUNT];
    int n;
    if (g->waiting == WAIT_ROLL) {
        n = DIE_COUNT;
        for (int d = 0; d < DIE_COUNT; d++)
            faces[d] = (uint8_t)die_face(d, (int)(splitmix64_next(&g->rng) % (uint64_t)die_face_count(d)));
    } else if (g->waiting == WAIT_KARMA_ROLL) {
        n = 2;
        for (int i = 0; i < 2; i++) {
            int d = g->karma_die[i];
            faces[i] = (uint8_t)die_face(d, (int)(splitmix64_next(&g->rng) % (uint64_t)die_face_count(d)));
        }
    } else {
        return false;
    }
    Action roll = action_roll(faces, n);
    Refusal why;
    game_apply(g, sheets, &roll, &why);
    if (rolled)
        *rolled = roll;
    return true;
}

int game_race(const Game *g, int seat)
{
    return 2 * g->player[seat].fame + g->player[seat].money;   /* R3.1 */
}

int game_overlap(const Game *g, const Sheets *sheets, int seat)
{
    return game_race(g, seat) - game_sheet(g, sheets)->crossing;
}

/* R3.5: overlap, then karma collected, then karma used; negative if a ranks higher. */
static int rank_compare(const Game *g, int a, int b)
{
    const Player *pa = &g->player[a], *pb = &g->player[b];
    if (game_race(g, a) != game_race(g, b))
        return game_race(g, b) - game_race(g, a);
    if (pa->karma_circled != pb->karma_circled)
        return pb->karma_circled - pa->karma_circled;
    return pb->karma_crossed - pa->karma_crossed;
}

void game_ranking(const Game *g, const Sheets *sheets, Ranking *out)
{
    (void)sheets;
    int n = g->setup.players;
    out->count = (uint8_t)n;
    for (int i = 0; i < n; i++)
        out->seat[i] = (uint8_t)i;
    for (int i = 1; i < n; i++)            /* insertion sort: stable, so ties keep seat order */
        for (int j = i; j > 0 && rank_compare(g, out->seat[j - 1], out->seat[j]) > 0; j--) {
            uint8_t t = out->seat[j];
            out->seat[j] = out->seat[j - 1];
            out->seat[j - 1] = t;
        }
    for (int i = 0; i < n; i++)
        out->place[i] = (uint8_t)(i > 0 && rank_compare(g, out->seat[i - 1], out->seat[i]) == 0
                                      ? out->place[i - 1] : i + 1);
}
