/* table_scene.h — the table's insides, for its own files, the lesson that drives it and the
 * tests (the program sees table.h only). The game table: the scene where a hot-seat game is played. It keeps
 * Tatham's four things apart: the set-up and the rules truth live in the Session, played
 * only through the match (match.h: match_apply, match_roll, match_undo, match_end_turn,
 * and the bots' answers it plays itself), what the pointer is doing lives in the ui fields
 * (drafts, drags, which sheet is looked at), and what is on screen lives in the layouts and
 * the DiceView. Events arrive in renderer pixels.
 * The scene borrows the Session, Sheets and Art and owns its match, made once with the
 * table (table_scene_new) and started on each game it plays (table_init). */
#ifndef RAJAS_TABLE_SCENE_H
#define RAJAS_TABLE_SCENE_H

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
#include "table_layout.h"
#include "table.h"
#include "thread.h"

typedef enum { TABLE_PLAYING, TABLE_LEAVE, TABLE_OVER } TableOutcome;

#define TABLE_HELD_EVENTS 16          /* events of a roll kept while its dice fly */
#define TABLE_LOG_ROWS 48             /* rows the log's box may show */
#define TABLE_FORCED_SPOTS 24
#define TABLE_HINTS 3                 /* options the Hint shows */
#define TABLE_HINT_LINES (TABLE_HINTS + 1)   /* the advice, its chance, the others */
/* Watchable pace by default: a bot acts no sooner than this after the last change on the
 * table (the settings' bot pace replaces it). */
#define TABLE_BOT_PACE_MS MATCH_BOT_PACE_MS
#define TABLE_MESSAGE_MS 5000       /* how long a message stays over the sheet */
#define TABLE_HINT_BUDGET_MS MATCH_HINT_BUDGET_MS
/* The pointer rests this long on another player's thumbnail before their sheet is shown
 * large, so passing over the thumbnails changes nothing. */
#define TABLE_PEEK_MS 350
/* The game's end stays on the table this long before the end screen comes. */
#define TABLE_OVER_PAUSE_MS 900

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

    TableOutcome outcome;
    uint32_t over_at;
    uint32_t paused_at;             /* when a card (rules, settings, leave) covered it; 0: not */
};

/* The player's settings: animation length in percent of normal (0: none), the bots' pace,
 * and where the dice and pen sounds go (NULL: nowhere). table_init sets 100, the default
 * pace and no sound. */
void table_set_feel(TableScene *t, int anim_percent, int bot_pace_ms, Sound *sound);
/* How long the pen takes to draw a mark at the player's animation speed. */
uint32_t table_pen_ms(const TableScene *t);
/* Writes the texts the scene keeps in the language now loaded (i18n.h): the choice labels;
 * drops a hint and a message. The log needs nothing: its words are written when shown.
 * Called after a language switch (app_set_language). */
void table_retranslate(TableScene *t);
/* The log told again from the session's history (a new or resumed game). */
void table_log_rebuild(TableScene *t);
/* The match's store for the table: the autosave in save_dir (table_init sets it). */
MatchStore table_store(TableScene *t);
/* The match's runner for the table: each job on a thread of its own (thread.h). */
MatchRunner table_runner(TableScene *t);
/* Takes the match's new events: the log, the sounds, the marks, the pen, a failed save.
 * A roll's events wait until its dice land: table_take_landed takes them. */
void table_take_events(TableScene *t, uint32_t now);
void table_take_landed(TableScene *t, uint32_t now);
/* Waits for any bot or hint thread still thinking and forgets its answer, and frees the
 * kept pictures (table_cache.h). Call before the renderer is destroyed. */
void table_stop(TableScene *t);
/* table_bots.c: waits for the bot and hint threads and forgets their answers. */
void table_bots_stop(TableScene *t);
void table_resize(TableScene *t, int w, int h);
void table_event(TableScene *t, const SDL_Event *e, uint32_t now);
/* Does what needs no one: rolls when the game waits for dice (once the screen is with the
 * roller), and notices the end. */
