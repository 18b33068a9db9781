/* bench_system.h — what the benchmarks (frame_bench.c, wait_bench.c) ask of the system: a
 * thread's CPU time, the peak resident memory, and a private temporary user folder, so no
 * player file is touched. POSIX (clock_gettime, getrusage, mkdtemp, nftw) and Windows
 * (GetThreadTimes, GetProcessMemoryInfo, %TEMP%, the command interpreter's rmdir) in
 * bench_system.c. No state of its own. */
#ifndef RAJAS_BENCH_SYSTEM_H
#define RAJAS_BENCH_SYSTEM_H

#include <stdbool.h>
#include <stddef.h>

/* The calling thread's CPU time in milliseconds. */
double bench_thread_ms(void);

/* The program's peak resident memory in MiB. */
double bench_peak_rss_mb(void);

/* Makes a new empty folder under the system's temporary folder and writes its path into
 * home; false when it cannot. */
bool bench_scratch_make(char *home, size_t cap);

/* Removes home and everything in it; false when something stayed. */
bool bench_scratch_remove(const char *home);

/* Sets an environment variable for this process (and SDL's reads of it); overwrite false
 * keeps a value already set. */
void bench_env(const char *name, const char *value, bool overwrite);

#endif
