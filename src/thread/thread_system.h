/* thread_system.h — what each system gives the thread API (thread.h), inside src/thread
 * only: thread_posix.c on POSIX systems, thread_win.c on Windows; the build compiles one. */
#ifndef RAJAS_THREAD_SYSTEM_H
#define RAJAS_THREAD_SYSTEM_H

#include <stdbool.h>

#include "thread.h"

/* Starts a system thread that calls thread_run(t) and keeps its handle in t->system.
 * False when the system gives none. */
bool thread_system_start(Thread *t);
/* Waits for t's system thread to end and releases its handle. */
void thread_system_join(Thread *t);
/* The body of every thread (thread.c). */
void thread_run(Thread *t);

#endif
