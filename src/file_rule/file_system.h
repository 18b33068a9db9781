/* file_system.h — what each system gives the file rule (file_rule.h), inside src/file_rule
 * only: file_rule_posix.c on POSIX systems, file_rule_win.c on Windows; the build compiles
 * one. Paths are UTF-8 here as everywhere in the game; the Windows file turns them into
 * UTF-16 at its system calls. A failure's cause is an errno value (ENOENT, EACCES, ENOSPC,
 * EEXIST, …) on both systems, so the callers' words and tests are the same. */
#ifndef RAJAS_FILE_SYSTEM_H
#define RAJAS_FILE_SYSTEM_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "file_rule.h"

/* Reads the regular file at path whole, at most FILE_RULE_MAX + 1 bytes (one too many tells
 * a file over the limit), into a new buffer with room for a NUL (*data, caller frees).
 * Anything that is no regular file is refused before it is read and never blocks. FILE_ABSENT
 * when nothing has the name; FILE_BROKEN with err "<path>: cannot read: <why>". */
FileRead file_sys_read(const char *path, unsigned char **data, size_t *len, char *err, size_t err_cap);

/* Writes data[0..len) into the file tmp, made when missing (exclusive: refused with EEXIST
 * when something has the name), flushed to the disk. Something at tmp that is no file (a
 * FIFO, a link) is refused without blocking and left alone. False with *cause and err
 * "<tmp>: cannot write: <why>", and a temp file made here removed. */
bool file_sys_write(const char *tmp, bool exclusive, const void *data, size_t len, int *cause, char *err,
                    size_t err_cap);

/* Puts tmp in path's place in one step, replacing what is there, durably. *cause on
 * failure (tmp then still there). */
bool file_sys_replace(const char *tmp, const char *path, int *cause);
/* Gives tmp's file the name path only when nothing has that name (EEXIST otherwise),
 * durably; tmp is gone afterwards either way. */
bool file_sys_give_name(const char *tmp, const char *path, int *cause);
/* Renames from to to (a damaged file kept aside), durably; *cause on failure. */
bool file_sys_rename(const char *from, const char *to, int *cause);

/* Whether path is a regular file itself (not followed if it is a link). */
bool file_sys_is_regular(const char *path);

/* when as local time; false when the system cannot say. */
bool file_sys_local_time(time_t when, struct tm *out);
/* A cause in plain words: a loop of symbolic links says so. */
const char *file_sys_reason(int cause);

#endif
