/* table_walk.h — walks a hand's table (table_hand.h) for the tests that look at every frame
 * it draws (the text-fit and icon tests): every kind of pending bonus in the bar under the
 * sheet, and a game of people through its first decisions. Each step is handed to the test
 * to look at, named by where it is. */
#ifndef RAJAS_TEST_TABLE_WALK_H
#define RAJAS_TEST_TABLE_WALK_H

#include "table_hand.h"

/* A look at the table with the batch of kinds from `first` pending; at names it. */
typedef void (*PendingLook)(Hand *p, const char *at, int first);

/* Every kind from the first after BONUS_NONE, in batches of the bar's room, each with an
 * amount of 3 ("<where> / pending bonuses from kind <k>"); the game's own pending bonuses are
 * put back after. */
void hand_each_pending_kind(Hand *p, const char *where, PendingLook look);

/* A look at decision d of a game ("the table, <lang>, <w>x<h> at <zoom> %, <players>
 * players / decision <d>"). */
typedef void (*DecisionLook)(Hand *p, const char *where, int d);

/* A game of people (seed 5, 3 bots' rolls) at w×h and zoom: at each of its first `decisions`
 * the look, then a seeded legal action made with the mouse and the table settled. */
void hand_walk_decisions(const char *lang, int w, int h, int zoom, int players, int decisions, DecisionLook look);

#endif
