/* test_table_play.c — every legal move can be made with the mouse. Whole games are played on
 * the table scene (table.h) headless, through synthetic SDL mouse and keyboard events
 * only: at each decision the engine lists the legal actions, the test picks one (seeded, with
 * a bias towards the gestures most likely to go wrong: dragged roads, half roads, T and
 * crossing pieces, karma and rerolls, sales, bonuses used and let go, undo) and aims clicks
 * and drags at it with the scene's own layout and hit functions. After every gesture the
 * session's game must equal game_apply of that action on a copy, byte for byte; after every
 * roll the scene made on its own it must equal game_roll_random on a copy. A fake clock
 * advances between events so dice land and hand-over cards can be clicked away.
 *
 * A second part renders the table at a few moments (after a roll, a refused road drag, a
 * pending bonus, the hand-over card) to table-*.png in the tests' picture folder and checks a
 * few pixels: the window is not blank, the refused preview is drawn in its colour and the
 * rule's reason is in the message, its clause behind "Why?". */
#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "rule_words.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;

static void table_open(Hand *p, int players, const char *side, int first, uint64_t seed, int w, int h)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), (uint8_t)first, seed};
    Seats seats = hand_people(players);
    hand_open(p, &setup, &seats, seed, w, h);
    p->keyboard = true;
    p->draw_every = 16;
}

static void save_png(Hand *p, const char *file)
{
    canvas_save(p->canvas.surface, file);
    assert_table_picture(p->canvas.surface, p->table, file);
}

static bool undo_possible(const Hand *p)
{
    const Session *s = &p->session;
    if (s->count == 0) return false;
    const SessionEntry *last = &s->entry[s->count - 1];
    return last->action.kind != ACT_ROLL && last->before.to_act == s->game.to_act &&
           s->game.waiting == WAIT_ACTION;
}

/* Takes the last move back with the Undo button or Ctrl+Z and checks the state returned. */
static void undo_last(Hand *p)
{
    Game want = p->session.entry[p->session.count - 1].before;
    if (hand_chance(p, 50)) hand_click(p, hand_button_point(p, BUTTON_UNDO));
    else hand_key(p, SDLK_z, KMOD_LCTRL);
    assert_memory_equal(&want, hand_game(p), sizeof want);
    p->undos++;
}

static void describe_failure(const Hand *p, const Action *a)
{
    char text[64];
    printf("handed %d to_act %d busy %d karma %d viewed %d dice:", table_test_pointer(p->table).handed, hand_game(p)->to_act,
           table_busy(p->table, p->now), table_test_pointer(p->table).karma_armed, table_test_pointer(p->table).viewed);
    for (int d = 0; d < DIE_COUNT; d++)
        printf(" [%d at %d (%.0f,%.0f) end %u]", d, hand_game(p)->die_at[d], (double)table_test_dice(p->table)->die[d].x,
               (double)table_test_dice(p->table)->die[d].y, table_test_dice(p->table)->die[d].end);
    printf(" now %u\n", p->now);
    for (size_t i = p->session.count > 6 ? p->session.count - 6 : 0; i < p->session.count; i++) {
        char t2[64];
        action_format(&p->session.entry[i].action, t2, sizeof t2);
        printf("  entry %zu: %s\n", i, t2);
    }
    char words[LOG_BOOK_CHARS];
    for (int i = 0; i < table_test_log(p->table)->count; i++) {
        log_book_write(test_lang(), table_test_log(p->table), i, words, sizeof words);
        printf("  log: %s\n", words);
    }
    action_format(a, text, sizeof text);
    fail_msg("by mouse, '%s' did not happen (round %d, seat %d, step %d); scene says: %s", text,
             hand_game(p)->round, hand_game(p)->to_act, hand_game(p)->step.kind, table_test_message(p->table).text);
}

/* Plays until the table reports the end (or max_actions moves). Returns the moves made. */
/* Legal actions tried by try_every_move, and how many of them were T or crossing pieces. */
static int tried, pieces_tried;

