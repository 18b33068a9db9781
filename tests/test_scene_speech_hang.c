/* test_scene_speech_hang.c — a voice that does not answer never holds the game (speech.h,
 * speech_worker.h). The system's voice is the stand-in libspeechd of tests/fake, found
 * first through LD_LIBRARY_PATH, told by FAKE_SPEECHD to hold spd_open or spd_say until a
 * release file exists. Whatever it holds, switching speech on and everything said return at
 * once; after SPEECH_ANSWER_MS the player is told on screen, with no input, that the voice
 * does not answer (the loop looks at the voice while it has something under way); the held
 * thread is freed once its call returns; switching speech off and on tries a voice afresh;
 * and the program closes without waiting for a voice that does not answer. */
#define _POSIX_C_SOURCE 200809L
#include "support.h"
#include "app_drive.h"
#include "data_home.h"
#include "voice_wait.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app.h"

static App app;
static char scratch[64], said_file[128], release_file[128];

static int set_up(void **unused)
{
    (void)unused;
    test_scratch_make(scratch, sizeof scratch, "speech_hang");
    snprintf(said_file, sizeof said_file, "%s/said.txt", scratch);
    snprintf(release_file, sizeof release_file, "%s/release", scratch);
    setenv("FAKE_SPEECHD_SAID", said_file, 1);
    setenv("FAKE_SPEECHD_RELEASE", release_file, 1);
    return 0;
}

static int tear_down(void **unused)
{
    (void)unused;
    test_scratch_remove(scratch);
    return 0;
}

/* The stand-in is the library the game loads (not the system's libspeechd). */
static bool stand_in_loaded(void)
{
    void *lib = SDL_LoadObject("libspeechd.so.2");
    bool ours = lib && SDL_LoadFunction(lib, "fake_speechd_stand_in");
    if (lib) SDL_UnloadObject(lib);
    return ours;
}

static void open_game(const char *mode)
{
    setenv("FAKE_SPEECHD", mode, 1);
    unlink(release_file);
    assert_true(stand_in_loaded());
    const char *args[] = {"--windowed", "1280x800", NULL};
    drive_open(&app, args);
}

/* Speech switched on or off as the settings card does; returns the milliseconds it took. */
static uint32_t speech(bool on)
{
    uint32_t start = SDL_GetTicks();
    app.settings.speech = on;
    app_apply_settings(&app);
    app_update(&app, SDL_GetTicks());
    return SDL_GetTicks() - start;
}

/* A clock that SDL_Quit (in app_close) does not start again. */
static long long monotonic_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void release(void)
{
    FILE *f = fopen(release_file, "w");
    assert_non_null(f);
    fclose(f);
}

static bool heard(const char *text)
{
    FILE *f = fopen(said_file, "r");
    char line[1024];
    bool found = false;
    while (f && !found && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        found = strcmp(line, text) == 0;
    }
    if (f) fclose(f);
    return found;
}

/* The held thread ends once its call returns, and the next looks free it. */
static void assert_buried_thread_freed(void)
{
    release();
    for (uint32_t start = SDL_GetTicks(); app.audio.speech.buried[0]; SDL_Delay(10)) {
        app_update(&app, SDL_GetTicks());
        if (SDL_GetTicks() - start > 10000) fail_msg("the released voice's thread was not freed in 10 s");
    }
}

static void assert_told(const char *english)
{
    assert_true(notice_up(&app.told.notice, SDL_GetTicks()));
    assert_string_equal(app.told.notice.text, english);
}

