/* table_draw.c — drawing the table (see table.h). Reads the Session's game and the
 * scene's ui fields; changes nothing but the DiceView's sprites. The acting player's
 * colour runs through the prompt, their seat badge and the hand-over card, so "whose turn
 * is it" can be answered from across the table. */
#include "table_internal.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "race_strip.h"
#include "table_words.h"
#include "terms.h"
#include "text_fit.h"
#include "text_marks.h"
#include "type_scale.h"
#include "widgets.h"


SDL_Color table_pen_of(const TableScene *t, int seat)
{
    return seats_pen(&t->seats, seat);
}

/* A prompt on two lines of px text within room: as many words on the first as fit, the
 * rest on the second (cut at the round should it be longer). False when the first word
 * alone is too long. */
static bool prompt_lines(Art *art, int px, const char *text, int room, char *one, char *two, size_t cap)
{
    int cut = -1, w, h;
    for (int i = 0; text[i] && (size_t)i < cap; i++) {
        if (text[i] != ' ') continue;
        snprintf(one, cap, "%.*s", i, text);
        art_text_size(art, FONT_BOLD, px, one, &w, &h);
        if (w > room) break;
        cut = i;
    }
    if (cut < 0) return false;
    snprintf(one, cap, "%.*s", cut, text);
    snprintf(two, cap, "%s", text + cut + 1);
    return true;
}

/* The round and side's size: the label size, within the prompt's row (which gives way to
 * the sheet under grown text, table_layout.c). */
int table_side_px(const TableLayout *l)
{
    int px = type_px_zoomed(l->zoom, l->unit, TYPE_LABEL), most = l->prompt.h * 4 / 5;
    return px < most ? px : most;
}

/* The round and side at the prompt's right end, and the room left for the prompt (its
 * first line): a gap between them, so the round is not read as the prompt's last words. */
static int prompt_room(TableScene *t, char *side, size_t cap, int *side_w)
{
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, sh;
    table_daily_side(t, g->round, term_side(t->lang, t->sheets->sheet[g->setup.sheet].name, false), table_side_px(l), side, cap);
    art_text_size(t->art, FONT_REGULAR, table_side_px(l), side, side_w, &sh);
    int dot = l->prompt.h - 2 * u;
    return l->w - dot - *side_w - 6 * u;   /* 3 units between the prompt and the round */
}

/* Two lines of text at px within room, one over the other px * 6 / 5 apart in a row h tall. */
static bool two_lines_fit(Art *art, int px, const char *text, int room, int h, TablePromptLines *p)
{
    int w, th;
    if (2 * (px * 6 / 5) > h || !prompt_lines(art, px, text, room, p->one, p->two, sizeof p->one)) return false;
    art_text_size(art, FONT_BOLD, px, p->two, &w, &th);
    return w <= room;
}

/* A prompt on two lines of px text, the first within room and the second within room_two,
 * split at the blank that makes the longer of the two shortest (no last word left alone on
 * the second line). False when no blank does. */
static bool prompt_balanced(Art *art, int px, const char *text, int room, int room_two, TablePromptLines *p)
{
    int best = -1, best_w = 0, w1, w2, h;
    char one[sizeof p->one];
    for (int i = 0; text[i] && (size_t)i < sizeof one; i++) {
        if (text[i] != ' ') continue;
        snprintf(one, sizeof one, "%.*s", i, text);
        art_text_size(art, FONT_BOLD, px, one, &w1, &h);
        if (w1 > room) break;
        art_text_size(art, FONT_BOLD, px, text + i + 1, &w2, &h);
        int longer = w1 > w2 ? w1 : w2;
        if (w2 <= room_two && (best < 0 || longer < best_w)) best = i, best_w = longer;
    }
    if (best < 0) return false;
    snprintf(p->one, sizeof p->one, "%.*s", best, text);
    snprintf(p->two, sizeof p->two, "%s", text + best + 1);
    return true;
}

/* Whether the chips' row under the prompt is free for the prompt's second line: no choice
 * chips drawn there (draw_choices). A note saying whose sheet is shown (table_peek.c) takes
 * what the second line leaves of the row, or the prompt's end: a peek leaves the prompt as
 * it is. */
static bool chips_row_free(const TableScene *t)
{
    return t->now.choices == 0 || table_handover_due(t) || table_waiting_end_turn(t);
}

/* The prompt at size s: on one line in its row, or, the chips' row being free, its first
 * line in its row and the rest in the chips' row under it. */
static bool prompt_at(TableScene *t, TypeSize s, const char *text, bool row_free, TablePromptLines *p)
{
    const TableLayout *l = &t->draw.layout;
    int px = type_px(t->art, l->unit, s), w, h;
    art_text_size(t->art, FONT_BOLD, px, text, &w, &h);
    p->px = px;
    p->two[0] = '\0';
    p->below = false;
    if (px <= l->prompt.h && w <= p->room) {
        snprintf(p->one, sizeof p->one, "%s", text);
        return true;
    }
    if (!row_free || px > l->prompt.h || px > l->choices.h) return false;
    return p->below = prompt_balanced(t->art, px, text, p->room, p->room_two, p);
}

void table_prompt_lines(TableScene *t, TablePromptLines *p)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, side_w;
    char side[64], text[sizeof p->one];
    table_prompt_text(t, text, sizeof text);
    p->room = prompt_room(t, side, sizeof side, &side_w);
    int x = l->prompt.h;   /* the text's left edge: right of the seat's dot (draw_prompt) */
    p->room_two = l->choices.x + l->choices.w - x;
    /* The largest size of the scale from the title down to the body size at which the
     * prompt fits on one line, or on two where the chips' row under it is free: a long
     * prompt wraps before it is made smaller (grown text fills the rows, and their height
     * is the sheet's, table_layout.c). */
    bool row_free = chips_row_free(t);
    for (TypeSize s = TYPE_TITLE; s >= TYPE_BODY; s--)
        if (prompt_at(t, s, text, row_free, p)) return;
    /* Too long for that (the chips' row taken): on two lines in its own row, at the
     * largest size from the fine size down (below the scale to the least, by pixels) at
     * which both fit, so no word is cut; only a prompt that fits in no way is cut at the
     * round. */
    for (int px = type_px(t->art, u, TYPE_FINE); px >= TYPE_MIN_PX; px--)
        if (two_lines_fit(t->art, px, text, p->room, l->prompt.h, p)) {
            p->px = px;
            return;
        }
    snprintf(p->one, sizeof p->one, "%s", text);
    p->two[0] = '\0';
}

