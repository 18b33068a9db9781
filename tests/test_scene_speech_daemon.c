/* test_scene_speech_daemon.c — speech through a real speech-dispatcher (speech.c loads
 * libspeechd.so.2). The test starts the daemon itself, in a private folder: its own
 * configuration with one output module, the generic one (sd_generic), whose synthesis
 * command appends each text to a file, its audio on ALSA's null device, so no sound card
 * is needed; its socket, log and pid file there; SPEECHD_ADDRESS points the game at it,
 * and XDG_CONFIG_HOME at a configuration that turns libspeechd's autospawn off, so a
 * daemon that is gone stays gone. What the game says (the set-up screen's title, a card's
 * title) arrives in the file. Then the daemon is ended: the player is told on screen,
 * once, that speech stopped; and switching speech on with no daemon there is told too,
 * in English, German and Dutch. Skipped only when speech-dispatcher, its generic module or
 * libspeechd is not installed (packaging/deps.sh --test installs them). */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "language.h"
#include "app_drive.h"
#include "voice_wait.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app.h"
#include "i18n.h"

#define DAEMON "/usr/bin/speech-dispatcher"
#define MODULES "/usr/lib/speech-dispatcher-modules"

static App app;
static char scratch[64], said_file[128], socket_path[128];
static pid_t daemon_pid;

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) fail_msg("cannot write %s", path);
    fputs(text, f);
    fclose(f);
}

static void sleep_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* The daemon's configuration: the generic module writing each text, one a line, to
 * said.txt; and the user's, which turns autospawn off. */
static void configure(void)
{
    char path[300], text[1200];
    snprintf(path, sizeof path, "mkdir -p '%s/conf/modules' '%s/log' '%s/xdg/speech-dispatcher'", scratch, scratch,
             scratch);
    assert_int_equal(system(path), 0);
    snprintf(path, sizeof path, "%s/conf/speechd.conf", scratch);
    write_file(path, "LogLevel 4\nAddModule \"file\" \"sd_generic\" \"file.conf\"\nDefaultModule file\n"
                     "DefaultLanguage \"en\"\nAudioOutputMethod \"alsa\"\nAudioALSADevice \"null\"\n");
    snprintf(path, sizeof path, "%s/conf/modules/file.conf", scratch);
    snprintf(text, sizeof text,
             "GenericExecuteSynth \"printf '%%s\\\\n' \\'$DATA\\' >> %s\"\nAddVoice \"en\" \"MALE1\" \"x\"\n"
             "GenericLanguage \"en\" \"en\" \"utf-8\"\n",
             said_file);
    write_file(path, text);
    snprintf(path, sizeof path, "%s/xdg/speech-dispatcher/speechd.conf", scratch);
    write_file(path, "DisableAutoSpawn\n");
}

static void start_daemon(void)
{
    char conf[128], logs[128], pid_file[128], out[128];
    snprintf(conf, sizeof conf, "%s/conf", scratch);
    snprintf(logs, sizeof logs, "%s/log", scratch);
    snprintf(pid_file, sizeof pid_file, "%s/pid", scratch);
    snprintf(out, sizeof out, "%s/daemon.out", scratch);
    daemon_pid = fork();
    assert_true(daemon_pid >= 0);
    if (daemon_pid == 0) {
        if (!freopen(out, "w", stdout) || !freopen(out, "a", stderr)) _exit(127);
        execl(DAEMON, DAEMON, "--run-single", "--timeout", "0", "--communication-method", "unix_socket",
              "--socket-path", socket_path, "--config-dir", conf, "--log-dir", logs, "--pid-file", pid_file,
              "--module-dir", MODULES, (char *)NULL);
        _exit(127);
    }
    struct stat st;
    for (int ms = 0; stat(socket_path, &st) != 0; ms += 50) {
        if (ms > 15000) fail_msg("speech-dispatcher made no socket at %s in 15 s (see %s)", socket_path, out);
        sleep_ms(50);
    }
}

static void end_daemon(void)
{
    if (daemon_pid <= 0) return;
    kill(daemon_pid, SIGTERM);
    waitpid(daemon_pid, NULL, 0);
    daemon_pid = 0;
}

static int set_up(void **unused)
{
    (void)unused;
    test_scratch_make(scratch, sizeof scratch, "speechd");
    snprintf(said_file, sizeof said_file, "%s/said.txt", scratch);
    snprintf(socket_path, sizeof socket_path, "%s/speechd.sock", scratch);
    char env[200];
    snprintf(env, sizeof env, "unix_socket:%s", socket_path);
    setenv("SPEECHD_ADDRESS", env, 1);
    snprintf(env, sizeof env, "%s/xdg", scratch);
    setenv("XDG_CONFIG_HOME", env, 1);
    snprintf(env, sizeof env, "%s/user", scratch);
    setenv("XDG_DATA_HOME", env, 1);
    configure();
    return 0;
}

