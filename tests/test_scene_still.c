/* test_scene_still.c — what the program shows when nothing moves is what it would draw
 * now. The real program runs under Xvfb beside a busy process on every core (a busy
 * machine draws its frames late, which once left the last frame of a motion on screen until
 * the mouse moved). Each time a motion has ended the screen is captured with no input;
 * then the pointer moves a pixel away and back (over the bare cloth, where nothing lights
 * up), which has the program draw afresh, and the screen is captured again. The two must
 * be the same, pixel for pixel.
 *
 * Two games, both with animations at normal speed and sound off (so the loop may sleep a
 * minute when nothing is on the clock): one of a person and an easy bot, looked at once the
 * person's first roll has landed, three times over; and one of three easy bots at a slow
 * pace, looked at after each of their actions once its motion is over — rolls, karma,
 * the boat, roads, the pen, the elephant, and the bots' turns themselves. The bots' game
 * goes on while it is looked at: a sample whose autosave changed between the two
 * captures (the game moved) is not compared. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "data_home.h"
#include "process.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "autosave.h"
#include "player_files.h"
#include "settings.h"

#define BOT_PACE_MS 3000
#define SETTLE_MS 1100   /* the longest motion (a roll, 1.02 s; a walk, 0.8 s) and margin */
#define BOTS_GAME_MS 240000  /* the most the bots' game is watched (a busy machine leaves few still
                                moments: 3 looks in 150 s at a load of 18); it ends at BOTS_LOOKS */
#define BOTS_LOOKS 6
#define STILL_TRIES 15   /* captures 1 s apart while a slow machine ends a motion */
#define BOTS_GAP_MS 150  /* the bots' game: captures this far apart until two agree */
#define BOTS_TRIES 8
enum { HOGS_MAX = 16 };

static pid_t xvfb_pid, game_pid, hog[HOGS_MAX];
static int hogs;
static char scratch[64], user_dir[FILES_PATH_MAX], autosave_path[FILES_PATH_MAX];

/* A busy process on every core: children that spin until stopped. */
static void start_hogs(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    hogs = cores < 1 ? 1 : cores > HOGS_MAX ? HOGS_MAX : (int)cores;
    for (int i = 0; i < hogs; i++) {
        hog[i] = fork();
        if (hog[i] == 0) {
            volatile unsigned long spin = 0;
            for (;;) spin++;
        }
        if (hog[i] < 0) fail_msg("fork: %s", strerror(errno));
    }
}

static void stop_hogs(void)
{
    for (int i = 0; i < hogs; i++) {
        if (hog[i] <= 0) continue;
        kill(hog[i], SIGKILL);
        waitpid(hog[i], NULL, 0);
        hog[i] = 0;
    }
    hogs = 0;
}

/* A scratch user data folder: animations at normal speed, the bots' slow pace, no sound. */
static void make_user_folder(void)
{
    Settings s = settings_file_default();
    s.animation = ANIMATION_NORMAL;
    s.bot_pace_ms = BOT_PACE_MS;
    s.sound = false;
    test_user_folder_with(scratch, sizeof scratch, "still", &s, user_dir, autosave_path);
}

static void remove_scratch(void) { test_folder_drop(scratch); }

/* The program on a game from the command line, its window at the screen's corner, the
 * pointer resting on the bare cloth at (4, 4). */
static void start_game(char *const args[])
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    char *argv[16] = {(char *)game};
    for (int i = 0; args[i] && i < 14; i++) argv[i + 1] = args[i];
    game_pid = proc_spawn(argv, "still-rajas.log");
    proc_run_tries("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' "
                   "windowmove %@ 0 0 windowsize %@ 1280 800 >/dev/null", 3);
    proc_run("xdotool mousemove 4 4");
    if (!proc_alive(game_pid, NULL)) fail_msg("rajas exited; see still-rajas.log");
}

/* The autosave's text (the game as it stands); "" when there is none yet. */
static void read_autosave(char *buf, size_t cap)
{
    buf[0] = '\0';
    FILE *f = fopen(autosave_path, "rb");
    if (!f) return;
    size_t n = fread(buf, 1, cap - 1, f);
    buf[n] = '\0';
    fclose(f);
}

/* Pixels that differ between two captures of the same size. */
static int differing(const SDL_Surface *a, const SDL_Surface *b)
{
    assert_int_equal(a->w, b->w);
    assert_int_equal(a->h, b->h);
    int n = 0;
    for (int y = 0; y < a->h; y++) {
        const uint32_t *ra = (const uint32_t *)((const uint8_t *)a->pixels + y * a->pitch);
        const uint32_t *rb = (const uint32_t *)((const uint8_t *)b->pixels + y * b->pitch);
        for (int x = 0; x < a->w; x++) n += (ra[x] | 0xff000000u) != (rb[x] | 0xff000000u);
    }
    return n;
}

/* The screen with no input once it stops changing by itself: on a machine so busy that a
 * motion outlasts SETTLE_MS (one frame of the software renderer took 1.3-2.8 s beside a
 * load of 20), captures gap_ms apart are taken until two are the same (at most tries).
 * A screen left stale until input is still by then, so it is what look() compares with
 * the screen drawn afresh. */
