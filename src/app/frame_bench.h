/* frame_bench.h — `rajas --bench-frames N`: the frame benchmark. It opens the real program
 * headless (SDL's offscreen video driver, the software renderer, a private temporary user
 * folder so no player file is touched), seats bots only, and draws N frames back to back
 * while they play: dice rolling, pieces drawn, hand-overs. It prints one line,
 *   frames <n> p50 <ms> p90 <ms> p99 <ms> max <ms> rss-mb <mb>
 * where the times are the main thread's CPU time per frame (update, draw and present;
 * nothing is slept) and rss-mb the peak resident memory.
 *
 * `rajas --bench-turns N`: the bots' turns as a player waits for them. The same headless
 * program, hard bots unless --bots says otherwise, runs in its own loop (drawing when the
 * frame clock says, sleeping until the next wake, at the pace set) and prints
 *   turns <n> p50 <s> p90 <s> p95 <s> max <s> s
 * each the wall time from a turn's beginning (the game's round and turn within it, R2; the
 * round's roll counts to its first turn) to the next one's.
 *
 * `rajas --bench-waits N` (wait_bench.c): a person's wait between turns as they feel it. The
 * same loop with seat 1 a person, played by a script that takes the easy bot's decision the
 * moment its prompt is clickable and presses End turn (Enter) the moment its turn is done,
 * against hard bots unless --bots says otherwise; it prints
 *   waits <n> games <g> p50 <s> p90 <s> p95 <s> max <s> s
 * each the wall time from the person's End turn to their next clickable prompt (the bots'
 * turns, rolls and dice between). docs/benchmarks.md has figures of all three. */
#ifndef RAJAS_FRAME_BENCH_H
#define RAJAS_FRAME_BENCH_H

#include <stdbool.h>
#include <stddef.h>

#include "cli.h"

/* Fills in what a benchmark needs and the line left open: bots at every seat (level, a
 * BotLevel, unless --bots says otherwise), 2 players and seed 1 unless given, a 1280x800
 * window unless --windowed. */
void frame_bench_defaults(CliOptions *o, int level);

/* The wait benchmark's seats: a person at seat 1 and bots (hard unless --bots names them,
 * for the last seats) at every other, 2 players and seed 1 unless given, 1280x800 unless
 * --windowed. False, with the reason in why, when --bots leaves no seat to the person or
 * seats a second one. */
bool wait_bench_defaults(CliOptions *o, char *why, size_t cap);

/* Run the benchmarks; each returns the program's exit status. */
int frame_bench_run(const CliOptions *o);
int turn_bench_run(const CliOptions *o);
int wait_bench_run(const CliOptions *o);

/* Shared by the benchmarks: the game's defaults (bench_run_defaults); a private user folder (home, made under /tmp, set as
 * XDG_DATA_HOME) with the headless software drivers, false with the reason printed for
 * option; its removal; times sorted, and the nearest-rank percentile of sorted ones. */
void bench_run_defaults(CliOptions *o);
bool bench_prepare(char *home, size_t cap, const char *option);
void bench_clean(const char *home, const char *option);
void bench_sort(double *v, int n);
double bench_percentile(const double *sorted, int n, double share);

#endif
