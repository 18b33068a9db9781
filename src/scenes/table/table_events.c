/* table_events.c — the table takes the match's events (match_event.h) after each change:
 * each decision, roll, step the engine took by itself, lapsed bonus, new round and Undo
 * becomes a line of the log in the language of the moment, crossed tracks are announced;
 * the dice and the pen are heard, and every gain is shown where it was earned (table_gains.c);
 * what happened without a click of its own is ringed for a moment (table_marks.c); a save
 * that failed is said over the sheet while play goes on. */
#include "table_scene.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"

static const char *seat_name(const TableScene *t, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS ? t->seats.name[seat] : "?";
}

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

/* A seat's decision: its line (or that it had no effect, R2.5, with the die ringed), its
 * sound, and the pen that draws its mark. True when the line said it had no effect. */
static bool take_action(TableScene *t, const MatchEvent *e, uint32_t now)
{
    char line[TABLE_LOG_CHARS];
    const char *name = seat_name(t, e->before.to_act);
    bool explained = words_no_effect(&e->before, &e->after, &e->action, name, line, sizeof line);
    if (!explained) words_action(&e->before, &e->after, t->sheets, &e->action, name, line, sizeof line);
    table_log_line(t, line);
    table_marks_clear(t);   /* a new decision brings its own marks */
    if (explained && (e->action.kind == ACT_TAKE || e->action.kind == ACT_KEEP))
        table_mark_die(t, e->action.arg[0], now);
    sound_of(t, &e->action);
    table_gains_from(t, e);
    t->now.pen_before = e->before.player[e->before.to_act];
    t->now.pen_seat = e->before.to_act;
    t->now.pen_start = now;
    return explained;
}

static void take_undone(TableScene *t, const MatchEvent *e)
{
    table_gains_clear(t);
    /* The log says what was taken back in the words it was logged with. */
    char what[TABLE_LOG_CHARS], line[TABLE_LOG_CHARS];
    words_action(&e->before, &e->after, t->sheets, &e->action, seat_name(t, e->before.to_act), what, sizeof what);
    snprintf(line, sizeof line, _("Taken back: %s"), what);
    table_log_line(t, line);
    t->now.pen_seat = -1;
}

static void take_save_failed(TableScene *t, uint32_t now)
{
    char text[sizeof t->now.message];
    snprintf(text, sizeof text, _("The game could not be saved: %s. Play goes on."), t->match.save_err);
    table_say(t, true, text, now);
}

/* A seat's tracks crossed (R3.4): said over the sheet and logged, with how long the game
 * goes on — to the round's end, or with 2 players to the pass's end. */
static void take_crossing(TableScene *t, const MatchEvent *e, uint32_t now)
{
    char text[TABLE_LOG_CHARS];
    const char *name = seat_name(t, e->seat);
    bool pass = e->after.setup.players == 2;
    if (words_you(name))
        snprintf(text, sizeof text, "%s",
                 pass ? _("Your tracks have crossed: the game ends when this pass is played out")
                      : _("Your tracks have crossed: the game ends with this round"));
    else
        snprintf(text, sizeof text,
                 pass ? _("%s's tracks have crossed: the game ends when this pass is played out")
                      : _("%s's tracks have crossed: the game ends with this round"),
                 name);
    table_log_line(t, text);
    table_say(t, false, text, now);
}

/* One event; *explained carries a decision's "no effect" to its steps, spots and lapsed
 * gather what the steps changed and the bonuses that lapsed, for the rings. */
static void take(TableScene *t, const MatchEvent *e, uint32_t now, bool *explained, Spot *spots, int *n,
                 int *lapsed)
{
    char line[TABLE_LOG_CHARS];
    /* What follows a roll is logged with it, from the history, once its dice land. */
    if (t->now.roll_unlogged && e->kind != MATCH_EV_ROLL && e->entry + 1 == t->now.roll_unlogged &&
        e->kind != MATCH_EV_SAVE_FAILED)
        return;
    switch (e->kind) {
    case MATCH_EV_ACTION:
        *explained = take_action(t, e, now);
        t->now.forced_seat = e->before.to_act;
        break;
    case MATCH_EV_ROLL:
        /* The faces enter the log when the dice land (table.c), not while they tumble. */
        t->now.roll_unlogged = e->entry + 1;
        if (t->sound) sound_play(t->sound, SOUND_DICE);
        break;
    case MATCH_EV_FORCED: case MATCH_EV_NO_EFFECT:
        table_log_step(t, e, *explained, spots, n, TABLE_FORCED_SPOTS);
        if (e->kind == MATCH_EV_NO_EFFECT && !*explained && e->die >= 0) table_mark_die(t, e->die, now);
        break;
    case MATCH_EV_LAPSED:
        words_lapse(e->bonus, &e->after, e->seat, seat_name(t, e->seat), line, sizeof line);
        table_log_line(t, line);
        (*lapsed)++;
        break;
    case MATCH_EV_ROUND:
        words_round(e->after.round, seat_name(t, e->after.holder), line, sizeof line);
        table_log_line(t, line);
        break;
    case MATCH_EV_CROSSING: take_crossing(t, e, now); break;
    case MATCH_EV_GAIN: table_gains_take(t, e, now); break;
    case MATCH_EV_UNDONE: take_undone(t, e); break;
    case MATCH_EV_SAVE_FAILED: take_save_failed(t, now); break;
    default: break;
    }
}

void table_take_events(TableScene *t, uint32_t now)
{
    Spot spots[TABLE_FORCED_SPOTS];
    int n = 0, lapsed = 0;
    bool explained = false;
    for (; t->seen < match_next_seq(&t->match); t->seen++) {
        const MatchEvent *e = match_event_at(&t->match, t->seen);
        if (e) take(t, e, now, &explained, spots, &n, &lapsed);
    }
    if (n > 0) table_mark_forced(t, spots, n, now);
    if (lapsed > 0) table_mark_lapsed(t, lapsed, now);
}
