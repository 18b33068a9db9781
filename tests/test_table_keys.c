/* test_table_keys.c — the table played without a mouse. Whole games are played on the
 * headless table scene through key events only: Tab (and the arrows) move the focus to
 * what the chosen action needs, Enter or Space chooses it, roads are drawn with the arrow
 * keys from a focused field, hand-over cards are taken with Enter. After every action the
 * session's game must equal game_apply of that action on a copy, byte for byte. Also: a
 * road refused by keys says the same words as the same road dragged with the mouse, Enter
 * with nothing focused still confirms, the focus ring is drawn in both palettes and a
 * mouse click hides it. A whole game is also played with controller events alone (pad.h
 * turns them into the same keys). A tooltip belongs to the pointer resting where the mouse
 * moved: no key raises or keeps one (none shows in a game played by keys, not even where a
 * road drawn by keys ended), and a key, a click or any change to the game ends it. */
#include "support.h"
#include "table_picture.h"
#include "hand_keys.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "focus.h"
#include "pad.h"
#include "table.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;

static void table_open(Hand *p, int players, const char *side, uint64_t seed)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), 0, seed};
    Seats seats = hand_people(players);
    hand_open(p, &setup, &seats, seed, WIN_W, WIN_H);
    p->draw_every = 24;
}

/* Controller mode: every key the hand would press is made with the controller instead —
 * a button event (or, for an arrow, now and then the stick leaning and coming back) turned
 * into its key by pad_key_of, as the program does (app.c), and given to the table. */
static Pads pads;
static int pad_events;

static Uint8 button_for(SDL_Keycode k)
{
    switch (k) {
    case SDLK_TAB: return SDL_CONTROLLER_BUTTON_RIGHTSHOULDER;
    case SDLK_UP: return SDL_CONTROLLER_BUTTON_DPAD_UP;
    case SDLK_DOWN: return SDL_CONTROLLER_BUTTON_DPAD_DOWN;
    case SDLK_LEFT: return SDL_CONTROLLER_BUTTON_DPAD_LEFT;
    case SDLK_RIGHT: return SDL_CONTROLLER_BUTTON_DPAD_RIGHT;
    case SDLK_ESCAPE: return SDL_CONTROLLER_BUTTON_START;
    default: return SDL_CONTROLLER_BUTTON_A;   /* Enter and Space */
    }
}

static void pad_send(Hand *p, const SDL_Event *e)
{
    SDL_Event k;
    pad_events++;
    if (pad_key_of(&pads, e, true, &k)) hand_key(p, k.key.keysym.sym, k.key.keysym.mod);
}

static void stick(Hand *p, SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_CONTROLLERAXISMOTION;
    e.caxis.axis = k == SDLK_LEFT || k == SDLK_RIGHT ? SDL_CONTROLLER_AXIS_LEFTX : SDL_CONTROLLER_AXIS_LEFTY;
    e.caxis.value = k == SDLK_LEFT || k == SDLK_UP ? -30000 : 30000;
    pad_send(p, &e);
    e.caxis.value = e.caxis.value / 2;   /* still leaning: no second arrow */
    pad_send(p, &e);
    e.caxis.value = 0;
    pad_send(p, &e);
}

/* The Hand's press hook in controller mode. */
static void pad_press(Hand *p, SDL_Keycode k)
{
    if ((k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN) && hand_chance(p, 50)) {
        stick(p, k);
        return;
    }
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.cbutton.button = button_for(k);
    e.cbutton.state = SDL_PRESSED;
    pad_send(p, &e);
}

static void key(Hand *p, SDL_Keycode k) { keys_press(p, k); }
static const FocusItem *focused(const Hand *p) { return keys_focused(p); }
static void choose(Hand *p, int group, int id) { keys_choose(p, group, id); }
static int spot_id(Spot s) { return keys_spot_id(s); }
static SDL_Keycode arrow_of(int edge) { return keys_arrow_of(edge); }

/* The tooltip the table shows now ("" for none). */
static const char *tooltip(Hand *p)
{
    static char text[320];
    table_tooltip_now(p->table, p->now, text, sizeof text);
    return text;
}

/* No mouse moves in a game by keys: no tooltip shows, at any tick (the Hand's after_tick). */
static void no_tooltip(Hand *p)
{
    if (tooltip(p)[0]) fail_msg("a tooltip with no mouse: \"%s\"", tooltip(p));
}

/* Plays until the game ends (or max_moves actions): every action by keys alone, and no
 * tooltip ever shows (no_tooltip). */
