/* autosave.h — the game in progress kept safe in the user's data folder
 * (SDL_GetPrefPath("rajas", "rajas")): written after every action through the session's
 * save (file_rule.h: temp file, fsync, rename, so a crash never leaves half a file), offered
 * for resuming at start. The set-up screen's memory (last seats) lives in the same folder. */
#ifndef RAJAS_AUTOSAVE_H
#define RAJAS_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "save_file.h"

#define AUTOSAVE_FILE "autosave.txt"

/* <pref path><name>; false when SDL cannot give a pref path. */
bool user_file(const char *name, char *out, size_t cap);

/* Removes the temp files (file_rule.h) a killed program left in the user data folder and
 * its records folder. */
void user_sweep_temps(void);

bool autosave_write(const Session *s, char *err, size_t err_cap);
/* Replays the autosave into *s (untouched on failure). */
bool autosave_load(Session *s, char *err, size_t err_cap);
bool autosave_exists(void);
void autosave_remove(void);

#endif
