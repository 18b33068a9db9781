/* session_setup.c — the set-up written on a `new` line ("players=3 side=moon first=2
 * seed=7"): parsed here for the protocol's `new` and for replaying records. No I/O. */
#include "session.h"

#include <stdio.h>
#include <string.h>

#include "decimal.h"

typedef struct {
    const char **clause;
    char *msg;
    size_t cap;
} Complaint;

static bool complain(const Complaint *c, const char *clause, const char *what, const char *detail)
{
    *c->clause = clause;
    snprintf(c->msg, c->cap, "%s%s", what, detail);
    return false;
}

typedef struct {
    uint64_t players, first, seed;
    char side[SHEET_NAME_MAX + 1];
    bool seen[4];
} SetupWords;

static const char *const SETUP_KEYS[4] = {"players", "side", "first", "seed"};

static bool setup_word(const char *word, SetupWords *w, const Complaint *c)
{
    const char *eq = strchr(word, '=');
    size_t klen = eq ? (size_t)(eq - word) : 0;
    int key = -1;
    for (int k = 0; k < 4 && eq; k++)
        if (strlen(SETUP_KEYS[k]) == klen && strncmp(word, SETUP_KEYS[k], klen) == 0)
            key = k;
    if (key < 0)
        return complain(c, "P", "expected players=, side=, first= or seed=: ", word);
    if (w->seen[key])
        return complain(c, "P", "given twice: ", word);
    w->seen[key] = true;
    const char *v = eq + 1;
    if (key == 1) {
        if (strlen(v) > SHEET_NAME_MAX)
            return complain(c, "R1.1", "unknown side: ", v);
        strcpy(w->side, v);
        return true;
    }
    uint64_t *slot = key == 0 ? &w->players : key == 2 ? &w->first : &w->seed;
    DecimalRead r = decimal_read(v, UINT64_MAX, slot);
    if (r == DECIMAL_BAD || (key == 3 && r == DECIMAL_TOO_BIG))
        return complain(c, "P", "not a number: ", word);
    if (r == DECIMAL_TOO_BIG)
        *slot = UINT64_MAX;   /* a huge player count is out of range, not a wrapped small one */
    return true;
}

static bool setup_check(const SetupWords *w, const Sheets *sheets, Setup *out, const Complaint *c)
{
    if (!w->seen[0])
        return complain(c, "P", "players=<2-5> is required", "");
    if (w->players < GAME_MIN_PLAYERS || w->players > GAME_MAX_PLAYERS)
        return complain(c, "R1.1", "2 to 5 players", "");
    int sheet = sheets_find(sheets, w->side);
    if (sheet < 0)
        return complain(c, "R1.1", "unknown side: ", w->side);
    if (w->first < 1 || w->first > w->players)
        return complain(c, "R1.3", "the starting player must be one of the seats", "");
    memset(out, 0, sizeof *out);     /* padding too: states are compared with memcmp */
    out->players = (uint8_t)w->players;
    out->sheet = (uint8_t)sheet;
    out->first = (uint8_t)(w->first - 1);
    out->seed = w->seed;
    return true;
}

bool session_parse_setup(const char *args, const Sheets *sheets, Setup *out,
                         const char **clause, char *msg, size_t msg_cap)
{
    Complaint c = {clause, msg, msg_cap};
    SetupWords w = {0, 1, 1, "sun", {false, false, false, false}};
    char word[64];
    while (*args) {
        size_t len = strcspn(args, " \t");
        if (len >= sizeof word)
            return complain(&c, "P", "word too long", "");
        if (len > 0) {
            memcpy(word, args, len);
            word[len] = '\0';
            if (!setup_word(word, &w, &c))
                return false;
        }
        args += len + (args[len] != '\0');
    }
    return setup_check(&w, sheets, out, &c);
}
