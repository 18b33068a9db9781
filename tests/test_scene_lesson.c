/* test_scene_lesson.c — the lesson, the guided first game (src/scenes/tutorial/, coach.h) played on
 * the real table scene headless, by synthetic mouse and key events only: every step's
 * gesture from the first note to the last, with the coach's pointers checked against the
 * layout at each step, one wrong gesture explained (and the game untouched), a note that
 * must be read first, Start over and the leave question (Esc, Leave, Keep learning), at
 * 1280×800 and 1024×640, and in German (Dutch words checked too). The dice, the bot's
 * dice and the person's game are the lesson's (script.c) on the engine itself: at the end
 * the sheet holds exactly what the lesson built. Pictures: scene-lesson-*.png in the tests' picture folder. */
#include "lesson_hand.h"
#include "support.h"
#include "language.h"
#include "table.h"
#include "table_frame.h"
#include "table_hand.h"
#include "table_steps.h"
#include "table_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#include "lesson_test.h"
#include "focus.h"
#include "layout_check.h"
#include "type_scale.h"
#include "widgets.h"
#include "i18n.h"

typedef struct {
    Hand hand;
    LessonScene *scene;
    Coach *coach;      /* the scene's */
    int turns_ended;   /* End turn clicked or Enter pressed */
    int cards_seen[3]; /* the looks check_card_kind had at each CoachCard */
} Lesson;

static Lesson lesson;

static void lesson_open(Lesson *l, int w, int h, int zoom)
{
    l->scene = lesson_hand_open(&l->hand, 7, w, h, true);
    hand_zoom(&l->hand, zoom);
    l->coach = lesson_test_coach(l->scene);
    l->turns_ended = 0;
}

static void lesson_close(Lesson *l)
{
    table_stop(l->hand.table);
    hand_close(&l->hand);
    lesson_free(l->scene);
    l->scene = NULL;
    l->coach = NULL;
}

/* Which card the coach shows, at every moment of the lesson: the bot's card only while the
 * bot decides (never during the person's own karma roll), and a step's number only on that
 * step's own card. */
static void check_card_kind(Lesson *l)
{
    TableScene *t = l->hand.table;
    int step = coach_step(l->coach);
    const LessonStep *s = step < LESSON_STEPS ? lesson_step(step) : NULL;
    int actor = game_actor(&l->hand.session.game);
    char progress[64], want[64];
    bool numbered = coach_card_progress(l->coach, step, progress, sizeof progress);
    CoachCard kind = coach_card(l->coach, step);
    if (table_waiting_end_turn(t) && (!s || s->kind == LESSON_DO)) assert_int_equal(kind, COACH_CARD_END_TURN);
    else if (s && s->kind == LESSON_DO && actor == LESSON_BOT) assert_int_equal(kind, COACH_CARD_WAITING);
    else assert_int_equal(kind, COACH_CARD_STEP);
    if (actor == GAME_CHANCE && kind != COACH_CARD_END_TURN) assert_int_equal(kind, COACH_CARD_STEP);
    assert_int_equal(numbered, kind == COACH_CARD_STEP);
    coach_words_progress(test_lang(), step, want, sizeof want);
    assert_string_equal(progress, numbered ? want : "");
    l->cards_seen[kind]++;
}

/* Time passes (bots think on their threads) until the person is to act and nothing moves. */
static void draw(Lesson *l);

static void settle(Lesson *l)
{
    TableScene *t = l->hand.table;
    for (int guard = 0; guard < 40000; guard++) {
        check_card_kind(l);
        if (lesson_hand_thinks(&l->hand)) continue;
        if (table_waiting_end_turn(t) && !table_busy(t, l->hand.now)) {
            /* The coach points at End turn; it is clicked, or Enter pressed every other time. */
            SDL_Rect aim[LESSON_AIMS];
            int step = coach_step(l->coach);
            if (step >= LESSON_STEPS || lesson_step(step)->kind == LESSON_DO) {
                assert_int_equal(coach_aims(l->coach, aim), 1);
                assert_memory_equal(&aim[0], &table_test_layout(t)->button[BUTTON_CONFIRM], sizeof aim[0]);
            }
            if (++l->turns_ended % 2) hand_click(&l->hand, hand_button_point(&l->hand, BUTTON_CONFIRM));
            else hand_key(&l->hand, SDLK_RETURN, KMOD_NONE);
            assert_false(table_waiting_end_turn(t));
            continue;
        }
        if (!table_busy(t, l->hand.now) && game_actor(hand_game(&l->hand)) == LESSON_PERSON) {
            draw(l);   /* a frame, as the program draws one before the next click */
            return;
        }
        l->hand.now += 50;
    }
    fail_msg("the lesson's table never came back to the person");
}

