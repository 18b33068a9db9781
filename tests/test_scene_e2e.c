/* test_scene_e2e.c — the real program, played from outside. Xvfb gives it a 1280×800
 * screen; `rajas --seed` is started on a scratch user data folder whose settings turn
 * animations off, and xdotool moves the X pointer, presses its buttons and its keys, nothing
 * else. Whole games are played headless by test_table_play (mouse) and test_table_keys
 * (keys); here every kind of gesture goes the whole way once — X11, SDL, the program's
 * loop, its table and its autosave — in a few rounds, and the end is reached from a saved
 * game resumed a few actions before it.
 *
 * By mouse: the set-up screen is clicked through (two humans, the sun side, Start), the
 * program's hand-over card is seen on the screen, and three rounds are played in which
 * every kind of decision comes up (cover_pick: a kind not made yet is chosen whenever the
 * step offers one; with seed 7 and pick seed 16 that is a die taken, karma and the die
 * kept, a reroll, roads dragged and by clicked edges, a half road, a sale, goods chosen, an
 * upgrade, a palace person, a river step, a pending bonus, End turn and the hand-over
 * cards). Then the program is closed and a game a few actions from its end is saved in its
 * place (easy bots play it through the engine; it is cut at a turn after the end was
 * triggered, R3.4, where the seat to act may spend two karma). Started again, the program
 * offers it: Resume is clicked, karma and a reroll are made and the game is played to its
 * end.
 *
 * The test keeps a shadow of the table: the program's autosave is read with save_file_read,
 * the same game is held in a headless TableScene (same data, same 1280×800 layout,
 * animations off too), and each decision is turned into mouse events by the scene's own
 * layout and hit functions. Every event goes to the shadow table and, as the same xdotool
 * gesture (mousemove / mousedown / steps of mousemove / mouseup), to the program. The
 * shadow must equal game_apply on a copy after each action; the program's autosave must
 * reach the shadow's state within a few seconds. Each finished turn is ended with the End
 * turn button (the program's default setting holds it for that) and hand-over cards are
 * clicked away. At the end the program must have saved the finished game and left the
 * table for the end screen (it removes the autosave then); the screen is captured with
 * `import -window root` into e2e-end.png and checked not to be blank, and the final state
 * is over with a full ranking.
 *
 * By keys alone the same (hand_keys.h: the strategy of test_table_keys): the set-up screen
 * by Tab and Enter (the number of Tabs read from screen_focus's own list), three rounds of
 * every kind of decision by Tab to what it needs and Enter or Space, roads by a focused
 * field and the arrow keys (T and crossing pieces edge by edge), End turn and the hand-over
 * cards by keys; the pointer rests in a corner and never clicks. The near-finished game is
 * resumed by keys and played to its end. Then its record is opened in the replay viewer by
 * keys (New set-up on the end screen, Statistics, the game's row of the card's list; the
 * Tabs counted on a model of the program's ring, rebuilt with focus.h from each screen's
 * layout) and stepped with End, Home and →: each step is seen on a screenshot as the
 * slider's knob where the viewer's layout puts it (and gone from where it was); Esc leaves
 * the viewer.
 *
 * A third test opens Learn to play from the set-up screen and plays the lesson's first
 * steps by mouse (coach.h): a shadow lesson on a headless table says where the coach's
 * rings must be, and each screen captured must show the ring's pink there — around the
 * player's seat at the welcome, the green curve after Next, the tower field once it is
 * taken, the purple die once the road is dragged and the turn ended.
 *
 * A fourth opens Puzzles from the set-up screen and plays the served puzzle's best move by
 * mouse: the program writes the answer, right, and the rating's Elo move. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "language.h"
#include "session_game.h"
#include "data_home.h"
#include "process.h"
#include "save_file.h"
#include "hand_keys.h"
#include "screen_focus.h"
#include "table_hand.h"
#include "lesson_hand.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "autosave.h"
#include "bot.h"
#include "canvas.h"
#include "lesson_test.h"
#include "end.h"
#include "game_setup.h"
#include "player_files.h"
#include "puzzle_progress.h"
#include "replay_test.h"
#include "settings.h"
#include "setup_test.h"
#include "stats_card.h"
#include "table.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"
#include "widgets.h"

#define WIN_W 1280
#define WIN_H 800
/* The fresh games: seed 7, three rounds. Of pick seeds 1-40 played headless with cover_pick
 * on it (no bonus declined, R9.4; a sell-n bonus sells n, R9.6), 16 makes every kind of
 * decision, a reroll too, in those rounds by mouse (36 actions) and 31 every kind by keys
 * (33 actions, 126 Tabs). */
