/* test_scene_clean_exit.c — the real program under an X server of its own (Xvfb) is
 * started and quit, as a player's window manager quits it (SIGTERM, which SDL turns into
 * SDL_QUIT), and must exit with status 0: no crash on the way out and, in the sanitizer
 * build, no leak reported. The sanitizers' options are the strict ones (leaks detected,
 * abort_on_error: a leak would end it in SIGABRT) with tests/lsan.supp, which names the
 * system libraries whose own leaks on every exit are not the game's (libdbus, libX11);
 * the build without sanitizers ignores them.
 *
 * The renderer is SDL's software one: with the OpenGL renderer, Mesa's swrast_dri.so also
 * keeps 240 bytes, but it is unloaded before the leak report, so no suppression can name
 * it by its library (docs/fuzzing.md, "Leaks at exit"). */
#define _POSIX_C_SOURCE 200809L
#include "support.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "process.h"

#define LOG "clean-exit-rajas.log"

static char scratch[64];

/* The program's window: it answers to xdotool once it is up. */
static bool window_up(pid_t game)
{
    char cmd[96];
    snprintf(cmd, sizeof cmd, "xdotool search --onlyvisible --pid %d >/dev/null 2>&1", (int)game);
    return system(cmd) == 0;
}

/* Starts the program with args, waits for its window, quits it and returns its wait status. */
static int start_and_quit(char *const *args)
{
    pid_t game = proc_spawn(args, LOG);
    uint64_t start = proc_clock_ms();
    int status = 0;
    while (!window_up(game)) {
        if (!proc_alive(game, &status)) fail_msg("the program ended before its window opened; see %s", LOG);
        if (proc_clock_ms() - start > 120000) fail_msg("no window within 120 s; see %s", LOG);
        proc_sleep_ms(100);
    }
    proc_sleep_ms(1500);   /* a few frames drawn */
    kill(game, SIGTERM);
    start = proc_clock_ms();
    while (proc_alive(game, &status)) {
        if (proc_clock_ms() - start > 60000) {
            proc_stop(&game);
            fail_msg("the program did not quit within 60 s of SIGTERM");
        }
        proc_sleep_ms(50);
    }
    return status;
}

static void assert_exit_0(int status)
{
    if (WIFSIGNALED(status))
        fail_msg("the program ended by signal %d (SIGABRT: a leak or a sanitizer error); see %s", WTERMSIG(status),
                 LOG);
    assert_true(WIFEXITED(status));
    if (WEXITSTATUS(status) != 0) fail_msg("the program exited with status %d; see %s", WEXITSTATUS(status), LOG);
}

/* Quit from the set-up screen, and from a table where bots play. */
static void test_the_program_quits_with_status_0(void **unused)
{
    (void)unused;
    const char *game = getenv("RAJAS_GAME");
    if (!game) fail_msg("RAJAS_GAME (the rajas program) is not set");
    if (!proc_have("Xvfb") || !proc_have("xdotool"))
        fail_msg("this test needs Xvfb and xdotool (packaging/deps.sh --test installs them)");
    pid_t xvfb = proc_start_xvfb("1280x800x24");
    char *setup[] = {(char *)game, NULL};
    assert_exit_0(start_and_quit(setup));
    char *table[] = {(char *)game, "--players", "2", "--bots", "easy", "--seed", "3", NULL};
    assert_exit_0(start_and_quit(table));
    proc_stop(&xvfb);
}

int main(void)
{
    char supp[512];
    const char *tests = getenv("RAJAS_TESTS");
    snprintf(supp, sizeof supp, "suppressions=%s/lsan.supp", tests ? tests : "tests");
    setenv("LSAN_OPTIONS", supp, 1);
    setenv("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1", 1);
    setenv("SDL_VIDEODRIVER", "x11", 1);
    setenv("SDL_RENDER_DRIVER", "software", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    snprintf(scratch, sizeof scratch, "/tmp/rajas-clean-exit-XXXXXX");
    if (!mkdtemp(scratch)) return 1;
    setenv("XDG_DATA_HOME", scratch, 1);
    const struct CMUnitTest tests_[] = {cmocka_unit_test(test_the_program_quits_with_status_0)};
    int failed = cmocka_run_group_tests(tests_, NULL, NULL);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", scratch);
    if (system(cmd) != 0) failed++;
    return failed;
}
