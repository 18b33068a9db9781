/* setup_params.c — the set-up as a value (see setup.h): defaults, seats coming
 * and going, pen colours kept distinct, the engine's Setup, and the remembered-set-up file.
 * The file is read whole into a scratch value and copied out only when every line made
 * sense, so a damaged file costs the remembered names and nothing else. */
#include "setup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"
#include "random.h"
#include "file_rule.h"
#include "i18n.h"
#include "widgets.h"

static const char *const DEFAULT_NAME[GAME_MAX_PLAYERS] = {"Leila", "Arjun", "Mira", "Dev", "Tara"};
static const char *const KIND_WORD[KIND_BUTTONS] = {"human", "bot-easy", "bot-medium", "bot-hard"};

const char *setup_default_name(int seat)
{
    return seat >= 0 && seat < GAME_MAX_PLAYERS ? DEFAULT_NAME[seat] : _("Player");
}

static bool colour_used(const GameSetup *g, int colour, int except)
{
    for (int s = 0; s < g->players; s++)
        if (s != except && g->seat[s].colour == colour) return true;
    return false;
}

int setup_next_free_colour(const GameSetup *g, int seat)
{
    int start = seat >= 0 && seat < g->players ? g->seat[seat].colour : PEN_COLOURS - 1;
    for (int k = 1; k <= PEN_COLOURS; k++) {
        int c = (start + k) % PEN_COLOURS;
        if (!colour_used(g, c, seat)) return c;
    }
    return start;
}

static void seat_default(GameSetup *g, int seat)
{
    SeatSetup *s = &g->seat[seat];
    SDL_zerop(s);
    s->kind = SEAT_HUMAN;
    s->level = BOT_MEDIUM;
    snprintf(s->name, sizeof s->name, "%s", setup_default_name(seat));
    /* The default colour is the seat's own when free, so a fresh table reads blue, red,
     * green … in seat order. */
    s->colour = (uint8_t)seat;
    if (colour_used(g, seat, seat)) s->colour = (uint8_t)setup_next_free_colour(g, seat);
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

bool setup_add_seat(GameSetup *g)
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

bool setup_valid(const GameSetup *g, const Sheets *sheets)
{
    if (g->players < GAME_MIN_PLAYERS || g->players > GAME_MAX_PLAYERS) return false;
    if (g->sheet < 0 || (sheets && g->sheet >= sheets->count)) return false;
    if (g->first != SETUP_FIRST_RANDOM && (g->first < 0 || g->first >= g->players)) return false;
    for (int s = 0; s < g->players; s++) {
        const SeatSetup *seat = &g->seat[s];
        if (seat->kind > SEAT_BOT || seat->level >= BOT_LEVEL_COUNT) return false;
        if (seat->colour >= PEN_COLOURS || colour_used(g, seat->colour, s)) return false;
        if (!seat->name[0] || !memchr(seat->name, 0, sizeof seat->name)) return false;
    }
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

void setup_to_seats(const GameSetup *g, TableSeats *out)
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

/* ---- the file --------------------------------------------------------------------------- */

bool setup_save(const GameSetup *g, const Sheets *sheets, const char *path, char *err, size_t cap)
{
    char text[1024];
    size_t at = (size_t)snprintf(text, sizeof text, "rajas-setup 1\nplayers %d\nsheet %s\n", g->players,
                                 sheets && g->sheet < sheets->count ? sheets->sheet[g->sheet].name : "sun");
    if (g->first == SETUP_FIRST_RANDOM) at += (size_t)snprintf(text + at, sizeof text - at, "first random\n");
    else at += (size_t)snprintf(text + at, sizeof text - at, "first %d\n", g->first + 1);
    for (int s = 0; s < g->players && s < GAME_MAX_PLAYERS && at < sizeof text; s++) {
        const SeatSetup *seat = &g->seat[s];
        int kind = seat->kind == SEAT_BOT ? 1 + seat->level : 0;
        at += (size_t)snprintf(text + at, sizeof text - at, "seat %s %s %.*s\n", KIND_WORD[kind],
                               PEN_COLOUR_NAME[seat->colour], SEAT_NAME_MAX - 1, seat->name);
    }
    return file_replace(path, text, err, cap);   /* 5 seats of at most 23-byte names fit */
}

/* Cuts the next space-separated word off *p (strtok without its hidden state). */
static char *next_word(char **p)
{
    while (**p == ' ') (*p)++;
    if (!**p) return NULL;
    char *word = *p;
    while (**p && **p != ' ') (*p)++;
    if (**p) *(*p)++ = 0;
    return word;
}

static int word_index(const char *w, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(w, words[i]) == 0) return i;
    return -1;
}

/* One "seat <kind> <colour> <name>" line into seat; false with a reason. */
static bool parse_seat(char *rest, SeatSetup *seat, const char **why)
{
    char *kind = next_word(&rest);
    char *colour = next_word(&rest);
    char *name = rest;
    if (!kind || !colour || !*name) { *why = N_("a seat needs a kind, a colour and a name"); return false; }
    int k = word_index(kind, KIND_WORD, KIND_BUTTONS);
    int c = word_index(colour, PEN_COLOUR_NAME, PEN_COLOURS);
    if (k < 0) { *why = N_("unknown seat kind"); return false; }
    if (c < 0) { *why = N_("unknown pen colour"); return false; }
    while (*name == ' ') name++;
    size_t len = strlen(name);
    if (len == 0 || len >= SEAT_NAME_MAX) { *why = N_("a name must have 1 to 23 bytes"); return false; }
    /* A control byte (a stray carriage return, a tab) is nothing the name field can type,
     * and a saved file would not read it back the same (a line's last \r is cut). */
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f) {
            *why = N_("a name must not hold control characters");
            return false;
        }
    SDL_zerop(seat);
    seat->kind = k == 0 ? SEAT_HUMAN : SEAT_BOT;
    seat->level = k == 0 ? BOT_MEDIUM : (uint8_t)(k - 1);
    seat->colour = (uint8_t)c;
    memcpy(seat->name, name, len);
    return true;
}

