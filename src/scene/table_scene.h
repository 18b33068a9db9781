/* table_scene.h — the game table: the scene where a hot-seat game is played. It keeps
 * Tatham's four things apart: the set-up and the rules truth live in the Session (played
 * only through session_apply / session_roll_random / session_undo), what the pointer is
 * doing lives in the ui fields (drafts, drags, which sheet is looked at), and what is on
 * screen lives in the layouts and the DiceView. Events arrive in renderer pixels.
 * The scene borrows the Session, Sheets and Art; it allocates nothing. */
#ifndef RAJAS_TABLE_SCENE_H
#define RAJAS_TABLE_SCENE_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "dice_view.h"
#include "input_map.h"
#include "road_input.h"
#include "session.h"
#include "sheet_view.h"
#include "table_layout.h"

#define SEAT_NAME_MAX 24

/* Who sits where: names and pen colours (index into PEN_COLOUR). */
typedef struct {
    int players;
    char name[GAME_MAX_PLAYERS][SEAT_NAME_MAX];
    uint8_t colour[GAME_MAX_PLAYERS];
} TableSeats;

typedef enum { TABLE_PLAYING, TABLE_LEAVE, TABLE_OVER } TableOutcome;

#define TABLE_LOG_LINES 80
#define TABLE_DRAG_MAX 1024

typedef struct {
    Session *session;               /* borrowed */
    const Sheets *sheets;           /* borrowed */
    Art *art;                       /* borrowed */
    TableSeats seats;
    bool autosave;                  /* write the autosave after every change */

    /* ui: what the pointer is doing */
    int viewed;                     /* seat whose sheet is shown large; -1: the seat to act */
    int handed;                     /* seat the screen was last handed to; -1: none yet */
    bool karma_armed;
    SaleDraft sale;
    RoadDraft road;
    bool dragging;
    SDL_Point drag[TABLE_DRAG_MAX];
    int drag_n;
    RoadCandidate preview;
    bool confirm_leave;
    int mouse_x, mouse_y;
    char message[200];
    bool message_bad;
    uint32_t message_at;
    char log[TABLE_LOG_LINES][128];
    int log_count;

    /* derived from the state after every change */
    LegalSet legal;
    SpotSet legal_spots;
    Choice choice[TABLE_MAX_CHOICES];
    int choices;
    Player pen_before;
    int pen_seat;
    uint32_t pen_start;

    /* drawstate */
    int w, h;
    TableLayout layout;
    SheetLayout big;
    SheetLayout thumb[GAME_MAX_PLAYERS - 1];
    DiceView dice;

    TableOutcome outcome;
    uint32_t over_at;
} TableScene;

/* Starts the scene on the session's current game (new or resumed). */
void table_init(TableScene *t, Session *s, const Sheets *sh, Art *art, const TableSeats *seats,
                uint32_t now);
void table_resize(TableScene *t, int w, int h);
void table_event(TableScene *t, const SDL_Event *e, uint32_t now);
/* Does what needs no one: rolls when the game waits for dice (once the screen is with the
 * roller), and notices the end. */
void table_tick(TableScene *t, uint32_t now);
/* True while something moves (dice, elephant, pen strokes). */
bool table_busy(const TableScene *t, uint32_t now);
void table_draw(TableScene *t, SDL_Renderer *r, uint32_t now);

/* The seat whose screen it is (the seat to act, or the roller), -1 when the game is over. */
int table_seat_in_charge(const Game *g);
/* True when the screen must be handed to another player before play goes on. */
bool table_handover_due(const TableScene *t);
/* The leave question's two buttons (Leave, Stay), when it is shown. */
void table_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay);
/* Seats shown as thumbnails, in order (every seat but the one shown large). */
int table_thumb_seats(const TableScene *t, int out[GAME_MAX_PLAYERS - 1]);

#endif