#define GAME_SEED 7
#define FRESH_ROUNDS 3
#define PICK_SEED 16
#define KEYS_PICK_SEED 31
/* The near-finished game: easy bots play seed 1 to its end in 139 steps (rolls and
 * actions); it is cut before the 131st, 9 from the end. */
#define END_SEED 1
#define END_PICK_SEED 5
#define WAIT_MS 30000   /* a wait for the program to answer, not a speed limit: it ends when the answer comes */

/* ---- processes ---------------------------------------------------------------------------- */

static pid_t xvfb_pid, game_pid;
static char scratch[64], user_dir[FILES_PATH_MAX], autosave_path[FILES_PATH_MAX];

/* A scratch user data folder whose settings turn animations off: what a gesture changes
 * shows at once, so no gesture waits for dice or the pen. */
static void make_user_folder(void)
{
    Settings s = settings_file_default();
    s.animation = ANIMATION_OFF;
    test_user_folder_with(scratch, sizeof scratch, "e2e", &s, user_dir, autosave_path);
}

static void start_game(void)
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    setenv("SDL_VIDEODRIVER", "x11", 1);
    char seed[16];
    snprintf(seed, sizeof seed, "%d", GAME_SEED);
    char *argv[] = {(char *)game, "--seed", seed, NULL};
    game_pid = proc_spawn(argv, "e2e-rajas.log");
    /* The window: found by its title, put at the screen's corner at 1280×800 (without a
     * window manager SDL centres it there already). */
    proc_run_tries("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' "
        "windowmove %@ 0 0 windowsize %@ 1280 800 >/dev/null", 3);
    proc_sleep_ms(500);
    if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
    proc_wait_colour(game_pid, 2, WIN_H / 2, style_standard()->table_bg.r, style_standard()->table_bg.g, style_standard()->table_bg.b, "e2e-first-frame.bmp",
                     "set-up screen drawn");
}

static void remove_scratch(void) { test_folder_drop(scratch); }

/* Clicks the set-up screen's button that answers kind (Resume, Learn to play, Puzzles) in
 * the program, found where the screen's own layout puts it (with a Resume only for
 * HIT_RESUME: the other tests start with no saved game). */
static void click_setup(SetupHitKind kind)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 100, 2, test_sheets()->count, kind == HIT_RESUME);
    SDL_Point at = event_middle(kind == HIT_RESUME ? l.resume : kind == HIT_LEARN ? l.learn : l.puzzles);
    assert_int_equal(setup_hit(&l, at.x, at.y).kind, kind);
    proc_click(at.x, at.y);
}

static void need_tools(void)
{
    if (!proc_have("Xvfb") || !proc_have("xdotool") || !proc_have("import"))
        fail_msg("this test needs Xvfb, xdotool and import (packaging/deps.sh --test installs them)");
}

/* Pixels of the screen, captured into file: out[i] is the colour at at[i]. */
static void screen_pixels(const char *file, const SDL_Point *at, SDL_Color *out, int n)
{
    SDL_Surface *rgba = proc_capture("", file);
    for (int i = 0; i < n; i++) out[i] = canvas_pixel(rgba, at[i].x, at[i].y);
    SDL_FreeSurface(rgba);
}

