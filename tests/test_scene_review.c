/* test_scene_review.c — the end screen's "Review my game" (end.h, end_review.c):
 *   the button and the card fit every window, the card's rows apart, each row's "Try it"
 *   at its right;
 *   the costliest decisions are picked by loss, earlier first on a tie, none without a
 *   better move, at most as many as asked;
 *   only the decisions people took with a choice are reviewed (bots' are not; an all-bot
 *   game offers no review);
 *   the review on its thread gives for each decision exactly what review_decision says,
 *   and the card lists the costliest in words; a row asks for the viewer at its decision,
 *   Close puts the card away and the button opens it again without reviewing again;
 *   Cancel and Esc stop a running review and free its thread;
 *   the card is drawn headless into scene-end-review.png (docs/screenshots/review.png)
 *   with its rows checked, and the progress drawn while it runs.
 * Reviews here use 1 or 2 samples on short games so the suite stays fast under sanitizers. */
#include "support.h"
#include "language.h"
#include "seating.h"
#include "canvas.h"
#include "end_open.h"
#include "events.h"
#include "layout_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "bot.h"
#include "end.h"
#include "end_test.h"
#include "end_words.h"
#include "end_text.h"
#include "end_review.h"
#include "i18n.h"
#include "review.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

/* A game played by the easy bot's choices up to the start of round `rounds` + 1 (the whole
 * game when rounds is 0). */
static void play(Session *s, int players, uint64_t seed, int rounds)
{
    Setup setup = {(uint8_t)players, (uint8_t)test_side("sun"), 0, seed};
    Refusal why;
    session_init(s, test_sheets());
    assert_true(session_new(s, &setup, &why));
    BotConfig config = bot_config_default(seed);
    while (!game_over(&s->game) && (rounds == 0 || s->game.round <= rounds)) {
        if (game_actor(&s->game) == GAME_CHANCE) {
            assert_true(session_roll_random(s, NULL, &why));
            continue;
        }
        Action a;
        assert_true(bot_choose(&s->game, test_sheets(), BOT_EASY, &config, &a));
        assert_true(session_apply(s, &a, &why));
    }
}

static void click(EndScene *e, SDL_Rect rc)
{
    SDL_Point at = event_middle(rc);
    SDL_Event ev = event_motion(at.x, at.y);
    end_scene_event(e, &ev);
    ev = event_press(at.x, at.y, 1);
    end_scene_event(e, &ev);
}

static void key(EndScene *e, SDL_Keycode k)
{
    SDL_Event ev = event_key(k);
    end_scene_event(e, &ev);
}

/* Waits (at most a minute) for the review's thread to end and the scene to notice. */
static void wait_review(EndScene *e)
{
    for (int i = 0; i < 6000 && end_scene_busy(e); i++) {
        SDL_Delay(10);
        end_scene_tick(e);
    }
    assert_false(end_scene_busy(e));
}

/* ---- picking the costliest ---------------------------------------------------------------- */

static EndReviewItem item(int step, double loss)
{
    EndReviewItem it;
    memset(&it, 0, sizeof it);
    it.step = step;
    it.loss = loss;
    return it;
}

static void test_the_costliest_are_picked_by_loss_earlier_first(void **state)
{
    (void)state;
    const EndReviewItem all[] = {item(3, 0), item(5, 0.05), item(8, 0.01), item(9, 0.05), item(12, 0.2),
                                 item(15, 0), item(18, 0.03), item(20, 0.001)};
    EndReviewItem top[END_REVIEW_SHOWN];
    assert_int_equal(end_review_costliest(all, 8, top, END_REVIEW_SHOWN), 5);
    const int want[] = {12, 5, 9, 18, 8};
    for (int i = 0; i < 5; i++) assert_int_equal(top[i].step, want[i]);
    assert_int_equal(end_review_costliest(all, 8, top, 2), 2);
    assert_int_equal(top[0].step, 12);
    assert_int_equal(top[1].step, 5);
    const EndReviewItem none[] = {item(1, 0), item(2, 0)};
    assert_int_equal(end_review_costliest(none, 2, top, END_REVIEW_SHOWN), 0);
    assert_int_equal(end_review_costliest(all + 6, 2, top, END_REVIEW_SHOWN), 2);
    assert_int_equal(top[0].step, 18);
    assert_int_equal(top[1].step, 20);
}

