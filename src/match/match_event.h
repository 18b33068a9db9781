/* match_event.h — what happened in a match, as typed values. Every change the match makes
 * (match.h) appends events with increasing sequence numbers; readers keep the number they
 * have seen and read on from there. An event holds the states it is about, so the words
 * for it can be written at any time, in any language, even after an Undo took it back. */
#ifndef RAJAS_MATCH_EVENT_H
#define RAJAS_MATCH_EVENT_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

typedef enum {
    MATCH_EV_ACTION,       /* a seat's decision: action, before → after (the whole apply) */
    MATCH_EV_ROLL,         /* dice rolled: action (the faces), before → after */
    MATCH_EV_FORCED,       /* a step the engine made by itself: action, before → after of it */
    MATCH_EV_NO_EFFECT,    /* a step with no possible move: before, the die (arg) if any */
    MATCH_EV_GAIN,         /* seat's track or goods moved: what, amount (may be < 0) */
    MATCH_EV_LAPSED,       /* a pending bonus lapsed unused (R9.4): bonus */
    MATCH_EV_ROUND,        /* a round began: after.round, after.holder holds the elephant */
    MATCH_EV_TURN_HELD,    /* seat's finished turn waits for End turn */
    MATCH_EV_TURN_PASSED,  /* End turn: seat's held turn is passed on */
    MATCH_EV_UNDONE,       /* action taken back: before → after as it was played */
    MATCH_EV_CROSSING,     /* seat's tracks crossed (R3.4): the game ends after this round/pass */
    MATCH_EV_OVER,         /* the game is over: after is the final state */
    MATCH_EV_SAVE_FAILED   /* the store failed: cause (errno) */
} MatchEventKind;

/* What a gain moved. */
typedef enum { GAIN_FAME, GAIN_MONEY, GAIN_KARMA, GAIN_GOOD } GainKind;

typedef struct {
    uint64_t seq;
    uint8_t kind;          /* MatchEventKind */
    int8_t seat;           /* whose event it is; -1: the table's (a roll) */
    uint32_t at;           /* when (the caller's clock) */
    size_t entry;          /* the session history entry it belongs to (count at the time - 1) */
    Action action;         /* ACTION, ROLL, FORCED, UNDONE */
    Game before, after;    /* the states it is about (see each kind) */
    uint8_t gain;          /* GainKind */
    uint8_t good;          /* GAIN_GOOD: which good */
    int16_t amount;        /* GAIN: how much */
    Bonus bonus;           /* LAPSED */
    int die;               /* NO_EFFECT: the die taken to no effect (R2.5); -1: a later step */
    int cause;             /* SAVE_FAILED */
} MatchEvent;

#endif