static void draw_prompt(TableScene *t, SDL_Renderer *r)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    ui_fill(r, l->prompt, (SDL_Color){30, 22, 18, 255});
    SDL_Rect dot = {u, u, l->prompt.h - 2 * u, l->prompt.h - 2 * u};
    art_fill_round(r, dot, dot.w / 2, table_pen_of(t, table_acting_seat(t)));
    char side[64];
    int side_w, tw, th;
    prompt_room(t, side, sizeof side, &side_w);
    int spx = table_side_px(l);
    art_text_size(t->art, FONT_REGULAR, spx, side, &tw, &th);
    art_text(t->art, FONT_REGULAR, spx, (SDL_Color){220, 205, 180, 255}, l->w - u, (l->prompt.h - th) / 2, 2, side);
    TablePromptLines p;
    table_prompt_lines(t, &p);
    int x = dot.x + dot.w + u;
    SDL_Rect clip = {0, 0, x + p.room, l->prompt.h};
    SDL_RenderSetClipRect(r, &clip);
    SDL_Color ink = {255, 246, 226, 255};
    if (p.two[0] && !p.below) {
        int fh = p.px * 6 / 5;
        art_text(t->art, FONT_BOLD, p.px, ink, x, l->prompt.h / 2 - fh, 0, p.one);
        art_text(t->art, FONT_BOLD, p.px, ink, x, l->prompt.h / 2, 0, p.two);
    } else {
        art_text_size(t->art, FONT_BOLD, p.px, p.one, &tw, &th);
        art_text(t->art, FONT_BOLD, p.px, ink, x, (l->prompt.h - th) / 2, 0, p.one);
    }
    SDL_RenderSetClipRect(r, NULL);
    if (p.below) {
        /* The rest in the chips' row under the first line, on the prompt's bar grown down
         * as far as the words go, so the two lines read as one. */
        art_text_size(t->art, FONT_BOLD, p.px, p.two, &tw, &th);
        SDL_Rect row = {x, l->choices.y, p.room_two, l->choices.h};
        ui_fill(r, (SDL_Rect){0, l->prompt.h, x + tw + u, row.y + row.h - l->prompt.h}, (SDL_Color){30, 22, 18, 255});
        SDL_RenderSetClipRect(r, &row);
        art_text(t->art, FONT_BOLD, p.px, ink, x, row.y + (row.h - th) / 2, 0, p.two);
        SDL_RenderSetClipRect(r, NULL);
    }
}

/* One size for a row of labels: the largest step from `from` at which every one fits its
 * room, so labels side by side never differ in size. */
static TypeSize row_size(TableScene *t, TypeSize from, const char *const *label, const int *room, int n)
{
    TypeSize size = from;
    for (int i = 0; i < n; i++) {
        TypeSize s = type_fit(t->art, FONT_BOLD, t->draw.layout.unit, from, TYPE_FINE, room[i], label[i]);
        if (s < size) size = s;
    }
    return size;
}

static void draw_choices(TableScene *t, SDL_Renderer *r)
{
    const Style *style = art_style(t->art);
    const TableLayout *l = &t->draw.layout;
    const char *label[TABLE_MAX_CHOICES];
    int room[TABLE_MAX_CHOICES];
    bool icon[TABLE_MAX_CHOICES];
    for (int i = 0; i < t->now.choices; i++) {
        SDL_Rect c = table_choice_rect(l, i, t->now.choices);
        icon[i] = t->now.choice[i].icon[0] && art_icon(t->art, t->now.choice[i].icon, c.h - 8);
        label[i] = t->now.choice[i].label;
        room[i] = icon[i] ? c.w - c.h - 4 : c.w - 8;
        /* A label that does not fit beside its icon even at the fine size (a large UI
         * scale, a long translation) takes the whole chip: the words say what it does. */
        int tw, th;
        art_text_size(t->art, FONT_BOLD, type_px(t->art, l->unit, TYPE_FINE), label[i], &tw, &th);
        if (icon[i] && tw > room[i]) {
            icon[i] = false;
            room[i] = c.w - 8;
        }
    }
    int px = type_px(t->art, l->unit, row_size(t, TYPE_LABEL, label, room, t->now.choices));
    /* A bot's choices are only to be read: its options as words on the cloth, no button
     * face, frame or shadow (nothing there takes a click). */
    bool bot = table_bot_turn(t);
    SDL_Color ink = bot ? (style->high_contrast ? style->on_table : (SDL_Color){200, 186, 166, 255}) : style->ink;
    for (int i = 0; i < t->now.choices; i++) {
        SDL_Rect c = table_choice_rect(l, i, t->now.choices);
        bool hot = rect_contains(c, t->ui.mouse_x, t->ui.mouse_y);
        if (bot && !icon[i]) {
            int tw, th;
            art_text_size(t->art, FONT_BOLD, px, label[i], &tw, &th);
            SDL_RenderSetClipRect(r, &c);
            art_text(t->art, FONT_BOLD, px, ink, c.x + c.w / 2, c.y + (c.h - th) / 2, 1, label[i]);
            SDL_RenderSetClipRect(r, NULL);
        }
        if (!bot) ui_button_px(r, t->art, c, icon[i] ? "" : label[i], px, true, hot);
        if (!icon[i]) continue;
        SDL_Rect ic = {c.x + 4, c.y + 4, c.h - 8, c.h - 8};
        art_draw_icon(t->art, t->now.choice[i].icon, ic, bot ? ink : (SDL_Color){255, 255, 255, 255});
        /* The label takes the room right of the icon, so a long translation is not hidden. */
        int tw, th;
        art_text_size(t->art, FONT_BOLD, px, label[i], &tw, &th);
        SDL_Rect cut = {c.x + c.h, c.y, room[i], c.h};
        SDL_RenderSetClipRect(r, &cut);
        art_text(t->art, FONT_BOLD, px, ink, c.x + c.h + room[i] / 2, c.y + (c.h - th) / 2, 1, label[i]);
        SDL_RenderSetClipRect(r, NULL);
    }
}

/* The message's text: with "  Why?" after it when a rule stands behind it. */
static void message_text(const TableScene *t, char *buf, size_t cap)
{
    if (t->now.message_why[0]) snprintf(buf, cap, "%s   %s", t->now.message, term_why_label(t->lang));
    else snprintf(buf, cap, "%s", t->now.message);
}

