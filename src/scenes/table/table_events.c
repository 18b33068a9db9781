/* table_events.c — the table takes the match's events (match_event.h) after each change:
 * each decision, roll, step the engine took by itself, lapsed bonus, new round, crossing and
 * Undo becomes an item of the log (log_book.h), whose words are written when they are shown,
 * in the language of the moment; crossed tracks are announced; the dice and the pen are
 * heard, and every gain is shown where it was earned (table_gains.c); what happened without
 * a click of its own is ringed for a moment (table_marks.c); a save that failed is said over
 * the sheet while play goes on. A resumed game's log is told from its history through a
 * match of its own, so it holds the same items play made. */
#include "table_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"

/* What a player hears of an action: a die picked up, a pen on paper. Karma and rerolls are
 * heard when their dice roll. */
static void sound_of(TableScene *t, const Action *a)
{
    if (!t->sound) return;
    switch (a->kind) {
    case ACT_KARMA: case ACT_REROLL: case ACT_TAKE: case ACT_KEEP:
        sound_play(t->sound, SOUND_CLICK);
        break;
    default: sound_play(t->sound, SOUND_PEN); break;
    }
}

/* The log takes an event; a new item brings the log back home (unscrolled). */
static const LogItem *logged(TableScene *t, const MatchEvent *e)
{
    const LogItem *it = log_book_take(t->lang, &t->now.log, e);
    if (it) t->ui.log_scroll = 0;
    return it;
}

/* A seat's decision: its item, its sound, and the pen that draws its mark; a die taken to no
 * effect (R2.5) is ringed. */
static void take_action(TableScene *t, const MatchEvent *e, uint32_t now)
{
    const LogItem *it = logged(t, e);
    table_marks_clear(t);   /* a new decision brings its own marks */
    if (it && it->explained && (e->action.kind == ACT_TAKE || e->action.kind == ACT_KEEP))
        table_mark_die(t, e->action.arg[0], now);
    sound_of(t, &e->action);
    table_gains_from(t, e);
    t->now.pen_before = e->before.player[e->before.to_act];
    t->now.pen_seat = e->before.to_act;
    t->now.pen_start = now;
    /* A bot's mark is drawn within the pace its next step waits (match_bot_pace): a chain
     * of its bonuses follows at the pace set, each mark whole before the next. */
    t->now.pen_ms = table_pen_ms(t);
    uint32_t pace = match_bot_pace(t->match);
    if (match_is_bot(t->match, e->before.to_act) && t->now.pen_ms > pace) t->now.pen_ms = pace;
    t->now.forced_seat = e->before.to_act;
}

static void take_save_failed(TableScene *t, uint32_t now)
{
    const Lang *lang = t->lang;
    char text[sizeof t->now.message];
    snprintf(text, sizeof text, _("The game could not be saved: %s. Play goes on."), match_save_error(t->match));
    table_say(t, true, text, now);
}

/* The spots a step from before to after changed on the acting seat's sheet. */
static int step_spots(const Game *before, const Game *after, Spot *out, int cap)
{
    int seat = before->to_act, field, edges, n = 0;
    SpotSet set;
    sheet_diff(&before->player[seat], &after->player[seat], &set, &field, &edges);
    for (int k = 0; k < set.count && n < cap; k++) out[n++] = set.spot[k];
    return n;
}

/* Events of a roll whose dice still fly wait to be taken when they land (table_take_landed). */
static bool held_back(TableScene *t, const MatchEvent *e)
{
    if (e->kind == MATCH_EV_SAVE_FAILED) return false;
    bool roll = e->kind == MATCH_EV_ROLL;
    if (!roll && !(t->now.roll_unlogged && e->entry + 1 == t->now.roll_unlogged)) return false;
    if (roll) {
        t->now.roll_unlogged = e->entry + 1;
        t->now.held_count = 0;
        if (t->sound) sound_play(t->sound, SOUND_DICE);
    }
    if (t->now.held_count < TABLE_HELD_EVENTS) t->now.held[t->now.held_count++] = *e;
    return true;
}