static int play_by_keys(Hand *p, int max_moves)
{
    int moves = 0;
    p->after_tick = no_tooltip;
    for (; moves < max_moves; moves++) {
        keys_settle(p);
        if (table_test_outcome(p->table) != TABLE_PLAYING) break;
        Game want;
        Action a = hand_next_move(p, hand_pick, &want);
        keys_perform(p, &a);
        if (memcmp(&want, hand_game(p), sizeof want) != 0) {
            char text[64];
            action_format(&a, text, sizeof text);
            fail_msg("move %d: keys did not make '%s' (message: %s)", moves, text, table_test_message(p->table).text);
        }
        p->done[a.kind]++;
        no_tooltip(p);
    }
    return moves;
}

static void test_a_two_player_game_is_played_to_the_end_by_keys_alone(void **unused)
{
    (void)unused;
    table_open(&play, 2, "sun", 7);
    int moves = play_by_keys(&play, 4000);
    assert_int_equal(table_test_outcome(play.table), TABLE_OVER);
    printf("2 players by keys: %d actions, %d Tabs, %d roads by arrows, %d by edges, %d half roads by arrows, "
           "%d chips, %d sheet spots, %d turns ended, %d hand-overs\n", moves, play.tabs, play.arrow_roads, play.edge_roads,
           play.key_halves, play.chip_keys, play.spot_keys, play.turn_ends, play.handovers);
    assert_true(play.arrow_roads > 0);
    assert_true(play.handovers > 0);
    assert_true(play.turn_ends >= play.handovers);
    hand_close(&play);
}

static void test_a_two_player_game_is_played_to_the_end_by_controller_alone(void **unused)
{
    (void)unused;
    pad_events = 0;
    table_open(&play, 2, "moon", 23);
    play.press = pad_press;
    int moves = play_by_keys(&play, 4000);
    assert_int_equal(table_test_outcome(play.table), TABLE_OVER);
    printf("2 players by controller: %d actions, %d controller events, %d roads by arrows, %d hand-overs\n",
           moves, pad_events, play.arrow_roads, play.handovers);
    assert_true(play.arrow_roads > 0);
    hand_close(&play);
}

static void test_a_moon_game_with_three_players_is_played_by_keys(void **unused)
{
    (void)unused;
    table_open(&play, 3, "moon", 31);
    play_by_keys(&play, 4000);
    assert_int_equal(table_test_outcome(play.table), TABLE_OVER);
    hand_close(&play);
}

/* Plays by keys until the open decision satisfies want (false if the game ended first). */
static bool play_until(Hand *p, bool (*want)(Hand *p))
{
    for (int moves = 0; moves < 4000; moves++) {
        keys_settle(p);
        if (table_test_outcome(p->table) != TABLE_PLAYING) return false;
        if (want(p)) return true;
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        Action a = hand_pick(p, legal, n);
        keys_perform(p, &a);
    }
    return false;
}

static int bad_field, bad_in, bad_out;

/* A road step with a free field that takes some road but refuses a straight or curve. */
static bool refused_road_open(Hand *p)
{
    const Game *g = hand_game(p);
    if (g->step.kind != STEP_ROAD) return false;
    for (int i = 0; i < table_test_legal_spots(p->table)->count; i++) {
        Spot s = table_test_legal_spots(p->table)->spot[i];
        if (s.kind != SPOT_FIELD || game_field_built(g, g->to_act, s.a)) continue;
        for (int a = 0; a < EDGE_COUNT; a++)
            for (int b = a + 1; b < EDGE_COUNT; b++) {
                Action road = action_make(ACT_ROAD, s.a, (1 << a) | (1 << b));
                Refusal why;
                if (game_check(g, test_sheets(), &road, &why)) continue;
                bad_field = s.a;
                bad_in = a;
                bad_out = b;
                return true;
            }
    }
    return false;
}

/* A two-player table played by keys to a road step with a field that refuses a road
 * (refused_road_open), the ring put on that field; returns the game as it stands there. */
static Game at_a_refused_road(void)
{
    table_open(&play, 2, "sun", 11);
    assert_true(play_until(&play, refused_road_open));
    Game before = *hand_game(&play);
    choose(&play, TF_SPOT, spot_id((Spot){SPOT_FIELD, (uint8_t)bad_field, 0}));
    return before;
}

