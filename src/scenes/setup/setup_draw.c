/* setup_draw.c — drawing the set-up screen (see setup.h). Each seat is a paper
 * card edged in its pen colour, so the colour a player picks here is the colour they will
 * look for on the table; the chosen sheet side is drawn unmarked on the right. */
#include "setup.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "palette.h"
#include "sheet_view.h"
#include "geometry.h"
#include "terms.h"
#include "widgets.h"

static const SDL_Color LIGHT = {238, 224, 196, 255};
static const SDL_Color DIM = {186, 170, 146, 255};
static const SDL_Color WHITE = {255, 255, 255, 255};

/* A two-state control: filled gold when chosen, a plain button otherwise. */
static void toggle(SDL_Renderer *r, Art *art, SDL_Rect rc, const char *label, bool chosen,
                   bool enabled, bool hot)
{
    if (!chosen || !enabled) {
        ui_button(r, art, rc, label, enabled, hot);
        return;
    }
    art_fill_round(r, rc, rc.h / 4, ACCENT);
    art_frame(r, rc, 2, INK);
    int th;
    int px = ui_fit_px(art, FONT_BOLD, rc.h * 2 / 5, 9, rc.w - 8, label, NULL, &th);
    art_text(art, FONT_BOLD, px, INK, rc.x + rc.w / 2, rc.y + (rc.h - th) / 2, 1, label);
}

static bool hot(const SetupScene *s, SDL_Rect rc) { return rect_contains(rc, s->mouse_x, s->mouse_y); }

static void draw_title(SetupScene *s)
{
    const SetupLayout *l = &s->layout;
    int u = l->unit;
    SDL_Rect icon = {l->title.x, l->title.y, l->title.h, l->title.h};
    int x = l->title.x;
    if (art_icon(s->art, "rajas", icon.w)) {
        art_draw_icon(s->art, "rajas", icon, WHITE);
        x += icon.w + 2 * u;
    }
    art_text(s->art, FONT_BOLD, 4 * u, LIGHT, x, l->title.y, 0, _("Rajas of the Ganges — The Dice Charmers"));
    art_text(s->art, FONT_REGULAR, 2 * u, DIM, x, l->title.y + 5 * u + u / 2, 0,
             _("Set up the table: 2 to 5 players share this screen and pass it on in turn."));
}

static void draw_header(SetupScene *s)
{
    const SetupLayout *l = &s->layout;
    int u = l->unit, px = 3 * u / 2 + 2, y = l->header.y + u / 2;
    /* Each label fits the column it heads, however long its translation. */
    int name_w = l->kind[0][0].x - l->name[0].x - u, kind_w = l->first[0].x - l->kind[0][0].x - u;
    ui_text_fit(s->art, FONT_BOLD, px, 8, DIM, l->colour[0].x + l->colour[0].w / 2, y, 1, l->colour[0].w + 2 * u,
                _("Pen"));
    ui_text_fit(s->art, FONT_BOLD, px, 8, DIM, l->name[0].x, y, 0, name_w, _("Name (click to type)"));
    ui_text_fit(s->art, FONT_BOLD, px, 8, DIM, l->kind[0][0].x, y, 0, kind_w, _("Human or bot (level)"));
    ui_text_fit(s->art, FONT_BOLD, px, 8, DIM, l->first[0].x + l->first[0].w / 2, y, 1, l->first[0].w + 2 * u,
                _("Starts"));
}

static void draw_name(SetupScene *s, SDL_Renderer *r, int seat, SDL_Color pen, uint32_t now)
{
    const SetupLayout *l = &s->layout;
    SDL_Rect box = l->name[seat];
    bool editing = s->editing == seat;
    art_fill_round(r, box, l->unit / 2, editing ? WHITE : (SDL_Color){255, 251, 240, 255});
    art_frame(r, box, editing ? 3 : 1, editing ? ACCENT : (hot(s, box) ? INK : INK_SOFT));
    int px = box.h / 2, tw, th;
    const char *name = s->setup.seat[seat].name;
    art_text_size(s->art, FONT_BOLD, px, name[0] ? name : "M", &tw, &th);
    int tx = box.x + l->unit;
    int w = name[0] ? art_text(s->art, FONT_BOLD, px, pen, tx, box.y + (box.h - th) / 2, 0, name) : 0;
    /* A caret that blinks twice a second while typing. */
    if (editing && (now / 500) % 2 == 0) {
        SDL_Rect caret = {tx + w + 2, box.y + l->unit, 2, box.h - 2 * l->unit};
        ui_fill(r, caret, INK);
    }
}