void table_tick(TableScene *t, uint32_t now);
/* True when the seat in charge is played by a bot. */
bool table_bot_turn(const TableScene *t);
/* ---- table_turn.c: the End turn step ------------------------------------------------- */
/* Whether a person's finished turn waits for End turn (the setting, on in the program;
 * table_init leaves it off). Switched off while one waits, the turn ends at once. */
void table_set_confirm_turn(TableScene *t, bool on);
/* True when the action from before to after ended the acting seat's turn (R2.6, R3.4). */
bool table_turn_ended(const Game *before, const Game *after);
/* True while a finished turn waits for End turn: nothing rolls, no bot acts, no card. */
bool table_waiting_end_turn(const TableScene *t);
/* The seat the table speaks to: the one whose finished turn waits, else the seat to act. */
int table_acting_seat(const TableScene *t);
/* Whether Undo has something of the acting seat's to take back. */
bool table_can_undo(const TableScene *t);
/* Whether the table is a practice (table_set_practice). */
bool table_practice(const TableScene *t);
/* What a practice says when more than its one decision is asked (match_set_practice). */
const char *table_practice_words(void);
/* End turn: play goes on to the next seat (a hand-over card, a roll or a bot); in a
 * practice the table says it stops here instead. */
void table_end_turn(TableScene *t, uint32_t now);
/* Drops hover, tooltip and road preview until the pointer moves again. */
void table_forget_pointer(TableScene *t);
/* ---- table_bots.c: the bots' and the hints' threads, used by the scene ---------------- */
/* The bots' searches collected and started (match_bots_think), and a hint that came in put
 * into words; nothing is played. Called from table_tick while a change is still drawn. */
void table_bots_think(TableScene *t);
/* table_bots_think, then plays a bot's action when its moment has come. Called from
 * table_tick once nothing moves. */
void table_bots_tick(TableScene *t, uint32_t now);
/* Starts a hint for the human to act (hard level, TABLE_HINT_BUDGET_MS, one thread). */
void table_hint_start(TableScene *t);
/* A person's decision, played through the match; a refusal is said on the table. */
bool table_apply(TableScene *t, Action a, uint32_t now);
/* After the match changed the game: its events taken, everything derived from the state
 * recomputed and half-built input dropped. */
void table_after_change(TableScene *t, uint32_t now);

/* ---- table_focus.c: the table from the keyboard ---------------------------------------- */
/* Rebuilds the focus list from what can be clicked now, keeping the focused item. */
void table_focus_build(TableScene *t, uint32_t now);
/* Tab, the arrows, Enter and Space (and Esc while a road is drawn by keys): true when the
 * focus used the event. A mouse press hides the ring. */
bool table_focus_event(TableScene *t, const SDL_Event *e, uint32_t now);
/* The ring around the focused item (or the road's pen), when the keyboard is in use. */
void table_focus_draw(TableScene *t, SDL_Renderer *r, uint32_t now);
/* ---- table_marks.c: the engine's own steps, the hint's ring ---------------------------- */
/* Adds words of no event to the log, as they are (log_book_note). */
void table_log_line(TableScene *t, const char *text);
void table_mark_forced(TableScene *t, const Spot *spots, int n, uint32_t now);
/* Drops every mark of the last decision: a new one brings its own. */
void table_marks_clear(TableScene *t);
/* Rings a die whose action had no effect (R2.5), or the n lapsed bonuses' chips in the bar
 * (R9.3, R9.4), for the same moment as the forced steps' spots. */
void table_mark_die(TableScene *t, int die, uint32_t now);
void table_mark_lapsed(TableScene *t, int n, uint32_t now);
/* True while the forced steps' spots are ringed. */
bool table_forced_shown(const TableScene *t, uint32_t now);
/* The hint's best move on the table: the die's ring (*die) or the sheet spot's, false when
 * there is no hint or nothing to ring. */
bool table_hint_target(const TableScene *t, SDL_Rect *out, bool *die);
/* Where the hint's w×h panel goes over the sheet: never over its target. */
SDL_Rect table_hint_place(const TableScene *t, int w, int h);
/* table_hint_place keeping off banner too (the message over the sheet while it shows; an
 * empty rectangle: none): the panel never hides a refusal where any place leaves it free. */
