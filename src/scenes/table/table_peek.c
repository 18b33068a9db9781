/* table_peek.c — looking at another player's sheet without changing whose turn it is.
 * The pointer resting on a thumbnail for TABLE_PEEK_MS shows that sheet large in the big
 * sheet's place until it leaves the thumbnail (passing over one does nothing); a click
 * keeps it there, and Esc, the controller's B or a click on it brings back the acting
 * player's own. The thumbnails stay where they are while one is peeked at, so the pointer
 * stays on the one it rests on. A note says whose sheet is shown, in the row of the choice
 * chips above the sheet (or the prompt's end), never over the sheet itself.
 *
 * Where the window has no room for thumbnails (four or five players at a large UI scale),
 * the seats' cards stand in for them: resting on or clicking a card does the same. */
#include "table_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "table_words.h"
#include "text_marks.h"
#include "type_scale.h"
#include "widgets.h"

int table_sheet_target(const TableScene *t, int x, int y)
{
    const TableLayout *l = &t->draw.layout;
    if (l->thumbs > 0) return table_thumb_at(l, x, y);
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    for (int i = 0; i < n; i++)
        if (rect_contains(l->seat[seats[i]], x, y)) return i;
    return -1;
}

/* The seat of the thumbnail the pointer rests on, when its sheet is shown large. */
int table_peek_seat(const TableScene *t)
{
    if (!t->ui.peeking || t->ui.hover_thumb < 0) return -1;
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    return t->ui.hover_thumb < n ? seats[t->ui.hover_thumb] : -1;
}

void table_peek_forget(TableScene *t)
{
    t->ui.hover_thumb = -1;
    t->ui.peeking = false;
    t->ui.hover_spent = false;
}

void table_peek_motion(TableScene *t, int x, int y, uint32_t now)
{
    /* A road dragged across the column does not flip the sheet it is drawn on. */
    int i = t->ui.dragging ? -1 : table_sheet_target(t, x, y);
    if (i == t->ui.hover_thumb) return;
    t->ui.hover_thumb = i;
    t->ui.hover_at = now;
    t->ui.peeking = false;
    t->ui.hover_spent = false;
}

bool table_peek_pending(const TableScene *t)
{
    return t->ui.hover_thumb >= 0 && !t->ui.peeking && !t->ui.hover_spent && !t->paused_at &&
           !t->ui.confirm_leave && !table_handover_due(t);
}

void table_peek_tick(TableScene *t, uint32_t now)
{
    if (table_due_come(t, TABLE_DUE_PEEK, now)) t->ui.peeking = true;
}

void table_thumb_click(TableScene *t, int i)
{
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    if (i < 0 || i >= n) return;
    t->ui.viewed = seats[i] == table_acting_seat(t) ? -1 : seats[i];
    /* The clicked sheet stays; the thumbnails move round it, and the one now under the
     * pointer is not peeked at until the pointer leaves it. */
    t->ui.hover_thumb = i;
    t->ui.peeking = false;
    t->ui.hover_spent = true;
}

bool table_back_to_own(TableScene *t)
{
    if (t->ui.viewed < 0 || t->ui.viewed == table_acting_seat(t)) return false;
    t->ui.viewed = -1;
    return true;
}

/* The pixel size text gets in room: from `from` down the scale to the fine size; 0 when
 * even that is too wide. */
static int note_px(TableScene *t, TypeSize from, int room, const char *text)
{
    int u = t->draw.layout.unit, w, h;
    int px = type_px(t->art, u, type_fit(t->art, FONT_BOLD, u, from, TYPE_FINE, room, text));
    art_text_size(t->art, FONT_BOLD, px, text, &w, &h);
    return w <= room ? px : 0;
}

/* The short note ("Arjun's sheet"), when the long one has no room. */
static void short_note(const TableScene *t, int seat, char *text, size_t cap)
{
    const Lang *lang = t->lang;
    /* TRANSLATORS: the short note over another player's sheet, when the long one has no room. */
    if (words_you(lang, t->seats.name[seat])) snprintf(text, cap, "%s", _("Your sheet"));
    else snprintf(text, cap, _("%s's sheet"), t->seats.name[seat]);
}

