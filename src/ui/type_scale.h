/* type_scale.h — the one type scale: a few fixed text sizes, every one derived from a
 * layout's unit of length (geometry.h), so text grows with the window in even steps and a
 * UI scale factor can later be applied to the unit alone. Text that does not fit its box
 * steps down the scale (type_fit) instead of shrinking to an arbitrary size, so two labels
 * side by side are either the same size or a whole step apart. Pure but for measuring. */
#ifndef RAJAS_TYPE_SCALE_H
#define RAJAS_TYPE_SCALE_H

#include "art.h"

typedef enum {
    TYPE_FINE,     /* secondary lines: karma left, chip labels, the race's numbers */
    TYPE_BODY,     /* running text: the log, names, tooltips, button labels */
    TYPE_LABEL,    /* headings of panels and the round */
    TYPE_TITLE,    /* the prompt: whose turn it is and what to do */
    TYPE_DISPLAY,  /* cards that ask for the whole table's eyes (hand-over) */
    TYPE_SIZES
} TypeSize;

/* Smallest text anywhere at the table: readable at 1024×640 (unit 6). */
#define TYPE_MIN_PX 11

/* The pixel height of size s at layout unit `unit` (never below TYPE_MIN_PX). */
int type_px(int unit, TypeSize s);
/* The largest size from `from` down to `least` at which text is at most room pixels
 * wide; `least` when none is (the caller clips). */
TypeSize type_fit(Art *art, FontFace face, int unit, TypeSize from, TypeSize least, int room,
                  const char *text);

#endif
