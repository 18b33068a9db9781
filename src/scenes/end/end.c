/* end.c — the end scene's content and input (drawing is in end_draw.c, the words in
 * end_words.c): the ranking rows with their tie-breaks and the race chart read off the
 * history. */
#include "end_internal.h"
#include "end_words.h"
#include "end_text.h"
#include "end_daily.h"
#include "end_review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "geometry.h"
#include "save_words.h"
#include "type_scale.h"
#include "widgets.h"

int end_rows(const Lang *lang, const Game *g, const Sheets *sh, const Seats *seats, EndRow out[GAME_MAX_PLAYERS])
{
    Ranking rk;
    game_ranking(g, sh, &rk);
    for (int i = 0; i < rk.count; i++) {
        EndRow *row = &out[i];
        SDL_zerop(row);
        int s = rk.seat[i];
        const Player *p = &g->player[s];
        row->seat = s;
        row->place = rk.place[i];
        row->race = game_race(g, s);
        row->overlap = game_overlap(g, sh, s);
        row->fame = p->fame;
        row->money = p->money;
        row->karma_collected = p->karma_circled;
        row->karma_used = p->karma_crossed;
    }
    for (int i = 0; i < rk.count; i++) end_words_tie(lang, out, rk.count, i, seats, out[i].tie, sizeof out[i].tie);
    return rk.count;
}


/* The review's card over the scene: a title, a line of how to use it, then either the
 * progress (its words over the bar) and Cancel while it runs, or a row for each costly
 * decision and Close. The rows hold two lines of body text at the zoom; where the window
 * is too short for that the rows share what is left and their words step down the scale. */
static void end_review_layout(EndLayout *l, int w, int h, int u)
{
    int body = type_px_zoomed(l->zoom, u, TYPE_BODY), title_h = type_px_zoomed(l->zoom, u, TYPE_TITLE) * 6 / 5, hint_h = body * 5 / 2;
    int close_h = l->again.h, close_w = type_grow_zoomed(l->zoom, u, 20 * u);
    int row_h = 2 * (body * 5 / 4) + u, fixed = 3 * u + title_h + u + hint_h + u + u + close_h + 3 * u;
    if (row_h < 9 * u) row_h = 9 * u;
    if (fixed + END_REVIEW_SHOWN * (row_h + u) > h - 2 * u) row_h = (h - 2 * u - fixed) / END_REVIEW_SHOWN - u;
    int card_w = type_grow_zoomed(l->zoom, u, 120 * u) < w - 4 * u ? type_grow_zoomed(l->zoom, u, 120 * u) : w - 4 * u;
    int card_h = fixed + END_REVIEW_SHOWN * (row_h + u);
    SDL_Rect c = layout_rect((w - card_w) / 2, (h - card_h) / 2, card_w, card_h);
    l->review_card = c;
    int x = c.x + 4 * u, inner = c.w - 8 * u;
    l->review_title = layout_rect(x, c.y + 3 * u, inner, title_h);
    l->review_hint = layout_rect(x, l->review_title.y + title_h + u, inner, hint_h);
    int rows_y = l->review_hint.y + hint_h + u;
    for (int i = 0; i < END_REVIEW_SHOWN; i++) {
        l->decision[i] = layout_rect(x, rows_y + i * (row_h + u), inner, row_h);
        l->try_it[i] = end_try_rect(l->decision[i], u, l->zoom);
    }
    /* While it runs: the count over the bar, both in the first rows' place. */
    int label = type_px_zoomed(l->zoom, u, TYPE_LABEL) * 5 / 4;
    l->progress_text = layout_rect(x, rows_y + row_h, inner, label);
    l->progress = layout_rect(x, l->progress_text.y + label + u, inner, type_grow_zoomed(l->zoom, u, 4 * u));
    l->close = layout_rect(c.x + c.w - 4 * u - close_w, c.y + c.h - 3 * u - close_h, close_w, close_h);
    l->cancel = l->close;
}

SDL_Rect end_try_rect(SDL_Rect rc, int unit, int zoom)
{
    int bw = type_grow_zoomed(zoom, unit, 16 * unit), bh = type_grow_zoomed(zoom, unit, 6 * unit);
    if (bw > rc.w / 5) bw = rc.w / 5;
    if (bh > rc.h - unit) bh = rc.h - unit;
    return layout_rect(rc.x + rc.w - unit - bw, rc.y + (rc.h - bh) / 2, bw, bh);
}

