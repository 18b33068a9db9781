/* test_table_play.c — every legal move can be made with the mouse. Whole games are played on
 * the table scene (table_scene.h) headless, through synthetic SDL mouse and keyboard events
 * only: at each decision the engine lists the legal actions, the test picks one (seeded, with
 * a bias towards the gestures most likely to go wrong: dragged roads, half roads, T and
 * crossing pieces, karma and rerolls, sales, bonuses used and let go, undo) and aims clicks
 * and drags at it with the scene's own layout and hit functions. After every gesture the
 * session's game must equal game_apply of that action on a copy, byte for byte; after every
 * roll the scene made on its own it must equal game_roll_random on a copy. A fake clock
 * advances between events so dice land and hand-over cards can be clicked away.
 *
 * A second part renders the table at a few moments (after a roll, a refused road drag, a
 * pending bonus, the hand-over card) to table-*.png in the working directory and checks a
 * few pixels: the window is not blank, the refused preview is drawn in its colour and the
 * rule's words are in the message. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "table_scene.h"
#include "table_words.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

/* ---- the table, headless ------------------------------------------------------------- */

typedef struct {
    Session session;
    TableScene table;
    SDL_Surface *surface;
    SDL_Renderer *r;
    Art *art;
    uint32_t now;
    uint64_t rng;
    int w, h;
    /* what was done by mouse, per action kind (and undo, and gesture variants) */
    int done[ACT_KIND_COUNT];
    int undos, drags, edge_clicks, half_drags, half_clicks, spot_clicks, chip_clicks;
    int right_declines, keyboard_confirms, handovers, rolls, settles;
} Play;

static Play play;

static uint32_t next_random(Play *p, uint32_t n)
{
    p->rng ^= p->rng << 13;
    p->rng ^= p->rng >> 7;
    p->rng ^= p->rng << 17;
    return (uint32_t)(p->rng % n);
}

static bool chance(Play *p, int percent) { return (int)next_random(p, 100) < percent; }

static void table_open(Play *p, int players, const char *side, int first, uint64_t seed, int w, int h)
{
    static const char *const names[GAME_MAX_PLAYERS] = {"Asha", "Bilal", "Chitra", "Dev", "Esha"};
    memset(p, 0, sizeof *p);
    p->w = w;
    p->h = h;
    p->surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(p->surface);
    p->r = SDL_CreateSoftwareRenderer(p->surface);
    assert_non_null(p->r);
    const char *data = getenv("RAJAS_DATA");
    assert_non_null(data);
    char err[512];
    p->art = art_open(p->r, data, err, sizeof err);
    if (!p->art) fail_msg("art_open: %s", err);

    session_init(&p->session, test_sheets());
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), (uint8_t)first, seed};
    Refusal why;
    if (!session_new(&p->session, &setup, &why)) fail_msg("session_new: %s %s", why.clause, why.message);
    TableSeats seats = {0};
    seats.players = players;
    for (int s = 0; s < players; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "%s", names[s]);
        seats.colour[s] = (uint8_t)s;
    }
    p->now = 10000;
    p->rng = seed * 0x9E3779B97F4A7C15ull + 1;
    table_init(&p->table, &p->session, test_sheets(), p->art, &seats, p->now);
    p->table.autosave = false;   /* a test must not touch the player's autosave */
    table_resize(&p->table, w, h);
}

static void table_close(Play *p)
{
    session_free(&p->session);
    art_free(p->art);
    SDL_DestroyRenderer(p->r);
    SDL_FreeSurface(p->surface);
}

static const Game *state(const Play *p) { return &p->session.game; }

static void draw(Play *p)
{
    table_draw(&p->table, p->r, p->now);
    SDL_RenderPresent(p->r);
}

static void save_png(const Play *p, const char *file)
{
    if (IMG_SavePNG(p->surface, file) != 0) fail_msg("cannot save %s: %s", file, IMG_GetError());
}

/* ---- events ---------------------------------------------------------------------------- */

static void send(Play *p, SDL_Event *e)
{
    table_event(&p->table, e, p->now);
    p->now += 16;
}

static void motion(Play *p, int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    send(p, &e);
}

static void button(Play *p, int type, int which, int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = (Uint32)type;
    e.button.button = (Uint8)which;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = 1;
    send(p, &e);
}

static void click_with(Play *p, SDL_Point at, int which)
{
    motion(p, at.x, at.y);
    button(p, SDL_MOUSEBUTTONDOWN, which, at.x, at.y);
    button(p, SDL_MOUSEBUTTONUP, which, at.x, at.y);
}

static void click(Play *p, SDL_Point at) { click_with(p, at, SDL_BUTTON_LEFT); }

