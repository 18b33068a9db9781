/* table_layout.c — the game table's regions (see table_layout.h). The sheet being played
 * gets all the room the window allows while the right column keeps its least width: it is
 * as tall as the window leaves under the prompt and the choice chips, unless that would
 * make it too wide, and the bar under it holds the pending bonuses (next to the sheet they
 * are used on) and the playing buttons. The right column, which everyone watches, takes
 * the rest: the race to the crossing, the dice, the seats, the other sheets and the log.
 * All sizes come from one unit, so the table scales evenly from 1024×640 to 4K. */
#include "table_layout.h"

/* The right column's least width, in units: five dice across the tray, three seat cards
 * side by side with their dice, two thumbnails. */
#define RIGHT_MIN_U 35
#define BAR_U 9           /* the bar under the sheet: pending bonuses and buttons */
#define BUTTON_W_U 12
#define PENDING_ROOM 6    /* chips that always fit: the most seen in 3000 random games */
#define RACE_TITLE_U 3
#define TRAY_U 14
#define TRAY_HEAD_U 2     /* the tray's name, over its dice */
#define SEAT_U 11
#define SEAT_TEXT_U 9 / 2   /* a card's name and karma lines, over its dice */
#define LOG_MIN_U 15       /* heading and about four lines */
#define HINT_W_U 12
#define HEAD_U 5          /* the log's heading row, as tall as Hint */

static int min_int(int a, int b) { return a < b ? a : b; }

/* The sheet, the choice chips over it and the bar under it, in the left column. Returns
 * the sheet's right edge. */
static int layout_left(TableLayout *t, int w, int h, int u)
{
    int m = u, top = 5 * u + u / 2;
    t->prompt = layout_rect(0, 0, w, 5 * u);
    int sheet_y = top + 5 * u + u / 2, bar_h = BAR_U * u;
    int avail_h = h - m - bar_h - u / 2 - sheet_y;
    int avail_w = w - 3 * m - RIGHT_MIN_U * u;
    /* 16:10, the sheet's own shape, in whole steps so a doubled window doubles it. */
    int s = min_int(avail_h / 5, avail_w / 8);
    t->sheet = layout_rect(m, sheet_y, 8 * s, 5 * s);
    t->choices = layout_rect(m, top, t->sheet.w, 5 * u);

    int bar_y = sheet_y + t->sheet.h + u / 2, gap = u / 2, bw = BUTTON_W_U * u;
    int slots_w = TABLE_BAR_SLOTS * bw + (TABLE_BAR_SLOTS - 1) * gap;
    int bx = m + t->sheet.w - slots_w;
    for (int i = 0; i < BUTTON_HINT; i++)
        t->button[i] = layout_rect(bx + i * (bw + gap), bar_y + 3 * u / 2, bw, 6 * u);
    t->pending = layout_rect(m, bar_y, bx - gap - m, bar_h);
    return m + t->sheet.w;
}

/* The seat cards: one row for up to three players, two rows for four or five. */
static int layout_seats(TableLayout *t, int x, int y, int rw, int u)
{
    int players = t->players, gap = u / 2;
    int cols = players == 4 ? 2 : min_int(players, 3);
    int rows = (players + cols - 1) / cols;
    int card_w = (rw - (cols - 1) * gap) / cols;
    int text_h = u * SEAT_TEXT_U;
    for (int s = 0; s < players; s++) {
        t->seat[s] = layout_rect(x + (s % cols) * (card_w + gap), y + (s / cols) * (SEAT_U * u + gap),
                                 card_w, SEAT_U * u);
        t->depot[s] = layout_rect(t->seat[s].x, t->seat[s].y + text_h, card_w, SEAT_U * u - text_h);
    }
    return rows * SEAT_U * u + (rows - 1) * gap;
}

/* The other sheets' panels, each a name over a 16:10 sheet, in one or two columns,
 * whichever shows them larger within `room`. Returns the height used. */
static int layout_thumbs(TableLayout *t, int x, int y, int rw, int room, int u)
{
    int n = t->players - 1, gap = u / 2, label = 2 * u, best_w = 0, best_cols = 1;
    for (int cols = 1; cols <= 2; cols++) {
        int rows = (n + cols - 1) / cols;
        int cell_w = (rw - (cols - 1) * gap) / cols;
        int sheet_h = (room - (rows - 1) * gap) / rows - label;
        int tw = min_int(cell_w, sheet_h * 16 / 10);
        if (tw > best_w) best_w = tw, best_cols = cols;
    }
    if (best_w < 0) best_w = 0;
    int cols = best_cols, rows = (n + cols - 1) / cols;
    int cell_w = (rw - (cols - 1) * gap) / cols, cell_h = best_w * 10 / 16 + label;
    t->thumbs = n;
    for (int i = 0; i < n; i++)
        t->thumb[i] = layout_rect(x + (i % cols) * (cell_w + gap) + (cell_w - best_w) / 2,
                                  y + (i / cols) * (cell_h + gap), best_w, cell_h);
    return rows * cell_h + (rows - 1) * gap;
}

/* The right column, top to bottom: race, tray, seats, thumbnails, the log under a heading
 * row that holds Hint at its end. */
static void layout_right(TableLayout *t, int x, int w, int h, int u)
{
    int m = u, gap = u / 2, y = 5 * u + u / 2, rw = w - m - x;
    t->race = layout_rect(x, y, rw, RACE_TITLE_U * u + t->players * (u * 5 / 2));
    y += t->race.h + m;
    t->tray = layout_rect(x, y, rw, TRAY_U * u);
    t->tray_dice = layout_rect(x, y + TRAY_HEAD_U * u, rw, (TRAY_U - TRAY_HEAD_U) * u);
    y += t->tray.h + m;
    y += layout_seats(t, x, y, rw, u) + m;
    y += layout_thumbs(t, x, y, rw, h - m - y - LOG_MIN_U * u - m, u) + m;
    t->log_head = layout_rect(x, y, rw - HINT_W_U * u - gap, HEAD_U * u);
    t->button[BUTTON_HINT] = layout_rect(x + rw - HINT_W_U * u, y, HINT_W_U * u, HEAD_U * u);
    y += HEAD_U * u + gap;
    t->log = layout_rect(x, y, rw, h - m - y);
}

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
    int right = layout_left(t, w, h, u);
    layout_right(t, right + u, w, h, u);
}

SDL_Rect table_race_row(const TableLayout *t, int seat)
{
    int u = t->unit, row = u * 5 / 2;
    return layout_rect(t->race.x, t->race.y + RACE_TITLE_U * u + seat * row, t->race.w, row);
}

SDL_Rect table_choice_rect(const TableLayout *t, int i, int count)
{
    if (count < 1) count = 1;
    int gap = t->unit / 2;
    int w = (t->choices.w - (count - 1) * gap) / count;
    if (w > 24 * t->unit) w = 24 * t->unit;
    return layout_rect(t->choices.x + i * (w + gap), t->choices.y, w, t->choices.h);
}

/* A chip is a little wider than tall, so its name fits under the icon, unless that would
 * leave no room for PENDING_ROOM of them. */
SDL_Rect table_pending_rect(const TableLayout *t, int i)
{
    int gap = t->unit / 3, s = t->pending.h - t->unit;
    int cw = min_int(s * 5 / 3, (t->pending.w + gap) / PENDING_ROOM - gap);
    return layout_rect(t->pending.x + i * (cw + gap), t->pending.y + t->unit / 2, cw, s);
}

SDL_Rect table_pending_decline_rect(const TableLayout *t, int i)
{
    SDL_Rect p = table_pending_rect(t, i);
    int s = p.h * 2 / 5;
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