SDL_Rect table_hint_place_off(const TableScene *t, int w, int h, SDL_Rect banner);
/* The hint's ring and the forced steps' highlight, over everything but the cards. */
void table_draw_marks(TableScene *t, SDL_Renderer *r, uint32_t now);
/* Shows move a as it would be played in before (a copy is kept), on the large sheet when it
 * is that seat's: the spots it marks framed in green, its road drawn as a preview, the die
 * it takes ringed; NULL shows none. The practice's "Show the best move" (coached.h). */
void table_show_move(TableScene *t, const Game *before, const Action *a);
/* The spots the shown move marks on the large sheet and its road (*field -1: none); false
 * when no move is shown there now. */
bool table_shown_spots(const TableScene *t, SpotSet *spots, int *field, int *edges);

/* table_buttons.c: the text size of button (BUTTON_*): one for the bar's row (Undo, Karma,
 * Confirm), one for Hint, each from every label those buttons can show in the language now
 * loaded, so it never changes with what they say. */
int table_button_px(TableScene *t, int button);
/* ---- table_gains.c: gains shown where they were earned (table_gains.h) --------------- */
/* The place a decision marked on its seat's sheet (e's before → after), where its gains
 * start from. */
void table_gains_from(TableScene *t, const MatchEvent *e);
/* A GAIN event: shown from now for TABLE_GAIN_MS, with the gain's chime. */
void table_gains_take(TableScene *t, const MatchEvent *e, uint32_t now);
/* Forgets every gain shown (an Undo, a new game). */
void table_gains_clear(TableScene *t);
/* When the last gain shown ends; 0: none shows at now. */
uint32_t table_gains_end(const TableScene *t, uint32_t now);
/* Where gain g shows at now: its words' middle, and the place it goes to. */
SDL_Point table_gain_at(const TableScene *t, const TableGain *g, uint32_t now, SDL_Rect *place);
/* The dark pill gain g is drawn on at now, around its words (and icon) at *px. On a seat's
 * card it stays under the card's name and inside the card (its words a size smaller when
 * the card is narrow), so no name is ever covered; it never leaves the window. */
SDL_Rect table_gain_pill(TableScene *t, const TableGain *g, uint32_t now, int *px);
/* Where seat s's card shows its name: the card's top band, down to the numbers. */
SDL_Rect table_seat_name_band(const TableScene *t, int s);
void table_draw_gains(TableScene *t, SDL_Renderer *r, uint32_t now);

/* ---- table_peek.c: another player's sheet shown large, by hover or click -------------- */
/* The index (in table_thumb_seats' order) of the sheet the pointer at (x, y) would open:
 * the thumbnail under it, or, when the layout has none, the seat card; -1: none. */
int table_sheet_target(const TableScene *t, int x, int y);
/* The seat whose sheet the pointer resting on its thumbnail shows large; -1: none. */
int table_peek_seat(const TableScene *t);
/* The pointer moved: a new thumbnail under it starts the delay, leaving one ends the peek. */
void table_peek_motion(TableScene *t, int x, int y, uint32_t now);
/* True while the pointer rests on a thumbnail whose sheet is not shown yet: the loop must
 * look again within TABLE_PEEK_MS. */
bool table_peek_pending(const TableScene *t);
/* Shows the thumbnail's sheet once the pointer has rested on it long enough. */
void table_peek_tick(TableScene *t, uint32_t now);
/* Drops the hover (a hand-over, a card, End turn): nothing is peeked at until it moves. */
void table_peek_forget(TableScene *t);
/* A click on thumbnail i: its sheet stays large (the acting seat's own: back to it). */
void table_thumb_click(TableScene *t, int i);
/* Esc or the controller's B: back to the acting seat's sheet from one opened by a click;
 * false when that is shown already. */
bool table_back_to_own(TableScene *t);
/* The note saying whose sheet is shown large when it is not the acting seat's: its words,
 * box and text size. It sits in the choice chips' row right of the chips or of the
 * prompt's second line (or at the prompt's end, over the round, when they fill it), never
 * over the sheet. False: no note. */
