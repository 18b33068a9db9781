/* speech_worker.c — the voice's own thread (speech_worker.h): a queue of texts under a
 * mutex, a condition the thread sleeps on, and the moment the running call began. The
 * thread is the one thread API's (thread.h); the mutex and condition are SDL's. */
#include "speech_worker.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "speech_voice.h"
#include "thread.h"

enum { SPEECH_QUEUE = 16 };

typedef struct {
    char text[SPEECH_LAST_MAX];
    bool interrupt;
} Said;

struct SpeechWorker {
    Thread thread;
    SDL_mutex *lock;
    SDL_cond *wake;
    /* Under lock: */
    Said queue[SPEECH_QUEUE];   /* a ring: count texts from head */
    int head, count;
    bool quit;
    bool opened;
    bool open_done;
    SpeechTrouble trouble;
    uint32_t calling_since;
};

/* SDL_GetTicks, never 0 (0 says no call is running). */
static uint32_t ticks(void)
{
    uint32_t t = SDL_GetTicks();
    return t ? t : 1;
}

/* The next text into *out, marked as the running call; false once asked to end. */
static bool take(SpeechWorker *w, Said *out)
{
    SDL_LockMutex(w->lock);
    while (!w->quit && w->count == 0) SDL_CondWait(w->wake, w->lock);
    bool go = !w->quit;
    if (go) {
        *out = w->queue[w->head];
        w->head = (w->head + 1) % SPEECH_QUEUE;
        w->count--;
        w->calling_since = ticks();
    }
    SDL_UnlockMutex(w->lock);
    return go;
}

static void called(SpeechWorker *w, SpeechVoice *v, SpeechTrouble trouble, bool open)
{
    SDL_LockMutex(w->lock);
    w->calling_since = 0;
    if (open) {
        w->open_done = true;
        w->opened = v != NULL;
    }
    w->trouble = trouble;
    SDL_UnlockMutex(w->lock);
}

static void worker_main(void *arg)
{
    SpeechWorker *w = arg;
    SpeechTrouble trouble = SPEECH_FINE;
    SpeechVoice *v = speech_voice_open(&trouble);
    called(w, v, trouble, true);
    Said said;
    while (take(w, &said)) {
        /* A voice that failed says nothing more; its texts are taken and let go. */
        if (v && !speech_voice_say(v, said.text, said.interrupt, &trouble)) {
            speech_voice_close(v);
            v = NULL;
        }
        called(w, v, trouble, false);
    }
    speech_voice_close(v);
}

static void worker_free(SpeechWorker *w)
{
    if (w->wake) SDL_DestroyCond(w->wake);
    if (w->lock) SDL_DestroyMutex(w->lock);
    free(w);
}

SpeechWorker *speech_worker_start(void)
{
    SpeechWorker *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->lock = SDL_CreateMutex();
    w->wake = SDL_CreateCond();
    w->calling_since = ticks();   /* the open is timed from here */
    if (!w->lock || !w->wake || !thread_start(&w->thread, worker_main, w)) {
        SDL_Log("speech: no thread for the voice (%s)", SDL_GetError());
        worker_free(w);
        return NULL;
    }
    return w;
}

void speech_worker_say(SpeechWorker *w, const char *text, bool interrupt)
{
    SDL_LockMutex(w->lock);
    int last = (w->head + w->count - 1) % SPEECH_QUEUE;
    if (interrupt && w->count > 0 && w->queue[last].interrupt) {
        w->count--;   /* the older focus, not yet said, gives way */
    } else if (w->count == SPEECH_QUEUE) {
        w->head = (w->head + 1) % SPEECH_QUEUE;
        w->count--;
    }
    Said *s = &w->queue[(w->head + w->count) % SPEECH_QUEUE];
    snprintf(s->text, sizeof s->text, "%s", text);
    s->interrupt = interrupt;
    w->count++;
    SDL_CondSignal(w->wake);
    SDL_UnlockMutex(w->lock);
}

void speech_worker_state(SpeechWorker *w, SpeechWorkerState *out)
{
    SDL_LockMutex(w->lock);
    out->opened = w->opened;
    out->trouble = w->trouble;
    out->calling_since = w->calling_since;
    out->pending = !w->open_done || w->calling_since != 0 || w->count > 0;
    SDL_UnlockMutex(w->lock);
}

void speech_worker_end(SpeechWorker *w)
{
    SDL_LockMutex(w->lock);
    w->quit = true;
    SDL_CondSignal(w->wake);
    SDL_UnlockMutex(w->lock);
}

bool speech_worker_reap(SpeechWorker *w)
{
    if (!thread_finished(&w->thread)) return false;
    thread_join(&w->thread);
    worker_free(w);
    return true;
}
