/* match_internal.h — what the match's files share and nothing else includes. */
#ifndef RAJAS_MATCH_INTERNAL_H
#define RAJAS_MATCH_INTERNAL_H

#include "match.h"

/* The match's own fields: only the files of src/match read or write them. */
struct Match {
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
};

/* The events of one applied decision or roll (kind MATCH_EV_ACTION or MATCH_EV_ROLL): the
 * action, each step the engine then took by itself, the gains, the bonuses that lapsed,
 * crossed tracks, a new round and the end. before is the state before; the session holds
 * the state after. held: the turn it ended is held for End turn, which tells the new round. */
void match_events_of_apply(Match *m, MatchEventKind kind, const Game *before, const Action *a,
                           const GameForced *trace, bool held, uint32_t now);
/* An event with no states of its own beyond the game now (TURN_HELD, TURN_PASSED). */
void match_event_simple(Match *m, MatchEventKind kind, int seat, uint32_t now);
void match_event_undone(Match *m, const Game *before, const Game *after, const Action *a, uint32_t now);
void match_event_save_failed(Match *m, int cause, uint32_t now);
/* match_bots.c: after the change from generation `after` (a bot's answer played, End turn),
 * the search begun ahead becomes the bot's if the game is the state it was begun on. */
void match_bots_adopt(Match *m, uint32_t after);

#endif
