/* thread_posix.c — the thread API (thread.h) on POSIX threads: Linux and every system but
 * Windows (the build picks this file there). */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "thread_system.h"

_Static_assert(sizeof(pthread_t) <= sizeof(((Thread *)0)->system), "a pthread_t fits in Thread.system");

static void *posix_main(void *arg)
{
    thread_run(arg);
    return NULL;
}

bool thread_system_start(Thread *t)
{
    pthread_t id;
    if (pthread_create(&id, NULL, posix_main, t) != 0) return false;
    memcpy(t->system, &id, sizeof id);
    return true;
}

void thread_system_join(Thread *t)
{
    pthread_t id;
    memcpy(&id, t->system, sizeof id);
    pthread_join(id, NULL);
}

int thread_cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 4096 ? 4096 : (int)n;
}
