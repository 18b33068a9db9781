/* setup_draw.c — drawing the set-up screen (see setup_internal.h). Each seat is a paper
 * card edged in its pen colour, so the colour a player picks here is the colour they will
 * look for on the table; the chosen sheet side is drawn unmarked on the right. */
#include "setup_internal.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "palette.h"
#include "sheet_view.h"
#include "geometry.h"
#include "terms.h"
#include "text_fit.h"
#include "widgets.h"

static const SDL_Color LIGHT = {238, 224, 196, 255};
static const SDL_Color DIM = {186, 170, 146, 255};
static const SDL_Color WHITE = {255, 255, 255, 255};

/* Words in box at the size setup_text_px answers, on one line or two, each centred on
 * the box's height; align as art_text (0 from the left, 1 centred, 2 from the right). */
static void words(Art *art, FontFace face, SDL_Color c, SDL_Rect box, int unit, int px, int align, const char *text)
{
    char one[160], two[160];
    int size = setup_text_px(art, face, unit, px, box, true, text, one, two, sizeof one), tw, th;
    art_text_size(art, face, size, one, &tw, &th);
    int x = align == 1 ? box.x + box.w / 2 : align == 2 ? box.x + box.w : box.x;
    if (!two[0]) {
        art_text(art, face, size, c, x, box.y + (box.h - th) / 2, align, one);
        return;
    }
    art_text(art, face, size, c, x, box.y + box.h / 2 - th, align, one);
    art_text(art, face, size, c, x, box.y + box.h / 2, align, two);
}

/* Text wrapped to box at the size setup_wrapped_px answers, its lines at the foot of the
 * box (a label sits on what it names), clipped there. */
static void wrapped(const SetupScene *s, SDL_Renderer *r, FontFace face, SDL_Color c, SDL_Rect box, const char *text)
{
    int lines, px = setup_wrapped_px(s->art, face, s->layout.unit, s->layout.body_px, box, text, &lines);
    int used = lines > 0 ? lines * (px * 5 / 4) : box.h;
    SDL_Rect at = {box.x, used < box.h ? box.y + box.h - used : box.y, box.w, used};
    SDL_RenderSetClipRect(r, &box);
    ui_text_wrapped(s->art, face, px, c, at, text);
    SDL_RenderSetClipRect(r, NULL);
}

/* A button with its label at the size setup_text_px answers from px (ui_button_px puts it
 * on two lines when that is how it fits). */
static void button(const SetupScene *s, SDL_Renderer *r, SDL_Rect rc, const char *label, int px, bool enabled)
{
    char one[160], two[160];
    int size = setup_text_px(s->art, FONT_BOLD, s->layout.unit, px, rc, true, label, one, two, sizeof one);
    ui_button_px(r, s->art, rc, label, size, enabled, enabled && rect_contains(rc, s->mouse_x, s->mouse_y));
}

/* A two-state control: filled gold when chosen, its words in label_box; a plain button
 * otherwise. */
static void toggle(const SetupScene *s, SDL_Renderer *r, SDL_Rect rc, SDL_Rect label_box, const char *label,
                   bool chosen, int px)
{
    const Style *style = art_style(s->art);
    if (!chosen) {
        button(s, r, rc, label, px, true);
        return;
    }
    art_fill_round(r, rc, rc.h / 4, style->accent);
    art_frame(r, rc, 2, style->ink);
    words(s->art, FONT_BOLD, style->ink, label_box, s->layout.unit, px, 1, label);
}

/* The button a first start suggests (Learn to play): gold with a heavy frame, its label in
 * the ink, a lighter gold under the pointer. */
static void suggested(const SetupScene *s, SDL_Renderer *r, SDL_Rect rc, const char *label, int px)
{
    const Style *style = art_style(s->art);
    bool hover = rect_contains(rc, s->mouse_x, s->mouse_y);
    SDL_Color fill = hover ? (SDL_Color){250, 214, 110, 255} : style->accent;
    art_fill_round(r, rc, rc.h / 4, fill);
    art_frame(r, rc, 3, style->ink);
    words(s->art, FONT_BOLD, style->ink, rc, s->layout.unit, px, 1, label);
}

