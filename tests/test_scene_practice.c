/* test_scene_practice.c — "Try it" from the end screen's review (practice.h), in the
 * program as a whole (app.h) under SDL's dummy video driver with a scratch user folder:
 *   a review row's "Try it" opens the table at that decision, the same game state on the
 *   practice's own session, the screen the deciding player's;
 *   one decision has one best move and one set of figures: the card names the review's
 *   better move, and its chances are the review's own figures (its evaluated decision) of
 *   the choice tried, the best and the one played, the best's and the game's apart by
 *   exactly the review's loss, and the card says them; a legal choice applies; nothing goes on after it (time, End turn);
 *   Undo (Backspace) restores the position exactly; another choice applies;
 *   Leave (Esc, the button, or the keyboard's ring and Enter) returns to the review as it
 *   was, with the finished game untouched;
 *   "Show the best move" (a click, or the ring and Enter) draws the best choice on the
 *   table, the spots it marks and its road as the replay viewer draws a better move, and
 *   hides it again;
 *   the user folder (statistics, records, autosave) is byte for byte as before, also after
 *   practising the game's last decision, which ends the game;
 *   the card fits and lies apart from the table's controls at 1024×640, 1280×800 and
 *   1920×1080 at 100 and 200 % in English, German and Dutch, for two and four players;
 *   the practice drawn into scene-practice.png, scene-practice-de-200.png (German at 200 %),
 *   scene-practice-4.png (four players, the card over the thumbnails) and
 *   scene-practice-best.png (the best move, a road, shown). */
#define _POSIX_C_SOURCE 200809L
#include "practice_test.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_marks.h"
#include "table_speech.h"
#include "table_steps.h"
#include "table_test.h"
#include "support.h"
#include "language.h"
#include "canvas.h"
#include "session_game.h"
#include "app_drive.h"
#include "data_home.h"
#include "events.h"
#include "layout_check.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <SDL.h>
#include <SDL_image.h>

#include "app.h"
#include "end.h"
#include "end_test.h"
#include "bot.h"
#include "i18n.h"
#include "review.h"
#include "type_scale.h"
#include "widgets.h"

static App app;

static void open_with(const char *const *args) { drive_open(&app, args); }

static void click(SDL_Rect rc) { drive_click_rect(&app, rc); }

static void press(SDL_Keycode key) { drive_press(&app, key); }

/* ---- the user folder, byte for byte ------------------------------------------------------ */

static int by_name(const void *a, const void *b) { return strcmp(a, b); }

/* Every file under dir, sorted: its path, its size and its bytes, appended to out. */
static void snapshot_dir(const char *dir, char *out, size_t cap)
{
    enum { NAMES = 64 };
    static char names[8][NAMES][256];
    static int depth = 0;
    assert_true(depth < 8);
    char (*name)[256] = names[depth];
    int n = 0;
    DIR *d = opendir(dir);
    if (!d) return;
    for (struct dirent *e; (e = readdir(d)) && n < NAMES;)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) snprintf(name[n++], 256, "%s", e->d_name);
    closedir(d);
    qsort(name, (size_t)n, sizeof name[0], by_name);
    for (int i = 0; i < n; i++) {
        char path[700];
        snprintf(path, sizeof path, "%s/%s", dir, name[i]);
        struct stat st;
        assert_int_equal(stat(path, &st), 0);
        size_t at = strlen(out);
        snprintf(out + at, cap - at, "%s (%ld bytes)\n", path, (long)st.st_size);
        if (S_ISDIR(st.st_mode)) {
            depth++;
            snapshot_dir(path, out, cap);
            depth--;
            continue;
        }
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        at = strlen(out);
        size_t got = fread(out + at, 1, cap - at - 1, f);
        out[at + got] = '\0';
        fclose(f);
    }
    assert_true(strlen(out) < cap - 1);   /* all of it */
}

static void snapshot(char *out, size_t cap)
{
    out[0] = '\0';
    snapshot_dir(test_user_dir(), out, cap);
}

/* ---- a finished game and its review ---------------------------------------------------- */

/* Every seat plays by the easy bot's choices through the session, to the end; the app then
 * records and counts it and shows the end screen. */
static void play_to_the_end(void)
{
    test_session_to_the_end(&app.session, 3);
    uint32_t now = SDL_GetTicks();
    app_update(&app, now);
    app_update(&app, now + 5000);   /* the pause before the end screen */
    assert_int_equal(app.scene, SCENE_END);
}

