/* screenshot.h — F12: the frame on screen saved as a PNG in the user folder
 * (player_files.h), under a name no earlier screenshot has:
 * screenshot-YYYYMMDD-HHMMSS-mmm.png (local time to the millisecond), with -2, -3 … before
 * .png when that one is taken, so two presses in one second (or one millisecond) never
 * write over each other. The PNG is made in memory and written through the file rule
 * (file_create: temp file, fsync, then the name only when it is free), so a full disk
 * leaves no empty or half picture and nothing already there is written over. What became
 * of it is said in the player's words (screenshot_words). No state between calls. */
#ifndef RAJAS_SCREENSHOT_H
#define RAJAS_SCREENSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include <SDL.h>

#include "i18n.h"

/* Why a screenshot was not saved when no write failed: the frame could not be read or
 * made into a PNG (the other causes are a failed write's errno). */
#define SCREENSHOT_NO_PICTURE (-1)

/* "screenshot-YYYYMMDD-HHMMSS-mmm.png" for when (local time) and ms (0..999); n > 1 adds
 * "-<n>" before ".png". */
void screenshot_name(time_t when, int ms, int n, char *out, size_t cap);

/* Writes len bytes of data as a new file in dir under the first free screenshot_name for
 * when and ms; its path into path. False with err ("<path>: cannot write: <reason>") and
 * *cause (the errno; 0 when there is no user folder) when it cannot, nothing left behind. */
bool screenshot_write(const char *dir, time_t when, int ms, const void *data, size_t len, char *path,
                      size_t cap, int *cause, char *err, size_t err_cap);

/* Reads the renderer's w × h output and writes it as a PNG to a new file in dir (the
 * time now). True with path set; false with err and *cause saying why, and nothing left
 * behind. */
bool screenshot_save(SDL_Renderer *r, int w, int h, const char *dir, char *path, size_t cap, int *cause,
                     char *err, size_t err_cap);

/* The notice after F12, in lang: "Screenshot saved: <path>", or "The
 * screenshot could not be saved: the disk is full (<path>)." with the cause in plain
 * words (save_words.h) and the file it was meant to be. */
void screenshot_words(const Lang *lang, bool ok, const char *path, int cause, char *buf, size_t cap);

#endif
