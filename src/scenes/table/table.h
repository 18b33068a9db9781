/* table.h — the game table, as the program sees it: the scene where a hot-seat game is
 * played, behind the scene interface (scene.h). It plays the game through a match
 * (match.h) on a Session it borrows, with the Sheets and Art; its insides are in
 * table_internal.h, its steps in table_steps.h and what a test reads in table_test.h. */
#ifndef RAJAS_TABLE_H
#define RAJAS_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "art.h"
#include "coached.h"
#include "i18n.h"
#include "match.h"
#include "scene.h"
#include "seats.h"
#include "session.h"

typedef struct TableScene TableScene;

/* The table behind the scene interface; self is a TableScene. Its tick asks for the end
 * screen when the game is over (SCENE_ASK_OVER) and for the set-up screen, saying what was
 * saved, when the player left (SCENE_ASK_SETUP). */
extern const SceneOps table_scene_ops;

/* A table with its match (match_new), not yet started, or NULL when there is no memory;
 * freed with table_scene_free (which stops it first). Every table is made here: table_init
 * starts the same table's match on each new game. lang (borrowed, the program's: a switch
 * loads into it, so it stays good) is the language of every word the table writes. */
TableScene *table_scene_new(const Lang *lang);
void table_scene_free(TableScene *t);

/* Starts the table (from table_scene_new) on the session's current game (new or resumed).
 * A table that was started before must be stopped first (table_scene_ops.stop). */
void table_init(TableScene *t, Session *s, const Sheets *sh, Art *art, const Seats *seats, uint32_t now);
/* The user folder the autosave is written to after every change (borrowed); NULL, as
 * table_init leaves it: none (the lesson). */
void table_set_save_dir(TableScene *t, const char *dir);
/* The lesson's coach (match.h's hooks; zero: none). */
void table_set_coach(TableScene *t, MatchCoach coach);
/* Makes the table a practice of the decision its game stands at (match_set_practice): one
 * decision, Undo to try another, never passed on. Call after table_init, with no save
 * folder set, so nothing of it is kept. */
void table_set_practice(TableScene *t);
/* The game is Today's dice of date ("2026-11-29"), the person against the hard bot: the
 * day's counted try, or practice. Call after table_init: the header says "Today's dice"
 * beside the round from then on, and the log's newest line says it in full. */
void table_set_daily(TableScene *t, const char *date, bool counted);
/* The table as a coach sees and drives it (the lesson). */
CoachedTable table_coached(TableScene *t);
/* Shows text in the table's message box for a few seconds (bad: in the refusal colour). */
void table_say(TableScene *t, bool bad, const char *text, uint32_t now);
/* Writes the autosave to the save folder through the match's store: the game and whether
 * a finished turn waits for End turn. A failure is said on the table and play goes on;
 * either way the leave and hand-over cards tell it. */
void table_save(TableScene *t, uint32_t now);
/* A save of this game made for the table (the autosave a game was resumed from): ok, or
 * failed with errno cause. */
void table_note_saved(TableScene *t, bool ok, int cause);
/* The game on the table is over and its record written: the autosave goes (through the
 * match, its only writer and remover). False, nothing done, while it is not over. */
bool table_forget_save(TableScene *t);
/* A resumed game whose autosave was written while seat's finished turn waited for End
 * turn (files_autosave_ended) waits for it again: the result on the big sheet, Undo and End
 * turn offered. Only when the session's last entry is seat's decision that ended its turn
 * and the setting is on; otherwise nothing changes (false). */
bool table_resume_end_turn(TableScene *t, int seat);

/* Searches sample this many futures on one thread (tests, the benchmarks' --bench-samples;
 * 0: the bots' own time budget). */
void table_set_bot_samples(TableScene *t, int samples);

/* True while a bot's or a hint's thread is still working. */
bool table_thinking(const TableScene *t);

/* table_script.c — a scripted person at the table (the wait benchmark, frame_bench.h). */
/* The seat whose prompt a person has now, clickable: a person's decision is asked, the dice
 * have landed, no hand-over card or finished turn is between; else -1. */
int table_person_prompted(const TableScene *t, uint32_t now);
/* Plays a for the prompted person, as a click on it would (a refusal is said on the
 * table); false when no person is prompted or the action was refused. */
bool table_person_play(TableScene *t, const Action *a, uint32_t now);
/* Whether a person's finished turn waits for End turn (Enter ends it). */
bool table_person_waits_end_turn(const TableScene *t);
/* Ends that turn at now, as Enter would at that moment (a clock of the caller's own);
 * false when none waits. */
bool table_person_end_turn(TableScene *t, uint32_t now);
/* The dice's tumbles drawn from a stream of seed from now on, not of the moment the table
 * opened: a script on a clock of its own then sees the same tumbles every run. */
void table_person_dice_seed(TableScene *t, uint64_t seed);
/* The pacing left at now: the milliseconds until the last of the timers play waits for
 * has run (the dice and the elephant, the pen, the pause before a roll, a bot's pace);
 * 0 when none runs. */
uint32_t table_pacing_left(const TableScene *t, uint32_t now);
/* Whether the table, as it stands at now, waits for a bot's search and nothing else: a
 * bot's decision is due (no pacing left) and its answer has not come. */
bool table_waits_for_search(const TableScene *t, uint32_t now);

#endif
