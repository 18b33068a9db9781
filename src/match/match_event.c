/* match_event.c — the match's events: kept in order with their sequence numbers, and made
 * from an applied decision by comparing the states around it (gains, lapses, crossing,
 * round, end) and reading the engine's trace of the steps it took by itself. They are kept
 * in a ring of MATCH_EVENTS_KEPT: readers take them as they come, by sequence number. */
#include <string.h>

#include "match_internal.h"
#include "sheet.h"

static MatchEvent *push(Match *m, MatchEventKind kind, int seat, uint32_t now)
{
    uint64_t seq = m->next_seq++;
    MatchEvent *e = &m->event[seq % MATCH_EVENTS_KEPT];
    memset(e, 0, sizeof *e);
    e->seq = seq;
    e->kind = (uint8_t)kind;
    e->seat = (int8_t)seat;
    e->at = now;
    e->die = -1;
    e->entry = m->session->count ? m->session->count - 1 : 0;
    e->after = m->session->game;
    return e;
}

uint64_t match_next_seq(const Match *m)
{
    return m->next_seq;
}

const MatchEvent *match_event_at(const Match *m, uint64_t seq)
{
    if (seq >= m->next_seq || m->next_seq - seq > MATCH_EVENTS_KEPT) return NULL;
    return &m->event[seq % MATCH_EVENTS_KEPT];
}

void match_event_simple(Match *m, MatchEventKind kind, int seat, uint32_t now)
{
    push(m, kind, seat, now)->before = m->session->game;
}

void match_event_undone(Match *m, const Game *before, const Game *after, const Action *a, uint32_t now)
{
    MatchEvent *e = push(m, MATCH_EV_UNDONE, before->to_act, now);
    e->before = *before;
    e->after = *after;
    e->action = *a;
}

void match_event_save_failed(Match *m, int cause, uint32_t now)
{
    MatchEvent *e = push(m, MATCH_EV_SAVE_FAILED, -1, now);
    e->before = m->session->game;
    e->cause = cause;
}

static void gain(Match *m, int seat, GainKind what, int good, int amount, uint32_t now)
{
    if (amount == 0) return;
    MatchEvent *e = push(m, MATCH_EV_GAIN, seat, now);
    e->gain = (uint8_t)what;
    e->good = (uint8_t)good;
    e->amount = (int16_t)amount;
}

/* What each seat's sheet gained or gave: fame, money, karma to use (circled less crossed,
 * R8) and goods owned (circled less crossed, R4). */
static void gains(Match *m, const Game *before, const Game *after, uint32_t now)
{
    for (int s = 0; s < before->setup.players; s++) {
        const Player *b = &before->player[s], *a = &after->player[s];
        gain(m, s, GAIN_FAME, 0, a->fame - b->fame, now);
        gain(m, s, GAIN_MONEY, 0, a->money - b->money, now);
        gain(m, s, GAIN_KARMA, 0, (a->karma_circled - a->karma_crossed) - (b->karma_circled - b->karma_crossed), now);
        for (int k = 0; k < GOOD_COUNT; k++)
            gain(m, s, GAIN_GOOD, k, (a->goods_circled[k] - a->goods_crossed[k]) - (b->goods_circled[k] - b->goods_crossed[k]),
                 now);
    }
}

/* The steps the engine took by itself after the decision, each with its own states. */
static void forced(Match *m, const Action *a, const GameForced *trace, uint32_t now)
{
    for (int i = 0; i < trace->count && i < GAME_FORCED_MAX; i++) {
        const Game *step = &trace->before[i];
        MatchEvent *e = push(m, trace->no_effect[i] ? MATCH_EV_NO_EFFECT : MATCH_EV_FORCED, step->to_act, now);
        e->before = *step;
        if (i + 1 < trace->count) e->after = trace->before[i + 1];
        e->action = trace->action[i];
        /* A die taken to no effect (R2.5): the decision itself had none. */
        if (trace->no_effect[i] && (a->kind == ACT_TAKE || a->kind == ACT_KEEP)) e->die = a->arg[0];
    }
}

void match_events_of_apply(Match *m, MatchEventKind kind, const Game *before, const Action *a,
                           const GameForced *trace, bool held, uint32_t now)
{
    const Game *after = &m->session->game;
    MatchEvent *e = push(m, kind, kind == MATCH_EV_ROLL ? -1 : before->to_act, now);
    e->before = *before;
    e->action = *a;
    forced(m, a, trace, now);
    gains(m, before, after, now);
    for (int i = 0; i < after->lapsed_count && i < GAME_MAX_PENDING; i++) {
        push(m, MATCH_EV_LAPSED, after->lapsed_seat, now)->bonus = after->lapsed[i];
    }
    int crossing = m->sheets->sheet[before->setup.sheet].crossing;
    for (int s = 0; s < before->setup.players; s++)
        if (game_race(before, s) < crossing && game_race(after, s) >= crossing)
            push(m, MATCH_EV_CROSSING, s, now)->before = *before;
    if (after->waiting != WAIT_OVER && after->round != before->round && !held)
        push(m, MATCH_EV_ROUND, after->holder, now)->before = *before;
    if (after->waiting == WAIT_OVER && before->waiting != WAIT_OVER)
        push(m, MATCH_EV_OVER, -1, now)->before = *before;
}
