/* table_script.c — the table as a scripted player sees and plays it (the wait benchmark,
 * frame_bench.h): when a person's prompt is on the table and clickable, and a decision
 * played as a click on it would be. Nothing here runs in a game a person plays. */
#include "table_internal.h"

int table_person_prompted(const TableScene *t, uint32_t now)
{
    const Game *g = table_game(t);
    if (t->outcome != TABLE_PLAYING || t->paused_at || g->waiting == WAIT_OVER) return -1;
    int seat = game_actor(g);
    if (seat < 0 || t->seats.bot[seat] || table_waiting_end_turn(t)) return -1;
    /* The words at the top are the seat's prompt only once a roll's dice have landed
     * (table_prompt_text), and a click is taken only then and with no card between
     * (table_event). */
    if (table_rolling(t) || table_handover_due(t) || dice_view_animating(&t->draw.dice, now)) return -1;
    return seat;
}

bool table_person_play(TableScene *t, const Action *a, uint32_t now)
{
    if (table_person_prompted(t, now) < 0) return false;
    return table_apply(t, *a, now);
}

bool table_person_waits_end_turn(const TableScene *t)
{
    return t->outcome == TABLE_PLAYING && !t->paused_at && table_waiting_end_turn(t) && !table_practice(t);
}

bool table_person_end_turn(TableScene *t, uint32_t now)
{
    if (!table_person_waits_end_turn(t)) return false;
    table_end_turn(t, now);
    return true;
}

void table_person_dice_seed(TableScene *t, uint64_t seed)
{
    t->draw.dice.cosmetic = seed | 1;
}

uint32_t table_pacing_left(const TableScene *t, uint32_t now)
{
    Deadlines d;
    table_deadlines(t, &d);
    const TableDue paced[] = {TABLE_DUE_DICE, TABLE_DUE_PEN, TABLE_DUE_ROLL, TABLE_DUE_BOT};
    uint32_t left = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t at = deadline_at(&d, (int)paced[i]);
        if (deadline_ahead(&d, (int)paced[i], now) && at - now > left) left = at - now;
    }
    return left;
}

bool table_waits_for_search(const TableScene *t, uint32_t now)
{
    const Game *g = table_game(t);
    const Match *m = t->match;
    if (t->outcome != TABLE_PLAYING || t->paused_at || g->waiting == WAIT_OVER || table_waiting_end_turn(t))
        return false;
    /* What table_tick waits for before it lets a bot's answer be played. */
    return game_actor(g) >= 0 && match_bot_turn(m) && !match_bot_ready(m) && table_pacing_left(t, now) == 0;
}
