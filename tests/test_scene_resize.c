/* test_scene_resize.c — every scene of the real program survives a resize, from every way
 * into it. Xvfb gives the program a large screen; xdotool starts nothing but resizes its
 * window (to the smallest size the scenes lay out for, far below it, a large one, an odd one
 * and back) and presses keys and buttons. After each resize F12 asks the program for a
 * screenshot: that it is saved, and at the size just set, shows that the program is alive,
 * took the resize and still draws and answers.
 *
 * The ways in: the set-up screen of a fresh start (with the rules, Settings and Statistics
 * over it, then Start), a game started from the command line (two bots playing while the
 * window changes, the rules over it), the saved game resumed from the set-up screen, a
 * finished game resumed into the end screen (the rules over it, then the review's card),
 * Play again from there (with the leave question over the table), and the replay viewer
 * of that finished game's record, from the command line (the rules over it) and from the
 * Statistics card's list; and Learn to play from the set-up screen (the coach's card over
 * the table, the rules over it, the lesson's leave question, Leave). The command-line start crashed on its first
 * resize before the set-up screen was laid out only when entered (issue 10, item 1). */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "process.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

#include "bot.h"
#include "end.h"
#include "save_file.h"
#include "setup_test.h"
#include "stats_card.h"
#include "table.h"
#include "table_frame.h"
#include "table_steps.h"
#include "table_test.h"

#define START_W 1280
#define START_H 800
#define WAIT_MS 30000   /* a wait for the program to answer, not a speed limit: it ends when the answer comes */

typedef struct {
    int w, h;
} Size;

/* The smallest layout, far below it, large, odd, and the size every step starts from (the
 * clicks are aimed at its layout). Consecutive sizes differ, so each resize is a change. */
static const Size SIZES[] = {{1024, 640}, {320, 200}, {2560, 1600}, {1111, 777}, {START_W, START_H}};

typedef struct {
    pid_t xvfb, game;
    char scratch[64];    /* XDG_DATA_HOME */
    char folder[320];    /* the program's user data folder in it */
    char window[32];     /* the X window id */
    int shots;           /* screenshots checked */
    int starts;          /* programs started: each answered one screenshot once up */
    int saved;           /* "screenshot saved" lines in the program's log so far */
} Run;

#define GAME_LOG "resize-rajas.log"

static Run run;

static void assert_answers_at(Run *r, int w, int h, const char *where);

/* The program started with extra arguments, its window found, and its first screen drawn:
 * it has answered an F12 with a screenshot, so the input sent after this is read by a
 * screen that is up, on a machine however busy (a click sent while the program was still
 * starting could be read before its screen could take it). */
static void start_program(Run *r, char *const extra[])
{
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    char *argv[12] = {(char *)game, "--seed", "5"};
    int n = 3;
    for (int i = 0; extra && extra[i]; i++) argv[n++] = extra[i];
    argv[n] = NULL;
    r->game = proc_spawn(argv, GAME_LOG);
    r->saved = 0;
    /* The window found first may go away at once: SDL makes it again when the renderer it
     * opens needs another kind of window, and the next xdotool command at the old id then
     * fails with BadWindow. So the search is made until the same window is found twice,
     * half a second apart (at most five times); a search that finds nothing is made again
     * too (proc_run_tries, process.h). */
    char last[sizeof r->window] = "";
    for (int tries = 0; tries < 5; tries++) {
        r->window[0] = '\0';
        FILE *p = popen("timeout 30 xdotool search --sync --onlyvisible --name 'Rajas of the Ganges' 2>/dev/null", "r");
        assert_non_null(p);
        char line[sizeof r->window];
        while (fgets(line, sizeof line, p)) snprintf(r->window, sizeof r->window, "%s", line);   /* the last listed */
        pclose(p);
        r->window[strcspn(r->window, "\r\n")] = '\0';
        if (r->window[0] && strcmp(r->window, last) == 0) break;
        snprintf(last, sizeof last, "%s", r->window);
        proc_sleep_ms(500);
    }
    if (!r->window[0]) fail_msg("no window of rajas appeared; see resize-rajas.log");
    assert_answers_at(r, START_W, START_H, "once its window showed");
    r->starts++;
}

