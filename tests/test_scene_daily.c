/* test_scene_daily.c — Today's dice through the whole program (app.h) under SDL's dummy
 * video driver, with a scratch user folder: the set-up screen's button and --daily start
 * the day's game (its side, start player and seats, its round rolls the day's), the game
 * played to its end counts in the calendar, the end screen shows the result with the par
 * the program played out on its thread and copies the one-line result to the clipboard,
 * the calendar card opens from it, a second game that day is practice, and a daily game
 * resumed goes on as one; the table says it is Today's dice, counted or practice, in its
 * header and its log, fitting in three languages at 100 and 200 %; the calendar opens from the set-up screen too (Statistics, then
 * Calendar), by mouse and by controller, and the day's game starts by controller buttons
 * alone. */
#define _POSIX_C_SOURCE 200809L
#include "cards_test.h"
#include "setup_test.h"
#include "table.h"
#include "table_draw.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "top_line.h"
#include "language.h"
#include "data_home.h"
#include "events.h"
#include "app_drive.h"
#include "canvas.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "end.h"
#include "end_test.h"
#include "end_text.h"
#include "end_daily.h"
#include "bot.h"
#include "data.h"
#include "i18n.h"
#include "par.h"
#include "stats.h"
#include "terms.h"
#include "type_scale.h"

#define TEST_PAR_SAMPLES 2   /* the par's effort here: seconds, not minutes, in every build */

static App app;

static int scratch_setup(void **unused)
{
    (void)unused;
    test_user_dir_empty(NULL);
    char path[400];
    snprintf(path, sizeof path, "%s/setup.txt", test_user_dir());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("rajas-setup 1\nplayers 3\nsheet sun\nfirst random\nseat bot-easy green Mira\n"
          "seat human purple Leila\nseat human orange Ravi\n", f);
    assert_int_equal(fclose(f), 0);
    return 0;
}

static Stats read_stats(void)
{
    Stats s;
    FilesDamage d;
    assert_int_equal(files_stats_read(app.dirs.user, &s, &d), FILE_OK);
    return s;
}

/* The day's game as it must be: today's side and start player, the first person of the
 * remembered set-up against the hard bot, the round rolls apart. */
static void assert_todays_game(void)
{
    Setup want;
    assert_true(daily_setup(app_today(), test_sheets(), &want));
    assert_true(app.daily.on);
    assert_true(app.session.rounds_apart);
    assert_int_equal(app.session.setup.players, 2);
    assert_true(app.session.setup.seed == want.seed);
    assert_int_equal(app.session.setup.sheet, want.sheet);
    assert_int_equal(app.session.setup.first, want.first);
    assert_string_equal(app.seats.name[0], "Leila");
    assert_int_equal(app.seats.bot[0], 0);
    assert_int_equal(app.seats.bot[1], 1 + BOT_HARD);
    assert_int_equal(app.scene, SCENE_TABLE);
}

/* Both seats by the easy bot's choices through the session, to the end; every round roll
 * is the day's. */
static void play_to_the_end(void)
{
    BotConfig config = bot_config_default(5);
    for (int guard = 0; guard < 5000 && !game_over(&app.session.game); guard++) {
        Action a, rolled;
        Refusal why;
        if (game_actor(&app.session.game) == GAME_CHANCE) {
            bool round_roll = app.session.game.waiting == WAIT_ROLL;
            assert_true(session_roll_random(&app.session, &rolled, &why));
            if (!round_roll) continue;
            uint8_t want[DIE_COUNT];
            daily_round_roll(app.session.setup.seed, app.session.game.round, want);
            assert_memory_equal(rolled.arg, want, DIE_COUNT);
            continue;
        }
        assert_true(bot_choose(&app.session.game, test_sheets(), BOT_EASY, &config, &a));
        assert_true(session_apply(&app.session, &a, &why));
    }
    assert_true(game_over(&app.session.game));
}

/* The game is over: the program records it and shows the end screen, then takes the par
 * from its thread. */
