/* table_hand.c — a player's hand on a headless table (table_hand.h): the table opened on a
 * software renderer, input events on a fake clock, and the gestures that make each kind of
 * action, aimed with the scene's own layout and hit functions. */
#include "table_hand.h"

#include "support.h"
#include "language.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice_view.h"
#include "events.h"
#include "input_map.h"
#include "table_frame.h"
#include "widgets.h"

/* ---- the table, headless ------------------------------------------------------------- */

void hand_open(Hand *p, const Setup *setup, const Seats *seats, uint64_t pick_seed, int w, int h)
{
    memset(p, 0, sizeof *p);
    p->w = w;
    p->h = h;
    canvas_open(&p->canvas, w, h);
    session_init(&p->session, test_sheets());
    Refusal why;
    if (!session_new(&p->session, setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    p->now = 10000;
    p->rng = pick_seed * 0x9E3779B97F4A7C15ull + 1;
    p->table = table_scene_new(test_lang());
    if (!p->table) fail_msg("table_scene_new: no memory");
    table_init(p->table, &p->session, test_sheets(), p->canvas.art, seats, p->now);
    /* As the program plays by default: a person's finished turn waits for End turn. */
    table_set_confirm_turn(p->table, true);
    table_resize(p->table, w, h);
}

Seats hand_people(int players)
{
    static const char *const names[GAME_MAX_PLAYERS] = {"Asha", "Bilal", "Chitra", "Dev", "Esha"};
    Seats seats = {0};
    seats.players = players;
    for (int s = 0; s < players; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "%s", names[s]);
        seats.colour[s] = (uint8_t)s;
    }
    return seats;
}

void hand_open_people(Hand *p, int players, uint64_t game_seed, uint64_t pick_seed, int w, int h)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side("sun"), 0, game_seed};
    Seats seats = hand_people(players);
    hand_open(p, &setup, &seats, pick_seed, w, h);
}

void hand_first_decision(Hand *p)
{
    for (int guard = 0; guard < 400; guard++) {
        table_tick(p->table, p->now);
        if (table_handover_due(p->table) && !table_busy(p->table, p->now)) {
            hand_click(p, (SDL_Point){p->w / 2, p->h / 2});
            continue;
        }
        if (!table_busy(p->table, p->now) && game_actor(hand_game(p)) != GAME_CHANCE) return;
        p->now += 50;
    }
    fail_msg("the table never settled");
}

void hand_close(Hand *p)
{
    table_scene_free(p->table);
    p->table = NULL;
    session_free(&p->session);
    canvas_close(&p->canvas);
}

void hand_zoom(Hand *p, int zoom)
{
    test_zoom(p->canvas.art, zoom);
    table_resize(p->table, p->w, p->h);
}

const Game *hand_game(const Hand *p) { return &p->session.game; }

void hand_draw(Hand *p)
{
    table_draw(p->table, p->canvas.r, p->now);
    SDL_RenderPresent(p->canvas.r);
}

uint32_t hand_random(Hand *p, uint32_t n)
{
    p->rng ^= p->rng << 13;
    p->rng ^= p->rng >> 7;
    p->rng ^= p->rng << 17;
    return (uint32_t)(p->rng % n);
}

bool hand_chance(Hand *p, int percent) { return (int)hand_random(p, 100) < percent; }

/* ---- events ---------------------------------------------------------------------------- */

static void send(Hand *p, SDL_Event *e)
{
    table_event(p->table, e, p->now);
    p->now += 16;
}

void hand_motion(Hand *p, int x, int y)
{
    if (p->record) {
        char words[64];
        snprintf(words, sizeof words, " mousemove %d %d sleep 0.008", x, y);
        p->record(p->ctx, words);
    }
    SDL_Event e = event_motion(x, y);
    send(p, &e);
}

void hand_point_at(Hand *p, SDL_Rect r)
{
    SDL_Point at = event_middle(r);
    hand_motion(p, at.x, at.y);
}

