/* table_bots.c — bots and hints at the table. The match asks them (match_bots.c); the table
 * gives it a runner that computes each job on a thread of its own (thread.h), so the window keeps
 * drawing while the hard bot thinks, and turns a finished hint into the panel's words. The
 * threads only search: the words are written here, on the main thread, in t->lang. */
#include "table_internal.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_hint.h"
#include "table_words.h"

static void worker_run(void *data)
{
    TableWorker *w = data;
    match_job_run(w->job);
}

static TableWorker *worker_of(TableScene *t, const MatchJob *job)
{
    return &t->bots.worker[match_job_kind(t->match, job)];
}

static bool runner_start(void *ctx, MatchJob *job)
{
    TableScene *t = ctx;
    TableWorker *w = worker_of(t, job);
    w->job = job;
    bool started = thread_start(&w->thread, worker_run, w);
    if (!started) SDL_Log("cannot start the %s thread", job->explain ? "hint" : "bot");
    return started;
}

static bool runner_done(void *ctx, MatchJob *job)
{
    TableWorker *w = worker_of(ctx, job);
    if (thread_started(&w->thread) && !thread_finished(&w->thread)) return false;
    thread_join(&w->thread);
    return true;
}

static void runner_wait(void *ctx, MatchJob *job)
{
    thread_join(&worker_of(ctx, job)->thread);
}

MatchRunner table_runner(TableScene *t)
{
    return (MatchRunner){t, runner_start, runner_done, runner_wait};
}

void table_bots_stop(TableScene *t)
{
    match_bots_stop(t->match);
    t->bots.hint_shown = false;
}

bool table_thinking(const TableScene *t)
{
    return match_thinking(t->match);
}

void table_set_bot_samples(TableScene *t, int samples)
{
    match_set_bot_samples(t->match, samples);
}

/* A hint that has come in is put into words for the panel, once. */
static void hint_arrived(TableScene *t)
{
    int count;
    if (!match_hint(t->match, &count) || t->bots.hint_shown) return;   /* NULL: not ready */
    table_hint_words(t);
    t->bots.hint_shown = true;
}

void table_hint_start(TableScene *t)
{
    if (match_hint_running(t->match)) return;
    t->bots.hint_shown = false;
    if (match_hint_start(t->match)) hint_arrived(t);
}

void table_bots_think(TableScene *t)
{
    match_bots_think(t->match);
    hint_arrived(t);
}

void table_bots_tick(TableScene *t, uint32_t now)
{
    uint64_t seq = match_next_seq(t->match);
    match_bots_tick(t->match, now);
    hint_arrived(t);
    /* A bot's move was played: the table takes it as it takes a click's. */
    if (match_next_seq(t->match) != seq) table_after_change(t, now);
}
