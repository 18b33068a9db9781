/* seating.h — the seats of a test's table: Leila, Arjun, Mira, Dev and Tara in pens 0 to 4,
 * people up to a seat and easy bots from it on. */
#ifndef RAJAS_TEST_SEATING_H
#define RAJAS_TEST_SEATING_H

#include "seats.h"

/* The first `players` of them; seats from bots_from on are easy bots (players or more: none). */
Seats test_seats(int players, int bots_from);

#endif
