/* practice_ops.c — "Try it" behind the scene interface (scene.h): the practice's card over
 * the table, reached through coached.h only. "Show the best move" (a click, or Enter on it
 * by the keyboard's ring, which goes on from the table's last item to it and then to Leave)
 * draws the best choice on the table or stops. Leave (a click, Esc, or Enter on it) asks
 * the program to go back to the review; whatever the table asks for itself (its game's end, its own leaving)
 * is never passed on, so a practice is never recorded, counted or saved. */
#include "practice_internal.h"

#include <stdio.h>
#include <string.h>

#include "coached_card.h"
#include "focus.h"
#include "geometry.h"
#include "i18n.h"
#include "widgets.h"

static const CoachedTable *table_of(const PracticeScene *p) { return &p->table; }

static bool covers(const void *self, int x, int y)
{
    PracticeLayout l;
    practice_layout(self, &l);
    return rect_contains(l.card, x, y);
}

/* The practice's own items on the keyboard's ring, after the table's: "Show the best move",
 * then Leave. */
static void focus_own(PracticeScene *p, bool show, bool leave)
{
    p->show_focused = show;
    p->leave_focused = leave;
}

/* Tab and Shift+Tab pass from the table's last (first) item to "Show the best move" (Leave)
 * and on, and back to the table; Enter or Space on the button shows or hides the best move,
 * on Leave leaves. True when the key was the practice's. */
static bool ring_key(PracticeScene *p, const SDL_Event *e)
{
    const CoachedTable *t = table_of(p);
    FocusMove m = focus_move_of(e);
    if (m == FOCUS_NONE) return false;
    bool next = m == FOCUS_NEXT, prev = m == FOCUS_PREV;
    if (p->show_focused || p->leave_focused) {
        if (m == FOCUS_CHOOSE && p->leave_focused) p->left = true;
        if (m == FOCUS_CHOOSE && p->show_focused) practice_show_best(p, !p->showing_best);
        if ((next && p->show_focused) || (prev && p->leave_focused)) {
            focus_own(p, prev, next);   /* from one to the other */
            return true;
        }
        if (next || prev) {
            focus_own(p, false, false);   /* the table's ring starts again at its first (last) */
            t->ring_reset(t->table);
            return false;
        }
        return true;
    }
    if ((next || prev) && t->ring_at_end(t->table, prev)) {
        focus_own(p, next, prev);
        t->ring_reset(t->table);
        return true;
    }
    return false;
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    PracticeScene *p = self;
    const CoachedTable *t = table_of(p);
    CoachedLook v;
    t->look(t->table, &v);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE && !v.half_made && !v.dragging) {
        p->left = true;
        return scene_request(SCENE_ASK_NONE);
    }
    if (e->type == SDL_KEYDOWN && ring_key(p, e)) return scene_request(SCENE_ASK_NONE);
    bool clicked = ui_pointer(e, &p->mouse_x, &p->mouse_y);
    if (e->type == SDL_MOUSEBUTTONDOWN) focus_own(p, false, false);   /* the mouse takes over */
    if (!v.dragging && (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP || e->type == SDL_MOUSEWHEEL) &&
        covers(p, p->mouse_x, p->mouse_y)) {
        PracticeLayout l;
        practice_layout(p, &l);
        if (clicked && rect_contains(l.leave, p->mouse_x, p->mouse_y)) p->left = true;
        if (clicked && rect_contains(l.show, p->mouse_x, p->mouse_y)) practice_show_best(p, !p->showing_best);
        return scene_request(SCENE_ASK_NONE);
    }
    /* On the card the pointer is off the table: no hover on what the card covers. */
    return coached_card_pass(p, e, now, e->type == SDL_MOUSEMOTION && !v.dragging && covers(p, e->motion.x, e->motion.y));
}

/* Leave asks for the review again. The table's own requests (its game over, its leave
 * question) are not the program's business in a practice: they end it the same way. */
static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    PracticeScene *p = self;
    return coached_card_practice_tick(p, now, covered, p->left ? SCENE_ASK_BACK : SCENE_ASK_NONE, &p->left);
}

static void draw_card(void *self, SDL_Renderer *r) { practice_draw(self, r); }

static void draw(void *self, SDL_Renderer *r, uint32_t now) { coached_card_draw(self, r, now, draw_card, covers); }

static void resize(void *self, int w, int h)
{
    coached_card_resize(self, w, h);
    practice_fit(self);
}

static void look(const void *self, uint32_t now, SceneLook *l)
{
    const PracticeScene *p = self;
    const CoachedTable *t = table_of(p);
    t->ops->look(t->table, now, l);
    PracticeLayout pl;
    practice_layout(p, &pl);
    bool hot = rect_contains(pl.leave, p->mouse_x, p->mouse_y), show_hot = rect_contains(pl.show, p->mouse_x, p->mouse_y);
    l->version = l->version * 31u + (uint64_t)p->session->count * 64u + (uint64_t)show_hot * 32u +
                 (uint64_t)p->showing_best * 16u + (uint64_t)p->show_focused * 8u + (uint64_t)hot * 2u + p->leave_focused;
}

/* The card's title and lines, then the table's words; the ring may be on Leave. */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    PracticeScene *p = self;
    const Lang *lang = p->lang;
    const CoachedTable *t = table_of(p);
    snprintf(w->title, sizeof w->title, "%s", practice_words_title(lang));
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
    practice_words(p, line);
    snprintf(w->card, sizeof w->card, "%s %s. %s. %s.", line[0], line[1], line[2], line[3]);
    w->has_card = true;
    t->ops->words(t->table, w, say, ctx);
    if (p->leave_focused) snprintf(w->focus, sizeof w->focus, "%s", _("Leave"));
    if (p->show_focused) snprintf(w->focus, sizeof w->focus, "%s", practice_words_show(lang, p->showing_best));
}

static void retranslate(void *self)
{
    coached_card_retranslate(self);
    practice_fit(self);
}

const SceneOps practice_scene_ops = {
    .name = "practice",
    .event = event,
    .tick = tick,
    .draw = draw,
    .resize = resize,
    .look = look,
    .words = words,
    .retranslate = retranslate,
    .restyle = coached_card_restyle,
    .textures = coached_card_textures,
    .stop = coached_card_stop,
};