/* Puts the table back on the session's game as it is now (after session_undo), with the
 * screen already handed to the seat to act, as if the player had just come to it. */
static void reopen(Hand *p)
{
    Seats seats = *table_test_seats(p->table);
    table_init(p->table, &p->session, test_sheets(), p->canvas.art, &seats, p->now);
    table_resize(p->table, p->w, p->h);
    table_test_set_handed(p->table, table_seat_in_charge(hand_game(p)));
}

/* Tries every legal action of the current decision by mouse, each on the same state: made,
 * checked against game_apply, then taken back with session_undo. Returns how many. */
static int try_every_move(Hand *p)
{
    static Action legal[GAME_MAX_LEGAL];
    int n = game_legal(hand_game(p), test_sheets(), legal);
    for (int i = 0; i < n; i++) {
        Game want = *hand_game(p), before = *hand_game(p);
        Refusal why;
        assert_true(game_apply(&want, test_sheets(), &legal[i], &why));
        /* What the engine allows is outlined on the sheet before it is clicked. */
        Spot s;
        if (input_action_spot(hand_game(p), test_sheets(), &legal[i], &s)) {
            bool lit = false;
            for (int k = 0; k < table_test_legal_spots(p->table)->count; k++)
                lit |= table_test_legal_spots(p->table)->spot[k].kind == s.kind && table_test_legal_spots(p->table)->spot[k].a == s.a;
            assert_true(lit);
        }
        int e[EDGE_COUNT];
        if (legal[i].kind == ACT_ROAD && hand_edges_of(legal[i].arg[1], e) > 2) pieces_tried++;
        hand_perform(p, &legal[i]);
        if (memcmp(&want, hand_game(p), sizeof want) != 0) describe_failure(p, &legal[i]);
        p->done[legal[i].kind]++;
        assert_true(session_undo(&p->session));
        assert_memory_equal(&before, hand_game(p), sizeof before);
        reopen(p);
    }
    return n;
}

static int play_out(Hand *p, int max_actions, bool every)
{
    int moves = 0;
    hand_settle(p);
    while (table_test_outcome(p->table) == TABLE_PLAYING && moves < max_actions) {
        if (every) tried += try_every_move(p);
        Game want;
        Action a = hand_next_move(p, hand_pick, &want);
        hand_perform(p, &a);
        if (memcmp(&want, hand_game(p), sizeof want) != 0) describe_failure(p, &a);
        p->done[a.kind]++;
        moves++;
        if (undo_possible(p) && hand_chance(p, 6)) {
            hand_settle(p);   /* a click while dice fly is not taken: wait as a player would */
            undo_last(p);
            /* …and do it again, so the game goes on as chosen. */
            hand_settle(p);
            hand_perform(p, &a);
            if (memcmp(&want, hand_game(p), sizeof want) != 0) describe_failure(p, &a);
        }
        hand_settle(p);
    }
    return moves;
}

static void report(const Hand *p, const char *name, int moves)
{
    if (!getenv("RAJAS_VERBOSE")) return;
    printf("%s: %d moves, %d rolls, %d hand-overs, round %d\n", name, moves, p->rolls, p->handovers,
           hand_game(p)->round);
    printf("  drags %d, edge clicks %d, half drags %d, half clicks %d, spots %d, chips %d, "
           "Enter %d, undos %d\n",
           p->drags, p->edge_clicks, p->half_drags, p->half_clicks, p->spot_clicks, p->chip_clicks,
           p->keyboard_confirms, p->undos);
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
    Hand *p = &play;
    table_open(p, 2, "sun", 0, 11, WIN_W, WIN_H);
    int moves = play_out(p, 5000, false);
    report(p, "2p sun", moves);
    assert_int_equal(table_test_outcome(p->table), TABLE_OVER);
    assert_true(game_over(hand_game(p)));
    /* Every kind of gesture the game needs happened at least once. */
    assert_true(p->done[ACT_TAKE] > 0);
    assert_true(p->done[ACT_ROAD] > 0);
    assert_true(p->drags > 0);
    assert_true(p->done[ACT_HALF] > 0);
    assert_true(p->done[ACT_BONUS] > 0);
    assert_true(p->done[ACT_SELL] > 0);
    assert_true(p->undos > 0);
    hand_close(p);
}

