/* table_focus.c — the table from the keyboard (see table_focus.h). Tab and the arrows move
 * the focus over what may be clicked now; Enter or Space clicks it, through table_event, so
 * every rule check, refusal and sound is the mouse's own. A focused field of a road step
 * starts a road drawn with the arrow keys: the arrows move a pen from field to field and
 * the scene is fed the same drag the mouse would make (road_input.c reads it), so the
 * preview and the refusal words are the dragged road's (R5). */
#include "table_internal.h"

#include "i18n.h"

static TableFocus *focus_of(TableScene *t) { return &t->ui.focus; }

static bool viewing_other(const TableScene *t)
{
    return t->ui.viewed >= 0 && t->ui.viewed != table_game(t)->to_act;
}

static int spot_id(Spot s) { return s.kind << 16 | s.a << 8 | s.b; }
static Spot spot_of(int id) { return (Spot){(uint8_t)(id >> 16), (uint8_t)(id >> 8), (uint8_t)id}; }

static void add_dice(TableScene *t, FocusRing *f)
{
    const Game *g = table_game(t);
    const DiceView *v = &t->draw.dice;
    for (int d = 0; d < DIE_COUNT; d++) {
        Action a;
        if (!input_die_action(g, &t->now.legal, d, t->ui.karma_armed, &a)) continue;
        SDL_Rect r = {(int)v->die[d].x - v->size / 2, (int)v->die[d].y - v->size / 2, v->size, v->size};
        focus_add(f, r, TF_DIE, d);
    }
}

static void add_pending(TableScene *t, FocusRing *f)
{
    const Game *g = table_game(t);
    const TableLayout *l = &t->draw.layout;
    for (int i = 0; i < g->pending_count && i < TABLE_MAX_PENDING_SHOWN; i++) {
        Action a;
        if (input_pending_action(&t->now.legal, i, &a)) focus_add(f, table_pending_rect(l, i), TF_PENDING, i);
    }
}

/* The edges a T or crossing may be clicked together from (R5.8), and the edges of built
 * fields a half road may go on (R5.6): a drag draws only straights and curves. */
static void add_road_edges(TableScene *t, FocusRing *f)
{
    for (int i = 0; i < t->now.legal.count; i++) {
        const Action *a = &t->now.legal.action[i];
        int mask = a->kind == ACT_HALF ? 1 << a->arg[1] : a->kind == ACT_ROAD ? a->arg[1] : 0;
        int edges = 0;
        for (int e = 0; e < EDGE_COUNT; e++) edges += (mask >> e) & 1;
        if (a->kind == ACT_ROAD && edges < 3) continue;
        for (int e = 0; e < EDGE_COUNT; e++) {
            if (!(mask & (1 << e))) continue;
            Spot s = {SPOT_EDGE, (uint8_t)a->arg[0], (uint8_t)e};
            int id = spot_id(s);
            bool listed = false;
            for (int k = 0; k < f->count; k++) listed |= f->item[k].group == TF_SPOT && f->item[k].id == id;
            if (!listed) focus_add(f, sheet_spot_rect(&t->draw.big, s), TF_SPOT, id);
        }
    }
}

/* The buttons a click would do something with: greyed ones are left out. */
static void add_buttons(TableScene *t, FocusRing *f)
{
    const Game *g = table_game(t);
    for (int b = 0; b < BUTTON_COUNT; b++) {
        bool on = true;
        if (b == BUTTON_UNDO)
            on = table_can_undo(t);
        else if (b == BUTTON_KARMA)
            on = t->ui.karma_armed || legal_has_kind(&t->now.legal, g->step.kind == STEP_KARMA_KEEP ? ACT_REROLL : ACT_KARMA);
        else if (b == BUTTON_CONFIRM)
            on = input_sale_open(&t->now.legal) || t->ui.road.field >= 0;
        else if (b == BUTTON_HINT)
            on = game_actor(g) >= 0 && !match_hint_running(t->match) && !table_practice(t);   /* under its card */
        if (on) focus_add(f, t->draw.layout.button[b], TF_BUTTON, b);
    }
}

static void add_thumbs(TableScene *t, FocusRing *f)
{
    int seats[GAME_MAX_PLAYERS - 1];
    int n = table_thumb_seats(t, seats);
    /* Without thumbnails (no room for them) the seats' cards open the sheets instead. */
    const TableLayout *l = &t->draw.layout;
    for (int i = 0; i < n; i++)
        if (l->thumbs > 0 ? i < l->thumbs : true) focus_add(f, l->thumbs > 0 ? l->thumb[i] : l->seat[seats[i]], TF_THUMB, i);
}

/* Everything that can be chosen now, in the order Tab visits it: what the step asks for
 * first (dice, chips, bonuses, sheet spots), then the buttons and the other sheets. */
