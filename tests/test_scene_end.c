/* test_scene_end.c — the end scene (end.h): the ranking's places and tie-breaks in
 * words (docs/rules.md R3.5: overlap, then karma collected, then karma used, else a shared
 * place), every sentence of the end in words (end_words.c) in English and German, the race
 * chart read off a whole game played through a Session, the buttons, the rule behind the
 * subtitle's "Why?" (R3.5, a tooltip: the subtitle itself cites no clause), and the scene
 * drawn headless into scene-end.png and scene-end-why.png with its pixels checked. */
#include "support.h"
#include "language.h"
#include "seating.h"
#include "canvas.h"
#include "end_open.h"
#include "events.h"
#include "layout_check.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "end.h"
#include "end_test.h"
#include "race_chart.h"
#include "end_words.h"
#include "end_text.h"
#include "i18n.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

static void set_score(Game *g, int seat, int fame, int money, int collected, int used)
{
    g->player[seat].fame = (uint8_t)fame;
    g->player[seat].money = (uint8_t)money;
    g->player[seat].karma_circled = (uint8_t)collected;
    g->player[seat].karma_crossed = (uint8_t)used;
}

/* ---- ranking in words (R3.5) ------------------------------------------------------------ */

static void test_r3_5_tie_broken_by_karma_collected(void **state)
{
    (void)state;
    Game g = test_game(3, "sun", 0);
    set_score(&g, 0, 30, 30, 2, 1);   /* race 90, overlap +10 */
    set_score(&g, 1, 30, 30, 3, 0);   /* same overlap, more karma collected */
    set_score(&g, 2, 10, 20, 4, 4);   /* race 40 */
    Seats seats = test_seats(3, 3);
    EndRow row[GAME_MAX_PLAYERS];
    assert_int_equal(end_rows(test_lang(), &g, test_sheets(), &seats, row), 3);
    assert_int_equal(row[0].seat, 1);
    assert_int_equal(row[0].place, 1);
    assert_int_equal(row[0].overlap, 10);
    assert_string_equal(row[0].tie, "Same overlap as Leila, ahead on karma collected (3 to 2)");
    assert_int_equal(row[1].seat, 0);
    assert_int_equal(row[1].place, 2);
    assert_string_equal(row[1].tie, "Same overlap as Arjun, behind on karma collected (2 to 3)");
    assert_int_equal(row[2].seat, 2);
    assert_int_equal(row[2].place, 3);
    assert_int_equal(row[2].overlap, -40);
    assert_string_equal(row[2].tie, "");
}

static void test_r3_5_tie_broken_by_karma_used(void **state)
{
    (void)state;
    Game g = test_game(2, "moon", 0);
    set_score(&g, 0, 20, 45, 3, 1);   /* race 85 */
    set_score(&g, 1, 25, 35, 3, 2);   /* race 85, same collected, more used */
    Seats seats = test_seats(2, 2);
    EndRow row[GAME_MAX_PLAYERS];
    end_rows(test_lang(), &g, test_sheets(), &seats, row);
    assert_int_equal(row[0].seat, 1);
    assert_int_equal(row[1].place, 2);
    assert_string_equal(row[0].tie, "Same overlap and karma collected as Leila, ahead on karma used (2 to 1)");
    assert_string_equal(row[1].tie, "Same overlap and karma collected as Arjun, behind on karma used (1 to 2)");
}

static void test_r3_5_full_tie_shares_the_place(void **state)
{
    (void)state;
    Game g = test_game(4, "sun", 0);
    set_score(&g, 0, 10, 10, 1, 0);
    set_score(&g, 1, 35, 20, 2, 1);   /* race 90 */
    set_score(&g, 2, 35, 20, 2, 1);   /* exactly the same */
    set_score(&g, 3, 30, 30, 2, 1);   /* race 90, same karma too */
    Seats seats = test_seats(4, 4);
    EndRow row[GAME_MAX_PLAYERS];
    end_rows(test_lang(), &g, test_sheets(), &seats, row);
    for (int i = 0; i < 3; i++) assert_int_equal(row[i].place, 1);
    assert_int_equal(row[3].place, 4);
    assert_int_equal(row[3].seat, 0);
    assert_string_equal(row[0].tie,
                        "Shares 1st place with Mira: same overlap, karma collected (2) and karma used (1); "
                        "shares 1st place with Dev: same overlap, karma collected (2) and karma used (1)");
    assert_string_equal(end_words_place(test_lang(), 1), "1st");
    assert_string_equal(end_words_place(test_lang(), 3), "3rd");
}

/* ---- the end in words (end_words.c) ---------------------------------------------------- */