/* A ranking row's place, name and details: stacked (the name over the details, right of
 * the place) where the row holds the name and three lines of details, else side by side. */
static void end_row_layout(EndLayout *l, int i, int u)
{
    SDL_Rect rc = l->row[i];
    int name_line = type_grow_zoomed(l->zoom, u, 4 * u);
    if (l->stacked) {
        int place_w = type_grow_zoomed(l->zoom, u, 13 * u);
        l->place[i] = layout_rect(rc.x + 3 * u, rc.y + u, place_w - u, type_px_zoomed(l->zoom, u, l->place_size) * 6 / 5);
        int x = rc.x + 3 * u + place_w, right = rc.x + rc.w - u;
        l->name[i] = layout_rect(x, rc.y + u, right - x, name_line);
        l->detail[i] = layout_rect(x, rc.y + u + name_line, right - x, rc.h - u - name_line);
        return;
    }
    int place_w = type_grow_zoomed(l->zoom, u, 7 * u), left = rc.w * 30 / 100;
    l->place[i] = layout_rect(rc.x + 2 * u, rc.y + u, place_w, rc.h - 2 * u);
    int name_x = l->place[i].x + place_w + u;
    l->name[i] = layout_rect(name_x, rc.y + u, rc.x + left - name_x, rc.h - 2 * u);
    l->detail[i] = layout_rect(rc.x + left + u, rc.y + u / 2, rc.w - left - 2 * u, rc.h - u);
}

/* A row's height when `height` is shared by `slots` rows a unit apart, at most 14 units
 * grown. */
static int row_slot(int height, int slots, int u, int zoom)
{
    int row_h = height / slots - u;
    return row_h > type_grow_zoomed(zoom, u, 14 * u) ? type_grow_zoomed(zoom, u, 14 * u) : row_h;
}

/* The ranking's rows, one fifth of what is under its heading each. */
static void end_rows_layout(EndLayout *l, int players, int u)
{
    int slots = l->chart_under ? players : GAME_MAX_PLAYERS;   /* chart_below kept the rows' slots */
    int top = l->heading.h > 0 ? l->heading.y + l->heading.h : l->ranking.y;
    int row_h = row_slot(l->ranking.y + l->ranking.h - top, slots, u, l->zoom);
    int detail_line = type_px_zoomed(l->zoom, u, TYPE_BODY) * 5 / 4;
    l->stacked = row_h >= u + type_grow_zoomed(l->zoom, u, 4 * u) + 3 * detail_line;
    l->place_size = l->stacked ? TYPE_DISPLAY : TYPE_TITLE;
    l->name_size = TYPE_TITLE;
    for (int i = 0; i < players && i < GAME_MAX_PLAYERS; i++) {
        l->row[i] = layout_rect(l->ranking.x, top + i * (row_h + u), l->ranking.w, row_h);
        end_row_layout(l, i, u);
    }
}

/* The three buttons along the foot, as wide as the grown labels want, within the window. */
static void end_buttons_layout(EndLayout *l, int w, int h, int u)
{
    int button_h = type_px_zoomed(l->zoom, u, TYPE_LABEL) * 2 > 8 * u ? type_px_zoomed(l->zoom, u, TYPE_LABEL) * 2 : 8 * u;
    int room = w - 12 * u;
    int bw = type_grow_zoomed(l->zoom, u, 28 * u), rw = type_grow_zoomed(l->zoom, u, 36 * u);
    if (2 * bw + rw > room - 3 * u) {
        bw = (room - 3 * u) * 28 / 92;
        rw = (room - 3 * u) * 36 / 92;
    }
    int y = h - 3 * u - button_h;
    l->again = layout_rect(w - 3 * u - bw, y, bw, button_h);
    l->setup = layout_rect(l->again.x - 3 * u - bw, y, bw, button_h);
    l->review = layout_rect(3 * u, y, rw, button_h);
}

/* The chart under a whole-width ranking of 2 or 3 rows, in the height the empty rows' slots
 * leave (rows are a fifth of the ranking each), when that is at least CHART_BELOW_MIN
 * units. */