static void test_a_voice_that_never_opens_holds_nothing(void **unused)
{
    (void)unused;
    open_game("hang-open");
    /* The first time: the thread starts; the open is held there, not here. */
    assert_true(speech(true) < SPEECH_ANSWER_MS / 3);
    assert_non_null(app.audio.speech.worker);
    assert_int_equal(app.audio.speech.trouble, SPEECH_FINE);
    /* While the voice has something under way, the loop looks again soon. */
    assert_true(speech_pending(&app.audio.speech));
    assert_true(app_idle_ms(&app, SDL_GetTicks()) <= SPEECH_LOOK_MS);
    assert_true(voice_wait(&app, SPEECH_ANSWER_MS + 10000) >= SPEECH_ANSWER_MS - 20);
    assert_int_equal(app.audio.speech.trouble, SPEECH_NO_ANSWER);
    assert_null(app.audio.speech.worker);
    assert_non_null(app.audio.speech.buried[0]);
    assert_told("Speech is on, but speech-dispatcher does not answer, so nothing is said aloud.");
    assert_false(speech_pending(&app.audio.speech));
    assert_buried_thread_freed();
    app_close(&app);
}

static void test_a_voice_that_stops_answering_holds_nothing(void **unused)
{
    (void)unused;
    open_game("hang-say");
    assert_true(speech(true) < SPEECH_ANSWER_MS / 3);
    /* The set-up screen's title is handed over and held in spd_say. */
    uint32_t start = SDL_GetTicks();
    for (int i = 0; i < 20; i++) app_open_card(&app, i % 2 ? CARD_SETTINGS : CARD_STATS), app.cards.open = CARD_NONE;
    app_update(&app, SDL_GetTicks());
    assert_true(SDL_GetTicks() - start < SPEECH_ANSWER_MS / 3);
    voice_wait(&app, SPEECH_ANSWER_MS + 10000);
    assert_int_equal(app.audio.speech.trouble, SPEECH_LOST);
    assert_null(app.audio.speech.worker);
    assert_told("Speech stopped: speech-dispatcher no longer answers, so nothing more is said aloud. "
                "Switch Speech off and on in Settings to try again.");
    /* Switched off and on, with a voice that answers now: a new thread, heard. */
    setenv("FAKE_SPEECHD", "ok", 1);
    speech(false);
    speech(true);
    assert_non_null(app.audio.speech.worker);
    app_open_card(&app, CARD_STATS);
    app_update(&app, SDL_GetTicks());
    voice_wait(&app, 10000);
    assert_int_equal(app.audio.speech.trouble, SPEECH_FINE);
    assert_true(heard("Your statistics"));
    assert_buried_thread_freed();
    app_close(&app);
}

static void test_the_game_closes_with_a_voice_that_does_not_answer(void **unused)
{
    (void)unused;
    open_game("hang-open");
    speech(true);
    long long start = monotonic_ms();
    app_close(&app);
    long long took = monotonic_ms() - start;
    if (took >= SPEECH_CLOSE_MS + 1500) fail_msg("closing took %lld ms", took);
    release();   /* the held thread ends before the next test's game opens */
    SDL_Delay(100);
}

/* Speech left on in the settings speaks from the start of the next run, before any input. */
static void test_speech_left_on_speaks_at_the_next_start(void **unused)
{
    (void)unused;
    char home[64], user_dir[FILES_PATH_MAX], autosave[FILES_PATH_MAX];
    Settings s = settings_file_default();
    s.speech = true;
    test_user_folder_with(home, sizeof home, "speech_start", &s, user_dir, autosave);
    open_game("ok");
    assert_true(app.audio.speech.on);
    voice_wait(&app, 10000);
    assert_int_equal(app.audio.speech.trouble, SPEECH_FINE);
    assert_true(heard("Set up the table: 2 to 5 players share this screen and pass it on in turn."));
    app_close(&app);
    test_folder_drop(home);
}

int main(void)
{
    SDL_LogSetAllPriority(SDL_LOG_PRIORITY_CRITICAL);
    drive_headless();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_a_voice_that_never_opens_holds_nothing, set_up, tear_down),
        cmocka_unit_test_setup_teardown(test_a_voice_that_stops_answering_holds_nothing, set_up, tear_down),
        cmocka_unit_test_setup_teardown(test_speech_left_on_speaks_at_the_next_start, set_up, tear_down),
        cmocka_unit_test_setup_teardown(test_the_game_closes_with_a_voice_that_does_not_answer, set_up, tear_down),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
