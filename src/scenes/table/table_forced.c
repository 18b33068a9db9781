/* table_forced.c — the steps the engine takes by itself, said and shown. After a decision
 * the engine carries out every step that has exactly one possible outcome and passes over
 * one with none (docs/protocol.md; R2.5, R9.4): a second half road with one place left, a
 * boat with one field to go to. The table asks game_apply_traced, on a copy, which steps
 * those were, logs each with the reason in plain words and rings what it changed on the
 * sheet for a moment (table_marks.c), so nothing happens on the sheet unexplained. */
#include "table.h"

#include <stdio.h>

#include "i18n.h"
#include "table_words.h"

/* The state after forced step i: the next one's state, or the end state after the last. */
static const Game *after_step(const GameForced *f, int i, const Game *after)
{
    return i + 1 < f->count ? &f->before[i + 1] : after;
}

/* The spots step i changed on the acting seat's sheet. */
static int step_spots(const GameForced *f, int i, const Game *after, Spot *out, int cap)
{
    int seat = f->before[i].to_act, field, edges, n = 0;
    SpotSet set;
    sheet_diff(&f->before[i].player[seat], &after_step(f, i, after)->player[seat], &set, &field, &edges);
    for (int k = 0; k < set.count && n < cap; k++) out[n++] = set.spot[k];
    return n;
}

void table_log_forced(TableScene *t, const Game *before, const Game *after, const Action *a, bool explained,
                      bool mark, uint32_t now)
{
    if (a->kind == ACT_ROLL) return;
    Game probe = *before;
    GameForced f;
    Refusal why;
    if (!game_apply_traced(&probe, t->sheets, a, &why, &f)) return;
    Spot spots[TABLE_FORCED_SPOTS];
    int n = 0;
    for (int i = 0; i < f.count; i++) {
        char what[sizeof t->now.log[0]], line[sizeof t->now.log[0]];
        const char *name = t->seats.name[f.before[i].to_act % GAME_MAX_PLAYERS];
        if (f.no_effect[i]) {
            /* A die with no effect has said so already (words_no_effect). */
            if (explained) continue;
            if (words_you(name))
                /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
                snprintf(line, sizeof line, "%s", _("You had no possible move left for that step, so it has no effect"));
            else
                /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
                snprintf(line, sizeof line, _("%s had no possible move left for that step, so it has no effect"), name);
            if (mark && (a->kind == ACT_TAKE || a->kind == ACT_KEEP)) table_mark_die(t, a->arg[0], now);
        } else {
            words_action(&f.before[i], after_step(&f, i, after), t->sheets, &f.action[i], name, what, sizeof what);
            /* TRANSLATORS: a step the game made for the player, the only move possible. */
            snprintf(line, sizeof line, _("The only possible move, made by itself: %s"), what);
            n += step_spots(&f, i, after, spots + n, TABLE_FORCED_SPOTS - n);
        }
        table_log_line(t, line);
    }
    if (mark && n > 0) {
        t->now.forced_seat = before->to_act;
        table_mark_forced(t, spots, n, now);
    }
}
