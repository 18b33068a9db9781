/* race_strip.h — everyone's race to the crossing at a glance: one bar per seat measuring
 * its race position (2 × fame + money, R3.1) against the sheet's crossing value, the line
 * where the game's end is triggered (R3.4). Draws into the layout's race rectangle; reads
 * only what it is given. */
#ifndef RAJAS_RACE_STRIP_H
#define RAJAS_RACE_STRIP_H

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "table_layout.h"

typedef struct {
    int players;
    int race[GAME_MAX_PLAYERS];       /* game_race of each seat */
    int crossing;                     /* the sheet's crossing value */
    const char *name[GAME_MAX_PLAYERS];
    SDL_Color pen[GAME_MAX_PLAYERS];
    int acting;                       /* the seat to act, its row lit; -1: none */
} RaceStrip;

/* The bar's length, in pixels, for a race position on a bar of `width` pixels: the bar
 * runs to a quarter past the crossing, so an overlap shows beyond the line. Pure. */
int race_strip_x(int race, int crossing, int width);
void race_strip_draw(SDL_Renderer *r, Art *art, const TableLayout *l, const RaceStrip *s);

#endif
