/* test_scene_e2e.c — the real program, played by mouse from outside. Xvfb gives it a
 * 1280×800 screen; `rajas --seed` is started with a scratch user data folder and xdotool
 * moves the X pointer and presses its buttons, nothing else: the set-up screen is clicked
 * through (two humans, the sun side, Start), then a whole 2-player game is played to its end.
 *
 * The test keeps a shadow of the table: the program's autosave is read with session_load,
 * the same game is held in a headless TableScene (same data, same 1280×800 layout), and
 * each decision (a seeded pick among game_legal, biased like test_table_play's: roads are
 * drawn, the first one by a drag; karma is spent and dice rerolled) is turned into mouse
 * events by the scene's own layout and hit functions. Every event goes to the shadow table
 * and, as the same xdotool gesture (mousemove / mousedown / steps of mousemove / mouseup),
 * to the program. The shadow must equal game_apply on a copy after each action; the
 * program's autosave must reach the shadow's state within a few seconds. Each finished
 * turn is ended with the End turn button (the program's default setting holds it for
 * that), hand-over cards are clicked away and dice are let land in both. At the end the program must have saved
 * the finished game and left the table for the end screen (it removes the autosave then);
 * the screen is captured with `import -window root` into e2e-end.png and checked not to be
 * blank, and the final state is over with a full ranking.
 *
 * A second whole game is played by keys alone (hand_keys.h: the same strategy as
 * test_table_keys): the set-up screen by Tab and Enter (the number of Tabs read from
 * screen_focus's own list), then every action by Tab to what it needs and Enter or Space,
 * roads by a focused field and the arrow keys (T and crossing pieces edge by edge), End
 * turn and the hand-over cards by keys; the pointer rests in a corner and never clicks.
 * Each key goes to the shadow table and, as `xdotool key`, to the program, and every
 * action is checked against game_apply and the program's autosave as in the mouse game.
 * Then the finished game's record is opened in the replay viewer by keys (New set-up on
 * the end screen, Statistics, the game's row of the card's list; the Tabs counted on a
 * model of the program's ring, rebuilt with focus.h from each screen's layout) and stepped
 * with End, Home and →: each step is seen on a screenshot as the slider's knob where the
 * viewer's layout puts it (and gone from where it was); Esc leaves the viewer.
 *
 * A second test opens Learn to play from the set-up screen and plays the lesson's first
 * steps by mouse (coach.h): a shadow lesson on a headless table says where the coach's
 * rings must be, and each screen captured must show the ring's pink there — around the
 * player's seat at the welcome, the green curve after Next, the tower field once it is
 * taken, the purple die once the road is dragged and the turn ended. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "process.h"
#include "save_file.h"
#include "hand_keys.h"
#include "screen_focus.h"
#include "table_hand.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "canvas.h"
#include "coach.h"
#include "end.h"
#include "replay.h"
#include "setup.h"
#include "stats_card.h"
#include "table.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800
#define GAME_SEED 7
#define PICK_SEED 4
/* The keyboard game's picks: of pick seeds 1-40 played headless on the program's game
 * (seed 7), 22 gives one of the shortest games (176 actions, 52 turns ended; seed 4 gives
 * 269 and 106), which keeps the test's time down. */
#define KEYS_PICK_SEED 22
#define WAIT_MS 8000

/* ---- processes ---------------------------------------------------------------------------- */

static pid_t xvfb_pid, game_pid;
static char scratch[64], autosave_path[256];

static void start_game_with(const char *option)
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    snprintf(scratch, sizeof scratch, "/tmp/rajas-e2e-XXXXXX");
    if (!mkdtemp(scratch)) fail_msg("mkdtemp: %s", strerror(errno));
    snprintf(autosave_path, sizeof autosave_path, "%s/rajas/rajas/autosave.txt", scratch);
    setenv("XDG_DATA_HOME", scratch, 1);
    setenv("SDL_VIDEODRIVER", "x11", 1);
    char seed[16];
    snprintf(seed, sizeof seed, "%d", GAME_SEED);
    char *argv[] = {(char *)game, "--seed", seed, (char *)option, NULL};
    game_pid = proc_spawn(argv, "e2e-rajas.log");
    /* The window: found by its title, put at the screen's corner at 1280×800 (without a
     * window manager SDL centres it there already). */
    proc_run_tries("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' "
        "windowmove %@ 0 0 windowsize %@ 1280 800 >/dev/null", 3);
    proc_sleep_ms(500);
    if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
}

