/* story_job.c — a game's story worked out on a thread of its own (story.h): the thread reads
 * only the job's copy of the history and writes only its story and progress. */
#include <stdlib.h>
#include <string.h>

#include "story.h"

void story_job_init(StoryJob *j)
{
    memset(j, 0, sizeof *j);
    story_progress_init(&j->progress);
    atomic_init(&j->finished, 0);
}

static void *story_thread(void *arg)
{
    StoryJob *j = arg;
    story_compute(j->entry, j->count, &j->end, j->sheets, &j->progress, &j->story);
    atomic_store(&j->finished, 1);
    return NULL;
}

bool story_job_start(StoryJob *j, const Session *s)
{
    story_job_stop(j);
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
    if (pthread_create(&j->thread, NULL, story_thread, j) != 0) {
        story_job_stop(j);
        return false;
    }
    j->running = true;
    return true;
}

bool story_job_poll(StoryJob *j)
{
    if (j->running && atomic_load(&j->finished)) {
        pthread_join(j->thread, NULL);
        j->running = false;
        j->done = j->story.points > 0;
    }
    return j->done;
}

float story_job_progress(StoryJob *j)
{
    int total = atomic_load(&j->progress.total);
    return total > 0 ? (float)atomic_load(&j->progress.done) / (float)total : 0.0f;
}

void story_job_stop(StoryJob *j)
{
    if (j->running) {
        atomic_store(&j->progress.cancel, 1);
        pthread_join(j->thread, NULL);
    }
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
