/* autosave.c — the game in progress in the user folder (see autosave.h). */
#include "autosave.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"
#include "save_file.h"

/* The comment line after the record while a finished turn waits for End turn. */
#define END_TURN_LINE "# end-turn "

bool files_autosave_write(const char *dir, const Session *s, int ended, char *err, size_t cap)
{
    char path[FILES_PATH_MAX];
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, err, cap)) {
        errno = 0;   /* no folder: no cause of the system's */
        return false;
    }
    if (ended < 0) return session_save(s, path, err, cap);
    char *text = session_record(s);
    size_t n = text ? strlen(text) : 0, extra = sizeof END_TURN_LINE + 16;
    char *with = text ? realloc(text, n + extra) : NULL;
    if (!with) {
        free(text);
        snprintf(err, cap, "%s: nothing to save (no game, or out of memory)", path);
        errno = ENOMEM;
        return false;
    }
    snprintf(with + n, extra, "%s%d\n", END_TURN_LINE, ended + 1);
    bool ok = file_replace(path, with, err, cap);
    free(with);
    return ok;
}

int files_autosave_ended(const char *dir)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, NULL, 0)) return -1;
    if (file_read_text(path, &text, NULL, err, sizeof err) != FILE_OK) return -1;
    int seat = -1, n;
    for (const char *line = text; line;) {
        if (strncmp(line, END_TURN_LINE, strlen(END_TURN_LINE)) == 0 &&
            sscanf(line + strlen(END_TURN_LINE), "%d", &n) == 1 && n >= 1 && n <= GAME_MAX_PLAYERS)
            seat = n - 1;
        line = strchr(line, '\n');
        if (line) line++;
    }
    free(text);
    return seat;
}

FileRead files_autosave_load(const char *dir, Session *s, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    files_no_damage(d);
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    /* The read itself says whether it is there: a loop of links or a FIFO in its place is
     * no missing file but an unreadable one, kept aside like a damaged one. */
    FileRead r = file_read_text(path, &text, NULL, err, sizeof err);
    if (r == FILE_ABSENT) {
        snprintf(d->why, sizeof d->why, "%s: there is no such file", path);
        return FILE_ABSENT;
    }
    bool replayed = r == FILE_OK && session_replay(s, text, path, err, sizeof err);
    free(text);
    if (replayed) return FILE_OK;
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
