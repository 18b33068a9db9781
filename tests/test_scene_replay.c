/* test_scene_replay.c — the replay viewer (src/scenes/replay/, replay.h):
 *   the layout keeps every part inside the window and apart, at every size and player count;
 *   the slider's arithmetic goes both ways;
 *   a record saved by the game opens, and synthetic keys, button clicks and slider drags
 *   step it exactly: the state shown is the history's at the step, the seat to act is shown
 *   large, a thumbnail pins another seat, Esc leaves;
 *   the log, the title, the step and what happens next in exact words, and in German;
 *   a record that no longer replays says which file, which line and why, and only leaves;
 *   the review's marks: which step they stand on, the better move's spots on the sheet,
 *   the note in words;
 *   where a step lies on the race chart;
 *   the scene drawn headless into scene-replay.png and scene-replay-problem.png with pixels
 *   checked (the better move glows green on the sheet). */
#define _POSIX_C_SOURCE 200809L
#include "race_chart.h"
#include "support.h"
#include "language.h"
#include "session_game.h"
#include "canvas.h"
#include "events.h"
#include "layout_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "bot.h"
#include "geometry.h"
#include "i18n.h"
#include "records.h"
#include "replay_test.h"
#include "terms.h"
#include "type_scale.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800

/* ---- fixtures ------------------------------------------------------------------------------ */

typedef struct {
    ReplayScene *scene;
    Canvas canvas;
    char dir[64];
    char path[256];   /* the record written */
    Session game;     /* the game it holds */
} Fixture;

static int setup_fixture(void **state)
{
    Fixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    snprintf(f->dir, sizeof f->dir, "/tmp/rajas-replay-XXXXXX");
    assert_non_null(mkdtemp(f->dir));
    session_init(&f->game, test_sheets());
    test_session_whole_game(&f->game, 3, "sun", 0, 5, 5);
    RecordSeats seats;
    memset(&seats, 0, sizeof seats);
    seats.players = 3;
    seats.level[0] = RECORD_PERSON;
    seats.level[1] = BOT_HARD;
    seats.level[2] = BOT_EASY;
    snprintf(seats.name[0], RECORD_NAME_MAX, "Leila");
    snprintf(seats.name[1], RECORD_NAME_MAX, "Arjun");
    snprintf(seats.name[2], RECORD_NAME_MAX, "Mira");
    struct tm when;
    memset(&when, 0, sizeof when);
    when.tm_year = 2026 - 1900;
    when.tm_mon = 10;
    when.tm_mday = 23;
    when.tm_hour = 13;
    when.tm_min = 8;
    when.tm_sec = 46;
    char err[512];
    if (!record_save(&f->game, &seats, f->dir, &when, f->path, sizeof f->path, err, sizeof err)) fail_msg("%s", err);
    canvas_open(&f->canvas, WIN_W, WIN_H);
    f->scene = replay_scene_new(test_sheets(), f->canvas.art, test_lang());
    assert_non_null(f->scene);
    *state = f;
    return 0;
}

static int teardown_fixture(void **state)
{
    Fixture *f = *state;
    replay_scene_free(f->scene);
    canvas_close(&f->canvas);
    session_free(&f->game);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", f->dir);
    assert_int_equal(system(cmd), 0);
    free(f);
    return test_language_back(state);
}

static ReplayScene *opened(Fixture *f)
{
    assert_true(replay_scene_open_file(f->scene, f->path, 0));
    replay_scene_resize(f->scene, WIN_W, WIN_H);
    return f->scene;
}

static void send(ReplayScene *r, SDL_Event e)
{
    replay_scene_event(r, &e);
}

static void key(ReplayScene *r, SDL_Keycode k)
{
    send(r, event_key(k));
}

static void click(ReplayScene *r, SDL_Rect rc)
{
    SDL_Point at = event_middle(rc);
    send(r, event_motion(at.x, at.y));
    send(r, event_press(at.x, at.y, 1));
    send(r, event_release(at.x, at.y, 1));
}

/* The state the viewer must show at a step: the history's. */
static void assert_shows(const ReplayScene *r, const Session *s, int step)
{
    assert_int_equal(replay_test_seen(r).step, step);
    const Game *want = (size_t)step < s->count ? &s->entry[step].before : &s->game;
    assert_memory_equal(replay_scene_game(r), want, sizeof *want);
}

/* The state whose figures the story draws at point i: the state itself, or, over steps
 * where a seat had one legal action and no roll happened (which move no chance, story.h),
 * the first state after them. */
static const Game *told_state(const Session *s, size_t i)
{
    static Action legal[GAME_MAX_LEGAL];
    for (; i < s->count; i++) {
        const Game *g = &s->entry[i].before;
        if (game_actor(g) < 0 || game_legal(g, test_sheets(), legal) != 1) return g;
    }
    return &s->game;
}

/* ---- layout --------------------------------------------------------------------------------- */

static const int ZOOMS[] = {100, 200, 300};

