/* test_table_turn.c — the End turn step (table_turn.c). A person's last decision of a turn
 * (R2.2, R2.3: the die's action and every pending bonus done) leaves the finished turn on
 * the big sheet: nothing rolls, no card, no bot moves until End turn (the button or Enter);
 * Undo can still take the turn's decisions back. With the setting off the turn passes at
 * once, and bots never wait. Played headless through the mouse and keys (table_hand.h). */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp */

#include "support.h"
#include "language.h"
#include "table_picture.h"
#include "table_hand.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "autosave.h"
#include "i18n.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "table_words.h"

#define WIN_W 1280
#define WIN_H 800

static Hand play;

static void open_table(Hand *p, int players, int bots_from, bool confirm)
{
    static const char *const names[GAME_MAX_PLAYERS] = {"Asha", "Bilal", "Chitra", "Dev", "Esha"};
    Setup setup = {(uint8_t)players, (uint8_t)test_side("sun"), 0, 11};
    Seats seats = {0};
    seats.players = players;
    for (int s = 0; s < players; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "%s", names[s]);
        seats.colour[s] = (uint8_t)s;
        seats.bot[s] = s >= bots_from ? 1 + BOT_EASY : 0;
    }
    hand_open(p, &setup, &seats, 5, WIN_W, WIN_H);
    table_set_confirm_turn(p->table, confirm);
    table_set_bot_samples(p->table, 4);
}

/* Lets the dice land and the pen finish, and hands the screen over, without ending a turn. */
static void let_settle(Hand *p)
{
    for (int guard = 0; guard < 4000; guard++) {
        table_tick(p->table, p->now);
        if (table_busy(p->table, p->now)) {
            p->now += 50;
            continue;
        }
        if (table_handover_due(p->table)) {
            hand_click(p, (SDL_Point){p->w / 2, p->h / 2});
            continue;
        }
        if (game_actor(hand_game(p)) == GAME_CHANCE || table_bot_turn(p->table)) {
            p->now += 50;
            SDL_Delay(table_thinking(p->table) ? 1 : 0);
            continue;
        }
        return;
    }
    fail_msg("the table never settled");
}

/* Lets what moves (a die going back on undo, the pen) finish: a click then is not taken. */
static void let_still(Hand *p)
{
    for (int k = 0; k < 100 && table_busy(p->table, p->now); k++) p->now += 50;
}

/* Plays the first legal action, by mouse, until a decision ends the person's turn. Returns
 * the seat whose turn ended; *last is the state before that last decision. */
static int play_to_turn_end(Hand *p, Game *last)
{
    static Action legal[GAME_MAX_LEGAL];
    for (int guard = 0; guard < 60; guard++) {
        let_settle(p);
        assert_false(table_waiting_end_turn(p->table));
        int n = game_legal(hand_game(p), test_sheets(), legal);
        assert_true(n > 0);
        *last = *hand_game(p);
        hand_perform(p, &legal[0]);
        if (table_turn_ended(last, hand_game(p))) {
            let_still(p);
            return last->to_act;
        }
    }
    fail_msg("no turn ended");
    return -1;
}

static void test_a_finished_turn_waits_for_end_turn(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, GAME_MAX_PLAYERS, true);
    Game last;
    int seat = play_to_turn_end(p, &last);
    Game after = *hand_game(p);
    assert_true(table_waiting_end_turn(p->table));
    assert_int_equal(match_held_seat(table_test_match(p->table)), seat);
    assert_int_equal(table_acting_seat(p->table), seat);
    assert_int_equal(table_big_seat(p->table), seat);   /* the result stays on the big sheet */
    /* Time passes, the pen finishes: nothing rolls, no card asks for the next player. */
    for (int k = 0; k < 100; k++) {
        p->now += 100;
        table_tick(p->table, p->now);
        assert_false(table_handover_due(p->table));
    }
    assert_memory_equal(&after, hand_game(p), sizeof after);
    assert_true(table_waiting_end_turn(p->table));
    char prompt[512];
    table_words_turn_done(test_lang(), "Asha", prompt, sizeof prompt);
    assert_string_equal(prompt, "Asha: your turn is done — End turn (or Enter) to pass on, or Undo to take it back");
    /* A click on the dice or the sheet plays nothing; the sheet says how to go on. */
    hand_click(p, hand_die_point(p, 0));
    hand_click(p, event_middle(table_test_layout(p->table)->sheet));
    assert_memory_equal(&after, hand_game(p), sizeof after);
    assert_string_equal(table_test_message(p->table).text,
                        "Your turn is done: End turn (or Enter) passes it on, Undo takes it back");
    assert_false(table_test_message(p->table).bad);
    hand_draw(p);
    canvas_save(p->canvas.surface, "table-end-turn.png");
    assert_table_picture(p->canvas.surface, p->table, "table-end-turn.png");
    /* End turn: the turn passes (the other person's card, since both are people). */
    hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
    assert_false(table_waiting_end_turn(p->table));
    for (int k = 0; k < 60 && table_busy(p->table, p->now); k++) p->now += 50;
    table_tick(p->table, p->now);
    assert_true(table_handover_due(p->table) || game_over(hand_game(p)) ||
                hand_game(p)->to_act == seat);
    hand_close(p);
}

