/* coached.h — a table as a coach sees it and drives it. The lesson (scenes/tutorial/) is
 * played on the real table (scenes/table) through this alone, so neither scene includes the
 * other: the program hands the lesson the table's (table_coached, table.h). A coach reads
 * the table's look (its size, the places its card may cover, the state of a gesture),
 * asks where a thing to point at lies now, gives the match its hooks, and passes the rest
 * to the table's own scene operations. */
#ifndef RAJAS_COACHED_H
#define RAJAS_COACHED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "match.h"
#include "scene.h"
#include "seat.h"

/* What a coach points at. */
typedef enum {
    AIM_NONE,
    AIM_DIE,        /* a: die */
    AIM_SEAT,       /* a: seat badge (where the elephant stands) */
    AIM_FIELD,      /* a: province field */
    AIM_MARKET,     /* the market block */
    AIM_SLOT,       /* a: good, b: slot */
    AIM_PENDING,    /* a: pending bonus */
    AIM_TRACKS,     /* fame and money tracks */
    AIM_UPGRADE,    /* a: building type, b: value */
    AIM_BUTTON,     /* a: AimButton */
    AIM_CHOICES,    /* the choice chips under the prompt */
    AIM_KARMA       /* the karma row */
} AimKind;

/* The table's buttons a coach may point at. */
typedef enum { AIM_BUTTON_UNDO, AIM_BUTTON_KARMA, AIM_BUTTON_CONFIRM } AimButton;

typedef struct {
    unsigned char kind, a, b;
} Aim;

/* The most controls a look lists: 4 buttons, 8 dice, 12 choices, the bar, 4 thumbnails. */
#define COACHED_CONTROLS 29

/* The table as it is now. */
typedef struct {
    Art *art;                    /* the table's, for the coach's own words */
    int unit, w, h;              /* its layout unit and window, in renderer pixels */
    SDL_Rect log, hint, thumb;   /* the log's box, the Hint button and the first other
                                    sheet's thumbnail (empty: none): a coach's card lies
                                    over them, leaving the play in sight */
    SDL_Rect seats;              /* the seats' cards: a card too small for its words
                                    (grown text) may also lie over them */
    SDL_Rect thumbs;             /* every other sheet's thumbnail, joined (empty: none) */
    int mouse_x, mouse_y;        /* the pointer as the table last saw it */
    bool dragging;               /* a road is being dragged */
    bool half_made;              /* a gesture is under way: karma armed, a road begun, a
                                    sale being chosen */
    bool waiting_end_turn;       /* a finished turn waits for End turn */
    SDL_Rect control[COACHED_CONTROLS];   /* what can be clicked beside the sheet: the
                                             buttons, the dice, the choice chips, the
                                             pending bonuses' bar, the thumbnails; a
                                             coach's arrow crosses none of them */
    int controls;
    char name[GAME_MAX_PLAYERS][SEAT_NAME_MAX];   /* who sits where */
} CoachedLook;

/* The table's top line as a coach words it (the puzzle's "Puzzle 12 · find the best move for
 * Leila — …"): prompt is the table's own, as it would read; ctx is the coach's. */
typedef void (*CoachedTopLine)(const void *ctx, const char *prompt, char *buf, size_t cap);

typedef struct {
    void *table;
    const SceneOps *ops;         /* the table's own scene operations, called with table */
    void (*look)(const void *table, CoachedLook *out);
    /* Where a lies on the screen now; empty when it is not shown. */
    SDL_Rect (*aim)(const void *table, Aim a);
    /* The keyboard's ring is on the table's last item (back: its first), so Tab goes on to
     * the coach's; reset takes the ring off the table. */
    bool (*ring_at_end)(const void *table, bool back);
    void (*ring_reset)(void *table);
    /* The match's coach hooks (match.h). */
    void (*set_coach)(void *table, MatchCoach coach);
    /* Shows move a as it would be played in before: the spots it marks on that seat's
     * sheet framed, its road drawn, its die ringed, in the replay's green; NULL shows none. */
    void (*show_move)(void *table, const Game *before, const Action *a);
    /* The table drawn in two layers, so a coach's card can lie between them: everything
     * but the tooltip, then the tooltip. */
    void (*draw_under_tooltip)(void *table, SDL_Renderer *r, uint32_t now);
    void (*draw_tooltip)(void *table, SDL_Renderer *r, uint32_t now);
    /* The top line written by the coach from now on, in a practice in place of "Practice ·
     * <prompt>" (NULL: the table's own again). ctx is borrowed until then. */
    void (*set_top_line)(void *table, CoachedTopLine top_line, const void *ctx);
} CoachedTable;

#endif