static void start_game(void)
{
    start_game_with(NULL);
}

static void remove_scratch(void)
{
    if (!scratch[0]) return;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", scratch);
    scratch[0] = '\0';
}

/* ---- the shadow table and the mouse ------------------------------------------------------ */

typedef struct {
    Hand hand;          /* the shadow table and the gestures made on it */
    /* the gesture being recorded for xdotool, and the shadow's game before it */
    char cmd[16384];
    size_t len;
    Game cmd_before;
    /* what the program was last seen to have saved */
    Session seen;
    bool seen_valid;
    int ends_sent, ends_held;   /* End turn gestures sent, and those the program was seen to hold */
    struct stat seen_stat;
} Play;

static Play play;

static const Game *state(const Play *p) { return hand_game(&p->hand); }

/* The hand's record hook: each motion and button joins the xdotool command of the gesture. */
static void append(void *ctx, const char *words)
{
    Play *p = ctx;
    if (p->len == 0) {
        p->len = (size_t)snprintf(p->cmd, sizeof p->cmd, "xdotool");
        p->cmd_before = *state(p);
    }
    int n = snprintf(p->cmd + p->len, sizeof p->cmd - p->len, "%s", words);
    assert_true(n > 0 && (size_t)n < sizeof p->cmd - p->len);
    p->len += (size_t)n;
}

/* ---- the program's autosave -------------------------------------------------------------- */

/* Reads the autosave again when the file changed. False when there is none. */
static bool look(Play *p)
{
    struct stat st;
    if (stat(autosave_path, &st) != 0) return false;
    if (p->seen_valid && st.st_mtim.tv_sec == p->seen_stat.st_mtim.tv_sec &&
        st.st_mtim.tv_nsec == p->seen_stat.st_mtim.tv_nsec && st.st_size == p->seen_stat.st_size &&
        st.st_ino == p->seen_stat.st_ino)
        return true;
    Session s;
    session_init(&s, test_sheets());
    char err[512];
    if (!session_load(&s, autosave_path, err, sizeof err)) {
        session_free(&s);
        return p->seen_valid;   /* caught between writes: the last reading stands */
    }
    if (p->seen_valid) session_free(&p->seen);
    p->seen = s;
    p->seen_valid = true;
    p->seen_stat = st;
    return true;
}

/* The program's game is at g now or has passed through it (only its own rolls can have
 * followed: those the shadow checks when it makes them). */
static bool reached(const Play *p, const Game *g)
{
    if (!p->seen_valid) return false;
    if (memcmp(&p->seen.game, g, sizeof *g) == 0) return true;
    for (size_t i = 0; i < p->seen.count; i++)
        if (memcmp(&p->seen.entry[i].before, g, sizeof *g) == 0) return true;
    return false;
}

static void wait_for(Play *p, const Game *g, const char *what)
{
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (proc_clock_ms() < until) {
        look(p);
        if (reached(p, g)) return;
        int status = 0;
        if (!proc_alive(game_pid, &status))
            fail_msg("rajas exited (%s, wait status %#x); see e2e-rajas.log", what, (unsigned)status);
        proc_sleep_ms(15);
    }
    fail_msg("the program did not reach the shadow's game %s (round %d, seat %d, step %d; its record "
             "has %zu entries)", what, g->round, g->to_act, g->step.kind, p->seen_valid ? p->seen.count : 0);
}

/* Sends the recorded gesture to the program once it is where the shadow was before it and
 * its dice have had the time to land that the shadow gave them, and a margin (a click on
 * flying dice is not taken; the pen's stroke does not hold up input). */
