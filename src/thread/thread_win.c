/* thread_win.c — the thread API (thread.h) on Windows' own threads. Started through the C
 * runtime (_beginthreadex, not CreateThread) so the runtime's per-thread state is set up
 * for the code the thread runs; each gets a stack reservation of 8 MB, as a Linux thread
 * has by default, where Windows would give 1 MB: the bots' searches keep whole game states
 * on the stack, and must not run out on one system only. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <process.h>
#include <string.h>

#include "thread_system.h"

#define THREAD_STACK (8u * 1024u * 1024u)

_Static_assert(sizeof(HANDLE) <= sizeof(((Thread *)0)->system), "a HANDLE fits in Thread.system");

static unsigned __stdcall win_main(void *arg)
{
    thread_run(arg);
    return 0;
}

bool thread_system_start(Thread *t)
{
    uintptr_t h = _beginthreadex(NULL, THREAD_STACK, win_main, t, STACK_SIZE_PARAM_IS_A_RESERVATION, NULL);
    if (h == 0) return false;
    HANDLE handle = (HANDLE)h;
    memcpy(t->system, &handle, sizeof handle);
    return true;
}

void thread_system_join(Thread *t)
{
    HANDLE handle;
    memcpy(&handle, t->system, sizeof handle);
    WaitForSingleObject(handle, INFINITE);
    CloseHandle(handle);
}

int thread_cores(void)
{
    DWORD n = GetActiveProcessorCount(ALL_PROCESSOR_GROUPS);
    return n < 1 ? 1 : n > 4096 ? 4096 : (int)n;
}
