/* user_folder.c — making the user folder, and the paths in it (see player_files.h). Where
 * it is lies with each system (user_folder_system.h); the folders are made by the file
 * rule (file_make_folder). */
#include "player_files.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "user_folder_system.h"

static const char *const NAME[] = {SETTINGS_FILE, STATS_FILE, AUTOSAVE_FILE, SETUP_FILE, SEATS_FILE, PUZZLE_PROGRESS_FILE};

const char *files_name(PlayerFile file)
{
    return file >= FILES_SETTINGS && file <= FILES_PUZZLES ? NAME[file] : "?";
}

/* Makes every folder along path from path + from on, which ends in '/', that is not there
 * yet (file_make_folder: only the player may look in them, as SDL_GetPrefPath made them). */
static bool make_folders(char *path, size_t from, char *err, size_t err_cap)
{
    for (char *p = path + (from > 0 ? from : 1); *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        bool made = file_make_folder(path);
        if (!made) snprintf(err, err_cap, "%s: cannot make the folder: %s", path, strerror(errno));
        *p = '/';
        if (!made) return false;
    }
    return true;
}

bool files_user_folder(char *dir, size_t cap, char *err, size_t err_cap)
{
    size_t from = 1;
    if (!files_user_folder_path(dir, cap, &from, err, err_cap)) return false;
    if (make_folders(dir, from, err, err_cap)) return true;
    dir[0] = '\0';
    return false;
}

bool files_path(const char *dir, const char *name, char *out, size_t cap, char *err, size_t err_cap)
{
    if (!dir || !dir[0]) {
        if (err) snprintf(err, err_cap, "no user data folder");
        return false;
    }
    const char *slash = dir[strlen(dir) - 1] == '/' ? "" : "/";
    int n = snprintf(out, cap, "%s%s%s", dir, slash, name);
    if (n >= 0 && (size_t)n < cap) return true;
    if (err) snprintf(err, err_cap, "%s%s%s: the path is too long", dir, slash, name);
    return false;
}

bool files_exists(const char *path)
{
    return file_exists(path);   /* the link itself: a loop of links is something there */
}

int files_sweep_temps(const char *dir)
{
    char records[FILES_PATH_MAX];
    if (!dir || !dir[0]) return 0;
    int removed = file_sweep_temps(dir);
    if (files_path(dir, RECORDS_DIR, records, sizeof records, NULL, 0)) removed += file_sweep_temps(records);
    return removed;
}
