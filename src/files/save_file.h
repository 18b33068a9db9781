/* save_file.h — a save file: the session's record text (session.h, docs/save-format.md)
 * written and read back under the file rule (file_rule.h). The autosave (autosave.h) and
 * the records of finished games (records.h) are save files. No SDL. */
#ifndef RAJAS_SAVE_FILE_H
#define RAJAS_SAVE_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "session.h"

/* Writes the record under the file rule (file_replace: <path>.tmp, fsync, rename), so a
 * crash never leaves a half-written save. On failure err says what, errno holds the cause
 * (file_replace's; ENOMEM when there is nothing to save) and the old file at path is
 * untouched. */
bool save_file_write(const Session *s, const char *path, char *err, size_t err_cap);

/* Reads a record from path under the file rule (file_read_text: a NUL byte, bytes that are
 * not UTF-8 or an over-size file are refused whole) and replays it (session_replay); a
 * broken file leaves *s as it was and err names the path and line. */
bool save_file_read(Session *s, const char *path, char *err, size_t err_cap);

#endif
