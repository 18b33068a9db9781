/* sheet.h — one side of the player sheet (sun, moon, …) as read-only data, and the table
 * of loaded sides that game states refer to by index. Sheets are parsed from text
 * (docs/sheet-format.md) by sheet_parse; the engine never reads files itself. */
#ifndef RAJAS_SHEET_H
#define RAJAS_SHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "names.h"

#define PROVINCE_SIZE 4                     /* R5.1: a 4×4 grid */
#define PROVINCE_FIELDS 16
#define MARKET_MAX_SLOTS 10
#define MARKET_MAX_TENTS 5
#define RIVER_MAX 24
#define YIELD_MAX 3
#define TRACK_MAX_BONUSES 16
#define KARMA_BOXES 6                       /* R8.1 */
#define PALACE_BOXES 3                      /* R7.3 */
#define UPGRADE_TOP 3                       /* R6.2: values 1, 2, 3 */
#define SHEET_NAME_MAX 16
#define SHEETS_MAX 8

typedef enum {
    FIELD_EMPTY,        /* "." — nothing to score, can be built through */
    FIELD_RESIDENCE,    /* "R" — pre-built */
    FIELD_TEMPLE, FIELD_FORT, FIELD_GARDEN, FIELD_TOWER,  /* type = kind - FIELD_TEMPLE */
    FIELD_MARKET_SAME,  /* "Ms<n>" */
    FIELD_MARKET_MIXED  /* "Md<n>" */
} FieldKind;

typedef struct {
    uint8_t kind;       /* FieldKind */
    uint8_t n;          /* markets: how many goods may be sold at opening */
} Field;

typedef struct {
    uint8_t count;
    Bonus part[YIELD_MAX];
} Yield;

typedef struct {
    uint8_t at;         /* the track field that carries the bonus */
    Bonus bonus;
} TrackBonus;

typedef struct {
    char name[SHEET_NAME_MAX];                 /* "sun" */
    /* Province: fields indexed row * 4 + column (A1 = 0, A2 = 1, … D4 = 15). */
    Field field[PROVINCE_FIELDS];
    uint8_t residence;                          /* field index */
    uint8_t residence_roads;                    /* edge mask of the pre-built roads */
    Bonus border[PROVINCE_FIELDS][EDGE_COUNT];  /* BONUS_NONE where no border bonus */
    /* Market: rows tea, silk, spice, same slot count and tents for every row. */
    uint8_t slots;
    uint8_t coin[MARKET_MAX_SLOTS];             /* money for selling from each column */
    uint8_t tents;
    uint8_t tent_last[MARKET_MAX_TENTS];        /* 0-based last slot of each tent, rising */
    Bonus tent_bonus[GOOD_COUNT][MARKET_MAX_TENTS];
    /* River: fields 1..river_length after the start field 0. */
    uint8_t river_length;
    uint8_t river_symbol[RIVER_MAX + 1];
    Yield river_yield[RIVER_MAX + 1];
    /* Palace column bonuses: [area 0 upper / 1 lower][column 0..2]. */
    Bonus palace_column[2][PALACE_BOXES];
    /* Upgrade table: [0] when every type has 2, [1] when every type has 3. */
    Bonus upgrade_column[2];
    /* Karma row: bonus for circling box i+1 (BONUS_NONE where the box has none). */
    Bonus karma_box[KARMA_BOXES];
    /* Tracks: bonuses in rising field order. */
    uint8_t fame_bonuses, money_bonuses;
    TrackBonus fame_track[TRACK_MAX_BONUSES];
    TrackBonus money_track[TRACK_MAX_BONUSES];
    uint8_t fame_max, money_max;
    uint16_t crossing;
} Sheet;

/* The loaded sides. Owned by the caller (usually one per program); states hold an index. */
typedef struct {
    uint8_t count;
    Sheet sheet[SHEETS_MAX];
} Sheets;

/* Parses one sheet from text. On failure returns false and writes
 * "<source>:<line>: <what is wrong>" into err (cap bytes); *out is then unspecified. */
bool sheet_parse(const char *text, const char *source, Sheet *out, char *err, size_t cap);

/* Index of the side called name, or -1. */
int sheets_find(const Sheets *sheets, const char *name);

/* Field helpers. */
int field_index(int row, int column);
int field_from_name(const char *s);            /* "B3" → 6; -1 if not a field */
void field_name(int field, char out[3]);       /* 6 → "B3" */
int field_neighbour(int field, int edge);      /* -1 beyond the province border */
int edge_opposite(int edge);

#endif
