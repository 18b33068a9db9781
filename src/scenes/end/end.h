/* end.h — the end screen's own parts, which its files and the tests share: the ranking's
 * rows, the review's values, the layout, the outcome of input, and the steps a test drives
 * (event, tick, resize, draw) with the sizes the words are drawn at. The program opens the
 * screen through end_screen.h; the struct is in end_internal.h, and the tests read inside it
 * through end_test.h. The screen's words, its text sizes, the review and Today's dice's band
 * have headers of their own: end_words.h, end_text.h, end_review.h, end_daily.h.
 * The end of a game: the ranking with shared places, every tie-break said
 * in words (docs/rules.md R3.5), and a chart of every player's race position round by round,
 * with "Play again" and "New set-up". The scene copies what it shows out of the Session
 * when it starts (the final state, the chart), so the Session may be reused at once.
 * "Review my game" judges the people's decisions with the hard bot on a thread of its
 * own (end_review.c: it copies the decisions it needs, freed by end_scene_stop) and lists
 * the costliest, each opening the replay viewer at that decision.
 * It borrows Sheets and Art. Events arrive in renderer pixels. */
#ifndef RAJAS_END_H
#define RAJAS_END_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "bot.h"   /* BotTable: who plays, for the review */
#include "end_screen.h"
#include "game.h"
#include "session.h"
#include "scene.h"
#include "seats.h"
#include "thread.h"
#include "type_scale.h"

typedef struct {
    int seat, place;                              /* place is 1-based; ties share it */
    int race, overlap, fame, money;
    int karma_collected, karma_used;              /* circled (start included), crossed */
    bool accuracy_said;                           /* a person's, once the story is there */
    int accuracy;                                 /* their mean chance kept, in %
                                                     (end_story.c) */
    char tie[400];                                /* tie-break in words, "" when no tie */
} EndRow;

/* The ranking (game_ranking, R3.5) as rows, best first, each with its tie-breaks in words
 * (end_words_tie) in lang. Returns the number of rows. */
int end_rows(const Lang *lang, const Game *g, const Sheets *sh, const Seats *seats, EndRow out[GAME_MAX_PLAYERS]);

/* ---- end_review.c: "Review my game" -------------------------------------------------------- */

#define END_REVIEW_SHOWN 5          /* the costliest decisions listed */
#define END_REVIEW_SAMPLES 16       /* the hard bot's sampled futures per decision */

/* One decision reviewed: its step in the history (the entry), who took it, in which round,
 * what was played, the bot's best and the chance of winning given away (review.h). */
typedef struct {
    int step, seat, round;
    Action played, best;
    double loss;
    BotChoice *choice;   /* the evaluated decision (review_explain_at), best first; owned
                            by the review's item[] (top[] borrows it), NULL when not judged */
    int choices;
} EndReviewItem;

/* A decision to review: the position before it and what was played there. */
typedef struct {
    Game before;
    Action played;
    int step;
} EndDecision;

typedef enum { REVIEW_NONE, REVIEW_RUNNING, REVIEW_DONE, REVIEW_CANCELLED, REVIEW_FAILED } EndReviewState;

/* The review of the people's decisions, on a thread of its own so the window keeps
 * drawing: the thread reads only the decisions copied for it and writes only item[] and
 * the counters; the scene reads item[] once the thread has finished and is joined.
 * The decisions and items are allocated at start and freed by end_review_stop. */
typedef struct {
    const Sheets *sheets;            /* borrowed */
    EndDecision *decision;           /* owned: every decision of a person with a choice */
    EndReviewItem *item;             /* owned: one per decision, written by the thread */
    int decisions;
    int samples, threads;
    BotTable table;                  /* who plays: the losses read the seated figures */
    Thread thread;                   /* started by end_review_start, joined by poll or cancel */
    atomic_int reviewed;             /* decisions done so far */
    atomic_int cancel;               /* set by the scene: stop at the next decision */
    EndReviewState state;
    EndReviewItem top[END_REVIEW_SHOWN];
    int shown;
} EndReview;

/* The screen's places, grown with the zoom of the type scale (type_scale.h: UI scale ×
 * text size, capped per unit by type_zoom_at) so every box holds its text at the size it
 * is drawn. The race chart sits beside the ranking while the ranking's grown rows leave it
 * 60 units; otherwise (above 125 % in 1280×800) the ranking takes the width, and the chart
 * goes under its rows where 2 or 3 players leave it 26 units of height (chart_under), or is
 * left out (chart and chart_title empty), as the table leaves out its thumbnails. */
