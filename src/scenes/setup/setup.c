/* setup.c — the set-up screen's layout and input (drawing is in setup_draw.c, its sentences in
 * setup_words.c). Every control changes the GameSetup through the functions of setup_params.c, so the
 * rules of a usable set-up (2–5 seats, distinct colours) live in one place. */
#include "setup.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "printable.h"
#include "geometry.h"
#include "widgets.h"


void setup_layout(SetupLayout *l, int w, int h, int players, int sheets, bool can_resume)
{
    int u = layout_unit(&w, &h);
    if (players < GAME_MIN_PLAYERS) players = GAME_MIN_PLAYERS;
    if (players > GAME_MAX_PLAYERS) players = GAME_MAX_PLAYERS;
    if (sheets > SHEETS_MAX) sheets = SHEETS_MAX;
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->players = players;
    l->sheets = sheets;
    l->unit = u;

    l->title = layout_rect(3 * u, 2 * u, w - 6 * u, 8 * u);
    int x0 = 3 * u, lw = w * 62 / 100 - 4 * u;
    l->header = layout_rect(x0, 12 * u, lw, 3 * u);
    int row_h = 9 * u, top = 15 * u;
    for (int s = 0; s < players; s++) {
        SDL_Rect row = layout_rect(x0, top + s * (row_h + u), lw, row_h);
        l->row[s] = row;
        int x = row.x + 2 * u, cy = row.y + row.h / 2;
        l->colour[s] = layout_rect(x, cy - 7 * u / 2, 7 * u, 7 * u);
        x += 9 * u;
        l->name[s] = layout_rect(x, cy - 3 * u, 24 * u, 6 * u);
        x += 26 * u;
        static const int kind_w[KIND_BUTTONS] = {9, 8, 9, 8};
        for (int k = 0; k < KIND_BUTTONS; k++) {
            l->kind[s][k] = layout_rect(x, cy - 5 * u / 2, kind_w[k] * u, 5 * u);
            x += kind_w[k] * u + (k == 0 ? u : u / 3);
        }
        int right = row.x + row.w - 2 * u;
        l->remove[s] = layout_rect(right - 5 * u, cy - 5 * u / 2, 5 * u, 5 * u);
        l->first[s] = layout_rect(right - 17 * u, cy - 5 * u / 2, 11 * u, 5 * u);
    }
    int below = top + players * (row_h + u);
    l->add = layout_rect(x0, below, 22 * u, 5 * u);
    l->random_first = layout_rect(x0 + lw - 26 * u, below, 26 * u, 5 * u);
    int rx = w * 62 / 100 + 2 * u, rw = w - rx - 3 * u;
    l->start = layout_rect(w - 3 * u - 27 * u, h - 12 * u, 27 * u, 8 * u);
    /* A message may take several lines: the room down to the Start button's top, over the
     * hints, which give way to it (setup_draw.c). */
    l->message = layout_rect(x0, below + 7 * u, lw, l->start.y - (below + 7 * u));
    if (can_resume) l->resume = layout_rect(rx, l->start.y, l->start.x - 2 * u - rx, 8 * u);
    l->hints = layout_rect(x0, h - 16 * u, lw, 14 * u);

    l->side_label = layout_rect(rx, 12 * u, rw, 3 * u);
    int bw = sheets > 0 ? (rw - (sheets - 1) * u) / sheets : rw;
    if (bw > 16 * u) bw = 16 * u;
    for (int i = 0; i < sheets; i++) l->sheet[i] = layout_rect(rx + i * (bw + u), 15 * u + u, bw, 6 * u);
    /* The sheet is about 5 wide to 3 high: a taller box would only add paper-less margin. */
    int py = 24 * u, ph = l->start.y - 4 * u - py;
    if (ph > rw * 64 / 100) ph = rw * 64 / 100;
    l->preview = layout_rect(rx, py, rw, ph);
    /* The rules, settings and statistics cards open from a row under the preview. */
    int cw = (rw - 2 * u) / 3, cy = py + ph + 2 * u;
    l->rules = layout_rect(rx, cy, cw, 5 * u);
    l->settings = layout_rect(rx + cw + u, cy, cw, 5 * u);
    l->stats = layout_rect(rx + 2 * (cw + u), cy, cw, 5 * u);
    /* Under them, across the column: the guided first game, for whoever is new. */
    l->learn = layout_rect(rx, cy + 6 * u, rw, 5 * u);
}

