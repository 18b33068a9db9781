/* thread.h — the one thread API of the game: a function run on a thread of its own, joined
 * later, and a team of threads that share one piece of work. The same on every system; the
 * system's own threads lie under it (thread_posix.c: POSIX threads; thread_win.c: Windows
 * threads), chosen by the build. C11's <threads.h> would have done, but the Windows
 * compiler the game is built with (mingw-w64) does not have it, and SDL's threads are not
 * for the layers under the screens (the bots start threads and never see SDL).
 *
 * Ownership: a Thread lives where its caller put it and must not move while it runs (the
 * thread reads its own record); thread_join makes it idle again. A Thread set to zero
 * ({0} or memset) is idle. The function and its argument are the caller's. No globals. */
#ifndef RAJAS_THREAD_H
#define RAJAS_THREAD_H

#include <stdatomic.h>
#include <stdbool.h>

/* A thread's work: returns when done (its value is not kept). */
typedef void (*ThreadMain)(void *arg);

typedef struct {
    unsigned long long system[2]; /* the system's own handle, copied in by thread_posix.c or
                                     thread_win.c (which check that it fits) */
    ThreadMain main;
    void *arg;
    atomic_int finished;      /* set by the thread once main has returned */
    bool started;             /* started and not yet joined */
} Thread;

/* Starts main(arg) on a thread of its own. False when the system gives no thread: t stays
 * idle and nothing runs (the caller says so or does the work itself). An idle t only. */
bool thread_start(Thread *t, ThreadMain main, void *arg);
/* Whether t is started and not joined. */
bool thread_started(const Thread *t);
/* Whether a started t's main has returned (then thread_join does not wait). Never blocks. */
bool thread_finished(Thread *t);
/* Waits for a started t to end and makes it idle; nothing for an idle t. */
void thread_join(Thread *t);

/* Runs main(arg) on `count` threads at once, the calling thread being one of them, and
 * returns when every one has returned. Fewer run when the system gives fewer threads (at
 * least the caller's): the work must be shared by taking from a common counter, not
 * dealt out per thread. count below 1 counts as 1. */
void thread_team(int count, ThreadMain main, void *arg);

/* The processors this program may run on now, at least 1. */
int thread_cores(void);

#endif
