/* seats.h — who sits where, as every screen of a game shows them: each seat's name, its pen
 * colour (an index into PEN_COLOUR, widgets.h) and whether a person or a bot plays it, and
 * the palette the pens are drawn in. The table plays with it, the end screen ranks by it,
 * the replay viewer and the race chart name and colour the seats by it. A plain value. */
#ifndef RAJAS_SEATS_H
#define RAJAS_SEATS_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
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

/* A seat card's numbers: its fame, its money and the karma it can still use, each a plain
 * number after the sheet's symbol for it. */
typedef struct {
    int fame, money, karma;
} SeatNumbers;
/* The line's width at text size px: the symbols px square, or a quarter smaller and closer
 * together when tight. */
int seats_numbers_width(Art *art, int px, bool tight, const SeatNumbers *n);
/* Draws the numbers from (x, y) in ink at px within room pixels: on one line, tight when
 * the roomy line is wider than room, and when even that is, the karma on a second line
 * under the fame and money (px * 5 / 4 lower), the symbols half the size. Returns the
 * lines used. */
int seats_numbers_draw(Art *art, int x, int y, int px, int room, SDL_Color ink, const SeatNumbers *n);
/* The lines seats_numbers_draw takes for the largest numbers of a game (fame 45, money 90,
 * karma 6) at px in room: what a card must leave them. */
int seats_numbers_lines(Art *art, int px, int room);

#endif