static void test_a_road_refused_by_keys_says_what_the_dragged_road_says(void **unused)
{
    (void)unused;
    Game before = at_a_refused_road();
    key(&play, arrow_of(bad_in));
    key(&play, arrow_of(bad_out));
    /* The preview is the dragged road's: drawn in the refused colour, with its edges. */
    assert_true(table_test_preview(play.table)->has);
    assert_false(table_test_preview(play.table)->legal);
    assert_int_equal(table_test_preview(play.table)->field, bad_field);
    assert_int_equal(table_test_preview(play.table)->edges, (1 << bad_in) | (1 << bad_out));
    hand_draw(&play);
    key(&play, SDLK_RETURN);
    assert_false(table_test_focus(play.table)->road);
    assert_memory_equal(&before, hand_game(&play), sizeof before);
    char by_keys[1024];   /* more than the table's message holds */
    snprintf(by_keys, sizeof by_keys, "%s", table_test_message(play.table).text);
    assert_true(table_test_message(play.table).bad);
    assert_true(strlen(by_keys) > 10);

    table_test_message_clear(play.table);
    SDL_Point path[3] = {hand_towards_edge(&play, bad_field, bad_in, 0.85f),
                         sheet_field_centre(table_test_big(play.table), bad_field),
                         hand_towards_edge(&play, bad_field, bad_out, 1.4f)};
    hand_drag_path(&play, path, 3, false);
    assert_string_equal(table_test_message(play.table).text, by_keys);
    assert_memory_equal(&before, hand_game(&play), sizeof before);
    hand_close(&play);
}

static void test_esc_stops_a_road_drawn_by_keys_and_changes_nothing(void **unused)
{
    (void)unused;
    Game before = at_a_refused_road();
    assert_true(table_test_focus(play.table)->road);
    key(&play, arrow_of(bad_in));
    key(&play, SDLK_ESCAPE);
    assert_false(table_test_focus(play.table)->road);
    assert_false(table_test_pointer(play.table).dragging);
    assert_int_equal(table_test_preview(play.table)->field, -1);
    assert_false(table_test_pointer(play.table).confirm_leave);   /* the Esc stopped the road, not the game */
    assert_memory_equal(&before, hand_game(&play), sizeof before);
    hand_close(&play);
}

static bool dice_to_take(Hand *p) { return hand_game(p)->step.kind == STEP_CHOOSE_DIE; }

/* The ring just outside the focused item, on its middle row: a yellow band with black on
 * both sides. */
static void assert_ring_drawn(Hand *p)
{
    const FocusItem *it = focused(p);
    assert_non_null(it);
    hand_draw(p);
    int y = it->rect.y + it->rect.h / 2, seen = 0;
    for (int x = it->rect.x - 1; x > it->rect.x - 4 * table_test_layout(p->table)->unit && x >= 0; x--) {
        SDL_Color c = canvas_pixel(p->canvas.surface, x, y);
        bool yellow = c.r == FOCUS_LIGHT.r && c.g == FOCUS_LIGHT.g && c.b == FOCUS_LIGHT.b;
        bool black = c.r + c.g + c.b == 0;
        if ((seen == 0 && black) || (seen == 1 && yellow) || (seen == 2 && black)) seen++;
    }
    assert_int_equal(seen, 3);
}

static void test_the_focus_ring_shows_in_both_palettes_and_a_click_hides_it(void **unused)
{
    (void)unused;
    for (int palette = 0; palette < 2; palette++) {
        table_open(&play, 2, "sun", 5);
        table_test_seats(play.table)->palette = (uint8_t)palette;
        assert_true(play_until(&play, dice_to_take));
        assert_null(focused(&play));
        key(&play, SDLK_TAB);
        assert_int_equal(focused(&play)->group, TF_DIE);
        assert_ring_drawn(&play);
        char file[64];
        snprintf(file, sizeof file, "table-focus-%d.png", palette);
        canvas_save(play.canvas.surface, file);
        assert_table_picture(play.canvas.surface, play.table, file);
        /* The arrows walk the dice before they leave them. */
        int first = focused(&play)->id;
        key(&play, SDLK_RIGHT);
        assert_int_equal(focused(&play)->group, TF_DIE);
        assert_int_not_equal(focused(&play)->id, first);
        hand_click(&play, event_middle(table_test_layout(play.table)->log));
        assert_null(focused(&play));
        hand_close(&play);
    }
}


/* The play-test's road by keys (a field chosen with Enter, one arrow in, one out, Enter):
 * once it is built no tooltip stays where the pen stopped, through End turn and the next
 * player's turn. */
