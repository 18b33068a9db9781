/* bot.c — the bots' public entry points (bot.h): the level's search, given a seed that
 * also depends on the position, so one configured seed gives varied but repeatable play. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"

static const char *const LEVEL_NAMES[BOT_LEVEL_COUNT] = {"easy", "medium", "hard"};

BotConfig bot_config_default(uint64_t seed)
{
    return (BotConfig){seed, BOT_DEFAULT_BUDGET_MS, 0, 0, NULL};
}

const char *bot_level_name(BotLevel level)
{
    return level >= 0 && level < BOT_LEVEL_COUNT ? LEVEL_NAMES[level] : "?";
}

int bot_level_from_name(const char *name)
{
    for (int i = 0; i < BOT_LEVEL_COUNT; i++)
        if (strcmp(name, LEVEL_NAMES[i]) == 0 || (name[0] == '1' + i && name[1] == '\0'))
            return i;
    return -1;
}

static int compare_choice(const void *a, const void *b)
{
    const BotChoice *x = a, *y = b;
    if (x->value != y->value)
        return x->value < y->value ? 1 : -1;
    return 0;
}

void choices_sort(BotChoice *c, int n)
{
    /* Stable, unlike qsort, so equal values keep the engine's order and results repeat on
     * every C library; insertion sort is fast enough for a step's few hundred actions. */
    for (int i = 1; i < n; i++) {
        BotChoice x = c[i];
        int j = i;
        while (j > 0 && compare_choice(&c[j - 1], &x) > 0) {
            c[j] = c[j - 1];
            j--;
        }
        c[j] = x;
    }
}

/* The position's bytes folded into the seed: the same seed does not make the same random
 * choices in every position, yet a position and a seed always give the same answer; with
 * seed 0 it is a hash of the state (equal states have equal bytes, game.h). Eight bytes at
 * a time, each word rotated in and multiplied, then splitmix64's finaliser so the low bits,
 * which index medium's and the playouts' tables, depend on every byte. The searches hash
 * every position they reach, so this runs millions of times a decision (docs/benchmarks.md). */
uint64_t hash_bytes(const void *data, size_t size, uint64_t seed)
{
    const unsigned char *b = data;
    uint64_t h = seed ^ 0xCBF29CE484222325ull;
    size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        uint64_t w;
        memcpy(&w, b + i, 8);
        h = (((h << 27) | (h >> 37)) ^ w) * 0x9E3779B97F4A7C15ull;
    }
    for (; i < size; i++)
        h = (h ^ b[i]) * 0x100000001B3ull;
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ull;
    h = (h ^ (h >> 27)) * 0x94D049BB133111EBull;
    return h ^ (h >> 31);
}

uint64_t position_seed(const Game *g, uint64_t seed)
{
    return hash_bytes(g, sizeof *g, seed);
}

int bot_explain_unmapped(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                         BotChoice *out, int max, long *samples)
{
    long none;
    samples = samples ? samples : &none;
    *samples = 0;
    if (game_actor(g) < 0 || max <= 0)
        return 0;
    BotConfig c = config ? *config : bot_config_default(1);
    c.seed = position_seed(g, c.seed);
    int n;
    switch (level) {
    case BOT_EASY: n = easy_explain(g, sheets, &c, out, max); break;
    case BOT_MEDIUM: n = medium_explain(g, sheets, &c, out, max); break;
    default: return hard_explain(g, sheets, &c, out, max, samples);
    }
    for (int i = 0; i < n; i++) out[i].error = 0;   /* no samples behind their values */
    return n;
}

/* The value players are shown of an action: exact when the game is decided after it (its
 * end, R3.5, or no turn left can change the ranking, bot_decided), else hard's value through
 * the map, which is for futures still to be played. */
static double shown_value(const Game *g, const Sheets *sheets, const Action *a, double value)
{
    Game after = *g;
    Refusal why;
    double share[GAME_MAX_PLAYERS];
    if (game_apply(&after, sheets, a, &why) && bot_decided(&after, sheets, share))
        return share[game_actor(g)];
    return bot_hint_chance(g->setup.players, bot_stage(g), value);
}

/* hard's values as players are shown them. The map is monotone, so the order, and out[0],
 * stay the search's; in a decided game every action reads the seat's exact share. */
int bot_explain_measured(const Game *g, const Sheets *sheets, BotLevel level,
                         const BotConfig *config, BotChoice *out, int max, long *samples)
{
    int n = bot_explain_unmapped(g, sheets, level, config, out, max, samples);
    if (level == BOT_EASY || level == BOT_MEDIUM || n <= 0)   /* hard, as bot_explain_unmapped reads it */
        return n;
    double share[GAME_MAX_PLAYERS];
    bool decided = bot_decided(g, sheets, share);
    int players = g->setup.players, stage = bot_stage(g);
    /* An error is a span below the best's value: mapped as that span is; none in a decided
     * game, whose figures are exact. */
    double best = out[0].value;
    for (int i = 0; i < n; i++)
        if (out[i].error > 0)
            out[i].error = decided ? 0
                                   : bot_hint_chance(players, stage, best) -
                                         bot_hint_chance(players, stage, best - out[i].error);
    for (int i = 0; i < n; i++)
        out[i].value = decided ? share[game_actor(g)] : shown_value(g, sheets, &out[i].action, out[i].value);
    return n;
}

int bot_explain(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                BotChoice *out, int max)
{
    return bot_explain_measured(g, sheets, level, config, out, max, NULL);
}

bool bot_choose(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                Action *out)
{
    BotChoice best;
    if (bot_explain(g, sheets, level, config, &best, 1) != 1)
        return false;
    *out = best.action;
    return true;
}

double bot_win_chance(const Game *g, const Sheets *sheets, int seat)
{
    if (seat < 0 || seat >= g->setup.players)
        return 0.0;
    double chance[GAME_MAX_PLAYERS];
    shown_chances(g, sheets, chance);
    return chance[seat];
}
