/* user_folder_posix.c — the user folder on POSIX systems (user_folder_system.h):
 * $XDG_DATA_HOME/rajas/rajas/, or ~/.local/share/rajas/rajas/, where SDL_GetPrefPath("rajas",
 * "rajas") put it, so the files of earlier versions are found. */
#include "user_folder_system.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool files_user_folder_path(char *dir, size_t cap, size_t *from, char *err, size_t err_cap)
{
    /* An empty XDG_DATA_HOME counts as unset (the XDG base directory rules). */
    const char *base = getenv("XDG_DATA_HOME"), *below = "/rajas/rajas/";
    if (!base || !base[0]) {
        base = getenv("HOME");
        below = "/.local/share/rajas/rajas/";
    }
    dir[0] = '\0';
    *from = 1;   /* every folder along the path, as mkdir -p would */
    if (!base || !base[0]) {
        snprintf(err, err_cap, "no user data folder: neither XDG_DATA_HOME nor HOME is set");
        return false;
    }
    if (base[strlen(base) - 1] == '/') below++;
    int n = snprintf(dir, cap, "%s%s", base, below);
    if (n >= 0 && (size_t)n < cap) return true;
    snprintf(err, err_cap, "no user data folder: %s%s is too long a path", base, below);
    dir[0] = '\0';
    return false;
}
