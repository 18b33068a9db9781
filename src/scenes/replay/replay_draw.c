/* replay_draw.c — drawing the replay viewer (see replay_internal.h): the sheet of the seat shown
 * large (with the review's better move glowing on it when the step is a marked one), the
 * other sheets small, the dice and where each lies, the log up to the step, the race chart
 * with the moment ringed, and the step buttons and slider. A record that does not load is
 * a card saying why. Everything is drawn from the state at the step; nothing is kept. */
#include "replay_internal.h"

#include <stdio.h>

#include "dice_view.h"
#include "geometry.h"
#include "i18n.h"
#include "text_fit.h"
#include "widgets.h"

static const SDL_Color LIGHT = {238, 224, 196, 255};
static const SDL_Color PANEL = {72, 56, 46, 255};
static const SDL_Color PANEL_HOT = {90, 72, 60, 255};
static const SDL_Color LOG_BG = {44, 33, 27, 255};
static const SDL_Color BETTER = {46, 150, 70, 255};
static const SDL_Color MARK = {200, 140, 20, 255};

static SDL_Color pen_of(const ReplayScene *r, int seat)
{
    return seats_pen(&r->game.seats, seat);
}

static const Sheet *sheet_of(const ReplayScene *r)
{
    return &r->sheets->sheet[r->game.session.game.setup.sheet];
}

static bool hot(const ReplayScene *r, SDL_Rect rc)
{
    return rect_contains(rc, r->ui.mouse_x, r->ui.mouse_y);
}

/* ---- the sheets ------------------------------------------------------------------------------ */

/* The better move's changes glowing on the deciding seat's sheet: what its sheet would show
 * after the move, against what it shows before it. */
static void better_decor(const ReplayScene *r, const ReplayMark *m, SheetDecor *d, SpotSet *spots)
{
    const Game *before = &r->game.session.entry[m->step].before;
    Game after = *before;
    Refusal why;
    if (!game_apply(&after, r->sheets, &m->best, &why)) return;
    int seat = before->to_act;
    sheet_diff(&before->player[seat], &after.player[seat], spots, &d->preview_field, &d->preview_edges);
    d->preview_ok = true;
    d->legal = spots;
}

static void draw_big(ReplayScene *r, SDL_Renderer *renderer)
{
    const Game *g = replay_scene_game(r);
    const ReplayLayout *l = &r->layout;
    int seat = replay_scene_big_seat(r), u = l->unit;
    int name_y = r->big.area.y - l->sheet_name > l->sheet.y ? r->big.area.y - l->sheet_name : l->sheet.y;
    ui_text_type(r->art, FONT_BOLD, u, TYPE_LABEL, TYPE_FINE, pen_of(r, seat), r->big.area.x, name_y, 0,
                 l->sheet.x + l->sheet.w - r->big.area.x, r->game.seats.name[seat]);
    SheetDecor d;
    SDL_zero(d);
    d.pen = pen_of(r, seat);
    d.preview_field = -1;
    d.pen_progress = 1.0f;
    SpotSet spots = {0};
    const ReplayMark *m = replay_scene_mark(r);
    if (m && seat == g->to_act) better_decor(r, m, &d, &spots);
    sheet_draw(r->lang, renderer, r->art, &r->big, sheet_of(r), &g->player[seat], &d);
    for (int i = 0; i < spots.count; i++)
        art_frame(renderer, sheet_spot_rect(&r->big, spots.spot[i]), u / 3 > 2 ? u / 3 : 2, BETTER);
}

