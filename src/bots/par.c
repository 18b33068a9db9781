/* par.c — Today's dice's par (par.h): the day's game played through by the hard bot at a
 * fixed effort in both seats, on a thread of its own for the end screen. */
#include "par.h"

#include <string.h>

#include "bot.h"
#include "bot_thread.h"
#include "session.h"

/* One decision of the seat to act, or the next roll (the day's round roll, or a karma roll
 * from the game's own generator). */
static bool par_step(Session *s, const BotConfig *config, int *decisions)
{
    Refusal why;
    if (game_actor(&s->game) == GAME_CHANCE)
        return session_roll_random(s, NULL, &why);
    Action a;
    if (!bot_choose(&s->game, s->sheets, BOT_HARD, config, &a))
        return false;
    (*decisions)++;
    return session_apply(s, &a, &why);
}

bool par_play(const Sheets *sheets, const Setup *setup, int seat, int samples, atomic_int *cancel,
              ParResult *out)
{
    Session s;
    session_init(&s, sheets);
    Refusal why;
    bool ok = seat >= 0 && seat < setup->players && session_new(&s, setup, &why);
    session_set_rounds_apart(&s, true);
    BotConfig config = bot_config_default(PAR_BOT_SEED);
    config.iterations = samples;   /* a fixed effort: the same par on every machine */
    config.threads = 1;
    int decisions = 0;
    while (ok && !game_over(&s.game)) {
        if (cancel && atomic_load(cancel))
            ok = false;
        else
            ok = par_step(&s, &config, &decisions);
    }
    if (ok) {
        out->race = game_race(&s.game, seat);
        out->round = s.game.round;
        out->decisions = decisions;
    }
    session_free(&s);
    return ok;
}

void par_job_init(ParJob *j)
{
    memset(j, 0, sizeof *j);
    atomic_init(&j->cancel, 0);
}

static void par_thread(void *arg)
{
    ParJob *j = arg;
    j->ok = par_play(j->sheets, &j->setup, j->seat, j->samples, &j->cancel, &j->result);
}

bool par_job_start(ParJob *j, const Sheets *sheets, const Setup *setup, int seat, int samples)
{
    par_job_stop(j);
    j->sheets = sheets;
    j->setup = *setup;
    j->seat = seat;
    j->samples = samples;
    return bot_thread_start(&j->thread, par_thread, j);
}

bool par_job_poll(ParJob *j)
{
    if (bot_thread_collect(&j->thread)) j->done = j->ok;
    return j->done;
}

bool par_job_running(const ParJob *j)
{
    return thread_started(&j->thread);
}

void par_job_stop(ParJob *j)
{
    bot_thread_stop(&j->thread, &j->cancel);
    par_job_init(j);
}
