/* match.h — one game as it is played at the table, between the session and the scenes (the
 * midend). A Match is the only writer of its Session during play: every decision, roll, undo
 * and End turn goes through it, is applied once, and leaves typed events (match_event.h)
 * that the log, speech, sounds and the table's feedback read in the language of the moment.
 * It also owns the policies around the rules: which seats are bots and asking them (through
 * an injected runner, so tests and the text tools run bots without threads), the End-turn
 * hold of a person's finished turn, what Undo may take back, and the store (the autosave
 * writer the program passes in; the lesson passes none). No SDL, no I/O of its own.
 *
 * Ownership: the Match is a flat value that borrows the Session, the Sheets and the store's,
 * runner's and coach's contexts; it allocates nothing. Times are milliseconds on any clock the
 * caller uses consistently. */
#ifndef RAJAS_MATCH_H
#define RAJAS_MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bot.h"
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

/* A bot's decision or a hint, computed from a copy of the game. The match fills the input
 * and hands the job to the runner; the runner fills the output (count 0: no answer) and
 * reports it done. A job is never touched by the match between start and done. */
/* A hint asks for twice the options it shows, so that as many remain once the options that
 * lead to the same position as a better one (game_alike: two like dice) are dropped. */
#define MATCH_HINTS 6
typedef struct {
    Game game;
    const Sheets *sheets;
    BotLevel level;
    BotConfig config;
    bool explain;                   /* bot_explain (a hint) instead of bot_choose */
    uint32_t generation;            /* the match's generation the job was asked about */
    BotChoice choice[MATCH_HINTS];  /* output: choice[0] is the bot's action */
    int count;
} MatchJob;

/* Runs jobs: start (false: could not start, the job is dropped), done (true once the job's
 * output is written; the runner has joined its thread), wait (blocks until done). The
 * program runs jobs on threads; match_runner_inline runs them at start, in the caller. */
typedef struct {
    void *ctx;
    bool (*start)(void *ctx, MatchJob *job);
    bool (*done)(void *ctx, MatchJob *job);
    void (*wait)(void *ctx, MatchJob *job);
} MatchRunner;
MatchRunner match_runner_inline(void);
/* Computes a job in the calling thread (what every runner's thread does). */
void match_job_run(MatchJob *job);

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
#define MATCH_BOT_PACE_MS 700     /* a bot acts no sooner than this after the last change */
#define MATCH_HINT_BUDGET_MS 500
#define MATCH_CHAIN_STEPS 2       /* a bot's decisions in a turn before it goes on at a quarter
                                     of its pace (match_bot_pace): the die and its action;
                                     the bonuses after them follow at a quarter */
#define MATCH_CASCADE_STEPS 5     /* and before it goes on at an eighth: a cascade of bonuses
                                     past the fifth decision of a turn (each step still in the
                                     log, each mark still drawn whole within its step) */
#define MATCH_CHAIN_BUDGET_MS 400 /* the hard search of a bot's later decisions in a turn: its
                                     first weighed whole turn plans (bot.h), so a later one
                                     keeps to this instead of the 1 s default */
#define MATCH_CASCADE_BUDGET_MS 150 /* and past MATCH_CASCADE_STEPS, where it goes on at an
                                     eighth of its pace, to this: a long cascade's wait is
                                     then its pacing, not its search (docs/benchmarks.md) */

/* The match's own fields: outside src/match a Match is only handed to the functions of this
 * header and match_query.h (the tests also to match_test.h's); it is declared here because
 * the table and the replay viewer hold one by value. */