static void key(Play *p, SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    send(p, &e);
}

/* Presses at pts[0], moves along the polyline in steps of about 7 pixels (a quick hand) and
 * lets go at the last point; if hold_at_end, keeps the button down (for a mid-drag picture). */
static void drag_path(Play *p, const SDL_Point *pts, int n, bool hold_at_end)
{
    motion(p, pts[0].x, pts[0].y);
    button(p, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, pts[0].x, pts[0].y);
    for (int i = 1; i < n; i++) {
        int dx = pts[i].x - pts[i - 1].x, dy = pts[i].y - pts[i - 1].y;
        int len = abs(dx) > abs(dy) ? abs(dx) : abs(dy), steps = len / 7 + 1;
        for (int s = 1; s <= steps; s++)
            motion(p, pts[i - 1].x + dx * s / steps, pts[i - 1].y + dy * s / steps);
    }
    if (!hold_at_end) button(p, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, pts[n - 1].x, pts[n - 1].y);
}

static SDL_Point centre_of(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }

/* ---- waiting for the table --------------------------------------------------------------- */

/* Lets time pass until nothing moves and the screen is with the seat to act: dice land, the
 * pen finishes, hand-over cards are clicked away, and the scene's own rolls happen (each
 * checked against the engine's roll on a copy). */
static void settle(Play *p)
{
    for (int guard = 0; guard < 2000; guard++) {
        Game before = *state(p);
        table_tick(&p->table, p->now);
        if (memcmp(&before, state(p), sizeof before) != 0) {
            Game want = before;
            assert_true(game_roll_random(&want, test_sheets(), NULL));
            assert_memory_equal(&want, state(p), sizeof want);
            p->rolls++;
        }
        if (p->table.outcome != TABLE_PLAYING) return;
        if (table_busy(&p->table, p->now)) {
            p->now += 50;
            continue;
        }
        if (table_handover_due(&p->table)) {
            /* The card covers the table: a click anywhere hands the screen over. */
            click(p, (SDL_Point){p->w / 2, p->h / 2});
            assert_false(table_handover_due(&p->table));
            p->handovers++;
            continue;
        }
        if (game_actor(state(p)) == GAME_CHANCE) continue;
        if (state(p)->waiting == WAIT_OVER) {
            p->now += 100;
            continue;
        }
        /* Software drawing is the slow part: a frame now and then proves the table draws in
         * every kind of state without making the games slow under the sanitizers. */
        if (++p->settles % 16 == 0) draw(p);
        return;
    }
    fail_msg("the table never settled");
}

/* ---- aiming at things ------------------------------------------------------------------- */

/* The middle of the part of die's sprite that the scene's hit-test gives to that die (dice
 * in a depot overlap on a narrow badge). */
static SDL_Point die_point(Play *p, int die)
{
    const DieSprite *s = &p->table.dice.die[die];
    int half = (int)(s->ts / 2), sx = 0, sy = 0, n = 0;
    for (int y = (int)s->y - half; y <= (int)s->y + half; y++)
        for (int x = (int)s->x - half; x <= (int)s->x + half; x++)
            if (dice_view_hit(&p->table.dice, x, y) == die) sx += x, sy += y, n++;
    if (n < 16) fail_msg("die %d cannot be hit (%d pixels)", die, n);
    SDL_Point at = {sx / n, sy / n};
    assert_int_equal(dice_view_hit(&p->table.dice, at.x, at.y), die);
    return at;
}

static SDL_Point button_point(const Play *p, int b)
{
    SDL_Point at = centre_of(p->table.layout.button[b]);
    assert_int_equal(table_button_at(&p->table.layout, at.x, at.y), b);
    return at;
}

static SDL_Point spot_point(const Play *p, Spot s)
{
    SDL_Point at = centre_of(sheet_spot_rect(&p->table.big, s));
    Spot back = sheet_spot_at(&p->table.big, at.x, at.y);
    assert_int_equal(back.kind, s.kind);
    assert_int_equal(back.a, s.a);
    return at;
}

/* A point fraction k of the way from the field's centre to the middle of an edge (k > 1 lies
 * beyond the edge). */
static SDL_Point towards_edge(const Play *p, int field, int edge, float k)
{
    SDL_Point c = sheet_field_centre(&p->table.big, field), e = sheet_edge_point(&p->table.big, field, edge);
    return (SDL_Point){c.x + (int)((float)(e.x - c.x) * k), c.y + (int)((float)(e.y - c.y) * k)};
}

static int edges_of(int mask, int out[EDGE_COUNT])
{
    int n = 0;
    for (int e = 0; e < EDGE_COUNT; e++)
        if (mask & (1 << e)) out[n++] = e;
    return n;
}

