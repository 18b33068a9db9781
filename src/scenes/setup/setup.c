/* setup.c — the set-up screen's input (its layout is in setup_layout.c, drawing in
 * setup_draw.c, its sentences in setup_words.c). Every control changes the GameSetup
 * through the functions of setup_params.c, so the rules of a usable set-up (2–5 seats,
 * distinct colours) live in one place. */
#include "setup_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "printable.h"
#include "geometry.h"
#include "widgets.h"

static void relayout(SetupScene *s)
{
    setup_layout_for(&s->layout, s->w, s->h, art_style(s->art)->zoom, s->setup.players, s->sheets->count, s->can_resume,
                     setup_word_per_mille(s->art, s->lang));
}

SetupScene *setup_scene_new(void) { return calloc(1, sizeof(SetupScene)); }

void setup_scene_free(SetupScene *s) { free(s); }

void setup_scene_init(SetupScene *s, const Sheets *sheets, Art *art, const Lang *lang, const GameSetup *initial,
                      bool can_resume)
{
    SDL_zerop(s);
    s->sheets = sheets;
    s->art = art;
    s->lang = lang;
    s->setup = *initial;
    if (!setup_file_valid(&s->setup, sheets)) setup_default(&s->setup, sheets);
    s->can_resume = can_resume;
    s->editing = -1;
    s->mouse_x = s->mouse_y = -1;
    s->w = 1280;
    s->h = 800;
    relayout(s);
}

void setup_scene_resize(SetupScene *s, int w, int h)
{
    s->w = w;
    s->h = h;
    if (s->art) relayout(s);   /* made, not set up yet: setup_scene_init lays it out */
}

void setup_scene_unsaved(SetupScene *s)
{
    s->unsaved = true;
}

void setup_scene_welcome(SetupScene *s)
{
    const Lang *lang = s->lang;
    s->welcome = true;
    setup_scene_say(s, false,
                    _("New to the game? Learn to play is a guided first game of three short rounds: the quickest "
                      "way in."));
}

void setup_scene_say(SetupScene *s, bool bad, const char *text)
{
    printable_text(text, s->message, sizeof s->message);
    s->message_bad = bad;
    s->message_why[0] = '\0';
}

void setup_scene_explain(SetupScene *s, const char *why)
{
    printable_text(why, s->message_why, sizeof s->message_why);
}

/* A seat that cannot leave or join (R1.1): plain words, the rule behind "Why?". */
static void refuse_seats(SetupScene *s, bool too_many)
{
    char why[sizeof s->message_why];
    setup_words_seats_why(s->lang, why, sizeof why);
    setup_scene_say(s, true, setup_words_seats_refused(s->lang, too_many));
    setup_scene_explain(s, why);
}

bool setup_scene_wants_text(const SetupScene *s) { return s->editing >= 0; }

/* Ends name editing; an emptied name falls back to the seat's default. */
static void finish_editing(SetupScene *s)
{
    if (s->editing < 0) return;
    SeatSetup *seat = &s->setup.seat[s->editing];
    if (!seat->name[0]) snprintf(seat->name, sizeof seat->name, "%s", setup_default_name(s->lang, s->editing));
    s->editing = -1;
}

static void type_text(SetupScene *s, const char *text)
{
    if (s->editing < 0) return;
    char *name = s->setup.seat[s->editing].name;
    size_t len = strlen(name);
    for (const char *p = text; *p; p++) {
        if ((unsigned char)*p < 32) continue;   /* no control characters in a file line */
        /* Whole UTF-8 characters only: the lead byte says how many follow. */
        unsigned char c = (unsigned char)*p;
        size_t n = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
        if (n == 0) continue;
        size_t whole = 1;
        while (whole < n && ((unsigned char)p[whole] & 0xC0) == 0x80) whole++;
        if (whole < n) continue;
        if (len + n >= SEAT_NAME_MAX) break;
        if (len == 0 && c == ' ') continue;      /* a name never starts with a space */
        memcpy(name + len, p, n);
        len += n;
        name[len] = 0;
        p += n - 1;
    }
}

