/* focus.h — keyboard focus for any screen: a ring list of the things that can be chosen
 * now (each a rectangle with a group and an id the screen gives it), which one is focused,
 * moving it with Tab / Shift+Tab (in list order, wrapping) or the arrow keys (to the nearest
 * item that way, staying in the focused item's group while it has one there), and the
 * ring drawn around it. The screen rebuilds the list whenever what can be chosen changes;
 * focus_rebuild_keep keeps the focus on the same group and id when it is still there.
 * Plain values, no memory; only focus_draw_ring draws. */
#ifndef RAJAS_FOCUS_H
#define RAJAS_FOCUS_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "i18n.h"
#include "style.h"

#define FOCUS_MAX 160

typedef struct {
    SDL_Rect rect;
    int group;          /* the screen's kind of item (dice, buttons, …) */
    int id;             /* which one of the group */
} FocusItem;

typedef struct {
    FocusItem item[FOCUS_MAX];
    int count;
    int current;        /* index of the focused item, -1: none */
    bool shown;         /* the ring is drawn: a focus key was pressed since the last click */
} FocusRing;

/* What a key (or a controller button turned into one, pad.h) asks of the focus. */
typedef enum {
    FOCUS_NONE, FOCUS_NEXT, FOCUS_PREV, FOCUS_LEFT, FOCUS_RIGHT, FOCUS_UP, FOCUS_DOWN,
    FOCUS_CHOOSE
} FocusMove;

/* Tab, Shift+Tab, the arrows, Enter (and keypad Enter) and Space; FOCUS_NONE for any other
 * event. */
FocusMove focus_move_of(const SDL_Event *e);

/* Starts a new list, remembering what was focused so focus_end can find it again. */
void focus_begin(FocusRing *f, FocusItem *was);
void focus_add(FocusRing *f, SDL_Rect rect, int group, int id);
/* Focuses the item with was's group and id if it is still listed; else the item of the
 * same group nearest to where was lay; else nothing. */
void focus_end(FocusRing *f, const FocusItem *was);

/* Moves the focus (NEXT, PREV and the four arrows); from no focus, the first item (PREV:
 * the last). Shows the ring. Returns whether an item is focused after the move. */
bool focus_step(FocusRing *f, FocusMove m);
/* The focused item, or NULL. */
const FocusItem *focus_current(const FocusRing *f);
/* Focuses the item of that group and id; false (focus unchanged) if it is not listed. */
bool focus_set(FocusRing *f, int group, int id);

/* A ring being filled by a screen, each item with the words speech says of it: the words
 * of the item numbered want are copied to words (want -1: none wanted). */
typedef struct {
    FocusRing *ring;
    int want;
    char *words;
    size_t cap;
} FocusList;
void focus_list_add(FocusList *l, SDL_Rect r, const char *words);
/* A toggle or choice said with whether it is the one in force ("Human (chosen)"). */
const char *focus_chosen_words(const Lang *lang, const char *label, bool chosen, char *buf, size_t cap);

/* The ring around r, a little outside it: a bright yellow band (FOCUS_LIGHT) between two
 * black ones, so it shows on paper, cloth, dice, pens of either palette and the
 * high-contrast colours alike. About unit wide in all; half as thick again in style's high
 * contrast. */
extern const SDL_Color FOCUS_LIGHT;
void focus_draw_ring(SDL_Renderer *r, const Style *style, SDL_Rect rect, int unit);

#endif
