/* args.c — rajas-tournament's command line: key=value words, each key once. */
#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "tournament.h"

static bool lineup(const char *s, TournamentArgs *t)
{
    char copy[128];
    if (strlen(s) >= sizeof copy)
        return false;
    strcpy(copy, s);
    t->lineup_count = 0;
    for (char *w = strtok(copy, ","); w; w = strtok(NULL, ",")) {
        int level = bot_level_from_name(w);
        if (level < 0 || t->lineup_count == GAME_MAX_PLAYERS)
            return false;
        t->lineup[t->lineup_count++] = (BotLevel)level;
    }
    return t->lineup_count > 0;
}

static const char *const KEYS[] = {"games", "players", "side", "bots", "seed", "budget-ms",
                                   "iterations", "threads", "chain-budget-ms",
                                   "cascade-budget-ms"};
enum { KEY_COUNT = sizeof KEYS / sizeof KEYS[0] };

static bool one_arg(const char *a, TournamentArgs *t, unsigned *seen)
{
    const char *eq = strchr(a, '=');
    for (unsigned k = 0; eq && k < KEY_COUNT; k++) {
        if (strlen(KEYS[k]) != (size_t)(eq - a) || strncmp(a, KEYS[k], (size_t)(eq - a)) != 0)
            continue;
        if (*seen & (1u << k))
            return false;
        *seen |= 1u << k;
        const char *v = eq + 1;
        uint64_t n = 0;
        if (k == 2) {
            if (strlen(v) > SHEET_NAME_MAX)
                return false;
            strcpy(t->side, v);
            return true;
        }
        if (k == 3)
            return lineup(v, t);
        if (decimal_read(v, k == 4 ? UINT64_MAX : 1000000000u, &n) != DECIMAL_OK)
            return false;
        switch (k) {
        case 0: t->games = (long)n; break;
        case 1: t->players = (int)n; break;
        case 4: t->seed = n; break;
        case 5: t->budget_ms = (int)n; break;
        case 6: t->iterations = (int)n; break;
        case 7: t->threads = (int)n; break;
        case 8: t->chain_budget_ms = (int)n; break;
        default: t->cascade_budget_ms = (int)n; break;
        }
        return true;
    }
    return false;
}

bool tournament_args(int argc, char **argv, TournamentArgs *t, char *err, size_t cap)
{
    unsigned seen = 0;
    memset(t, 0, sizeof *t);
    strcpy(t->side, "sun");
    t->seed = 1;
    for (int i = 1; i < argc; i++)
        if (!one_arg(argv[i], t, &seen)) {
            snprintf(err, cap, "bad or repeated argument: %s", argv[i]);
            return false;
        }
    if (!(seen & 1u) || !(seen & 2u) || !(seen & 8u))
        snprintf(err, cap, "games=, players= and bots= are required");
    else if (t->games < 1)
        snprintf(err, cap, "games must be at least 1");
    else if (t->players < GAME_MIN_PLAYERS || t->players > GAME_MAX_PLAYERS)
        snprintf(err, cap, "players must be 2 to 5 (R1.1)");
    else if (t->lineup_count > t->players)
        snprintf(err, cap, "more bots than players");
    else if ((seen & 32u) && (seen & 64u))
        snprintf(err, cap, "give budget-ms= or iterations=, not both");
    else if ((seen & 256u) && ((seen & 64u) || t->chain_budget_ms < 1))
        snprintf(err, cap, "chain-budget-ms= is a time of at least 1 ms, not with iterations=");
    else if ((seen & 512u) && (!(seen & 256u) || t->cascade_budget_ms < 1))
        snprintf(err, cap, "cascade-budget-ms= is a time of at least 1 ms, with chain-budget-ms=");
    else
        return true;
    return false;
}