/* The finished game's review done (one sampled future a decision), its card open. */
static void review_the_game(void)
{
    end_scene_review(app.end, &app.session, 1, 0);
    for (int i = 0; i < 6000 && end_scene_busy(app.end); i++) {
        SDL_Delay(10);
        app_update(&app, SDL_GetTicks());
    }
    assert_int_equal(end_test_review(app.end)->state, REVIEW_DONE);
    assert_true(end_test_review(app.end)->shown > 1);
    assert_true(end_test_seen(app.end).review_open);
    app_draw(&app, SDL_GetTicks());
}

/* The end screen of a game of one person against the easy bot, its review done and its
 * card open. */
static void reach_the_review(void)
{
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    review_the_game();
}

/* The review's item for history step `step`; fails when it judged none there. */
static const EndReviewItem *item_at(int step)
{
    const EndReview *v = end_test_review(app.end);
    for (int i = 0; i < v->decisions; i++)
        if (v->item[i].step == step && v->item[i].choices > 0) return &v->item[i];
    fail_msg("the review judged no decision at step %d", step);
    return NULL;
}

/* The figure the review gave action a at the decision of history step `step` (its
 * evaluated decision, review_value). */
static double review_figure(int step, const Action *a)
{
    const EndReviewItem *it = item_at(step);
    return review_value(&app.session.entry[step].before, test_sheets(), it->choice, it->choices, a);
}

/* The card says each chance (practice_words_percent) in its line. */
static void assert_card_says(const PracticeChances *c)
{
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX], pct[16];
    practice_words(app.practice.scene, line);
    if (c->tried >= 0) {
        practice_words_percent(app.win.lang, c->tried, pct, sizeof pct);
        assert_non_null(strstr(line[1], pct));
    }
    practice_words_percent(app.win.lang, c->best, pct, sizeof pct);
    assert_non_null(strstr(line[2], pct));
    practice_words_percent(app.win.lang, c->played, pct, sizeof pct);
    assert_non_null(strstr(line[3], pct));
}

/* The frame on screen into a PNG; the practice's card is in it where its layout puts it, on
 * paper, with its words in ink. */
static void save_frame(const char *file)
{
    app_draw(&app, SDL_GetTicks());
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, app.win.w, app.win.h, 32, SDL_PIXELFORMAT_RGBA32);
    assert_non_null(s);
    assert_int_equal(SDL_RenderReadPixels(app.win.renderer, NULL, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch), 0);
    canvas_save(s, file);
    PracticeLayout l;
    practice_layout(app.practice.scene, &l);
    if (canvas_pixels_near(s, l.card, style_standard()->paper, 8) < l.card.w * l.card.h / 2) fail_msg("%s: no card on paper", file);
    if (canvas_pixels_near(s, l.text, style_standard()->ink, 48) + canvas_pixels_near(s, l.text, style_standard()->ink_soft, 48) < 20)
        fail_msg("%s: the card has no words", file);
    SDL_FreeSurface(s);
}

/* ---- tests ------------------------------------------------------------------------------- */

/* The first of the review's rows, from the second on, whose decision has a choice that
 * leaves dice to roll (karma, R8); -1 if none. */
static int a_row_with_a_roll(void)
{
    static Action legal[GAME_MAX_LEGAL];
    for (int row = 1; row < end_test_review(app.end)->shown; row++) {
        const Game *before = &app.session.entry[end_test_review(app.end)->top[row].step].before;
        int n = game_legal(before, test_sheets(), legal);
        for (int i = 0; i < n; i++) {
            Game probe = *before;
            Refusal why;
            if (game_apply(&probe, test_sheets(), &legal[i], &why) && game_actor(&probe) == GAME_CHANCE) return row;
        }
    }
    return -1;
}