/* The long note over the sheet of seat, as the pointer rests on it or a click opened it. */
static void long_note(const TableScene *t, int seat, char *text, size_t cap)
{
    const Lang *lang = t->lang;
    const char *name = t->seats.name[seat];
    /* The lesson's "You" has a sheet of its own words ("Your sheet", never "You's"). */
    bool you = words_you(lang, name);
    if (table_peek_seat(t) >= 0 && you)
        snprintf(text, cap, "%s", _("Your sheet — click to keep it open"));
    else if (table_peek_seat(t) >= 0)
        /* TRANSLATORS: over another player's sheet shown while the pointer rests on it. */
        snprintf(text, cap, _("%s's sheet — click to keep it open"), name);
    else if (you)
        /* TRANSLATORS: over the lesson's person's own sheet opened by a click while another plays. */
        snprintf(text, cap, "%s", _("Looking at your sheet — Esc or a click on it goes back"));
    else
        /* TRANSLATORS: over another player's sheet opened by a click. */
        snprintf(text, cap, _("Looking at %s's sheet — Esc or a click on it returns to yours"), name);
}

/* The long note or else the short one, at the largest size from the label size down to
 * the fine size at which it fits room (*px; 0: neither fits, the short one in text). */
static void note_words(TableScene *t, int seat, int room, char *text, size_t cap, int *px)
{
    long_note(t, seat, text, cap);
    *px = note_px(t, TYPE_LABEL, room, text);
    if (*px) return;
    short_note(t, seat, text, cap);
    *px = note_px(t, TYPE_LABEL, room, text);
}

/* Where the first of the prompt's lines, or its second in the chips' row, ends (its words
 * start right of the seat's dot, draw_prompt). */
static int prompt_line_end(TableScene *t, const TablePromptLines *p, bool second)
{
    int tw, th;
    art_text_size(t->art, FONT_BOLD, p->px, second ? p->two : p->one, &tw, &th);
    return t->draw.layout.prompt.h + tw + t->draw.layout.unit;
}

/* Where what comes first in the chips' row ends: the chips, or the prompt's second line;
 * the note takes the row's room right of that. */
static int chips_end(TableScene *t)
{
    const TableLayout *l = &t->draw.layout;
    if (t->now.choices == 0 || table_handover_due(t) || table_waiting_end_turn(t)) {
        TablePromptLines p;
        table_prompt_lines(t, &p);
        return p.below ? prompt_line_end(t, &p, true) : l->choices.x;
    }
    SDL_Rect last = table_choice_rect(l, t->now.choices - 1, t->now.choices);
    return last.x + last.w + l->unit;
}

/* The note's row when the chips' row has no room for it: the prompt's, right of the
 * prompt's first line where its second takes the chips' row (a peek leaves the prompt as
 * it is), else from the window's middle; over the round either way. */
static SDL_Rect note_row_in_prompt(TableScene *t)
{
    const TableLayout *l = &t->draw.layout;
    int x = l->w / 2;
    TablePromptLines p;
    table_prompt_lines(t, &p);
    if (p.below) x = prompt_line_end(t, &p, false);
    return (SDL_Rect){x, l->prompt.y, l->w - l->unit - x, l->prompt.h};
}

bool table_view_note(TableScene *t, char *text, size_t cap, SDL_Rect *box, int *px)
{
    int seat = table_big_seat(t);
    if (seat == table_acting_seat(t)) return false;
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, tw, th, right = l->choices.x + l->choices.w;
    note_words(t, seat, right - chips_end(t) - 2 * u, text, cap, px);
    SDL_Rect row = l->choices;
    if (!*px) {
        row = note_row_in_prompt(t);
        right = row.x + row.w;
        note_words(t, seat, row.w - 2 * u, text, cap, px);
        if (!*px) *px = note_px(t, TYPE_BODY, row.w - 2 * u, text);
        if (!*px) *px = type_px(t->art, u, TYPE_FINE);
    }
    art_text_size(t->art, FONT_BOLD, *px, text, &tw, &th);
    int bh = th + u / 2 < row.h ? th + u / 2 : row.h;
    *box = (SDL_Rect){right - tw - 2 * u, row.y + (row.h - bh) / 2, tw + 2 * u, bh};
    if (box->x < row.x) box->x = row.x, box->w = right - row.x;
    return true;
}

void table_draw_view_note(TableScene *t, SDL_Renderer *r)
{
    char text[192];
    SDL_Rect box;
    int px, tw, th;
    if (!table_view_note(t, text, sizeof text, &box, &px)) return;
    int u = t->draw.layout.unit;
    art_fill_round(r, box, u / 2, (SDL_Color){30, 22, 18, 255});   /* opaque: the round under it is gone */
    text_marks_cover(art_text_marks(t->art), box);   /* over the round, when the note takes the prompt's end */
    art_text_size(t->art, FONT_BOLD, px, text, &tw, &th);
    SDL_RenderSetClipRect(r, &box);
    art_text(t->art, FONT_BOLD, px, table_pen_of(t, table_big_seat(t)), box.x + u, box.y + (box.h - th) / 2, 0, text);
    SDL_RenderSetClipRect(r, NULL);
}
