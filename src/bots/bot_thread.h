/* bot_thread.h — every thread the bots start, from one file (bot_thread.c), over the game's
 * one thread API (thread.h): the hard bot's team of samplers, and a long job (the story, the
 * daily par) worked out on a thread of its own that its caller polls, and stops through a
 * cancel flag its work reads. Internal to src/bots.
 *
 * Ownership: the Thread lives in the caller's job and must not move while it runs; the work
 * and its argument are the caller's. */
#ifndef RAJAS_BOT_THREAD_H
#define RAJAS_BOT_THREAD_H

#include <stdatomic.h>
#include <stdbool.h>

#include "thread.h"

/* Starts work(arg) on a thread of its own; false when the system gives none (t idle). */
bool bot_thread_start(Thread *t, ThreadMain work, void *arg);
/* True when a started thread's work has returned: the thread is joined (t idle again). */
bool bot_thread_collect(Thread *t);
/* A running thread is told to stop (cancel set) and waited for; nothing for an idle t. */
void bot_thread_stop(Thread *t, atomic_int *cancel);
/* work(arg) on `count` threads at once, the caller's among them (thread_team). */
void bot_thread_team(int count, ThreadMain work, void *arg);

#endif