bool table_view_note(TableScene *t, char *text, size_t cap, SDL_Rect *box, int *px);
void table_draw_view_note(TableScene *t, SDL_Renderer *r);

/* ---- table_log.c: the log's box ------------------------------------------------------- */
/* One row of the log as drawn: bytes [start, start + len) of entry `entry`, at (x, y). */
typedef struct {
    int entry, start, len;
    int x, y;
} TableLogRow;
/* The rows the log's box shows now, top to bottom: whole entries, newest at the foot, each
 * wrapped to the box's width on as many rows as it needs, moved by the wheel's scroll;
 * *px is their text size (the body size, the fine one when the newest entry needs it);
 * *older / *newer (may be NULL): rows above / below the box. Returns the count (<= cap). */
int table_log_rows(TableScene *t, TableLogRow *rows, int cap, int *px, bool *older, bool *newer);
/* The detail of the log line at (x, y): for a refused move, the rule behind it in the
 * rules' own words ("Rule R5.4: …"); "" for any other line or point. */
void table_log_detail(TableScene *t, int x, int y, char *buf, size_t cap);
/* The mouse wheel over the log: notches > 0 show older rows, < 0 newer ones. */
void table_log_wheel(TableScene *t, int notches);
/* Page Up (pages > 0, older) and Page Down (< 0, newer): the log moves by its box's
 * height less one row. */
void table_log_page(TableScene *t, int pages);
/* How many rows log entry `entry` takes at px in the log's box. */
int table_log_entry_rows(TableScene *t, int entry, int px);
/* Log entry `entry` wrapped to room pixels at px, rows after the first indented by indent
 * (their x); up to cap rows written. Returns how many rows it needs. */
int table_log_wrap(TableScene *t, int entry, int px, int room, int indent, TableLogRow *rows, int cap);
void table_draw_log(TableScene *t, SDL_Renderer *r);

/* ---- table_speech.c: the table in words, for speech (speech.h) and the tooltip ------- */
/* The top line: whose turn it is and what to do (or who is playing, or End turn). */
void table_prompt_text(const TableScene *t, char *buf, size_t cap);
/* The focused item as a short phrase ("curve (green 1)", "Undo", a spot's tooltip); "" when
 * nothing is focused. */
void table_focus_words(TableScene *t, char *buf, size_t cap);
/* The tooltip's sentence for the point x, y: a die, the elephant, a sheet spot or a
 * pending bonus; "" over anything else. */
void table_tooltip_text(TableScene *t, int x, int y, char *buf, size_t cap);
/* How pending bonus i stands, as its tooltip and a right-click on it say it: usable now
 * (a click uses it), waiting for the die's action (R9.2), waiting because it cannot be used
 * yet (R9.4), lapsed (the finished turn's bonuses, R9.3), or another's to use (a bot's
 * turn). No bonus is let go by choice, so none of the sentences offers that. */
typedef enum { PENDING_USABLE, PENDING_AFTER_DIE, PENDING_WAITS, PENDING_LAPSED, PENDING_OTHERS } PendingState;
PendingState table_pending_words(const TableScene *t, int i, char *buf, size_t cap);

/* ---- table_draw.c parts, composed by table_frame.c ----------------------------------- */
/* Whether the bar shows lapsed bonuses crossed out (a turn that ended with bonuses that
 * could not be used, R9.3): after a bot's turn, and on a person's finished turn alike. */
bool table_lapse_shown(const TableScene *t);
/* The Confirm button's words as drawn now ("Confirm", "End turn", "Sell nothing", "Sell 2",
 * "Choose 1 more"), so what is said of it is what it reads; true when it can be pressed. */
bool table_confirm_label(const TableScene *t, char *buf, size_t cap);
SDL_Color table_pen_of(const TableScene *t, int seat);
/* The seat whose sheet is shown large. */
int table_big_seat(const TableScene *t);
/* What goes over the large sheet this frame: legal spots, hover, the road preview, and the
 * mark being penned (before and pen_progress set while one is). */
SheetDecor table_big_decor(TableScene *t, uint32_t now);
/* What is said over the large sheet: the sale being built, why a dragged road is refused,
 * whose sheet it is. */
