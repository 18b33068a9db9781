/* speech_spd.c — speech-dispatcher loaded at run time (speech_voice.h), the voice on every
 * system but Windows. The three functions used are looked up by name; their types are
 * libspeechd's (spd_open(client, connection, user, mode), spd_say(connection, priority,
 * text), spd_close). What happened (the prompt, the log) is said with SPD_MESSAGE priority,
 * which queues and is never dropped; the focused item with SPD_TEXT, which a newer focus
 * cuts short. */
#define _POSIX_C_SOURCE 200809L   /* sigaction */

#include "speech_voice.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

enum { SPD_MODE_SINGLE = 0, SPD_MESSAGE = 2, SPD_TEXT = 3 };

struct SpeechVoice {
    void *lib;                  /* libspeechd */
    void *conn;                 /* SPDConnection * */
    void *(*spd_open)(const char *, const char *, const char *, int);
    int (*spd_say)(void *, int, const char *);
    void (*spd_close)(void *);
};

/* The library's three functions into v; false when one is missing. */
static bool find_functions(SpeechVoice *v)
{
    /* Object pointers from SDL_LoadFunction, to function pointers through a copy: ISO C
     * has no cast between the two. */
    void *f[3] = {SDL_LoadFunction(v->lib, "spd_open"), SDL_LoadFunction(v->lib, "spd_say"),
                  SDL_LoadFunction(v->lib, "spd_close")};
    if (!f[0] || !f[1] || !f[2]) return false;
    memcpy(&v->spd_open, &f[0], sizeof f[0]);
    memcpy(&v->spd_say, &f[1], sizeof f[1]);
    memcpy(&v->spd_close, &f[2], sizeof f[2]);
    return true;
}

SpeechVoice *speech_voice_open(SpeechTrouble *trouble)
{
    *trouble = SPEECH_NOT_INSTALLED;
    SpeechVoice *v = calloc(1, sizeof *v);
    if (!v) return NULL;
    v->lib = SDL_LoadObject("libspeechd.so.2");
    if (!v->lib) {
        SDL_Log("speech: speech-dispatcher is not installed (%s)", SDL_GetError());
        free(v);
        return NULL;
    }
    /* A dispatcher that dies leaves the socket closed: writing to it must be an error the
     * game hears (SPEECH_LOST), not a SIGPIPE that ends the game. */
    struct sigaction was;
    if (sigaction(SIGPIPE, NULL, &was) == 0 && was.sa_handler == SIG_DFL) signal(SIGPIPE, SIG_IGN);
    if (find_functions(v)) v->conn = v->spd_open("rajas", "main", NULL, SPD_MODE_SINGLE);
    if (v->conn) {
        *trouble = SPEECH_FINE;
        return v;
    }
    if (v->spd_open) {
        *trouble = SPEECH_NO_ANSWER;
        SDL_Log("speech: speech-dispatcher did not answer");
    }
    SDL_UnloadObject(v->lib);
    free(v);
    return NULL;
}

bool speech_voice_say(SpeechVoice *v, const char *text, bool interrupt, SpeechTrouble *trouble)
{
    if (v->spd_say(v->conn, interrupt ? SPD_TEXT : SPD_MESSAGE, text) >= 0) return true;
    SDL_Log("speech: speech-dispatcher stopped answering; nothing more is said");
    *trouble = SPEECH_LOST;
    return false;
}

void speech_voice_close(SpeechVoice *v)
{
    if (!v) return;
    if (v->conn) v->spd_close(v->conn);
    if (v->lib) SDL_UnloadObject(v->lib);
    free(v);
}

SpeechTrouble speech_voice_silent(bool opened)
{
    return opened ? SPEECH_LOST : SPEECH_NO_ANSWER;
}
