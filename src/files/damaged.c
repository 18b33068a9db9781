/* damaged.c — a damaged player file moved aside and reported (see player_files.h). */
#include "player_files.h"

#include <stdio.h>
#include <time.h>

void files_no_damage(FilesDamage *d)
{
    d->found = false;
    d->kept = false;
    d->path[0] = d->why[0] = d->kept_as[0] = d->not_kept[0] = '\0';
}

void files_keep_damaged(PlayerFile file, const char *path, const char *why, FilesDamage *d)
{
    d->found = true;
    d->file = file;
    snprintf(d->path, sizeof d->path, "%s", path);
    snprintf(d->why, sizeof d->why, "%s", why);
    d->kept_as[0] = d->not_kept[0] = '\0';
    d->kept = file_keep_broken(path, time(NULL), d->kept_as, sizeof d->kept_as, d->not_kept, sizeof d->not_kept);
}
