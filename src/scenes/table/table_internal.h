/* table_internal.h — the table's insides: TableScene and what its own files share, with
 * the table's parts each in a header of its own (included here), for the table's files
 * alone: the walls (cmake/boundaries.cmake) keep every other folder out of it, the tests
 * too, which read and stage the table through its declared test header, table_test.h, and
 * drive it through its steps, table_steps.h (the program, the lesson, practice and puzzles
 * see table.h only). The game table: the scene where a hot-seat game is played. It keeps
 * Tatham's four things apart: the set-up and the rules truth live in the Session, played
 * only through the match (match.h: match_apply, match_roll, match_undo, match_end_turn,
 * and the bots' answers it plays itself), what the pointer is doing lives in the ui fields
 * (drafts, drags, which sheet is looked at), and what is on screen lives in the layouts and
 * the DiceView. Events arrive in renderer pixels.
 * The scene borrows the Session, Sheets and Art and owns its match, made once with the
 * table (table_scene_new) and started on each game it plays (table_init). */
#ifndef RAJAS_TABLE_INTERNAL_H
#define RAJAS_TABLE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "bot.h"
#include "deadline.h"
#include "dice_view.h"
#include "input_map.h"
#include "log_book.h"
#include "match.h"
#include "match_query.h"
#include "road_input.h"
#include "save_words.h"
#include "seats.h"
#include "session.h"
#include "sheet_view.h"
#include "sound.h"
#include "table_cache.h"
#include "table_focus.h"
#include "table_gains.h"
#include "table_hint.h"
#include "table_layout.h"
#include "table_log.h"
#include "table_steps.h"
#include "table.h"
#include "thread.h"

#define TABLE_HELD_EVENTS 16          /* events of a roll kept while its dice fly */
#define TABLE_FORCED_SPOTS 24

#define TABLE_DRAG_MAX 1024

/* What the pointer is doing: the person's half-made decisions and where they look. */
typedef struct {
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
    int mouse_x, mouse_y;           /* -1: forgotten until the pointer moves (a hand-over) */
    bool pointer_tip;               /* the mouse moved since the last change, key or click:
                                       the tooltip of what it rests on may show
                                       (table_tooltip_now, table_drop_tooltip) */
    int hover_thumb;                /* the thumbnail the pointer rests on; -1: none */
    uint32_t hover_at;              /* when it came onto it */
    bool peeking;                   /* that thumbnail's sheet is shown large (table_peek.c) */
    bool hover_spent;               /* it was clicked: no peek until the pointer leaves it */
    int log_scroll;                 /* rows the log is scrolled back by the wheel; 0: home */
    bool why_open;                  /* the message's "Why?" was clicked: its rule shows */
    TableFocus focus;               /* the keyboard's focus and road (table_focus.c) */
    /* A move a coach asked to be shown (the practice's best): what it would mark on the
     * sheet of the seat to act in shown_before, framed in green (table_marks.c). */
    bool shown_on;
    Game shown_before;
    Action shown;
    /* The top line as a coach words it in a practice (a puzzle's, coached.h); NULL: the
     * table's own. */
    CoachedTopLine top_line;
    const void *top_line_ctx;
} TableUi;

/* What the table knows and says now: derived from the game after every change (legal
 * moves, choice chips, the mark being penned) and the words shown (message, log). */
typedef struct {
    LegalSet legal;
    SpotSet legal_spots;
    Choice choice[TABLE_MAX_CHOICES];
    int choices;
    Player pen_before;
    int pen_seat;
    uint32_t pen_start;
    uint32_t pen_ms;                /* how long the pen draws this mark (table_pen_ms, or less
                                       for a bot: table_events.c) */
    char message[768];
    char message_why[1100];          /* "Rule R5.4: …" behind the message's "Why?"; "": none */
    bool message_bad;
    uint32_t message_at;
    LogBook log;                    /* "What happened": items, their words written when read */
    uint32_t log_heard;             /* log.serial when speech last had the new lines */
    size_t roll_unlogged;           /* 1 + the history entry of a roll whose dice still fly:
                                       its events are taken when they land; 0: none */
    MatchEvent held[TABLE_HELD_EVENTS];  /* that roll's events, waiting */
    int held_count;
    Spot forced[TABLE_FORCED_SPOTS];    /* what the engine's own last steps changed */
    int forced_count, forced_seat;
    int forced_die;                 /* a die taken to no effect (R2.5), ringed; -1: none */
    int forced_lapsed;              /* the bonuses that lapsed (R9.4), ringed in the bar */
    uint32_t forced_at;             /* when they were made, for the brief highlight */
    TableGains gains;               /* what the last changes earned, shown a second */
} TableNow;

/* What is on screen: the layouts, the dice and the pictures kept between frames
 * (table_cache.c). Textures belong to the renderer they were made with; table_draw_forget
 * frees them. */
typedef struct {
    int w, h;
    TableLayout layout;
    SheetLayout big;
    SheetLayout thumb[GAME_MAX_PLAYERS - 1];
    DiceView dice;
    TableCache cache;
    uint64_t log_seen;              /* the log's change and language the layout last gave
                                       room for (table_log_room); 0: none yet */
    uint32_t log_turn;              /* the turn it gave room in (round and turn, + 1) */
} TableDraw;