static void test_undo_takes_back_the_finished_turn(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 3, GAME_MAX_PLAYERS, true);
    Game last;
    int seat = play_to_turn_end(p, &last);
    assert_true(table_waiting_end_turn(p->table));
    assert_true(table_can_undo(p->table));
    hand_click(p, hand_button_point(p, BUTTON_UNDO));
    /* The turn is open again, exactly as before its last decision. */
    assert_memory_equal(&last, hand_game(p), sizeof last);
    assert_false(table_waiting_end_turn(p->table));
    assert_int_equal(hand_game(p)->to_act, seat);
    /* The same decision again ends it again; Ctrl+Z works as well, then Enter ends it. */
    static Action legal[GAME_MAX_LEGAL];
    assert_true(game_legal(hand_game(p), test_sheets(), legal) > 0);
    let_still(p);
    hand_perform(p, &legal[0]);
    assert_true(table_waiting_end_turn(p->table));
    let_still(p);
    hand_key(p, SDLK_z, KMOD_LCTRL);
    assert_memory_equal(&last, hand_game(p), sizeof last);
    let_still(p);
    hand_perform(p, &legal[0]);
    assert_true(table_waiting_end_turn(p->table));
    let_still(p);
    Game done = *hand_game(p);
    hand_key(p, SDLK_RETURN, KMOD_NONE);
    assert_false(table_waiting_end_turn(p->table));
    assert_memory_equal(&done, hand_game(p), sizeof done);   /* End turn changes no rule state */
    /* After End turn the turn is the next player's: undo has nothing of theirs. */
    let_settle(p);
    assert_false(table_can_undo(p->table));
    hand_close(p);
}

static void test_with_the_setting_off_the_turn_passes_at_once(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, GAME_MAX_PLAYERS, false);
    Game last;
    play_to_turn_end(p, &last);
    assert_false(table_waiting_end_turn(p->table));
    for (int k = 0; k < 60 && table_busy(p->table, p->now); k++) p->now += 50;
    table_tick(p->table, p->now);
    assert_true(table_handover_due(p->table) || game_actor(hand_game(p)) == GAME_CHANCE ||
                hand_game(p)->to_act != last.to_act || hand_game(p)->round != last.round);
    hand_close(p);
    /* Switched off while a turn waits, the turn ends then. */
    open_table(p, 2, GAME_MAX_PLAYERS, true);
    play_to_turn_end(p, &last);
    assert_true(table_waiting_end_turn(p->table));
    table_set_confirm_turn(p->table, false);
    assert_false(table_waiting_end_turn(p->table));
    hand_close(p);
}

static void test_bots_never_wait_for_end_turn(void **unused)
{
    (void)unused;
    Hand *p = &play;
    open_table(p, 2, 0, true);   /* two bots */
    uint16_t round = hand_game(p)->round;
    for (int k = 0; k < 4000 && hand_game(p)->round < round + 2 && !game_over(hand_game(p)); k++) {
        p->now += 50;
        table_tick(p->table, p->now);
        assert_false(table_waiting_end_turn(p->table));
        SDL_Delay(table_thinking(p->table) ? 1 : 0);
    }
    assert_true(hand_game(p)->round >= round + 2);
    table_bots_stop(p->table);
    hand_close(p);
    /* A person playing with a bot: the person's turn waits, the bot's does not. */
    open_table(p, 2, 1, true);
    Game last;
    int seat = play_to_turn_end(p, &last);
    assert_int_equal(seat, 0);
    assert_true(table_waiting_end_turn(p->table));
    assert_false(table_bot_turn(p->table));   /* the bot does not start behind the result */
    hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
    assert_false(table_waiting_end_turn(p->table));
    table_bots_stop(p->table);
    hand_close(p);
}

