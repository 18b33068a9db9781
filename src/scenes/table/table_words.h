/* table_words.h — the table's own sentences: the prompt that says whose turn it is and what
 * to do, and a refused click in plain words. What an action did, and the other words the end
 * screen and the replay share with the table, are game_words.h's. Pure: text from game
 * values, in the language lang (i18n.h). */
#ifndef RAJAS_TABLE_WORDS_H
#define RAJAS_TABLE_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "game_words.h"
#include "i18n.h"

/* "Leila: take a die from the centre …" for the open decision. karma_armed: the player has
 * pressed Karma and is choosing the centre die to roll with the elephant's. */
void table_words_prompt(const Lang *lang, const Game *g, const char *name, int karma_armed, char *buf, size_t cap);

/* What a palace person's step offers now, read from the legal moves: the Merchant sells
 * (at most sell_most goods) or gives a good (R7.7), the Portuguese moves the boat back or
 * gives a good (R7.10). (The Maharani's step with a single field left is carried out by the
 * engine itself, one outcome: its prompt always offers 1 or 2, R7.6.) */
typedef struct {
    bool sell, take, back;
    int sell_most;
} PersonOffers;
/* Every way the rules give the person, for a prompt that does not know the legal moves. */
PersonOffers table_words_every_offer(void);
/* The Merchant's or the Portuguese's prompt naming only the ways in o (a way
 * that is not open now is never offered); false, and buf untouched, for any other step. */
bool table_words_person(const Lang *lang, const Game *g, const char *name, PersonOffers o, char *buf, size_t cap);

/* The half-road step's prompt (R5.6, R9.5) for n half roads left: single, one may go on a
 * built field; joined, two together may be one straight or curve in a free field. When
 * only joined is true the prompt says that the two fit only together. */
void table_words_halves(const Lang *lang, const char *name, int n, bool single, bool joined, char *buf, size_t cap);

/* The prompt while the dice of a roll still fly: "Asha: the dice are rolling…" (karma: the two
 * karma dice). */
void table_words_rolling(const Lang *lang, const char *name, bool karma, char *buf, size_t cap);

/* The prompt while the hand-over card waits for the next person (nothing moves behind it):
 * "Dev plays next: pass the screen to them, then click the card". */
void table_words_handover(const Lang *lang, const char *name, char *buf, size_t cap);

/* The prompt once the player's turn is done and waits for End turn (or Undo). */
void table_words_turn_done(const Lang *lang, const char *name, char *buf, size_t cap);
/* The same in a practice, where the turn is never passed on: "Leila: your choice is
 * played — Undo to try another, or Leave". */
void table_words_practice_done(const Lang *lang, const char *name, char *buf, size_t cap);

/* A refused click in plain words, without the clause: "Not allowed: <the engine's reason>".
 * table_words_why: the "Why?" tooltip that keeps the clause, "Rule R5.4: <reason>". */
void table_words_refused(const Lang *lang, const Refusal *why, char *buf, size_t cap);
void table_words_why(const Lang *lang, const char *clause, const char *reason, char *buf, size_t cap);
/* A good clicked beyond the most a sale takes (R5.7, R7.7, R9.6), in plain words with the
 * count and the way back: "Not allowed: this sale takes at most 2 goods — click a chosen
 * good again to put it back". */
void table_words_sale_over(const Lang *lang, int most, char *buf, size_t cap);
/* Why a click on market slot (good, slot) of the seat to act does nothing, as a refusal
 * whose message is already in words (term_refusal passes it through): a sale sells only
 * goods owned (R4.3; selling: a sale is open), a good gained is circled in its row's first
 * empty slot, and the market changes only when goods are gained or sold (R4.1). */
Refusal table_words_market_refused(const Lang *lang, const Game *g, bool selling, int good, int slot);

#endif