/* A click on the coach's card goes to the coach first, as app.c hands it on. */
static void coach_click(Lesson *l, SDL_Rect r)
{
    SDL_Point p = event_middle(r);
    SDL_Event down = event_press(p.x, p.y, 1), up = event_release(p.x, p.y, 1);
    if (!coach_event(l->coach, &down)) table_event(l->hand.table, &down, l->hand.now);
    if (!coach_event(l->coach, &up)) table_event(l->hand.table, &up, l->hand.now);
}

static void coach_key(Lesson *l, SDL_Keycode k)
{
    SDL_Event e = event_key(k);
    if (!coach_event(l->coach, &e)) table_event(l->hand.table, &e, l->hand.now);
}

static void draw(Lesson *l)
{
    table_draw(l->hand.table, l->hand.canvas.r, l->hand.now);
    coach_draw(l->coach, l->hand.canvas.r);
    SDL_RenderPresent(l->hand.canvas.r);
}

/* Drawn, saved for a look and checked by its pixels: the coach's words on its card's paper,
 * or, while it asks whether to leave, its two buttons' gold faces with their labels. */
static void save_png(Lesson *l, const char *file)
{
    draw(l);
    const SDL_Surface *s = l->hand.canvas.surface;
    canvas_save(l->hand.canvas.surface, file);
    if (!lesson_test_seen(l->scene).confirm_leave) {
        CoachLayout c;
        coach_layout(l->coach, &c);
        canvas_assert_drawn(s, c.text, style_standard()->paper, 40, 200, file);
        return;
    }
    SDL_Rect button[2];
    coach_leave_buttons(l->coach, &button[0], &button[1]);
    for (int i = 0; i < 2; i++) {
        SDL_Color face = {252, 226, 150, 255};
        assert_true(canvas_pixels_near(s, button[i], face, 8) > button[i].w * button[i].h / 3);
        canvas_assert_drawn(s, button[i], face, 40, 100, file);
    }
}

/* The card inside the window, its buttons inside it and apart from its text, every label
 * fitting its button and the step's words wrapping into the text box at the size they are
 * drawn (coach_text_px), in the language loaded, at the zoom set. */
static void check_card(Lesson *l, const char *where)
{
    const Lang *lang = test_lang();
    TableScene *t = l->hand.table;
    CoachLayout c;
    coach_layout(l->coach, &c);
    int u = table_test_layout(t)->unit, body = c.label_px;
    SDL_Rect win = {0, 0, l->hand.w, l->hand.h};
    assert_true(body >= type_px(l->hand.canvas.art, u, TYPE_FINE) && body <= type_px(l->hand.canvas.art, u, TYPE_BODY));
    assert_true(layout_inside(c.card, win));
    /* The log stays in sight under the card: at 1280x800 and 100 % its newest three rows. */
    if (l->hand.w >= 1280 && l->hand.h >= 800 && art_style(l->hand.canvas.art)->zoom == 100) {
        SDL_Rect log = table_test_layout(t)->log;
        int row = type_px(l->hand.canvas.art, u, TYPE_BODY) * 5 / 4;
        if (c.card.y + c.card.h > log.y + log.h - 3 * row)
            fail_msg("%s: the card reaches %d, the log's last three rows start at %d", where, c.card.y + c.card.h,
                     log.y + log.h - 3 * row);
    }
    NamedRect parts[] = {{"text", c.text}, {"Next", c.has_next ? c.next : (SDL_Rect){0, 0, 0, 0}},
                         {"Start over", c.restart}, {"Leave", c.leave}};
    assert_rects_apart(where, c.card, parts, 4);
    const char *labels[] = {_("Next"), _("Start over"), _("Leave")};
    const SDL_Rect boxes[] = {c.next, c.restart, c.leave};
    for (int i = 0; i < 3; i++) {
        /* On one line, or on two (ui_button_px splits at a blank) that the button holds. */
        char one[128], two[128];
        int lines = ui_label_split(table_test_art(t), FONT_BOLD, body, labels[i], boxes[i].w - 4, one, two, sizeof one);
        if (lines == 0) fail_msg("%s: '%s' fits its %dx%d button on neither one nor two lines", where, labels[i], boxes[i].w, boxes[i].h);
        int w, h;
        art_text_size(table_test_art(t), FONT_BOLD, body, one, &w, &h);
        if (lines * h > boxes[i].h) fail_msg("%s: '%s' on %d lines is taller than its button", where, labels[i], lines);
    }
    char text[768], progress[64];
    coach_card_words(l->coach, coach_step(l->coach), text, sizeof text);
    int lines, px = coach_text_px(table_test_art(t), u, c.text, text, &lines);
    if ((lines - 1) * (px * 5 / 4) + px > c.text.h)
        fail_msg("%s: step %d's words take %d lines at %d px, the box is %d px tall", where, coach_step(l->coach), lines,
                 px, c.text.h);
    int label = type_px(l->hand.canvas.art, u, TYPE_LABEL);
    SDL_Rect title = {c.card.x + u * 3 / 2, c.card.y + u, c.progress_below ? c.card.w - 3 * u : c.card.w / 2 - 2 * u, label};
    assert_text_fits(where, table_test_art(t), FONT_BOLD, coach_line_px(table_test_art(t), FONT_BOLD, u, TYPE_LABEL, title.w, coach_words_title(test_lang())),
                     title, coach_words_title(test_lang()));
    coach_words_progress(test_lang(), coach_step(l->coach), progress, sizeof progress);
    SDL_Rect step = {c.card.x + c.card.w / 2 + u / 2, c.card.y + u, c.card.w / 2 - 2 * u, c.head - u};
    if (c.progress_below) step = layout_rect(title.x, c.card.y + u + label * 5 / 4, c.card.w - 3 * u, c.head - u - label * 5 / 4);
    assert_text_fits(where, table_test_art(t), FONT_REGULAR, coach_line_px(table_test_art(t), FONT_REGULAR, u, TYPE_BODY, step.w, progress),
                     step, progress);
}