#define CHART_BELOW_MIN 26
static void chart_below(EndLayout *l, int players, int top, int bottom, int heading_h, int u)
{
    int slot = row_slot(bottom - top - heading_h, GAME_MAX_PLAYERS, u, l->zoom);
    int rows_h = heading_h + players * (slot + u), chart_top = top + rows_h + u;
    if (bottom - chart_top < CHART_BELOW_MIN * u) return;
    l->ranking.h = rows_h;
    l->heading = layout_rect(l->ranking.x, top, l->ranking.w, heading_h);
    l->chart = layout_rect(l->ranking.x, chart_top, l->ranking.w, bottom - chart_top);
    l->chart_title = layout_rect(l->chart.x, chart_top, l->chart.w, heading_h);
    l->chart_under = true;
}

/* widen 0: the ranking as wide as its grown words want; 1: as wide as leaves the chart its
 * 60 units; 2: the whole width, the chart under it where fewer rows leave the room; 3: the
 * whole width, the chart left out (end_scene_resize takes the first at which every row's
 * words fit). */
/* saved_lines: lines of the note about the save above the buttons (0: none); daily: Today's
 * dice's band above them. */
static void end_layout_at(EndLayout *l, int w, int h, int zoom, int players, int widen, int saved_lines, bool daily)
{
    if (w < 1024) w = 1024;
    if (h < 640) h = 640;
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    int u = w / 160 < h / 100 ? w / 160 : h / 100;
    if (u < 6) u = 6;
    l->unit = u;
    l->zoom = zoom;
    int grown = type_zoom_capped(l->zoom, u), body = type_px_zoomed(l->zoom, u, TYPE_BODY);
    l->title = layout_rect(3 * u, 2 * u, w - 6 * u, type_px_zoomed(l->zoom, u, TYPE_DISPLAY) * 6 / 5);
    /* Two lines: the sentence is long, and longer in German and Dutch. */
    l->subtitle = layout_rect(l->title.x, l->title.y + l->title.h, l->title.w, body * 5 / 2);
    end_buttons_layout(l, w, h, u);
    int top = l->subtitle.y + l->subtitle.h + u, bottom = l->again.y - 2 * u;
    if (saved_lines > 0) {
        int line = type_px_zoomed(l->zoom, u, TYPE_FINE) * 5 / 4;
        l->saved = layout_rect(3 * u, l->again.y - 2 * u - saved_lines * line - u, w - 6 * u, saved_lines * line + u);
        bottom = l->saved.y - u;
    }
    if (daily) end_daily_layout(l, bottom, u);
    if (daily) bottom = l->daily.y - u;
    int rank_w = (w * 46 / 100 - 4 * u) * grown / 100, chart_w = w - 8 * u - rank_w;
    if (widen == 1 && chart_w > 60 * u) rank_w = w - 68 * u, chart_w = 60 * u;
    if (widen >= 2 || chart_w < 60 * u) rank_w = w - 6 * u, chart_w = 0;
    int heading_h = body * 3 / 2 > 4 * u ? body * 3 / 2 : 4 * u;
    l->ranking = layout_rect(3 * u, top, rank_w, bottom - top);
    if (chart_w == 0 && widen < 3 && players <= 3) {
        chart_below(l, players, top, bottom, heading_h, u);
    } else if (chart_w > 0) {
        /* "Ranking" names the left column only while a second one stands beside it. */
        l->heading = layout_rect(3 * u, top, rank_w, heading_h);
        l->chart = layout_rect(3 * u + rank_w + 2 * u, top, chart_w, bottom - top);
        l->chart_title = layout_rect(l->chart.x, top, chart_w, heading_h);
    }
    end_rows_layout(l, players, u);
    end_review_layout(l, w, h, u);
}

void end_layout(EndLayout *l, int w, int h, int zoom, int players)
{
    end_layout_at(l, w, h, zoom, players, 0, 0, false);
}

void end_layout_daily(EndLayout *l, int w, int h, int zoom, int players)
{
    end_layout_at(l, w, h, zoom, players, 0, 0, true);
}

/* Rows side by side with their details share the ranking's height by need: a row with a
 * tie-break to say takes the lines it needs, the others two, at the largest size of the
 * type scale (body, then fine, then the plain steps) at which they all fit, any height
 * left shared out. When none fits, the rows stay equal and the words step down in them
 * (end_text_px). */