static void finish_and_wait_for_par(void)
{
    SceneRequest over = scene_request(SCENE_ASK_OVER);
    app_handle(&app, &over, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).daily->on);
    for (int i = 0; i < 6000 && !app.daily.par_told; i++) {
        assert_true(end_scene_busy(app.end));   /* the loop keeps looking while the par is played */
        SDL_Delay(20);
        app_update(&app, SDL_GetTicks());
    }
    assert_true(app.daily.par_told);
    assert_true(end_test_seen(app.end).daily->par_known);
}

static bool person_won(void)
{
    Ranking rk;
    game_ranking(&app.session.game, test_sheets(), &rk);
    return rk.seat[0] == 0 && (rk.count < 2 || rk.place[1] > 1);
}

/* The band at 100 %, 150 % and 200 % in 1280×800, in the three languages: inside the
 * window, clear of the ranking, the saved note and the buttons, its figures on one line at
 * a size of the type scale, its buttons' labels fitting. */
static void assert_band_fits(void)
{
    const Lang *lang = app.win.lang;
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int ZOOMS[] = {100, 150, 200};
    char words[600];
    for (size_t k = 0; k < 3; k++)
        for (size_t z = 0; z < 3; z++) {
            test_language_into(app.win.lang, LANGS[k]);
            test_zoom(app.art, ZOOMS[z]);
            end_scene_resize(app.end, 1280, 800);
            const EndLayout *l = end_test_layout(app.end);
            SDL_Rect window = {0, 0, 1280, 800};
            const SDL_Rect *mine[] = {&l->daily, &l->copy, &l->calendar};
            const SDL_Rect *others[] = {&l->again, &l->setup, &l->review, &l->saved, &l->row[0], &l->row[1], &l->chart};
            for (int i = 0; i < 3; i++) {
                assert_true(SDL_HasIntersection(mine[i], &window) && mine[i]->x + mine[i]->w <= 1280 &&
                            mine[i]->y + mine[i]->h <= 800);
                for (size_t j = 0; j < sizeof others / sizeof others[0]; j++)
                    if (others[j]->w > 0 && SDL_HasIntersection(mine[i], others[j]))
                        fail_msg("%s %d %%: the band meets another part of the screen", LANGS[k], ZOOMS[z]);
            }
            assert_false(SDL_HasIntersection(&l->copy, &l->calendar));
            end_daily_words(app.end, words, sizeof words);
            if (end_line_px(app.art, FONT_BOLD, l->unit, TYPE_BODY, end_daily_words_box(l), words) == 0)
                fail_msg("%s %d %%: '%s' does not fit its band", LANGS[k], ZOOMS[z], words);
            if (end_button_px(app.art, l->unit, l->copy, end_daily_copy_label(app.end)) == 0 ||
                end_button_px(app.art, l->unit, l->calendar, _("Calendar")) == 0)
                fail_msg("%s %d %%: a button's label does not fit", LANGS[k], ZOOMS[z]);
        }
    /* The program's Art in the program's look again, and the band laid out in it. */
    art_set_style(app.art, app.win.style);
    test_language_into(app.win.lang, "en");
    end_scene_resize(app.end, 1280, 800);
    end_scene_resize(app.end, app.win.w, app.win.h);
}

/* The table says it is Today's dice, where a player looks: its header "Today's dice ·
 * Round 1 · sun" at its right end, and the log's newest line whose game it is and whether
 * it counts (the day's first, or practice); in English, German and Dutch at 100 and 200 %
 * the header leaves the prompt half its row at least, and it fits there at the fine
 * size or larger, each line within its room. */
