/* practice.c — "Try it" (practice.h): the practice's own game started at the reviewed
 * decision, the chances it shows (the review's evaluated decision, review.h), and what it
 * reads of the table (the choice tried). */
#include "practice_internal.h"

#include <stdlib.h>
#include <string.h>

#include "review.h"

double practice_chance(const PracticeDecision *d, const Sheets *sheets, const Action *a)
{
    if (game_actor(&d->before) < 0 || d->choices < 1) return -1;
    return review_value(&d->before, sheets, d->choice, d->choices, a);
}

PracticeScene *practice_new(const Lang *lang)
{
    PracticeScene *p = calloc(1, sizeof(PracticeScene));
    if (p) p->lang = lang;
    return p;
}

void practice_free(PracticeScene *p) { free(p); }

bool practice_begin(PracticeScene *p, const PracticeDecision *d, Session *session, const Sheets *sheets)
{
    if (d->choices < 1 || d->choices > GAME_MAX_LEGAL) return false;
    /* The review's best is its list's first, with its figure (review.h). */
    double best = practice_chance(d, sheets, &d->choice[0].action);
    double played = practice_chance(d, sheets, &d->played);
    if (best < 0 || played < 0) return false;
    const Lang *lang = p->lang;   /* the scene's for its whole life (practice_new) */
    memset(p, 0, sizeof *p);
    p->lang = lang;
    p->decision = *d;
    memcpy(p->choice, d->choice, (size_t)d->choices * sizeof *d->choice);
    p->decision.choice = p->choice;   /* the scene's own copy from now on */
    p->best = d->choice[0].action;
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
    /* The card fitted in the language of now: a switch before the table came fitted nothing. */
    practice_fit(p);
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