/* The button beside the others, the card in the window, its rows apart and above Close. */
static void test_the_review_fits_every_window(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}, {2560, 1600}};
    for (size_t k = 0; k < sizeof SIZES / sizeof SIZES[0]; k++) {
        EndLayout l;
        end_layout(&l, SIZES[k][0], SIZES[k][1], 100, 5);
        SDL_Rect win = {0, 0, l.w, l.h};
        assert_true(layout_inside(l.review, win));
        assert_false(SDL_HasIntersection(&l.review, &l.setup) || SDL_HasIntersection(&l.review, &l.again));
        assert_true(layout_inside(l.review_card, win));
        assert_true(layout_inside(l.review_title, l.review_card) && layout_inside(l.progress, l.review_card));
        assert_true(layout_inside(l.close, l.review_card) && layout_inside(l.cancel, l.review_card));
        for (int i = 0; i < END_REVIEW_SHOWN; i++) {
            assert_true(layout_inside(l.decision[i], l.review_card));
            assert_false(SDL_HasIntersection(&l.decision[i], &l.close) ||
                         SDL_HasIntersection(&l.decision[i], &l.review_title));
            if (i > 0) assert_false(SDL_HasIntersection(&l.decision[i], &l.decision[i - 1]));
        }
    }
}

/* ---- whose decisions ----------------------------------------------------------------------- */

static void test_only_the_peoples_decisions_with_a_choice_are_reviewed(void **state)
{
    (void)state;
    Session s;
    play(&s, 3, 4, 4);
    Action legal[GAME_MAX_LEGAL];
    int want = 0;
    for (size_t i = 0; i < s.count; i++) {
        const Game *g = &s.entry[i].before;
        want += game_actor(g) == 0 && game_legal(g, test_sheets(), legal) > 1;
    }
    assert_true(want > 3);
    Seats one = test_seats(3, 1), none = test_seats(3, 0), all = test_seats(3, 3);
    assert_int_equal(end_review_count(&s, test_sheets(), &one), want);
    assert_int_equal(end_review_count(&s, test_sheets(), &none), 0);
    assert_true(end_review_count(&s, test_sheets(), &all) > want);

    /* A game of bots only offers no review: its button does nothing. */
    EndScene *e = test_end_open(&s, &none, NULL, 0, 0);
    assert_false(end_test_seen(e).reviewable);
    click(e, end_test_layout(e)->review);
    assert_int_equal(end_test_seen(e).outcome, END_SHOWING);
    end_scene_stop(e);   /* end.h: a scene started before is stopped first */
    end_scene_init(e, &s, test_sheets(), NULL, test_lang(), &one);
    assert_true(end_test_seen(e).reviewable);
    click(e, end_test_layout(e)->review);
    assert_int_equal(end_test_seen(e).outcome, END_REVIEW);
    end_scene_stop(e);
    end_scene_free(e);
    session_free(&s);
}

/* ---- the review ---------------------------------------------------------------------------- */

/* Each of the first `shown` decisions' rows drawn: its right end on the row's paper, plain or
 * marked. */
static void assert_decisions_drawn(const EndScene *e, const SDL_Surface *s, int shown)
{
    for (int i = 0; i < shown; i++) {
        SDL_Rect rc = end_test_layout(e)->decision[i];
        SDL_Color px = canvas_pixel(s, rc.x + rc.w - 4, rc.y + rc.h / 2);
        assert_true(abs(px.r - 236) + abs(px.g - 226) + abs(px.b - 204) < 12 ||
                    abs(px.r - 252) + abs(px.g - 226) + abs(px.b - 150) < 12);
    }
}

/* A two-player game of seed 7 played to round rounds + 1 (play) into *s, its end screen
 * with the first `people` seats people (test_seats) on a canvas *c at WIN_W×WIN_H. */
static EndScene *review_open(Session *s, int rounds, int people, Canvas *c)
{
    play(s, 2, 7, rounds);
    Seats seats = test_seats(2, people);
    canvas_open(c, WIN_W, WIN_H);
    return test_end_open(s, &seats, c->art, WIN_W, WIN_H);
}

