/* player_files.h — the player's files: the folder they live in, their names, and what is
 * done with one that cannot be read (docs/save-format.md). The user folder is
 * $XDG_DATA_HOME/rajas/rajas/, or ~/.local/share/rajas/rajas/ when XDG_DATA_HOME is unset
 * or empty: where SDL_GetPrefPath("rajas", "rajas") put it, so the files of earlier versions
 * are found; on Windows it is %APPDATA%\rajas\ (user_folder_win.c). It holds
 *
 *   settings.txt         settings.h
 *   stats.txt            stats.h
 *   setup.txt            game_setup.h: the set-up last started
 *   autosave.txt         autosave.h: the game in progress and who sits where (a save file,
 *                        save_file.h, behind player lines)
 *   autosave-seats.txt   from earlier versions: the seats of an autosave without player
 *                        lines (game_setup.h's format), read to resume it
 *   records/             records.h: one record per finished game
 *   puzzle-progress.txt  puzzle_progress.h: the puzzle rating and its answers
 *
 * and the program's F12 screenshots. Every call that reads or writes one of them takes the
 * user folder as a path (dir); nothing is kept between calls (no globals, no SDL). An empty
 * dir (no folder could be found or made) reads as a folder without files and refuses every
 * write with "no user data folder".
 *
 * A player's file that cannot be read is never written over (file_rule.h): the call that
 * meets it moves it aside at once to <name>.broken-YYYYMMDD-HHMMSS and reports it in a
 * FilesDamage, for the program to tell the player in words (app/damaged_files.h). */
#ifndef RAJAS_PLAYER_FILES_H
#define RAJAS_PLAYER_FILES_H

#include <stdbool.h>
#include <stddef.h>

#include "file_rule.h"

#define SETTINGS_FILE "settings.txt"
#define STATS_FILE "stats.txt"
#define SETUP_FILE "setup.txt"
#define AUTOSAVE_FILE "autosave.txt"
#define SEATS_FILE "autosave-seats.txt"
#define PUZZLE_PROGRESS_FILE "puzzle-progress.txt"
#define RECORDS_DIR "records"

#define FILES_PATH_MAX 1200                    /* a path in the user folder, with its NUL */
#define FILES_ERR_MAX (FILES_PATH_MAX + 400)   /* "<path>:<line>: <what is wrong>" */

/* The files a reader may find damaged. */
typedef enum { FILES_SETTINGS, FILES_STATS, FILES_AUTOSAVE, FILES_SETUP, FILES_SEATS, FILES_PUZZLES } PlayerFile;

/* A damaged file met by a call, and where it is now. */
typedef struct {
    bool found;                      /* a damaged file was met: the fields below say which,
                                        why and where it is now */
    PlayerFile file;
    char path[FILES_PATH_MAX];       /* where it was */
    char why[FILES_ERR_MAX];         /* the reader's "<path>:<line>: <what is wrong>"; when no
                                        damaged file was met, what kept the call from reading
                                        ("no user data folder", "…: there is no such file")
                                        or "" */
    bool kept;                       /* true: moved aside to kept_as. false: it could not be
                                        moved (not_kept says why), is still at path, and
                                        nothing is saved over it */
    char kept_as[FILES_PATH_MAX + 32];
    char not_kept[FILES_ERR_MAX];
} FilesDamage;

/* The file's name in the user folder ("settings.txt" …). */
const char *files_name(PlayerFile file);

/* Finds the user folder and makes it, and the folders above it, when missing (mode 0700).
 * dir (cap bytes) gets its path, ending in '/'. False, with dir empty and err saying why,
 * when neither XDG_DATA_HOME nor HOME is set or a folder cannot be made. */
bool files_user_folder(char *dir, size_t cap, char *err, size_t err_cap);

/* <dir>/<name> into out (no doubled '/'). False when dir is empty or the path does not
 * fit; then err (may be NULL) says so. */
bool files_path(const char *dir, const char *name, char *out, size_t cap, char *err, size_t err_cap);

/* Whether there is something at path (a file the reader may then find damaged), a
 * symbolic link counted as itself: a loop of links, or one leading nowhere, is there. */
bool files_exists(const char *path);

/* Removes the temp files (file_rule.h) a killed program left in dir and in its records
 * folder; returns how many. */
int files_sweep_temps(const char *dir);

/* ---- damaged.c ---------------------------------------------------------------------- */

/* *d says no damaged file was met. Every call taking a FilesDamage starts with this. */
void files_no_damage(FilesDamage *d);

/* Moves the file at path, which the reader found damaged (why), aside as file_keep_broken
 * does, and fills *d. */
void files_keep_damaged(PlayerFile file, const char *path, const char *why, FilesDamage *d);

#endif
