/* sound.c — see sound.h. The device is asked for 16-bit samples at the files' rate and
 * may change the rate and the number of channels; every clip is converted to whatever the
 * device took (SDL_AudioCVT), once, at open, so the callback only adds integers. The voice
 * table is shared with the audio thread: it is changed only inside SDL_LockAudioDevice. */
#include "sound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SOUND_RATE 22050
#define SOUND_BUFFER_FRAMES 1024   /* about 46 ms at 22050 Hz: short enough for a click */

static const char *const FILE_NAME[SOUND_COUNT] = {
    [SOUND_DICE] = "dice.wav",
    [SOUND_PEN] = "pen.wav",
    [SOUND_FANFARE] = "fanfare.wav",
    [SOUND_CLICK] = "click.wav",
    [SOUND_GAIN] = "gain.wav",
};

const char *sound_file(SoundId id)
{
    return (int)id >= 0 && id < SOUND_COUNT ? FILE_NAME[id] : "";
}

/* Appends one reason to err, "; " between reasons, so every missing file is named. */
static void note(char *err, size_t cap, const char *fmt, const char *a, const char *b)
{
    if (!err || cap == 0)
        return;
    size_t used = strlen(err);
    if (used + 3 >= cap)
        return;
    if (used) {
        snprintf(err + used, cap - used, "; ");
        used += 2;
    }
    snprintf(err + used, cap - used, fmt, a, b);
}

void sound_mix(SoundVoice *voices, int voice_count, int volume, int16_t *out, int count)
{
    if (volume < 0)
        volume = 0;
    if (volume > SOUND_VOLUME_MAX)
        volume = SOUND_VOLUME_MAX;
    for (int i = 0; i < count; i++) {
        int32_t sum = 0;
        for (int v = 0; v < voice_count; v++) {
            SoundVoice *voice = &voices[v];
            if (!voice->clip)
                continue;
            sum += voice->clip->samples[voice->position++];
            if (voice->position >= voice->clip->length)
                *voice = (SoundVoice){NULL, 0};
        }
        /* Several loud voices can exceed 16 bits; a clamp is a brief, rare distortion,
         * where scaling every voice down would make the usual single sound quieter. */
        int32_t scaled = sum * volume / SOUND_VOLUME_MAX;
        out[i] = (int16_t)(scaled > INT16_MAX ? INT16_MAX : scaled < INT16_MIN ? INT16_MIN : scaled);
    }
}

static void SDLCALL audio_callback(void *userdata, Uint8 *stream, int len)
{
    Sound *s = userdata;
    /* SDL holds the device lock around the callback: the voices cannot change meanwhile. */
    sound_mix(s->voice, SOUND_VOICES, s->enabled ? s->volume : 0, (int16_t *)(void *)stream,
              len / (int)sizeof(int16_t));
}

/* A WAV file as read, before conversion. */
typedef struct {
    SDL_AudioSpec spec;
    Uint8 *data;
    Uint32 bytes;
} Wav;

/* Converts the WAV to the format `to` into clip and frees the WAV. False with a reason. */
static bool convert_clip(SoundClip *clip, Wav *wav, const char *path, const SDL_AudioSpec *to,
                         char *err, size_t cap)
{
    SDL_AudioCVT cvt;
    int built = SDL_BuildAudioCVT(&cvt, wav->spec.format, wav->spec.channels, wav->spec.freq,
                                  to->format, to->channels, to->freq);
    cvt.buf = built < 0 ? NULL : malloc((size_t)wav->bytes * (size_t)(cvt.len_mult > 0 ? cvt.len_mult : 1));
    if (cvt.buf) {
        cvt.len = (int)wav->bytes;
        memcpy(cvt.buf, wav->data, wav->bytes);
    }
    SDL_FreeWAV(wav->data);
    wav->data = NULL;
    if (built < 0 || !cvt.buf) {
        note(err, cap, "cannot convert sound %s: %s", path, built < 0 ? SDL_GetError() : "out of memory");
        return false;
    }
    if (cvt.needed && SDL_ConvertAudio(&cvt) != 0) {
        note(err, cap, "cannot convert sound %s: %s", path, SDL_GetError());
        free(cvt.buf);
        return false;
    }
    int out_bytes = cvt.needed ? cvt.len_cvt : cvt.len;
    if (out_bytes < (int)sizeof(int16_t)) {
        note(err, cap, "sound %s holds no samples%s", path, "");
        free(cvt.buf);
        return false;
    }
    clip->samples = (int16_t *)(void *)cvt.buf;
    clip->length = (uint32_t)out_bytes / sizeof(int16_t);
    return true;
}

static void free_clips(Sound *s)
{
    for (int i = 0; i < SOUND_COUNT; i++) {
        free(s->clip[i].samples);
        s->clip[i] = (SoundClip){NULL, 0};
    }
}

/* The default device playing 16-bit samples at freq and channels through audio_callback;
 * `allowed` lets the device choose otherwise (SDL_AUDIO_ALLOW_*), *have says what it chose. */
static SDL_AudioDeviceID open_as(Sound *s, int freq, int channels, int allowed, SDL_AudioSpec *have)
{
    SDL_AudioSpec want;
    SDL_zero(want);
    want.freq = freq;
    want.format = AUDIO_S16SYS;
    want.channels = (Uint8)channels;
    want.samples = SOUND_BUFFER_FRAMES;
    want.callback = audio_callback;
    want.userdata = s;
    return SDL_OpenAudioDevice(NULL, 0, &want, have, allowed);
}