static int arrows_drawn, arrows_wanted;

static bool line_crosses(SDL_Rect r, SDL_Point a, SDL_Point b)
{
    int x1 = a.x, y1 = a.y, x2 = b.x, y2 = b.y;
    return r.w > 0 && r.h > 0 && SDL_IntersectRectAndLine(&r, &x1, &y1, &x2, &y2);
}

/* The table's controls beside the sheet, read from the table itself: the four buttons, the
 * dice in the centre where they are drawn, the choice chips, the pending bonuses' bar, the thumbnails. */
static int table_controls(TableScene *t, SDL_Rect *out)
{
    const TableLayout *tl = table_test_layout(t);
    int n = 0;
    for (int b = 0; b < BUTTON_COUNT; b++) out[n++] = tl->button[b];
    for (int d = 0; d < DIE_COUNT; d++) {
        const DieSprite *s = &table_test_dice(t)->die[d];
        int size = s->ts > 0 ? (int)s->ts : table_test_dice(t)->size;
        SDL_Rect die = {(int)s->x - size / 2, (int)s->y - size / 2, size, size};
        if (SDL_HasIntersection(&die, &tl->tray)) out[n++] = die;   /* in the centre */
    }
    for (int i = 0; i < table_test_choices(t).count; i++) out[n++] = table_choice_rect(tl, i, table_test_choices(t).count);
    out[n++] = tl->pending;
    for (int i = 0; i < tl->thumbs; i++) out[n++] = tl->thumb[i];
    return n;
}

/* The arrow, where there is one, runs from the card's edge to the first ring's and crosses
 * no control of the table (with its width), no other ring, and neither the card nor the
 * ring's inside; each ring lies clear of every control but those its place is or holds. */
static void check_arrow(Lesson *l, const SDL_Rect *aim, int n, SDL_Rect card, const char *where)
{
    if (n == 0) return;
    int u = table_test_layout(l->hand.table)->unit, pad = u / 2;
    SDL_Rect control[64];
    int nc = table_controls(l->hand.table, control);
    for (int i = 0; i < n; i++) {
        SDL_Rect ring = {aim[i].x - pad, aim[i].y - pad, aim[i].w + 2 * pad, aim[i].h + 2 * pad};
        for (int k = 0; k < nc; k++)
            if (!SDL_HasIntersection(&control[k], &aim[i]) && SDL_HasIntersection(&control[k], &ring))
                fail_msg("%s: ring %d over control %d (%d,%d %dx%d)", where, i, k, control[k].x, control[k].y,
                         control[k].w, control[k].h);
    }
    SDL_Point from, to;
    arrows_wanted++;
    /* Every place pointed at has its arrow. */
    if (!coach_arrow(l->coach, &from, &to)) {
        fail_msg("%s: no arrow to (%d,%d %dx%d)", where, aim[0].x, aim[0].y, aim[0].w, aim[0].h);
    }
    arrows_drawn++;
    SDL_Rect ring = {aim[0].x - pad, aim[0].y - pad, aim[0].w + 2 * pad, aim[0].h + 2 * pad};
    int width = (u * 2 + 4) / 5;   /* the arrow's, u / 2.5, rounded up */
    for (int k = 0; k < nc; k++) {
        if (SDL_HasIntersection(&control[k], &aim[0]) || SDL_HasIntersection(&control[k], &card)) continue;   /* under the card */
        SDL_Rect o = {control[k].x - width, control[k].y - width, control[k].w + 2 * width, control[k].h + 2 * width};
        if (line_crosses(o, from, to))
            fail_msg("%s: the arrow (%d,%d)-(%d,%d) crosses control %d (%d,%d %dx%d)", where, from.x, from.y, to.x, to.y,
                     k, control[k].x, control[k].y, control[k].w, control[k].h);
    }
    for (int i = 1; i < n; i++) assert_false(line_crosses(aim[i], from, to));
    SDL_Rect inside_card = {card.x + 2, card.y + 2, card.w - 4, card.h - 4};
    assert_false(line_crosses(inside_card, from, to));
    assert_false(line_crosses(aim[0], from, to));
    /* From the card's edge, or a short arrow (12 widths) pointing in from outside it. */
    bool on_card = from.x >= card.x && from.x <= card.x + card.w && from.y >= card.y && from.y <= card.y + card.h;
    int dx = to.x - from.x, dy = to.y - from.y;
    if (!on_card) {
        assert_true(dx * dx + dy * dy <= 13 * 13 * width * width);
        assert_false(line_crosses(card, from, to));
    }
    /* Never a long line across the sheet to the market, the palace or the river: from the
     * card only to what lies beside it. */
    int longest = COACH_ARROW_LONGEST * u + 1;
    if (dx * dx + dy * dy > longest * longest)
        fail_msg("%s: the arrow (%d,%d)-(%d,%d) is %d px long, more than %d", where, from.x, from.y, to.x, to.y,
                 (int)sqrt((double)(dx * dx + dy * dy)), longest);
    assert_true(to.x >= ring.x && to.x <= ring.x + ring.w && to.y >= ring.y && to.y <= ring.y + ring.h);
}

