/* screen_focus.c — Tab over the screens around the table (see screen_focus.h). Each
 * screen's list is read from its own layout; an item is listed only where the screen's own
 * hit-test (or its state) says a click there does something now, so the ring never rests
 * on a hidden button. */
#include "screen_focus.h"

#include "focus.h"

enum { SF_ITEM };   /* one group per screen: the arrows walk the whole list */

typedef enum { ON_NONE, ON_SETUP, ON_END, ON_REPLAY, ON_SETTINGS, ON_STATS } ScreenOn;

static ScreenOn screen_on(const App *a)
{
    if (rules_scene_is_open(&a->rules)) return ON_NONE;
    if (a->card == CARD_SETTINGS) return ON_SETTINGS;
    if (a->card == CARD_STATS) return ON_STATS;
    switch (a->scene) {
    case SCENE_SETUP: return setup_scene_wants_text(&a->setup_scene) ? ON_NONE : ON_SETUP;
    case SCENE_END: return ON_END;
    case SCENE_REPLAY: return ON_REPLAY;
    default: return ON_NONE;
    }
}

static void add(FocusRing *f, SDL_Rect r) { focus_add(f, r, SF_ITEM, f->count); }

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* A set-up rectangle the screen's hit-test answers with the kind given. */
static void add_setup(FocusRing *f, const SetupLayout *l, SDL_Rect r, SetupHitKind kind)
{
    SDL_Point m = middle(r);
    if (r.w > 0 && setup_hit(l, m.x, m.y).kind == kind) add(f, r);
}

static void build_setup(const App *a, FocusRing *f)
{
    const SetupLayout *l = &a->setup_scene.layout;
    add_setup(f, l, l->resume, HIT_RESUME);
    add_setup(f, l, l->start, HIT_START);
    for (int s = 0; s < l->players; s++) {
        add_setup(f, l, l->colour[s], HIT_COLOUR);
        add_setup(f, l, l->name[s], HIT_NAME);
        for (int k = 0; k < KIND_BUTTONS; k++) add_setup(f, l, l->kind[s][k], HIT_KIND);
        add_setup(f, l, l->first[s], HIT_FIRST);
        add_setup(f, l, l->remove[s], HIT_REMOVE);
    }
    add_setup(f, l, l->add, HIT_ADD);
    add_setup(f, l, l->random_first, HIT_RANDOM_FIRST);
    for (int i = 0; i < l->sheets; i++) add_setup(f, l, l->sheet[i], HIT_SHEET);
    add_setup(f, l, l->learn, HIT_LEARN);
    add_setup(f, l, l->rules, HIT_RULES);
    add_setup(f, l, l->settings, HIT_SETTINGS);
    add_setup(f, l, l->stats, HIT_STATS);
}

static void build_end(const App *a, FocusRing *f)
{
    const EndScene *e = &a->end;
    const EndLayout *l = &e->layout;
    if (!e->review_open) {
        add(f, l->again);
        add(f, l->setup);
        if (e->reviewable) add(f, l->review);
        return;
    }
    if (e->review.state == REVIEW_RUNNING) {
        add(f, l->cancel);
        return;
    }
    for (int i = 0; i < e->review.shown; i++) add(f, l->decision[i]);
    add(f, l->close);
}

static void build(App *a, ScreenOn on)
{
    FocusRing *f = &a->screen_focus;
    FocusItem was;
    if (!f->shown) f->current = -1;
    focus_begin(f, &was);
    switch (on) {
    case ON_SETUP: build_setup(a, f); break;
    case ON_END: build_end(a, f); break;
    case ON_REPLAY: {
        const ReplayLayout *l = &a->replay.layout;
        SDL_Rect steps[] = {l->first, l->prev, l->next, l->last, l->back};
        for (int i = 0; i < 5; i++) add(f, steps[i]);
        break;
    }
    case ON_SETTINGS: {
        const SettingsLayout *l = &a->settings_card.layout;
        for (int row = 0; row < SETTINGS_ROWS; row++)
            for (int c = 0; c < settings_row_choices((SettingsRow)row); c++) add(f, l->choice[row][c]);
        add(f, l->close);
        break;
    }
    case ON_STATS: {
        const StatsScene *s = &a->stats_card;
        for (int i = 0; i < STATS_GAME_ROWS && s->first + i < s->games; i++) add(f, s->layout.game[i]);
        if (s->first > 0) add(f, s->layout.up);
        if (s->first + STATS_GAME_ROWS < s->games) add(f, s->layout.down);
        add(f, s->layout.close);
        break;
    }
    default: break;
    }
    /* Items are numbered by their place in the list, so the focus is kept by place: a
     * list that changed length (a seat added) keeps the ring where it was. */
    focus_end(f, &was);
    if (f->shown && f->current < 0 && f->count > 0) f->current = 0;
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
    FocusRing *f = &a->screen_focus;
    if (p->type == SDL_MOUSEBUTTONDOWN) {
        f->shown = false;
        return false;
    }
    ScreenOn on = screen_on(a);
    FocusMove m = focus_move_of(p);
    if (on == ON_NONE || m == FOCUS_NONE) return false;
    /* The viewer's arrows step through the game. */
    if (on == ON_REPLAY && m != FOCUS_NEXT && m != FOCUS_PREV && m != FOCUS_CHOOSE) return false;
    build(a, on);
    if (m == FOCUS_CHOOSE) {
        const FocusItem *it = focus_current(f);
        if (!it || !f->shown) return false;   /* Enter keeps the screen's own meaning */
        SDL_Rect r = it->rect;
        click(a, r);
        return true;
    }
    focus_step(f, m);
    return true;
}

void screen_focus_draw(App *a, SDL_Renderer *r)
{
    ScreenOn on = screen_on(a);
    if (on == ON_NONE || !a->screen_focus.shown) return;
    build(a, on);
    const FocusItem *it = focus_current(&a->screen_focus);
    int unit = a->h / 100 < 6 ? 6 : a->h / 100;
    if (it) focus_draw_ring(r, it->rect, unit);
}
