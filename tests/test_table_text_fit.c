/* test_table_text_fit.c — no word is cut and no text is drawn over another, on the table,
 * the set-up, the end and its review, in English, German and Dutch, at 1024×640, 1280×800 and
 * 1920×1080, at 100 % and 200 %. Not a list of cases: every line of text a frame draws goes
 * through art_text, which records it (text_marks.h) with the box it had to stay in (the box
 * its caller declared — a button, a wrapped text's width, a tooltip —, the clip, the window);
 * each frame drawn here is checked whole: every line inside its box, no two lines on screen
 * over each other. The frames: each scene as it opens, the table at several decisions with
 * its hint shown, and every tooltip each screen has (the pointer on a grid over the window,
 * each different text once). The count of lines checked is printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "canvas.h"
#include "end_open.h"
#include "end.h"
#include "events.h"
#include "i18n.h"
#include "match_test.h"
#include "session_game.h"
#include "setup_test.h"
#include "support.h"
#include "language.h"
#include "table_walk.h"
#include "table_frame.h"
#include "table_hand.h"
#include "table_hint.h"
#include "table_speech.h"
#include "text_fit_check.h"
#include "type_scale.h"


/* ---- the table ------------------------------------------------------------------------- */

/* The frame drawn now, every kept picture drawn again, recorded and checked. */
static void table_frame(Hand *p, const char *where)
{
    table_cache_forget(table_test_cache(p->table));
    fit_record(p->canvas.art);
    hand_draw(p);
    fit_check(where);
}

/* Every tooltip the table has now: the pointer on a grid over the window (every two units),
 * each different text drawn once (the tooltip alone, over the frame drawn before) and
 * checked. */
static void table_tooltips(Hand *p, const char *where)
{
    static char seen[64][400];
    int n = 0, step = 2 * table_test_layout(p->table)->unit;
    for (int y = step / 2; y < p->h; y += step)
        for (int x = step / 2; x < p->w; x += step) {
            char text[400];
            table_tooltip_text(p->table, x, y, text, sizeof text);
            if (!text[0]) continue;
            bool known = false;
            for (int k = 0; k < n && !known; k++) known = strcmp(seen[k], text) == 0;
            if (known || n == 64) continue;
            snprintf(seen[n++], sizeof seen[0], "%s", text);
            hand_motion(p, x, y);
            p->now += 1000;
            char at[200];
            snprintf(at, sizeof at, "%s / tooltip at %d,%d", where, x, y);
            fit_record(p->canvas.art);
            table_draw_tooltip(p->table, p->canvas.r, p->now);
            fit_check(at);
        }
    hand_motion(p, 1, 1);
}

/* The hint's panel as the hard bot would fill it (its lines made by table_hint_words from the
 * first legal actions, with made-up chances), shown and checked, then put away. */
static void table_hint(Hand *p, const char *where)
{
    BotChoice hint[3] = {0};
    int n = table_test_legal(p->table)->count < 3 ? table_test_legal(p->table)->count : 3;
    if (n == 0) return;
    for (int i = 0; i < n; i++) {
        hint[i].action = table_test_legal(p->table)->action[i];
        hint[i].value = 0.43 - 0.05 * i;
    }
    match_test_set_hint(table_test_match(p->table), hint, n);
    table_hint_words(p->table);
    table_test_show_hint(p->table, true, NULL);
    char at[200];
    snprintf(at, sizeof at, "%s / the hint", where);
    table_frame(p, at);
    table_test_show_hint(p->table, false, NULL);
    match_test_set_hint(table_test_match(p->table), NULL, 0);
}

/* One batch of pending bonus kinds in the bar under the sheet (hand_each_pending_kind). */
static void pending_frame(Hand *p, const char *at, int first)
{
    (void)first;
    table_frame(p, at);
}

/* Every kind of pending bonus in the bar under the sheet, as many at a time as the bar shows
 * (the game's own pending bonuses put back after). */
static void table_pending_kinds(Hand *p, const char *where)
{
    hand_each_pending_kind(p, where, pending_frame);
}

/* A decision of a game of people at the table: the frame, the hint and every tooltip, and
 * at the first every pending bonus kind (hand_walk_decisions). */
static void decision(Hand *p, const char *where, int d)
{
    table_frame(p, where);
    table_hint(p, where);
    table_tooltips(p, where);
    if (d == 0) table_pending_kinds(p, where);
}

static void the_table(const char *lang, FitSize size, int zoom, int players, int decisions)
{
    hand_walk_decisions(lang, size.w, size.h, zoom, players, decisions, decision);
}

/* ---- the set-up ------------------------------------------------------------------------ */

static void setup_frame(SetupScene *s, Canvas *c, const char *where)
{
    fit_record(c->art);
    setup_scene_draw(s, c->r, 100000);
    fit_check(where);
}

