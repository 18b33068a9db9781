/* practice_screen.h — "Try it", as the program sees it: a reviewed decision played again as practice (the end screen's
 * review opens it). The real table (scenes/table) plays it through coached.h alone, on a
 * Session of its own started at the decision, with no save folder and the match's practice
 * policy (match_set_practice): one decision, Undo to try another, never passed on. Over
 * the table's lower right column lies the practice's card: "Practice", the chance of the
 * choice just tried beside the chance of the best choice there and of the one played
 * in the game, "Show the best move" (the best choice drawn on the table, as the replay
 * viewer draws the review's better move), and Leave (Esc), which asks the program to go
 * back to the review.
 *
 * The chances are the review's own (review.h): the decision as the review evaluated it,
 * every legal action with the hard bot's figure at that table, so "Try it" names the
 * review's best move, and the best's and the game's figures lie apart by exactly the chance
 * the review said was given away. A choice tried reads its own figure in that list (or the
 * best's when it leads to the same position); none shows more than the best. Nothing here is saved, recorded or counted: the program never asks
 * for the end of this table's game (practice_ops.c swallows it).
 *
 * The scene borrows the Session (the program's practice one, changed only by the table),
 * the Sheets and Art. Its own parts are in practice.h, its struct in practice_internal.h (its
 * files only), what tests read inside it in practice_test.h. */
#ifndef RAJAS_PRACTICE_SCREEN_H
#define RAJAS_PRACTICE_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "bot.h"   /* BotChoice */
#include "coached.h"
#include "game.h"
#include "i18n.h"
#include "scene.h"
#include "session.h"

typedef struct PracticeScene PracticeScene;

/* The decision practised: the position it was taken in, what was played there in the game
 * and who played each seat (Seats.bot: 0 a person, 1 + BotLevel a bot), which the chances
 * shown read as every other screen does. */
typedef struct {
    Game before;
    Action played;
    uint8_t bot[GAME_MAX_PLAYERS];
    const BotChoice *choice;   /* the review's evaluated decision (review_explain_at: every
                                  legal action with its figure, best first), borrowed for
                                  practice_begin, which copies it */
    int choices;
} PracticeDecision;

/* self is a PracticeScene begun by practice_begin and attached to its table. */
extern const SceneOps practice_scene_ops;

/* A practice not begun, or NULL when there is no memory; freed with practice_free (it holds
 * no other memory). lang (borrowed, the program's: a switch loads into it) is the language
 * of the card's words. */
PracticeScene *practice_new(const Lang *lang);
void practice_free(PracticeScene *p);
/* Starts the practice's own game at the decision in session (session_start_at, the same
 * dice, sheets and seat to act), its best choice and chances read from d's evaluated
 * decision. False, nothing started, when the position is no decision, d has no evaluated
 * decision or the action played is not legal there. */
bool practice_begin(PracticeScene *p, const PracticeDecision *d, Session *session, const Sheets *sheets);
/* The table the practice is played on (table_coached, after table_init and
 * table_set_practice on the same session). */
void practice_attach(PracticeScene *p, CoachedTable table);

#endif