static void test_the_end_in_words(void **state)
{
    (void)state;
    char text[400];
    end_words_title(test_lang(), 1, "Leila", "", text, sizeof text);
    assert_string_equal(text, "Leila wins!");
    end_words_title(test_lang(), 2, "Leila", "Arjun", text, sizeof text);
    assert_string_equal(text, "Leila and Arjun share the win!");
    end_words_title(test_lang(), 3, "Leila", "Arjun", text, sizeof text);
    assert_string_equal(text, "3 players share the win!");
    /* How the ranking is made (R3.5) in plain words; the clause is behind "Why?". */
    end_words_subtitle(test_lang(), 7, "sun", true, text, sizeof text);
    assert_string_equal(text, "The game ended after round 7 on the sun side. Ranked by overlap, then karma "
                              "collected, then karma used.");
    end_words_subtitle(test_lang(), 12, "moon", false, text, sizeof text);
    assert_string_equal(text, "The game ended after round 12 on the moon side, the last round, before anyone "
                              "crossed. Ranked by overlap, then karma collected, then karma used.");
    end_words_why(test_lang(), text, sizeof text);
    assert_string_equal(text, "Rule R3.5: players are ranked by overlap, the larger first; on equal overlap, the one "
                              "who collected more karma is ahead, then the one who used more; players equal in all "
                              "three share the place");
    EndRow row = {.seat = 0, .place = 1, .race = 86, .overlap = 6, .fame = 30, .money = 26,
                  .karma_collected = 3, .karma_used = 1};
    end_words_overlap(test_lang(), &row, 80, text, sizeof text);
    assert_string_equal(text, "Overlap +6: race 86 passed the crossing at 80");
    end_words_scores(test_lang(), &row, text, sizeof text);
    assert_string_equal(text, "Fame 30, money 26 · karma collected 3, used 1");
    row.race = 76;
    row.overlap = -4;
    end_words_overlap(test_lang(), &row, 80, text, sizeof text);
    assert_string_equal(text, "Overlap -4: race 76, 4 short of 80");
    row.overlap = 0;
    end_words_overlap(test_lang(), &row, 80, text, sizeof text);
    assert_string_equal(text, "Overlap +0: race 76 passed the crossing at 80");
    race_chart_words_crossing(test_lang(), 80, text, sizeof text);
    assert_string_equal(text, "tracks cross at 80");
    assert_string_equal(end_words_place(test_lang(), 5), "5th");
    assert_string_equal(end_words_place(test_lang(), 0), "?");
    assert_string_equal(end_words_place(test_lang(), 6), "?");
}

/* The tie-breaks of one row, straight from the rows: one clause per row of the same
 * overlap, joined, the first capitalised; none for a row alone on its overlap. */
static void test_tie_words_from_the_rows(void **state)
{
    (void)state;
    Seats seats = test_seats(3, 3);
    EndRow rows[3] = {
        {.seat = 2, .place = 1, .overlap = 5, .karma_collected = 4, .karma_used = 2},
        {.seat = 0, .place = 2, .overlap = 5, .karma_collected = 4, .karma_used = 1},
        {.seat = 1, .place = 3, .overlap = -2, .karma_collected = 6, .karma_used = 6},
    };
    char text[400];
    end_words_tie(test_lang(), rows, 3, 0, &seats, text, sizeof text);
    assert_string_equal(text, "Same overlap and karma collected as Leila, ahead on karma used (2 to 1)");
    end_words_tie(test_lang(), rows, 3, 1, &seats, text, sizeof text);
    assert_string_equal(text, "Same overlap and karma collected as Mira, behind on karma used (1 to 2)");
    end_words_tie(test_lang(), rows, 3, 2, &seats, text, sizeof text);
    assert_string_equal(text, "");
    /* A buffer too small holds the sentence cut short, still a string. */
    char small[20];
    end_words_tie(test_lang(), rows, 3, 0, &seats, small, sizeof small);
    assert_string_equal(small, "Same overlap and ka");
}

/* A person's accuracy said plainly, in each language: what their moves kept. */
static void test_accuracy_is_said_as_what_the_moves_kept(void **state)
{
    (void)state;
    static const char *const langs[] = {"en", "de", "nl"};
    static const char *const said[] = {
        "On average a move kept 83 % of the best chance",
        "Im Schnitt behielt ein Zug 83 % der besten Chance",
        "Gemiddeld hield een zet 83 % van de beste kans"};
    EndRow row;
    memset(&row, 0, sizeof row);
    row.accuracy_said = true;
    row.accuracy = 83;
    for (int k = 0; k < 3; k++) {
        char text[200];
        test_language(langs[k]);
        end_words_accuracy(test_lang(), &row, text, sizeof text);
        assert_string_equal(text, said[k]);
    }
}

