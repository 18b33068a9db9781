/* session.h — one game as it is played: the set-up, the current state and the history of
 * rolls and actions that led to it, for undo and the record (docs/protocol.md `record`), which
 * is also what a save file holds (src/files/save_file.h writes and reads it). The text
 * protocol (rajas-engine) and the SDL scene both play through a Session. No I/O.
 *
 * Ownership: a Session is a value the caller owns (stack or static). session_init makes it
 * empty; session_free releases its history; nothing else allocates that the caller must
 * free, except session_record's text (free it with free()). The Sheets table is borrowed:
 * it must outlive the Session and never change while the Session uses it.
 *
 * Fields are public for reading; change a Session only through these functions. */
#ifndef RAJAS_SESSION_H
#define RAJAS_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

/* One step of the history: the state before it and what was done. */
typedef struct {
    Game before;
    Action action;       /* the action or roll applied */
    uint8_t generated;   /* 1: a roll sampled from the game's generator (recorded as `roll`) */
} SessionEntry;

typedef struct {
    const Sheets *sheets;    /* borrowed */
    bool started;            /* false until the first successful session_new */
    bool rounds_apart;       /* Today's dice: round rolls are daily_round_roll's (daily.h) */
    Setup setup;
    Game game;
    SessionEntry *entry;     /* owned; count used of cap */
    size_t count, cap;
} Session;

void session_init(Session *s, const Sheets *sheets);
void session_free(Session *s);

/* Starts a new game and forgets the history. Refused (R1.1, R1.3 …) → the session is kept. */
bool session_new(Session *s, const Setup *setup, Refusal *why);
/* A game started at g, a state another session's history holds (its first entry's state
 * before): to play that history again step by step, as it was. Empties the history. */
void session_start_at(Session *s, const Setup *setup, const Game *g);

/* Applies an action or a given roll and records it. Refused → nothing changes. Also refuses
 * with clause "P" when no game has been started or memory runs out. */
bool session_apply(Session *s, const Action *a, Refusal *why);
/* session_apply that also says which steps the engine then took by itself
 * (game_apply_traced; trace may be NULL): the action is applied once, for its record and its
 * story both. */
bool session_apply_traced(Session *s, const Action *a, Refusal *why, GameForced *trace);
/* session_apply for an action read from a record (game_apply_recorded: what an older version
 * wrote under the rules before R9.4 and R9.6 changed replays as it did then; sale_follows:
 * the record's next line is a `sell`). Only records take this path. */
bool session_apply_recorded(Session *s, const Action *a, bool sale_follows, Refusal *why);

/* Rolls with the game's generator when a roll is due and records it as a generated roll.
 * When none is due, *why is the engine's refusal of a roll now. *rolled may be NULL.
 * With rounds_apart on, a round's roll (R2.1) is instead daily_round_roll's faces for the
 * game's seed and round, applied and recorded as given faces (`roll <faces>`), so the round
 * rolls never depend on the karma rolls, which alone draw from the game's generator. */
bool session_roll_random(Session *s, Action *rolled, Refusal *why);

/* Today's dice (daily.h): from now on the round rolls are the day's whatever was chosen.
 * Kept until session_new or session_replay starts another game; the program sets it on a
 * daily game it starts or resumes. */
void session_set_rounds_apart(Session *s, bool on);

/* Takes back the last roll or action. False when there is nothing to take back. */
bool session_undo(Session *s);

/* ---- session_setup.c: the `new` line ----------------------------------------------- */

/* Parses the arguments of a `new` line ("players=3 side=moon first=2 seed=7": keys in any
 * order, each at most once; players is required, the defaults are side=sun first=1 seed=1;
 * seats are 1-based in the text, 0-based in *out). Bad syntax or a missing players →
 * clause "P"; a player count outside 2..5 or an unknown side → "R1.1"; a first seat outside
 * 1..players → "R1.3". *clause is a static string; the message is written into msg. */
bool session_parse_setup(const char *args, const Sheets *sheets, Setup *out,
                         const char **clause, char *msg, size_t msg_cap);

/* ---- session_record.c: the game as protocol text ---------------------------------- */

/* The record: "new players=<n> side=<name> first=<seat> seed=<n>\n", then per history entry
 * "roll\n" (generated), "roll <faces>\n" (given) or "do <action>\n". Returns a new string
 * (caller frees), or NULL when no game has been started or memory runs out. */
char *session_record(const Session *s);

/* Replays a record into a scratch session; only when every line replays does it replace
 * *s (whose old history is freed). Otherwise *s is untouched and err holds
 * "<source>:<line>: <what is wrong>". Blank lines and '#' lines are skipped. */
bool session_replay(Session *s, const char *text, const char *source, char *err, size_t err_cap);

#endif
