/* puzzles.c — "Puzzles" (puzzles.h): the puzzle's own game started at its position, the
 * answer read off the table and counted once, and the rating written. */
#include "puzzles_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

PuzzlesScene *puzzles_new(const Lang *lang)
{
    PuzzlesScene *p = calloc(1, sizeof(PuzzlesScene));
    if (p) p->lang = lang;
    return p;
}

void puzzles_free(PuzzlesScene *p) { free(p); }

void puzzles_begin(PuzzlesScene *p, const PuzzleEntry *puzzle, int number, const PuzzleProgress *progress,
                   const char *name, const char *user_dir, Session *session, const Sheets *sheets)
{
    const Lang *lang = p->lang;   /* the scene's for its whole life (puzzles_new) */
    memset(p, 0, sizeof *p);
    p->lang = lang;
    p->puzzle = puzzle;
    p->number = number;
    p->progress = *progress;
    p->rating_before = progress->rating;
    p->session = session;
    p->sheets = sheets;
    p->user_dir = user_dir;
    p->answer_option = -1;
    p->mouse_x = p->mouse_y = -1;
    snprintf(p->name, sizeof p->name, "%s", name);
    session_start_at(session, &puzzle->before.setup, &puzzle->before);
}

void puzzles_attach(PuzzlesScene *p, CoachedTable table)
{
    p->table = table;
    if (table.set_top_line) table.set_top_line(table.table, puzzles_words_top, p);
    /* The card fitted in the language of now: a switch before the table came fitted nothing. */
    puzzles_fit(p);
}

bool puzzles_tried(const PuzzlesScene *p, Action *out)
{
    if (p->session->count == 0) return false;
    *out = p->session->entry[0].action;
    return true;
}

bool puzzles_take_answer(PuzzlesScene *p)
{
    Action a;
    if (p->answered || !puzzles_tried(p, &a)) return false;
    p->answered = true;
    p->answer_option = puzzle_set_entry_option(p->puzzle, p->sheets, &a);
    p->right = p->answer_option == 0;
    puzzle_progress_answer(&p->progress, p->puzzle, p->right);
    char err[FILES_ERR_MAX];
    p->save_failed = p->user_dir[0] && !files_puzzles_write(p->user_dir, &p->progress, err, sizeof err);
    if (p->save_failed) SDL_Log("the puzzle rating was not saved: %s", err);
    return true;
}

void puzzles_show_best(PuzzlesScene *p, bool on)
{
    p->showing_best = on;
    if (p->table.show_move) p->table.show_move(p->table.table, &p->puzzle->before, on ? &p->puzzle->best[0] : NULL);
}
