/* rating_chart.h — the puzzle rating's history as a small chart (the puzzle's card,
 * docs/puzzles.md): a caption ("Puzzle rating over 12 answers, 8 right"), then a line
 * through the rating after each answer, oldest left, a dot on each (filled: right; a ring:
 * wrong, so it reads without colour), the lowest and highest rating written beside the
 * left axis and the first and last answer's number under the bottom one. In ink on paper,
 * the pens high contrast rewrites (widgets.h), and sized from the layout unit, so it reads
 * at every zoom. The caller fills it from the progress it keeps; a plain value. */
#ifndef RAJAS_RATING_CHART_H
#define RAJAS_RATING_CHART_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"
#include "i18n.h"

#define RATING_CHART_MAX 201   /* the rating before the answers kept, then each answer's */

typedef struct {
    int points;                     /* 0 or 1: nothing to draw */
    int rating[RATING_CHART_MAX];   /* oldest first */
    bool right[RATING_CHART_MAX];   /* the answer that led to that rating; point 0 of a
                                       history kept whole is the start (no answer) */
    bool first_is_start;            /* point 0 is the rating before any answer */
    int first_answer;               /* the number of the answer at the first point after the
                                       start, from 1 */
    int answered, right_count;      /* all answers counted, and those right */
} RatingChart;

/* The plot's box within box (under the caption, right of the axis labels): where the line
 * lies, for the caller's tests. */
SDL_Rect rating_chart_plot(Art *art, const RatingChart *c, SDL_Rect box, int u);
/* The height the chart wants at unit u and art's zoom: a caption line, the plot, a label
 * line. */
int rating_chart_height(const Art *art, int u);
/* Draws the chart in box; nothing with fewer than two points. */
void rating_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const RatingChart *c, SDL_Rect box, int u);
/* The caption: "Puzzle rating over 12 answers, 8 right". */
void rating_chart_caption(const Lang *lang, const RatingChart *c, char *buf, size_t cap);

#endif