static void end_rows_by_need(EndScene *e)
{
    EndLayout *l = &e->layout;
    int u = l->unit, n = e->rows;
    if (l->stacked || n < 1) return;
    int top = l->row[0].y, avail = l->ranking.y + l->ranking.h - top - (n - 1) * u;
    int least = type_px(e->art, u, TYPE_LABEL) * 5 / 4 + 2 * u, cap = type_grow(e->art, u, 14 * u);
    /* The zoomed body and fine sizes, then the plain steps below the zoomed fine (as
     * end_text_px tries them), so long tie-breaks keep the largest size they can. */
    for (int k = 0; k < 2 + TYPE_SIZES; k++) {
        int px = k < 2 ? type_px(e->art, u, k == 0 ? TYPE_BODY : TYPE_FINE) : type_px_plain(u, (TypeSize)(TYPE_SIZES + 1 - k));
        if (k >= 2 && px >= type_px(e->art, u, TYPE_FINE)) continue;
        int need[GAME_MAX_PLAYERS], sum = 0;
        for (int i = 0; i < n; i++) {
            int text = end_row_height(e, i, px);
            need[i] = text < 0 ? avail : text + u > least ? text + u : least;
            sum += need[i];
        }
        if (sum > avail) continue;
        int y = top;
        for (int i = 0; i < n; i++) {
            int h = need[i] + (avail - sum) / n;
            l->row[i] = layout_rect(l->ranking.x, y, l->ranking.w, h < cap ? h : need[i] > cap ? need[i] : cap);
            end_row_layout(l, i, u);
            y += l->row[i].h + u;
        }
        return;
    }
}

void end_scene_init(EndScene *e, const Session *s, const Sheets *sh, Art *art, const Lang *lang, const Seats *seats)
{
    SDL_zerop(e);
    e->sheets = sh;
    e->art = art;
    e->lang = lang;
    e->session = s;
    e->seats = *seats;
    e->final = s->game;
    e->rows = end_rows(lang, &e->final, sh, seats, e->row);
    race_chart_build(s, &e->chart);
    e->reviewable = end_review_count(s, sh, seats) > 0;
    e->mouse_x = e->mouse_y = -1;
    end_story_start(e, s);
    end_scene_resize(e, 1280, 800);
}

EndScene *end_scene_new(void) { return calloc(1, sizeof(EndScene)); }

void end_scene_free(EndScene *e)
{
    if (!e) return;
    end_scene_stop(e);
    free(e);
}

void end_scene_stop(EndScene *e)
{
    end_review_stop(&e->review);
    e->review_open = false;
    story_job_stop(&e->story);
    e->story_told = false;
}

void end_scene_review(EndScene *e, const Session *s, int samples, int threads)
{
    e->review_open = true;
    if (e->review.state == REVIEW_DONE) return;   /* the same game: the same review */
    end_review_start(&e->review, s, e->sheets, &e->seats, samples, threads);
}

void end_scene_tick(EndScene *e)
{
    end_review_poll(&e->review);
    if (end_story_tick(e)) end_scene_resize(e, e->w, e->h);   /* the accuracy joins the rows */
}

int end_scene_review_choices(const EndScene *e, int step, const BotChoice **out)
{
    return end_review_choices(&e->review, step, out);
}

bool end_scene_busy(const EndScene *e)
{
    /* Until a tick has taken a thread's answer: one that has finished is taken at the next
     * frame, not a second later. */
    return e->review.state == REVIEW_RUNNING || story_job_running(&e->story) || end_daily_waiting(e);
}

uint64_t end_scene_version(const EndScene *e)
{
    uint32_t reviewed = (uint32_t)end_review_reviewed(&e->review);
    uint64_t story = e->story_told ? 101 : (uint64_t)(100.0f * story_job_progress((StoryJob *)&e->story));
    return story << 48 | (uint64_t)e->why_open << 41 | (uint64_t)e->review_open << 40 |
           (uint64_t)e->review.state << 32 | reviewed;
}

void end_scene_say_saved(EndScene *e, bool ok, int cause)
{
    e->saved_said = true;
    e->saved_ok = ok;
    e->saved_cause = cause;
    end_scene_resize(e, e->w, e->h);
}

void end_scene_saved_words(const EndScene *e, char *buf, size_t cap)
{
    if (e->saved_said) save_words_record(e->lang, e->saved_ok, e->saved_cause, buf, cap);
    else snprintf(buf, cap, "%s", "");
}

