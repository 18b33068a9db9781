/* race_strip.h — everyone's race to the crossing at a glance: one bar per seat measuring
 * its race position (2 × fame + money, R3.1) against the sheet's crossing value, the line
 * where the game's end is triggered (R3.4). The table shows it at the top of its right
 * column. Its rows and columns are measured in a layout's unit and grow with the text
 * (type_scale.h); it draws into the box it is given and reads only what it is given. */
#ifndef RAJAS_RACE_STRIP_H
#define RAJAS_RACE_STRIP_H

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "i18n.h"

typedef struct {
    int players;
    int race[GAME_MAX_PLAYERS];       /* game_race of each seat */
    int crossing;                     /* the sheet's crossing value */
    const char *name[GAME_MAX_PLAYERS];
    SDL_Color pen[GAME_MAX_PLAYERS];
    int acting;                       /* the seat to act, its row lit; -1: none */
    int ending;                       /* RACE_GOES_ON, or how long the game goes on once
                                         a seat's tracks crossed (R3.4) */
} RaceStrip;

/* Once a seat's tracks crossed (R3.4) the game ends with the round, or with 2 players when
 * the pass is played out: the strip's heading says which, and each seat that crossed wears
 * a flag on the crossing line. */
enum { RACE_GOES_ON, RACE_LAST_ROUND, RACE_LAST_PASS };

/* The bar's length, in pixels, for a race position on a bar of `width` pixels: the bar
 * runs to a quarter past the crossing, so an overlap shows beyond the line. Pure. */
int race_strip_x(int race, int crossing, int width);

/* The strip's height at layout unit `unit` and the text's zoom % (type_scale.h): its
 * heading and one row for each of `players` seats. */
int race_strip_height(int unit, int zoom, int players);
/* The row of seat's bar in a strip drawn in box. */
SDL_Rect race_strip_row(SDL_Rect box, int unit, int zoom, int seat);
/* The columns left and right of the bars: the names (10 units at 100 %) and the numbers
 * (5 units), both grown with the text. */
int race_strip_names_w(int unit, int zoom);
int race_strip_numbers_w(int unit, int zoom);

/* The flag on the crossing line in seat's row, when its race reached the crossing; an
 * empty rectangle otherwise. */
SDL_Rect race_strip_flag(SDL_Rect box, int unit, int zoom, const RaceStrip *s, int seat);

/* The strip in box (race_strip_height tall), at layout unit `unit` and art's zoom. */
void race_strip_draw(const Lang *lang, SDL_Renderer *r, Art *art, SDL_Rect box, int unit, const RaceStrip *s);

#endif
