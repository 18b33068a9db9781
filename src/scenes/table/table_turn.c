/* table_turn.c — the end of a person's turn at the table. A turn ends (RULES.md R2.2, R2.3,
 * R9.3) when the die's action and every pending bonus are done: the engine then moves on to
 * the next seat (or rolls a new round, or ends the game) inside the same game_apply. The
 * table holds that moment for the person who made the last decision: their sheet stays
 * large with the result, Undo can still take the turn's decisions back, and only End turn
 * (or Enter) lets play go on — the hand-over card, the next roll, a bot. Bots never wait,
 * and the player's setting can switch the step off. */
#include "table.h"

#include <string.h>

/* The last action ended the turn of the seat that acted in `before`: the turn index or the
 * round moved on, or the game is over (R2.6, R3.4). A karma roll or a bonus does not. */
bool table_turn_ended(const Game *before, const Game *after)
{
    if (before->waiting != WAIT_ACTION) return false;
    return after->waiting == WAIT_OVER || after->round != before->round || after->turn != before->turn;
}

void table_note_turn_end(TableScene *t, const Game *before, const Game *after)
{
    int seat = before->to_act;
    if (t->confirm_turn && !t->seats.bot[seat] && table_turn_ended(before, after))
        t->ui.ended = seat;
}

bool table_waiting_end_turn(const TableScene *t)
{
    return t->ui.ended >= 0;
}

int table_acting_seat(const TableScene *t)
{
    return t->ui.ended >= 0 ? t->ui.ended : t->session->game.to_act;
}

/* Undo takes back the player's own decisions since the last roll: never a roll (no
 * rolling again for better dice) and never another player's move. While a finished turn
 * waits for End turn, that turn's decisions are still its player's to take back. */
bool table_can_undo(const TableScene *t)
{
    const Session *s = t->session;
    if (s->count == 0) return false;
    if (t->ui.ended < 0 && s->game.waiting == WAIT_OVER) return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    return last->action.kind != ACT_ROLL && last->before.to_act == table_acting_seat(t);
}

void table_forget_pointer(TableScene *t)
{
    /* What followed the pointer belongs to the moment before: no hover glow, tooltip or
     * road preview survives a hand-over or a card until the pointer moves again. */
    t->ui.mouse_x = t->ui.mouse_y = -1;
    t->ui.dragging = false;
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    table_peek_forget(t);
}

void table_end_turn(TableScene *t, uint32_t now)
{
    if (t->ui.ended < 0) return;
    t->ui.ended = -1;
    t->ui.viewed = -1;
    /* The next seat's clock starts now: a bot waits its pace from here, not from the last
     * decision, so the player sees the turn pass. */
    t->bots.changed_at = now;
    t->bots.generation++;
    t->now.message[0] = 0;
    table_forget_pointer(t);
    /* The autosave no longer holds the turn: a program closed now resumes with it passed. */
    table_save(t, now);
}

bool table_resume_end_turn(TableScene *t, int seat)
{
    const Session *s = t->session;
    if (!t->confirm_turn || seat < 0 || seat >= t->seats.players || t->seats.bot[seat] || s->count == 0)
        return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    if (last->action.kind == ACT_ROLL || last->before.to_act != seat || !table_turn_ended(&last->before, &s->game))
        return false;
    t->ui.ended = seat;
    t->ui.handed = seat;   /* the screen is with the player whose turn waits */
    t->ui.viewed = -1;
    return true;
}

void table_set_confirm_turn(TableScene *t, bool on)
{
    t->confirm_turn = on;
    /* Switched off while a turn waits: it ends now, as it would have. */
    if (!on && t->ui.ended >= 0) table_end_turn(t, SDL_GetTicks());
}
