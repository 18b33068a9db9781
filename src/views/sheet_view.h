/* sheet_view.h — one player's sheet on screen: where every part of it lies in a rectangle
 * (pure layout, unit-tested), what lies under a point (hit-testing), and drawing it from the
 * loaded Sheet data and the Player's marks in a paper-and-pen style. Nothing here owns
 * memory; layouts are plain values. */
#ifndef RAJAS_SHEET_VIEW_H
#define RAJAS_SHEET_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "i18n.h"

/* A place on the sheet the player can point at. */
typedef enum {
    SPOT_NONE,
    SPOT_FIELD,          /* a: field 0..15 (its middle) */
    SPOT_EDGE,           /* a: field, b: edge — the band inside a field next to that edge */
    SPOT_SLOT,           /* a: good, b: slot 0.. (market circles) */
    SPOT_TENT,           /* a: good, b: tent — the tent's bonus icon */
    SPOT_RIVER,          /* a: river field 0..length (0 = start) */
    SPOT_PERSON,         /* a: person, b: box 0..2 (b = 3: the person's picture) */
    SPOT_PALACE_COLUMN,  /* a: area 0/1, b: column 0..2 */
    SPOT_UPGRADE,        /* a: type, b: value 1..3 */
    SPOT_UPGRADE_COLUMN, /* a: 0 (all at 2) / 1 (all at 3) */
    SPOT_KARMA,          /* a: box 0..5 */
    SPOT_FAME,           /* a: track value */
    SPOT_MONEY,          /* a: track value */
    SPOT_BORDER          /* a: field, b: edge — a border bonus icon */
} SpotKind;

typedef struct {
    uint8_t kind, a, b;
} Spot;

#define SHEET_MAX_SPOTS 96

typedef struct {
    int count;
    Spot spot[SHEET_MAX_SPOTS];
} SpotSet;

/* Every rectangle of a laid-out sheet, in window pixels. */
typedef struct {
    SDL_Rect area;                     /* the whole sheet */
    SDL_Rect province;                 /* the 4×4 grid */
    SDL_Rect field[PROVINCE_FIELDS];
    SDL_Rect market;                   /* the market block */
    SDL_Rect slot[GOOD_COUNT][MARKET_MAX_SLOTS];
    SDL_Rect tent[GOOD_COUNT][MARKET_MAX_TENTS];
    SDL_Rect river[RIVER_MAX + 1];
    SDL_Rect palace;
    SDL_Rect person[PERSON_COUNT];     /* picture */
    SDL_Rect person_box[PERSON_COUNT][PALACE_BOXES];
    SDL_Rect palace_column[2][PALACE_BOXES];
    SDL_Rect upgrade[TYPE_COUNT][UPGRADE_TOP];
    SDL_Rect upgrade_column[2];
    SDL_Rect karma[KARMA_BOXES];
    SDL_Rect fame_track, money_track;  /* the two tracks as bars */
    int fame_max, money_max, river_length, slots, tents;
} SheetLayout;

/* Lays out the sheet inside area (any size from thumbnail to full screen; keeps the sheet's
 * aspect and centres it). Pure. */
void sheet_layout(SheetLayout *l, const Sheet *sh, SDL_Rect area);
/* What is under (x, y): the most specific spot (an edge band before its field). Pure. */
Spot sheet_spot_at(const SheetLayout *l, int x, int y);
/* The rectangle of a spot (for highlights and tooltips); {0} for SPOT_NONE. Pure. */
SDL_Rect sheet_spot_rect(const SheetLayout *l, Spot s);
/* Centre of a field and the middle of one of its edges, in pixels. Pure. */
SDL_Point sheet_field_centre(const SheetLayout *l, int field);
SDL_Point sheet_edge_point(const SheetLayout *l, int field, int edge);

typedef struct {
    SDL_Color pen;               /* the player's pen colour */
    const Player *before;        /* marks not in *before are drawn with the pen animation */
    float pen_progress;          /* 0..1 */
    const SpotSet *legal;        /* spots to highlight as allowed now (NULL: none) */
    Spot hover;                  /* spot under the mouse */
    int preview_field;           /* road preview: field, or -1 */
    int preview_edges;           /* edge mask of the preview */
    bool preview_ok;             /* legal (one colour) or refused (another) */
    bool thumbnail;              /* small: skip fine print */
    int *least_px;               /* if not NULL: lowered to the smallest print drawn (0: none yet) */
} SheetDecor;

/* The whole sheet: printed sheet, the player's marks, then the decorations. */
void sheet_draw(const Lang *lang, SDL_Renderer *r, Art *art, const SheetLayout *l, const Sheet *sh,
                const Player *p, const SheetDecor *decor);

/* The sheet in layers, so the table can keep pictures between frames: the printed sheet
 * (paper, frames, icons, printed numbers: the same for every player, made once a size and
 * language), the player's pen marks over it (made again when the player changes, or every
 * frame while a mark is being penned), and the decorations (legal spots, hover, road
 * preview: every frame). sheet_draw draws the three in that order. The track numbers go
 * with the marks, so they stay readable over the pen's fill. */
enum { SHEET_PRINT = 1, SHEET_MARKS = 2, SHEET_DECOR = 4 };
void sheet_draw_layers(const Lang *lang, SDL_Renderer *r, Art *art, const SheetLayout *l, const Sheet *sh,
                       const Player *p, const SheetDecor *decor, unsigned layers);

/* Moves every rectangle of l by (dx, dy): a sheet laid out in the window, drawn into a
 * picture of its own size at (0, 0). */
void sheet_layout_shift(SheetLayout *l, int dx, int dy);

/* sheet_diff.c: what changed on a sheet from one state of it (b) to another (a), the marks
 * added: the spots to glow, and the first road field drawn with its edges (*field -1: no
 * road). The replay viewer shows the review's better move so, and the table the steps the
 * engine took by itself. Pure. */
void sheet_diff(const Player *b, const Player *a, SpotSet *out, int *field, int *edges);

/* sheet_words.c: a short sentence saying what the spot is and does ("Temple: scores its
 * upgrade value in fame when first built", "River 7: lotus — sell 2 goods"); for
 * tooltips. */
void sheet_spot_describe(const Lang *lang, const Sheet *sh, Spot s, char *buf, int cap);

#endif
