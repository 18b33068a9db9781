/* pad.c — controllers as keys (see pad.h). The stick sends one arrow each time it leans
 * past PAD_STICK_PRESS and must come back under PAD_STICK_RELEASE before the next, so a
 * held stick steps once, like a pressed key, and resting noise sends nothing. */
#include "pad.h"

bool pads_start(Pads *p)
{
    SDL_zerop(p);
    return SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0;
}

static void open_one(Pads *p, int device)
{
    if (p->count >= PAD_MAX || !SDL_IsGameController(device)) return;
    SDL_GameController *c = SDL_GameControllerOpen(device);
    if (!c) return;
    SDL_JoystickID id = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(c));
    for (int i = 0; i < p->count; i++)
        if (p->id[i] == id) {   /* already open: SDL reports a controller once per open */
            SDL_GameControllerClose(c);
            return;
        }
    p->open[p->count] = c;
    p->id[p->count] = id;
    p->count++;
    SDL_Log("controller: %s", SDL_GameControllerName(c));
}

bool pads_plug(Pads *p, const SDL_Event *e)
{
    if (e->type == SDL_CONTROLLERDEVICEADDED) {
        open_one(p, e->cdevice.which);
        return true;
    }
    if (e->type != SDL_CONTROLLERDEVICEREMOVED) return false;
    for (int i = 0; i < p->count; i++)
        if (p->id[i] == e->cdevice.which) {
            SDL_GameControllerClose(p->open[i]);
            p->open[i] = p->open[p->count - 1];
            p->id[i] = p->id[p->count - 1];
            p->count--;
            break;
        }
    return true;
}

void pads_stop(Pads *p)
{
    for (int i = 0; i < p->count; i++) SDL_GameControllerClose(p->open[i]);
    p->count = 0;
    if (SDL_WasInit(SDL_INIT_GAMECONTROLLER)) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

static bool make_key(SDL_Keycode sym, Uint16 mod, SDL_Event *key)
{
    SDL_zerop(key);
    key->type = SDL_KEYDOWN;
    key->key.state = SDL_PRESSED;
    key->key.keysym.sym = sym;
    key->key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    key->key.keysym.mod = mod;
    return true;
}

static bool button_key(Uint8 button, bool at_table, SDL_Event *key)
{
    switch (button) {
    case SDL_CONTROLLER_BUTTON_DPAD_UP: return make_key(SDLK_UP, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return make_key(SDLK_DOWN, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return make_key(SDLK_LEFT, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return make_key(SDLK_RIGHT, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_A: return make_key(SDLK_RETURN, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_B: return make_key(at_table ? SDLK_BACKSPACE : SDLK_ESCAPE, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_START: return make_key(SDLK_ESCAPE, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: return make_key(SDLK_TAB, KMOD_LSHIFT, key);
    case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: return make_key(SDLK_TAB, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_BACK: return make_key(SDLK_F1, KMOD_NONE, key);
    case SDL_CONTROLLER_BUTTON_Y: return make_key(SDLK_h, KMOD_NONE, key);
    default: return false;
    }
}

/* The arrow a stick axis now asks for, once per lean. */
static bool stick_key(int *lean, int value, SDL_Keycode less, SDL_Keycode more, SDL_Event *key)
{
    int now = value >= PAD_STICK_PRESS ? 1 : value <= -PAD_STICK_PRESS ? -1 : *lean;
    if (value < PAD_STICK_RELEASE && value > -PAD_STICK_RELEASE) now = 0;
    bool press = now != 0 && now != *lean;
    *lean = now;
    return press && make_key(now < 0 ? less : more, KMOD_NONE, key);
}

bool pad_key_of(Pads *p, const SDL_Event *e, bool at_table, SDL_Event *key)
{
    if (e->type == SDL_CONTROLLERBUTTONDOWN) return button_key(e->cbutton.button, at_table, key);
    if (e->type != SDL_CONTROLLERAXISMOTION) return false;
    if (e->caxis.axis == SDL_CONTROLLER_AXIS_LEFTX)
        return stick_key(&p->lean_x, e->caxis.value, SDLK_LEFT, SDLK_RIGHT, key);
    if (e->caxis.axis == SDL_CONTROLLER_AXIS_LEFTY)
        return stick_key(&p->lean_y, e->caxis.value, SDLK_UP, SDLK_DOWN, key);
    return false;
}
