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
}

bool puzzles_tried(const PuzzlesScene *p, Action *out)
{
    if (p->session->count == 0) return false;
    *out = p->session->entry[0].action;
    return true;
}

/* Each choice put on the table after the one before was taken back by Undo is one more try
 * (a choice another replaces before a tick is one too: its action differs). */
static void follow_tries(PuzzlesScene *p)
{
    Action a;
    bool now = puzzles_tried(p, &a);
    if (now && (!p->on_table || !action_equal(&a, &p->seen))) {
        p->attempts++;
        p->seen = a;
    }
    p->on_table = now;
}

PuzzlesAnswer puzzles_answer_shown(const PuzzlesScene *p)
{
    PuzzlesAnswer s = {.option = -1};
    if (!p->answered) return s;
    s.given = true;
    s.on_table = puzzles_tried(p, &s.action);
    if (!s.on_table) s.action = p->first;
    /* Counted at the tick: a choice the tick has not seen yet is the next try already. */
    bool seen = p->on_table && action_equal(&s.action, &p->seen);
    s.attempt = !s.on_table ? 1 : seen ? p->attempts : p->attempts + 1;
    s.option = puzzle_set_entry_option(p->puzzle, p->sheets, &s.action);
    s.right = s.option == 0;
    return s;
}

bool puzzles_take_answer(PuzzlesScene *p)
{
    Action a;
    if (p->answered) follow_tries(p);
    if (p->answered || !puzzles_tried(p, &a)) return false;
    follow_tries(p);
    p->answered = true;
    p->first = a;
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
