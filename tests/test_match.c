/* test_match.c — the match (src/match): whole games played through it headless, with bots
 * on the inline runner; the events it tells against the session it keeps (every action once,
 * gains that add up to the sheets, one round event per round, the crossing and the end);
 * the End-turn hold and Undo's limits; the store after every change and its failures; the
 * coach's refusals; a practice's one decision (match_set_practice). */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "match.h"
#include "match_test.h"
#include "story.h"
#include "support.h"

typedef struct {
    int writes, fail_from;   /* fail every write from this one on (0: never) */
    int last_held;
    size_t last_count;
    int forgets;
} Store;

static bool store_write(void *ctx, const Session *s, int held, int *cause, char *err, size_t cap)
{
    Store *st = ctx;
    st->writes++;
    st->last_held = held;
    st->last_count = s->count;
    if (st->fail_from && st->writes >= st->fail_from) {
        *cause = ENOSPC;
        snprintf(err, cap, "no space left");
        return false;
    }
    return true;
}

static void store_forget(void *ctx) { ((Store *)ctx)->forgets++; }

/* A new game of `players` on that side of the sheet from that seed, and its match over those
 * seats (0: a person; 1 + BotLevel: a bot), as every test here begins; finish ends both. */
/* A new match over a new game on s (seat 0 first): seats[i] 0 for a person, 1 + a level for
 * a bot. */
static Match *start(Session *s, const char *side, uint64_t seed, int players, const uint8_t *seats)
{
    session_init(s, test_sheets());
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), 0, seed};
    Refusal why;
    assert_true(session_new(s, &setup, &why));
    Match *m = match_new();
    assert_non_null(m);
    match_start(m, s, test_sheets(), players, seats);
    return m;
}

static void finish(Session *s, Match *m)
{
    match_free(m);
    session_free(s);
}

/* What the events told, taken after each change as the table takes them. */
typedef struct {
    uint64_t seen;
    size_t entry;                       /* session entries matched so far */
    int kind[MATCH_EV_SAVE_FAILED + 1];
    int gain[GAME_MAX_PLAYERS][GAIN_GOOD + 1];
    int forced;                         /* engine steps checked against its own trace */
} Tally;

/* An ACTION event at q: the engine's own steps follow it as game_apply_traced says. */
static void check_forced(Tally *t, const Match *m, uint64_t q)
{
    const MatchEvent *e = match_event_at(m, q);
    Game probe = e->before;
    GameForced f;
    Refusal why;
    assert_true(game_apply_traced(&probe, test_sheets(), &e->action, &why, &f));
    for (int i = 0; i < f.count; i++) {
        const MatchEvent *step = match_event_at(m, q + 1 + (uint64_t)i);
        assert_non_null(step);
        assert_int_equal(step->kind, f.no_effect[i] ? MATCH_EV_NO_EFFECT : MATCH_EV_FORCED);
        assert_memory_equal(&step->before, &f.before[i], sizeof(Game));
        if (!f.no_effect[i]) assert_true(action_equal(&step->action, &f.action[i]));
        t->forced++;
    }
}

/* Every decision and roll is told once, in the session's order, with its state before. */
static void tally_take(Tally *t, const Match *m)
{
    const Session *s = match_session(m);
    for (; t->seen < match_next_seq(m); t->seen++) {
        const MatchEvent *e = match_event_at(m, t->seen);
        assert_non_null(e);
        assert_true(e->seq == t->seen);
        t->kind[e->kind]++;
        if (e->kind == MATCH_EV_GAIN) t->gain[e->seat][e->gain] += e->amount;
        if (e->kind == MATCH_EV_UNDONE) t->entry--;
        if (e->kind != MATCH_EV_ACTION && e->kind != MATCH_EV_ROLL) continue;
        assert_true(t->entry < s->count);
        assert_true(action_equal(&e->action, &s->entry[t->entry].action));
        assert_memory_equal(&e->before, &s->entry[t->entry].before, sizeof(Game));
        t->entry++;
        if (e->kind == MATCH_EV_ACTION) check_forced(t, m, t->seen);
    }
}

/* Plays until the game is over: dice when due, the bots at pace 0, a person's first legal
 * action, End turn when held; the events are taken after each step. */
static void play_out(Match *m, Tally *t)
{
    int steps = 0;
    Refusal why;
    while (!game_over(&match_session(m)->game) && steps < 20000) {
        steps++;
        if (match_held_seat(m) >= 0) assert_true(match_end_turn(m, 0));
        else if (match_roll_due(m)) assert_true(match_roll(m, 0, &why));
        else if (match_bot_turn(m)) match_bots_tick(m, 0);
        else {
            Action legal[GAME_MAX_LEGAL];
            assert_true(game_legal(&match_session(m)->game, test_sheets(), legal) > 0);
            assert_true(match_apply(m, &legal[0], 0, &why));
        }
        tally_take(t, m);
        const Session *s = match_session(m);
        const SessionEntry *last = s->count ? &s->entry[s->count - 1] : NULL;
        if (match_held_seat(m) >= 0) {
            /* One round at a time (R2.6): the held turn's round stays on the table. */
            assert_int_equal(match_shown(m)->round, last->before.round);
            assert_int_equal(match_shown(m)->holder, last->before.holder);
            assert_int_equal(match_shown(m)->to_act, match_held_seat(m));
        } else if (last && last->before.round != s->game.round) {
            assert_false(match_can_undo(m));   /* Undo never crosses a round */
            assert_ptr_equal(match_shown(m), &s->game);
        }
    }
}

