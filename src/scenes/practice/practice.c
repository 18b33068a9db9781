/* practice.c — "Try it" (practice.h): the practice's own game started at the reviewed
 * decision, the chances it shows, and what it reads of the table (the choice tried). */
#include "practice_internal.h"

#include <stdlib.h>
#include <string.h>

#include "bot.h"

double practice_chance(const PracticeDecision *d, const Sheets *sheets, const Action *a)
{
    int seat = game_actor(&d->before);
    Game after = d->before;
    Refusal why;
    if (seat < 0 || !game_apply(&after, sheets, a, &why)) return -1;
    BotTable table = {{0}};
    memcpy(table.bot, d->bot, sizeof table.bot);
    return bot_win_chance_at(&after, sheets, seat, &table);
}

/* The legal choice with the most chance (the first of equals) into *best; -1 with none. */
static double best_choice(const PracticeDecision *d, const Sheets *sheets, Action *best)
{
    Action *legal = malloc(GAME_MAX_LEGAL * sizeof *legal);
    if (!legal) return -1;
    int n = game_actor(&d->before) >= 0 ? game_legal(&d->before, sheets, legal) : 0;
    double most = -1;
    for (int i = 0; i < n; i++) {
        double c = practice_chance(d, sheets, &legal[i]);
        if (c > most) {
            most = c;
            *best = legal[i];
        }
    }
    free(legal);
    return most;
}

PracticeScene *practice_new(void) { return calloc(1, sizeof(PracticeScene)); }

void practice_free(PracticeScene *p) { free(p); }

bool practice_begin(PracticeScene *p, const PracticeDecision *d, Session *session, const Sheets *sheets)
{
    Action best_action;
    double best = best_choice(d, sheets, &best_action);
    double played = practice_chance(d, sheets, &d->played);
    if (best < 0 || played < 0) return false;
    memset(p, 0, sizeof *p);
    p->decision = *d;
    p->best = best_action;
    p->session = session;
    p->sheets = sheets;
    p->best_chance = best;
    p->played_chance = played;
    p->mouse_x = p->mouse_y = -1;
    session_start_at(session, &d->before.setup, &d->before);
    return true;
}

void practice_attach(PracticeScene *p, CoachedTable table)
{
    p->table = table;
}

bool practice_tried(const PracticeScene *p, Action *out)
{
    if (p->session->count == 0) return false;
    *out = p->session->entry[0].action;
    return true;
}

void practice_chances(const PracticeScene *p, PracticeChances *out)
{
    Action tried;
    out->best = p->best_chance;
    out->played = p->played_chance;
    out->tried = practice_tried(p, &tried) ? practice_chance(&p->decision, p->sheets, &tried) : -1;
}

void practice_show_best(PracticeScene *p, bool on)
{
    p->showing_best = on;
    if (p->table.show_move) p->table.show_move(p->table.table, &p->decision.before, on ? &p->best : NULL);
}