/* The pixel size of text on the type scale: `from`, or a step or more down to the fine
 * size when it would not fit `room`. */
static int fit_px(TableScene *t, FontFace face, TypeSize from, int room, const char *text)
{
    int u = t->draw.layout.unit;
    return type_px(t->art, u, type_fit(t->art, face, u, from, TYPE_FINE, room, text));
}

/* The message over the top of the sheet: on one line, a size or more smaller when that
 * makes it fit; a longer one (a damaged file named with its path) wrapped to the sheet's
 * width at the body size, or smaller when that would take more than the sheet's height,
 * so no part of it runs off the window. */
SDL_Rect table_message_box(TableScene *t, int *px)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, room = l->sheet.w - 2 * u, tw, th;
    char text[sizeof t->now.message + 64];
    message_text(t, text, sizeof text);
    *px = fit_px(t, FONT_BOLD, TYPE_BODY, room, text);
    art_text_size(t->art, FONT_BOLD, *px, text, &tw, &th);
    if (tw > room) {
        SDL_Rect most = {0, 0, room, l->sheet.h - 2 * u};
        *px = text_fit_wrapped(t->art, FONT_BOLD, u, TYPE_BODY, most, text);
        int lines = ui_text_lines(t->art, FONT_BOLD, *px, room, text);
        return (SDL_Rect){l->sheet.x, l->sheet.y + u / 2, room + 2 * u, lines * *px * 5 / 4 + u};
    }
    SDL_Rect box = {l->sheet.x + (l->sheet.w - tw) / 2 - u, l->sheet.y + u / 2, tw + 2 * u, th + u};
    if (box.x < l->sheet.x) box.x = l->sheet.x;
    return box;
}

/* The message over the sheet; pointing at it shows the rule behind a refusal. */
static void draw_message(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    if (!table_message_up(t, now)) return;
    int u = t->draw.layout.unit, px;
    char text[sizeof t->now.message + 64];
    message_text(t, text, sizeof text);
    SDL_Rect box = table_message_box(t, &px);
    art_fill_round(r, box, u / 2, t->now.message_bad ? art_style(t->art)->refused : art_style(t->art)->good_green);
    text_marks_cover(art_text_marks(t->art), box);   /* over the sheet's print */
    SDL_Rect inner = {box.x + u, box.y + u / 2, box.w - 2 * u, box.h - u};
    ui_text_wrapped(t->art, FONT_BOLD, px, (SDL_Color){255, 255, 255, 255}, inner, text);
    /* Pointed at, or clicked open: the rule behind it, under the message. */
    /* Pointing shows it as a tooltip does: while the pointer rests there (table_tooltip_now). */
    bool pointed = t->ui.pointer_tip && rect_contains(box, t->ui.mouse_x, t->ui.mouse_y);
    bool open = t->ui.why_open || pointed;
    int x = pointed ? t->ui.mouse_x : box.x + box.w / 2;
    if (t->now.message_why[0] && open)
        ui_tooltip(r, t->art, type_px(t->art, u, TYPE_BODY), x, box.y + box.h, t->draw.w, t->draw.h, t->now.message_why);
}

/* The seat whose sheet is shown large. */
int table_big_seat(const TableScene *t)
{
    int peek = table_peek_seat(t);
    if (peek >= 0) return peek;
    return t->ui.viewed >= 0 ? t->ui.viewed : table_acting_seat(t);
}

/* What goes over the large sheet this frame: legal spots, hover, the road preview, and the
 * mark being penned. */
SheetDecor table_big_decor(TableScene *t, uint32_t now)
{
    const Game *g = table_game(t);
    int seat = table_big_seat(t);
    bool own = seat == g->to_act && !table_waiting_end_turn(t);
    SheetDecor d;
    SDL_zero(d);
    d.pen = table_pen_of(t, seat);
    d.preview_field = -1;
    d.hover = sheet_spot_at(&t->draw.big, t->ui.mouse_x, t->ui.mouse_y);
    if (own && !table_handover_due(t)) {
        d.legal = &t->now.legal_spots;
        if (t->ui.preview.field >= 0) {
            d.preview_field = t->ui.preview.field;
            d.preview_edges = t->ui.preview.edges;
            d.preview_ok = t->ui.preview.has ? t->ui.preview.legal : true;
        } else if (t->ui.road.field >= 0) {
            RoadCandidate c = road_from_draft(g, t->sheets, &t->ui.road);
            d.preview_field = c.field;
            d.preview_edges = c.edges;
            d.preview_ok = c.has ? c.legal : true;
        }
    }
    SpotSet shown;
    int field, edges;
    if (d.preview_field < 0 && table_shown_spots(t, &shown, &field, &edges) && field >= 0) {
        /* The shown move's road, drawn as a road being placed is. */
        d.preview_field = field;
        d.preview_edges = edges;
        d.preview_ok = true;
    }
    uint32_t pen_ms = t->now.pen_ms;
    if (t->now.pen_seat == seat && now < t->now.pen_start + pen_ms) {
        d.before = &t->now.pen_before;
        d.pen_progress = (float)(now - t->now.pen_start) / (float)pen_ms;
    }
    return d;
}

/* What is said over the large sheet: the sale being built, why a dragged road is refused,
 * and whose sheet it is when it is not the acting player's. */
void table_draw_big_notes(TableScene *t, SDL_Renderer *r, SDL_Color pen)
{
    const Game *g = table_game(t);
    int seat = table_big_seat(t);
    bool own = seat == table_acting_seat(t), acting = own && !table_waiting_end_turn(t);
    /* The sale being built: the slots that Confirm will cross. */
    if (acting && input_sale_open(&t->now.legal)) {
        const Player *p = &g->player[seat];
        for (int good = 0; good < GOOD_COUNT; good++)
            for (int k = 0; k < t->ui.sale.n[good]; k++) {
                Spot s = {SPOT_SLOT, (uint8_t)good, (uint8_t)(p->goods_crossed[good] + k)};
                SDL_Rect rc = sheet_spot_rect(&t->draw.big, s);
                SDL_Color c = pen;
                c.a = 170;
                art_cross(r, (float)rc.x + (float)rc.w / 2, (float)rc.y + (float)rc.h / 2,
                          (float)rc.w * 0.4f, (float)rc.w / 8 + 1, c);
            }
    }
    /* A refused road says why next to where it would be. */
    if (acting && t->ui.preview.has && !t->ui.preview.legal && t->ui.dragging) {
        char text[320];
        table_words_refused(t->lang, &t->ui.preview.why, text, sizeof text);
        ui_tooltip(r, t->art, type_px(t->art, t->draw.layout.unit, TYPE_BODY), t->ui.mouse_x, t->ui.mouse_y, t->draw.w, t->draw.h, text);
    }
    /* Whose sheet it is, off the sheet (table_peek.c). */
    if (!own) table_draw_view_note(t, r);
}

