/* test_scene_crash_safety.c — the real program killed with SIGKILL at random moments and
 * started again, under Xvfb (docs/save-format.md, "Files: one rule"). Three easy bots play
 * a game by themselves (the fastest pace and no animations, from settings.txt), each
 * writing the autosave after every step; the program is killed at a moment drawn from a
 * fixed seed, in the middle of play, many times. After each kill:
 *
 *   - the autosave is whole: it loads (save_file_read) and is the same game (its `new` line);
 *   - its history (rolls and actions) is never shorter than after the kill before;
 *   - the program starts again, removes any temp file the kill left before the set-up
 *     screen shows, offers the game for resuming and, resumed, plays it on: the history
 *     grows past where it was killed.
 *
 * A game that ends before the kills are done is started again from the command line. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "process.h"

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "save_file.h"
#include "setup_test.h"

#define SCREEN_W 1280
#define SCREEN_H 800
#define KILLS 24
#define KILL_SEED 20261124u
#define WAIT_MS 30000   /* a wait for the program to answer, not a speed limit: it ends when the answer comes */

typedef struct {
    pid_t xvfb, game;
    pid_t keeper;           /* an X client that stays: see set_up */
    char scratch[64];       /* XDG_DATA_HOME */
    char folder[320];       /* the program's user data folder in it */
    char autosave[400];
    char first_line[128];   /* the game's `new` line */
    uint32_t random;        /* the kill moments' generator */
    int restarts, temps_swept;
} Run;

static Run run;

static uint32_t next_random(Run *r)
{
    r->random = r->random * 1664525u + 1013904223u;
    return r->random >> 8;
}

/* Starts rajas with extra arguments and waits for its window. */
static void start(Run *r, char *const extra[])
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    char *argv[12] = {(char *)game};
    int n = 1;
    for (int i = 0; extra && extra[i]; i++) argv[n++] = extra[i];
    argv[n] = NULL;
    r->game = proc_spawn(argv, "crash-rajas.log");
    char cmd[160];
    snprintf(cmd, sizeof cmd, "timeout 30 xdotool search --sync --onlyvisible --pid %d >/dev/null", (int)r->game);
    proc_run_tries(cmd, 3);
}

static void kill_game(Run *r)
{
    int status = 0;
    if (!proc_alive(r->game, &status)) fail_msg("rajas ended by itself (status %d); see crash-rajas.log", status);
    kill(r->game, SIGKILL);
    assert_int_equal(waitpid(r->game, &status, 0), r->game);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    r->game = 0;
}

/* How many temp files (*.tmp) are in the folder and its records/. */
static int temp_files(const Run *r)
{
    int n = 0;
    const char *sub[] = {"", "/records"};
    for (int i = 0; i < 2; i++) {
        char dir[400];
        snprintf(dir, sizeof dir, "%s%s", r->folder, sub[i]);
        DIR *d = opendir(dir);
        if (!d) continue;
        for (struct dirent *e; (e = readdir(d));) {
            size_t len = strlen(e->d_name);
            n += len > 4 && strcmp(e->d_name + len - 4, ".tmp") == 0;
        }
        closedir(d);
    }
    return n;
}

/* The autosave's history length (its roll and do lines), checked to load as the same game;
 * -1 when there is no autosave (the game ended, or has not written one yet). The program
 * replaces the file by rename after every step, so one version is held by a hard link and
 * both counted and loaded from it: read twice by name, the second read could be a newer
 * game state than the first. */
static int history(const Run *r)
{
    char held[400];
    snprintf(held, sizeof held, "%.63s/autosave-held.txt", r->scratch);
    unlink(held);
    if (link(r->autosave, held) != 0) return -1;
    FILE *f = fopen(held, "rb");
    assert_non_null(f);
    char line[512];
    int n = 0;
    bool first = true;
    while (fgets(line, sizeof line, f)) {
        if (first && strcmp(line, r->first_line) != 0 && r->first_line[0])
            fail_msg("the autosave is another game: %s", line);
        first = false;
        n += strncmp(line, "roll", 4) == 0 || strncmp(line, "do ", 3) == 0;
    }
    fclose(f);
    Session s;
    session_init(&s, test_sheets());
    char err[600];
    if (!save_file_read(&s, held, err, sizeof err)) fail_msg("the autosave does not load: %s", err);
    assert_int_equal(s.count, (size_t)n);
    session_free(&s);
    unlink(held);
    return n;
}

/* Waits up to ms until the autosave's history is longer than was; returns it, or was when
 * the time ran out. */
static int wait_past_for(const Run *r, int was, int ms)
{
    uint64_t until = proc_clock_ms() + (uint64_t)ms;
    int now;
    while ((now = history(r)) <= was && now >= 0) {
        if (proc_clock_ms() > until) return was;
        proc_sleep_ms(20);
    }
    return now;
}

