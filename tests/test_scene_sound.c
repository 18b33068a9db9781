/* test_scene_sound.c — the sound effects (sound.h): the WAV files made by
 * tools/make_sounds.c checked by the numbers (format, length, level, no DC offset, no
 * clipping, not silence, quiet ends), the mixer on known samples, and the Sound opened on
 * SDL's dummy audio driver, without any driver, and without its files. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "sound.h"

static const char *data_dir(void)
{
    const char *d = getenv("RAJAS_DATA");
    if (!d) fail_msg("RAJAS_DATA is not set");
    return d;
}

/* ---- the files ------------------------------------------------------------------------- */

typedef struct {
    SoundId id;
    double min_s, max_s;        /* duration */
    double min_peak, max_peak;  /* loudest sample, share of full scale */
} Expected;

static void test_wav_files_have_the_expected_format_and_levels(void **state)
{
    (void)state;
    static const Expected want[SOUND_COUNT] = {
        {SOUND_DICE, 0.6, 1.0, 0.8, 0.95},
        {SOUND_PEN, 0.15, 0.4, 0.4, 0.6},
        {SOUND_FANFARE, 2.0, 3.0, 0.8, 0.95},
        {SOUND_CLICK, 0.02, 0.15, 0.4, 0.6},
        {SOUND_GAIN, 0.2, 0.4, 0.4, 0.6},
    };
    for (int k = 0; k < SOUND_COUNT; k++) {
        char path[SOUND_PATH_MAX];
        snprintf(path, sizeof path, "%s/sounds/%s", data_dir(), sound_file(want[k].id));
        SDL_AudioSpec spec;
        Uint8 *data = NULL;
        Uint32 bytes = 0;
        if (!SDL_LoadWAV(path, &spec, &data, &bytes)) fail_msg("%s: %s", path, SDL_GetError());
        assert_int_equal(spec.format, AUDIO_S16LSB);
        assert_int_equal(spec.channels, 1);
        assert_int_equal(spec.freq, 22050);
        const int16_t *s = (const int16_t *)(const void *)data;
        size_t n = bytes / 2;
        double seconds = (double)n / spec.freq;
        if (seconds < want[k].min_s || seconds > want[k].max_s)
            fail_msg("%s lasts %.3f s, wanted %.2f to %.2f", path, seconds, want[k].min_s, want[k].max_s);
        int peak = 0;
        double sum = 0.0, squares = 0.0;
        for (size_t i = 0; i < n; i++) {
            int v = s[i] < 0 ? -s[i] : s[i];
            if (v > peak) peak = v;
            sum += s[i];
            squares += (double)s[i] * s[i];
        }
        double mean = sum / (double)n, rms = SDL_sqrt(squares / (double)n);
        /* No clipping: the peak stays below full scale; normalised: it is near its level. */
        if (peak >= 32767 || peak < want[k].min_peak * 32767 || peak > want[k].max_peak * 32767)
            fail_msg("%s peaks at %d", path, peak);
        if (SDL_fabs(mean) > 0.002 * 32767) fail_msg("%s has a DC offset of %.1f", path, mean);
        if (rms < 0.03 * 32767) fail_msg("%s is nearly silent (rms %.1f)", path, rms);
        /* Faded ends: the sound starts and stops without a click. */
        assert_true(abs(s[0]) < 200);
        assert_true(abs(s[n - 1]) < 200);
        SDL_FreeWAV(data);
    }
}

/* ---- the mixer ------------------------------------------------------------------------- */

static void test_mixer_adds_two_voices_and_clamps(void **state)
{
    (void)state;
    int16_t a_samples[] = {30000, 20000, -30000, 100};
    int16_t b_samples[] = {10000, -25000, -10000};
    SoundClip a = {a_samples, 4}, b = {b_samples, 3};
    SoundVoice voice[3] = {{&a, 0}, {NULL, 0}, {&b, 0}};
    int16_t out[6];
    memset(out, 0x55, sizeof out);
    sound_mix(voice, 3, SOUND_VOLUME_MAX, out, 6);
    const int16_t want[6] = {32767, -5000, -32768, 100, 0, 0};
    for (int i = 0; i < 6; i++) assert_int_equal(out[i], want[i]);
    for (int v = 0; v < 3; v++) assert_null(voice[v].clip);   /* both ran out and were freed */
}