void hand_button(Hand *p, int type, int which, int x, int y)
{
    if (p->record) {
        char words[64];
        snprintf(words, sizeof words, " %s %d sleep 0.02", type == SDL_MOUSEBUTTONDOWN ? "mousedown" : "mouseup",
                 which == SDL_BUTTON_RIGHT ? 3 : 1);
        p->record(p->ctx, words);
    }
    SDL_Event e = type == SDL_MOUSEBUTTONDOWN ? event_press(x, y, 1) : event_release(x, y, 1);
    e.button.button = (Uint8)which;
    send(p, &e);
}

/* xdotool's name of a key the hands press. */
static const char *key_name(SDL_Keycode sym)
{
    switch (sym) {
    case SDLK_TAB: return "Tab";
    case SDLK_RETURN: return "Return";
    case SDLK_SPACE: return "space";
    case SDLK_UP: return "Up";
    case SDLK_DOWN: return "Down";
    case SDLK_LEFT: return "Left";
    case SDLK_RIGHT: return "Right";
    case SDLK_ESCAPE: return "Escape";
    case SDLK_HOME: return "Home";
    case SDLK_END: return "End";
    default: fail_msg("no xdotool name for key %d", (int)sym);
    }
    return "";
}

void hand_key(Hand *p, SDL_Keycode sym, Uint16 mod)
{
    if (p->record) {
        char words[64];
        snprintf(words, sizeof words, " key --delay 2 %s%s sleep 0.005", mod & KMOD_SHIFT ? "shift+" : "", key_name(sym));
        p->record(p->ctx, words);
    }
    SDL_Event e = event_key(sym);
    e.key.keysym.mod = mod;
    send(p, &e);
}

void hand_click_with(Hand *p, SDL_Point at, int which)
{
    hand_motion(p, at.x, at.y);
    hand_button(p, SDL_MOUSEBUTTONDOWN, which, at.x, at.y);
    hand_button(p, SDL_MOUSEBUTTONUP, which, at.x, at.y);
}

void hand_click(Hand *p, SDL_Point at) { hand_click_with(p, at, SDL_BUTTON_LEFT); }

void hand_drag_path(Hand *p, const SDL_Point *pts, int n, bool hold_at_end)
{
    hand_motion(p, pts[0].x, pts[0].y);
    hand_button(p, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, pts[0].x, pts[0].y);
    for (int i = 1; i < n; i++) {
        int dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y;
        int len = abs(dx) > abs(dy) ? abs(dx) : abs(dy), steps = len / 7 + 1;
        for (int s = 1; s <= steps; s++)
            hand_motion(p, pts[i - 1].x + dx * s / steps, pts[i - 1].y + dy * s / steps);
    }
    if (!hold_at_end) hand_button(p, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, pts[n - 1].x, pts[n - 1].y);
}

/* ---- waiting for the table --------------------------------------------------------------- */

void hand_tick(Hand *p)
{
    Game before = *hand_game(p);
    table_tick(p->table, p->now);
    if (p->after_tick) p->after_tick(p);
    if (memcmp(&before, hand_game(p), sizeof before) != 0) {
        Game want = before;
        assert_true(game_roll_random(&want, test_sheets(), NULL));
        assert_memory_equal(&want, hand_game(p), sizeof want);
        p->rolls++;
    }
}

bool hand_wait_busy(Hand *p)
{
    if (!table_busy(p->table, p->now)) return false;
    if (dice_view_animating(table_test_dice(p->table), p->now)) p->dice_ms += 50;
    p->now += 50;
    return true;
}