static void test_the_end_in_german(void **state)
{
    (void)state;
    test_language("de");
    char text[400];
    end_words_title(test_lang(), 1, "Leila", "", text, sizeof text);
    assert_string_equal(text, "Leila gewinnt!");
    end_words_title(test_lang(), 3, "Leila", "Arjun", text, sizeof text);
    assert_string_equal(text, "3 Spieler teilen sich den Sieg!");
    end_words_subtitle(test_lang(), 7, "sun", true, text, sizeof text);
    assert_string_equal(text, "Die Partie endete nach Runde 7 auf der Blattseite Sonne. Gewertet nach "
                              "Überschneidung, dann gesammeltem, dann genutztem Karma.");
    end_words_why(test_lang(), text, sizeof text);
    assert_string_equal(text, "Regel R3.5: gewertet wird nach der Überschneidung, die größere zuerst; bei gleicher "
                              "Überschneidung liegt vorn, wer mehr Karma gesammelt hat, dann wer mehr genutzt hat; "
                              "wer in allen dreien gleich ist, teilt sich den Platz");
    assert_string_equal(term_why_label(test_lang()), "Warum?");
    EndRow row = {.seat = 0, .place = 1, .race = 86, .overlap = 6, .fame = 30, .money = 26,
                  .karma_collected = 3, .karma_used = 1};
    end_words_overlap(test_lang(), &row, 80, text, sizeof text);
    assert_string_equal(text, "Überschneidung +6: Stand 86, Kreuzung bei 80 überschritten");
    end_words_scores(test_lang(), &row, text, sizeof text);
    assert_string_equal(text, "Ruhm 30, Geld 26 · Karma gesammelt 3, genutzt 1");
    /* end_rows writes the tie-breaks in the language loaded. */
    Game g = test_game(3, "sun", 0);
    set_score(&g, 0, 30, 30, 2, 1);
    set_score(&g, 1, 30, 30, 3, 0);
    set_score(&g, 2, 10, 20, 4, 4);
    Seats seats = test_seats(3, 3);
    EndRow rows[GAME_MAX_PLAYERS];
    end_rows(test_lang(), &g, test_sheets(), &seats, rows);
    assert_string_equal(rows[0].tie, "Gleiche Überschneidung wie Leila, vorn beim gesammelten Karma (3 zu 2)");
}

/* ---- the race chart from a played game -------------------------------------------------- */

/* The legal action that raises the actor's race position most, ties broken by pick. */
static int racing_choice(const Game *g, const Action *legal, int n, uint64_t pick)
{
    int best = 0, best_race = -1;
    int actor = game_actor(g);
    for (int k = 0; k < n; k++) {
        int i = (int)((pick + (uint64_t)k) % (uint64_t)n);
        Game trial = *g;
        Refusal why;
        if (!game_apply(&trial, test_sheets(), &legal[i], &why)) continue;
        int race = game_race(&trial, actor);
        if (race > best_race) {
            best_race = race;
            best = i;
        }
    }
    return best;
}

/* Plays a whole game through the Session: rolls from the game's generator, decisions
 * that race towards the crossing, picked among equals by a fixed little generator (a
 * purely random player seldom crosses before the round limit). */
static void play_whole_game(Session *s, int players, uint64_t seed)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side("sun"), 0, seed};
    Refusal why;
    session_init(s, test_sheets());
    assert_true(session_new(s, &setup, &why));
    Action legal[GAME_MAX_LEGAL];
    uint64_t pick = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (int step = 0; step < 200000 && !game_over(&s->game); step++) {
        if (game_actor(&s->game) == GAME_CHANCE) {
            assert_true(session_roll_random(s, NULL, &why));
            continue;
        }
        int n = game_legal(&s->game, test_sheets(), legal);
        assert_true(n > 0);
        pick = pick * 6364136223846793005ull + 1442695040888963407ull;
        int i = racing_choice(&s->game, legal, n, pick >> 33);
        if (!session_apply(s, &legal[i], &why)) fail_msg("refused %s %s", why.clause, why.message);
    }
    assert_true(game_over(&s->game));
}

static void test_chart_per_round_from_a_played_game(void **state)
{
    (void)state;
    Session s;
    play_whole_game(&s, 3, 11);
    RaceChart c;
    race_chart_build(&s, &c);
    const Game *end = &s.game;
    assert_int_equal(c.players, 3);
    assert_int_equal(c.rounds, end->round);
    assert_int_equal(c.crossing, test_sheets()->sheet[end->setup.sheet].crossing);
    for (int seat = 0; seat < 3; seat++) {
        assert_int_equal(c.race[0][seat], game_race(&s.entry[0].before, seat));
        assert_int_equal(c.race[c.rounds][seat], game_race(end, seat));
        /* R3.2: fame and money never go down, so neither does the race position */
        for (int r = 1; r <= c.rounds; r++) assert_true(c.race[r][seat] >= c.race[r - 1][seat]);
    }
    /* Every earlier point is the state in which the next round began. */
    for (int r = 1; r < c.rounds; r++) {
        const Game *begun = NULL;
        for (size_t i = 0; i < s.count && !begun; i++)
            if (s.entry[i].before.round == r + 1) begun = &s.entry[i].before;
        assert_non_null(begun);
        for (int seat = 0; seat < 3; seat++) assert_int_equal(c.race[r][seat], game_race(begun, seat));
    }
    /* Someone crossed (or the round limit ended it). */
    int best = 0;
    for (int seat = 0; seat < 3; seat++)
        if (c.race[c.rounds][seat] > best) best = c.race[c.rounds][seat];
    assert_true(best >= c.crossing || end->round == GAME_LAST_ROUND);
    session_free(&s);
}