/* Every decision and roll is told once, in the session's order; the gains add up to each
 * sheet; one round event per new round; one end event, last; the crossing before it (R3.4);
 * the engine's own steps as its trace has them. */
static void bots_play_a_whole_game_told_by_events(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "moon", 11, 3, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_MEDIUM, 1 + BOT_EASY});
    match_set_pace(m, 0);
    Tally t = {0};
    play_out(m, &t);
    assert_true(game_over(&s.game));
    assert_int_equal(t.kind[MATCH_EV_ACTION] + t.kind[MATCH_EV_ROLL], (int)s.count);
    assert_int_equal(t.entry, s.count);
    for (int seat = 0; seat < 3; seat++) {
        const Player *p = &s.game.player[seat], *p0 = &s.entry[0].before.player[seat];
        assert_int_equal(t.gain[seat][GAIN_FAME], p->fame - p0->fame);
        assert_int_equal(t.gain[seat][GAIN_MONEY], p->money - p0->money);
        assert_int_equal(t.gain[seat][GAIN_KARMA],
                         (p->karma_circled - p->karma_crossed) - (p0->karma_circled - p0->karma_crossed));
    }
    assert_int_equal(t.kind[MATCH_EV_ROUND], s.game.round - 1);
    assert_int_equal(t.kind[MATCH_EV_OVER], 1);
    assert_int_equal(match_event_at(m, match_next_seq(m) - 1)->kind, MATCH_EV_OVER);
    if (s.game.round < GAME_LAST_ROUND) assert_true(t.kind[MATCH_EV_CROSSING] >= 1);
    assert_int_equal(t.kind[MATCH_EV_TURN_HELD], 0);
    assert_true(t.forced > 0);
    finish(&s, m);
}

/* A person and a bot with the hold on: every finished turn of the person is held, then
 * passed; the events match the session to the end. */
static void a_person_and_a_bot_play_a_whole_game_with_the_hold(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 5, 2, (const uint8_t[]){0, 1 + BOT_EASY});
    match_set_pace(m, 0);
    match_set_hold(m, true, 0);
    Tally t = {0};
    play_out(m, &t);
    assert_true(game_over(&s.game));
    assert_int_equal(t.entry, s.count);
    assert_true(t.kind[MATCH_EV_TURN_HELD] > 0);
    /* The last turn's hold ends the game held; every other was passed. */
    assert_int_equal(t.kind[MATCH_EV_TURN_HELD], t.kind[MATCH_EV_TURN_PASSED] + (match_held_seat(m) >= 0));
    /* The new rounds are told at End turn, each once. */
    assert_int_equal(t.kind[MATCH_EV_ROUND], s.game.round - 1);
    assert_int_equal(t.kind[MATCH_EV_OVER], 1);
    /* Over, but a last turn still held could be undone: the autosave is kept until End turn. */
    if (match_held_seat(m) >= 0) {
        assert_false(match_forget(m));
        assert_true(match_end_turn(m, 0));
    }
    assert_true(match_forget(m));
    finish(&s, m);
}

/* The store is written after every change; a failure is an event and play goes on. */
static void the_store_follows_every_change_and_says_failures(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 3, 2, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_EASY});
    match_set_pace(m, 0);
    Store st = {0, 41, -1, 0, 0};
    match_set_store(m, (MatchStore){&st, store_write, store_forget});
    assert_false(match_forget(m));   /* not over: nothing forgotten */
    Tally t = {0};
    play_out(m, &t);
    assert_int_equal(st.forgets, 0);   /* the match never forgets by itself */
    assert_true(match_forget(m));
    assert_int_equal(st.forgets, 1);
    assert_int_equal(st.writes, (int)s.count);
    assert_int_equal(st.last_count, s.count);
    assert_false(match_test_insides(m).save_ok);
    assert_int_equal(match_test_insides(m).save_cause, ENOSPC);
    assert_string_equal(match_save_error(m), "no space left");
    assert_int_equal(t.kind[MATCH_EV_SAVE_FAILED], (int)s.count - 40);
    finish(&s, m);
}

/* Plays seat 0's first legal actions until its turn ends (the hold then holds it). */
static void person_finishes_turn(Match *m)
{
    Refusal why;
    while (match_held_seat(m) < 0) {
        if (match_roll_due(m)) {
            assert_true(match_roll(m, 0, &why));
            continue;
        }
        Action legal[GAME_MAX_LEGAL];
        assert_int_equal(game_actor(&match_session(m)->game), 0);
        assert_true(game_legal(&match_session(m)->game, test_sheets(), legal) > 0);
        assert_true(match_apply(m, &legal[0], 0, &why));
    }
}