/* Opens the default device: 16-bit samples always, any rate and channel count. */
static bool open_device(Sound *s, char *err, size_t cap)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        note(err, cap, "no audio, playing silently (%s%s)", SDL_GetError(), "");
        return false;
    }
    s->audio_started = true;
    SDL_AudioSpec have;
    s->device = open_as(s, SOUND_RATE, 1, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE, &have);
    if (s->device == 0) {
        note(err, cap, "no audio device, playing silently (%s%s)", SDL_GetError(), "");
        return false;
    }
    s->channels = have.channels;
    s->freq = have.freq;
    return true;
}

/* The device again after a rest, in the format the clips were converted to (SDL converts
 * if the device now wants another). False: it stays silent until the next try. */
static bool reopen_device(Sound *s)
{
    SDL_AudioSpec have;
    memset(s->voice, 0, sizeof s->voice);
    s->device = open_as(s, s->freq, s->channels, 0, &have);
    if (s->device == 0)
        return false;
    s->resting = false;
    SDL_PauseAudioDevice(s->device, 0);
    return true;
}

void sound_wake(Sound *s)
{
    s->last_use = SDL_GetTicks();
    if (s->resting && s->enabled)
        reopen_device(s);
}

void sound_rest(Sound *s, uint32_t now)
{
    if (!s->device || s->resting || now - s->last_use < SOUND_REST_MS)
        return;
    if (sound_voices_playing(s) > 0) {
        s->last_use = now;
        return;
    }
    SDL_CloseAudioDevice(s->device);   /* waits for the callback to finish */
    s->device = 0;
    s->resting = true;
}

bool sound_open(Sound *s, const char *data_dir, bool enabled, char *err, size_t cap)
{
    SDL_zerop(s);
    s->enabled = enabled;
    s->volume = SOUND_VOLUME_MAX;
    if (err && cap)
        err[0] = '\0';
    /* The files first: a missing one is worth naming even on a machine without sound. */
    Wav wav[SOUND_COUNT];
    char path[SOUND_COUNT][SOUND_PATH_MAX];
    bool all = true;
    for (int i = 0; i < SOUND_COUNT; i++) {
        wav[i].data = NULL;
        snprintf(path[i], SOUND_PATH_MAX, "%s/sounds/%s", data_dir ? data_dir : ".", FILE_NAME[i]);
        if (!SDL_LoadWAV(path[i], &wav[i].spec, &wav[i].data, &wav[i].bytes)) {
            note(err, cap, "cannot load sound %s: %s", path[i], SDL_GetError());
            wav[i].data = NULL;
            all = false;
        }
    }
    bool heard = open_device(s, err, cap);
    SDL_AudioSpec to;
    SDL_zero(to);
    to.format = AUDIO_S16SYS;
    to.channels = (Uint8)s->channels;
    to.freq = s->freq;
    for (int i = 0; i < SOUND_COUNT; i++) {
        if (!wav[i].data)
            continue;
        if (heard)
            all &= convert_clip(&s->clip[i], &wav[i], path[i], &to, err, cap);
        else
            SDL_FreeWAV(wav[i].data);
    }
    if (!heard) {
        sound_close(s);
        return false;
    }
    /* The callback runs from now on (with sound off, paused: silence) until sound_rest. */
    SDL_PauseAudioDevice(s->device, enabled ? 0 : 1);
    s->last_use = SDL_GetTicks();
    return all;
}

void sound_close(Sound *s)
{
    if (s->device)
        SDL_CloseAudioDevice(s->device);  /* waits for the callback to finish */
    s->device = 0;
    s->resting = false;
    if (s->audio_started)
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    s->audio_started = false;
    free_clips(s);
    memset(s->voice, 0, sizeof s->voice);
}

void sound_play(Sound *s, SoundId id)
{
    if (s->enabled)
        sound_wake(s);
    if (!s->device || !s->enabled || (int)id < 0 || id >= SOUND_COUNT || !s->clip[id].samples)
        return;
    SDL_LockAudioDevice(s->device);
    int slot = 0;
    for (int v = 0; v < SOUND_VOICES; v++) {
        if (!s->voice[v].clip) {
            slot = v;
            break;
        }
        if (s->voice[v].position > s->voice[slot].position)
            slot = v;
    }
    s->voice[slot] = (SoundVoice){&s->clip[id], 0};
    SDL_UnlockAudioDevice(s->device);
}

void sound_set_enabled(Sound *s, bool enabled)
{
    if (!s->device) {
        s->enabled = enabled;
        return;
    }
    SDL_LockAudioDevice(s->device);
    s->enabled = enabled;
    if (!enabled)
        memset(s->voice, 0, sizeof s->voice);
    SDL_UnlockAudioDevice(s->device);
    SDL_PauseAudioDevice(s->device, enabled ? 0 : 1);
}

void sound_set_volume(Sound *s, int volume)
{
    volume = volume < 0 ? 0 : volume > SOUND_VOLUME_MAX ? SOUND_VOLUME_MAX : volume;
    if (s->device)
        SDL_LockAudioDevice(s->device);
    s->volume = volume;
    if (s->device)
        SDL_UnlockAudioDevice(s->device);
}

int sound_voices_playing(Sound *s)
{
    int n = 0;
    if (s->device)
        SDL_LockAudioDevice(s->device);
    for (int v = 0; v < SOUND_VOICES; v++)
        n += s->voice[v].clip != NULL;
    if (s->device)
        SDL_UnlockAudioDevice(s->device);
    return n;
}
