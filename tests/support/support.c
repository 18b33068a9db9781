/* support.c — see support.h. */
#define _POSIX_C_SOURCE 200809L   /* mkdtemp, setenv */
#include "support.h"

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <direct.h>
#include <io.h>
#else
#include <signal.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "action.h"
#include "data.h"

static Sheets loaded;
static int loaded_ok;

const Sheets *test_sheets(void)
{
    if (!loaded_ok) {
        char err[512];
        if (!data_load_sheets(&loaded, err, sizeof err))
            fail_msg("cannot load sheets: %s", err);
        loaded_ok = 1;
    }
    return &loaded;
}

int test_side(const char *name)
{
    int s = sheets_find(test_sheets(), name);
    assert_true(s >= 0);
    return s;
}

Game test_game(int players, const char *side, int first)
{
    Game g;
    Setup setup = {(uint8_t)players, (uint8_t)test_side(side), (uint8_t)first, 1};
    Refusal why;
    if (!game_start(&g, test_sheets(), &setup, &why))
        fail_msg("game_start refused: %s %s", why.clause, why.message);
    return g;
}

static Action parse_or_fail(const char *text)
{
    Action a;
    const char *why = NULL;
    if (!action_parse(text, &a, &why))
        fail_msg("cannot parse '%s': %s", text, why);
    return a;
}

bool test_next_item(const char **at, char *one, size_t cap)
{
    const char *list = *at;
    *at += strspn(*at, " ");
    if (**at == '\0') return false;
    size_t n = strcspn(*at, "|");
    size_t len = n;
    while (len > 0 && (*at)[len - 1] == ' ') len--;
    if (len == 0 || len >= cap) fail_msg("cannot read the list '%s'", list);
    memcpy(one, *at, len);
    one[len] = '\0';
    *at += n + ((*at)[n] == '|');
    return true;
}

void test_do(Game *g, const char *text)
{
    Action a = parse_or_fail(text);
    Refusal why;
    if (!game_apply(g, test_sheets(), &a, &why))
        fail_msg("'%s' refused: %s %s", text, why.clause, why.message);
}

void test_refused(Game *g, const char *text, const char *clause)
{
    Action a = parse_or_fail(text);
    Game before = *g;
    Refusal why = {0};
    if (game_apply(g, test_sheets(), &a, &why))
        fail_msg("'%s' was accepted, expected refusal %s", text, clause);
    if (strcmp(why.clause, clause) != 0) fail_msg("'%s' refused under %s, expected %s", text, why.clause, clause);
    assert_memory_equal(&before, g, sizeof before);
}

int test_is_legal(const Game *g, const char *text)
{
    Action want = parse_or_fail(text);
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, test_sheets(), legal);
    for (int i = 0; i < n; i++)
        if (action_equal(&legal[i], &want))
            return 1;
    return 0;
}

static int compare_text(const void *a, const void *b) { return strcmp(a, b); }

void assert_legal(const Game *g, const char *want)
{
    static Action legal[GAME_MAX_LEGAL];
    static char text[GAME_MAX_LEGAL][64];
    char buf[8192] = "";
    int n = game_legal(g, test_sheets(), legal);
    for (int i = 0; i < n; i++)
        action_format(&legal[i], text[i], sizeof text[i]);
    qsort(text, (size_t)n, sizeof text[0], compare_text);
    for (int i = 0; i < n; i++) {
        strcat(buf, i ? " | " : "");
        strcat(buf, text[i]);
    }
    assert_string_equal(buf, want);
}

void assert_pending(const Game *g, const char *want)
{
    char buf[512] = "";
    for (int i = 0; i < g->pending_count; i++) {
        char one[32];
        bonus_format(g->pending[i], one, sizeof one);
        strcat(buf, i ? " " : "");
        strcat(buf, one);
    }
    assert_string_equal(g->pending_count ? buf : "-", want);
}

int test_mkdir(const char *path)
{
#ifdef _WIN32
    return _mkdir(path);
#else
    return mkdir(path, 0700);
#endif
}

#ifdef _WIN32
/* text (UTF-8) as UTF-16 in w[cap]; fails the test when it is not UTF-8 or too long. */
static void wide_or_fail(const char *text, wchar_t *w, int cap)
{
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, w, cap) <= 0)
        fail_msg("%s: not UTF-8, or too long a path", text);
}

FILE *test_fopen(const char *path, const char *mode)
{
    wchar_t wpath[1024], wmode[8];
    wide_or_fail(path, wpath, 1024);
    wide_or_fail(mode, wmode, 8);
    return _wfopen(wpath, wmode);
}

void test_setenv(const char *name, const char *value)
{
    if (_putenv_s(name, value) != 0) fail_msg("cannot set %s", name);
}