static int wait_past(const Run *r, int was)
{
    int now = wait_past_for(r, was, WAIT_MS);
    if (now == was) fail_msg("the game did not go on past %d steps", was);
    return now;
}

static void new_game(Run *r)
{
    char *const args[] = {"--players", "3", "--bots", "easy,easy,easy", "--seed", "5", NULL};
    r->first_line[0] = '\0';
    start(r, args);
    /* A new game's first autosave may come a moment after its window shows. */
    uint64_t until = proc_clock_ms() + (uint64_t)WAIT_MS;
    while (access(r->autosave, F_OK) != 0 && proc_clock_ms() < until) proc_sleep_ms(20);
    wait_past(r, 0);
    FILE *f = fopen(r->autosave, "rb");
    assert_non_null(f);
    assert_non_null(fgets(r->first_line, sizeof r->first_line, f));
    fclose(f);
}

/* Starts the program again: no temp file is left once its window shows, the game is
 * offered for resuming, and resumed it plays on past `was`. */
static void restart_and_resume(Run *r, int was)
{
    start(r, NULL);
    if (temp_files(r) != 0) fail_msg("a temp file is left after restart %d", r->restarts + 1);
    GameSetup g;
    setup_default(&g, test_sheets());
    SetupLayout l;
    setup_layout(&l, SCREEN_W, SCREEN_H, 100, g.players, test_sheets()->count, true);
    /* The pointer comes from elsewhere each time, so the new window sees it arrive; a click
     * the program was not yet ready for is made again. */
    char cmd[160];
    snprintf(cmd, sizeof cmd, "xdotool mousemove 1 1 mousemove %d %d click 1", l.resume.x + l.resume.w / 2,
             l.resume.y + l.resume.h / 2);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    do {
        proc_run(cmd);
        if (wait_past_for(r, was, 1500) > was) {
            r->restarts++;
            return;
        }
    } while (proc_clock_ms() < until);
    fail_msg("restart %d: the game was not resumed past %d steps", r->restarts + 1, was);
}

static void killed_at_random_moments_every_restart_resumes(void **state)
{
    Run *r = *state;
    new_game(r);
    int was = history(r);
    for (int k = 0; k < KILLS; k++) {
        proc_sleep_ms((int)(next_random(r) % 900));
        kill_game(r);
        r->temps_swept += temp_files(r);
        int now = history(r);
        if (now < 0) {   /* the game ended before the kill: a new one */
            new_game(r);
            was = history(r);
            continue;
        }
        if (now < was) fail_msg("kill %d: the history shrank from %d to %d steps", k + 1, was, now);
        was = now;
        restart_and_resume(r, was);
    }
    kill_game(r);
    printf("%d kills, %d restarts resumed, %d temp files left by a kill and swept, %d steps\n", KILLS,
           r->restarts, r->temps_swept, history(r));
    assert_true(r->restarts >= 20);
}

static int set_up(void **state)
{
    Run *r = &run;
    memset(r, 0, sizeof *r);
    r->random = KILL_SEED;
    if (!proc_have("Xvfb") || !proc_have("xdotool")) {
        fprintf(stderr, "Xvfb and xdotool are needed (sh packaging/deps.sh --test)\n");
        return -1;
    }
    r->xvfb = proc_start_xvfb("1280x800x24");
    /* Xvfb resets itself when its last client goes, and a kill leaves none: a client that
     * connects during the reset is refused. One that stays keeps the server up. */
    char *keeper[] = {"xdotool", "sleep", "600", NULL};
    r->keeper = proc_spawn(keeper, NULL);
    snprintf(r->scratch, sizeof r->scratch, "/tmp/rajas-crash-XXXXXX");
    if (!mkdtemp(r->scratch)) return -1;
    setenv("XDG_DATA_HOME", r->scratch, 1);
    setenv("SDL_VIDEODRIVER", "x11", 1);
    snprintf(r->folder, sizeof r->folder, "%.63s/rajas/rajas", r->scratch);
    snprintf(r->autosave, sizeof r->autosave, "%.320s/autosave.txt", r->folder);
    char cmd[800];
    snprintf(cmd, sizeof cmd,
             "mkdir -p '%.320s' && printf 'animation = off\\nbot_pace = 300\\nsound = off\\n' > '%.320s/settings.txt'",
             r->folder, r->folder);
    if (system(cmd) != 0) return -1;
    *state = r;
    return 0;
}

static int tear_down(void **state)
{
    Run *r = *state;
    if (r->game > 0) proc_stop(&r->game);
    proc_stop(&r->keeper);
    proc_stop(&r->xvfb);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", r->scratch);
    return system(cmd) == 0 ? 0 : -1;
}

TEST_MAIN(
    cmocka_unit_test_setup_teardown(killed_at_random_moments_every_restart_resumes, set_up, tear_down)
)
