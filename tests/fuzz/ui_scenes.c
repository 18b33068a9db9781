/* ui_scenes.c — see ui_scenes.h. */
#include "table.h"
#include "table_steps.h"
#include "table_test.h"
#include "ui_scenes.h"
#include "cards_test.h"

#include <stdio.h>
#include <string.h>

#include "end.h"
#include "end_test.h"
#include "fuzz.h"
#include "ui_steps.h"

enum { GO_GAME, GO_LESSON, GO_END, GO_REVIEW, GO_REPLAY, GO_SETTINGS, GO_STATS, GO_RULES, GO_SETUP, GO_KINDS };

#define END_WAIT_SECONDS 60     /* of the harness's clock: the table's pause before the end */
#define PLAY_GUARD 5000         /* decisions and rolls: far more than any game takes */

/* A game as the set-up screen would start it: 2–5 seats, each a person or an easy or medium
 * bot, distinct pens, a side and a first seat (or a random one). */
static void new_game(App *a, UiBytes *in)
{
    GameSetup g;
    memset(&g, 0, sizeof g);
    g.players = 2 + ui_byte(in) % 4;
    uint8_t bots = ui_byte(in), levels = ui_byte(in), side = ui_byte(in), first = ui_byte(in);
    for (int s = 0; s < g.players; s++) {
        SeatSetup *seat = &g.seat[s];
        seat->kind = (bots >> s) & 1 ? SEAT_BOT : SEAT_HUMAN;
        seat->level = (levels >> s) & 1 ? BOT_MEDIUM : BOT_EASY;
        seat->colour = (uint8_t)s;
        snprintf(seat->name, sizeof seat->name, "%s", (const char *[]){"Asha", "Bilal", "Chitra", "Dev", "Esha"}[s]);
    }
    g.sheet = side % a->sheets.count;
    g.first = first % (g.players + 1) - 1;   /* -1: SETUP_FIRST_RANDOM */
    fuzz_check(setup_file_valid(&g, &a->sheets));
    ui_leave_scene();
    app_start_game(a, &g, ui_now());
}

/* The game on the table (a new one of two seats if none is) played to its end by the easy
 * bot, straight through the session as a test does, then time passing until the table
 * gives way to the end screen. */
static void to_end(App *a, UiBytes *in)
{
    if (a->scene != SCENE_TABLE) {
        static const uint8_t two[] = {0, 2, 0, 0, 1};   /* two seats, the second an easy bot */
        UiBytes setup = {two, sizeof two, 0};
        new_game(a, &setup);
    }
    if (a->on.rules.ops) app_close_rules(a);
    app_close_card(a);
    table_test_set_confirm_leave(a->table, false);
    BotConfig config = bot_config_default(ui_byte(in));
    Session *s = &a->session;
    for (int guard = 0; guard < PLAY_GUARD && !game_over(&s->game); guard++) {
        Action act, rolled;
        Refusal why;
        if (game_actor(&s->game) == GAME_CHANCE) fuzz_check(session_roll_random(s, &rolled, &why));
        else fuzz_check(bot_choose(&s->game, &a->sheets, BOT_EASY, &config, &act) && session_apply(s, &act, &why));
    }
    fuzz_check(game_over(&s->game));
    if (table_waiting_end_turn(a->table)) table_end_turn(a->table, ui_now());
    for (int second = 0; second < END_WAIT_SECONDS && a->scene == SCENE_TABLE; second++) {
        ui_pass(1000);
        app_update(a, ui_now());
    }
}

static void click_at(SDL_Rect r) { ui_click((SDL_Point){r.x + r.w / 2, r.y + r.h / 2}, SDL_BUTTON_LEFT); }

/* A finished game's row on the Statistics card, which opens it in the viewer. */
static void to_replay(App *a, UiBytes *in)
{
    ui_leave_scene();
    app_go_setup(a, NULL, false);
    app_open_card(a, CARD_STATS);
    int row = ui_byte(in) % STATS_GAME_ROWS;
    if (stats_card_test_shown(a->cards.stats).games > row) click_at(stats_card_test_layout(a->cards.stats)->game[row]);
}

/* "Review my game" pressed, its progress card drawn and the review cancelled: the whole
 * review, a hard search at every decision of the game, takes seconds even at one sample,
 * so its list of costly decisions is left to test_scene_app. */
static void review(App *a)
{
    if (a->on.rules.ops) app_close_rules(a);   /* the rules or a card */
    app_close_card(a);                          /* would take the click */
    ui_review_next();
    click_at(end_test_layout(a->end)->review);
    ui_settle();
    fuzz_check(end_test_seen(a->end).review_open);
    app_draw(a, ui_now());
    /* The review is cancelled; the story of the chances, on a thread of its own, may still
     * be told (end_scene_busy): it is not what Cancel stops. */
    if (end_test_review(a->end)->state == REVIEW_RUNNING) click_at(end_test_layout(a->end)->cancel);
    fuzz_check(end_test_review(a->end)->state != REVIEW_RUNNING);
}

void ui_scene(UiBytes *in)
{
    App *a = ui_app();
    SDL_Event f1;
    switch (ui_byte(in) % GO_KINDS) {
    case GO_GAME: new_game(a, in); break;
    case GO_LESSON:
        ui_leave_scene();
        app_start_lesson(a, ui_now());
        break;
    case GO_END: to_end(a, in); break;
    case GO_REVIEW:
        if (a->scene != SCENE_END) to_end(a, in);
        if (a->scene == SCENE_END && end_test_seen(a->end).reviewable && !end_test_seen(a->end).review_open) review(a);
        break;
    case GO_REPLAY: to_replay(a, in); break;
    case GO_SETTINGS: app_open_card(a, CARD_SETTINGS); break;
    case GO_STATS: app_open_card(a, CARD_STATS); break;
    case GO_RULES:
        SDL_zero(f1);
        f1.type = SDL_KEYDOWN;
        f1.key.keysym.sym = SDLK_F1;
        ui_event(&f1);
        break;
    case GO_SETUP:
        ui_leave_scene();
        app_go_setup(a, NULL, false);
        break;
    }
}