/* The pointers lie in the window, clear of the coach's card, and each ring is drawn in the
 * pointer's pink where the layout says. */
static void check_pointers(Lesson *l)
{
    char where[96];
    snprintf(where, sizeof where, "%dx%d at %d %%, step %d", l->hand.w, l->hand.h, art_style(l->hand.canvas.art)->zoom, coach_step(l->coach));
    check_card(l, where);
    SDL_Rect aim[LESSON_AIMS];
    CoachLayout c;
    coach_layout(l->coach, &c);
    int n = coach_aims(l->coach, aim), u = table_test_layout(l->hand.table)->unit;
    const LessonStep *s = lesson_step(coach_step(l->coach));
    int want = 0;
    for (int i = 0; i < LESSON_AIMS; i++) want += s->aim[i].kind != AIM_NONE;
    assert_int_equal(n, want);
    draw(l);
    for (int i = 0; i < n; i++) {
        assert_true(aim[i].x >= 0 && aim[i].y >= 0);
        assert_true(aim[i].x + aim[i].w <= l->hand.w && aim[i].y + aim[i].h <= l->hand.h);
        assert_false(SDL_HasIntersection(&aim[i], &c.card));
        /* The pointer's pink (an arrow's smoothed edge may end there). */
        SDL_Color px = canvas_pixel(l->hand.canvas.surface, aim[i].x - u / 2 + 1, aim[i].y + aim[i].h / 2);
        assert_true(abs(px.r - 214) <= 4 && abs(px.g - 40) <= 4 && abs(px.b - 120) <= 4);
    }
    check_arrow(l, aim, n, c.card, where);
}

/* The one legal action the step wants (the first in the engine's order for "road C2" or
 * "bonus"; the sale of both goods owned, the tower's upgrade the coach points at). */
static Action wanted(Lesson *l, int step)
{
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(hand_game(&l->hand), test_sheets(), legal);
    Action pick = {0};
    bool found = false;
    for (int i = 0; i < n; i++)
        if (lesson_matches(step, &legal[i])) {
            char text[64];
            action_format(&legal[i], text, sizeof text);
            if (!found || strcmp(text, "sell tea silk") == 0 || strcmp(text, "upgrade tower") == 0) pick = legal[i];
            found = true;
        }
    if (!found) fail_msg("no legal action for step %d", step);
    return pick;
}

static void do_step(Lesson *l, int step)
{
    settle(l);
    check_pointers(l);
    Action a = wanted(l, step);
    int before = coach_person_actions(l->coach);
    l->hand.drag_first_road = true;
    l->hand.drags = 0;   /* every road of the lesson is dragged, as the coach says */
    hand_perform(&l->hand, &a);
    assert_int_equal(coach_person_actions(l->coach), before + 1);
    assert_true(action_equal(&l->hand.session.entry[l->hand.session.count - 1].action, &a) ||
                l->hand.session.entry[l->hand.session.count - 1].action.kind == ACT_ROLL);
}

static void read_step(Lesson *l, int step)
{
    CoachLayout c;
    coach_layout(l->coach, &c);
    assert_true(c.has_next);
    if (step == LESSON_GOODS) coach_key(l, SDLK_RETURN);   /* Enter reads on as Next does */
    else coach_click(l, c.next);
}

/* A die clicked before the welcome note is read, then the wrong die: each is explained in
 * the table's message and the game does not move. */
