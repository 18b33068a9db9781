/* user_folder_win.c — the user folder on Windows (user_folder_system.h): %APPDATA%\rajas\,
 * the user's roaming application data folder as the system names it (SHGetFolderPathW,
 * CSIDL_APPDATA, as SDL_GetPrefPath asks it), in UTF-8 with '/' between the folders:
 * Windows takes '/' as well as '\', and the rest of the game joins paths with '/'. */
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <shlobj.h>

#include "user_folder_system.h"

#include <stdio.h>
#include <string.h>

bool files_user_folder_path(char *dir, size_t cap, size_t *from, char *err, size_t err_cap)
{
    wchar_t wbase[MAX_PATH];
    char base[MAX_PATH * 4];
    dir[0] = '\0';
    if (SHGetFolderPathW(NULL, CSIDL_APPDATA | CSIDL_FLAG_CREATE, NULL, SHGFP_TYPE_CURRENT, wbase) != S_OK ||
        WideCharToMultiByte(CP_UTF8, WC_ERR_INVALID_CHARS, wbase, -1, base, sizeof base, NULL, NULL) <= 0) {
        snprintf(err, err_cap, "no user data folder: Windows names no application data folder (%%APPDATA%%)");
        return false;
    }
    for (char *p = base; *p; p++)
        if (*p == '\\') *p = '/';
    size_t len = strlen(base);
    const char *below = len > 0 && base[len - 1] == '/' ? "rajas/" : "/rajas/";
    int n = snprintf(dir, cap, "%s%s", base, below);
    *from = len;   /* %APPDATA% is there: only rajas/ is made */
    if (n >= 0 && (size_t)n < cap) return true;
    snprintf(err, err_cap, "no user data folder: %s%s is too long a path", base, below);
    dir[0] = '\0';
    return false;
}
