/* match_test.c — the test header's functions (match_test.h): a Match's workings read and
 * staged for tests, through the match's own files so no test writes its fields. */
#include "match_test.h"

#include <string.h>

#include "match_internal.h"

MatchInsides match_test_insides(const Match *m)
{
    return (MatchInsides){
        .bot_running = m->bot_running,
        .bot_ready = m->bot_ready,
        .ahead_done = m->ahead_done,
        .ahead_adopted = m->ahead_adopted,
        .search_threads = m->search_threads,
        .last_turn = m->last_turn,
        .turn_steps = m->turn_steps,
        .save_ok = m->save_ok,
        .save_cause = m->save_cause,
    };
}

const MatchJob *match_test_job(const Match *m, MatchJobKind kind)
{
    return kind == MATCH_JOB_BOT ? &m->bot_job : kind == MATCH_JOB_HINT ? &m->hint_job : &m->ahead_job;
}

void match_test_stale(Match *m)
{
    m->generation++;
}

void match_test_set_hint(Match *m, const BotChoice *choice, int count)
{
    int n = count < 0 ? 0 : count > MATCH_HINTS ? MATCH_HINTS : count;
    if (n > 0) memcpy(m->hint_job.choice, choice, (size_t)n * sizeof choice[0]);
    m->hint_job.count = n;
    m->hint_ready = n > 0;
}