static void assert_table_says_daily(bool counted)
{
    const Lang *lang = app.win.lang;
    char date[DAILY_DATE_CHARS], want[400], side[128];
    daily_date_format(app_today(), date);
    LogBook *b = table_test_log(app.table);
    snprintf(want, sizeof want, "Today's dice, %s: you against the hard bot — %s", date,
             counted ? "the first game today counts, and this is it" : "practice: only the first game today counts");
    assert_string_equal(log_book_words(app.win.lang, b, b->count - 1), want);
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int ZOOMS[] = {100, 200};
    for (size_t k = 0; k < 3; k++)
        for (size_t z = 0; z < 2; z++) {
            test_language_into(app.win.lang, LANGS[k]);
            test_zoom(app.art, ZOOMS[z]);
            app.on.base.ops->resize(app.on.base.self, 1280, 800);
            table_test_side(app.table, side, sizeof side);
            /* At 100 % the mark in every language; at 200 % where it leaves the prompt room. */
            const char *sheet_side = term_side(app.win.lang, test_sheets()->sheet[app.session.setup.sheet].name, false);
            snprintf(want, sizeof want, _("Today's dice · Round %d · %s"), app.session.game.round, sheet_side);
            if (ZOOMS[z] == 200 && strcmp(side, want) != 0)
                snprintf(want, sizeof want, _("Round %d · %s"), app.session.game.round, sheet_side);
            assert_string_equal(side, want);
            char where[200];
            snprintf(where, sizeof where, "%s %d %%, beside '%s'", LANGS[k], ZOOMS[z], side);
            assert_top_line_fits(where, app.art, app.table);
            TablePromptLines p;
            table_prompt_lines(app.table, &p);
            if (p.room < table_test_layout(app.table)->w / 2)   /* the mark leaves the prompt half the table */
                fail_msg("%s: the prompt has %d px of %d", where, p.room, table_test_layout(app.table)->w);
        }
    /* The program's Art in the program's look again, and the table laid out in it. */
    art_set_style(app.art, app.win.style);
    test_language_into(app.win.lang, "en");
    app.on.base.ops->resize(app.on.base.self, app.win.w, app.win.h);
}

/* The set-up screen's button starts the day's game, counted; played to its end, the end
 * screen says the races, the par (the same as par_play finds for the day) and the result,
 * and copies the line; the calendar keeps the day. Play again is the day's game again, as
 * practice, which changes nothing in the calendar. */