static void the_setup(const char *lang, FitSize size, int zoom)
{
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    SetupScene *s = setup_scene_new();
    assert_non_null(s);
    GameSetup g;
    setup_default(&g, test_sheets());
    setup_scene_init(s, test_sheets(), c.art, test_lang(), &g, true);
    setup_scene_resize(s, size.w, size.h);
    setup_scene_welcome(s);
    char where[128], tip[400], seen[64][400];
    for (int seats = 2; seats <= 5; seats += 3) {
        snprintf(where, sizeof where, "the set-up, %s, %dx%d at %d %% / %d seats", lang, size.w, size.h, zoom, seats);
        setup_frame(s, &c, where);
        int n = 0, step = 12;
        for (int y = step / 2; y < size.h; y += step)
            for (int x = step / 2; x < size.w; x += step) {
                SDL_Event e = event_motion(x, y);
                setup_scene_event(s, &e);
                if (!setup_scene_tooltip(s, tip, sizeof tip)) continue;
                bool known = false;
                for (int k = 0; k < n && !known; k++) known = strcmp(seen[k], tip) == 0;
                if (known || n == 64) continue;
                snprintf(seen[n++], sizeof seen[0], "%s", tip);
                char at[200];
                snprintf(at, sizeof at, "%s / tooltip at %d,%d", where, x, y);
                setup_frame(s, &c, at);
            }
        SDL_Event away = event_motion(1, 1);
        setup_scene_event(s, &away);
        /* Three more seats, with the default names and colours. */
        for (int k = 0; k < 3; k++) {
            SDL_Point at = event_middle(setup_test_layout(s)->add);
            SDL_Event e = event_press(at.x, at.y, 1);
            setup_scene_event(s, &e);
        }
    }
    setup_scene_free(s);
    canvas_close(&c);
}

/* ---- the end and its review -------------------------------------------------------------- */

static Session ended;   /* one whole game of easy bots, for every end screen */

/* Three seats on the sun sheet (seed 7), played to the end by easy bots (noise seed 7). */
static void play_whole_game(void)
{
    session_init(&ended, test_sheets());
    test_session_whole_game(&ended, 3, "sun", 0, 7, 7);
}

static void end_frame(EndScene *e, Canvas *c, const char *where)
{
    fit_record(c->art);
    end_scene_draw(e, c->r);
    fit_check(where);
}

static void end_tooltips(EndScene *e, Canvas *c, FitSize size, const char *where)
{
    char tip[400], seen[32][400];
    int n = 0, step = 12;
    for (int y = step / 2; y < size.h; y += step)
        for (int x = step / 2; x < size.w; x += step) {
            SDL_Event ev = event_motion(x, y);
            end_scene_event(e, &ev);
            if (!end_scene_tooltip(e, tip, sizeof tip)) continue;
            bool known = false;
            for (int k = 0; k < n && !known; k++) known = strcmp(seen[k], tip) == 0;
            if (known || n == 32) continue;
            snprintf(seen[n++], sizeof seen[0], "%s", tip);
            char at[200];
            snprintf(at, sizeof at, "%s / tooltip at %d,%d", where, x, y);
            end_frame(e, c, at);
        }
    SDL_Event away = event_motion(1, 1);
    end_scene_event(e, &away);
}

static void the_end(const char *lang, FitSize size, int zoom)
{
    Canvas c;
    canvas_open(&c, size.w, size.h);
    test_zoom(c.art, zoom);
    Seats seats = {.players = 3, .name = {"Leila", "Arjun", "Mira"}, .colour = {0, 1, 2}, .bot = {0, 1 + BOT_EASY, 0}};
    EndScene *e = test_end_open(&ended, &seats, c.art, size.w, size.h);
    char where[128];
    snprintf(where, sizeof where, "the end, %s, %dx%d at %d %%", lang, size.w, size.h, zoom);
    end_frame(e, &c, where);
    end_tooltips(e, &c, size, where);
    /* The review of the people's decisions, two samples each. */
    end_scene_review(e, &ended, 2, 1);
    for (int i = 0; i < 6000 && end_scene_busy(e); i++) {
        SDL_Delay(10);
        end_scene_tick(e);
    }
    assert_false(end_scene_busy(e));
    snprintf(where, sizeof where, "the review, %s, %dx%d at %d %%", lang, size.w, size.h, zoom);
    end_frame(e, &c, where);
    end_tooltips(e, &c, size, where);
    end_scene_stop(e);
    end_scene_free(e);
    canvas_close(&c);
}

/* ---- every screen in every language, size and scale --------------------------------------- */

/* The table (3 players at three decisions, 5 at one), the set-up and the end. */
static void every_screen(const char *lang, FitSize size, int zoom)
{
    the_table(lang, size, zoom, 3, 3);
    the_table(lang, size, zoom, 5, 1);
    the_setup(lang, size, zoom);
    the_end(lang, size, zoom);
}

static void test_no_text_is_cut_or_drawn_over_another(void **state)
{
    (void)state;
    play_whole_game();
    fit_walk(every_screen);
    session_free(&ended);
    fit_report("3 languages × 3 sizes × 2 scales");
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_no_text_is_cut_or_drawn_over_another, fit_teardown)
)
