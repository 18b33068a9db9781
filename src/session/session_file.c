/* session_file.c — save files: the record text (session_record.c) written safely and read
 * back. The only file I/O of the session layer. */
#define _POSIX_C_SOURCE 200809L

#include "session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"

static bool write_all(const char *path, const char *text, char *err, size_t err_cap)
{
    FILE *f = fopen(path, "wb");
    if (!f) {
        snprintf(err, err_cap, "%s: cannot write: %s", path, strerror(errno));
        return false;
    }
    size_t len = strlen(text);
    bool ok = fwrite(text, 1, len, f) == len;
    ok = fflush(f) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok) {
        snprintf(err, err_cap, "%s: write failed", path);
        remove(path);
    }
    return ok;
}

/* Write beside the target, then rename: rename replaces path in one step, so a reader (or
 * a crash) sees either the old save or the new one, never half of one. */
bool session_save(const Session *s, const char *path, char *err, size_t err_cap)
{
    char *text = session_record(s);
    if (!text) {
        snprintf(err, err_cap, "%s: nothing to save (no game, or out of memory)", path);
        return false;
    }
    size_t len = strlen(path) + 5;
    char *tmp = malloc(len);
    bool ok = tmp != NULL;
    if (!ok)
        snprintf(err, err_cap, "%s: out of memory", path);
    else
        snprintf(tmp, len, "%s.tmp", path);
    ok = ok && write_all(tmp, text, err, err_cap);
    if (ok && rename(tmp, path) != 0) {
        snprintf(err, err_cap, "%s: cannot replace with %s: %s", path, tmp, strerror(errno));
        remove(tmp);
        ok = false;
    }
    free(tmp);
    free(text);
    return ok;
}

bool session_load(Session *s, const char *path, char *err, size_t err_cap)
{
    char *text = data_read_file(path, NULL);
    if (!text) {
        snprintf(err, err_cap, "%s: cannot read: %s", path, strerror(errno));
        return false;
    }
    bool ok = session_replay(s, text, path, err, err_cap);
    free(text);
    return ok;
}
