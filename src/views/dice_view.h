/* dice_view.h — the dice on the table: the centre tray where the round roll tumbles and
 * settles (about a second, driven by its own cosmetic random stream so animation never
 * changes a game), dice flying to a depot or onto the elephant, the elephant itself moving
 * to the next holder, and hit-testing a die for click-to-select. Plain value, no memory. */
#ifndef RAJAS_DICE_VIEW_H
#define RAJAS_DICE_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "i18n.h"

typedef struct {
    float x, y, angle;        /* where a die is drawn now (centre), its tumble angle */
    float fx, fy, tx, ty;     /* flight from → to */
    uint32_t start, end;      /* animation window in ms */
    float fs, ts;             /* size at the start and at the end of the flight */
    uint8_t shown_face;       /* face drawn (changes while tumbling) */
    uint8_t tumbling;         /* 1 while the flight is a roll */
} DieSprite;

typedef struct {
    SDL_Rect tray;                          /* the centre */
    SDL_Rect seat[GAME_MAX_PLAYERS];        /* each seat's badge: depot and elephant spot */
    int players;
    DieSprite die[DIE_COUNT];
    float elephant_x, elephant_y, elephant_fx, elephant_fy, elephant_tx, elephant_ty;
    uint32_t elephant_start, elephant_end;
    uint8_t last_at[DIE_COUNT], last_face[DIE_COUNT], last_holder, last_rolled, last_waiting;
    bool placed;                            /* false until the first sync */
    uint64_t cosmetic;                      /* cosmetic random stream */
    int size;                               /* die size in pixels */
    int anim_percent;                       /* flight lengths in % of normal; 0: none */
} DiceView;

void dice_view_init(DiceView *v, uint64_t cosmetic_seed);
/* Places the tray and the seat badges (call on resize). */
void dice_view_layout(DiceView *v, SDL_Rect tray, const SDL_Rect *seat, int players);
/* Compares the game with what is shown and starts animations for what changed (a roll:
 * tumble; a die taken or put on the elephant: flight; a new holder: the elephant walks). */
void dice_view_sync(DiceView *v, const Game *g, uint32_t now_ms);
bool dice_view_animating(const DiceView *v, uint32_t now_ms);
/* Moves every animation window ms later: after a pause of ms (a card over the table) the
 * dice go on from where they were. */
void dice_view_shift(DiceView *v, uint32_t ms);
/* Moves the sprites to where they are at now_ms (drawing does this too); the scene calls it
 * on every tick so a click hits the die where it lies even before the next frame. */
void dice_view_update(DiceView *v, const Game *g, uint32_t now_ms);
/* selectable[d]: draw die d as clickable; hover: die under the mouse or -1. */
void dice_view_draw(const Lang *lang, SDL_Renderer *r, Art *art, DiceView *v, const Game *g, uint32_t now_ms,
                    const bool selectable[DIE_COUNT], int hover);
/* The die under (x, y) or -1; the elephant is DIE_COUNT. Pure. */
int dice_view_hit(const DiceView *v, int x, int y);
/* Draws one die face (rounded square in its colour with the face's symbol) at rect. */
void dice_draw_face(const Lang *lang, SDL_Renderer *r, Art *art, int die, int face, SDL_Rect rect, float angle,
                    bool lifted);

#endif
