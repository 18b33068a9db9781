/* replay_play.c — the replay viewer's match (replay_internal.h): the record played step by step
 * through a match of its own (match_play_recorded), on from where it stands when the viewer
 * moves on, from the first step when it moves back; the log takes the match's events. */
#include "replay_internal.h"

#include <stdlib.h>

static bool play_from_start(ReplayScene *r)
{
    const Session *rec = &r->game.session;
    ReplayPlay *p = r->game.play;
    if (!p) {
        p = calloc(1, sizeof *p);
        Match *m = p ? match_new() : NULL;
        if (!m) {
            free(p);
            return false;
        }
        p->match = m;
        r->game.play = p;
    } else {
        match_stop(p->match);
        session_free(&p->session);
    }
    session_init(&p->session, r->sheets);
    const Game *first = rec->count > 0 ? &rec->entry[0].before : &rec->game;
    session_start_at(&p->session, &rec->setup, first);
    match_start(p->match, &p->session, r->sheets, rec->setup.players, NULL);
    log_book_init(&p->log, r->sheets, (const char (*)[SEAT_NAME_MAX])r->game.seats.name);
    log_book_first(&p->log, first);
    p->seen = match_next_seq(p->match);
    p->step = 0;
    return true;
}

bool replay_play_to(ReplayScene *r, int step)
{
    const Session *rec = &r->game.session;
    ReplayPlay *p = r->game.play;
    if (step < 0 || (size_t)step > rec->count) return false;
    if ((!p || step < p->step) && !play_from_start(r)) return false;
    p = r->game.play;
    Refusal why;
    while (p->step < step) {
        if (!match_play_recorded(p->match, &rec->entry[p->step], 0, &why)) return false;
        p->step++;
        for (; p->seen < match_next_seq(p->match); p->seen++)
            log_book_take(r->lang, &p->log, match_event_at(p->match, p->seen));
    }
    return true;
}

void replay_play_free(ReplayScene *r)
{
    ReplayPlay *p = r->game.play;
    if (!p) return;
    match_free(p->match);
    session_free(&p->session);
    free(p);
    r->game.play = NULL;
}
