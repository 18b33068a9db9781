/* seat.h — who plays a seat: a person at the screen or a bot at one of three levels, and the
 * room a seat's name takes. The words every part that speaks of seats shares: the bots
 * (bot.h plays at a BotLevel), the player's files (the set-up, the autosave's seats, the
 * records' names) and the screens that show them. Declarations only. */
#ifndef RAJAS_SEAT_H
#define RAJAS_SEAT_H

/* A seat is played by a person at the screen or by a bot at one of the levels below. */
typedef enum { SEAT_HUMAN, SEAT_BOT } SeatKind;

/* The bots' levels (bot.h, docs/bots.md). */
typedef enum { BOT_EASY, BOT_MEDIUM, BOT_HARD, BOT_LEVEL_COUNT } BotLevel;

#define SEAT_NAME_MAX 24    /* a seat name's bytes with its NUL (the table's, the records') */

#endif
