/* calibrate_records.h — the calibration tool's records as read (calibrate_eval.h has their
 * format), the fits made on them and the figures the fits make of a record: shared by the
 * reading (calibrate_records.c), the figures (calibrate_figures.c), the fits
 * (calibrate_fit.c) and the measures (calibrate_eval.c, calibrate_bound.c). */
#ifndef RAJAS_CALIBRATE_RECORDS_H
#define RAJAS_CALIBRATE_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "bot.h"
#include "bot_internal.h"   /* HintMap, BotTable */
#include "calibrate_eval.h"

/* Where the game stood at a record, as both kinds of record say it: the round, the leading
 * race position (R3.1) and the end triggered (R3.4), with the stage the table showed
 * (bot_stage_of) and the phase the game turned out to be in (calib_phase). */
typedef struct {
    int players, stage;
    long game;
    int phase;
    int round, lead, trig;
} Stood;

typedef struct {
    Stood at;
    int decided;
    float p[GAME_MAX_PLAYERS], y[GAME_MAX_PLAYERS];
} Row;

typedef struct {
    Stood at;
    int seat, after_stage, after_decided;
    double value, y;
    float after[GAME_MAX_PLAYERS];
    bool has_best;                      /* an H record: the search's best action too */
    int best_stage, best_decided;
    double best_value;
    float best_after[GAME_MAX_PLAYERS];
} HintRec;

typedef struct {
    Row *row;
    HintRec *hint;
    size_t rows, hints, row_cap, hint_cap;
    long games;           /* the highest game index + 1 */
    long first;           /* the file being read: its game 0 is this index (several files) */
    int *game_players;    /* per game */
    long *game_index;     /* per game: its index in its own run (mixed_levels) */
    int *game_file;       /* per game: which of the files it came from */
    int file;             /* the file being read */
    BotTable *table;      /* per game: who played (levels=, mixed_levels); NULL: not known */
} Records;

/* What is done to the records' raw figures: the compiled-in fits, or ones just made. */
typedef struct {
    HintMap map[EVAL_COUNTS][BOT_STAGES];
    double temperature[EVAL_COUNTS][BOT_STAGES];
    HintMap story[EVAL_COUNTS][BOT_STAGES];
    /* knowing who plays (levels=; bot_win_chance_at): a temperature, the seats' level offsets
     * (bot_seat_offset) and a map of their own */
    double seated_temperature[EVAL_COUNTS][BOT_STAGES];
    double offset[EVAL_COUNTS][BOT_STAGES][BOT_LEVEL_COUNT];
    HintMap seated_story[EVAL_COUNTS][BOT_STAGES];
    double mover[EVAL_COUNTS][BOT_STAGES];   /* bot_mover_offset: the hint's figure of a move */
    double spread;   /* spread=: the search's distance below the best times this; 0: the game's figure */
} Fits;

/* ---- calibrate_records.c ---- */
/* One file or several, comma-separated: each file's games after the ones before. False
 * when a file cannot be read or a line is not a record (said on stderr). */
bool records_read(const char *paths, Records *r);
/* levels=: each game's table (who played) drawn again from its file's seed. */
bool records_tables(Records *r, const char *seeds);
const BotTable *records_table(const Records *r, long game);   /* NULL: not known */
void records_free(Records *r);

/* ---- calibrate_figures.c: what a record's estimates are shown as ---- */
void figure_weighed(double t, const double *a, const BotTable *table, int players, const float *p, int mover,
                    double mover_offset, double c[GAME_MAX_PLAYERS]);
double figure_story_moved(const Fits *fit, const BotTable *table, int players, int stage, int decided,
                          const float *p, int seat, int mover);
double figure_story(const Fits *fit, const BotTable *table, int players, int stage, int decided, const float *p,
                    int seat);
double figure_hint(const Fits *fit, const BotTable *table, const HintRec *h);

/* ---- calibrate_fit.c ---- */
void fits_compiled(Fits *fit);                                 /* the ones compiled in */
bool fits_make(const Records *r, bool pooled, Fits *fit);      /* made on r's records */
void fits_print(FILE *out, const Fits *fit, bool pooled, const char *how);   /* as hint_weights.c */

/* ---- calibrate_bound.c ---- */
/* Each figure the measures read replaced by the mean outcome of its cell (the player count,
 * round, leading race position by fours, end triggered, the figure by twentieths) over r's
 * own games, tallied per kind (0 the story, 1 the hint), player count and phase. */
void calibrate_bound(const Records *r, const Fits *fit, Calib out[2][EVAL_COUNTS][EVAL_PHASES]);

#endif
