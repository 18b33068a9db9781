/* match_bots.c — bots and hints in a match. A decision is computed from a copy of the game
 * by the runner the caller injects (threads in the program, inline in tests and tools);
 * its answer is played through match_apply like a click, once the bot's pace has passed.
 * Every change bumps the match's generation: an answer about an older one is dropped. */
#include <string.h>

#include "match_internal.h"

void match_job_run(MatchJob *job)
{
    if (job->explain)
        job->count = bot_explain(&job->game, job->sheets, job->level, &job->config, job->choice, MATCH_HINTS);
    else
        job->count = bot_choose(&job->game, job->sheets, job->level, &job->config, &job->choice[0].action) ? 1 : 0;
}

static bool inline_start(void *ctx, MatchJob *job)
{
    (void)ctx;
    match_job_run(job);
    return true;
}

static bool inline_done(void *ctx, MatchJob *job)
{
    (void)ctx;
    (void)job;
    return true;
}

static void inline_wait(void *ctx, MatchJob *job)
{
    (void)ctx;
    (void)job;
}

MatchRunner match_runner_inline(void)
{
    return (MatchRunner){NULL, inline_start, inline_done, inline_wait};
}

/* The bot's decisions so far in the turn now being played. */
static int turn_taken(const Match *m)
{
    bool on = m->last_turn >= 0 && m->last_turn == match_turn_key(&m->session->game);
    return on ? m->turn_steps : 0;
}

int match_search_budget(int taken, int budget_ms)
{
    if (taken >= MATCH_CASCADE_STEPS) return MATCH_CASCADE_BUDGET_MS;
    return taken > 0 ? MATCH_CHAIN_BUDGET_MS : budget_ms;
}

/* A job about game, as the match will stand at generation: the seed follows the game and
 * that generation, so a replay repeats and a search begun ahead asks what it would ask
 * later. taken: the bot's decisions before this one in the same turn; a later one searches
 * for MATCH_CHAIN_BUDGET_MS at most, one past MATCH_CASCADE_STEPS for
 * MATCH_CASCADE_BUDGET_MS (match.h). */
static bool job_start(Match *m, MatchJob *job, const Game *game, uint32_t generation, BotLevel level,
                      bool explain, int taken)
{
    job->game = *game;
    job->sheets = m->sheets;
    job->level = level;
    /* A bot's search takes the threads it is given (every core, in the program); the hint,
     * asked while the player thinks, one, and so does a search of a fixed number of samples
     * (tests), so it repeats on any machine. */
    job->config = bot_config_default(job->game.rng ^ ((uint64_t)generation << 32));
    job->config.threads = explain || m->bot_samples > 0 ? 1 : m->search_threads;
    if (explain) job->config.budget_ms = MATCH_HINT_BUDGET_MS;
    else job->config.budget_ms = match_search_budget(taken, job->config.budget_ms);
    if (m->bot_samples > 0) job->config.iterations = m->bot_samples;
    /* The hint's figures know who plays, as the end screen's chart, the replay viewer, the
     * review and "Try it" do: the seats go over as they are (a person 0: each level in turn,
     * seats_as_bots), so every screen reads a position the same way (a move with the mover's
     * offset, bot_win_chance_moved, in the hint, the review and "Try it"). The table
     * never changes a bot's play (bot_choose takes the search's first). */
    if (explain) memcpy(job->config.table.bot, m->bot, sizeof job->config.table.bot);
    job->explain = explain;
    job->generation = generation;
    job->count = 0;
    return m->runner.start(m->runner.ctx, job);
}

static BotLevel level_of(const Match *m, int seat)
{
    return (BotLevel)((m->bot[seat] - 1) % BOT_LEVEL_COUNT);
}

/* The search begun ahead, once its runner says it is done. */
static void poll_ahead(Match *m)
{
    if (m->ahead_running && m->runner.done(m->runner.ctx, &m->ahead_job)) {
        m->ahead_running = false;
        m->ahead_done = true;
    }
}

/* A finished job: true when its answer is about the current state. */
static bool job_collect(Match *m, bool *running, MatchJob *job)
{
    if (!*running || !m->runner.done(m->runner.ctx, job)) return false;
    *running = false;
    return job->generation == m->generation && job->count > 0;
}

void match_bots_stop(Match *m)
{
    if (m->bot_running) m->runner.wait(m->runner.ctx, &m->bot_job);
    if (m->hint_running) m->runner.wait(m->runner.ctx, &m->hint_job);
    if (m->ahead_running) m->runner.wait(m->runner.ctx, &m->ahead_job);
    m->bot_running = m->hint_running = m->ahead_running = false;
    m->bot_ready = m->hint_ready = m->ahead_done = false;
}