/* The large sheet drawn directly, every layer (a renderer that cannot keep pictures). */
static void draw_big_sheet(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    const Game *g = table_game(t);
    SheetDecor d = table_big_decor(t, now);
    sheet_draw(t->lang, r, t->art, &t->draw.big, &t->sheets->sheet[g->setup.sheet], &g->player[table_big_seat(t)], &d);
    table_draw_big_notes(t, r, d.pen);
}

/* A bonus chip: its icon over its name, at the fine size on up to two lines. A bonus
 * gained by the last decision wears the accent colour, so a gain is seen where it waits. */
static void draw_bonus_chip(TableScene *t, SDL_Renderer *r, SDL_Rect rc, Bonus b, bool active, bool hot, bool fresh)
{
    const Style *style = art_style(t->art);
    int u = t->draw.layout.unit;
    SDL_Color bg = active ? (SDL_Color){252, 236, 190, 255} : (SDL_Color){170, 160, 150, 255};
    art_fill_round(r, rc, rc.h / 8, bg);
    art_frame(r, rc, hot || fresh ? 3 : 1, hot || fresh ? style->accent : style->ink_soft);
    const char *icon = icon_for_bonus(b);
    char text[48];
    words_bonus_short(t->lang, b, text, sizeof text);
    /* Its name on one line or two, a pixel smaller at a time where two are not enough (a
     * long German word broken in the chip) or where they would leave the icon smaller than
     * the name's capitals (type_icon_least; two lines at 200 % in 1024×640): never a third
     * line cut at the chip's edge, never an icon shrunk to a dot. */
    int px = type_px(t->art, u, TYPE_FINE), lines, is;
    for (;; px--) {
        lines = ui_text_lines(t->art, FONT_BOLD, px, rc.w - 2, text);
        is = rc.h - lines * (px * 5 / 4) - u / 2;
        if (px <= TYPE_MIN_PX || (lines <= 2 && is >= type_icon_least(px))) break;
    }
    int th = px * 5 / 4;
    SDL_Rect ic = {rc.x + (rc.w - is) / 2, rc.y + u / 4, is, is};
    if (art_icon(t->art, icon, is)) art_draw_icon(t->art, icon, ic, (SDL_Color){255, 255, 255, 255});
    SDL_Rect words = {rc.x + 1, rc.y + rc.h - lines * th - u / 4, rc.w - 2, lines * th};
    SDL_RenderSetClipRect(r, &rc);
    ui_text_centred(t->art, FONT_BOLD, px, style->ink, words, text);
    SDL_RenderSetClipRect(r, NULL);
}

/* Which of the acting seat's pending bonuses the last decision brought: those not among
 * the ones waiting before it (a new turn starts with none waiting, R9.4). */
static void fresh_bonuses(const TableScene *t, bool fresh[GAME_MAX_PENDING])
{
    const Game *g = table_game(t);
    const Session *s = t->session;
    for (int i = 0; i < GAME_MAX_PENDING; i++) fresh[i] = i < g->pending_count;
    if (s->count == 0) return;
    const Game *before = &s->entry[s->count - 1].before;
    if (before->to_act != g->to_act) return;
    for (int k = 0; k < before->pending_count; k++)
        for (int i = 0; i < g->pending_count; i++)
            if (fresh[i] && g->pending[i].kind == before->pending[k].kind && g->pending[i].n == before->pending[k].n) {
                fresh[i] = false;
                break;
            }
}

/* The bonuses that lapsed as the last turn ended (R9.4), crossed out, until the next action;
 * the log says why each could not be used. */
static void draw_lapsed(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, right = l->pending.x;
    for (int i = 0; i < g->lapsed_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        SDL_Rect rc = table_pending_rect(l, i);
        if (rc.x + rc.w > l->pending.x + l->pending.w) break;
        draw_bonus_chip(t, r, rc, g->lapsed[i], false, false, false);
        art_cross(r, (float)rc.x + (float)rc.w / 2, (float)rc.y + (float)rc.h / 2, (float)rc.w / 3, 3,
                  (SDL_Color){150, 40, 40, 230});
        right = rc.x + rc.w + u;
    }
    char text[160];
    /* TRANSLATORS: under the crossed-out bonuses of a player whose turn ended with bonuses
     * that could not be used. */
    snprintf(text, sizeof text, _("Lapsed for %s: cannot be used"), t->seats.name[g->lapsed_seat]);
    int room = l->pending.x + l->pending.w - right, th;
    if (room < 6 * u) return;
    int px = type_px(t->art, u, type_fit(t->art, FONT_REGULAR, u, TYPE_BODY, TYPE_FINE, room, text)), tw;
    art_text_size(t->art, FONT_REGULAR, px, text, &tw, &th);
    art_text(t->art, FONT_REGULAR, px, (SDL_Color){200, 186, 166, 255}, right,
             l->pending.y + (l->pending.h - th) / 2, 0, text);
}

bool table_lapse_shown(const TableScene *t)
{
    const Game *g = table_game(t);
    /* A person's finished turn is shown as it ended (match.h's hold): its bonuses are still
     * listed as pending there, and they are the ones that lapsed. */
    return g->lapsed_count > 0 && g->lapsed_seat < t->seats.players &&
           (g->pending_count == 0 || table_waiting_end_turn(t));
}

