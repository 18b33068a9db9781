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
 * round's roll counts to its first turn) to the next one's. docs/benchmarks.md has figures of both. */
#ifndef RAJAS_FRAME_BENCH_H
#define RAJAS_FRAME_BENCH_H

#include "cli.h"

/* Fills in what a benchmark needs and the line left open: bots at every seat (level, a
 * BotLevel, unless --bots says otherwise), 2 players and seed 1 unless given, a 1280x800
 * window unless --windowed. */
void frame_bench_defaults(CliOptions *o, int level);

/* Run the benchmarks; each returns the program's exit status. */
int frame_bench_run(const CliOptions *o);
int turn_bench_run(const CliOptions *o);

#endif