static int opposite(int edge) { return (edge + 2) % EDGE_COUNT; }

/* A road edge that joins a built neighbour (every legal new road has one, R5.3). */
static int joined_edge(const Game *g, int field, int mask)
{
    const Player *pl = &g->player[g->to_act];
    for (int e = 0; e < EDGE_COUNT; e++) {
        if (!(mask & (1 << e))) continue;
        int n = field_neighbour(field, e);
        if (n >= 0 && (pl->road[n] & (1 << opposite(e)))) return e;
    }
    return -1;
}

/* A straight or curve by dragging: press on the joined road end (the built neighbour's
 * middle), drag into the free field, through its middle and out of the other edge. */
static void drag_road(Play *p, int field, int mask)
{
    int e[EDGE_COUNT];
    assert_int_equal(edges_of(mask, e), 2);
    int in = joined_edge(state(p), field, mask);
    assert_true(in >= 0);
    int out = e[0] == in ? e[1] : e[0];
    int from = field_neighbour(field, in);
    SDL_Point path[3] = {sheet_field_centre(&p->table.big, from), sheet_field_centre(&p->table.big, field),
                         towards_edge(p, field, out, 1.4f)};
    drag_path(p, path, 3, false);
    p->drags++;
}

/* Any road by clicking the edge bands of the free field, then Confirm (or Enter). */
static void click_road(Play *p, int field, int mask)
{
    int e[EDGE_COUNT], n = edges_of(mask, e);
    for (int i = 0; i < n; i++) click(p, towards_edge(p, field, e[i], 0.85f));
    assert_int_equal(p->table.road.field, field);
    assert_int_equal(p->table.road.mask, mask);
    if (chance(p, 30)) {
        key(p, SDLK_RETURN, KMOD_NONE);
        p->keyboard_confirms++;
    } else {
        click(p, button_point(p, BUTTON_CONFIRM));
    }
    p->edge_clicks++;
}

/* A half road: drag from the built field's middle out through the edge, or click its band. */
static void half_road(Play *p, int field, int edge)
{
    if (chance(p, 70)) {
        SDL_Point path[2] = {sheet_field_centre(&p->table.big, field), towards_edge(p, field, edge, 1.3f)};
        drag_path(p, path, 2, false);
        p->half_drags++;
    } else {
        click(p, towards_edge(p, field, edge, 0.85f));
        p->half_clicks++;
    }
}

/* A sale: click the last owned slot of each kind to sell up to it, then Confirm. */
static void sell(Play *p, const Action *a)
{
    const Player *pl = &state(p)->player[state(p)->to_act];
    for (int good = 0; good < GOOD_COUNT; good++)
        if (a->arg[good]) {
            Spot s = {SPOT_SLOT, (uint8_t)good, (uint8_t)(pl->goods_crossed[good] + a->arg[good] - 1)};
            click(p, spot_point(p, s));
        }
    assert_memory_equal(p->table.sale.n, a->arg, GOOD_COUNT);
    click(p, button_point(p, BUTTON_CONFIRM));
}

static bool choice_chip(Play *p, const Action *a)
{
    for (int i = 0; i < p->table.choices; i++)
        if (action_equal(&p->table.choice[i].action, a)) {
            click(p, centre_of(table_choice_rect(&p->table.layout, i, p->table.choices)));
            p->chip_clicks++;
            return true;
        }
    return false;
}

/* A decision shown both on the sheet and as a chip: either way, half the time each. */
static void spot_or_chip(Play *p, const Action *a)
{
    Spot s;
    bool on_sheet = input_action_spot(state(p), test_sheets(), a, &s) &&
                    sheet_spot_rect(&p->table.big, s).w > 0;
    if (on_sheet) {
        Action means;
        on_sheet = input_spot_action(state(p), test_sheets(), &p->table.legal, s, &means) &&
                   action_equal(&means, a);
    }
    if (on_sheet && (chance(p, 50) || !choice_chip(p, a))) {
        click(p, spot_point(p, s));
        p->spot_clicks++;
        return;
    }
    if (!on_sheet && !choice_chip(p, a)) {
        char text[64];
        action_format(a, text, sizeof text);
        fail_msg("no way to click '%s'", text);
    }
}

static void karma(Play *p, int die)
{
    if (chance(p, 50)) {
        click(p, button_point(p, BUTTON_KARMA));
    } else {
        /* The elephant (or the die it carries) arms karma too. */
        SDL_Point at = {(int)p->table.dice.elephant_x, (int)p->table.dice.elephant_y};
        assert_true(dice_view_hit(&p->table.dice, at.x, at.y) >= 0);
        click(p, at);
    }
    assert_true(p->table.karma_armed);
    click(p, die_point(p, die));
}