static void draw_seat(SetupScene *s, SDL_Renderer *r, int seat, uint32_t now)
{
    const SetupLayout *l = &s->layout;
    const SeatSetup *st = &s->setup.seat[seat];
    int u = l->unit;
    SDL_Color pen = palette_pen((PaletteKind)s->palette, st->colour % PEN_COLOURS);
    SDL_Rect row = l->row[seat];
    art_fill_round(r, row, u, PAPER);
    SDL_Rect stripe = {row.x, row.y, u, row.h};
    art_fill_round(r, stripe, u / 2, pen);

    SDL_Rect c = l->colour[seat];
    art_fill_round(r, c, c.w / 2, hot(s, c) ? ACCENT : INK_SOFT);
    SDL_Rect inner = {c.x + 3, c.y + 3, c.w - 6, c.h - 6};
    art_fill_round(r, inner, inner.w / 2, pen);

    draw_name(s, r, seat, pen, now);
    for (int k = 0; k < KIND_BUTTONS; k++) {
        bool chosen = k == 0 ? st->kind == SEAT_HUMAN : st->kind == SEAT_BOT && st->level == k - 1;
        toggle(r, s->art, l->kind[seat][k], setup_words_kind(k), chosen, true, hot(s, l->kind[seat][k]));
    }
    bool starts = s->setup.first == seat;
    SDL_Rect f = l->first[seat];
    char first[48];
    /* The starting seat's label leaves room on its left for the elephant drawn over it. */
    if (starts) snprintf(first, sizeof first, "    %s", _("First"));
    else snprintf(first, sizeof first, "%s", _("First?"));
    toggle(r, s->art, f, first, starts, true, hot(s, f));
    if (starts && art_icon(s->art, "elephant", f.h - 6)) {
        SDL_Rect ic = {f.x + 4, f.y + 3, f.h - 6, f.h - 6};
        art_draw_icon(s->art, "elephant", ic, WHITE);
    }
    ui_button(r, s->art, l->remove[seat], "✕", s->setup.players > GAME_MIN_PLAYERS,
              hot(s, l->remove[seat]));
}

static void draw_side(SetupScene *s, SDL_Renderer *r)
{
    const SetupLayout *l = &s->layout;
    const GameSetup *g = &s->setup;
    int u = l->unit;
    art_text(s->art, FONT_BOLD, 3 * u / 2 + 2, DIM, l->side_label.x, l->side_label.y + u / 2, 0,
             _("Sheet side (everyone plays the same side)"));
    for (int i = 0; i < l->sheets; i++)
        toggle(r, s->art, l->sheet[i], term_side(s->sheets->sheet[i].name, true), g->sheet == i, true,
               hot(s, l->sheet[i]));
    /* The chosen side as it will look at the start: an unmarked player of a real game. */
    Game preview;
    Setup setup = {2, (uint8_t)g->sheet, 0, 1};
    Refusal why;
    if (!game_start(&preview, s->sheets, &setup, &why)) return;
    SheetLayout sl;
    sheet_layout(&sl, &s->sheets->sheet[g->sheet], l->preview);
    SheetDecor d;
    SDL_zero(d);
    d.pen = palette_pen((PaletteKind)s->palette, g->seat[0].colour % PEN_COLOURS);
    d.preview_field = -1;
    d.hover.kind = SPOT_NONE;
    sheet_draw(r, s->art, &sl, &s->sheets->sheet[g->sheet], &preview.player[0], &d);
}

/* The message, wrapped within its box (clipped there, should it ever need more lines than
 * the window has), and under a refusal a "Why?" whose tooltip is the rule behind it (the
 * message itself stays plain words); returns the height they take. */
