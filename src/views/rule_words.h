/* rule_words.h — a rule clause in the rules' own words (docs/rules.md), in the language
 * loaded: what "Why?" shows after a refused move, and the log's detail of a refusal. Only
 * the clauses a refusal at the table can name are held; the sentences are translated like
 * every text a player sees (po/). Pure: no SDL, no files. */
#ifndef RAJAS_RULE_WORDS_H
#define RAJAS_RULE_WORDS_H

#include "i18n.h"

/* The sentences of clause ("R5.8"), or NULL for a clause not held. Static storage. */
const char *rule_words(const Lang *lang, const char *clause);
/* The clauses held, for the tests: how many, and the i-th ("R2.1"), NULL out of range. */
int rule_words_count(void);
const char *rule_words_clause(int i);

#endif
