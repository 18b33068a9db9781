/* replay_test.c — what a test reads inside the replay viewer (replay_test.h): read-only
 * pointers and copies, so a test checks the viewer without its struct. */
#include "replay_test.h"

#include "replay_internal.h"

const ReplayLayout *replay_test_layout(const ReplayScene *r) { return &r->layout; }

const SheetLayout *replay_test_big(const ReplayScene *r) { return &r->big; }

ReplaySeen replay_test_seen(const ReplayScene *r)
{
    const ReplayGame *g = &r->game;
    return (ReplaySeen){.loaded = g->loaded,
                        .problem = g->problem,
                        .count = (int)g->session.count,
                        .step = r->ui.step,
                        .sliding = r->ui.sliding,
                        .marks = g->marks,
                        .seats = &g->seats,
                        .story = &g->story,
                        .chances = &g->chances,
                        .chances_shown = g->chances_shown};
}

ReplayOutcome replay_test_outcome(const ReplayScene *r) { return r->outcome; }