static void review_close(EndScene *e, Canvas *c, Session *s)
{
    end_scene_free(e);
    canvas_close(c);
    session_free(s);
}

/* The scene drawn and saved into file, its first `shown` decisions' rows on their card. */
static void decisions_drawn(EndScene *e, Canvas *c, const char *file, int shown)
{
    end_scene_draw(e, c->r);
    SDL_RenderPresent(c->r);
    canvas_save(c->surface, file);
    assert_decisions_drawn(e, c->surface, shown);
}

static void test_the_review_says_what_review_decision_says_and_lists_the_costliest(void **state)
{
    (void)state;
    Session s;
    Canvas c;
    EndScene *e = review_open(&s, 3, 1, &c);
    const Seats *seats = end_test_seen(e).seats;
    end_scene_review(e, &s, 2, 1);
    assert_true(end_test_seen(e).review_open);
    wait_review(e);
    assert_int_equal(end_test_review(e)->state, REVIEW_DONE);
    assert_int_equal(end_test_review(e)->decisions, end_review_count(&s, test_sheets(), seats));
    assert_true(end_review_progress(end_test_review(e)) == 1.0f);

    /* Each decision as review_decision_at judges it with the game's seats, whatever the
     * thread. */
    EndReviewItem all[400];
    int n = 0;
    BotTable table = {{0}};
    memcpy(table.bot, seats->bot, sizeof table.bot);
    for (size_t i = 0; i < s.count; i++) {
        const Game *g = &s.entry[i].before;
        BotReview r;
        if (game_actor(g) != 0 || !review_decision_at(g, test_sheets(), &s.entry[i].action, 2, 2, &table, &r))
            continue;
        const EndReviewItem *it = &end_test_review(e)->item[n];
        assert_int_equal(it->step, (int)i);
        assert_int_equal(it->seat, 0);
        assert_int_equal(it->round, g->round);
        assert_true(action_equal(&it->played, &s.entry[i].action) && action_equal(&it->best, &r.best));
        assert_true(it->loss == r.loss);
        all[n++] = *it;
    }
    assert_int_equal(n, end_test_review(e)->decisions);
    EndReviewItem top[END_REVIEW_SHOWN];
    int shown = end_review_costliest(all, n, top, END_REVIEW_SHOWN);
    assert_true(shown >= 3);
    assert_int_equal(end_test_review(e)->shown, shown);
    for (int i = 0; i < shown; i++) assert_int_equal(end_test_review(e)->top[i].step, top[i].step);

    /* In words: the round and what Leila did, then the better move and its worth. */
    char line1[400], line2[400], want[400];
    const EndReviewItem *first = &end_test_review(e)->top[0];
    end_words_review_item(test_lang(), first, end_review_before(end_test_review(e), first->step), test_sheets(),
                          seats, line1, line2, sizeof line1);
    snprintf(want, sizeof want, "Round %d · Leila ", first->round);
    assert_true(strncmp(line1, want, strlen(want)) == 0);
    snprintf(want, sizeof want, " — about %d%% more chance to win", (int)(first->loss * 100 + 0.5));
    assert_true(strncmp(line2, "Better: ", 8) == 0);
    assert_non_null(strstr(line2, want));

    /* Drawn: the card and a row for each decision. */
    decisions_drawn(e, &c, "scene-end-review.png", shown);
    /* And at 200 %: the same rows, their words twice as large, for a look. */
    test_zoom(c.art, 200);
    end_scene_resize(e, WIN_W, WIN_H);
    decisions_drawn(e, &c, "scene-end-review-200.png", shown);
    test_zoom(c.art, 100);   /* the clicks below at 100 % */
    end_scene_resize(e, WIN_W, WIN_H);

    /* A row asks for the viewer at its decision; Close, and the button opens the same
     * review again at once. */
    click(e, end_test_layout(e)->decision[1]);
    assert_int_equal(end_test_seen(e).outcome, END_REPLAY);
    assert_int_equal(end_test_seen(e).review_chosen, 1);
    end_test_outcome_taken(e);
    click(e, end_test_layout(e)->close);
    assert_false(end_test_seen(e).review_open);
    click(e, end_test_layout(e)->review);
    assert_int_equal(end_test_seen(e).outcome, END_REVIEW);
    end_scene_review(e, &s, 2, 1);
    assert_true(end_test_seen(e).review_open);
    assert_int_equal(end_test_review(e)->state, REVIEW_DONE);
    key(e, SDLK_ESCAPE);
    assert_false(end_test_seen(e).review_open);

    end_scene_stop(e);
    assert_int_equal(end_test_review(e)->state, REVIEW_NONE);
    assert_null(end_test_review(e)->item);
    review_close(e, &c, &s);
}

