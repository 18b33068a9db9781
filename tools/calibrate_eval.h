/* calibrate_eval.h — the records of tools/calibrate.c's games and what is measured on them:
 * the shown chances' calibration per player count and phase of the game, each expected
 * calibration error with a game-level bootstrap interval, how far the hint's figure is
 * from the story's, and the fit of the hint's map and the story's temperature per stage.
 *
 * A record holds what the estimates are made of before anything is done to them (the
 * model's chances of every seat, the hard search's value), whether the position was
 * decided (bot_decided) and where the game stood, so the figures shown are worked out
 * from it with the map and temperature compiled in: a run's records can be measured again
 * after a new fit without playing the games again. One line each:
 *
 *   s <players> <game> <round> <rounds> <lead> <trig> <decided> <p1..pn> <y1..yn>
 *       a state of a game's history: the model's chances (the exact shares when decided)
 *       and each seat's share of the win (R3.5)
 *   H <players> <game> <round> <rounds> <lead> <trig> <seat> <value> <y> <lead'> <trig'>
 *     <decided'> <p'1..p'n> <best> <lead*> <trig*> <decided*> <p*1..p*n>
 *       the hard search's value of the action a seat played, its share of the win, and the
 *       state after the action as above (the story's figure for the same move); then the
 *       search's value of its best action and the state after that one (where the hint's
 *       figures are anchored, bot_explain_measured)
 *   h  the same without the best action (records of earlier runs: the hint is measured by
 *       its map alone)
 *
 * round: the state's round; rounds: the game's last; lead: the leading race position
 * (R3.1); trig: the end triggered (R3.4). */
#ifndef RAJAS_CALIBRATE_EVAL_H
#define RAJAS_CALIBRATE_EVAL_H

#include <stdbool.h>
#include <stdio.h>

#include "calibration.h"

#define EVAL_COUNTS 4   /* 2–5 players */
#define EVAL_PHASES CALIB_PHASES

typedef struct {
    int bootstrap;        /* resamples of the games for the intervals */
    int agree;            /* hint records for |hint − story| (the first ones of the file) */
    const char *png;      /* base name of the reliability diagrams, one per phase, or NULL */
    bool pooled;          /* fit: one hint map per player count, the same at every stage */
    const char *fit_from; /* measure with a fit made on this file's records, not the compiled-in */
    const char *levels;   /* the seeds of the from= files, in order: the hint by the acting seat's level */
    bool by_stage;        /* by=stage: slice by what the table shows (bot_stage), not by the game's rounds */
    bool bound;           /* also how near a figure of the table could come per phase (calibrate_bound.c) */
    double spread;        /* > 0: the hint measured as the search's log-odds distance below the best
                             times this (1: as shown before the story one action ahead); 0: as shown */
} EvalOptions;

/* Reads the records of path and prints the figures to out; with fit_out, the hint's map and
 * the story's temperature fitted on them are written there as C source (hint_weights.c).
 * `how` is the command line the source names. False when the file cannot be read or a
 * line is not a record. */
bool calibrate_eval(const char *path, const EvalOptions *o, FILE *out, FILE *fit_out, const char *how);

#endif