static void test_try_it_plays_the_decision_again_and_leaves_nothing_behind(void **unused)
{
    (void)unused;
    static char files_before[1 << 16], files_after[1 << 16];
    reach_the_review();
    snapshot(files_before, sizeof files_before);
    assert_non_null(strstr(files_before, "stats.txt"));
    const int row = a_row_with_a_roll();
    assert_true(row >= 1);
    const EndReviewItem it = end_test_review(app.end)->top[row];
    const Game *before = &app.session.entry[it.step].before;
    click(end_test_layout(app.end)->try_it[row]);
    /* The table at that decision: the same state, on the practice's own session. */
    assert_int_equal(app.scene, SCENE_PRACTICE);
    assert_ptr_equal(table_test_session(app.table), &app.practice.session);
    assert_int_equal(app.practice.session.count, 0);
    assert_memory_equal(&app.practice.session.game, before, sizeof *before);
    assert_int_equal(table_acting_seat(app.table), it.seat);
    assert_false(table_handover_due(app.table));
    /* One decision, one best move and one set of figures: the review's. The card names the
     * review's better move, the best's and the game's chances are the review's figures of
     * them and lie apart by exactly the chance the review said was given away; no legal
     * choice shows more than the best. Nothing tried yet. */
    PracticeChances c;
    practice_chances(app.practice.scene, &c);
    assert_true(c.tried < 0);
    PracticeSeen seen = practice_test_seen(app.practice.scene);
    assert_true(action_equal(&seen.best, &it.best));
    assert_true(c.best == review_figure(it.step, &it.best));
    assert_true(c.played == review_figure(it.step, &it.played));
    assert_true(c.best - c.played == it.loss);
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(before, test_sheets(), legal), pick = 0;
    for (int i = 0; i < n; i++) assert_true(review_figure(it.step, &legal[i]) <= c.best);
    assert_card_says(&c);
    /* A legal choice other than the one played applies, and its chance is shown. */
    while (pick < n && action_equal(&legal[pick], &it.played)) pick++;
    assert_true(pick < n);
    assert_true(table_apply(app.table, legal[pick], SDL_GetTicks()));
    Game want = *before;
    Refusal why;
    assert_true(game_apply(&want, test_sheets(), &legal[pick], &why));
    assert_memory_equal(&app.practice.session.game, &want, sizeof want);
    practice_chances(app.practice.scene, &c);
    assert_true(c.tried == review_figure(it.step, &legal[pick]));
    assert_card_says(&c);
    save_frame("scene-practice.png");
    /* Nothing goes on after it: not with time, not with Enter (End turn). */
    uint32_t now = SDL_GetTicks();
    for (int s = 1; s <= 20; s++) app_update(&app, now + 1000u * (uint32_t)s);
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_PRACTICE);
    assert_int_equal(app.practice.session.count, 1);
    /* Undo restores the decision exactly; the move played in the game applies then. */
    press(SDLK_BACKSPACE);
    assert_int_equal(app.practice.session.count, 0);
    assert_memory_equal(&app.practice.session.game, before, sizeof *before);
    practice_chances(app.practice.scene, &c);
    assert_true(c.tried < 0);
    assert_true(table_apply(app.table, it.played, SDL_GetTicks()));
    practice_chances(app.practice.scene, &c);
    assert_true(c.tried == c.played);
    /* The table's own Undo button, clicked through the practice once the die has come to
     * rest, takes it back too. */
    for (int i = 0; i < 300 && table_busy(app.table, SDL_GetTicks()); i++) {
        SDL_Delay(10);
        app_update(&app, SDL_GetTicks());
    }
    app_draw(&app, SDL_GetTicks());
    click(table_test_layout(app.table)->button[BUTTON_UNDO]);
    assert_int_equal(app.practice.session.count, 0);
    assert_true(table_apply(app.table, it.played, SDL_GetTicks()));
    /* A choice that leaves dice to roll (karma, R8) rolls none: the practice stops at it,
     * saying nothing. */
    press(SDLK_BACKSPACE);
    int rolls = 0;
    for (int i = 0; i < n; i++) {
        Game probe = *before;
        if (!game_apply(&probe, test_sheets(), &legal[i], &why) || game_actor(&probe) != GAME_CHANCE) continue;
        assert_true(table_apply(app.table, legal[i], SDL_GetTicks()));
        now = SDL_GetTicks();
        for (int s = 1; s <= 20; s++) app_update(&app, now + 1000u * (uint32_t)s);
        assert_int_equal(app.practice.session.count, 1);
        assert_memory_equal(&app.practice.session.game, &probe, sizeof probe);
        assert_string_equal(table_test_message(app.table).text, "");
        char prompt[768];
        table_prompt_text(app.table, prompt, sizeof prompt);
        assert_non_null(strstr(prompt, "Undo to try another"));
        press(SDLK_BACKSPACE);
        rolls++;
        break;
    }
    assert_int_equal(rolls, 1);   /* this decision has one (a_row_with_a_roll) */
    /* Esc: the review again, as it was; the finished game as it was. */
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).review_open);
    assert_int_equal(end_test_review(app.end)->state, REVIEW_DONE);
    assert_int_equal(end_test_review(app.end)->top[row].step, it.step);
    assert_true(game_over(&app.session.game));
    app_draw(&app, SDL_GetTicks());
    snapshot(files_after, sizeof files_after);
    assert_string_equal(files_before, files_after);
    app_close(&app);
}