static void test_a_two_player_moon_game_is_played_to_the_end_by_mouse(void **unused)
{
    (void)unused;
    Hand *p = &play;
    table_open(p, 2, "moon", 1, 23, WIN_W, WIN_H);
    int moves = play_out(p, 5000, false);
    report(p, "2p moon", moves);
    assert_int_equal(table_test_outcome(p->table), TABLE_OVER);
    assert_true(game_over(hand_game(p)));
    assert_true(p->done[ACT_ROAD] > 0);
    assert_true(p->done[ACT_BONUS] > 0);
    hand_close(p);
}

static void test_four_players_play_rounds_by_mouse(void **unused)
{
    (void)unused;
    Hand *p = &play;
    table_open(p, 4, "sun", 2, 5, WIN_W, WIN_H);
    int moves = play_out(p, 160, false);
    report(p, "4p sun", moves);
    assert_int_equal(moves, 160);
    assert_true(hand_game(p)->round >= 3);
    assert_true(p->handovers >= 12);
    hand_close(p);
}

/* The proof that nothing legal is out of the mouse's reach: at every decision of two whole
 * games, every legal action is made by mouse on the same state and taken back. */
static void test_every_legal_move_of_whole_games_is_made_by_mouse(void **unused)
{
    (void)unused;
    Hand *p = &play;
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
        assert_int_equal(table_test_outcome(p->table), TABLE_OVER);
        assert_true(tried > moves);
        for (int k = 0; k < ACT_KIND_COUNT; k++) done[k] += p->done[k];
        drags += p->drags;
        edge_clicks += p->edge_clicks;
        half_drags += p->half_drags;
        half_clicks += p->half_clicks;
        pieces += pieces_tried;
        hand_close(p);
    }
    /* Every kind of decision came up and was made by mouse (done counts the moves tried as
     * well as those played on); `decline` and `done` are never legal (R9.4). */
    assert_int_equal(done[ACT_DECLINE], 0);
    for (int k = 0; k < ACT_KIND_COUNT; k++)
        if (k != ACT_ROLL && k != ACT_DONE && k != ACT_DECLINE) {
            Action a = action_make(k, 0, 0);
            char text[64];
            action_format(&a, text, sizeof text);
            if (done[k] == 0) fail_msg("no '%s' was made by mouse", text);
        }
    assert_true(drags > 0 && edge_clicks > 0 && half_drags > 0 && half_clicks > 0);
    assert_true(pieces > 0);   /* T and crossing pieces (R5.8), by clicking edges */
}

/* ---- pictures of the table ------------------------------------------------------------ */

static SDL_Color pixel(const Hand *p, int x, int y)
{
    const Uint8 *at = (const Uint8 *)p->canvas.surface->pixels + y * p->canvas.surface->pitch + x * 4;
    return (SDL_Color){at[0], at[1], at[2], at[3]};
}

/* How many distinct colours (5 bits a channel) a region shows: a blank or one-colour
 * window has one or two. */
static int distinct_colours(const Hand *p, SDL_Rect a)
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
static int refused_red(const Hand *p, SDL_Rect a)
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
static void play_until_step(Hand *p, int step)
{
    static Action legal[GAME_MAX_LEGAL];
    hand_settle(p);
    for (int guard = 0; guard < 2000; guard++) {
        if (hand_game(p)->waiting == WAIT_ACTION && hand_game(p)->step.kind == step) return;
        int n = game_legal(hand_game(p), test_sheets(), legal);
        assert_true(n > 0);
        Action a = hand_pick(p, legal, n);
        hand_perform(p, &a);
        hand_settle(p);
    }
    fail_msg("step %d never came", step);
}

