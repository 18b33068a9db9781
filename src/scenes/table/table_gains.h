/* table_gains.h — what a decision earned, shown where it was earned for about a second
 * (table_gains.c): "+2 fame" and "+3 money" over the tracks, a good flying to its market
 * row, karma to its karma box; on the seat's card when its sheet is not the one shown
 * large. With animations off the same words stand still at their place for the second. */
#ifndef RAJAS_TABLE_GAINS_H
#define RAJAS_TABLE_GAINS_H

#include <stdbool.h>
#include <stdint.h>

#include "sheet_view.h"

#define TABLE_GAINS 16
#define TABLE_GAIN_MS 1000      /* how long a gain shows, whatever the animation speed */

typedef struct {
    int8_t seat;
    uint8_t kind;               /* GainKind (match_event.h) */
    uint8_t good;               /* GAIN_GOOD: which good */
    int16_t amount;
    uint32_t at;                /* when it was earned */
    Spot from;                  /* where on its seat's sheet; SPOT_NONE: at its place */
} TableGain;

typedef struct {
    TableGain gain[TABLE_GAINS];
    int count;
    Spot from;                  /* the place the last decision marked (the gains' start) */
    int from_seat;
} TableGains;

#endif