static void test_layout_keeps_every_part_inside_and_apart(void **state)
{
    (void)state;
    static const int SIZES[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}, {2560, 1600}, {3000, 1000}};
    for (size_t z = 0; z < sizeof ZOOMS / sizeof ZOOMS[0]; z++)
        for (size_t k = 0; k < sizeof SIZES / sizeof SIZES[0]; k++)
            for (int players = 2; players <= 5; players++) {
                ReplayLayout l;
                replay_layout(&l, SIZES[k][0], SIZES[k][1], ZOOMS[z], players);
                SDL_Rect win = {0, 0, l.w, l.h};
                char where[96];
                snprintf(where, sizeof where, "%dx%d at %d %%, %d players", l.w, l.h, ZOOMS[z], players);
                NamedRect parts[32] = {{"title", l.title}, {"back", l.back}, {"note", l.note}, {"sheet", l.sheet},
                                       {"dice", l.dice}, {"log", l.log}, {"chart", l.chart},
                                       {"position", l.position}, {"first", l.first}, {"prev", l.prev},
                                       {"slider", l.slider}, {"next", l.next}, {"last", l.last}};
                int n = 13;
                assert_int_equal(l.thumbs, players - 1);
                for (int i = 0; i < l.thumbs; i++) parts[n++] = (NamedRect){"thumbnail", l.thumb[i]};
                assert_rects_apart(where, win, parts, n);
                /* Nothing is squeezed away: the sheet, the chart and a log line stay (the chart
                 * its full least height but at 300 % in the largest windows). */
                if (l.sheet.h < 30 * l.unit || l.chart.h < 10 * l.unit)
                    fail_msg("%s: the sheet %d px, the chart %d px tall", where, l.sheet.h, l.chart.h);
                assert_true(l.log_lines >= 1 && l.log_lines <= REPLAY_LOG_LINES);
                assert_true(l.prev.x > l.first.x && l.slider.x > l.prev.x && l.next.x > l.slider.x && l.last.x > l.next.x);
                NamedRect card[] = {{"problem's words", replay_problem_words(&l)}, {"problem's Back", replay_problem_back(&l)}};
                assert_rects_apart(where, l.problem, card, 2);
                assert_true(layout_inside(l.problem, win));
            }
    /* At 100 % in 1280x800 the viewer is as it was: seven log lines, the dice in one row. */
    ReplayLayout l;
    replay_layout(&l, 1280, 800, 100, 3);
    assert_int_equal(l.log_lines, REPLAY_LOG_LINES);
    assert_int_equal(l.dice_per_row, DIE_COUNT);
    assert_int_equal(l.first.h, 48);
    replay_layout(&l, 1280, 800, 200, 3);
    assert_int_equal(l.dice_per_row, DIE_COUNT / 2);
    assert_true(l.first.h > 48 && l.back.h >= type_px_zoomed(200, l.unit, TYPE_TITLE));
}

/* Every word of the viewer fits its box at the size it is drawn, in English, German and
 * Dutch, at 100, 200 and 300 % in 1024x640, 1280x800 and 1920x1080. */
static void words_fit(ReplayScene *r, Art *art, const char *where)
{
    const Lang *lang = test_lang();
    const ReplayLayout *l = replay_test_layout(r);
    int u = l->unit, body = type_px(art, u, TYPE_BODY);
    char text[REPLAY_TEXT_MAX];
    SDL_Rect back = {l->back.x + 2, l->back.y, l->back.w - 4, l->back.h};
    assert_text_fits(where, art, FONT_BOLD, body, back, _("Back"));
    const char *arrows[] = {"|◀", "◀", "▶", "▶|"};
    const SDL_Rect steps[] = {l->first, l->prev, l->next, l->last};
    for (int i = 0; i < 4; i++)
        assert_text_fits(where, art, FONT_BOLD, type_px(art, u, TYPE_LABEL), layout_rect(steps[i].x + 2, steps[i].y, steps[i].w - 4, steps[i].h),
                         arrows[i]);
    replay_words_title(r, text, sizeof text);
    assert_text_fits(where, art, FONT_BOLD, replay_text_px(art, FONT_BOLD, u, TYPE_TITLE, l->title.w, text), l->title, text);
    replay_words_position(test_lang(), replay_test_seen(r).count, replay_test_seen(r).count, 12, text, sizeof text);
    assert_text_fits(where, art, FONT_BOLD, replay_text_px(art, FONT_BOLD, u, TYPE_BODY, l->position.w, text),
                     l->position, text);
    SDL_Rect head = {l->log.x + u, l->log.y + u / 2, l->log.w - 2 * u, l->log_head - u / 2};
    assert_text_fits(where, art, FONT_BOLD, replay_text_px(art, FONT_BOLD, u, TYPE_BODY, head.w, _("What happened")),
                     head, _("What happened"));
    SDL_Rect dice = {l->dice.x + u, l->dice.y, l->dice.w - 2 * u, l->dice.h};
    const char *unrolled = _("The dice are not rolled yet");
    assert_text_fits(where, art, FONT_REGULAR, replay_text_px(art, FONT_REGULAR, u, TYPE_BODY, dice.w, unrolled), dice,
                     unrolled);
    /* Where each die lies, under it in its cell, at the fine size. */
    int cell = l->dice.w / l->dice_per_row, fine = type_px(art, u, TYPE_FINE);
    for (int d = 0; d < DIE_COUNT; d++)
        assert_text_fits(where, art, FONT_REGULAR, fine, layout_rect(0, 0, cell - 4, fine), replay_words_die_place(r, d));
    for (int i = 0; i < l->thumbs; i++)
        assert_text_fits(where, art, FONT_BOLD,
                         replay_text_px(art, FONT_BOLD, u, TYPE_BODY, l->thumb[i].w - u, replay_test_seen(r).seats->name[i]),
                         layout_rect(l->thumb[i].x + u / 2, l->thumb[i].y, l->thumb[i].w - u, l->thumb_name),
                         replay_test_seen(r).seats->name[i]);
    /* What happens next wraps into the note at the size drawn. */
    SDL_Rect note = {l->note.x + u, l->note.y + u / 2, l->note.w - 2 * u, l->note.h - u};
    replay_words_next(r, text, sizeof text);
    int px = replay_wrap_px(art, FONT_REGULAR, u, TYPE_BODY, note, text);
    int lines = ui_text_lines(art, FONT_REGULAR, px, note.w, text);
    if ((lines - 1) * (px * 5 / 4) + px > note.h) fail_msg("%s: '%s' takes %d lines at %d px", where, text, lines, px);
}

