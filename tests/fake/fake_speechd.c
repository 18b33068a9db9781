/* fake_speechd.c — a stand-in for libspeechd.so.2 that misbehaves on purpose, for
 * test_scene_speech_hang.c (built as libspeechd.so.2 in a folder of its own, found first
 * through LD_LIBRARY_PATH). The three functions the game looks up (speech_spd.c), doing
 * what FAKE_SPEECHD says at each call:
 *   "ok"        every call answers; each text said is appended, a line each, to
 *               FAKE_SPEECHD_SAID;
 *   "hang-open" spd_open never answers;
 *   "hang-say"  spd_open answers, every spd_say never answers.
 * "Never" lasts until the file FAKE_SPEECHD_RELEASE exists (then the call fails), so a
 * test can let a held call go and see its thread end. */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void *spd_open(const char *client, const char *connection, const char *user, int mode);
int spd_say(void *connection, int priority, const char *text);
void spd_close(void *connection);
int fake_speechd_stand_in(void);

static int the_connection;

static bool mode_is(const char *mode)
{
    const char *m = getenv("FAKE_SPEECHD");
    return m && strcmp(m, mode) == 0;
}

/* Holds the call until the release file exists. */
static void hold(void)
{
    const char *release = getenv("FAKE_SPEECHD_RELEASE");
    struct timespec t = {0, 10 * 1000000L};
    while (!release || access(release, F_OK) != 0) nanosleep(&t, NULL);
}

void *spd_open(const char *client, const char *connection, const char *user, int mode)
{
    (void)client, (void)connection, (void)user, (void)mode;
    if (mode_is("hang-open")) {
        hold();
        return NULL;
    }
    return &the_connection;
}

int spd_say(void *connection, int priority, const char *text)
{
    (void)connection, (void)priority;
    if (mode_is("hang-say")) {
        hold();
        return -1;
    }
    const char *path = getenv("FAKE_SPEECHD_SAID");
    FILE *f = path ? fopen(path, "a") : NULL;
    if (!f) return -1;
    fprintf(f, "%s\n", text);
    fclose(f);
    return 0;
}

void spd_close(void *connection)
{
    (void)connection;
}

/* Only the stand-in has it: the test checks that this is the library the game loads. */
int fake_speechd_stand_in(void)
{
    return 1;
}