static void test_mixer_scales_by_volume_towards_zero(void **state)
{
    (void)state;
    int16_t a_samples[] = {30000, 101, -101, -32768};
    int16_t b_samples[] = {30000, 0, 0, -32768};
    SoundClip a = {a_samples, 4}, b = {b_samples, 4};
    SoundVoice voice[2] = {{&a, 0}, {&b, 0}};
    int16_t out[2];
    sound_mix(voice, 2, 50, out, 2);              /* the first half of the clips */
    assert_int_equal(out[0], 30000);              /* 60000 × 50 / 100 */
    assert_int_equal(out[1], 50);                 /* 101 × 50 / 100, rounded towards zero */
    assert_int_equal(voice[0].position, 2);
    assert_ptr_equal(voice[1].clip, &b);
    sound_mix(voice, 2, 50, out, 2);              /* the rest, from where the voices were */
    assert_int_equal(out[0], -50);
    assert_int_equal(out[1], -32768);             /* -65536 × 50 / 100 fits exactly */
    assert_null(voice[0].clip);
    /* Volume outside 0…100 is clamped; no voices means silence. */
    SoundVoice again[1] = {{&a, 0}};
    sound_mix(again, 1, 250, out, 1);
    assert_int_equal(out[0], 30000);
    sound_mix(again, 1, -3, out, 1);
    assert_int_equal(out[0], 0);
    assert_int_equal(again[0].position, 2);
    sound_mix(NULL, 0, SOUND_VOLUME_MAX, out, 2);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 0);
}

/* ---- the Sound on a device -------------------------------------------------------------- */

static void test_open_on_the_dummy_driver_loads_every_sound(void **state)
{
    (void)state;
    assert_string_equal(getenv("SDL_AUDIODRIVER"), "dummy");
    Sound s;
    char err[2048];
    if (!sound_open(&s, data_dir(), true, err, sizeof err)) fail_msg("sound_open: %s", err);
    assert_string_equal(err, "");
    assert_true(s.device != 0);
    assert_true(s.channels >= 1);
    for (int i = 0; i < SOUND_COUNT; i++) assert_non_null(s.clip[i].samples);
    /* Converted to the device: 0.8 s of dice at the device's rate, in every channel. */
    uint32_t frames = s.clip[SOUND_DICE].length / (uint32_t)s.channels;
    assert_int_equal(s.clip[SOUND_DICE].length % (uint32_t)s.channels, 0);
    assert_true(SDL_abs((int)frames - (int)(0.8 * s.freq)) <= s.freq / 100);

    sound_play(&s, SOUND_FANFARE);
    sound_play(&s, SOUND_PEN);
    assert_int_equal(sound_voices_playing(&s), 2);
    /* The audio thread plays them out: the pen is done well within a second. */
    sound_play(&s, SOUND_CLICK);
    uint32_t start = SDL_GetTicks();
    while (sound_voices_playing(&s) > 1 && SDL_GetTicks() - start < 5000) SDL_Delay(20);
    assert_int_equal(sound_voices_playing(&s), 1);   /* the fanfare is still on */
    sound_close(&s);
    assert_int_equal(s.device, 0);
    assert_null(s.clip[SOUND_DICE].samples);
}

static void test_every_voice_busy_the_longest_played_gives_way(void **state)
{
    (void)state;
    Sound s;
    char err[2048];
    if (!sound_open(&s, data_dir(), true, err, sizeof err)) fail_msg("sound_open: %s", err);
    /* Holding the device keeps the audio thread away while the voices are looked at. */
    SDL_LockAudioDevice(s.device);
    for (int v = 0; v < SOUND_VOICES; v++) sound_play(&s, SOUND_FANFARE);
    for (int v = 0; v < SOUND_VOICES; v++) {
        assert_ptr_equal(s.voice[v].clip, &s.clip[SOUND_FANFARE]);
        s.voice[v].position = (uint32_t)(100 * (v + 1));
    }
    s.voice[2].position = 5000;
    sound_play(&s, SOUND_DICE);
    assert_ptr_equal(s.voice[2].clip, &s.clip[SOUND_DICE]);
    assert_int_equal(s.voice[2].position, 0);
    for (int v = 0; v < SOUND_VOICES; v++)
        if (v != 2) assert_ptr_equal(s.voice[v].clip, &s.clip[SOUND_FANFARE]);
    SDL_UnlockAudioDevice(s.device);
    sound_close(&s);
}

static void test_play_while_disabled_adds_no_voice(void **state)
{
    (void)state;
    Sound s;
    char err[2048];
    if (!sound_open(&s, data_dir(), false, err, sizeof err)) fail_msg("sound_open: %s", err);
    assert_false(s.enabled);
    sound_play(&s, SOUND_DICE);
    sound_play(&s, SOUND_FANFARE);
    assert_int_equal(sound_voices_playing(&s), 0);
    /* Switched on live: it plays; switched off: what was playing stops at once. */
    sound_set_enabled(&s, true);
    sound_play(&s, SOUND_FANFARE);
    assert_int_equal(sound_voices_playing(&s), 1);
    sound_set_enabled(&s, false);
    assert_int_equal(sound_voices_playing(&s), 0);
    sound_set_volume(&s, 140);
    assert_int_equal(s.volume, SOUND_VOLUME_MAX);
    sound_set_volume(&s, -1);
    assert_int_equal(s.volume, 0);
    sound_close(&s);
}

