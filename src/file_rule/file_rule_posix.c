/* file_rule_posix.c — the file rule (file_rule.h) on POSIX systems: stat, open/fstat/read
 * for reading, a temp file fsync'ed and renamed, the folder fsync'ed after (file_system.h).
 * The build picks this file on every system but Windows. */
#define _POSIX_C_SOURCE 200809L

#include "file_system.h"

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

const char *file_sys_reason(int e)
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
        why = file_sys_reason(errno);
    } else if ((why = not_a_file(looked.st_mode)) == NULL) {
        *fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
        if (*fd < 0 && errno == ENOENT) return FILE_ABSENT;
        if (*fd < 0) why = file_sys_reason(errno);
        else if (fstat(*fd, &opened) != 0) why = file_sys_reason(errno);
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

FileRead file_sys_read(const char *path, unsigned char **data, size_t *len, char *err, size_t err_cap)
{
    int fd;
    FileRead opened = open_regular(path, &fd, err, err_cap);
    if (opened != FILE_OK) return opened;
    const char *why = NULL;
    *data = read_fd(fd, len, &why);
    close(fd);
    if (*data) return FILE_OK;
    snprintf(err, err_cap, "%s: cannot read: %s", path, why);
    return FILE_BROKEN;
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
    snprintf(err, err_cap, "%s: cannot write: %s", tmp, why ? why : file_sys_reason(*cause));
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

bool file_sys_write(const char *tmp, bool exclusive, const void *data, size_t len, int *cause, char *err,
                    size_t err_cap)
{
    return write_synced(tmp, exclusive ? O_EXCL : 0, data, len, cause, err, err_cap);
}

bool file_sys_replace(const char *tmp, const char *path, int *cause)
{
    if (rename(tmp, path) != 0) {
        *cause = errno;
        return false;
    }
    sync_folder(path);
    return true;
}

/* link() gives the name only when no file has it: a new file is never written over. */
bool file_sys_give_name(const char *tmp, const char *path, int *cause)
{
    bool ok = link(tmp, path) == 0;
    if (!ok) *cause = errno;
    remove(tmp);   /* made by the caller: ours to remove */
    if (ok) sync_folder(path);
    return ok;
}

bool file_sys_rename(const char *from, const char *to, int *cause)
{
    if (rename(from, to) != 0) {
        *cause = errno;
        return false;
    }
    sync_folder(from);
    return true;
}

/* ---- names and folders --------------------------------------------------------------- */

bool file_exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;   /* the link itself: a loop of links is something there */
}

bool file_is_folder(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool file_sys_is_regular(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0 && S_ISREG(st.st_mode);
}

bool file_remove(const char *path)
{
    return remove(path) == 0;
}

/* The mode is 0700, as SDL_GetPrefPath made the user folder: the files are the player's own. */
bool file_make_folder(const char *path)
{
    int failed = mkdir(path, 0700) != 0 && errno != EEXIST ? errno : 0;
    struct stat st;
    if (!failed && stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) failed = ENOTDIR;
    if (failed) errno = failed;
    return !failed;
}

bool file_list(const char *dir, bool (*each)(const char *name, void *ctx), void *ctx)
{
    DIR *d = opendir(dir);
    if (!d) return false;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (!each(e->d_name, ctx)) break;
    }
    closedir(d);
    return true;
}

bool file_sys_local_time(time_t when, struct tm *out)
{
    return localtime_r(&when, out) != NULL;
}

/* Linux says it in /proc; where /proc is not there, the data is looked for elsewhere. */
bool file_program_folder(char *out, size_t cap)
{
    char path[4096];
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
    if (n <= 0) return false;
    path[n] = '\0';
    char *slash = strrchr(path, '/');
    if (!slash) return false;
    *slash = '\0';
    return (size_t)snprintf(out, cap, "%s", path) < cap;
}
