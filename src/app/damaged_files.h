/* damaged_files.h — a player's file that could not be read, told in plain words
 * (docs/save-format.md, "Files: one rule"). The player files library has moved it aside to
 * <name>.broken-YYYYMMDD-HHMMSS, or could not (player_files.h's FilesDamage); the player is
 * told what could not be read, why, what the game does instead and where the file is now. */
#ifndef RAJAS_DAMAGED_FILES_H
#define RAJAS_DAMAGED_FILES_H

#include <stddef.h>

#include "i18n.h"
#include "player_files.h"

/* The player's sentence about *d into note (cap bytes), in lang; also
 * logged. When the file could not be moved aside, the sentence says so and why. */
void damaged_say(const Lang *lang, const FilesDamage *d, char *note, size_t cap);

#endif