static void say_nothing(void *ctx, const char *line)
{
    (void)ctx;
    (void)line;
}

/* Leave by the mouse, and by the keyboard's ring (Tab past the table's last item, then
 * Enter), which speech names. */
static void test_leave_by_the_button_and_by_keys(void **unused)
{
    (void)unused;
    reach_the_review();
    click(end_test_layout(app.end)->try_it[0]);
    assert_int_equal(app.scene, SCENE_PRACTICE);
    app_draw(&app, SDL_GetTicks());
    PracticeLayout l;
    practice_layout(app.practice.scene, &l);
    click(l.leave);
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).review_open);

    click(end_test_layout(app.end)->try_it[0]);
    assert_int_equal(app.scene, SCENE_PRACTICE);
    int tabs = 0;
    while (!practice_test_seen(app.practice.scene).leave_focused && tabs < FOCUS_MAX) {
        press(SDLK_TAB);
        tabs++;
        /* Never on Hint, which the card covers. */
        const FocusRing *ring = &table_test_focus(app.table)->ring;
        if (ring->shown && ring->current >= 0)
            assert_memory_not_equal(&ring->item[ring->current].rect, &table_test_layout(app.table)->button[BUTTON_HINT],
                                    sizeof(SDL_Rect));
    }
    assert_true(practice_test_seen(app.practice.scene).leave_focused);
    assert_true(tabs > 1);   /* the table's own items came first */
    SceneWords w;
    memset(&w, 0, sizeof w);
    app.on.base.ops->words(app.on.base.self, &w, say_nothing, NULL);
    assert_string_equal(w.focus, "Leave");
    assert_string_equal(w.title, "Practice");
    assert_true(w.has_card);
    assert_non_null(strstr(w.card, "Your choice: play any on the table"));
    assert_non_null(strstr(w.prompt, "Practice · "));
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_END);
    assert_true(end_test_seen(app.end).review_open);
    app_close(&app);
}

/* The review's ring reaches each row's "Try it" and Enter on it opens the practice. */
static void test_try_it_by_keys(void **unused)
{
    (void)unused;
    reach_the_review();
    static FocusRing ring;
    char words[768] = "";
    memset(&ring, 0, sizeof ring);
    FocusList list = {&ring, -1, NULL, 0};
    app.on.base.ops->focus(app.on.base.self, &list);
    int found = -1;
    for (int i = 0; i < ring.count && found < 0; i++)
        if (memcmp(&ring.item[i].rect, &end_test_layout(app.end)->try_it[0], sizeof(SDL_Rect)) == 0) found = i;
    assert_true(found >= 0);
    memset(&ring, 0, sizeof ring);
    list = (FocusList){&ring, found, words, sizeof words};
    app.on.base.ops->focus(app.on.base.self, &list);
    assert_string_equal(words, "Try it");
    for (int i = 0; i <= found; i++) press(SDLK_TAB);
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_PRACTICE);
    assert_memory_equal(&app.practice.session.game, &app.session.entry[end_test_review(app.end)->top[0].step].before, sizeof(Game));
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_END);
    app_close(&app);
}

/* The first decision of seat 0 in the finished game whose best choice (the review's: its
 * evaluated decision's first) draws a road; -1 if none. */
static int a_road_is_best(void)
{
    const EndReview *v = end_test_review(app.end);
    for (int i = 0; i < v->decisions; i++)
        if (v->item[i].seat == 0 && v->item[i].choices > 0 && v->item[i].choice[0].action.kind == ACT_ROAD)
            return v->item[i].step;
    return -1;
}

/* What the table shows of the best move is what it marks: the spots sheet_diff finds
 * between the decision's sheet and the sheet after the best, its road drawn on the sheet. */