static void wrong_gestures(Lesson *l)
{
    settle(l);
    size_t count = l->hand.session.count;
    hand_click(&l->hand, hand_die_point(&l->hand, DIE_GREEN_1));
    assert_int_equal(l->hand.session.count, count);
    assert_string_equal(table_test_message(l->hand.table).text, coach_words_read_first(test_lang()));
    read_step(l, LESSON_WELCOME);
    assert_int_equal(coach_step(l->coach), LESSON_TAKE_GREEN);
    hand_click(&l->hand, hand_die_point(&l->hand, DIE_ORANGE_1));
    assert_int_equal(l->hand.session.count, count);
    assert_true(table_test_message(l->hand.table).bad);
    assert_string_equal(table_test_message(l->hand.table).text, coach_words_wrong(test_lang(), LESSON_TAKE_GREEN));
    assert_int_equal(lesson_test_seen(l->scene).explained, 2);
}

/* What the lesson built on the person's sheet (sun side): a tower at C2 (1 fame), a curve
 * into the market D1, river fields 1 (lotus) and 4 (conch) marked, one karma used, the
 * tower upgraded, tea and silk sold, money 2 + 1 + 2 + 3. */
static void check_sheet(const Lesson *l)
{
    const Player *p = &hand_game(&l->hand)->player[LESSON_PERSON];
    assert_int_equal(p->fame, 1);
    assert_int_equal(p->money, 8);
    assert_int_not_equal(p->road[9], 0);
    assert_int_equal(p->road[12], (1 << EDGE_N) | (1 << EDGE_E));
    assert_int_equal(p->river_marked, (1u << 1) | (1u << 4));
    assert_int_equal(p->karma_crossed, 1);
    assert_int_equal(p->upgrade[TYPE_TOWER], 2);
    assert_int_equal(p->goods_crossed[GOOD_TEA], 1);
    assert_int_equal(p->goods_crossed[GOOD_SILK], 1);
    assert_int_equal(hand_game(&l->hand)->round, 3);
}

static void play_through(Lesson *l, const char *picture_prefix)
{
    wrong_gestures(l);
    for (int step = LESSON_TAKE_GREEN; step < LESSON_STEPS; step++) {
        assert_int_equal(coach_step(l->coach), step);
        if (lesson_step(step)->kind == LESSON_READ) {
            check_pointers(l);
            if (picture_prefix && step == LESSON_END) {
                char file[96];
                snprintf(file, sizeof file, "%s-end.png", picture_prefix);
                save_png(l, file);
            }
            read_step(l, step);
            continue;
        }
        if (picture_prefix && (step == LESSON_ROAD_TOWER || step == LESSON_KARMA)) {
            char file[96];
            settle(l);
            snprintf(file, sizeof file, "%s-%s.png", picture_prefix, step == LESSON_KARMA ? "karma" : "road");
            save_png(l, file);
        }
        do_step(l, step);
    }
    assert_int_equal(coach_step(l->coach), LESSON_STEPS);
    /* Six turns of the person's; the last one still waits for End turn. */
    assert_true(table_waiting_end_turn(l->hand.table));
    assert_int_equal(l->turns_ended, 5);
    check_sheet(l);
}

static void test_the_lesson_played_through_at_1280x800(void **state)
{
    (void)state;
    lesson_open(&lesson, 1280, 800, 100);
    memset(lesson.cards_seen, 0, sizeof lesson.cards_seen);
    arrows_drawn = arrows_wanted = 0;
    play_through(&lesson, "scene-lesson");
    print_message("arrows: %d of %d pointing moments\n", arrows_drawn, arrows_wanted);
    /* Each card was seen: the steps', the bot's and End turn's. */
    for (int k = 0; k < 3; k++) assert_true(lesson.cards_seen[k] > 0);
    /* Once over, the game is the person's to play on: any legal action goes through. */
    settle(&lesson);
    int before = coach_person_actions(lesson.coach);
    Action legal[GAME_MAX_LEGAL];
    assert_true(game_legal(hand_game(&lesson.hand), test_sheets(), legal) > 0);
    assert_true(table_apply(lesson.hand.table, legal[0], lesson.hand.now));
    assert_int_equal(coach_person_actions(lesson.coach), before + 1);
    lesson_close(&lesson);
}

static void test_the_lesson_played_through_at_1024x640(void **state)
{
    (void)state;
    lesson_open(&lesson, 1024, 640, 100);
    play_through(&lesson, NULL);
    lesson_close(&lesson);
}

/* Undo takes the person's step back, and the coach walks back with it. */
static void test_undo_walks_the_lesson_back(void **state)
{
    (void)state;
    lesson_open(&lesson, 1280, 800, 100);
    settle(&lesson);
    read_step(&lesson, LESSON_WELCOME);
    do_step(&lesson, LESSON_TAKE_GREEN);
    assert_int_equal(coach_step(lesson.coach), LESSON_ROAD_TOWER);
    hand_key(&lesson.hand, SDLK_z, KMOD_LCTRL);
    assert_int_equal(coach_step(lesson.coach), LESSON_TAKE_GREEN);
    do_step(&lesson, LESSON_TAKE_GREEN);
    assert_int_equal(coach_step(lesson.coach), LESSON_ROAD_TOWER);
    lesson_close(&lesson);
}