static void pending(Play *p, int index, bool decline)
{
    assert_true(index < TABLE_MAX_PENDING_SHOWN);
    SDL_Rect chip = table_pending_rect(&p->table.layout, index);
    assert_true(rect_contains(p->table.layout.pending, chip.x + chip.w - 1, chip.y + chip.h - 1));
    if (!decline) {
        /* The lower half: the corner holds the decline cross. */
        click(p, (SDL_Point){chip.x + chip.w / 3, chip.y + chip.h * 3 / 4});
    } else if (chance(p, 40)) {
        click_with(p, centre_of(chip), SDL_BUTTON_RIGHT);
        p->right_declines++;
    } else {
        click(p, centre_of(table_pending_decline_rect(&p->table.layout, index)));
    }
}

/* Makes action a with the mouse (and now and then the keyboard). */
static void perform(Play *p, const Action *a)
{
    int mask_edges[EDGE_COUNT];
    switch (a->kind) {
    case ACT_TAKE: click(p, die_point(p, a->arg[0])); break;
    case ACT_KARMA: karma(p, a->arg[0]); break;
    case ACT_REROLL: click(p, button_point(p, BUTTON_KARMA)); break;
    case ACT_KEEP: click(p, die_point(p, a->arg[0])); break;
    case ACT_ROAD:
        if (edges_of(a->arg[1], mask_edges) == 2 && chance(p, 75)) drag_road(p, a->arg[0], a->arg[1]);
        else click_road(p, a->arg[0], a->arg[1]);
        break;
    case ACT_HALF: half_road(p, a->arg[0], a->arg[1]); break;
    case ACT_SELL: sell(p, a); break;
    case ACT_GOODS_DIE:
        if (chance(p, 50)) click(p, die_point(p, a->arg[0]));
        else if (!choice_chip(p, a)) fail_msg("no chip for goods-die");
        break;
    case ACT_GOOD: case ACT_GOODS: case ACT_UPGRADE: case ACT_PERSON: case ACT_FORWARD:
    case ACT_BACK:
        spot_or_chip(p, a);
        break;
    case ACT_BONUS: pending(p, a->arg[0], false); break;
    case ACT_DECLINE: pending(p, a->arg[0], true); break;
    case ACT_DONE: click(p, button_point(p, BUTTON_DONE)); break;
    default: fail_msg("unexpected action kind %d", a->kind);
    }
}

/* ---- choosing ------------------------------------------------------------------------------ */

/* The seeded pick, leaning towards the gestures worth proving: roads and half roads are
 * drawn whenever the step offers them, karma is spent now and then, sales sell something,
 * and most bonuses are used (a few let go, so the game still ends). */
static Action pick(Play *p, const Action *legal, int n)
{
    int pool[GAME_MAX_LEGAL], k = 0;
    int prefer = -1;
    if (chance(p, 30)) prefer = ACT_KARMA;
    if (chance(p, 55)) prefer = ACT_REROLL;
    bool has_bonus = false;
    for (int i = 0; i < n; i++) has_bonus |= legal[i].kind == ACT_BONUS;
    for (int i = 0; i < n; i++)
        if (legal[i].kind == prefer) pool[k++] = i;
    if (k == 0)
        for (int i = 0; i < n; i++) {
            const Action *a = &legal[i];
            if (a->kind == ACT_DECLINE && has_bonus && !chance(p, 12)) continue;
            if (a->kind == ACT_DONE && !chance(p, 10)) continue;
            if (a->kind == ACT_SELL && a->arg[0] + a->arg[1] + a->arg[2] == 0 && !chance(p, 15)) continue;
            if (a->kind == ACT_KARMA && !chance(p, 10)) continue;
            pool[k++] = i;
        }
    if (k == 0) return legal[next_random(p, (uint32_t)n)];
    return legal[pool[next_random(p, (uint32_t)k)]];
}

static bool undo_possible(const Play *p)
{
    const Session *s = &p->session;
    if (s->count == 0) return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    return last->action.kind != ACT_ROLL && last->before.to_act == s->game.to_act &&
           s->game.waiting == WAIT_ACTION;
}

/* Takes the last move back with the Undo button or Ctrl+Z and checks the state returned. */
static void undo_last(Play *p)
{
    Game want = p->session.entry[p->session.count - 1].before;
    if (chance(p, 50)) click(p, button_point(p, BUTTON_UNDO));
    else key(p, SDLK_z, KMOD_LCTRL);
    assert_memory_equal(&want, state(p), sizeof want);
    p->undos++;
}