static void test_cancel_and_esc_stop_a_running_review(void **state)
{
    (void)state;
    Session s;
    Canvas c;
    EndScene *e = review_open(&s, 0, 2, &c);
    for (int i = 0; i < 6000 && !end_test_seen(e).story_told; i++) {   /* the story's thread, busy too, ends first */
        SDL_Delay(10);
        end_scene_tick(e);
    }
    assert_true(end_test_seen(e).story_told);
    end_scene_review(e, &s, 64, 1);
    assert_true(end_scene_busy(e));
    end_scene_draw(e, c.r);                 /* the progress bar and Cancel */
    SDL_RenderPresent(c.r);
    canvas_save(c.surface, "scene-end-review-running.png");
    SDL_Color px = canvas_pixel(c.surface, end_test_layout(e)->progress.x + end_test_layout(e)->progress.w - 6,
                                end_test_layout(e)->progress.y + end_test_layout(e)->progress.h / 2);
    assert_true(abs(px.r - 226) + abs(px.g - 212) + abs(px.b - 186) < 12);   /* far from done */
    click(e, end_test_layout(e)->cancel);
    assert_false(end_scene_busy(e));
    assert_false(end_test_seen(e).review_open);
    assert_int_equal(end_test_review(e)->state, REVIEW_CANCELLED);
    assert_true(end_review_progress(end_test_review(e)) < 1.0f);
    assert_int_equal(end_test_seen(e).outcome, END_SHOWING);

    end_scene_review(e, &s, 64, 1);         /* cancelled: the button starts it again */
    assert_true(end_scene_busy(e));
    key(e, SDLK_ESCAPE);
    assert_false(end_scene_busy(e));
    assert_int_equal(end_test_review(e)->state, REVIEW_CANCELLED);
    end_scene_review(e, &s, 64, 1);
    end_scene_stop(e);                      /* leaving the scene while it runs */
    assert_int_equal(end_test_review(e)->state, REVIEW_NONE);
    review_close(e, &c, &s);
}

static void test_the_review_in_words(void **state)
{
    (void)state;
    char text[200];
    end_words_review_progress(test_lang(), 12, 70, text, sizeof text);
    assert_string_equal(text, "Reviewing your decisions: 12 of 70");
    assert_string_equal(end_words_review_title(test_lang(), REVIEW_RUNNING, 0), "Review my game");
    assert_string_equal(end_words_review_title(test_lang(), REVIEW_DONE, 3), "Your costliest decisions");
    assert_string_equal(end_words_review_title(test_lang(), REVIEW_DONE, 0),
                        "The computer found no better move at any of your decisions.");

    Game g = test_game(2, "sun", 0);
    test_do(&g, "roll tea+silk spice+spice curve straight lotus peacock merchant maharani");
    Seats seats = test_seats(2, 1);
    EndReviewItem it = item(1, 0.064);
    it.round = 1;
    const char *why;
    assert_true(action_parse("take purple-1", &it.played, &why));
    assert_true(action_parse("take orange-2", &it.best, &why));
    char line1[400], line2[400];
    end_words_review_item(test_lang(), &it, &g, test_sheets(), &seats, line1, line2, sizeof line1);
    assert_string_equal(line1, "Round 1 · Leila took the purple tea + silk");
    assert_string_equal(line2, "Better: Take the orange Maharani — about 6% more chance to win");
    it.loss = 0.004;
    end_words_review_item(test_lang(), &it, &g, test_sheets(), &seats, line1, line2, sizeof line1);
    assert_string_equal(line2, "Better: Take the orange Maharani — a slightly better chance to win");

    test_language("de");
    end_words_review_progress(test_lang(), 12, 70, text, sizeof text);
    assert_string_equal(text, "Deine Entscheidungen werden geprüft: 12 von 70");
    assert_string_equal(end_words_review_title(test_lang(), REVIEW_DONE, 3), "Deine teuersten Entscheidungen");
}