static void flush(void *ctx)
{
    Play *p = ctx;
    if (p->len == 0) return;
    wait_for(p, &p->cmd_before, "before a gesture");
    /* After a roll the margin is longer: under load the program may start its dice some
     * way after saving the roll. (Once, at a load average near 12, the program never took
     * a die clicked after a roll: most likely the click came while its dice still flew.) */
    int margin = p->hand.dice_ms > 0 ? 500 : 150;
    proc_sleep_ms((int)(p->hand.dice_ms > 3000 ? 3000 : p->hand.dice_ms) + margin);
    if (p->hand.turn_ends > p->ends_sent) {
        /* An End turn click: the program holds the finished turn until it comes, so a new
         * round's roll that follows it has not happened yet (nothing saved beyond). */
        p->ends_sent = p->hand.turn_ends;
        look(p);
        if (p->cmd_before.waiting == WAIT_ROLL) {
            if (memcmp(&p->seen.game, &p->cmd_before, sizeof(Game)) != 0)
                fail_msg("the program rolled before End turn (round %d)", p->cmd_before.round);
            p->ends_held++;
        }
    }
    proc_run(p->cmd);
    p->len = 0;
    p->hand.dice_ms = 0;
}

/* ---- the game ------------------------------------------------------------------------------ */

/* The set-up screen as the program lays it out on a fresh start (no game to resume): both
 * seats human, the sun side, Start. */
static void click_through_setup(Play *p)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 2, test_sheets()->count, false);
    SDL_Point at[4] = {event_middle(l.kind[0][0]), event_middle(l.kind[1][0]), event_middle(l.sheet[test_side("sun")]),
                       event_middle(l.start)};
    SetupHit want[4] = {{HIT_KIND, 0, 0}, {HIT_KIND, 1, 0}, {HIT_SHEET, test_side("sun"), 0}, {HIT_START, 0, 0}};
    for (int i = 0; i < 4; i++) {
        SetupHit h = setup_hit(&l, at[i].x, at[i].y);
        assert_int_equal(h.kind, want[i].kind);
        if (h.kind != HIT_START) assert_int_equal(h.seat, want[i].seat);
        char cmd[160];
        snprintf(cmd, sizeof cmd, "xdotool mousemove %d %d sleep 0.05 click 1 sleep 0.2", at[i].x, at[i].y);
        proc_run(cmd);
    }
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (!look(p)) {
        if (proc_clock_ms() > until) fail_msg("no game was started: no autosave at %s", autosave_path);
        proc_sleep_ms(20);
    }
}

/* The shadow: the program's first record, on a headless table with the default seats. */
static void open_shadow(Play *p, uint64_t pick_seed)
{
    assert_int_equal(p->seen.setup.players, 2);
    assert_int_equal(p->seen.setup.sheet, test_side("sun"));
    GameSetup g;
    setup_default(&g, test_sheets());
    TableSeats seats;
    setup_to_seats(&g, &seats);
    hand_open(&p->hand, &p->seen.setup, &seats, pick_seed, WIN_W, WIN_H);
    /* The program's record starts where a new game with its set-up starts. */
    assert_true(p->seen.count == 0 || memcmp(&p->seen.entry[0].before, state(p), sizeof(Game)) == 0);
    p->hand.record = append;
    p->hand.after_handover = flush;
    p->hand.ctx = p;
}

static void close_shadow(Play *p)
{
    hand_close(&p->hand);
    if (p->seen_valid) session_free(&p->seen);
    p->seen_valid = false;
}

/* How many distinct colours (5 bits a channel) a picture shows, every 3rd pixel. */
static int distinct_colours(SDL_Surface *s)
{
    static unsigned char seen[1 << 15];
    memset(seen, 0, sizeof seen);
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGBA32, 0);
    assert_non_null(rgba);
    int n = 0;
    for (int y = 0; y < rgba->h; y += 3)
        for (int x = 0; x < rgba->w; x += 3) {
            const Uint8 *c = (const Uint8 *)rgba->pixels + y * rgba->pitch + x * 4;
            int k = (c[0] >> 3) << 10 | (c[1] >> 3) << 5 | (c[2] >> 3);
            if (!seen[k]) seen[k] = 1, n++;
        }
    SDL_FreeSurface(rgba);
    return n;
}

/* Plays the whole game, every action made in the shadow (by mouse, or by keys alone) and
 * sent to the program, each checked against game_apply and then the program's autosave.
 * Returns the number of actions. */
