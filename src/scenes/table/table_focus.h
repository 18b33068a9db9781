/* table_focus.h — the table played from the keyboard (or a controller, whose buttons
 * arrive as the same keys): what can be focused now, and the road being drawn with the
 * arrow keys. The focus list is built from what the mouse could click on now — the legal
 * dice (input_die_action), the legal sheet spots (the same SpotSet the gold outlines come
 * from), pending bonuses, choice chips, the buttons, the thumbnails, and the hand-over and
 * leave cards — and choosing an item is a click at its middle, fed to table_event, so a
 * key does exactly what the click does and is refused in the same words. The functions are
 * declared in table.h (they take the TableScene); this header holds the state. */
#ifndef RAJAS_TABLE_FOCUS_H
#define RAJAS_TABLE_FOCUS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "focus.h"
#include "table.h"

/* The table's groups of focusable things (FocusItem.group). */
enum {
    TF_DIE, TF_CHOICE, TF_PENDING, TF_SPOT, TF_BUTTON, TF_THUMB, TF_CARD,
    TF_LEAVE, TF_ROAD
};

typedef struct {
    FocusRing ring;
    bool road;          /* a road is being drawn with the arrow keys */
    int field;          /* the field it started in */
    int col, row;       /* the road cursor's cell: -1..PROVINCE_SIZE (outside: beyond the border) */
    bool pressed;       /* the drag has begun (a free field's first arrow names its way in) */
    bool feeding;       /* the scene is being fed the focus's own clicks */
    int mouse_x, mouse_y;   /* where the mouse was when the road by keys began: the pointer
                               goes back there when it ends, so no hover or tooltip stays
                               where the pen stopped */
} TableFocus;

/* ---- table_focus.c: the table from the keyboard ---------------------------------------- */
/* Rebuilds the focus list from what can be clicked now, keeping the focused item. */
void table_focus_build(TableScene *t, uint32_t now);
/* Tab, the arrows, Enter and Space (and Esc while a road is drawn by keys): true when the
 * focus used the event. A mouse press hides the ring. */
bool table_focus_event(TableScene *t, const SDL_Event *e, uint32_t now);
/* The ring around the focused item (or the road's pen), when the keyboard is in use. */
void table_focus_draw(TableScene *t, SDL_Renderer *r, uint32_t now);

#endif
