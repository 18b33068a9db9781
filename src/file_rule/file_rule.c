/* file_rule.c — the file rule (see file_rule.h), the same on every system: the size limit
 * and the byte checks of what is read, the temp file's name and the order of a write and
 * its replace, the names a damaged file is kept under and the sweep of temp files. What
 * the system does lies under it (file_system.h). */
#include "file_rule.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_system.h"

/* ---- reading ------------------------------------------------------------------------- */

static int line_at(const unsigned char *data, size_t at)
{
    int line = 1;
    for (size_t i = 0; i < at; i++)
        if (data[i] == '\n') line++;
    return line;
}

/* The whole file, or FILE_ABSENT / FILE_BROKEN with err filled. An over-size text file is
 * reported at the line where it passes the limit; a binary one has no lines. */
static FileRead read_whole(const char *path, bool text, unsigned char **data, size_t *len, char *err,
                           size_t err_cap)
{
    *data = NULL;
    size_t n = 0;
    unsigned char *buf = NULL;
    FileRead r = file_sys_read(path, &buf, &n, err, err_cap);
    if (r != FILE_OK) return r;
    if (n > FILE_RULE_MAX) {
        if (text)
            snprintf(err, err_cap, "%s:%d: the file goes on past %u KiB, more than any file of the game holds",
                     path, line_at(buf, FILE_RULE_MAX), FILE_RULE_MAX / 1024u);
        else
            snprintf(err, err_cap, "%s: the file is larger than %u KiB, more than any file of the game holds",
                     path, FILE_RULE_MAX / 1024u);
        free(buf);
        return FILE_BROKEN;
    }
    buf[n] = '\0';
    *data = buf;
    *len = n;
    return FILE_OK;
}

FileRead file_read_bytes(const char *path, unsigned char **data, size_t *len, char *err, size_t err_cap)
{
    size_t n = 0;
    FileRead r = read_whole(path, false, data, &n, err, err_cap);
    if (r == FILE_OK) *len = n;
    return r;
}

/* Bytes in the UTF-8 sequence that starts at s[0..left), or 0 when it is not one: no
 * stray continuation bytes, no overlong forms, no surrogates, nothing past U+10FFFF. */
static size_t utf8_sequence(const unsigned char *s, size_t left)
{
    if (s[0] < 0x80) return 1;
    size_t n = s[0] >= 0xC2 && s[0] <= 0xDF ? 2 : s[0] >= 0xE0 && s[0] <= 0xEF ? 3
             : s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : 0;
    if (n == 0 || n > left) return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    if (s[0] == 0xE0 && s[1] < 0xA0) return 0;   /* overlong */
    if (s[0] == 0xED && s[1] > 0x9F) return 0;   /* a UTF-16 surrogate */
    if (s[0] == 0xF0 && s[1] < 0x90) return 0;   /* overlong */
    if (s[0] == 0xF4 && s[1] > 0x8F) return 0;   /* past U+10FFFF */
    return n;
}

int file_text_damage(const char *text, size_t len, const char **why)
{
    const unsigned char *s = (const unsigned char *)text;
    int line = 1;
    for (size_t i = 0; i < len;) {
        if (s[i] == '\0') {
            *why = "a NUL byte (a zero byte) in the text: the file is damaged";
            return line;
        }
        size_t n = utf8_sequence(s + i, len - i);
        if (n == 0) {
            *why = "bytes that are not UTF-8 text: the file is damaged";
            return line;
        }
        if (s[i] == '\n') line++;
        i += n;
    }
    return 0;
}

FileRead file_read_text(const char *path, char **text, size_t *len, char *err, size_t err_cap)
{
    unsigned char *data = NULL;
    size_t n = 0;
    *text = NULL;
    FileRead r = read_whole(path, true, &data, &n, err, err_cap);
    if (r != FILE_OK) return r;
    const char *why = NULL;
    int line = file_text_damage((const char *)data, n, &why);
    if (line > 0) {
        snprintf(err, err_cap, "%s:%d: %s", path, line, why);
        free(data);
        return FILE_BROKEN;
    }
    *text = (char *)data;
    if (len) *len = n;
    return FILE_OK;
}

