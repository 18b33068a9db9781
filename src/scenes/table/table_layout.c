/* table_layout.c — the game table's regions (see table_layout.h). The acting player's sheet
 * gets the left 60 % because that is where every decision is drawn; the right column holds
 * what everyone watches: the dice, the seats, the other sheets and the log. All sizes come
 * from one unit so the table scales evenly from 1024×640 to 4K. */
#include "table_layout.h"

void table_layout(TableLayout *t, int w, int h, int players)
{
    int u = layout_unit(&w, &h);   /* at least 6: 1024 / 160 and 640 / 100 */
    if (players < GAME_MIN_PLAYERS) players = GAME_MIN_PLAYERS;
    if (players > GAME_MAX_PLAYERS) players = GAME_MAX_PLAYERS;
    SDL_zerop(t);
    t->w = w;
    t->h = h;
    t->players = players;
    t->unit = u;
    int m = u;

    t->prompt = layout_rect(0, 0, w, 5 * u);
    int left_w = w * 60 / 100;
    t->choices = layout_rect(m, t->prompt.h + m / 2, left_w - 2 * m, 5 * u);

    int bar_h = 7 * u;
    int bar_y = h - bar_h - m;
    int button_w = 11 * u;
    /* The bar holds the buttons that play; Hint sits beside the log (below). */
    int bar_buttons = BUTTON_HINT;
    int buttons_w = bar_buttons * button_w + (bar_buttons - 1) * (m / 2);
    int bx = left_w - m - buttons_w;
    for (int i = 0; i < bar_buttons; i++)
        t->button[i] = layout_rect(bx + i * (button_w + m / 2), bar_y + u / 2, button_w, bar_h - u);
    t->pending = layout_rect(m, bar_y, bx - 2 * m, bar_h);

    int sheet_y = t->choices.y + t->choices.h + m / 2;
    t->sheet = layout_rect(m, sheet_y, left_w - 2 * m, bar_y - m / 2 - sheet_y);

    int rx = left_w;
    int rw = w - left_w - m;
    int y = t->prompt.h + m;
    t->tray = layout_rect(rx, y, rw, 22 * u);
    y += t->tray.h + m;

    int gap = m / 2;
    int seat_w = (rw - (players - 1) * gap) / players;
    for (int s = 0; s < players; s++)
        t->seat[s] = layout_rect(rx + s * (seat_w + gap), y, seat_w, 12 * u);
    y += 12 * u + m;

    int remaining = h - m - y;
    int log_min = 14 * u;
    t->thumbs = players - 1;
    int cols = t->thumbs <= 1 ? 1 : 2;
    int rows = (t->thumbs + cols - 1) / cols;
    int thumbs_h = remaining - log_min - m;
    /* A lone thumbnail need not be taller than a sheet of that width. */
    if (rows == 1 && cols == 1 && thumbs_h > rw * 6 / 10)
        thumbs_h = rw * 6 / 10;
    int cell_w = (rw - (cols - 1) * gap) / cols;
    int cell_h = (thumbs_h - (rows - 1) * gap) / rows;
    for (int i = 0; i < t->thumbs; i++)
        t->thumb[i] = layout_rect(rx + (i % cols) * (cell_w + gap), y + (i / cols) * (cell_h + gap),
                           cell_w, cell_h);
    y += thumbs_h + m;
    int hint_w = 11 * u;
    t->log = layout_rect(rx, y, rw - hint_w - gap, h - m - y);
    t->button[BUTTON_HINT] = layout_rect(rx + rw - hint_w, y, hint_w, 6 * u);
}

SDL_Rect table_choice_rect(const TableLayout *t, int i, int count)
{
    if (count < 1) count = 1;
    int gap = t->unit / 2;
    int w = (t->choices.w - (count - 1) * gap) / count;
    if (w > 24 * t->unit) w = 24 * t->unit;
    return layout_rect(t->choices.x + i * (w + gap), t->choices.y, w, t->choices.h);
}

SDL_Rect table_pending_rect(const TableLayout *t, int i)
{
    int s = t->pending.h - t->unit;
    return layout_rect(t->pending.x + i * (s + t->unit / 2), t->pending.y + t->unit / 2, s, s);
}

SDL_Rect table_pending_decline_rect(const TableLayout *t, int i)
{
    SDL_Rect p = table_pending_rect(t, i);
    int s = p.w * 2 / 5;
    return layout_rect(p.x + p.w - s, p.y, s, s);
}

int table_button_at(const TableLayout *t, int x, int y)
{
    for (int i = 0; i < BUTTON_COUNT; i++)
        if (rect_contains(t->button[i], x, y)) return i;
    return -1;
}

int table_thumb_at(const TableLayout *t, int x, int y)
{
    for (int i = 0; i < t->thumbs; i++)
        if (rect_contains(t->thumb[i], x, y)) return i;
    return -1;
}