bool match_thinking(const Match *m)
{
    return m->bot_running || m->hint_running || m->ahead_running;
}

/* The hint's choices as the coach wants them (match_hint). */
static void hint_follows_coach(Match *m)
{
    MatchJob *h = &m->hint_job;
    const Game *g = &m->session->game;
    if (!m->coach.wants) return;
    for (int i = 0; i < h->count; i++)
        if (m->coach.wants(m->coach.ctx, g, &h->choice[i].action)) {
            BotChoice wanted = h->choice[i];
            memmove(&h->choice[1], &h->choice[0], (size_t)i * sizeof h->choice[0]);
            h->choice[0] = wanted;
            return;
        }
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, m->sheets, legal);
    h->count = 0;
    for (int i = 0; i < n; i++)
        if (m->coach.wants(m->coach.ctx, g, &legal[i])) {
            memset(&h->choice[0], 0, sizeof h->choice[0]);
            h->choice[0].action = legal[i];
            h->choice[0].value = -1.0;
            h->count = 1;
            return;
        }
}

bool match_hint_start(Match *m)
{
    if (m->hint_running || match_bot_turn(m) || m->held >= 0 || game_actor(&m->session->game) < 0) return false;
    m->hint_ready = false;
    m->hint_running = job_start(m, &m->hint_job, &m->session->game, m->generation, BOT_HARD, true, 0);
    /* An inline runner has answered already. */
    if (m->hint_running && job_collect(m, &m->hint_running, &m->hint_job)) {
        hint_follows_coach(m);
        m->hint_ready = true;
    }
    return true;
}

const BotChoice *match_hint(const Match *m, int *count)
{
    *count = m->hint_ready ? m->hint_job.count : 0;
    return m->hint_ready ? m->hint_job.choice : NULL;
}

uint32_t match_bot_pace(const Match *m)
{
    uint32_t pace = m->pace_ms;
    /* Right after End turn nothing is new to the person who pressed it: the pace before a
     * bot's first move is there to show the turn pass, and they passed it. The lesson's bot
     * keeps its whole pace there, as a new user learns whose turn comes. */
    if (m->last_turn < 0 && m->turn_passed && m->turn_passed == m->generation && !m->coach.bot) return pace / 2;
    int taken = turn_taken(m);
    if (taken == 0) return pace;
    /* The lesson's bot (a coach's) keeps half its pace: each of its steps is there to be
     * watched. A long cascade of bonuses goes faster still: the wait between a person's
     * turns is mostly such cascades (docs/benchmarks.md, "Waiting between your turns"). */
    if (taken < MATCH_CHAIN_STEPS || m->coach.bot) return pace / 2;
    return taken < MATCH_CASCADE_STEPS ? pace / 4 : pace / 8;
}

uint32_t match_bot_due(const Match *m)
{
    return m->changed_at + match_bot_pace(m);
}

/* The table lists the same moment among its timers (match_bot_due), so the loop wakes for it. */
static bool paced(const Match *m, uint32_t now)
{
    return (int32_t)(now - match_bot_due(m)) >= 0;
}

/* Whether the search begun ahead is the one for the decision now (running or done). */
static bool ahead_is_now(const Match *m)
{
    return m->ahead_adopted && m->ahead_job.generation == m->generation;
}

/* The search begun ahead, once it is about the game as it now stands (adopt), becomes the
 * bot's answer when it is done. */
static void collect_ahead(Match *m)
{
    poll_ahead(m);
    if (!m->ahead_done || !ahead_is_now(m) || m->bot_running || m->bot_ready) return;
    m->ahead_done = false;
    if (m->ahead_job.count <= 0) return;
    m->bot_job = m->ahead_job;
    m->bot_ready = true;
}

/* The answer waiting for its moment leads, with no roll between, to a known state; when a
 * bot decides there too (the same bot on in its turn, or the next bot), its search starts
 * now, while the answer waits for its pace and its picture. The lesson's scripted bot
 * plays by the coach, so it thinks nothing ahead. */
static void think_ahead(Match *m)
{
    if (!m->bot_ready || m->ahead_running || m->coach.bot) return;
    if (m->ahead_done && m->ahead_after == m->generation) return;   /* asked already */
    Game next = m->session->game;
    Refusal why;
    m->ahead_done = m->ahead_adopted = false;
    m->ahead_after = m->generation;
    if (!game_apply(&next, m->sheets, &m->bot_job.choice[0].action, &why)) return;
    int seat = game_actor(&next);
    if (seat < 0 || !match_is_bot(m, seat)) return;
    /* Playing the answer is one change: the generation the next decision is asked at. The
     * same round, turn and seat after it: the same bot goes on in its turn. */
    bool later = match_turn_key(&next) == match_turn_key(&m->session->game);
    m->ahead_running = job_start(m, &m->ahead_job, &next, m->generation + 1, level_of(m, seat), false,
                                 later ? turn_taken(m) + 1 : 0);
    poll_ahead(m);   /* an inline runner has answered already */
}

