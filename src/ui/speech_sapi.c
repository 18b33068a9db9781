/* speech_sapi.c — Windows' own voice (speech_voice.h): SAPI's ISpVoice through COM, from C.
 * Every text is said asynchronously (SPF_ASYNC: the game never waits for the voice) and as
 * plain text (SPF_IS_NOT_XML: a '<' in a player's name is read, not parsed). The focused
 * item also purges what is still to be said (SPF_PURGEBEFORESPEAK: a new focus need not
 * wait for the old one); what happened (the prompt, a log line) is queued. SAPI has one
 * queue where speech-dispatcher has priorities, so a new focus also cuts short a log line
 * still being said: the player hears the item under their hand at once. */
#define COBJMACROS
#include <windows.h>
#include <initguid.h>   /* CLSID_SpVoice and IID_ISpVoice are defined here, not linked */
#include <sapi.h>

#include "speech_voice.h"

#include <stdlib.h>

#include <SDL.h>

struct SpeechVoice {
    ISpVoice *voice;
    bool com;                   /* COM was started here: ended here too */
};

SpeechVoice *speech_voice_open(SpeechTrouble *trouble)
{
    *trouble = SPEECH_NO_WINDOWS_VOICE;
    SpeechVoice *v = calloc(1, sizeof *v);
    if (!v) return NULL;
    /* The voice lives on speech's own thread (speech_worker.c), which pumps no window
     * messages: so COM is started there in the multithreaded model, where a call needs no
     * message loop. Were COM started on it already in the other model, it is used as it is
     * (RPC_E_CHANGED_MODE) and not ended here. */
    HRESULT hr = CoInitializeEx(NULL, COINIT_MULTITHREADED);
    v->com = SUCCEEDED(hr);
    if (FAILED(hr) && hr != RPC_E_CHANGED_MODE) {
        SDL_Log("speech: COM did not start (0x%08lx)", (unsigned long)hr);
        free(v);
        return NULL;
    }
    hr = CoCreateInstance(&CLSID_SpVoice, NULL, CLSCTX_ALL, &IID_ISpVoice, (void **)&v->voice);
    /* A voice that cannot speak (a SAPI that is only a shell: E_NOTIMPL) is no voice; the
     * purge of an empty queue asks it without a sound (NULL text with SPF_PURGEBEFORESPEAK). */
    if (SUCCEEDED(hr)) hr = ISpVoice_Speak(v->voice, NULL, SPF_ASYNC | SPF_PURGEBEFORESPEAK, NULL);
    if (SUCCEEDED(hr)) {
        *trouble = SPEECH_FINE;
        return v;
    }
    SDL_Log("speech: Windows has no voice to speak with (SAPI: 0x%08lx)", (unsigned long)hr);
    if (v->voice) ISpVoice_Release(v->voice);
    if (v->com) CoUninitialize();
    free(v);
    return NULL;
}

/* text (UTF-8) as UTF-16 in a new buffer (caller frees), NULL when it cannot be. */
static wchar_t *wide_text(const char *text)
{
    int n = MultiByteToWideChar(CP_UTF8, 0, text, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (w && MultiByteToWideChar(CP_UTF8, 0, text, -1, w, n) <= 0) {
        free(w);
        w = NULL;
    }
    return w;
}

bool speech_voice_say(SpeechVoice *v, const char *text, bool interrupt, SpeechTrouble *trouble)
{
    wchar_t *w = wide_text(text);
    if (!w) return true;   /* out of memory: this text is not said, the voice is fine */
    DWORD flags = SPF_ASYNC | SPF_IS_NOT_XML | (interrupt ? SPF_PURGEBEFORESPEAK : 0);
    HRESULT hr = ISpVoice_Speak(v->voice, w, flags, NULL);
    free(w);
    if (SUCCEEDED(hr)) return true;
    SDL_Log("speech: the Windows voice stopped answering (0x%08lx); nothing more is said", (unsigned long)hr);
    *trouble = SPEECH_WINDOWS_VOICE_LOST;
    return false;
}

void speech_voice_close(SpeechVoice *v)
{
    if (!v) return;
    if (v->voice) ISpVoice_Release(v->voice);
    if (v->com) CoUninitialize();
    free(v);
}

SpeechTrouble speech_voice_silent(bool opened)
{
    return opened ? SPEECH_WINDOWS_VOICE_LOST : SPEECH_NO_WINDOWS_VOICE;
}
