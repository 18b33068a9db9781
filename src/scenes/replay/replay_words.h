/* replay_words.h — the replay viewer's sentences (replay_words.c): its title, the step,
 * what happens next, a mark's note, the log, why a record does not load, where a die lies;
 * for the viewer's own files and the tests, which check them word for word. Each is in the
 * viewer's language, or in lang where it is given. */
#ifndef RAJAS_REPLAY_WORDS_H
#define RAJAS_REPLAY_WORDS_H

#include <stddef.h>

#include "log_book.h"
#include "records.h"
#include "replay_screen.h"

/* "Replay: Leila, Arjun and Mira · finished 2026-11-23 13:08:46". */
void replay_words_title(const ReplayScene *r, char *buf, size_t cap);
/* "Step 37 of 205 · round 4". */
void replay_words_position(const Lang *lang, int step, int count, int round, char *buf, size_t cap);
/* What happens next at the step ("Next: Leila took green 1 (curve)"), or that the game is
 * over with its winner. */
void replay_words_next(const ReplayScene *r, char *buf, size_t cap);
/* The review's note on a mark: what was played, what was better and by how much. */
void replay_words_mark(const ReplayScene *r, const ReplayMark *m, char *buf, size_t cap);
/* The log's last lines up to the step, oldest first, as the viewer's match told them (the
 * table's log of the same game: decisions, the engine's own steps, lapses, rounds, the
 * crossing); returns the count (<= max). */
int replay_words_log(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int max);
/* How the log's box shows the n lines (replay_draw.c): all at the body size, as the table's
 * log, each wrapped onto need[i] rows (px * 5 / 4 apart) at a blank; the oldest give way
 * (lines before *first are not shown) so the rows fit the box, the newest always shown,
 * whole: at a smaller size when it alone is longer than the box. Returns the size. */
int replay_log_rows(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int n, int need[], int *first);
/* Why a record does not load, naming the file. */
void replay_words_problem(const Lang *lang, const char *path, const RecordProblem *why, char *buf, size_t cap);
/* Where die d lies at the step: "centre", a seat's name, "elephant", "rolling". */
const char *replay_words_die_place(const ReplayScene *r, int die);

#endif
