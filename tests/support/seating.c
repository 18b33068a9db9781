/* seating.c — see seating.h. */
#include "seating.h"

#include <stdio.h>

#include "bot.h"

Seats test_seats(int players, int bots_from)
{
    static const char *const names[] = {"Leila", "Arjun", "Mira", "Dev", "Tara"};
    Seats t;
    SDL_zero(t);
    t.players = players;
    for (int s = 0; s < players; s++) {
        snprintf(t.name[s], SEAT_NAME_MAX, "%s", names[s]);
        t.colour[s] = (uint8_t)s;
        t.bot[s] = s >= bots_from ? 1 + BOT_EASY : 0;
    }
    return t;
}
