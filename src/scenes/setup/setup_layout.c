/* setup_layout.c — where everything of the set-up screen goes (see setup_layout.h), and what a
 * click there hits. The sizes come from the one type scale at the player's zoom
 * (type_scale.h): the title, the column labels, the seats' rows and their buttons grow with
 * their words. At 100 % the seats fill the left column beside the chosen side; above it a
 * seat's row needs the window's width, so the seats go across it and the side, the buttons,
 * the message and the hints go under them: the buttons in columns of cells on the right
 * (a button whose words may take two lines at the body size in a cell that tall, where the
 * room allows), the message and the hints (which give way to a message) on their left. */
#include "setup_internal.h"

#include "geometry.h"
#include "type_scale.h"

/* The title's size: the largest of the scale at most 5 units tall (the display size at
 * 100 %), so the title keeps to one line at any zoom. */
static int title_px(int zoom, int u)
{
    for (int t = TYPE_DISPLAY; t > (int)TYPE_BODY; t--)
        if (type_px_zoomed(zoom, u, (TypeSize)t) <= 5 * u) return type_px_zoomed(zoom, u, (TypeSize)t);
    return type_px_zoomed(zoom, u, TYPE_BODY);
}

/* The title, the line under it (the icon on their left, as tall as both) and the column
 * labels' band; returns where the seats start. */
static int layout_top(SetupLayout *l)
{
    int u = l->unit, line = l->title_px * 5 / 4, sub = l->body_px * 5 / 4, tx = 5 * u + line + sub;
    l->title = layout_rect(tx, 2 * u, l->w - 3 * u - tx, line);
    l->subtitle = layout_rect(tx, 2 * u + line, l->w - 3 * u - tx, sub);
    int y = 3 * u + line + sub, head_h = 3 * u;
    if (y < 12 * u) y = 12 * u;
    if (head_h < l->fine_px * 5 / 4) head_h = l->fine_px * 5 / 4;
    l->header = layout_rect(3 * u, y, 0, head_h);   /* its width: the seats' */
    return y + head_h;
}

/* One seat's controls in its row: the pen on the left, ✕ on the right, between them the
 * name, the four kinds and the starting player (at 100 % as they always were; above it the
 * kinds as wide as their words at the finest size, the starting player as its word at the
 * body size, the name the rest). */
static void layout_seat(SetupLayout *l, int s, SDL_Rect row, int ctl)
{
    int u = l->unit, cy = row.y + row.h / 2, fine = l->fine_px;
    int d = row.h - 2 * u < 7 * u ? row.h - 2 * u : 7 * u, x = row.x + 2 * u;
    l->colour[s] = layout_rect(x, cy - d / 2, d, d);
    x += d + 2 * u;
    int right = row.x + row.w - 2 * u;
    l->remove[s] = layout_rect(right - ctl, cy - ctl / 2, ctl, ctl);
    if (!l->stacked) {
        l->first[s] = layout_rect(right - 19 * u, cy - ctl / 2, 13 * u, ctl);
        /* In units: the English words at the body size, the longest translations (Dutch
         * "Makkelijk", "Gemiddeld") at the finest. What a wider window's column leaves over
         * goes a fifth to the name, the rest to the kinds. */
        static const int kind_w[KIND_BUTTONS] = {9, 9, 10, 8};
        int spare = l->first[s].x - u - (x + 23 * u) - (36 * u + 3 * (u / 3)), extra;
        if (spare < 0) spare = 0;
        extra = (spare - spare / 5) / KIND_BUTTONS;
        l->name[s] = layout_rect(x, cy - 3 * u, 22 * u + spare / 5, 6 * u);
        x += 23 * u + spare / 5;
        for (int k = 0; k < KIND_BUTTONS; k++) {
            l->kind[s][k] = layout_rect(x, cy - ctl / 2, kind_w[k] * u + extra, ctl);
            x += kind_w[k] * u + extra + u / 3;
        }
        return;
    }
    /* The starting player's button holds its word at the body size: the German "Beginnt"
     * (4.4 body sizes wide) right of the elephant drawn on the seat that starts
     * (setup_first_label), "Beginnt?" (5) on the others. */
    int icon = ctl * 2 / 3 + 6, first_w = 9 * l->body_px / 2 + 4 + icon, kind_w = 6 * fine + 4, gap = u / 2;
    /* ✕ is one sign: two units narrower than tall (never narrower than at 100 %), the room
     * the name's column label needs. */
    int remove_w = ctl - 2 * u > 5 * u ? ctl - 2 * u : 5 * u;
    l->remove[s] = layout_rect(right - remove_w, cy - ctl / 2, remove_w, ctl);
    l->first[s] = layout_rect(l->remove[s].x - u - first_w, cy - ctl / 2, first_w, ctl);
    int kx = l->first[s].x - u - KIND_BUTTONS * kind_w - (KIND_BUTTONS - 1) * gap;
    for (int k = 0; k < KIND_BUTTONS; k++) l->kind[s][k] = layout_rect(kx + k * (kind_w + gap), cy - ctl / 2, kind_w, ctl);
    l->name[s] = layout_rect(x, cy - ctl / 2, kx - 2 * u - x, ctl);
}