static void test_start_over_and_leave(void **state)
{
    (void)state;
    lesson_open(&lesson, 1280, 800, 100);
    settle(&lesson);
    read_step(&lesson, LESSON_WELCOME);
    do_step(&lesson, LESSON_TAKE_GREEN);
    CoachLayout c;
    coach_layout(lesson.coach, &c);
    assert_false(c.has_next);
    coach_click(&lesson, c.restart);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_RESTART);
    /* The program starts it again (app_start_lesson): the lesson's first note, no history. */
    assert_true(lesson_begin(lesson.scene, &lesson.hand.session, test_sheets(), test_lang()));
    lesson_attach(lesson.scene, table_coached(lesson.hand.table));
    assert_int_equal(lesson.hand.session.count, 0);
    assert_int_equal(coach_step(lesson.coach), LESSON_WELCOME);
    /* Esc asks; Keep learning closes the question; Esc twice too; Leave leaves. */
    coach_key(&lesson, SDLK_ESCAPE);
    assert_true(lesson_test_seen(lesson.scene).confirm_leave);
    SDL_Rect leave, stay;
    coach_leave_buttons(lesson.coach, &leave, &stay);
    save_png(&lesson, "scene-lesson-leave.png");
    coach_click(&lesson, stay);
    assert_false(lesson_test_seen(lesson.scene).confirm_leave);
    coach_key(&lesson, SDLK_ESCAPE);
    coach_key(&lesson, SDLK_ESCAPE);
    assert_false(lesson_test_seen(lesson.scene).confirm_leave);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_RUNNING);
    coach_key(&lesson, SDLK_ESCAPE);
    coach_click(&lesson, leave);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_LEAVE);
    /* The table's own leave question never came up: it would say the game is saved. */
    assert_false(table_test_pointer(lesson.hand.table).confirm_leave);
    lesson_close(&lesson);
}

static void test_the_lesson_in_german(void **state)
{
    (void)state;
    char text[768];
    test_language("de");
    coach_words_step(test_lang(), LESSON_WELCOME, "Arjun", text, sizeof text);
    assert_string_equal(text, "Willkommen! Du spielst drei Runden gegen Arjun, einen leichten Bot. Du hast den "
                              "Elefanten: Du würfelst die acht Würfel und wählst in dieser Runde zuerst.");
    assert_string_equal(coach_words_wrong(test_lang(), LESSON_TAKE_GREEN),
                        "Nicht diesen: Nimm die grüne Kurve — sie baut einen Weg zu einem Turm.");
    coach_words_progress(test_lang(), 2, text, sizeof text);
    assert_string_equal(text, "Schritt 3 von 19");
    lesson_open(&lesson, 1024, 640, 100);
    play_through(&lesson, "scene-lesson-de");
    lesson_close(&lesson);
    /* Dutch too: a step, a wrong gesture's words and the card's line while the bot plays. */
    test_language("nl");
    coach_words_step(test_lang(), LESSON_TAKE_BLUE, "Arjun", text, sizeof text);
    assert_string_equal(text, "Een nieuwe ronde: de olifant is doorgeschoven naar Arjun, die gooide en als eerste "
                              "koos. Blauwe dobbelstenen laten je boot varen. Neem de blauwe lotus.");
    assert_string_equal(coach_words_wrong(test_lang(), LESSON_SELL),
                        "Verkoop minstens één goed: klik je thee of zijde in de markt aan, dan de knop „Verkoop …”.");
    coach_words_waiting(test_lang(), "Arjun", text, sizeof text);
    assert_string_equal(text, "Arjun is aan de beurt: kijk naar de dobbelstenen in het midden.");
}

/* Step 13, the new market's sale: the words name the button as the table draws it once tea
 * and silk are clicked ("Sell 2", the table's own label), never a Confirm that is not on
 * the screen; in English, German and Dutch. */
static void test_the_sale_step_names_the_button_as_drawn(void **state)
{
    (void)state;
    static const char *const code[3] = {"en", "de", "nl"};
    const Lang *lang = test_lang();
    static const char *const confirm[3] = {"Confirm", "Bestätigen", "Bevestigen"};
    char text[768], button[64];
    for (int l = 0; l < 3; l++) {
        test_language(code[l]);
        snprintf(button, sizeof button, _("Sell %d"), 2);
        coach_words_step(test_lang(), LESSON_SELL, "Arjun", text, sizeof text);
        if (!strstr(text, button)) fail_msg("%s: \"%s\" does not name \"%s\"", code[l], text, button);
        assert_null(strstr(text, confirm[l]));
        assert_null(strstr(coach_words_wrong(test_lang(), LESSON_SELL), confirm[l]));
    }
    test_language("en");
    coach_words_step(test_lang(), LESSON_SELL, "Arjun", text, sizeof text);
    assert_string_equal(text, "A new market sells at once: here up to 2 goods of different kinds. Click your tea and "
                              "your silk, then the button “Sell 2”.");
}

