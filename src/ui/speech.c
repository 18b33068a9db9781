/* speech.c — speech switched on and off, said once and not twice in a row, to a test's sink
 * or to the system's voice (see speech.h; speech_voice.h: speech_spd.c, speech_sapi.c). */
#include "speech.h"

#include <stdio.h>
#include <string.h>

#include "speech_voice.h"

bool speech_set_on(Speech *s, bool on)
{
    s->on = on;
    s->last[0] = '\0';
    if (!on || s->sink) return true;
    if (!s->tried) {
        s->tried = true;
        s->voice = speech_voice_open(&s->trouble);
    }
    return s->voice != NULL;
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
    if (!s->voice || speech_voice_say(s->voice, text, interrupt, &s->trouble)) return;
    /* The voice is gone: it is dropped, and switching speech on again tries afresh. */
    speech_voice_close(s->voice);
    s->voice = NULL;
    s->tried = false;
}

void speech_stop(Speech *s)
{
    speech_voice_close(s->voice);
    s->voice = NULL;
    s->tried = false;
    s->on = false;
    s->trouble = SPEECH_FINE;
}
