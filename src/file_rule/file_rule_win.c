/* file_rule_win.c — the file rule (file_rule.h) on Windows (file_system.h): paths are UTF-8
 * inside the game and UTF-16 at every call here (MultiByteToWideChar), so a folder with
 * letters beyond ASCII works whatever the system's code page. A write goes to the temp
 * file, is flushed to the disk (FlushFileBuffers) and then replaces the file in one step
 * (MoveFileExW with MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH, which returns once
 * the move is on the disk: Windows' counterpart of rename and the folder's fsync). A read
 * takes only a file on a disk (GetFileType): a pipe or a device (CON, NUL, COM1 …) is
 * refused, a folder before it is opened. The system's errors become errno values, so the
 * callers' words are the same as on POSIX systems. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>

#include "file_system.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- paths and errors ---------------------------------------------------------------- */

/* path (UTF-8) as UTF-16 in a new buffer (caller frees); NULL with errno EINVAL when it is
 * not UTF-8, ENOMEM when memory runs out. */
static wchar_t *wide(const char *path)
{
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *w = malloc((size_t)n * sizeof *w);
    if (!w) {
        errno = ENOMEM;
        return NULL;
    }
    MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, w, n);
    return w;
}

/* The errno value for the system's error code. */
static int cause_of(DWORD e)
{
    switch (e) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_DRIVE:
    case ERROR_BAD_NETPATH: return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION: return EACCES;
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS: return EEXIST;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_WRITE_PROTECT: return EROFS;
    case ERROR_DIRECTORY: return ENOTDIR;
    case ERROR_FILENAME_EXCED_RANGE:
    case ERROR_BUFFER_OVERFLOW: return ENAMETOOLONG;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY: return ENOMEM;
    default: return EIO;
    }
}

const char *file_sys_reason(int e)
{
    return strerror(e);
}

/* ---- reading ------------------------------------------------------------------------- */

/* Why what h is open on is no file to read, or NULL when it is a file on a disk. */
static const char *not_a_file(HANDLE h)
{
    switch (GetFileType(h)) {
    case FILE_TYPE_DISK: return NULL;
    case FILE_TYPE_PIPE: return "it is a named pipe, not a file";
    case FILE_TYPE_CHAR: return "it is a device, not a file";
    default: return "it is not a regular file";
    }
}

/* Opens path for reading only when it is a file: a folder is refused before it is opened,
 * and what was opened is checked to be a file on a disk (a pipe opened here never blocks:
 * it is not read). INVALID_HANDLE_VALUE with the result and err when it is none. */
