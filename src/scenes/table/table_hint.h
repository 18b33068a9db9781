/* table_hint.h — the Hint's words and where its panel goes (table_hint.c), inside the
 * table scene. */
#ifndef RAJAS_TABLE_HINT_H
#define RAJAS_TABLE_HINT_H

#include <stddef.h>

#include <SDL.h>

#include "bot.h"
#include "game.h"
#include "table.h"

#define TABLE_HINTS 3                 /* options the Hint shows */
#define TABLE_HINT_LINES (TABLE_HINTS + 1)   /* the advice, its chance, the others */

/* Options whose chances of winning differ by at most this are "about the same" (a point). */
#define TABLE_HINT_SAME 0.01
/* The advised action's chance of winning (0..1) against the other options', in percent:
 * "best: 12 % — others 6–10 %" (others alike: "others 10 %"; none: "best: 12 %"); when no
 * other option is more than a point below the best, "every choice here is about the same:
 * 12 %", in lang. Pure. */
void table_hint_chances(const Lang *lang, double best, const double *others, int n, char *buf, size_t cap);
/* The options a hint lists: the indices into choice (best first, count of them) of at most
 * max (<= TABLE_HINTS) that lead to different positions, an option alike an earlier one
 * (game_alike: either of two like dice) left out. Returns how many. */
int table_hint_options(const Game *g, const Sheets *sheets, const BotChoice *choice, int count, int *shown, int max);
/* The panel's lines from the match's hint: the advised action in words, its chance against
 * the others', then each other option with its chance. */
void table_hint_words(TableScene *t);
/* The parts of the large sheet the advice is about: the spot it names and every spot the
 * action would mark on the acting seat's sheet (a river field, a good's circle, a track),
 * each as a rectangle in the window. Returns the count (<= cap). */
int table_hint_about(const TableScene *t, SDL_Rect *out, int cap);

#endif