SetupHit setup_hit(const SetupLayout *l, int x, int y)
{
    SetupHit h = {HIT_NONE, -1, 0};
    for (int s = 0; s < l->players; s++) {
        if (!rect_contains(l->row[s], x, y)) continue;
        h.seat = s;
        if (rect_contains(l->colour[s], x, y)) h.kind = HIT_COLOUR;
        else if (rect_contains(l->name[s], x, y)) h.kind = HIT_NAME;
        else if (rect_contains(l->first[s], x, y)) h.kind = HIT_FIRST;
        else if (rect_contains(l->remove[s], x, y)) h.kind = HIT_REMOVE;
        for (int k = 0; k < KIND_BUTTONS; k++)
            if (rect_contains(l->kind[s][k], x, y)) {
                h.kind = HIT_KIND;
                h.option = k;
            }
        return h;
    }
    for (int i = 0; i < l->sheets; i++)
        if (rect_contains(l->sheet[i], x, y)) return (SetupHit){HIT_SHEET, i, 0};
    if (rect_contains(l->add, x, y)) h.kind = HIT_ADD;
    else if (rect_contains(l->random_first, x, y)) h.kind = HIT_RANDOM_FIRST;
    else if (rect_contains(l->resume, x, y)) h.kind = HIT_RESUME;
    else if (rect_contains(l->start, x, y)) h.kind = HIT_START;
    else if (rect_contains(l->rules, x, y)) h.kind = HIT_RULES;
    else if (rect_contains(l->settings, x, y)) h.kind = HIT_SETTINGS;
    else if (rect_contains(l->stats, x, y)) h.kind = HIT_STATS;
    else if (rect_contains(l->learn, x, y)) h.kind = HIT_LEARN;
    return h;
}

static void relayout(SetupScene *s)
{
    setup_layout(&s->layout, s->w, s->h, s->setup.players, s->sheets->count, s->can_resume);
}

void setup_scene_init(SetupScene *s, const Sheets *sheets, Art *art, const GameSetup *initial,
                      bool can_resume)
{
    SDL_zerop(s);
    s->sheets = sheets;
    s->art = art;
    s->setup = *initial;
    if (!setup_valid(&s->setup, sheets)) setup_default(&s->setup, sheets);
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
    relayout(s);
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
    setup_words_seats_why(why, sizeof why);
    setup_scene_say(s, true, setup_words_seats_refused(too_many));
    setup_scene_explain(s, why);
}

bool setup_scene_wants_text(const SetupScene *s) { return s->editing >= 0; }

/* Ends name editing; an emptied name falls back to the seat's default. */
static void finish_editing(SetupScene *s)
{
    if (s->editing < 0) return;
    SeatSetup *seat = &s->setup.seat[s->editing];
    if (!seat->name[0]) snprintf(seat->name, sizeof seat->name, "%s", setup_default_name(s->editing));
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
    finish_editing(s);
    if (!setup_valid(&s->setup, s->sheets)) {
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
        setup_words_left(g->seat[h.seat].name, line, sizeof line);
        if (setup_remove_seat(g, h.seat)) setup_scene_say(s, false, line);
        else refuse_seats(s, false);
        break;
    case HIT_ADD:
        if (!setup_add_seat(g)) refuse_seats(s, true);
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
        s->outcome = SETUP_TUTORIAL;
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
    return setup_words_tip(&s->setup, h, buf, cap);
}