/* At 200 % (capped at 150 % in 1024x640) the card grows its text, buttons and title; at
 * every step it stays clear of the rings it points at and holds its words. */
static void test_the_lesson_at_200_percent(void **state)
{
    (void)state;
    lesson_open(&lesson, 1280, 800, 200);
    play_through(&lesson, "scene-lesson-200");
    lesson_close(&lesson);
    lesson_open(&lesson, 1024, 640, 200);
    play_through(&lesson, NULL);
    lesson_close(&lesson);
}

/* Every step's words, in German and Dutch, wrap into the card at 100 and 200 % in 1280x800
 * and 1024x640, and the leave question's lines fit its card. */
static void test_every_step_fits_the_card_in_german_and_dutch(void **state)
{
    (void)state;
    const Lang *lang = test_lang();
    static const char *const LANGS[] = {"de", "nl"};
    static const int SIZES[][2] = {{1280, 800}, {1024, 640}}, ZOOMS[] = {100, 200, 300};
    char text[768], where[96];
    for (int g = 0; g < 2; g++)
        for (int k = 0; k < 2; k++)
            for (int z = 0; z < 3; z++) {
                test_language(LANGS[g]);
                lesson_open(&lesson, SIZES[k][0], SIZES[k][1], ZOOMS[z]);
                TableScene *t = lesson.hand.table;
                int u = table_test_layout(t)->unit;
                CoachLayout c;
                coach_layout(lesson.coach, &c);
                for (int step = 0; step < LESSON_STEPS; step++) {
                    snprintf(where, sizeof where, "%s %dx%d at %d %%, step %d", LANGS[g], SIZES[k][0], SIZES[k][1],
                             ZOOMS[z], step);
                    coach_words_step(test_lang(), step, "Arjun", text, sizeof text);
                    int lines, px = coach_text_px(table_test_art(t), u, c.text, text, &lines);
                    if ((lines - 1) * (px * 5 / 4) + px > c.text.h)
                        fail_msg("%s: %d lines at %d px in %d px", where, lines, px, c.text.h);
                }
                check_card(&lesson, where);
                SDL_Rect card, leave, stay;
                coach_leave_layout(lesson.coach, &card, &leave, &stay);
                NamedRect parts[] = {{"Leave", leave}, {"Keep learning", stay}};
                assert_rects_apart(where, card, parts, 2);
                int title = type_px(table_test_art(t), u, TYPE_TITLE), body = type_px(table_test_art(t), u, TYPE_BODY);
                const char *ask = _("Leave the lesson?"), *why = _("It starts again from the set-up screen: Learn to play.");
                assert_text_fits(where, table_test_art(t), FONT_BOLD, coach_line_px(table_test_art(t), FONT_BOLD, u, TYPE_TITLE, card.w - 4 * u, ask),
                                 layout_rect(card.x + 2 * u, card.y + 3 * u, card.w - 4 * u, title), ask);
                SDL_Rect line = {card.x + 2 * u, card.y + 5 * u + title, card.w - 4 * u, leave.y - card.y - 5 * u - title};
                assert_text_fits(where, table_test_art(t), FONT_REGULAR, coach_line_px(table_test_art(t), FONT_REGULAR, u, TYPE_BODY, line.w, why),
                                 line, why);
                assert_text_fits(where, table_test_art(t), FONT_BOLD, body, leave, _("Leave"));
                assert_text_fits(where, table_test_art(t), FONT_BOLD, body, stay, _("Keep learning"));
                lesson_close(&lesson);
            }
}

/* The key that moves the keyboard's ring, sent as the program sends it: to the coach
 * first, then to the table. */
static void ring_key(Lesson *l, SDL_Keycode k, Uint16 mod)
{
    SDL_Event e = event_key(k);
    e.key.keysym.mod = mod;
    if (!coach_event(l->coach, &e)) table_event(l->hand.table, &e, l->hand.now);
    draw(l);
}

/* Tab until the coach's ring is on want; how many Tabs it took (fails after 200). */
static int tab_to(Lesson *l, CoachItem want)
{
    for (int n = 1; n <= 200; n++) {
        ring_key(l, SDLK_TAB, KMOD_NONE);
        if (lesson_test_seen(l->scene).focus == want) return n;
    }
    fail_msg("Tab never reached the coach's button %d", (int)want);
    return 0;
}