static bool parse_line(char *line, GameSetup *g, const Sheets *sheets, int *seats, const char **why)
{
    char *key = next_word(&line);
    char *rest = line;
    if (!key || !*rest) { *why = N_("expected a key and a value"); return false; }
    if (strcmp(key, "players") == 0) {
        uint64_t n;
        if (decimal_read(rest, GAME_MAX_PLAYERS, &n) != DECIMAL_OK || n < GAME_MIN_PLAYERS) { *why = N_("players must be 2 to 5"); return false; }
        g->players = (int)n;
    } else if (strcmp(key, "sheet") == 0) {
        int side = sheets ? sheets_find(sheets, rest) : -1;
        if (side < 0) { *why = N_("unknown sheet side"); return false; }
        g->sheet = side;
    } else if (strcmp(key, "first") == 0) {
        if (strcmp(rest, "random") == 0) {
            g->first = SETUP_FIRST_RANDOM;
        } else {
            uint64_t n;
            if (decimal_read(rest, GAME_MAX_PLAYERS, &n) != DECIMAL_OK || n < 1) { *why = N_("first must be random or a seat"); return false; }
            g->first = (int)n - 1;
        }
    } else if (strcmp(key, "seat") == 0) {
        if (*seats >= GAME_MAX_PLAYERS) { *why = N_("more than 5 seats"); return false; }
        if (!parse_seat(rest, &g->seat[*seats], why)) return false;
        (*seats)++;
    } else {
        *why = N_("unknown key");
        return false;
    }
    return true;
}

bool setup_load(GameSetup *g, const Sheets *sheets, const char *path, char *err, size_t cap)
{
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, err, cap);
    if (r == FILE_ABSENT) snprintf(err, cap, _("%s: cannot be read"), path);
    if (r != FILE_OK) return false;
    GameSetup scratch;
    setup_default(&scratch, sheets);
    scratch.players = 0;
    int seats = 0, line_no = 0;
    const char *why = NULL;
    bool header = false;
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = 0;
        line_no++;
        size_t n = strlen(line);
        if (n && line[n - 1] == '\r') line[--n] = 0;
        if (n == 0) continue;
        if (!header) {
            if (strcmp(line, "rajas-setup 1") != 0) { why = N_("not a rajas set-up file"); break; }
            header = true;
            continue;
        }
        if (!parse_line(line, &scratch, sheets, &seats, &why)) break;
    }
    free(text);
    if (!why && !header) why = N_("the file is empty");
    if (!why && seats != scratch.players) why = N_("the seat lines do not match players");
    if (!why && !setup_valid(&scratch, sheets)) why = N_("two seats share a pen colour or the starting seat is missing");
    if (why) {
        snprintf(err, cap, "%s:%d: %s", path, line_no, tr(why));
        return false;
    }
    *g = scratch;
    return true;
}
