/* table_forced.c — the steps the engine takes by itself, said and shown. After a decision
 * the engine carries out every step that has exactly one possible outcome and passes over
 * one with none (docs/protocol.md; R2.5, R9.4): a second half road with one place left, a
 * boat with one field to go to. The match tells each such step as an event (match_event.h);
 * the table logs each with the reason in plain words and rings what it changed on the
 * sheet for a moment (table_marks.c), so nothing happens on the sheet unexplained. The log
 * rebuilt from the history (a language switch) asks the engine's trace on a copy. */
#include "table_scene.h"

#include <stdio.h>

#include "i18n.h"
#include "table_words.h"

/* The spots a step from before to after changed on the acting seat's sheet. */
static int step_spots(const Game *before, const Game *after, Spot *out, int cap)
{
    int seat = before->to_act, field, edges, n = 0;
    SpotSet set;
    sheet_diff(&before->player[seat], &after->player[seat], &set, &field, &edges);
    for (int k = 0; k < set.count && n < cap; k++) out[n++] = set.spot[k];
    return n;
}

/* The log line of one step the engine took by itself; false when there is none to add (a
 * die with no effect that has said so already). */
static bool step_line(TableScene *t, const Game *before, const Game *after, const Action *a, bool no_effect,
                      bool explained, char *line, size_t cap)
{
    char what[TABLE_LOG_CHARS];
    const char *name = t->seats.name[before->to_act % GAME_MAX_PLAYERS];
    if (no_effect) {
        /* A die with no effect has said so already (words_no_effect). */
        if (explained) return false;
        if (words_you(name))
            /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
            snprintf(line, cap, "%s", _("You had no possible move left for that step, so it has no effect"));
        else
            /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
            snprintf(line, cap, _("%s had no possible move left for that step, so it has no effect"), name);
        return true;
    }
    words_action(before, after, t->sheets, a, name, what, sizeof what);
    /* TRANSLATORS: a step the game made for the player, the only move possible. */
    snprintf(line, cap, _("The only possible move, made by itself: %s"), what);
    return true;
}

void table_log_step(TableScene *t, const MatchEvent *e, bool explained, Spot *spots, int *n, int cap)
{
    char line[TABLE_LOG_CHARS];
    bool no_effect = e->kind == MATCH_EV_NO_EFFECT;
    if (step_line(t, &e->before, &e->after, &e->action, no_effect, explained, line, sizeof line))
        table_log_line(t, line);
    if (!no_effect) *n += step_spots(&e->before, &e->after, spots + *n, cap - *n);
}

void table_log_forced(TableScene *t, const Game *before, const Game *after, const Action *a, bool explained)
{
    if (a->kind == ACT_ROLL) return;
    Game probe = *before;
    GameForced f;
    Refusal why;
    if (!game_apply_traced(&probe, t->sheets, a, &why, &f)) return;
    for (int i = 0; i < f.count; i++) {
        char line[TABLE_LOG_CHARS];
        const Game *next = i + 1 < f.count ? &f.before[i + 1] : after;
        if (step_line(t, &f.before[i], next, &f.action[i], f.no_effect[i], explained, line, sizeof line))
            table_log_line(t, line);
    }
}
