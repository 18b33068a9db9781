/* game_words.h — a game in words, as the table's log, the replay viewer and the end screen's
 * review say it: what an action did (and, for the hint, what it would do), why a die had no
 * effect or a bonus lapsed, the round lines, a person's title and a bonus. Pure: text from
 * game values, in the language given (a Lang, i18n.h). */
#ifndef RAJAS_GAME_WORDS_H
#define RAJAS_GAME_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "i18n.h"

/* The player addressed as "you": the lesson's person, whose seat is named "You" (app/flow.c)
 * in the language it was named in. Sentences about them take the verb in the second
 * person: "You hold the elephant", "Du nimmst …", never "You holds". */
bool words_you(const Lang *lang, const char *name);
/* The sentence with the player as its subject: you_fmt (the second person, without the
 * name) for the player addressed as "you", else name_fmt with the name first. Both are
 * literal formats, each checked by the compiler against the arguments that follow. At
 * least one argument after the name (ISO C's variadic macros). */
#define SUBJECT(buf, cap, you, you_fmt, name_fmt, name, ...) \
    ((you) ? snprintf(buf, cap, you_fmt, __VA_ARGS__) : snprintf(buf, cap, name_fmt, name, __VA_ARGS__))

/* The log's round lines: "Round 3: Asha holds the elephant." and the first, with the
 * sheet's side: "Round 1, sun side. Asha holds the elephant." */
void words_round(const Lang *lang, int round, const char *holder, char *buf, size_t cap);
void words_first_round(const Lang *lang, int round, const char *side, const char *holder, char *buf, size_t cap);

/* What happened, from the state before and after: "Leila took the green curve", "Leila
 * drew a road in B2 +2 fame". */
void words_action(const Lang *lang, const Game *before, const Game *after, const Sheets *sh, const Action *a,
                  const char *name, char *buf, size_t cap);

/* What an action would do, as advice to the player about to act (the Hint panel):
 * "Take the green curve", "Draw a road in B2 +2 fame". */
void words_advice(const Lang *lang, const Game *before, const Game *after, const Action *a, char *buf, size_t cap);

/* Why nothing happened. words_no_effect writes "Asha took the orange Maharani, which has
 * no effect: the boat is on the last river field" and returns true when a and was a die
 * taken or kept whose action could not be carried out (R2.5); otherwise false.
 * words_lapse: "Asha cannot use 2 fame, so it lapses: fame is at the end of its track" for
 * a bonus that lapsed (R9.4); seat is the player whose bonus it was, in g as it is after. */
bool words_no_effect(const Lang *lang, const Game *before, const Game *after, const Action *a, const char *name,
                     char *buf, size_t cap);
void words_lapse(const Lang *lang, Bonus b, const Game *g, int seat, const char *name, char *buf, size_t cap);

/* A person's title ("Raja Man Singh"), a bonus in words ("2 fame", "a half road") and a
 * bonus as the short label under its icon on a chip ("+2 fame", "sell 3 same"). */
const char *words_person(const Lang *lang, int person);
void words_bonus(const Lang *lang, Bonus b, char *buf, size_t cap);
void words_bonus_short(const Lang *lang, Bonus b, char *buf, size_t cap);

#endif
