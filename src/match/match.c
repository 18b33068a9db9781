/* match.c — playing a game through the match: decisions, rolls, Undo, the End-turn hold and
 * the store. Each change is applied once (session_apply_traced) and told as events
 * (match_event.c); the store is written after every change, and a failed write is an event
 * too, so the table says it and play goes on from memory. */
#include "match.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_internal.h"

Match *match_new(void) { return calloc(1, sizeof(Match)); }

void match_free(Match *m)
{
    if (!m) return;
    match_stop(m);
    free(m);
}

void match_start(Match *m, Session *s, const Sheets *sheets, int players, const uint8_t *bot)
{
    memset(m, 0, sizeof *m);
    m->session = s;
    m->sheets = sheets;
    m->players = players < 0 ? 0 : players > GAME_MAX_PLAYERS ? GAME_MAX_PLAYERS : players;
    for (int i = 0; i < m->players; i++) m->bot[i] = bot ? bot[i] : 0;
    m->held = -1;
    m->pace_ms = MATCH_BOT_PACE_MS;
    m->search_threads = 1;
    m->last_turn = -1;
    m->practice_from = -1;
    m->runner = match_runner_inline();
}

void match_set_practice(Match *m, bool on)
{
    m->practice_from = on ? (int)m->session->count : -1;
}

bool match_practice_done(const Match *m)
{
    return m->practice_from >= 0 && m->session->count > (size_t)m->practice_from;
}

void match_stop(Match *m)
{
    match_bots_stop(m);
}

void match_set_store(Match *m, MatchStore store) { m->store = store; }
void match_set_coach(Match *m, MatchCoach coach) { m->coach = coach; }

void match_set_runner(Match *m, MatchRunner runner)
{
    match_bots_stop(m);
    m->runner = runner;
}

/* Every change of the game or the hold: answers asked about the state before are dropped,
 * and a bot's pace counts from now. */
static void changed(Match *m, uint32_t now)
{
    m->generation++;
    m->changed_at = now;
    m->bot_ready = false;
    m->hint_ready = false;
}

void match_store(Match *m, uint32_t now)
{
    if (!m->store.write) return;
    int cause = 0;
    m->save_err[0] = 0;
    bool ok = m->store.write(m->store.ctx, m->session, m->held, &cause, m->save_err, sizeof m->save_err);
    m->save_tried = true;
    m->save_ok = ok;
    m->save_cause = ok ? 0 : cause;
    if (!ok) match_event_save_failed(m, cause, now);
}

bool match_forget(Match *m)
{
    if (m->session->game.waiting != WAIT_OVER || m->held >= 0) return false;
    if (m->store.forget) m->store.forget(m->store.ctx);
    return true;
}

bool match_turn_ended(const Game *before, const Game *after)
{
    if (before->waiting != WAIT_ACTION) return false;
    return after->waiting == WAIT_OVER || after->round != before->round || after->turn != before->turn;
}

bool match_is_bot(const Match *m, int seat)
{
    return seat >= 0 && seat < m->players && m->bot[seat] != 0;
}

/* Whether a person's decision from before ends their turn and is held for End turn. */
static bool holds(const Match *m, const Game *before)
{
    return (m->hold_turns || m->practice_from >= 0) && !match_is_bot(m, before->to_act) &&
           match_turn_ended(before, &m->session->game);
}

/* Holds the turn the decision from before ended: the game as it left it is shown until End
 * turn, which also tells a new round. */
static void hold(Match *m, const Game *before, const GameForced *trace, uint32_t now)
{
    const Game *after = &m->session->game;
    m->held = before->to_act;
    m->held_view = trace->turn_ended ? trace->at_turn_end : *after;
    m->round_due = after->waiting != WAIT_OVER && after->round != before->round;
    match_event_simple(m, MATCH_EV_TURN_HELD, m->held, now);
}

bool match_apply(Match *m, const Action *a, uint32_t now, Refusal *why)
{
    Game before = m->session->game;
    int actor = game_actor(&before);
    if (match_practice_done(m)) {
        *why = (Refusal){MATCH_PRACTICE, "a practice plays one decision: Undo it to try another"};
        return false;
    }
    if (m->coach.accept && actor >= 0 && !match_is_bot(m, actor)) {
        /* The coach (the lesson) may hold a person's action back and say what it wants. */
        m->coach_said[0] = 0;
        if (!m->coach.accept(m->coach.ctx, &before, a, m->coach_said, sizeof m->coach_said)) {
            *why = (Refusal){MATCH_COACH, m->coach_said};
            return false;
        }
    }
    GameForced trace;
    if (!session_apply_traced(m->session, a, why, &trace)) return false;
    bool held = holds(m, &before);
    int32_t key = match_turn_key(&before);
    m->turn_steps = m->last_turn == key ? m->turn_steps + 1 : 1;
    m->last_turn = key;
    match_events_of_apply(m, MATCH_EV_ACTION, &before, a, &trace, held, now);
    if (held) hold(m, &before, &trace, now);
    changed(m, now);
    match_store(m, now);
    return true;
}

bool match_roll_due(const Match *m)
{
    const Game *g = &m->session->game;
    return m->session->started && m->held < 0 && game_actor(g) == GAME_CHANCE && !match_practice_done(m);
}