static int play_game(Play *p, bool by_keys)
{
    Hand *h = &p->hand;
    static Action legal[GAME_MAX_LEGAL];
    int moves = 0;
    if (by_keys) keys_settle(h);
    else hand_settle(h);
    while (h->table.outcome == TABLE_PLAYING) {
        assert_true(moves < 3000);
        int n = game_legal(state(p), test_sheets(), legal);
        assert_true(n > 0);
        assert_int_equal(h->table.now.legal.count, n);
        Action a = hand_pick(h, legal, n);
        Game want = *state(p);
        Refusal why;
        assert_true(game_apply(&want, test_sheets(), &a, &why));
        if (by_keys) keys_perform(h, &a);
        else hand_perform(h, &a);
        char text[64];
        action_format(&a, text, sizeof text);
        if (memcmp(&want, state(p), sizeof want) != 0) fail_msg("the shadow table did not make '%s'", text);
        flush(p);
        wait_for(p, &want, text);
        h->done[a.kind]++;
        moves++;
        if (by_keys) keys_settle(h);
        else hand_settle(h);
    }
    return moves;
}

/* The end: the program saved the finished game, and on going to the end screen after its
 * pause it forgets the autosave; the screen shows something (captured into shot), and the
 * game has a full ranking. Returns the winner's seat. */
static int check_the_end(Play *p, const char *shot_file)
{
    assert_int_equal(p->hand.table.outcome, TABLE_OVER);
    assert_true(game_over(state(p)));
    wait_for(p, state(p), "at the end");
    assert_true(game_over(&p->seen.game));
    assert_memory_equal(&p->seen.game, state(p), sizeof(Game));
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (access(autosave_path, F_OK) == 0) {
        if (proc_clock_ms() > until) fail_msg("the program never left the finished table");
        proc_sleep_ms(20);
    }
    proc_sleep_ms(700);
    assert_true(proc_alive(game_pid, NULL));
    char cmd[128];
    snprintf(cmd, sizeof cmd, "import -window root %s", shot_file);
    proc_run(cmd);
    SDL_Surface *shot = IMG_Load(shot_file);
    if (!shot) fail_msg("cannot read %s: %s", shot_file, IMG_GetError());
    assert_int_equal(shot->w, WIN_W);
    assert_int_equal(shot->h, WIN_H);
    assert_true(distinct_colours(shot) > 100);
    SDL_FreeSurface(shot);

    Ranking rank;
    game_ranking(state(p), test_sheets(), &rank);
    assert_int_equal(rank.count, 2);
    assert_true(rank.place[0] == 1);
    assert_true(rank.seat[0] != rank.seat[1]);
    return rank.seat[0];
}

static void need_tools(void)
{
    if (!proc_have("Xvfb") || !proc_have("xdotool") || !proc_have("import"))
        fail_msg("this test needs Xvfb, xdotool and import (packaging/deps.sh --test installs them)");
}

static void test_a_two_player_game_is_played_to_the_end_in_the_program_by_mouse(void **unused)
{
    (void)unused;
    need_tools();
    uint64_t started = proc_clock_ms();
    Play *p = &play;
    Hand *h = &p->hand;
    memset(p, 0, sizeof *p);
    xvfb_pid = proc_start_xvfb("1280x800x24");
    start_game();
    click_through_setup(p);
    open_shadow(p, PICK_SEED);
    p->hand.drag_first_road = true;
    int moves = play_game(p, false);
    int winner = check_the_end(p, "e2e-end.png");

    /* The gestures the game needed were all made from outside. */
    assert_true(h->drags > 0);
    assert_true(h->done[ACT_ROAD] > 0);
    assert_true(h->done[ACT_KARMA] > 0);
    assert_true(h->done[ACT_REROLL] > 0);
    assert_true(h->done[ACT_TAKE] > 0);
    assert_true(h->handovers > 0);
    /* Every turn ended by the End turn button, in the program as in the shadow. */
    assert_true(h->turn_ends >= h->handovers);
    assert_true(p->ends_held > 0);   /* rounds whose roll waited for End turn */
    printf("e2e: %d moves by mouse (%d drags, %d karma, %d rerolls), %d rolls, %d turns ended, %d hand-overs, "
           "round %d, winner seat %d, %.1f s\n",
           moves, h->drags, h->done[ACT_KARMA], h->done[ACT_REROLL], h->rolls, h->turn_ends, h->handovers, state(p)->round,
           winner, (double)(proc_clock_ms() - started) / 1000.0);
    close_shadow(p);
}

