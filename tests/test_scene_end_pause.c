/* test_scene_end_pause.c — after the game's last End turn the end screen comes by itself.
 * The real program runs under Xvfb on a scratch user folder (animations off, sound off, so
 * nothing keeps its loop awake: it may sleep a minute when nothing is on its clock). A
 * two-person game is saved one decision before its end; the program resumes it (Resume on
 * the set-up screen), and the person makes the last decision and presses End turn, all by
 * xdotool's pointer, gestures made first on a shadow table (table_hand.h) of the same game
 * and layout; End turn comes once the turn's marks have stopped moving and its message has
 * run out (nothing else on the program's clock). Then nothing is touched: the program must leave the finished table for the
 * end screen (it removes the autosave as it does) within 2 s — the 900 ms pause and a
 * margin — and the screen is captured (end-pause.png). This is the wait a person once
 * met: the end screen came only when the mouse moved, up to a minute later. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "session_game.h"
#include "data_home.h"
#include "process.h"
#include "table_hand.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "autosave.h"
#include "bot.h"
#include "canvas.h"
#include "events.h"
#include "game_setup.h"
#include "player_files.h"
#include "save_file.h"
#include "settings.h"
#include "setup_test.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800
#define GAME_SEED 4
#define PICK_SEED 9
#define WAIT_MS 30000   /* a wait for the program to answer, not a speed limit: it ends when the answer comes */
#define LOOK_MS 6000         /* the finished turn looked at before End turn */
#define END_WITHIN_MS 2000   /* TABLE_OVER_PAUSE_MS and a margin for X and a loaded machine */

static pid_t xvfb_pid, game_pid;
static char scratch[64], user_dir[FILES_PATH_MAX], autosave_path[FILES_PATH_MAX];

/* The gesture being recorded for xdotool. */
static char cmd[16384];
static size_t cmd_len;

static void make_user_folder(void)
{
    Settings s = settings_file_default();
    s.animation = ANIMATION_OFF;
    s.sound = false;
    s.confirm_turn = true;
    test_user_folder_with(scratch, sizeof scratch, "endpause", &s, user_dir, autosave_path);
}

/* A two-person game played to its end by easy bots through the engine; *saved holds it up
 * to its last decision, whose action is *last (a person's: both seats are people). */
static void one_before_the_end(Session *saved, Action *last)
{
    Session whole;
    session_init(&whole, test_sheets());
    test_session_whole_game(&whole, 2, "sun", 0, GAME_SEED, 3);
    size_t cut = whole.count - 1;
    assert_int_not_equal(whole.entry[cut].action.kind, ACT_ROLL);
    *last = whole.entry[cut].action;
    test_session_copy_until(saved, &whole, cut);
    session_free(&whole);
}

/* The program on the saved game: started, its window at the corner, Resume clicked. */
static void resume_in_the_program(void)
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    setenv("SDL_VIDEODRIVER", "x11", 1);
    char *argv[] = {(char *)game, NULL};
    game_pid = proc_spawn(argv, "end-pause-rajas.log");
    proc_run_tries("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' "
                   "windowmove %@ 0 0 windowsize %@ 1280 800 >/dev/null", 3);
    proc_sleep_ms(500);
    proc_wait_colour(game_pid, 2, WIN_H / 2, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, "end-pause-first-frame.bmp",
                     "set-up screen drawn");
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 100, 2, test_sheets()->count, true);
    SDL_Point resume = event_middle(l.resume);
    assert_int_equal(setup_hit(&l, resume.x, resume.y).kind, HIT_RESUME);
    proc_click(resume.x, resume.y);
}

/* The program shows the resumed game's hand-over card, as the shadow does: the stripe at
 * its top in the pen of the seat it hands the screen to, its paper beside the words. */
static void card_is_shown(Hand *h)
{
    TableScene *t = h->table;
    assert_true(table_handover_due(t));
    TableHandoverCard c;
    table_handover_card(t, &c);
    int u = table_test_layout(t)->unit;
    SDL_Point at[2] = {{c.card.x + c.card.w / 2, c.card.y + u}, {c.card.x + u, c.card.y + c.card.h / 2}};
    SDL_Color want[2] = {table_pen_of(t, table_seat_in_charge(hand_game(h))), style_standard()->paper};
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        SDL_Surface *shot = proc_capture("", "end-pause-card.png");
        bool shown = true;
        for (int i = 0; i < 2; i++) {
            SDL_Color seen = canvas_pixel(shot, at[i].x, at[i].y);
            shown = shown && seen.r == want[i].r && seen.g == want[i].g && seen.b == want[i].b;
        }
        SDL_FreeSurface(shot);
        if (shown) return;
        if (proc_clock_ms() > until) fail_msg("the program never showed the resumed game's hand-over card");
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see end-pause-rajas.log");
        proc_sleep_ms(100);
    }
}

/* The hand's record hook: each motion and button joins the gesture's xdotool command. */
static void append(void *ctx, const char *words)
{
    (void)ctx;
    if (cmd_len == 0) cmd_len = (size_t)snprintf(cmd, sizeof cmd, "xdotool");
    int n = snprintf(cmd + cmd_len, sizeof cmd - cmd_len, "%s", words);
    assert_true(n > 0 && (size_t)n < sizeof cmd - cmd_len);
    cmd_len += (size_t)n;
}

static void send(void)
{
    if (cmd_len == 0) return;
    proc_run(cmd);
    cmd_len = 0;
}

