/* hand_keys.h — the player's hand on the keyboard (table_hand.h's Hand, no mouse): Tab
 * until what an action needs is focused, Enter or Space to choose it, roads drawn with the
 * arrow keys from a focused field (or T and crossing pieces chosen edge by edge), sales
 * slot by slot, hand-over cards taken with Enter and finished turns ended on End turn.
 * test_table_keys.c plays whole games with it headless; test_scene_e2e.c keeps one as the
 * shadow of the real program and sends each key there through xdotool (the Hand's record
 * hook receives every key as xdotool words). A press hook on the Hand (controller mode)
 * may make each key another way. */
#ifndef RAJAS_TEST_HAND_KEYS_H
#define RAJAS_TEST_HAND_KEYS_H

#include "table_hand.h"

#include "focus.h"

/* The key k, through the Hand's press hook when it has one. */
void keys_press(Hand *h, SDL_Keycode k);
/* The focused item of the table, or NULL when the ring is hidden. */
const FocusItem *keys_focused(const Hand *h);
/* Tab until the item is focused (every item is reached within one round of the ring). */
void keys_focus_on(Hand *h, int group, int id);
/* keys_focus_on, then Enter (or now and then Space). */
void keys_choose(Hand *h, int group, int id);
/* The focus ring's id of a sheet spot (as table_focus.c numbers them). */
int keys_spot_id(Spot s);
/* The arrow key pointing out through an edge of a field. */
SDL_Keycode keys_arrow_of(int edge);

/* hand_settle by keys: End turn chosen in the ring, the hand-over card taken with Enter;
 * the after_handover hook runs after each, as with the mouse. */
void keys_settle(Hand *h);
/* Makes action a by keys alone. */
void keys_perform(Hand *h, const Action *a);

#endif