/* ---- by keys alone -------------------------------------------------------------------------- */

/* The program's ring off the table (screen_focus.c) as the test expects it to be: one ring
 * for every screen, rebuilt from each screen's Tab list with the same focus.h calls, so
 * what stays focused when a screen changes (kept by place, else the nearest item) is
 * known, and so how many Tabs reach an item. */
static FocusRing screen_ring;

static void ring_begin(FocusItem *was)
{
    if (!screen_ring.shown) screen_ring.current = -1;
    focus_begin(&screen_ring, was);
}

static void ring_end(const FocusItem *was)
{
    focus_end(&screen_ring, was);
    if (screen_ring.shown && screen_ring.current < 0 && screen_ring.count > 0) screen_ring.current = 0;
}

static void ring_list(const SDL_Rect *items, int n)
{
    FocusItem was;
    ring_begin(&was);
    for (int i = 0; i < n; i++) focus_add(&screen_ring, items[i], 0, screen_ring.count);
    ring_end(&was);
}

/* The set-up screen's list, for the layout the program shows with no game to resume. */
static SetupLayout ring_setup(void)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 2, test_sheets()->count, false);
    FocusItem was;
    ring_begin(&was);
    screen_focus_setup_list(&l, &screen_ring);
    ring_end(&was);
    return l;
}

/* Tab until the ring is on the item whose rectangle is r, then Enter: in the program
 * (xdotool) and in the model. */
static void tab_and_enter(SDL_Rect r)
{
    int to = -1;
    for (int k = 0; k < screen_ring.count; k++)
        if (SDL_RectEquals(&screen_ring.item[k].rect, &r)) to = k;
    assert_true(to >= 0);
    char cmd[2048];
    int n = snprintf(cmd, sizeof cmd, "xdotool");
    for (int guard = 0; !(screen_ring.shown && screen_ring.current == to); guard++) {
        assert_true(guard <= FOCUS_MAX);
        focus_step(&screen_ring, FOCUS_NEXT);
        n += snprintf(cmd + n, sizeof cmd - (size_t)n, " key Tab sleep 0.02");
        assert_true((size_t)n < sizeof cmd);
    }
    snprintf(cmd + n, sizeof cmd - (size_t)n, " key Return sleep 0.3");
    proc_run(cmd);
}

/* The set-up screen by keys: both seats Human, the sun side, Start. */
static void key_through_setup(Play *p)
{
    memset(&screen_ring, 0, sizeof screen_ring);
    SetupLayout l = ring_setup();
    SDL_Rect want[4] = {l.kind[0][0], l.kind[1][0], l.sheet[test_side("sun")], l.start};
    for (int i = 0; i < 4; i++) tab_and_enter(want[i]);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (!look(p)) {
        if (proc_clock_ms() > until) fail_msg("no game was started by keys: no autosave at %s", autosave_path);
        proc_sleep_ms(20);
    }
}

/* ---- the replay viewer ------------------------------------------------------------------- */

/* Captures the screen into file until the slider's knob (ACCENT at its middle) is at step
 * `at` and not at step `not_at` (-1: anywhere), or fails after a while. */
