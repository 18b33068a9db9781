/* autosave.h — the game in progress, kept in the user folder so that a closed or killed
 * program resumes it: autosave.txt, written after every action, holds who sits where and
 * the game, in one file replaced in one step (file_replace), so a resume can never find
 * the game without its seats or with another game's:
 *
 *   # player human blue Leila         one a seat, in seat order: kind, pen, name as a
 *   # player bot-hard red Arjun       set-up file's seat line has them (game_setup.h)
 *   new players=2 side=sun first=1 seed=7
 *   roll
 *   do take green-1
 *   # end-turn 1                      only while a finished turn waits for End turn
 *
 * The player lines and the end-turn line are comments: every reader of records skips
 * them, so the file is a save file (save_file.h) and `rajas-engine` replays it. An
 * autosave of earlier versions has no player lines; its seats were in autosave-seats.txt
 * beside it (the old pair), which the program still reads for it (files_setup_read with
 * FILES_SEATS) and removes once an autosave with player lines is written. A finished game
 * is forgotten. No SDL. */
#ifndef RAJAS_AUTOSAVE_H
#define RAJAS_AUTOSAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "game_setup.h"
#include "player_files.h"
#include "session.h"

/* Writes seats and the session's record to autosave.txt (file_replace: the old autosave or
 * the new one, never half of one). seats: who sits where, as many seats as the game has.
 * ended: the 0-based seat whose finished turn waits for End turn (the `# end-turn` line,
 * 1-based), or -1 when none waits. False with err when it cannot; errno then holds the
 * cause (file_replace's: ENOSPC, EROFS …; EINVAL when seats do not fit the game), 0 when
 * there is no user folder. Once written, an autosave-seats.txt of the old pair is removed. */
bool files_autosave_write(const char *dir, const Session *s, const GameSetup *seats, int ended, char *err,
                          size_t cap);

/* The seat (0-based) whose finished turn waited for End turn when autosave.txt was written,
 * from its `# end-turn` line; -1 when it has none (an autosave written before there was
 * one, or while no turn waited), or cannot be read. */
int files_autosave_ended(const char *dir);

/* Replays autosave.txt into *s. FILE_OK: *s is the saved game; *seated says whether the
 * file named its seats (then *seats holds them, with the game's sheet and starting seat)
 * or is an autosave of earlier versions without player lines (*seats untouched: the
 * caller reads autosave-seats.txt). FILE_ABSENT: there is none, d->why says so.
 * FILE_BROKEN: it is damaged, does not replay, or its player lines are wrong or do not
 * match the game's seats; it is moved aside (*d) so no new autosave is written over it,
 * and *s and *seats are untouched. */
FileRead files_autosave_load(const char *dir, Session *s, GameSetup *seats, bool *seated, FilesDamage *d);

/* The same check on a scratch session (sheets borrowed): whether there is a game to offer
 * for resuming. A damaged autosave is moved aside (FILE_BROKEN, *d). */
FileRead files_autosave_check(const char *dir, const Sheets *sheets, FilesDamage *d);

/* Removes autosave.txt and autosave-seats.txt: a finished game is not offered again. */
void files_autosave_forget(const char *dir);

#endif
