/* table_deadlines.c — every moment the table changes by itself, in one list (deadline.h):
 * the dice landing and the elephant arriving, the pen finishing its mark, the last gain
 * fading, the forced steps' ring fading, the message running out, the peek at a thumbnail,
 * the roll after a bot's last decision, a bot's answer played at its pace, and the pause
 * before the end screen. table_tick compares the clock only against these (table_due_*),
 * and the look reports the earliest one ahead as the loop's wake (table_ops.c), so a timer
 * cannot change the picture while the loop sleeps past it. */
#include "table_internal.h"

/* The latest of two moments, 0 standing for none. */
static uint32_t later(uint32_t a, uint32_t b)
{
    if (!a) return b;
    return b && (int32_t)(b - a) > 0 ? b : a;
}

/* What moves: the dice and the elephant, the pen, the gains floating up. */
static void motion(const TableScene *t, Deadlines *d)
{
    const DiceView *v = &t->draw.dice;
    uint32_t dice = v->elephant_end;
    for (int i = 0; i < DIE_COUNT; i++) dice = later(dice, v->die[i].end);
    if (dice) deadline_set(d, TABLE_DUE_DICE, dice);
    if (t->now.pen_seat >= 0) deadline_set(d, TABLE_DUE_PEN, t->now.pen_start + t->now.pen_ms);
    uint32_t gains = 0;
    for (int i = 0; i < t->now.gains.count; i++) gains = later(gains, t->now.gains.gain[i].at + TABLE_GAIN_MS);
    if (gains) deadline_set(d, TABLE_DUE_GAINS, gains);
}

/* What play waits for: the round's roll after a bot, a bot's pace, the end's pause. */
static void play(const TableScene *t, Deadlines *d)
{
    const Game *g = table_game(t);
    const Match *m = t->match;
    if (g->waiting == WAIT_OVER && t->over_at) deadline_set(d, TABLE_DUE_OVER, t->over_at + TABLE_OVER_PAUSE_MS);
    /* After a bot's last decision the dice wait half its pace, so it can be followed. */
    if (game_actor(g) == GAME_CHANCE && g->waiting != WAIT_OVER && t->seats.bot[g->to_act])
        deadline_set(d, TABLE_DUE_ROLL, match_changed_at(m) + match_pace(m) / 2);
    if (match_bot_turn(m) && game_actor(g) >= 0) deadline_set(d, TABLE_DUE_BOT, match_bot_due(m));
}

void table_deadlines(const TableScene *t, Deadlines *d)
{
    deadlines_clear(d);
    motion(t, d);
    play(t, d);
    uint32_t forced = table_forced_until(t);
    if (forced) deadline_set(d, TABLE_DUE_FORCED, forced);
    /* A message shows up to and with its last millisecond (table_message_up); a refusal
     * has no time: it stays until the next click or key. */
    if (t->now.message[0] && !t->now.message_bad) deadline_set(d, TABLE_DUE_MESSAGE, t->now.message_at + TABLE_MESSAGE_MS + 1);
    if (table_peek_pending(t)) deadline_set(d, TABLE_DUE_PEEK, t->ui.hover_at + TABLE_PEEK_MS);
}

bool table_due_ahead(const TableScene *t, TableDue k, uint32_t now)
{
    Deadlines d;
    table_deadlines(t, &d);
    return deadline_ahead(&d, (int)k, now);
}

bool table_due_come(const TableScene *t, TableDue k, uint32_t now)
{
    Deadlines d;
    table_deadlines(t, &d);
    return deadline_come(&d, (int)k, now);
}

uint32_t table_wake(const TableScene *t, uint32_t now)
{
    Deadlines d;
    table_deadlines(t, &d);
    return deadlines_next(&d, now);
}
