/* coach.h — the lesson's coach: within the guided first game ("Learn to play"; the folder
 * keeps its older name, src/scenes/tutorial/), the one who stands at the real table and
 * points. The lesson is three parts, each named for what it does: the script (script.h: the
 * lesson as data, its dice and its steps), the coach (this header: which step is current, the
 * match's hooks that keep other moves back and give the script's dice, and the card with the
 * step's words and the ring and arrow at the place to act on) and the scene
 * (lesson_screen.h, lesson.c: the coach's card over the table behind the scene interface).
 * The coach sees and drives the table through coached.h alone. The lesson's game is an
 * ordinary Session played by the ordinary table; the coach only fills the match's three
 * hooks (match.h, MatchCoach) — it gives the lesson's dice (script.c), the bot's die where
 * the lesson needs one left in the centre, and lets through only the person's action the
 * current step wants, explaining any other — and draws its card (coach_draw.c), aimed with
 * the table's layout (coach_target.c).
 *
 * Which step is current is worked out from the session's history (the person's actions
 * so far) and the notes read, so undo walks the lesson back with the game.
 *
 * The Coach lives inside the LessonScene (lesson_internal.h) and borrows the Session, the
 * Sheets and the table; it allocates nothing. These are its parts that the folder's files and
 * the tests share; a test reaches a lesson's coach through lesson_test.h. */
#ifndef RAJAS_LESSON_COACH_H
#define RAJAS_LESSON_COACH_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "script.h"
#include "coached.h"
#include "i18n.h"
#include "type_scale.h"

typedef enum {
    COACH_RUNNING,
    COACH_RESTART,   /* "Start over": the program starts the lesson again */
    COACH_LEAVE      /* left by the leave question: back to the set-up screen */
} CoachOutcome;

/* The card's buttons and the leave question's, for the keyboard's ring. */
typedef enum {
    COACH_ITEM_NONE = -1,
    COACH_ITEM_NEXT, COACH_ITEM_RESTART, COACH_ITEM_LEAVE,   /* the card */
    COACH_ITEM_STAY, COACH_ITEM_QUIT                          /* the leave question */
} CoachItem;

typedef struct Coach Coach;

/* Where the coach's card and its buttons are, from the table's layout (right column,
 * over the thumbnail and the log, whose newest COACH_LOG_ROWS rows stay in sight under it
 * where its words still fit at the body size). */
#define COACH_LOG_ROWS 3
typedef struct {
    SDL_Rect card, text, next, restart, leave;
    int head;                  /* the title line's height, over the text */
    int buttons_y;             /* the top of the buttons (one row, or two), under the text */
    bool progress_below;       /* "Step 3 of 16" under the title, not at its right */
    int label_px;              /* the buttons' labels: the body size, smaller when a label
                                  fits its button on neither one line nor two */
    bool has_next;             /* a note to read: Next is shown */
} CoachLayout;

/* The current step (script.h), LESSON_STEPS once the lesson is over. */
int coach_step(const Coach *c);
/* The person's actions in the session's history (rolls and the bot's not counted). */
int coach_person_actions(const Coach *c);
/* Input before the table sees it: the card's buttons, Next (Enter too), Esc's leave
 * question, and the keyboard's ring over the card's buttons. The ring goes on from the
 * table's: Tab from the table's last item comes to the card's buttons (Next, Start over,
 * Leave), Tab from Leave goes back to the table's first (Shift+Tab the other way round);
 * on a button the arrows move along the buttons and Enter or Space presses it. The leave
 * question takes the ring on Keep learning. True when the coach used the event; otherwise
 * it goes to the table. */
bool coach_event(Coach *c, const SDL_Event *e);
/* The focused button's rectangle (false: none focused), and its words, the button's label
 * (screen_focus_words says them). */
bool coach_focus_rect(const Coach *c, SDL_Rect *out);
const char *coach_focus_label(const Coach *c);

/* ---- coach_target.c ------------------------------------------------------------------ */
void coach_layout(const Coach *c, CoachLayout *out);
/* The rectangles the current step points at, from the table's layout as it is now; how
 * many (0 while the person does not act, or nothing is aimed at). */