static void add_targets(TableScene *t, FocusRing *f, uint32_t now)
{
    if (t->ui.confirm_leave) {
        SDL_Rect leave, stay;
        table_leave_buttons(t, &leave, &stay);
        /* Keep playing first: a stray Tab and Enter must not end the game. */
        focus_add(f, stay, TF_LEAVE, 1);
        focus_add(f, leave, TF_LEAVE, 0);
        return;
    }
    if (dice_view_animating(&t->draw.dice, now)) return;
    if (table_handover_due(t)) {
        int u = t->draw.layout.unit, cw = 70 * u, ch = 36 * u;
        focus_add(f, (SDL_Rect){(t->draw.w - cw) / 2, (t->draw.h - ch) / 2, cw, ch}, TF_CARD, 0);
        return;
    }
    if (table_waiting_end_turn(t)) {
        /* The finished turn: End turn first, so Tab and Enter pass it on. */
        if (!table_practice(t)) focus_add(f, t->draw.layout.button[BUTTON_CONFIRM], TF_BUTTON, BUTTON_CONFIRM);
        if (table_can_undo(t)) focus_add(f, t->draw.layout.button[BUTTON_UNDO], TF_BUTTON, BUTTON_UNDO);
        add_thumbs(t, f);
        return;
    }
    if (table_bot_turn(t) || table_game(t)->waiting == WAIT_OVER) {
        add_thumbs(t, f);
        return;
    }
    add_dice(t, f);
    for (int i = 0; i < t->now.choices; i++)
        focus_add(f, table_choice_rect(&t->draw.layout, i, t->now.choices), TF_CHOICE, i);
    add_pending(t, f);
    if (!viewing_other(t)) {
        for (int i = 0; i < t->now.legal_spots.count; i++) {
            Spot s = t->now.legal_spots.spot[i];
            focus_add(f, sheet_spot_rect(&t->draw.big, s), TF_SPOT, spot_id(s));
        }
        add_road_edges(t, f);
    }
    add_buttons(t, f);
    add_thumbs(t, f);
}

void table_focus_build(TableScene *t, uint32_t now)
{
    FocusRing *f = &focus_of(t)->ring;
    FocusItem was;
    if (!f->shown) f->current = -1;
    focus_begin(f, &was);
    add_targets(t, f, now);
    focus_end(f, &was);
    /* What was focused is gone (a die taken, a step done): the ring goes to the first of
     * what the next decision offers, so Enter and the arrows go on from there. The leave
     * question starts on Keep playing. */
    if (f->shown && f->current < 0 && f->count > 0) f->current = 0;
}

/* ---- clicks and drags, fed to the scene --------------------------------------------- */

static void feed(TableScene *t, Uint32 type, SDL_Point p, uint32_t now)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = p.x;
        e.motion.y = p.y;
    } else {
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        e.button.clicks = 1;
        e.button.x = p.x;
        e.button.y = p.y;
    }
    /* The pointer stays where the mouse left it: no hover glow or tooltip follows the
     * ring's clicks over the sheet. While a road is drawn by keys it follows the pen, so
     * the refused road's words stand beside the pen as they do beside the mouse. */
    int mouse_x = t->ui.mouse_x, mouse_y = t->ui.mouse_y;
    focus_of(t)->feeding = true;
    table_event(t, &e, now);
    focus_of(t)->feeding = false;
    if (!focus_of(t)->road) {
        t->ui.mouse_x = mouse_x;
        t->ui.mouse_y = mouse_y;
    }
}

static SDL_Point middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

static void click(TableScene *t, SDL_Rect r, uint32_t now)
{
    feed(t, SDL_MOUSEBUTTONDOWN, middle(r), now);
    feed(t, SDL_MOUSEBUTTONUP, middle(r), now);
}

/* A cell of the province's grid, also one beyond its border (col or row -1 or 4). */
static SDL_Rect cell_rect(const SheetLayout *l, int col, int row)
{
    SDL_Rect a = l->field[0];
    int pw = l->field[1].x - a.x, ph = l->field[PROVINCE_SIZE].y - a.y;
    return (SDL_Rect){a.x + col * pw, a.y + row * ph, a.w, a.h};
}

static void road_begin(TableScene *t, int field, uint32_t now)
{
    const Lang *lang = t->lang;
    TableFocus *tf = focus_of(t);
    tf->road = true;
    tf->mouse_x = t->ui.mouse_x;
    tf->mouse_y = t->ui.mouse_y;
    tf->field = field;
    tf->col = field % PROVINCE_SIZE;
    tf->row = field / PROVINCE_SIZE;
    tf->pressed = false;
    if (game_field_built(table_game(t), table_game(t)->to_act, field)) {
        /* From a built field the drag starts in its middle, as a half road's does. */
        feed(t, SDL_MOUSEBUTTONDOWN, middle(t->draw.big.field[field]), now);
        tf->pressed = true;
        table_say(t, false, _("Arrow keys: the side to draw the road out through. Enter builds it, Esc stops."), now);
    } else {
        table_say(t, false, _("Arrow keys: first the side the road comes in from, then the side it leaves by. "
                              "Enter builds it, Esc stops."), now);
    }
}