void table_draw_big_notes(TableScene *t, SDL_Renderer *r, SDL_Color pen);
/* What the hand-over card tells seat (table_news.c): a paragraph for each other seat that
 * did something since seat's last decision, in turn order from the next seat, at most cap;
 * when none did, the round's line. Returns how many paragraphs. */
#define TABLE_NEWS_CHARS 1200
int table_handover_news(TableScene *t, int seat, char news[][TABLE_NEWS_CHARS], int cap);
/* The hand-over card: its rectangle (70 × 36 units at 100 %, grown with the text within
 * the window), where its title, its news (room for TABLE_HANDOVER_ROWS rows at the least,
 * row_h apart; the paragraphs news_h high in all at news_px), its "click when ready" line
 * and the words about the last save start. */
#define TABLE_HANDOVER_ROWS 4
typedef struct {
    SDL_Rect card;
    int title_y, rows_y, row_h, ready_y;
    int news_px, news_h;
    int saved_y, saved_px, saved_lines;   /* the last save in words (save_words_handover),
                                             under the ready line; 0 lines: none to say */
} TableHandoverCard;
void table_handover_card(TableScene *t, TableHandoverCard *c);
/* The prompt as the top line draws it, at px: on one line (two[0] empty); too long for
 * its room at the body size, on two lines, the second in the chips' row under the prompt's
 * (below) when no chips are there (a note saying whose sheet is shown gives way to it),
 * else both in the prompt's row at the fine size or smaller. room: the first line's width,
 * room_two: the second's in the chips' row. */
typedef struct {
    char one[512], two[512];
    int px, room, room_two;
    bool below;
} TablePromptLines;
void table_prompt_lines(TableScene *t, TablePromptLines *p);
/* Whether the pointer is over thumbnail panel i, the panel's colour (lighter then) and a
 * thumbnail's decor. */
bool table_thumb_hot(const TableScene *t, int i);
SDL_Color table_thumb_under(const TableScene *t, int i);
SheetDecor table_thumb_decor(const TableScene *t, int seat);
/* Everything that stays put between changes: cloth, prompt, choices, pending bonuses,
 * buttons, tray, seats, log, the thumbnails' panels. */
void table_draw_chrome(TableScene *t, SDL_Renderer *r);
/* ---- table_frame.c: the frame from kept pictures (table_cache.h) ----------------------- */
/* Copies the chrome, the large sheet and the thumbnails, drawing each picture again only
 * when what it shows changed; then the large sheet's decorations and notes. False (nothing
 * drawn) when the renderer cannot make the pictures: the caller draws directly. */
bool table_draw_kept(TableScene *t, SDL_Renderer *r, uint32_t now);
/* A picture's key for the chrome: everything table_draw_chrome reads. */
uint64_t table_chrome_key(const TableScene *t);
/* The version of what the table shows at now: the chrome's key and everything drawn over
 * it (the sheet shown large, the message while it is up, the marks, the hint, the dice's
 * and the pen's last start, the leave question, the pause). Changed by every change, also
 * those made by table_tick, a bot's answer or a message running out: the program's loop
 * draws when it differs from the last frame's. */
uint64_t table_shown_key(const TableScene *t, uint32_t now);

/* A card covers the table (the rules, settings, the leave question): the dice, the pen and
 * the bots' pace stop where they are, and what followed the pointer is forgotten;
 * table_resume goes on from there. Both may be called again and again. */
void table_pause(TableScene *t, uint32_t now);
void table_resume(TableScene *t, uint32_t now);
/* True while the dice of the last roll still fly: the prompt says they are rolled, the log
 * and the dice's tooltips wait for them to land. */
bool table_rolling(const TableScene *t);
/* True while something moves (dice, elephant, pen strokes, a gain shown: table_gains.c);
 * play itself waits only for the dice, the elephant and the pen. */