static void assert_best_shown(const Game *before)
{
    PracticeSeen seen = practice_test_seen(app.practice.scene);
    const PracticeSeen *p = &seen;
    assert_true(p->showing_best);
    TableShown shown = table_test_shown(app.table);
    assert_true(shown.on);
    assert_true(action_equal(&shown.action, &p->best));
    assert_memory_equal(shown.before, before, sizeof *before);
    Game after = *before;
    Refusal why;
    assert_true(game_apply(&after, test_sheets(), &p->best, &why));
    static SpotSet want, got;
    int field, edges, want_field, want_edges, seat = before->to_act;
    sheet_diff(&before->player[seat], &after.player[seat], &want, &want_field, &want_edges);
    assert_true(table_shown_spots(app.table, &got, &field, &edges));
    assert_int_equal(got.count, want.count);
    assert_memory_equal(got.spot, want.spot, (size_t)want.count * sizeof want.spot[0]);
    assert_int_equal(field, want_field);
    assert_int_equal(edges, want_edges);
    SheetDecor d = table_big_decor(app.table, SDL_GetTicks());
    assert_int_equal(d.preview_field, want_field);
    if (want_field >= 0) assert_int_equal(d.preview_edges, want_edges);
}

/* "Show the best move" draws the best choice on the table as the replay viewer draws the
 * review's better move (here a road: its field framed and the road drawn in it), by a click
 * or by the keyboard's ring after the table's items, and hides it again; the label says
 * which it will do. Drawn into scene-practice-best.png. */
static void test_show_the_best_move(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    review_the_game();
    int step = a_road_is_best();
    assert_true(step >= 0);
    const SessionEntry *e = &app.session.entry[step];
    SceneRequest r = scene_request(SCENE_ASK_PRACTICE);
    r.mark[0] = (SceneMark){step, e->action, e->action, 0};
    r.marks = 1;
    app_handle(&app, &r, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_PRACTICE);
    app_draw(&app, SDL_GetTicks());
    assert_false(table_test_shown(app.table).on);
    assert_string_equal(practice_words_show(app.win.lang, practice_test_seen(app.practice.scene).showing_best), "Show the best move");
    PracticeLayout l;
    practice_layout(app.practice.scene, &l);
    click(l.show);
    assert_best_shown(&e->before);
    assert_int_equal(practice_test_seen(app.practice.scene).best.kind, ACT_ROAD);
    assert_string_equal(practice_words_show(app.win.lang, practice_test_seen(app.practice.scene).showing_best), "Hide the best move");
    save_frame("scene-practice-best.png");
    click(l.show);
    assert_false(practice_test_seen(app.practice.scene).showing_best);
    assert_false(table_test_shown(app.table).on);
    assert_int_equal(app.practice.session.count, 0);   /* showing plays nothing */
    /* By keys: the ring reaches the button after the table's items, before Leave. */
    int tabs = 0;
    while (!practice_test_seen(app.practice.scene).show_focused && tabs < FOCUS_MAX) {
        press(SDLK_TAB);
        tabs++;
        assert_false(practice_test_seen(app.practice.scene).leave_focused);
    }
    assert_true(practice_test_seen(app.practice.scene).show_focused);
    press(SDLK_RETURN);
    assert_best_shown(&e->before);
    SceneWords w;
    memset(&w, 0, sizeof w);
    app.on.base.ops->words(app.on.base.self, &w, say_nothing, NULL);
    assert_string_equal(w.focus, "Hide the best move");
    press(SDLK_TAB);
    assert_true(practice_test_seen(app.practice.scene).leave_focused);
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_END);
    app_close(&app);
}

/* The game's last decision, which ends it, practised: the game over on the practice's table
 * is never recorded or counted, and the program stays in the practice until Leave. */
static void test_the_last_decision_is_never_recorded_or_counted(void **unused)
{
    (void)unused;
    static char files_before[1 << 16], files_after[1 << 16];
    static const char *const args[] = {"--players", "2", "--seed", "9", NULL};   /* two people */
    open_with(args);
    play_to_the_end();
    review_the_game();
    snapshot(files_before, sizeof files_before);
    size_t last = app.session.count - 1;
    const SessionEntry *e = &app.session.entry[last];
    assert_true(review_is_choice(&e->before, test_sheets()));
    SceneRequest r = scene_request(SCENE_ASK_PRACTICE);
    r.mark[0] = (SceneMark){(int)last, e->action, e->action, 0};
    r.marks = 1;
    app_handle(&app, &r, SDL_GetTicks());
    assert_int_equal(app.scene, SCENE_PRACTICE);
    assert_true(table_apply(app.table, e->action, SDL_GetTicks()));
    assert_true(game_over(&app.practice.session.game));
    uint32_t now = SDL_GetTicks();
    for (int s = 1; s <= 20; s++) app_update(&app, now + 1000u * (uint32_t)s);
    press(SDLK_RETURN);
    assert_int_equal(app.scene, SCENE_PRACTICE);
    snapshot(files_after, sizeof files_after);
    assert_string_equal(files_before, files_after);
    press(SDLK_ESCAPE);
    assert_int_equal(app.scene, SCENE_END);
    snapshot(files_after, sizeof files_after);
    assert_string_equal(files_before, files_after);
    app_close(&app);
}

