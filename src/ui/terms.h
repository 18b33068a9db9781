/* terms.h — the game's words as the player reads them, in the chosen language: dice, faces,
 * goods, building types, persons, river symbols, edges, pen colours, bot levels, sheet sides
 * and the engine's refusal messages. The engine names things by fixed English identifiers
 * (names.h: "purple-1", "great-mogul", "tea"); those stay the protocol's words, and the scene
 * turns them into display words here, translated at the moment they are shown (i18n.h).
 * Every function returns a static string; nothing is allocated. */
#ifndef RAJAS_TERMS_H
#define RAJAS_TERMS_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "i18n.h"

/* A die is named by the face it shows (the face says the colour too, names.h), never by
 * the protocol's label: "the blue fish" in a sentence, "The blue fish" on its own. */
const char *term_die(const Lang *lang, int face);            /* "the purple tea + silk" */
const char *term_die_title(const Lang *lang, int face);      /* "The purple tea + silk" */
const char *term_face(const Lang *lang, int face);           /* "tea + silk", "curve", "lotus", "Great Mogul" */
const char *term_good(const Lang *lang, int good);           /* "tea", in a sentence */
const char *term_good_title(const Lang *lang, int good);     /* "Tea", as a label */
const char *term_type(const Lang *lang, int type);           /* "temple", in a sentence */
const char *term_type_title(const Lang *lang, int type);     /* "Temple", as a label */
const char *term_person(const Lang *lang, int person);       /* "Great Mogul" */
const char *term_symbol(const Lang *lang, int symbol);       /* "lotus" */
const char *term_edge(const Lang *lang, int edge);           /* "north" */
const char *term_colour(const Lang *lang, int colour);       /* a pen colour: "blue" (widgets.h order) */
const char *term_bot_level(const Lang *lang, int level);     /* "easy" */
/* A sheet side by its file name ("sun"), in a sentence or, title, as a label ("Sun");
 * a side this table does not know is shown as it is named. */
const char *term_side(const Lang *lang, const char *name, bool title);

/* The engine's refusal message in the player's language (the clause stays as it is). */
const char *term_refusal(const Lang *lang, const Refusal *why);
/* "R5.4: no bonus on this border edge", translated: what the table shows for a refusal. */
void term_refusal_line(const Lang *lang, const Refusal *why, char *buf, size_t cap);
/* The answer to "Why?" behind a sentence a player reads without clause numbers: the
 * clause, for looking it up in the rules, and what it says: "Rule R1.1: a game has 2, 3,
 * 4 or 5 players, one sheet each". Shown where the player asks (a tooltip). */
void term_rule(const Lang *lang, const char *clause, const char *says, char *buf, size_t cap);
/* The label a player points at for that: "Why?". */
const char *term_why_label(const Lang *lang);

/* Joins items into one phrase: "a", "a and b", "a, b and c". */
void term_list(const Lang *lang, const char *const *items, int n, char *buf, size_t cap);

#endif