static bool same_colour(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b;
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
    if (!save_file_read(&s, autosave_path, err, sizeof err)) {
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

/* Sends the recorded gesture to the program once it is where the shadow was before it.
 * Nothing animates (the dice are where they land at once), and the program takes X's
 * events in their order, each after the change saved before it: no margin is needed. */
static void flush(void *ctx)
{
    Play *p = ctx;
    if (p->len == 0) return;
    wait_for(p, &p->cmd_before, "before a gesture");
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

/* The shadow plays as the program does with the test's settings (nothing animates); its
 * gestures are recorded for xdotool and sent after each hand-over card and End turn, and
 * after each action (play_game). */
static void shadow_hooks(Play *p)
{
    table_set_feel(p->hand.table, 0, SETTINGS_PACE_DEFAULT_MS, NULL);
    p->hand.record = append;
    p->hand.after_handover = flush;
    p->hand.ctx = p;
    p->ends_sent = 0;
}

/* The program shows the hand-over card the shadow shows: the stripe at its top in the pen
 * of the seat it hands the screen to, its paper beside the words. */
static void handover_card_is_shown(Play *p, const char *file)
{
    TableScene *t = p->hand.table;
    assert_true(table_handover_due(t));
    TableHandoverCard c;
    table_handover_card(t, &c);
    int u = table_test_layout(t)->unit;
    SDL_Point at[2] = {{c.card.x + c.card.w / 2, c.card.y + u}, {c.card.x + u, c.card.y + c.card.h / 2}};
    SDL_Color want[2] = {table_pen_of(t, table_seat_in_charge(state(p))), style_standard()->paper}, seen[2];
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        screen_pixels(file, at, seen, 2);
        if (same_colour(seen[0], want[0]) && same_colour(seen[1], want[1])) return;
        if (proc_clock_ms() > until)
            fail_msg("no hand-over card in %s: %d,%d,%d at (%d,%d), not the pen %d,%d,%d", file, seen[0].r,
                     seen[0].g, seen[0].b, at[0].x, at[0].y, want[0].r, want[0].g, want[0].b);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(100);
    }
}

/* ---- a fresh game ------------------------------------------------------------------------- */

/* The set-up screen as the program lays it out on a fresh start (no game to resume): both
 * seats human, the sun side, Start. */
static void click_through_setup(Play *p)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 100, 2, test_sheets()->count, false);
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
    Seats seats;
    setup_to_seats(&g, &seats);
    hand_open(&p->hand, &p->seen.setup, &seats, pick_seed, WIN_W, WIN_H);
    /* The program's record starts where a new game with its set-up starts. */
    assert_true(p->seen.count == 0 || memcmp(&p->seen.entry[0].before, state(p), sizeof(Game)) == 0);
    shadow_hooks(p);
}

static void close_shadow(Play *p)
{
    hand_close(&p->hand);
    if (p->seen_valid) session_free(&p->seen);
    p->seen_valid = false;
}

/* The rarest decision first while none was made: a reroll, and karma when a reroll could
 * follow it (two karma to spend, R8.3). */
static bool rare_first(const Hand *h, const Action *a)
{
    const Game *g = hand_game(h);
    if (h->done[ACT_REROLL]) return false;
    return a->kind == ACT_REROLL || (a->kind == ACT_KARMA && game_karma_left(g, g->to_act) >= 2);
}

/* The test's pick: a rare decision (rare_first), else a kind of action not made yet
 * whenever the step offers one, else hand_pick's seeded lean. So a few rounds show every
 * kind of gesture. */
static Action cover_pick(Hand *h, const Action *legal, int n)
{
    int pool[GAME_MAX_LEGAL], k = 0;
    for (int pass = 0; pass < 2 && k == 0; pass++)
        for (int i = 0; i < n; i++)
            if (pass == 0 ? rare_first(h, &legal[i]) : h->done[legal[i].kind] == 0) pool[k++] = i;
    if (k == 0) return hand_pick(h, legal, n);
    return legal[pool[hand_random(h, (uint32_t)k)]];
}

/* Plays to the end of round last_round (0: of the game), every action made in the shadow
 * (by mouse, or by keys alone) and sent to the program, each checked against game_apply
 * and then the program's autosave. Returns the number of actions. */
