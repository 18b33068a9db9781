/* table_coached.c — the table as a coach sees it and drives it (coached.h): its look, where
 * the things a coach points at lie now (the table's own layout, dice and sheet as drawn),
 * its keyboard ring's ends, the match's coach hooks and its drawing in two layers. */
#include "table_internal.h"

#include <stdio.h>
#include <string.h>

#include "geometry.h"

static SDL_Rect die_rect(const TableScene *t, int die);

static void add_control(CoachedLook *out, SDL_Rect r)
{
    if (r.w > 0 && r.h > 0 && out->controls < COACHED_CONTROLS) out->control[out->controls++] = r;
}

/* What can be clicked beside the sheet, as drawn now. */
static void controls(const TableScene *t, CoachedLook *out)
{
    const TableLayout *l = &t->draw.layout;
    for (int b = 0; b <= BUTTON_HINT; b++) add_control(out, l->button[b]);
    for (int d = 0; d < DIE_COUNT; d++) {   /* the centre's: a die a seat took is not clicked */
        SDL_Rect die = die_rect(t, d);
        if (SDL_HasIntersection(&die, &l->tray)) add_control(out, die);
    }
    for (int i = 0; i < t->now.choices; i++) add_control(out, table_choice_rect(l, i, t->now.choices));
    add_control(out, l->pending);
    for (int i = 0; i < l->thumbs; i++) add_control(out, l->thumb[i]);
}

static void look(const void *self, CoachedLook *out)
{
    const TableScene *t = self;
    memset(out, 0, sizeof *out);
    out->art = t->art;
    out->unit = t->draw.layout.unit;
    out->w = t->draw.w;
    out->h = t->draw.h;
    out->log = t->draw.layout.log;
    out->hint = t->draw.layout.button[BUTTON_HINT];
    if (t->draw.layout.thumbs > 0) out->thumb = t->draw.layout.thumb[0];
    for (int s = 0; s < t->draw.layout.players; s++) out->seats = rect_join(out->seats, t->draw.layout.seat[s]);
    for (int i = 0; i < t->draw.layout.thumbs; i++) out->thumbs = rect_join(out->thumbs, t->draw.layout.thumb[i]);
    out->mouse_x = t->ui.mouse_x;
    out->mouse_y = t->ui.mouse_y;
    out->dragging = t->ui.dragging;
    out->half_made = t->ui.karma_armed || t->ui.road.field >= 0 || t->ui.sale.n[0] || t->ui.sale.n[1] || t->ui.sale.n[2];
    out->waiting_end_turn = table_waiting_end_turn(t);
    for (int i = 0; i < GAME_MAX_PLAYERS; i++) snprintf(out->name[i], sizeof out->name[i], "%s", t->seats.name[i]);
    controls(t, out);
}

static SDL_Rect die_rect(const TableScene *t, int die)
{
    if (die < 0 || die >= DIE_COUNT) return (SDL_Rect){0, 0, 0, 0};
    const DieSprite *s = &t->draw.dice.die[die];
    int size = s->ts > 0 ? (int)s->ts : t->draw.dice.size;   /* smaller at a seat */
    return layout_rect((int)s->x - size / 2, (int)s->y - size / 2, size, size);
}

static SDL_Rect spot(const TableScene *t, int kind, int a, int b)
{
    return sheet_spot_rect(&t->draw.big, (Spot){(uint8_t)kind, (uint8_t)a, (uint8_t)b});
}

static SDL_Rect aim(const void *self, Aim a)
{
    static const int BUTTON[] = {[AIM_BUTTON_UNDO] = BUTTON_UNDO, [AIM_BUTTON_KARMA] = BUTTON_KARMA,
                                 [AIM_BUTTON_CONFIRM] = BUTTON_CONFIRM};
    const TableScene *t = self;
    const TableLayout *l = &t->draw.layout;
    const SheetLayout *big = &t->draw.big;
    SDL_Rect r = {0, 0, 0, 0};
    switch (a.kind) {
    case AIM_DIE: return die_rect(t, a.a);
    case AIM_SEAT: return a.a < GAME_MAX_PLAYERS ? l->seat[a.a] : r;
    case AIM_FIELD: return spot(t, SPOT_FIELD, a.a, 0);
    case AIM_MARKET: return big->market;
    case AIM_SLOT: return spot(t, SPOT_SLOT, a.a, a.b);
    case AIM_PENDING: return table_pending_rect(l, a.a);
    case AIM_TRACKS: return rect_join(big->fame_track, big->money_track);
    case AIM_UPGRADE: return spot(t, SPOT_UPGRADE, a.a, a.b);
    case AIM_BUTTON: return a.a <= AIM_BUTTON_CONFIRM ? l->button[BUTTON[a.a]] : r;
    case AIM_CHOICES:
        for (int i = 0; i < t->now.choices; i++) r = rect_join(r, table_choice_rect(l, i, t->now.choices));
        return r;
    case AIM_KARMA:
        for (int i = 0; i < KARMA_BOXES; i++) r = rect_join(r, big->karma[i]);
        return r;
    default: return r;
    }
}

/* The table's ring is shown on its last item (first, going back), or shown with nothing
 * to visit: the next Tab goes on to the coach. Not shown, the table's Tab comes first (its
 * list, rebuilt by every Tab and frame, is only then sure to be the table's as it is now).
 * A road drawn by keys keeps every key. */
static bool ring_at_end(const void *self, bool back)
{
    const TableFocus *tf = &((const TableScene *)self)->ui.focus;
    if (tf->road || !tf->ring.shown) return false;
    return tf->ring.count == 0 || tf->ring.current == (back ? 0 : tf->ring.count - 1);
}

/* The ring hidden and unfocused: the table's next Tab starts at its first item (Shift+Tab
 * at its last), as it does after a click. */
static void ring_reset(void *self)
{
    TableScene *t = self;
    t->ui.focus.ring.shown = false;
    t->ui.focus.ring.current = -1;
}

static void set_coach(void *self, MatchCoach coach) { table_set_coach(self, coach); }
static void show_move(void *self, const Game *before, const Action *a) { table_show_move(self, before, a); }
static void under(void *self, SDL_Renderer *r, uint32_t now) { table_draw_under_tooltip(self, r, now); }
static void tooltip(void *self, SDL_Renderer *r, uint32_t now) { table_draw_tooltip(self, r, now); }

static void set_top_line(void *self, CoachedTopLine top_line, const void *ctx)
{
    TableScene *t = self;
    t->ui.top_line = top_line;
    t->ui.top_line_ctx = ctx;
}

CoachedTable table_coached(TableScene *t)
{
    return (CoachedTable){t,         &table_scene_ops, look,    aim,    ring_at_end, ring_reset,
                          set_coach, show_move,       under,   tooltip, set_top_line};
}
