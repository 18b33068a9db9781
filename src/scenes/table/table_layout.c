/* table_layout.c — the game table's regions (see table_layout.h). The sheet being played
 * gets all the room the window allows while the right column keeps its least width: it is
 * as tall as the window leaves under the prompt and the choice chips, unless that would
 * make it too wide, and the bar under it holds the pending bonuses (next to the sheet they
 * are used on) and the playing buttons. The right column, which everyone watches, takes
 * the rest: the race to the crossing, the dice, the seats, the other sheets and the log.
 * All sizes come from one unit, so the table scales evenly from 1024×640 to 4K.
 *
 * The player's UI scale and text size (type_scale.h's zoom) grow what holds text — the
 * prompt and the chips, the bar and its buttons, the right column's width, the race's
 * rows, the tray's and the seats' words, the thumbnails' names, the log's heading — by
 * type_grow, each up to a cap; the sheet takes what is left, and the thumbnails shrink
 * (to nothing at 4–5 players in the smallest windows: the seats' cards and the race still
 * show everyone, and the cards open the sheets, table_peek.c), and four or five seats' cards
 * go side by side in one row when two rows would leave the log too little. The log may ask
 * for the room its newest entry needs (table_layout_log): the thumbnails, the cards and the
 * space under the dice give it, never the dice, the sheet or the bar. */
#include "table_layout.h"

#include "race_strip.h"
#include "seats.h"
#include "type_scale.h"

/* The right column's least width, in units: four large dice across the tray, three seat cards
 * side by side with their dice, two thumbnails. */
#define RIGHT_MIN_U 37
#define RIGHT_MAX_U 45     /* ... and at most, under grown text */
#define BAR_U 9           /* the bar under the sheet: pending bonuses and buttons */
#define BUTTON_W_U 15     /* "Rückgängig" at the body size in 1024×640 */
#define PENDING_ROOM 6    /* chips that always fit: the most seen in 3000 random games */
#define TRAY_U 23         /* the centre: two rows of four dice, 64 px at 1280×800 ... */
#define TRAY_LEAST_U 14   /* ... or less where the seats and the log need the room */
#define TRAY_HEAD_U 2     /* the tray's name, over its dice */
#define SEAT_U 11
#define SEAT_TEXT_U 9 / 2   /* a card's name and karma lines, over its dice */
#define LOG_MIN_U 15       /* heading and about four lines */
#define HINT_W_U 12
#define HEAD_U 5          /* the log's heading row, as tall as Hint */

static int min_int(int a, int b) { return a < b ? a : b; }

/* A row that holds text: `least` at 100 %, grown with the text up to what its words need
 * (`need`) and never over `cap`, so grown text leaves the sheet every pixel it can. */
static int grown_row(int zoom, int u, int least, int cap, int need)
{
    int g = min_int(min_int(type_grow_zoomed(zoom, u, least), cap), need);
    return g > least ? g : least;
}

static int line_h(int zoom, int u)
{
    return grown_row(zoom, u, 5 * u, 9 * u, type_px_zoomed(zoom, u, TYPE_TITLE) + u);
}

int table_line_h(int zoom, int u)
{
    return line_h(zoom, u);
}

/* The prompt's and the chips' row (line) and the buttons' height, grown with the text,
 * give back what they took beyond their 100 % heights until the sheet, 5 × least_step
 * tall, fits under them: the sheet is what a player clicks, the rows only hold words
 * (which step down the type scale or go on two lines, table_draw.c). */
static void rows_give_way(int h, int u, int least_step, int *line, int *button_h)
{
    int room = h - u - (BAR_U - 6) * u - u / 2 - u - 5 * least_step;   /* for 2 lines + buttons */
    while (2 * *line + *button_h > room && (*line > 5 * u || *button_h > 6 * u)) {
        if (*line > 5 * u && *line - 5 * u >= *button_h - 6 * u) (*line)--;
        else (*button_h)--;
    }
}

/* The sheet, the choice chips over it and the bar under it, in the left column: the
 * sheet in steps of at least least_step (its 100 % size, 0 at 100 %). Returns the sheet's
 * right edge. */
