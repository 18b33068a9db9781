/* app_drive.h — the whole program opened headless for the tests that drive it as a player
 * would: app_open on a command line, as main does, and a click or a key handed to the app
 * (or a controller's button) with one update after it. Opening fails the test unless the command line is taken and
 * the program opens. */
#ifndef RAJAS_TEST_APP_DRIVE_H
#define RAJAS_TEST_APP_DRIVE_H

#include <SDL.h>

#include "app.h"

/* The program with no display and no sound device (SDL's dummy drivers), in English
 * whatever the machine's locale: before the first test opens it. */
void drive_headless(void);
/* A cmocka group setup for a file of such tests: drive_headless, then a scratch
 * XDG_DATA_HOME for the run (test_data_home_make; test_data_home_remove is its teardown). */
int drive_home_make(void **unused);

/* app_open on {"rajas", args…}; args ends with NULL (at most 14 of them). */
void drive_open(App *app, const char *const *args);

/* The mouse moves to (x, y), the left button is pressed and released there; one update. */
void drive_click(App *app, int x, int y);
/* The same at the middle of rc. */
void drive_click_rect(App *app, SDL_Rect rc);
/* Key pressed with modifiers mod (KMOD_NONE for none); one update. */
void drive_press_with(App *app, SDL_Keycode key, Uint16 mod);
void drive_press(App *app, SDL_Keycode key);
/* A game controller's button pressed; one update. */
void drive_pad(App *app, SDL_GameControllerButton button);

#endif
