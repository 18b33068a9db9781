/* road_input.h — drawing roads with the mouse (R5). A drag that enters a free field through
 * one edge and leaves it through another draws a straight or a curve there; a drag from a
 * built field's middle out through one of its edges adds a half road on that edge. T and
 * crossing pieces (and, for those who prefer clicking, any road) are built by clicking the
 * edge bands of a free field to toggle strokes, then confirming. Every candidate is checked
 * with game_check so the preview can say why a road is refused (in words, the clause
 * behind "Why?"). Pure: only the
 * layout's rectangles are used, nothing is drawn. */
#ifndef RAJAS_ROAD_INPUT_H
#define RAJAS_ROAD_INPUT_H

#include <stdbool.h>

#include <SDL.h>

#include "game.h"
#include "sheet_view.h"

typedef struct {
    bool has;          /* a complete road or half road was drawn */
    Action action;     /* ACT_ROAD or ACT_HALF when has */
    bool legal;        /* game_check accepted it */
    Refusal why;       /* when has and not legal */
    int field;         /* preview: field to draw in, -1 for none */
    int edges;         /* preview: the field's edges as they would be */
} RoadCandidate;

/* Road strokes toggled by clicking, in one free field. */
typedef struct {
    int field;         /* -1 when empty */
    int mask;
} RoadDraft;

/* True when the open step takes roads or half roads. */
bool road_step_open(const Game *g);

/* The road a drag along pts[0..n-1] (window pixels, as sampled) means. */
RoadCandidate road_from_drag(const Game *g, const Sheets *sh, const SheetLayout *l,
                             const SDL_Point *pts, int n);

void road_draft_clear(RoadDraft *d);
/* A click at (x, y): on an edge band of a built field it means a half road there (returned
 * as a candidate); on an edge band of a free field it toggles that stroke in the draft and
 * returns the draft as a candidate (has only once it has two strokes or more, and not while
 * the rules refuse it but more strokes could still make it a road they allow). */
RoadCandidate road_click(RoadDraft *d, const Game *g, const Sheets *sh, const SheetLayout *l,
                         int x, int y);
RoadCandidate road_from_draft(const Game *g, const Sheets *sh, const RoadDraft *d);

/* Geometry shared with the drawing code: the field under (x, y) or -1, and the edge band
 * of that field the point lies in (the sheet's SPOT_EDGE there), or -1 in the middle. */
int road_field_at(const SheetLayout *l, int x, int y);
int road_edge_band(const SheetLayout *l, int field, int x, int y);

#endif