/* The card and its parts inside the window, apart from the table's controls it leaves in
 * sight (it covers the log and Hint whole, and the thumbnails whole or not at all), its
 * words fitting. */
static void check_practice_layout(const char *where)
{
    const Lang *lang = app.win.lang;
    const TableLayout *t = table_test_layout(app.table);
    PracticeLayout l;
    practice_layout(app.practice.scene, &l);
    SDL_Rect window = {0, 0, t->w, t->h};
    NamedRect apart[24] = {{"practice card", l.card}, {"prompt", t->prompt}, {"choices", t->choices},
                           {"sheet", t->sheet},       {"pending", t->pending}, {"race", t->race},
                           {"tray", t->tray},         {"undo", t->button[BUTTON_UNDO]},
                           {"karma", t->button[BUTTON_KARMA]}, {"confirm", t->button[BUTTON_CONFIRM]}};
    int n = 10;
    /* The seats' cards likewise, with no thumbnails to cover (grown text, four or five). */
    for (int s = 0; s < app.practice.session.game.setup.players; s++)
        if (!layout_inside(t->seat[s], l.card)) apart[n++] = (NamedRect){"seat", t->seat[s]};
    /* A thumbnail is left in sight or covered whole. */
    for (int i = 0; i < t->thumbs; i++)
        if (!layout_inside(t->thumb[i], l.card)) apart[n++] = (NamedRect){"thumbnail", t->thumb[i]};
    assert_rects_apart(where, window, apart, n);
    assert_true(layout_inside(t->log, l.card));
    assert_true(layout_inside(t->button[BUTTON_HINT], l.card));
    NamedRect parts[] = {{"title", l.title}, {"words", l.text}, {"leave", l.leave}, {"show", l.show}};
    assert_rects_apart(where, l.card, parts, 4);
    assert_text_fits(where, app.art, FONT_BOLD, l.label_px, l.leave, _("Leave"));
    assert_text_fits(where, app.art, FONT_BOLD, l.show_px, l.show, practice_words_show(app.win.lang, false));
    assert_text_fits(where, app.art, FONT_BOLD, l.show_px, l.show, practice_words_show(app.win.lang, true));
    char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
    practice_words(app.practice.scene, line);
    int height = practice_lines_height(app.art, l.text_px, l.text.w, line);
    if (l.text_px == 0 || height > l.text.h)
        fail_msg("%s: the card's words take %d px at %d px, their box %dx%d", where, height, l.text_px, l.text.w,
                 l.text.h);
    int title = type_px(app.art, t->unit, type_fit(app.art, FONT_BOLD, t->unit, TYPE_LABEL, TYPE_FINE, l.title.w,
                                          practice_words_title(app.win.lang)));
    assert_text_fits(where, app.art, FONT_BOLD, title, l.title, practice_words_title(app.win.lang));
}

