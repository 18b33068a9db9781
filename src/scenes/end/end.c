/* end.c — the end scene's content and input (drawing is in end_draw.c, the words in
 * end_words.c): the ranking rows with their tie-breaks and the race chart read off the
 * history. */
#include "end.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "geometry.h"
#include "widgets.h"

static void chart_take(RaceChart *c, const Game *g, int point)
{
    if (point < 0 || point >= CHART_POINTS_MAX) return;
    for (int s = 0; s < c->players; s++) c->race[point][s] = (int16_t)game_race(g, s);
    if (point > c->rounds) c->rounds = point;
}

void end_chart_build(const Session *s, RaceChart *out)
{
    SDL_zerop(out);
    const Game *now = &s->game;
    out->players = now->setup.players;
    out->crossing = s->sheets ? s->sheets->sheet[now->setup.sheet].crossing : 80;
    const Game *first = s->count > 0 ? &s->entry[0].before : now;
    chart_take(out, first, 0);
    /* Each state is the end of every round before its own that has no point yet. */
    int filled = 0;
    for (size_t i = 0; i <= s->count; i++) {
        const Game *g = i < s->count ? &s->entry[i].before : now;
        while (filled + 1 < g->round && filled + 1 < CHART_POINTS_MAX) chart_take(out, g, ++filled);
    }
    /* The round in which the game stands (or ended) shows where it stands now. */
    if (now->round >= 1 && now->round < CHART_POINTS_MAX) chart_take(out, now, now->round);
}

int end_rows(const Game *g, const Sheets *sh, const TableSeats *seats, EndRow out[GAME_MAX_PLAYERS])
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
    for (int i = 0; i < rk.count; i++) end_words_tie(out, rk.count, i, seats, out[i].tie, sizeof out[i].tie);
    return rk.count;
}


/* The review's card over the scene: a title, the progress bar and Cancel while it runs,
 * then a row for each costly decision and Close. */
static void end_review_layout(EndLayout *l, int w, int h, int u)
{
    SDL_Rect c = layout_rect((w - 120 * u) / 2, (h - 76 * u) / 2, 120 * u, 76 * u);
    l->review_card = c;
    l->review_title = layout_rect(c.x + 4 * u, c.y + 3 * u, c.w - 8 * u, 5 * u);
    l->progress = layout_rect(c.x + 4 * u, c.y + 30 * u, c.w - 8 * u, 4 * u);
    for (int i = 0; i < END_REVIEW_SHOWN; i++)
        l->decision[i] = layout_rect(c.x + 4 * u, c.y + 13 * u + i * 10 * u, c.w - 8 * u, 9 * u);
    l->close = layout_rect(c.x + c.w - 24 * u, c.y + c.h - 10 * u, 20 * u, 7 * u);
    l->cancel = l->close;
}

void end_layout(EndLayout *l, int w, int h, int players)
{
    if (w < 1024) w = 1024;
    if (h < 640) h = 640;
    SDL_zerop(l);
    l->w = w;
    l->h = h;
    int u = w / 160 < h / 100 ? w / 160 : h / 100;
    if (u < 6) u = 6;
    l->unit = u;
    l->title = layout_rect(3 * u, 2 * u, w - 6 * u, 9 * u);
    int top = 13 * u, bottom = h - 13 * u;
    int lw = w * 46 / 100 - 4 * u;
    l->ranking = layout_rect(3 * u, top, lw, bottom - top);
    l->chart = layout_rect(3 * u + lw + 2 * u, top, w - lw - 8 * u, bottom - top);
    int row_h = (l->ranking.h - 4 * u) / GAME_MAX_PLAYERS - u;
    if (row_h > 14 * u) row_h = 14 * u;
    for (int i = 0; i < players && i < GAME_MAX_PLAYERS; i++)
        l->row[i] = layout_rect(l->ranking.x, l->ranking.y + 4 * u + i * (row_h + u), l->ranking.w, row_h);
    l->subtitle = layout_rect(l->title.x, l->title.y + 6 * u, l->title.w, 3 * u);
    l->again = layout_rect(w - 3 * u - 28 * u, h - 11 * u, 28 * u, 8 * u);
    l->setup = layout_rect(l->again.x - 3 * u - 28 * u, h - 11 * u, 28 * u, 8 * u);
    l->review = layout_rect(3 * u, h - 11 * u, 36 * u, 8 * u);
    end_review_layout(l, w, h, u);
}

void end_scene_init(EndScene *e, const Session *s, const Sheets *sh, Art *art, const TableSeats *seats)
{
    SDL_zerop(e);
    e->sheets = sh;
    e->art = art;
    e->seats = *seats;
    e->final = s->game;
    e->rows = end_rows(&e->final, sh, seats, e->row);
    end_chart_build(s, &e->chart);
    e->reviewable = end_review_count(s, sh, seats) > 0;
    e->mouse_x = e->mouse_y = -1;
    end_scene_resize(e, 1280, 800);
}

void end_scene_stop(EndScene *e)
{
    end_review_stop(&e->review);
    e->review_open = false;
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
}

bool end_scene_busy(const EndScene *e)
{
    return e->review.state == REVIEW_RUNNING;
}

void end_scene_retranslate(EndScene *e)
{
    e->rows = end_rows(&e->final, e->sheets, &e->seats, e->row);
}

void end_scene_resize(EndScene *e, int w, int h)
{
    e->w = w;
    e->h = h;
    end_layout(&e->layout, w, h, e->rows);
}

/* Input while the review's card is open: Cancel or Esc stops a running review; once done,
 * a decision opens the viewer, Close or Esc puts the card away. */
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
            e->outcome = END_REPLAY;
        }
}

void end_scene_event(EndScene *e, const SDL_Event *ev)
{
    bool clicked = ui_pointer(ev, &e->mouse_x, &e->mouse_y);
    if (e->review_open) {
        review_event(e, ev, clicked);
    } else if (clicked) {
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
    if (e->review_open || !rect_contains(e->layout.subtitle, e->mouse_x, e->mouse_y)) return false;
    end_words_why(buf, cap);
    return true;
}
