/* match_query.c — what the scenes set on a match and ask of it beyond play (match_query.h): the
 * bots' pace and samples, the clock and generation a picture or a deadline follows, the
 * hint's and the store's state, the practice, and which search a runner's job is. The
 * fields stay the match's own; these are the only ways in from outside src/match. */
#include "match_query.h"

#include "match_internal.h"

const Session *match_session(const Match *m) { return m->session; }
void match_set_pace(Match *m, uint32_t ms) { m->pace_ms = ms; }
uint32_t match_pace(const Match *m) { return m->pace_ms; }
uint32_t match_changed_at(const Match *m) { return m->changed_at; }
void match_set_bot_samples(Match *m, int samples) { m->bot_samples = samples > 0 ? samples : 0; }
uint32_t match_generation(const Match *m) { return m->generation; }
bool match_bot_ready(const Match *m) { return m->bot_ready; }
bool match_hint_running(const Match *m) { return m->hint_running; }
bool match_round_due(const Match *m) { return m->round_due; }
bool match_in_practice(const Match *m) { return m->practice_from >= 0; }
const char *match_save_error(const Match *m) { return m->save_err; }

MatchJobKind match_job_kind(const Match *m, const MatchJob *job)
{
    return job == &m->bot_job ? MATCH_JOB_BOT : job == &m->hint_job ? MATCH_JOB_HINT : MATCH_JOB_AHEAD;
}
