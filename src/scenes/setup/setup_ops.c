/* setup_ops.c — the set-up screen behind the scene interface (scene.h): its outcome as a
 * request, its look for the loop (the caret's blink), its words and its keyboard ring. Each
 * item is listed only where setup_hit says a click there does something now, so the ring
 * never rests on a hidden button, and with the words speech says of it. */
#include "setup_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "terms.h"

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* A rectangle the screen's hit-test answers with the kind given; its words are the label,
 * or (g given) the tooltip sentence the mouse would show. */
static void add_setup(FocusList *list, const Lang *lang, const SetupLayout *l, const GameSetup *g, SDL_Rect r,
                      SetupHitKind kind, const char *label)
{
    SDL_Point m = middle(r);
    if (r.w <= 0) return;
    SetupHit h = setup_hit(l, m.x, m.y);
    if (h.kind != kind) return;
    char tip[400] = "";
    if (g && !setup_words_tip(lang, g, h, tip, sizeof tip)) tip[0] = 0;
    focus_list_add(list, r, tip[0] ? tip : label);
}

/* Each seat's row: colour, name, kinds (said as "Human (chosen)" then the tooltip),
 * starting player, remove. */
static void add_seat(FocusList *list, const Lang *lang, const SetupLayout *l, const GameSetup *g, int s)
{
    char words[620], label[200];   /* a label, ": " and a tooltip */
    add_setup(list, lang, l, g, l->colour[s], HIT_COLOUR, "");
    snprintf(words, sizeof words, "%s. %s", g ? g->seat[s].name : "", _("Click to type a name"));
    add_setup(list, lang, l, NULL, l->name[s], HIT_NAME, words);
    for (int k = 0; k < KIND_BUTTONS; k++) {
        bool on = g && (k == 0 ? g->seat[s].kind == SEAT_HUMAN : g->seat[s].kind == SEAT_BOT && g->seat[s].level == k - 1);
        char tip[400] = "";
        SetupHit h = {HIT_KIND, s, k};
        if (g) setup_words_tip(lang, g, h, tip, sizeof tip);
        focus_chosen_words(lang, setup_words_kind(lang, k), on, label, sizeof label);
        snprintf(words, sizeof words, "%s: %s", label, tip);
        add_setup(list, lang, l, NULL, l->kind[s][k], HIT_KIND, words);
    }
    add_setup(list, lang, l, g, l->first[s], HIT_FIRST, "");
    add_setup(list, lang, l, g, l->remove[s], HIT_REMOVE, "");
}

static void setup_items(FocusList *list, const Lang *lang, const SetupLayout *l, const GameSetup *g,
                        const Sheets *sheets)
{
    char label[200];
    add_setup(list, lang, l, NULL, l->resume, HIT_RESUME, _("Resume the saved game"));
    add_setup(list, lang, l, NULL, l->start, HIT_START, _("Start the game"));
    for (int s = 0; s < l->players; s++) add_seat(list, lang, l, g, s);
    add_setup(list, lang, l, NULL, l->add, HIT_ADD, _("+ Add a player"));
    focus_chosen_words(lang, _("Random start"), g && g->first == SETUP_FIRST_RANDOM, label, sizeof label);
    add_setup(list, lang, l, NULL, l->random_first, HIT_RANDOM_FIRST, label);
    for (int i = 0; i < l->sheets; i++) {
        focus_chosen_words(lang, sheets ? term_side(lang, sheets->sheet[i].name, true) : "", g && g->sheet == i, label,
                           sizeof label);
        add_setup(list, lang, l, NULL, l->sheet[i], HIT_SHEET, label);
    }
    add_setup(list, lang, l, NULL, l->learn, HIT_LEARN, _("Learn to play"));
    add_setup(list, lang, l, NULL, l->puzzles, HIT_PUZZLES, _("Puzzles"));
    /* TRANSLATORS: the set-up screen's button to the daily game, the same dice for everyone. */
    add_setup(list, lang, l, NULL, l->daily, HIT_DAILY, _("Today's dice"));
    add_setup(list, lang, l, NULL, l->rules, HIT_RULES, _("Rules (F1)"));
    add_setup(list, lang, l, NULL, l->settings, HIT_SETTINGS, _("Settings"));
    add_setup(list, lang, l, NULL, l->stats, HIT_STATS, _("Statistics"));
}

