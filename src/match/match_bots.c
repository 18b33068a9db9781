/* match_bots.c — bots and hints in a match. A decision is computed from a copy of the game
 * by the runner the caller injects (threads in the program, inline in tests and tools);
 * its answer is played through match_apply like a click, once the bot's pace has passed.
 * Every change bumps the match's generation: an answer about an older one is dropped. */
#include <string.h>

#include "match_internal.h"

void match_job_run(MatchJob *job)
{
    if (job->explain)
        job->count = bot_explain(&job->game, job->sheets, job->level, &job->config, job->choice, MATCH_HINTS);
    else
        job->count = bot_choose(&job->game, job->sheets, job->level, &job->config, &job->choice[0].action) ? 1 : 0;
}

static bool inline_start(void *ctx, MatchJob *job)
{
    (void)ctx;
    match_job_run(job);
    return true;
}

static bool inline_done(void *ctx, MatchJob *job)
{
    (void)ctx;
    (void)job;
    return true;
}

static void inline_wait(void *ctx, MatchJob *job)
{
    (void)ctx;
    (void)job;
}

MatchRunner match_runner_inline(void)
{
    return (MatchRunner){NULL, inline_start, inline_done, inline_wait};
}

static bool job_start(Match *m, MatchJob *job, BotLevel level, bool explain)
{
    job->game = m->session->game;
    job->sheets = m->sheets;
    job->level = level;
    /* A bot's search takes the threads it is given (every core but the one that draws,
     * in the program); the hint, asked while the player thinks, one, and so does a search
     * of a fixed number of samples (tests), so it repeats on any machine. The seed follows
     * the game so a replay repeats. */
    job->config = bot_config_default(job->game.rng ^ ((uint64_t)m->generation << 32));
    job->config.threads = explain || m->bot_samples > 0 ? 1 : m->search_threads;
    if (explain) job->config.budget_ms = MATCH_HINT_BUDGET_MS;
    if (m->bot_samples > 0) job->config.iterations = m->bot_samples;
    job->explain = explain;
    job->generation = m->generation;
    job->count = 0;
    return m->runner.start(m->runner.ctx, job);
}

/* A finished job: true when its answer is about the current state. */
static bool job_collect(Match *m, bool *running, MatchJob *job)
{
    if (!*running || !m->runner.done(m->runner.ctx, job)) return false;
    *running = false;
    return job->generation == m->generation && job->count > 0;
}

void match_bots_stop(Match *m)
{
    if (m->bot_running) m->runner.wait(m->runner.ctx, &m->bot_job);
    if (m->hint_running) m->runner.wait(m->runner.ctx, &m->hint_job);
    m->bot_running = m->hint_running = false;
    m->bot_ready = m->hint_ready = false;
}

bool match_thinking(const Match *m)
{
    return m->bot_running || m->hint_running;
}

bool match_hint_start(Match *m)
{
    if (m->hint_running || match_bot_turn(m) || m->held >= 0 || game_actor(&m->session->game) < 0) return false;
    m->hint_ready = false;
    m->hint_running = job_start(m, &m->hint_job, BOT_HARD, true);
    /* An inline runner has answered already. */
    if (m->hint_running && job_collect(m, &m->hint_running, &m->hint_job)) m->hint_ready = true;
    return true;
}

const BotChoice *match_hint(const Match *m, int *count)
{
    *count = m->hint_ready ? m->hint_job.count : 0;
    return m->hint_ready ? m->hint_job.choice : NULL;
}

/* A bot acts its pace after the last change; on in the same turn (the steps and bonuses
 * of a die it took) at half of it, so a long chain does not keep the table waiting while
 * each step can still be followed. */
static bool paced(const Match *m, uint32_t now)
{
    uint32_t pace = m->pace_ms;
    if (m->last_turn >= 0 && m->last_turn == match_turn_key(&m->session->game)) pace /= 2;
    return now >= m->changed_at + pace;
}

void match_bots_tick(Match *m, uint32_t now)
{
    Refusal why;
    if (job_collect(m, &m->hint_running, &m->hint_job)) m->hint_ready = true;
    if (job_collect(m, &m->bot_running, &m->bot_job)) m->bot_ready = true;
    if (m->bot_ready && m->bot_job.generation != m->generation) m->bot_ready = false;
    if (!match_bot_turn(m) || game_actor(&m->session->game) < 0 || match_practice_done(m)) return;
    if (m->bot_ready) {
        if (!paced(m, now)) return;
        m->bot_ready = false;
        match_apply(m, &m->bot_job.choice[0].action, now, &why);
        return;
    }
    Action scripted;
    if (!m->bot_running && m->coach.bot && m->coach.bot(m->coach.ctx, &m->session->game, &scripted)) {
        /* The coach's move for the bot waits for the bot's pace like a thought-out one. */
        if (paced(m, now)) match_apply(m, &scripted, now, &why);
        return;
    }
    if (!m->bot_running) {
        int seat = m->session->game.to_act;
        BotLevel level = (BotLevel)((m->bot[seat] - 1) % BOT_LEVEL_COUNT);
        m->bot_running = job_start(m, &m->bot_job, level, false);
        /* An inline runner has answered already: it is played at its pace. */
        if (m->bot_running && job_collect(m, &m->bot_running, &m->bot_job)) m->bot_ready = true;
    }
}
