/* speech.h — saying things aloud for players who cannot see the screen well: the prompt,
 * each new line of the log and the focused item, through speech-dispatcher when it is
 * switched on in Settings (off by default). libspeechd is loaded when speech is switched on
 * (SDL_LoadObject("libspeechd.so.2")), never linked: where it is absent the game builds
 * and runs unchanged and speech says nothing. A sink can stand in for speech-dispatcher
 * (tests check what would be said). The value owns the library and the connection;
 * speech_stop frees both. */
#ifndef RAJAS_SPEECH_H
#define RAJAS_SPEECH_H

#include <stdbool.h>

#define SPEECH_LAST_MAX 512

typedef void (*SpeechSink)(void *ctx, const char *text);

/* Why speech says nothing while it is on: libspeechd is not there; speech-dispatcher did
 * not answer when speech was switched on; or it stopped answering later (it was ended, or
 * died), which drops the connection until speech is switched off and on again. */
typedef enum { SPEECH_FINE, SPEECH_NOT_INSTALLED, SPEECH_NO_ANSWER, SPEECH_LOST } SpeechTrouble;

typedef struct {
    bool on;                    /* the player's setting */
    void *lib;                  /* libspeechd, once loaded */
    void *conn;                 /* SPDConnection * */
    void *(*spd_open)(const char *, const char *, const char *, int);
    int (*spd_say)(void *, int, const char *);
    void (*spd_close)(void *);
    bool tried;                 /* loading was tried (and is not tried again) */
    SpeechTrouble trouble;      /* why nothing is said although speech is on */
    SpeechSink sink;            /* when set: says to it instead of speech-dispatcher */
    void *sink_ctx;
    char last[SPEECH_LAST_MAX]; /* the last thing said, not said twice in a row */
} Speech;

/* Switches speech on or off; on loads libspeechd and connects the first time (false when
 * it cannot: speech stays quiet, the game goes on, and s->trouble says why). After the
 * connection was lost, switching on connects again. */
bool speech_set_on(Speech *s, bool on);
/* Tests: says everything to sink instead (NULL: speech-dispatcher again). */
void speech_set_sink(Speech *s, SpeechSink sink, void *ctx);
/* Says text if speech is on, unless it is what was said last. interrupt: may be cut short
 * by the next such text (the focused item: a new focus need not wait for the old one);
 * otherwise queued after what is being said (the prompt, a log line). */
void speech_say(Speech *s, const char *text, bool interrupt);
void speech_stop(Speech *s);

#endif