bool table_busy(const TableScene *t, uint32_t now);
/* When what moves now (dice, elephant, pen, gains) comes to rest: the last end of them all. */
uint32_t table_motion_end(const TableScene *t);
/* The message's box over the sheet and its text size (table_draw.c). */
SDL_Rect table_message_box(TableScene *t, int *px);
/* True while a message shows over the sheet (table_say), for TABLE_MESSAGE_MS. */
bool table_message_up(const TableScene *t, uint32_t now);
/* True when the table's picture changed between two moments with no input and nothing
 * moving: a message ran out, or the forced steps' ring faded. */
bool table_changed_by_itself(const TableScene *t, uint32_t since, uint32_t now);
void table_draw(TableScene *t, SDL_Renderer *r, uint32_t now);
/* table_draw in two parts, for a scene that draws its own cards over the table (the
 * lesson's coach): everything but the pointer's tooltip, then the tooltip, last, so no card
 * hides it. */
void table_draw_under_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now);
void table_draw_tooltip(TableScene *t, SDL_Renderer *r, uint32_t now);

/* The game the table shows (match_shown): while a finished turn waits for End turn, the
 * game as that turn left it, its round still on the table. */
const Game *table_game(const TableScene *t);
/* The seat whose screen it is (the seat to act, or the roller), -1 when the game is over. */
int table_seat_in_charge(const Game *g);
/* True when the screen must be handed to another player before play goes on. */
bool table_handover_due(const TableScene *t);
/* The leave question's two buttons (Leave, Stay), when it is shown. */
void table_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay);
/* The leave question's card: as wide as 60 units grown by the text (within the window), as
 * tall as its title, the lines of its words (two at least) and the buttons at their grown
 * sizes. */
SDL_Rect table_leave_card(const TableScene *t);
/* The leave card's words about the last save (save_words_leave), the size they are drawn
 * at (the body size, the fine one when they take more than three lines there) and how
 * many lines they take within room pixels. */
void table_leave_words(const TableScene *t, int room, char *buf, size_t cap, int *px, int *lines);
/* Seats shown as thumbnails, in order (every seat but the one shown large). */
int table_thumb_seats(const TableScene *t, int out[GAME_MAX_PLAYERS - 1]);

/* ---- table_deadlines.c: every moment the table changes by itself --------------------- */
/* The table's timers, each a slot of its Deadlines (deadline.h). */
typedef enum {
    TABLE_DUE_DICE,      /* the dice have landed and the elephant arrived */
    TABLE_DUE_PEN,       /* the pen has finished its mark */
    TABLE_DUE_GAINS,     /* the last gain shown has faded */
    TABLE_DUE_FORCED,    /* the forced steps' ring has faded */
    TABLE_DUE_MESSAGE,   /* the message has run out */
    TABLE_DUE_PEEK,      /* the pointer has rested on a thumbnail long enough */
    TABLE_DUE_ROLL,      /* the roll after a bot's last decision */
    TABLE_DUE_BOT,       /* a bot's answer may be played (its pace, match_bot_due) */
    TABLE_DUE_OVER,      /* the pause before the end screen is over */
    TABLE_DUES
} TableDue;
/* Every timer running now, with its moment. */
void table_deadlines(const TableScene *t, Deadlines *d);
/* Timer k runs and its moment is still ahead of now (what moves, what shows a while). */
bool table_due_ahead(const TableScene *t, TableDue k, uint32_t now);
/* Timer k runs and its moment has come (what the tick then does). */
bool table_due_come(const TableScene *t, TableDue k, uint32_t now);
/* The earliest moment still ahead of now, for the loop; 0: none. */
uint32_t table_wake(const TableScene *t, uint32_t now);
/* When the forced steps' ring fades (table_marks.c); 0 when none is shown. */
uint32_t table_forced_until(const TableScene *t);

/* ---- table_ops.c: the parts of the scene interface the lesson shares ------------------ */
SceneRequest table_ops_event(TableScene *t, const SDL_Event *e, uint32_t now);
void table_ops_look(const TableScene *t, uint32_t now, SceneLook *l);
void table_ops_words(TableScene *t, SceneWords *w, SceneSay say, void *ctx);
void table_ops_restyle(TableScene *t, const SceneStyle *st);
void table_ops_textures(TableScene *t, bool lost);

#endif