static void draw_pending(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    if (table_lapse_shown(t)) {
        draw_lapsed(t, r);
        return;
    }
    if (g->pending_count == 0) {
        /* A step down the scale when long, then on two lines (grown text, a narrow bar). */
        const char *none = _("No bonuses waiting");
        int px = fit_px(t, FONT_REGULAR, TYPE_BODY, l->pending.w - u, none), w, h;
        art_text_size(t->art, FONT_REGULAR, px, none, &w, &h);
        int lines = w > l->pending.w - u ? 2 : 1;
        SDL_Rect box = {l->pending.x + u, l->pending.y + (l->pending.h - lines * px * 5 / 4) / 2, l->pending.w - u, 0};
        ui_text_wrapped(t->art, FONT_REGULAR, px, (SDL_Color){200, 186, 166, 255}, box, none);
        return;
    }
    bool active = g->step.kind == STEP_PENDING, fresh[GAME_MAX_PENDING];
    fresh_bonuses(t, fresh);
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        SDL_Rect rc = table_pending_rect(l, i);
        if (rc.x + rc.w > l->pending.x + l->pending.w) break;
        bool usable = active && game_bonus_usable(g, t->sheets, i);
        bool hot = usable && rect_contains(rc, t->ui.mouse_x, t->ui.mouse_y);
        draw_bonus_chip(t, r, rc, g->pending[i], usable, hot, fresh[i]);
    }
}

bool table_confirm_label(const TableScene *t, char *confirm_label, size_t cap)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    bool confirm = false;
    snprintf(confirm_label, cap, "%s", _("Confirm"));
    if (table_waiting_end_turn(t)) {
        /* TRANSLATORS: the Confirm button once a turn is done: play passes on. */
        snprintf(confirm_label, cap, "%s", _("End turn"));
        confirm = !table_practice(t);   /* a practice is never passed on */
    } else if (input_sale_open(&t->now.legal)) {
        Action a = sale_draft_action(&t->ui.sale);
        confirm = legal_has(&t->now.legal, &a);
        int n = t->ui.sale.n[0] + t->ui.sale.n[1] + t->ui.sale.n[2], want = game_sale_bonus_count(g);
        if (n < want)
            /* TRANSLATORS: the Confirm button while a sale bonus waits for more goods. */
            snprintf(confirm_label, cap, trn("Choose %d more", "Choose %d more", want - n), want - n);
        else if (n == 0) snprintf(confirm_label, cap, "%s", _("Sell nothing"));
        /* TRANSLATORS: the Confirm button while goods are chosen for a sale. */
        else snprintf(confirm_label, cap, _("Sell %d"), n);
    } else {
        RoadCandidate c = road_from_draft(g, t->sheets, &t->ui.road);
        confirm = c.has && c.legal;
    }
    return confirm;
}

static void draw_buttons(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    bool undo = table_can_undo(t), ended = table_waiting_end_turn(t);
    bool reroll = g->step.kind == STEP_KARMA_KEEP;
    bool karma = !ended &&
                 (reroll ? legal_has_kind(&t->now.legal, ACT_REROLL) : legal_has_kind(&t->now.legal, ACT_KARMA));
    char confirm_label[64];
    bool confirm = table_confirm_label(t, confirm_label, sizeof confirm_label);
    bool hint = game_actor(g) >= 0 && !match_hint_running(t->match) && !ended;
    const char *label[BUTTON_COUNT] = {_("Undo"), reroll ? _("Reroll") : t->ui.karma_armed ? _("Karma…") : _("Karma"),
                                       confirm_label, match_hint_running(t->match) ? _("Thinking…") : _("Hint")};
    bool on[BUTTON_COUNT] = {undo, karma, confirm, hint};
    bool bot = table_bot_turn(t);
    /* One size for the row whatever the labels say now (table_buttons.c). */
    for (int b = 0; b < BUTTON_COUNT; b++) {
        ui_button_px(r, t->art, l->button[b], label[b], table_button_px(t, b), on[b] && !bot && !table_handover_due(t),
                     rect_contains(l->button[b], t->ui.mouse_x, t->ui.mouse_y));
    }
}

static void draw_seats(TableScene *t, SDL_Renderer *r)
{
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    /* The names a step smaller when one is long (all alike, as a row of labels), then cut
     * at the card's edge; under the name the seat's fame, money and karma as numbers, then
     * the dice it took. */
    const char *names[GAME_MAX_PLAYERS];
    int rooms[GAME_MAX_PLAYERS];
    for (int s = 0; s < g->setup.players; s++) names[s] = t->seats.name[s], rooms[s] = l->seat[s].w - 2 * u;
    int px = type_px(t->art, u, row_size(t, TYPE_BODY, names, rooms, g->setup.players));
    /* Below the scale where even the fine size is too wide (five cards side by side at
     * 200 %): a pixel at a time, down to the least size, all alike. */
    for (int s = 0; s < g->setup.players && px > TYPE_MIN_PX; s++) {
        int nw, nh;
        art_text_size(t->art, FONT_BOLD, px, names[s], &nw, &nh);
        if (nw > rooms[s]) px--, s = -1;
    }
    for (int s = 0; s < g->setup.players; s++) {
        SDL_Rect rc = l->seat[s];
        bool acting = s == table_acting_seat(t) && (g->waiting != WAIT_OVER || table_waiting_end_turn(t));
        /* A card that opens its sheet (no thumbnails) lights up under the pointer. */
        bool hot = l->thumbs == 0 && rect_contains(rc, t->ui.mouse_x, t->ui.mouse_y) &&
                   table_sheet_target(t, t->ui.mouse_x, t->ui.mouse_y) >= 0;
        SDL_Color under = acting ? (SDL_Color){255, 246, 222, 255} : (SDL_Color){214, 200, 178, 255};
        if (hot) under = acting ? (SDL_Color){255, 252, 240, 255} : (SDL_Color){236, 224, 204, 255};
        art_fill_round(r, rc, u, under);
        SDL_Rect stripe = {rc.x, rc.y, u, rc.h};
        art_fill_round(r, stripe, u / 2, table_pen_of(t, s));
        if (acting) art_frame(r, rc, 3, art_style(t->art)->accent);
        int room = rooms[s], w, h;
        art_text_size(t->art, FONT_BOLD, px, t->seats.name[s], &w, &h);
        SDL_Rect clip = {rc.x, rc.y, rc.w - u / 2, rc.h};
        SDL_RenderSetClipRect(r, &clip);
        art_text(t->art, FONT_BOLD, px, table_pen_of(t, s), rc.x + u + u / 2, rc.y + u / 2, 0, t->seats.name[s]);
        /* Fame, money and the karma left as plain numbers, each after its symbol. */
        SeatNumbers n = {g->player[s].fame, g->player[s].money, game_karma_left(g, s)};
        seats_numbers_draw(t->art, rc.x + u + u / 2, rc.y + u / 2 + h, table_seat_numbers_drawn_px(t->art, u, rc.w), room, art_style(t->art)->ink, &n);
        SDL_RenderSetClipRect(r, NULL);
    }
}