static void draw_thumbs(ReplayScene *r, SDL_Renderer *renderer)
{
    const Game *g = replay_scene_game(r);
    const ReplayLayout *l = &r->layout;
    int u = l->unit, seats[GAME_MAX_PLAYERS - 1], n = replay_thumb_seats(r, seats);
    for (int i = 0; i < n && i < l->thumbs; i++) {
        int s = seats[i];
        SDL_Rect rc = l->thumb[i];
        art_fill_round(renderer, rc, u / 2, hot(r, rc) ? PANEL_HOT : PANEL);
        /* A name too long even at the fine size is cut at the panel's edge. */
        SDL_RenderSetClipRect(renderer, &rc);
        ui_text_type(r->art, FONT_BOLD, u, TYPE_BODY, TYPE_FINE, pen_of(r, s), rc.x + u / 2, rc.y + u / 4, 0,
                     rc.w - u, r->game.seats.name[s]);
        SDL_RenderSetClipRect(renderer, NULL);
        SheetDecor d;
        SDL_zero(d);
        d.pen = pen_of(r, s);
        d.pen_progress = 1.0f;
        d.preview_field = -1;
        d.thumbnail = true;
        sheet_draw(r->lang, renderer, r->art, &r->thumb[i], sheet_of(r), &g->player[s], &d);
    }
}

/* ---- the dice, the log, the chart ------------------------------------------------------------ */

/* The die the better move takes or rolls, or -1. */
static int better_die(const ReplayScene *r)
{
    const ReplayMark *m = replay_scene_mark(r);
    if (!m) return -1;
    int k = m->best.kind;
    return k == ACT_TAKE || k == ACT_KARMA || k == ACT_KEEP || k == ACT_GOODS_DIE ? m->best.arg[0] : -1;
}

static void draw_dice(ReplayScene *r, SDL_Renderer *renderer)
{
    const Lang *lang = r->lang;
    const Game *g = replay_scene_game(r);
    const ReplayLayout *l = &r->layout;
    SDL_Rect p = l->dice;
    int u = l->unit, body = type_px(r->art, u, TYPE_BODY);
    art_fill_round(renderer, p, u / 2, PANEL);
    if (!g->rolled) {
        ui_text_type(r->art, FONT_REGULAR, u, TYPE_BODY, TYPE_FINE, LIGHT, p.x + p.w / 2, p.y + (p.h - body) / 2, 1,
                     p.w - 2 * u, _("The dice are not rolled yet"));
        return;
    }
    int per_row = l->dice_per_row, cell = p.w / per_row, size = l->die_size, best = better_die(r);
    int row_h = p.h / (DIE_COUNT / per_row);
    SDL_RenderSetClipRect(renderer, &p);
    for (int d = 0; d < DIE_COUNT; d++) {
        SDL_Rect rc = {p.x + d % per_row * cell + (cell - size) / 2, p.y + d / per_row * row_h + u, size, size};
        bool away = g->die_at[d] != DIE_AT_CENTRE;
        dice_draw_face(lang, renderer, r->art, d, g->die_face[d], rc, 0.0f, false);
        if (away) art_fill_round(renderer, rc, rc.w / 6, (SDL_Color){40, 30, 24, 120});
        if (d == best) art_frame(renderer, layout_rect(rc.x - 3, rc.y - 3, rc.w + 6, rc.h + 6), 3, BETTER);
        ui_text_type(r->art, FONT_REGULAR, u, TYPE_FINE, TYPE_FINE, away ? LIGHT : (SDL_Color){255, 246, 226, 255},
                     rc.x + rc.w / 2, rc.y + size + u / 2, 1, cell - 4, replay_words_die_place(r, d));
    }
    SDL_RenderSetClipRect(renderer, NULL);
}

int replay_log_rows(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int n, int need[], int *first)
{
    const ReplayLayout *lay = &r->layout;
    int u = lay->unit, room = lay->log.w - 2 * u, height = lay->log_lines * lay->log_row;
    /* The newest line whole, at the body size, or smaller where it is longer than the whole
     * log (a lapse said in Dutch at 200 %); its last row a quarter of a row short, so its
     * rows px * 5 / 4 apart stay in the box. */
    SDL_Rect box = {0, 0, room, height - lay->log_row / 4};
    int px = n > 0 ? text_fit_wrapped(r->art, FONT_REGULAR, u, TYPE_BODY, box, lines[n - 1]) : type_px(r->art, u, TYPE_BODY);
    int row = px * 5 / 4, used = 0;
    *first = n;
    for (int i = n - 1; i >= 0; i--) {
        need[i] = ui_text_lines(r->art, FONT_REGULAR, px, room, lines[i]);
        if (need[i] < 1) need[i] = 1;
        if (used + need[i] * row > height && *first < n) break;
        used += need[i] * row;
        *first = i;
    }
    return px;
}

