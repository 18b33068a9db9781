/* records.h — finished games kept for replaying: when a game ends the program writes
 * <user folder>/records/<yyyymmdd-hhmmss>-<seed>.rajas (files_record_game). The file is the
 * session's record (docs/protocol.md `record`: the `new` line, every roll and every action)
 * after a few comment lines that name the seats and the result, which the protocol skips
 * ('#' lines), so
 *
 *   { cat 20261123-130846-7.rajas; echo show; } | rajas-engine
 *
 * replays the game and shows its final state and `result`, and session_load reads it back
 * like a save file. No SDL. */
#ifndef RAJAS_RECORDS_H
#define RAJAS_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "game_setup.h"
#include "session.h"

#define RECORD_NAME_MAX SEAT_NAME_MAX   /* a seat name's bytes with its NUL */
#define RECORD_PERSON (-1)      /* a seat played by a person at the screen */
#define RECORD_LEVELS 3         /* bot levels, in bot.h's order: easy, medium, hard */

/* Who sat where. */
typedef struct {
    int players;
    int8_t level[GAME_MAX_PLAYERS];              /* RECORD_PERSON or 0..RECORD_LEVELS-1 */
    char name[GAME_MAX_PLAYERS][RECORD_NAME_MAX];
} RecordSeats;

/* "easy", "medium", "hard"; "?" for any other number. */
const char *record_level_word(int level);

/* "<yyyymmdd-hhmmss>-<seed>.rajas" for the moment the game ended (local time). */
void record_file_name(const struct tm *when, uint64_t seed, char *out, size_t cap);

/* The file's text (caller frees):
 *   # rajas record: a finished game; `rajas-engine < <file>` replays it
 *   # finished 2026-11-23 13:08:46
 *   # seat 1 human Leila
 *   # seat 2 bot-hard Arjun
 *   # result 2 1
 *   new players=2 side=sun first=1 seed=7
 *   roll …
 * The result line is the protocol's (seats best first, tied seats joined by '='). NULL when
 * no game has been started or memory runs out. */
char *record_text(const Session *s, const RecordSeats *seats, const struct tm *when);

/* Writes the record into dir (made if missing) under record_file_name — with "-2", "-3" …
 * before ".rajas" if a file of that name is there — through a temp file and a rename.
 * path_out gets the file's path. On failure err says why and nothing is left behind. */
bool record_save(const Session *s, const RecordSeats *seats, const char *dir, const struct tm *when,
                 char *path_out, size_t path_cap, char *err, size_t err_cap);

/* record_save into the user folder's records/. */
bool files_record_game(const char *dir, const Session *s, const RecordSeats *seats, const struct tm *when,
                       char *path_out, size_t path_cap, char *err, size_t err_cap);

#endif