static void describe_failure(const Play *p, const Action *a)
{
    char text[64];
    printf("handed %d to_act %d busy %d karma %d viewed %d dice:", p->table.handed, state(p)->to_act,
           table_busy(&p->table, p->now), p->table.karma_armed, p->table.viewed);
    for (int d = 0; d < DIE_COUNT; d++)
        printf(" [%d at %d (%.0f,%.0f) end %u]", d, state(p)->die_at[d], (double)p->table.dice.die[d].x,
               (double)p->table.dice.die[d].y, p->table.dice.die[d].end);
    printf(" now %u\n", p->now);
    for (size_t i = p->session.count > 6 ? p->session.count - 6 : 0; i < p->session.count; i++) {
        char t2[64];
        action_format(&p->session.entry[i].action, t2, sizeof t2);
        printf("  entry %zu: %s\n", i, t2);
    }
    for (int i = 0; i < p->table.log_count; i++) printf("  log: %s\n", p->table.log[i]);
    action_format(a, text, sizeof text);
    fail_msg("by mouse, '%s' did not happen (round %d, seat %d, step %d); scene says: %s", text,
             state(p)->round, state(p)->to_act, state(p)->step.kind, p->table.message);
}

/* Plays until the table reports the end (or max_actions moves). Returns the moves made. */
/* Legal actions tried by try_every_move, and how many of them were T or crossing pieces. */
static int tried, pieces_tried;

/* Puts the table back on the session's game as it is now (after session_undo), with the
 * screen already handed to the seat to act, as if the player had just come to it. */
static void reopen(Play *p)
{
    TableSeats seats = p->table.seats;
    table_init(&p->table, &p->session, test_sheets(), p->art, &seats, p->now);
    p->table.autosave = false;
    table_resize(&p->table, p->w, p->h);
    p->table.handed = table_seat_in_charge(state(p));
}

/* Tries every legal action of the current decision by mouse, each on the same state: made,
 * checked against game_apply, then taken back with session_undo. Returns how many. */
static int try_every_move(Play *p)
{
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(state(p), test_sheets(), legal);
    for (int i = 0; i < n; i++) {
        Game want = *state(p), before = *state(p);
        Refusal why;
        assert_true(game_apply(&want, test_sheets(), &legal[i], &why));
        /* What the engine allows is outlined on the sheet before it is clicked. */
        Spot s;
        if (input_action_spot(state(p), test_sheets(), &legal[i], &s)) {
            bool lit = false;
            for (int k = 0; k < p->table.legal_spots.count; k++)
                lit |= p->table.legal_spots.spot[k].kind == s.kind && p->table.legal_spots.spot[k].a == s.a;
            assert_true(lit);
        }
        int e[EDGE_COUNT];
        if (legal[i].kind == ACT_ROAD && edges_of(legal[i].arg[1], e) > 2) pieces_tried++;
        perform(p, &legal[i]);
        if (memcmp(&want, state(p), sizeof want) != 0) describe_failure(p, &legal[i]);
        p->done[legal[i].kind]++;
        assert_true(session_undo(&p->session));
        assert_memory_equal(&before, state(p), sizeof before);
        reopen(p);
    }
    return n;
}

static int play_out(Play *p, int max_actions, bool every)
{
    static Action legal[GAME_MAX_LEGAL];
    int moves = 0;
    settle(p);
    while (p->table.outcome == TABLE_PLAYING && moves < max_actions) {
        if (every) tried += try_every_move(p);
        int n = game_legal(state(p), test_sheets(), legal);
        assert_true(n > 0);
        /* The scene lists the same moves the engine does. */
        assert_int_equal(p->table.legal.count, n);
        Action a = pick(p, legal, n);
        Game want = *state(p);
        Refusal why;
        assert_true(game_apply(&want, test_sheets(), &a, &why));
        perform(p, &a);
        if (memcmp(&want, state(p), sizeof want) != 0) describe_failure(p, &a);
        p->done[a.kind]++;
        moves++;
        if (undo_possible(p) && chance(p, 6)) {
            settle(p);   /* a click while dice fly is not taken: wait as a player would */
            undo_last(p);
            /* …and do it again, so the game goes on as chosen. */
            settle(p);
            perform(p, &a);
            if (memcmp(&want, state(p), sizeof want) != 0) describe_failure(p, &a);
        }
        settle(p);
    }
    return moves;
}

