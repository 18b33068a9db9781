/* file_rule.c — reading, checking, replacing and keeping aside the game's files (see
 * file_rule.h). POSIX: stat, open/fstat/read for reading, fsync on the file and its
 * folder. */
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

/* Why a thing of this mode is no file to read, or NULL when it is a regular file. A
 * FIFO or a device would block a read or answer without end, and a folder holds no text. */
static const char *not_a_file(mode_t mode)
{
    if (S_ISREG(mode)) return NULL;
    if (S_ISDIR(mode)) return "it is a folder, not a file";
    if (S_ISFIFO(mode)) return "it is a named pipe (FIFO), not a file";
    if (S_ISSOCK(mode)) return "it is a socket, not a file";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "it is a device, not a file";
    if (S_ISLNK(mode)) return "it is a symbolic link, not a file";
    return "it is not a regular file";
}

/* The system's reason in plain words: a loop of symbolic links says so. */
static const char *reason(int e)
{
    return e == ELOOP ? "its symbolic links go round in a loop" : strerror(e);
}

/* Opens path for reading only when it is a regular file: stat first, so a FIFO, device,
 * socket or folder is never opened; O_NONBLOCK, so a FIFO put in its place in between
 * cannot block the open; fstat after, so what was opened is the file that was looked at. */
static FileRead open_regular(const char *path, int *fd, char *err, size_t err_cap)
{
    struct stat looked, opened;
    const char *why = NULL;
    *fd = -1;
    if (stat(path, &looked) != 0) {
        if (errno == ENOENT) return FILE_ABSENT;
        why = reason(errno);
    } else if ((why = not_a_file(looked.st_mode)) == NULL) {
        *fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
        if (*fd < 0 && errno == ENOENT) return FILE_ABSENT;
        if (*fd < 0) why = reason(errno);
        else if (fstat(*fd, &opened) != 0) why = reason(errno);
        else if ((why = not_a_file(opened.st_mode)) == NULL &&
                 (opened.st_dev != looked.st_dev || opened.st_ino != looked.st_ino))
            why = "it was replaced while it was being opened";
    }
    if (!why) {
        int flags = fcntl(*fd, F_GETFL);   /* a regular file: reads may block as usual */
        if (flags >= 0) (void)fcntl(*fd, F_SETFL, flags & ~O_NONBLOCK);
        return FILE_OK;
    }
    if (*fd >= 0) close(*fd);
    *fd = -1;
    snprintf(err, err_cap, "%s: cannot read: %s", path, why);
    return FILE_BROKEN;
}

/* The whole file, or FILE_ABSENT / FILE_BROKEN with err filled. An over-size text file is
 * reported at the line where it passes the limit; a binary one has no lines. */
static FileRead read_whole(const char *path, bool text, unsigned char **data, size_t *len, char *err,
                           size_t err_cap)
{
    *data = NULL;
    int fd;
    FileRead opened = open_regular(path, &fd, err, err_cap);
    if (opened != FILE_OK) return opened;
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

/* Opens tmp for writing, made when missing, without blocking: O_NONBLOCK, so a FIFO left
 * in its place is refused (ENXIO) instead of waiting for a reader; O_NOFOLLOW, so a link
 * there is not followed. -1 with err, and *cause set, when it is no file to write. */
static int open_temp(const char *tmp, int excl, int *cause, char *err, size_t err_cap)
{
    int fd = open(tmp, O_WRONLY | O_CREAT | excl | O_TRUNC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0666);
    *cause = errno;
    struct stat st;
    const char *why = NULL;
    if (fd >= 0 && fstat(fd, &st) == 0 && (why = not_a_file(st.st_mode)) != NULL) {
        close(fd);
        fd = -1;
        *cause = EINVAL;
    } else if (fd < 0 && lstat(tmp, &st) == 0 && !S_ISDIR(st.st_mode)) {
        why = not_a_file(st.st_mode);
    }
    if (fd >= 0) return fd;
    snprintf(err, err_cap, "%s: cannot write: %s", tmp, why ? why : reason(*cause));
    return -1;
}

/* len bytes of data into a new file tmp, flushed and fsync'ed; false with err and *cause
 * (and tmp removed when it was made here). excl (O_EXCL or 0): a tmp already there is
 * EEXIST, left alone. */
static bool write_synced(const char *tmp, int excl, const void *data, size_t len, int *cause, char *err,
                         size_t err_cap)
{
    int fd = open_temp(tmp, excl, cause, err, err_cap);
    if (fd < 0) return false;
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        *cause = errno;
        close(fd);
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, strerror(*cause));
        remove(tmp);
        return false;
    }
    errno = 0;
    bool ok = fwrite(data, 1, len, f) == len && fflush(f) == 0 && fsync(fileno(f)) == 0;
    *cause = errno ? errno : EIO;
    if (fclose(f) != 0 && ok) {
        ok = false;
        *cause = errno;
    }
    if (!ok) {
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, strerror(*cause));
        remove(tmp);
    }
    return ok;
}

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
    bool ok = write_synced(tmp, 0, text, strlen(text), &cause, err, err_cap);
    if (ok && rename(tmp, path) != 0) {
        cause = errno;
        snprintf(err, err_cap, "%s: cannot replace: %s", path, strerror(cause));
        remove(tmp);
        ok = false;
    }
    if (ok) sync_folder(path);
    free(tmp);
    if (!ok) errno = cause;   /* the header's promise: the cause, for the caller's own words */
    return ok;
}

/* The whole file is in the temp file before it gets its name, and link() gives the name
 * only when no file has it: a new file is never half there and never written over. */
bool file_create(const char *path, const void *data, size_t len, char *err, size_t err_cap)
{
    char *tmp = temp_name(path, err, err_cap);
    if (!tmp) return false;
    int cause = 0;
    bool ok = write_synced(tmp, O_EXCL, data, len, &cause, err, err_cap);
    if (ok) {
        if (link(tmp, path) != 0) {
            cause = errno;
            snprintf(err, err_cap, "%s: cannot write: %s", path, strerror(cause));
            ok = false;
        }
        remove(tmp);   /* made here: ours to remove (a temp file found there is left alone) */
    }
    if (ok) sync_folder(path);
    free(tmp);
    if (!ok) errno = cause;
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