static void test_chart_of_a_game_just_begun(void **state)
{
    (void)state;
    Session s;
    session_init(&s, test_sheets());
    Setup setup = {2, (uint8_t)test_side("moon"), 1, 3};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    RaceChart c;
    race_chart_build(&s, &c);
    assert_int_equal(c.rounds, 1);
    assert_int_equal(c.race[1][0], c.race[0][0]);
    session_free(&s);
}

/* ---- the scene ------------------------------------------------------------------------- */

static int distance(SDL_Color a, SDL_Color b)
{
    return abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b);
}

static void click(EndScene *e, SDL_Rect rc)
{
    SDL_Point at = event_middle(rc);
    SDL_Event ev = event_press(at.x, at.y, 0);
    end_scene_event(e, &ev);
}

/* The game's story shown by its switch at 100 % in WIN_W×WIN_H and drawn into file, for a
 * look (docs/screenshots/). */
/* The ranking drawn: each row's pen colour at its left end, paper at its right. */
static void assert_rows_drawn(const SDL_Surface *surface, const EndScene *e)
{
    for (int i = 0; i < end_test_rows(e).count; i++) {
        SDL_Rect row = end_test_layout(e)->row[i];
        SDL_Color pen = PEN_COLOUR[end_test_seen(e).seats->colour[end_test_rows(e).row[i].seat]];
        assert_true(distance(canvas_pixel(surface, row.x + 5, row.y + row.h / 2), pen) < 10);
        assert_true(distance(canvas_pixel(surface, row.x + row.w - 8, row.y + row.h / 2), style_standard()->paper) < 10);
    }
}

/* The chances drawn: every player's line, pixels of their pen colour on the story's card. */
static void assert_chances_drawn(const SDL_Surface *surface, const EndScene *e)
{
    SDL_Rect card = end_story_card(e);
    for (int i = 0; i < end_test_rows(e).count; i++) {
        SDL_Color pen = PEN_COLOUR[end_test_seen(e).seats->colour[end_test_rows(e).row[i].seat]];
        if (canvas_pixels_near(surface, card, pen, 16) < 20) fail_msg("no line of seat %d's chances", end_test_rows(e).row[i].seat);
    }
}

static void picture_chances(EndScene *e, Canvas *c, const char *file)
{
    test_zoom(c->art, 100);
    end_scene_resize(e, WIN_W, WIN_H);
    click(e, end_test_layout(e)->chart_switch);
    assert_true(end_test_seen(e).chances_shown);
    end_scene_draw(e, c->r);
    SDL_RenderPresent(c->r);
    canvas_save(c->surface, file);
    assert_chances_drawn(c->surface, e);
}

/* Pixels of a tooltip's light paper in the 40×20 patch below and left of the pointer
 * (over the dark table there is none). */
static int tooltip_pixels(SDL_Surface *surface, SDL_Point at)
{
    int n = 0;
    for (int y = at.y + 22; y < at.y + 42; y++)
        for (int x = at.x - 60; x < at.x - 20; x++) {
            SDL_Color c = canvas_pixel(surface, x, y);
            n += c.r > 240 && c.g > 236 && c.b > 216;
        }
    return n;
}

/* The subtitle's "Why?" is drawn as a link, so a click on it does something: it pins the
 * rule open (R3.5), shown under the "Why?" with the pointer gone elsewhere, until the next
 * click anywhere; the keyboard's ring reaches it last, says it with its rule, and Enter
 * (a click at its middle) pins it too. */
static void test_why_is_clicked_open(EndScene *e, SDL_Renderer *r, SDL_Surface *surface)
{
    char tip[400];
    const EndLayout *l = end_test_layout(e);
    SDL_Rect why = end_why_rect(e, NULL);
    assert_true(why.w > 0 && layout_inside(why, l->subtitle));
    SDL_Point away = event_middle(l->row[0]);
    SDL_Event ev = event_motion(away.x, away.y);
    end_scene_event(e, &ev);
    assert_false(end_scene_tooltip(e, tip, sizeof tip));
    uint64_t shut = end_scene_version(e);
    click(e, why);
    ev = event_motion(away.x, away.y);   /* the pointer leaves: the rule stays */
    end_scene_event(e, &ev);
    assert_true(end_scene_tooltip(e, tip, sizeof tip));
    assert_string_equal(tip, "Rule R3.5: players are ranked by overlap, the larger first; on equal overlap, the one "
                             "who collected more karma is ahead, then the one who used more; players equal in all "
                             "three share the place");
    assert_true(end_scene_version(e) != shut);   /* drawn again with no further input */
    end_scene_draw(e, r);
    SDL_RenderPresent(r);
    canvas_save(surface, "scene-end-why-open.png");
    SDL_Point under = {why.x + why.w / 2, why.y + why.h};
    assert_true(tooltip_pixels(surface, under) > 40 * 20 / 2);
    /* The next click, anywhere but a button, puts it away; a click on it again too. */
    ev = event_press(away.x, away.y, 0);
    end_scene_event(e, &ev);
    assert_false(end_scene_tooltip(e, tip, sizeof tip));
    assert_int_equal(end_test_seen(e).outcome, END_SHOWING);
    click(e, why);
    click(e, why);
    ev = event_motion(away.x, away.y);
    end_scene_event(e, &ev);
    assert_false(end_scene_tooltip(e, tip, sizeof tip));
    /* The ring's last stop is the "Why?", said with its rule. */
    FocusRing ring = {.count = 0, .current = -1};
    char words[600] = "";
    FocusList list = {&ring, -1, NULL, 0};
    end_scene_ops.focus(e, &list);
    int last = ring.count - 1;
    assert_true(last > 1 && SDL_RectEquals(&ring.item[last].rect, &why));
    ring.count = 0;
    list = (FocusList){&ring, last, words, sizeof words};
    end_scene_ops.focus(e, &list);
    assert_string_equal(words, "Why? Rule R3.5: players are ranked by overlap, the larger first; on equal overlap, the "
                               "one who collected more karma is ahead, then the one who used more; players equal in "
                               "all three share the place");
}