static int layout_left(TableLayout *t, int w, int h, int u, int least_step)
{
    int m = u, line = line_h(t->zoom, u);
    int button_h = grown_row(t->zoom, u, 6 * u, 11 * u, 2 * type_px_zoomed(t->zoom, u, TYPE_BODY));
    rows_give_way(h, u, least_step, &line, &button_h);
    int top = line + u / 2;
    t->prompt = layout_rect(0, 0, w, line);
    int sheet_y = top + line + u / 2, bar_h = BAR_U * u - 6 * u + button_h;
    int avail_h = h - m - bar_h - u / 2 - sheet_y;
    int avail_w = w - 3 * m - t->right_min;
    /* 16:10, the sheet's own shape, in whole steps so a doubled window doubles it; never
     * smaller than at 100 % in this window (the right column's grown words give way). */
    int s = min_int(avail_h / 5, avail_w / 8);
    if (s < least_step) s = least_step;
    t->sheet = layout_rect(m, sheet_y, 8 * s, 5 * s);
    t->choices = layout_rect(m, top, t->sheet.w, line);

    /* The buttons grow with the text but leave the pending bonuses a third of the bar. */
    int bar_y = sheet_y + t->sheet.h + u / 2, gap = u / 2;
    /* Grown text gives up the bar's spare place for a fourth button. */
    int slots = type_zoom_capped(t->zoom, u) > 100 ? BUTTON_HINT : TABLE_BAR_SLOTS;
    int bw = min_int(type_grow_max_zoomed(t->zoom, u, BUTTON_W_U * u, 2 * BUTTON_W_U * u), (t->sheet.w * 2 / 3) / slots - gap);
    int slots_w = slots * bw + (slots - 1) * gap;
    int bx = m + t->sheet.w - slots_w;
    for (int i = 0; i < BUTTON_HINT; i++)
        t->button[i] = layout_rect(bx + i * (bw + gap), bar_y + 3 * u / 2, bw, button_h);
    t->pending = layout_rect(m, bar_y, bx - gap - m, bar_h);
    return m + t->sheet.w;
}

/* The seat cards: one row for up to three players, two rows for four or five, unless
 * one_row: all side by side (at four or five players, when two rows would leave the log a
 * line or two under grown text, or less than it asks); each card its words over depot_h
 * for its dice. */
static int layout_seats(TableLayout *t, int x, int y, int rw, int u, bool one_row, int depot_h)
{
    int players = t->players, gap = u / 2;
    int cols = one_row ? players : players == 4 ? 2 : min_int(players, 3);
    int rows = (players + cols - 1) / cols;
    int card_w = (rw - (cols - 1) * gap) / cols;
    int text_h = type_grow_max_zoomed(t->zoom, u, u * SEAT_TEXT_U, 9 * u);
    /* A card too narrow for the fame, money and karma on one line (seats.h, about 6.5 times
     * their size) keeps a second line for the karma. */
    int px = table_seat_numbers_px(t->zoom, u, card_w);
    if (card_w - 2 * u < px * 13 / 2) text_h += px * 5 / 4 + u / 2;
    int seat_h = depot_h + text_h;
    for (int s = 0; s < players; s++) {
        t->seat[s] = layout_rect(x + (s % cols) * (card_w + gap), y + (s / cols) * (seat_h + gap), card_w, seat_h);
        t->depot[s] = layout_rect(t->seat[s].x, t->seat[s].y + text_h, card_w, seat_h - text_h);
    }
    return rows * seat_h + (rows - 1) * gap;
}

/* The other sheets' panels, each a name over a 16:10 sheet, in one or two columns,
 * whichever shows them larger within `room`. Returns the height used. */
