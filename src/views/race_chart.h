/* race_chart.h — every player's race position (R3.1: 2 × fame + money) round by round,
 * read off a game's history and drawn as a chart against the crossing value, the line where
 * the game's end is triggered (R3.4). The end screen draws it beside the ranking; the replay
 * viewer draws it with the step shown marked. */
#ifndef RAJAS_RACE_CHART_H
#define RAJAS_RACE_CHART_H

#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "i18n.h"
#include "seats.h"
#include "session.h"

/* Race position of every seat: [0] when the game began, [r] at the end of round r (for the
 * last round: when the game ended). */
#define CHART_POINTS_MAX (GAME_LAST_ROUND + 1)

typedef struct {
    int rounds;                                   /* points 0..rounds are filled */
    int players;
    int crossing;                                 /* the sheet's crossing value */
    int16_t race[CHART_POINTS_MAX][GAME_MAX_PLAYERS];
} RaceChart;

/* Reads the chart off the Session's history, which keeps the state before every roll and
 * action: the state in which round r + 1 began holds everything done in round r. */
void race_chart_build(const Session *s, RaceChart *out);

/* Where step `step` of the Session's history (the state before entry step; count: the game
 * as it stands) lies on the chart: rounds done, plus the share of its round's steps done
 * (the chart's point r is the end of round r). Pure. */
float race_chart_at(const Session *s, int step);

/* A moment marked on the race chart: where in the game, in rounds (chart point 2 is the end
 * of round 2, so 2.5 is halfway through round 3), and every seat's race position then. */
typedef struct {
    float at;
    int16_t race[GAME_MAX_PLAYERS];
} ChartMark;

/* The race chart on a paper card: a legend of the seats' names, the grid, the crossing line
 * and each seat's race round by round in its pen; mark (NULL: none) rings the moment shown.
 * u is the layout unit. */
void race_chart_draw(const Lang *lang, SDL_Renderer *r, Art *art, const RaceChart *c, const Seats *seats,
                     SDL_Rect card, int u,
                     const ChartMark *mark);

/* The chart's crossing line: "tracks cross at 80". */
void race_chart_words_crossing(const Lang *lang, int crossing, char *buf, size_t cap);

#endif