/* An empty value takes the variable out of the environment there. */
void test_unsetenv(const char *name)
{
    if (_putenv_s(name, "") != 0) fail_msg("cannot unset %s", name);
}

int test_exists(const char *path)
{
    wchar_t w[1024];
    wide_or_fail(path, w, 1024);
    return GetFileAttributesW(w) != INVALID_FILE_ATTRIBUTES;
}
#else
int test_exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

FILE *test_fopen(const char *path, const char *mode)
{
    return fopen(path, mode);
}

void test_setenv(const char *name, const char *value)
{
    if (setenv(name, value, 1) != 0) fail_msg("cannot set %s", name);
}

void test_unsetenv(const char *name)
{
    if (unsetenv(name) != 0) fail_msg("cannot unset %s", name);
}
#endif

void test_copy_file(const char *from, const char *to)
{
    FILE *in = test_fopen(from, "rb"), *out = in ? test_fopen(to, "wb") : NULL;
    if (!in || !out) fail_msg("cannot copy %s to %s", from, to);
    char buf[8192];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n) fail_msg("cannot write %s", to);
    fclose(in);
    if (fclose(out) != 0) fail_msg("cannot write %s", to);
}

#ifdef _WIN32
/* Windows has no mkdtemp or rm: a unique name under %TEMP% made with _mktemp_s, and the
 * command interpreter's rmdir (the Windows edition's tests run under Wine). */
void test_scratch_make(char *dir, size_t cap, const char *tag)
{
    const char *tmp = getenv("TEMP");
    if (snprintf(dir, cap, "%s\\rajas-%s-XXXXXX", tmp ? tmp : ".", tag) >= (int)cap)
        fail_msg("scratch path too long for %s", tag);
    if (_mktemp_s(dir, strlen(dir) + 1) != 0 || _mkdir(dir) != 0)
        fail_msg("cannot make the scratch folder %s", dir);
}

void test_scratch_remove(const char *dir)
{
    char cmd[300];
    if (snprintf(cmd, sizeof cmd, "rmdir /s /q \"%s\"", dir) >= (int)sizeof cmd)
        fail_msg("scratch path too long: %s", dir);
    if (system(cmd) != 0 || _access(dir, 0) == 0) fail_msg("cannot remove the scratch folder %s", dir);
}
#else
void test_scratch_make(char *dir, size_t cap, const char *tag)
{
    if (snprintf(dir, cap, "/tmp/rajas-%s-XXXXXX", tag) >= (int)cap) fail_msg("scratch path too long for %s", tag);
    if (!mkdtemp(dir)) fail_msg("cannot make the scratch folder %s", dir);
}

void test_scratch_remove(const char *dir)
{
    char cmd[256];
    if (snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir) >= (int)sizeof cmd) fail_msg("scratch path too long: %s", dir);
    if (system(cmd) != 0) fail_msg("cannot remove the scratch folder %s", dir);
}
#endif

int test_scratch_setup(void **state)
{
    TestScratch *s = calloc(1, sizeof *s);
    assert_non_null(s);
    test_scratch_make(s->dir, sizeof s->dir, "test");
    snprintf(s->path, sizeof s->path, "%s/file.txt", s->dir);
    *state = s;
    return 0;
}

int test_scratch_teardown(void **state)
{
    TestScratch *s = *state;
    test_scratch_remove(s->dir);
    free(s);
    return 0;
}

void test_write_text(const char *path, const char *text) { test_write_bytes(path, text, strlen(text)); }

void test_write_bytes(const char *path, const char *bytes, size_t n)
{
    FILE *f = test_fopen(path, "wb");
    if (!f) fail_msg("cannot write %s", path);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

void assert_file_text(const char *path, const char *want)
{
    char *text = data_read_file(path, NULL);
    if (!text) fail_msg("cannot read %s", path);
    assert_string_equal(text, want);
    free(text);
}

const char *test_out(const char *name)
{
    static char path[4][1024];
    static int next;
    const char *out = getenv("RAJAS_TEST_OUT");
    if (!out || !*out) fail_msg("RAJAS_TEST_OUT is not set (ctest sets it): where would %s go?", name);
    char *at = path[next++ % 4];
    if (snprintf(at, sizeof path[0], "%s/%s", out, name) >= (int)sizeof path[0]) fail_msg("path too long: %s", name);
    return at;
}

#ifndef _WIN32
/* What the watchdog says: kept for the signal handler, which may only write it. */
static char watched[128];

static void on_alarm(int sig)
{
    (void)sig;
    (void)!write(2, watched, strlen(watched));
    _exit(1);
}

void test_watchdog(unsigned seconds, const char *what)
{
    if (what) snprintf(watched, sizeof watched, "%s blocked: the test would hang\n", what);
    signal(SIGALRM, on_alarm);
    alarm(seconds);
}

double test_seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}
#endif