static void test_every_word_fits_its_box(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int SIZES[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}};
    for (size_t g = 0; g < 3; g++) {
        test_language(LANGS[g]);
        for (size_t z = 0; z < sizeof ZOOMS / sizeof ZOOMS[0]; z++)
            for (size_t k = 0; k < 3; k++)
                for (int step = 0; step <= replay_test_seen(r).count; step += 97) {
                    test_zoom(f->canvas.art, ZOOMS[z]);
                    replay_scene_resize(r, SIZES[k][0], SIZES[k][1]);
                    replay_scene_go(r, step);
                    char where[96];
                    snprintf(where, sizeof where, "%s %dx%d at %d %%, step %d", LANGS[g], SIZES[k][0], SIZES[k][1],
                             ZOOMS[z], step);
                    words_fit(r, f->canvas.art, where);
                }
    }
}

static void test_slider_steps_and_positions_agree(void **state)
{
    (void)state;
    ReplayLayout l;
    replay_layout(&l, WIN_W, WIN_H, 100, 3);
    for (int count = 1; count <= 400; count += 37)
        for (int step = 0; step <= count; step++)
            assert_int_equal(replay_slider_step(&l, replay_slider_x(&l, step, count), count), step);
    assert_int_equal(replay_slider_step(&l, l.slider.x - 50, 200), 0);
    assert_int_equal(replay_slider_step(&l, l.slider.x + l.slider.w + 50, 200), 200);
    assert_int_equal(replay_slider_step(&l, l.slider.x + l.slider.w / 2, 200), 100);
    assert_int_equal(replay_slider_step(&l, l.slider.x + 100, 0), 0);
}

/* ---- stepping by events ------------------------------------------------------------------------ */

static void test_keys_step_through_the_game(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    int count = (int)s->count;
    assert_int_equal(replay_test_seen(r).count, count);
    assert_shows(r, s, 0);
    key(r, SDLK_LEFT);                  /* nothing before the start */
    assert_shows(r, s, 0);
    for (int i = 1; i <= 3; i++) {
        key(r, SDLK_RIGHT);
        assert_shows(r, s, i);
    }
    key(r, SDLK_LEFT);
    assert_shows(r, s, 2);
    key(r, SDLK_END);
    assert_shows(r, s, count);
    assert_true(game_over(replay_scene_game(r)));
    key(r, SDLK_RIGHT);                 /* nothing after the end */
    assert_shows(r, s, count);
    key(r, SDLK_HOME);
    assert_shows(r, s, 0);
    assert_int_equal(replay_test_outcome(r), REPLAY_SHOWING);
    key(r, SDLK_ESCAPE);
    assert_int_equal(replay_test_outcome(r), REPLAY_CLOSED);
}

static void test_buttons_and_slider_step_through_the_game(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    const ReplayLayout *l = replay_test_layout(r);
    int count = (int)s->count;
    click(r, l->next);
    click(r, l->next);
    assert_shows(r, s, 2);
    click(r, l->prev);
    assert_shows(r, s, 1);
    click(r, l->last);
    assert_shows(r, s, count);
    click(r, l->first);
    assert_shows(r, s, 0);

    /* Pressed in the track's middle, dragged to a quarter, then past its end; let go. */
    SDL_Point mid = event_middle(l->slider);
    send(r, event_press(mid.x, mid.y, 1));
    assert_true(replay_test_seen(r).sliding);
    assert_shows(r, s, replay_slider_step(l, mid.x, count));
    int quarter = l->slider.x + l->slider.w / 4;
    send(r, event_motion(quarter, mid.y + 40));   /* off the track, still held */
    assert_shows(r, s, replay_slider_step(l, quarter, count));
    send(r, event_motion(l->slider.x + l->slider.w + 30, mid.y));
    assert_shows(r, s, count);
    send(r, event_release(l->slider.x + l->slider.w + 30, mid.y, 1));
    assert_false(replay_test_seen(r).sliding);
    send(r, event_motion(l->slider.x, mid.y));      /* not held: the step stays */
    assert_shows(r, s, count);

    click(r, l->back);
    assert_int_equal(replay_test_outcome(r), REPLAY_CLOSED);
}

