/* table_log.c — the log ("What happened") in its box under the other sheets: newest entry
 * at the foot, each entry wrapped onto as many rows as its words need (at a blank, or
 * between two characters for a word wider than the box), so no entry is ever cut. The box
 * is filled from the foot up: an older entry that does not fit whole above the newer ones
 * shows its last rows in the box's top rows, never an empty row, and the height left over
 * the rows goes between entries, not above the first. The table gives the box the height
 * the newest entry needs with a row of an older one above it (table_log_need,
 * table_layout_log); where the layout cannot, the log steps down to the fine size, and if
 * the newest is still taller than the box, its first rows are shown and the rest scrolls.
 * The mouse wheel over the box scrolls a row a notch, back through older entries or on to
 * the rest of a tall one; a small arrow says there is more that way, and a new entry
 * scrolls back home. */
#include "table_internal.h"

#include <string.h>

#include "i18n.h"
#include "table_words.h"
#include "terms.h"
#include "type_scale.h"
#include "text_fit.h"

/* Length in bytes of the row that starts at s: the longest start of it that is at most room
 * pixels wide, ending at a blank when one gives such a start, else at the last whole
 * character that fits (at least one character); all of s when it fits. */
static int row_len(Art *art, int px, const char *s, int room)
{
    char start[LOG_BOOK_CHARS];
    int w, h, n = (int)strlen(s), blank = 0, chars = 0;
    art_text_size(art, FONT_REGULAR, px, s, &w, &h);
    if (w <= room) return n;
    for (int i = 1; i < n && i < (int)sizeof start; i++) {
        if (s[i] != ' ') continue;
        memcpy(start, s, (size_t)i);
        start[i] = '\0';
        art_text_size(art, FONT_REGULAR, px, start, &w, &h);
        if (w > room) break;
        blank = i;
    }
    if (blank > 0) return blank;
    /* One word wider than the box: broken between two UTF-8 characters. */
    for (int i = 1; i <= n && i < (int)sizeof start; i++) {
        if (i < n && ((unsigned char)s[i] & 0xC0) == 0x80) continue;
        memcpy(start, s, (size_t)i);
        start[i] = '\0';
        art_text_size(art, FONT_REGULAR, px, start, &w, &h);
        if (w > room && chars > 0) break;
        chars = i;
        if (w > room) break;
    }
    return chars;
}

/* Wraps entry e into rows (up to cap): the first at the box's left, the rest indented by
 * indent. Returns how many rows it needs (may exceed cap: the rest are not written). */
static int wrap_entry(TableScene *t, int e, int px, int room, int indent, TableLogRow *rows, int cap)
{
    const char *line = log_book_words(t->lang, &t->now.log, e);
    int at = 0, n = 0, len = (int)strlen(line);
    while (at < len || n == 0) {
        int r = row_len(t->art, px, line + at, n == 0 ? room : room - indent);
        if (n < cap) rows[n] = (TableLogRow){e, at, r, n == 0 ? 0 : indent, 0};
        n++;
        at += r;
        while (line[at] == ' ') at++;
        if (r == 0) break;
    }
    return n;
}

/* A continued row's indent: a unit, or as wide as the "…" that may stand in it (the box's
 * top row ending an entry begun above, table_draw_log) with a pixel to spare, so the mark
 * is never drawn over the row's words (grown text). */
static int row_indent(TableScene *t, int px)
{
    int u = t->draw.layout.unit, ew = 0, eh = 0;
    art_text_size(t->art, FONT_REGULAR, px, "…", &ew, &eh);
    return ew + 2 > u ? ew + 2 : u;
}

int table_log_entry_rows(TableScene *t, int entry, int px)
{
    int u = t->draw.layout.unit;
    return table_log_wrap(t, entry, px, t->draw.layout.log.w - 2 * u, row_indent(t, px), NULL, 0);
}

int table_log_need(TableScene *t, TypeSize size)
{
    int px = type_px(t->art, t->draw.layout.unit, size), newest = t->now.log.count - 1;
    if (newest < 0) return 0;
    /* The rows of the newest entry, one of an older entry above when there is one, as many
     * rows as rows_fit finds in the box. */
    int rows = table_log_entry_rows(t, newest, px) + (newest > 0);
    return rows * (px * 5 / 4) + t->draw.layout.unit;
}

