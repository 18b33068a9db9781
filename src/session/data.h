/* data.h — finding the game's data folder and loading every sheet side in it.
 * Looks in order: $RAJAS_DATA, <executable dir>/assets, <executable dir>/../share/rajas/assets,
 * the install prefix's data folder, the source tree's assets. */
#ifndef RAJAS_DATA_H
#define RAJAS_DATA_H

#include <stdbool.h>
#include <stddef.h>

#include "sheet.h"

/* Writes the data folder found into dir (cap bytes). On failure false, and err names every
 * path looked at; when $RAJAS_DATA is set it is the only place looked at, and a folder
 * without sheets/ there is the failure (err names the sheets/ path looked for). */
bool data_find(char *dir, size_t cap, char *err, size_t err_cap);

/* Loads every <dir>/sheets/<name>.sheet, sorted by name, into *out. On failure false and
 * err holds "<path>:<line>: <what>", the missing path, or the two files that name the same
 * side (each side's name must be its own). */
bool data_load_sheets(Sheets *out, char *err, size_t err_cap);

/* Reads a whole text file under the file rule (file_read_text) into a new NUL-terminated
 * buffer (caller frees); NULL when it is absent, unreadable or damaged. For callers that
 * need no reason; the game's own readers call file_read_text for the "<path>:<line>: …". */
char *data_read_file(const char *path, size_t *len);

#endif