/* The road by keys is over: the pointer is where the mouse left it. */
static void road_end(TableScene *t)
{
    TableFocus *tf = focus_of(t);
    tf->road = false;
    t->ui.mouse_x = tf->mouse_x;
    t->ui.mouse_y = tf->mouse_y;
}

static void road_cancel(TableScene *t)
{
    road_end(t);
    t->ui.dragging = false;
    t->ui.preview = (RoadCandidate){0};
    t->ui.preview.field = -1;
    t->now.message[0] = 0;
}

static void road_arrow(TableScene *t, FocusMove m, uint32_t now)
{
    TableFocus *tf = focus_of(t);
    static const int dcol[] = {0, 1, 0, -1}, drow[] = {-1, 0, 1, 0};
    int edge = m == FOCUS_UP ? EDGE_N : m == FOCUS_RIGHT ? EDGE_E : m == FOCUS_DOWN ? EDGE_S : EDGE_W;
    if (!tf->pressed) {
        /* A free field: the first arrow names the edge the road comes in by, and the drag
         * starts in that edge's band (road_from_drag: edge to edge). */
        Spot s = {SPOT_EDGE, (uint8_t)tf->field, (uint8_t)edge};
        feed(t, SDL_MOUSEBUTTONDOWN, middle(sheet_spot_rect(&t->draw.big, s)), now);
        tf->pressed = true;
        return;
    }
    int col = tf->col + dcol[edge], row = tf->row + drow[edge];
    if (col < -1 || row < -1 || col > PROVINCE_SIZE || row > PROVINCE_SIZE) return;
    feed(t, SDL_MOUSEMOTION, middle(cell_rect(&t->draw.big, tf->col, tf->row)), now);
    feed(t, SDL_MOUSEMOTION, middle(cell_rect(&t->draw.big, col, row)), now);
    tf->col = col;
    tf->row = row;
}

static bool road_key(TableScene *t, const SDL_Event *e, FocusMove m, uint32_t now)
{
    TableFocus *tf = focus_of(t);
    if (m == FOCUS_LEFT || m == FOCUS_RIGHT || m == FOCUS_UP || m == FOCUS_DOWN) {
        road_arrow(t, m, now);
        return true;
    }
    if (m == FOCUS_CHOOSE && tf->pressed) {
        road_end(t);
        t->now.message[0] = 0;
        SDL_Point at = middle(cell_rect(&t->draw.big, tf->col, tf->row));
        if (t->ui.drag_n > 0) at = t->ui.drag[t->ui.drag_n - 1];
        feed(t, SDL_MOUSEBUTTONUP, at, now);
        return true;
    }
    road_cancel(t);
    /* Esc and Enter before any arrow only stop the road; any other key goes on as usual. */
    return m == FOCUS_CHOOSE || e->key.keysym.sym == SDLK_ESCAPE;
}

static void choose(TableScene *t, const FocusItem *it, uint32_t now)
{
    if (it->group == TF_SPOT) {
        Spot s = spot_of(it->id);
        if (s.kind == SPOT_FIELD && road_step_open(table_game(t))) {
            road_begin(t, s.a, now);
            return;
        }
    }
    click(t, it->rect, now);
}

bool table_focus_event(TableScene *t, const SDL_Event *e, uint32_t now)
{
    TableFocus *tf = focus_of(t);
    if (tf->feeding) return false;
    if (e->type == SDL_MOUSEBUTTONDOWN) {
        /* The mouse takes over: the ring hides and a road drawn by keys stops. */
        tf->ring.shown = false;
        if (tf->road) road_cancel(t);
        return false;
    }
    if (e->type != SDL_KEYDOWN) return false;
    FocusMove m = focus_move_of(e);
    if (tf->road) return road_key(t, e, m, now);
    if (m == FOCUS_NONE) return false;
    table_focus_build(t, now);
    if (m == FOCUS_CHOOSE) {
        const FocusItem *it = focus_current(&tf->ring);
        /* The hand-over card takes Enter at once; otherwise, with nothing focused, Enter
         * keeps its meaning: Confirm. */
        if (tf->ring.count == 1 && tf->ring.item[0].group == TF_CARD) it = &tf->ring.item[0];
        else if (!it || !tf->ring.shown) return false;
        choose(t, it, now);
        table_focus_build(t, now);
        return true;
    }
    focus_step(&tf->ring, m);
    return true;
}

void table_focus_draw(TableScene *t, SDL_Renderer *r, uint32_t now)
{
    TableFocus *tf = focus_of(t);
    int u = t->draw.layout.unit;
    if (tf->road) {
        focus_draw_ring(r, art_style(t->art), cell_rect(&t->draw.big, tf->col, tf->row), u);
        return;
    }
    if (!tf->ring.shown) return;
    table_focus_build(t, now);
    const FocusItem *it = focus_current(&tf->ring);
    if (it) focus_draw_ring(r, art_style(t->art), it->rect, u);
}