static void draw_race(TableScene *t, SDL_Renderer *r)
{
    const Game *g = table_game(t);
    RaceStrip s;
    SDL_zero(s);
    s.players = g->setup.players;
    s.crossing = t->sheets->sheet[g->setup.sheet].crossing;
    /* A finished turn waiting for End turn is still its player's (table_turn.c). */
    s.acting = g->waiting != WAIT_OVER || table_waiting_end_turn(t) ? table_acting_seat(t) : -1;
    if (g->end_triggered) s.ending = g->setup.players == 2 ? RACE_LAST_PASS : RACE_LAST_ROUND;
    for (int seat = 0; seat < s.players; seat++) {
        s.race[seat] = game_race(g, seat);
        s.name[seat] = t->seats.name[seat];
        s.pen[seat] = table_pen_of(t, seat);
    }
    race_strip_draw(t->lang, r, t->art, t->draw.layout.race, t->draw.layout.unit, &s);
}

bool table_thumb_hot(const TableScene *t, int i)
{
    return rect_contains(t->draw.layout.thumb[i], t->ui.mouse_x, t->ui.mouse_y);
}

SDL_Color table_thumb_under(const TableScene *t, int i)
{
    return table_thumb_hot(t, i) ? (SDL_Color){90, 72, 60, 255} : (SDL_Color){72, 56, 46, 255};
}

SheetDecor table_thumb_decor(const TableScene *t, int seat)
{
    SheetDecor d;
    SDL_zero(d);
    d.pen = table_pen_of(t, seat);
    d.preview_field = -1;
    d.thumbnail = true;
    d.hover.kind = SPOT_NONE;
    return d;
}

/* The panels the other sheets sit in, each with its player's name. */
static void draw_thumb_panels(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    for (int i = 0; i < n && i < l->thumbs; i++) {
        int s = seats[i];
        SDL_Rect rc = l->thumb[i];
        art_fill_round(r, rc, u / 2, table_thumb_under(t, i));
        char label[96];
        int room = rc.w - u, px = type_px(t->art, u, TYPE_FINE), tw, th;
        snprintf(label, sizeof label, _("%s (back to yours)"), t->seats.name[s]);
        /* The acting seat's own panel says it leads back, smaller where the panel is
         * narrow; where even the least size is too wide (grown text), its name alone (the
         * note over the sheet says how to go back). */
        if (s == table_acting_seat(t)) px = text_fit_line(t->art, FONT_BOLD, u, TYPE_FINE, room, label);
        art_text_size(t->art, FONT_BOLD, px, label, &tw, &th);
        if (s != table_acting_seat(t) || tw > room) {
            snprintf(label, sizeof label, "%s", t->seats.name[s]);
            px = type_px(t->art, u, TYPE_FINE);
        }
        SDL_RenderSetClipRect(r, &rc);
        art_text(t->art, FONT_BOLD, px, table_pen_of(t, s), rc.x + u / 2, rc.y + 1, 0, label);
        SDL_RenderSetClipRect(r, NULL);
    }
}

/* The other sheets drawn directly (a renderer that cannot keep pictures). */
static void draw_thumb_sheets(TableScene *t, SDL_Renderer *r)
{
    const Game *g = table_game(t);
    const Sheet *sheet = &t->sheets->sheet[g->setup.sheet];
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    for (int i = 0; i < n && i < t->draw.layout.thumbs; i++) {
        SheetDecor d = table_thumb_decor(t, seats[i]);
        sheet_draw(t->lang, r, t->art, &t->draw.thumb[i], sheet, &g->player[seats[i]], &d);
    }
}

static void draw_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    char text[320];
    table_tooltip_now(t, now, text, sizeof text);
    if (text[0]) ui_tooltip(r, t->art, type_px(t->art, t->draw.layout.unit, TYPE_BODY), t->ui.mouse_x, t->ui.mouse_y, t->draw.w, t->draw.h, text);
}

/* The news paragraphs' height at px, each wrapped to room, a half unit between two. */
static int news_height(TableScene *t, char news[][TABLE_NEWS_CHARS], int n, int px, int room)
{
    int hgt = 0;
    for (int i = 0; i < n; i++)
        hgt += ui_text_lines(t->art, FONT_REGULAR, px, room, news[i]) * px * 5 / 4 + (i > 0 ? t->draw.layout.unit / 2 : 0);
    return hgt;
}

void table_handover_card(TableScene *t, TableHandoverCard *c)
{
    int u = t->draw.layout.unit, w = t->draw.w, h = t->draw.h;
    int cw = type_grow(t->art, u, 70 * u);
    if (cw > w - 4 * u) cw = w - 4 * u;
    /* At 100 % the card of old (70 × 36 units, the rows at 15, the last line at 28); grown
     * text pushes each part down by what the one above it grew. */
    c->row_h = type_px(t->art, u, TYPE_BODY) * 3 / 2;
    c->title_y = 5 * u;
    c->rows_y = c->title_y + type_px(t->art, u, TYPE_DISPLAY) * 5 / 4 + 2 * u;
    if (c->rows_y < 15 * u) c->rows_y = 15 * u;
    /* The news at the body size, or the fine size when the card would leave the window. */
    char news[GAME_MAX_PLAYERS - 1][TABLE_NEWS_CHARS];
    int n = table_handover_news(t, table_seat_in_charge(table_game(t)), news, GAME_MAX_PLAYERS - 1);
    c->news_px = type_px(t->art, u, TYPE_BODY);
    c->news_h = news_height(t, news, n, c->news_px, cw - 4 * u);
    if (c->rows_y + c->news_h + 12 * u > h - 2 * u) {
        c->news_px = type_px(t->art, u, TYPE_FINE);
        c->news_h = news_height(t, news, n, c->news_px, cw - 4 * u);
    }
    c->ready_y = c->rows_y + (TABLE_HANDOVER_ROWS - 1) * c->row_h + type_px(t->art, u, TYPE_BODY) + u;
    if (c->ready_y < c->rows_y + c->news_h + u) c->ready_y = c->rows_y + c->news_h + u;
    if (c->ready_y < 28 * u) c->ready_y = 28 * u;
    /* Under the ready line, what the last save did (nothing when the game is never saved). */
    char words[600];
    save_words_handover(t->lang, &t->saved, words, sizeof words);
    c->saved_y = c->ready_y + type_px(t->art, u, TYPE_LABEL) * 5 / 4 + u;
    c->saved_px = type_px(t->art, u, TYPE_FINE);
    c->saved_lines = words[0] ? ui_text_lines(t->art, FONT_REGULAR, c->saved_px, cw - 4 * u, words) : 0;
    int ch = c->saved_lines ? c->saved_y + c->saved_lines * c->saved_px * 5 / 4 + 2 * u
                            : c->ready_y + type_px(t->art, u, TYPE_LABEL) * 5 / 4 + 3 * u;
    if (ch < 36 * u) ch = 36 * u;
    if (ch > h - 2 * u) ch = h - 2 * u;
    c->card = layout_rect((w - cw) / 2, (h - ch) / 2, cw, ch);
    c->title_y += c->card.y;
    c->rows_y += c->card.y;
    c->ready_y += c->card.y;
    c->saved_y += c->card.y;
}

