/* end_review.c — "Review my game" (end.h): every decision the people at the table took
 * with a choice is judged by the hard bot (review.h: a fixed seed and number of samples,
 * so a game always gets the same review) on a thread of its own, with a progress count
 * the scene draws and a cancel flag it checks between decisions; then the costliest are
 * listed. The thread touches only what was copied for it. */
#include "end.h"
#include "end_review.h"

#include <stdlib.h>
#include <string.h>

#include "review.h"

int end_review_costliest(const EndReviewItem *all, int n, EndReviewItem *top, int max)
{
    int shown = 0;
    for (int i = 0; i < n; i++) {
        if (all[i].loss <= 0) continue;
        /* Insertion into the kept few: by loss, the earlier step first on a tie. */
        int at = shown < max ? shown++ : max;
        while (at > 0 && (all[i].loss > top[at - 1].loss ||
                          (all[i].loss == top[at - 1].loss && all[i].step < top[at - 1].step))) {
            if (at < max) top[at] = top[at - 1];
            at--;
        }
        if (at < max) top[at] = all[i];
    }
    return shown;
}

/* Whether history entry i is a decision a person took with a choice. */
static bool persons_choice(const Session *s, size_t i, const Sheets *sheets, const Seats *seats)
{
    int actor = game_actor(&s->entry[i].before);
    return actor >= 0 && actor < seats->players && seats->bot[actor] == 0 &&
           review_is_choice(&s->entry[i].before, sheets);
}

int end_review_count(const Session *s, const Sheets *sheets, const Seats *seats)
{
    int n = 0;
    for (size_t i = 0; i < s->count; i++) n += persons_choice(s, i, sheets, seats);
    return n;
}

/* Judges decision d into it, keeping the evaluated decision ("Try it" reads it); list is
 * room for GAME_MAX_LEGAL choices. */
static void judge(EndReview *v, const EndDecision *d, EndReviewItem *it, BotChoice *list)
{
    it->step = d->step;
    it->seat = d->before.to_act;
    it->round = d->before.round;
    it->played = d->played;
    it->best = d->played;
    it->loss = 0;
    int n = list ? review_explain_at(&d->before, v->sheets, &d->played, v->samples, v->threads, &v->table, list,
                                     GAME_MAX_LEGAL)
                 : 0;
    it->choice = n > 0 ? malloc((size_t)n * sizeof *it->choice) : NULL;
    if (!it->choice) return;   /* no memory: not judged, nothing shown for it */
    memcpy(it->choice, list, (size_t)n * sizeof *list);
    it->choices = n;
    BotReview r;
    review_of(&d->before, v->sheets, &d->played, list, n, &r);
    it->best = r.best;
    it->loss = r.loss;
}

static void review_thread(void *data)
{
    EndReview *v = data;
    BotChoice *list = malloc(GAME_MAX_LEGAL * sizeof *list);
    for (int i = 0; i < v->decisions && !atomic_load(&v->cancel); i++) {
        judge(v, &v->decision[i], &v->item[i], list);
        atomic_store(&v->reviewed, i + 1);
    }
    free(list);
}

static void release(EndReview *v)
{
    for (int i = 0; v->item && i < v->decisions; i++) free(v->item[i].choice);
    free(v->decision);
    free(v->item);
    v->decision = NULL;
    v->item = NULL;
    v->decisions = 0;
}

bool end_review_start(EndReview *v, const Session *s, const Sheets *sheets, const Seats *seats, int samples,
                      int threads)
{
    end_review_stop(v);
    v->sheets = sheets;
    v->samples = samples;
    v->threads = threads;
    memset(&v->table, 0, sizeof v->table);
    memcpy(v->table.bot, seats->bot, sizeof v->table.bot);
    v->state = REVIEW_FAILED;
    int n = end_review_count(s, sheets, seats);
    v->decision = n > 0 ? malloc((size_t)n * sizeof *v->decision) : NULL;
    v->item = n > 0 ? calloc((size_t)n, sizeof *v->item) : NULL;
    if (!v->decision || !v->item) {
        release(v);
        return false;
    }
    for (size_t i = 0; i < s->count; i++)
        if (persons_choice(s, i, sheets, seats))
            v->decision[v->decisions++] = (EndDecision){s->entry[i].before, s->entry[i].action, (int)i};
    atomic_store(&v->reviewed, 0);
    atomic_store(&v->cancel, 0);
    if (!thread_start(&v->thread, review_thread, v)) {
        SDL_Log("cannot start the review thread");
        release(v);
        return false;
    }
    v->state = REVIEW_RUNNING;
    return true;
}

void end_review_poll(EndReview *v)
{
    if (v->state != REVIEW_RUNNING || !thread_finished(&v->thread)) return;
    thread_join(&v->thread);
    if (atomic_load(&v->cancel)) {
        v->state = REVIEW_CANCELLED;
        v->shown = 0;
        return;
    }
    v->shown = end_review_costliest(v->item, v->decisions, v->top, END_REVIEW_SHOWN);
    v->state = REVIEW_DONE;
}

void end_review_cancel(EndReview *v)
{
    if (v->state != REVIEW_RUNNING) return;
    atomic_store(&v->cancel, 1);
    thread_join(&v->thread);
    v->state = REVIEW_CANCELLED;
    v->shown = 0;
}

void end_review_stop(EndReview *v)
{
    end_review_cancel(v);
    release(v);
    v->state = REVIEW_NONE;
    v->shown = 0;
}

int end_review_reviewed(const EndReview *v)
{
    return atomic_load((atomic_int *)&v->reviewed);
}

float end_review_progress(const EndReview *v)
{
    if (v->decisions <= 0) return 0;
    return (float)end_review_reviewed(v) / (float)v->decisions;
}

const Game *end_review_before(const EndReview *v, int step)
{
    for (int i = 0; i < v->decisions; i++)
        if (v->decision[i].step == step) return &v->decision[i].before;
    return NULL;
}

int end_review_choices(const EndReview *v, int step, const BotChoice **out)
{
    if (v->state != REVIEW_DONE) return 0;
    for (int i = 0; i < v->decisions; i++)
        if (v->item[i].step == step && v->item[i].choice) {
            *out = v->item[i].choice;
            return v->item[i].choices;
        }
    return 0;
}