/* The seat to act is shown large; a thumbnail pins its seat, whatever the step. */
static void test_the_seat_to_act_is_shown_large_and_a_thumbnail_pins_another(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    for (int step = 0; step < 40; step++) {
        replay_scene_go(r, step);
        assert_int_equal(replay_scene_big_seat(r), s->entry[step].before.to_act);
        int seats[GAME_MAX_PLAYERS - 1];
        assert_int_equal(replay_thumb_seats(r, seats), 2);
        assert_true(seats[0] < seats[1] && seats[0] != replay_scene_big_seat(r) && seats[1] != replay_scene_big_seat(r));
    }
    int seats[GAME_MAX_PLAYERS - 1];
    replay_thumb_seats(r, seats);
    click(r, replay_test_layout(r)->thumb[1]);
    assert_int_equal(replay_scene_big_seat(r), seats[1]);
    for (int i = 0; i < 30; i++) key(r, SDLK_RIGHT);
    assert_int_equal(replay_scene_big_seat(r), seats[1]);
}

/* ---- words ----------------------------------------------------------------------------------- */

static void test_title_position_next_and_log_in_words(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    char text[REPLAY_TEXT_MAX], want[REPLAY_TEXT_MAX];
    replay_words_title(r, text, sizeof text);
    assert_string_equal(text, "Replay: Leila, Arjun and Mira · finished 2026-11-23 13:08:46");
    replay_words_position(test_lang(), 37, 205, 4, text, sizeof text);
    assert_string_equal(text, "Step 37 of 205 · round 4");

    char lines[REPLAY_LOG_LINES][LOG_BOOK_CHARS];
    assert_int_equal(replay_words_log(r, lines, REPLAY_LOG_LINES), 1);
    assert_string_equal(lines[0], "Round 1, sun side. Leila holds the elephant.");
    replay_words_next(r, text, sizeof text);
    assert_string_equal(text, "Next: Leila rolled the dice for round 1");
    key(r, SDLK_RIGHT);
    assert_int_equal(replay_words_log(r, lines, REPLAY_LOG_LINES), 2);
    assert_string_equal(lines[1], "Leila rolled the dice for round 1");
    /* Step 2: what the first die taken was, as the table says it. */
    key(r, SDLK_RIGHT);
    assert_int_equal(s->entry[1].action.kind, ACT_TAKE);
    assert_true(strncmp(lines[1], "Leila rolled", 12) == 0);
    assert_int_equal(replay_words_log(r, lines, REPLAY_LOG_LINES), 3);
    assert_true(strncmp(lines[2], "Leila took ", 11) == 0);
    /* Deep in the game the log holds its last lines, the newest last. */
    replay_scene_go(r, (int)s->count / 2);
    assert_int_equal(replay_words_log(r, lines, REPLAY_LOG_LINES), REPLAY_LOG_LINES);
    replay_scene_go(r, (int)s->count / 2 + 1);
    char later[REPLAY_LOG_LINES][LOG_BOOK_CHARS];
    replay_words_log(r, later, REPLAY_LOG_LINES);
    assert_true(strcmp(later[REPLAY_LOG_LINES - 1], lines[REPLAY_LOG_LINES - 1]) != 0);

    /* The log's lines are drawn at the body size, a long one wrapped, never shrunk; the
     * rows fit the box. Somewhere in the game a line needs two rows. */
    bool wrapped = false;
    for (int step = 0; step <= (int)s->count && !wrapped; step++) {
        replay_scene_go(r, step);
        int n = replay_words_log(r, lines, replay_test_layout(r)->log_lines), need[REPLAY_LOG_LINES], first, rows = 0;
        assert_int_equal(replay_log_rows(r, lines, n, need, &first), type_px(f->canvas.art, replay_test_layout(r)->unit, TYPE_BODY));
        assert_true(first < n);
        for (int i = first; i < n; i++) {
            rows += need[i];
            wrapped |= need[i] > 1;
        }
        assert_true(rows <= replay_test_layout(r)->log_lines || first == n - 1);
    }
    assert_true(wrapped);

    /* The last step: the winner. */
    key(r, SDLK_END);
    Ranking rk;
    game_ranking(&s->game, test_sheets(), &rk);
    const char *names[] = {"Leila", "Arjun", "Mira"};
    snprintf(want, sizeof want, "The game is over: %s wins.", names[rk.seat[0]]);
    replay_words_next(r, text, sizeof text);
    assert_string_equal(text, want);
    /* Where the first die lies at the end, in the words of the table. */
    int at = s->game.die_at[0];
    const char *place = at == DIE_AT_CENTRE     ? "centre"
                        : at == DIE_AT_ELEPHANT ? "elephant"
                        : at == DIE_AT_ROLLING  ? "rolling"
                                                : names[at - DIE_AT_SEAT];
    assert_string_equal(replay_words_die_place(r, 0), place);
}

