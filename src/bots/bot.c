/* bot.c — the bots' public entry points (bot.h): the level's search, given a seed that
 * also depends on the position, so one configured seed gives varied but repeatable play. */
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"

static const char *const LEVEL_NAMES[BOT_LEVEL_COUNT] = {"easy", "medium", "hard"};

BotConfig bot_config_default(uint64_t seed)
{
    return (BotConfig){seed, BOT_DEFAULT_BUDGET_MS, 0, 0, NULL, {{0}}};
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

/* The story's chance, for the seat to act, of the position an action leads to, knowing who
 * plays (table): exact when the game is decided there (its end, R3.5, or no turn left can
 * change the ranking, bot_decided); *decided says which. */
static double chance_after(const Game *g, const Sheets *sheets, const BotTable *table, bool whole, int seat,
                           const Action *act, bool *decided)
{
    Game after = *g;
    Refusal why;
    double c[GAME_MAX_PLAYERS];
    *decided = false;
    if (!game_apply(&after, sheets, act, &why))
        return 0;   /* never: the search lists legal actions */
    *decided = bot_decided(&after, sheets, c);
    if (!*decided)
        shown_chances_moved(&after, sheets, table, whole, seat, c);
    return c[seat];
}

/* Where the hint's figures stand: the story's chance, for the seat to act, of the position
 * the search's best action leads to (exact when that position is decided), and the best's
 * mapped value. */
typedef struct {
    int players, stage, seat;
    const BotTable *table;   /* who plays: the story's figures weigh each seat by its level */
    bool whole;           /* the late stage and the end as one (the puzzles', BOT_STAGE_LATE_WHOLE) */
    bool exact;           /* the best's position is decided: the others read the map alone */
    double anchor, best_mapped;
} HintAnchor;

static HintAnchor hint_anchor(const Game *g, const Sheets *sheets, const BotTable *table, bool whole,
                              const BotChoice *best)
{
    int stage = whole ? bot_stage_whole(bot_stage(g)) : bot_stage(g);
    HintAnchor a = {g->setup.players, stage, game_actor(g), table, whole, false, 0, 0};
    a.best_mapped = bot_hint_chance(a.players, a.stage, best->value);
    a.anchor = chance_after(g, sheets, table, whole, a.seat, &best->action, &a.exact);
    return a;
}

/* hard's value of an action as a figure beside the anchor (hint_beside). */
static double anchored(const HintAnchor *a, double value)
{
    double mapped = bot_hint_chance(a->players, a->stage, value);
    return a->exact ? mapped : hint_beside(a->anchor, a->best_mapped, mapped);
}

/* The value players are shown of an action. Exact when the game is decided after it. Else
 * the search's mapped distance below the best (hint_beside) averaged with the story one
 * action ahead, never above the best's (hint_one_ahead): the search's distances alone were
 * wider than what came true at a table of mixed levels (docs/bots.md, "The hint one action
 * ahead"). When the best's own position is decided, the others read their mapped values
 * alone; `searched` reads every action by the search alone (the puzzles' figures). */
static double shown_value(const Game *g, const Sheets *sheets, const HintAnchor *a, const Action *act,
                          double value, bool searched)
{
    bool decided;
    double story = chance_after(g, sheets, a->table, a->whole, a->seat, act, &decided);
    if (decided)
        return story;
    double beside = anchored(a, value);
    return searched || a->exact ? beside : hint_one_ahead(a->anchor, story, beside);
}

/* hard's values as players are shown them: out[0] stays the search's best and reads the
 * story's chance of the position it leads to; in a decided game every action reads the
 * seat's exact share. The others read the search's distance below the best beside the story
 * one action ahead (shown_value), or with `searched` the search's alone, best first. */
static int explain_shown(const Game *g, const Sheets *sheets, BotLevel level, const BotConfig *config,
                         BotChoice *out, int max, long *samples, bool searched)
{
    int n = bot_explain_unmapped(g, sheets, level, config, out, max, samples);
    if (level == BOT_EASY || level == BOT_MEDIUM || n <= 0)   /* hard, as bot_explain_unmapped reads it */
        return n;
    double share[GAME_MAX_PLAYERS];
    if (bot_decided(g, sheets, share)) {
        for (int i = 0; i < n; i++)   /* exact figures: no error */
            out[i] = (BotChoice){out[i].action, share[game_actor(g)], 0};
        return n;
    }
    HintAnchor a = hint_anchor(g, sheets, config ? &config->table : NULL, searched, &out[0]);
    /* An error is a span below the best's value: shown as the search's span is, the
     * uncertainty of which action is the best. */
    double best = out[0].value, best_shown = anchored(&a, best);
    for (int i = 0; i < n; i++)
        if (out[i].error > 0)
            out[i].error = best_shown - anchored(&a, best - out[i].error);
    for (int i = 0; i < n; i++)
        out[i].value = shown_value(g, sheets, &a, &out[i].action, out[i].value, searched);
    /* The best stays first (no figure is above it); the others by their figures, which the
     * story one action ahead may set in another order than the search's. */
    choices_sort(out + 1, n - 1);
    return n;
}

int bot_explain_measured(const Game *g, const Sheets *sheets, BotLevel level,
                         const BotConfig *config, BotChoice *out, int max, long *samples)
{
    return explain_shown(g, sheets, level, config, out, max, samples, false);
}

int bot_explain_searched(const Game *g, const Sheets *sheets, const BotConfig *config, BotChoice *out, int max,
                         long *samples)
{
    return explain_shown(g, sheets, BOT_HARD, config, out, max, samples, true);
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
    return bot_win_chance_at(g, sheets, seat, NULL);
}

double bot_win_chance_moved(const Game *after, const Sheets *sheets, int mover, const BotTable *table)
{
    if (mover < 0 || mover >= after->setup.players)
        return 0.0;
    double chance[GAME_MAX_PLAYERS];
    shown_chances_moved(after, sheets, table, false, mover, chance);
    return chance[mover];
}

double bot_win_chance_at(const Game *g, const Sheets *sheets, int seat, const BotTable *table)
{
    if (seat < 0 || seat >= g->setup.players)
        return 0.0;
    double chance[GAME_MAX_PLAYERS];
    shown_chances_at(g, sheets, table, chance);
    return chance[seat];
}