/* The program's autosave shows game g (it saves after every decision). */
static void program_reaches(const Game *g)
{
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (proc_clock_ms() < until) {
        Session s;
        session_init(&s, test_sheets());
        char err[512];
        bool same = save_file_read(&s, autosave_path, err, sizeof err) && memcmp(&s.game, g, sizeof *g) == 0;
        session_free(&s);
        if (same) return;
        proc_sleep_ms(20);
    }
    fail_msg("the program's autosave never showed the shadow's game");
}

/* Pixels that differ between two captures of the same size. */
static int differing(SDL_Surface *a, SDL_Surface *b)
{
    assert_int_equal(a->w, b->w);
    assert_int_equal(a->h, b->h);
    SDL_Surface *ra = SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_Surface *rb = SDL_ConvertSurfaceFormat(b, SDL_PIXELFORMAT_RGBA32, 0);
    assert_true(ra && rb);
    int n = 0;
    for (int y = 0; y < ra->h; y++) {
        const uint32_t *pa = (const uint32_t *)((const uint8_t *)ra->pixels + y * ra->pitch);
        const uint32_t *pb = (const uint32_t *)((const uint8_t *)rb->pixels + y * rb->pitch);
        for (int x = 0; x < ra->w; x++) n += pa[x] != pb[x];
    }
    SDL_FreeSurface(ra);
    SDL_FreeSurface(rb);
    return n;
}

static uint64_t end_turn_sent;
static SDL_Surface *table_shot;   /* the finished turn, just before End turn */

/* The hand's hook after a card is clicked away or End turn is clicked: sent at once; the
 * moment the End turn click has gone is kept. */
static void after_handover(void *ctx)
{
    Hand *h = ctx;
    if (h->turn_ends == 0) {
        send();
        return;
    }
    /* The last decision is in, and the person looks at it a while (its marks stop moving,
     * its messages run out) before pressing End turn. */
    program_reaches(&h->session.game);
    proc_sleep_ms(LOOK_MS);
    table_shot = proc_capture("png", "end-pause-table.png");
    send();
    end_turn_sent = proc_clock_ms();
}

static void test_the_end_screen_follows_the_last_end_turn_with_no_input(void **unused)
{
    (void)unused;
    if (!proc_have("Xvfb") || !proc_have("xdotool") || !proc_have("import"))
        fail_msg("this test needs Xvfb, xdotool and import (packaging/deps.sh --test installs them)");
    xvfb_pid = proc_start_xvfb("1280x800x24");
    make_user_folder();
    Session saved;
    Action last;
    one_before_the_end(&saved, &last);
    GameSetup g;
    setup_default(&g, test_sheets());
    char err[FILES_ERR_MAX];
    if (!files_autosave_write(user_dir, &saved, &g, -1, err, sizeof err)) fail_msg("%s", err);

    /* The shadow: the saved game at the same layout, played as the program plays it. */
    static Hand hand;
    Hand *h = &hand;
    Seats seats;
    setup_to_seats(&g, &seats);
    hand_open(h, &saved.setup, &seats, PICK_SEED, WIN_W, WIN_H);
    char *text = session_record(&saved);
    assert_non_null(text);
    bool replayed = session_replay(&h->session, text, "the game one decision before its end", err, sizeof err);
    free(text);
    if (!replayed) fail_msg("%s", err);
    session_free(&saved);
    table_stop(h->table);
    table_init(h->table, &h->session, test_sheets(), h->canvas.art, &seats, h->now);
    table_set_confirm_turn(h->table, true);
    table_resize(h->table, WIN_W, WIN_H);
    table_set_feel(h->table, 0, SETTINGS_PACE_DEFAULT_MS, NULL);
    h->record = append;
    h->after_handover = after_handover;
    h->ctx = h;

    resume_in_the_program();
    card_is_shown(h);
    hand_settle(h);   /* the hand-over card of the resumed game, clicked away */
    hand_perform(h, &last);
    send();
    assert_true(table_waiting_end_turn(h->table));
    hand_settle(h);   /* End turn: then the shadow's pause runs out, the program's too */
    assert_int_equal(table_test_outcome(h->table), TABLE_OVER);
    assert_true(end_turn_sent != 0);

    /* No input now: the program leaves the finished table for the end screen. */
    while (access(autosave_path, F_OK) == 0) {
        if (proc_clock_ms() - end_turn_sent > 70000) break;
        proc_sleep_ms(10);
    }
    uint64_t took = proc_clock_ms() - end_turn_sent;
    printf("the end screen came %.2f s after the last End turn, with no input\n", (double)took / 1000.0);
    assert_true(proc_alive(game_pid, NULL));
    /* And it is drawn, still with no input: the screen is another picture than the
     * finished table's (most of its pixels differ). */
    proc_sleep_ms(500);
    SDL_Surface *shot = proc_capture("png", "end-pause.png");
    int changed = differing(table_shot, shot);
    printf("%d of %d pixels differ from the finished table's\n", changed, WIN_W * WIN_H);
    SDL_FreeSurface(shot);
    SDL_FreeSurface(table_shot);
    if (changed < WIN_W * WIN_H / 4) fail_msg("the end screen is not on the screen (%d pixels changed)", changed);
    if (took > END_WITHIN_MS)
        fail_msg("the end screen came %.1f s after the last End turn (at most %.1f s)", (double)took / 1000.0,
                 END_WITHIN_MS / 1000.0);
    hand_close(h);
}

static int teardown(void **unused)
{
    (void)unused;
    proc_stop(&game_pid);
    proc_stop(&xvfb_pid);
    if (scratch[0]) {
        char rm[128];
        snprintf(rm, sizeof rm, "rm -rf '%s'", scratch);
        if (system(rm) != 0) fprintf(stderr, "cannot remove %s\n", scratch);
        scratch[0] = '\0';
    }
    return 0;
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_the_end_screen_follows_the_last_end_turn_with_no_input, teardown)
)