/* An open device wakes its thread all the time, even for silence: after SOUND_REST_MS with
 * nothing playing and no input it is closed, and the next sound or input opens it again. */
static void test_an_idle_device_rests_and_wakes_for_the_next_sound(void **state)
{
    (void)state;
    Sound s;
    char err[2048];
    if (!sound_open(&s, data_dir(), true, err, sizeof err)) fail_msg("sound_open: %s", err);
    sound_play(&s, SOUND_CLICK);
    uint32_t used = s.last_use;
    sound_rest(&s, used + SOUND_REST_MS + 10);       /* still playing: not now */
    if (sound_voices_playing(&s) > 0) assert_true(s.device != 0 && !s.resting);
    uint32_t start = SDL_GetTicks();
    while (sound_voices_playing(&s) > 0 && SDL_GetTicks() - start < 5000) SDL_Delay(20);
    assert_int_equal(sound_voices_playing(&s), 0);
    used = s.last_use;
    sound_rest(&s, used + SOUND_REST_MS - 1);        /* not long enough */
    assert_true(s.device != 0);
    assert_false(s.resting);
    sound_rest(&s, used + SOUND_REST_MS);
    assert_int_equal(s.device, 0);
    assert_true(s.resting);
    sound_play(&s, SOUND_CLICK);                     /* the next sound opens it again */
    assert_true(s.device != 0);
    assert_false(s.resting);
    assert_int_equal(sound_voices_playing(&s), 1);
    sound_set_enabled(&s, false);
    sound_rest(&s, s.last_use + SOUND_REST_MS);      /* off and silent: rests too */
    assert_true(s.resting);
    sound_wake(&s);                                  /* input, but sound is off: stays shut */
    assert_int_equal(s.device, 0);
    sound_set_enabled(&s, true);
    sound_wake(&s);                                  /* input with sound on: ready again */
    assert_true(s.device != 0);
    sound_close(&s);
    assert_int_equal(s.device, 0);
    assert_false(s.resting);
}

static void test_missing_data_folder_names_the_path_and_stays_silent(void **state)
{
    (void)state;
    Sound s;
    char err[4096];
    assert_false(sound_open(&s, "/nonexistent/rajas-data", true, err, sizeof err));
    for (int i = 0; i < SOUND_COUNT; i++) {
        char path[SOUND_PATH_MAX];
        snprintf(path, sizeof path, "/nonexistent/rajas-data/sounds/%s", sound_file((SoundId)i));
        if (!strstr(err, path)) fail_msg("the message does not name %s: %s", path, err);
        assert_null(s.clip[i].samples);
    }
    sound_play(&s, SOUND_DICE);
    sound_play(&s, SOUND_PEN);
    assert_int_equal(sound_voices_playing(&s), 0);
    sound_set_enabled(&s, false);
    sound_set_enabled(&s, true);
    sound_close(&s);
}

static void test_no_audio_driver_runs_silent(void **state)
{
    (void)state;
    SDL_setenv("SDL_AUDIODRIVER", "no-such-driver", 1);
    Sound s;
    char err[2048];
    bool heard = sound_open(&s, data_dir(), true, err, sizeof err);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    assert_false(heard);
    assert_int_equal(s.device, 0);
    if (!strstr(err, "playing silently")) fail_msg("unexpected message: %s", err);
    sound_play(&s, SOUND_FANFARE);
    assert_int_equal(sound_voices_playing(&s), 0);
    sound_set_volume(&s, 50);
    assert_int_equal(s.volume, 50);
    sound_close(&s);
}

TEST_MAIN(
    cmocka_unit_test(test_wav_files_have_the_expected_format_and_levels),
    cmocka_unit_test(test_mixer_adds_two_voices_and_clamps),
    cmocka_unit_test(test_mixer_scales_by_volume_towards_zero),
    cmocka_unit_test(test_open_on_the_dummy_driver_loads_every_sound),
    cmocka_unit_test(test_every_voice_busy_the_longest_played_gives_way),
    cmocka_unit_test(test_play_while_disabled_adds_no_voice),
    cmocka_unit_test(test_an_idle_device_rests_and_wakes_for_the_next_sound),
    cmocka_unit_test(test_missing_data_folder_names_the_path_and_stays_silent),
    cmocka_unit_test(test_no_audio_driver_runs_silent)
)
