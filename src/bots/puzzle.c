/* puzzle.c — whether a decision is a puzzle, and how hard it is (puzzle.h). */
#include "puzzle.h"

#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "bot_internal.h"   /* bot_explain_searched: the search's gap, which a puzzle states */

bool puzzle_alike(const Game *g, const Sheets *sheets, const Action *a, const Action *b)
{
    Game x = *g, y = *g;
    Refusal why;
    if (!game_apply(&x, sheets, a, &why) || !game_apply(&y, sheets, b, &why)) return false;
    return game_alike(&x, &y);
}

/* Keeps actions[i] when it leads to a position none kept before leads to; after[] holds the
 * kept ones' positions. Returns the index of its twin among the kept, or -1 if it is new
 * (and then kept at *kept). */
static int keep_distinct(const Game *g, const Sheets *sheets, const Action *a, Game *after, int *kept)
{
    Game next = *g;
    Refusal why;
    if (!game_apply(&next, sheets, a, &why)) return -2;
    for (int j = 0; j < *kept; j++)
        if (game_alike(&after[j], &next)) return j;
    after[(*kept)++] = next;
    return -1;
}

int puzzle_distinct(const Game *g, const Sheets *sheets, Action *out)
{
    if (game_actor(g) < 0) return 0;
    Action *legal = malloc(GAME_MAX_LEGAL * sizeof *legal);
    Game *after = malloc(GAME_MAX_LEGAL * sizeof *after);
    int kept = 0;
    if (legal && after) {
        int n = game_legal(g, sheets, legal);
        for (int i = 0; i < n; i++)
            if (keep_distinct(g, sheets, &legal[i], after, &kept) == -1) out[kept - 1] = legal[i];
    }
    free(legal);
    free(after);
    return kept;
}

bool puzzle_gap_passes(double gap, double gap_se)
{
    return gap >= PUZZLE_GAP && gap >= PUZZLE_GAP_SES * gap_se;
}

/* The hard search's choices folded into distinct options, best first; the runner-up's
 * error (twice the standard error of its paired difference from the best, bot.h) into
 * *runner_error. */
static void fold_options(const Game *g, const Sheets *sheets, const BotChoice *c, int n, PuzzleCheck *out,
                         double *runner_error)
{
    Game *after = malloc((size_t)n * sizeof *after);
    int kept = 0;
    *runner_error = 0;
    for (int i = 0; after && i < n; i++) {
        int twin = keep_distinct(g, sheets, &c[i].action, after, &kept);
        if (twin == 0 && out->best_count < PUZZLE_BEST_MAX) out->best[out->best_count++] = c[i].action;
        if (twin != -1) continue;
        if (kept == 1 && out->best_count < PUZZLE_BEST_MAX) out->best[out->best_count++] = c[i].action;
        if (kept == 2) *runner_error = c[i].error;
        if (out->kept < PUZZLE_OPTIONS_MAX) out->option[out->kept++] = (PuzzleOption){c[i].action, c[i].value};
    }
    out->options = kept;
    free(after);
}

bool puzzle_check(const Game *g, const Sheets *sheets, int samples, uint64_t seed, int threads, PuzzleCheck *out)
{
    memset(out, 0, sizeof *out);
    BotChoice *c = malloc(GAME_MAX_LEGAL * sizeof *c);
    if (!c) return false;
    BotConfig config = bot_config_default(seed);
    config.iterations = samples;
    config.threads = threads;
    int n = bot_explain_searched(g, sheets, &config, c, GAME_MAX_LEGAL, &out->samples);
    double runner_error = 0;
    fold_options(g, sheets, c, n, out, &runner_error);
    free(c);
    if (out->options < 2) return false;   /* forced: one position whatever is chosen */
    out->gap = out->option[0].chance - out->option[1].chance;
    out->gap_se = runner_error / 2.0;
    /* A runner-up without samples of its own (no search, or one the pre-ranking left out)
     * has no measured gap: no puzzle. */
    return out->samples > 0 && runner_error > 0 && puzzle_gap_passes(out->gap, out->gap_se);
}

double puzzle_difficulty(const Game *g, const Sheets *sheets, const PuzzleCheck *c, int *found)
{
    int hits = 0, asked = 0;
    for (int level = BOT_EASY; level <= BOT_MEDIUM; level++)
        for (int s = 1; s <= PUZZLE_DIFFICULTY_SEEDS; s++) {
            BotConfig config = bot_config_default((uint64_t)s);
            config.threads = 1;
            Action a;
            if (!bot_choose(g, sheets, (BotLevel)level, &config, &a)) continue;
            asked++;
            hits += c->best_count > 0 && puzzle_alike(g, sheets, &a, &c->best[0]);
        }
    if (found) *found = hits;
    return asked > 0 ? 1.0 - (double)hits / (double)asked : 0;
}