static int draw_message(SetupScene *s, SDL_Renderer *r)
{
    const SetupLayout *l = &s->layout;
    s->message_drawn = (SDL_Rect){0, 0, 0, 0};
    if (!s->message[0]) return 0;
    SDL_Color c = s->message_bad ? (SDL_Color){255, 150, 140, 255} : (SDL_Color){200, 236, 200, 255};
    SDL_RenderSetClipRect(r, &l->message);
    int used = ui_text_wrapped(s->art, FONT_BOLD, 2 * l->unit, c, l->message, s->message);
    if (s->message_why[0]) {
        int px = 3 * l->unit / 2 + 2, y = l->message.y + used + l->unit / 2;
        s->message_drawn = layout_rect(l->message.x, l->message.y, l->message.w, y + px + l->unit / 2 - l->message.y);
        SDL_Color why = hot(s, s->message_drawn) ? LIGHT : DIM;
        int w = art_text(s->art, FONT_REGULAR, px, why, l->message.x, y, 0, term_why_label());
        SDL_SetRenderDrawColor(r, why.r, why.g, why.b, 255);
        SDL_RenderDrawLine(r, l->message.x, y + px + 2, l->message.x + w, y + px + 2);
        used = s->message_drawn.h;
    }
    SDL_RenderSetClipRect(r, NULL);
    return used;
}

/* Everything under the seats but the hints; returns where the message ends. */
static int draw_footer(SetupScene *s, SDL_Renderer *r)
{
    const SetupLayout *l = &s->layout;
    const GameSetup *g = &s->setup;
    int u = l->unit;
    ui_button(r, s->art, l->add, _("+ Add a player"), g->players < GAME_MAX_PLAYERS, hot(s, l->add));
    toggle(r, s->art, l->random_first, _("Random start"), g->first == SETUP_FIRST_RANDOM, true,
           hot(s, l->random_first));
    char who[160];
    setup_words_starter(g, who, sizeof who);
    art_text(s->art, FONT_REGULAR, 2 * u, LIGHT, l->random_first.x - u, l->random_first.y + u, 2, who);
    int message_h = draw_message(s, r);
    if (s->can_resume) {
        ui_button(r, s->art, l->resume, _("Resume the saved game"), true, hot(s, l->resume));
        art_text(s->art, FONT_REGULAR, 3 * u / 2 + 2, DIM, l->resume.x, l->resume.y - 3 * u, 0,
                 _("A game was left unfinished: resume it with its players."));
    }
    bool ok = setup_valid(g, s->sheets);
    ui_button(r, s->art, l->start, _("Start the game"), ok, hot(s, l->start));
    ui_button(r, s->art, l->rules, _("Rules (F1)"), true, hot(s, l->rules));
    ui_button(r, s->art, l->settings, _("Settings"), true, hot(s, l->settings));
    ui_button(r, s->art, l->stats, _("Statistics"), true, hot(s, l->stats));
    ui_button(r, s->art, l->learn, _("Learn to play"), true, hot(s, l->learn));
    return l->message.y + (message_h > 3 * u ? message_h : 3 * u);
}

/* The few things a table needs to know before the first roll. */
static void draw_hints(SetupScene *s, SDL_Renderer *r, int message_end)
{
    const SetupLayout *l = &s->layout;
    int u = l->unit, px = 3 * u / 2 + 2;
    if (l->hints.y < message_end + u) return;   /* five seats or a long message: no room */
    art_fill_round(r, l->hints, u, (SDL_Color){72, 56, 46, 255});
    art_text(s->art, FONT_BOLD, px, LIGHT, l->hints.x + 2 * u, l->hints.y + u, 0, _("At the table"));
    for (int i = 0; i < SETUP_HINTS; i++)
        ui_text_fit(s->art, FONT_REGULAR, px, 9, DIM, l->hints.x + 2 * u, l->hints.y + u + (i + 1) * px * 3 / 2, 0,
                    l->hints.w - 4 * u, setup_words_hint(i));
}

void setup_scene_draw(SetupScene *s, SDL_Renderer *r, uint32_t now)
{
    SDL_SetRenderDrawColor(r, TABLE_BG.r, TABLE_BG.g, TABLE_BG.b, 255);
    SDL_RenderClear(r);
    draw_title(s);
    draw_header(s);
    for (int seat = 0; seat < s->setup.players; seat++) draw_seat(s, r, seat, now);
    draw_side(s, r);
    draw_hints(s, r, draw_footer(s, r));
    char tip[200];
    if (setup_scene_tooltip(s, tip, sizeof tip))
        ui_tooltip(r, s->art, 2 * s->layout.unit, s->mouse_x, s->mouse_y, s->w, s->h, tip);
}
