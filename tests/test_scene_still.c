/* test_scene_still.c — what the program shows when nothing moves is what it would draw
 * now. The real program runs under Xvfb beside a busy process on every core (a busy
 * machine draws its frames late, which once left the last frame of a motion on screen until
 * the mouse moved). Each time a motion has ended and the program has come to rest, the
 * screen is captured with no input; then the pointer moves a pixel away and back (over the
 * bare cloth, where nothing lights up), which has the program draw afresh, and once it is at
 * rest again the screen is captured again. The two must be the same, pixel for pixel.
 *
 * At rest means the program asleep: for REST_MS none of its threads ran (their run times in
 * /proc/<pid>/task/<tid>/schedstat, in nanoseconds, did not move) and its main thread is
 * sleeping, not waiting for a core. A screen captured then shows every frame the program
 * meant to draw by then, however late a loaded machine let it draw them; time alone cannot
 * say that (beside a load of 13 a starved program showed its window, still at its first
 * size, its dice not yet thrown, for more than a second and a half). A look in which the
 * program ran by itself between the first capture and the pointer's move (a timer of its
 * own) is not compared: the picture may change then by design.
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

#include <dirent.h>
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

#define BOT_PACE_MS SETTINGS_PACE_MAX_MS   /* the slowest: room for a rest between the bots' actions */
#define SETTLE_MS 1100   /* the longest motion (a roll, 1.02 s; a walk, 0.8 s) and margin */
#define BOTS_GAME_MS 240000  /* the most the bots' game is watched; it ends at BOTS_LOOKS */
#define BOTS_LOOKS 6
#define REST_MS 200          /* the program asleep this long: at rest */
#define REST_POLL_MS 20
#define PERSON_REST_MS 90000 /* the most a person's game may take to come to rest */
#define BOTS_REST_MS 2500    /* the bots' game: a rest sought after an action (within its pace) */
#define PERSON_TRIES 3       /* looks at a person's roll voided by the program's own timer */

/* Why a look compared nothing. */
enum { LOOK_NO_REST = -1, LOOK_WOKE = -2, LOOK_MOVED = -3 };
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

/* The run time of every thread of pid so far, in nanoseconds, and whether its main thread
 * is asleep (state S); false when the process is gone. */
static bool run_time(pid_t pid, unsigned long long *ns, bool *asleep)
{
    char path[64], line[512];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return false;
    bool read = fgets(line, sizeof line, f) != NULL;
    fclose(f);
    const char *state = read ? strrchr(line, ')') : NULL;   /* after the name, which may hold spaces */
    if (!state) return false;
    *asleep = state[1] == ' ' && state[2] == 'S';
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *d = opendir(path);
    if (!d) return false;
    *ns = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.') continue;
        char task[400];
        snprintf(task, sizeof task, "%s/%s/schedstat", path, e->d_name);
        unsigned long long t = 0;
        FILE *s = fopen(task, "r");
        if (s && fscanf(s, "%llu", &t) == 1) *ns += t;
        if (s) fclose(s);
    }
    closedir(d);
    return true;
}

/* Waits until the program is at rest (REST_MS asleep, no thread run); false when it is not
 * within limit_ms. *at: its run time then. */
static bool at_rest(int limit_ms, unsigned long long *at)
{
    uint64_t start = proc_clock_ms(), since = start;
    unsigned long long last = 0;
    while (proc_clock_ms() - start < (uint64_t)limit_ms) {
        unsigned long long ns;
        bool asleep;
        if (!run_time(game_pid, &ns, &asleep)) fail_msg("rajas is gone; see still-rajas.log");
        uint64_t now = proc_clock_ms();
        if (ns != last || !asleep) {
            last = ns;
            since = now;
        } else if (now - since >= REST_MS) {
            *at = ns;
            return true;
        }
        proc_sleep_ms(REST_POLL_MS);
    }
    return false;
}

/* The program's run time now. */
static unsigned long long ran(void)
{
    unsigned long long ns;
    bool asleep;
    if (!run_time(game_pid, &ns, &asleep)) fail_msg("rajas is gone; see still-rajas.log");
    return ns;
}

