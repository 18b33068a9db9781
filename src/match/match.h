/* match.h — one game as it is played at the table, between the session and the scenes (the
 * midend). A Match is the only writer of its Session during play: every decision, roll, undo
 * and End turn goes through it, is applied once, and leaves typed events (match_event.h)
 * that the log, speech, sounds and the table's feedback read in the language of the moment.
 * It also owns the policies around the rules: which seats are bots and asking them (through
 * an injected runner, so tests and the text tools run bots without threads), the End-turn
 * hold of a person's finished turn, what Undo may take back, and the store (the autosave
 * writer the program passes in; the lesson passes none). Its bots and hints are match_bots.h,
 * which this header includes. No SDL, no I/O of its own.
 *
 * Ownership: the caller owns the Match (match_new, match_free); inside it is a flat value
 * that borrows the Session, the Sheets and the store's, runner's and coach's contexts and
 * allocates nothing more. Times are milliseconds on any clock the caller uses consistently. */
#ifndef RAJAS_MATCH_H
#define RAJAS_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bot.h"
#include "match_bots.h"
#include "match_event.h"
#include "session.h"

/* Where the game is kept while it is played (the autosave). The match is its only writer
 * and remover:
 * - write: the game as it stands; held is the seat whose finished turn waits for End turn
 *   (-1: none), so a resume holds it again. False with *cause (an errno value) and the
 *   reason in err when the write failed; play goes on either way.
 * - forget: the game is over and kept elsewhere (its record): nothing to resume any more.
 * Either may be NULL (the lesson keeps nothing). */
typedef struct {
    void *ctx;
    bool (*write)(void *ctx, const Session *s, int held, int *cause, char *err, size_t cap);
    void (*forget)(void *ctx);
} MatchStore;

/* The lesson's coach: may keep a person's action from the game (writing why), give the
 * faces of a roll, and play a bot's move for it; wants says, with no other effect, whether
 * it would let an action through (the Hint follows it), and bot is asked with no other
 * effect too (whenever the bots think: when it has no move, the bot's search starts at
 * once). Each may be NULL. */
typedef struct {
    void *ctx;
    bool (*accept)(void *ctx, const Game *g, const Action *a, char *why, size_t cap);
    bool (*roll)(void *ctx, const Game *g, Action *out);
    bool (*bot)(void *ctx, const Game *g, Action *out);
    bool (*wants)(void *ctx, const Game *g, const Action *a);
} MatchCoach;

/* Events kept: many times what one change makes (a decision, up to GAME_FORCED_MAX steps,
 * gains of every seat, lapses, crossing, round, end), so a reader that takes them after each
 * change never misses one. */
#define MATCH_EVENTS_KEPT 256

/* The match's state is its own (match_internal.h): outside src/match a Match is held by
 * pointer and handed only to the functions of this header and match_query.h (the tests also
 * to match_test.h's). */
typedef struct Match Match;

/* A match that plays nothing yet (match_start starts it), or NULL when there is no memory.
 * The caller owns it and frees it with match_free, which waits for its jobs first. */
Match *match_new(void);
void match_free(Match *m);

/* Starts the match on the session's current game (new or resumed), forgetting any game it
 * played before (a match that was started must be stopped first). bot: per seat, 0 for a
 * person, 1 + BotLevel for a bot. Holds no turn, stores nothing yet, paces bots at the
 * default and runs their jobs inline (match_set_runner). */
void match_start(Match *m, Session *s, const Sheets *sheets, int players, const uint8_t *bot);
/* Waits for any job still running (the runner's threads end); the match may be started
 * again. */
void match_stop(Match *m);
void match_set_store(Match *m, MatchStore store);
void match_set_runner(Match *m, MatchRunner runner);
void match_set_coach(Match *m, MatchCoach coach);
/* Whether a person's finished turn waits for End turn. Switched off while one waits, the
 * turn ends at once. */