static void test_render_end_png_and_buttons(void **state)
{
    (void)state;
    Session s;
    play_whole_game(&s, 4, 5);
    Seats seats = test_seats(4, 4);
    Canvas c;
    canvas_open(&c, WIN_W, WIN_H);
    SDL_Surface *surface = c.surface;
    SDL_Renderer *r = c.r;

    EndScene *e = test_end_open(&s, &seats, c.art, WIN_W, WIN_H);
    session_free(&s);                  /* the scene keeps its own copy of what it shows */
    assert_int_equal(end_test_rows(e).count, 4);
    end_scene_draw(e, r);
    SDL_RenderPresent(r);
    canvas_save(surface, "scene-end.png");

    const EndLayout *l = end_test_layout(e);
    assert_true(distance(canvas_pixel(surface, 2, WIN_H - 2), style_standard()->table_bg) < 6);
    assert_rows_drawn(surface, e);
    /* Every player's line is in the chart: pixels of each pen colour inside the plot. */
    for (int seat = 0; seat < 4; seat++) {
        SDL_Color pen = PEN_COLOUR[seats.colour[seat]];
        int hits = 0;
        for (int y = l->chart.y + l->chart.h / 4; y < l->chart.y + l->chart.h; y += 2)
            for (int x = l->chart.x + l->chart.w / 8; x < l->chart.x + l->chart.w; x += 2)
                if (distance(canvas_pixel(surface, x, y), pen) < 30) hits++;
        assert_true(hits > 20);
    }
    SDL_Color again = canvas_pixel(surface, l->again.x + 6, l->again.y + l->again.h / 2);
    assert_true(distance(again, (SDL_Color){252, 226, 150, 255}) < 10);

    /* R3.5 stays reachable: pointing at the subtitle (or its "Why?") shows the rule, and
     * the tooltip is drawn; elsewhere there is none. */
    char tip[400];
    SDL_Point at = event_middle(l->row[0]);
    SDL_Event ev = event_motion(at.x, at.y);
    end_scene_event(e, &ev);
    assert_false(end_scene_tooltip(e, tip, sizeof tip));
    at = (SDL_Point){l->subtitle.x + l->subtitle.w - 2, l->subtitle.y + l->subtitle.h / 2};
    int before = tooltip_pixels(surface, at);
    ev = event_motion(at.x, at.y);
    end_scene_event(e, &ev);
    assert_true(end_scene_tooltip(e, tip, sizeof tip));
    assert_string_equal(tip, "Rule R3.5: players are ranked by overlap, the larger first; on equal overlap, the one "
                             "who collected more karma is ahead, then the one who used more; players equal in all "
                             "three share the place");
    end_scene_draw(e, r);
    SDL_RenderPresent(r);
    canvas_save(surface, "scene-end-why.png");
    /* The tooltip's box is drawn below the pointer, left of it near the window's edge. */
    assert_int_equal(before, 0);
    assert_true(tooltip_pixels(surface, at) > 40 * 20 / 2);
    test_why_is_clicked_open(e, r, surface);

    /* The game's story, worked out on its thread: each person's accuracy in their row, the
     * switch shows the chances, and a click on the largest swing's ring opens the viewer at
     * its step. */
    while (!end_test_seen(e).story_told) {
        end_scene_tick(e);
        SDL_Delay(1);
    }
    for (int i = 0; i < end_test_rows(e).count; i++) {
        assert_true(end_test_rows(e).row[i].accuracy_said);
        assert_int_equal(end_test_rows(e).row[i].accuracy, (int)lroundf(100.0f * end_test_seen(e).story->accuracy[end_test_rows(e).row[i].seat]));
    }
    /* The keyboard's ring reaches the switch too, said by its label. */
    FocusRing ring = {.count = 0, .current = -1};
    char words[200] = "";
    int want_at = -1;
    FocusList list = {&ring, -1, NULL, 0};
    end_scene_ops.focus(e, &list);
    for (int i = 0; i < ring.count; i++)
        if (SDL_RectEquals(&ring.item[i].rect, &l->chart_switch)) want_at = i;
    assert_true(want_at >= 0);
    ring.count = 0;
    list = (FocusList){&ring, want_at, words, sizeof words};
    end_scene_ops.focus(e, &list);
    assert_string_equal(words, "Chances of winning");
    click(e, l->chart_switch);
    assert_true(end_test_seen(e).chances_shown);
    assert_int_equal(end_test_seen(e).outcome, END_SHOWING);
    end_scene_draw(e, r);
    SDL_RenderPresent(r);
    canvas_save(surface, "scene-end-chances.png");
    assert_chances_drawn(surface, e);
    assert_int_equal(end_test_seen(e).chances->marks, STORY_SWINGS);
    SDL_Rect card = end_story_card(e);
    int want = end_test_seen(e).chances->mark[0].step, hit_x = -1, hit_y = -1;
    for (int y = card.y; y < card.y + card.h && hit_x < 0; y += 2)
        for (int x = card.x; x < card.x + card.w && hit_x < 0; x += 2)
            if (chance_chart_hit(c.art, end_test_seen(e).chances, end_test_seen(e).seats, card, l->unit, x, y) == want) hit_x = x, hit_y = y;
    assert_true(hit_x >= 0);
    SDL_Rect spot = {hit_x, hit_y, 1, 1};
    click(e, spot);
    assert_int_equal(end_test_seen(e).outcome, END_REPLAY);
    assert_int_equal(end_scene_replay_step(e), want);
    end_test_outcome_taken(e);
    click(e, l->chart_switch);
    assert_false(end_test_seen(e).chances_shown);

    click(e, l->setup);
    assert_int_equal(end_test_seen(e).outcome, END_NEW_SETUP);
    end_test_outcome_taken(e);
    click(e, l->again);
    assert_int_equal(end_test_seen(e).outcome, END_PLAY_AGAIN);

    end_scene_stop(e);
    end_scene_free(e);
    canvas_close(&c);
}