/* The column labels over the first seat's controls. */
static void layout_heads(SetupLayout *l)
{
    int u = l->unit;
    SDL_Rect hd = l->header;
    /* The pen's label over the row's edge and the pen, the name's from a unit after the
     * pen, half a unit apart: two words side by side there ("Stift", "Name") never run
     * together. */
    int pen_end = l->colour[0].x + l->colour[0].w + u / 2, name_x = pen_end + u / 2;
    l->head[0] = layout_rect(l->row[0].x, hd.y, pen_end - l->row[0].x, hd.h);
    l->head[1] = layout_rect(name_x, hd.y, l->kind[0][0].x - 2 - name_x, hd.h);
    l->head[2] = layout_rect(l->kind[0][0].x, hd.y, l->first[0].x - u - l->kind[0][0].x, hd.h);
    l->head[3] = layout_rect(l->first[0].x - u, hd.y, l->first[0].w + 2 * u, hd.h);
}

/* 100 %: the seats in the left column, the side, its picture and the buttons on the right. */
static void layout_columns(SetupLayout *l, int top, int ctl, bool can_resume)
{
    int u = l->unit, w = l->w, h = l->h, x0 = 3 * u, lw = w * 62 / 100 - 4 * u;
    int row_h = 9 * u, below = top + l->players * (row_h + u);
    l->add = layout_rect(x0, below, 22 * u, ctl);
    l->random_first = layout_rect(x0 + lw - 26 * u, below, 26 * u, ctl);
    l->starter = layout_rect(l->add.x + l->add.w + u, below, l->random_first.x - 2 * u - (l->add.x + l->add.w), ctl);
    int rx = w * 62 / 100 + 2 * u, rw = w - rx - 3 * u;
    int big_h = 8 * u > l->big_px * 5 / 2 ? 8 * u : l->big_px * 5 / 2;
    l->start = layout_rect(w - 3 * u - 27 * u, h - 4 * u - big_h, 27 * u, big_h);
    /* A message may take several lines: the room down to the Start button's top, over the
     * hints, which give way to it (setup_draw.c). */
    l->message = layout_rect(x0, below + ctl + 2 * u, lw, l->start.y - (below + ctl + 2 * u));
    if (can_resume) l->resume = layout_rect(rx, l->start.y, l->start.x - 2 * u - rx, big_h);
    l->hints = layout_rect(x0, h - 16 * u, lw, 14 * u);

    l->side_label = layout_rect(rx, 12 * u, rw, 3 * u);
    int bw = l->sheets > 0 ? (rw - (l->sheets - 1) * u) / l->sheets : rw;
    if (bw > 16 * u) bw = 16 * u;
    for (int i = 0; i < l->sheets; i++) l->sheet[i] = layout_rect(rx + i * (bw + u), 16 * u, bw, 6 * u);
    /* The sheet is about 5 wide to 3 high: a taller box would only add paper-less margin. */
    int py = 24 * u, ph = l->start.y - 4 * u - py;
    if (ph > rw * 64 / 100) ph = rw * 64 / 100;
    l->preview = layout_rect(rx, py, rw, ph);
    /* The rules, settings and statistics cards open from a row under the preview. */
    int cw = (rw - 2 * u) / 3, cy = py + ph + 2 * u;
    l->rules = layout_rect(rx, cy, cw, ctl);
    l->settings = layout_rect(rx + cw + u, cy, cw, ctl);
    l->stats = layout_rect(rx + 2 * (cw + u), cy, cw, ctl);
    /* Under them, across the column: the guided first game, for whoever is new, the
     * puzzles and Today's dice, for whoever comes back. */
    int tw = (rw - 2 * u) / 3;
    l->learn = layout_rect(rx, cy + ctl + u, tw, ctl);
    l->puzzles = layout_rect(rx + tw + u, cy + ctl + u, tw, ctl);
    l->daily = layout_rect(rx + 2 * (tw + u), cy + ctl + u, rw - 2 * (tw + u), ctl);
    /* Over Resume, under Learn to play: why Resume is there. */
    int note_top = l->learn.y + l->learn.h + u;
    if (can_resume) l->resume_note = layout_rect(rx, note_top, rw, l->resume.y - u - note_top);
}