/* ---- laid out on the type scale at 100, 200 and 300 % ------------------------------------ */

/* A button's label fits it at the size it is drawn (end_button_px). */
static void button_fits(const char *where, Art *art, int unit, SDL_Rect rc, const char *label)
{
    assert_button_fits(where, art, end_button_px(art, unit, rc, label), rc, label);
}

static void title_fits(const char *where, Art *art, const EndLayout *l, const char *title)
{
    int px = end_line_px(art, FONT_BOLD, l->unit, TYPE_TITLE, l->review_title, title);
    if (px == 0) fail_msg("%s: the title '%s' fits %dx%d at no size", where, title, l->review_title.w, l->review_title.h);
    assert_text_fits(where, art, FONT_BOLD, px, l->review_title, title);
}

/* The review's card: its title, hint, five decisions and Close inside it and apart (and
 * the progress's words and bar, shown instead of the decisions, apart from the title and
 * Cancel); every word fitting at the size it is drawn, in five decisions of a played game. */
static void check_review_card(const char *where, Art *art, const EndLayout *l, char line[][2][400], int lines)
{
    const Lang *lang = test_lang();
    NamedRect card[3 + END_REVIEW_SHOWN] = {{"title", l->review_title}, {"hint", l->review_hint}, {"close", l->close}};
    for (int i = 0; i < END_REVIEW_SHOWN; i++) card[3 + i] = (NamedRect){"decision", l->decision[i]};
    assert_rects_apart(where, l->review_card, card, 3 + END_REVIEW_SHOWN);
    /* "Try it" inside its row, in its right fifth (the words have the rest: they are
     * checked to fit below), its label fitting on one line at the size it is drawn. */
    for (int i = 0; i < END_REVIEW_SHOWN; i++) {
        SDL_Rect b = l->try_it[i], row = l->decision[i];
        if (!layout_inside(b, row) || b.w > row.w / 5 || b.x + b.w != row.x + row.w - l->unit)
            fail_msg("%s: Try it %d is not at its row's right", where, i);
        int px = end_try_px(art, test_lang(), l->unit, l->try_it[i]);
        if (px == 0) fail_msg("%s: 'Try it' fits its button %dx%d at no size", where, l->try_it[i].w, l->try_it[i].h);
        assert_text_fits(where, art, FONT_BOLD, px, l->try_it[i], _("Try it"));
    }
    NamedRect running[] = {{"title", l->review_title}, {"progress words", l->progress_text},
                           {"progress", l->progress}, {"cancel", l->cancel}};
    assert_rects_apart(where, l->review_card, running, 4);
    assert_true(layout_inside(l->review_card, (SDL_Rect){0, 0, l->w, l->h}));
    title_fits(where, art, l, end_words_review_title(test_lang(), REVIEW_RUNNING, 0));
    title_fits(where, art, l, end_words_review_title(test_lang(), REVIEW_DONE, 3));
    title_fits(where, art, l, end_words_review_title(test_lang(), REVIEW_DONE, 0));
    title_fits(where, art, l, end_words_review_title(test_lang(), REVIEW_FAILED, 0));
    EndPara hint = {_("Click one to see the game at that moment, the better move drawn on the sheet."), FONT_REGULAR,
                    style_standard()->ink_soft, false};
    if (end_text_px(art, l->unit, TYPE_BODY, l->review_hint, &hint, 1, NULL) == 0)
        fail_msg("%s: the hint does not fit %dx%d", where, l->review_hint.w, l->review_hint.h);
    char progress[160];
    end_words_review_progress(test_lang(), 188, 188, progress, sizeof progress);
    int px = end_line_px(art, FONT_REGULAR, l->unit, TYPE_LABEL, l->progress_text, progress);
    if (px == 0) fail_msg("%s: '%s' does not fit", where, progress);
    for (int i = 0; i < lines; i++) {
        int height = 0;
        SDL_Rect rc = l->decision[i % END_REVIEW_SHOWN];
        if (end_decision_px(art, l->unit, rc, line[i][0], line[i][1], &height) == 0)
            fail_msg("%s: '%s' / '%s' do not fit %dx%d", where, line[i][0], line[i][1], rc.w, rc.h);
    }
    button_fits(where, art, l->unit, l->close, _("Close"));
    button_fits(where, art, l->unit, l->cancel, _("Cancel"));
}

