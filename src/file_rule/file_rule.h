/* file_rule.h — the one rule for every file the game reads or writes (docs/save-format.md,
 * "Files: one rule"):
 *
 * Reading takes only a regular file: a folder, a named pipe (FIFO), a device or a socket
 * is refused before it is opened (stat), the open never blocks (O_NONBLOCK) and what was
 * opened is checked to be the file looked at (fstat; on Windows, a file on a disk:
 * GetFileType); a loop of symbolic links is refused
 * as unreadable. Nothing of the game's waits on a pipe or a device. It takes the whole file
 * at once, at most FILE_RULE_MAX bytes, and checks its bytes before anyone parses them: a
 * text file holds no NUL byte and only UTF-8. A damaged file is reported as
 * "<path>:<line>: <what is wrong>" and nothing of it is handed on, so no reader ever stops
 * early at a NUL and takes half a file for the whole.
 *
 * Writing replaces a file in one step: the bytes go to <path>.tmp in the same folder,
 * are checked written, flushed and fsync'ed, then renamed over path and the folder is
 * fsync'ed (on Windows: FlushFileBuffers, then MoveFileExW with MOVEFILE_REPLACE_EXISTING |
 * MOVEFILE_WRITE_THROUGH), so a crash or a full disk leaves the old file or the new one,
 * never half of one; on failure the temp file is removed. A new file (file_create) is written the same
 * way and then given its name only when no file has it.
 *
 * A file that could not be read is never written over: file_keep_broken moves it aside to
 * <path>.broken-YYYYMMDD-HHMMSS before anything new is saved in its place.
 *
 * The same on every system: file_rule.c is the rule, and what each system does lies under
 * it (file_system.h: file_rule_posix.c, file_rule_win.c). Paths are UTF-8 throughout; on
 * Windows they become UTF-16 only at the system's calls. No SDL, no globals. */
#ifndef RAJAS_FILE_RULE_H
#define RAJAS_FILE_RULE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

/* The largest file the game reads: far above any save, record, setting, sheet, rules text
 * or catalogue it writes or ships (the largest is a rules text of about 14 KB). */
#define FILE_RULE_MAX (1024u * 1024u)

typedef enum {
    FILE_OK,        /* read: the buffer holds the whole file */
    FILE_ABSENT,    /* there is no such file */
    FILE_BROKEN     /* unreadable, no regular file, or damaged: err says
                       "<path>[:<line>]: <what is wrong>" ("…: cannot read: it is a named pipe
                       (FIFO), not a file", "…: cannot read: its symbolic links go round in a
                       loop") */
} FileRead;

/* Reads a text file: the whole of it, NUL-terminated (*text, caller frees), its length in
 * *len (may be NULL). A NUL byte, a byte sequence that is not UTF-8 or a file over
 * FILE_RULE_MAX is FILE_BROKEN with the line it is on. On anything but FILE_OK *text is
 * NULL. */
FileRead file_read_text(const char *path, char **text, size_t *len, char *err, size_t err_cap);

/* Reads a binary file (a .mo catalogue): the whole of it, at most FILE_RULE_MAX bytes, into
 * *data (caller frees) and *len. No byte checks: the format's own reader does those. */
FileRead file_read_bytes(const char *path, unsigned char **data, size_t *len, char *err, size_t err_cap);

/* Where the first damaged byte of text[0..len) is, as a 1-based line, and what is wrong
 * with it; 0 (and why untouched) when every byte is fine. */
int file_text_damage(const char *text, size_t len, const char **why);

/* Replaces path with text (strlen bytes) as the header says. On failure err says why in
 * plain words with the path ("…: no space left on device"), errno holds the cause (ENOSPC,
 * EROFS, EACCES, ENOTDIR …) for a caller that words it itself, path is as it was and no
 * temp file is left. A temp file's place taken by something that is no file (a FIFO, a
 * link) is refused without blocking and left alone. */
bool file_replace(const char *path, const char *text, char *err, size_t err_cap);

/* Makes path a new file holding data[0..len) (a screenshot): written whole to <path>.tmp,
 * flushed and fsync'ed, then given its name only if no file has it, so a crash or a full
 * disk leaves no part of it under path. False with err and errno as file_replace's, and
 * nothing left behind; errno EEXIST when path (or its temp file) is already there, which
 * is left as it was. */
bool file_create(const char *path, const void *data, size_t len, char *err, size_t err_cap);

/* Moves path aside to <path>.broken-<when as YYYYMMDD-HHMMSS> (with -2, -3 … when that
 * name is taken) and writes the new path into kept. False with err when it cannot; then
 * nothing may be saved over path. */
bool file_keep_broken(const char *path, time_t when, char *kept, size_t kept_cap, char *err, size_t err_cap);

/* Removes the temp files (*.tmp) a killed program left in dir; returns how many. */
int file_sweep_temps(const char *dir);

/* ---- names and folders: the same on every system (paths in UTF-8) ------------------ */

/* Whether anything has the name: a symbolic link itself counts, even one going nowhere. */
bool file_exists(const char *path);
/* Whether path is a folder (a link to one counts). */
bool file_is_folder(const char *path);
/* Removes the file path; false with errno when it cannot. */
bool file_remove(const char *path);
/* Makes the folder path (its parent must be there) unless a folder has the name already;
 * only the player may look in it where the system has such modes. False with errno
 * (ENOTDIR when a file has the name). */
bool file_make_folder(const char *path);
/* Calls each(name, ctx) with the name (UTF-8) of every entry of the folder dir but "." and
 * "..", in the system's order, until each returns false. False when dir cannot be listed. */
bool file_list(const char *dir, bool (*each)(const char *name, void *ctx), void *ctx);
/* The folder the running program's file is in (UTF-8, no '/' at the end), where the game
 * looks for its data beside it; false when the system cannot say or it does not fit. */
bool file_program_folder(char *out, size_t cap);

#endif