/* The autosave written while a finished turn waits keeps it: a program closed then (or
 * killed) opens the game in the same step, the result on the big sheet, Undo and End turn
 * offered, nothing rolled. End turn writes it again without. */
static void test_an_autosave_during_the_end_turn_step_resumes_in_it(void **unused)
{
    (void)unused;
    Hand *p = &play;
    char dir[] = "/tmp/rajas-turn-XXXXXX";
    assert_non_null(mkdtemp(dir));
    open_table(p, 2, GAME_MAX_PLAYERS, true);
    table_set_save_dir(p->table, dir);
    Game last;
    int seat = play_to_turn_end(p, &last);
    assert_true(table_waiting_end_turn(p->table));
    assert_int_equal(files_autosave_ended(dir), seat);
    /* Another program opens the autosave. */
    Session resumed;
    FilesDamage d;
    GameSetup seats;
    bool seated = false;
    session_init(&resumed, test_sheets());
    assert_int_equal(files_autosave_load(dir, &resumed, &seats, &seated, &d), FILE_OK);
    assert_memory_equal(&resumed.game, hand_game(p), sizeof(Game));
    assert_true(seated);   /* who sits where came with the game */
    for (int i = 0; i < table_test_seats(p->table)->players; i++) {
        assert_string_equal(seats.seat[i].name, table_test_seats(p->table)->name[i]);
        assert_int_equal(seats.seat[i].colour, table_test_seats(p->table)->colour[i]);
        assert_int_equal(seats.seat[i].kind == SEAT_BOT, table_test_seats(p->table)->bot[i] != 0);
    }
    TableScene *again = table_scene_new(test_lang());
    assert_non_null(again);
    table_init(again, &resumed, test_sheets(), p->canvas.art, table_test_seats(p->table), p->now);
    table_set_save_dir(again, dir);
    table_set_confirm_turn(again, true);
    table_resize(again, WIN_W, WIN_H);
    /* Not the other seat's, not with none, and not with the setting off. */
    assert_false(table_resume_end_turn(again, 1 - seat));
    assert_false(table_resume_end_turn(again, -1));
    table_set_confirm_turn(again, false);
    assert_false(table_resume_end_turn(again, seat));
    table_set_confirm_turn(again, true);
    assert_true(table_resume_end_turn(again, files_autosave_ended(dir)));
    assert_true(table_waiting_end_turn(again));
    assert_int_equal(table_acting_seat(again), seat);
    assert_int_equal(table_big_seat(again), seat);
    assert_true(table_can_undo(again));
    assert_false(table_handover_due(again));
    for (int k = 0; k < 30; k++) {
        p->now += 100;
        table_tick(again, p->now);
    }
    assert_memory_equal(&resumed.game, hand_game(p), sizeof(Game));
    assert_true(table_waiting_end_turn(again));
    table_draw(again, p->canvas.r, p->now);
    SDL_RenderPresent(p->canvas.r);
    canvas_save(p->canvas.surface, "table-end-turn-resumed.png");
    assert_table_picture(p->canvas.surface, again, "table-end-turn-resumed.png");
    /* Enter ends it, and the autosave no longer holds it. */
    SDL_Event e = event_key(SDLK_RETURN);
    table_event(again, &e, p->now);
    assert_false(table_waiting_end_turn(again));
    assert_int_equal(files_autosave_ended(dir), -1);
    table_scene_free(again);
    session_free(&resumed);
    files_autosave_forget(dir);
    rmdir(dir);
    hand_close(p);
}

TEST_MAIN(
    cmocka_unit_test(test_a_finished_turn_waits_for_end_turn),
    cmocka_unit_test(test_undo_takes_back_the_finished_turn),
    cmocka_unit_test(test_with_the_setting_off_the_turn_passes_at_once),
    cmocka_unit_test(test_bots_never_wait_for_end_turn),
    cmocka_unit_test(test_an_autosave_during_the_end_turn_step_resumes_in_it)
)