void hand_settle(Hand *p)
{
    for (int guard = 0; guard < 2000; guard++) {
        hand_tick(p);
        if (table_test_outcome(p->table) != TABLE_PLAYING) return;
        if (hand_wait_busy(p)) continue;
        if (table_waiting_end_turn(p->table)) {
            /* The finished turn is on the sheet: End turn, by the button or by Enter. */
            /* Every other turn by Enter when keys are allowed; no draw from the seeded rng,
             * so the games picked are those picked before the step existed. */
            if (p->keyboard && !p->record && p->turn_ends % 2 == 1) hand_key(p, SDLK_RETURN, KMOD_NONE);
            else hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
            assert_false(table_waiting_end_turn(p->table));
            p->turn_ends++;
            if (p->after_handover) p->after_handover(p->ctx);
            continue;
        }
        if (table_handover_due(p->table)) {
            /* The card covers the table: a click anywhere hands the screen over. */
            hand_click(p, (SDL_Point){p->w / 2, p->h / 2});
            assert_false(table_handover_due(p->table));
            if (p->after_handover) p->after_handover(p->ctx);
            p->handovers++;
            continue;
        }
        if (game_actor(hand_game(p)) == GAME_CHANCE) continue;
        if (hand_game(p)->waiting == WAIT_OVER) {
            p->now += 100;
            continue;
        }
        /* Software drawing is the slow part: a frame now and then proves the table draws in
         * every kind of state without making the games slow under the sanitizers. */
        if (p->draw_every && ++p->settles % p->draw_every == 0) hand_draw(p);
        return;
    }
    fail_msg("the table never settled");
}

/* ---- aiming at things ------------------------------------------------------------------- */

/* The middle of the part of die's sprite that the scene's hit-test gives to that die (dice
 * in a depot overlap on a narrow badge). */
SDL_Point hand_die_point(Hand *p, int die)
{
    const DieSprite *s = &table_test_dice(p->table)->die[die];
    int half = (int)(s->ts / 2), sx = 0, sy = 0, n = 0;
    for (int y = (int)s->y - half; y <= (int)s->y + half; y++)
        for (int x = (int)s->x - half; x <= (int)s->x + half; x++)
            if (dice_view_hit(table_test_dice(p->table), x, y) == die) sx += x, sy += y, n++;
    if (n < 16) fail_msg("die %d cannot be hit (%d pixels)", die, n);
    SDL_Point at = {sx / n, sy / n};
    assert_int_equal(dice_view_hit(table_test_dice(p->table), at.x, at.y), die);
    return at;
}

SDL_Point hand_button_point(const Hand *p, int b)
{
    SDL_Point at = event_middle(table_test_layout(p->table)->button[b]);
    assert_int_equal(table_button_at(table_test_layout(p->table), at.x, at.y), b);
    return at;
}

static SDL_Point spot_point(const Hand *p, Spot s)
{
    SDL_Point at = event_middle(sheet_spot_rect(table_test_big(p->table), s));
    Spot back = sheet_spot_at(table_test_big(p->table), at.x, at.y);
    assert_int_equal(back.kind, s.kind);
    assert_int_equal(back.a, s.a);
    return at;
}

/* A point fraction k of the way from the field's centre to the middle of an edge (k > 1 lies
 * beyond the edge). */
SDL_Point hand_towards_edge(const Hand *p, int field, int edge, float k)
{
    SDL_Point c = sheet_field_centre(table_test_big(p->table), field), e = sheet_edge_point(table_test_big(p->table), field, edge);
    return (SDL_Point){c.x + (int)((float)(e.x - c.x) * k), c.y + (int)((float)(e.y - c.y) * k)};
}

int hand_edges_of(int mask, int out[EDGE_COUNT])
{
    int n = 0;
    for (int e = 0; e < EDGE_COUNT; e++)
        if (mask & (1 << e)) out[n++] = e;
    return n;
}

int hand_opposite(int edge) { return (edge + 2) % EDGE_COUNT; }

/* A road edge that joins a built neighbour (every legal new road has one, R5.3). */
int hand_joined_edge(const Game *g, int field, int mask)
{
    const Player *pl = &g->player[g->to_act];
    for (int e = 0; e < EDGE_COUNT; e++) {
        if (!(mask & (1 << e))) continue;
        int n = field_neighbour(field, e);
        if (n >= 0 && (pl->road[n] & (1 << hand_opposite(e)))) return e;
    }
    return -1;
}

/* A straight or curve by dragging: press on the joined road end (the built neighbour's
 * middle), drag into the free field, through its middle and out of the other edge. */
static void drag_road(Hand *p, int field, int mask)
{
    int e[EDGE_COUNT];
    assert_int_equal(hand_edges_of(mask, e), 2);
    int in = hand_joined_edge(hand_game(p), field, mask);
    assert_true(in >= 0);
    int out = e[0] == in ? e[1] : e[0];
    int from = field_neighbour(field, in);
    SDL_Point path[3] = {sheet_field_centre(table_test_big(p->table), from), sheet_field_centre(table_test_big(p->table), field),
                         hand_towards_edge(p, field, out, 1.4f)};
    hand_drag_path(p, path, 3, false);
    p->drags++;
}

