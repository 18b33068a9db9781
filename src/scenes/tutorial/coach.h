/* coach.h — the guided first game ("Learn to play", rajas --tutorial): a coach over the
 * real table scene. The lesson's game is an ordinary Session played by the ordinary
 * TableScene; the coach only fills the table's three hooks (table.h, TableCoach) — it gives
 * the lesson's dice (script.c), the bot's die where the lesson needs one left in the
 * centre, and lets through only the person's action the current step wants, explaining any
 * other — and draws a card with the step's words and a ring and arrow at the place on the
 * screen to act on (coach_draw.c), aimed with the table's layout (coach_target.c).
 *
 * Which step is current is worked out from the session's history (the person's actions
 * so far) and the notes read, so undo walks the lesson back with the game.
 *
 * The Coach borrows the Session and the Sheets; it allocates nothing. */
#ifndef RAJAS_TUTORIAL_COACH_H
#define RAJAS_TUTORIAL_COACH_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "script.h"
#include "table.h"

typedef enum {
    COACH_RUNNING,
    COACH_RESTART,   /* "Start over": the program starts the lesson again */
    COACH_LEAVE      /* left by the leave question: back to the set-up screen */
} CoachOutcome;

typedef struct {
    Session *session;          /* borrowed: the lesson's game */
    const Sheets *sheets;      /* borrowed */
    unsigned long read_seen;   /* bit i: read step i's Next was clicked */
    int explained;             /* wrong gestures explained so far */
    bool confirm_leave;        /* the leave question is up */
    int mouse_x, mouse_y;
    CoachOutcome outcome;
} Coach;

/* Where the coach's card and its buttons are, from the table's layout (right column,
 * over the log). */
typedef struct {
    SDL_Rect card, text, next, restart, leave;
    bool has_next;             /* a note to read: Next is shown */
} CoachLayout;

/* Starts the lesson's game in s (session_new: 2 players, sun, the person first, seed
 * LESSON_SEED) and the coach on it. False when the sheets hold no sun side. */
bool coach_start(Coach *c, Session *s, const Sheets *sheets);
/* The hooks to put in TableScene.coach (after table_init). */
TableCoach coach_hooks(Coach *c);
/* The current step (script.h), LESSON_STEPS once the lesson is over. */
int coach_step(const Coach *c);
/* The person's actions in the session's history (rolls and the bot's not counted). */
int coach_person_actions(const Coach *c);
/* Input before the table sees it: the card's buttons, Next (Enter too), Esc's leave
 * question. True when the coach used the event; otherwise it goes to table_event. */
bool coach_event(Coach *c, TableScene *t, const SDL_Event *e);

/* ---- coach_target.c ------------------------------------------------------------------ */
void coach_layout(const Coach *c, const TableScene *t, CoachLayout *out);
/* The rectangles the current step points at, from the table's layout as it is now; how
 * many (0 while the person does not act, or nothing is aimed at). */
int coach_aims(const Coach *c, const TableScene *t, SDL_Rect out[LESSON_AIMS]);
/* The leave question's card and its two buttons (the table's own, table_leave_buttons). */
void coach_leave_buttons(const TableScene *t, SDL_Rect *leave, SDL_Rect *stay);

/* ---- coach_draw.c -------------------------------------------------------------------- */
/* Draws the card, the rings and arrows, and the leave question, over the drawn table. */
void coach_draw(const Coach *c, TableScene *t, SDL_Renderer *r);
/* What the card says at step now (the step's words, End turn's, or the wait for the bot):
 * drawn, and said aloud when speech is on (app_speech.c). */
void coach_card_words(const Coach *c, const TableScene *t, int step, char *out, size_t cap);

/* ---- coach_words.c: every word the coach says, translated ---------------------------- */
/* The step's words (bot: the bot's name, for the steps that name it). */
void coach_words_step(int step, const char *bot, char *out, size_t cap);
/* What another gesture than the step's is told. */
const char *coach_words_wrong(int step);
/* The card's words while the person waits (the bot's turn, dice rolling). */
void coach_words_waiting(const char *bot, char *out, size_t cap);
const char *coach_words_read_first(void);
/* While a finished turn waits for End turn. */
const char *coach_words_end_turn(void);
const char *coach_words_title(void);
/* "Step 3 of 16". */
void coach_words_progress(int step, char *out, size_t cap);

#endif