static void draw_log(ReplayScene *r, SDL_Renderer *renderer)
{
    const Lang *lang = r->lang;
    const ReplayLayout *lay = &r->layout;
    SDL_Rect l = lay->log;
    int u = lay->unit;
    art_fill_round(renderer, l, u / 2, LOG_BG);
    ui_text_type(r->art, FONT_BOLD, u, TYPE_BODY, TYPE_FINE, (SDL_Color){238, 214, 170, 255}, l.x + u, l.y + u / 2, 0,
                 l.w - 2 * u, _("What happened"));
    char lines[REPLAY_LOG_LINES][LOG_BOOK_CHARS];
    int n = replay_words_log(r, lines, lay->log_lines), need[REPLAY_LOG_LINES], first;
    int px = replay_log_rows(r, lines, n, need, &first);
    SDL_RenderSetClipRect(renderer, &l);
    int y = l.y + lay->log_head;
    for (int i = first; i < n; i++) {
        SDL_Color c = i == n - 1 ? (SDL_Color){255, 246, 226, 255} : (SDL_Color){200, 186, 166, 255};
        ui_text_wrapped(r->art, FONT_REGULAR, px, c, layout_rect(l.x + u, y, l.w - 2 * u, 0), lines[i]);
        y += need[i] * (px * 5 / 4);
    }
    SDL_RenderSetClipRect(renderer, NULL);
}

static void draw_chart(ReplayScene *r, SDL_Renderer *renderer)
{
    const Game *g = replay_scene_game(r);
    ChartMark m;
    SDL_zero(m);
    m.at = race_chart_at(&r->game.session, r->ui.step);
    for (int s = 0; s < g->setup.players; s++) m.race[s] = (int16_t)game_race(g, s);
    replay_story_draw(r, renderer);
    if (!r->game.chances_shown)
        race_chart_draw(r->lang, renderer, r->art, &r->game.chart, &r->game.seats, replay_story_card(r), r->layout.unit * 2 / 3,
                        &m);
}

/* ---- the controls ---------------------------------------------------------------------------- */

static void draw_slider(ReplayScene *r, SDL_Renderer *renderer)
{
    const ReplayLayout *l = &r->layout;
    int u = l->unit, count = (int)r->game.session.count, mid = l->slider.y + l->slider.h / 2;
    art_fill_round(renderer, layout_rect(l->slider.x, mid - u / 2, l->slider.w, u), u / 2, PANEL_HOT);
    for (int i = 0; i < r->game.marks; i++) {
        int x = replay_slider_x(l, r->game.mark[i].step, count);
        art_fill_round(renderer, layout_rect(x - u / 3, l->slider.y + u / 2, 2 * (u / 3) + 1, l->slider.h - u), 1, MARK);
    }
    int x = replay_slider_x(l, r->ui.step, count);
    SDL_Rect knob = layout_rect(x - 3 * u / 2, mid - 3 * u / 2, 3 * u, 3 * u);
    art_fill_round(renderer, knob, 3 * u / 2, r->ui.sliding || hot(r, l->slider) ? (SDL_Color){255, 214, 120, 255} : art_style(r->art)->accent);
}

static void draw_controls(ReplayScene *r, SDL_Renderer *renderer)
{
    const ReplayLayout *l = &r->layout;
    const Game *g = replay_scene_game(r);
    int u = l->unit, count = (int)r->game.session.count, step = r->ui.step;
    char text[96];
    replay_words_position(r->lang, step, count, g->round, text, sizeof text);
    ui_text_type(r->art, FONT_BOLD, u, TYPE_BODY, TYPE_FINE, LIGHT, l->position.x, l->position.y + u / 4, 0,
                 l->position.w, text);
    int px = type_px(r->art, u, TYPE_LABEL);   /* arrows, not words: the label size reads as before */
    ui_button_px(renderer, r->art, l->first, "|◀", px, step > 0, hot(r, l->first));
    ui_button_px(renderer, r->art, l->prev, "◀", px, step > 0, hot(r, l->prev));
    ui_button_px(renderer, r->art, l->next, "▶", px, step < count, hot(r, l->next));
    ui_button_px(renderer, r->art, l->last, "▶|", px, step < count, hot(r, l->last));
    draw_slider(r, renderer);
}