/* R2.6: a person's finished turn waits for End turn: no roll, no bot; Undo still takes the
 * turn back; End turn passes it on, and the store knows which turn is held. */
static void a_finished_turn_is_held_until_end_turn(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_EASY});
    Store st = {0, 0, -1, 0, 0};
    match_set_store(m, (MatchStore){&st, store_write, store_forget});
    match_set_hold(m, true, 0);
    person_finishes_turn(m);
    assert_int_equal(match_held_seat(m), 0);
    assert_int_equal(st.last_held, 0);
    assert_int_equal(match_acting_seat(m), 0);
    assert_false(match_bot_turn(m));
    assert_false(match_roll_due(m));
    assert_int_equal(match_event_at(m, match_next_seq(m) - 1)->kind, MATCH_EV_TURN_HELD);
    assert_true(match_can_undo(m));
    size_t count = s.count;
    assert_true(match_undo(m, 0));
    assert_int_equal(s.count, count - 1);
    assert_int_equal(match_held_seat(m), -1);
    assert_int_equal(match_event_at(m, match_next_seq(m) - 1)->kind, MATCH_EV_UNDONE);
    person_finishes_turn(m);
    assert_false(match_hint_start(m));   /* no advice on a finished turn */
    assert_true(match_end_turn(m, 0));
    assert_int_equal(st.last_held, -1);
    assert_false(match_end_turn(m, 0));
    assert_int_equal(match_event_at(m, match_next_seq(m) - 1)->kind, MATCH_EV_TURN_PASSED);
    assert_true(match_bot_turn(m));
    finish(&s, m);
}

/* The hold switched off while a turn is held: the turn is passed at once. */
static void switching_the_hold_off_passes_a_held_turn(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_EASY});
    match_set_hold(m, true, 0);
    person_finishes_turn(m);
    match_set_hold(m, false, 0);
    assert_int_equal(match_held_seat(m), -1);
    assert_int_equal(match_event_at(m, match_next_seq(m) - 1)->kind, MATCH_EV_TURN_PASSED);
    assert_true(match_bot_turn(m));
    finish(&s, m);
}

/* Undo never takes back a roll, nor another seat's move. */
static void undo_stops_at_rolls_and_other_seats(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 0});
    Refusal why;
    assert_false(match_can_undo(m));
    assert_true(match_roll(m, 0, &why));
    assert_false(match_can_undo(m));        /* the roll */
    assert_false(match_undo(m, 0));
    Action legal[GAME_MAX_LEGAL];
    /* Seat 0's decisions are its to undo while it acts; once seat 1 is to act, they are
     * not seat 1's to undo. */
    int undoable = 0;
    while (s.game.to_act == 0) {
        int n = game_legal(&s.game, test_sheets(), legal), pick = 0;
        for (int i = 0; i < n; i++) {   /* a decision that leaves more to do, when there is one */
            Game probe = s.game;
            if (game_apply(&probe, test_sheets(), &legal[i], &why) && game_actor(&probe) == 0) pick = i;
        }
        assert_true(match_apply(m, &legal[pick], 0, &why));
        assert_int_equal(match_can_undo(m), s.game.to_act == 0);
        undoable += match_can_undo(m);
    }
    assert_true(undoable > 0);
    assert_false(match_can_undo(m));
    assert_false(match_undo(m, 0));
    finish(&s, m);
}

/* A practice of a person's decision: one decision applies (a turn it ends is held even with
 * the hold off), a second is refused as the practice's, End turn, rolls and bots do
 * nothing, Undo restores the position exactly and another choice applies. Nothing is
 * stored: the practice has no store. */
static void a_practice_plays_one_decision_and_undoes_it(void **state)
{
    (void)state;
    uint8_t seats[2] = {0, 1 + BOT_EASY};
    Session s;
    Match *m = start(&s, "sun", 9, 2, seats);
    Refusal why;
    assert_true(match_roll(m, 0, &why));
    /* The practice starts at the person's decision, on a session of its own. */
    Session p;
    session_init(&p, test_sheets());
    session_start_at(&p, &s.setup, &s.game);
    match_stop(m);
    match_start(m, &p, test_sheets(), 2, seats);
    match_set_practice(m, true);
    assert_false(match_practice_done(m));
    const Game before = p.game;
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(&before, test_sheets(), legal);
    assert_true(n > 1);
    /* The last legal choice that ends the turn (seed 9 has one). */
    int pick = 0;
    for (int i = 0; i < n; i++) {
        Game probe = before;
        if (game_apply(&probe, test_sheets(), &legal[i], &why) && match_turn_ended(&before, &probe)) pick = i;
    }
    Game want = before;
    assert_true(game_apply(&want, test_sheets(), &legal[pick], &why));
    assert_true(match_apply(m, &legal[pick], 0, &why));
    assert_true(match_practice_done(m));
    assert_int_equal(p.count, 1);
    assert_memory_equal(&p.game, &want, sizeof want);
    assert_true(match_turn_ended(&before, &want));
    assert_int_equal(match_held_seat(m), 0);   /* held, with the hold setting off */
    /* Nothing goes on: no second decision (the bot's turn is next), no End turn, no roll, no bot. */
    assert_false(match_apply(m, &legal[pick], 0, &why));
    assert_string_equal(why.clause, MATCH_PRACTICE);
    assert_false(match_end_turn(m, 0));
    assert_false(match_roll_due(m));
    assert_false(match_roll(m, 0, &why));
    for (uint32_t t = 0; t < 10000; t += 500) match_bots_tick(m, t);
    assert_int_equal(p.count, 1);
    /* Undo: the position exactly as it was, and another choice applies. */
    assert_true(match_undo(m, 0));
    assert_int_equal(p.count, 0);
    assert_false(match_practice_done(m));
    assert_memory_equal(&p.game, &before, sizeof before);
    int other = pick == 0 ? 1 : 0;
    want = before;
    assert_true(game_apply(&want, test_sheets(), &legal[other], &why));
    assert_true(match_apply(m, &legal[other], 0, &why));
    assert_memory_equal(&p.game, &want, sizeof want);
    match_free(m);
    session_free(&p);
    session_free(&s);
}

