/* cli_setup.c — the command line's game options laid over the remembered set-up (see
 * cli_setup.h). Works on a copy, so a refused line leaves the remembered set-up as it was. */
#include "cli_setup.h"

#include <stdio.h>
#include <string.h>

static int larger(int a, int b)
{
    return a > b ? a : b;
}

bool cli_setup_game(const Lang *lang, const CliOptions *o, const Sheets *sheets, GameSetup *g, char *err, size_t cap)
{
    GameSetup next = *g;
    int players = o->players ? o->players : larger(next.players, larger(o->bots, o->names));
    while (next.players < players) setup_add_seat(&next, lang);
    while (next.players > players) setup_remove_seat(&next, next.players - 1);
    if (o->bots) {
        int first_bot = players - o->bots;
        for (int s = 0; s < players; s++) {
            int entry = s < first_bot ? CLI_PERSON : o->bot[s - first_bot];
            next.seat[s].kind = entry == CLI_PERSON ? SEAT_HUMAN : SEAT_BOT;
            if (entry != CLI_PERSON) next.seat[s].level = (uint8_t)entry;
        }
    }
    for (int s = 0; s < o->names; s++) snprintf(next.seat[s].name, SEAT_NAME_MAX, "%s", o->name[s]);
    if (o->side[0]) {
        int side = sheets_find(sheets, o->side);
        if (side < 0) {
            snprintf(err, cap, "--side %s: the game data has no such sheet side", o->side);
            return false;
        }
        next.sheet = side;
    }
    if (o->start > players) {
        snprintf(err, cap, "--start %d is not one of the %d seats", o->start, players);
        return false;
    }
    if (o->start) next.first = o->start - 1;
    if (!setup_file_valid(&next, sheets)) {
        snprintf(err, cap, "the remembered set-up and the command line do not make a game");
        return false;
    }
    *g = next;
    return true;
}
