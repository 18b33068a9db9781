/* match_internal.h — what the match's files share and nothing else includes. */
#ifndef RAJAS_MATCH_INTERNAL_H
#define RAJAS_MATCH_INTERNAL_H

#include "match.h"

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