static bool coach_says_no(void *ctx, const Game *g, const Action *a, char *why, size_t cap)
{
    (void)ctx;
    (void)g;
    (void)a;
    snprintf(why, cap, "Take the blue die first");
    return false;
}

/* The coach keeps a person's action from the game: nothing changes, nothing is told. */
static void the_coach_keeps_an_action_back_in_its_words(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_EASY});
    Refusal why;
    assert_true(match_roll(m, 0, &why));
    match_set_coach(m, (MatchCoach){NULL, coach_says_no, NULL, NULL, NULL});
    uint64_t seq = match_next_seq(m);
    size_t count = s.count;
    Action legal[GAME_MAX_LEGAL];
    game_legal(&s.game, test_sheets(), legal);
    assert_false(match_apply(m, &legal[0], 0, &why));
    assert_string_equal(why.clause, MATCH_COACH);
    assert_string_equal(why.message, "Take the blue die first");
    assert_int_equal(s.count, count);
    assert_true(match_next_seq(m) == seq);
    finish(&s, m);
}

/* The lesson's coach wants the last of the legal actions only (or nothing, while a note
 * is to be read). */
static Action coach_wanted;
static bool coach_wants_nothing;
static bool coach_wants(void *ctx, const Game *g, const Action *a)
{
    (void)ctx;
    (void)g;
    return !coach_wants_nothing && action_equal(a, &coach_wanted);
}

/* In the lesson the Hint follows the coach: its first choice is the action the coach asks
 * for, not the hard bot's own; while the coach wants none (a note to read), no hint. */
static void the_hint_follows_the_coach(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_EASY});
    match_set_bot_samples(m, 4);
    Refusal why;
    assert_true(match_roll(m, 0, &why));
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(&s.game, test_sheets(), legal);
    assert_true(n > 2);
    assert_true(match_hint_start(m));
    int count;
    const BotChoice *own = match_hint(m, &count);
    assert_true(count > 0);
    /* The coach wants one the hard bot does not advise first. */
    coach_wanted = legal[0];
    for (int i = 0; i < n; i++)
        if (!action_equal(&legal[i], &own[0].action)) coach_wanted = legal[i];
    coach_wants_nothing = false;
    match_set_coach(m, (MatchCoach){NULL, NULL, NULL, NULL, coach_wants});
    assert_true(match_hint_start(m));
    const BotChoice *hint = match_hint(m, &count);
    assert_true(count >= 1);
    assert_true(action_equal(&hint[0].action, &coach_wanted));
    coach_wants_nothing = true;
    assert_true(match_hint_start(m));
    match_hint(m, &count);
    assert_int_equal(count, 0);
    finish(&s, m);
}

/* The match hands who plays each seat to the hint (BotConfig.table): a person's best option
 * reads the mover's chance knowing that a hard bot sits across (bot_win_chance_moved), not
 * the position alone. The end screen's chart reads the position it leads to knowing who
 * plays too (a person against a hard bot here: the person's seat each level in turn,
 * seats_as_bots), every seat alike (bot_win_chance_at): the mover's offset is all that
 * differs (docs/bots.md, "The mover"). */
