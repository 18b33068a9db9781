/* table_turn.c — the end of a person's turn at the table. A turn ends (RULES.md R2.2, R2.3,
 * R9.3) when the die's action and every pending bonus are done: the engine then moves on to
 * the next seat (or rolls a new round, or ends the game) inside the same game_apply. The
 * match holds that moment for the person who made the last decision (match.h): their sheet
 * stays large with the result, Undo can still take the turn's decisions back, and only End
 * turn (or Enter) lets play go on — the hand-over card, the next roll, a bot. Bots never
 * wait, and the player's setting can switch the step off. */
#include "table_internal.h"

#include <string.h>

#include "i18n.h"

bool table_turn_ended(const Game *before, const Game *after)
{
    return match_turn_ended(before, after);
}

bool table_waiting_end_turn(const TableScene *t)
{
    return match_held_seat(t->match) >= 0;
}

int table_acting_seat(const TableScene *t)
{
    return match_acting_seat(t->match);
}

bool table_can_undo(const TableScene *t)
{
    return match_can_undo(t->match);
}

void table_forget_pointer(TableScene *t)
{
    /* What followed the pointer belongs to the moment before: no hover glow, tooltip or
     * road preview survives a hand-over or a card until the pointer moves again. */
    t->ui.mouse_x = t->ui.mouse_y = -1;
    table_drop_tooltip(t);
    t->ui.dragging = false;
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    table_peek_forget(t);
}

bool table_practice(const TableScene *t)
{
    return match_in_practice(t->match);
}

const char *table_practice_words(const Lang *lang)
{
    return _("Practice: one choice here. Undo it to try another, or Leave.");
}

void table_end_turn(TableScene *t, uint32_t now)
{
    if (!table_waiting_end_turn(t)) return;
    if (table_practice(t)) {
        /* A practice stops at its decision: the turn is never passed on. */
        table_say(t, true, table_practice_words(t->lang), now);
        return;
    }
    t->ui.viewed = -1;
    t->now.message[0] = 0;
    table_forget_pointer(t);
    /* The match passes the turn on, starts the next seat's clock (a bot waits its pace from
     * here, so the player sees the turn pass) and writes the autosave without the hold. */
    match_end_turn(t->match, now);
    table_after_change(t, now);   /* the next round's dice and elephant, its legal moves */
}

bool table_resume_end_turn(TableScene *t, int seat)
{
    if (!match_resume_held(t->match, seat)) return false;
    if (match_round_due(t->match)) log_book_drop_round(&t->now.log);   /* told at End turn */
    t->ui.handed = seat;   /* the screen is with the player whose turn waits */
    t->ui.viewed = -1;
    table_after_change(t, SDL_GetTicks());   /* the round as the held turn left it */
    return true;
}

void table_set_confirm_turn(TableScene *t, bool on)
{
    /* Switched off while a turn waits: it ends now, as it would have. */
    if (!on && table_waiting_end_turn(t)) table_end_turn(t, SDL_GetTicks());
    match_set_hold(t->match, on, SDL_GetTicks());
}