/* ---- laid out on the type scale at 100, 200 and 300 % ------------------------------------ */

/* One line fits its box at the size it is drawn (end_line_px), never below the finest. */
static void line_fits(const char *where, Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box,
                      const char *text)
{
    int px = end_line_px(art, face, unit, from, box, text);
    if (px == 0) fail_msg("%s: '%s' fits its box %dx%d at no size", where, text, box.w, box.h);
    assert_text_fits(where, art, face, px, box, text);
}

/* Every rectangle of the end screen inside the window and apart, and inside each row its
 * place, name and details apart; every word fitting its box at the size it is drawn. */
static void check_end_layout(const char *where, EndScene *e)
{
    const Lang *lang = test_lang();
    const EndLayout *l = end_test_layout(e);
    Art *art = end_test_art(e);
    int u = l->unit;
    SDL_Rect chart_card = end_story_card(e);
    if (l->chart.w == 0) chart_card = l->chart;
    NamedRect all[16] = {{"title", l->title}, {"subtitle", l->subtitle}, {"heading", l->heading},
                         {"chart title", l->chart_title}, {"chart", chart_card}, {"new set-up", l->setup},
                         {"play again", l->again}, {"review", l->review}, {"chart switch", l->chart_switch}};
    int n = 9;
    for (int i = 0; i < end_test_rows(e).count; i++) all[n++] = (NamedRect){"row", l->row[i]};
    assert_rects_apart(where, (SDL_Rect){0, 0, l->w, l->h}, all, n);
    char title[160];
    end_words_title(test_lang(), 1, end_test_seen(e).seats->name[end_test_rows(e).row[0].seat], "", title,
                    sizeof title);
    line_fits(where, art, FONT_BOLD, u, TYPE_DISPLAY, l->title, title);
    if (l->chart.w > 0) line_fits(where, art, FONT_BOLD, u, TYPE_BODY, l->heading, _("Ranking"));
    if (l->chart.w > 0)
        line_fits(where, art, FONT_BOLD, u, TYPE_BODY, l->chart_title,
                  _("Race position after each round (2 × fame + money)"));
    if (l->chart.w > 0) {
        /* The game's story: its heading, the switch's two labels, the chart's swings in words. */
        line_fits(where, art, FONT_BOLD, u, TYPE_BODY, l->chart_title, _("Chance of winning, step by step"));
        assert_button_fits(where, art, end_button_px(art, u, l->chart_switch, _("Chances of winning")), l->chart_switch,
                           _("Chances of winning"));
        assert_button_fits(where, art, end_button_px(art, u, l->chart_switch, _("Race")), l->chart_switch, _("Race"));
        assert_true(end_test_seen(e).story_told);
        if (chance_chart_words_px(art, end_test_seen(e).chances, end_test_seen(e).seats, chart_card, u) == 0)
            fail_msg("%s: the chances' chart and its swings' words do not fit %dx%d", where, chart_card.w,
                     chart_card.h);
    }
    SDL_Rect box;
    int height = 0;
    if (end_subtitle_px(e, &box, &height) == 0 || height > box.h || !layout_inside(box, l->subtitle))
        fail_msg("%s: the subtitle does not fit %dx%d", where, box.w, box.h);
    TypeSize place = end_place_size(e);
    for (int i = 0; i < end_test_rows(e).count; i++) {
        NamedRect parts[] = {{"place", l->place[i]}, {"name", l->name[i]}, {"details", l->detail[i]}};
        assert_rects_apart(where, l->row[i], parts, 3);
        assert_text_fits(where, art, FONT_BOLD, type_px(art, u, place), l->place[i],
                         end_words_place(test_lang(), end_test_rows(e).row[i].place));
        line_fits(where, art, FONT_BOLD, u, l->name_size, l->name[i], end_test_seen(e).seats->name[end_test_rows(e).row[i].seat]);
        /* At the one size the rows' details share. */
        int px = end_rows_px(e);
        height = end_row_height(e, i, px);
        if (end_row_px(e, i, NULL) == 0 || height < 0 || height > l->detail[i].h)
            fail_msg("%s: row %d's details do not fit %dx%d at %d px ('%s')", where, i, l->detail[i].w,
                     l->detail[i].h, px, end_test_rows(e).row[i].tie);
    }
    assert_button_fits(where, art, end_buttons_px(e), l->setup, _("New set-up"));
    assert_button_fits(where, art, end_buttons_px(e), l->again, _("Play again"));
    assert_button_fits(where, art, end_buttons_px(e), l->review, _("Review my game"));
}

