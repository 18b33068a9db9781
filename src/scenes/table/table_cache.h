/* table_cache.h — the table's pictures kept between frames. Drawing a sheet or the table's
 * chrome (prompt, buttons, seats, log) takes tens of milliseconds with a software renderer;
 * copying a picture of it takes well under one. So each is drawn into a target texture only
 * when what it shows changes, and a frame is a few copies plus what moves (dice, the pen,
 * hover rings, the drag preview, tooltips).
 *
 * A picture knows what it shows by a key: a hash of everything drawn into it (the game,
 * the seat, the size, the language, what the pointer is over). A frame asks for a picture
 * with the key it wants; only a different key, size or a lost texture makes it draw.
 * Textures belong to the renderer they were made with: table_cache_forget frees them all
 * (scene stopped, renderer gone, SDL_RENDER_DEVICE_RESET); table_cache_lost only forgets
 * what they showed (SDL_RENDER_TARGETS_RESET: the textures stay, their pixels do not). */
#ifndef RAJAS_TABLE_CACHE_H
#define RAJAS_TABLE_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "game.h"
#include "sheet_view.h"
#include "text_marks.h"

typedef struct {
    SDL_Texture *tex;               /* NULL: not made yet */
    int w, h;
    uint64_t key;                   /* what it shows; 0: nothing (yet, or lost) */
} CachePicture;

typedef struct {
    bool off;                       /* the renderer cannot draw into textures: draw directly */
    bool checked;
    CachePicture chrome;            /* the whole window but the sheets and what moves */
    CachePicture big_print;         /* the printed sheet at the large size */
    CachePicture big;               /* the printed sheet with the marks of the seat shown */
    CachePicture thumb_print[2];    /* on the panel's colour, and on its lit colour */
    CachePicture thumb[GAME_MAX_PLAYERS - 1];
    SheetLayout big_at0;            /* the large sheet's layout moved to (0, 0) */
    SheetLayout thumb_at0[GAME_MAX_PLAYERS - 1];
    long redraws;                   /* pictures drawn since the scene started (tests) */
} TableCache;

/* FNV-1a over n bytes, continuing from h (start with CACHE_KEY_START). Never returns 0. */
#define CACHE_KEY_START 14695981039346656037ull
uint64_t cache_key(uint64_t h, const void *bytes, size_t n);
uint64_t cache_key_str(uint64_t h, const char *s);
uint64_t cache_key_int(uint64_t h, long v);

/* True when r can draw into textures; checked once, table_cache_forget asks again. */
bool table_cache_usable(TableCache *c, SDL_Renderer *r);

/* Makes p show `key` at w x h. Returns true when it must be drawn: the renderer's target is
 * then p's texture, cleared to `under`, and the caller draws in the picture's own
 * coordinates and ends with cache_picture_end. Returns false when p already shows key (or
 * no texture could be made: p->tex is NULL then, and the caller draws directly). */
bool cache_picture_begin(TableCache *c, CachePicture *p, SDL_Renderer *r, int w, int h, uint64_t key,
                         SDL_Color under);
void cache_picture_end(SDL_Renderer *r);
/* Copies p to (x, y) on the current target, unblended (pictures are opaque); the lines of
 * text drawn into it are placed there in marks, the record of drawn text (text_marks.h:
 * the Art's, NULL when nothing records). */
void cache_picture_copy(SDL_Renderer *r, TextMarks *marks, const CachePicture *p, int x, int y);

void table_cache_lost(TableCache *c);
void table_cache_forget(TableCache *c);

#endif
