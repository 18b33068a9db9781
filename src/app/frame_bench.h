/* frame_bench.h — `rajas --bench-frames N`: the frame benchmark. It opens the real program
 * headless (SDL's offscreen video driver, the software renderer, a private temporary user
 * folder so no player file is touched), seats bots only, and draws N frames back to back
 * while they play: dice rolling, pieces drawn, hand-overs. It prints one line,
 *   frames <n> p50 <ms> p90 <ms> p99 <ms> max <ms> rss-mb <mb>
 * where the times are the main thread's CPU time per frame (update, draw and present;
 * nothing is slept) and rss-mb the peak resident memory. docs/benchmarks.md has figures. */
#ifndef RAJAS_FRAME_BENCH_H
#define RAJAS_FRAME_BENCH_H

#include "cli.h"

/* Fills in what the benchmark needs and the line left open: bots at every seat (easy unless
 * --bots says otherwise), 2 players and seed 1 unless given, a 1280x800 window unless
 * --windowed. Called by cli_parse when --bench-frames is given. */
void frame_bench_defaults(CliOptions *o);

/* Runs the benchmark; returns the program's exit status. */
int frame_bench_run(const CliOptions *o);

#endif
