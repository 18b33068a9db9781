/* decimal.h — the one reader of whole numbers written in text: the protocol's lines (`new`,
 * `bot`, action texts, `bench`), bonus names, sheet files, settings.txt, stats.txt, the set-up
 * file, and the game's and the tournament's command lines. A number is
 * plain decimal: digits only, no sign, no blanks, nothing before or after, so "8x", "+3" or
 * " 7" never slip in. Pure: no I/O, no allocation. */
#ifndef RAJAS_DECIMAL_H
#define RAJAS_DECIMAL_H

#include <stdint.h>

typedef enum {
    DECIMAL_OK,       /* *out holds the value */
    DECIMAL_BAD,      /* empty, or a character that is not a digit */
    DECIMAL_TOO_BIG   /* digits only, but above max (UINT64_MAX itself is a valid max) */
} DecimalRead;

/* Reads the NUL-terminated s as a number 0..max; *out is written only on DECIMAL_OK. */
DecimalRead decimal_read(const char *s, uint64_t max, uint64_t *out);

#endif
