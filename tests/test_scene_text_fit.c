/* test_scene_text_fit.c — no word is cut and no text is drawn over another on the screens
 * test_table_text_fit leaves out: the replay viewer (at its start, in the middle on a
 * review's mark, at the end), the Settings card (as it opens and with a note that the
 * settings could not be kept), the Statistics card (no game yet, and games with their list),
 * Today's dice's calendar (its weekday initials and month names each drawn, in its language),
 * the lesson's coach card (over the table, at each of its first steps) and the hand-over
 * card between people ("since your turn": a game of three, each card until the first player
 * is back, after the other two; each of its lines inside the card itself; that card is kept as scene-handover-3p.png, and in German at 200 % in 1024×640
 * as scene-handover-3p-de-200.png, for a look), in English, German and Dutch, at 1024×640,
 * 1280×800 and 1920×1080, at 100 % and 200 %. The same check as there (text_fit_check.h): every line a frame draws inside the
 * box it had to stay in, none on screen over another. The count of lines checked is
 * printed. */
#include "session_game.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "language.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "canvas.h"
#include "lesson_test.h"
#include "events.h"
#include "lesson_hand.h"
#include "replay_test.h"
#include "cards.h"
#include "daily_card.h"
#include "settings_card.h"
#include "stats_card.h"
#include "table_hand.h"
#include "table_picture.h"
#include "text_fit_check.h"
#include "type_scale.h"


static Session ended;   /* one whole game of easy bots, for the viewer */
static Seats ended_seats = {.players = 3, .name = {"Leila", "Arjun", "Mira"}, .colour = {0, 1, 2}, .bot = {0, 1 + BOT_EASY, 0}};

/* Three seats on the sun sheet (seed 7), played to the end by easy bots (noise seed 7). */
static void play_whole_game(void)
{
    session_init(&ended, test_sheets());
    test_session_whole_game(&ended, 3, "sun", 0, 7, 7);
}

/* ---- the replay viewer -------------------------------------------------------------------- */

static void the_replay(const char *where, FitSize size, int zoom)
{
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    ReplayScene *r = replay_scene_new(test_sheets(), c.art, test_lang());
    assert_non_null(r);
    assert_true(replay_scene_open_session(r, &ended, &ended_seats));
    replay_scene_resize(r, size.w, size.h);
    /* A review's mark in the middle: its note says what was played and what was better. */
    int middle = (int)ended.count / 2;
    ReplayMark mark = {middle, ended.entry[middle].action, ended.entry[middle].action, 0.12};
    replay_scene_set_marks(r, &mark, 1);
    const int steps[] = {0, middle, (int)ended.count};
    for (int i = 0; i < 3; i++) {
        replay_scene_go(r, steps[i]);
        char at[200];
        snprintf(at, sizeof at, "%s / step %d", where, steps[i]);
        fit_record(c.art);
        replay_scene_draw(r, c.r);
        fit_check(at);
    }
    replay_scene_free(r);
    canvas_close(&c);
}

/* ---- the Settings and Statistics cards ---------------------------------------------------- */

static void the_settings(const char *where, FitSize size, int zoom)
{
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    SettingsScene *s = settings_scene_new();
    assert_non_null(s);
    Settings current = settings_file_default();
    settings_scene_open(s, c.art, test_lang(), &current, size.w, size.h);
    char at[200];
    snprintf(at, sizeof at, "%s / as it opens", where);
    fit_record(c.art);
    settings_scene_draw(s, c.r);
    fit_check(at);
    char unsaved[400];
    settings_words_unsaved(test_lang(), "No space left on device: /home/someone/.local/share/rajas/rajas/settings.txt", unsaved,
                           sizeof unsaved);
    settings_scene_note(s, unsaved);
    snprintf(at, sizeof at, "%s / not kept", where);
    fit_record(c.art);
    settings_scene_draw(s, c.r);
    fit_check(at);
    settings_scene_free(s);
    canvas_close(&c);
}

