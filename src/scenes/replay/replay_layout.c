/* replay_layout.c — where the replay viewer's parts go (see replay_layout.h), and the slider's
 * arithmetic: pure, for the drawing, the input and the tests alike. Everything that holds
 * text is as tall (and the Back buttons as wide) as its text on the type scale at the
 * player's size (type_scale.h), so at 200 % the top line, the note, the log's lines, the
 * step line and the buttons grow and the big sheet and the log's line count give way. The
 * sizes its text is drawn at are worked out here too, so the tests check what is drawn. */
#include "replay_internal.h"


#include "geometry.h"
#include "text_fit.h"
#include "type_scale.h"
#include "widgets.h"

/* ---- layout ------------------------------------------------------------------------------- */

static int at_least(int a, int b) { return a > b ? a : b; }

/* The right column from top to bottom: the other sheets, the dice, the log, the chart. The
 * dice go four to a row when eight cells would not hold their places' words (at 200 %,
 * and in the narrow column of 1024x640);
 * the log shows as many lines as leave the chart its least height. */
static void layout_column(ReplayLayout *l, SDL_Rect col, int players)
{
    int u = l->unit, fine = type_px_zoomed(l->zoom, u, TYPE_FINE);
    l->thumbs = players - 1;
    int tw = (col.w - (l->thumbs - 1) * u) / (l->thumbs > 0 ? l->thumbs : 1);
    l->thumb_name = at_least(3 * u, type_px_zoomed(l->zoom, u, TYPE_BODY) + u / 2);
    /* A place's words ("elephant", a name) want about five times the fine size. */
    l->dice_per_row = col.w / DIE_COUNT - 4 >= 5 * fine ? DIE_COUNT : DIE_COUNT / 2;
    int cell = col.w / l->dice_per_row;
    l->die_size = cell - 2 * u < 6 * u ? cell - 2 * u : 6 * u;
    int rows = DIE_COUNT / l->dice_per_row, row_h = u + l->die_size + u / 2 + fine + u / 2;
    int dice_h = at_least(10 * u, rows * row_h);
    l->log_row = type_px_zoomed(l->zoom, u, TYPE_BODY) * 5 / 4;
    l->log_head = type_px_zoomed(l->zoom, u, TYPE_BODY) + u;
    /* The thumbnails are 20 units tall, less (down to 12) where the grown text leaves the
     * log fewer than three lines above the chart at its least height. */
    int need = 20 * u + dice_h + l->log_head + 3 * l->log_row + u / 2 + REPLAY_CHART_MIN * u + 3 * u;
    int thumb_h = need > col.h ? 20 * u - (need - col.h) : 20 * u;
    if (thumb_h < 12 * u) thumb_h = 12 * u;
    for (int i = 0; i < l->thumbs; i++) l->thumb[i] = layout_rect(col.x + i * (tw + u), col.y, tw, thumb_h);
    l->dice = layout_rect(col.x, col.y + thumb_h + u, col.w, dice_h);
    int log_y = l->dice.y + l->dice.h + u, room = col.y + col.h - log_y - u - REPLAY_CHART_MIN * u;
    int lines = (room - l->log_head - u / 2) / l->log_row;
    l->log_lines = lines < 1 ? 1 : lines > REPLAY_LOG_LINES ? REPLAY_LOG_LINES : lines;
    l->log = layout_rect(col.x, log_y, col.w, l->log_head + l->log_lines * l->log_row + u / 2);
    int chart_y = l->log.y + l->log.h + u;
    l->chart = layout_rect(col.x, chart_y, col.w, col.y + col.h - chart_y);
}