/* The program must still be running; a crash is reported with its signal. */
static void assert_running(const Run *r, const char *where)
{
    int status = 0;
    if (proc_alive(r->game, &status)) return;
    if (WIFSIGNALED(status))
        fail_msg("rajas died of signal %d %s; see resize-rajas.log", WTERMSIG(status), where);
    fail_msg("rajas exited with status %d %s; see resize-rajas.log", WEXITSTATUS(status), where);
}

/* SIGTERM is a window close: the program must end cleanly, status 0. */
static void end_program(Run *r)
{
    assert_running(r, "before it was closed");
    kill(r->game, SIGTERM);
    int status = 0;
    assert_int_equal(waitpid(r->game, &status, 0), r->game);
    r->game = 0;
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
}

/* How many screenshots the program has said it saved (its log line comes once the file is
 * whole, so a half-written file is never read). */
static int saved_count(void)
{
    FILE *f = fopen(GAME_LOG, "rb");
    if (!f) return 0;
    char line[1024];
    int n = 0;
    while (fgets(line, sizeof line, f))
        if (strstr(line, "screenshot saved: ")) n++;
    fclose(f);
    return n;
}

/* The screenshot file in the user folder, loaded, or NULL; path gets its name. */
static SDL_Surface *load_screenshot(const Run *r, char path[static 512])
{
    DIR *d = opendir(r->folder);
    if (!d) return NULL;
    SDL_Surface *s = NULL;
    for (struct dirent *e = readdir(d); e && !s; e = readdir(d)) {
        if (strncmp(e->d_name, "screenshot-", 11) != 0) continue;
        snprintf(path, 512, "%.200s/%.300s", r->folder, e->d_name);
        s = IMG_Load(path);
    }
    closedir(d);
    return s;
}

/* F12 and the screenshot it saves, at the window's new size w×h. */
static void assert_answers_at(Run *r, int w, int h, const char *where)
{
    char cmd[128], path[512];
    snprintf(cmd, sizeof cmd, "xdotool key --window %s F12", r->window);
    proc_run(cmd);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    while (saved_count() <= r->saved) {
        assert_running(r, where);
        if (proc_clock_ms() > until) fail_msg("no screenshot at %dx%d %s", w, h, where);
        proc_sleep_ms(30);
    }
    r->saved++;
    SDL_Surface *shot = load_screenshot(r, path);
    if (!shot) fail_msg("the screenshot at %dx%d %s cannot be read", w, h, where);
    if (shot->w != w || shot->h != h)
        fail_msg("the screenshot %s is %dx%d, the window %dx%d", where, shot->w, shot->h, w, h);
    SDL_FreeSurface(shot);
    remove(path);
    r->shots++;
}

/* Every size in turn; the window ends at START_W×START_H. */
static void resize_through_all(Run *r, const char *where)
{
    for (size_t i = 0; i < sizeof SIZES / sizeof SIZES[0]; i++) {
        char cmd[128], at[160];
        snprintf(cmd, sizeof cmd, "xdotool windowsize --sync %s %d %d", r->window, SIZES[i].w, SIZES[i].h);
        proc_run(cmd);
        snprintf(at, sizeof at, "%s after a resize to %dx%d", where, SIZES[i].w, SIZES[i].h);
        assert_running(r, at);
        assert_answers_at(r, SIZES[i].w, SIZES[i].h, at);
    }
}

static void key(const Run *r, const char *name)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "xdotool key --window %s %s sleep 0.2", r->window, name);
    proc_run(cmd);
}

/* A click at the middle of a rectangle of the window's layout: the pointer is placed
 * relative to the window, wherever the X server put it (centred on the screen). */
static void click(const Run *r, SDL_Rect at)
{
    char cmd[200];
    snprintf(cmd, sizeof cmd, "xdotool mousemove --window %s %d %d sleep 0.05 click 1 sleep 0.3", r->window,
             at.x + at.w / 2, at.y + at.h / 2);
    proc_run(cmd);
}

/* The set-up screen as the program lays it out at the start size. */
static SetupLayout setup_screen(bool can_resume)
{
    GameSetup g;
    setup_default(&g, test_sheets());
    SetupLayout l;
    setup_layout(&l, START_W, START_H, 100, g.players, test_sheets()->count, can_resume);
    return l;
}

