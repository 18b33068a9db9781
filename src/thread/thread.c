/* thread.c — what the thread API (thread.h) does the same on every system: the state of a
 * Thread and the team, built on the system's start and join (thread_system.h). */
#include "thread.h"

#include <string.h>

#include "thread_system.h"

/* Every thread starts here: the caller's function, then the flag a poller reads. */
void thread_run(Thread *t)
{
    t->main(t->arg);
    atomic_store(&t->finished, 1);
}

bool thread_start(Thread *t, ThreadMain main, void *arg)
{
    memset(t, 0, sizeof *t);
    atomic_init(&t->finished, 0);
    t->main = main;
    t->arg = arg;
    if (!thread_system_start(t)) {
        memset(t, 0, sizeof *t);
        return false;
    }
    t->started = true;
    return true;
}

bool thread_started(const Thread *t)
{
    return t->started;
}

bool thread_finished(Thread *t)
{
    return t->started && atomic_load(&t->finished);
}

void thread_join(Thread *t)
{
    if (!t->started) return;
    thread_system_join(t);
    memset(t, 0, sizeof *t);
}

/* The team's size is bounded so its records fit on the caller's stack. */
#define THREAD_TEAM_MAX 64

void thread_team(int count, ThreadMain main, void *arg)
{
    Thread team[THREAD_TEAM_MAX];
    int started = 0;
    if (count > THREAD_TEAM_MAX) count = THREAD_TEAM_MAX;
    for (int i = 1; i < count; i++)
        if (thread_start(&team[started], main, arg)) started++;
    main(arg);   /* the calling thread works too */
    for (int i = 0; i < started; i++) thread_join(&team[i]);
}
