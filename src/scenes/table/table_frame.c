/* table_frame.c — a table frame from kept pictures (table_cache.h): the chrome, the large
 * sheet and the thumbnails are copied, and drawn again only when what they show changes.
 * While a mark is being penned on the large sheet, the printed sheet is copied and the
 * marks are drawn over it each frame, so the pen moves at full frame rate. */
#include "table_internal.h"

#include "i18n.h"
#include "widgets.h"

/* A sheet picture reaches this far beyond the sheet's rectangle, so nothing drawn near its
 * edges is cut by the picture's own edge; only the sheet's rectangle is copied to the
 * window (the chrome may draw right next to it, a thumbnail's name above it). */
#define SHEET_MARGIN 2

/* Where the pointer is, as far as the chrome shows it: the button, choice chip, pending
 * bonus and thumbnail panel under it (each lights up). */
static uint64_t hover_key(uint64_t h, const TableScene *t)
{
    const TableLayout *l = &t->draw.layout;
    int x = t->ui.mouse_x, y = t->ui.mouse_y, choice = -1, pending = -1;
    for (int i = 0; i < t->now.choices; i++)
        if (rect_contains(table_choice_rect(l, i, t->now.choices), x, y)) choice = i;
    for (int i = 0; i < TABLE_MAX_PENDING_SHOWN; i++)
        if (rect_contains(table_pending_rect(l, i), x, y)) pending = i;
    h = cache_key_int(h, table_button_at(l, x, y));
    h = cache_key_int(h, choice);
    h = cache_key_int(h, pending);
    return cache_key_int(h, table_sheet_target(t, x, y));
}

uint64_t table_chrome_key(const TableScene *t)
{
    const Session *s = t->session;
    uint64_t h = cache_key_int(CACHE_KEY_START, t->draw.w);
    h = cache_key_int(h, t->draw.h);
    h = cache_key(h, &s->game, sizeof s->game);
    h = cache_key_int(h, s->count);
    if (s->count > 0) h = cache_key(h, &s->entry[s->count - 1].action, sizeof(Action));
    h = cache_key(h, &t->seats, sizeof t->seats);
    h = cache_key_str(h, lang_code(t->lang));
    h = cache_key_int(h, t->ui.viewed);
    h = cache_key_int(h, table_peek_seat(t));
    h = cache_key_int(h, t->ui.karma_armed);
    h = cache_key(h, &t->ui.sale, sizeof t->ui.sale);
    h = cache_key(h, &t->ui.road, sizeof t->ui.road);
    h = cache_key_int(h, table_handover_due(t));
    h = cache_key_int(h, match_held_seat(t->match));
    h = cache_key_int(h, table_rolling(t));
    h = cache_key_int(h, match_hint_running(t->match));
    h = cache_key_int(h, t->now.choices);
    for (int i = 0; i < t->now.choices; i++) {
        h = cache_key_str(h, t->now.choice[i].label);
        h = cache_key_str(h, t->now.choice[i].icon);
    }
    /* The log's items never change once added: which are kept, and their language. */
    h = cache_key_int(h, t->now.log.count);
    h = cache_key_int(h, (int)t->now.log.serial);
    h = cache_key_int(h, (int)lang_serial(t->lang));
    h = cache_key_int(h, t->ui.log_scroll);
    return hover_key(h, t);
}

uint64_t table_shown_key(const TableScene *t, uint32_t now)
{
    const DiceView *v = &t->draw.dice;
    uint64_t h = table_chrome_key(t);
    h = cache_key_int(h, table_big_seat(t));
    h = cache_key_int(h, (long)match_generation(t->match));
    h = cache_key_int(h, (long)match_next_seq(t->match));
    h = cache_key_int(h, t->bots.hint_shown);
    h = cache_key_int(h, t->ui.shown_on);
    h = cache_key_int(h, table_message_up(t, now));
    h = cache_key_int(h, (long)t->now.message_at);
    h = cache_key_str(h, t->now.message);
    h = cache_key_int(h, t->ui.why_open);
    h = cache_key_int(h, t->ui.pointer_tip);
    h = cache_key_int(h, table_forced_shown(t, now));
    h = cache_key_int(h, (long)t->now.forced_at);
    h = cache_key_int(h, t->now.pen_seat);
    h = cache_key_int(h, (long)t->now.pen_start);
    h = cache_key_int(h, (long)t->now.pen_ms);
    for (int d = 0; d < DIE_COUNT; d++) h = cache_key_int(h, (long)v->die[d].end);
    h = cache_key_int(h, (long)v->elephant_end);
    h = cache_key_int(h, t->ui.confirm_leave);
    h = cache_key_int(h, t->paused_at != 0);
    return cache_key_int(h, t->outcome);
}

/* What a sheet picture shows: whose marks, in which pen, at which size and language. */
static uint64_t sheet_key(const TableScene *t, int seat, SDL_Rect area, SDL_Color under, bool marks)
{
    const Game *g = table_game(t);
    uint64_t h = cache_key_int(CACHE_KEY_START, area.w);
    h = cache_key_int(h, area.h);
    h = cache_key_int(h, g->setup.sheet);
    h = cache_key_str(h, lang_code(t->lang));
    h = cache_key_int(h, art_style(t->art)->zoom);   /* the print grows with the text */
    h = cache_key(h, &under, sizeof under);
    if (!marks) return h;
    SDL_Color pen = table_pen_of(t, seat);
    h = cache_key(h, &pen, sizeof pen);
    return cache_key(h, &g->player[seat], sizeof(Player));
}

