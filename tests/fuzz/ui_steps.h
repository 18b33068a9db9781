/* ui_steps.h — what the UI harness does with its bytes (fuzz_ui.c): each step is one thing a
 * player does, aimed the way the program aims its own keyboard focus, so most steps land on
 * something that answers:
 *   - a click on the n-th thing that can be clicked now (ui_targets), with the left or the
 *     right button, or a click anywhere on a 16×16 grid over the window;
 *   - a drag along the n-th legal road at the table (from the joined neighbour's middle
 *     through the free field and out of its other edge, as a player draws it), or from
 *     one clickable thing to another elsewhere;
 *   - a key from a short list (Tab, Shift+Tab, Enter, Esc, the arrows, Ctrl+Z, F1, F11,
 *     digits, …), a few bytes typed as text (a seat's name), the wheel, the pointer moved;
 *   - the window resized (asked for within 320×200..2560×1600; the window keeps its
 *     smallest size, cli.h), time passing (16 ms to a minute), a frame drawn;
 *   - a scene: a new game of 2–5 seats, some of them easy or medium bots, the lesson, the
 *     end screen (the game on the table played to its end by the easy bot), its review,
 *     the replay viewer (a finished game from the Statistics card), the Settings and
 *     Statistics cards, the rules (F1), back to the set-up screen. */
#ifndef RAJAS_FUZZ_UI_STEPS_H
#define RAJAS_FUZZ_UI_STEPS_H

#include <SDL.h>

#include "ui_app.h"

#define UI_TARGETS_MAX 200

/* The rectangles a click hits something in now: the table's focus list (every legal die,
 * spot, chip, pending bonus, button, thumbnail and card) and the coach's buttons in the
 * lesson, or the focus list of the screen or card on top (screen_focus_list). */
int ui_targets(SDL_Rect *out, int cap);

/* The pointer moved to p, and button which pressed and let go there. */
void ui_click(SDL_Point p, Uint8 which);

/* One step, read from in. */
void ui_step(UiBytes *in);

#endif