/* The scene on screen, then with the rules (F1) over it. */
static void resize_with_rules(Run *r, const char *where)
{
    char over[160];
    resize_through_all(r, where);
    key(r, "F1");
    snprintf(over, sizeof over, "the rules over %s", where);
    resize_through_all(r, over);
    key(r, "F1");
}

/* A 2-player game played to its end by easy bots, saved where the program keeps its
 * autosave, so that resuming it opens the end screen. */
static void write_finished_autosave(const Run *r)
{
    Session s;
    session_init(&s, test_sheets());
    Setup setup = {.players = 2, .sheet = test_side("sun"), .first = 0, .seed = 11};
    Refusal why;
    assert_true(session_new(&s, &setup, &why));
    BotConfig config = bot_config_default(3);
    for (int steps = 0; !game_over(&s.game); steps++) {
        assert_true(steps < 5000);
        Action a;
        if (game_actor(&s.game) == GAME_CHANCE) assert_true(session_roll_random(&s, NULL, &why));
        else assert_true(bot_choose(&s.game, test_sheets(), BOT_EASY, &config, &a) && session_apply(&s, &a, &why));
    }
    char path[400], err[512];
    snprintf(path, sizeof path, "%s/autosave.txt", r->folder);
    if (!save_file_write(&s, path, err, sizeof err)) fail_msg("%s", err);
    snprintf(path, sizeof path, "%s/autosave-seats.txt", r->folder);
    remove(path);   /* the 3-seat memory of the last game does not fit: default seats */
    session_free(&s);
}

static void test_from_the_set_up_screen(Run *r)
{
    start_program(r, NULL);
    resize_with_rules(r, "the set-up screen");
    SetupLayout l = setup_screen(false);
    click(r, l.settings);
    resize_through_all(r, "the Settings over the set-up");
    key(r, "Escape");
    click(r, l.stats);
    resize_through_all(r, "the Statistics over the set-up");
    key(r, "Escape");
    click(r, l.start);
    resize_with_rules(r, "the table started from the set-up");
    end_program(r);
}

/* Learn to play from the set-up screen (a game to resume is there by now): the lesson's
 * table with the coach's card, the rules over it, the leave question, and Leave back to
 * the set-up screen. */
static void test_learn_to_play(Run *r)
{
    start_program(r, NULL);
    click(r, setup_screen(true).learn);
    resize_with_rules(r, "the lesson from the set-up screen");
    key(r, "Return");   /* the welcome note read */
    key(r, "Escape");
    resize_through_all(r, "the lesson's leave question");
    /* Leave, where the table puts the question's button at the start size. */
    TableScene *t = table_scene_new();
    assert_non_null(t);
    table_test_lay_out(t, START_W, START_H, 2);
    SDL_Rect leave, stay;
    table_leave_buttons(t, &leave, &stay);
    table_scene_free(t);
    click(r, leave);
    end_program(r);
}

static void test_from_the_command_line_and_resumed(Run *r)
{
    char *const cli[] = {"--players", "3", "--bots", "hard,medium", NULL};
    start_program(r, cli);
    resize_with_rules(r, "the table started from the command line");
    end_program(r);
    /* The game the command line started is offered and resumed. */
    start_program(r, NULL);
    resize_through_all(r, "the set-up screen with a game to resume");
    click(r, setup_screen(true).resume);
    resize_with_rules(r, "the resumed table");
    end_program(r);
}

/* The record the resumed finished game left in the records folder, once it is there: the
 * program writes it as the end screen comes, after the table's pause at the game's end, so
 * on a busy machine a while after the click that resumed it. Fails after WAIT_MS. */
static void wait_for_record(const Run *r, char *path, size_t cap)
{
    char folder[400];
    snprintf(folder, sizeof folder, "%s/records", r->folder);
    uint64_t until = proc_clock_ms() + WAIT_MS;
    path[0] = '\0';
    for (;;) {
        DIR *d = opendir(folder);
        for (struct dirent *e = d ? readdir(d) : NULL; e && !path[0]; e = readdir(d))
            if (strstr(e->d_name, ".rajas")) snprintf(path, cap, "%.400s/%.100s", folder, e->d_name);
        if (d) closedir(d);
        if (path[0]) return;
        if (proc_clock_ms() > until) fail_msg("no record in %s after %d ms", folder, WAIT_MS);
        proc_sleep_ms(50);
    }
}

