/* bot_thread.c — where the bots start their threads (bot_thread.h): a job's own thread,
 * collected once finished or stopped through its cancel flag, and the hard bot's team. */
#include "bot_thread.h"

bool bot_thread_start(Thread *t, ThreadMain work, void *arg)
{
    return thread_start(t, work, arg);
}

bool bot_thread_collect(Thread *t)
{
    if (!thread_finished(t)) return false;   /* idle, or its work still runs */
    thread_join(t);
    return true;
}

void bot_thread_stop(Thread *t, atomic_int *cancel)
{
    if (!thread_started(t)) return;
    atomic_store(cancel, 1);
    thread_join(t);
}

void bot_thread_team(int count, ThreadMain work, void *arg)
{
    thread_team(count, work, arg);
}
