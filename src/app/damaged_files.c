/* damaged_files.c — see damaged_files.h. Each file has its own whole sentence, so a
 * translation can put the reason and the kept name where its language wants them. */
#include "damaged_files.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "i18n.h"

static void say_kept(const Lang *lang, PlayerFile which, const char *err, const char *kept, char *note, size_t cap)
{
    switch (which) {
    case FILES_SETTINGS:
        snprintf(note, cap, _("The settings could not be read (%s), so the defaults are used. The damaged file is kept as %s"),
                 err, kept);
        break;
    case FILES_STATS:
        snprintf(note, cap, _("The statistics could not be read (%s) and start afresh. The damaged file is kept as %s"),
                 err, kept);
        break;
    case FILES_AUTOSAVE:
        snprintf(note, cap, _("The saved game could not be read (%s). The damaged file is kept as %s"), err, kept);
        break;
    case FILES_SETUP:
        snprintf(note, cap, _("The remembered set-up could not be read (%s) and was reset. The damaged file is kept as %s"),
                 err, kept);
        break;
    case FILES_SEATS:
        /* Seats are more than names: the colours and who is a bot are lost with them. */
        snprintf(note, cap, _("The seats of the saved game (names, colours, who is a bot) could not be read (%s), so "
                              "every seat is played by a person under a default name. The damaged file is kept as %s"),
                 err, kept);
        break;
    case FILES_PUZZLES:
        snprintf(note, cap, _("The puzzle rating could not be read (%s) and starts afresh. The damaged file is kept as %s"),
                 err, kept);
        break;
    }
}

/* The reader's "<path>:<line>: P <what>" — a line that is no record line at all, which
 * the session's reader marks P (parse) — in plain words: "<path>: line 31 is cut off or
 * damaged (unknown action)". Any other reason as it is. */
static void plain_reason(const Lang *lang, const char *why, char *out, size_t cap)
{
    for (const char *p = strstr(why, ": P "); p; p = strstr(p + 1, ": P ")) {
        const char *digits = p;
        while (digits > why && isdigit((unsigned char)digits[-1])) digits--;
        if (digits == p || digits == why || digits[-1] != ':') continue;
        /* TRANSLATORS: a damaged file: its path, the line, and what the reader found wrong
         * there (in English: "unknown die"). */
        snprintf(out, cap, _("%.*s: line %d is cut off or damaged (%s)"), (int)(digits - 1 - why), why, atoi(digits),
                 p + 4);
        return;
    }
    snprintf(out, cap, "%s", why);
}

void damaged_say(const Lang *lang, const FilesDamage *d, char *note, size_t cap)
{
    char why[sizeof d->why + 128];
    plain_reason(lang, d->why, why, sizeof why);
    if (d->kept) {
        SDL_Log("%s: kept as %s", d->why, d->kept_as);
        say_kept(lang, d->file, why, d->kept_as, note, cap);
        return;
    }
    SDL_Log("%s; %s", d->why, d->not_kept);
    /* The file by its name: the reason names its path, and the path once is enough. */
    snprintf(note, cap, _("%s could not be read (%s) and could not be moved aside (%s)"), files_name(d->file), why,
             d->not_kept);
}
