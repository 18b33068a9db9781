/* move_why.h — one sentence why one move beats another at the same decision, from what
 * changes between them, in the game's own words (the puzzle's card, docs/puzzles.md): "A
 * karma rolls the orange Maharani and the blue fish again: …", "By the end of your turn it
 * builds 1 building more.", "It takes the green curve, the last die of its colour, away from
 * the players after you."
 *
 * What changes is read in three places, in this order:
 *   - karma (R8.2, R8.3): a karma spent against a die taken, a die kept against another
 *     roll, said by the dice;
 *   - at once: the state each move leaves (the tracks, the boat, the goods, the karma kept,
 *     what the goods owned would sell for);
 *   - by the end of the turn: each move followed by the seat's own decisions to the turn's
 *     end, each taken as the one that gains most at once (race points first, then buildings,
 *     the boat, goods, karma, the palace, upgrades and open road ends: move_why_turn); no
 *     roll is played, so a karma's roll ends the turn's look there. Then what the turn leaves
 *     the others: the last die of a colour taken from the centre.
 * Only when none of these tells the two apart is the sentence the general one.
 *
 * Pure: game values in, text out in the language given (a Lang, i18n.h). */
#ifndef RAJAS_MOVE_WHY_H
#define RAJAS_MOVE_WHY_H

#include <stddef.h>

#include "game.h"
#include "i18n.h"

/* Which sentence was written (the measure of how often the general one is: docs/puzzles.md). */
typedef enum {
    MOVE_WHY_CROSSING,      /* crossing ends the game with the seat ahead (R3.4, R3.5) */
    MOVE_WHY_KARMA_ROLL,    /* a karma's roll against a die taken (R8.2) */
    MOVE_WHY_KARMA_TAKE,    /* a die taken against a karma's roll */
    MOVE_WHY_KEEP,          /* a die kept against another roll (R8.3) */
    MOVE_WHY_REROLL,        /* another roll against a die kept */
    MOVE_WHY_NOW,           /* fame, money, the boat, goods or karma at once */
    MOVE_WHY_TURN,          /* the same, or buildings, the palace, upgrades, by the turn's end */
    MOVE_WHY_ROAD_ENDS,     /* more open road ends to build on (R5.4) */
    MOVE_WHY_LAST_DIE,      /* the last die of a colour taken from the others (R2.3) */
    MOVE_WHY_LATER,         /* race points given up now for a stronger position */
    MOVE_WHY_GENERAL        /* none of these: the futures played out say it */
} MoveWhy;

/* The sentence why best beats other, both legal actions of the seat to act in before. */
MoveWhy move_why(const Lang *lang, const Game *before, const Sheets *sheets, const Action *best,
                 const Action *other, char *buf,
                 size_t cap);

/* The game at the end of the turn a plays in before: a, then each decision of the same seat
 * in that turn taken as the one that gains most at once, up to a roll or the turn's end (the
 * game as the turn left it, R2.6). False when a is not legal. */
bool move_why_turn(const Game *before, const Sheets *sheets, const Action *a, Game *out);

#endif
