/* pad.h — game controllers (SDL_GameController) as the keyboard: a controller's buttons
 * and left stick are turned into the key presses every screen already understands, so the
 * focus (focus.h), the table and every card are played the same way by either. The D-pad
 * and the stick are the arrow keys, A is Enter, B takes back (Backspace, the table's undo;
 * Esc elsewhere), Start is Esc (the leave question, or closing a card), the shoulders are
 * Shift+Tab and Tab, Back is F1 (the rules and the keys) and Y is H (a hint).
 * Controllers plugged in at start and later are opened as they arrive
 * (SDL_CONTROLLERDEVICEADDED) and closed when pulled out. */
#ifndef RAJAS_PAD_H
#define RAJAS_PAD_H

#include <stdbool.h>

#include <SDL.h>

#define PAD_MAX 4
/* How far the stick must lean to count as an arrow, and how far back it must come before
 * it counts again (of 32767). */
#define PAD_STICK_PRESS 20000
#define PAD_STICK_RELEASE 12000

typedef struct {
    SDL_GameController *open[PAD_MAX];
    SDL_JoystickID id[PAD_MAX];
    int count;
    int lean_x, lean_y;     /* the stick's arrow now held: -1, 0 or 1 on each axis */
} Pads;

/* Starts SDL's controller subsystem; false (and no controllers) where it cannot. */
bool pads_start(Pads *p);
/* Opens an added controller, closes a removed one (false: the event was neither). */
bool pads_plug(Pads *p, const SDL_Event *e);
void pads_stop(Pads *p);

/* The key press a controller event stands for (at_table: B is undo, else Esc). False when
 * it stands for none: a release, a stick that has not crossed, another kind of event. Pure
 * apart from the stick's lean kept in p. */
bool pad_key_of(Pads *p, const SDL_Event *e, bool at_table, SDL_Event *key);

#endif