void match_set_hold(Match *m, bool on, uint32_t now);
/* A practice of the decision the game stands at now (the end screen's "Try it"): its person
 * plays one decision there and may Undo it to try another, and nothing goes on after it: a
 * second decision is refused (MATCH_PRACTICE), no End turn, no roll, no bot; a turn the
 * decision ends is held whatever the hold setting, so its result stays on the table. Off:
 * play as usual. */
#define MATCH_PRACTICE "practice"
void match_set_practice(Match *m, bool on);
/* Whether the practice's one decision is taken (false when no practice). */
bool match_practice_done(const Match *m);
/* The threads a bot's search (not the hint's) may use: the program gives every core but
 * the one that draws; 1, as match_start leaves it, in tests and tools. */
void match_set_search_threads(Match *m, int threads);

/* ---- play --------------------------------------------------------------------------- */
/* A seat's decision. Refused (by the coach or the rules) → nothing changes, *why says why:
 * the engine's clause, or MATCH_COACH with the coach's words. Applied once; events follow. */
#define MATCH_COACH "coach"
bool match_apply(Match *m, const Action *a, uint32_t now, Refusal *why);
/* Rolls when dice are due (the coach's faces, or the game's generator). */
bool match_roll(Match *m, uint32_t now, Refusal *why);
/* A step of a recorded game, an entry of another session's history (the replay viewer, the
 * log of a resumed game): a decision, a roll with its faces, or a roll sampled from the
 * game's generator (sampled again: the same faces when played from the same state), applied
 * once with its events as in play; no coach, no hold, no store. Refused → nothing changes. */
bool match_play_recorded(Match *m, const SessionEntry *e, uint32_t now, Refusal *why);
/* A decision's place in the game: its round, its turn within the round (R2) and the seat. */
int32_t match_turn_key(const Game *g);
/* Whether Undo has something of the acting seat's to take back: never a roll, never another
 * seat's move, never across a round; a held turn's decisions are still its player's. */
bool match_can_undo(const Match *m);
/* Takes the last decision back (false when match_can_undo says no); its event says what. */
bool match_undo(Match *m, uint32_t now);
/* End turn of a held turn: play goes on with the next seat. False when none is held or in
 * a practice. */
bool match_end_turn(Match *m, uint32_t now);
/* A resumed game whose store held seat's finished turn holds it again, when the session's
 * last entry is that seat's decision that ended its turn and holding is on. */
bool match_resume_held(Match *m, int seat);
/* A card covered the table for gap ms: a bot's pace goes on from where it stopped. */
void match_shift(Match *m, uint32_t gap);
/* Writes the store now (a retry after a failure, the first write of a new game). */
void match_store(Match *m, uint32_t now);
/* The game is over and recorded: the store forgets it (false, nothing done, while the game
 * is not over or a finished turn still waits for End turn, which Undo could reach back
 * into). */
bool match_forget(Match *m);

/* ---- who and what ------------------------------------------------------------------- */
int match_held_seat(const Match *m);
/* The game to show: while a turn is held, the game as that turn left it — one round at a
 * time: the next round's number, elephant and dice come with End turn; else the game. */
const Game *match_shown(const Match *m);
/* The seat the table speaks to: the held one, else the seat to act (-1: over). */
int match_acting_seat(const Match *m);
/* The seat whose screen it is: the seat to act or the roller, -1 when the game is over. */
int match_seat_in_charge(const Match *m);
/* True when the seat in charge is a bot (a held person's turn is the person's). */
bool match_bot_turn(const Match *m);
bool match_is_bot(const Match *m, int seat);
/* True when a roll is due now (the dice wait for no decision). */
bool match_roll_due(const Match *m);
/* True when the action from before to after ended the acting seat's turn (R2.6, R3.4). */
bool match_turn_ended(const Game *before, const Game *after);

/* ---- events (match_event.c) ------------------------------------------------------------ */
/* The sequence number the next event will get: events since it are the ones to come. */
uint64_t match_next_seq(const Match *m);
/* The event with sequence number seq; NULL when it is not kept (too old, or not yet). */
const MatchEvent *match_event_at(const Match *m, uint64_t seq);

#endif
