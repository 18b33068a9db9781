/* user_folder_system.h — where each system keeps the user folder (player_files.h), inside
 * src/files only: user_folder_posix.c (the XDG data folder) and user_folder_win.c
 * (%APPDATA%); the build compiles one. */
#ifndef RAJAS_USER_FOLDER_SYSTEM_H
#define RAJAS_USER_FOLDER_SYSTEM_H

#include <stdbool.h>
#include <stddef.h>

/* The user folder's path, in UTF-8 and ending in '/', into dir; *from: the offset in dir
 * from which on its folders may have to be made (those before it are the system's own).
 * False with err (and dir empty) when the system names no such folder or the path does not
 * fit. */
bool files_user_folder_path(char *dir, size_t cap, size_t *from, char *err, size_t err_cap);

#endif