/* Picture `print` shows the printed sheet laid out as `at0` (moved to (SHEET_MARGIN,
 * SHEET_MARGIN)). */
static void keep_print(TableScene *t, SDL_Renderer *r, CachePicture *print, const SheetLayout *at0,
                       SDL_Color under, bool thumbnail)
{
    const Game *g = table_game(t);
    SDL_Rect a = at0->area;
    uint64_t key = sheet_key(t, 0, a, under, false);
    if (!cache_picture_begin(&t->draw.cache, print, r, a.w + 2 * SHEET_MARGIN, a.h + 2 * SHEET_MARGIN, key, under))
        return;
    SheetDecor d;
    SDL_zero(d);
    d.thumbnail = thumbnail;
    d.preview_field = -1;
    sheet_draw_layers(t->lang, r, t->art, at0, &t->sheets->sheet[g->setup.sheet], &g->player[0], &d, SHEET_PRINT);
    cache_picture_end(r);
}

/* Picture `pic` shows seat's marks over the printed sheet `print`. */
static void keep_marks(TableScene *t, SDL_Renderer *r, CachePicture *pic, const CachePicture *print,
                       const SheetLayout *at0, int seat, SDL_Color under, const SheetDecor *d)
{
    const Game *g = table_game(t);
    SDL_Rect a = at0->area;
    uint64_t key = sheet_key(t, seat, a, under, true);
    if (!cache_picture_begin(&t->draw.cache, pic, r, a.w + 2 * SHEET_MARGIN, a.h + 2 * SHEET_MARGIN, key, under))
        return;
    cache_picture_copy(r, art_text_marks(t->art), print, 0, 0);
    SheetDecor plain = *d;
    plain.before = NULL;
    plain.pen_progress = 1.0f;
    sheet_draw_layers(t->lang, r, t->art, at0, &t->sheets->sheet[g->setup.sheet], &g->player[seat], &plain, SHEET_MARKS);
    cache_picture_end(r);
}

/* The sheet's rectangle of a sheet picture, to where it is in the window (1:1), its printed
 * words with it in the text record (text_marks.h), so they are checked where they are seen. */
static void copy_sheet(TableScene *t, SDL_Renderer *r, const CachePicture *p, SDL_Rect area)
{
    if (!p->tex) return;
    SDL_Rect from = {SHEET_MARGIN, SHEET_MARGIN, area.w, area.h};
    SDL_RenderCopy(r, p->tex, &from, &area);
    text_marks_place(art_text_marks(t->art), r, p->tex, area.x - SHEET_MARGIN, area.y - SHEET_MARGIN);
}

static void draw_big(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    const Game *g = table_game(t);
    TableCache *c = &t->draw.cache;
    SDL_Rect a = t->draw.big.area;
    SDL_Color under = art_style(t->art)->table_bg;
    c->big_at0 = t->draw.big;
    sheet_layout_shift(&c->big_at0, SHEET_MARGIN - a.x, SHEET_MARGIN - a.y);
    int seat = table_big_seat(t);
    SheetDecor d = table_big_decor(t, now);
    keep_print(t, r, &c->big_print, &c->big_at0, under, false);
    const Sheet *sheet = &t->sheets->sheet[g->setup.sheet];
    if (d.before) {
        /* A mark being penned: the printed sheet, and the marks drawn as far as the pen got. */
        copy_sheet(t, r, &c->big_print, a);
        sheet_draw_layers(t->lang, r, t->art, &t->draw.big, sheet, &g->player[seat], &d, SHEET_MARKS);
    } else {
        keep_marks(t, r, &c->big, &c->big_print, &c->big_at0, seat, under, &d);
        copy_sheet(t, r, &c->big, a);
    }
    sheet_draw_layers(t->lang, r, t->art, &t->draw.big, sheet, &g->player[seat], &d, SHEET_DECOR);
    table_draw_big_notes(t, r, d.pen);
}

static void draw_thumbs(TableScene *t, SDL_Renderer *r)
{
    TableCache *c = &t->draw.cache;
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    for (int i = 0; i < n && i < t->draw.layout.thumbs; i++) {
        SDL_Rect a = t->draw.thumb[i].area;
        SDL_Color under = table_thumb_under(t, i);
        CachePicture *print = &c->thumb_print[table_thumb_hot(t, i)];
        c->thumb_at0[i] = t->draw.thumb[i];
        sheet_layout_shift(&c->thumb_at0[i], SHEET_MARGIN - a.x, SHEET_MARGIN - a.y);
        keep_print(t, r, print, &c->thumb_at0[i], under, true);
        SheetDecor d = table_thumb_decor(t, seats[i]);
        keep_marks(t, r, &c->thumb[i], print, &c->thumb_at0[i], seats[i], under, &d);
        copy_sheet(t, r, &c->thumb[i], a);
    }
}

bool table_draw_kept(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    TableCache *c = &t->draw.cache;
    if (cache_picture_begin(c, &c->chrome, r, t->draw.w, t->draw.h, table_chrome_key(t), art_style(t->art)->table_bg)) {
        table_draw_chrome(t, r);
        cache_picture_end(r);
    }
    if (c->off) return false;
    cache_picture_copy(r, art_text_marks(t->art), &c->chrome, 0, 0);
    draw_big(t, r, now);
    draw_thumbs(t, r);
    return true;
}
