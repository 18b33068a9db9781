/* practice.h — "Try it": a reviewed decision played again as practice (the end screen's
 * review opens it). The real table (scenes/table) plays it through coached.h alone, on a
 * Session of its own started at the decision, with no save folder and the match's practice
 * policy (match_set_practice): one decision, Undo to try another, never passed on. Over
 * the table's lower right column lies the practice's card: "Practice", the chance of the
 * choice just tried beside the chance of the best choice there and of the one played
 * in the game, "Show the best move" (the best choice drawn on the table, as the replay
 * viewer draws the review's better move), and Leave (Esc), which asks the program to go
 * back to the review.
 *
 * The chances are the ones players are shown everywhere (bot_win_chance: the calibrated
 * model, the story's and the accuracy's): the seat's chance of winning once the choice is
 * applied to the decision's position. The best is the legal choice with the most chance
 * there, the one the end screen's accuracy measures each decision against, so no choice
 * tried ever shows more. Nothing here is saved, recorded or counted: the program never asks
 * for the end of this table's game (practice_ops.c swallows it).
 *
 * The scene borrows the Session (the program's practice one, changed only by the table),
 * the Sheets and Art. */
#ifndef RAJAS_PRACTICE_H
#define RAJAS_PRACTICE_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "coached.h"
#include "game.h"
#include "scene.h"
#include "session.h"

/* The decision practised: the position it was taken in and what was played there in the
 * game. */
typedef struct {
    Game before;
    Action played;
} PracticeDecision;

/* The three chances shown, 0..1; tried < 0 while no choice is tried. */
typedef struct {
    double tried, best, played;
} PracticeChances;

/* The card over the table: its title, its words, Leave, and "Show the best move" under the
 * words. */
typedef struct {
    SDL_Rect card, title, text, leave, show;
    int text_px, label_px;   /* text_px 0: the words fit at no size (drawn at the least) */
    int show_px;             /* the show button's label, either of its two */
} PracticeLayout;

typedef struct {
    CoachedTable table;       /* first: the coached card's (coached_card.h) */
    const Session *session;   /* borrowed: the practice's own */
    const Sheets *sheets;     /* borrowed */
    PracticeDecision decision;
    Action best;              /* the legal choice with the most chance there */
    double best_chance, played_chance;
    bool over_thumbs;         /* the card covers the thumbnails (or with none, the seats'
                                 cards) too (practice_fit) */
    int mouse_x, mouse_y;
    bool leave_focused;       /* the keyboard's ring is on Leave */
    bool show_focused;        /* the keyboard's ring is on "Show the best move" */
    bool showing_best;        /* the best choice is drawn on the table (practice_show_best) */
    bool left;                /* Leave was asked: the program goes back to the review */
} PracticeScene;

/* self is a PracticeScene begun by practice_begin and attached to its table. */
extern const SceneOps practice_scene_ops;

/* The chance of winning the seat to act in before has once a is applied (bot_win_chance);
 * -1 when a is not legal there. Pure. */
double practice_chance(const Game *before, const Sheets *sheets, const Action *a);

/* Starts the practice's own game at the decision in session (session_start_at, the same
 * dice, sheets and seat to act) and works out the best choice and the best's and the game's
 * chances. False, nothing started, when the position is no decision or the action played is
 * not legal there. */
bool practice_begin(PracticeScene *p, const PracticeDecision *d, Session *session, const Sheets *sheets);
/* The table the practice is played on (table_coached, after table_init and
 * table_set_practice on the same session). */
void practice_attach(PracticeScene *p, CoachedTable table);
/* The choice tried now (the practice's one decision), false while none is. */
bool practice_tried(const PracticeScene *p, Action *out);
/* The chances to show now. */
void practice_chances(const PracticeScene *p, PracticeChances *out);
/* Draws the best choice on the table, as the replay viewer draws a better move (the spots
 * it marks on the sheet framed in green, its road drawn, its die ringed), or stops: the
 * card's "Show the best move" and "Hide the best move". */
void practice_show_best(PracticeScene *p, bool on);

/* ---- practice_words.c ------------------------------------------------------------------- */

/* The card's title: "Practice". */
const char *practice_words_title(void);
/* The card's lines: what to do, then "Your choice: … — 38 %" (or that none is tried yet),
 * "Best: … — 44 %" and "In the game: … — 35 %", each choice in words with its chance. */
#define PRACTICE_LINES 4
#define PRACTICE_LINE_MAX 240
void practice_words(const PracticeScene *p, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
/* The same lines as they would read with a tried (NULL: none tried yet). */
void practice_words_trying(const PracticeScene *p, const Action *a, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
/* A chance as shown: "38 %". */
void practice_words_percent(double chance, char *buf, size_t cap);
/* The show button's label: "Show the best move", or "Hide the best move" while shown. */
const char *practice_words_show(bool showing);

/* ---- practice_draw.c: the card ---------------------------------------------------------- */

/* The card over the table's log and its heading row with Hint: the sheet, the dice, the
 * seats and the other sheets stay in sight. Where its words would be smaller than the fine
 * size there with some legal choice tried (a small window, many players, German), it
 * covers the other sheets' thumbnails too (over_thumbs), or with none shown the seats'
 * cards, whatever is tried, so the card stays put while choices are tried and undone. */
void practice_layout(const PracticeScene *p, PracticeLayout *out);
/* Works out over_thumbs for the table's size, zoom and language now (the scene's resize and
 * retranslate call it). */
void practice_fit(PracticeScene *p);
/* The height the card's lines (practice_words) take at px within width, a quarter of px
 * between them; the layout's text_px is the largest size at which they fit its text box. */
int practice_lines_height(Art *art, int px, int width, char line[PRACTICE_LINES][PRACTICE_LINE_MAX]);
void practice_draw(PracticeScene *p, SDL_Renderer *r);

#endif
