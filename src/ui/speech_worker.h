/* speech_worker.h — the system's voice on a thread of its own (speech.h), inside src/ui
 * only. A voice's calls (speech_voice.h) may wait as long as the voice likes: a
 * speech-dispatcher that accepts a connection and never answers holds spd_open, one that
 * stopped reading its socket holds spd_say. So every call to the voice is made on this
 * thread and never on the game's: the game hands texts over without waiting and reads what
 * the thread found. A call still running after SPEECH_ANSWER_MS is a voice that stopped
 * answering (speech.c decides it, from calling_since): the worker is then stopped and left
 * to end on its own when the call returns, and the game goes on. */
#ifndef RAJAS_SPEECH_WORKER_H
#define RAJAS_SPEECH_WORKER_H

#include <stdbool.h>
#include <stdint.h>

#include "speech.h"

/* What the voice's thread has found, at one look. */
typedef struct {
    bool opened;            /* the voice was opened (false while opening or when it failed) */
    SpeechTrouble trouble;  /* the voice said it cannot speak (SPEECH_FINE: not so far) */
    uint32_t calling_since; /* SDL_GetTicks when the call to the voice now running began
                               (opening or saying); 0: no call is running */
    bool pending;           /* opening, a call running, or texts waiting to be said */
} SpeechWorkerState;

/* Starts a worker that opens the system's voice at once. NULL when there is no memory or
 * the system gives no thread. */
SpeechWorker *speech_worker_start(void);
/* Hands text over to be said, never waiting. interrupt: replaces a focus text still waiting
 * (a newer focus need not wait for an older one). When SPEECH_QUEUE texts wait already,
 * the oldest is dropped: a voice that lags that far behind says what is newest. */
void speech_worker_say(SpeechWorker *w, const char *text, bool interrupt);
void speech_worker_state(SpeechWorker *w, SpeechWorkerState *out);
/* Asks the worker to close the voice and end; never waits. */
void speech_worker_end(SpeechWorker *w);
/* Whether an ended worker's thread has returned; then it is joined and freed (true). */
bool speech_worker_reap(SpeechWorker *w);

#endif
