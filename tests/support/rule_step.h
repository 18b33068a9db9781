/* rule_step.h — a rule test's steps (tests/test_rules_*.c): an action played and what it
 * leaves, the actor's marks and the bonuses pending, checked in the same line; actions
 * refused under one clause; and a die taken to no effect. Each fails the test naming what
 * differs. */
#ifndef RAJAS_TEST_RULE_STEP_H
#define RAJAS_TEST_RULE_STEP_H

#include "position.h"

/* Plays the action (test_do) for the seat to act, then checks that seat's marks as
 * assert_marks reads them ("" checks none) and the pending bonuses as assert_pending writes
 * them (NULL checks none). */
void test_step(Game *g, const char *action, const char *marks, const char *pending);

/* Plays the actions of a list like "take green-2 | road D1 EW" (test_play); the game then
 * waits on that step (STEP_SELL, STEP_UPGRADE, …). */
void test_play_to_step(Game *g, const char *actions, int step);

/* Each action of a list like "road C2 NS | road C2 NESW" is among the legal actions
 * (assert_all_legal) or none is (assert_none_legal); a failure names the action. */
void assert_all_legal(const Game *g, const char *actions);
void assert_none_legal(const Game *g, const char *actions);

/* Each action of a list like "sell tea | sell tea tea" is refused naming the clause, the
 * game left as it was (test_refused); a failure names the action. */
void test_refused_all(Game *g, const char *actions, const char *clause);

/* Sun, nothing built but the residence (D2 N, E, W, its free edge S at a border without a
 * bonus): the two half roads just gained, of the green half+half (R5.6) or the master
 * builder (R7.9), fit in no free field alone, so they wait to be combined into a straight or
 * a curve joined to D2 (R5.5). */
void assert_sun_halves_combine(const Game *g);

/* Seat 0 takes the die ("orange-1"): its sheet is as before, nothing is pending or lapsed,
 * and seat 1 chooses a die (R2.5: a die whose effect cannot be carried out has none). */
void assert_no_effect(Game *g, const char *die);

#endif