/* Any road by clicking the edge bands of the free field, then Confirm (or Enter). */
static void click_road(Hand *p, int field, int mask)
{
    int e[EDGE_COUNT], n = hand_edges_of(mask, e);
    for (int i = 0; i < n; i++) hand_click(p, hand_towards_edge(p, field, e[i], 0.85f));
    assert_int_equal(table_test_road(p->table)->field, field);
    assert_int_equal(table_test_road(p->table)->mask, mask);
    if (p->keyboard && hand_chance(p, 30)) {
        hand_key(p, SDLK_RETURN, KMOD_NONE);
        p->keyboard_confirms++;
    } else {
        hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
    }
    p->edge_clicks++;
}

/* A half road: drag from the built field's middle out through the edge, or click its band. */
static void half_road(Hand *p, int field, int edge)
{
    if (hand_chance(p, 70)) {
        SDL_Point path[2] = {sheet_field_centre(table_test_big(p->table), field), hand_towards_edge(p, field, edge, 1.3f)};
        hand_drag_path(p, path, 2, false);
        p->half_drags++;
    } else {
        hand_click(p, hand_towards_edge(p, field, edge, 0.85f));
        p->half_clicks++;
    }
}

/* A sale: click the last owned slot of each kind to sell up to it, then Confirm. */
static void sell(Hand *p, const Action *a)
{
    const Player *pl = &hand_game(p)->player[hand_game(p)->to_act];
    for (int good = 0; good < GOOD_COUNT; good++)
        if (a->arg[good]) {
            Spot s = {SPOT_SLOT, (uint8_t)good, (uint8_t)(pl->goods_crossed[good] + a->arg[good] - 1)};
            hand_click(p, spot_point(p, s));
        }
    assert_memory_equal(table_test_sale(p->table)->n, a->arg, GOOD_COUNT);
    hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
}

int hand_chip_of(const Hand *p, const Action *a)
{
    TableChoices c = table_test_choices(p->table);
    for (int i = 0; i < c.count; i++)
        if (action_equal(&c.choice[i].action, a)) return i;
    Game want = *hand_game(p);
    Refusal why;
    if (!game_apply(&want, test_sheets(), a, &why)) return -1;
    for (int i = 0; i < c.count; i++) {
        Game got = *hand_game(p);
        if (game_apply(&got, test_sheets(), &c.choice[i].action, &why) && game_alike(&got, &want)) return i;
    }
    return -1;
}

static bool choice_chip(Hand *p, const Action *a)
{
    int i = hand_chip_of(p, a);
    if (i < 0) return false;
    hand_click(p, event_middle(table_choice_rect(table_test_layout(p->table), i, table_test_choices(p->table).count)));
    p->chip_clicks++;
    return true;
}

/* A decision shown both on the sheet and as a chip: either way, half the time each. */
static void spot_or_chip(Hand *p, const Action *a)
{
    Spot s;
    bool on_sheet = input_action_spot(hand_game(p), test_sheets(), a, &s) &&
                    sheet_spot_rect(table_test_big(p->table), s).w > 0;
    if (on_sheet) {
        Action means;
        on_sheet = input_spot_action(hand_game(p), test_sheets(), table_test_legal(p->table), s, &means) &&
                   action_equal(&means, a);
    }
    if (on_sheet && (hand_chance(p, 50) || !choice_chip(p, a))) {
        hand_click(p, spot_point(p, s));
        p->spot_clicks++;
        return;
    }
    if (!on_sheet && !choice_chip(p, a)) {
        char text[64];
        action_format(a, text, sizeof text);
        fail_msg("no way to click '%s'", text);
    }
}

