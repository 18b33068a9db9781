/* setup_params.c — the set-up as a value (see setup_screen.h): defaults, seats coming and going,
 * pen colours kept distinct, the engine's Setup and the table's seats. Its rules and the
 * files that remember it are the player files library's (game_setup.h). */
#include "setup_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "random.h"
#include "i18n.h"
#include "widgets.h"

/* The player files library counts the pens without the scene's widgets (game_setup.h). */
_Static_assert(SETUP_PENS == PEN_COLOURS, "setup.txt's pens are the scene's pen colours");

static const char *const DEFAULT_NAME[GAME_MAX_PLAYERS] = {"Leila", "Arjun", "Mira", "Dev", "Tara"};

const char *setup_default_name(const Lang *lang, int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS ? DEFAULT_NAME[seat] : _("Player");
}

int setup_next_free_colour(const GameSetup *g, int seat)
{
    int start = seat >= 0 && seat < g->players ? g->seat[seat].colour : PEN_COLOURS - 1;
    for (int k = 1; k <= PEN_COLOURS; k++) {
        int c = (start + k) % PEN_COLOURS;
        if (!setup_file_colour_used(g, c, seat)) return c;
    }
    return start;
}

static void seat_default(GameSetup *g, int seat)
{
    SeatSetup *s = &g->seat[seat];
    SDL_zerop(s);
    s->kind = SEAT_HUMAN;
    s->level = BOT_MEDIUM;
    /* seat < GAME_MAX_PLAYERS: a default name, the same in every language. */
    snprintf(s->name, sizeof s->name, "%s", DEFAULT_NAME[seat]);
    /* The default colour is the seat's own when free, so a fresh table reads blue, red,
     * green … in seat order. */
    s->colour = (uint8_t)seat;
    if (setup_file_colour_used(g, seat, seat)) s->colour = (uint8_t)setup_next_free_colour(g, seat);
}

void setup_default(GameSetup *g, const Sheets *sheets)
{
    SDL_zerop(g);
    /* Seats join one by one so each default colour is checked against those seated. */
    for (int s = 0; s < GAME_MIN_PLAYERS; s++) {
        g->players = s + 1;
        seat_default(g, s);
    }
    int sun = sheets ? sheets_find(sheets, "sun") : -1;
    g->sheet = sun >= 0 ? sun : 0;
    g->first = SETUP_FIRST_RANDOM;
}

void setup_first_start(GameSetup *g, const Sheets *sheets)
{
    setup_default(g, sheets);
    g->seat[1].kind = SEAT_BOT;
    g->seat[1].level = BOT_MEDIUM;
}

bool setup_add_seat(GameSetup *g, const Lang *lang)
{
    if (g->players >= GAME_MAX_PLAYERS) return false;
    g->players++;
    seat_default(g, g->players - 1);
    /* A default name another seat already uses (after renames) would confuse the table. */
    for (int s = 0; s < g->players - 1; s++)
        if (strcmp(g->seat[s].name, g->seat[g->players - 1].name) == 0)
            snprintf(g->seat[g->players - 1].name, SEAT_NAME_MAX, _("Player %d"), g->players);
    return true;
}

bool setup_remove_seat(GameSetup *g, int seat)
{
    if (g->players <= GAME_MIN_PLAYERS || seat < 0 || seat >= g->players) return false;
    memmove(&g->seat[seat], &g->seat[seat + 1], sizeof g->seat[0] * (size_t)(g->players - seat - 1));
    g->players--;
    if (g->first == seat) g->first = SETUP_FIRST_RANDOM;
    else if (g->first > seat) g->first--;
    return true;
}

void setup_to_game(const GameSetup *g, uint64_t seed, Setup *out)
{
    SDL_zerop(out);
    out->players = (uint8_t)g->players;
    out->sheet = (uint8_t)g->sheet;
    out->seed = seed;
    if (g->first == SETUP_FIRST_RANDOM) {
        /* splitmix64 of the seed, so the starting seat and the game's dice differ in how
         * they use the same number */
        uint64_t state = seed;
        out->first = (uint8_t)(splitmix64_next(&state) % (uint64_t)g->players);
    } else {
        out->first = (uint8_t)g->first;
    }
}

void setup_to_seats(const GameSetup *g, Seats *out)
{
    SDL_zerop(out);
    out->players = g->players;
    for (int s = 0; s < g->players; s++) {
        memcpy(out->name[s], g->seat[s].name, SEAT_NAME_MAX);
        out->name[s][SEAT_NAME_MAX - 1] = 0;
        out->colour[s] = g->seat[s].colour;
        out->bot[s] = g->seat[s].kind == SEAT_BOT ? (uint8_t)(1 + g->seat[s].level) : 0;
    }
}