int table_log_wrap(TableScene *t, int entry, int px, int room, int indent, TableLogRow *rows, int cap)
{
    TableLogRow none;
    if (entry < 0 || entry >= t->now.log.count) return 0;
    return wrap_entry(t, entry, px, room, indent, rows ? rows : &none, rows ? cap : 0);
}

/* Every row of the newest entries at one size, whole entries top to bottom, at most cap
 * rows (an entry that would pass cap is left out, unless it is the newest: then its first
 * cap rows). *newest is the index of the newest entry's first row. */
static int all_rows(TableScene *t, int px, TableLogRow *rows, int cap, int *newest)
{
    int u = t->draw.layout.unit, room = t->draw.layout.log.w - 2 * u, used = 0;
    TableLogRow entry[TABLE_LOG_ROWS];
    *newest = 0;
    for (int e = t->now.log.count - 1; e >= 0; e--) {
        int n = wrap_entry(t, e, px, room, row_indent(t, px), entry, TABLE_LOG_ROWS);
        if (n > TABLE_LOG_ROWS) n = TABLE_LOG_ROWS;
        if (used + n > cap) {
            if (used == 0) used = n = cap;
            if (used == cap && e == t->now.log.count - 1) memcpy(rows, entry, sizeof *rows * (size_t)n);
            break;
        }
        /* Older entries go above: move the rows so far down. */
        memmove(rows + n, rows, sizeof *rows * (size_t)used);
        memcpy(rows, entry, sizeof *rows * (size_t)n);
        used += n;
    }
    for (int i = 0; i < used && rows[i].entry != t->now.log.count - 1; i++) *newest = i + 1;
    return used;
}

/* How many rows of px text the box holds. */
static int rows_fit(const TableLayout *l, int px)
{
    int fit = (l->log.h - l->unit) / (px * 5 / 4);
    return fit > 0 ? fit : 1;
}

/* The log's rows and the window onto them: the first row shown when not scrolled (*home:
 * the row that fills the box to its top with the newest rows, or the newest's first row
 * when it alone is taller than the box) and the last possible first row (*last). */
static int log_window(TableScene *t, TableLogRow *all, int *px, int *fit, int *home, int *last)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, newest, total;
    *px = type_px(t->art, u, TYPE_BODY);
    total = all_rows(t, *px, all, TABLE_LOG_ROWS, &newest);
    if (total - newest + (newest > 0) > rows_fit(l, *px)) {
        /* The newest entry, with a row of the one before it, is taller than the box at the
         * body size: the fine size. */
        *px = type_px(t->art, u, TYPE_FINE);
        total = all_rows(t, *px, all, TABLE_LOG_ROWS, &newest);
    }
    *fit = rows_fit(l, *px);
    /* The box is filled from the foot up: above the newest entry, the older ones down to
     * the box's top row, the highest of them showing only its last rows (the arrow says
     * more is above), so no row stays empty while there is more to read. */
    *home = newest;
    if (total - newest <= *fit) *home = total - *fit;
    if (*home < 0) *home = 0;
    *last = total - *fit > *home ? total - *fit : *home;
    return total;
}

int table_log_rows(TableScene *t, TableLogRow *rows, int cap, int *px, bool *older, bool *newer)
{
    const TableLayout *l = &t->draw.layout;
    TableLogRow all[TABLE_LOG_ROWS];
    int fit, home, last, total = log_window(t, all, px, &fit, &home, &last);
    int first = home - t->ui.log_scroll;
    if (first < 0) first = 0;
    if (first > last) first = last;
    int n = total - first < fit ? total - first : fit;
    if (n > cap) n = cap;
    int u = l->unit, line_h = *px * 5 / 4, gaps = 0;
    for (int i = 1; i < n; i++) gaps += all[first + i].entry != all[first + i - 1].entry;
    /* A full box keeps no empty band above its first row: what is left of its height over
     * the rows is shared out between entries (never inside a wrapped one). */
    int extra = n == fit && gaps > 0 ? l->log.h - u - n * line_h : 0, share = gaps > 0 ? extra / gaps : 0;
    int y = l->log.y + l->log.h - u / 2 - n * line_h - share * gaps;
    for (int i = 0; i < n; i++) {
        rows[i] = all[first + i];
        if (i > 0 && rows[i].entry != rows[i - 1].entry) y += share;
        rows[i].x += l->log.x + u;
        rows[i].y = y;
        y += line_h;
    }
    if (older) *older = first > 0;
    if (newer) *newer = first + n < total;
    return n;
}

