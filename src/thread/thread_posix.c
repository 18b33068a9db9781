/* thread_posix.c — the thread API (thread.h) on POSIX threads: Linux and every system but
 * Windows (the build picks this file there). A thread starts with the process's signals
 * blocked (a quit, a hang-up, a child's end, a resize …), as SDL's threads did: they go to
 * the main thread, whose loop answers them, never to a bot's search. */
#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "thread_system.h"

_Static_assert(sizeof(pthread_t) <= sizeof(((Thread *)0)->system), "a pthread_t fits in Thread.system");

static void *posix_main(void *arg)
{
    thread_run(arg);
    return NULL;
}

/* The new thread inherits the mask of the thread that creates it: blocked here for the
 * moment of the start, so it never runs a moment unmasked. */
bool thread_system_start(Thread *t)
{
    static const int process_signals[] = {SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM,
                                          SIGCHLD, SIGWINCH, SIGVTALRM, SIGPROF};
    sigset_t block, was;
    sigemptyset(&block);
    for (size_t i = 0; i < sizeof process_signals / sizeof process_signals[0]; i++)
        sigaddset(&block, process_signals[i]);
    pthread_sigmask(SIG_BLOCK, &block, &was);
    pthread_t id;
    bool started = pthread_create(&id, NULL, posix_main, t) == 0;
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    if (started) memcpy(t->system, &id, sizeof id);
    return started;
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