static int play_game(Play *p, bool by_keys, int last_round)
{
    Hand *h = &p->hand;
    int moves = 0;
    if (by_keys) keys_settle(h);
    else hand_settle(h);
    while (table_test_outcome(h->table) == TABLE_PLAYING && (last_round == 0 || state(p)->round <= last_round)) {
        assert_true(moves < 3000);
        Game want;
        Action a = hand_next_move(h, cover_pick, &want);
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
    /* The next round rolled in the program too, once its last turn was ended. */
    if (table_test_outcome(h->table) == TABLE_PLAYING) wait_for(p, state(p), "at the next round's roll");
    return moves;
}

/* Every kind of decision but a reroll was made (the kinds offered as one of two alike
 * count once: a market good or goods, a river step forward or back). */
static void assert_every_kind(const Hand *h)
{
    static const int kinds[] = {ACT_TAKE, ACT_KARMA, ACT_KEEP, ACT_ROAD, ACT_HALF, ACT_SELL, ACT_UPGRADE,
                                ACT_PERSON, ACT_BONUS};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        Action a = action_make(kinds[i], 0, 0);
        char text[64];
        action_format(&a, text, sizeof text);
        if (h->done[kinds[i]] == 0) fail_msg("no '%s' was made in the program", text);
    }
    assert_true(h->done[ACT_GOOD] + h->done[ACT_GOODS] > 0);
    assert_true(h->done[ACT_FORWARD] + h->done[ACT_BACK] > 0);
    assert_true(h->handovers > 0);
    assert_true(h->turn_ends >= h->handovers);
}

/* ---- the near-finished game, resumed ------------------------------------------------------- */

/* Easy bots play END_SEED to its end through the engine; *out holds that game up to the
 * first turn after its end was triggered (R3.4) at which the seat to act may use karma
 * (R8.2) and has two to spend (a reroll can follow, R8.3). */
static void near_finished(Session *out)
{
    Session whole;
    session_init(&whole, test_sheets());
    test_session_whole_game(&whole, 2, "sun", 0, END_SEED, 3);
    size_t cut = 0;
    for (size_t i = 0; i < whole.count && !cut; i++) {
        const Game *g = &whole.entry[i].before;
        if (g->end_triggered && g->waiting == WAIT_ACTION && g->step.kind == STEP_CHOOSE_DIE && g->turn > 0 &&
            game_karma_left(g, g->to_act) >= 2)
            cut = i;
    }
    if (!cut) fail_msg("seed %d's game has no turn to cut it at", END_SEED);
    test_session_copy_until(out, &whole, cut);
    assert_memory_equal(&out->game, &whole.entry[cut].before, sizeof(Game));
    session_free(&whole);
}

/* The program closed and the near-finished game saved in its place, with two people's
 * seats; then the program is started again: its set-up screen offers the game. */
static void restart_with_near_finished(Play *p, Session *saved)
{
    proc_stop(&game_pid);
    near_finished(saved);
    char err[FILES_ERR_MAX];
    GameSetup g;
    setup_default(&g, test_sheets());
    if (!files_autosave_write(user_dir, saved, &g, -1, err, sizeof err)) fail_msg("%s", err);
    assert_true(look(p));
    assert_memory_equal(&p->seen.game, &saved->game, sizeof(Game));
    start_game();
}

/* The shadow of the resumed game: a table opened on the saved record, as the program opens
 * one when it resumes. */
static void open_resumed_shadow(Play *p, const Session *saved, uint64_t pick_seed)
{
    GameSetup g;
    setup_default(&g, test_sheets());
    Seats seats;
    setup_to_seats(&g, &seats);
    Hand *h = &p->hand;
    hand_open(h, &saved->setup, &seats, pick_seed, WIN_W, WIN_H);
    char *text = session_record(saved), err[512];
    assert_non_null(text);
    bool replayed = session_replay(&h->session, text, "the near-finished game", err, sizeof err);
    free(text);
    if (!replayed) fail_msg("%s", err);
    table_stop(h->table);
    table_init(h->table, &h->session, test_sheets(), h->canvas.art, &seats, h->now);
    table_set_confirm_turn(h->table, true);
    table_resize(h->table, WIN_W, WIN_H);
    shadow_hooks(p);
}

/* ---- the end -------------------------------------------------------------------------------- */

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

/* The end: the program saved the finished game, and on going to the end screen after its
 * pause it forgets the autosave; the screen shows something (captured into shot), and the
 * game has a full ranking. Returns the winner's seat. */
