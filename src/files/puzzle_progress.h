/* puzzle_progress.h — the player's puzzle rating and answers (docs/puzzles.md), kept in
 * puzzle-progress.txt in the user folder under the file rule, and the rules that move and
 * use it:
 *
 *   a puzzle's rating    from its measured difficulty (puzzle_set.h: the share of the easy
 *                        and medium bots' choices that miss the best move):
 *                        PUZZLE_RATING_EASIEST + PUZZLE_RATING_SPAN × that share;
 *   the player's rating  Elo against the puzzle's: expected = 1 / (1 + 10^((puzzle −
 *                        player) / 400)), then player += K × (1 or 0 − expected), rounded to
 *                        the nearest whole point; it starts at PUZZLE_RATING_START;
 *   the next puzzle      of those not among the answers kept, the one whose rating is
 *                        nearest the player's (every one again once all are answered).
 *
 * The file: "rating <n>", "answered <n>", "right <n>", then one "answer <id> <1|0>
 * <rating after>" line per answer, oldest first, the last PUZZLE_HISTORY_MAX kept. A
 * file that does not read is moved aside and the progress starts afresh (player_files.h).
 * No SDL. */
#ifndef RAJAS_PUZZLE_PROGRESS_H
#define RAJAS_PUZZLE_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "player_files.h"
#include "puzzle_set.h"

#define PUZZLE_RATING_START 1200
#define PUZZLE_RATING_EASIEST 800
#define PUZZLE_RATING_SPAN 1000
#define PUZZLE_RATING_K 32
#define PUZZLE_RATING_MAX 4000
#define PUZZLE_HISTORY_MAX 200

typedef struct {
    char id[PUZZLE_ID_MAX];
    bool right;
    int rating;                  /* the player's rating after it */
} PuzzleAnswer;

typedef struct {
    int rating;
    int answered, right;         /* every answer counted, also those no longer kept */
    int count;                   /* answers kept, oldest first */
    PuzzleAnswer answer[PUZZLE_HISTORY_MAX];
} PuzzleProgress;

void puzzle_progress_start(PuzzleProgress *p);
/* The puzzle's rating from its difficulty. */
int puzzle_progress_rating_of(const PuzzleEntry *e);
/* The player's rating after an answer to a puzzle of that rating (Elo, above). Pure. */
int puzzle_progress_elo(int player, int puzzle, bool right);
/* Counts an answer: the rating moves, the answer is kept (the oldest let go when full). */
void puzzle_progress_answer(PuzzleProgress *p, const PuzzleEntry *e, bool right);
/* The index of the puzzle to serve next (above); -1 for an empty set. */
int puzzle_progress_serve(const PuzzleSet *set, const PuzzleProgress *p);

/* Reads the progress from the user folder: FILE_ABSENT (or no folder) starts afresh;
 * FILE_BROKEN moves the file aside (d says where) and starts afresh. */
FileRead files_puzzles_read(const char *dir, PuzzleProgress *out, FilesDamage *d);
/* Writes it (file_replace). On failure err says why and the old file is as it was. */
bool files_puzzles_write(const char *dir, const PuzzleProgress *p, char *err, size_t err_cap);

#endif