/* ---- a record that does not replay -------------------------------------------------------------- */

/* A record of a two-player game (Leila, and Arjun a medium bot) written into the fixture's
 * folder as name, with moves after its first roll; the viewer refuses to open it. Its path
 * goes into path; returns the viewer. */
static ReplayScene *open_refused_record(Fixture *f, const char *name, const char *moves, char *path, size_t cap)
{
    snprintf(path, cap, "%s/%s", f->dir, name);
    char text[512];
    snprintf(text, sizeof text,
             "# rajas record: a finished game; `rajas-engine < <file>` replays it\n"
             "# seat 1 human Leila\n"
             "# seat 2 bot-medium Arjun\n"
             "new players=2 side=sun first=1 seed=7\n"
             "roll\n%s",
             moves);
    test_write_text(path, text);
    assert_false(replay_scene_open_file(f->scene, path, 0));
    return f->scene;
}

/* A record with no seat lines (as older ones were) says nothing of who played: its chart
 * reads the position alone (bot_win_chance, persons alone), which claims no level. */
static void test_a_record_without_seats_reads_the_position_alone(void **state)
{
    Fixture *f = *state;
    char path[256];
    snprintf(path, sizeof path, "%s/20200102-030405-8.rajas", f->dir);
    char *text = session_record(&f->game);
    assert_non_null(text);
    assert_null(strstr(text, "# seat"));
    test_write_text(path, text);
    free(text);
    ReplayScene *r = f->scene;
    assert_true(replay_scene_open_file(r, path, 0));
    const Session *s = &f->game;
    assert_int_equal(replay_test_seen(r).story->points, (int)s->count + 1);
    for (size_t i = 0; i < s->count; i += 7)
        for (int seat = 0; seat < 3; seat++)
            assert_true(replay_test_seen(r).story->chance[i][seat] ==
                        (float)bot_win_chance(told_state(s, i), test_sheets(), seat));
}

