/* sound.h — the game's sound effects through SDL's own audio: the dice rolling, the pen
 * writing on a sheet, the fanfare at the end, a click for buttons and a chime for a gain. The WAV files are
 * the project's own (tools/make_sounds.c, docs/sound.md); they are converted once to the
 * device's format, and a small mixer in the audio callback plays up to SOUND_VOICES of them
 * at once, so the dice and the pen can overlap.
 *
 * Sound never stops the game: with no audio device (a server, SDL_AUDIODRIVER=dummy or a
 * machine without sound) or a missing file, the game plays on silently and sound_open says
 * why in err for the log. Every function is safe on a silent Sound.
 *
 * The caller owns the Sound and must not move it between sound_open and sound_close: the
 * audio thread holds its address. sound_close frees what sound_open allocated. */
#ifndef RAJAS_SOUND_H
#define RAJAS_SOUND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

typedef enum { SOUND_DICE, SOUND_PEN, SOUND_FANFARE, SOUND_CLICK, SOUND_GAIN, SOUND_COUNT } SoundId;

#define SOUND_VOICES 6
#define SOUND_VOLUME_MAX 100
#define SOUND_PATH_MAX 1100

/* A sound in the device's format: interleaved signed 16-bit samples, `length` of them
 * (frames × device channels). */
typedef struct {
    int16_t *samples;
    uint32_t length;
} SoundClip;

/* One sound being played: the clip (borrowed from the Sound), and how far it has got.
 * clip == NULL: the voice is free. */
typedef struct {
    const SoundClip *clip;
    uint32_t position;
} SoundVoice;

typedef struct {
    SDL_AudioDeviceID device;    /* 0: silent */
    bool audio_started;          /* this Sound started SDL's audio subsystem */
    bool enabled;                /* the player's setting: sound on or off */
    int volume;                  /* 0 … SOUND_VOLUME_MAX */
    int channels, freq;          /* the device's format (samples are always 16-bit) */
    SoundClip clip[SOUND_COUNT];
    SoundVoice voice[SOUND_VOICES];  /* changed only with the device locked */
    bool resting;                /* device closed while nothing plays (sound_rest) */
    uint32_t last_use;           /* SDL ticks of the last sound or input (sound_wake) */
} Sound;

/* An open audio device keeps a thread waking every few milliseconds even when it plays
 * silence, so a Sound that has played nothing and heard of no input for this long closes
 * its device, and opens it again for the next sound or input. */
#define SOUND_REST_MS 3000

/* The file of each sound in <data_dir>/sounds/. */
const char *sound_file(SoundId id);

/* Loads <data_dir>/sounds/<file> for every sound and opens the default audio device.
 * Returns true when sound can be heard. Otherwise the Sound is silent (or lacks the files
 * named) and err says why, naming any path that was missing; the game goes on. `enabled`
 * is the player's setting; a disabled Sound still opens the device, so that switching it
 * on later needs nothing else. */
bool sound_open(Sound *s, const char *data_dir, bool enabled, char *err, size_t cap);
void sound_close(Sound *s);
/* Input happened (the player may be about to do something that sounds): a resting device
 * is opened again now, so the next sound is not late. */
void sound_wake(Sound *s);
/* Closes the device when nothing has played and no input came for SOUND_REST_MS before
 * now (SDL ticks) and no voice is playing. The game then costs nothing while idle. */
void sound_rest(Sound *s, uint32_t now);

/* Starts the sound. Nothing happens while disabled, when silent or when the sound's file
 * was missing. With every voice busy, the voice that has played longest gives way. */
void sound_play(Sound *s, SoundId id);
/* The setting changed live: switching off also stops what is playing. */
void sound_set_enabled(Sound *s, bool enabled);
/* Volume in percent, clamped to 0 … SOUND_VOLUME_MAX. */
void sound_set_volume(Sound *s, int volume);
/* The number of voices playing now. */
int sound_voices_playing(Sound *s);

/* The mixer, a pure function: adds the next `count` samples of every busy voice, scales
 * the sum by volume / SOUND_VOLUME_MAX (rounding towards zero), clamps it to the 16-bit
 * range and writes it to out. A voice whose clip ends is freed; a voice that ends inside
 * the buffer contributes silence for the rest. */
void sound_mix(SoundVoice *voices, int voice_count, int volume, int16_t *out, int count);

#endif