void end_scene_retranslate(EndScene *e)
{
    if (!e->sheets) return;   /* made, no game yet: end_scene_init words it in the language of then */
    e->rows = end_rows(e->lang, &e->final, e->sheets, &e->seats, e->row);
    end_story_rows(e);
    end_scene_resize(e, e->w, e->h);   /* the words' lengths decide the ranking's width */
}

void end_scene_resize(EndScene *e, int w, int h)
{
    e->w = w;
    e->h = h;
    if (!e->sheets) return;   /* made, no game yet: end_scene_init lays it out */
    /* The ranking as wide as it needs for every row's words (ties in German are long): the
     * chart keeps what is left, or is left out. */
    char saved[400];
    int lw = w, lh = h, u = layout_unit(&lw, &lh);
    end_scene_saved_words(e, saved, sizeof saved);
    int saved_lines = saved[0] ? ui_text_lines(e->art, FONT_BOLD, type_px(e->art, u, TYPE_FINE), lw - 8 * u, saved) : 0;
    for (int widen = 0; widen < 4; widen++) {
        end_layout_at(&e->layout, w, h, art_style(e->art)->zoom, e->rows, widen, saved_lines, e->daily.on);
        bool fit = true;
        for (int i = 0; i < e->rows && fit; i++) fit = end_row_px(e, i, NULL) > 0;
        if (fit) break;
    }
    end_rows_by_need(e);
    end_story_layout(e);
}

/* Input while the review's card is open: Cancel or Esc stops a running review; once done,
 * a decision opens the viewer, its "Try it" a practice of it, Close or Esc puts the card
 * away. */
static void review_event(EndScene *e, const SDL_Event *ev, bool clicked)
{
    const EndLayout *l = &e->layout;
    bool esc = ev->type == SDL_KEYDOWN && ev->key.keysym.sym == SDLK_ESCAPE;
    if (e->review.state == REVIEW_RUNNING) {
        if (esc || (clicked && rect_contains(l->cancel, e->mouse_x, e->mouse_y))) {
            end_review_cancel(&e->review);
            e->review_open = false;
        }
        return;
    }
    if (esc || (clicked && rect_contains(l->close, e->mouse_x, e->mouse_y))) {
        e->review_open = false;
        return;
    }
    for (int i = 0; clicked && i < e->review.shown; i++)
        if (rect_contains(l->decision[i], e->mouse_x, e->mouse_y)) {
            e->review_chosen = i;
            e->outcome = rect_contains(l->try_it[i], e->mouse_x, e->mouse_y) ? END_PRACTICE : END_REPLAY;
        }
}

void end_scene_event(EndScene *e, const SDL_Event *ev)
{
    bool clicked = ui_pointer(ev, &e->mouse_x, &e->mouse_y);
    if (e->review_open) {
        review_event(e, ev, clicked);
    } else if (clicked) {
        /* The "Why?" looks like a link: a click on it pins its rule open, the next click
         * anywhere puts it away (and does what it does there). */
        bool on_why = rect_contains(end_why_rect(e, NULL), e->mouse_x, e->mouse_y);
        e->why_open = on_why && !e->why_open;
        if (on_why) return;
        if (end_story_click(e, e->mouse_x, e->mouse_y)) return;
        if (end_daily_click(e, e->mouse_x, e->mouse_y)) return;
        if (rect_contains(e->layout.again, e->mouse_x, e->mouse_y)) e->outcome = END_PLAY_AGAIN;
        else if (rect_contains(e->layout.setup, e->mouse_x, e->mouse_y)) e->outcome = END_NEW_SETUP;
        else if (e->reviewable && rect_contains(e->layout.review, e->mouse_x, e->mouse_y)) e->outcome = END_REVIEW;
    } else if (ev->type == SDL_KEYDOWN &&
               (ev->key.keysym.sym == SDLK_RETURN || ev->key.keysym.sym == SDLK_KP_ENTER)) {
        e->outcome = END_PLAY_AGAIN;
    }
}

bool end_scene_tooltip(const EndScene *e, char *buf, size_t cap)
{
    if (e->review_open || (!e->why_open && !rect_contains(e->layout.subtitle, e->mouse_x, e->mouse_y))) return false;
    end_words_why(e->lang, buf, cap);
    return true;
}