static void the_hint_reads_the_move_and_the_chart_the_position(void **state)
{
    (void)state;
    Session s;
    const uint8_t seats[GAME_MAX_PLAYERS] = {0, 1 + BOT_HARD};
    Match *m = start(&s, "sun", 9, 2, seats);
    match_set_bot_samples(m, 4);
    Refusal why;
    assert_true(match_roll(m, 0, &why));
    int seat = game_actor(&s.game), count;
    assert_int_equal(seat, 0);
    assert_true(match_hint_start(m));
    const BotChoice *hint = match_hint(m, &count);
    assert_true(count > 0);
    Game after = s.game;
    assert_true(game_apply(&after, test_sheets(), &hint[0].action, &why));
    BotTable table = {{0}};
    memcpy(table.bot, seats, sizeof table.bot);
    assert_true(hint[0].value == bot_win_chance_moved(&after, test_sheets(), seat, &table));
    assert_true(hint[0].value < bot_win_chance_moved(&after, test_sheets(), seat, NULL));   /* not the position alone */
    /* The end screen's chart (story_job_start_at with the seats) at that position. */
    assert_true(match_apply(m, &hint[0].action, 0, &why));
    Story story;
    assert_true(story_compute_at(s.entry, s.count, &s.game, test_sheets(), &table, NULL, &story));
    /* The chart reads the position (every seat at every state); the hint, the move just made
     * (bot_win_chance_moved): the mover's offset is their difference. */
    assert_true(story.chance[story.points - 1][seat] == (float)bot_win_chance_at(&after, test_sheets(), seat, &table));
    assert_true(bot_mover_offset(2, bot_stage(&after)) > 0 && hint[0].value > story.chance[story.points - 1][seat]);
    story_free(&story);
    finish(&s, m);
}

/* A bot acts no sooner than its pace after the last change. */
/* A bot waits its pace after a change; on in the same turn, half of it. */
static void a_bot_waits_its_pace(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_EASY});
    Refusal why;
    assert_true(match_roll(m, 1000, &why));
    size_t count = s.count;
    match_bots_tick(m, 1000);
    match_bots_tick(m, 1000 + MATCH_BOT_PACE_MS - 1);
    assert_int_equal(s.count, count);
    match_bots_tick(m, 1000 + MATCH_BOT_PACE_MS);
    assert_int_equal(s.count, count + 1);
    /* On in the same turn (the die's action after the die), at half the pace. */
    const Game *g = &s.game;
    assert_int_equal(match_turn_key(g), match_turn_key(&s.entry[count].before));
    uint32_t at = 1000 + MATCH_BOT_PACE_MS;
    match_bots_tick(m, at);   /* the next answer, asked */
    match_bots_tick(m, at + MATCH_BOT_PACE_MS / 2 - 1);
    assert_int_equal(s.count, count + 1);
    match_bots_tick(m, at + MATCH_BOT_PACE_MS / 2);
    assert_int_equal(s.count, count + 2);
    /* A new turn waits the whole pace again. */
    while (match_turn_key(g) == match_turn_key(&s.entry[count].before) && !game_over(g)) {
        at += MATCH_BOT_PACE_MS;
        match_bots_tick(m, at);
        match_bots_tick(m, at);
    }
    if (game_actor(g) == GAME_CHANCE) {
        assert_true(match_roll(m, at, &why));
    }
    size_t before = s.count;
    match_bots_tick(m, at);
    match_bots_tick(m, at + MATCH_BOT_PACE_MS - 1);
    assert_int_equal(s.count, before);
    match_bots_tick(m, at + MATCH_BOT_PACE_MS);
    assert_int_equal(s.count, before + 1);
    finish(&s, m);
}

/* A bot's decisions in a turn: the first at its pace, the second at half of it, from the
 * third on (the bonuses after a die's action, most often) at a quarter, and from the sixth
 * (a long cascade) at an eighth, each played at its moment and not a millisecond before.
 * Two easy bots play until a turn of at least seven decisions has been seen. */
static void a_bots_chain_goes_on_at_a_quarter_then_an_eighth_of_its_pace(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_EASY});
    Refusal why;
    uint32_t now = 1000;
    int longest = 0;
    while (!game_over(&s.game) && longest < MATCH_CASCADE_STEPS + 2) {
        if (game_actor(&s.game) == GAME_CHANCE) {
            assert_true(match_roll(m, now, &why));
            continue;
        }
        MatchInsides in = match_test_insides(m);
        int made = in.last_turn == match_turn_key(&s.game) ? in.turn_steps : 0;
        uint32_t pace = made == 0                     ? MATCH_BOT_PACE_MS
                        : made == 1                   ? MATCH_BOT_PACE_MS / 2
                        : made < MATCH_CASCADE_STEPS ? MATCH_BOT_PACE_MS / 4
                                                      : MATCH_BOT_PACE_MS / 8;
        assert_int_equal(match_bot_pace(m), pace);
        size_t count = s.count;
        match_bots_tick(m, now + pace - 1);
        assert_int_equal(s.count, count);
        now += pace;
        match_bots_tick(m, now);
        assert_int_equal(s.count, count + 1);
        if (made + 1 > longest) longest = made + 1;
    }
    assert_true(longest >= MATCH_CASCADE_STEPS + 2);
    finish(&s, m);
}

static bool coach_leaves_the_bot(void *ctx, const Game *g, Action *out)
{
    (void)ctx;
    (void)g;
    (void)out;
    return false;
}

/* The lesson's bot, when its coach has no move for it, is asked right after the change like
 * any bot, and its answer is played at the first look at its moment: a loop that sleeps
 * until the bot's moment (table_deadlines.c) and looks once then misses nothing. */
