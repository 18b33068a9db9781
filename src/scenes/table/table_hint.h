/* table_hint.h — the Hint's words and where its panel goes (table_hint.c), inside the
 * table scene. */
#ifndef RAJAS_TABLE_HINT_H
#define RAJAS_TABLE_HINT_H

#include <stddef.h>

#include "table_scene.h"

/* The advised action's chance of winning against the other options', in percent: "best:
 * 12 % — others 6–10 %" (one other: "others 10 %"; none: "best: 12 %"). Pure but for the
 * language. */
void table_hint_chances(int best, const int *others, int n, char *buf, size_t cap);
/* The panel's lines from the match's hint: the advised action in words, its chance against
 * the others', then each other option with its chance. */
void table_hint_words(TableScene *t);
/* The parts of the large sheet the advice is about: the spot it names and every spot the
 * action would mark on the acting seat's sheet (a river field, a good's circle, a track),
 * each as a rectangle in the window. Returns the count (<= cap). */
int table_hint_about(const TableScene *t, SDL_Rect *out, int cap);

#endif