void table_log_wheel(TableScene *t, int notches)
{
    TableLogRow all[TABLE_LOG_ROWS];
    int px, fit, home, last;
    log_window(t, all, &px, &fit, &home, &last);
    /* Up (away from the player) shows older rows, a row a notch. */
    int scroll = t->ui.log_scroll + notches;
    if (scroll > home) scroll = home;
    if (scroll < home - last) scroll = home - last;
    t->ui.log_scroll = scroll;
}

void table_log_page(TableScene *t, int pages)
{
    TableLogRow all[TABLE_LOG_ROWS];
    int px, fit, home, last;
    log_window(t, all, &px, &fit, &home, &last);
    /* A box's worth less one row, so the row at the edge stays in sight. */
    table_log_wheel(t, pages * (fit > 1 ? fit - 1 : 1));
}

void table_log_detail(TableScene *t, int x, int y, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (!rect_contains(t->draw.layout.log, x, y)) return;
    TableLogRow rows[TABLE_LOG_ROWS];
    int px, n = table_log_rows(t, rows, TABLE_LOG_ROWS, &px, NULL, NULL);
    for (int i = 0; i < n; i++) {
        if (y < rows[i].y || y >= rows[i].y + px * 5 / 4) continue;
        const LogItem *it = &t->now.log.item[rows[i].entry];
        if (it->kind != LOG_REFUSED) return;
        /* A refusal's detail: the rule behind it, in the rules' words (R-clause first). */
        Refusal why = {it->clause, it->said};
        table_words_why(t->lang, it->clause, term_refusal(t->lang, &why), buf, cap);
        return;
    }
}

/* A small arrow at the box's right edge: more rows that way (the wheel scrolls to them). */
static void draw_more(SDL_Renderer *r, const TableLayout *l, bool up)
{
    int u = l->unit, x = l->log.x + l->log.w - u, y = up ? l->log.y + u / 2 : l->log.y + l->log.h - u / 2;
    SDL_SetRenderDrawColor(r, 238, 214, 170, 255);
    for (int k = 0; k < u / 2 + 1; k++) {
        int row = up ? y + k : y - k;
        SDL_RenderDrawLine(r, x - k, row, x + k, row);
    }
}

void table_draw_log(TableScene *t, SDL_Renderer *r)
{
    const Lang *lang = t->lang;
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, hw, hh, px;
    art_fill_round(r, l->log, u / 2, (SDL_Color){44, 33, 27, 255});
    const char *head = _("What happened");
    int head_px = text_fit_line(t->art, FONT_BOLD, u, TYPE_LABEL, l->log_head.w - u, head);
    art_text_size(t->art, FONT_BOLD, head_px, head, &hw, &hh);
    art_text(t->art, FONT_BOLD, head_px, (SDL_Color){238, 214, 170, 255}, l->log_head.x + u / 2,
             l->log_head.y + (l->log_head.h - hh) / 2, 0, head);
    TableLogRow rows[TABLE_LOG_ROWS];
    bool older, newer;
    int n = table_log_rows(t, rows, TABLE_LOG_ROWS, &px, &older, &newer);
    SDL_RenderSetClipRect(r, &l->log);
    for (int i = 0; i < n; i++) {
        char text[LOG_BOOK_CHARS];
        memcpy(text, log_book_words(lang, &t->now.log, rows[i].entry) + rows[i].start, (size_t)rows[i].len);
        text[rows[i].len] = '\0';
        /* The newest entry in the brighter ink. */
        SDL_Color c = rows[i].entry == t->now.log.count - 1 ? (SDL_Color){255, 246, 226, 255}
                                                            : (SDL_Color){200, 186, 166, 255};
        art_text(t->art, FONT_REGULAR, px, c, rows[i].x, rows[i].y, 0, text);
        /* The box's top row ending an entry begun above it: "…" in the indent says so. */
        if (i == 0 && rows[i].start > 0) {
            int ew, eh;
            art_text_size(t->art, FONT_REGULAR, px, "…", &ew, &eh);
            int ex = rows[i].x - ew - 1 < l->log.x + 1 ? l->log.x + 1 : rows[i].x - ew - 1;
            art_text(t->art, FONT_REGULAR, px, c, ex, rows[i].y, 0, "…");
        }
    }
    if (older) draw_more(r, l, true);
    if (newer) draw_more(r, l, false);
    SDL_RenderSetClipRect(r, NULL);
}