static HANDLE open_regular(const char *path, const wchar_t *w, FileRead *r, char *err, size_t err_cap)
{
    const char *why = NULL;
    HANDLE h = INVALID_HANDLE_VALUE;
    DWORD attr = GetFileAttributesW(w);
    int cause = attr == INVALID_FILE_ATTRIBUTES ? cause_of(GetLastError()) : 0;
    if (cause == ENOENT) {
        *r = FILE_ABSENT;
        return h;
    }
    if (cause) why = file_sys_reason(cause);
    else if (attr & FILE_ATTRIBUTE_DIRECTORY) why = "it is a folder, not a file";
    else {
        h = CreateFileW(w, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                        OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
        if (h == INVALID_HANDLE_VALUE) cause = cause_of(GetLastError());
        if (cause == ENOENT) {
            *r = FILE_ABSENT;
            return h;
        }
        why = h == INVALID_HANDLE_VALUE ? file_sys_reason(cause) : not_a_file(h);
    }
    if (!why) {
        *r = FILE_OK;
        return h;
    }
    if (h != INVALID_HANDLE_VALUE) CloseHandle(h);
    snprintf(err, err_cap, "%s: cannot read: %s", path, why);
    *r = FILE_BROKEN;
    return INVALID_HANDLE_VALUE;
}

/* At most FILE_RULE_MAX + 1 bytes of h into a new buffer with room for a NUL. */
static unsigned char *read_handle(HANDLE h, size_t *used, const char **why)
{
    size_t cap = 4096, n = 0;
    unsigned char *buf = malloc(cap + 1);
    while (buf) {
        DWORD got = 0;
        if (!ReadFile(h, buf + n, (DWORD)(cap - n), &got, NULL)) {
            *why = file_sys_reason(cause_of(GetLastError()));
            free(buf);
            return NULL;
        }
        n += got;
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

FileRead file_sys_read(const char *path, unsigned char **data, size_t *len, char *err, size_t err_cap)
{
    wchar_t *w = wide(path);
    if (!w) {
        snprintf(err, err_cap, "%s: cannot read: %s", path, strerror(errno));
        return FILE_BROKEN;
    }
    FileRead r;
    HANDLE h = open_regular(path, w, &r, err, err_cap);
    free(w);
    if (r != FILE_OK) return r;
    const char *why = NULL;
    *data = read_handle(h, len, &why);
    CloseHandle(h);
    if (*data) return FILE_OK;
    snprintf(err, err_cap, "%s: cannot read: %s", path, why);
    return FILE_BROKEN;
}

/* ---- writing ------------------------------------------------------------------------- */

/* Opens tmp for writing: made new (exclusive: only if nothing has the name) or emptied.
 * Something there that is no file on a disk is refused and left alone. */
static HANDLE open_temp(const wchar_t *w, bool exclusive, int *cause, const char **why)
{
    HANDLE h = CreateFileW(w, GENERIC_WRITE, 0, NULL, exclusive ? CREATE_NEW : CREATE_ALWAYS,
                           FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        *cause = cause_of(GetLastError());
        return h;
    }
    if ((*why = not_a_file(h)) != NULL) {
        CloseHandle(h);
        *cause = EINVAL;
        return INVALID_HANDLE_VALUE;
    }
    return h;
}

/* The whole of data into h, flushed to the disk; false with *cause. */
static bool write_flushed(HANDLE h, const void *data, size_t len, int *cause)
{
    const unsigned char *p = data;
    while (len > 0) {
        DWORD chunk = len > 0x40000000u ? 0x40000000u : (DWORD)len, put = 0;
        if (!WriteFile(h, p, chunk, &put, NULL) || put == 0) {
            *cause = cause_of(GetLastError());
            return false;
        }
        p += put;
        len -= put;
    }
    if (FlushFileBuffers(h)) return true;
    *cause = cause_of(GetLastError());
    return false;
}

bool file_sys_write(const char *tmp, bool exclusive, const void *data, size_t len, int *cause, char *err,
                    size_t err_cap)
{
    const char *why = NULL;
    wchar_t *w = wide(tmp);
    HANDLE h = w ? open_temp(w, exclusive, cause, &why) : INVALID_HANDLE_VALUE;
    if (!w) *cause = errno;
    if (h == INVALID_HANDLE_VALUE) {
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, why ? why : file_sys_reason(*cause));
        free(w);
        return false;
    }
    bool ok = write_flushed(h, data, len, cause);
    if (!CloseHandle(h) && ok) {
        ok = false;
        *cause = cause_of(GetLastError());
    }
    if (!ok) {
        snprintf(err, err_cap, "%s: cannot write: %s", tmp, file_sys_reason(*cause));
        DeleteFileW(w);
    }
    free(w);
    return ok;
}

/* MoveFileExW from one UTF-8 path to another with the given flags; *cause on failure. */
static bool move(const char *from, const char *to, DWORD flags, int *cause)
{
    wchar_t *wf = wide(from), *wt = wide(to);
    bool ok = wf && wt && MoveFileExW(wf, wt, flags | MOVEFILE_WRITE_THROUGH);
    if (!ok) *cause = wf && wt ? cause_of(GetLastError()) : errno;
    free(wf);
    free(wt);
    return ok;
}

bool file_sys_replace(const char *tmp, const char *path, int *cause)
{
    return move(tmp, path, MOVEFILE_REPLACE_EXISTING, cause);
}

/* Without MOVEFILE_REPLACE_EXISTING the move fails when anything has the name. */
bool file_sys_give_name(const char *tmp, const char *path, int *cause)
{
    bool ok = move(tmp, path, 0, cause);
    if (!ok) file_remove(tmp);
    return ok;
}

bool file_sys_rename(const char *from, const char *to, int *cause)
{
    return move(from, to, 0, cause);
}

/* ---- names and folders --------------------------------------------------------------- */

/* The attributes of what has the name (a link itself: GetFileAttributesW does not follow
 * it), INVALID_FILE_ATTRIBUTES when nothing has it. */
static DWORD attributes(const char *path)
{
    wchar_t *w = wide(path);
    DWORD attr = w ? GetFileAttributesW(w) : INVALID_FILE_ATTRIBUTES;
    free(w);
    return attr;
}

bool file_exists(const char *path)
{
    return attributes(path) != INVALID_FILE_ATTRIBUTES;
}

bool file_is_folder(const char *path)
{
    DWORD attr = attributes(path);
    return attr != INVALID_FILE_ATTRIBUTES && (attr & FILE_ATTRIBUTE_DIRECTORY);
}

bool file_sys_is_regular(const char *path)
{
    DWORD attr = attributes(path);
    return attr != INVALID_FILE_ATTRIBUTES &&
           !(attr & (FILE_ATTRIBUTE_DIRECTORY | FILE_ATTRIBUTE_DEVICE | FILE_ATTRIBUTE_REPARSE_POINT));
}

bool file_remove(const char *path)
{
    wchar_t *w = wide(path);
    bool ok = w && DeleteFileW(w);
    if (w && !ok) errno = cause_of(GetLastError());
    free(w);
    return ok;
}

/* A folder made here takes the rights of the one it is in: under the user's own folder
 * (%APPDATA%) only the user and the system may look in it. */
bool file_make_folder(const char *path)
{
    wchar_t *w = wide(path);
    if (!w) return false;
    int failed = 0;
    if (!CreateDirectoryW(w, NULL) && GetLastError() != ERROR_ALREADY_EXISTS) failed = cause_of(GetLastError());
    DWORD attr = failed ? 0 : GetFileAttributesW(w);
    if (!failed && attr != INVALID_FILE_ATTRIBUTES && !(attr & FILE_ATTRIBUTE_DIRECTORY)) failed = ENOTDIR;
    free(w);
    if (failed) errno = failed;
    return !failed;
}

/* Each entry's name back in UTF-8; one that cannot be said in UTF-8 (a lone surrogate) is
 * passed over, as no file the game writes has such a name. */
bool file_list(const char *dir, bool (*each)(const char *name, void *ctx), void *ctx)
{
    size_t n = strlen(dir);
    char *pattern = malloc(n + 3);
    if (!pattern) return false;
    snprintf(pattern, n + 3, "%s%s*", dir, n > 0 && (dir[n - 1] == '/' || dir[n - 1] == '\\') ? "" : "\\");
    wchar_t *w = wide(pattern);
    free(pattern);
    if (!w) return false;
    WIN32_FIND_DATAW found;
    HANDLE h = FindFirstFileW(w, &found);
    free(w);
    /* An empty folder has no entry at all (no "." at a drive's root): listed, nothing in it. */
    if (h == INVALID_HANDLE_VALUE) return GetLastError() == ERROR_FILE_NOT_FOUND;
    do {
        char name[MAX_PATH * 4];
        if (wcscmp(found.cFileName, L".") == 0 || wcscmp(found.cFileName, L"..") == 0) continue;
        if (WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, found.cFileName, -1, name, sizeof name, NULL, NULL) <= 0)
            continue;
        if (!each(name, ctx)) break;
    } while (FindNextFileW(h, &found));
    FindClose(h);
    return true;
}

bool file_sys_local_time(time_t when, struct tm *out)
{
    return localtime_s(out, &when) == 0;
}

/* GetModuleFileNameW of the program itself, in UTF-8 with '/' between the folders, as the
 * rest of the game joins paths. A name cut short (it filled the buffer) is refused. */
bool file_program_folder(char *out, size_t cap)
{
    wchar_t w[32768];
    DWORD n = GetModuleFileNameW(NULL, w, sizeof w / sizeof w[0]);
    if (n == 0 || n >= sizeof w / sizeof w[0]) return false;
    int len = WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, w, -1, out, (int)(cap < 0x7fffffff ? cap : 0x7fffffff), NULL, NULL);
    if (len <= 0) return false;
    for (char *p = out; *p; p++)
        if (*p == '\\') *p = '/';
    char *slash = strrchr(out, '/');
    if (!slash) return false;
    *slash = '\0';
    return true;
}