enum { CELLS = 13 };

/* The grid's cells in reading order, column by column: the seats' buttons and Learn to
 * play, the side (its label two cells tall) and who starts, the cards, the play-alone
 * buttons, Resume and Start. Tall: a button whose words may take two lines at the body size
 * ("+ Spieler hinzufügen", "Würfel des Tages"); the others hold theirs on one line (the
 * longest, "Einstellungen", in a cell's width) or are words that step down. */
typedef struct {
    SDL_Rect *rect[CELLS];
    bool tall[CELLS];
    int span[CELLS];
    int n;
} Cells;

static void cells_list(SetupLayout *l, bool can_resume, Cells *c)
{
    SDL_Rect *rect[CELLS] = {&l->add,   &l->random_first, &l->learn,   &l->side_label, &l->sheet[0],
                             &l->starter, &l->rules,      &l->settings, &l->stats,      &l->puzzles,
                             &l->daily, &l->resume,       &l->start};
    static const bool tall[CELLS] = {true, true, true, false, false, false, false, false, false, false, true, true, true};
    c->n = 0;
    for (int i = 0; i < CELLS; i++) {
        if (rect[i] == &l->resume && !can_resume) continue;
        c->rect[c->n] = rect[i];
        c->tall[c->n] = tall[i];
        c->span[c->n++] = rect[i] == &l->side_label ? 2 : 1;
    }
}

/* A cell's height: tall or short cells, span of them with the gaps between. */
static int cell_h(const Cells *c, int i, int tall_h, int short_h, int gap)
{
    int h = c->tall[i] ? tall_h : short_h;
    return c->span[i] * h + (c->span[i] - 1) * gap;
}

/* Fills columns room pixels tall with the cells in order, a new column where the next does
 * not fit under the last (the side's label only where the chips under it fit too); col[i]
 * and y[i] (from the grid's top) say where each goes. Returns the columns used. */
static int pack(const Cells *c, int room, int tall_h, int short_h, int gap, int *col, int *y)
{
    int column = 0, at = 0;
    for (int i = 0; i < c->n; i++) {
        int h = cell_h(c, i, tall_h, short_h, gap), need = h;
        if (c->span[i] > 1 && i + 1 < c->n) need += gap + cell_h(c, i + 1, tall_h, short_h, gap);
        if (at > 0 && at + need > room) column++, at = 0;
        col[i] = column;
        y[i] = at;
        at += h + gap;
    }
    return column + 1;
}

/* The columns' widths (cols of them, cells placed by col[]): cw, or where a column holds
 * only tall cells, as wide as the longest line of two-line words at the body size needs
 * ("hinzufügen", 6.4 body sizes), so the message keeps more room; a column with a tall
 * cell at least word wide (the language's widest word of those buttons). Returns their sum
 * with the gaps between. */
static int column_widths(const SetupLayout *l, const Cells *c, const int *col, int cols, int cw, bool tall,
                         int *width, int word)
{
    int narrow = 13 * l->body_px / 2 + 8, sum = 0;
    for (int k = 0; k < cols; k++) width[k] = tall && narrow < cw ? narrow : cw;
    for (int i = 0; i < c->n; i++)
        if (!c->tall[i]) width[col[i]] = cw;
    /* A column with a button whose words may take two lines holds the widest of them. */
    for (int i = 0; i < c->n; i++)
        if (c->tall[i] && width[col[i]] < word) width[col[i]] = word;
    for (int k = 0; k < cols; k++) sum += width[k] + (k > 0 ? l->unit : 0);
    return sum;
}

/* Above 100 %: under the seats, the buttons in columns of cells on the right, each column
 * as wide as the longest word of a label at the body size ("Einstellungen") or, all tall,
 * its two-line words; on their left the message and the hints, at least 30 units wide. A
 * button whose words may take two lines has a cell two lines of the body size tall where
 * the columns then fit beside that; else every cell is as tall as a control (the words
 * step down) and the columns share three quarters of the width. Start stands at the foot
 * of the last column, as tall as the room over it allows up to two cells. */
