/* screen_focus.h — the keyboard focus on the screens around the table: the set-up screen,
 * the end screen (and its review card), the replay viewer and the Settings and Statistics
 * cards. Tab / Shift+Tab move the ring (focus.h) over their buttons and controls, the
 * arrows too where the screen gives them no meaning of its own (not in the replay viewer,
 * where they step), and Enter or Space clicks the focused one: a click at its middle given
 * to the screen, so it does what the click does. With nothing focused, Enter keeps each
 * screen's meaning (Start, Play again, Close). The rules screen keeps its own keys (Tab
 * switches its tabs, the arrows and Space scroll, Esc closes); the table has its own focus
 * (table_focus.c). */
#ifndef RAJAS_SCREEN_FOCUS_H
#define RAJAS_SCREEN_FOCUS_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"

/* A key in renderer pixels' terms (after app.c's to_pixels): true when the focus used it.
 * A mouse press hides the ring. */
bool screen_focus_event(App *a, const SDL_Event *p);
/* The ring over the screen or card on top, when the keyboard is in use there. */
void screen_focus_draw(App *a, SDL_Renderer *r);

/* What speech says of the focused item of the screen or card on top: its label, or the
 * sentence its tooltip shows, with "(chosen)" on the choice in force ("Human (chosen):
 * Asha plays at this screen", "Sound: On (chosen)", "Next step"). False (buf "") when
 * the ring is not shown there. */
bool screen_focus_words(App *a, char *buf, size_t cap);
/* The items of the screen or card on top (none under the rules, at the table or while a
 * name is typed), in Tab order, into f, nothing focused: each a rectangle where a click
 * does something now. The UI fuzz harness aims its clicks with it; the app's own ring is
 * left as it is. */
void screen_focus_list(App *a, FocusRing *f);

#endif
