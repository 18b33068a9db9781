/* damaged_files.h — the player's files that could not be read, told in plain words
 * (docs/save-format.md, "Files: one rule"): a file that cannot be read is never written
 * over, so before the game saves anything in its place it is moved aside to
 * <name>.broken-YYYYMMDD-HHMMSS (file_keep_broken), and the player is told what could not
 * be read, why, what the game does instead and where the file is now. */
#ifndef RAJAS_DAMAGED_FILES_H
#define RAJAS_DAMAGED_FILES_H

#include <stddef.h>

typedef enum {
    DAMAGED_SETTINGS,   /* settings.txt: the defaults are used */
    DAMAGED_STATS,      /* stats.txt: the statistics start afresh */
    DAMAGED_AUTOSAVE,   /* autosave.txt: the game cannot be resumed */
    DAMAGED_SETUP,      /* setup.txt: the set-up screen starts from the defaults */
    DAMAGED_SEATS       /* autosave-seats.txt: the resumed game gets default names */
} DamagedFile;

/* Moves the file at path aside and writes the player's sentence into note (cap bytes):
 * err is the reader's "<path>:<line>: <what is wrong>". When the file cannot be moved, the
 * sentence says so and why. Also logged. */
void damaged_keep(DamagedFile which, const char *path, const char *err, char *note, size_t cap);

#endif
