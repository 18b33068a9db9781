/* autosave.h — the game in progress, kept in the user folder so that a closed or killed
 * program resumes it: autosave.txt, a save file (save_file.h) written after every action,
 * and autosave-seats.txt, its seats' names, kinds and pens (game_setup.h's format, through
 * files_setup_read and files_setup_write with FILES_SEATS). A finished game is forgotten.
 * No SDL. */
#ifndef RAJAS_AUTOSAVE_H
#define RAJAS_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "player_files.h"
#include "session.h"

/* Writes the session's record to autosave.txt (file_replace: the old autosave or the new
 * one, never half of one). ended: the 0-based seat whose finished turn waits for End turn
 * (written after the record as the comment line `# end-turn <seat, 1-based>`, which every
 * reader of records skips), or -1 when none waits. False with err when it cannot; errno
 * then holds the cause (file_replace's: ENOSPC, EROFS …), 0 when there is no user folder. */
bool files_autosave_write(const char *dir, const Session *s, int ended, char *err, size_t cap);

/* The seat (0-based) whose finished turn waited for End turn when autosave.txt was written,
 * from its `# end-turn` line; -1 when it has none (an autosave written before there was
 * one, or while no turn waited), or cannot be read. */
int files_autosave_ended(const char *dir);

/* Replays autosave.txt into *s. FILE_OK: *s is the saved game. FILE_ABSENT: there is none,
 * d->why says so. FILE_BROKEN: it is damaged or does not replay; it is moved aside (*d) so
 * no new autosave is written over it, and *s is untouched. */
FileRead files_autosave_load(const char *dir, Session *s, FilesDamage *d);

/* The same check on a scratch session (sheets borrowed): whether there is a game to offer
 * for resuming. A damaged autosave is moved aside (FILE_BROKEN, *d). */
FileRead files_autosave_check(const char *dir, const Sheets *sheets, FilesDamage *d);

/* Removes autosave.txt and autosave-seats.txt: a finished game is not offered again. */
void files_autosave_forget(const char *dir);

#endif
