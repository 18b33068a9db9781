/* screenshot.h — F12: the frame on screen saved as a PNG in the user folder
 * (player_files.h), under a name no earlier screenshot has:
 * screenshot-YYYYMMDD-HHMMSS-mmm.png (local time to the millisecond), with -2, -3 … before
 * .png when that one is taken, so two presses in one second (or one millisecond) never
 * write over each other. The file is made with exclusive creation, so nothing already
 * there is ever opened or written over. No state between calls. */
#ifndef RAJAS_SCREENSHOT_H
#define RAJAS_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <time.h>

#include <SDL.h>

/* "screenshot-YYYYMMDD-HHMMSS-mmm.png" for when (local time) and ms (0..999); n > 1 adds
 * "-<n>" before ".png". */
void screenshot_name(time_t when, int ms, int n, char *out, size_t cap);

/* Makes a new file in dir under the first free screenshot_name for when and ms, opened for
 * writing (caller closes); its path into path. NULL with err ("no user data folder",
 * "<path>: cannot write: <reason>") when there is no folder or the file cannot be made. */
FILE *screenshot_create(const char *dir, time_t when, int ms, char *path, size_t cap, char *err, size_t err_cap);

/* Reads the renderer's w × h output and writes it as a PNG to a new file in dir (the
 * time now). True with path set; false with err saying why, and nothing left behind. */
bool screenshot_save(SDL_Renderer *r, int w, int h, const char *dir, char *path, size_t cap, char *err,
                     size_t err_cap);

#endif
