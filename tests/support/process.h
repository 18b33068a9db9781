/* process.h — the real program under Xvfb, for the tests that drive it from outside
 * (test_scene_e2e, test_scene_resize): starting and stopping processes, an X server of
 * their own, shell commands (xdotool, import) that fail the test when they fail, and a
 * monotonic clock. The caller owns every pid it gets and stops it with proc_stop. */
#ifndef RAJAS_TEST_PROCESS_H
#define RAJAS_TEST_PROCESS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

void proc_sleep_ms(int ms);
uint64_t proc_clock_ms(void);

/* Starts argv[0] (searched in PATH) with stdout and stderr into log (NULL: /dev/null). */
pid_t proc_spawn(char *const argv[], const char *log);
/* True while the process has not exited; once it has, *status (may be NULL) is its wait
 * status. */
bool proc_alive(pid_t pid, int *status);
/* SIGTERM, then SIGKILL after 2 s; *pid becomes 0. Nothing when *pid is 0. */
void proc_stop(pid_t *pid);

/* Runs a shell command; fails the test when it fails. */
void proc_run(const char *cmd);
/* The left button clicked at (x, y) of the X screen by xdotool (after a short rest on the
 * spot, as a hand would); fails the test when xdotool fails. */
void proc_click(int x, int y);
/* The X server's whole screen, captured by `import` into file in the tests' picture folder
 * (test_out; format: "bmp", quicker to write under load, or "" for the file name's own) and
 * read back as an RGBA32 surface the caller frees; fails the test when it cannot. */
struct SDL_Surface *proc_capture(const char *format, const char *file);
/* proc_run, tried up to `tries` times: for xdotool, which fails now and then with an X
 * error when a window it is looking at goes away (BadWindow) while the program starts. */
void proc_run_tries(const char *cmd, int tries);
/* True when the shell finds the tool. */
bool proc_have(const char *tool);

/* Waits until the screen's pixel at (x, y) is the colour r, g, b (captured into file), so a
 * click aimed at what the program draws there is taken: fails the test after 30 s, saying
 * what was awaited, or as soon as the process pid has exited. The program's first frame
 * (the set-up screen's margin in the table's colour) is the usual thing to wait for: a
 * click before it, on a busy machine, may reach a window SDL is about to make again. */
void proc_wait_colour(pid_t pid, int x, int y, uint8_t r, uint8_t g, uint8_t b, const char *file, const char *what);

/* Xvfb on a free display with the given screen ("1280x800x24"); DISPLAY is set to it once
 * it answers. Fails the test when it does not start. */
pid_t proc_start_xvfb(const char *screen);

#endif
