/* speech.c — speech switched on and off, said once and not twice in a row, to a test's sink
 * or to the system's voice on its own thread (see speech.h; speech_worker.h; the voices:
 * speech_voice.h, speech_spd.c, speech_sapi.c). */
#include "speech.h"

#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "speech_voice.h"
#include "speech_worker.h"

/* The worker is asked to end and kept until its thread returns (speech_poll reaps it). With
 * no room left, the oldest buried is forgotten: its thread still runs, so it cannot be
 * freed, and it ends with the program. */
static void bury(Speech *s)
{
    if (!s->worker) return;
    speech_worker_end(s->worker);
    if (speech_worker_reap(s->worker)) {
        s->worker = NULL;
        return;
    }
    if (s->buried[SPEECH_BURIED_MAX - 1])
        SDL_Log("speech: %d voices still do not answer; the oldest is left to the program's end", SPEECH_BURIED_MAX);
    memmove(&s->buried[1], &s->buried[0], (SPEECH_BURIED_MAX - 1) * sizeof s->buried[0]);
    s->buried[0] = s->worker;
    s->worker = NULL;
}

static void reap_buried(Speech *s)
{
    for (int i = 0; i < SPEECH_BURIED_MAX; i++)
        if (s->buried[i] && speech_worker_reap(s->buried[i])) s->buried[i] = NULL;
}

bool speech_set_on(Speech *s, bool on)
{
    s->on = on;
    s->last[0] = '\0';
    if (!on || s->sink || s->worker) return true;
    s->trouble = SPEECH_FINE;
    s->worker = speech_worker_start();
    if (!s->worker) s->trouble = speech_voice_silent(false);
    return s->worker != NULL;
}

void speech_set_sink(Speech *s, SpeechSink sink, void *ctx)
{
    s->sink = sink;
    s->sink_ctx = ctx;
}

void speech_say(Speech *s, const char *text, bool interrupt)
{
    if (!s->on || !text || !text[0] || strcmp(text, s->last) == 0) return;
    snprintf(s->last, sizeof s->last, "%s", text);
    if (s->sink) {
        s->sink(s->sink_ctx, text);
        return;
    }
    if (s->worker) speech_worker_say(s->worker, text, interrupt);
}

void speech_poll(Speech *s, uint32_t now)
{
    reap_buried(s);
    if (!s->worker) return;
    SpeechWorkerState st;
    speech_worker_state(s->worker, &st);
    SpeechTrouble t = st.trouble;
    if (t == SPEECH_FINE && st.calling_since && (int32_t)(now - st.calling_since) > SPEECH_ANSWER_MS) {
        t = speech_voice_silent(st.opened);
        SDL_Log("speech: the voice has not answered for %d ms; nothing more is said", SPEECH_ANSWER_MS);
    }
    if (t == SPEECH_FINE) return;
    /* The voice is gone: it is dropped, and switching speech on again tries afresh. */
    s->trouble = t;
    bury(s);
}

bool speech_pending(const Speech *s)
{
    /* Buried workers are not waited for: they are reaped at the polls the loop makes anyway. */
    if (!s->worker) return false;
    SpeechWorkerState st;
    speech_worker_state(s->worker, &st);
    return st.pending;
}

void speech_stop(Speech *s)
{
    bury(s);
    uint32_t start = SDL_GetTicks();
    for (;;) {
        reap_buried(s);
        bool left = false;
        for (int i = 0; i < SPEECH_BURIED_MAX; i++) left |= s->buried[i] != NULL;
        if (!left || SDL_GetTicks() - start >= SPEECH_CLOSE_MS) break;
        SDL_Delay(2);
    }
    s->on = false;
    s->trouble = SPEECH_FINE;
}