int coach_aims(const Coach *c, SDL_Rect out[LESSON_AIMS]);
/* The leave question's card and its two buttons (Leave, Keep learning): the table's card
 * at 100 %, grown with the type scale's zoom up to the window. */
void coach_leave_layout(const Coach *c, SDL_Rect *card, SDL_Rect *leave, SDL_Rect *stay);
void coach_leave_buttons(const Coach *c, SDL_Rect *leave, SDL_Rect *stay);

/* True when the point is on the coach's card, or the leave question is up: the table
 * shows no tooltip for what lies under them. */
bool coach_covers(const Coach *c, int x, int y);

/* ---- coach_draw.c -------------------------------------------------------------------- */
/* Draws the card, the rings and arrows, and the leave question, over the drawn table. */
void coach_draw(const Coach *c, SDL_Renderer *r);

/* coach_arrow.c: the arrow from the card to the first ring, at most this many layout units
 * long when it starts at the card. */
#define COACH_ARROW_LONGEST 12
/* coach_arrow.c: the arrow from the card to the first ring. */
typedef struct {
    SDL_Rect card, ring;                               /* where it starts and ends */
    SDL_Rect target;                                   /* what the ring goes round */
    SDL_Rect obstacle[COACHED_CONTROLS + LESSON_AIMS]; /* what it must not cross */
    int obstacles;
    float width;                                       /* its strokes' width */
    float longest;                                     /* the longest line from the card */
} CoachArrowScene;
/* The shortest line from a point of the card's edge to a point of the ring's that crosses
 * no obstacle (with the arrow's width and head), neither the card nor the target, and is
 * at most `longest` long (a line across the sheet would cross out what the player reads);
 * else a short one (12 widths) pointing in from outside, clear the same way; false when
 * there is none. Pure. */
bool coach_arrow_path(const CoachArrowScene *s, SDL_Point *from, SDL_Point *to);
/* The step's arrow as coach_draw draws it, from the table as it is now; false: no arrow
 * (no place pointed at, or none of the lines is clear: the ring points alone). */
bool coach_arrow(const Coach *c, SDL_Point *from, SDL_Point *to);
/* What the card says at step now (the step's words, End turn's, or the wait for the bot):
 * drawn, and said aloud when speech is on (app_speech.c). */
void coach_card_words(const Coach *c, int step, char *out, size_t cap);
/* Which card the coach shows at step: the step's own, the bot playing (only while the bot
 * decides), or the person's finished turn waiting for End turn. */
typedef enum { COACH_CARD_STEP, COACH_CARD_WAITING, COACH_CARD_END_TURN } CoachCard;
CoachCard coach_card(const Coach *c, int step);
/* "Step 3 of 16" on the step's own card, so each number stands on one card; "" and false
 * on the waiting and End-turn cards. */
bool coach_card_progress(const Coach *c, int step, char *out, size_t cap);
/* The size the card's words are drawn at in box: the largest of the type scale from
 * TYPE_LABEL down to TYPE_FINE at which they wrap into box's height (TYPE_FINE when none
 * does: clipped), and how many lines they take there (lines may be NULL). */
int coach_text_px(Art *art, int unit, SDL_Rect box, const char *text, int *lines);
/* The size the card's title, its "Step 3 of 16" and the leave question's lines are drawn
 * at in a box room wide: the largest from `from` down to TYPE_FINE that fits, else a pixel
 * smaller down to TYPE_MIN_PX (text_fit_line, as ui_text_type draws them). */
int coach_line_px(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text);

/* ---- coach_words.c: every word the coach says, in lang ------------------------------- */
/* The step's words (bot: the bot's name, for the steps that name it). */
void coach_words_step(const Lang *lang, int step, const char *bot, char *out, size_t cap);
/* What another gesture than the step's is told. */
const char *coach_words_wrong(const Lang *lang, int step);
/* The card's words while the person waits (the bot's turn, dice rolling). */
void coach_words_waiting(const Lang *lang, const char *bot, char *out, size_t cap);
const char *coach_words_read_first(const Lang *lang);
/* While a finished turn waits for End turn. */
const char *coach_words_end_turn(const Lang *lang);
const char *coach_words_title(const Lang *lang);
/* "Step 3 of 16". */
void coach_words_progress(const Lang *lang, int step, char *out, size_t cap);

#endif