static void the_lesson_bot_is_asked_at_once_and_plays_at_its_moment(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_EASY});
    match_set_coach(m, (MatchCoach){NULL, NULL, NULL, coach_leaves_the_bot, NULL});
    match_set_bot_samples(m, 4);
    Refusal why;
    assert_true(match_roll(m, 1000, &why));
    size_t count = s.count;
    match_bots_tick(m, match_bot_due(m));   /* the only look: at the moment */
    assert_int_equal(s.count, count + 1);
    /* The next decision is asked with the change, and waits for its moment. */
    match_bots_think(m);
    assert_true(match_bot_ready(m));
    match_bots_tick(m, match_bot_due(m) - 1);
    assert_int_equal(s.count, count + 1);
    match_bots_tick(m, match_bot_due(m));
    assert_int_equal(s.count, count + 2);
    finish(&s, m);
}

/* A bot's search runs on the threads the match is given (the program: every core but the
 * one that draws); a search of fixed samples (tests) on one. */
static void a_bot_searches_on_the_threads_it_is_given(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){1 + BOT_EASY, 1 + BOT_EASY});
    assert_int_equal(match_test_insides(m).search_threads, 1);
    match_set_search_threads(m, 0);
    assert_int_equal(match_test_insides(m).search_threads, 1);
    match_set_search_threads(m, 3);
    Refusal why;
    assert_true(match_roll(m, 1000, &why));
    match_bots_tick(m, 1000);
    assert_int_equal(match_test_job(m, MATCH_JOB_BOT)->config.threads, 3);
    match_set_bot_samples(m, 4);
    match_test_stale(m);                                  /* as a new state would: asked again */
    match_bots_tick(m, 1000);
    assert_int_equal(match_test_job(m, MATCH_JOB_BOT)->config.threads, 1);
    finish(&s, m);
}

/* Counts the jobs an inline runner starts, by kind. */
typedef struct {
    int started;
    Game asked[64];
} Asked;

static bool asked_start(void *ctx, MatchJob *job)
{
    Asked *a = ctx;
    if (a->started < 64) a->asked[a->started] = job->game;
    a->started++;
    match_job_run(job);
    return true;
}

static bool asked_done(void *ctx, MatchJob *job) { (void)ctx; (void)job; return true; }
static void asked_wait(void *ctx, MatchJob *job) { (void)ctx; (void)job; }

/* While a bot's answer waits for its pace, the search for the decision after it runs on the
 * state the answer leads to (thinking ahead); once the answer is played, that search is the
 * bot's answer, asked once, with the seed it would have had if asked then. */
static void a_bot_thinks_ahead_while_its_answer_waits(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){1 + BOT_HARD, 1 + BOT_HARD});
    match_set_bot_samples(m, 4);
    Asked asked = {0};
    match_set_runner(m, (MatchRunner){&asked, asked_start, asked_done, asked_wait});
    Refusal why;
    assert_true(match_roll(m, 1000, &why));
    size_t rolled = s.count;
    match_bots_think(m);
    /* The answer now, and the next decision's search on the state after it. */
    assert_true(match_bot_ready(m));
    assert_int_equal(asked.started, 2);
    Game next = s.game;
    assert_true(game_apply(&next, test_sheets(), &match_test_job(m, MATCH_JOB_BOT)->choice[0].action, &why));
    assert_int_equal(game_actor(&next), s.game.to_act);   /* the die's action, on in the turn */
    assert_memory_equal(&asked.asked[1], &next, sizeof next);
    assert_true(match_test_insides(m).ahead_done);
    Action ahead = match_test_job(m, MATCH_JOB_AHEAD)->choice[0].action;
    uint64_t ahead_seed = match_test_job(m, MATCH_JOB_AHEAD)->config.seed;
    /* Nothing is played before the pace, nor asked again. */
    match_bots_think(m);
    match_bots_tick(m, 1000 + MATCH_BOT_PACE_MS - 1);
    assert_int_equal(s.count, rolled);
    assert_int_equal(asked.started, 2);
    /* Played: the search made ahead is the answer, and the one after it is asked ahead. */
    match_bots_tick(m, 1000 + MATCH_BOT_PACE_MS);
    assert_int_equal(s.count, rolled + 1);
    assert_memory_equal(&s.game, &next, sizeof next);
    assert_true(match_bot_ready(m));
    assert_memory_equal(&match_test_job(m, MATCH_JOB_BOT)->choice[0].action, &ahead, sizeof ahead);
    assert_int_equal(match_test_job(m, MATCH_JOB_BOT)->generation, match_generation(m));
    assert_true(ahead_seed == bot_config_default(next.rng ^ ((uint64_t)match_generation(m) << 32)).seed);
    Game after = s.game;
    assert_true(game_apply(&after, test_sheets(), &match_test_job(m, MATCH_JOB_BOT)->choice[0].action, &why));
    assert_int_equal(asked.started, game_actor(&after) >= 0 ? 3 : 2);
    finish(&s, m);
}

/* While a person's finished turn waits for End turn, the bot to act next searches already,
 * on the game as it stands, with the seed it would have had if asked after End turn; End
 * turn makes that search its answer, asked once, played at its pace. */