static void karma(Hand *p, int die)
{
    if (hand_chance(p, 50)) {
        hand_click(p, hand_button_point(p, BUTTON_KARMA));
    } else {
        /* The elephant (or the die it carries) arms karma too. */
        SDL_Point at = {(int)table_test_dice(p->table)->elephant_x, (int)table_test_dice(p->table)->elephant_y};
        assert_true(dice_view_hit(table_test_dice(p->table), at.x, at.y) >= 0);
        hand_click(p, at);
    }
    assert_true(table_test_pointer(p->table).karma_armed);
    hand_click(p, hand_die_point(p, die));
}

static void pending(Hand *p, int index)
{
    assert_true(index < TABLE_MAX_PENDING_SHOWN);
    SDL_Rect chip = table_pending_rect(table_test_layout(p->table), index);
    assert_true(rect_contains(table_test_layout(p->table)->pending, chip.x + chip.w - 1, chip.y + chip.h - 1));
    hand_click(p, hand_chance(p, 50) ? event_middle(chip) : (SDL_Point){chip.x + chip.w / 3, chip.y + chip.h * 3 / 4});
}

/* Makes action a with the mouse (and now and then the keyboard). */
void hand_perform(Hand *p, const Action *a)
{
    int mask_edges[EDGE_COUNT];
    switch (a->kind) {
    case ACT_TAKE: hand_click(p, hand_die_point(p, a->arg[0])); break;
    case ACT_KARMA: karma(p, a->arg[0]); break;
    case ACT_REROLL: hand_click(p, hand_button_point(p, BUTTON_KARMA)); break;
    case ACT_KEEP: hand_click(p, hand_die_point(p, a->arg[0])); break;
    case ACT_ROAD:
        if (hand_edges_of(a->arg[1], mask_edges) == 2 && ((p->drag_first_road && p->drags == 0) || hand_chance(p, 75)))
            drag_road(p, a->arg[0], a->arg[1]);
        else click_road(p, a->arg[0], a->arg[1]);
        break;
    case ACT_HALF: half_road(p, a->arg[0], a->arg[1]); break;
    case ACT_SELL: sell(p, a); break;
    case ACT_GOODS_DIE:
        if (hand_chance(p, 50)) hand_click(p, hand_die_point(p, a->arg[0]));
        else if (!choice_chip(p, a)) fail_msg("no chip for goods-die");
        break;
    case ACT_GOOD: case ACT_GOODS: case ACT_UPGRADE: case ACT_PERSON: case ACT_FORWARD:
    case ACT_BACK:
        spot_or_chip(p, a);
        break;
    case ACT_BONUS: pending(p, a->arg[0]); break;
    default: fail_msg("unexpected action kind %d", a->kind);
    }
}

/* ---- choosing ------------------------------------------------------------------------------ */

/* The seeded pick, leaning towards the gestures worth proving: roads and half roads are
 * drawn whenever the step offers them, karma is spent now and then, sales sell something,
 * and bonuses are used (never declined, R9.4). */
Action hand_pick(Hand *p, const Action *legal, int n)
{
    int pool[GAME_MAX_LEGAL], k = 0;
    int prefer = -1;
    if (hand_chance(p, 30)) prefer = ACT_KARMA;
    if (hand_chance(p, 55)) prefer = ACT_REROLL;
    for (int i = 0; i < n; i++)
        if (legal[i].kind == prefer) pool[k++] = i;
    if (k == 0)
        for (int i = 0; i < n; i++) {
            const Action *a = &legal[i];
            if (a->kind == ACT_SELL && a->arg[0] + a->arg[1] + a->arg[2] == 0 && !hand_chance(p, 15)) continue;
            if (a->kind == ACT_KARMA && !hand_chance(p, 10)) continue;
            pool[k++] = i;
        }
    if (k == 0) return legal[hand_random(p, (uint32_t)n)];
    return legal[pool[hand_random(p, (uint32_t)k)]];
}

Action hand_next_move(Hand *h, HandPick pick, Game *after)
{
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(hand_game(h), test_sheets(), legal);
    assert_true(n > 0);
    /* The scene lists the same moves the engine does. */
    assert_int_equal(table_test_legal(h->table)->count, n);
    Action a = pick(h, legal, n);
    *after = *hand_game(h);
    Refusal why;
    assert_true(game_apply(after, test_sheets(), &a, &why));
    return a;
}