/* Every language, size and zoom, with no choice tried and with one (its words longest). */
static void check_everywhere(int players)
{
    static const char *const LANGS[] = {"en", "de", "nl"};
    static const int SIZES[][2] = {{1024, 640}, {1280, 800}, {1920, 1080}}, ZOOMS[] = {100, 200};
    char where[128];
    SDL_Rect untried = {0, 0, 0, 0};
    const Game *before = &app.practice.session.game;
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(before, test_sheets(), legal);
    assert_true(n > 1);
    for (int k = 0; k < 3; k++) {
        test_language_into(app.win.lang, LANGS[k]);
        app.on.base.ops->retranslate(app.on.base.self);
        /* The choice whose words are longest in this language: the card's worst case. */
        char line[PRACTICE_LINES][PRACTICE_LINE_MAX];
        size_t most = 0;
        int longest = 0;
        for (int i = 0; i < n; i++) {
            practice_words_trying(app.practice.scene, &legal[i], line);
            if (strlen(line[1]) > most) most = strlen(line[1]), longest = i;
        }
        for (int z = 0; z < 2; z++)
            for (int i = 0; i < 3; i++)
                for (int tried = 0; tried < 2; tried++) {
                    test_zoom(app.art, ZOOMS[z]);
                    app.on.base.ops->resize(app.on.base.self, SIZES[i][0], SIZES[i][1]);
                    if (tried) assert_true(table_apply(app.table, legal[longest], SDL_GetTicks()));
                    snprintf(where, sizeof where, "%d players, %s %dx%d at %d %%%s", players, LANGS[k], SIZES[i][0],
                             SIZES[i][1], ZOOMS[z], tried ? ", a choice tried" : "");
                    check_practice_layout(where);
                    /* The card stays put whether a choice is tried or not. */
                    PracticeLayout pl;
                    practice_layout(app.practice.scene, &pl);
                    if (!tried) untried = pl.card;
                    else assert_memory_equal(&pl.card, &untried, sizeof untried);
                    /* In the window's own size: German at 200 %, and four players in English. */
                    bool shown = SIZES[i][0] == app.win.w && SIZES[i][1] == app.win.h && tried;
                    if (shown && players == 2 && k == 1 && ZOOMS[z] == 200) save_frame("scene-practice-de-200.png");
                    if (shown && players == 4 && k == 0 && ZOOMS[z] == 100) save_frame("scene-practice-4.png");
                    if (tried) press(SDLK_BACKSPACE);
                    assert_int_equal(app.practice.session.count, 0);
                }
    }
    test_language_into(app.win.lang, "en");
    /* The program's Art in the program's look again, and the scene laid out in it. */
    art_set_style(app.art, app.win.style);
    app.on.base.ops->resize(app.on.base.self, app.win.w, app.win.h);
}

/* The program asked to practise seat's first decision with a choice in the finished game,
 * as a review's "Try it" asks; false when seat took none. */
static bool ask_practice_of(int seat)
{
    for (size_t i = 0; i < app.session.count; i++) {
        const SessionEntry *e = &app.session.entry[i];
        if (game_actor(&e->before) != seat || !review_is_choice(&e->before, test_sheets())) continue;
        SceneRequest r = scene_request(SCENE_ASK_PRACTICE);
        r.mark[0] = (SceneMark){(int)i, e->action, e->action, 0};
        r.marks = 1;
        app_handle(&app, &r, SDL_GetTicks());
        return true;
    }
    return false;
}

/* The first decision of the person (seat 0) with a choice, practised. */
static void practise_a_decision(void)
{
    if (!ask_practice_of(0)) fail_msg("no decision of the person with a choice");
    assert_int_equal(app.scene, SCENE_PRACTICE);
}

static void test_the_card_fits_every_window_language_and_zoom(void **unused)
{
    (void)unused;
    static const char *const two[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    static const char *const four[] = {"--players", "4", "--bots", "easy,easy,easy", "--seed", "5", NULL};
    const char *const *args[] = {two, four};
    for (int g = 0; g < 2; g++) {
        open_with(args[g]);
        play_to_the_end();
        review_the_game();
        practise_a_decision();
        check_everywhere(g == 0 ? 2 : 4);
        app_close(&app);
    }
}

/* A bot's decision is not a practice: the program stays where it is. */
static void test_a_bots_decision_opens_no_practice(void **unused)
{
    (void)unused;
    static const char *const args[] = {"--players", "2", "--bots", "easy", "--seed", "9", NULL};
    open_with(args);
    play_to_the_end();
    assert_true(ask_practice_of(1));
    assert_int_equal(app.scene, SCENE_END);
    app_close(&app);
}

TEST_MAIN_GROUP(drive_home_make, test_data_home_remove,
    USER_DIR_CASE(test_try_it_plays_the_decision_again_and_leaves_nothing_behind),
    USER_DIR_CASE(test_leave_by_the_button_and_by_keys),
    USER_DIR_CASE(test_try_it_by_keys),
    USER_DIR_CASE(test_show_the_best_move),
    USER_DIR_CASE(test_the_last_decision_is_never_recorded_or_counted),
    USER_DIR_CASE(test_the_card_fits_every_window_language_and_zoom),
    USER_DIR_CASE(test_a_bots_decision_opens_no_practice)
)