/* Checks after check_end_layout at one size; players is the game's player count. */
typedef void EndCheck(const char *where, const EndScene *e, int players);

/* check_end_layout, then extra, in English, German and Dutch at 100, 200 and 300 % in
 * 1280x800, 1024x640 and 1920x1080; back in English after. where names the case. */
static void check_everywhere(EndScene *e, int players, EndCheck *extra)
{
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int SIZES[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}}, ZOOMS[] = {100, 200, 300};
    char where[96];
    while (!end_test_seen(e).story_told) {   /* the game's story, on its thread */
        end_scene_tick(e);
        SDL_Delay(1);
    }
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        end_scene_retranslate(e);
        for (int z = 0; z < 3; z++)
            for (int i = 0; i < 3; i++) {
                test_zoom(end_test_art(e), ZOOMS[z]);
                end_scene_resize(e, SIZES[i][0], SIZES[i][1]);
                snprintf(where, sizeof where, "%d players, %s %dx%d at %d %%", players, LANGS[k], SIZES[i][0],
                         SIZES[i][1], ZOOMS[z]);
                check_end_layout(where, e);
                extra(where, e, players);
            }
    }
    test_language("en");
    end_scene_retranslate(e);
}

/* The five rows of the tie game are there in every language, two of them with ties. */
static void check_tie_rows(const char *where, const EndScene *e, int players)
{
    (void)where;
    assert_int_equal(end_test_rows(e).count, players);
    assert_true(end_test_rows(e).row[0].tie[0] && end_test_rows(e).row[2].tie[0]);
}

static void test_laid_out_at_100_200_and_300_percent(void **state)
{
    (void)state;
    Session s;
    play_whole_game(&s, 5, 7);
    Seats seats = test_seats(5, 5);
    Canvas c;
    canvas_open(&c, WIN_W, WIN_H);
    EndScene *e = test_end_open(&s, &seats, c.art, 0, 0);
    session_free(&s);
    /* The game's story of five as it was played, for a look
     * (docs/screenshots/end-chances-5p.png); then the race chart again. */
    while (!end_test_seen(e).story_told) {
        end_scene_tick(e);
        SDL_Delay(1);
    }
    picture_chances(e, &c, "scene-end-chances-5p.png");
    click(e, end_test_layout(e)->chart_switch);
    assert_false(end_test_seen(e).chances_shown);
    /* Ties, so the longest words are there: two share a place, two are split by karma. */
    set_score(end_test_final(e), 0, 30, 30, 2, 1);
    set_score(end_test_final(e), 1, 30, 30, 2, 1);
    set_score(end_test_final(e), 2, 20, 30, 4, 2);
    set_score(end_test_final(e), 3, 20, 30, 3, 2);
    set_score(end_test_final(e), 4, 5, 7, 1, 0);
    check_everywhere(e, 5, check_tie_rows);
    /* At 100 % in 1280×800 the chart is beside the ranking and the name sits over the
     * details; at 200 % the words are twice as large, the ranking takes the width and each
     * row puts its place and name left of the details. */
    test_zoom(c.art, 100);
    end_scene_resize(e, WIN_W, WIN_H);
    assert_true(end_test_layout(e)->stacked);
    assert_true(end_test_layout(e)->chart.w > 0);
    assert_int_equal(end_row_px(e, 4, NULL), type_px(c.art, 8, TYPE_BODY));   /* no tie-break: body */
    assert_int_equal(end_rows_px(e), end_row_px(e, 0, NULL));           /* the tie's size for all */
    test_zoom(c.art, 200);
    end_scene_resize(e, WIN_W, WIN_H);
    assert_false(end_test_layout(e)->stacked);
    assert_int_equal(end_test_layout(e)->chart.w, 0);
    assert_int_equal(end_test_layout(e)->ranking.w, WIN_W - 6 * 8);
    assert_int_equal(type_px(c.art, 8, TYPE_BODY), 32);
    /* The rows' details share one size: the tie-breaks' rows need the least. Four rows of
     * ties do not fit at the zoomed sizes; the rows share the height by need at the plain
     * body size (16 px), not the finest (12 px) of rows of equal height. */
    assert_int_equal(end_rows_px(e), end_row_px(e, 0, NULL));
    assert_int_equal(end_rows_px(e), type_px_plain(8, TYPE_BODY));
    end_scene_draw(e, c.r);
    SDL_RenderPresent(c.r);
    canvas_save(c.surface, "scene-end-200.png");
    assert_rows_drawn(c.surface, e);
    /* Without ties every row's details are at the body size, twice 100 %'s: bots' rows,
     * which say no accuracy (a person's is a line more, which five rows of at 200 % take
     * at the plain body size, as the check above found them fit). */
    for (int seat = 0; seat < 5; seat++) set_score(end_test_final(e), seat, 20 + 2 * seat, 30, 3, 1);
    for (int seat = 0; seat < 5; seat++) end_test_seats(e)->bot[seat] = 1 + BOT_MEDIUM;
    end_scene_retranslate(e);
    assert_int_equal(end_rows_px(e), 32);
    test_zoom(c.art, 100);
    end_scene_resize(e, WIN_W, WIN_H);
    assert_int_equal(end_rows_px(e), 16);
    end_scene_stop(e);
    end_scene_free(e);
    canvas_close(&c);
}