static void a_bot_thinks_while_a_finished_turn_waits(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_HARD});
    match_set_bot_samples(m, 4);
    match_set_hold(m, true, 0);
    Asked asked = {0};
    match_set_runner(m, (MatchRunner){&asked, asked_start, asked_done, asked_wait});
    Refusal why;
    uint32_t now = 1000;
    /* The person plays the first legal action until a turn of theirs is held with the bot
     * next (not a new round's roll). */
    for (int guard = 0; guard < 400; guard++) {
        if (match_held_seat(m) >= 0) {
            if (game_actor(&s.game) >= 0 && s.game.to_act == 1) break;
            assert_true(match_end_turn(m, now));
        } else if (game_actor(&s.game) == GAME_CHANCE) {
            assert_true(match_roll(m, now, &why));
        } else if (s.game.to_act == 0) {
            Action legal[GAME_MAX_LEGAL];
            assert_true(game_legal(&s.game, test_sheets(), legal) > 0);
            assert_true(match_apply(m, &legal[0], now, &why));
        } else {
            match_bots_tick(m, now);
        }
        now += MATCH_BOT_PACE_MS;
    }
    assert_int_equal(match_held_seat(m), 0);
    int before = asked.started;
    match_bots_think(m);
    assert_int_equal(asked.started, before + 1);
    assert_memory_equal(&asked.asked[before], &s.game, sizeof s.game);
    assert_false(match_bot_ready(m));   /* nothing is the bot's before End turn */
    Action early = match_test_job(m, MATCH_JOB_AHEAD)->choice[0].action;
    uint32_t held_at = match_generation(m);
    assert_true(match_end_turn(m, now));
    match_bots_think(m);
    assert_true(match_bot_ready(m));
    /* Not asked again about this state: the one search since is the next decision's, ahead,
     * on the state the answer leads to, when the bot decides there too. */
    Game next = s.game;
    assert_true(game_apply(&next, test_sheets(), &match_test_job(m, MATCH_JOB_BOT)->choice[0].action, &why));
    bool goes_on = game_actor(&next) == 1;
    assert_int_equal(asked.started, before + 1 + goes_on);
    if (goes_on) assert_memory_equal(&asked.asked[before + 1], &next, sizeof next);
    assert_memory_equal(&match_test_job(m, MATCH_JOB_BOT)->choice[0].action, &early, sizeof early);
    assert_true(match_test_job(m, MATCH_JOB_BOT)->config.seed == bot_config_default(s.game.rng ^ ((uint64_t)(held_at + 1) << 32)).seed);
    size_t count = s.count;
    match_bots_tick(m, now + MATCH_BOT_PACE_MS / 2 - 1);
    assert_int_equal(s.count, count);
    match_bots_tick(m, now + MATCH_BOT_PACE_MS / 2);
    assert_int_equal(s.count, count + 1);
    finish(&s, m);
}

/* A person plays the first legal action (rolling when due) until their finished turn is held
 * with the bot at seat 1 to act next in the same round; now moves on a pace a step. */
static void play_to_a_held_turn_before_the_bot(Match *m, Session *s, uint32_t *now)
{
    Refusal why;
    for (int guard = 0; guard < 400; guard++) {
        if (match_held_seat(m) >= 0) {
            if (game_actor(&s->game) >= 0 && s->game.to_act == 1) return;
            assert_true(match_end_turn(m, *now));
        } else if (game_actor(&s->game) == GAME_CHANCE) {
            assert_true(match_roll(m, *now, &why));
        } else if (s->game.to_act == 0) {
            Action legal[GAME_MAX_LEGAL];
            assert_true(game_legal(&s->game, test_sheets(), legal) > 0);
            assert_true(match_apply(m, &legal[0], *now, &why));
        } else {
            match_bots_tick(m, *now);
        }
        *now += MATCH_BOT_PACE_MS;
    }
    fail_msg("no turn of the person's was held with the bot next");
}

/* After a person's End turn the bot's first move waits half its pace: the person has seen
 * their result and passed the turn. The lesson's bot keeps its whole pace there, and a bot's
 * first move after anything else (a roll, another seat's move) keeps it too
 * (a_bot_waits_its_pace). */
static void a_bot_moves_at_half_its_pace_after_end_turn(void **state)
{
    (void)state;
    for (int lesson = 0; lesson < 2; lesson++) {
        Session s;
        Match *m = start(&s, "sun", 9, 2, (const uint8_t[]){0, 1 + BOT_EASY});
        match_set_hold(m, true, 0);
        if (lesson) match_set_coach(m, (MatchCoach){NULL, NULL, NULL, coach_leaves_the_bot, NULL});
        uint32_t now = 1000;
        play_to_a_held_turn_before_the_bot(m, &s, &now);
        assert_true(match_end_turn(m, now));
        uint32_t pace = lesson ? MATCH_BOT_PACE_MS : MATCH_BOT_PACE_MS / 2;
        assert_int_equal(match_bot_pace(m), pace);
        assert_int_equal(match_bot_due(m), now + pace);
        size_t count = s.count;
        match_bots_tick(m, now + pace - 1);
        assert_int_equal(s.count, count);
        match_bots_tick(m, now + pace);
        assert_int_equal(s.count, count + 1);
        assert_int_equal(s.entry[count].before.to_act, 1);
        finish(&s, m);
    }
}