static void test_the_end_screen_and_play_again(Run *r)
{
    write_finished_autosave(r);
    start_program(r, NULL);
    click(r, setup_screen(true).resume);
    /* The end screen is up once the record is written (go_end follows at once): only then
     * are the clicks below aimed at it, not at the table before it. */
    char record[520];
    wait_for_record(r, record, sizeof record);
    resize_with_rules(r, "the end screen of a resumed finished game");
    EndLayout end;
    end_layout(&end, START_W, START_H, 100, 2);
    click(r, end.review);  /* Review my game: resized while it runs (or once it is done) */
    resize_through_all(r, "the review's card over the end screen");
    key(r, "Escape");   /* cancels it, or puts the list away */
    key(r, "Return");   /* Play again */
    resize_through_all(r, "the table of Play again");
    key(r, "Escape");   /* the question whether to leave the table */
    resize_through_all(r, "the leave question over the table");
    end_program(r);
}

static void test_the_replay_viewer(Run *r)
{
    char record[520];
    wait_for_record(r, record, sizeof record);
    char *const cli[] = {"--replay", record, NULL};
    start_program(r, cli);
    key(r, "Right");
    key(r, "Right");
    resize_with_rules(r, "the replay viewer from the command line");
    key(r, "Escape");   /* to the set-up screen, with the Play again game to resume */
    click(r, setup_screen(true).stats);
    StatsLayout stats;
    stats_layout(&stats, START_W, START_H, 100);
    click(r, stats.game[0]);
    key(r, "End");
    resize_through_all(r, "the replay viewer from the Statistics");
    end_program(r);
}

static void test_every_scene_survives_resizes_from_every_start_path(void **unused)
{
    (void)unused;
    if (!proc_have("Xvfb") || !proc_have("xdotool"))
        fail_msg("this test needs Xvfb and xdotool (packaging/deps.sh --test installs them)");
    Run *r = &run;
    uint64_t started = proc_clock_ms();
    r->xvfb = proc_start_xvfb("2560x1600x24");
    snprintf(r->scratch, sizeof r->scratch, "/tmp/rajas-resize-XXXXXX");
    if (!mkdtemp(r->scratch)) fail_msg("mkdtemp: %s", strerror(errno));
    snprintf(r->folder, sizeof r->folder, "%.63s/rajas/rajas", r->scratch);
    setenv("XDG_DATA_HOME", r->scratch, 1);
    setenv("SDL_VIDEODRIVER", "x11", 1);
    /* The X11 and GL libraries the program loads under Xvfb keep a few blocks to the end,
     * which the leak check of a sanitizer build would count against it; the program's own
     * leaks are checked by the headless scene tests. Memory errors still end it. */
    const char *asan = getenv("ASAN_OPTIONS");
    char options[512];
    snprintf(options, sizeof options, "%.400s%sdetect_leaks=0", asan ? asan : "", asan && *asan ? ":" : "");
    setenv("ASAN_OPTIONS", options, 1);
    test_from_the_set_up_screen(r);
    test_learn_to_play(r);
    test_from_the_command_line_and_resumed(r);
    test_the_end_screen_and_play_again(r);
    test_the_replay_viewer(r);
    /* 22 scene states, each at every size, and the first screen of each of 6 starts */
    assert_int_equal(r->starts, 6);
    assert_int_equal(r->shots, 22 * (int)(sizeof SIZES / sizeof SIZES[0]) + r->starts);
    printf("resize: %d resizes answered, %.1f s\n", r->shots, (double)(proc_clock_ms() - started) / 1000.0);
}

static int teardown(void **unused)
{
    (void)unused;
    proc_stop(&run.game);
    proc_stop(&run.xvfb);
    if (run.scratch[0]) {
        char cmd[128];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", run.scratch);
        if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", run.scratch);
    }
    return 0;
}

TEST_MAIN(
    cmocka_unit_test_teardown(test_every_scene_survives_resizes_from_every_start_path, teardown)
)