void setup_focus_list(const Lang *lang, const SetupLayout *l, FocusRing *f)
{
    FocusList list = {f, -1, NULL, 0};
    setup_items(&list, lang, l, NULL, NULL);
}

static void focus(const void *self, FocusList *list)
{
    const SetupScene *s = self;
    if (setup_scene_wants_text(s)) return;   /* the keys type the name */
    setup_items(list, s->lang, &s->layout, &s->setup, s->sheets);
}

/* The outcome a click or key left, as the program's request; the screen goes on editing. */
static SceneRequest asked(SetupScene *s)
{
    SceneRequest r = scene_request(SCENE_ASK_NONE);
    switch (s->outcome) {
    case SETUP_START:
        r.ask = SCENE_ASK_START;
        r.setup = &s->setup;
        break;
    case SETUP_RESUME: r.ask = SCENE_ASK_RESUME; break;
    case SETUP_LESSON: r.ask = SCENE_ASK_LESSON; break;
    case SETUP_PUZZLES: r.ask = SCENE_ASK_PUZZLES; break;
    case SETUP_DAILY: r.ask = SCENE_ASK_DAILY; break;
    case SETUP_RULES: r.ask = SCENE_ASK_RULES; break;
    case SETUP_SETTINGS: r.ask = SCENE_ASK_SETTINGS; break;
    case SETUP_STATS: r.ask = SCENE_ASK_STATS; break;
    case SETUP_EDITING: break;
    }
    s->outcome = SETUP_EDITING;
    return r;
}

static SceneRequest event(void *self, const SDL_Event *e, uint32_t now)
{
    (void)now;
    setup_scene_event(self, e);
    return asked(self);
}

static void draw(void *self, SDL_Renderer *r, uint32_t now) { setup_scene_draw(self, r, now); }
static void resize(void *self, int w, int h) { setup_scene_resize(self, w, h); }

/* The caret blinks while a name is typed (as setup_draw.c draws it): the version says
 * whether it shows, the wake is the list's next moment (setup_deadlines.c). */
static void look(const void *self, uint32_t now, SceneLook *l)
{
    const SetupScene *s = self;
    l->version = setup_scene_wants_text(s) ? (setup_caret_shown(s, now) ? 1u : 2u) : 0;
    l->wake = setup_wake(s, now);
}

static void words(void *self, SceneWords *w, SceneSay say, void *ctx)
{
    (void)say, (void)ctx;
    const Lang *lang = ((const SetupScene *)self)->lang;
    snprintf(w->title, sizeof w->title, "%s",
             _("Set up the table: 2 to 5 players share this screen and pass it on in turn."));
}

/* The message was written in the language before: it goes. The buttons' columns are as
 * wide as the new language's widest word needs. */
static void retranslate(void *self)
{
    SetupScene *s = self;
    s->message[0] = 0;
    setup_scene_resize(s, s->w, s->h);
}

static void restyle(void *self, const SceneStyle *st) { ((SetupScene *)self)->palette = (uint8_t)st->palette; }

static bool text_box(const void *self, SDL_Rect *box)
{
    const SetupScene *s = self;
    if (!setup_scene_wants_text(s)) return false;
    *box = s->layout.name[s->editing];
    return true;
}

const SceneOps setup_scene_ops = {
    .name = "setup",
    .event = event,
    .draw = draw,
    .resize = resize,
    .look = look,
    .focus = focus,
    .words = words,
    .retranslate = retranslate,
    .restyle = restyle,
    .text_box = text_box,
};