/* ---- writing ------------------------------------------------------------------------- */

/* "<path>.tmp" in a new buffer (caller frees); NULL with err and errno ENOMEM. */
static char *temp_name(const char *path, char *err, size_t err_cap)
{
    size_t cap = strlen(path) + 5;
    char *tmp = malloc(cap);
    if (!tmp) {
        snprintf(err, err_cap, "%s: cannot write: out of memory", path);
        errno = ENOMEM;
        return NULL;
    }
    snprintf(tmp, cap, "%s.tmp", path);
    return tmp;
}

bool file_replace(const char *path, const char *text, char *err, size_t err_cap)
{
    char *tmp = temp_name(path, err, err_cap);
    if (!tmp) return false;
    int cause = 0;
    bool ok = file_sys_write(tmp, false, text, strlen(text), &cause, err, err_cap);
    if (ok && !file_sys_replace(tmp, path, &cause)) {
        snprintf(err, err_cap, "%s: cannot replace: %s", path, strerror(cause));
        file_remove(tmp);
        ok = false;
    }
    free(tmp);
    if (!ok) errno = cause;   /* the header's promise: the cause, for the caller's own words */
    return ok;
}

/* The whole file is in the temp file before it gets its name, and it gets the name only
 * when no file has it: a new file is never half there and never written over. */
bool file_create(const char *path, const void *data, size_t len, char *err, size_t err_cap)
{
    char *tmp = temp_name(path, err, err_cap);
    if (!tmp) return false;
    int cause = 0;
    bool ok = file_sys_write(tmp, true, data, len, &cause, err, err_cap);
    if (ok && !file_sys_give_name(tmp, path, &cause)) {
        snprintf(err, err_cap, "%s: cannot write: %s", path, strerror(cause));
        ok = false;
    }
    free(tmp);
    if (!ok) errno = cause;
    return ok;
}

/* ---- keeping a damaged file, sweeping temp files ------------------------------------- */

bool file_keep_broken(const char *path, time_t when, char *kept, size_t kept_cap, char *err, size_t err_cap)
{
    char stamp[32];
    struct tm tm;
    if (!file_sys_local_time(when, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "00000000-000000");
    for (int n = 1; n < 100; n++) {
        int len = n == 1 ? snprintf(kept, kept_cap, "%s.broken-%s", path, stamp)
                         : snprintf(kept, kept_cap, "%s.broken-%s-%d", path, stamp, n);
        if (len < 0 || (size_t)len >= kept_cap) break;
        if (file_exists(kept)) continue;
        int cause = 0;
        if (file_sys_rename(path, kept, &cause)) return true;
        snprintf(err, err_cap, "%s: cannot be kept as %s: %s", path, kept, strerror(cause));
        return false;
    }
    snprintf(err, err_cap, "%s: no free name to keep it under", path);
    return false;
}

typedef struct {
    const char *dir;
    int removed;
} Sweep;

/* A temp file left by a killed program goes; anything else of that name (a folder, a
 * link, a FIFO) stays. */
static bool sweep_one(const char *name, void *ctx)
{
    Sweep *s = ctx;
    size_t n = strlen(name);
    if (n <= 4 || strcmp(name + n - 4, ".tmp") != 0) return true;
    char path[4096];
    int len = snprintf(path, sizeof path, "%s/%s", s->dir, name);
    if (len > 0 && (size_t)len < sizeof path && file_sys_is_regular(path) && file_remove(path)) s->removed++;
    return true;
}

int file_sweep_temps(const char *dir)
{
    Sweep s = {dir, 0};
    file_list(dir, sweep_one, &s);
    return s.removed;
}
