/* events.c — see events.h. */
#include "events.h"

SDL_Event event_motion(int x, int y)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    return e;
}

static SDL_Event button(Uint32 type, int x, int y, Uint8 clicks)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = clicks;
    return e;
}

SDL_Event event_press(int x, int y, Uint8 clicks)
{
    return button(SDL_MOUSEBUTTONDOWN, x, y, clicks);
}

SDL_Event event_release(int x, int y, Uint8 clicks)
{
    return button(SDL_MOUSEBUTTONUP, x, y, clicks);
}

SDL_Event event_key(SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    return e;
}

SDL_Point event_middle(SDL_Rect r) { return (SDL_Point){r.x + r.w / 2, r.y + r.h / 2}; }
