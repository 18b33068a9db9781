/* save_words.c — the last save in words (see save_words.h). */
#include "save_words.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

void save_state_note(SaveState *s, bool ok, int cause)
{
    s->tried = true;
    s->ok = ok;
    s->earlier = s->earlier || ok;
    s->cause = ok ? 0 : cause;
}

const char *save_cause_words(const Lang *lang, int cause)
{
    switch (cause) {
    case 0: return _("there is no folder for the player's files");
    case ENOSPC: case EFBIG:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return _("the disk is full");
    case EROFS: return _("the disk is read-only");
    case EACCES: case EPERM: return _("the folder cannot be written to");
    case ENOENT: case ENOTDIR: return _("the folder is missing");
    case EISDIR: case EINVAL: case ENXIO: case ELOOP:
        return _("something that is not a file is in the save's place");
    case EIO: return _("the disk reported an error");
    default: return strerror(cause);
    }
}

/* The failure and what leaving would lose, the same on both cards. */
static void failed(const Lang *lang, const SaveState *s, char *buf, size_t cap)
{
    const char *why = save_cause_words(lang, s->cause);
    if (s->earlier)
        snprintf(buf, cap,
                 _("The game could not be saved: %s. Leaving would lose what was played since the last save."),
                 why);
    else
        snprintf(buf, cap, _("The game could not be saved: %s. Leaving would lose the whole game."), why);
}

void save_words_leave(const Lang *lang, const SaveState *s, char *buf, size_t cap)
{
    if (!s->tried) snprintf(buf, cap, "%s", _("This game is not saved: leaving ends it."));
    else if (s->ok) snprintf(buf, cap, "%s", _("It is saved: you can resume it from the set-up screen."));
    else failed(lang, s, buf, cap);
}

void save_words_handover(const Lang *lang, const SaveState *s, char *buf, size_t cap)
{
    if (!s->tried) snprintf(buf, cap, "%s", "");
    else if (s->ok) snprintf(buf, cap, "%s", _("The game is saved."));
    else failed(lang, s, buf, cap);
}

void save_words_left(const Lang *lang, const SaveState *s, char *buf, size_t cap)
{
    const char *why = save_cause_words(lang, s->cause);
    if (!s->tried) snprintf(buf, cap, "%s", _("This game was not saved."));
    else if (s->ok) snprintf(buf, cap, "%s", _("The game is saved: resume it whenever you like"));
    else if (s->earlier) snprintf(buf, cap, _("The game could not be saved: %s. It resumes from its last save."), why);
    else snprintf(buf, cap, _("The game could not be saved: %s, so it is lost."), why);
}

void save_words_record(const Lang *lang, bool ok, int cause, char *buf, size_t cap)
{
    if (ok) snprintf(buf, cap, "%s", _("The game is saved with your records: the Statistics card replays it."));
    else
        snprintf(buf, cap, _("The finished game could not be saved: %s. Leaving this screen would lose it."),
                 save_cause_words(lang, cause));
}
