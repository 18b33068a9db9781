/* story_job.c — a game's story worked out on a thread of its own (story.h): the thread reads
 * only the job's copy of the history and writes only its story and progress. */
#include <stdlib.h>
#include <string.h>

#include "bot_thread.h"
#include "story.h"

void story_job_init(StoryJob *j)
{
    memset(j, 0, sizeof *j);
    story_progress_init(&j->progress);
}

static void story_thread(void *arg)
{
    StoryJob *j = arg;
    story_compute_at(j->entry, j->count, &j->end, j->sheets, &j->table, &j->progress, &j->story);
}

bool story_job_start(StoryJob *j, const Session *s)
{
    return story_job_start_at(j, s, NULL);
}

bool story_job_start_at(StoryJob *j, const Session *s, const BotTable *table)
{
    story_job_stop(j);
    j->table = table ? *table : (BotTable){{0}};
    if (s->count == 0)
        return false;
    j->entry = malloc(s->count * sizeof *j->entry);
    if (!j->entry)
        return false;
    memcpy(j->entry, s->entry, s->count * sizeof *j->entry);
    j->count = s->count;
    j->end = s->game;
    j->sheets = s->sheets;
    atomic_store(&j->progress.total, (int)s->count);
    if (!bot_thread_start(&j->thread, story_thread, j)) {
        story_job_stop(j);
        return false;
    }
    return true;
}

bool story_job_poll(StoryJob *j)
{
    if (bot_thread_collect(&j->thread)) j->done = j->story.points > 0;
    return j->done;
}

bool story_job_running(const StoryJob *j)
{
    return thread_started(&j->thread);
}

float story_job_progress(StoryJob *j)
{
    int total = atomic_load(&j->progress.total);
    return total > 0 ? (float)atomic_load(&j->progress.done) / (float)total : 0.0f;
}

void story_job_stop(StoryJob *j)
{
    bot_thread_stop(&j->thread, &j->progress.cancel);
    free(j->entry);
    story_free(&j->story);
    story_job_init(j);
}

Session story_job_history(const StoryJob *j)
{
    Session s;
    memset(&s, 0, sizeof s);
    s.sheets = j->sheets;
    s.started = true;
    s.setup = j->end.setup;
    s.game = j->end;
    s.entry = j->entry;
    s.count = s.cap = j->count;
    return s;
}
