/* speech.c — speech-dispatcher loaded at run time (see speech.h). The three functions used
 * are looked up by name; their types are libspeechd's (spd_open(client, connection, user,
 * mode), spd_say(connection, priority, text), spd_close). What happened (the
 * prompt, the log) is said with SPD_MESSAGE priority, which queues and is never dropped;
 * the focused item with SPD_TEXT, which a newer focus cuts short. */
#define _POSIX_C_SOURCE 200809L   /* sigaction */

#include "speech.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <SDL.h>

enum { SPD_MODE_SINGLE = 0, SPD_MESSAGE = 2, SPD_TEXT = 3 };

static bool load(Speech *s)
{
    s->tried = true;
    s->trouble = SPEECH_NOT_INSTALLED;
    if (!s->lib) s->lib = SDL_LoadObject("libspeechd.so.2");
    if (!s->lib) {
        SDL_Log("speech: speech-dispatcher is not installed (%s)", SDL_GetError());
        return false;
    }
    /* A dispatcher that dies leaves the socket closed: writing to it must be an error the
     * game hears (SPEECH_LOST), not a SIGPIPE that ends the game. */
    struct sigaction was;
    if (sigaction(SIGPIPE, NULL, &was) == 0 && was.sa_handler == SIG_DFL) signal(SIGPIPE, SIG_IGN);
    /* Object pointers from SDL_LoadFunction, to function pointers through a copy: ISO C
     * has no cast between the two. */
    void *f[3] = {SDL_LoadFunction(s->lib, "spd_open"), SDL_LoadFunction(s->lib, "spd_say"),
                  SDL_LoadFunction(s->lib, "spd_close")};
    if (!f[0] || !f[1] || !f[2]) {
        SDL_UnloadObject(s->lib);
        s->lib = NULL;
        return false;
    }
    memcpy(&s->spd_open, &f[0], sizeof f[0]);
    memcpy(&s->spd_say, &f[1], sizeof f[1]);
    memcpy(&s->spd_close, &f[2], sizeof f[2]);
    s->conn = s->spd_open("rajas", "main", NULL, SPD_MODE_SINGLE);
    s->trouble = s->conn ? SPEECH_FINE : SPEECH_NO_ANSWER;
    if (!s->conn) SDL_Log("speech: speech-dispatcher did not answer");
    return s->conn != NULL;
}

bool speech_set_on(Speech *s, bool on)
{
    s->on = on;
    s->last[0] = '\0';
    if (!on || s->sink) return true;
    if (!s->tried) load(s);
    return s->conn != NULL;
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
    if (!s->conn) return;
    if (s->spd_say(s->conn, interrupt ? SPD_TEXT : SPD_MESSAGE, text) >= 0) return;
    /* The dispatcher is gone: the connection is dropped, and switching speech on again
     * tries afresh. */
    SDL_Log("speech: speech-dispatcher stopped answering; nothing more is said");
    s->spd_close(s->conn);
    s->conn = NULL;
    s->tried = false;
    s->trouble = SPEECH_LOST;
}

void speech_stop(Speech *s)
{
    if (s->conn) s->spd_close(s->conn);
    if (s->lib) SDL_UnloadObject(s->lib);
    s->conn = NULL;
    s->lib = NULL;
    s->tried = false;
    s->on = false;
    s->trouble = SPEECH_FINE;
}
