/* user_folder.c — finding and making the user folder, and the paths in it (see
 * player_files.h). POSIX: mkdir and stat. */
#define _POSIX_C_SOURCE 200809L

#include "player_files.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const NAME[] = {SETTINGS_FILE, STATS_FILE, AUTOSAVE_FILE, SETUP_FILE, SEATS_FILE, PUZZLE_PROGRESS_FILE};

const char *files_name(PlayerFile file)
{
    return file >= FILES_SETTINGS && file <= FILES_PUZZLES ? NAME[file] : "?";
}

/* Makes every folder along path, which ends in '/', that is not there yet. The mode is
 * 0700, as SDL_GetPrefPath made them: the files are the player's own. */
static bool make_folders(char *path, char *err, size_t err_cap)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        int failed = mkdir(path, 0700) != 0 && errno != EEXIST ? errno : 0;
        struct stat st;
        if (!failed && stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) failed = ENOTDIR;
        if (failed) snprintf(err, err_cap, "%s: cannot make the folder: %s", path, strerror(failed));
        *p = '/';
        if (failed) return false;
    }
    return true;
}

bool files_user_folder(char *dir, size_t cap, char *err, size_t err_cap)
{
    /* An empty XDG_DATA_HOME counts as unset (the XDG base directory rules). */
    const char *base = getenv("XDG_DATA_HOME"), *below = "/rajas/rajas/";
    if (!base || !base[0]) {
        base = getenv("HOME");
        below = "/.local/share/rajas/rajas/";
    }
    dir[0] = '\0';
    if (!base || !base[0]) {
        snprintf(err, err_cap, "no user data folder: neither XDG_DATA_HOME nor HOME is set");
        return false;
    }
    if (base[strlen(base) - 1] == '/') below++;
    int n = snprintf(dir, cap, "%s%s", base, below);
    if (n < 0 || (size_t)n >= cap) {
        snprintf(err, err_cap, "no user data folder: %s%s is too long a path", base, below);
        dir[0] = '\0';
        return false;
    }
    if (make_folders(dir, err, err_cap)) return true;
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
    struct stat st;
    return lstat(path, &st) == 0;   /* the link itself: a loop of links is something there */
}

int files_sweep_temps(const char *dir)
{
    char records[FILES_PATH_MAX];
    if (!dir || !dir[0]) return 0;
    int removed = file_sweep_temps(dir);
    if (files_path(dir, RECORDS_DIR, records, sizeof records, NULL, 0)) removed += file_sweep_temps(records);
    return removed;
}