static void knob_is_at(const ReplayLayout *l, int count, int at, int not_at, const char *file)
{
    int mid = l->slider.y + l->slider.h / 2;
    int x = replay_slider_x(l, at, count), away = not_at < 0 ? -1 : replay_slider_x(l, not_at, count);
    if (away >= 0) away += away < x ? -(3 * l->unit / 2 - 2) : 3 * l->unit / 2 - 2;   /* the knob's far edge */
    char cmd[160];
    snprintf(cmd, sizeof cmd, "import -window root %s", file);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        proc_run(cmd);
        SDL_Surface *shot = IMG_Load(file);
        if (!shot) fail_msg("cannot read %s: %s", file, IMG_GetError());
        SDL_Surface *rgba = SDL_ConvertSurfaceFormat(shot, SDL_PIXELFORMAT_RGBA32, 0);
        SDL_FreeSurface(shot);
        assert_non_null(rgba);
        SDL_Color c = canvas_pixel(rgba, x, mid), d = away >= 0 ? canvas_pixel(rgba, away, mid) : (SDL_Color){0, 0, 0, 0};
        SDL_FreeSurface(rgba);
        bool on = c.r == ACCENT.r && c.g == ACCENT.g && c.b == ACCENT.b;
        bool off = away < 0 || !(d.r == ACCENT.r && d.g == ACCENT.g && d.b == ACCENT.b);
        if (on && off) return;
        if (proc_clock_ms() > until)
            fail_msg("the viewer's knob is not at step %d of %d (%s): %d,%d,%d at x %d", at, count, file, c.r, c.g, c.b, x);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(200);
    }
}

/* From the end screen to the finished game's record in the viewer by keys — New set-up,
 * Statistics, the game's row in the card's list — then End, Home and → step through it,
 * each step seen on the screen as the slider's knob; Esc goes back to the card. */
static void replay_by_keys(int count)
{
    EndLayout e;
    end_layout(&e, WIN_W, WIN_H, 2);
    SDL_Rect end_items[3] = {e.again, e.setup, e.review};
    ring_list(end_items, 3);
    tab_and_enter(e.setup);
    SetupLayout l = ring_setup();
    tab_and_enter(l.stats);
    StatsLayout sl;
    stats_layout(&sl, WIN_W, WIN_H);
    SDL_Rect stats_items[2] = {sl.game[0], sl.close};
    ring_list(stats_items, 2);
    tab_and_enter(sl.game[0]);

    ReplayLayout rl;
    replay_layout(&rl, WIN_W, WIN_H, 2);
    knob_is_at(&rl, count, 0, count, "e2e-replay-first.png");
    proc_run("xdotool key End");
    knob_is_at(&rl, count, count, 0, "e2e-replay-last.png");
    proc_run("xdotool key Home");
    knob_is_at(&rl, count, 0, count, "e2e-replay-home.png");
    proc_run("xdotool key Right sleep 0.05 key Right sleep 0.05 key Right sleep 0.05 key Right sleep 0.05 "
             "key Right sleep 0.05 key Right sleep 0.05 key Right sleep 0.05 key Right sleep 0.05 key Right "
             "sleep 0.05 key Right");
    knob_is_at(&rl, count, 10, 0, "e2e-replay-step10.png");
    proc_run("xdotool key Escape");
    /* Back on the Statistics card: the viewer's knob is gone. */
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        proc_run("import -window root e2e-replay-back.png");
        SDL_Surface *shot = IMG_Load("e2e-replay-back.png");
        assert_non_null(shot);
        SDL_Surface *rgba = SDL_ConvertSurfaceFormat(shot, SDL_PIXELFORMAT_RGBA32, 0);
        SDL_FreeSurface(shot);
        SDL_Color c = canvas_pixel(rgba, replay_slider_x(&rl, 10, count), rl.slider.y + rl.slider.h / 2);
        SDL_FreeSurface(rgba);
        if (!(c.r == ACCENT.r && c.g == ACCENT.g && c.b == ACCENT.b)) break;
        if (proc_clock_ms() > until) fail_msg("Esc did not leave the viewer");
        proc_sleep_ms(200);
    }
    assert_true(proc_alive(game_pid, NULL));
}

