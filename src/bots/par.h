/* par.h — Today's dice's par: the race position (R3.1) the hard bot reaches in the person's
 * seat on the day's rolls, both seats played by the hard bot at a fixed effort with a fixed
 * seed, so that every copy of the game finds the same par for the same day
 * (docs/bots.md, "The daily par").
 *
 * par_play is pure and slow (seconds: every decision is a search), so the end screen runs
 * it in a ParJob on a thread of its own, as it runs the story (story.h). Ownership: a
 * ParJob is a value the caller owns; par_job_stop joins its thread. */
#ifndef RAJAS_PAR_H
#define RAJAS_PAR_H

#include <stdatomic.h>
#include <stdbool.h>

#include "game.h"
#include "thread.h"

#define PAR_SAMPLES 24                  /* the hard search's sampled futures a decision */
#define PAR_BOT_SEED 0x5061725061725061ull

typedef struct {
    int race;       /* the seat's race position when the game ended (R3.1) */
    int round;      /* the round the game ended in */
    int decisions;  /* the bot's decisions played, both seats */
} ParResult;

/* Plays the game of `setup` (round rolls apart, as Today's dice deals them) to its end with
 * the hard bot at `samples` sampled futures a decision in every seat (the par: PAR_SAMPLES),
 * and says how `seat` finished. cancel (may be NULL) is read before every decision. False
 * when cancelled or the set-up is refused. */
bool par_play(const Sheets *sheets, const Setup *setup, int seat, int samples, atomic_int *cancel,
              ParResult *out);

typedef struct {
    const Sheets *sheets;   /* borrowed */
    Setup setup;
    int seat, samples;
    ParResult result;       /* filled when done */
    Thread thread;          /* started and not joined while the par is worked out */
    bool done;              /* result is there */
    bool ok;                /* the thread's par_play succeeded */
    atomic_int cancel;
} ParJob;

void par_job_init(ParJob *j);
/* Stops what the job did before and starts par_play of (setup, seat, samples) on a thread;
 * false without a thread. */
bool par_job_start(ParJob *j, const Sheets *sheets, const Setup *setup, int seat, int samples);
/* True once the par is there (joins a finished thread). */
bool par_job_poll(ParJob *j);
/* True while a thread works on the par (started and not yet joined). */
bool par_job_running(const ParJob *j);
/* Cancels a running thread and waits for it; the job is idle after. */
void par_job_stop(ParJob *j);

#endif