static void draw_handover(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const Style *style = art_style(t->art);
    int seat = table_seat_in_charge(table_game(t));
    int u = t->draw.layout.unit;
    TableHandoverCard c;
    table_handover_card(t, &c);
    SDL_Rect card = ui_veil_card(r, t->art, t->draw.w, t->draw.h, c.card.w, c.card.h);
    SDL_Rect stripe = {card.x, card.y, card.w, 2 * u};
    art_fill_round(r, stripe, u, table_pen_of(t, seat));
    /* Every line of the card stays on it (what a text-fit test checks it against). */
    text_marks_push(art_text_marks(t->art), card);
    char text[96];
    snprintf(text, sizeof text, _("Pass to %s"), t->seats.name[seat]);
    art_text(t->art, FONT_BOLD, type_px(t->art, u, type_fit(t->art, FONT_BOLD, u, TYPE_DISPLAY, TYPE_TITLE, card.w - 4 * u, text)),
             table_pen_of(t, seat), card.x + card.w / 2, c.title_y, 1, text);
    /* What the others did while this player was away (table_news.c), a paragraph a seat,
     * each wrapped to the card and never cut, the block centred in its room. */
    char news[GAME_MAX_PLAYERS - 1][TABLE_NEWS_CHARS];
    int n = table_handover_news(t, seat, news, GAME_MAX_PLAYERS - 1);
    int room = c.ready_y - u - c.rows_y, y = c.rows_y + (room > c.news_h ? (room - c.news_h) / 2 : 0);
    for (int i = 0; i < n; i++) {
        SDL_Rect box = layout_rect(card.x + 2 * u, y, card.w - 4 * u, c.news_h);
        y += ui_text_centred(t->art, FONT_REGULAR, c.news_px, style->ink_soft, box, news[i]) + u / 2;
    }
    const char *ready = _("Click anywhere when you are ready");
    art_text(t->art, FONT_BOLD, type_px(t->art, u, type_fit(t->art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, card.w - 4 * u, ready)),
             style->ink, card.x + card.w / 2, c.ready_y, 1, ready);
    if (c.saved_lines) {
        char words[600];
        save_words_handover(lang, &t->saved, words, sizeof words);
        SDL_Color ink = t->saved.ok ? style->ink_soft : style->refused;
        ui_text_centred(t->art, FONT_REGULAR, c.saved_px, ink,
                        layout_rect(card.x + 2 * u, c.saved_y, card.w - 4 * u, c.saved_lines * c.saved_px), words);
    }
    text_marks_pop(art_text_marks(t->art));
}

/* The hint panel: the hard bot's advice, its chance of winning against the other options'
 * and those options (table_hint.c), where it hides nothing the advice is about; the best
 * one's place on the sheet, or its choice chip, is ringed. */
/* The hint's title and lines wrapped to room at px, px / 4 apart: their height. */
static int hint_height(TableScene *t, int px, int room)
{
    const Lang *lang = t->lang;
    int h = ui_text_lines(t->art, FONT_BOLD, px, room, _("Hint (hard bot, your chance of winning):")) * (px * 5 / 4);
    for (int i = 0; i < TABLE_HINT_LINES; i++)
        if (t->bots.hint_line[i][0])
            h += px / 4 + ui_text_lines(t->art, i == 1 ? FONT_BOLD : FONT_REGULAR, px, room, t->bots.hint_line[i]) *
                              (px * 5 / 4);
    return h;
}

static void draw_hint(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    const Lang *lang = t->lang;
    if (!t->bots.hint_shown || table_bot_turn(t) || table_waiting_end_turn(t)) return;
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, px = type_px(t->art, u, TYPE_BODY), lines = 0, widest = 0, tw, th;
    int hints;
    const BotChoice *hint = match_hint(t->match, &hints);
    const char *title = hints > 0 && hint[0].value < 0 ? _("Hint (what the lesson asks for now):")
                                                      : _("Hint (hard bot, your chance of winning):");
    art_text_size(t->art, FONT_BOLD, px, title, &widest, &th);
    for (int i = 0; i < TABLE_HINT_LINES; i++)
        if (t->bots.hint_line[i][0]) {
            art_text_size(t->art, i == 1 ? FONT_BOLD : FONT_REGULAR, px, t->bots.hint_line[i], &tw, &th);
            if (tw > widest) widest = tw;
            lines++;
        }
    if (!lines) return;
    int w = widest + 2 * u;
    if (w > l->sheet.w - 2 * u) w = l->sheet.w - 2 * u;
    /* Every line at one size: the body size, or the fine size when one would not fit; a
     * line wider than the panel still goes on as many rows as it needs (a long German
     * advice), never cut at the panel's edge; all of it within the sheet's height, a size
     * smaller when it must. */
    if (widest > w - 2 * u) px = type_px(t->art, u, TYPE_FINE);
    int room = w - 2 * u;
    while (px > TYPE_MIN_PX && hint_height(t, px, room) + u > l->sheet.h - 2 * u) px--;
    int message_px;
    SDL_Rect banner = table_message_up(t, now) ? table_message_box(t, &message_px) : (SDL_Rect){0, 0, 0, 0};
    SDL_Rect box = table_hint_place_off(t, w, hint_height(t, px, room) + u, banner);
    art_fill_round(r, box, u / 2, (SDL_Color){30, 22, 18, 225});
    text_marks_cover(art_text_marks(t->art), box);   /* the sheet's print under it is hidden */
    SDL_RenderSetClipRect(r, &box);
    int y = box.y + u / 2;
    y += ui_text_wrapped(t->art, FONT_BOLD, px, (SDL_Color){250, 214, 120, 255}, layout_rect(box.x + u, y, room, 0), title);
    /* The advice, then its chance against the others' in the title's gold, then the others. */
    for (int i = 0; i < lines; i++)
        y += px / 4 + ui_text_wrapped(t->art, i == 1 ? FONT_BOLD : FONT_REGULAR, px,
                                      i == 1 ? (SDL_Color){250, 214, 120, 255} : (SDL_Color){255, 246, 226, 255},
                                      layout_rect(box.x + u, y + px / 4, room, 0), t->bots.hint_line[i]);
    SDL_RenderSetClipRect(r, NULL);

    /* The die or spot itself is ringed by table_draw_marks, over the dice. */
    if (t->bots.hint_decided) return;   /* no advice to ring */
    const Action *best = &hint[0].action;   /* shown: the match's hint is ready */
    for (int i = 0; i < t->now.choices; i++)
        if (action_equal(&t->now.choice[i].action, best))
            art_frame(r, table_choice_rect(l, i, t->now.choices), 3, (SDL_Color){250, 190, 40, 255});
}