static void test_the_review_card_at_100_200_and_300_percent(void **state)
{
    (void)state;
    Session s;
    play(&s, 5, 9, 8);
    Seats seats = test_seats(5, 5);
    Canvas c;
    canvas_open(&c, WIN_W, WIN_H);
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int SIZES[][2] = {{1280, 800}, {1024, 640}, {1920, 1080}}, ZOOMS[] = {100, 200, 300};
    enum { LINES = 12 };
    char where[96], line[LINES][2][400];
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        /* Twelve decisions of the game, each with another legal move as the better one. */
        int n = 0;
        for (size_t i = 0; i < s.count && n < LINES; i += 5) {
            const Game *before = &s.entry[i].before;
            Action legal[GAME_MAX_LEGAL];
            int count = game_actor(before) >= 0 ? game_legal(before, test_sheets(), legal) : 0;
            if (count < 2) continue;
            EndReviewItem it = item((int)i, 0.123);
            it.seat = game_actor(before);
            it.round = before->round;
            it.played = s.entry[i].action;
            it.best = legal[count - 1];
            end_words_review_item(test_lang(), &it, before, test_sheets(), &seats, line[n][0], line[n][1],
                                  sizeof line[n][0]);
            n++;
        }
        assert_int_equal(n, LINES);
        for (int z = 0; z < 3; z++)
            for (int i = 0; i < 3; i++) {
                test_zoom(c.art, ZOOMS[z]);
                EndLayout l;
                end_layout(&l, SIZES[i][0], SIZES[i][1], ZOOMS[z], 5);
                snprintf(where, sizeof where, "%s %dx%d at %d %%", LANGS[k], SIZES[i][0], SIZES[i][1], ZOOMS[z]);
                check_review_card(where, c.art, &l, line, LINES);
            }
    }
    test_language("en");
    /* At 100 % in 1280×800 the decisions' words are at the body size beside "Try it"; at
     * 200 % they step down to the zoomed fine size, twice the fine size at 100 %, so each
     * line stays whole beside the button. */
    test_zoom(c.art, 100);
    EndLayout l;
    end_layout(&l, WIN_W, WIN_H, 100, 5);
    assert_int_equal(end_decision_px(c.art, l.unit, l.decision[0], "Round 3 · Leila took green 2 (straight)",
                                     "Better: Take orange 1 (Great Mogul) — about 4% more chance to win", NULL),
                     type_px_plain(l.unit, TYPE_BODY));
    test_zoom(c.art, 200);
    end_layout(&l, WIN_W, WIN_H, 200, 5);
    assert_int_equal(end_decision_px(c.art, l.unit, l.decision[0], "Round 3 · Leila took green 2 (straight)",
                                     "Better: Take orange 1 (Great Mogul) — about 4% more chance to win", NULL),
                     2 * type_px_plain(l.unit, TYPE_FINE));
    canvas_close(&c);
    session_free(&s);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_costliest_are_picked_by_loss_earlier_first, test_language_back),
    cmocka_unit_test_teardown(test_the_review_fits_every_window, test_language_back),
    cmocka_unit_test_teardown(test_only_the_peoples_decisions_with_a_choice_are_reviewed, test_language_back),
    cmocka_unit_test_teardown(test_the_review_says_what_review_decision_says_and_lists_the_costliest, test_language_back),
    cmocka_unit_test_teardown(test_cancel_and_esc_stop_a_running_review, test_language_back),
    cmocka_unit_test_teardown(test_the_review_in_words, test_language_back),
    cmocka_unit_test_teardown(test_the_review_card_at_100_200_and_300_percent, test_language_back)
)