static void test_a_record_that_no_longer_replays_says_which_file_line_and_why(void **state)
{
    Fixture *f = *state;
    char path[256], want[REPLAY_TEXT_MAX];
    ReplayScene *r = open_refused_record(f, "20200102-030405-7.rajas", "do road A1 NESW\n", path, sizeof path);
    replay_scene_resize(r, WIN_W, WIN_H);
    assert_false(replay_test_seen(r).loaded);
    snprintf(want, sizeof want,
             "The game in %s cannot be replayed: its move on line 6 is not allowed by the rules of this version "
             "(take a centre die or use karma first). It was probably recorded by an older version of the game.",
             path);
    assert_string_equal(replay_test_seen(r).problem, want);

    replay_scene_draw(r, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-replay-problem.png");
    SDL_Point card = {replay_test_layout(r)->problem.x + 8, replay_test_layout(r)->problem.y + replay_test_layout(r)->problem.h / 2};
    SDL_Color px = canvas_pixel(f->canvas.surface, card.x, card.y);
    assert_true(abs(px.r - style_standard()->paper.r) + abs(px.g - style_standard()->paper.g) + abs(px.b - style_standard()->paper.b) < 8);

    key(r, SDLK_RIGHT);                 /* no steps to take */
    assert_int_equal(replay_test_seen(r).step, 0);
    assert_int_equal(replay_test_outcome(r), REPLAY_SHOWING);
    click(r, replay_problem_back(replay_test_layout(r)));
    assert_int_equal(replay_test_outcome(r), REPLAY_CLOSED);

    /* No file, and a file with no game. */
    RecordProblem why = {RECORD_ABSENT, 0, "", "", ""};
    replay_words_problem(test_lang(), "/x/none.rajas", &why, want, sizeof want);
    assert_string_equal(want, "There is no game record at /x/none.rajas.");
    why.what = RECORD_NO_REPLAY;
    replay_words_problem(test_lang(), "/x/empty.rajas", &why, want, sizeof want);
    assert_string_equal(want, "The file /x/empty.rajas holds no game to replay.");
    why.line = 3;
    why.clause[0] = '\0';
    replay_words_problem(test_lang(), "/x/odd.rajas", &why, want, sizeof want);
    assert_string_equal(want, "The game in /x/odd.rajas cannot be replayed: line 3 is not a move this version understands.");
}

/* A record cut off in the middle of a line (or edited) is said to be that, in plain words,
 * and not guessed to be an older version's: only a line that reads as an action but is
 * refused by today's rules may be one (above). */
static void test_a_cut_off_record_says_its_line_is_cut_off_or_damaged(void **state)
{
    Fixture *f = *state;
    char path[256], want[REPLAY_TEXT_MAX];
    ReplayScene *r = open_refused_record(f, "20200102-030405-8.rajas", "do take gr", path, sizeof path);
    snprintf(want, sizeof want,
             "The game in %s cannot be replayed: line 6 is cut off or damaged (unknown die).", path);
    assert_string_equal(replay_test_seen(r).problem, want);
    assert_null(strstr(replay_test_seen(r).problem, "older version"));
    test_language("de");
    RecordProblem why = {RECORD_NO_REPLAY, 94, "P", "unknown die", ""};
    replay_words_problem(test_lang(), "/x/cut.rajas", &why, want, sizeof want);
    assert_string_equal(want, "Die Partie in /x/cut.rajas kann nicht wiederholt werden: Zeile 94 ist abgeschnitten oder "
                              "beschädigt (unknown die).");
}

/* ---- the review's marks ------------------------------------------------------------------------ */

/* The first die seat 1 took in the second half of the game where a purple die (its goods come at once, R4.1) was there to
 * take instead: a mark with that purple die as the better move. */
static ReplayMark first_choice(const Session *s)
{
    Action legal[GAME_MAX_LEGAL];
    for (size_t i = s->count / 2; i < s->count; i++) {
        const Game *g = &s->entry[i].before;
        if (game_actor(g) != 0 || s->entry[i].action.kind != ACT_TAKE) continue;
        int n = game_legal(g, test_sheets(), legal);
        for (int k = 0; k < n; k++)
            if (legal[k].kind == ACT_TAKE && legal[k].arg[0] <= DIE_PURPLE_2 &&
                !action_equal(&legal[k], &s->entry[i].action))
                return (ReplayMark){(int)i, s->entry[i].action, legal[k], 0.0425};
    }
    fail_msg("no decision with a choice");
    return (ReplayMark){0};
}

static void test_marks_stand_on_their_step_and_say_what_was_better(void **state)
{
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    ReplayMark m = first_choice(s), bad = {(int)s->count, m.played, m.best, 1.0}, far = {-1, m.played, m.best, 1.0};
    ReplayMark marks[] = {bad, m, far};
    replay_scene_set_marks(r, marks, 3);
    assert_int_equal(replay_test_seen(r).marks, 1);   /* only steps with a decision after them */
    assert_null(replay_scene_mark(r));
    replay_scene_go(r, m.step);
    const ReplayMark *on = replay_scene_mark(r);
    assert_non_null(on);
    assert_int_equal(on->step, m.step);

    const Game *g = &s->entry[m.step].before;
    char text[REPLAY_TEXT_MAX], want[REPLAY_TEXT_MAX];
    replay_words_mark(r, on, text, sizeof text);
    snprintf(want, sizeof want, "Leila took %s", term_die(test_lang(), g->die_face[m.played.arg[0]]));
    assert_true(strncmp(text, want, strlen(want)) == 0);
    snprintf(want, sizeof want, ". Better: Take %s", term_die(test_lang(), g->die_face[m.best.arg[0]]));
    assert_non_null(strstr(text, want));
    assert_non_null(strstr(text, " — about 4% more chance to win."));
    ReplayMark small = *on;
    small.loss = 0.004;
    replay_words_mark(r, &small, text, sizeof text);
    assert_non_null(strstr(text, " — a slightly better chance to win."));

    /* The better move drawn: its changes glow on Leila's sheet, in green. */
    replay_scene_draw(r, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-replay.png");
    Game after = *g;
    Refusal why;
    assert_true(game_apply(&after, test_sheets(), &m.best, &why));
    SpotSet spots;
    int field, edges;
    sheet_diff(&g->player[0], &after.player[0], &spots, &field, &edges);
    assert_int_equal(replay_scene_big_seat(r), 0);
    int green = 0;
    for (int i = 0; i < spots.count; i++) {
        SDL_Rect rc = sheet_spot_rect(replay_test_big(r), spots.spot[i]);
        SDL_Color c = canvas_pixel(f->canvas.surface, rc.x, rc.y + rc.h / 2);
        green += c.g > c.r + 40 && c.g > c.b + 40;
    }
    assert_true(spots.count > 0 && green > 0);   /* purple dice give goods at once */
    /* And the die it takes is framed in green in the dice row (replay_draw.c's cells). */
    SDL_Rect p = replay_test_layout(r)->dice;
    int u = replay_test_layout(r)->unit, cell = p.w / DIE_COUNT, size = cell - 2 * u < 6 * u ? cell - 2 * u : 6 * u;
    int x = p.x + m.best.arg[0] * cell + (cell - size) / 2 - 2, y = p.y + u + size / 2;
    SDL_Color c = canvas_pixel(f->canvas.surface, x, y);
    assert_true(c.g > c.r + 40 && c.g > c.b + 40);
    key(r, SDLK_RIGHT);
    assert_null(replay_scene_mark(r));
}

static void test_better_spots_are_what_the_move_changes(void **state)
{
    (void)state;
    Player b, a;
    memset(&b, 0, sizeof b);
    b.upgrade[TYPE_FORT] = 1;
    b.karma_circled = 1;
    b.goods_circled[GOOD_SILK] = 1;
    b.road[5] = 0x5;
    a = b;
    SpotSet s;
    int field, edges;
    sheet_diff(&b, &a, &s, &field, &edges);
    assert_int_equal(s.count, 0);
    assert_int_equal(field, -1);

    a.road[9] = 0xA;                          /* a road in a free field */
    a.road[5] = 0x7;                          /* and a half road onto a built one */
    a.goods_circled[GOOD_SILK] = 3;           /* two silk */
    a.upgrade[TYPE_FORT] = 2;
    a.palace[PERSON_RAJA] = 1;
    a.river_marked = 1u << 4;
    a.karma_circled = 2;
    a.fame = 3;
    a.border_reached = (uint64_t)1 << (9 * EDGE_COUNT + 1);
    sheet_diff(&b, &a, &s, &field, &edges);
    assert_int_equal(field, 5);               /* the first field changed, its new edge only */
    assert_int_equal(edges, 0x2);
    const Spot want[] = {{SPOT_FIELD, 5, 0}, {SPOT_FIELD, 9, 0}, {SPOT_BORDER, 9, 1}, {SPOT_SLOT, GOOD_SILK, 1},
                         {SPOT_SLOT, GOOD_SILK, 2}, {SPOT_UPGRADE, TYPE_FORT, 2}, {SPOT_PERSON, PERSON_RAJA, 0},
                         {SPOT_RIVER, 4, 0}, {SPOT_KARMA, 1, 0}, {SPOT_FAME, 3, 0}};
    assert_int_equal(s.count, (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < s.count; i++) {
        assert_int_equal(s.spot[i].kind, want[i].kind);
        assert_int_equal(s.spot[i].a, want[i].a);
        assert_int_equal(s.spot[i].b, want[i].b);
    }
}

/* ---- the chart --------------------------------------------------------------------------------- */

static void test_a_step_lies_between_its_rounds_points_on_the_chart(void **state)
{
    Fixture *f = *state;
    const Session *s = &f->game;
    assert_true(race_chart_at(s, 0) == 0.0f);
    assert_true(race_chart_at(s, (int)s->count) == (float)s->game.round);
    size_t round2 = 0, round3 = 0;
    while (s->entry[round2].before.round < 2) round2++;
    round3 = round2;
    while (s->entry[round3].before.round < 3) round3++;
    assert_true(race_chart_at(s, (int)round2) == 1.0f);
    size_t mid = round2 + (round3 - round2) / 2;
    assert_true(race_chart_at(s, (int)mid) == 1.0f + (float)(mid - round2) / (float)(round3 - round2));
    for (size_t i = 1; i < s->count; i++) assert_true(race_chart_at(s, (int)i) >= race_chart_at(s, (int)i - 1));
}

/* ---- the game just played --------------------------------------------------------------------- */

static void test_the_game_just_played_opens_with_its_seats(void **state)
{
    Fixture *f = *state;
    Seats seats;
    SDL_zero(seats);
    seats.players = 3;
    snprintf(seats.name[0], SEAT_NAME_MAX, "Asha");
    snprintf(seats.name[1], SEAT_NAME_MAX, "Bo");
    snprintf(seats.name[2], SEAT_NAME_MAX, "Cy");
    seats.colour[0] = 4;
    ReplayScene *r = f->scene;
    assert_true(replay_scene_open_session(r, &f->game, &seats));
    assert_true(replay_test_seen(r).loaded);
    assert_int_equal(replay_test_seen(r).seats->colour[0], 4);
    char text[REPLAY_TEXT_MAX];
    replay_words_title(r, text, sizeof text);
    assert_string_equal(text, "Replay: Asha, Bo and Cy");
    key(r, SDLK_END);
    assert_shows(r, &f->game, (int)f->game.count);
}

/* ---- the chances across the game ---------------------------------------------------------- */

/* The switch under the chart shows the chances of winning in the chart's place: the story's
 * knowing who plays, with the record's seats (bot_win_chance_at at every step: a person, the
 * hard bot and the easy bot here), its swings ringed; a click on a swing's ring goes to its
 * step, and the switch (its labels fitting it in en/de/nl at 100-300 %) goes back to the
 * race. */
static void test_the_chances_across_the_game(void **state)
{
    const Lang *lang = test_lang();
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    const Session *s = &f->game;
    const BotTable table = {{0, 1 + BOT_HARD, 1 + BOT_EASY}};
    assert_int_equal(replay_test_seen(r).story->points, (int)s->count + 1);
    for (size_t i = 0; i < s->count; i += 7)
        for (int seat = 0; seat < 3; seat++)
            assert_true(replay_test_seen(r).story->chance[i][seat] ==
                        (float)bot_win_chance_at(told_state(s, i), test_sheets(), seat, &table));
    assert_false(replay_test_seen(r).chances_shown);
    SDL_Rect sw = replay_story_switch(r);
    assert_true(layout_inside(sw, replay_test_layout(r)->chart));
    click(r, sw);
    assert_true(replay_test_seen(r).chances_shown);
    replay_scene_draw(r, f->canvas.r);
    SDL_RenderPresent(f->canvas.r);
    canvas_save(f->canvas.surface, "scene-replay-chances.png");
    /* The largest swing's ring: where its point is drawn, the step it opens. */
    assert_int_equal(replay_test_seen(r).chances->marks, STORY_SWINGS);
    const ChanceMark *m = &replay_test_seen(r).chances->mark[0];
    int u = replay_test_layout(r)->unit * 2 / 3, step = -1;
    SDL_Rect card = replay_story_card(r);
    for (int x = card.x; x < card.x + card.w && step != m->step; x += 1)
        for (int y = card.y; y < card.y + card.h && step != m->step; y += 2)
            if (chance_chart_hit(f->canvas.art, replay_test_seen(r).chances, replay_test_seen(r).seats, card, u, x, y) == m->step) {
                send(r, event_press(x, y, 1));
                send(r, event_release(x, y, 1));
                step = m->step;
            }
    assert_int_equal(step, m->step);
    assert_shows(r, s, m->step);
    static const char *const LANGS[] = {"en", "de", "nl"};
    for (int k = 0; k < 3; k++) {
        test_language(LANGS[k]);
        for (size_t z = 0; z < sizeof ZOOMS / sizeof ZOOMS[0]; z++) {
            test_zoom(f->canvas.art, ZOOMS[z]);
            replay_scene_resize(r, WIN_W, WIN_H);
            sw = replay_story_switch(r);
            assert_true(layout_inside(sw, replay_test_layout(r)->chart));
            int px = replay_story_switch_px(r);
            assert_text_fits(LANGS[k], f->canvas.art, FONT_BOLD, px, sw, _("Chances of winning"));
            assert_text_fits(LANGS[k], f->canvas.art, FONT_BOLD, px, sw, _("Race"));
            assert_true(sw.w <= replay_test_layout(r)->chart.w / 2 + 3 * replay_test_layout(r)->unit);
        }
    }
    test_language("en");
    test_zoom(f->canvas.art, 100);   /* the switch clicked at 100 % */
    replay_scene_resize(r, WIN_W, WIN_H);
    click(r, replay_story_switch(r));
    assert_false(replay_test_seen(r).chances_shown);
}

/* The viewer's words in German: the position, what happens next, the old record. */
static void test_the_words_in_german(void **state)
{
    const Lang *lang = test_lang();
    Fixture *f = *state;
    ReplayScene *r = opened(f);
    char text[REPLAY_TEXT_MAX], want[REPLAY_TEXT_MAX];
    test_language("de");
    replay_words_position(test_lang(), 37, 205, 4, text, sizeof text);
    assert_string_equal(text, "Schritt 37 von 205 · Runde 4");
    replay_words_title(r, text, sizeof text);
    assert_string_equal(text, "Wiederholung: Leila, Arjun und Mira · beendet 2026-11-23 13:08:46");
    replay_words_next(r, text, sizeof text);
    assert_string_equal(text, "Als Nächstes: Leila würfelt für Runde 1");
    RecordProblem why = {RECORD_NO_REPLAY, 6, "R2.3", "take a centre die or use karma first", ""};
    replay_words_problem(test_lang(), "/x/alt.rajas", &why, text, sizeof text);
    snprintf(want, sizeof want, "Die Partie in /x/alt.rajas kann nicht wiederholt werden: Ihr Zug in Zeile 6 ist nach "
                                "den Regeln dieser Version nicht erlaubt (%s). Sie wurde wohl mit einer älteren Version "
                                "des Spiels aufgezeichnet.",
             tr("take a centre die or use karma first"));
    assert_string_equal(text, want);
    assert_string_not_equal(tr("take a centre die or use karma first"), "take a centre die or use karma first");
}

int main(void)
{
#define WITH_GAME(t) cmocka_unit_test_setup_teardown(t, setup_fixture, teardown_fixture)
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_layout_keeps_every_part_inside_and_apart, test_language_back),
        cmocka_unit_test_teardown(test_slider_steps_and_positions_agree, test_language_back),
        WITH_GAME(test_keys_step_through_the_game),
        WITH_GAME(test_buttons_and_slider_step_through_the_game),
        WITH_GAME(test_the_seat_to_act_is_shown_large_and_a_thumbnail_pins_another),
        WITH_GAME(test_title_position_next_and_log_in_words),
        WITH_GAME(test_a_record_that_no_longer_replays_says_which_file_line_and_why),
        WITH_GAME(test_a_cut_off_record_says_its_line_is_cut_off_or_damaged),
        WITH_GAME(test_marks_stand_on_their_step_and_say_what_was_better),
        cmocka_unit_test_teardown(test_better_spots_are_what_the_move_changes, test_language_back),
        WITH_GAME(test_a_step_lies_between_its_rounds_points_on_the_chart),
        WITH_GAME(test_the_game_just_played_opens_with_its_seats),
        WITH_GAME(test_the_words_in_german),
        WITH_GAME(test_every_word_fits_its_box),
        WITH_GAME(test_the_chances_across_the_game),
        WITH_GAME(test_a_record_without_seats_reads_the_position_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