static bool hot(const SetupScene *s, SDL_Rect rc) { return rect_contains(rc, s->mouse_x, s->mouse_y); }

static void draw_title(SetupScene *s)
{
    const Lang *lang = s->lang;
    const SetupLayout *l = &s->layout;
    int u = l->unit, side = l->title.h + l->subtitle.h;
    SDL_Rect icon = {l->title.x - 2 * u - side, l->title.y, side, side};
    if (art_icon(s->art, "rajas", icon.w)) art_draw_icon(s->art, "rajas", icon, WHITE);
    words(s->art, FONT_BOLD, LIGHT, l->title, u, l->title_px, 0, _("Rajas of the Ganges — The Dice Charmers"));
    words(s->art, FONT_REGULAR, DIM, l->subtitle, u, l->body_px, 0,
          _("Set up the table: 2 to 5 players share this screen and pass it on in turn."));
}

/* The column labels; each fits the column it heads, however long its translation. */
static void draw_header(SetupScene *s)
{
    const Lang *lang = s->lang;
    const SetupLayout *l = &s->layout;
    const char *label[4] = {_("Pen"), _("Name (click to type)"), _("Human or bot (level)"), _("Starts")};
    static const int align[4] = {1, 0, 0, 1};
    for (int i = 0; i < 4; i++) words(s->art, FONT_BOLD, DIM, l->head[i], l->unit, l->body_px, align[i], label[i]);
}

static void draw_name(SetupScene *s, SDL_Renderer *r, int seat, SDL_Color pen, int px, uint32_t now)
{
    const Style *style = art_style(s->art);
    const SetupLayout *l = &s->layout;
    SDL_Rect box = l->name[seat];
    bool editing = s->editing == seat;
    art_fill_round(r, box, l->unit / 2, editing ? WHITE : (SDL_Color){255, 251, 240, 255});
    art_frame(r, box, editing ? 3 : 1, editing ? style->accent : (hot(s, box) ? style->ink : style->ink_soft));
    const char *name = s->setup.seat[seat].name;
    SDL_Rect room = setup_name_room(l, seat);
    int tw, th;
    art_text_size(s->art, FONT_BOLD, px, name[0] ? name : "M", &tw, &th);
    /* A name cut at the room's edge shows its end while it is typed, where the caret is. */
    int tx = room.x + (editing && tw > room.w - 6 ? room.w - 6 - tw : 0);
    SDL_RenderSetClipRect(r, &room);
    int w = name[0] ? art_text(s->art, FONT_BOLD, px, pen, tx, box.y + (box.h - th) / 2, 0, name) : 0;
    SDL_RenderSetClipRect(r, NULL);
    /* A caret that blinks while typing (setup_deadlines.c). */
    if (editing && setup_caret_shown(s, now)) {
        SDL_Rect caret = {tx + w + 2, box.y + (box.h - th) / 2, 2, th};
        ui_fill(r, caret, style->ink);
    }
}

/* One seat's row; names_px and kinds_px: the one size of every name and of the kinds. */
static void draw_seat(SetupScene *s, SDL_Renderer *r, int seat, int names_px, int kinds_px, uint32_t now)
{
    const Lang *lang = s->lang;
    const Style *style = art_style(s->art);
    const SetupLayout *l = &s->layout;
    const SeatSetup *st = &s->setup.seat[seat];
    int u = l->unit;
    SDL_Color pen = palette_pen((PaletteKind)s->palette, st->colour % PEN_COLOURS);
    SDL_Rect row = l->row[seat];
    art_fill_round(r, row, u, style->paper);
    SDL_Rect stripe = {row.x, row.y, u, row.h};
    art_fill_round(r, stripe, u / 2, pen);

    SDL_Rect c = l->colour[seat];
    art_fill_round(r, c, c.w / 2, hot(s, c) ? style->accent : style->ink_soft);
    SDL_Rect inner = {c.x + 3, c.y + 3, c.w - 6, c.h - 6};
    art_fill_round(r, inner, inner.w / 2, pen);

    draw_name(s, r, seat, pen, names_px, now);
    for (int k = 0; k < KIND_BUTTONS; k++) {
        bool chosen = k == 0 ? st->kind == SEAT_HUMAN : st->kind == SEAT_BOT && st->level == k - 1;
        toggle(s, r, l->kind[seat][k], l->kind[seat][k], setup_words_kind(lang, k), chosen, kinds_px);
    }
    bool starts = s->setup.first == seat;
    SDL_Rect f = l->first[seat];
    /* The starting seat's word sits right of the elephant drawn on the button. */
    toggle(s, r, f, setup_first_label(f, starts), starts ? _("First") : _("First?"), starts, l->body_px);
    if (starts && art_icon(s->art, "elephant", f.h * 2 / 3)) {
        SDL_Rect ic = {f.x + 4, f.y + f.h / 6, f.h * 2 / 3, f.h * 2 / 3};
        art_draw_icon(s->art, "elephant", ic, WHITE);
    }
    button(s, r, l->remove[seat], "✕", l->body_px, s->setup.players > GAME_MIN_PLAYERS);
}

