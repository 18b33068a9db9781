/* speech.h — saying things aloud for players who cannot see the screen well: the prompt,
 * each new line of the log and the focused item, through the system's voice when speech is
 * switched on in Settings (off by default): speech-dispatcher on Linux (speech_spd.c:
 * libspeechd loaded when speech is switched on, SDL_LoadObject("libspeechd.so.2"), never
 * linked, so where it is absent the game builds and runs unchanged and speech says
 * nothing), Windows' own voice on Windows (speech_sapi.c: SAPI's ISpVoice through COM).
 * speech_voice.h is what each gives; the build compiles one. A sink can stand in for the
 * voice (tests check what would be said). The value owns the voice; speech_stop frees it. */
#ifndef RAJAS_SPEECH_H
#define RAJAS_SPEECH_H

#include <stdbool.h>

#define SPEECH_LAST_MAX 512

typedef void (*SpeechSink)(void *ctx, const char *text);

/* Why speech says nothing while it is on. Linux: libspeechd is not there; speech-dispatcher
 * did not answer when speech was switched on; or it stopped answering later (it was ended,
 * or died). Windows: the system has no voice to speak with (SAPI is missing or will not
 * start); or the voice stopped answering later. A lost voice is dropped until speech is
 * switched off and on again. */
typedef enum {
    SPEECH_FINE,
    SPEECH_NOT_INSTALLED,
    SPEECH_NO_ANSWER,
    SPEECH_LOST,
    SPEECH_NO_WINDOWS_VOICE,
    SPEECH_WINDOWS_VOICE_LOST
} SpeechTrouble;

typedef struct SpeechVoice SpeechVoice;   /* the system's voice (speech_voice.h) */

typedef struct {
    bool on;                    /* the player's setting */
    SpeechVoice *voice;         /* owned: the system's voice, once opened */
    bool tried;                 /* opening was tried (and is not tried again) */
    SpeechTrouble trouble;      /* why nothing is said although speech is on */
    SpeechSink sink;            /* when set: says to it instead of the voice */
    void *sink_ctx;
    char last[SPEECH_LAST_MAX]; /* the last thing said, not said twice in a row */
} Speech;

/* Switches speech on or off; on opens the system's voice the first time (false when it
 * cannot: speech stays quiet, the game goes on, and s->trouble says why). After the voice
 * was lost, switching on opens it again. */
bool speech_set_on(Speech *s, bool on);
/* Tests: says everything to sink instead (NULL: the system's voice again). */
void speech_set_sink(Speech *s, SpeechSink sink, void *ctx);
/* Says text if speech is on, unless it is what was said last. interrupt: may be cut short
 * by the next such text (the focused item: a new focus need not wait for the old one);
 * otherwise queued after what is being said (the prompt, a log line). */
void speech_say(Speech *s, const char *text, bool interrupt);
void speech_stop(Speech *s);

#endif
