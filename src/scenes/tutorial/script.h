/* script.h — the guided first game's lesson as data (docs/learning.md, "Learn to play"):
 * the dice of each round, the die the bot takes, and the steps the player is walked
 * through, each either a note to read or an action to make, written in the protocol's own
 * words (docs/protocol.md) so the engine parses them. Pure: no SDL, no words for the
 * player (coach_words.c has those), no state. The lesson is two players on the sun side,
 * the person in seat 0 holding the elephant first, against an easy bot in seat 1. */
#ifndef RAJAS_LESSON_SCRIPT_H
#define RAJAS_LESSON_SCRIPT_H

#include <stdbool.h>

#include "coached.h"   /* Aim: what a step points at */
#include "game.h"
#include "lesson_screen.h"   /* LESSON_PERSON, LESSON_BOT */

#define LESSON_SEED 1
/* The bot's pace in the lesson, at the least: each of its moves can be followed. */
#define LESSON_BOT_PACE_MS 1600
#define LESSON_ROUNDS 3

/* Where a step points (coach_target.c turns it into a rectangle from the table's layout). */
#define LESSON_AIMS 3

typedef enum { LESSON_READ, LESSON_DO } LessonKind;

typedef struct {
    LessonKind kind;
    /* LESSON_DO: the action wanted, as the start of its canonical text: "take green-1"
     * is exactly that, "road C2" any road in C2, "sell " (with its space) any sale of at
     * least one good (lesson_matches). */
    const char *want;
    Aim aim[LESSON_AIMS];
} LessonStep;

enum {
    LESSON_WELCOME, LESSON_TAKE_GREEN, LESSON_ROAD_TOWER, LESSON_TAKE_PURPLE, LESSON_GOODS,
    LESSON_TAKE_BLUE, LESSON_BONUS_RIVER, LESSON_RACE, LESSON_TAKE_ORANGE, LESSON_UPGRADE,
    LESSON_TAKE_CURVE, LESSON_ROAD_MARKET, LESSON_SELL, LESSON_KARMA, LESSON_KEEP,
    LESSON_BONUS_MONEY, LESSON_BONUS_TRACK, LESSON_GOODS_CHOICE, LESSON_END, LESSON_STEPS
};

const LessonStep *lesson_step(int i);
/* True when action a is what step i wants (a LESSON_DO step). */
bool lesson_matches(int i, const Action *a);
/* The round roll of round `round` (1..LESSON_ROUNDS), or the karma roll of that round
 * (karma true), as a given-faces ACT_ROLL; false when the lesson gives no dice there. */
bool lesson_roll(int round, bool karma, Action *out);
/* The die the bot takes at that round and turn (as "take <die>"); false when the bot
 * chooses for itself. */
bool lesson_bot_take(int round, int turn, Action *out);
/* Which step is current after `done` person's actions with reads acknowledged (bit i of
 * read_seen for read step i): the first unread note or undone action; LESSON_STEPS when
 * the lesson is over. */
int lesson_current(int done, unsigned long read_seen);

#endif