static void the_stats(const char *where, FitSize size, int zoom)
{
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    StatsScene *s = stats_scene_new();
    assert_non_null(s);
    Stats none = stats_file_empty();
    stats_scene_open(s, c.art, test_lang(), &none, NULL, NULL, 0, size.w, size.h);
    char at[200];
    snprintf(at, sizeof at, "%s / no game yet", where);
    fit_record(c.art);
    stats_scene_draw(s, c.r);
    fit_check(at);
    /* Games against each level, one crossed, and the finished games listed. */
    Stats some = stats_file_empty();
    some.games = 12, some.won = 5, some.has_best = true, some.best_overlap = 7;
    for (int k = 0; k < RECORD_LEVELS; k++) some.level_games[k] = 4, some.level_wins[k] = k;
    RecordInfo games[12];
    memset(games, 0, sizeof games);
    for (int i = 0; i < 12; i++) {
        snprintf(games[i].file, sizeof games[i].file, "20261128-1%05d-%d.rajas", i * 7, i % 5 + 1);
        snprintf(games[i].finished, sizeof games[i].finished, "2026-11-28 1%d:0%d:00", i % 10, i % 6);
        games[i].seats.players = 2 + i % 4;
        for (int p = 0; p < games[i].seats.players; p++) {
            games[i].seats.level[p] = p == 0 ? RECORD_PERSON : (int8_t)(p % RECORD_LEVELS);
            snprintf(games[i].seats.name[p], sizeof games[i].seats.name[p], "%s", ended_seats.name[p % 3]);
        }
        snprintf(games[i].result, sizeof games[i].result, "%s", "2 1");
    }
    stats_scene_open(s, c.art, test_lang(), &some, NULL, games, 12, size.w, size.h);
    snprintf(at, sizeof at, "%s / twelve games", where);
    fit_record(c.art);
    stats_scene_draw(s, c.r);
    fit_check(at);
    stats_scene_free(s);
    canvas_close(&c);
}

/* ---- Today's dice's calendar ---------------------------------------------------------------- */

/* The calendar up to Sunday 29 November 2026: its squares from Monday 26 October, a month
 * beginning at the seventh; some days played, won and above par. Each column is headed by
 * its weekday's initial and both months are named, each once, in the frame's language. */
static void the_calendar(const char *where, FitSize size, int zoom)
{
    static const struct {
        const char *lang, *initials, *months[2];
    } want[] = {{"en", "MTWTFSS", {"Oct", "Nov"}}, {"de", "MDMDFSS", {"Okt.", "Nov."}},
                {"nl", "MDWDVZZ", {"okt.", "nov."}}};
    const int32_t today = 20786;   /* 2026-11-29 */
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    DailyCardScene *s = daily_card_new();
    assert_non_null(s);
    StatsDaily d;
    memset(&d, 0, sizeof d);
    for (int32_t day = today - 30; day <= today; day += 3) {
        assert_true(stats_file_daily_begin(&d, day));
        stats_file_daily_finish(&d, day, day % 2 == 0);
        if (day % 4 == 0) stats_file_daily_beat_par(&d, day);
    }
    daily_card_open(s, c.art, test_lang(), &d, today, size.w, size.h);
    char at[200];
    snprintf(at, sizeof at, "%s / five weeks", where);
    fit_record(c.art);
    daily_card_draw(s, c.r);
    fit_check(at);
    bool checked = false;
    for (int k = 0; k < 3; k++) {
        char lang[8];
        snprintf(lang, sizeof lang, ", %s,", want[k].lang);
        if (!strstr(where, lang)) continue;
        checked = true;
        for (int col = 0; col < 7; col++) {
            char initial[2] = {want[k].initials[col], 0};
            int n = 0;
            for (int other = 0; other < 7; other++) n += want[k].initials[other] == initial[0];
            if (fit_count(initial) != n) fail_msg("%s: \"%s\" drawn %d times, not %d", at, initial, fit_count(initial), n);
        }
        for (int m = 0; m < 2; m++)
            if (fit_count(want[k].months[m]) != 1) fail_msg("%s: \"%s\" drawn %d times", at, want[k].months[m], fit_count(want[k].months[m]));
    }
    assert_true(checked);
    daily_card_free(s);
    canvas_close(&c);
}

/* ---- the lesson's coach card --------------------------------------------------------------- */

typedef struct {
    Hand hand;
    LessonScene *scene;
    Coach *coach;  /* the scene's */
} Lesson;

static void lesson_open(Lesson *l, FitSize size, int zoom)
{
    l->scene = lesson_hand_open(&l->hand, 7, size.w, size.h, true);
    hand_zoom(&l->hand, zoom);
    l->coach = lesson_test_coach(l->scene);
}

/* Time passes (the bot thinks on its thread) until the person is asked and nothing moves;
 * a finished turn is ended. */
static void lesson_settle(Lesson *l)
{
    TableScene *t = l->hand.table;
    for (int guard = 0; guard < 40000; guard++) {
        if (lesson_hand_thinks(&l->hand)) continue;
        bool busy = table_busy(t, l->hand.now);
        if (table_waiting_end_turn(t) && !busy) {
            hand_click(&l->hand, hand_button_point(&l->hand, BUTTON_CONFIRM));
            continue;
        }
        if (!busy && game_actor(hand_game(&l->hand)) == LESSON_PERSON) return;
        l->hand.now += 50;
    }
    fail_msg("the lesson's table never came back to the person");
}

