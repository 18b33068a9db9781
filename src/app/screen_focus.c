/* screen_focus.c — Tab over the screens around the table (see screen_focus.h). Each
 * screen's list is read from its own layout; an item is listed only where the screen's own
 * hit-test (or its state) says a click there does something now, so the ring never rests
 * on a hidden button. Each item is listed with the words speech says of it (its label or
 * tooltip sentence, "(chosen)" on the choice in force), so the words said are always the
 * ringed item's. */
#include "screen_focus.h"

#include <stdio.h>

#include "focus.h"
#include "i18n.h"
#include "terms.h"

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

/* The list being built, and the words of one of its items when they are asked for
 * (screen_focus_words): each item is added with what speech says of it, which is copied
 * only for the item numbered want. */
typedef struct {
    FocusRing *f;
    int want;            /* -1: no words wanted */
    char *words;
    size_t cap;
} List;

static void add(List *l, SDL_Rect r, const char *words)
{
    if (l->want == l->f->count && l->words) snprintf(l->words, l->cap, "%s", words);
    focus_add(l->f, r, SF_ITEM, l->f->count);
}

/* A toggle or choice said with whether it is the one in force. */
static const char *chosen_words(const char *label, bool chosen, char *buf, size_t cap)
{
    /* TRANSLATORS: said aloud of the choice in force on a screen ("Human (chosen)"). */
    if (chosen) snprintf(buf, cap, _("%s (chosen)"), label);
    else snprintf(buf, cap, "%s", label);
    return buf;
}

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* A set-up rectangle the screen's hit-test answers with the kind given; its words are
 * the label, or (g given) the tooltip sentence the mouse would show. */
static void add_setup(List *list, const SetupLayout *l, const GameSetup *g, SDL_Rect r, SetupHitKind kind,
                      const char *label)
{
    SDL_Point m = middle(r);
    if (r.w <= 0) return;
    SetupHit h = setup_hit(l, m.x, m.y);
    if (h.kind != kind) return;
    char tip[400] = "";
    if (g && !setup_words_tip(g, h, tip, sizeof tip)) tip[0] = 0;
    add(list, r, tip[0] ? tip : label);
}

/* Each seat's row: colour, name, kinds (said as "Human (chosen)" then the tooltip),
 * starting player, remove. */
static void add_seat(List *list, const SetupLayout *l, const GameSetup *g, int s)
{
    char words[620], label[200];   /* a label, ": " and a tooltip */
    add_setup(list, l, g, l->colour[s], HIT_COLOUR, "");
    snprintf(words, sizeof words, "%s. %s", g ? g->seat[s].name : "", _("Click to type a name"));
    add_setup(list, l, NULL, l->name[s], HIT_NAME, words);
    for (int k = 0; k < KIND_BUTTONS; k++) {
        bool on = g && (k == 0 ? g->seat[s].kind == SEAT_HUMAN : g->seat[s].kind == SEAT_BOT && g->seat[s].level == k - 1);
        char tip[400] = "";
        SetupHit h = {HIT_KIND, s, k};
        if (g) setup_words_tip(g, h, tip, sizeof tip);
        chosen_words(setup_words_kind(k), on, label, sizeof label);
        snprintf(words, sizeof words, "%s: %s", label, tip);
        add_setup(list, l, NULL, l->kind[s][k], HIT_KIND, words);
    }
    add_setup(list, l, g, l->first[s], HIT_FIRST, "");
    add_setup(list, l, g, l->remove[s], HIT_REMOVE, "");
}

static void setup_items(List *list, const SetupLayout *l, const GameSetup *g, const Sheets *sheets)
{
    char label[200];
    add_setup(list, l, NULL, l->resume, HIT_RESUME, _("Resume the saved game"));
    add_setup(list, l, NULL, l->start, HIT_START, _("Start the game"));
    for (int s = 0; s < l->players; s++) add_seat(list, l, g, s);
    add_setup(list, l, NULL, l->add, HIT_ADD, _("+ Add a player"));
    chosen_words(_("Random start"), g && g->first == SETUP_FIRST_RANDOM, label, sizeof label);
    add_setup(list, l, NULL, l->random_first, HIT_RANDOM_FIRST, label);
    for (int i = 0; i < l->sheets; i++) {
        chosen_words(sheets ? term_side(sheets->sheet[i].name, true) : "", g && g->sheet == i, label, sizeof label);
        add_setup(list, l, NULL, l->sheet[i], HIT_SHEET, label);
    }
    add_setup(list, l, NULL, l->learn, HIT_LEARN, _("Learn to play"));
    add_setup(list, l, NULL, l->rules, HIT_RULES, _("Rules (F1)"));
    add_setup(list, l, NULL, l->settings, HIT_SETTINGS, _("Settings"));
    add_setup(list, l, NULL, l->stats, HIT_STATS, _("Statistics"));
}

void screen_focus_setup_list(const SetupLayout *l, FocusRing *f)
{
    List list = {f, -1, NULL, 0};
    setup_items(&list, l, NULL, NULL);
}

