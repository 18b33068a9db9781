/* table_bots.c — bots and hints at the table. A bot's decision, or a hint's, is computed on
 * an SDL thread from a copy of the game, so the window keeps drawing while the hard bot
 * thinks; the answer comes back through the table's BotJob and is played through the
 * Session like a click. Every change of the game bumps the table's generation: an answer
 * asked about an older generation (the human undid, or the scene moved on) is dropped. */
#include "table.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "table_words.h"

static int job_run(void *data)
{
    BotJob *job = data;
    if (job->explain) {
        job->count = bot_explain(&job->game, job->sheets, job->level, &job->config, job->choice,
                                 TABLE_HINTS);
    } else {
        job->count = bot_choose(&job->game, job->sheets, job->level, &job->config,
                                &job->choice[0].action) ? 1 : 0;
    }
    SDL_AtomicSet(&job->done, 1);
    return 0;
}

static SDL_Thread *job_start(TableScene *t, BotJob *job, BotLevel level, bool explain,
                             const char *name)
{
    job->game = t->session->game;
    job->sheets = t->sheets;
    job->level = level;
    /* One search thread: the hard bot's default workers would take every core from the
     * window that has to keep drawing. The seed follows the game so a replay repeats. */
    job->config = bot_config_default(job->game.rng ^ ((uint64_t)t->bots.generation << 32));
    job->config.threads = 1;
    if (explain) job->config.budget_ms = TABLE_HINT_BUDGET_MS;
    if (t->bots.bot_samples > 0) job->config.iterations = t->bots.bot_samples;
    job->explain = explain;
    job->generation = t->bots.generation;
    job->count = 0;
    SDL_AtomicSet(&job->done, 0);
    SDL_Thread *th = SDL_CreateThread(job_run, name, job);
    if (!th) SDL_Log("cannot start the %s thread: %s", name, SDL_GetError());
    return th;
}

/* Joins a finished thread; true when its answer is about the current state. */
static bool job_collect(TableScene *t, SDL_Thread **th, const BotJob *job)
{
    if (!*th || !SDL_AtomicGet((SDL_atomic_t *)&job->done)) return false;
    SDL_WaitThread(*th, NULL);
    *th = NULL;
    return job->generation == t->bots.generation && job->count > 0;
}

void table_bots_stop(TableScene *t)
{
    if (t->bots.bot_thread) SDL_WaitThread(t->bots.bot_thread, NULL);
    if (t->bots.hint_thread) SDL_WaitThread(t->bots.hint_thread, NULL);
    t->bots.bot_thread = t->bots.hint_thread = NULL;
    t->bots.bot_ready = false;
    t->bots.hint_shown = false;
}

bool table_thinking(const TableScene *t)
{
    return t->bots.bot_thread != NULL || t->bots.hint_thread != NULL;
}

/* The hint's lines: the action in words, from a copy the action is played on, and the
 * player's chance of winning now and after it, as the hard bot rates them (bot.h). */
static void hint_words(TableScene *t)
{
    const Game *g = &t->session->game;
    int now = (int)(100.0 * bot_win_chance(g, t->sheets, g->to_act) + 0.5);
    for (int i = 0; i < TABLE_HINTS; i++) t->bots.hint_line[i][0] = 0;
    for (int i = 0; i < t->bots.hint_job.count && i < TABLE_HINTS; i++) {
        const BotChoice *c = &t->bots.hint_job.choice[i];
        Game after = *g;
        Refusal why;
        char words[200];
        /* An answer that no longer applies (never, as the job is dropped when the game
         * moves) is still said in words, with no gains. */
        if (!game_apply(&after, t->sheets, &c->action, &why)) after = *g;
        words_advice(g, &after, &c->action, words, sizeof words);
        char chances[32];
        /* TRANSLATORS: a hint's win chances: now, then after the advised action ("62 % → 58 %"). */
        snprintf(chances, sizeof chances, _("%d %% → %d %%"), now, (int)(100.0 * c->value + 0.5));
        snprintf(t->bots.hint_line[i], sizeof t->bots.hint_line[i], "%d. %s  (%s)", i + 1, words, chances);
    }
}

void table_hint_start(TableScene *t)
{
    if (t->bots.hint_thread || table_bot_turn(t) || table_waiting_end_turn(t) || game_actor(&t->session->game) < 0) return;
    t->bots.hint_shown = false;
    t->bots.hint_thread = job_start(t, &t->bots.hint_job, BOT_HARD, true, "rajas-hint");
}

void table_bots_tick(TableScene *t, uint32_t now)
{
    if (job_collect(t, &t->bots.hint_thread, &t->bots.hint_job)) {
        hint_words(t);
        t->bots.hint_shown = true;
    }
    if (job_collect(t, &t->bots.bot_thread, &t->bots.bot_job)) t->bots.bot_ready = true;
    if (t->bots.bot_ready && t->bots.bot_job.generation != t->bots.generation) t->bots.bot_ready = false;
    if (!table_bot_turn(t) || game_actor(&t->session->game) < 0) return;
    if (t->bots.bot_ready) {
        if (now < t->bots.changed_at + (uint32_t)t->bot_pace_ms) return;
        t->bots.bot_ready = false;
        table_apply(t, t->bots.bot_job.choice[0].action, now);
        return;
    }
    Action scripted;
    if (!t->bots.bot_thread && t->coach.bot && t->coach.bot(t->coach.ctx, &t->session->game, &scripted)) {
        /* The coach's move for the bot waits for the bot's pace like a thought-out one. */
        if (now < t->bots.changed_at + (uint32_t)t->bot_pace_ms) return;
        table_apply(t, scripted, now);
        return;
    }
    if (!t->bots.bot_thread) {
        int seat = t->session->game.to_act;
        BotLevel level = (BotLevel)((t->seats.bot[seat] - 1) % BOT_LEVEL_COUNT);
        t->bots.bot_thread = job_start(t, &t->bots.bot_job, level, false, "rajas-bot");
    }
}
