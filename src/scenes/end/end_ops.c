/* end_ops.c — the end screen behind the scene interface (scene.h): its buttons as requests,
 * the review started and polled here, the progress bar drawn five times a second while it
 * runs, its title and its keyboard ring (the buttons; on the review's card the decisions,
 * each with its "Try it", and Close, or Cancel while it runs). */
#include "end_internal.h"
#include "end_words.h"
#include "end_daily.h"
#include "end_review.h"

#include <stdio.h>

#include "i18n.h"
#include "terms.h"

enum { REVIEW_DRAW_MS = 200 };   /* how often the review's progress is drawn */

static void end_title(const EndScene *e, char *buf, size_t cap)
{
    int winners = 0;
    for (int i = 0; i < e->rows; i++)
        if (e->row[i].place == 1) winners++;
    const char *second = e->rows > 1 ? e->seats.name[e->row[1].seat] : "";
    end_words_title(e->lang, winners, e->rows > 0 ? e->seats.name[e->row[0].seat] : "", second, buf, cap);
}

static void focus(const void *self, FocusList *list)
{
    const EndScene *e = self;
    const Lang *lang = e->lang;
    const EndLayout *l = &e->layout;
    if (!e->review_open) {
        focus_list_add(list, l->again, _("Play again"));
        focus_list_add(list, l->setup, _("New set-up"));
        if (e->reviewable) focus_list_add(list, l->review, _("Review my game"));
        if (l->calendar.w > 0) focus_list_add(list, l->calendar, _("Calendar"));
        if (l->copy.w > 0) focus_list_add(list, l->copy, end_daily_copy_label(e));
        /* Race ⇄ chances, once the story is there to show. */
        if (l->chart_switch.w > 0) focus_list_add(list, l->chart_switch, end_story_switch_label(e));
        /* The subtitle's "Why?", said with its rule: Enter pins the rule open, as a click
         * does. Last, so Play again stays the first stop. */
        char why[480], rule[400];
        end_words_why(lang, rule, sizeof rule);
        snprintf(why, sizeof why, "%s %s", term_why_label(lang), rule);
        focus_list_add(list, end_why_rect(e, NULL), why);
        return;
    }
    if (e->review.state == REVIEW_RUNNING) {
        focus_list_add(list, l->cancel, _("Cancel"));
        return;
    }
    for (int i = 0; i < e->review.shown; i++) {
        char line1[300] = "", line2[300] = "", words[620];
        const EndReviewItem *it = &e->review.top[i];
        const Game *before = end_review_before(&e->review, it->step);
        if (before) end_words_review_item(lang, it, before, e->sheets, &e->seats, line1, line2, sizeof line1);
        snprintf(words, sizeof words, "%s. %s", line1, line2);
        focus_list_add(list, l->decision[i], words);
        /* TRANSLATORS: the button that plays a reviewed decision again, as practice. */
        focus_list_add(list, l->try_it[i], _("Try it"));
    }
    focus_list_add(list, l->close, _("Close"));
}

/* The viewer on the finished game at the decision or chart step clicked, every costly
 * decision of the review marked. */
static SceneRequest replay_request(const EndScene *e)
{
    SceneRequest r = scene_request(SCENE_ASK_REPLAY);
    const EndReview *v = &e->review;
    for (int i = 0; i < v->shown && i < SCENE_MARKS_MAX; i++)
        r.mark[r.marks++] = (SceneMark){v->top[i].step, v->top[i].played, v->top[i].best, v->top[i].loss};
    r.step = end_scene_replay_step(e);   /* a reviewed decision, or a step of the chances' chart */
    return r;
}

/* "Try it" on the decision chosen: the program opens the table at it, as practice. */
static SceneRequest practice_request(const EndScene *e)
{
    SceneRequest r = scene_request(SCENE_ASK_PRACTICE);
    const EndReviewItem *it = &e->review.top[e->review_chosen];
    r.mark[0] = (SceneMark){it->step, it->played, it->best, it->loss};
    r.marks = 1;
    return r;
}

static SceneRequest asked(EndScene *e)
{
    SceneRequest r = scene_request(SCENE_ASK_NONE);
    switch (e->outcome) {
    case END_PLAY_AGAIN: r.ask = SCENE_ASK_AGAIN; break;
    case END_NEW_SETUP: r.ask = SCENE_ASK_SETUP; break;
    case END_REVIEW:
        /* One thread, so the window keeps a core. */
        end_scene_review(e, e->session, e->review_samples ? e->review_samples : END_REVIEW_SAMPLES, 1);
        break;
    case END_REPLAY: r = replay_request(e); break;
    case END_PRACTICE: r = practice_request(e); break;
    case END_CALENDAR: r.ask = SCENE_ASK_CALENDAR; break;
    case END_SHOWING: break;
    }
    if (r.ask == SCENE_ASK_AGAIN || r.ask == SCENE_ASK_SETUP) end_scene_stop(e);
    e->outcome = END_SHOWING;
    return r;
}

static SceneRequest event(void *self, const SDL_Event *ev, uint32_t now)
{
    (void)now;
    end_scene_event(self, ev);
    return asked(self);
}

static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    (void)now, (void)covered;
    end_scene_tick(self);
    return asked(self);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now)
{
    (void)now;
    end_scene_draw(self, r);
}

static void resize(void *self, int w, int h) { end_scene_resize(self, w, h); }

static void look(const void *self, uint32_t now, SceneLook *l)
{
    (void)now;
    const EndScene *e = self;
    l->version = end_scene_version(e);
    /* The review's and the story's threads: no moment of the clock, looked at every frame
     * until their answers are taken; the review's progress bar moves meanwhile. The end
     * screen has no timers of its own. */
    l->busy = end_scene_busy(e);
    l->moving = l->busy;
    l->frame_ms = REVIEW_DRAW_MS;
}

static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    const EndScene *e = self;
    end_title(self, w->title, sizeof w->title);
    /* Today's dice: the result and its par are said like a card, again when the par comes. */
    w->has_card = e->daily.on;
    if (e->daily.on) end_daily_words(e, w->card, sizeof w->card);
}

static void retranslate(void *self) { end_scene_retranslate(self); }
static void restyle(void *self, const SceneStyle *st) { ((EndScene *)self)->seats.palette = (uint8_t)st->palette; }
static void stop(void *self) { end_scene_stop(self); }

const SceneOps end_scene_ops = {
    .name = "end",
    .event = event,
    .tick = tick,
    .draw = draw,
    .resize = resize,
    .look = look,
    .focus = focus,
    .words = words,
    .retranslate = retranslate,
    .restyle = restyle,
    .stop = stop,
};
