/* game_setup.c — the rules of a usable set-up (see game_setup.h). */
#include "game_setup.h"

#include <string.h>


bool setup_file_colour_used(const GameSetup *g, int colour, int except)
{
    for (int s = 0; s < g->players; s++)
        if (s != except && g->seat[s].colour == colour) return true;
    return false;
}

bool setup_file_valid(const GameSetup *g, const Sheets *sheets)
{
    if (g->players < GAME_MIN_PLAYERS || g->players > GAME_MAX_PLAYERS) return false;
    if (g->sheet < 0 || (sheets && g->sheet >= sheets->count)) return false;
    if (g->first != SETUP_FIRST_RANDOM && (g->first < 0 || g->first >= g->players)) return false;
    for (int s = 0; s < g->players; s++) {
        const SeatSetup *seat = &g->seat[s];
        if (seat->kind > SEAT_BOT || seat->level >= BOT_LEVEL_COUNT) return false;
        if (seat->colour >= SETUP_PENS || setup_file_colour_used(g, seat->colour, s)) return false;
        if (!seat->name[0] || !memchr(seat->name, 0, sizeof seat->name)) return false;
    }
    return true;
}
