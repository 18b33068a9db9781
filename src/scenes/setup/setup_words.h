/* setup_words.h — the set-up screen's sentences, from the set-up's values alone
 * (setup_words.c), each in the language lang, for the screen and the tests, which check them
 * word for word. */
#ifndef RAJAS_SETUP_WORDS_H
#define RAJAS_SETUP_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "game_setup.h"
#include "i18n.h"
#include "setup_layout.h"

#define SETUP_HINTS 3

/* The label of seat-kind button `option`: 0 "Human", 1 + BotLevel "Easy", "Medium", "Hard". */
const char *setup_words_kind(const Lang *lang, int option);
/* The tooltip for what h points at in set-up g: a seat's kind, colour, name, starting and
 * remove buttons ("Leila writes in blue. Click for the next free colour"), or the random
 * start. False, buf untouched, for anything else. */
bool setup_words_tip(const Lang *lang, const GameSetup *g, SetupHit h, char *buf, size_t cap);
/* The message when a seat is removed: "Leila left the table". */
void setup_words_left(const Lang *lang, const char *name, char *buf, size_t cap);
/* Who starts: "Starting player: Leila", or "Starting player: drawn at random". */
void setup_words_starter(const Lang *lang, const GameSetup *g, char *buf, size_t cap);
/* Hint i (0 .. SETUP_HINTS - 1) on how play at one screen goes. */
const char *setup_words_hint(const Lang *lang, int i);
/* Hint i as the screen shows it: after a game that could not be saved (unsaved), the last
 * says "Esc leaves the game." without promising a save; never longer than setup_words_hint's,
 * so the panel sized for those holds it. */
const char *setup_words_hint_shown(const Lang *lang, int i, bool unsaved);
/* A seat cannot leave or join (R1.1): the refusal in plain words, "A game needs at least
 * 2 players" (too_many false) or "No more than 5 players fit at the table", and why
 * ("Rule R1.1: a game has 2, 3, 4 or 5 players, one sheet each"). */
const char *setup_words_seats_refused(const Lang *lang, bool too_many);
void setup_words_seats_why(const Lang *lang, char *buf, size_t cap);

#endif
