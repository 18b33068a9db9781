/* records.h — finished games kept for replaying: when a game ends the program writes
 * <user folder>/records/<yyyymmdd-hhmmss>-<seed>.rajas (files_record_game), and the replay
 * viewer lists them (files_records_list) and reads one back (record_load). The file is the
 * session's record (docs/protocol.md `record`: the `new` line, every roll and every action)
 * after a few comment lines that name the seats and the result, which the protocol skips
 * ('#' lines), so
 *
 *   { cat 20261123-130846-7.rajas; echo show; } | rajas-engine
 *
 * replays the game and shows its final state and `result`, and save_file_read reads it back
 * like a save file. No SDL. */
#ifndef RAJAS_RECORDS_H
#define RAJAS_RECORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "game_setup.h"
#include "player_files.h"
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
 * path_out gets the file's path. On failure err says why, errno holds the cause (ENOSPC,
 * EROFS …; 0 when files_record_game finds no user folder) and nothing is left behind. */
bool record_save(const Session *s, const RecordSeats *seats, const char *dir, const struct tm *when,
                 char *path_out, size_t path_cap, char *err, size_t err_cap);

/* record_save into the user folder's records/. */
bool files_record_game(const char *dir, const Session *s, const RecordSeats *seats, const struct tm *when,
                       char *path_out, size_t path_cap, char *err, size_t err_cap);

/* ---- record_read.c: records read back, for the replay viewer ------------------------ */

#define RECORD_FILE_MAX 96      /* a record's file name in the folder, with its NUL */
#define RECORD_LIST_MAX 200     /* the most records files_records_list returns */

/* What a record's comment lines say. A line that is missing or does not read leaves its
 * field empty: seats.players 0 (or the seats it names), "" for the texts. */
typedef struct {
    char file[RECORD_FILE_MAX];   /* the file's name, without its folder */
    char finished[20];            /* "2026-11-23 13:08:46" */
    RecordSeats seats;
    char result[32];              /* the protocol's result line: "2 1", "2=1 3" */
    bool damaged;                 /* files_records_check: it does not replay to a finished
                                     game (cut off, edited, unreadable) */
} RecordInfo;

/* Reads the comment lines at the head of a record's text (up to its first other line). */
void record_read_header(const char *text, RecordInfo *out);

typedef enum {
    RECORD_LOADED,      /* *s holds the game */
    RECORD_ABSENT,      /* there is no such file */
    RECORD_DAMAGED,     /* unreadable, or bytes that are no text (file_rule.h) */
    RECORD_NO_REPLAY    /* a line does not replay: a record from an older version whose
                           moves the rules no longer allow, or an edited file */
} RecordLoad;

/* Why a record did not load: the kind, the 1-based line that did not replay (0 when no
 * line is to blame: no game in the file), the engine's clause and message for it ("R5.3",
 * "the road must join …"; "" when the line is no record line at all or the file holds no
 * game) and the whole reason in English ("<path>:<line>: <clause> <message>"). */
typedef struct {
    RecordLoad what;
    int line;
    char clause[16];
    char message[200];
    char detail[FILES_ERR_MAX];
} RecordProblem;

/* Reads the record at path and replays it into *s (session_replay: all or nothing, *s is
 * untouched unless it loads). info (may be NULL) gets its comment lines and file name. */
RecordLoad record_load(const char *path, Session *s, RecordInfo *info, RecordProblem *why);

/* The records in <dir>/records/, newest first (their names start with the moment the game
 * ended), at most max (and at most RECORD_LIST_MAX), each with its comment lines. Files
 * that are not records (no .rajas ending) are passed over; one that cannot be read is
 * listed with its name only, for the viewer to say why. Returns the count. */
int files_records_list(const char *dir, RecordInfo *out, int max);

/* Marks each of list[0..n) (in dir's records/, as files_records_list gave them) damaged when
 * it cannot be read, does not replay, or replays to a game that is not over: a record is
 * written when its game ends, so such a file was cut off or edited since. The file stays
 * where it is, unlike a damaged settings or autosave file (file_keep_broken): no record is
 * ever written over (each game gets a name of its own), so nothing is lost by keeping it,
 * and the player sees it in the list and, opening it, which line is damaged. */
void files_records_check(const char *dir, const Sheets *sheets, RecordInfo *list, int n);

#endif