/* One look: the screen once the program is at rest, with no input; then after the pointer
 * went a pixel away and back, once it is at rest again. Returns the differing pixels, or
 * why there is nothing to compare: the program did not come to rest within rest_ms
 * (LOOK_NO_REST), it ran by itself between the first capture and the pointer's move, its own
 * timer (LOOK_WOKE), or the game moved: the autosave changed (LOOK_MOVED). The first capture
 * is kept as name-still.bmp, the second as name-moved.bmp, for a person to look at (BMP:
 * quick to write on a busy machine). */
static int look(const char *name, int rest_ms)
{
    static char before[1 << 16], after[1 << 16];
    char still[96], moved[96];
    snprintf(still, sizeof still, "%s-still.bmp", name);
    snprintf(moved, sizeof moved, "%s-moved.bmp", name);
    unsigned long long rested, again;
    if (!at_rest(rest_ms, &rested)) return LOOK_NO_REST;
    read_autosave(before, sizeof before);
    SDL_Surface *a = proc_capture("bmp", still);
    if (ran() != rested) {   /* a timer of its own woke it: the picture may differ by design */
        SDL_FreeSurface(a);
        return LOOK_WOKE;
    }
    proc_run("xdotool mousemove 5 5 sleep 0.05 mousemove 4 4");
    bool rest = at_rest(rest_ms, &again);
    SDL_Surface *b = proc_capture("bmp", moved);
    read_autosave(after, sizeof after);
    int n = !rest ? LOOK_NO_REST : strcmp(before, after) != 0 ? LOOK_MOVED : differing(a, b);
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
        proc_sleep_ms(SETTLE_MS);
        snprintf(name, sizeof name, "still-roll-%s", seeds[i]);
        int n = -1;
        for (int k = 0; k < PERSON_TRIES && n < 0; k++) n = look(name, PERSON_REST_MS);
        if (n < 0) fail_msg("seed %s: the program never stayed at rest for a look at its landed roll", seed);
        if (n != 0) fail_msg("seed %s: the landed roll: %d pixels changed when the mouse moved", seed, n);
        proc_stop(&game_pid);
    }
}

/* Three easy bots at a slow pace: after each action, once its motion is over, the screen
 * is what the program draws now. A look needs the program at rest through two captures:
 * on a busy machine only the pause before the next action leaves room for them (hence the
 * slow pace), so three seats give more turns (more such pauses) than two. */
static void test_the_bots_game_is_on_screen_after_every_motion(void **unused)
{
    (void)unused;
    need_tools();
    static char seen[1 << 16], now[1 << 16];
    char *args[] = {"--seed", "11", "--players", "3", "--bots", "easy,easy,easy", NULL};
    remove(autosave_path);
    start_game(args);
    uint64_t end = proc_clock_ms() + BOTS_GAME_MS;
    int compared = 0, voided[3] = {0, 0, 0};   /* by -LOOK_…, less one */
    read_autosave(seen, sizeof seen);
    while (proc_clock_ms() < end && compared < BOTS_LOOKS) {
        proc_sleep_ms(50);
        read_autosave(now, sizeof now);
        if (strcmp(now, seen) == 0) continue;
        /* An action (or a roll) was played: the look waits for its motion to end (the
         * program at rest), at once, for the rest before the next action is short. */
        memcpy(seen, now, sizeof seen);
        char name[32];
        snprintf(name, sizeof name, "still-bots-%d", compared);
        int n = look(name, BOTS_REST_MS);
        if (n < 0) {   /* no rest before the next action, or it came between the captures */
            voided[-n - 1]++;
            continue;
        }
        if (n != 0) fail_msg("after the bots' action %d: %d pixels changed when the mouse moved", compared, n);
        compared++;
    }
    printf("compared %d still screens of the bots' game; not compared: %d never at rest, %d woken by a timer, "
           "%d the game moved\n", compared, voided[0], voided[1], voided[2]);
    assert_true(compared >= 4);
    proc_stop(&game_pid);
}

TEST_MAIN_GROUP(setup, teardown,
    cmocka_unit_test(test_a_person_s_landed_roll_is_on_screen_without_input),
    cmocka_unit_test(test_the_bots_game_is_on_screen_after_every_motion)
)
