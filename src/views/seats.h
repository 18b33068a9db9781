/* seats.h — who sits where, as every screen of a game shows them: each seat's name, its pen
 * colour (an index into PEN_COLOUR, widgets.h) and whether a person or a bot plays it, and
 * the palette the pens are drawn in. The table plays with it, the end screen ranks by it,
 * the replay viewer and the race chart name and colour the seats by it. A plain value. */
#ifndef RAJAS_SEATS_H
#define RAJAS_SEATS_H

#include <stdint.h>

#include <SDL.h>

#include "game.h"
#include "seat.h"   /* SEAT_NAME_MAX */

typedef struct {
    int players;
    char name[GAME_MAX_PLAYERS][SEAT_NAME_MAX];
    uint8_t colour[GAME_MAX_PLAYERS];
    uint8_t bot[GAME_MAX_PLAYERS];  /* 0: a person at the screen; 1 + BotLevel (seat.h): a bot */
    uint8_t palette;                /* PaletteKind (palette.h): how the pens are coloured */
} Seats;

/* The colour seat writes with: its pen in the seats' palette. */
SDL_Color seats_pen(const Seats *s, int seat);

#endif
