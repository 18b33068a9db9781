/* screen_focus.c — Tab over the screens around the table (see screen_focus.h). Each
 * screen lists its own items (scene.h: focus), each only where a click does something now,
 * so the ring never rests on a hidden button, and each with the words speech says of it,
 * so the words said are always the ringed item's. */
#include "screen_focus.h"

#include <stdio.h>

#include "focus.h"

/* The scene on top when it lists items for the ring; NULL under the rules, at the table
 * (its own focus) and while a name is typed. */
static Scene *ringed(App *a)
{
    Scene *top = app_top(a);
    return top->ops && top->ops->focus ? top : NULL;
}

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

void screen_focus_list(App *a, FocusRing *f)
{
    f->count = 0;
    f->current = -1;
    f->shown = false;
    Scene *on = ringed(a);
    FocusList list = {f, -1, NULL, 0};
    if (on) on->ops->focus(on->self, &list);
}

/* Rebuilds the ring of the screen on top; the words of item want go to words. */
static void build_list(App *a, Scene *on, int want, char *words, size_t cap)
{
    FocusRing *f = &a->input.focus;
    FocusList list = {f, want, words, cap};
    FocusItem was;
    if (!f->shown) f->current = -1;
    focus_begin(f, &was);
    on->ops->focus(on->self, &list);
    /* Items are numbered by their place in the list, so the focus is kept by place: a
     * list that changed length (a seat added) keeps the ring where it was. */
    focus_end(f, &was);
    if (f->shown && f->current < 0 && f->count > 0) f->current = 0;
}

static void build(App *a, Scene *on) { build_list(a, on, -1, NULL, 0); }

bool screen_focus_words(App *a, char *buf, size_t cap)
{
    buf[0] = 0;
    Scene *on = ringed(a);
    if (!on || !a->input.focus.shown) return false;
    build(a, on);
    int want = a->input.focus.current;
    if (want < 0) return false;
    build_list(a, on, want, buf, cap);
    return buf[0] != 0;
}

/* A click at the item's middle, given to the screen as the mouse's would be. */
static void click(App *a, SDL_Rect r)
{
    SDL_Point m = middle(r);
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = m.x;
    e.motion.y = m.y;
    app_pixel_event(a, &e);
    SDL_zero(e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = m.x;
    e.button.y = m.y;
    app_pixel_event(a, &e);
    e.type = SDL_MOUSEBUTTONUP;
    e.button.state = SDL_RELEASED;
    app_pixel_event(a, &e);
}

bool screen_focus_event(App *a, const SDL_Event *p)
{
    FocusRing *f = &a->input.focus;
    if (p->type == SDL_MOUSEBUTTONDOWN) {
        f->shown = false;
        return false;
    }
    Scene *on = ringed(a);
    FocusMove m = focus_move_of(p);
    if (!on || m == FOCUS_NONE) return false;
    /* The viewer's arrows step through the game. */
    if (on->ops->tab_only && m != FOCUS_NEXT && m != FOCUS_PREV && m != FOCUS_CHOOSE) return false;
    build(a, on);
    if (f->count == 0) return false;   /* nothing to ring now (a name being typed) */
    if (m == FOCUS_CHOOSE) {
        const FocusItem *it = focus_current(f);
        if (!it || !f->shown) return false;   /* Enter keeps the screen's own meaning */
        SDL_Rect r = it->rect;
        /* An item moved by keys (the viewer's slider): a click at its middle would jump. */
        if (on->ops->focus_keyed && on->ops->focus_keyed(on->self, r)) return true;
        click(a, r);
        return true;
    }
    focus_step(f, m);
    return true;
}

void screen_focus_draw(App *a, SDL_Renderer *r)
{
    Scene *on = ringed(a);
    if (!on || !a->input.focus.shown) return;
    build(a, on);
    const FocusItem *it = focus_current(&a->input.focus);
    int unit = a->win.h / 100 < 6 ? 6 : a->win.h / 100;
    if (it) focus_draw_ring(r, art_style(a->art), it->rect, unit);
}
