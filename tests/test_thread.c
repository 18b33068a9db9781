/* test_thread.c — the one thread API (src/thread/thread.h): a started thread runs its
 * function once with its argument, says it has finished only once the function has
 * returned, and is idle again after its join; a team runs its function on as many threads
 * at once as asked (the caller among them), no more than its bound, and shares work taken
 * from a common counter so that every piece is done exactly once; the cores are the
 * system's count. A POSIX thread leaves the process's signals to the main thread (Windows
 * has no such signals: that test is POSIX's only). */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "thread.h"

static void nap(void)
{
    struct timespec t = {0, 1000000};
    nanosleep(&t, NULL);
}

typedef struct {
    atomic_int calls;
    atomic_int gate;       /* the function waits until this is 1 */
    void *seen;            /* the argument the function was given */
} Once;

static void run_once(void *arg)
{
    Once *o = arg;
    o->seen = arg;
    while (!atomic_load(&o->gate)) nap();
    atomic_fetch_add(&o->calls, 1);
}

static void a_thread_runs_its_function_once_and_is_idle_after_its_join(void **state)
{
    (void)state;
    Once o = {0};
    atomic_store(&o.gate, 1);
    Thread t = {0};
    assert_false(thread_started(&t));
    assert_true(thread_start(&t, run_once, &o));
    assert_true(thread_started(&t));
    thread_join(&t);
    assert_int_equal(atomic_load(&o.calls), 1);
    assert_ptr_equal(o.seen, &o);
    assert_false(thread_started(&t));
    assert_false(thread_finished(&t));
    thread_join(&t);   /* an idle thread: nothing to wait for */
    assert_int_equal(atomic_load(&o.calls), 1);
}

static void a_thread_is_finished_only_once_its_function_has_returned(void **state)
{
    (void)state;
    Once o = {0};
    Thread t = {0};
    assert_true(thread_start(&t, run_once, &o));
    for (int i = 0; i < 20; i++) {
        assert_false(thread_finished(&t));   /* held at the gate */
        nap();
    }
    assert_int_equal(atomic_load(&o.calls), 0);
    atomic_store(&o.gate, 1);
    for (int ms = 0; !thread_finished(&t); ms++) {
        assert_true(ms < 30000);
        nap();
    }
    assert_int_equal(atomic_load(&o.calls), 1);   /* finished means returned */
    assert_true(thread_started(&t));              /* until joined */
    thread_join(&t);
    assert_false(thread_started(&t));
}

#define PIECES 1000

typedef struct {
    int members;           /* how many must arrive before any goes on */
    atomic_int arrived;
    atomic_int most;       /* the most members inside at once */
    atomic_int next;       /* the next piece of work */
    atomic_int done[PIECES];
} Team;

static void team_member(void *arg)
{
    Team *t = arg;
    int inside = atomic_fetch_add(&t->arrived, 1) + 1;
    for (int seen = atomic_load(&t->most); inside > seen && !atomic_compare_exchange_weak(&t->most, &seen, inside);)
        ;
    /* Every member waits for the others, so they are all there at once (a bounded wait:
     * a team of one more than asked would hang here, one of fewer fails the count). */
    for (int ms = 0; atomic_load(&t->arrived) < t->members && ms < 30000; ms++) nap();
    for (int i; (i = atomic_fetch_add(&t->next, 1)) < PIECES;) atomic_fetch_add(&t->done[i], 1);
}

static void a_team_runs_on_as_many_threads_at_once_as_asked(void **state)
{
    (void)state;
    static Team team;
    const int sizes[] = {1, 2, 4, 7};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        memset(&team, 0, sizeof team);
        team.members = sizes[k];
        thread_team(sizes[k], team_member, &team);
        assert_int_equal(atomic_load(&team.arrived), sizes[k]);
        assert_int_equal(atomic_load(&team.most), sizes[k]);
        for (int i = 0; i < PIECES; i++) assert_int_equal(atomic_load(&team.done[i]), 1);
    }
}

static void a_team_of_none_is_the_caller_and_a_huge_one_is_bounded(void **state)
{
    (void)state;
    static Team team;
    memset(&team, 0, sizeof team);
    team.members = 1;
    thread_team(0, team_member, &team);
    assert_int_equal(atomic_load(&team.arrived), 1);
    memset(&team, 0, sizeof team);
    team.members = 64;
    thread_team(1000, team_member, &team);
    assert_int_equal(atomic_load(&team.arrived), 64);
    for (int i = 0; i < PIECES; i++) assert_int_equal(atomic_load(&team.done[i]), 1);
}

#ifndef _WIN32
#include <signal.h>
#include <pthread.h>

static void note_mask(void *arg)
{
    pthread_sigmask(SIG_BLOCK, NULL, arg);
}

/* A quit or a hang-up goes to the main thread, whose loop answers it, never to a worker:
 * a thread starts with those signals blocked, and the caller's own mask is as it was. */
static void a_thread_leaves_the_process_signals_to_the_main_thread(void **state)
{
    (void)state;
    sigset_t mine, theirs, after;
    pthread_sigmask(SIG_BLOCK, NULL, &mine);
    assert_false(sigismember(&mine, SIGTERM));
    Thread t = {0};
    assert_true(thread_start(&t, note_mask, &theirs));
    thread_join(&t);
    const int blocked[] = {SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGCHLD};
    for (size_t i = 0; i < sizeof blocked / sizeof blocked[0]; i++) assert_true(sigismember(&theirs, blocked[i]));
    pthread_sigmask(SIG_BLOCK, NULL, &after);
    assert_false(sigismember(&after, SIGTERM));
    assert_false(sigismember(&after, SIGINT));
}
#endif

/* The count the system gives its programs: POSIX's online processors; on Windows the
 * NUMBER_OF_PROCESSORS every process is given (the count the system set up at its start). */
static void the_cores_are_the_systems_count(void **state)
{
    (void)state;
#ifdef _WIN32
    const char *given = getenv("NUMBER_OF_PROCESSORS");
    assert_non_null(given);
    long online = strtol(given, NULL, 10);
#else
    long online = sysconf(_SC_NPROCESSORS_ONLN);
#endif
    assert_int_equal(thread_cores(), online < 1 ? 1 : online);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_thread_runs_its_function_once_and_is_idle_after_its_join),
        cmocka_unit_test(a_thread_is_finished_only_once_its_function_has_returned),
        cmocka_unit_test(a_team_runs_on_as_many_threads_at_once_as_asked),
        cmocka_unit_test(a_team_of_none_is_the_caller_and_a_huge_one_is_bounded),
#ifndef _WIN32
        cmocka_unit_test(a_thread_leaves_the_process_signals_to_the_main_thread),
#endif
        cmocka_unit_test(the_cores_are_the_systems_count),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
