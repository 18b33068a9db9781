/* puzzle_set.h — the shipped "find the move" puzzles (assets/puzzles.txt, written by
 * tools/puzzle_mine.c; the format is docs/puzzles.md), read under the file rule
 * (file_rule.h) and each position replayed from its game's record (session_replay), so a
 * puzzle is always a position the rules reach. Reading is all or nothing: a line that does
 * not read, a record that does not replay, a best action or option that is not legal in its
 * position, or a puzzle without a best action, and the set is refused with
 * "<path>:<line>: <what is wrong>".
 *
 * Ownership: puzzle_set_read allocates the entries; puzzle_set_free releases them. The
 * Sheets are borrowed for the call. No SDL. */
#ifndef RAJAS_PUZZLE_SET_H
#define RAJAS_PUZZLE_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

#define PUZZLES_FILE "puzzles.txt"      /* in the data folder */
#define PUZZLE_ID_MAX 24
#define PUZZLE_SET_BEST_MAX 8
#define PUZZLE_SET_OPTIONS_MAX 48
#define PUZZLE_BP 10000                 /* chances are written in ten-thousandths */

typedef struct {
    Action action;
    int chance;                         /* 0..PUZZLE_BP */
} PuzzleSetOption;

typedef struct {
    char id[PUZZLE_ID_MAX];             /* "<game>-<step>" */
    Game before;                        /* the decision's position */
    int seat;                           /* 0-based: who is to find the move */
    int found, found_of;                /* easy and medium choices that found it, of asked */
    int best_count;
    Action best[PUZZLE_SET_BEST_MAX];   /* every legal action leading to the best position */
    int option_count;                   /* distinct options, best first */
    PuzzleSetOption option[PUZZLE_SET_OPTIONS_MAX];
    int gap, gap_se;                    /* ten-thousandths */
    long samples;                       /* the deep check's futures per option */
} PuzzleEntry;

typedef struct {
    int count;
    PuzzleEntry *entry;                 /* owned */
} PuzzleSet;

/* Reads and checks the text of a puzzle file (source names it in errors). */
bool puzzle_set_parse(PuzzleSet *out, const Sheets *sheets, const char *text, const char *source, char *err,
                      size_t err_cap);
/* <data_dir>/puzzles.txt read and parsed. */
bool puzzle_set_read(PuzzleSet *out, const Sheets *sheets, const char *data_dir, char *err, size_t err_cap);
void puzzle_set_free(PuzzleSet *s);

/* The option of e that action a is, by index (0: the best): a leads to the same position as
 * that option (game_alike: which of two like dice, the order of waiting bonuses). -1 when a
 * is not legal there; option_count for a legal one the file does not list (it keeps the best
 * PUZZLE_SET_OPTIONS_MAX), whose chance is at most the last listed one's. */
int puzzle_set_entry_option(const PuzzleEntry *e, const Sheets *sheets, const Action *a);

#endif