static int layout_thumbs(TableLayout *t, int x, int y, int rw, int room, int u)
{
    int n = t->players - 1, gap = u / 2, label = table_thumb_label(t), best_w = 0, best_cols = 1;
    for (int cols = 1; cols <= 2; cols++) {
        int rows = (n + cols - 1) / cols;
        int cell_w = (rw - (cols - 1) * gap) / cols;
        int sheet_h = (room - (rows - 1) * gap) / rows - label;
        int tw = min_int(cell_w, sheet_h * 16 / 10);
        if (tw > best_w) best_w = tw, best_cols = cols;
    }
    /* No room: no thumbnails rather than specks (under grown text, or where the log asked
     * for room, a speck is anything narrower than its grown name; the seats' cards then
     * open the sheets). */
    bool named = type_zoom_capped(t->zoom, u) > 100 || t->log_need > 0;
    if (best_w < (named ? type_grow_zoomed(t->zoom, u, 8 * u) : 4 * u)) {
        t->thumbs = 0;
        return -u;          /* nor the margin under them */
    }
    int cols = best_cols, rows = (n + cols - 1) / cols;
    int cell_w = (rw - (cols - 1) * gap) / cols, cell_h = best_w * 10 / 16 + label;
    t->thumbs = n;
    for (int i = 0; i < n; i++)
        t->thumb[i] = layout_rect(x + (i % cols) * (cell_w + gap) + (cell_w - best_w) / 2,
                                  y + (i / cols) * (cell_h + gap), best_w, cell_h);
    return rows * cell_h + (rows - 1) * gap;
}

/* The height left under y, down to the window's bottom margin `space`. */
static int h_left(const TableLayout *t, int y, int space)
{
    return t->h - space - y;
}

/* The seats' cards under the tray at y, and the room they leave the log: when the log's box
 * would be shorter than log_need (grown text: three body lines at four or five players; or
 * what the log asks, table_layout_log) the cards give way, four or five side by side in one
 * row, then their lower part. Returns the height they take. */
static int seats_give_way(TableLayout *t, int x, int y, int rw, int u, int space, int log_head, int log_need)
{
    int m = space, gap = u / 2, depot_h = SEAT_U * u - u * SEAT_TEXT_U;
    bool one_row = false, grown = type_zoom_capped(t->zoom, u) > 100;
    int seats_h = layout_seats(t, x, y, rw, u, false, depot_h);
    /* Four or five seats in two rows under grown text: the log would keep a line or two
     * (1280×800 at 200 %); side by side, each card narrower, the log gets a row's height,
     * unless a card would be too narrow for its fame and money at the least size (two
     * numbers and their symbols, over four times 11 px, test_table_layout). */
    int log_rows = grown ? u + 3 * type_px_zoomed(t->zoom, u, TYPE_BODY) * 5 / 4 : 0;
    if (log_rows < log_need) log_rows = log_need;
    int one_row_card = (rw - (t->players - 1) * gap) / t->players - 2 * u;
    if (t->players >= 4 && (grown || log_need > 0) && one_row_card > 4 * TYPE_MIN_PX &&
        h_left(t, y + seats_h + m + log_head + gap, space) < log_rows)
        seats_h = layout_seats(t, x, y, rw, u, one_row = true, depot_h);
    /* Still not a row for the log (the dice keep their 100 % size), or not what it asks: the
     * cards' lower part, the dice taken and the elephant, gives way, down to 3 units. */
    int rows = one_row || t->players <= 3 ? 1 : 2;
    int least = u + type_px_zoomed(t->zoom, u, TYPE_BODY) * 5 / 4;
    if (least < log_need) least = log_need;
    int short_by = least - h_left(t, y + seats_h + m + log_head + gap, space);
    if (short_by > 0) {
        depot_h -= (short_by + rows - 1) / rows;
        seats_h = layout_seats(t, x, y, rw, u, one_row, depot_h > 3 * u ? depot_h : 3 * u);
    }
    return seats_h;
}

/* The right column, top to bottom: race, tray, seats, thumbnails, the log under a heading
 * row that holds Hint at its end; the log's box at least log_need tall where the seats and
 * the thumbnails can give it that (0: as the room allows). Under the tray the parts stand
 * `space` apart and as far from the window's foot. */
