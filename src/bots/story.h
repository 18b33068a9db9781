/* story.h — a game's story in chances of winning: every seat's chance at every step of a
 * Session's history, the three steps that moved a seat's chance most (with the action or
 * roll that did it), and each person's accuracy, for the end screen and the replay viewer.
 *
 * The chances are bot_win_chance's (bot.h: the win-chance model of value.c with the weights
 * shown to players, no search), the estimator docs/bots.md calibrates ("Honest win
 * chances"); it costs microseconds a position. A step where a seat had one legal action
 * and no roll happened (a bonus that must be used, R9.4) moves no chance: the point before
 * it carries the figures of the point after it, so it is never one of the swings.
 *
 * Accuracy: for every decision of a seat with a choice (review_is_choice), the chance the
 * action played keeps of the best the model sees among the legal actions (chance after the
 * action played ÷ the most any legal action leaves, in 0..1); a seat's accuracy is the mean
 * of those over its decisions.
 *
 * Ownership: story_compute allocates the points; story_free releases them. The history is
 * borrowed for the call only. Safe to run on a thread of its own with its own Story: the
 * progress counters are atomics the caller may read, and cancel is checked at every step. */
#ifndef RAJAS_STORY_H
#define RAJAS_STORY_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#include "bot.h"    /* BotTable */
#include "game.h"
#include "session.h"
#include "thread.h"

#define STORY_SWINGS 3

/* One step that moved a chance: history entry `step` (the action or roll applied in the
 * state before it), who took it (actor: a seat, or GAME_CHANCE for a roll), the seat whose
 * chance moved most there and that chance before and after the step. */
typedef struct {
    int step, actor, seat;
    float before, after;
} StorySwing;

typedef struct {
    int players;
    int points;                          /* steps + 1: point i is the state before entry i,
                                            the last point the game as it stands */
    float (*chance)[GAME_MAX_PLAYERS];   /* owned: [points][seat], each row adds up to 1 */
    StorySwing swing[STORY_SWINGS];      /* largest first; a tie keeps the earlier step */
    int swings;
    int decisions[GAME_MAX_PLAYERS];     /* decisions with a choice, per seat */
    float accuracy[GAME_MAX_PLAYERS];    /* mean chance kept, 0..1; 0 without decisions */
} Story;

/* What a caller on another thread reads while the story is computed, and its cancel. */
typedef struct {
    atomic_int done, total;              /* steps done of steps to do */
    atomic_int cancel;                   /* set to stop at the next step */
} StoryProgress;

void story_progress_init(StoryProgress *p);

/* The story of the history entry[0..count) that led to `end` (the game as it stands).
 * progress may be NULL. False, *out empty (points 0, nothing to free), when cancelled, out
 * of memory or count is 0. */
bool story_compute(const SessionEntry *entry, size_t count, const Game *end, const Sheets *sheets,
                   StoryProgress *progress, Story *out);
/* story_compute knowing who plays (bot_win_chance_at: each seat weighed by its level; table
 * NULL or all persons: the position alone, as story_compute), so the chart, the hint and
 * "Try it" at a table of bots tell the same figures. */
bool story_compute_at(const SessionEntry *entry, size_t count, const Game *end, const Sheets *sheets,
                      const BotTable *table, StoryProgress *progress, Story *out);
void story_free(Story *s);

/* The three largest swings of a chance table (pure; story_compute uses it): for every step
 * i, the seat whose chance moved most from point i to i + 1; then the STORY_SWINGS largest
 * moves, largest first, a tie keeping the earlier step; moves of no size are left out.
 * actor[i] is who took step i. Returns how many. */
int story_swings(const float (*chance)[GAME_MAX_PLAYERS], int points, int players, const int *actor,
                 StorySwing out[STORY_SWINGS]);

/* The share of the best chance that `played` keeps (0..1): played ÷ best, 1 when best is
 * 0. Pure. */
double story_kept(double played, double best);

/* ---- story_job.c: the story worked out on a thread of its own ---------------------- */

/* A story in the background, so a screen keeps drawing: start copies the history it needs
 * (the job owns the copy, kept until story_job_stop so the caller can say the swings in
 * words from it), the thread writes only the job's story and progress, and the caller reads
 * the story and the copy once story_job_poll has said it is done. */
typedef struct {
    const Sheets *sheets;                /* borrowed */
    SessionEntry *entry;                 /* owned copy of the history */
    size_t count;
    Game end;
    BotTable table;                      /* who plays (all 0: the position alone) */
    StoryProgress progress;
    Story story;                         /* filled when done */
    Thread thread;                       /* started by story_job_start, joined by poll or stop */
    bool done;                           /* the story is there */
} StoryJob;

/* An idle job (nothing to free). */
void story_job_init(StoryJob *j);
/* Stops what the job did before and starts the story of s's history; false when there is
 * no history, no memory or no thread. */
bool story_job_start(StoryJob *j, const Session *s);
/* story_job_start knowing who plays (story_compute_at); table NULL: as story_job_start. */
bool story_job_start_at(StoryJob *j, const Session *s, const BotTable *table);
/* True once the story is there (joins a finished thread); false while it runs or when it
 * failed. */
bool story_job_poll(StoryJob *j);
/* Whether a thread is working the story out (started, not yet taken in by poll or stop). */
bool story_job_running(const StoryJob *j);
/* The share of the steps worked through, 0..1. */
float story_job_progress(StoryJob *j);
/* Cancels a running thread, waits for it and frees everything; the job is idle after. */
void story_job_stop(StoryJob *j);
/* The job's copy of the history as a Session to read (its fields borrowed from the job:
 * never apply to it or free it); valid while the job is done and not stopped. */
Session story_job_history(const StoryJob *j);

#endif