static void draw_note(ReplayScene *r, SDL_Renderer *renderer)
{
    const ReplayLayout *l = &r->layout;
    int u = l->unit;
    const ReplayMark *m = replay_scene_mark(r);
    char text[REPLAY_TEXT_MAX];
    if (m) replay_words_mark(r, m, text, sizeof text);
    else replay_words_next(r, text, sizeof text);
    art_fill_round(renderer, l->note, u / 2, art_style(r->art)->paper);
    if (m) art_frame(renderer, l->note, 3, BETTER);
    SDL_Rect box = layout_rect(l->note.x + u, l->note.y + u / 2, l->note.w - 2 * u, l->note.h - u);
    /* Two lines fit; a longer sentence (a translation) steps down the type scale. */
    FontFace face = m ? FONT_BOLD : FONT_REGULAR;
    int px = replay_wrap_px(r->art, face, u, TYPE_BODY, box, text);
    SDL_RenderSetClipRect(renderer, &l->note);
    ui_text_wrapped(r->art, face, px, art_style(r->art)->ink, box, text);
    SDL_RenderSetClipRect(renderer, NULL);
}

static void draw_problem(ReplayScene *r, SDL_Renderer *renderer)
{
    const Lang *lang = r->lang;
    const Style *style = art_style(r->art);
    const ReplayLayout *l = &r->layout;
    int u = l->unit;
    SDL_Rect c = l->problem, back = replay_problem_back(l);
    art_fill_round(renderer, c, u, style->paper);
    ui_text_type(r->art, FONT_BOLD, u, TYPE_TITLE, TYPE_FINE, style->ink, c.x + 4 * u, c.y + 3 * u, 0, c.w - 8 * u,
                 _("This game cannot be replayed"));
    SDL_Rect words = replay_problem_words(l);
    SDL_RenderSetClipRect(renderer, &words);
    ui_text_wrapped(r->art, FONT_REGULAR, replay_wrap_px(r->art, FONT_REGULAR, u, TYPE_LABEL, words, r->game.problem),
                    style->refused, words, r->game.problem);
    SDL_RenderSetClipRect(renderer, NULL);
    ui_button_px(renderer, r->art, back, _("Back"), type_px(r->art, u, TYPE_BODY), true, hot(r, back));
}

void replay_scene_draw(ReplayScene *r, SDL_Renderer *renderer)
{
    const Lang *lang = r->lang;
    const Style *style = art_style(r->art);
    const ReplayLayout *l = &r->layout;
    SDL_SetRenderDrawColor(renderer, style->table_bg.r, style->table_bg.g, style->table_bg.b, 255);
    SDL_RenderClear(renderer);
    if (!r->game.loaded) {
        draw_problem(r, renderer);
        return;
    }
    char title[REPLAY_TEXT_MAX];
    replay_words_title(r, title, sizeof title);
    SDL_RenderSetClipRect(renderer, &l->title);
    ui_text_type(r->art, FONT_BOLD, l->unit, TYPE_TITLE, TYPE_FINE, LIGHT, l->title.x,
                 l->title.y + (l->title.h - type_px(r->art, l->unit, TYPE_TITLE)) / 2, 0, l->title.w, title);
    SDL_RenderSetClipRect(renderer, NULL);
    ui_button_px(renderer, r->art, l->back, _("Back"), type_px(r->art, l->unit, TYPE_BODY), true, hot(r, l->back));
    draw_note(r, renderer);
    draw_big(r, renderer);
    draw_thumbs(r, renderer);
    draw_dice(r, renderer);
    draw_log(r, renderer);
    draw_chart(r, renderer);
    draw_controls(r, renderer);
}