static void report(const Play *p, const char *name, int moves)
{
    if (!getenv("RAJAS_VERBOSE")) return;
    printf("%s: %d moves, %d rolls, %d hand-overs, round %d\n", name, moves, p->rolls, p->handovers,
           state(p)->round);
    printf("  drags %d, edge clicks %d, half drags %d, half clicks %d, spots %d, chips %d, "
           "right-declines %d, Enter %d, undos %d\n",
           p->drags, p->edge_clicks, p->half_drags, p->half_clicks, p->spot_clicks, p->chip_clicks,
           p->right_declines, p->keyboard_confirms, p->undos);
    for (int k = 0; k < ACT_KIND_COUNT; k++)
        if (p->done[k]) {
            Action a = action_make(k, 0, 0);
            char text[64];
            action_format(&a, text, sizeof text);
            printf("  %-10s %d\n", strtok(text, " "), p->done[k]);
        }
}

/* ---- whole games ---------------------------------------------------------------------------- */

static void test_a_two_player_sun_game_is_played_to_the_end_by_mouse(void **unused)
{
    (void)unused;
    Play *p = &play;
    table_open(p, 2, "sun", 0, 11, WIN_W, WIN_H);
    int moves = play_out(p, 5000, false);
    report(p, "2p sun", moves);
    assert_int_equal(p->table.outcome, TABLE_OVER);
    assert_true(game_over(state(p)));
    /* Every kind of gesture the game needs happened at least once. */
    assert_true(p->done[ACT_TAKE] > 0);
    assert_true(p->done[ACT_ROAD] > 0);
    assert_true(p->drags > 0);
    assert_true(p->done[ACT_HALF] > 0);
    assert_true(p->done[ACT_BONUS] > 0);
    assert_true(p->done[ACT_DECLINE] > 0);
    assert_true(p->done[ACT_SELL] > 0);
    assert_true(p->undos > 0);
    table_close(p);
}

static void test_a_two_player_moon_game_is_played_to_the_end_by_mouse(void **unused)
{
    (void)unused;
    Play *p = &play;
    table_open(p, 2, "moon", 1, 23, WIN_W, WIN_H);
    int moves = play_out(p, 5000, false);
    report(p, "2p moon", moves);
    assert_int_equal(p->table.outcome, TABLE_OVER);
    assert_true(game_over(state(p)));
    assert_true(p->done[ACT_ROAD] > 0);
    assert_true(p->done[ACT_BONUS] > 0);
    table_close(p);
}

static void test_four_players_play_rounds_by_mouse(void **unused)
{
    (void)unused;
    Play *p = &play;
    table_open(p, 4, "sun", 2, 5, WIN_W, WIN_H);
    int moves = play_out(p, 160, false);
    report(p, "4p sun", moves);
    assert_int_equal(moves, 160);
    assert_true(state(p)->round >= 3);
    assert_true(p->handovers >= 12);
    table_close(p);
}

/* The proof that nothing legal is out of the mouse's reach: at every decision of two whole
 * games, every legal action is made by mouse on the same state and taken back. */
static void test_every_legal_move_of_whole_games_is_made_by_mouse(void **unused)
{
    (void)unused;
    Play *p = &play;
    static const struct { int players; const char *side; int first; uint64_t seed; } games[] = {
        {2, "sun", 0, 3}, {3, "moon", 2, 4}};
    int done[ACT_KIND_COUNT] = {0}, drags = 0, edge_clicks = 0, half_drags = 0, half_clicks = 0;
    int pieces = 0;
    for (int i = 0; i < 2; i++) {
        tried = 0;
        pieces_tried = 0;
        table_open(p, games[i].players, games[i].side, games[i].first, games[i].seed, WIN_W, WIN_H);
        int moves = play_out(p, 5000, true);
        if (getenv("RAJAS_VERBOSE")) printf("%d legal actions tried by mouse\n", tried);
        report(p, games[i].side, moves);
        assert_int_equal(p->table.outcome, TABLE_OVER);
        assert_true(tried > moves);
        for (int k = 0; k < ACT_KIND_COUNT; k++) done[k] += p->done[k];
        drags += p->drags;
        edge_clicks += p->edge_clicks;
        half_drags += p->half_drags;
        half_clicks += p->half_clicks;
        pieces += pieces_tried;
        table_close(p);
    }
    /* Every kind of decision came up and was made by mouse (done counts the moves tried as
     * well as those played on). */
    for (int k = 0; k < ACT_KIND_COUNT; k++)
        if (k != ACT_ROLL && k != ACT_DONE) {
            Action a = action_make(k, 0, 0);
            char text[64];
            action_format(&a, text, sizeof text);
            if (done[k] == 0) fail_msg("no '%s' was made by mouse", text);
        }
    assert_true(drags > 0 && edge_clicks > 0 && half_drags > 0 && half_clicks > 0);
    assert_true(pieces > 0);   /* T and crossing pieces (R5.8), by clicking edges */
}

/* ---- pictures of the table ------------------------------------------------------------ */

