/* save_file.c — save files (see save_file.h): the record text (session_record.c) written
 * and read back under the file rule (file_rule.h). */
#define _POSIX_C_SOURCE 200809L

#include "save_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"

/* The save goes through the file rule (file_rule.h): temp file, fsync, rename, so a
 * reader (or a crash) sees either the old save or the new one, never half of one. */
bool save_file_write(const Session *s, const char *path, char *err, size_t err_cap)
{
    char *text = session_record(s);
    if (!text) {
        snprintf(err, err_cap, "%s: nothing to save (no game, or out of memory)", path);
        errno = ENOMEM;
        return false;
    }
    bool ok = file_replace(path, text, err, err_cap);
    free(text);
    return ok;
}

bool save_file_read(Session *s, const char *path, char *err, size_t err_cap)
{
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, err, err_cap);
    if (r == FILE_ABSENT) snprintf(err, err_cap, "%s: there is no such file", path);
    if (r != FILE_OK) return false;
    bool ok = session_replay(s, text, path, err, err_cap);
    free(text);
    return ok;
}