static void test_todays_dice_from_the_set_up_counts_once_a_day(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    drive_open(&app, none);
    app.daily.par_samples = TEST_PAR_SAMPLES;
    assert_int_equal(app.scene, SCENE_SETUP);
    drive_click_rect(&app, setup_test_layout(app.setup_scene)->daily);
    assert_todays_game();
    assert_true(app.daily.counted);
    assert_table_says_daily(true);
    int32_t today = daily_day_number(app_today());
    Stats s = read_stats();
    assert_int_equal(s.daily.count, 1);
    assert_int_equal(s.daily.day[0].day, today);
    assert_int_equal(s.daily.day[0].state, DAY_STARTED);
    assert_int_equal(s.daily.streak, 1);

    play_to_the_end();
    finish_and_wait_for_par();
    Setup setup;
    ParResult par;
    assert_true(daily_setup(app_today(), test_sheets(), &setup));
    assert_true(par_play(test_sheets(), &setup, DAILY_PERSON_SEAT, TEST_PAR_SAMPLES, NULL, &par));
    assert_int_equal(end_test_seen(app.end).daily->par, par.race);
    int you = game_race(&app.session.game, 0), bot = game_race(&app.session.game, 1), round = app.session.game.round;
    bool won = person_won();
    char date[DAILY_DATE_CHARS], want[400], line[400];
    daily_date_format(app_today(), date);
    snprintf(want, sizeof want, "Rajas · %s · %s · you %d – hard %d · par %d · %s in round %d", date,
             term_side(app.win.lang, test_sheets()->sheet[setup.sheet].name, false), you, bot, par.race, won ? "won" : "lost", round);
    end_daily_line(app.end, line, sizeof line);
    assert_string_equal(line, want);
    snprintf(want, sizeof want, "Today's dice %s: you %d, Arjun %d · par %d · %s in round %d", date, you, bot,
             par.race, won ? "won" : "lost", round);
    end_daily_words(app.end, line, sizeof line);
    assert_string_equal(line, want);
    assert_true(end_test_layout(app.end)->copy.w > 0);
    drive_click_rect(&app, end_test_layout(app.end)->copy);
    assert_true(end_test_seen(app.end).daily_copied);
    char *copied = SDL_GetClipboardText();
    end_daily_line(app.end, line, sizeof line);
    assert_string_equal(copied, line);
    SDL_free(copied);

    assert_band_fits();

    /* The calendar card from the band: today last, as the statistics keep it; Esc closes. */
    drive_click_rect(&app, end_test_layout(app.end)->calendar);
    assert_int_equal(app.cards.open, CARD_DAILY);
    const CalendarDay *last = &daily_card_test_days(app.cards.daily)[DAILY_CARD_DAYS - 1];
    assert_int_equal(last->day, today);
    assert_int_equal(last->mark, won ? CAL_WON : CAL_PLAYED);
    assert_int_equal(last->beat_par, you > par.race);
    assert_int_equal(daily_card_test_days(app.cards.daily)[0].day, today - 34);
    assert_int_equal(daily_card_test_days(app.cards.daily)[0].mark, CAL_NONE);
    daily_card_summary(app.cards.daily, line, sizeof line);
    snprintf(want, sizeof want, "Played 1 of the last 35 days, won %d, above par %d. Current streak: 1 · best streak: 1",
             won, you > par.race);
    assert_string_equal(line, want);
    SDL_Event esc = event_key(SDLK_ESCAPE);
    app_event(&app, &esc);
    app_update(&app, SDL_GetTicks());
    assert_int_equal(app.cards.open, CARD_NONE);

    s = read_stats();
    assert_int_equal(s.games, 1);
    assert_int_equal(s.daily.count, 1);
    assert_int_equal(s.daily.day[0].state, won ? DAY_WON : DAY_LOST);
    assert_int_equal(s.daily.day[0].beat_par, you > par.race);

    /* Play again: the same day's game, as practice. */
    drive_click_rect(&app, end_test_layout(app.end)->again);
    assert_todays_game();
    assert_false(app.daily.counted);
    assert_table_says_daily(false);
    play_to_the_end();
    finish_and_wait_for_par();
    assert_true(end_test_seen(app.end).daily->practice);
    end_daily_words(app.end, line, sizeof line);
    assert_non_null(strstr(line, "(practice)"));
    Stats after = read_stats();
    assert_int_equal(after.games, 2);
    assert_int_equal(after.daily.count, 1);
    assert_int_equal(after.daily.day[0].state, s.daily.day[0].state);
    assert_int_equal(after.daily.streak, 1);
    app_close(&app);
}

/* --daily starts it too; left unfinished and resumed, it goes on as the day's counted game
 * with the day's round rolls. */
static void test_daily_on_the_command_line_resumes_as_the_days_game(void **unused)
{
    (void)unused;
    static const char *const daily[] = {"--daily", NULL};
    drive_open(&app, daily);
    app.daily.par_samples = TEST_PAR_SAMPLES;
    assert_todays_game();
    assert_true(app.daily.counted);
    Refusal why;
    assert_true(session_roll_random(&app.session, NULL, &why));
    table_save(app.table, SDL_GetTicks());
    app_close(&app);

    static const char *const none[] = {NULL};
    drive_open(&app, none);
    app.daily.par_samples = TEST_PAR_SAMPLES;
    assert_int_equal(app.scene, SCENE_SETUP);
    assert_true(setup_test_told(app.setup_scene).can_resume);
    drive_click_rect(&app, setup_test_layout(app.setup_scene)->resume);
    assert_todays_game();
    assert_true(app.daily.counted);
    assert_table_says_daily(true);
    play_to_the_end();
    finish_and_wait_for_par();
    assert_false(end_test_seen(app.end).daily->practice);
    Stats s = read_stats();
    assert_int_equal(s.daily.count, 1);
    assert_true(s.daily.day[0].state == DAY_WON || s.daily.day[0].state == DAY_LOST);
    app_close(&app);
}


