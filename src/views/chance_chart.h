/* chance_chart.h — a game's story: every seat's chance of winning across the game, one line
 * per seat in its pen with its own symbol (so the lines read in every palette and without
 * colour), the three largest swings ringed and numbered, each said in words under the plot
 * ("1  Bilal opened the market at C3: +18 %"). The end screen and the replay viewer draw it
 * beside or instead of the race chart, in its style; a click on a mark or on the plot names
 * the step of the history to open the replay viewer at.
 *
 * The chances come from the story the scene works out (src/bots/story.h); the chart borrows
 * them and keeps its own words and round starts. A plain value apart from that pointer. */
#ifndef RAJAS_CHANCE_CHART_H
#define RAJAS_CHANCE_CHART_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "i18n.h"
#include "seats.h"
#include "session.h"

#define CHANCE_MARKS 3

/* A swing: the step that caused it (its history entry), the seat whose chance moved, that
 * chance before and after, and the step in words with the move. */
typedef struct {
    int step, seat;
    float before, after;
    char words[240];
} ChanceMark;

typedef struct {
    int players, points;                           /* point i: the state before step i */
    const float (*chance)[GAME_MAX_PLAYERS];       /* borrowed: [points][seat], 0..1 */
    int rounds;                                    /* rounds begun */
    int round_start[GAME_LAST_ROUND + 2];          /* the point each round begins at */
    ChanceMark mark[CHANCE_MARKS];
    int marks;
    bool rings_only;                               /* the marks ringed and numbered, their
                                                      words left out (a small card) */
} ChanceChart;

/* The chart of a story's chances over s's history (points = s->count + 1), without marks;
 * the rounds are read off the history. */
void chance_chart_init(ChanceChart *c, const Session *s, const float (*chance)[GAME_MAX_PLAYERS], int points);

/* Adds a swing, said in words from the history: the action (or roll) of step, by the seat
 * that took it, and the move: "Bilal opened the market at C3: +18 %", or with the seat
 * whose chance moved named when another's was: "Asha rolled the dice for round 3: Bilal
 * −12 %". */
void chance_chart_add_mark(const Lang *lang, ChanceChart *c, const Session *s, const Sheets *sh,
                           const Seats *seats, int step,
                           int seat, float before, float after);

/* The move in words, the sign always written: "+18 %", "−12 %". */
void chance_chart_words_move(const Lang *lang, float before, float after, char *buf, size_t cap);

/* The chart on a paper card: legend, grid (0–100 %), rounds, each seat's line, the marks,
 * their words; shown (-1: none) is the step the replay viewer stands at, drawn as a line down
 * the plot. u is the layout unit. */
void chance_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const ChanceChart *c, const Seats *seats,
                       SDL_Rect card, int u,
                       int shown);

/* The step a click at x, y opens: a mark's (on its ring or its words) or the point under it
 * on the plot; -1 elsewhere. */
int chance_chart_hit(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u, int x, int y);

/* The size (px) the marks' words are drawn at in card, the least of the type scale at which
 * each fits one line of the plot's width; 0 when one does not fit even then (the layout
 * tests check it is not). */
int chance_chart_words_px(Art *art, const ChanceChart *c, const Seats *seats, SDL_Rect card, int u);

#endif
