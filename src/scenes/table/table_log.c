/* table_log.c — the log ("What happened") in its box under the other sheets: newest entry
 * at the foot, each entry wrapped onto as many rows as its words need (at a blank, or
 * between two characters for a word wider than the box), so no entry is ever cut. Only
 * whole entries are shown: when an entry does not fit above the newer ones, it and older
 * ones are left out; when the newest alone is taller than the box, the log steps down to
 * the fine size so it fits. */
#include "table.h"

#include <string.h>

#include "i18n.h"
#include "type_scale.h"

/* Length in bytes of the row that starts at s: the longest start of it that is at most room
 * pixels wide, ending at a blank when one gives such a start, else at the last whole
 * character that fits (at least one character); all of s when it fits. */
static int row_len(Art *art, int px, const char *s, int room)
{
    char start[TABLE_LOG_CHARS];
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
    const char *line = t->now.log[e];
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

int table_log_entry_rows(TableScene *t, int entry, int px)
{
    int u = t->draw.layout.unit;
    TableLogRow row;
    return entry >= 0 && entry < t->now.log_count ? wrap_entry(t, entry, px, t->draw.layout.log.w - 2 * u, u, &row, 0) : 0;
}

/* The rows at one size: whole entries from the newest back, as many as fit `fit` rows.
 * Returns the row count, or -1 when the newest entry alone needs more than fit rows. */
static int rows_at(TableScene *t, int px, TableLogRow *rows, int cap, int fit)
{
    int u = t->draw.layout.unit, room = t->draw.layout.log.w - 2 * u, used = 0;
    TableLogRow entry[TABLE_LOG_ROWS];
    for (int e = t->now.log_count - 1; e >= 0; e--) {
        int n = wrap_entry(t, e, px, room, u, entry, TABLE_LOG_ROWS);
        if (used + n > fit || used + n > cap || n > TABLE_LOG_ROWS) {
            if (used == 0) return -1;
            break;
        }
        /* Older entries go above: move the rows so far down. */
        memmove(rows + n, rows, sizeof *rows * (size_t)used);
        memcpy(rows, entry, sizeof *rows * (size_t)n);
        used += n;
    }
    return used;
}

/* How many rows of px text the box holds. */
static int rows_fit(const TableLayout *l, int px)
{
    return (l->log.h - l->unit) / (px * 5 / 4);
}

int table_log_rows(TableScene *t, TableLogRow *rows, int cap, int *px)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit;
    *px = type_px(u, TYPE_BODY);
    int n = rows_at(t, *px, rows, cap, rows_fit(l, *px));
    if (n < 0) {
        *px = type_px(u, TYPE_FINE);
        n = rows_at(t, *px, rows, cap, rows_fit(l, *px));
    }
    if (n < 0) {
        /* Taller than the box even at the fine size: its first rows, as many as fit. */
        int fit = rows_fit(l, *px);
        n = wrap_entry(t, t->now.log_count - 1, *px, l->log.w - 2 * u, u, rows, cap);
        if (n > fit) n = fit;
        if (n > cap) n = cap;
    }
    int line_h = *px * 5 / 4, y = l->log.y + l->log.h - u / 2 - n * line_h;
    for (int i = 0; i < n; i++) {
        rows[i].x += l->log.x + u;
        rows[i].y = y + i * line_h;
    }
    return n;
}

void table_draw_log(TableScene *t, SDL_Renderer *r)
{
    const TableLayout *l = &t->draw.layout;
    int u = l->unit, hw, hh, px;
    art_fill_round(r, l->log, u / 2, (SDL_Color){44, 33, 27, 255});
    const char *head = _("What happened");
    int head_px = type_px(u, type_fit(t->art, FONT_BOLD, u, TYPE_LABEL, TYPE_BODY, l->log_head.w - u, head));
    art_text_size(t->art, FONT_BOLD, head_px, head, &hw, &hh);
    art_text(t->art, FONT_BOLD, head_px, (SDL_Color){238, 214, 170, 255}, l->log_head.x + u / 2,
             l->log_head.y + (l->log_head.h - hh) / 2, 0, head);
    TableLogRow rows[TABLE_LOG_ROWS];
    int n = table_log_rows(t, rows, TABLE_LOG_ROWS, &px);
    SDL_RenderSetClipRect(r, &l->log);
    for (int i = 0; i < n; i++) {
        char text[sizeof t->now.log[0]];
        memcpy(text, t->now.log[rows[i].entry] + rows[i].start, (size_t)rows[i].len);
        text[rows[i].len] = '\0';
        /* The newest entry in the brighter ink. */
        SDL_Color c = rows[i].entry == t->now.log_count - 1 ? (SDL_Color){255, 246, 226, 255}
                                                            : (SDL_Color){200, 186, 166, 255};
        art_text(t->art, FONT_REGULAR, px, c, rows[i].x, rows[i].y, 0, text);
    }
    SDL_RenderSetClipRect(r, NULL);
}
