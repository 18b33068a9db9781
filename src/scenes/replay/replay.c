/* replay.c — the replay viewer's state and input (see replay_internal.h): loading a game, the step
 * stood on, the keys, buttons and slider that move it. The layout and the slider's
 * arithmetic are in replay_layout.c, drawing in replay_draw.c, the sentences in
 * replay_words.c. */
#include "replay_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "geometry.h"
#include "i18n.h"
#include "widgets.h"

/* ---- the game ------------------------------------------------------------------------------ */

void replay_scene_init(ReplayScene *r, const Sheets *sheets, Art *art, const Lang *lang)
{
    SDL_zerop(r);
    r->sheets = sheets;
    r->art = art;
    r->lang = lang;
    session_init(&r->game.session, sheets);
    r->ui.mouse_x = r->ui.mouse_y = -1;
    replay_scene_resize(r, 1280, 800);
}

ReplayScene *replay_scene_new(const Sheets *sheets, Art *art, const Lang *lang)
{
    ReplayScene *r = malloc(sizeof *r);
    if (r) replay_scene_init(r, sheets, art, lang);
    return r;
}

void replay_scene_free(ReplayScene *r)
{
    if (!r) return;
    replay_scene_stop(r);
    session_free(&r->game.session);
    free(r);
}

void replay_scene_stop(ReplayScene *r)
{
    replay_story_free(r);
    replay_play_free(r);
    session_free(&r->game.session);
    session_init(&r->game.session, r->sheets);
    r->game.loaded = false;
}

/* A fresh start for what is shown; the session is kept until a new game replaces it. */
static void forget(ReplayScene *r)
{
    ReplayGame *g = &r->game;
    g->loaded = false;
    g->problem[0] = '\0';
    g->marks = 0;
    memset(&g->info, 0, sizeof g->info);
    memset(&g->seats, 0, sizeof g->seats);
    r->outcome = REPLAY_SHOWING;
    r->ui.step = 0;
    r->ui.viewed = -1;
    r->ui.sliding = false;
}

static void loaded(ReplayScene *r)
{
    r->game.loaded = true;
    replay_play_free(r);   /* the match of the game shown before */
    race_chart_build(&r->game.session, &r->game.chart);
    replay_story_make(r);
    replay_scene_resize(r, r->layout.w, r->layout.h);
    replay_scene_go(r, 0);
}

/* Seats from a record's comment lines: names as recorded, "Player <n>" where a line is
 * missing, a pen per seat in seat order (a record keeps no colours). */
static void seats_from_record(Seats *out, const RecordInfo *info, int players, int palette)
{
    SDL_zerop(out);
    out->players = players;
    out->palette = (uint8_t)palette;
    for (int s = 0; s < players; s++) {
        if (s < info->seats.players && info->seats.name[s][0])
            snprintf(out->name[s], sizeof out->name[s], "%s", info->seats.name[s]);
        else
            snprintf(out->name[s], sizeof out->name[s], "%d", s + 1);
        out->colour[s] = (uint8_t)(s % PEN_COLOURS);
        int level = s < info->seats.players ? info->seats.level[s] : RECORD_PERSON;
        out->bot[s] = level == RECORD_PERSON ? 0 : (uint8_t)(1 + level);
    }
}

bool replay_scene_open_file(ReplayScene *r, const char *path, int palette)
{
    forget(r);
    RecordProblem why;
    if (record_load(path, &r->game.session, &r->game.info, &why) != RECORD_LOADED) {
        SDL_Log("cannot replay %s: %s", path, why.detail);
        replay_words_problem(r->lang, path, &why, r->game.problem, sizeof r->game.problem);
        return false;
    }
    seats_from_record(&r->game.seats, &r->game.info, r->game.session.game.setup.players, palette);
    loaded(r);
    return true;
}

bool replay_scene_open_session(ReplayScene *r, const Session *src, const Seats *seats)
{
    const Lang *lang = r->lang;
    forget(r);
    char *text = session_record(src), err[FILES_ERR_MAX] = "";
    bool ok = text && session_replay(&r->game.session, text, "game", err, sizeof err);
    free(text);
    if (!ok) {
        /* The game just played always replays; this is memory running out. */
        SDL_Log("cannot replay the game just played: %s", text ? err : "out of memory");
        snprintf(r->game.problem, sizeof r->game.problem, "%s", _("The game could not be replayed: the computer ran out of memory."));
        return false;
    }
    r->game.seats = *seats;
    loaded(r);
    return true;
}

void replay_scene_set_marks(ReplayScene *r, const ReplayMark *marks, int n)
{
    r->game.marks = 0;
    for (int i = 0; i < n && r->game.marks < REPLAY_MARKS_MAX; i++)
        if (marks[i].step >= 0 && (size_t)marks[i].step < r->game.session.count) r->game.mark[r->game.marks++] = marks[i];
}

void replay_scene_go(ReplayScene *r, int step)
{
    int count = (int)r->game.session.count;
    r->ui.step = step < 0 ? 0 : step > count ? count : step;
    if (r->game.loaded) replay_play_to(r, r->ui.step);
}