static void build_end(const App *a, List *list)
{
    const EndScene *e = &a->end;
    const EndLayout *l = &e->layout;
    if (!e->review_open) {
        add(list, l->again, _("Play again"));
        add(list, l->setup, _("New set-up"));
        if (e->reviewable) add(list, l->review, _("Review my game"));
        return;
    }
    if (e->review.state == REVIEW_RUNNING) {
        add(list, l->cancel, _("Cancel"));
        return;
    }
    for (int i = 0; i < e->review.shown; i++) {
        char line1[300] = "", line2[300] = "", words[620];
        const EndReviewItem *it = &e->review.top[i];
        const Game *before = end_review_before(&e->review, it->step);
        if (before) end_words_review_item(it, before, e->sheets, &e->seats, line1, line2, sizeof line1);
        snprintf(words, sizeof words, "%s. %s", line1, line2);
        add(list, l->decision[i], words);
    }
    add(list, l->close, _("Close"));
}

static void build_replay(const App *a, List *list)
{
    const ReplayLayout *l = &a->replay.layout;
    if (!a->replay.game.loaded) {
        /* The card saying why the record does not load has only Back. */
        add(list, replay_problem_back(l), _("Back"));
        return;
    }
    /* TRANSLATORS: the replay viewer's step buttons, said aloud (they show only arrows). */
    add(list, l->first, _("First step"));
    add(list, l->prev, _("Previous step"));
    /* TRANSLATORS: the replay viewer's slider, said aloud when the keyboard's ring is on it
     * (← and → then step, Home and End jump to the ends). */
    add(list, l->slider, _("Step slider"));
    add(list, l->next, _("Next step"));
    add(list, l->last, _("Last step"));
    add(list, l->back, _("Back"));
}

static void build_settings(const App *a, List *list)
{
    const SettingsScene *s = &a->settings_card;
    for (int row = 0; row < SETTINGS_ROWS; row++)
        for (int c = 0; c < settings_row_choices((SettingsRow)row); c++) {
            char label[200], words[300];
            chosen_words(settings_words_choice((SettingsRow)row, c), settings_choice_chosen(&s->chosen, (SettingsRow)row, c),
                         label, sizeof label);
            snprintf(words, sizeof words, "%s: %s", settings_words_row((SettingsRow)row), label);
            add(list, s->layout.choice[row][c], words);
        }
    add(list, s->layout.close, _("Close"));
}

static void build_stats(const App *a, List *list)
{
    const StatsScene *s = &a->stats_card;
    char words[400];
    for (int i = 0; i < s->layout.rows && s->first + i < s->games; i++) {
        stats_words_game(&s->game[s->first + i], words, sizeof words);
        add(list, s->layout.game[i], words);
    }
    /* TRANSLATORS: the arrows beside the list of finished games, said aloud. */
    if (s->first > 0) add(list, s->layout.up, _("Newer games"));
    if (s->first + s->layout.rows < s->games) add(list, s->layout.down, _("Older games"));
    add(list, s->layout.close, _("Close"));
}

/* The items of the screen on top, added to list. */
static void fill(App *a, ScreenOn on, List *list)
{
    switch (on) {
    case ON_SETUP: setup_items(list, &a->setup_scene.layout, &a->setup_scene.setup, &a->sheets); break;
    case ON_END: build_end(a, list); break;
    case ON_REPLAY: build_replay(a, list); break;
    case ON_SETTINGS: build_settings(a, list); break;
    case ON_STATS: build_stats(a, list); break;
    default: break;
    }
}

void screen_focus_list(App *a, FocusRing *f)
{
    f->count = 0;
    f->current = -1;
    f->shown = false;
    List list = {f, -1, NULL, 0};
    fill(a, screen_on(a), &list);
}

/* Rebuilds the ring of the screen on top; the words of item want go to words. */
static void build_list(App *a, ScreenOn on, int want, char *words, size_t cap)
{
    FocusRing *f = &a->screen_focus;
    List list = {f, want, words, cap};
    FocusItem was;
    if (!f->shown) f->current = -1;
    focus_begin(f, &was);
    fill(a, on, &list);
    /* Items are numbered by their place in the list, so the focus is kept by place: a
     * list that changed length (a seat added) keeps the ring where it was. */
    focus_end(f, &was);
    if (f->shown && f->current < 0 && f->count > 0) f->current = 0;
}

static void build(App *a, ScreenOn on) { build_list(a, on, -1, NULL, 0); }

bool screen_focus_words(App *a, char *buf, size_t cap)
{
    buf[0] = 0;
    if (a->scene == SCENE_TABLE && a->tutoring && a->card == CARD_NONE && !rules_scene_is_open(&a->rules)) {
        /* The lesson's card: its button the ring is on (the table's own items are said by
         * table_focus_words). */
        snprintf(buf, cap, "%s", coach_focus_label(&a->coach));
        return buf[0] != 0;
    }
    ScreenOn on = screen_on(a);
    if (on == ON_NONE || !a->screen_focus.shown) return false;
    build(a, on);
    int want = a->screen_focus.current;
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
        /* The slider is moved by the arrows, Home and End; a click at its middle would jump
         * to the game's middle. */
        if (on == ON_REPLAY && SDL_RectEquals(&r, &a->replay.layout.slider)) return true;
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
