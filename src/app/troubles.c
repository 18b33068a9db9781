/* troubles.c — see troubles.h. */
#include "troubles.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* The name of the language code in the language lang ("German", "Deutsch"). */
static const char *language_name(const Lang *lang, const char *code)
{
    if (strcmp(code, "de") == 0) return _("German");
    if (strcmp(code, "nl") == 0) return _("Dutch");
    if (strcmp(code, "en") == 0) return _("English");
    return code;
}

/* At start the set-up screen shows it; later the notice, over whatever is open. */
static void say(App *a, const char *text, uint32_t now)
{
    if (!a->win.window) {
        app_note(a, text);
        return;
    }
    notice_show(&a->told.notice, true, text, now);
    a->frame.dirty = true;
}

void troubles_font(App *a, const char *err)
{
    const Lang *lang = a->win.lang;
    if (!err[0]) return;
    char text[APP_NOTE_MAX];
    snprintf(text, sizeof text, _("A font file of the game is damaged, so another font is drawn in its place (%s)."),
             err);
    app_note(a, text);
}

void troubles_catalogue(App *a, const char *code, const char *err, uint32_t now)
{
    const Lang *lang = a->win.lang;
    char text[APP_NOTE_MAX];
    /* TRANSLATORS: the first %s is the language asked for, the last the one kept (their
     * names: German, Dutch, English); the middle one is the file and what is wrong with it. */
    snprintf(text, sizeof text,
             _("Language %s: its translation could not be read (%s). The game is shown in %s instead."),
             language_name(lang, code), err, language_name(lang, lang_code(lang)));
    say(a, text, now);
}

static const char *speech_words(const Lang *lang, SpeechTrouble t)
{
    switch (t) {
    case SPEECH_NOT_INSTALLED:
        return _("Speech is on, but speech-dispatcher is not installed, so nothing is said aloud.");
    case SPEECH_NO_ANSWER:
        return _("Speech is on, but speech-dispatcher does not answer, so nothing is said aloud.");
    case SPEECH_LOST:
        return _("Speech stopped: speech-dispatcher no longer answers, so nothing more is said aloud. "
                 "Switch Speech off and on in Settings to try again.");
    case SPEECH_NO_WINDOWS_VOICE:
        return _("Speech is on, but Windows has no voice to speak with, so nothing is said aloud.");
    case SPEECH_WINDOWS_VOICE_LOST:
        return _("Speech stopped: the Windows voice no longer answers, so nothing more is said aloud. "
                 "Switch Speech off and on in Settings to try again.");
    case SPEECH_FINE: break;
    }
    return "";
}

void troubles_check(App *a, uint32_t now)
{
    const Lang *lang = a->win.lang;
    SpeechTrouble t = a->audio.speech.on ? a->audio.speech.trouble : SPEECH_FINE;
    if (t == SPEECH_FINE) a->told.speech = SPEECH_FINE;   /* working again: a new loss is said */
    if (notice_up(&a->told.notice, now)) return;
    if (t != SPEECH_FINE && a->told.speech != t) {
        a->told.speech = t;
        say(a, speech_words(lang, t), now);
        return;
    }
    const char *first;
    if (!a->told.icons && art_damage(a->art, &first) > 0) {
        a->told.icons = true;
        char text[APP_NOTE_MAX];
        snprintf(text, sizeof text,
                 _("Some of the game's pictures could not be read (%s), so a short label is drawn in their place. "
                   "Installing the game again puts them back."),
                 first);
        say(a, text, now);
    }
}