static void backspace(SetupScene *s)
{
    if (s->editing < 0) return;
    char *name = s->setup.seat[s->editing].name;
    size_t len = strlen(name);
    while (len > 0) {
        unsigned char c = (unsigned char)name[--len];
        name[len] = 0;
        if ((c & 0xC0) != 0x80) break;           /* stop after the character's lead byte */
    }
}

static void start(SetupScene *s)
{
    const Lang *lang = s->lang;
    finish_editing(s);
    if (!setup_file_valid(&s->setup, s->sheets)) {
        setup_scene_say(s, true, _("Two seats share a pen colour: click a colour to change it"));
        return;
    }
    s->outcome = SETUP_START;
}

static void click(SetupScene *s, int x, int y)
{
    SetupHit h = setup_hit(&s->layout, x, y);
    GameSetup *g = &s->setup;
    if (h.kind != HIT_NAME || h.seat != s->editing) finish_editing(s);
    s->message[0] = 0;
    char line[128];
    switch (h.kind) {
    case HIT_COLOUR:
        g->seat[h.seat].colour = (uint8_t)setup_next_free_colour(g, h.seat);
        break;
    case HIT_NAME:
        s->editing = h.seat;
        break;
    case HIT_KIND:
        if (h.option == 0) {
            g->seat[h.seat].kind = SEAT_HUMAN;
        } else {
            g->seat[h.seat].kind = SEAT_BOT;
            g->seat[h.seat].level = (uint8_t)(h.option - 1);
        }
        break;
    case HIT_FIRST:
        g->first = g->first == h.seat ? SETUP_FIRST_RANDOM : h.seat;
        break;
    case HIT_REMOVE:
        setup_words_left(s->lang, g->seat[h.seat].name, line, sizeof line);
        if (setup_remove_seat(g, h.seat)) setup_scene_say(s, false, line);
        else refuse_seats(s, false);
        break;
    case HIT_ADD:
        if (!setup_add_seat(g, s->lang)) refuse_seats(s, true);
        break;
    case HIT_RANDOM_FIRST:
        g->first = SETUP_FIRST_RANDOM;
        break;
    case HIT_SHEET:
        g->sheet = h.seat;
        break;
    case HIT_RESUME:
        s->outcome = SETUP_RESUME;
        break;
    case HIT_START:
        start(s);
        break;
    case HIT_RULES:
        s->outcome = SETUP_RULES;
        break;
    case HIT_SETTINGS:
        s->outcome = SETUP_SETTINGS;
        break;
    case HIT_STATS:
        s->outcome = SETUP_STATS;
        break;
    case HIT_LEARN:
        s->outcome = SETUP_LESSON;
        break;
    case HIT_PUZZLES:
        s->outcome = SETUP_PUZZLES;
        break;
    case HIT_DAILY:
        s->outcome = SETUP_DAILY;
        break;
    case HIT_NONE:
        break;
    }
    relayout(s);
}

void setup_scene_event(SetupScene *s, const SDL_Event *e)
{
    if (ui_pointer(e, &s->mouse_x, &s->mouse_y)) {
        click(s, s->mouse_x, s->mouse_y);
        return;
    }
    switch (e->type) {
    case SDL_TEXTINPUT:
        type_text(s, e->text.text);
        return;
    case SDL_KEYDOWN: {
        SDL_Keycode k = e->key.keysym.sym;
        if (s->editing >= 0) {
            if (k == SDLK_BACKSPACE) {
                backspace(s);
            } else if (k == SDLK_TAB) {
                int next = (s->editing + 1) % s->setup.players;
                finish_editing(s);
                s->editing = next;
            } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
                finish_editing(s);
            }
        } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            start(s);
        }
        return;
    }
    default:
        return;
    }
}

bool setup_scene_tooltip(const SetupScene *s, char *buf, size_t cap)
{
    SetupHit h = setup_hit(&s->layout, s->mouse_x, s->mouse_y);
    if (h.kind == HIT_NAME && s->editing == h.seat) return false;   /* the caret says it */
    if (h.kind == HIT_NONE && s->message[0] && s->message_why[0] &&
        rect_contains(s->message_drawn, s->mouse_x, s->mouse_y)) {
        snprintf(buf, cap, "%s", s->message_why);
        return true;
    }
    return setup_words_tip(s->lang, &s->setup, h, buf, cap);
}