bool match_roll(Match *m, uint32_t now, Refusal *why)
{
    Game before = m->session->game;
    Action rolled;
    GameForced trace;
    trace.count = 0;
    if (m->held >= 0) {
        *why = (Refusal){"P", "a finished turn waits for End turn"};
        return false;
    }
    if (match_practice_done(m)) {
        *why = (Refusal){MATCH_PRACTICE, "a practice plays one decision: Undo it to try another"};
        return false;
    }
    /* A coach's dice are given faces, recorded like the protocol's `roll <faces>`. */
    if (m->coach.roll && m->coach.roll(m->coach.ctx, &before, &rolled)) {
        if (!session_apply_traced(m->session, &rolled, why, &trace)) return false;
    } else if (!session_roll_random(m->session, &rolled, why)) {
        return false;
    }
    m->last_turn = -1;
    match_events_of_apply(m, MATCH_EV_ROLL, &before, &rolled, &trace, false, now);
    changed(m, now);
    match_store(m, now);
    return true;
}

bool match_play_recorded(Match *m, const SessionEntry *e, uint32_t now, Refusal *why)
{
    Game before = m->session->game;
    Action a = e->action;
    GameForced trace;
    trace.count = 0;
    if (e->generated) {
        /* Sampled from the game's generator, as it was: the same faces, the generator on. */
        if (!session_roll_random(m->session, &a, why)) return false;
    } else if (!session_apply_traced(m->session, &a, why, &trace)) {
        return false;
    }
    match_events_of_apply(m, a.kind == ACT_ROLL ? MATCH_EV_ROLL : MATCH_EV_ACTION, &before, &a, &trace, false, now);
    changed(m, now);
    return true;
}

int32_t match_turn_key(const Game *g)
{
    return (int32_t)g->round << 16 | (int32_t)g->turn << 8 | (int32_t)(uint8_t)g->to_act;
}

int match_held_seat(const Match *m) { return m->held; }

const Game *match_shown(const Match *m)
{
    return m->held >= 0 ? &m->held_view : &m->session->game;
}

int match_seat_in_charge(const Match *m)
{
    const Game *g = &m->session->game;
    return g->waiting == WAIT_OVER ? -1 : g->to_act;
}

int match_acting_seat(const Match *m)
{
    return m->held >= 0 ? m->held : m->session->game.to_act;
}

bool match_bot_turn(const Match *m)
{
    int seat = match_seat_in_charge(m);
    /* A person's finished turn still waiting for End turn is theirs, whoever is next. */
    return seat >= 0 && match_is_bot(m, seat) && m->held < 0;
}

/* Undo takes back the player's own decisions since the last roll: never a roll (no rolling
 * again for better dice) and never another player's move. */
bool match_can_undo(const Match *m)
{
    const Session *s = m->session;
    if (s->count == 0) return false;
    if (m->held < 0 && s->game.waiting == WAIT_OVER) return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    /* A passed turn that ended the round stays in its round (R2.6): one round at a time. */
    if (m->held < 0 && last->before.round != s->game.round) return false;
    return last->action.kind != ACT_ROLL && last->before.to_act == match_acting_seat(m);
}

bool match_undo(Match *m, uint32_t now)
{
    if (!match_can_undo(m)) return false;
    const SessionEntry *last = &m->session->entry[m->session->count - 1];
    match_event_undone(m, &last->before, &m->session->game, &last->action, now);
    session_undo(m->session);
    m->held = -1;   /* the turn is open again */
    m->last_turn = -1;
    m->round_due = false;
    changed(m, now);
    match_store(m, now);
    return true;
}

bool match_end_turn(Match *m, uint32_t now)
{
    if (m->held < 0 || m->practice_from >= 0) return false;
    int seat = m->held;
    m->held = -1;
    m->last_turn = -1;
    match_event_simple(m, MATCH_EV_TURN_PASSED, seat, now);
    if (m->round_due) {
        /* The new round is told now that the old one is left (R2.6). */
        match_event_simple(m, MATCH_EV_ROUND, m->session->game.holder, now);
        m->round_due = false;
    }
    /* The next seat's clock starts now: a bot waits its pace from here, its search begun
     * while the turn waited (match_bots.c) taken as its own. */
    uint32_t held_at = m->generation;
    changed(m, now);
    m->turn_passed = m->generation;
    match_bots_adopt(m, held_at);
    /* The store no longer holds the turn: a program closed now resumes with it passed. */
    match_store(m, now);
    return true;
}

void match_set_search_threads(Match *m, int threads) { m->search_threads = threads < 1 ? 1 : threads; }

void match_set_hold(Match *m, bool on, uint32_t now)
{
    m->hold_turns = on;
    if (!on) match_end_turn(m, now);
}

bool match_resume_held(Match *m, int seat)
{
    const Session *s = m->session;
    if (!m->hold_turns || seat < 0 || seat >= m->players || match_is_bot(m, seat) || s->count == 0)
        return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    if (last->action.kind == ACT_ROLL || last->before.to_act != seat || !match_turn_ended(&last->before, &s->game))
        return false;
    /* The game as the turn left it, from the engine's trace of the decision on a copy. */
    Game probe = last->before;
    GameForced trace;
    Refusal why;
    if (!game_apply_traced(&probe, m->sheets, &last->action, &why, &trace)) return false;
    m->held = seat;
    m->held_view = trace.turn_ended ? trace.at_turn_end : s->game;
    m->round_due = s->game.waiting != WAIT_OVER && s->game.round != last->before.round;
    m->generation++;
    return true;
}

void match_shift(Match *m, uint32_t gap)
{
    m->changed_at += gap;
}
