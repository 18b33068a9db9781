/* app_drive.c — see app_drive.h. */
#include "app_drive.h"

#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "data_home.h"
#include "events.h"
#include "support.h"

enum { ARGS_MAX = 16 };

void drive_headless(void)
{
    test_setenv("SDL_VIDEODRIVER", "dummy");
    test_setenv("SDL_AUDIODRIVER", "dummy");
    test_unsetenv("LANGUAGE");
    test_setenv("LANG", "C");
}

int drive_home_make(void **unused)
{
    drive_headless();
    return test_data_home_make(unused);
}

void drive_open(App *app, const char *const *args)
{
    char *argv[ARGS_MAX] = {"rajas"};
    int argc = 1;
    while (args[argc - 1]) {
        if (argc == ARGS_MAX - 1) fail_msg("more than %d arguments", ARGS_MAX - 2);
        argv[argc] = (char *)args[argc - 1];
        argc++;
    }
    CliOptions o;
    FILE *err = tmpfile();
    assert_int_equal(cli_parse(argc, argv, &o, err), 0);
    fclose(err);
    assert_int_equal(app_open(app, &o), 0);
}

void drive_click(App *app, int x, int y)
{
    SDL_Event move = event_motion(x, y), down = event_press(x, y, 1), up = event_release(x, y, 1);
    app_event(app, &move);
    app_event(app, &down);
    app_event(app, &up);
    app_update(app, SDL_GetTicks());
}

void drive_click_rect(App *app, SDL_Rect rc)
{
    SDL_Point at = event_middle(rc);
    drive_click(app, at.x, at.y);
}

void drive_press_with(App *app, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e = event_key(key);
    e.key.keysym.mod = mod;
    app_event(app, &e);
    app_update(app, SDL_GetTicks());
}

void drive_press(App *app, SDL_Keycode key) { drive_press_with(app, key, KMOD_NONE); }

void drive_pad(App *app, SDL_GameControllerButton button)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_CONTROLLERBUTTONDOWN;
    e.cbutton.button = (Uint8)button;
    e.cbutton.state = SDL_PRESSED;
    app_event(app, &e);
    app_update(app, SDL_GetTicks());
}