/* The right shoulder (Tab) until the screen's ring is on r. */
static void shoulder_to(SDL_Rect r)
{
    for (int i = 0; i <= FOCUS_MAX; i++) {
        const FocusItem *it = focus_current(&app.input.focus);
        if (app.input.focus.shown && it && SDL_RectEquals(&it->rect, &r)) return;
        drive_pad(&app, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER);
    }
    fail_msg("the ring never reached the rectangle at %d,%d", r.x, r.y);
}

/* The calendar from the set-up screen: Statistics, then its Calendar, which opens the
 * calendar card in the Statistics card's place (the days as the statistics keep them: none
 * played yet); Esc closes it, back on the set-up screen. By the keyboard's ring too. */
static void test_the_calendar_opens_from_the_set_up_through_statistics(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    drive_open(&app, none);
    assert_int_equal(app.scene, SCENE_SETUP);
    drive_click_rect(&app, setup_test_layout(app.setup_scene)->stats);
    assert_int_equal(app.cards.open, CARD_STATS);
    assert_true(stats_card_test_layout(app.cards.stats)->calendar.w > 0);
    drive_click_rect(&app, stats_card_test_layout(app.cards.stats)->calendar);
    assert_int_equal(app.cards.open, CARD_DAILY);
    int32_t today = daily_day_number(app_today());
    assert_int_equal(daily_card_test_days(app.cards.daily)[DAILY_CARD_DAYS - 1].day, today);
    char line[300];
    daily_card_summary(app.cards.daily, line, sizeof line);
    assert_string_equal(line, "Played 0 of the last 35 days, won 0, above par 0. Current streak: 0 · best streak: 0");
    SDL_Event esc = event_key(SDLK_ESCAPE);
    app_event(&app, &esc);
    app_update(&app, SDL_GetTicks());
    assert_int_equal(app.cards.open, CARD_NONE);
    assert_int_equal(app.scene, SCENE_SETUP);
    /* The same by a controller: the shoulder to Statistics, A; to Calendar, A. */
    shoulder_to(setup_test_layout(app.setup_scene)->stats);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(app.cards.open, CARD_STATS);
    shoulder_to(stats_card_test_layout(app.cards.stats)->calendar);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_A);
    assert_int_equal(app.cards.open, CARD_DAILY);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_B);
    assert_int_equal(app.cards.open, CARD_NONE);
    app_close(&app);
}

/* Today's dice started by controller buttons alone: the shoulder (Tab) to its button on the
 * set-up screen, then A (Enter). */
static void test_todays_dice_starts_by_controller_buttons(void **unused)
{
    (void)unused;
    static const char *const none[] = {NULL};
    drive_open(&app, none);
    app.daily.par_samples = TEST_PAR_SAMPLES;
    assert_int_equal(app.scene, SCENE_SETUP);
    shoulder_to(setup_test_layout(app.setup_scene)->daily);
    drive_pad(&app, SDL_CONTROLLER_BUTTON_A);
    assert_todays_game();
    assert_true(app.daily.counted);
    app_close(&app);
}

TEST_MAIN_GROUP(drive_home_make, test_data_home_remove,
    cmocka_unit_test_setup_teardown(test_todays_dice_from_the_set_up_counts_once_a_day, scratch_setup, test_language_back),
    cmocka_unit_test_setup_teardown(test_daily_on_the_command_line_resumes_as_the_days_game, scratch_setup, test_language_back),
    cmocka_unit_test_setup_teardown(test_the_calendar_opens_from_the_set_up_through_statistics, scratch_setup, test_language_back),
    cmocka_unit_test_setup_teardown(test_todays_dice_starts_by_controller_buttons, scratch_setup, test_language_back)
)