static SDL_Surface *settled_capture(const char *file, int gap_ms, int tries)
{
    SDL_Surface *a = proc_capture("bmp", file);
    for (int i = 0; i < tries; i++) {
        proc_sleep_ms(gap_ms);
        SDL_Surface *b = proc_capture("bmp", file);
        bool same = differing(a, b) == 0;
        SDL_FreeSurface(a);
        a = b;
        if (same) break;
    }
    return a;
}

/* One look: the screen with no input, then after the pointer went a pixel away and back.
 * Returns the differing pixels, or -1 when the game moved between the two (the autosave
 * changed): then nothing is said. The first capture waits for a still screen
 * (settled_capture): a person's screen, which nothing moves on, by captures a second apart;
 * the bots' game, whose next move may come within a second, by captures BOTS_GAP_MS apart.
 * The first capture is kept as name-still.bmp, the second as name-moved.bmp, for a person
 * to look at (BMP: quick to write on a busy machine). */
static int look(const char *name, bool person)
{
    static char before[1 << 16], after[1 << 16];
    char still[96], moved[96];
    snprintf(still, sizeof still, "%s-still.bmp", name);
    snprintf(moved, sizeof moved, "%s-moved.bmp", name);
    read_autosave(before, sizeof before);
    SDL_Surface *a = person ? settled_capture(still, 1000, STILL_TRIES) : settled_capture(still, BOTS_GAP_MS, BOTS_TRIES);
    proc_run("xdotool mousemove 5 5 sleep 0.05 mousemove 4 4");
    proc_sleep_ms(250);
    SDL_Surface *b = proc_capture("bmp", moved);
    read_autosave(after, sizeof after);
    int n = strcmp(before, after) == 0 ? differing(a, b) : -1;
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    return n;
}

static int setup(void **unused)
{
    (void)unused;
    if (!proc_have("Xvfb") || !proc_have("xdotool") || !proc_have("import")) return 0;
    make_user_folder();
    setenv("SDL_VIDEODRIVER", "x11", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    xvfb_pid = proc_start_xvfb("1280x800x24");
    start_hogs();
    return 0;
}

static int teardown(void **unused)
{
    (void)unused;
    stop_hogs();
    proc_stop(&game_pid);
    proc_stop(&xvfb_pid);
    remove_scratch();
    return 0;
}

static void need_tools(void)
{
    if (!proc_have("Xvfb") || !proc_have("xdotool") || !proc_have("import")) skip();
}

/* A person and an easy bot, the person first: the program rolls for them at once, and
 * then waits for them with nothing on the clock. Once the dice have landed the screen must
 * show them landed (the faces, the outline, the prompt to choose a die), before any input. */
static void test_a_person_s_landed_roll_is_on_screen_without_input(void **unused)
{
    (void)unused;
    need_tools();
    static const char *const seeds[] = {"3", "4", "5"};
    for (int i = 0; i < 3; i++) {
        char seed[8], name[32];
        snprintf(seed, sizeof seed, "%s", seeds[i]);
        char *args[] = {"--seed", seed, "--players", "2", "--bots", "easy", "--start", "1", NULL};
        remove(autosave_path);
        start_game(args);
        proc_sleep_ms(SETTLE_MS + 1300);
        snprintf(name, sizeof name, "still-roll-%s", seeds[i]);
        int n = look(name, true);
        if (n != 0) fail_msg("seed %s: the landed roll: %d pixels changed when the mouse moved", seed, n);
        proc_stop(&game_pid);
    }
}

/* Three easy bots at a slow pace: after each action, once its motion is over, the screen
 * is what the program draws now. A look needs the screen to stay put for two captures:
 * on a busy machine only the long pause before a turn's first decision leaves room for
 * them, so three seats give more turns (more such pauses) than two. */
static void test_the_bots_game_is_on_screen_after_every_motion(void **unused)
{
    (void)unused;
    need_tools();
    static char seen[1 << 16], now[1 << 16];
    char *args[] = {"--seed", "11", "--players", "3", "--bots", "easy,easy,easy", NULL};
    remove(autosave_path);
    start_game(args);
    uint64_t end = proc_clock_ms() + BOTS_GAME_MS;
    int compared = 0;
    read_autosave(seen, sizeof seen);
    while (proc_clock_ms() < end && compared < BOTS_LOOKS) {
        proc_sleep_ms(50);
        read_autosave(now, sizeof now);
        if (strcmp(now, seen) == 0) continue;
        /* An action (or a roll) was played: its motion ends within SETTLE_MS. Another
         * one in that time starts the wait again. */
        memcpy(seen, now, sizeof seen);
        proc_sleep_ms(SETTLE_MS);
        read_autosave(now, sizeof now);
        if (strcmp(now, seen) != 0) continue;
        char name[32];
        snprintf(name, sizeof name, "still-bots-%d", compared);
        /* Settled by quick captures: the autosave says the motion should be over, but on a
         * busy machine its last frames may still be on their way (a slow settle would let
         * the bots' next action void the look). */
        int n = look(name, false);
        if (n < 0) continue;   /* the next action came before the second capture */
        if (n != 0) fail_msg("after the bots' action %d: %d pixels changed when the mouse moved", compared, n);
        compared++;
    }
    printf("compared %d still screens of the bots' game\n", compared);
    assert_true(compared >= 4);
    proc_stop(&game_pid);
}

TEST_MAIN_GROUP(setup, teardown,
    cmocka_unit_test(test_a_person_s_landed_roll_is_on_screen_without_input),
    cmocka_unit_test(test_the_bots_game_is_on_screen_after_every_motion)
)
