/* table_test.h — the table's declared test header: what a test reads inside the table, and
 * the few things it sets there to stage a picture, without its struct — the game and its
 * parts, what is on screen, the words shown, what the table knows now, what the pointer is
 * doing, the threads — besides its front door (table.h), its steps (table_steps.h) and its
 * parts' headers. Only table_test.c and the tests include it (cmake/boundaries.cmake); the
 * program never calls the table_test_* functions. Pointers are the table's own, valid while
 * it is. */
#ifndef RAJAS_TABLE_TEST_H
#define RAJAS_TABLE_TEST_H

#include <stdbool.h>
#include <stdint.h>

#include "art.h"
#include "dice_view.h"
#include "input_map.h"
#include "log_book.h"
#include "match.h"
#include "road_input.h"
#include "save_words.h"
#include "seats.h"
#include "session.h"
#include "sheet_view.h"
#include "table.h"
#include "table_cache.h"
#include "table_focus.h"
#include "table_gains.h"
#include "table_hint.h"
#include "table_layout.h"
#include "table_steps.h"
#include "thread.h"

/* ---- the game and the table's parts ----------------------------------------------- */
TableOutcome table_test_outcome(const TableScene *t);
/* The session the table plays (borrowed by the table), and its match (the table's own). */
Session *table_test_session(const TableScene *t);
Match *table_test_match(const TableScene *t);
Art *table_test_art(const TableScene *t);
const Sheets *table_test_sheets(const TableScene *t);
/* The seats as the table shows them: a test may give them long names or a palette. */
Seats *table_test_seats(TableScene *t);
/* The match's events the table has taken up to. */
uint64_t table_test_seen(const TableScene *t);
/* The folder the autosave is written to (table_set_save_dir); NULL: none. */
const char *table_test_save_dir(const TableScene *t);
/* What the last autosave did (the leave and hand-over cards' words). */
SaveState table_test_saved(const TableScene *t);
/* The animations' length in percent of normal (table_set_feel). */
int table_test_anim_percent(const TableScene *t);
/* When a card covered the table (table_pause); 0: none does. */
uint32_t table_test_paused_at(const TableScene *t);

/* ---- what is on screen ------------------------------------------------------------ */
const TableLayout *table_test_layout(const TableScene *t);
/* The large sheet's layout (the seat looked at). */
const SheetLayout *table_test_big(const TableScene *t);
/* The dice as drawn; a test may move them on (dice_view_update). */
DiceView *table_test_dice(TableScene *t);
/* The kept pictures and how often each was drawn again; a test may switch them off or lose them. */
TableCache *table_test_cache(TableScene *t);
/* Lays a table that plays no game yet out at w×h for players seats: where its buttons
 * would be, for a test that clicks them in the program. */
void table_test_lay_out(TableScene *t, int w, int h, int players);

/* ---- the words shown --------------------------------------------------------------- */
/* The message over the sheet (table_say): its text, whether it is a refusal, the rule
 * behind its "Why?" ("" for none). */
typedef struct {
    const char *text;
    bool bad;
    const char *why;
} TableMessage;
TableMessage table_test_message(const TableScene *t);
/* The message gone, as after its time. */
void table_test_message_clear(TableScene *t);
/* The header's right end as drawn: the round and the side, "Today's dice" before them in a
 * daily game (table_set_daily) where it takes a third of the width at most. */
void table_test_side(const TableScene *t, char *buf, size_t cap);
/* The log ("What happened"); a test may drop an entry it wrote to measure it. */
LogBook *table_test_log(TableScene *t);
/* The Hint's panel: whether it is shown, whether the game is decided, its lines. */
typedef struct {
    bool shown, decided;
    const char *line[TABLE_HINT_LINES];
} TableHintWords;
TableHintWords table_test_hint(const TableScene *t);
/* Shows or hides the Hint's panel (a test staging a hint); advice, unless NULL, becomes
 * its first line. */
void table_test_show_hint(TableScene *t, bool shown, const char *advice);

/* ---- what the table knows now ------------------------------------------------------ */
const LegalSet *table_test_legal(const TableScene *t);
const SpotSet *table_test_legal_spots(const TableScene *t);
/* The choice chips. */
typedef struct {
    const Choice *choice;
    int count;
} TableChoices;
TableChoices table_test_choices(const TableScene *t);
/* As if count chips stood in their row (the peek note's place when the row is full). */
void table_test_set_choices(TableScene *t, int count);
/* What the last changes earned, shown a second; a test may stage some. */
TableGains *table_test_gains(TableScene *t);
/* The engine's own last steps as ringed: the spots, the seat, a die taken to no effect
 * (R2.5; -1: none), the bonuses that lapsed (R9.4), when they were made. */
typedef struct {
    const Spot *spot;
    int count, seat, die, lapsed;
    uint32_t at;
} TableForced;
TableForced table_test_forced(const TableScene *t);
/* The mark being penned: the seat (-1: none) and when the pen started. */
typedef struct {
    int seat;
    uint32_t start;
} TablePen;
TablePen table_test_pen(const TableScene *t);
/* A roll's events held while its dice fly. */
typedef struct {
    const MatchEvent *event;
    int count;
} TableHeld;
TableHeld table_test_held(const TableScene *t);

/* ---- what the pointer is doing ----------------------------------------------------- */
typedef struct {
    int viewed;               /* the seat whose sheet is large; -1: the seat to act */
    int handed;               /* the seat the screen was last handed to; -1: none yet */
    bool confirm_leave;       /* the leave question is up */
    bool why_open;            /* the message's "Why?" is open */
    bool dragging, karma_armed, peeking;
    int hover_thumb;          /* the thumbnail the pointer rests on; -1: none */
    int mouse_x, mouse_y;     /* -1: forgotten until the pointer moves */
} TablePointer;
TablePointer table_test_pointer(const TableScene *t);
void table_test_set_viewed(TableScene *t, int seat);
/* As if the hand-over card had been taken by seat. */
void table_test_set_handed(TableScene *t, int seat);
void table_test_set_confirm_leave(TableScene *t, bool open);
/* The road the pointer would build, and the road being drawn. */
const RoadCandidate *table_test_preview(const TableScene *t);
const RoadDraft *table_test_road(const TableScene *t);
TableFocus *table_test_focus(TableScene *t);
/* The sale being put together; a test may change its counts. */
SaleDraft *table_test_sale(TableScene *t);
/* A move a coach asked to be shown (table_show_move): whether one is, the game it would be
 * played in and the move. */
typedef struct {
    bool on;
    const Game *before;
    Action action;
} TableShown;
TableShown table_test_shown(const TableScene *t);

/* ---- the threads ------------------------------------------------------------------- */
/* The thread of worker w: 0 the bot's search, 1 the hint's, 2 the search ahead. */
Thread *table_test_thread(TableScene *t, int w);

#endif
