/* puzzles_ops.c — "Puzzles" behind the scene interface (scene.h): the puzzle's card over the
 * table, reached through coached.h only. The keyboard's ring goes on from the table's last
 * item to the card's buttons ("Show the best move" and "Next puzzle" once answered, then
 * Leave); Enter or Space presses the one it is on; Esc leaves; N asks for the next puzzle
 * once answered. Whatever the table asks for itself (its game's end, its own leaving) is
 * never passed on: a puzzle is never recorded, counted as a game or saved as one. */
#include "puzzles_internal.h"

#include <stdio.h>
#include <string.h>

#include "coached_card.h"
#include "focus.h"
#include "geometry.h"
#include "i18n.h"
#include "widgets.h"

static const CoachedTable *table_of(const PuzzlesScene *p) { return &p->table; }

static bool covers(const void *self, int x, int y)
{
    PuzzlesLayout l;
    puzzles_layout(self, &l);
    return rect_contains(l.card, x, y);
}

static void press(PuzzlesScene *p, PuzzlesRing which)
{
    if (which == PUZZLES_RING_LEAVE) p->left = true;
    if (which == PUZZLES_RING_SHOW && p->answered) puzzles_show_best(p, !p->showing_best);
    if (which == PUZZLES_RING_NEXT && p->answered) p->next = true;
}

/* The card's buttons in ring order: show and next only once answered. */
static PuzzlesRing ring_step(const PuzzlesScene *p, PuzzlesRing at, bool forward)
{
    PuzzlesRing order[3] = {PUZZLES_RING_SHOW, PUZZLES_RING_NEXT, PUZZLES_RING_LEAVE};
    int first = p->answered ? 0 : 2, i = first;
    while (i < 3 && order[i] != at) i++;
    if (at == PUZZLES_RING_NONE) return forward ? order[first] : PUZZLES_RING_LEAVE;
    i += forward ? 1 : -1;
    return i < first || i > 2 ? PUZZLES_RING_NONE : order[i];
}

/* Tab and Shift+Tab pass from the table's ring to the card's buttons and back; Enter or
 * Space on a button presses it. True when the key was the card's. */
static bool ring_key(PuzzlesScene *p, const SDL_Event *e)
{
    const CoachedTable *t = table_of(p);
    FocusMove m = focus_move_of(e);
    if (m == FOCUS_NONE) return false;
    bool next = m == FOCUS_NEXT, prev = m == FOCUS_PREV;
    if (p->ring != PUZZLES_RING_NONE) {
        if (m == FOCUS_CHOOSE) press(p, p->ring);
        if (next || prev) {
            p->ring = ring_step(p, p->ring, next);
            if (p->ring == PUZZLES_RING_NONE) {
                t->ring_reset(t->table);   /* the table's ring starts again */
                return false;
            }
        }
        return true;
    }
    if ((next || prev) && t->ring_at_end(t->table, prev)) {
        p->ring = ring_step(p, PUZZLES_RING_NONE, next);
        t->ring_reset(t->table);
        return true;
    }
    return false;
}

