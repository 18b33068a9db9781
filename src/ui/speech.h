/* speech.h — saying things aloud for players who cannot see the screen well: the prompt,
 * each new line of the log and the focused item, through the system's voice when speech is
 * switched on in Settings (off by default): speech-dispatcher on Linux (speech_spd.c:
 * libspeechd loaded when speech is switched on, SDL_LoadObject("libspeechd.so.2"), never
 * linked, so where it is absent the game builds and runs unchanged and speech says
 * nothing), Windows' own voice on Windows (speech_sapi.c: SAPI's ISpVoice through COM).
 * speech_voice.h is what each gives; the build compiles one. A sink can stand in for the
 * voice (tests check what would be said). The value owns the voice; speech_stop frees it.
 *
 * The voice is never called on the game's thread (speech_worker.h): it may wait as long as
 * it likes, and the game must not. So speech_say never waits, and what the voice finds
 * out (it is not installed, it does not answer, it stopped answering) becomes known a
 * moment later, at speech_poll, which the loop calls at every look: while speech_pending,
 * the loop looks again within SPEECH_LOOK_MS, so a trouble is told on screen with no input.
 * A call to the voice that has not returned after SPEECH_ANSWER_MS counts as no answer. */
#ifndef RAJAS_SPEECH_H
#define RAJAS_SPEECH_H

#include <stdbool.h>
#include <stdint.h>

#define SPEECH_LAST_MAX 512
/* The longest a call to the voice may take before the voice counts as not answering. A
 * speech-dispatcher that answers takes milliseconds; SAPI's calls return at once. */
#define SPEECH_ANSWER_MS 3000
/* How often the loop looks at the voice while it has something to do. */
#define SPEECH_LOOK_MS 100
/* Workers whose voice stopped answering, left to end on their own (speech_poll frees each
 * once its call returns). */
#define SPEECH_BURIED_MAX 4

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
typedef struct SpeechWorker SpeechWorker; /* the voice's own thread (speech_worker.h) */

typedef struct {
    bool on;                    /* the player's setting */
    SpeechWorker *worker;       /* owned: the voice's thread, while the voice may speak */
    SpeechWorker *buried[SPEECH_BURIED_MAX]; /* owned: workers that stopped answering */
    SpeechTrouble trouble;      /* why nothing is said although speech is on */
    SpeechSink sink;            /* when set: says to it instead of the voice */
    void *sink_ctx;
    char last[SPEECH_LAST_MAX]; /* the last thing said, not said twice in a row */
} Speech;

/* Switches speech on or off; on starts opening the system's voice the first time (false
 * only when no thread can be had for it: speech stays quiet, the game goes on, and
 * s->trouble says why; a voice that is missing or does not answer is found at
 * speech_poll). After the voice was lost, switching on opens it again. */
bool speech_set_on(Speech *s, bool on);
/* Tests: says everything to sink instead (NULL: the system's voice again). */
void speech_set_sink(Speech *s, SpeechSink sink, void *ctx);
/* Says text if speech is on, unless it is what was said last. interrupt: may be cut short
 * by the next such text (the focused item: a new focus need not wait for the old one);
 * otherwise queued after what is being said (the prompt, a log line). */
void speech_say(Speech *s, const char *text, bool interrupt);
/* What the voice's thread found by now: a trouble into s->trouble (and the voice dropped,
 * so that switching on tries afresh), or a call running for more than SPEECH_ANSWER_MS at
 * now (the same: the voice does not answer). Frees the buried workers whose calls have
 * returned. Never waits. */
void speech_poll(Speech *s, uint32_t now);
/* Whether the voice has something under way (opening, saying, texts waiting): the loop
 * looks again within SPEECH_LOOK_MS. */
bool speech_pending(const Speech *s);
/* Ends speech: the voice is closed, waiting at most SPEECH_CLOSE_MS for a voice that
 * answers; one that does not is left to its thread, which the program's end ends. */
void speech_stop(Speech *s);
#define SPEECH_CLOSE_MS 500

#endif