/* A thread that runs one of the match's jobs (table_bots.c: the match's runner). It writes
 * only its job; the table joins it once the thread has finished. */
typedef struct {
    MatchJob *job;
    Thread thread;
} TableWorker;
/* The match's jobs on threads, and the hint's words. */
typedef struct {
    TableWorker worker[3];          /* the bot's job, the hint's, the bot's thought ahead */
    bool hint_shown;                /* the match's hint is in hint_line for the panel */
    bool hint_decided;              /* the game is decided (bot_decided): words, no advice */
    char hint_line[TABLE_HINT_LINES][256];
} TableBots;

/* A coach over the table: the guided first game (src/scenes/tutorial/) plays on the real
 * table through these three hooks of the match (match.h) and nothing else (table_set_coach).
 * Each may be NULL (table_init's zero): the table then plays as usual. ctx is the coach's
 * own value, passed back unchanged.
 * - accept: asked before an action of a person (never a bot's) is played; false keeps it
 *   from the game, and the coach has written into why (cap bytes) what to do instead,
 *   which the table says as it says a refusal.
 * - roll: asked when dice are due (the round's eight or the two karma dice); true with an
 *   ACT_ROLL of given faces in *out, played like the protocol's `roll <faces>`; false: the
 *   game's own generator rolls (session_roll_random).
 * - bot: asked when a bot is to decide, before its thread starts; true with the action to
 *   play in *out (checked by the engine like any), false: the bot thinks for itself. */

struct TableScene {
    Session *session;               /* borrowed; changed only through the match */
    const Sheets *sheets;           /* borrowed */
    Art *art;                       /* borrowed */
    const Lang *lang;               /* borrowed: the language its words are written in
                                       (table_scene_new), on the main thread only: the jobs'
                                       threads write none (table_bots.c), and a switch
                                       happens between frames */
    Seats seats;
    const char *save_dir;           /* borrowed: the user folder the autosave is written to
                                       after every change; NULL (table_init's): none */
    SaveState saved;                /* what the last autosave did, for the leave and hand-over
                                       cards to tell (save_words.h); table_init: none tried */
    /* the player's settings (table_set_feel; the pace and the hold are the match's) */
    int anim_percent;               /* how long animations take: 100 normal, 0 none */
    Sound *sound;                   /* borrowed; NULL: silent */
    /* the game as played: decisions, rolls, Undo, the hold, bots, the store, events */
    Match *match;                   /* owned: made with the table (table_scene_new) */
    uint64_t seen;                  /* the match's events taken up to here */

    TableUi ui;
    TableNow now;
    TableDraw draw;
    TableBots bots;

    struct {                        /* Today's dice (table_set_daily; table_init: off) */
        bool on, counted;           /* counted: the day's first game, else practice */
        char date[16];              /* "2026-11-29" */
    } daily;

    TableOutcome outcome;
    uint32_t over_at;
    uint32_t paused_at;             /* when a card (rules, settings, leave) covered it; 0: not */
};

/* ---- table_daily.c: Today's dice at the table ------------------------------------------ */
/* The log's line: whose game it is and whether it counts. */
void table_daily_words(const TableScene *t, char *buf, size_t cap);
/* The size of the header's right end (table_draw.c). */
int table_side_px(const TableLayout *l);
/* The header's right end at px: the round and the side, "Today's dice" before them in a
 * daily game where that takes no more than a third of the window's width. */
void table_daily_side(const TableScene *t, int round, const char *side, int px, char *buf, size_t cap);

/* The match's store for the table: the autosave in save_dir (table_init sets it). */
MatchStore table_store(TableScene *t);
/* The match's runner for the table: each job on a thread of its own (thread.h). */
MatchRunner table_runner(TableScene *t);
/* Takes the match's new events: the log, the sounds, the marks, the pen, a failed save.
 * A roll's events wait until its dice land: table_take_landed takes them. */
void table_take_events(TableScene *t, uint32_t now);
void table_take_landed(TableScene *t, uint32_t now);
/* After the match changed the game: its events taken, everything derived from the state
 * recomputed and half-built input dropped. */
void table_after_change(TableScene *t, uint32_t now);
/* ---- table_bots.c: the bots' and the hints' threads, used by the scene ---------------- */
/* The bots' searches collected and started (match_bots_think), and a hint that came in put
 * into words; nothing is played. Called from table_tick while a change is still drawn. */
void table_bots_think(TableScene *t);
/* table_bots_think, then plays a bot's action when its moment has come. Called from
 * table_tick once nothing moves. */
void table_bots_tick(TableScene *t, uint32_t now);
/* Starts a hint for the human to act (hard level, TABLE_HINT_BUDGET_MS, one thread). */
void table_hint_start(TableScene *t);

/* The table's parts, each in a header of its own for its own files. */
#include "table_deadlines.h"
#include "table_draw.h"
#include "table_frame.h"
#include "table_marks.h"
#include "table_ops.h"
#include "table_peek.h"
#include "table_speech.h"

#endif
