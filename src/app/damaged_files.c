/* damaged_files.c — see damaged_files.h. Each file has its own whole sentence, so a
 * translation can put the reason and the kept name where its language wants them. */
#include "damaged_files.h"

#include <stdio.h>

#include <SDL.h>

#include "i18n.h"

static void say_kept(PlayerFile which, const char *err, const char *kept, char *note, size_t cap)
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
    }
}

void damaged_say(const FilesDamage *d, char *note, size_t cap)
{
    if (d->kept) {
        SDL_Log("%s: kept as %s", d->why, d->kept_as);
        say_kept(d->file, d->why, d->kept_as, note, cap);
        return;
    }
    SDL_Log("%s; %s", d->why, d->not_kept);
    /* The file by its name: the reason names its path, and the path once is enough. */
    snprintf(note, cap, _("%s could not be read (%s) and could not be moved aside (%s)"), files_name(d->file), d->why,
             d->not_kept);
}
