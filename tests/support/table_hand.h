/* table_hand.h — a player's hand for the scene tests: a headless table scene (software
 * renderer, fake clock) and the mouse gestures that make any legal action on it, aimed with
 * the scene's own layout and hit functions. test_table_play.c plays whole games through it;
 * test_scene_e2e.c keeps one as the shadow of the real program and replays every gesture
 * there through xdotool (the record hook receives each gesture as xdotool words);
 * hand_keys.h plays it by keys alone.
 *
 * Everything is in the Hand value the test owns; hand_close frees what hand_open made. */
#ifndef RAJAS_TEST_TABLE_HAND_H
#define RAJAS_TEST_TABLE_HAND_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "canvas.h"
#include "events.h"
#include "table.h"
#include "table_steps.h"
#include "table_test.h"

typedef struct Hand Hand;

struct Hand {
    Session session;
    TableScene *table;               /* table_scene_new */
    Canvas canvas;
    uint32_t now;        /* the fake clock the table sees */
    uint64_t rng;        /* the seeded choices of gestures and moves */
    int w, h;

    /* how things were done */
    int done[ACT_KIND_COUNT];
    int undos, drags, edge_clicks, half_drags, half_clicks, spot_clicks, chip_clicks;
    int keyboard_confirms, handovers, rolls, settles, turn_ends;
    int tabs, arrow_roads, edge_roads, key_halves, chip_keys, spot_keys;   /* by keys (hand_keys.h) */
    uint32_t dice_ms;    /* how long dice moved on the fake clock since reset to 0 */

    /* choices of the test */
    bool keyboard;          /* confirm with Enter now and then (else always the button) */
    bool drag_first_road;   /* the first straight or curve is always dragged */
    int draw_every;         /* draw a frame every n-th settle (0: never) */
    void (*record)(void *ctx, const char *xdotool_words);   /* each motion, button and key */
    void (*press)(Hand *h, SDL_Keycode k);   /* hand_keys.h: makes each key (NULL: hand_key) */
    void (*after_handover)(void *ctx);                      /* after the card is clicked away
                                                               and after End turn */
    void (*after_tick)(Hand *h);                            /* hand_settle: after each tick */
    void *ctx;
};

/* Opens the software renderer and the art (w×h pixels), a new session with setup and the
 * table with seats on it; the rng is seeded from pick_seed. Autosave is off. */
void hand_open(Hand *h, const Setup *setup, const Seats *seats, uint64_t pick_seed, int w, int h_px);
/* players people named Asha, Bilal, Chitra, Dev and Esha, in pens 0 to 4. */
Seats hand_people(int players);
/* hand_open with hand_people on a sun sheet, the game seeded with game_seed and starting
 * at seat 0. */
void hand_open_people(Hand *h, int players, uint64_t game_seed, uint64_t pick_seed, int w, int h_px);
/* Ticks the clock (50 ms at a time) until the first roll has landed and the first person
 * has the screen, clicking the hand-over card away; fails the test if it never does. */
void hand_first_decision(Hand *h);
void hand_close(Hand *h);
/* The table's text at zoom % (its Art's look, test_zoom), laid out again as the program
 * does when the player changes the scale. */
void hand_zoom(Hand *h, int zoom);

const Game *hand_game(const Hand *h);
void hand_draw(Hand *h);
uint32_t hand_random(Hand *h, uint32_t n);
bool hand_chance(Hand *h, int percent);

/* Raw input: each event reaches the table and advances the clock by 16 ms. A key is
 * recorded as xdotool's name for it (Tab, Return, space, the arrows, Escape; with Shift). */
void hand_motion(Hand *h, int x, int y);
/* The pointer moved to the middle of r (event_middle). */
void hand_point_at(Hand *h, SDL_Rect r);
void hand_button(Hand *h, int type, int which, int x, int y);
void hand_key(Hand *h, SDL_Keycode sym, Uint16 mod);
void hand_click_with(Hand *h, SDL_Point at, int which);
void hand_click(Hand *h, SDL_Point at);
/* Presses at pts[0], moves along the polyline in steps of about 7 pixels and lets go at the
 * last point; if hold_at_end, keeps the button down (for a mid-drag picture). */
void hand_drag_path(Hand *h, const SDL_Point *pts, int n, bool hold_at_end);

/* One tick of the table at the hand's clock, then the after_tick hook: a change to the game
 * is a roll, which must be the one the game's own generator makes (counted in rolls). */
void hand_tick(Hand *h);
/* While the table is busy (dice, pen, a bot's pace): the hand's clock on by 50 ms (the
 * dice's flight counted in dice_ms) and true; false when it is not. */
bool hand_wait_busy(Hand *h);
/* Lets time pass until nothing moves and the screen is with the seat to act: dice land,
 * the pen finishes, a finished turn is ended (End turn), hand-over cards are clicked away,
 * and the scene's own rolls happen
 * (each checked against the engine's roll on a copy). */
void hand_settle(Hand *h);

/* Aiming (a rectangle's middle: event_middle, events.h). */
SDL_Point hand_die_point(Hand *h, int die);
SDL_Point hand_button_point(const Hand *h, int button);
/* A point fraction k of the way from the field's centre to the middle of an edge (k > 1
 * lies beyond the edge). */
SDL_Point hand_towards_edge(const Hand *h, int field, int edge, float k);
int hand_edges_of(int mask, int out[EDGE_COUNT]);
int hand_opposite(int edge);
/* A road edge of mask that joins a built neighbour of the seat to act, or -1. */
int hand_joined_edge(const Game *g, int field, int mask);

/* Makes action a with the mouse (and, if allowed, now and then the keyboard). */
void hand_perform(Hand *h, const Action *a);
/* The choice chip that makes a: the chip of a itself, else the one whose outcome is a's
 * (the table offers one chip per outcome: game_alike); -1 when no chip does. */
int hand_chip_of(const Hand *h, const Action *a);

/* A seeded pick that leans towards the gestures worth proving. */
Action hand_pick(Hand *h, const Action *legal, int n);
/* The next move of a whole game played on the hand's table: the engine's legal actions
 * (at least one, and as many as the table lists), one of them chosen by pick (hand_pick, or
 * a test's own), and the game it leads to into *after (game_apply must take it). */
typedef Action (*HandPick)(Hand *h, const Action *legal, int n);
Action hand_next_move(Hand *h, HandPick pick, Game *after);

#endif
