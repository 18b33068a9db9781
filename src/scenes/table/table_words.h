/* table_words.h — the table's sentences: the prompt that says whose turn it is and what to
 * do, and the log line that says what an action did. Pure: text from game values, in the
 * language loaded (i18n.h). */
#ifndef RAJAS_TABLE_WORDS_H
#define RAJAS_TABLE_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

/* "Leila: take a die from the centre …" for the open decision. karma_armed: the player has
 * pressed Karma and is choosing the centre die to roll with the elephant's. */
void words_prompt(const Game *g, const char *name, int karma_armed, char *buf, size_t cap);

/* The prompt while the dice of a roll still fly: "Asha: the dice are rolling…" (karma: the two
 * karma dice). */
void words_rolling(const char *name, bool karma, char *buf, size_t cap);

/* The prompt once the player's turn is done and waits for End turn (or Undo). */
void words_turn_done(const char *name, char *buf, size_t cap);

/* The player addressed as "you": the lesson's person, whose seat is named "You" (app/flow.c)
 * in the language it was named in. Sentences about them take the verb in the second
 * person: "You hold the elephant", "Du nimmst …", never "You holds". */
bool words_you(const char *name);
/* The sentence with the player as its subject: you_fmt (the second person, without the
 * name) for the player addressed as "you", else name_fmt with the name first. Both are
 * literal formats, each checked by the compiler against the arguments that follow. At
 * least one argument after the name (ISO C's variadic macros). */
#define SUBJECT(buf, cap, you, you_fmt, name_fmt, name, ...) \
    ((you) ? snprintf(buf, cap, you_fmt, __VA_ARGS__) : snprintf(buf, cap, name_fmt, name, __VA_ARGS__))

/* The log's round lines: "Round 3: Asha holds the elephant." and the first, with the
 * sheet's side: "Round 1, sun side. Asha holds the elephant." */
void words_round(int round, const char *holder, char *buf, size_t cap);
void words_first_round(int round, const char *side, const char *holder, char *buf, size_t cap);

/* What happened, from the state before and after (table_log_words.c): "Leila took the
 * green curve", "Leila drew a road in B2 +2 fame". */
void words_action(const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap);

/* What an action would do, as advice to the player about to act (the Hint panel):
 * "Take the green curve", "Draw a road in B2 +2 fame". */
void words_advice(const Game *before, const Game *after, const Action *a, char *buf, size_t cap);

/* table_why.c: why nothing happened. words_no_effect writes "Asha took the orange Maharani,
 * which has no effect: the boat is on the last river field" and returns true when a and
 * was a die taken or kept whose action could not be carried out (R2.5); otherwise false.
 * words_lapse: "Asha cannot use 2 fame, so it lapses: fame is at the end of its track" for
 * a bonus that lapsed (R9.4); seat is the player whose bonus it was, in g as it is after. */
bool words_no_effect(const Game *before, const Game *after, const Action *a, const char *name,
                     char *buf, size_t cap);
void words_lapse(Bonus b, const Game *g, int seat, const char *name, char *buf, size_t cap);
/* A refused click in plain words, without the clause: "Not allowed: <the engine's reason>".
 * words_why: the "Why?" tooltip that keeps the clause, "Rule R5.4: <reason>". */
void words_refused(const Refusal *why, char *buf, size_t cap);
void words_why(const char *clause, const char *reason, char *buf, size_t cap);
/* Why a click on market slot (good, slot) of the seat to act does nothing, as a refusal
 * whose message is already in words (term_refusal passes it through): a sale sells only
 * goods owned (R4.3; selling: a sale is open), a good gained is circled in its row's first
 * empty slot, and the market changes only when goods are gained or sold (R4.1). */
Refusal words_market_refused(const Game *g, bool selling, int good, int slot);

/* A person's title ("Raja Man Singh"), a bonus in words ("2 fame", "a half road") and a
 * bonus as the short label under its icon on a chip ("+2 fame", "sell 3 same"). */
const char *words_person(int person);
void words_bonus(Bonus b, char *buf, size_t cap);
void words_bonus_short(Bonus b, char *buf, size_t cap);

#endif
