/* support.h — shared helpers for the cmocka suites: the loaded sheets and a game built
 * with a fixed round roll, so a test can set up a position and act. */
#ifndef RAJAS_TEST_SUPPORT_H
#define RAJAS_TEST_SUPPORT_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "game.h"

/* A test file's main(): its cases (cmocka_unit_test(...), or with a setup and a teardown)
 * run as one group, with no group setup; the exit status is the number that failed.
 *   TEST_MAIN(
 *       cmocka_unit_test(test_R5_1_a_road_joins_the_palace),
 *       cmocka_unit_test(test_R5_2_...)
 *   )
 * TEST_MAIN_GROUP gives the group a setup and a teardown (a folder shared by every case).
 * The HEADLESS ones first pick SDL's dummy video driver, so a scene test run by hand opens
 * no window (ctest sets it too). */
#define TEST_MAIN_GROUP(setup, teardown, ...)                    \
    int main(void)                                               \
    {                                                            \
        const struct CMUnitTest tests[] = {__VA_ARGS__};         \
        return cmocka_run_group_tests(tests, setup, teardown);   \
    }
#define TEST_MAIN(...) TEST_MAIN_GROUP(NULL, NULL, __VA_ARGS__)
#define TEST_MAIN_HEADLESS_GROUP(setup, teardown, ...)           \
    int main(void)                                               \
    {                                                            \
        test_setenv("SDL_VIDEODRIVER", "dummy");                 \
        const struct CMUnitTest tests[] = {__VA_ARGS__};         \
        return cmocka_run_group_tests(tests, setup, teardown);   \
    }
#define TEST_MAIN_HEADLESS(...) TEST_MAIN_HEADLESS_GROUP(NULL, NULL, __VA_ARGS__)

/* A broken file the game must refuse: its text, and the message that follows "<path>:". */
typedef struct {
    const char *text;
    const char *message;
} BrokenFile;

/* Loaded once per test executable (fails the test if the data cannot be loaded). */
const Sheets *test_sheets(void);
int test_side(const char *name);     /* index of "sun" / "moon" */

/* A new game: players, side name, first seat (0-based), seed. */
Game test_game(int players, const char *side, int first);

/* The next item of a list like "take green-1 | road C1 ES" read from *at (moved past it)
 * into one, without the blanks around it: false at the list's end. Fails the test, naming
 * the list, on an empty item or one of cap bytes or more. */
bool test_next_item(const char **at, char *one, size_t cap);

/* Parses and applies an action text ("take green-1", "roll curve …"); fails the test when
 * refused. */
void test_do(Game *g, const char *text);
/* Applies and expects refusal with that clause; checks the state is unchanged. */
void test_refused(Game *g, const char *text, const char *clause);
/* True when the text is among game_legal's actions. */
int test_is_legal(const Game *g, const char *text);

/* Fails unless the legal actions, in canonical text sorted by strcmp and joined by " | ",
 * are exactly want ("" when there are none). */
void assert_legal(const Game *g, const char *want);
/* Fails unless the pending bonuses in list order, as docs/sheet-format.md writes them and
 * joined by blanks, are exactly want ("-" when none is pending). */
void assert_pending(const Game *g, const char *want);

/* A new empty folder /tmp/rajas-<tag>-XXXXXX for a test (its path written to dir); fails
 * the test when it cannot be made. */
void test_scratch_make(char *dir, size_t cap, const char *tag);
/* Removes it and everything in it; fails the test when it cannot. */
void test_scratch_remove(const char *dir);

/* mkdir(path, 0700) on POSIX, _mkdir(path) on Windows: 0 when made, as mkdir returns. */
int test_mkdir(const char *path);

/* fopen with a UTF-8 path on every system (on Windows through _wfopen, as the game's own
 * files go through UTF-16: fopen there reads a path in the system's code page). */
FILE *test_fopen(const char *path, const char *mode);
/* Whether anything has the name (a symbolic link itself counts, as lstat says); the
 * path in UTF-8 on every system. */
int test_exists(const char *path);
/* Copies the file from to the file to, byte for byte; fails the test when it cannot. */
void test_copy_file(const char *from, const char *to);
/* setenv(name, value, 1); _putenv_s on Windows. */
void test_setenv(const char *name, const char *value);
/* unsetenv(name); _putenv_s with an empty value on Windows. */
void test_unsetenv(const char *name);

/* A scratch folder for one test, as its cmocka state (test_scratch_setup and
 * test_scratch_teardown as the test's fixtures): dir is /tmp/rajas-test-XXXXXX, removed with
 * everything in it after the test; path is a file of the test's own in it, <dir>/file.txt. */
typedef struct {
    char dir[64];
    char path[128];
} TestScratch;
int test_scratch_setup(void **state);
int test_scratch_teardown(void **state);

#ifndef _WIN32
/* Ends the test process with a failure saying `what` blocked ("a file read"), should it
 * still run `seconds` from now: a read of a FIFO with no writer would hang the test
 * instead. test_watchdog(0, NULL) calls it off. */
void test_watchdog(unsigned seconds, const char *what);
/* The monotonic clock, in seconds. */
double test_seconds_now(void);
#endif

/* Writes text (or n bytes, NULs and all) to path, replacing what was there; fails the test
 * when it cannot. */
void test_write_text(const char *path, const char *text);
void test_write_bytes(const char *path, const char *bytes, size_t n);
/* Fails unless the file at path holds exactly want. */
void assert_file_text(const char *path, const char *want);

/* The path of a file `name` a test writes for a person to look at (a picture, a screen
 * capture): in the folder RAJAS_TEST_OUT names, which tests/CMakeLists.txt sets to one in
 * the build folder, never the source tree or the working folder. Fails the test when
 * RAJAS_TEST_OUT is not set. The answer stays valid for the next three calls. */
const char *test_out(const char *name);

#endif
