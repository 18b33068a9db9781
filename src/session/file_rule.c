/* file_rule.c — reading, checking, replacing and keeping aside the game's files (see
 * file_rule.h). POSIX: open/read for reading, fsync on the file and its folder. */
#define _POSIX_C_SOURCE 200809L

#include "file_rule.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- reading ------------------------------------------------------------------------- */

/* Reads at most FILE_RULE_MAX + 1 bytes of fd into a new buffer with room for a NUL, so
 * one byte too many tells a file over the limit without reading the rest of it. */
static unsigned char *read_fd(int fd, size_t *used, const char **why)
{
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap + 1);
    while (buf) {
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            *why = strerror(errno);
            free(buf);
            return NULL;
        }
        n += (size_t)got;
        if (got == 0 || n > FILE_RULE_MAX) break;
        if (n == cap) {
            size_t bigger = cap * 2 > FILE_RULE_MAX + 1 ? FILE_RULE_MAX + 1 : cap * 2;
            unsigned char *more = realloc(buf, bigger + 1);
            if (!more) free(buf);
            buf = more;
            cap = bigger;
        }
    }
    if (!buf) *why = "out of memory";
    *used = n;
    return buf;
}

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
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        if (errno == ENOENT) return FILE_ABSENT;
        snprintf(err, err_cap, "%s: cannot read: %s", path, strerror(errno));
        return FILE_BROKEN;
    }
    const char *why = NULL;
    size_t n = 0;
    unsigned char *buf = read_fd(fd, &n, &why);
    close(fd);
    if (!buf) {
        snprintf(err, err_cap, "%s: cannot read: %s", path, why);
        return FILE_BROKEN;
    }
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

/* Makes the rename itself durable. Some file systems cannot fsync a folder (EINVAL); the
 * new file is in place by then either way, so that is not a failed save. */
static void sync_folder(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    int n = slash ? snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path) : snprintf(dir, sizeof dir, ".");
    if (n <= 0 || (size_t)n >= sizeof dir) return;
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    (void)fsync(fd);
    close(fd);
}

/* text into a new file tmp, flushed and fsync'ed; false with err (and tmp removed). */
static bool write_synced(const char *tmp, const char *text, char *err, size_t err_cap)
{
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, strerror(errno));
        return false;
    }
    size_t len = strlen(text);
    errno = 0;
    bool ok = fwrite(text, 1, len, f) == len && fflush(f) == 0 && fsync(fileno(f)) == 0;
    int saved = errno ? errno : EIO;
    if (fclose(f) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    if (!ok) {
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, strerror(saved));
        remove(tmp);
    }
    return ok;
}

bool file_replace(const char *path, const char *text, char *err, size_t err_cap)
{
    size_t cap = strlen(path) + 5;
    char *tmp = malloc(cap);
    if (!tmp) {
        snprintf(err, err_cap, "%s: cannot write: out of memory", path);
        return false;
    }
    snprintf(tmp, cap, "%s.tmp", path);
    bool ok = write_synced(tmp, text, err, err_cap);
    if (ok && rename(tmp, path) != 0) {
        snprintf(err, err_cap, "%s: cannot replace: %s", path, strerror(errno));
        remove(tmp);
        ok = false;
    }
    if (ok) sync_folder(path);
    free(tmp);
    return ok;
}

/* ---- keeping a damaged file, sweeping temp files ------------------------------------- */

bool file_keep_broken(const char *path, time_t when, char *kept, size_t kept_cap, char *err, size_t err_cap)
{
    char stamp[32];
    struct tm tm;
    if (!localtime_r(&when, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "00000000-000000");
    for (int n = 1; n < 100; n++) {
        int len = n == 1 ? snprintf(kept, kept_cap, "%s.broken-%s", path, stamp)
                         : snprintf(kept, kept_cap, "%s.broken-%s-%d", path, stamp, n);
        if (len < 0 || (size_t)len >= kept_cap) break;
        struct stat st;
        if (lstat(kept, &st) == 0) continue;
        if (rename(path, kept) == 0) {
            sync_folder(path);
            return true;
        }
        snprintf(err, err_cap, "%s: cannot be kept as %s: %s", path, kept, strerror(errno));
        return false;
    }
    snprintf(err, err_cap, "%s: no free name to keep it under", path);
    return false;
}

int file_sweep_temps(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n <= 4 || strcmp(e->d_name + n - 4, ".tmp") != 0) continue;
        char path[4096];
        int len = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (len > 0 && (size_t)len < sizeof path && lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
            remove(path) == 0)
            removed++;
    }
    closedir(d);
    return removed;
}