static void draw_side(SetupScene *s, SDL_Renderer *r, int hints_px, int hint_lines)
{
    const Lang *lang = s->lang;
    const SetupLayout *l = &s->layout;
    const GameSetup *g = &s->setup;
    wrapped(s, r, FONT_BOLD, DIM, l->side_label, _("Sheet side (everyone plays the same side)"));
    for (int i = 0; i < l->sheets; i++)
        toggle(s, r, l->sheet[i], l->sheet[i], term_side(lang, s->sheets->sheet[i].name, true), g->sheet == i, l->body_px);
    /* The chosen side as it will look at the start: an unmarked player of a real game.
     * Stacked, under the hints, which give way to a message: then the picture does too. */
    if (l->stacked && s->message[0]) return;
    SDL_Rect at = l->stacked ? setup_stacked_preview(l, hints_px, hint_lines) : l->preview;
    if (at.w <= 0 || at.h <= 0) return;
    Game preview;
    Setup setup = {2, (uint8_t)g->sheet, 0, 1};
    Refusal why;
    if (!game_start(&preview, s->sheets, &setup, &why)) return;
    SheetLayout sl;
    sheet_layout(&sl, &s->sheets->sheet[g->sheet], at);
    SheetDecor d;
    SDL_zero(d);
    d.pen = palette_pen((PaletteKind)s->palette, g->seat[0].colour % PEN_COLOURS);
    d.preview_field = -1;
    d.hover.kind = SPOT_NONE;
    sheet_draw(lang, r, s->art, &sl, &s->sheets->sheet[g->sheet], &preview.player[0], &d);
}

int setup_message_px(const SetupScene *s)
{
    const SetupLayout *l = &s->layout;
    SDL_Rect room = l->message;
    if (s->message_why[0]) room.h -= l->body_px + l->unit;   /* the "Why?" under it */
    return text_fit_wrapped(s->art, FONT_BOLD, l->unit, TYPE_BODY, room, s->message);
}

/* The message, wrapped within its box (at a smaller size when the body size would need
 * more lines than the box has; clipped there, should even the smallest), and under a refusal a "Why?" whose tooltip is the rule behind it (the
 * message itself stays plain words); returns the height they take. */
