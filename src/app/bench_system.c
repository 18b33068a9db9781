/* bench_system.c — see bench_system.h. */
#ifdef _WIN32
#include <windows.h>
#include <io.h>
#include <psapi.h>
#else
#define _XOPEN_SOURCE 700   /* nftw, mkdtemp, setenv, clock_gettime */
#include <ftw.h>
#include <sys/resource.h>
#include <time.h>
#endif
#include "bench_system.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef _WIN32

/* FILETIMEs count 100 ns steps. */
double bench_thread_ms(void)
{
    FILETIME created, ended, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &ended, &kernel, &user)) return 0.0;
    ULARGE_INTEGER k = {.LowPart = kernel.dwLowDateTime, .HighPart = kernel.dwHighDateTime};
    ULARGE_INTEGER u = {.LowPart = user.dwLowDateTime, .HighPart = user.dwHighDateTime};
    return (double)(k.QuadPart + u.QuadPart) / 1e4;
}

double bench_peak_rss_mb(void)
{
    PROCESS_MEMORY_COUNTERS use;
    if (!GetProcessMemoryInfo(GetCurrentProcess(), &use, sizeof use)) return 0.0;
    return (double)use.PeakWorkingSetSize / (1024.0 * 1024.0);
}

bool bench_scratch_make(char *home, size_t cap)
{
    char tmp[MAX_PATH];
    DWORD n = GetTempPathA(sizeof tmp, tmp);
    if (n == 0 || n >= sizeof tmp) return false;
    if ((size_t)snprintf(home, cap, "%srajas-bench-XXXXXX", tmp) >= cap) return false;
    return _mktemp_s(home, strlen(home) + 1) == 0 && CreateDirectoryA(home, NULL);
}

bool bench_scratch_remove(const char *home)
{
    char cmd[MAX_PATH + 32];
    if ((size_t)snprintf(cmd, sizeof cmd, "rmdir /s /q \"%s\"", home) >= sizeof cmd) return false;
    return system(cmd) == 0 && GetFileAttributesA(home) == INVALID_FILE_ATTRIBUTES;
}

void bench_env(const char *name, const char *value, bool overwrite)
{
    if (overwrite || !getenv(name)) _putenv_s(name, value);
}

#else

double bench_thread_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* Linux counts ru_maxrss in KiB. */
double bench_peak_rss_mb(void)
{
    struct rusage use;
    getrusage(RUSAGE_SELF, &use);
    return (double)use.ru_maxrss / 1024.0;
}

bool bench_scratch_make(char *home, size_t cap)
{
    return (size_t)snprintf(home, cap, "%s", "/tmp/rajas-bench-XXXXXX") < cap && mkdtemp(home);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *at)
{
    (void)st, (void)flag, (void)at;
    return remove(path);
}

bool bench_scratch_remove(const char *home)
{
    return nftw(home, remove_one, 8, FTW_DEPTH | FTW_PHYS) == 0;
}

void bench_env(const char *name, const char *value, bool overwrite)
{
    setenv(name, value, overwrite);
}

#endif