static void test_a_two_player_game_is_played_to_the_end_in_the_program_by_keys(void **unused)
{
    (void)unused;
    need_tools();
    uint64_t started = proc_clock_ms();
    Play *p = &play;
    Hand *h = &p->hand;
    memset(p, 0, sizeof *p);
    xvfb_pid = proc_start_xvfb("1280x800x24");
    start_game();
    /* The pointer rests in a corner of the window (X gives the keys to the window under
     * it) and never clicks. */
    proc_run("xdotool mousemove 2 2");
    key_through_setup(p);
    open_shadow(p, KEYS_PICK_SEED);
    int moves = play_game(p, true);
    int winner = check_the_end(p, "e2e-end-keys.png");
    uint64_t viewer = proc_clock_ms();
    replay_by_keys((int)p->seen.count);

    assert_true(h->done[ACT_ROAD] > 0);
    assert_true(h->arrow_roads > 0);
    assert_true(h->done[ACT_TAKE] > 0);
    assert_true(h->handovers > 0);
    assert_true(h->turn_ends >= h->handovers);
    assert_true(p->ends_held > 0);
    printf("e2e: %d moves by keys (%d Tabs, %d roads by arrows, %d by edges, %d half roads by arrows, %d chips, "
           "%d sheet spots, %d karma, %d rerolls), %d rolls, %d turns ended, %d hand-overs, round %d, winner seat %d, "
           "%.1f s\n",
           moves, h->tabs, h->arrow_roads, h->edge_roads, h->key_halves, h->chip_keys, h->spot_keys, h->done[ACT_KARMA],
           h->done[ACT_REROLL], h->rolls, h->turn_ends, h->handovers, state(p)->round, winner,
           (double)(proc_clock_ms() - started) / 1000.0);
    printf("e2e: the record opened in the viewer by keys from the end screen and stepped (End, Home, 10 x Right) "
           "and left with Esc, %.1f s\n", (double)(proc_clock_ms() - viewer) / 1000.0);
    close_shadow(p);
}

/* ---- Learn to play ------------------------------------------------------------------------ */

typedef struct {
    Hand hand;     /* the shadow lesson's table */
    Coach coach;
} Shadow;

static Shadow shadow;

static void shadow_open(Shadow *sh)
{
    TableSeats seats = {0};
    seats.players = 2;
    snprintf(seats.name[LESSON_PERSON], SEAT_NAME_MAX, "Leila");
    snprintf(seats.name[LESSON_BOT], SEAT_NAME_MAX, "Arjun");
    seats.colour[LESSON_BOT] = 1;
    seats.bot[LESSON_BOT] = 1 + BOT_EASY;
    Setup setup = {2, (uint8_t)test_side("sun"), LESSON_PERSON, LESSON_SEED};
    hand_open(&sh->hand, &setup, &seats, PICK_SEED, WIN_W, WIN_H);
    assert_true(coach_start(&sh->coach, &sh->hand.session, test_sheets()));
    table_init(&sh->hand.table, &sh->hand.session, test_sheets(), sh->hand.canvas.art, &seats, sh->hand.now);
    table_resize(&sh->hand.table, WIN_W, WIN_H);
    table_set_confirm_turn(&sh->hand.table, true);
    sh->hand.table.coach = coach_hooks(&sh->coach);
    sh->hand.drag_first_road = true;
    sh->hand.record = append;
    sh->hand.ctx = &play;
}

/* The shadow's own time passes until the person is to act (or a finished turn waits). */
static void shadow_settle(Shadow *sh)
{
    TableScene *t = &sh->hand.table;
    for (int guard = 0; guard < 40000; guard++) {
        table_tick(t, sh->hand.now);
        if (table_thinking(t)) {
            SDL_Delay(1);
            continue;
        }
        if (!table_busy(t, sh->hand.now) &&
            (table_waiting_end_turn(t) || game_actor(hand_game(&sh->hand)) == LESSON_PERSON)) {
            table_draw(t, sh->hand.canvas.r, sh->hand.now);
            return;
        }
        sh->hand.now += 50;
    }
    fail_msg("the shadow lesson never came back to the person");
}

/* The recorded gesture, sent to the program after its dice and pen have had their time. */
static void send(int settle_ms)
{
    proc_sleep_ms(settle_ms);
    if (play.len) proc_run(play.cmd);
    play.len = 0;
}