/* One event; spots and lapsed gather what the steps changed and the bonuses that lapsed,
 * for the rings. */
static void take(TableScene *t, const MatchEvent *e, uint32_t now, Spot *spots, int *n, int *lapsed)
{
    const LogItem *it;
    switch (e->kind) {
    case MATCH_EV_ACTION: take_action(t, e, now); break;
    case MATCH_EV_ROLL: case MATCH_EV_ROUND: logged(t, e); break;
    case MATCH_EV_FORCED: case MATCH_EV_NO_EFFECT:
        it = logged(t, e);
        if (e->kind == MATCH_EV_FORCED) *n += step_spots(&e->before, &e->after, spots + *n, TABLE_FORCED_SPOTS - *n);
        else if (it && e->die >= 0) table_mark_die(t, e->die, now);
        break;
    case MATCH_EV_LAPSED:
        logged(t, e);
        (*lapsed)++;
        break;
    case MATCH_EV_CROSSING:
        /* Crossed tracks (R3.4) are said over the sheet as well. */
        if (logged(t, e)) table_say(t, false, log_book_words(t->lang, &t->now.log, t->now.log.count - 1), now);
        break;
    case MATCH_EV_GAIN: table_gains_take(t, e, now); break;
    case MATCH_EV_UNDONE:
        table_gains_clear(t);
        logged(t, e);
        t->now.pen_seat = -1;
        break;
    case MATCH_EV_SAVE_FAILED: take_save_failed(t, now); break;
    default: break;
    }
}

static void take_all(TableScene *t, const MatchEvent *const *e, int count, uint32_t now)
{
    Spot spots[TABLE_FORCED_SPOTS];
    int n = 0, lapsed = 0;
    for (int i = 0; i < count; i++) take(t, e[i], now, spots, &n, &lapsed);
    if (n > 0) table_mark_forced(t, spots, n, now);
    if (lapsed > 0) table_mark_lapsed(t, lapsed, now);
}

void table_take_events(TableScene *t, uint32_t now)
{
    const MatchEvent *fresh[MATCH_EVENTS_KEPT];
    int count = 0;
    for (; t->seen < match_next_seq(t->match); t->seen++) {
        const MatchEvent *e = match_event_at(t->match, t->seen);
        if (e && !held_back(t, e)) fresh[count++] = e;
    }
    take_all(t, fresh, count, now);
}

void table_take_landed(TableScene *t, uint32_t now)
{
    const MatchEvent *held[TABLE_HELD_EVENTS];
    for (int i = 0; i < t->now.held_count; i++) held[i] = &t->now.held[i];
    int count = t->now.held_count;
    t->now.roll_unlogged = 0;
    t->now.held_count = 0;
    take_all(t, held, count, now);
}

/* The log told again from the history: a match of its own replays every step and the log
 * takes its events; speech says only the newest line. A held turn's new round is told at
 * End turn. */
void table_log_rebuild(TableScene *t)
{
    const Session *s = t->session;
    LogBook *b = &t->now.log;
    log_book_clear(b);
    log_book_first(b, s->count > 0 ? &s->entry[0].before : &s->game);
    Session *w = s->count > 0 ? calloc(1, sizeof *w) : NULL;
    Match *m = w ? match_new() : NULL;
    Refusal why;
    if (m) {
        session_init(w, t->sheets);
        session_start_at(w, &s->setup, &s->entry[0].before);
        match_start(m, w, t->sheets, 0, NULL);
        uint64_t seen = match_next_seq(m);
        for (size_t i = 0; i < s->count; i++) {
            if (!match_play_recorded(m, &s->entry[i], 0, &why)) break;
            for (; seen < match_next_seq(m); seen++) log_book_take(t->lang, b, match_event_at(m, seen));
        }
        match_free(m);
        session_free(w);
    }
    free(w);
    if (match_round_due(t->match) && match_held_seat(t->match) >= 0) log_book_drop_round(b);
    t->now.log_heard = b->serial - 1;
    t->ui.log_scroll = 0;
}