typedef struct {
    int w, h, unit, zoom;                         /* zoom: the text's, type_scale.h */
    SDL_Rect title, ranking, chart, again, setup, review;
    SDL_Rect subtitle;                            /* how the game ended, and its "Why?" */
    SDL_Rect saved;                               /* whether the game was saved, above the
                                                     buttons; empty when nothing is said */
    SDL_Rect daily, copy, calendar;               /* Today's dice: the result line, its Copy
                                                     button and the calendar's, above the
                                                     saved note; empty for any other game
                                                     (end_daily.c) */
    SDL_Rect heading, chart_title;                /* "Ranking" and the chart's heading */
    SDL_Rect chart_switch;                        /* under the chart, at its right: race ⇄ chances */
    SDL_Rect row[GAME_MAX_PLAYERS];
    /* In each row: the place, the name and the details (overlap, scores, tie-break). Tall
     * rows stack the name over the details beside the place (the look at 100 %); short ones
     * (the zoom grown) put place and name in a column left of the details. */
    SDL_Rect place[GAME_MAX_PLAYERS], name[GAME_MAX_PLAYERS], detail[GAME_MAX_PLAYERS];
    TypeSize place_size, name_size;               /* where the place and the name start */
    bool stacked;
    bool chart_under;                             /* the chart under the ranking's 2–3 rows */
    /* the review's card: progress and Cancel while it runs, then the costliest decisions */
    SDL_Rect review_card, review_title, review_hint, progress_text, progress, cancel, close;
    SDL_Rect decision[END_REVIEW_SHOWN];
    SDL_Rect try_it[END_REVIEW_SHOWN];           /* "Try it" at each decision's right */
} EndLayout;

/* The layout of a w × h window with its text at zoom % (type_scale.h). */
void end_layout(EndLayout *l, int w, int h, int zoom, int players);

/* END_REVIEW: "Review my game" was pressed, for the program to start it with the game's
 * Session (end_scene_review). END_REPLAY: a reviewed decision was clicked (review_chosen).
 * END_PRACTICE: its "Try it" was (review_chosen). */
typedef enum {
    END_SHOWING, END_PLAY_AGAIN, END_NEW_SETUP, END_REVIEW, END_REPLAY, END_PRACTICE,
    END_CALENDAR   /* Today's dice's calendar card, asked of the program */
} EndOutcome;

/* Starts the review, with its card open (the button does this with END_REVIEW_SAMPLES and
 * one thread, so the window keeps a core). */
void end_scene_review(EndScene *e, const Session *s, int samples, int threads);
/* Notices a finished review (call on every tick). */
void end_scene_tick(EndScene *e);
/* True while the review's thread works: the window draws its progress now and then. */
bool end_scene_busy(const EndScene *e);
/* The version of what the review's card shows: its state and how many decisions are
 * reviewed. Its thread moves both with no input; the program draws when it changes, so the
 * finished list replaces the last progress at once. */
uint64_t end_scene_version(const EndScene *e);
void end_scene_resize(EndScene *e, int w, int h);
/* Those words in the language now loaded into buf ("" when nothing is said). */
void end_scene_saved_words(const EndScene *e, char *buf, size_t cap);
/* Writes the ranking's words again in the language now loaded (after a switch). */
void end_scene_retranslate(EndScene *e);
void end_scene_event(EndScene *e, const SDL_Event *ev);
/* The tooltip shown now into buf: over the subtitle, or while its "Why?" is pinned open
 * (a click on it, or Enter on it in the ring; the next click anywhere closes it), the rule
 * the ranking follows (end_words_why). False, buf untouched, otherwise. */
bool end_scene_tooltip(const EndScene *e, char *buf, size_t cap);

/* ---- end_story.c: the game's story in chances of winning ------------------------------ */

/* The chart's card below its heading. */
SDL_Rect end_story_card(const EndScene *e);
/* The step the viewer opens at for END_REPLAY (a reviewed decision's or the chart's). */
int end_scene_replay_step(const EndScene *e);

/* ---- end_draw.c ---------------------------------------------------------------- */

void end_scene_draw(EndScene *e, SDL_Renderer *r);

/* The sizes the screen's words are drawn at (end_text_px; 0: they do not fit), which the
 * layout tests check: the subtitle's sentence in *box (the subtitle less its "Why?"), and
 * row i's details (overlap, scores, tie-break) in its detail box. */
int end_subtitle_px(const EndScene *e, SDL_Rect *box, int *height);
/* Where the subtitle's "Why?" is drawn (a click there, or Enter on it in the keyboard's
 * ring, pins the rule open), and the size it is drawn at into *px (may be NULL). */
SDL_Rect end_why_rect(const EndScene *e, int *px);
int end_row_px(const EndScene *e, int i, int *height);
/* The one size every row's details are drawn at, so the ranking reads as a table: the
 * least of end_row_px's answers (the plain finest when a row's fit none). */
int end_rows_px(const EndScene *e);
/* The height row i's details take at px within their box's width; -1 when a word is wider. */
int end_row_height(const EndScene *e, int i, int px);
/* The one size the end screen's buttons' labels are drawn at: the least of end_button_px's
 * answers for the buttons shown, so the three read alike. */
int end_buttons_px(const EndScene *e);
/* The one size every row's place is drawn at: the largest from the layout's place_size at
 * which each fits its place box. */
TypeSize end_place_size(const EndScene *e);
/* end_review_draw.c: a reviewed decision's two lines in its row rc, left of its "Try it". */
int end_decision_px(Art *art, int unit, SDL_Rect rc, const char *line1, const char *line2, int *height);
/* end_review_draw.c: the size "Try it" is drawn at in its button rc: the largest from the
 * body size down to the fine one at which it fits on one line, as the rows' words start
 * (0: it fits at none). */
int end_try_px(Art *art, const Lang *lang, int unit, SDL_Rect rc);

#endif