static SDL_Color pixel(const Play *p, int x, int y)
{
    const Uint8 *at = (const Uint8 *)p->surface->pixels + y * p->surface->pitch + x * 4;
    return (SDL_Color){at[0], at[1], at[2], at[3]};
}

/* How many distinct colours (5 bits a channel) a region shows: a blank or one-colour
 * window has one or two. */
static int distinct_colours(const Play *p, SDL_Rect a)
{
    static unsigned char seen[1 << 15];
    memset(seen, 0, sizeof seen);
    int n = 0;
    for (int y = a.y; y < a.y + a.h; y += 3)
        for (int x = a.x; x < a.x + a.w; x += 3) {
            SDL_Color c = pixel(p, x, y);
            int k = (c.r >> 3) << 10 | (c.g >> 3) << 5 | (c.b >> 3);
            if (!seen[k]) seen[k] = 1, n++;
        }
    return n;
}

/* Pixels of the refused-road red (the preview is drawn over the paper, slightly see-through)
 * inside a rectangle. */
static int refused_red(const Play *p, SDL_Rect a)
{
    int n = 0;
    for (int y = a.y; y < a.y + a.h; y++)
        for (int x = a.x; x < a.x + a.w; x++) {
            SDL_Color c = pixel(p, x, y);
            n += c.r > 170 && c.g < 110 && c.b < 110;
        }
    return n;
}

/* Plays seeded moves by mouse until the seat to act faces a decision of the given step. */
static void play_until_step(Play *p, int step)
{
    static Action legal[GAME_MAX_LEGAL];
    settle(p);
    for (int guard = 0; guard < 2000; guard++) {
        if (state(p)->waiting == WAIT_ACTION && state(p)->step.kind == step) return;
        int n = game_legal(state(p), test_sheets(), legal);
        assert_true(n > 0);
        Action a = pick(p, legal, n);
        perform(p, &a);
        settle(p);
    }
    fail_msg("step %d never came", step);
}

/* A straight or curve the engine refuses in a free field next to a joined road end, and
 * the refusal, so it can be dragged. */
static bool refused_road(const Play *p, int *field, int *in, int *out, Refusal *why)
{
    const Game *g = state(p);
    const Player *pl = &g->player[g->to_act];
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (pl->road[f]) continue;
        for (int e = 0; e < EDGE_COUNT; e++) {
            int n = field_neighbour(f, e);
            if (n < 0 || !(pl->road[n] & (1 << opposite(e)))) continue;
            for (int x = 0; x < EDGE_COUNT; x++) {
                if (x == e) continue;
                Action a = action_make(ACT_ROAD, f, (1 << e) | (1 << x));
                if (!game_check(g, test_sheets(), &a, why)) {
                    *field = f, *in = e, *out = x;
                    return true;
                }
            }
        }
    }
    return false;
}

/* A press in the middle of a free field and a drag out of it draws nothing (the road's
 * other end is unknown) and says how to draw one; pressed on the field's edge band, the
 * same drag is a road from that edge. */
static void test_a_drag_from_the_middle_of_a_free_field_draws_nothing(void **unused)
{
    (void)unused;
    Play *p = &play;
    table_open(p, 2, "moon", 0, 8, WIN_W, WIN_H);
    int field = -1, in = 0, out = 0;
    for (int tries = 0; tries < 40 && field < 0; tries++) {
        play_until_step(p, STEP_ROAD);
        static Action legal[GAME_MAX_LEGAL];
        int n = game_legal(state(p), test_sheets(), legal);
        for (int i = 0; i < n && field < 0; i++) {
            int e[EDGE_COUNT];
            if (legal[i].kind != ACT_ROAD || edges_of(legal[i].arg[1], e) != 2) continue;
            field = legal[i].arg[0];
            in = joined_edge(state(p), field, legal[i].arg[1]);
            out = e[0] == in ? e[1] : e[0];
        }
        if (field < 0) {
            perform(p, &legal[next_random(p, (uint32_t)n)]);
            settle(p);
        }
    }
    assert_true(field >= 0);
    Game before = *state(p);
    SDL_Point from_middle[2] = {sheet_field_centre(&p->table.big, field), towards_edge(p, field, out, 1.4f)};
    drag_path(p, from_middle, 2, false);
    assert_memory_equal(&before, state(p), sizeof before);
    assert_true(p->table.message_bad);
    /* No road was made up from the press: the words say how to start one. */
    assert_true(strncmp(p->table.message, "Drag on", 7) == 0 || strncmp(p->table.message, "Start on", 8) == 0);
    /* From the joined edge's band instead: the road it means is made. */
    Game want = before;
    Action road = action_make(ACT_ROAD, field, (1 << in) | (1 << out));
    Refusal why;
    assert_true(game_apply(&want, test_sheets(), &road, &why));
    SDL_Point from_edge[3] = {towards_edge(p, field, in, 0.9f), sheet_field_centre(&p->table.big, field),
                              towards_edge(p, field, out, 1.4f)};
    drag_path(p, from_edge, 3, false);
    assert_memory_equal(&want, state(p), sizeof want);
    table_close(p);
}

