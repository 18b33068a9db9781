/* autosave.c — the game in progress in the user folder (see autosave.h). */
#include "autosave.h"

#include <stdio.h>

#include "save_file.h"

bool files_autosave_write(const char *dir, const Session *s, char *err, size_t cap)
{
    char path[FILES_PATH_MAX];
    return files_path(dir, AUTOSAVE_FILE, path, sizeof path, err, cap) && session_save(s, path, err, cap);
}

FileRead files_autosave_load(const char *dir, Session *s, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    files_no_damage(d);
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    if (!files_exists(path)) {
        snprintf(d->why, sizeof d->why, "%s: there is no such file", path);
        return FILE_ABSENT;
    }
    if (session_load(s, path, err, sizeof err)) return FILE_OK;
    files_keep_damaged(FILES_AUTOSAVE, path, err, d);
    return FILE_BROKEN;
}

FileRead files_autosave_check(const char *dir, const Sheets *sheets, FilesDamage *d)
{
    Session check;
    session_init(&check, sheets);
    FileRead r = files_autosave_load(dir, &check, d);
    session_free(&check);
    return r;
}

void files_autosave_forget(const char *dir)
{
    char path[FILES_PATH_MAX];
    if (files_path(dir, AUTOSAVE_FILE, path, sizeof path, NULL, 0)) remove(path);
    if (files_path(dir, SEATS_FILE, path, sizeof path, NULL, 0)) remove(path);
}