/* The program's screen shows the coach's first ring where the shadow's layout puts it. */
static void ring_is_shown(Shadow *sh, const char *what)
{
    SDL_Rect aim[LESSON_AIMS];
    assert_true(coach_aims(&sh->coach, &sh->hand.table, aim) > 0);
    int u = sh->hand.table.draw.layout.unit;
    SDL_Point at = {aim[0].x - u / 2 + 1, aim[0].y + aim[0].h / 2};
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        proc_run("import -window root e2e-lesson.png");
        SDL_Surface *shot = IMG_Load("e2e-lesson.png");
        if (!shot) fail_msg("cannot read e2e-lesson.png: %s", IMG_GetError());
        SDL_Surface *rgba = SDL_ConvertSurfaceFormat(shot, SDL_PIXELFORMAT_RGBA32, 0);
        SDL_FreeSurface(shot);
        assert_non_null(rgba);
        SDL_Color c = canvas_pixel(rgba, at.x, at.y);
        SDL_FreeSurface(rgba);
        if (c.r == 214 && c.g == 40 && c.b == 120) return;
        if (proc_clock_ms() > until)
            fail_msg("no coach ring at %s (%d,%d): the screen shows %d,%d,%d there", what, at.x, at.y, c.r, c.g, c.b);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(200);
    }
}

static void test_learn_to_play_opens_from_the_set_up_screen_and_is_played_by_mouse(void **unused)
{
    (void)unused;
    need_tools();
    memset(&play, 0, sizeof play);
    Shadow *sh = &shadow;
    xvfb_pid = proc_start_xvfb("1280x800x24");
    start_game();
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 2, test_sheets()->count, false);
    SDL_Point learn = event_middle(l.learn);
    assert_int_equal(setup_hit(&l, learn.x, learn.y).kind, HIT_LEARN);
    char cmd[160];
    snprintf(cmd, sizeof cmd, "xdotool mousemove %d %d sleep 0.05 click 1", learn.x, learn.y);
    proc_run(cmd);

    shadow_open(sh);
    shadow_settle(sh);
    assert_int_equal(coach_step(&sh->coach), LESSON_WELCOME);
    ring_is_shown(sh, "the player's seat");
    /* Next, on the coach's card. */
    CoachLayout c;
    coach_layout(&sh->coach, &sh->hand.table, &c);
    SDL_Point next = event_middle(c.next);
    SDL_Event down = event_press(next.x, next.y, 1);
    assert_true(coach_event(&sh->coach, &sh->hand.table, &down));
    snprintf(cmd, sizeof cmd, "xdotool mousemove %d %d sleep 0.05 click 1", next.x, next.y);
    proc_run(cmd);
    assert_int_equal(coach_step(&sh->coach), LESSON_TAKE_GREEN);
    ring_is_shown(sh, "the green curve");
    /* The green curve, then the road dragged into the tower field and the turn ended. */
    Action take;
    const char *why;
    assert_true(action_parse("take green-1", &take, &why));
    hand_perform(&sh->hand, &take);
    send(300);
    shadow_settle(sh);
    assert_int_equal(coach_step(&sh->coach), LESSON_ROAD_TOWER);
    ring_is_shown(sh, "the tower field");
    Action road;
    assert_true(action_parse("road C2 ES", &road, &why));
    hand_perform(&sh->hand, &road);
    send(300);
    shadow_settle(sh);
    assert_true(table_waiting_end_turn(&sh->hand.table));
    ring_is_shown(sh, "End turn");
    hand_click(&sh->hand, hand_button_point(&sh->hand, BUTTON_CONFIRM));
    send(900);
    shadow_settle(sh);
    assert_int_equal(coach_step(&sh->coach), LESSON_TAKE_PURPLE);
    ring_is_shown(sh, "the purple die");
    /* The lesson is no game to resume: nothing was saved. */
    assert_int_not_equal(access(autosave_path, F_OK), 0);
    printf("e2e: Learn to play opened from the set-up screen; 4 steps played by mouse\n");
    table_stop(&sh->hand.table);
    hand_close(&sh->hand);
}

static int teardown(void **unused)
{
    (void)unused;
    proc_stop(&game_pid);
    proc_stop(&xvfb_pid);
    remove_scratch();
    return 0;
}

/* An argument runs only the tests whose names match it (cmocka's filter: '*' for any). */
int main(int argc, char **argv)
{
    if (argc > 1) cmocka_set_test_filter(argv[1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_a_two_player_game_is_played_to_the_end_in_the_program_by_mouse, teardown),
        cmocka_unit_test_teardown(test_a_two_player_game_is_played_to_the_end_in_the_program_by_keys, teardown),
        cmocka_unit_test_teardown(test_learn_to_play_opens_from_the_set_up_screen_and_is_played_by_mouse, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