/* The ring drawn round the coach's focused button: its bright band just outside it. */
static void assert_ring_on(Lesson *l, SDL_Rect r)
{
    int u = table_test_layout(l->hand.table)->unit, light = u / 2 < 3 ? 3 : u / 2, dark = light / 2 < 2 ? 2 : light / 2;
    SDL_Color c = canvas_pixel(l->hand.canvas.surface, r.x - light / 2 - dark - 1, r.y + r.h / 2);
    assert_int_equal(c.r, FOCUS_LIGHT.r);
    assert_int_equal(c.g, FOCUS_LIGHT.g);
    assert_int_equal(c.b, FOCUS_LIGHT.b);
}

/* By keys alone: Tab goes from the table's items to the card's Next, Start over and Leave
 * and back to the table's first; Shift+Tab the other way; Enter on Leave asks, the question
 * starts on Keep learning, Tab and Enter on Leave leave the lesson. Space on Start over
 * starts it again. */
static void test_tab_reaches_start_over_and_leave(void **state)
{
    (void)state;
    const Lang *lang = test_lang();
    lesson_open(&lesson, 1280, 800, 100);
    settle(&lesson);
    TableScene *t = lesson.hand.table;
    CoachLayout c;
    coach_layout(lesson.coach, &c);
    assert_true(c.has_next);   /* the welcome note */
    int tabs = tab_to(&lesson, COACH_ITEM_NEXT);
    /* The table's own items came first, one Tab each. */
    assert_int_equal(tabs, table_test_focus(t)->ring.count + 1);
    assert_false(table_test_focus(t)->ring.shown);
    assert_ring_on(&lesson, c.next);
    ring_key(&lesson, SDLK_TAB, KMOD_NONE);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_RESTART);
    assert_ring_on(&lesson, c.restart);
    ring_key(&lesson, SDLK_RIGHT, KMOD_NONE);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_LEAVE);
    assert_string_equal(coach_focus_label(lesson.coach), _("Leave"));
    ring_key(&lesson, SDLK_TAB, KMOD_NONE);   /* past the card: the table's first item */
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_NONE);
    assert_true(table_test_focus(t)->ring.shown);
    assert_int_equal(table_test_focus(t)->ring.current, 0);
    ring_key(&lesson, SDLK_TAB, KMOD_LSHIFT);   /* and back from it to Leave */
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_LEAVE);
    assert_ring_on(&lesson, c.leave);

    /* Enter on Leave asks; the ring is on Keep learning; Enter there closes the question. */
    ring_key(&lesson, SDLK_RETURN, KMOD_NONE);
    assert_true(lesson_test_seen(lesson.scene).confirm_leave);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_STAY);
    SDL_Rect leave, stay;
    coach_leave_buttons(lesson.coach, &leave, &stay);
    assert_ring_on(&lesson, stay);
    ring_key(&lesson, SDLK_RETURN, KMOD_NONE);
    assert_false(lesson_test_seen(lesson.scene).confirm_leave);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_RUNNING);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_LEAVE);
    /* Space on Start over starts it again. */
    ring_key(&lesson, SDLK_TAB, KMOD_LSHIFT);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_RESTART);
    ring_key(&lesson, SDLK_SPACE, KMOD_NONE);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_RESTART);
    assert_int_equal(coach_step(lesson.coach), LESSON_WELCOME);   /* Space did not read on */
    /* The program starts it again (app_start_lesson). */
    assert_true(lesson_begin(lesson.scene, &lesson.hand.session, test_sheets(), test_lang()));
    lesson_attach(lesson.scene, table_coached(lesson.hand.table));
    /* Tab to Leave, Enter, Tab to the question's Leave, Enter: the lesson is left. */
    tab_to(&lesson, COACH_ITEM_LEAVE);
    ring_key(&lesson, SDLK_RETURN, KMOD_NONE);
    ring_key(&lesson, SDLK_TAB, KMOD_NONE);
    assert_int_equal(lesson_test_seen(lesson.scene).focus, COACH_ITEM_QUIT);
    assert_ring_on(&lesson, leave);
    ring_key(&lesson, SDLK_RETURN, KMOD_NONE);
    assert_int_equal(lesson_test_seen(lesson.scene).outcome, COACH_LEAVE);
    assert_false(table_test_pointer(t).confirm_leave);
    lesson_close(&lesson);
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_lesson_played_through_at_1280x800, test_language_back),
    cmocka_unit_test_teardown(test_the_lesson_played_through_at_1024x640, test_language_back),
    cmocka_unit_test_teardown(test_undo_walks_the_lesson_back, test_language_back),
    cmocka_unit_test_teardown(test_start_over_and_leave, test_language_back),
    cmocka_unit_test_teardown(test_the_lesson_in_german, test_language_back),
    cmocka_unit_test_teardown(test_the_sale_step_names_the_button_as_drawn, test_language_back),
    cmocka_unit_test_teardown(test_the_lesson_at_200_percent, test_language_back),
    cmocka_unit_test_teardown(test_every_step_fits_the_card_in_german_and_dutch, test_language_back),
    cmocka_unit_test_teardown(test_tab_reaches_start_over_and_leave, test_language_back)
)