static void layout_stacked(SetupLayout *l, int below, int ctl, bool can_resume, int word_per_mille)
{
    int u = l->unit, gap = u, x0 = 3 * u, bottom = l->h - 2 * u, right = l->w - 3 * u, room = bottom - below;
    Cells c;
    cells_list(l, can_resume, &c);
    /* The widest word at the body size, with the room a button keeps round its label
     * (ui_button_px) and a pixel for rounding. */
    int word = l->body_px * word_per_mille / 1000 + 6;
    int two_lines = 2 * (l->body_px * 5 / 4) + u / 2 + 2, wide = 10 * l->fine_px + 2 * u;
    int tall_h = two_lines > ctl ? two_lines : ctl, col[CELLS], y[CELLS], width[CELLS], x[CELLS + 1];
    int cols = pack(&c, room, tall_h, ctl, gap, col, y), cw = wide;
    int used = column_widths(l, &c, col, cols, cw, true, width, word);
    if (right - x0 - used < 30 * u + 2 * u) {
        tall_h = ctl;
        cols = pack(&c, room, ctl, ctl, gap, col, y);
        cw = ((right - x0) * 3 / 4 - (cols - 1) * gap) / cols;
        if (cw > wide) cw = wide;
        used = column_widths(l, &c, col, cols, cw, false, width, word);
    }
    x[0] = right - used;
    for (int k = 0; k < cols; k++) x[k + 1] = x[k] + width[k] + gap;
    int last = c.n - 1;
    for (int i = 0; i < c.n; i++)
        *c.rect[i] = layout_rect(x[col[i]], below + y[i], width[col[i]], cell_h(&c, i, tall_h, ctl, gap));
    /* Start at the foot of its column, taking the room over it up to two cells. */
    int over = last > 0 && col[last - 1] == col[last] ? y[last - 1] + cell_h(&c, last - 1, tall_h, ctl, gap) + gap : 0;
    int start_h = room - over, most = 2 * tall_h + gap;
    if (start_h > most) start_h = most;
    l->start = layout_rect(l->start.x, bottom - start_h, l->start.w, start_h);
    SDL_Rect chips = l->sheet[0];
    int bw = l->sheets > 0 ? (chips.w - (l->sheets - 1) * u) / l->sheets : chips.w;
    for (int i = 0; i < l->sheets; i++) l->sheet[i] = layout_rect(chips.x + i * (bw + u), chips.y, bw, chips.h);
    l->message = layout_rect(x0, below, x[0] - 2 * u - x0, room);
    l->hints = l->message;
}

void setup_layout(SetupLayout *l, int w, int h, int zoom, int players, int sheets, bool can_resume)
{
    setup_layout_for(l, w, h, zoom, players, sheets, can_resume, 0);
}

void setup_layout_for(SetupLayout *l, int w, int h, int zoom, int players, int sheets, bool can_resume,
                      int word_per_mille)
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
    l->zoom = zoom;
    l->title_px = title_px(zoom, u);
    l->body_px = type_px_zoomed(l->zoom, u, TYPE_BODY);
    l->fine_px = type_px_zoomed(l->zoom, u, TYPE_FINE);
    /* Start and Resume: the title size, at most 5 units (as the title), so two lines of it
     * sit in Start's cell with room round them. */
    l->big_px = type_px_zoomed(l->zoom, u, TYPE_TITLE) < l->title_px ? type_px_zoomed(l->zoom, u, TYPE_TITLE) : l->title_px;
    l->name_px = l->big_px;   /* the names as large, where they fit */
    l->stacked = type_zoom_capped(l->zoom, u) > 100;
    /* A control holds its words on two lines at the finest size. */
    int ctl = 5 * u > l->fine_px * 5 / 2 ? 5 * u : l->fine_px * 5 / 2;
    int top = layout_top(l), x0 = 3 * u;
    int lw = l->stacked ? w - 6 * u : w * 62 / 100 - 4 * u, row_h = l->stacked ? ctl + u : 9 * u;
    int pitch = row_h + (l->stacked ? u / 2 : u);
    for (int s = 0; s < players; s++) {
        l->row[s] = layout_rect(x0, top + s * pitch, lw, row_h);
        layout_seat(l, s, l->row[s], ctl);
    }
    l->header.w = lw;
    layout_heads(l);
    if (l->stacked) layout_stacked(l, top + players * pitch + u / 2, ctl, can_resume, word_per_mille);
    else layout_columns(l, top, ctl, can_resume);
}

SDL_Rect setup_first_label(SDL_Rect first, bool starts)
{
    int icon = first.h * 2 / 3 + 6;   /* the elephant, 2/3 as tall as the button, and its margins */
    return starts ? layout_rect(first.x + icon, first.y, first.w - icon, first.h) : first;
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
    else if (rect_contains(l->puzzles, x, y)) h.kind = HIT_PUZZLES;
    else if (rect_contains(l->daily, x, y)) h.kind = HIT_DAILY;
    return h;
}