typedef struct {
    Session *session;               /* borrowed; changed only by the match while it plays */
    const Sheets *sheets;           /* borrowed */
    int players;
    uint8_t bot[GAME_MAX_PLAYERS];  /* 0: a person; 1 + BotLevel: a bot */
    MatchStore store;               /* write NULL: nothing is kept (the lesson) */
    MatchRunner runner;
    MatchCoach coach;
    /* policies */
    bool hold_turns;                /* a person's finished turn waits for End turn */
    int held;                       /* the seat whose finished turn waits; -1: none */
    Game held_view;                 /* while held: the game as that turn left it (the round
                                       as played: its dice, its elephant, its number) */
    bool round_due;                 /* while held: the turn ended the round; the new one is
                                       told (MATCH_EV_ROUND) at End turn */
    uint32_t pace_ms;               /* a bot acts no sooner than this after a change */
    int bot_samples;                /* > 0: searches sample this many futures (tests) */
    int search_threads;             /* a bot's search runs on this many threads (>= 1) */
    int practice_from;              /* >= 0: a practice of the decision at this many entries
                                       of the history (match_set_practice); -1: none */
    char coach_said[768];           /* the coach's words for an action it kept back */
    /* the last store's outcome */
    bool save_tried, save_ok;
    int save_cause;
    char save_err[1400];
    /* bots and hints */
    uint32_t generation;            /* bumped by every change of the game or the hold */
    uint32_t changed_at;            /* when the game last changed */
    int32_t last_turn;              /* round, turn and seat of the last decision (match_turn_key);
                                       -1 after a roll, Undo or End turn: a bot's next decision
                                       in the same turn follows at half its pace */
    int turn_steps;                 /* decisions made so far in last_turn's turn */
    uint32_t turn_passed;           /* the generation a person's End turn made (0: none): the
                                       bot to act then goes at half its pace */
    MatchJob bot_job, hint_job;
    bool bot_running, hint_running;
    bool bot_ready;                 /* bot_job holds a fresh action waiting for its moment */
    bool hint_ready;                /* hint_job holds fresh choices */
    /* thinking ahead (match_bots.c): the search for the decision after a waiting answer */
    MatchJob ahead_job;
    bool ahead_running, ahead_done;
    bool ahead_adopted;             /* the game became ahead_job's: it is the bot's search */
    uint32_t ahead_after;           /* the generation whose answer ahead_job's game follows */
    /* events (match_event.c): the last MATCH_EVENTS_KEPT, by sequence number */
    MatchEvent event[MATCH_EVENTS_KEPT];
    uint64_t next_seq;
} Match;

/* Starts the match on the session's current game (new or resumed). bot: per seat, 0 for a
 * person, 1 + BotLevel for a bot. Holds no turn, stores nothing yet, paces bots at the
 * default and runs their jobs inline (match_set_runner). */
void match_init(Match *m, Session *s, const Sheets *sheets, int players, const uint8_t *bot);
/* Waits for any job still running (the runner's threads end). */
void match_free(Match *m);
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
 * the one that draws; 1, as match_init leaves it, in tests and tools. */
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

/* ---- bots and hints (match_bots.c) --------------------------------------------------- */
/* Collects finished jobs and starts the searches that are due, changing nothing in the
 * game: a bot's search for the decision now, and, while its answer waits for its moment,
 * the search for the decision after it (thinking ahead). The table calls it while a change
 * is still being animated too, so a search never waits for the picture. */
void match_bots_think(Match *m);
/* match_bots_think, then plays a bot's answer once its pace has passed since the last
 * change. Never rolls (the caller decides when dice roll, after their animation). */
void match_bots_tick(Match *m, uint32_t now);
/* The time a bot's search may take for a decision after `taken` of its decisions in the same
 * turn, given budget_ms for its first: that for the first, MATCH_CHAIN_BUDGET_MS for the
 * next ones, MATCH_CASCADE_BUDGET_MS from MATCH_CASCADE_STEPS taken on (the decisions its
 * pace takes an eighth for). */
int match_search_budget(int taken, int budget_ms);
/* How long after the last change a bot acts now: its pace; on in the same turn half of it,
 * a quarter from its third decision on and an eighth from its sixth (not in the lesson), so a long chain of bonuses
 * does not keep the table waiting while each step can still be followed. Right after a
 * person's End turn half of it too (not in the lesson): they have seen their turn's
 * result and passed the turn themselves. */
uint32_t match_bot_pace(const Match *m);
/* The moment a bot's answer may be played: the last change and its pace. The table lists
 * it among its timers, so the program's loop wakes for it. */
uint32_t match_bot_due(const Match *m);
/* Asks the hard bot for advice to the person to act. False when no hint can be asked. */
bool match_hint_start(Match *m);
/* The hint's choices once ready (NULL: none), and their count. With a coach that says what
 * it wants (the lesson), the hint follows it: the first of the hard bot's choices the coach
 * lets through comes first, or, when it lets none of them through, the first legal action
 * it does, alone and with a value of -1 (no chance known); none while it wants none (a
 * note to read). */
const BotChoice *match_hint(const Match *m, int *count);
/* True while a bot's or a hint's job runs (thinking ahead included). */
bool match_thinking(const Match *m);
/* Waits for running jobs and forgets their answers. */
void match_bots_stop(Match *m);

/* ---- events (match_event.c) ------------------------------------------------------------ */
/* The sequence number the next event will get: events since it are the ones to come. */
uint64_t match_next_seq(const Match *m);
/* The event with sequence number seq; NULL when it is not kept (too old, or not yet). */
const MatchEvent *match_event_at(const Match *m, uint64_t seq);

#endif