static void draw_leave(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const Style *style = art_style(t->art);
    int u = t->draw.layout.unit;
    SDL_Rect c = table_leave_card(t);
    SDL_Rect card = ui_veil_card(r, t->art, t->draw.w, t->draw.h, c.w, c.h);
    int title_px = type_px(t->art, u, type_fit(t->art, FONT_BOLD, u, TYPE_TITLE, TYPE_BODY, card.w - 4 * u, _("Leave this game?")));
    int y = card.y + 3 * u;
    art_text(t->art, FONT_BOLD, title_px, style->ink, card.x + card.w / 2, y, 1, _("Leave this game?"));
    y += type_px(t->art, u, TYPE_TITLE) * 5 / 4 + u;
    /* What the last save did, on as many lines as it takes (table_leave_words): saved, or
     * in the refusal colour why not and what leaving would lose. */
    char words[600];
    int px, lines;
    table_leave_words(t, card.w - 4 * u, words, sizeof words, &px, &lines);
    SDL_Color ink = t->saved.tried && !t->saved.ok ? style->refused : style->ink_soft;
    ui_text_centred(t->art, FONT_REGULAR, px, ink, layout_rect(card.x + 2 * u, y, card.w - 4 * u, lines * px), words);
    SDL_Rect leave, stay;
    table_leave_buttons(t, &leave, &stay);
    int label = type_px(t->art, u, TYPE_BODY);
    ui_button_px(r, t->art, leave, _("Leave"), label, true, rect_contains(leave, t->ui.mouse_x, t->ui.mouse_y));
    ui_button_px(r, t->art, stay, _("Keep playing"), label, true, rect_contains(stay, t->ui.mouse_x, t->ui.mouse_y));
}

static void draw_tray(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    art_fill_round(r, l->tray, u, (SDL_Color){36, 92, 60, 255});
    art_text(t->art, FONT_BOLD, type_px(t->art, u, TYPE_FINE), (SDL_Color){190, 226, 196, 255}, l->tray.x + u, l->tray.y + u / 3, 0,
             _("Centre"));
}

/* Everything that stays put between changes: the table cloth, prompt, choice chips,
 * pending bonuses, buttons, the tray, the seats, the log and the thumbnails' panels. */
void table_draw_chrome(TableScene *t, SDL_Renderer *r)
{
    const Style *style = art_style(t->art);
    SDL_SetRenderDrawColor(r, style->table_bg.r, style->table_bg.g, style->table_bg.b, 255);
    SDL_RenderClear(r);
    draw_prompt(t, r);
    if (!table_handover_due(t) && !table_waiting_end_turn(t)) draw_choices(t, r);
    draw_pending(t, r);
    draw_buttons(t, r);
    draw_tray(t, r);
    draw_race(t, r);
    draw_seats(t, r);
    draw_thumb_panels(t, r);
    table_draw_log(t, r);
}

static void draw_dice(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    const Game *g = table_game(t);
    bool handover = table_handover_due(t);
    bool selectable[DIE_COUNT] = {0};
    if (!handover && !table_waiting_end_turn(t) && (t->ui.viewed < 0 || t->ui.viewed == g->to_act))
        for (int d = 0; d < DIE_COUNT; d++) {
            Action a;
            selectable[d] = input_die_action(g, &t->now.legal, d, t->ui.karma_armed, &a) ||
                            (g->step.kind == STEP_CHOOSE_DIE && g->die_at[d] == DIE_AT_ELEPHANT &&
                             legal_has_kind(&t->now.legal, ACT_KARMA));
        }
    int hover = dice_view_hit(&t->draw.dice, t->ui.mouse_x, t->ui.mouse_y);
    dice_view_draw(t->lang, r, t->art, &t->draw.dice, g, now, selectable, hover);
}

/* What moves or follows the pointer, over the rest: dice, messages, the hint, tooltips and
 * the cards. */
static void draw_on_top(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    draw_dice(t, r, now);
    draw_hint(t, r, now);
    draw_message(t, r, now);   /* over the hint where no place keeps them apart: a refusal is read */
    table_draw_marks(t, r, now);
    table_draw_gains(t, r, now);
    if (t->ui.confirm_leave) draw_leave(t, r);
    else if (table_handover_due(t) && !dice_view_animating(&t->draw.dice, now)) draw_handover(t, r);
}

void table_draw_under_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    table_log_room(t);   /* a new log line may want more room: laid out before it is drawn */
    if (t->paused_at) now = t->paused_at;   /* under a card the dice stand still */
    if (!table_cache_usable(&t->draw.cache, r) || !table_draw_kept(t, r, now)) {
        table_draw_chrome(t, r);
        draw_big_sheet(t, r, now);
        draw_thumb_sheets(t, r);
    }
    draw_on_top(t, r, now);
    table_focus_draw(t, r, now);
}

void table_draw_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    if (t->paused_at) now = t->paused_at;
    draw_tooltip(t, r, now);
}

void table_draw(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    table_draw_under_tooltip(t, r, now);
    table_draw_tooltip(t, r, now);
}
