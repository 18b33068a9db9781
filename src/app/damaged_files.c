/* damaged_files.c — see damaged_files.h. Each file has its own whole sentence, so a
 * translation can put the reason and the kept name where its language wants them. */
#include "damaged_files.h"

#include <stdio.h>
#include <time.h>

#include <SDL.h>

#include "file_rule.h"
#include "i18n.h"

static void say_kept(DamagedFile which, const char *err, const char *kept, char *note, size_t cap)
{
    switch (which) {
    case DAMAGED_SETTINGS:
        snprintf(note, cap, _("The settings could not be read (%s), so the defaults are used. The damaged file is kept as %s"),
                 err, kept);
        break;
    case DAMAGED_STATS:
        snprintf(note, cap, _("The statistics could not be read (%s) and start afresh. The damaged file is kept as %s"),
                 err, kept);
        break;
    case DAMAGED_AUTOSAVE:
        snprintf(note, cap, _("The saved game could not be read (%s). The damaged file is kept as %s"), err, kept);
        break;
    case DAMAGED_SETUP:
        snprintf(note, cap, _("The remembered set-up could not be read (%s) and was reset. The damaged file is kept as %s"),
                 err, kept);
        break;
    case DAMAGED_SEATS:
        snprintf(note, cap, _("The players' names of the saved game could not be read (%s), so default names are used. "
                              "The damaged file is kept as %s"),
                 err, kept);
        break;
    }
}

void damaged_keep(DamagedFile which, const char *path, const char *err, char *note, size_t cap)
{
    char kept[1400], why[1600];
    if (file_keep_broken(path, time(NULL), kept, sizeof kept, why, sizeof why)) {
        SDL_Log("%s: kept as %s", err, kept);
        say_kept(which, err, kept, note, cap);
        return;
    }
    SDL_Log("%s; %s", err, why);
    snprintf(note, cap, _("%s could not be read (%s) and could not be moved aside (%s)"), path, err, why);
}
