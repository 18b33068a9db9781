/* troubles.h — what keeps the game from being whole, said once on screen in plain words
 * and not only in the log: an icon file that could not be read (a short label is drawn in
 * its place), a damaged font (another is drawn in its place), a translation that could not
 * be read (the language before stays), speech-dispatcher missing, not answering, or gone.
 * Each names what was damaged and where, and what the game does instead. At start they go
 * to the set-up screen's message (app_note); later, to the notice over everything. */
#ifndef RAJAS_TROUBLES_H
#define RAJAS_TROUBLES_H

#include <stdint.h>

#include "app.h"

/* At start: the fonts art_open replaced (its err, "" when none). */
void troubles_font(App *a, const char *err);
/* The catalogue of the language code could not be loaded, err saying why. */
void troubles_catalogue(App *a, const char *code, const char *err, uint32_t now);
/* Each frame: icon files found damaged and speech's trouble, each said once (speech again
 * when it comes back after working). One at a time: the next waits for the notice to go. */
void troubles_check(App *a, uint32_t now);

#endif