/* A straight or curve the engine refuses in a free field next to a joined road end, and
 * the refusal, so it can be dragged. */
static bool refused_road(const Hand *p, int *field, int *in, int *out, Refusal *why)
{
    const Game *g = hand_game(p);
    const Player *pl = &g->player[g->to_act];
    for (int f = 0; f < PROVINCE_FIELDS; f++) {
        if (pl->road[f]) continue;
        for (int e = 0; e < EDGE_COUNT; e++) {
            int n = field_neighbour(f, e);
            if (n < 0 || !(pl->road[n] & (1 << hand_opposite(e)))) continue;
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
    Hand *p = &play;
    table_open(p, 2, "moon", 0, 8, WIN_W, WIN_H);
    int field = -1, in = 0, out = 0;
    for (int tries = 0; tries < 40 && field < 0; tries++) {
        play_until_step(p, STEP_ROAD);
        static Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        for (int i = 0; i < n && field < 0; i++) {
            int e[EDGE_COUNT];
            if (legal[i].kind != ACT_ROAD || hand_edges_of(legal[i].arg[1], e) != 2) continue;
            field = legal[i].arg[0];
            in = hand_joined_edge(hand_game(p), field, legal[i].arg[1]);
            out = e[0] == in ? e[1] : e[0];
        }
        if (field < 0) {
            hand_perform(p, &legal[hand_random(p, (uint32_t)n)]);
            hand_settle(p);
        }
    }
    assert_true(field >= 0);
    Game before = *hand_game(p);
    SDL_Point from_middle[2] = {sheet_field_centre(table_test_big(p->table), field), hand_towards_edge(p, field, out, 1.4f)};
    hand_drag_path(p, from_middle, 2, false);
    assert_memory_equal(&before, hand_game(p), sizeof before);
    assert_true(table_test_message(p->table).bad);
    /* No road was made up from the press: the words say how to start one. */
    assert_true(strncmp(table_test_message(p->table).text, "Drag on", 7) == 0 || strncmp(table_test_message(p->table).text, "Start on", 8) == 0);
    /* From the joined edge's band instead: the road it means is made. */
    Game want = before;
    Action road = action_make(ACT_ROAD, field, (1 << in) | (1 << out));
    Refusal why;
    assert_true(game_apply(&want, test_sheets(), &road, &why));
    SDL_Point from_edge[3] = {hand_towards_edge(p, field, in, 0.9f), sheet_field_centre(table_test_big(p->table), field),
                              hand_towards_edge(p, field, out, 1.4f)};
    hand_drag_path(p, from_edge, 3, false);
    assert_memory_equal(&want, hand_game(p), sizeof want);
    hand_close(p);
}

/* The table at four moments, saved for a look and checked where a pixel tells: just after
 * the roll, a refused road mid-drag (red preview and the rule in words), a pending bonus
 * choice, and the hand-over card. */
static void test_the_table_at_four_moments(void **unused)
{
    (void)unused;
    Hand *p = &play;
    table_open(p, 2, "sun", 0, 11, WIN_W, WIN_H);
    SDL_Rect window = {0, 0, WIN_W, WIN_H};

    /* 1. After the roll: eight dice in the centre, the prompt names the player. */
    hand_settle(p);
    hand_draw(p);
    save_png(p, "table-roll.png");
    assert_true(distinct_colours(p, window) > 200);
    assert_true(distinct_colours(p, table_test_layout(p->table)->tray) > 20);
    char prompt[256];
    table_words_prompt(test_lang(), hand_game(p), "Asha", false, prompt, sizeof prompt);
    assert_non_null(strstr(prompt, "Asha"));

    /* 2. A road drag the rules refuse: held mid-drag the preview is red and the rule is
     * spelt out next to the pointer; let go, the rule stays as the message. */
    int field = -1, in = 0, out = 0;
    Refusal why;
    for (int tries = 0; tries < 40; tries++) {
        play_until_step(p, STEP_ROAD);
        if (refused_road(p, &field, &in, &out, &why)) break;
        static Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        hand_perform(p, &legal[hand_random(p, (uint32_t)n)]);
        hand_settle(p);
    }
    assert_true(field >= 0);
    Game before = *hand_game(p);
    SDL_Point path[3] = {sheet_field_centre(table_test_big(p->table), field_neighbour(field, in)),
                         sheet_field_centre(table_test_big(p->table), field), hand_towards_edge(p, field, out, 1.4f)};
    hand_drag_path(p, path, 3, true);
    assert_true(table_test_pointer(p->table).dragging);
    assert_true(table_test_preview(p->table)->has);
    assert_false(table_test_preview(p->table)->legal);
    assert_string_equal(table_test_preview(p->table)->why.clause, why.clause);
    hand_draw(p);
    save_png(p, "table-road-refused.png");
    assert_true(refused_red(p, table_test_big(p->table)->field[field]) > 30);
    hand_button(p, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, path[2].x, path[2].y);
    assert_memory_equal(&before, hand_game(p), sizeof before);
    /* The message says the reason in words; the rule, in the rules' own words, waits
     * behind its "Why?". */
    char words[200], rule[1200];
    snprintf(words, sizeof words, "Not allowed: %s", why.message);
    assert_non_null(rule_words(test_lang(), why.clause));
    snprintf(rule, sizeof rule, "Rule %s: %s", why.clause, rule_words(test_lang(), why.clause));
    assert_string_equal(table_test_message(p->table).text, words);
    assert_string_equal(table_test_message(p->table).why, rule);
    assert_true(table_test_message(p->table).bad);
    /* Pointing at the message shows the rule (the tooltip's pale box below the message). */
    int px;
    SDL_Rect box = table_message_box(p->table, &px);
    hand_motion(p, box.x + box.w - 4, box.y + box.h / 2);
    hand_draw(p);
    save_png(p, "table-refusal-why.png");

    /* 3. Pending bonuses: the chips are drawn and the prompt says what to do with them. */
    play_until_step(p, STEP_PENDING);
    hand_motion(p, event_middle(table_pending_rect(table_test_layout(p->table), 0)).x,
           event_middle(table_pending_rect(table_test_layout(p->table), 0)).y);
    hand_draw(p);
    save_png(p, "table-pending.png");
    assert_true(distinct_colours(p, table_pending_rect(table_test_layout(p->table), 0)) > 10);

    /* 4. The hand-over card: play on until the screen must pass to the other player. */
    static Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; guard < 50 && !table_handover_due(p->table); guard++) {
        if (table_waiting_end_turn(p->table)) {
            hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
            continue;
        }
        int n = game_legal(hand_game(p), test_sheets(), legal);
        hand_perform(p, &legal[0]);
        for (int k = 0; k < 60 && table_busy(p->table, p->now); k++) {
            p->now += 50;
            table_tick(p->table, p->now);
        }
        assert_true(n > 0);
    }
    assert_true(table_handover_due(p->table));
    hand_draw(p);
    save_png(p, "table-handover.png");
    /* The veil darkens the table around the card. */
    SDL_Color corner = pixel(p, 5, WIN_H - 5);
    assert_true(corner.r < 90 && corner.g < 90 && corner.b < 90);
    hand_close(p);
}

TEST_MAIN_HEADLESS(
    cmocka_unit_test(test_a_two_player_sun_game_is_played_to_the_end_by_mouse),
    cmocka_unit_test(test_a_two_player_moon_game_is_played_to_the_end_by_mouse),
    cmocka_unit_test(test_four_players_play_rounds_by_mouse),
    cmocka_unit_test(test_every_legal_move_of_whole_games_is_made_by_mouse),
    cmocka_unit_test(test_a_drag_from_the_middle_of_a_free_field_draws_nothing),
    cmocka_unit_test(test_the_table_at_four_moments)
)