static bool card_click(PuzzlesScene *p, const SDL_Event *e, bool clicked)
{
    PuzzlesLayout l;
    puzzles_layout(p, &l);
    if (!clicked) return true;
    if (rect_contains(l.leave, p->mouse_x, p->mouse_y)) press(p, PUZZLES_RING_LEAVE);
    if (rect_contains(l.show, p->mouse_x, p->mouse_y)) press(p, PUZZLES_RING_SHOW);
    if (rect_contains(l.next, p->mouse_x, p->mouse_y)) press(p, PUZZLES_RING_NEXT);
    (void)e;
    return true;
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    PuzzlesScene *p = self;
    const CoachedTable *t = table_of(p);
    CoachedLook v;
    t->look(t->table, &v);
    bool key = e->type == SDL_KEYDOWN;
    if (key && e->key.keysym.sym == SDLK_ESCAPE && !v.half_made && !v.dragging) {
        p->left = true;
        return scene_request(SCENE_ASK_NONE);
    }
    if (key && e->key.keysym.sym == SDLK_n && p->answered && !v.half_made) {
        p->next = true;
        return scene_request(SCENE_ASK_NONE);
    }
    if (key && ring_key(p, e)) return scene_request(SCENE_ASK_NONE);
    bool clicked = ui_pointer(e, &p->mouse_x, &p->mouse_y);
    if (e->type == SDL_MOUSEBUTTONDOWN) p->ring = PUZZLES_RING_NONE;   /* the mouse takes over */
    if (!v.dragging && (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP || e->type == SDL_MOUSEWHEEL) &&
        covers(p, p->mouse_x, p->mouse_y)) {
        card_click(p, e, clicked);
        return scene_request(SCENE_ASK_NONE);
    }
    return coached_card_pass(p, e, now, e->type == SDL_MOUSEMOTION && !v.dragging && covers(p, e->motion.x, e->motion.y));
}

/* The answer is counted as soon as the table has it; Leave and Next are the program's. */
static SceneRequest tick(void *self, uint32_t now, bool covered)
{
    PuzzlesScene *p = self;
    if (!covered && puzzles_take_answer(p)) puzzles_fit(p);
    SceneAsk leaving = p->next ? SCENE_ASK_PUZZLES : p->left ? SCENE_ASK_BACK : SCENE_ASK_NONE;
    return coached_card_practice_tick(p, now, covered, leaving, &p->left);
}

static void draw_card(void *self, SDL_Renderer *r) { puzzles_draw(self, r); }

static void draw(void *self, SDL_Renderer *r, uint32_t now) { coached_card_draw(self, r, now, draw_card, covers); }

static void resize(void *self, int w, int h)
{
    coached_card_resize(self, w, h);
    puzzles_fit(self);
}

static void look(const void *self, uint32_t now, SceneLook *l)
{
    const PuzzlesScene *p = self;
    const CoachedTable *t = table_of(p);
    t->ops->look(t->table, now, l);
    PuzzlesLayout pl;
    puzzles_layout(p, &pl);
    int hot = rect_contains(pl.leave, p->mouse_x, p->mouse_y) + 2 * rect_contains(pl.show, p->mouse_x, p->mouse_y) +
              4 * rect_contains(pl.next, p->mouse_x, p->mouse_y);
    l->version = l->version * 31u + (uint64_t)p->session->count * 256u + (uint64_t)hot * 32u +
                 (uint64_t)p->showing_best * 16u + (uint64_t)p->ring * 4u + (uint64_t)p->answered;
}

/* The card's title and lines, then the table's words; the ring may be on a card button. */
static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    PuzzlesScene *p = self;
    const Lang *lang = p->lang;
    const CoachedTable *t = table_of(p);
    snprintf(w->title, sizeof w->title, "%s", puzzles_words_title(lang));
    char line[PUZZLES_LINES][PUZZLES_LINE_MAX];
    puzzles_words(p, line);
    size_t n = 0;
    w->card[0] = '\0';
    for (int i = 0; i < PUZZLES_LINES && n < sizeof w->card; i++)
        if (line[i][0]) n += (size_t)snprintf(w->card + n, sizeof w->card - n, "%s%s.", n ? " " : "", line[i]);
    w->has_card = true;
    t->ops->words(t->table, w, say, ctx);
    if (p->ring == PUZZLES_RING_LEAVE) snprintf(w->focus, sizeof w->focus, "%s", _("Leave"));
    if (p->ring == PUZZLES_RING_SHOW) snprintf(w->focus, sizeof w->focus, "%s", puzzles_words_show(lang, p->showing_best));
    if (p->ring == PUZZLES_RING_NEXT) snprintf(w->focus, sizeof w->focus, "%s", puzzles_words_next(lang));
}

static void retranslate(void *self)
{
    coached_card_retranslate(self);
    puzzles_fit(self);
}

const SceneOps puzzles_scene_ops = {
    .name = "puzzles",
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