static void test_no_tooltip_stays_where_a_road_by_keys_ended(void **unused)
{
    (void)unused;
    table_open(&play, 2, "sun", 11);
    assert_true(play_until(&play, refused_road_open));
    Action a = {0};
    const LegalSet *l = table_test_legal(play.table);
    for (int i = 0; i < l->count && a.kind != ACT_ROAD; i++)
        if (l->action[i].kind == ACT_ROAD && !game_field_built(hand_game(&play), hand_game(&play)->to_act, l->action[i].arg[0]))
            a = l->action[i];
    assert_int_equal(a.kind, ACT_ROAD);
    int e[EDGE_COUNT];
    assert_int_equal(hand_edges_of(a.arg[1], e), 2);
    int seat = hand_game(&play)->to_act;
    TablePointer was = table_test_pointer(play.table);
    choose(&play, TF_SPOT, spot_id((Spot){SPOT_FIELD, (uint8_t)a.arg[0], 0}));
    key(&play, arrow_of(e[0]));
    key(&play, arrow_of(e[1]));
    key(&play, SDLK_RETURN);
    assert_int_equal(hand_game(&play)->player[seat].road[a.arg[0]], a.arg[1]);
    assert_string_equal(tooltip(&play), "");
    /* The pointer is where the mouse left it, not where the pen stopped. */
    assert_int_equal(table_test_pointer(play.table).mouse_x, was.mouse_x);
    assert_int_equal(table_test_pointer(play.table).mouse_y, was.mouse_y);
    play.after_tick = no_tooltip;
    for (int k = 0; k < 40; k++) {
        play.now += 100;
        hand_tick(&play);
    }
    keys_settle(&play);
    no_tooltip(&play);
    hand_close(&play);
}

/* The pointer's tooltip: up while the mouse rests where it moved; a key (the focus moves on),
 * a change to the game (a decision, as a bot's or the other player's would be) or a click
 * ends it, and the mouse moving raises it again. */
static void test_a_tooltip_goes_with_what_raised_it(void **unused)
{
    (void)unused;
    table_open(&play, 2, "sun", 5);
    assert_true(play_until(&play, dice_to_take));
    const SheetLayout *big = table_test_big(play.table);
    char want[320];
    SDL_Point at = event_middle(big->field[0]);
    table_tooltip_text(play.table, at.x, at.y, want, sizeof want);
    assert_true(strlen(want) > 5);
    hand_point_at(&play, big->field[0]);
    assert_string_equal(tooltip(&play), want);
    key(&play, SDLK_TAB);
    assert_string_equal(tooltip(&play), "");
    hand_point_at(&play, big->field[0]);
    assert_string_equal(tooltip(&play), want);
    /* A decision made elsewhere (by the match, as a bot's is): the spot may have changed. */
    const LegalSet *l = table_test_legal(play.table);
    assert_true(l->count > 0);
    assert_true(table_apply(play.table, l->action[0], play.now));
    assert_string_equal(tooltip(&play), "");
    while (hand_wait_busy(&play)) continue;   /* the die taken lands: none over moving dice */
    assert_string_equal(tooltip(&play), "");
    hand_point_at(&play, big->field[0]);
    assert_true(tooltip(&play)[0] != 0);
    hand_click(&play, event_middle(table_test_layout(play.table)->log));
    assert_string_equal(tooltip(&play), "");
    hand_point_at(&play, big->field[0]);
    assert_true(tooltip(&play)[0] != 0);
    hand_close(&play);
}

static void test_enter_with_nothing_focused_still_confirms(void **unused)
{
    (void)unused;
    table_open(&play, 2, "sun", 11);
    assert_true(play_until(&play, refused_road_open));
    /* A legal road clicked together edge by edge with the mouse, then Enter. */
    const LegalSet *l = table_test_legal(play.table);
    int i = 0;
    while (i < l->count && l->action[i].kind != ACT_ROAD) i++;
    assert_true(i < l->count);
    Action a = l->action[i];
    Game want = *hand_game(&play);
    Refusal why;
    assert_true(game_apply(&want, test_sheets(), &a, &why));
    int e[EDGE_COUNT], n = hand_edges_of(a.arg[1], e);
    for (int k = 0; k < n; k++) hand_click(&play, hand_towards_edge(&play, a.arg[0], e[k], 0.85f));
    assert_null(focused(&play));
    key(&play, SDLK_RETURN);
    assert_memory_equal(&want, hand_game(&play), sizeof want);
    hand_close(&play);
}

TEST_MAIN_HEADLESS(
    cmocka_unit_test(test_a_two_player_game_is_played_to_the_end_by_keys_alone),
    cmocka_unit_test(test_a_two_player_game_is_played_to_the_end_by_controller_alone),
    cmocka_unit_test(test_a_moon_game_with_three_players_is_played_by_keys),
    cmocka_unit_test(test_a_road_refused_by_keys_says_what_the_dragged_road_says),
    cmocka_unit_test(test_esc_stops_a_road_drawn_by_keys_and_changes_nothing),
    cmocka_unit_test(test_the_focus_ring_shows_in_both_palettes_and_a_click_hides_it),
    cmocka_unit_test(test_enter_with_nothing_focused_still_confirms),
    cmocka_unit_test(test_no_tooltip_stays_where_a_road_by_keys_ended),
    cmocka_unit_test(test_a_tooltip_goes_with_what_raised_it)
)