/* The top line, the step line and the step buttons: as tall as their grown text. */
static void layout_edges(ReplayLayout *l, int w, int h)
{
    int u = l->unit, body = type_px_zoomed(l->zoom, u, TYPE_BODY);
    int top_h = at_least(5 * u, type_px_zoomed(l->zoom, u, TYPE_TITLE) + u), back_w = at_least(16 * u, type_grow_zoomed(l->zoom, u, 12 * u));
    l->back = layout_rect(w - 2 * u - back_w, u, back_w, top_h);
    l->title = layout_rect(2 * u, u, l->back.x - 4 * u, top_h);
    int b = at_least(6 * u, body * 3 / 2 + 2 * u), by = h - 2 * u - b, pos_h = at_least(3 * u, body + u / 2);
    l->position = layout_rect(2 * u, by - u - pos_h, w - 4 * u, pos_h);
    l->first = layout_rect(2 * u, by, b, b);
    l->prev = layout_rect(2 * u + b + u, by, b, b);
    l->last = layout_rect(w - 2 * u - b, by, b, b);
    l->next = layout_rect(l->last.x - u - b, by, b, b);
    int sx = l->prev.x + b + 3 * u;
    l->slider = layout_rect(sx, by, l->next.x - 3 * u - sx, b);
}

void replay_layout(ReplayLayout *l, int w, int h, int zoom, int players)
{
    int u = layout_unit(&w, &h);
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    l->unit = u;
    l->zoom = zoom;
    if (players < GAME_MIN_PLAYERS) players = GAME_MIN_PLAYERS;
    if (players > GAME_MAX_PLAYERS) players = GAME_MAX_PLAYERS;
    layout_edges(l, w, h);
    int top = l->title.y + l->title.h + u, bottom = l->position.y - u;
    int left_w = w * 57 / 100;
    /* Two lines of the note at its largest size. */
    int note_h = at_least(6 * u, 2 * (type_px_zoomed(l->zoom, u, TYPE_BODY) * 5 / 4) + u);
    l->note = layout_rect(2 * u, top, left_w - 2 * u, note_h);
    l->sheet = layout_rect(2 * u, top + note_h + u, left_w - 2 * u, bottom - top - note_h - u);
    l->sheet_name = at_least(3 * u, type_px_zoomed(l->zoom, u, TYPE_LABEL) + u / 2);
    layout_column(l, layout_rect(left_w + 2 * u, top, w - left_w - 4 * u, bottom - top), players);
    int pw = type_grow_zoomed(l->zoom, u, 100 * u) < w - 4 * u ? type_grow_zoomed(l->zoom, u, 100 * u) : w - 4 * u;
    int ph = type_grow_zoomed(l->zoom, u, 40 * u) < h - 4 * u ? type_grow_zoomed(l->zoom, u, 40 * u) : h - 4 * u;
    l->problem = layout_rect((w - pw) / 2, (h - ph) / 2, pw, ph);
}

SDL_Rect replay_problem_back(const ReplayLayout *l)
{
    int u = l->unit, bw = at_least(20 * u, type_grow_zoomed(l->zoom, u, 14 * u)), bh = l->first.h;
    return layout_rect(l->problem.x + l->problem.w - bw - 4 * u, l->problem.y + l->problem.h - bh - 3 * u, bw, bh);
}

SDL_Rect replay_problem_words(const ReplayLayout *l)
{
    int u = l->unit, y = l->problem.y + 5 * u + type_px_zoomed(l->zoom, u, TYPE_TITLE);
    return layout_rect(l->problem.x + 4 * u, y, l->problem.w - 8 * u, replay_problem_back(l).y - u - y);
}

int replay_slider_step(const ReplayLayout *l, int x, int count)
{
    if (count <= 0 || l->slider.w <= 0) return 0;
    long at = (long)(x - l->slider.x) * count;
    int step = (int)((at + (at >= 0 ? l->slider.w / 2 : -(l->slider.w / 2))) / l->slider.w);
    return step < 0 ? 0 : step > count ? count : step;
}

int replay_slider_x(const ReplayLayout *l, int step, int count)
{
    if (count <= 0) return l->slider.x;
    return l->slider.x + (int)((long)step * l->slider.w / count);
}


/* ---- the text's sizes ------------------------------------------------------------------------ */

int replay_text_px(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text)
{
    return type_px(art, unit, type_fit(art, face, unit, from, TYPE_FINE, room, text));
}

int replay_wrap_px(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text)
{
    /* Down the scale, then below it a pixel at a time: a long note at 200 % (a review's
     * mark in German, a lapse said in Dutch) is drawn smaller rather than run out of its
     * box over the chart. */
    return text_fit_wrapped(art, face, unit, from, box, text);
}