/* The bot to act asked about the game now; an inline runner has answered already: it is
 * played at its pace. */
static void ask_bot(Match *m)
{
    const Game *g = &m->session->game;
    m->bot_running = job_start(m, &m->bot_job, g, m->generation, level_of(m, g->to_act), false, turn_taken(m));
    if (m->bot_running && job_collect(m, &m->bot_running, &m->bot_job)) m->bot_ready = true;
}

/* While a person's finished turn waits for End turn, the game has gone on to the next
 * seat already (match_shown keeps the turn as it ended). When a bot decides there, its
 * search starts now, ahead of End turn, which is one change: a person looks at their result
 * a moment before pressing it, and the bot's first move then waits for its pace alone. A
 * new round waits for its roll first; the lesson's bot plays by the coach. */
static void think_while_held(Match *m)
{
    if (m->held < 0 || m->ahead_running || m->coach.bot || m->practice_from >= 0) return;
    if (m->ahead_done && m->ahead_after == m->generation) return;   /* asked already */
    int seat = game_actor(&m->session->game);
    if (seat < 0 || !match_is_bot(m, seat)) return;
    m->ahead_done = m->ahead_adopted = false;
    m->ahead_after = m->generation;
    m->ahead_running = job_start(m, &m->ahead_job, &m->session->game, m->generation + 1, level_of(m, seat), false, 0);
    poll_ahead(m);   /* an inline runner has answered already */
}

/* After the waiting answer (or the held turn) of generation `after` was played: the
 * search begun ahead is the bot's if the game is the state it was begun on. */
static void adopt_ahead(Match *m, uint32_t after)
{
    if (!(m->ahead_running || m->ahead_done) || m->ahead_after != after) return;
    if (memcmp(&m->ahead_job.game, &m->session->game, sizeof m->ahead_job.game) != 0) return;
    m->ahead_job.generation = m->generation;
    m->ahead_adopted = true;
}

void match_bots_adopt(Match *m, uint32_t after) { adopt_ahead(m, after); }

/* The lesson's coach plays the bot's move for it now (its move, in out when not NULL):
 * then no search is asked. */
static bool coach_plays(const Match *m, Action *out)
{
    Action scripted;
    return m->coach.bot && m->coach.bot(m->coach.ctx, &m->session->game, out ? out : &scripted);
}

void match_bots_think(Match *m)
{
    if (job_collect(m, &m->hint_running, &m->hint_job)) {
        hint_follows_coach(m);
        m->hint_ready = true;
    }
    if (job_collect(m, &m->bot_running, &m->bot_job)) m->bot_ready = true;
    if (m->bot_ready && m->bot_job.generation != m->generation) m->bot_ready = false;
    collect_ahead(m);
    think_while_held(m);
    if (!match_bot_turn(m) || game_actor(&m->session->game) < 0 || match_practice_done(m)) return;
    if (m->bot_ready) {
        think_ahead(m);
        return;
    }
    if (m->bot_running || (m->ahead_running && ahead_is_now(m)) || coach_plays(m, NULL)) return;
    ask_bot(m);
    if (m->bot_ready) think_ahead(m);
}

void match_bots_tick(Match *m, uint32_t now)
{
    Refusal why;
    match_bots_think(m);
    if (!match_bot_turn(m) || game_actor(&m->session->game) < 0 || match_practice_done(m)) return;
    if (m->bot_ready) {
        if (!paced(m, now)) return;
        m->bot_ready = false;
        uint32_t asked = m->generation;
        if (match_apply(m, &m->bot_job.choice[0].action, now, &why)) adopt_ahead(m, asked);
        match_bots_think(m);
        return;
    }
    /* The coach's move for the bot waits for the bot's pace like a thought-out one. Any
     * other decision of the lesson's bot was asked by match_bots_think above, as every
     * bot's is, right after the change: an answer that came at once was played here
     * already when due, and one still running keeps the table busy (table_ops.c), so no
     * answer waits, due and unseen, for a look the loop has no reason to take. */
    Action scripted;
    if (!m->bot_running && coach_plays(m, &scripted) && paced(m, now)) match_apply(m, &scripted, now, &why);
}