static int check_the_end(Play *p, const char *shot_file)
{
    assert_int_equal(table_test_outcome(p->hand.table), TABLE_OVER);
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
    char cmd[1200];
    const char *shot_path = test_out(shot_file);
    snprintf(cmd, sizeof cmd, "import -window root %s", shot_path);
    proc_run(cmd);
    SDL_Surface *shot = IMG_Load(shot_path);
    if (!shot) fail_msg("cannot read %s: %s", shot_path, IMG_GetError());
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

/* The program started on a user folder of its own under an X server of its own, the play
 * cleared. */
static Play *start_fresh(void)
{
    need_tools();
    Play *p = &play;
    memset(p, 0, sizeof *p);
    xvfb_pid = proc_start_xvfb("1280x800x24");
    make_user_folder();
    start_game();
    return p;
}

/* The saved game a few actions from its end (restart_with_near_finished), resumed from the
 * set-up screen by resume, played to the end screen by mouse or by keys alone, with every
 * kind of gesture the end needs made. Returns the moves; the winner into *winner. */
static int play_the_resumed_end(Play *p, bool by_keys, void (*resume)(void), int *winner)
{
    Hand *h = &p->hand;
    Session saved;
    restart_with_near_finished(p, &saved);
    resume();
    open_resumed_shadow(p, &saved, END_PICK_SEED);
    session_free(&saved);
    handover_card_is_shown(p, by_keys ? "e2e-resumed-keys.png" : "e2e-resumed.png");
    int moves = play_game(p, by_keys, 0);
    *winner = check_the_end(p, by_keys ? "e2e-end-keys.png" : "e2e-end.png");
    assert_true(h->done[ACT_KARMA] > 0);
    assert_true(h->done[ACT_REROLL] > 0);
    assert_true(h->handovers > 0);
    return moves;
}

/* ---- by mouse ------------------------------------------------------------------------------- */

static void resume_by_mouse(void) { click_setup(HIT_RESUME); }

static void test_a_fresh_game_and_a_resumed_end_are_played_in_the_program_by_mouse(void **unused)
{
    (void)unused;
    uint64_t started = proc_clock_ms();
    Play *p = start_fresh();
    Hand *h = &p->hand;
    click_through_setup(p);
    open_shadow(p, PICK_SEED);
    handover_card_is_shown(p, "e2e-handover.png");
    int moves = play_game(p, false, FRESH_ROUNDS);
    /* The gestures of every kind of decision were made from outside. */
    assert_every_kind(h);
    assert_true(h->drags > 0);
    assert_true(h->edge_clicks > 0);
    assert_true(h->spot_clicks > 0);
    assert_true(h->chip_clicks > 0);
    assert_true(p->ends_held > 0);   /* rounds whose roll waited for End turn */
    printf("e2e: %d moves by mouse in %d rounds (%d drags, %d edge clicks, %d half drags, %d sheet spots, %d chips), "
           "%d turns ended, %d hand-overs, %.1f s\n", moves, FRESH_ROUNDS, h->drags, h->edge_clicks, h->half_drags,
           h->spot_clicks, h->chip_clicks, h->turn_ends, h->handovers, (double)(proc_clock_ms() - started) / 1000.0);
    close_shadow(p);

    int winner;
    moves = play_the_resumed_end(p, false, resume_by_mouse, &winner);
    printf("e2e: the resumed game's last %d moves by mouse (%d karma, %d rerolls), round %d, winner seat %d, %.1f s\n",
           moves, h->done[ACT_KARMA], h->done[ACT_REROLL], state(p)->round, winner,
           (double)(proc_clock_ms() - started) / 1000.0);
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

/* The set-up screen's list, for the layout the program shows with a game to resume or
 * without. */
static SetupLayout ring_setup(bool can_resume)
{
    SetupLayout l;
    setup_layout(&l, WIN_W, WIN_H, 100, 2, test_sheets()->count, can_resume);
    FocusItem was;
    ring_begin(&was);
    setup_focus_list(test_lang(), &l, &screen_ring);
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

/* Resume on the set-up screen with a game to resume, by Tab and Enter from a new ring. */
static void resume_by_keys(void)
{
    memset(&screen_ring, 0, sizeof screen_ring);
    tab_and_enter(ring_setup(true).resume);
}

/* The set-up screen by keys: both seats Human, the sun side, Start. */
static void key_through_setup(Play *p)
{
    memset(&screen_ring, 0, sizeof screen_ring);
    SetupLayout l = ring_setup(false);
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
    SDL_Point px[2] = {{x, mid}, {away < 0 ? x : away, mid}};
    SDL_Color c[2];
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        screen_pixels(file, px, c, 2);
        if (same_colour(c[0], style_standard()->accent) && (away < 0 || !same_colour(c[1], style_standard()->accent))) return;
        if (proc_clock_ms() > until)
            fail_msg("the viewer's knob is not at step %d of %d (%s): %d,%d,%d at x %d", at, count, file, c[0].r,
                     c[0].g, c[0].b, x);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(100);
    }
}

/* From the end screen to the finished game's record in the viewer by keys — New set-up,
 * Statistics, the game's row in the card's list — then End, Home and → step through it,
 * each step seen on the screen as the slider's knob; Esc goes back to the card. */
static void replay_by_keys(int count)
{
    EndLayout e;
    end_layout(&e, WIN_W, WIN_H, 100, 2);
    SDL_Rect end_items[3] = {e.again, e.setup, e.review};
    ring_list(end_items, 3);
    tab_and_enter(e.setup);
    SetupLayout l = ring_setup(false);
    tab_and_enter(l.stats);
    StatsLayout sl;
    stats_layout(&sl, WIN_W, WIN_H, 100);
    SDL_Rect stats_items[2] = {sl.game[0], sl.close};
    ring_list(stats_items, 2);
    tab_and_enter(sl.game[0]);

    ReplayLayout rl;
    replay_layout(&rl, WIN_W, WIN_H, 100, 2);
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
    SDL_Point knob = {replay_slider_x(&rl, 10, count), rl.slider.y + rl.slider.h / 2};
    SDL_Color c;
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (screen_pixels("e2e-replay-back.png", &knob, &c, 1); same_colour(c, style_standard()->accent);
         screen_pixels("e2e-replay-back.png", &knob, &c, 1)) {
        if (proc_clock_ms() > until) fail_msg("Esc did not leave the viewer");
        proc_sleep_ms(100);
    }
    assert_true(proc_alive(game_pid, NULL));
}

static void test_a_fresh_game_and_a_resumed_end_are_played_in_the_program_by_keys(void **unused)
{
    (void)unused;
    uint64_t started = proc_clock_ms();
    Play *p = start_fresh();
    Hand *h = &p->hand;
    /* The pointer rests in a corner of the window (X gives the keys to the window under
     * it) and never clicks. */
    proc_run("xdotool mousemove 2 2");
    key_through_setup(p);
    open_shadow(p, KEYS_PICK_SEED);
    handover_card_is_shown(p, "e2e-handover-keys.png");
    int moves = play_game(p, true, FRESH_ROUNDS);
    assert_every_kind(h);
    assert_true(h->done[ACT_REROLL] > 0);
    assert_true(h->arrow_roads > 0);
    assert_true(h->edge_roads > 0);
    assert_true(h->key_halves > 0);
    assert_true(h->chip_keys > 0);
    assert_true(h->spot_keys > 0);
    assert_true(p->ends_held > 0);
    printf("e2e: %d moves by keys in %d rounds (%d Tabs, %d roads by arrows, %d by edges, %d half roads by arrows, "
           "%d chips, %d sheet spots, %d karma, %d rerolls), %d turns ended, %d hand-overs, %.1f s\n",
           moves, FRESH_ROUNDS, h->tabs, h->arrow_roads, h->edge_roads, h->key_halves, h->chip_keys, h->spot_keys,
           h->done[ACT_KARMA], h->done[ACT_REROLL], h->turn_ends, h->handovers,
           (double)(proc_clock_ms() - started) / 1000.0);
    close_shadow(p);

    int winner;
    moves = play_the_resumed_end(p, true, resume_by_keys, &winner);
    printf("e2e: the resumed game's last %d moves by keys, round %d, winner seat %d, %.1f s\n", moves,
           state(p)->round, winner, (double)(proc_clock_ms() - started) / 1000.0);
    uint64_t viewer = proc_clock_ms();
    replay_by_keys((int)p->seen.count);
    printf("e2e: the record opened in the viewer by keys from the end screen and stepped (End, Home, 10 x Right) "
           "and left with Esc, %.1f s\n", (double)(proc_clock_ms() - viewer) / 1000.0);
    close_shadow(p);
}

/* ---- Learn to play ------------------------------------------------------------------------ */

typedef struct {
    Hand hand;     /* the shadow lesson's table */
    LessonScene *scene;
    Coach *coach;  /* the scene's */
} Shadow;

static Shadow shadow;

static void shadow_open(Shadow *sh)
{
    sh->scene = lesson_hand_open(&sh->hand, PICK_SEED, WIN_W, WIN_H, false);
    sh->coach = lesson_test_coach(sh->scene);
    sh->hand.drag_first_road = true;
    sh->hand.record = append;
    sh->hand.ctx = &play;
}

/* The shadow's own time passes until the person is to act (or a finished turn waits). */
static void shadow_settle(Shadow *sh)
{
    TableScene *t = sh->hand.table;
    for (int guard = 0; guard < 40000; guard++) {
        if (lesson_hand_thinks(&sh->hand)) continue;
        if (!table_busy(t, sh->hand.now) &&
            (table_waiting_end_turn(t) || game_actor(hand_game(&sh->hand)) == LESSON_PERSON)) {
            table_draw(t, sh->hand.canvas.r, sh->hand.now);
            return;
        }
        sh->hand.now += 50;
    }
    fail_msg("the shadow lesson never came back to the person");
}

/* The recorded gesture, sent to the program a moment after the ring showed it ready. */
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
    assert_true(coach_aims(sh->coach, aim) > 0);
    int u = table_test_layout(sh->hand.table)->unit;
    SDL_Point at = {aim[0].x - u / 2 + 1, aim[0].y + aim[0].h / 2};
    SDL_Color c;
    uint64_t until = proc_clock_ms() + WAIT_MS;
    for (;;) {
        screen_pixels("e2e-lesson.png", &at, &c, 1);
        if (c.r == 214 && c.g == 40 && c.b == 120) return;
        if (proc_clock_ms() > until)
            fail_msg("no coach ring at %s (%d,%d): the screen shows %d,%d,%d there", what, at.x, at.y, c.r, c.g, c.b);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(100);
    }
}

static void test_learn_to_play_opens_from_the_set_up_screen_and_is_played_by_mouse(void **unused)
{
    (void)unused;
    need_tools();
    memset(&play, 0, sizeof play);
    Shadow *sh = &shadow;
    xvfb_pid = proc_start_xvfb("1280x800x24");
    make_user_folder();
    start_game();
    click_setup(HIT_LEARN);

    shadow_open(sh);
    shadow_settle(sh);
    assert_int_equal(coach_step(sh->coach), LESSON_WELCOME);
    ring_is_shown(sh, "the player's seat");
    /* Next, on the coach's card. */
    CoachLayout c;
    coach_layout(sh->coach, &c);
    SDL_Point next = event_middle(c.next);
    SDL_Event down = event_press(next.x, next.y, 1);
    assert_true(coach_event(sh->coach, &down));
    proc_click(next.x, next.y);
    assert_int_equal(coach_step(sh->coach), LESSON_TAKE_GREEN);
    ring_is_shown(sh, "the green curve");
    /* The green curve, then the road dragged into the tower field and the turn ended. */
    Action take;
    const char *why;
    assert_true(action_parse("take green-1", &take, &why));
    hand_perform(&sh->hand, &take);
    send(100);
    shadow_settle(sh);
    assert_int_equal(coach_step(sh->coach), LESSON_ROAD_TOWER);
    ring_is_shown(sh, "the tower field");
    Action road;
    assert_true(action_parse("road C2 ES", &road, &why));
    hand_perform(&sh->hand, &road);
    send(100);
    shadow_settle(sh);
    assert_true(table_waiting_end_turn(sh->hand.table));
    ring_is_shown(sh, "End turn");
    hand_click(&sh->hand, hand_button_point(&sh->hand, BUTTON_CONFIRM));
    send(100);
    shadow_settle(sh);
    assert_int_equal(coach_step(sh->coach), LESSON_TAKE_PURPLE);
    ring_is_shown(sh, "the purple die");
    /* The lesson is no game to resume: nothing was saved. */
    assert_int_not_equal(access(autosave_path, F_OK), 0);
    printf("e2e: Learn to play opened from the set-up screen; 4 steps played by mouse\n");
    table_stop(sh->hand.table);
    hand_close(&sh->hand);
    lesson_free(sh->scene);
    sh->scene = NULL;
}

/* ---- Puzzles ----------------------------------------------------------------------------- */

/* Puzzles from the set-up screen by mouse: the program serves the puzzle nearest a fresh
 * rating; a shadow table at that position (as the program's: the practice policy, the
 * default names) turns its best move into the gesture sent to the program, whose progress
 * file must then hold the answer, right, with the rating's exact Elo move; the screen shows
 * the card (captured into e2e-puzzle.png). */
static void test_a_puzzle_opens_from_the_set_up_screen_and_is_solved_by_mouse(void **unused)
{
    (void)unused;
    need_tools();
    memset(&play, 0, sizeof play);
    static PuzzleSet set;
    char err[1600];
    if (!puzzle_set_read(&set, test_sheets(), getenv("RAJAS_DATA"), err, sizeof err)) fail_msg("%s", err);
    PuzzleProgress progress;
    puzzle_progress_start(&progress);
    const PuzzleEntry *e = &set.entry[puzzle_progress_serve(&set, &progress)];
    xvfb_pid = proc_start_xvfb("1280x800x24");
    make_user_folder();
    start_game();
    click_setup(HIT_PUZZLES);

    Seats seats = {0};
    seats.players = e->before.setup.players;
    for (int s = 0; s < seats.players; s++) {
        snprintf(seats.name[s], SEAT_NAME_MAX, "%s", setup_default_name(test_lang(), s));
        seats.colour[s] = (uint8_t)s;
        seats.bot[s] = s == e->seat ? 0 : 1 + BOT_HARD;
    }
    Hand *h = &shadow.hand;
    hand_open(h, &e->before.setup, &seats, PICK_SEED, WIN_W, WIN_H);
    table_stop(h->table);
    session_start_at(&h->session, &e->before.setup, &e->before);
    table_init(h->table, &h->session, test_sheets(), h->canvas.art, &seats, h->now);
    table_set_practice(h->table);
    table_resize(h->table, WIN_W, WIN_H);
    h->record = append;
    h->ctx = &play;
    hand_settle(h);
    proc_sleep_ms(1000);   /* the program reads the puzzles and opens the table */
    hand_perform(h, &e->best[0]);
    send(100);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    FilesDamage d;
    while (files_puzzles_read(user_dir, &progress, &d) != FILE_OK || progress.count < 1) {
        if (proc_clock_ms() > until) fail_msg("the program wrote no answer to puzzle %s", e->id);
        if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see e2e-rajas.log");
        proc_sleep_ms(100);
    }
    assert_string_equal(progress.answer[0].id, e->id);
    assert_true(progress.answer[0].right);
    assert_int_equal(progress.rating, puzzle_progress_elo(PUZZLE_RATING_START, puzzle_progress_rating_of(e), true));
    proc_sleep_ms(300);
    SDL_Surface *shot = proc_capture("", "e2e-puzzle.png");
    assert_true(distinct_colours(shot) > 40);
    SDL_FreeSurface(shot);
    assert_int_not_equal(access(autosave_path, F_OK), 0);   /* a puzzle is no game to resume */
    printf("e2e: Puzzles opened from the set-up screen; puzzle %s solved by mouse, rating %d\n", e->id,
           progress.rating);
    table_stop(h->table);
    hand_close(h);
    puzzle_set_free(&set);
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
        cmocka_unit_test_teardown(test_a_fresh_game_and_a_resumed_end_are_played_in_the_program_by_mouse, teardown),
        cmocka_unit_test_teardown(test_a_fresh_game_and_a_resumed_end_are_played_in_the_program_by_keys, teardown),
        cmocka_unit_test_teardown(test_learn_to_play_opens_from_the_set_up_screen_and_is_played_by_mouse, teardown),
        cmocka_unit_test_teardown(test_a_puzzle_opens_from_the_set_up_screen_and_is_solved_by_mouse, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