static void layout_right(TableLayout *t, int x, int w, int h, int u, int least_dice_h, int log_need, int space)
{
    int m = u, gap = u / 2, y = t->prompt.h + u / 2, rw = w - m - x;
    int head = type_grow_max_zoomed(t->zoom, u, TRAY_HEAD_U * u, 4 * u);
    t->race = layout_rect(x, y, rw, race_strip_height(u, t->zoom, t->players));
    y += t->race.h + m;
    int log_head = grown_row(t->zoom, u, HEAD_U * u, 9 * u, 2 * type_px_zoomed(t->zoom, u, TYPE_BODY));
    int hint_w = min_int(type_grow_max_zoomed(t->zoom, u, HINT_W_U * u, 2 * HINT_W_U * u), rw / 2);
    int log_min = LOG_MIN_U * u - HEAD_U * u + log_head;
    /* The dice as large as the room under them allows: the seats (as laid out below) and
     * the log's least height come first, the thumbnails take what is left. Grown text
     * needs that room for itself: the dice keep the least tray there. What the log asks
     * beyond its least height is never taken from the dice. */
    int depot_h = SEAT_U * u - u * SEAT_TEXT_U;
    int seats_need = layout_seats(t, x, y, rw, u, false, depot_h);
    int spare = h - m - (y + head + m + seats_need + m + log_min);
    int wanted = type_zoom_capped(t->zoom, u) > 100 ? TRAY_LEAST_U : TRAY_U;
    int dice_h = min_int((wanted - TRAY_HEAD_U) * u, spare);
    if (dice_h < (TRAY_LEAST_U - TRAY_HEAD_U) * u) dice_h = (TRAY_LEAST_U - TRAY_HEAD_U) * u;
    /* ... but never smaller than at 100 % in this window: the seats, thumbnails and log
     * under them give way. */
    if (dice_h < least_dice_h) dice_h = least_dice_h;
    t->tray = layout_rect(x, y, rw, dice_h + head);
    t->tray_dice = layout_rect(x, y + head, rw, dice_h);
    y += t->tray.h + space;
    y += seats_give_way(t, x, y, rw, u, space, log_head, log_need) + space;
    /* The thumbnails take what the log leaves: its least height, or what it asks. */
    if (log_min < log_head + gap + log_need) log_min = log_head + gap + log_need;
    int thumbs_h = layout_thumbs(t, x, y, rw, h - space - y - log_min - space, u);
    y += t->thumbs ? thumbs_h + space : 0;
    t->log_head = layout_rect(x, y, rw - hint_w - gap, log_head);
    t->button[BUTTON_HINT] = layout_rect(x + rw - hint_w, y, hint_w, log_head);
    y += log_head + gap;
    t->log = layout_rect(x, y, rw, h - space - y);
}

/* The table at zoom % (type_scale.h), the sheet in steps of at least least_step and the
 * dice at least least_dice_h tall (0, 0: as the room allows), the log asking log_need. */
static void layout_at(TableLayout *t, int zoom, int w, int h, int players, int least_step, int least_dice_h,
                      int log_need)
{
    int u = layout_unit(&w, &h);   /* at least 6: 1024 / 160 and 640 / 100 */
    if (players < GAME_MIN_PLAYERS) players = GAME_MIN_PLAYERS;
    if (players > GAME_MAX_PLAYERS) players = GAME_MAX_PLAYERS;
    SDL_zerop(t);
    t->w = w;
    t->h = h;
    t->players = players;
    t->unit = u;
    t->zoom = zoom;
    /* The right column's least width grows with the text, up to RIGHT_MAX_U of the 160:
     * at 200 % the sheet, the one thing a player who needs large text must read, keeps
     * 70 % of the window's width. */
    t->right_min = type_grow_max_zoomed(t->zoom, u, RIGHT_MIN_U * u, RIGHT_MAX_U * u);
    int right = layout_left(t, w, h, u, least_step);
    t->log_need = log_need;
    layout_right(t, right + u, w, h, u, least_dice_h, log_need, u);
    /* Still short of what the log asks: the space between the parts under the tray halves. */
    if (t->log.h < log_need) layout_right(t, right + u, w, h, u, least_dice_h, log_need, u / 2);
}