static int draw_message(SetupScene *s, SDL_Renderer *r)
{
    const SetupLayout *l = &s->layout;
    s->message_drawn = (SDL_Rect){0, 0, 0, 0};
    if (!s->message[0]) return 0;
    SDL_Color c = s->message_bad ? (SDL_Color){255, 150, 140, 255} : (SDL_Color){200, 236, 200, 255};
    SDL_RenderSetClipRect(r, &l->message);
    int used = ui_text_wrapped(s->art, FONT_BOLD, setup_message_px(s), c, l->message, s->message);
    if (s->message_why[0]) {
        int px = l->body_px, y = l->message.y + used + l->unit / 2;
        s->message_drawn = layout_rect(l->message.x, l->message.y, l->message.w, y + px + l->unit / 2 - l->message.y);
        SDL_Color why = hot(s, s->message_drawn) ? LIGHT : DIM;
        int w = art_text(s->art, FONT_REGULAR, px, why, l->message.x, y, 0, term_why_label(s->lang));
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
    const Lang *lang = s->lang;
    const SetupLayout *l = &s->layout;
    const GameSetup *g = &s->setup;
    button(s, r, l->add, _("+ Add a player"), l->body_px, g->players < GAME_MAX_PLAYERS);
    toggle(s, r, l->random_first, l->random_first, _("Random start"), g->first == SETUP_FIRST_RANDOM, l->body_px);
    char who[160];
    setup_words_starter(lang, g, who, sizeof who);
    words(s->art, FONT_REGULAR, LIGHT, l->starter, l->unit, l->body_px, l->stacked ? 0 : 2, who);
    int message_h = draw_message(s, r);
    if (s->can_resume) {
        button(s, r, l->resume, _("Resume the saved game"), l->big_px, true);
        if (l->resume_note.h > 0)
            wrapped(s, r, FONT_REGULAR, DIM, l->resume_note, _("A game was left unfinished: resume it with its players."));
    }
    button(s, r, l->start, _("Start the game"), l->big_px, setup_file_valid(g, s->sheets));
    button(s, r, l->rules, _("Rules (F1)"), l->body_px, true);
    button(s, r, l->settings, _("Settings"), l->body_px, true);
    button(s, r, l->stats, _("Statistics"), l->body_px, true);
    if (s->welcome) suggested(s, r, l->learn, _("Learn to play"), l->body_px);
    else button(s, r, l->learn, _("Learn to play"), l->body_px, true);
    /* TRANSLATORS: a button on the set-up screen: "find the best move" puzzles. */
    button(s, r, l->puzzles, _("Puzzles"), l->body_px, true);
    button(s, r, l->daily, _("Today's dice"), l->body_px, true);
    return message_h > 0 ? l->message.y + message_h : 0;
}

/* The few things a table needs to know before the first roll: wrapped in their panel at
 * the largest size at which they all fit it; they give way to a message that reaches it. */
static void draw_hints(SetupScene *s, SDL_Renderer *r, int message_end, int px, int lines)
{
    const Lang *lang = s->lang;
    const SetupLayout *l = &s->layout;
    if (px == 0) return;
    SDL_Rect in = setup_hints_inner(l), panel = l->hints;
    panel.h = setup_hints_panel_h(l, px, lines);
    /* Beside the picture of the side (100 %) the panel keeps to the window's foot, level
     * with Start; under the seats it starts at the top of its room. */
    if (!l->stacked) panel.y = l->hints.y + l->hints.h - panel.h;
    if (message_end > 0 && panel.y < message_end + l->unit) return;
    in.y = panel.y + l->unit;
    art_fill_round(r, panel, l->unit, (SDL_Color){72, 56, 46, 255});
    art_text(s->art, FONT_BOLD, px, LIGHT, in.x, in.y, 0, _("At the table"));
    in.y += px * 5 / 4;
    for (int i = 0; i < SETUP_HINTS; i++)
        in.y += ui_text_wrapped(s->art, FONT_REGULAR, px, DIM, in, setup_words_hint_shown(lang, i, s->unsaved));
}

void setup_scene_draw(SetupScene *s, SDL_Renderer *r, uint32_t now)
{
    const Lang *lang = s->lang;
    const Style *style = art_style(s->art);
    SDL_SetRenderDrawColor(r, style->table_bg.r, style->table_bg.g, style->table_bg.b, 255);
    SDL_RenderClear(r);
    draw_title(s);
    draw_header(s);
    int names_px = setup_names_px(s->art, &s->layout, &s->setup), kinds_px = setup_kinds_px(s->art, lang, &s->layout);
    for (int seat = 0; seat < s->setup.players; seat++) draw_seat(s, r, seat, names_px, kinds_px, now);
    int hint_lines, hints_px = setup_hints_px(s->art, lang, &s->layout, &hint_lines);   /* measured once */
    draw_side(s, r, hints_px, hint_lines);
    draw_hints(s, r, draw_footer(s, r), hints_px, hint_lines);
    char tip[200];
    if (setup_scene_tooltip(s, tip, sizeof tip))
        ui_tooltip(r, s->art, s->layout.body_px, s->mouse_x, s->mouse_y, s->w, s->h, tip);
}
