/* log_book.h — the game's log ("What happened") as typed items taken from a match's events
 * (match_event.h): the round lines, what each seat did (or that it had no effect, R2.5), each
 * step the engine took by itself, each bonus that lapsed (R9.4), crossed tracks (R3.4) and
 * what Undo took back. An item keeps the states it is about, so its words are written when
 * they are read, in the language of that moment (log_book_words): a language switch rewrites
 * nothing. The table keeps one for the game being played, the replay viewer one for the game
 * up to the step it shows. Pure: no SDL, no I/O.
 *
 * Ownership: a LogBook is a flat value; it borrows the Sheets and the seats' names, which
 * must outlive it. */
#ifndef RAJAS_LOG_BOOK_H
#define RAJAS_LOG_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "i18n.h"
#include "match_event.h"
#include "seat.h"

#define LOG_BOOK_ITEMS 80     /* items kept: the oldest go first */
#define LOG_BOOK_CHARS 320    /* bytes of one item's words, the NUL included */

typedef enum {
    LOG_FIRST_ROUND,   /* the game's first line: round, side of the sheet, the elephant */
    LOG_ACTION,        /* a decision or a roll: action, before → after */
    LOG_STEP,          /* a step the engine took by itself: action, before → after */
    LOG_NO_EFFECT,     /* a step with no possible move (its decision did not say so) */
    LOG_LAPSED,        /* seat's bonus lapsed: bonus, after */
    LOG_ROUND,         /* a round began: after.round, after.holder */
    LOG_CROSSING,      /* seat's tracks crossed: after (how many players) */
    LOG_UNDONE,        /* what Undo took back: action, before → after as it was played */
    LOG_NOTE,          /* words given as they are (log_book_note) */
    LOG_REFUSED        /* a move the rules refused: clause, said (log_book_refused) */
} LogKind;

typedef struct {
    uint8_t kind;      /* LogKind */
    bool explained;    /* ACTION: its words say it had no effect, its steps need not */
    int8_t seat;       /* whose item it is (the event's seat); -1: the table's (a roll) */
    size_t entry;      /* the session history entry of its event (MatchEvent.entry) */
    Bonus bonus;       /* LAPSED */
    Action action;
    Game before, after;
    char clause[8];    /* REFUSED: the rule ("R5.4") */
    char said[200];    /* REFUSED: the reason as the engine gave it (terms.h translates it) */
    int16_t most;      /* REFUSED: a good clicked past a sale of this many (log_book_sale_over);
                          0: the engine's reason says it */
} LogItem;

typedef struct {
    LogItem item[LOG_BOOK_ITEMS];
    int count;
    uint32_t serial;                    /* items ever added */
    bool explained;                     /* the last decision said it had no effect */
    const Sheets *sheets;               /* borrowed */
    const char (*names)[SEAT_NAME_MAX]; /* borrowed: the seats' names, GAME_MAX_PLAYERS */
    /* The words of each item, written in the language whose lang_serial() was words_at[i]
     * (0: none yet; a note's words are kept as they are). */
    char words[LOG_BOOK_ITEMS][LOG_BOOK_CHARS];
    unsigned words_at[LOG_BOOK_ITEMS];
} LogBook;

/* An empty book for a game on these sheets with these seats' names. */
void log_book_init(LogBook *b, const Sheets *sheets, const char (*names)[SEAT_NAME_MAX]);
/* Empties it (the sheets and names stay). */
void log_book_clear(LogBook *b);
/* The game's first line, from its first state. */
void log_book_first(LogBook *b, const Game *first);
/* Takes one event: the item it adds, or NULL when the log does not tell it (gains, a hold,
 * the end, a failed save; a step of a decision that said it had no effect). */
const LogItem *log_book_take(const Lang *lang, LogBook *b, const MatchEvent *e);
/* Adds words that belong to no event, kept as they are in every language. */
void log_book_note(LogBook *b, const char *text);
/* Adds a refused move (a Refusal's clause and message) as the seat to act in g tried it;
 * nothing when the newest item is the same refusal. */
void log_book_refused(LogBook *b, const Game *g, const char *clause, const char *message);
/* The same for a good clicked past what a sale takes (R5.7, R7.7, R9.6): its line says the
 * count, "Not allowed: this sale takes at most 2 goods". */
void log_book_sale_over(LogBook *b, const Game *g, const char *clause, const char *message, int most);
/* Drops the newest item when it is a round line (a held turn's new round is told at End
 * turn). */
void log_book_drop_round(LogBook *b);

/* What the other seats did since seat's last decision: the indices of the items (oldest
 * first, at most cap) of decisions, steps made by themselves, steps of no effect, lapsed
 * bonuses and crossings of seats other than seat, after seat's newest decision that Undo
 * did not take back (all kept items when there is none); rolls, round lines and whatever
 * Undo took back are left out. Returns how many. */
int log_book_since(const LogBook *b, int seat, int *out, int cap);

/* Item i's words in lang (written again only after a switch of lang's language). */
const char *log_book_words(const Lang *lang, LogBook *b, int i);
/* The same, written into buf whatever is kept. */
void log_book_write(const Lang *lang, const LogBook *b, int i, char *buf, size_t cap);

#endif