void table_layout(TableLayout *t, int w, int h, int zoom, int players)
{
    table_layout_log(t, w, h, zoom, players, 0);
}

void table_layout_log(TableLayout *t, int w, int h, int zoom, int players, int log_need)
{
    if (zoom <= 100) {
        layout_at(t, zoom, w, h, players, 0, 0, log_need);
        return;
    }
    /* Grown text makes what a player clicks larger, never smaller: the sheet (its fields,
     * boxes and places) and the dice keep at least their 100 % sizes in this window, taken
     * from the table laid out at 100 % (a layout of its own zoom: nothing is set and put
     * back). */
    TableLayout plain;
    layout_at(&plain, 100, w, h, players, 0, 0, 0);
    layout_at(t, zoom, w, h, players, plain.sheet.h / 5, plain.tray_dice.h, log_need);
    /* The least width of a pending chip: the 100 % bar's first chip shaped as the grown
     * text shapes chips (wider, fewer to a row), so a bonus's name keeps its two lines. */
    plain.zoom = zoom;
    t->pending_least_w = table_pending_rect(&plain, 0).w;
}

int table_seat_numbers_px(int zoom, int unit, int card_w)
{
    int fine = type_px_zoomed(zoom, unit, TYPE_FINE), plain = type_px_plain(unit, TYPE_FINE), fit = (card_w - 2 * unit) * 2 / 13;
    if (fit >= fine) return fine;
    return fit >= plain ? fit : fine;
}

int table_seat_numbers_drawn_px(Art *art, int unit, int card_w)
{
    int px = table_seat_numbers_px(art_style(art)->zoom, unit, card_w), room = card_w - 2 * unit, plain = type_px_plain(unit, TYPE_FINE);
    if (room < px * 13 / 2) return px;   /* the card keeps a second line */
    /* One line kept: the estimate above is a few pixels off at some sizes; the measured
     * width decides, down to the 100 % size (where it holds, test_table_layout). */
    while (px > plain && seats_numbers_lines(art, px, room) == 2) px--;
    return px;
}

int table_thumb_label(const TableLayout *t)
{
    return type_grow_max_zoomed(t->zoom, t->unit, 2 * t->unit, 4 * t->unit);
}

SDL_Rect table_choice_rect(const TableLayout *t, int i, int count)
{
    if (count < 1) count = 1;
    int gap = t->unit / 2;
    int w = (t->choices.w - (count - 1) * gap) / count;
    int most = type_grow_max_zoomed(t->zoom, t->unit, 24 * t->unit, 40 * t->unit);
    if (w > most) w = most;
    return layout_rect(t->choices.x + i * (w + gap), t->choices.y, w, t->choices.h);
}

int table_pending_room(const TableLayout *t)
{
    /* Grown text takes room: as many chips as are 8 grown units wide, at least two (at
     * 200 %, two in 1024×640 and 1280×800); the others are drawn once the first are used. */
    if (type_zoom_capped(t->zoom, t->unit) <= 100) return PENDING_ROOM;
    int room = t->pending.w / type_grow_zoomed(t->zoom, t->unit, 8 * t->unit);
    /* ... and none narrower than at 100 %: a chip is clicked. */
    int gap = t->unit / 3, wide_enough = (t->pending.w + gap) / (t->pending_least_w + gap);
    if (room > wide_enough) room = wide_enough;
    return room < 2 ? 2 : room > PENDING_ROOM ? PENDING_ROOM : room;
}

/* A chip is a little wider than tall, so its name fits under the icon, unless that would
 * leave no room for PENDING_ROOM of them. */
SDL_Rect table_pending_rect(const TableLayout *t, int i)
{
    int gap = t->unit / 3, s = t->pending.h - t->unit;
    int wide = type_zoom_capped(t->zoom, t->unit) > 100 ? s * 2 : s * 5 / 3;   /* grown words: a wider chip */
    int cw = min_int(wide, (t->pending.w + gap) / table_pending_room(t) - gap);
    return layout_rect(t->pending.x + i * (cw + gap), t->pending.y + t->unit / 2, cw, s);
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
