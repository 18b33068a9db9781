/* end_words.h — the end screen in words (end_words.c), from the ranking's values alone: the
 * places, the title and subtitle, each row's overlap, scores, accuracy and tie-breaks, and
 * the review's progress, title and items, each in lang. */
#ifndef RAJAS_END_WORDS_H
#define RAJAS_END_WORDS_H

#include "end.h"

/* "1st", "2nd", …; "?" for a place outside 1..5. */
const char *end_words_place(const Lang *lang, int place);
/* The title: "Leila wins!", "Leila and Arjun share the win!" or "3 players share the
 * win!"; second is read only for two winners. */
void end_words_title(const Lang *lang, int winners, const char *first, const char *second, char *buf, size_t cap);
/* How the game ended, after `round` on sheet side `side` (its file name, "sun"), whether
 * anyone crossed, and how the ranking is made, in plain words. */
void end_words_subtitle(const Lang *lang, int round, const char *side, bool crossed, char *buf, size_t cap);
/* The rule behind the ranking, for the subtitle's "Why?" (R3.5): "Rule R3.5: players are
 * ranked by overlap, …". */
void end_words_why(const Lang *lang, char *buf, size_t cap);
/* A row's overlap against the crossing value: "Overlap +6: race 86 passed the crossing at
 * 80" or "Overlap -4: race 76, 4 short of 80". */
void end_words_overlap(const Lang *lang, const EndRow *row, int crossing, char *buf, size_t cap);
/* "Fame 30, money 26 · karma collected 3, used 1". */
void end_words_scores(const Lang *lang, const EndRow *row, char *buf, size_t cap);
/* A person's accuracy once the story is there: "Accuracy 87 %: the share of the best chance
 * your decisions kept"; "" when none is said. */
void end_words_accuracy(const Lang *lang, const EndRow *row, char *buf, size_t cap);
/* Row i's tie-breaks against every other of the n rows with the same overlap, joined by
 * "; " into one sentence: "Same overlap as Leila, ahead on karma collected (3 to 2)".
 * "" when no row shares its overlap. */
void end_words_tie(const Lang *lang, const EndRow *rows, int n, int i, const Seats *seats, char *buf, size_t cap);

/* The review's progress: "Reviewing your decisions: 12 of 70". */
void end_words_review_progress(const Lang *lang, int done, int total, char *buf, size_t cap);
/* The review card's title for its state and how many costly decisions it lists. */
const char *end_words_review_title(const Lang *lang, EndReviewState state, int shown);
/* A reviewed decision in two lines, from the position it was taken in: "Round 4 · Leila
 * took purple 2 (tea + tea)" and "Better: Take orange 1 (Maharani) — about 6% more chance
 * to win". */
void end_words_review_item(const Lang *lang, const EndReviewItem *it, const Game *before, const Sheets *sh, const Seats *seats,
                           char *line1, char *line2, size_t cap);

#endif