/* Where the chart goes under the rows: under the last row, as wide as the ranking, at
 * least 26 units high. */
static void check_chart_under(const char *where, const EndScene *e, int players)
{
    (void)where;
    const EndLayout *l = end_test_layout(e);
    if (!l->chart_under) return;
    assert_true(l->chart.y > l->row[players - 1].y + l->row[players - 1].h);
    assert_int_equal(l->chart.x, l->ranking.x);
    assert_int_equal(l->chart.w, l->ranking.w);
    assert_true(l->chart.h >= 26 * l->unit);
}

/* At 2 and 3 players the ranking's rows leave room under them: above 125 % the chart goes
 * there, across the whole width, in every language and size where 26 units are left (and
 * beside the ranking as before where they fit side by side). */
static void test_two_or_three_players_keep_the_chart_under_the_ranking(void **state)
{
    (void)state;
    Canvas c;
    canvas_open(&c, WIN_W, WIN_H);
    for (int players = 2; players <= 3; players++) {
        Session s;
        play_whole_game(&s, players, 11);
        Seats seats = test_seats(players, players);
        EndScene *e = test_end_open(&s, &seats, c.art, 0, 0);
        session_free(&s);
        check_everywhere(e, players, check_chart_under);
        /* 100 %: beside. 200 % in 1280×800: under two rows; three leave it less than 26
         * units (in 1024×640 they leave it enough). */
        test_zoom(c.art, 100);
        end_scene_resize(e, WIN_W, WIN_H);
        assert_false(end_test_layout(e)->chart_under);
        assert_true(end_test_layout(e)->chart.w > 0 && end_test_layout(e)->chart.x > end_test_layout(e)->ranking.x + end_test_layout(e)->ranking.w);
        test_zoom(c.art, 200);
        end_scene_resize(e, WIN_W, WIN_H);
        assert_int_equal(end_test_layout(e)->chart_under, players == 2);
        assert_int_equal(end_test_layout(e)->ranking.w, WIN_W - 6 * 8);
        end_scene_resize(e, 1024, 640);
        assert_true(end_test_layout(e)->chart_under);
        end_scene_resize(e, WIN_W, WIN_H);
        if (players == 2) {
            end_scene_draw(e, c.r);
            SDL_RenderPresent(c.r);
            canvas_save(c.surface, "scene-end-200-2p.png");
            assert_rows_drawn(c.surface, e);
            picture_chances(e, &c, "scene-end-chances-2p.png");   /* docs/screenshots/end-chances-2p.png */
        }
        end_scene_stop(e);
        end_scene_free(e);
    }
    canvas_close(&c);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_r3_5_tie_broken_by_karma_collected, test_language_back),
    cmocka_unit_test_teardown(test_r3_5_tie_broken_by_karma_used, test_language_back),
    cmocka_unit_test_teardown(test_r3_5_full_tie_shares_the_place, test_language_back),
    cmocka_unit_test_teardown(test_the_end_in_words, test_language_back),
    cmocka_unit_test_teardown(test_tie_words_from_the_rows, test_language_back),
    cmocka_unit_test_teardown(test_the_end_in_german, test_language_back),
    cmocka_unit_test_teardown(test_chart_per_round_from_a_played_game, test_language_back),
    cmocka_unit_test_teardown(test_accuracy_is_said_as_what_the_moves_kept, test_language_back),
    cmocka_unit_test_teardown(test_chart_of_a_game_just_begun, test_language_back),
    cmocka_unit_test_teardown(test_render_end_png_and_buttons, test_language_back),
    cmocka_unit_test_teardown(test_two_or_three_players_keep_the_chart_under_the_ranking, test_language_back),
    cmocka_unit_test_teardown(test_laid_out_at_100_200_and_300_percent, test_language_back)
)