/* The card of each of the lesson's first steps over the table, the step then done: Enter
 * for a card that is read, the action the step asks for one that is done. */
static void the_lesson(const char *where, FitSize size, int zoom)
{
    Lesson *l = calloc(1, sizeof *l);
    assert_non_null(l);
    lesson_open(l, size, zoom);
    TableScene *t = l->hand.table;
    for (int shown = 0; shown < 6; shown++) {
        lesson_settle(l);
        int step = coach_step(l->coach);
        if (step >= LESSON_STEPS) break;
        char at[200];
        snprintf(at, sizeof at, "%s / step %d", where, step);
        table_cache_forget(table_test_cache(t));
        fit_record(l->hand.canvas.art);
        table_draw(t, l->hand.canvas.r, l->hand.now);
        coach_draw(l->coach, l->hand.canvas.r);
        fit_check(at);
        if (lesson_step(step)->kind == LESSON_READ) {
            SDL_Event enter = event_key(SDLK_RETURN);
            if (!coach_event(l->coach, &enter)) table_event(t, &enter, l->hand.now);
            continue;
        }
        bool done = false;
        for (int i = 0; i < table_test_legal(t)->count && !done; i++)
            if (lesson_matches(step, &table_test_legal(t)->action[i])) done = table_apply(t, table_test_legal(t)->action[i], l->hand.now);
        assert_true(done);
    }
    table_stop(t);
    hand_close(&l->hand);
    lesson_free(l->scene);
    l->scene = NULL;
    free(l);
}

/* ---- the hand-over card -------------------------------------------------------------------- */

/* A game of three people: every card that hands the screen over, the first six (round 2
 * begins with the elephant's holder, so the sixth is the first player's again, listing
 * what the other two did since), drawn and checked. */
static void the_handover(const char *where, FitSize size, int zoom)
{
    Hand *p = calloc(1, sizeof *p);
    assert_non_null(p);
    hand_open_people(p, 3, 5, 3, size.w, size.h);
    hand_zoom(p, zoom);
    int cards = 0;
    for (int guard = 0; guard < 20000 && cards < 6; guard++) {
        table_tick(p->table, p->now);
        if (table_busy(p->table, p->now)) {
            p->now += 50;
            continue;
        }
        if (table_waiting_end_turn(p->table)) {
            hand_click(p, hand_button_point(p, BUTTON_CONFIRM));
            continue;
        }
        if (table_handover_due(p->table)) {
            char at[200];
            snprintf(at, sizeof at, "%s / card %d", where, cards++);
            table_cache_forget(table_test_cache(p->table));
            fit_record(p->canvas.art);
            hand_draw(p);
            fit_check(at);
            assert_table_picture(p->canvas.surface, p->table, at);   /* the card drawn, over its veil */
            /* The first player's card again, for a look: what the other two did since. */
            if (cards == 6 && zoom == 100 && size.w == 1280 && strstr(where, ", en,"))
                canvas_save(p->canvas.surface, "scene-handover-3p.png");
            if (cards == 6 && zoom == 200 && size.w == 1024 && strstr(where, ", de,"))
                canvas_save(p->canvas.surface, "scene-handover-3p-de-200.png");
            hand_click(p, (SDL_Point){p->w / 2, p->h / 2});
            continue;
        }
        if (game_actor(hand_game(p)) < 0) {
            p->now += 50;
            continue;
        }
        Action legal[GAME_MAX_LEGAL];
        int n = game_legal(hand_game(p), test_sheets(), legal);
        Action a = hand_pick(p, legal, n);
        hand_perform(p, &a);
    }
    assert_int_equal(cards, 6);
    hand_close(p);
    free(p);
}

/* ---- every screen in every language, size and scale --------------------------------------- */

/* The six screens, each named in the frames' words. */
static void every_screen(const char *lang, FitSize size, int zoom)
{
    const char *screen[] = {"the viewer", "the settings", "the statistics", "the calendar", "the lesson", "the hand-over"};
    void (*draw[])(const char *, FitSize, int) = {the_replay, the_settings, the_stats, the_calendar, the_lesson, the_handover};
    for (int s = 0; s < 6; s++) {
        char where[160];
        snprintf(where, sizeof where, "%s, %s, %dx%d at %d %%", screen[s], lang, size.w, size.h, zoom);
        draw[s](where, size, zoom);
    }
}

static void test_no_text_is_cut_or_drawn_over_another(void **state)
{
    (void)state;
    play_whole_game();
    fit_walk(every_screen);
    session_free(&ended);
    fit_report("6 screens × 3 languages × 3 sizes × 2 scales");
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_no_text_is_cut_or_drawn_over_another, fit_teardown)
)