static int tear_down(void **unused)
{
    (void)unused;
    end_daemon();
    test_scratch_remove(scratch);
    return 0;
}

static bool installed(void)
{
    void *lib = SDL_LoadObject("libspeechd.so.2");
    if (lib) SDL_UnloadObject(lib);
    return lib && access(DAEMON, X_OK) == 0 && access(MODULES "/sd_generic", X_OK) == 0;
}

static void open_in(const char *lang)
{
    const char *args[] = {"--windowed", "1280x800", "--lang", lang, NULL};
    drive_open(&app, args);
}

static void speech(bool on)
{
    app.settings.speech = on;
    app_apply_settings(&app);
    app_update(&app, SDL_GetTicks());
}

/* Waits (up to 15 s) until the module has written text on a line of said.txt. */
static void assert_heard(const char *text)
{
    for (int ms = 0;; ms += 50) {
        FILE *f = fopen(said_file, "r");
        char line[1024];
        while (f && fgets(line, sizeof line, f)) {
            line[strcspn(line, "\n")] = '\0';
            if (strcmp(line, text) == 0) {
                fclose(f);
                return;
            }
        }
        if (f) fclose(f);
        if (ms > 15000) fail_msg("speech-dispatcher did not say '%s' in 15 s (%s)", text, said_file);
        sleep_ms(50);
    }
}

/* What the game says reaches the daemon and comes out of its module; when the daemon is
 * ended, the next thing said finds it gone, and the notice says so once. */
static void test_what_the_game_says_reaches_speech_dispatcher(void **unused)
{
    (void)unused;
    if (!installed()) skip();
    start_daemon();
    open_in("en");
    speech(true);
    voice_wait(&app, 15000);
    assert_non_null(app.audio.speech.worker);
    assert_int_equal(app.audio.speech.trouble, SPEECH_FINE);
    assert_heard("Set up the table: 2 to 5 players share this screen and pass it on in turn.");
    app_open_card(&app, CARD_SETTINGS);
    app_update(&app, SDL_GetTicks());
    assert_heard("Settings");
    assert_false(notice_up(&app.told.notice, SDL_GetTicks()));

    end_daemon();
    app.cards.open = CARD_NONE;
    app_open_card(&app, CARD_STATS);   /* "Your statistics": said to a daemon that is gone */
    app_update(&app, SDL_GetTicks());
    voice_wait(&app, 15000);
    assert_int_equal(app.audio.speech.trouble, SPEECH_LOST);
    assert_null(app.audio.speech.worker);
    assert_true(notice_up(&app.told.notice, SDL_GetTicks()));
    assert_string_equal(app.told.notice.text, "Speech stopped: speech-dispatcher no longer answers, so nothing more is said "
                                         "aloud. Switch Speech off and on in Settings to try again.");
    /* Once: more to say, the notice gone, nothing is shown again. */
    app.told.notice.at = 0;
    app.cards.open = CARD_NONE;
    app_open_card(&app, CARD_SETTINGS);
    app_update(&app, SDL_GetTicks());
    assert_false(notice_up(&app.told.notice, SDL_GetTicks()));
    app_close(&app);
}

/* With no daemon to answer, switching speech on is told on screen, in the player's
 * language. */
static void test_no_speech_dispatcher_is_said_on_screen(void **unused)
{
    (void)unused;
    if (!installed()) skip();
    end_daemon();
    unlink(socket_path);
    static const char *const LANGS[] = {"en", "de", "nl"};
    for (int k = 0; k < 3; k++) {
        open_in(LANGS[k]);
        const Lang *lang = app.win.lang;   /* the program's, which open_in set */
        speech(true);
        voice_wait(&app, 15000);
        assert_int_equal(app.audio.speech.trouble, SPEECH_NO_ANSWER);
        assert_true(notice_up(&app.told.notice, SDL_GetTicks()));
        const char *english = "Speech is on, but speech-dispatcher does not answer, so nothing is said aloud.";
        assert_string_equal(app.told.notice.text, _(english));
        if (k > 0) assert_string_not_equal(app.told.notice.text, english);
        uint32_t at = app.told.notice.at;
        app_update(&app, SDL_GetTicks());
        assert_int_equal(app.told.notice.at, at);   /* said once */
        app_close(&app);
    }
}

int main(void)
{
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_CRITICAL);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_what_the_game_says_reaches_speech_dispatcher, test_language_back),
        cmocka_unit_test_teardown(test_no_speech_dispatcher_is_said_on_screen, test_language_back),
    };
    return cmocka_run_group_tests(tests, set_up, tear_down);
}
