/* process.c — see process.h. */
#define _POSIX_C_SOURCE 200809L
#include "process.h"

#include "canvas.h"
#include "support.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <SDL.h>
#include <SDL_image.h>

void proc_sleep_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {
    }
}

uint64_t proc_clock_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

pid_t proc_spawn(char *const argv[], const char *log)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) fail_msg("fork: %s", strerror(errno));
    if (pid == 0) {
        int fd = open(log ? log : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    return pid;
}

bool proc_alive(pid_t pid, int *status)
{
    int st = 0;
    pid_t got = waitpid(pid, &st, WNOHANG);
    if (got == pid && status) *status = st;
    return got == 0;
}

void proc_stop(pid_t *pid)
{
    if (*pid <= 0) return;
    kill(*pid, SIGTERM);
    for (int i = 0; i < 100 && proc_alive(*pid, NULL); i++) proc_sleep_ms(20);
    if (proc_alive(*pid, NULL)) {
        kill(*pid, SIGKILL);
        waitpid(*pid, NULL, 0);
    }
    *pid = 0;
}

void proc_run(const char *cmd)
{
    int status = system(cmd);
    if (status != 0) fail_msg("'%s' failed (status %d)", cmd, status);
}

void proc_click(int x, int y)
{
    char cmd[96];
    snprintf(cmd, sizeof cmd, "xdotool mousemove %d %d sleep 0.05 click 1", x, y);
    proc_run(cmd);
}

void proc_run_tries(const char *cmd, int tries)
{
    int status = 0;
    for (int i = 0; i < tries; i++) {
        status = system(cmd);
        if (status == 0) return;
        proc_sleep_ms(200);
    }
    fail_msg("'%s' failed %d times (status %d)", cmd, tries, status);
}

bool proc_have(const char *tool)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "command -v %s >/dev/null 2>&1", tool);
    return system(cmd) == 0;
}

/* Reads the display number Xvfb writes to fd once it listens, within `ms`: -1 when it
 * ended or stayed silent. */
static int read_display(int fd, pid_t pid, int ms)
{
    char buf[16];
    size_t got = 0;
    uint64_t start = proc_clock_ms();
    while (proc_clock_ms() - start < (uint64_t)ms) {
        struct pollfd p = {fd, POLLIN, 0};
        int ready = poll(&p, 1, 100);
        if (ready > 0) {
            ssize_t n = read(fd, buf + got, sizeof buf - 1 - got);
            if (n <= 0) return -1;
            got += (size_t)n;
            buf[got] = '\0';
            if (strchr(buf, '\n')) return atoi(buf);
            if (got == sizeof buf - 1) return -1;
        } else if (!proc_alive(pid, NULL)) {
            return -1;
        }
    }
    return -1;
}

/* Xvfb chooses a free display itself (-displayfd): it takes the display's lock file
 * atomically and writes the number once it listens, so tests that start X servers side by
 * side never share one (a number chosen here from the lock files could be taken by another
 * test between the look and the start, and this test would then talk to that test's server
 * until it went away). */
pid_t proc_start_xvfb(const char *screen)
{
    int fds[2];
    if (pipe(fds) != 0) fail_msg("pipe: %s", strerror(errno));
    char fd_text[16], geometry[32];
    snprintf(fd_text, sizeof fd_text, "%d", fds[1]);
    snprintf(geometry, sizeof geometry, "%s", screen);
    /* -noreset: by default an X server resets when its last client leaves, and a program
     * that connects in that moment (the game, right after the check below has left) is
     * refused: SDL then says "x11 not available". -r: no auto-repeat. xdotool presses and
     * releases a key as two requests; on a busy machine it can be held off between them for
     * longer than the repeat delay (660 ms), and the server then repeats the key: ten Rights
     * stepped a replay 13 steps, and an Enter repeated on the end screen started a new game. */
    char *argv[] = {"Xvfb", "-displayfd", fd_text, "-noreset", "-r", "-screen", "0", geometry, "-nolisten", "tcp", NULL};
    pid_t pid = proc_spawn(argv, NULL);
    close(fds[1]);
    int display = read_display(fds[0], pid, 20000);
    close(fds[0]);
    if (display < 0) {
        proc_stop(&pid);
        fail_msg("Xvfb did not start (no display number within 20 s)");
    }
    char name[16];
    snprintf(name, sizeof name, ":%d", display);
    setenv("DISPLAY", name, 1);
    for (int i = 0; i < 250; i++) {
        if (!proc_alive(pid, NULL)) fail_msg("Xvfb %s ended", name);
        if (system("xdotool getdisplaygeometry >/dev/null 2>&1") == 0) return pid;
        proc_sleep_ms(40);
    }
    fail_msg("Xvfb %s did not answer", name);
    return pid;
}

SDL_Surface *proc_capture(const char *format, const char *file)
{
    char cmd[1200];
    const char *path = test_out(file);
    snprintf(cmd, sizeof cmd, "import -window root %s%s%s", format, format[0] ? ":" : "", path);
    /* On a very busy machine `import` now and then leaves a file it has not finished
     * (status 0, but not an image): the capture is taken again. */
    SDL_Surface *shot = NULL;
    for (int i = 0; i < 3 && !shot; i++) {
        proc_run(cmd);
        shot = IMG_Load(path);
    }
    if (!shot) fail_msg("cannot read %s: %s", path, IMG_GetError());
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(shot, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(shot);
    assert_non_null(rgba);
    return rgba;
}

void proc_wait_colour(pid_t pid, int x, int y, uint8_t r, uint8_t g, uint8_t b, const char *file, const char *what)
{
    uint64_t until = proc_clock_ms() + 30000;
    for (;;) {
        SDL_Surface *shot = proc_capture("bmp", file);
        SDL_Color seen = canvas_pixel(shot, x, y);
        SDL_FreeSurface(shot);
        if (seen.r == r && seen.g == g && seen.b == b) return;
        if (!proc_alive(pid, NULL)) fail_msg("the program exited before %s", what);
        if (proc_clock_ms() > until)
            fail_msg("no %s: %d,%d,%d at (%d,%d), not %d,%d,%d", what, seen.r, seen.g, seen.b, x, y, r, g, b);
        proc_sleep_ms(100);
    }
}
