/* story.c — a game's story in chances of winning (story.h): the model's chances at every
 * state of the history, the largest swings, and how much of the best chance each decision
 * kept. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "story.h"

void story_progress_init(StoryProgress *p)
{
    atomic_init(&p->done, 0);
    atomic_init(&p->total, 0);
    atomic_init(&p->cancel, 0);
}

double story_kept(double played, double best)
{
    if (best <= 0)
        return 1.0;
    double kept = played / best;
    return kept < 0 ? 0 : kept > 1 ? 1 : kept;
}

/* Whether move a (the biggest of step i) ranks before b: larger, or as large and earlier. */
static bool ranks_before(const StorySwing *a, const StorySwing *b)
{
    float da = fabsf(a->after - a->before), db = fabsf(b->after - b->before);
    return da > db || (da == db && a->step < b->step);
}

/* Step i's biggest move, over the seats. */
static StorySwing step_swing(const float (*chance)[GAME_MAX_PLAYERS], int players, int i, int actor)
{
    StorySwing s = {i, actor, 0, chance[i][0], chance[i + 1][0]};
    for (int seat = 1; seat < players; seat++)
        if (fabsf(chance[i + 1][seat] - chance[i][seat]) > fabsf(s.after - s.before)) {
            s.seat = seat;
            s.before = chance[i][seat];
            s.after = chance[i + 1][seat];
        }
    return s;
}

int story_swings(const float (*chance)[GAME_MAX_PLAYERS], int points, int players, const int *actor,
                 StorySwing out[STORY_SWINGS])
{
    int kept = 0;
    for (int i = 0; i + 1 < points; i++) {
        StorySwing s = step_swing(chance, players, i, actor[i]);
        if (s.after == s.before)
            continue;
        int at = kept < STORY_SWINGS ? kept++ : STORY_SWINGS;
        while (at > 0 && ranks_before(&s, &out[at - 1])) {
            if (at < STORY_SWINGS)
                out[at] = out[at - 1];
            at--;
        }
        if (at < STORY_SWINGS)
            out[at] = s;
    }
    return kept;
}

static void chances_of(const Game *g, const Sheets *sheets, const BotTable *table, float row[GAME_MAX_PLAYERS])
{
    double c[GAME_MAX_PLAYERS];
    shown_chances_at(g, sheets, table, c);
    for (int s = 0; s < GAME_MAX_PLAYERS; s++)
        row[s] = s < g->setup.players ? (float)c[s] : 0.0f;
}

/* The most chance any legal action leaves the actor of g (legal[0..n) its actions); -1
 * with no choice there. */
static double best_chance(const Game *g, const Sheets *sheets, const BotTable *table, const Action *legal, int n)
{
    int actor = game_actor(g);
    if (actor < 0 || n < 2)
        return -1;
    double best = 0;
    for (int i = 0; i < n; i++) {
        Game after = *g;
        Refusal why;
        if (game_apply(&after, sheets, &legal[i], &why)) {
            double c = bot_win_chance_at(&after, sheets, actor, table);
            best = c > best ? c : best;
        }
    }
    return best;
}

static bool cancelled(StoryProgress *p)
{
    return p && atomic_load(&p->cancel);
}

/* A step where a seat had one legal action (such as a bonus it must use, R9.4) and no roll
 * happened changes no one's chance: the position before
 * it is worth what the position after it is. The model reads each position as it stands,
 * a bonus waiting included, so its figures are carried back over such steps, from the
 * last to the first, and the chart neither moves there nor names the step a moment; the
 * move shows at the step that earned the bonus. */
static void carry_over_forced(Story *out, const bool *forced, size_t count)
{
    for (size_t i = count; i-- > 0;)
        if (forced[i])
            memcpy(out->chance[i], out->chance[i + 1], sizeof out->chance[i]);
}

/* Fills the chances, the actors and the accuracy sums; false when cancelled. */
static bool walk(const SessionEntry *entry, size_t count, const Game *end, const Sheets *sheets,
                 const BotTable *table, StoryProgress *progress, Story *out, int *actor, bool *forced,
                 Action *legal)
{
    double kept[GAME_MAX_PLAYERS] = {0};
    for (size_t i = 0; i < count; i++) {
        if (cancelled(progress))
            return false;
        const Game *g = &entry[i].before;
        chances_of(g, sheets, table, out->chance[i]);
        actor[i] = game_actor(g);
        int n = actor[i] >= 0 ? game_legal(g, sheets, legal) : 0;
        forced[i] = actor[i] >= 0 && n == 1;
        double best = best_chance(g, sheets, table, legal, n);
        if (best >= 0) {
            const Game *next = i + 1 < count ? &entry[i + 1].before : end;
            kept[actor[i]] += story_kept(bot_win_chance_at(next, sheets, actor[i], table), best);
            out->decisions[actor[i]]++;
        }
        if (progress)
            atomic_store(&progress->done, (int)i + 1);
    }
    chances_of(end, sheets, table, out->chance[count]);
    carry_over_forced(out, forced, count);
    for (int s = 0; s < out->players; s++)
        out->accuracy[s] = out->decisions[s] ? (float)(kept[s] / out->decisions[s]) : 0.0f;
    return true;
}

bool story_compute(const SessionEntry *entry, size_t count, const Game *end, const Sheets *sheets,
                   StoryProgress *progress, Story *out)
{
    return story_compute_at(entry, count, end, sheets, NULL, progress, out);
}

bool story_compute_at(const SessionEntry *entry, size_t count, const Game *end, const Sheets *sheets,
                      const BotTable *table, StoryProgress *progress, Story *out)
{
    memset(out, 0, sizeof *out);
    if (progress)
        atomic_store(&progress->total, (int)count);
    if (count == 0)
        return false;
    out->players = end->setup.players;
    out->points = (int)count + 1;
    out->chance = malloc((count + 1) * sizeof *out->chance);
    int *actor = malloc(count * sizeof *actor);
    bool *forced = malloc(count * sizeof *forced);
    Action *legal = malloc(GAME_MAX_LEGAL * sizeof *legal);
    bool done = out->chance && actor && forced && legal &&
                walk(entry, count, end, sheets, table, progress, out, actor, forced, legal);
    if (done)
        out->swings = story_swings((const float (*)[GAME_MAX_PLAYERS])out->chance, out->points,
                                   out->players, actor, out->swing);
    free(actor);
    free(forced);
    free(legal);
    if (!done)
        story_free(out);
    return done;
}

void story_free(Story *s)
{
    free(s->chance);
    memset(s, 0, sizeof *s);
}
