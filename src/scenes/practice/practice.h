/* practice.h — "Try it"'s own parts, which its files and the tests share: the chances, the
 * choice tried, the best move shown, the card's words, layout and drawing. The program opens
 * it through practice_screen.h; the struct is in practice_internal.h, and the tests read
 * inside it through practice_test.h. */
#ifndef RAJAS_PRACTICE_H
#define RAJAS_PRACTICE_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "coached.h"
#include "game.h"
#include "i18n.h"
#include "practice_screen.h"

/* The three chances shown, 0..1; tried < 0 while no choice is tried. */
typedef struct {
    double tried, best, played;
} PracticeChances;

/* The card over the table: its title, its words, Leave, and "Show the best move" under the
 * words. */
typedef struct {
    SDL_Rect card, title, text, leave, show;
    int text_px, label_px;   /* text_px 0: the words fit at no size (drawn at the least) */
    int show_px;             /* the show button's label, either of its two */
} PracticeLayout;


/* The chance of winning the seat to act in d's position has once a is applied: a's figure
 * in d's evaluated decision (review_value: the review's own, at the table d's seats make);
 * -1 when a is not legal there or d has no evaluated decision. Pure. */
double practice_chance(const PracticeDecision *d, const Sheets *sheets, const Action *a);

/* The choice tried now (the practice's one decision), false while none is. */
bool practice_tried(const PracticeScene *p, Action *out);
/* The chances to show now. */
void practice_chances(const PracticeScene *p, PracticeChances *out);
/* Draws the best choice on the table, as the replay viewer draws a better move (the spots
 * it marks on the sheet framed in green, its road drawn, its die ringed), or stops: the
 * card's "Show the best move" and "Hide the best move". */
void practice_show_best(PracticeScene *p, bool on);

/* ---- practice_words.c ------------------------------------------------------------------- */

/* The card's title: "Practice". */
const char *practice_words_title(const Lang *lang);
/* The card's lines, in the practice's language: what to do, then "Your choice: … — 38 %" (or that none is tried yet),
 * "Best: … — 44 %" and "In the game: … — 35 %", each choice in words with its chance. */
#define PRACTICE_LINES 4
#define PRACTICE_LINE_MAX 240
void practice_words(const PracticeScene *p, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
/* The same lines as they would read with a tried (NULL: none tried yet). */
void practice_words_trying(const PracticeScene *p, const Action *a, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
/* A chance as shown: "38 %". */
void practice_words_percent(const Lang *lang, double chance, char *buf, size_t cap);
/* The show button's label: "Show the best move", or "Hide the best move" while shown. */
const char *practice_words_show(const Lang *lang, bool showing);

/* ---- practice_draw.c: the card ---------------------------------------------------------- */

/* The card over the table's log and its heading row with Hint: the sheet, the dice, the
 * seats and the other sheets stay in sight. Where its words would be smaller than the fine
 * size there with some legal choice tried (a small window, many players, German), it
 * covers the other sheets' thumbnails too (over_thumbs), or with none shown the seats'
 * cards, whatever is tried, so the card stays put while choices are tried and undone. */
void practice_layout(const PracticeScene *p, PracticeLayout *out);
/* Works out over_thumbs for the table's size, zoom and language now (the scene's resize and
 * retranslate call it, and practice_attach); nothing while no table is attached. */
void practice_fit(PracticeScene *p);
/* The height the card's lines (practice_words) take at px within width, a quarter of px
 * between them; the layout's text_px is the largest size at which they fit its text box. */
int practice_lines_height(Art *art, int px, int width, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
void practice_draw(PracticeScene *p, SDL_Renderer *r);

#endif
