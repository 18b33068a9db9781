/* test_protocol.c — the protocol transcripts: for each tests/transcripts/<name>.in there is a
 * <name>.out, and rajas-engine fed the .in on standard input must write exactly the .out
 * and exit with status 0. One cmocka test per transcript, found at run time, so adding a
 * scenario is dropping in two files. RAJAS_TESTS (the tests folder) and RAJAS_ENGINE (the
 * program) come from tests/CMakeLists.txt. */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"

#define TRANSCRIPTS_MAX 1024
#define DIR_MAX 4096
#define NAME_MAX_CHARS 256

typedef struct {
    char name[NAME_MAX_CHARS];
    char in[DIR_MAX + NAME_MAX_CHARS + 8];      /* "<dir>/<name>.in" always fits */
    char out[DIR_MAX + NAME_MAX_CHARS + 8];
} Transcript;

static const char *engine_path;

/* Reads everything from fd into a new NUL-terminated buffer. */
static char *read_all(int fd)
{
    size_t len = 0, cap = 4096;
    char *buf = malloc(cap);
    ssize_t n;
    while (buf && (n = read(fd, buf + len, cap - len - 1)) > 0) {
        len += (size_t)n;
        if (len + 1 == cap) {
            char *bigger = realloc(buf, cap *= 2);
            if (!bigger)
                free(buf);
            buf = bigger;
        }
    }
    if (buf)
        buf[len] = '\0';
    return buf;
}

/* Runs the engine with the file `input` as standard input; returns its standard output. */
static char *run_engine(const char *input, int *status)
{
    int in = open(input, O_RDONLY), pipe_fd[2];
    if (in < 0 || pipe(pipe_fd) != 0)
        fail_msg("cannot open %s or make a pipe", input);
    pid_t pid = fork();
    if (pid < 0)
        fail_msg("fork failed");
    if (pid == 0) {
        dup2(in, STDIN_FILENO);
        dup2(pipe_fd[1], STDOUT_FILENO);
        close(pipe_fd[0]);
        execl(engine_path, engine_path, (char *)NULL);
        _exit(127);
    }
    close(in);
    close(pipe_fd[1]);
    char *out = read_all(pipe_fd[0]);
    close(pipe_fd[0]);
    waitpid(pid, status, 0);
    assert_non_null(out);
    return out;
}

static char *read_file(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        fail_msg("cannot open %s", path);
    char *text = read_all(fd);
    close(fd);
    assert_non_null(text);
    return text;
}

/* The line starting at p, up to its end (for messages). */
static int line_length(const char *p) { return (int)strcspn(p, "\n"); }

/* Byte-for-byte comparison; on the first mismatch prints the line number, the lines
 * before it for context, and both versions of the line, like a unified diff. */
static void compare(const Transcript *t, const char *want, const char *got)
{
    const char *w = want, *g = got;
    int line = 1;
    const char *context[3] = {NULL, NULL, NULL};
    while (*w || *g) {
        int wl = line_length(w), gl = line_length(g);
        bool same = wl == gl && memcmp(w, g, (size_t)wl) == 0 && (w[wl] == '\n') == (g[gl] == '\n');
        if (!same) {
            print_error("%s: first difference at output line %d\n", t->name, line);
            for (int i = 0; i < 3; i++)
                if (context[i])
                    print_error("  %.*s\n", line_length(context[i]), context[i]);
            print_error("- %.*s%s\n", wl, w, *w ? (w[wl] ? "" : "   (no newline)") : "(end of output)");
            print_error("+ %.*s%s\n", gl, g, *g ? (g[gl] ? "" : "   (no newline)") : "(end of output)");
            fail_msg("%s.out differs from the engine's output", t->name);
        }
        context[0] = context[1];
        context[1] = context[2];
        context[2] = w;
        w += wl + (w[wl] == '\n');
        g += gl + (g[gl] == '\n');
        line++;
    }
}

static void transcript_matches(void **state)
{
    const Transcript *t = *state;
    char *want = read_file(t->out);
    int status = -1;
    char *got = run_engine(t->in, &status);
    compare(t, want, got);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("%s: the engine did not exit with status 0 (wait status %d)", t->name, status);
    free(got);
    free(want);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const Transcript *)a)->name, ((const Transcript *)b)->name);
}

/* Every <name>.in in dir, sorted by name. */
static int find_transcripts(const char *dir, Transcript *out, int cap)
{
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 4 || len - 3 >= sizeof out[n].name ||
            strcmp(e->d_name + len - 3, ".in") != 0)
            continue;
        Transcript *t = &out[n++];
        snprintf(t->name, sizeof t->name, "%.*s", (int)(len - 3), e->d_name);
        snprintf(t->in, sizeof t->in, "%s/%s.in", dir, t->name);
        snprintf(t->out, sizeof t->out, "%s/%s.out", dir, t->name);
    }
    closedir(d);
    qsort(out, (size_t)n, sizeof *out, by_name);
    return n;
}

int main(void)
{
    const char *tests = getenv("RAJAS_TESTS");
    engine_path = getenv("RAJAS_ENGINE");
    if (!tests || !engine_path) {
        fprintf(stderr, "test_protocol: set RAJAS_TESTS (tests folder) and RAJAS_ENGINE (program)\n");
        return 1;
    }
    static Transcript found[TRANSCRIPTS_MAX];
    static struct CMUnitTest cases[TRANSCRIPTS_MAX];
    char dir[DIR_MAX];
    snprintf(dir, sizeof dir, "%s/transcripts", tests);
    int n = find_transcripts(dir, found, TRANSCRIPTS_MAX);
    if (n <= 0) {
        fprintf(stderr, "test_protocol: no transcripts (*.in) in %s\n", dir);
        return 1;
    }
    for (int i = 0; i < n; i++)
        cases[i] = (struct CMUnitTest){found[i].name, transcript_matches, NULL, NULL, &found[i]};
    return _cmocka_run_group_tests("transcripts", cases, (size_t)n, NULL, NULL);
}