/* Budgets an inline runner saw, each against what the history says the decision is: a
 * bot's first in its turn (after a roll, another seat's decision or End turn), a later one
 * (after its own decision in the same round and turn), or one of a cascade (after
 * MATCH_CASCADE_STEPS or more of them). */
typedef struct {
    const Match *m;
    int first, later, cascade, wrong;
} Budgets;

static bool same_turn(const Game *a, const Game *b)
{
    return a->round == b->round && a->turn == b->turn && a->to_act == b->to_act;
}

/* The seat's decisions in game's turn at the end of the history, none of them a roll. */
static int taken_in_turn(const Session *s, const Game *g)
{
    int taken = 0;
    for (size_t i = s->count; i-- > 0; taken++) {
        const SessionEntry *e = &s->entry[i];
        if (e->action.kind == ACT_ROLL || !same_turn(&e->before, g)) break;
    }
    return taken;
}

static bool budget_start(void *ctx, MatchJob *job)
{
    Budgets *b = ctx;
    const Session *s = match_session(b->m);
    int taken;
    if (memcmp(&job->game, &s->game, sizeof job->game) == 0) {
        /* Asked about the game now. */
        taken = taken_in_turn(s, &job->game);
    } else {
        /* Asked ahead, about the state the waiting answer leads to: one more than now. */
        taken = same_turn(&s->game, &job->game) ? taken_in_turn(s, &s->game) + 1 : 0;
    }
    int want = BOT_DEFAULT_BUDGET_MS;
    if (taken >= MATCH_CASCADE_STEPS) {
        b->cascade++;
        want = MATCH_CASCADE_BUDGET_MS;
    } else if (taken > 0) {
        b->later++;
        want = MATCH_CHAIN_BUDGET_MS;
    } else {
        b->first++;
    }
    if (job->config.budget_ms != want) b->wrong++;
    match_job_run(job);
    return true;
}

/* A bot's first decision in a turn weighs whole turn plans with the full budget; its later
 * ones in the same turn (the die's action, a chain of bonuses) search for the chain's
 * budget, and those past MATCH_CASCADE_STEPS for the cascade's, whether asked when due or
 * ahead. A whole game of two hard bots, at fixed samples (the budget is set all the same). */
static void a_bots_later_decisions_in_a_turn_search_for_the_chain_budget(void **state)
{
    (void)state;
    Session s;
    Match *m = start(&s, "sun", 5, 2, (const uint8_t[]){1 + BOT_HARD, 1 + BOT_HARD});
    match_set_bot_samples(m, 2);
    Budgets b = {m, 0, 0, 0, 0};
    match_set_runner(m, (MatchRunner){&b, budget_start, asked_done, asked_wait});
    Refusal why;
    uint32_t now = 1000;
    for (int guard = 0; guard < 4000 && !game_over(&s.game); guard++, now += MATCH_BOT_PACE_MS) {
        if (game_actor(&s.game) == GAME_CHANCE) assert_true(match_roll(m, now, &why));
        else match_bots_tick(m, now);
    }
    assert_true(game_over(&s.game));
    assert_true(b.first > 10 && b.later > 10 && b.cascade > 0);
    assert_int_equal(b.wrong, 0);
    finish(&s, m);
}

TEST_MAIN(
    cmocka_unit_test(bots_play_a_whole_game_told_by_events),
    cmocka_unit_test(a_person_and_a_bot_play_a_whole_game_with_the_hold),
    cmocka_unit_test(the_store_follows_every_change_and_says_failures),
    cmocka_unit_test(a_finished_turn_is_held_until_end_turn),
    cmocka_unit_test(switching_the_hold_off_passes_a_held_turn),
    cmocka_unit_test(undo_stops_at_rolls_and_other_seats),
    cmocka_unit_test(a_practice_plays_one_decision_and_undoes_it),
    cmocka_unit_test(the_coach_keeps_an_action_back_in_its_words),
    cmocka_unit_test(the_hint_follows_the_coach),
    cmocka_unit_test(the_hint_reads_the_move_and_the_chart_the_position),
    cmocka_unit_test(a_bot_waits_its_pace),
    cmocka_unit_test(a_bots_chain_goes_on_at_a_quarter_then_an_eighth_of_its_pace),
    cmocka_unit_test(the_lesson_bot_is_asked_at_once_and_plays_at_its_moment),
    cmocka_unit_test(a_bot_searches_on_the_threads_it_is_given),
    cmocka_unit_test(a_bot_thinks_ahead_while_its_answer_waits),
    cmocka_unit_test(a_bots_later_decisions_in_a_turn_search_for_the_chain_budget),
    cmocka_unit_test(a_bot_thinks_while_a_finished_turn_waits),
    cmocka_unit_test(a_bot_moves_at_half_its_pace_after_end_turn)
)