const Game *replay_scene_game(const ReplayScene *r)
{
    const ReplayPlay *p = r->game.play;
    if (p && p->step == r->ui.step) return &p->session.game;
    /* The match could not be played here: the record's own state. */
    const Session *s = &r->game.session;
    return (size_t)r->ui.step < s->count ? &s->entry[r->ui.step].before : &s->game;
}

int replay_scene_big_seat(const ReplayScene *r)
{
    const Game *g = replay_scene_game(r);
    if (r->ui.viewed >= 0 && r->ui.viewed < g->setup.players) return r->ui.viewed;
    return g->to_act < g->setup.players ? g->to_act : 0;
}

const ReplayMark *replay_scene_mark(const ReplayScene *r)
{
    for (int i = 0; i < r->game.marks; i++)
        if (r->game.mark[i].step == r->ui.step) return &r->game.mark[i];
    return NULL;
}

void replay_scene_resize(ReplayScene *r, int w, int h)
{
    int players = r->game.loaded ? r->game.session.game.setup.players : GAME_MIN_PLAYERS;
    replay_layout(&r->layout, w, h, art_style(r->art)->zoom, players);
    if (!r->game.loaded) return;
    const Sheet *sh = &r->sheets->sheet[r->game.session.game.setup.sheet];
    SDL_Rect big = r->layout.sheet;   /* under the seat's name */
    int name_line = r->layout.sheet_name;
    sheet_layout(&r->big, sh, layout_rect(big.x, big.y + name_line, big.w, big.h - name_line));
    sheet_layout_shift(&r->big, 0, big.y + name_line - r->big.area.y);   /* up under its name */
    for (int i = 0; i < r->layout.thumbs; i++) {
        SDL_Rect t = r->layout.thumb[i];
        int name_h = r->layout.thumb_name;
        sheet_layout(&r->thumb[i], sh, layout_rect(t.x + 2, t.y + name_h, t.w - 4, t.h - name_h - 2));
    }
}

/* The seats shown small, in seat order: every seat but the one shown large. */
int replay_thumb_seats(const ReplayScene *r, int out[GAME_MAX_PLAYERS - 1])
{
    int big = replay_scene_big_seat(r), n = 0;
    for (int s = 0; s < r->game.session.game.setup.players && n < GAME_MAX_PLAYERS - 1; s++)
        if (s != big) out[n++] = s;
    return n;
}

/* ---- input ---------------------------------------------------------------------------------- */

static void key(ReplayScene *r, SDL_Keycode k)
{
    int count = (int)r->game.session.count;
    if (k == SDLK_ESCAPE || (!r->game.loaded && (k == SDLK_RETURN || k == SDLK_KP_ENTER))) r->outcome = REPLAY_CLOSED;
    if (!r->game.loaded) return;
    if (k == SDLK_LEFT) replay_scene_go(r, r->ui.step - 1);
    else if (k == SDLK_RIGHT) replay_scene_go(r, r->ui.step + 1);
    else if (k == SDLK_HOME) replay_scene_go(r, 0);
    else if (k == SDLK_END) replay_scene_go(r, count);
}

static void click(ReplayScene *r, int x, int y)
{
    const ReplayLayout *l = &r->layout;
    int count = (int)r->game.session.count;
    if (rect_contains(l->back, x, y) || (!r->game.loaded && rect_contains(replay_problem_back(l), x, y))) {
        r->outcome = REPLAY_CLOSED;
        return;
    }
    if (!r->game.loaded) return;
    if (replay_story_click(r, x, y)) return;
    if (rect_contains(l->first, x, y)) replay_scene_go(r, 0);
    else if (rect_contains(l->prev, x, y)) replay_scene_go(r, r->ui.step - 1);
    else if (rect_contains(l->next, x, y)) replay_scene_go(r, r->ui.step + 1);
    else if (rect_contains(l->last, x, y)) replay_scene_go(r, count);
    else if (rect_contains(l->slider, x, y)) {
        r->ui.sliding = true;
        replay_scene_go(r, replay_slider_step(l, x, count));
    }
    int seats[GAME_MAX_PLAYERS - 1], n = replay_thumb_seats(r, seats);
    for (int i = 0; i < n && i < l->thumbs; i++)
        if (rect_contains(l->thumb[i], x, y)) r->ui.viewed = seats[i];
}

void replay_scene_event(ReplayScene *r, const SDL_Event *e)
{
    if (ui_pointer(e, &r->ui.mouse_x, &r->ui.mouse_y)) {
        click(r, r->ui.mouse_x, r->ui.mouse_y);
    } else if (e->type == SDL_MOUSEMOTION && r->ui.sliding) {
        replay_scene_go(r, replay_slider_step(&r->layout, r->ui.mouse_x, (int)r->game.session.count));
    } else if (e->type == SDL_MOUSEBUTTONUP) {
        r->ui.sliding = false;
    } else if (e->type == SDL_KEYDOWN) {
        key(r, e->key.keysym.sym);
    }
}