/* The table at four moments, saved for a look and checked where a pixel tells: just after
 * the roll, a refused road mid-drag (red preview and the rule in words), a pending bonus
 * choice, and the hand-over card. */
static void test_the_table_at_four_moments(void **unused)
{
    (void)unused;
    Play *p = &play;
    table_open(p, 2, "sun", 0, 11, WIN_W, WIN_H);
    SDL_Rect window = {0, 0, WIN_W, WIN_H};

    /* 1. After the roll: eight dice in the centre, the prompt names the player. */
    settle(p);
    draw(p);
    save_png(p, "table-roll.png");
    assert_true(distinct_colours(p, window) > 200);
    assert_true(distinct_colours(p, p->table.layout.tray) > 20);
    char prompt[256];
    words_prompt(state(p), "Asha", false, prompt, sizeof prompt);
    assert_non_null(strstr(prompt, "Asha"));

    /* 2. A road drag the rules refuse: held mid-drag the preview is red and the rule is
     * spelt out next to the pointer; let go, the rule stays as the message. */
    int field = -1, in = 0, out = 0;
    Refusal why;
    for (int tries = 0; tries < 40; tries++) {
        play_until_step(p, STEP_ROAD);
        if (refused_road(p, &field, &in, &out, &why)) break;
        static Action legal[GAME_MAX_LEGAL];
        int n = game_legal(state(p), test_sheets(), legal);
        perform(p, &legal[next_random(p, (uint32_t)n)]);
        settle(p);
    }
    assert_true(field >= 0);
    Game before = *state(p);
    SDL_Point path[3] = {sheet_field_centre(&p->table.big, field_neighbour(field, in)),
                         sheet_field_centre(&p->table.big, field), towards_edge(p, field, out, 1.4f)};
    drag_path(p, path, 3, true);
    assert_true(p->table.dragging);
    assert_true(p->table.preview.has);
    assert_false(p->table.preview.legal);
    assert_string_equal(p->table.preview.why.clause, why.clause);
    draw(p);
    save_png(p, "table-road-refused.png");
    assert_true(refused_red(p, p->table.big.field[field]) > 30);
    button(p, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, path[2].x, path[2].y);
    assert_memory_equal(&before, state(p), sizeof before);
    char rule[200];
    snprintf(rule, sizeof rule, "%s: %s", why.clause, why.message);
    assert_string_equal(p->table.message, rule);
    assert_true(p->table.message_bad);

    /* 3. Pending bonuses: the chips are drawn and the prompt says what to do with them. */
    play_until_step(p, STEP_PENDING);
    motion(p, centre_of(table_pending_rect(&p->table.layout, 0)).x,
           centre_of(table_pending_rect(&p->table.layout, 0)).y);
    draw(p);
    save_png(p, "table-pending.png");
    assert_true(distinct_colours(p, table_pending_rect(&p->table.layout, 0)) > 10);

    /* 4. The hand-over card: play on until the screen must pass to the other player. */
    static Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; guard < 50 && !table_handover_due(&p->table); guard++) {
        int n = game_legal(state(p), test_sheets(), legal);
        perform(p, &legal[0]);
        for (int k = 0; k < 60 && table_busy(&p->table, p->now); k++) {
            p->now += 50;
            table_tick(&p->table, p->now);
        }
        assert_true(n > 0);
    }
    assert_true(table_handover_due(&p->table));
    draw(p);
    save_png(p, "table-handover.png");
    /* The veil darkens the table around the card. */
    SDL_Color corner = pixel(p, 5, WIN_H - 5);
    assert_true(corner.r < 90 && corner.g < 90 && corner.b < 90);
    table_close(p);
}

int main(void)
{
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_two_player_sun_game_is_played_to_the_end_by_mouse),
        cmocka_unit_test(test_a_two_player_moon_game_is_played_to_the_end_by_mouse),
        cmocka_unit_test(test_four_players_play_rounds_by_mouse),
        cmocka_unit_test(test_every_legal_move_of_whole_games_is_made_by_mouse),
        cmocka_unit_test(test_a_drag_from_the_middle_of_a_free_field_draws_nothing),
        cmocka_unit_test(test_the_table_at_four_moments),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
