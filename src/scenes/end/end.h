/* end.h — the end of a game: the ranking with shared places, every tie-break said
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
#include "chance_chart.h"
#include "game.h"
#include "session.h"
#include "race_chart.h"
#include "scene.h"
#include "seats.h"
#include "story.h"
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
 * (end_words_tie). Returns the number of rows. */
int end_rows(const Game *g, const Sheets *sh, const Seats *seats, EndRow out[GAME_MAX_PLAYERS]);

/* ---- end_review.c: "Review my game" -------------------------------------------------------- */

#define END_REVIEW_SHOWN 5          /* the costliest decisions listed */
#define END_REVIEW_SAMPLES 16       /* the hard bot's sampled futures per decision */

/* One decision reviewed: its step in the history (the entry), who took it, in which round,
 * what was played, the bot's best and the chance of winning given away (review.h). */
typedef struct {
    int step, seat, round;
    Action played, best;
    double loss;
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
    Thread thread;                   /* started by end_review_start, joined by poll or cancel */
    atomic_int reviewed;             /* decisions done so far */
    atomic_int cancel;               /* set by the scene: stop at the next decision */
    EndReviewState state;
    EndReviewItem top[END_REVIEW_SHOWN];
    int shown;
} EndReview;

/* The costliest of n reviewed decisions, most costly first (a tie: the earlier first), at
 * most max and only those the bot found a better move for. Returns how many. Pure. */
int end_review_costliest(const EndReviewItem *all, int n, EndReviewItem *top, int max);
/* How many decisions of the seats people played (seats->bot[s] == 0) had a choice: what a
 * review judges (0: the button is not offered). */
int end_review_count(const Session *s, const Sheets *sheets, const Seats *seats);
/* Starts reviewing those decisions, with samples futures a decision on threads workers (0:
 * one per core). False (state REVIEW_FAILED) when there is nothing to review or no thread
 * or memory for it. */
bool end_review_start(EndReview *v, const Session *s, const Sheets *sheets, const Seats *seats, int samples,
                      int threads);
/* Notices a finished thread: joins it and lists the costliest (state REVIEW_DONE, or
 * REVIEW_CANCELLED when it was cancelled). */
void end_review_poll(EndReview *v);
/* Asks the thread to stop and waits for it; what it did is dropped (REVIEW_CANCELLED). */
void end_review_cancel(EndReview *v);
/* Cancels a running review and frees what it holds; the review is REVIEW_NONE after. */
void end_review_stop(EndReview *v);
/* The decisions reviewed so far (the thread counts them as it goes). */
int end_review_reviewed(const EndReview *v);
/* The share of the decisions reviewed so far, 0..1. */
float end_review_progress(const EndReview *v);
/* The position a reviewed decision was taken in (by its step), NULL when not reviewed. */
const Game *end_review_before(const EndReview *v, int step);

/* The screen's places, grown with the zoom of the type scale (type_scale.h: UI scale ×
 * text size, capped per unit by type_zoom_at) so every box holds its text at the size it
 * is drawn. The race chart sits beside the ranking while the ranking's grown rows leave it
 * 60 units; otherwise (above 125 % in 1280×800) the ranking takes the width, and the chart
 * goes under its rows where 2 or 3 players leave it 26 units of height (chart_under), or is
 * left out (chart and chart_title empty), as the table leaves out its thumbnails. */
typedef struct {
    int w, h, unit;
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

void end_layout(EndLayout *l, int w, int h, int players);
/* end_layout with Today's dice's band (end_daily.c) above the buttons. */
void end_layout_daily(EndLayout *l, int w, int h, int players);

/* "Try it" in a reviewed decision's row rc: at its right, centred in its height, at most a
 * fifth of the row wide, so the decision's words keep the rest. */
SDL_Rect end_try_rect(SDL_Rect rc, int unit);

/* END_REVIEW: "Review my game" was pressed, for the program to start it with the game's
 * Session (end_scene_review). END_REPLAY: a reviewed decision was clicked (review_chosen).
 * END_PRACTICE: its "Try it" was (review_chosen). */
typedef enum {
    END_SHOWING, END_PLAY_AGAIN, END_NEW_SETUP, END_REVIEW, END_REPLAY, END_PRACTICE,
    END_CALENDAR   /* Today's dice's calendar card, asked of the program */
} EndOutcome;

/* Today's dice as the program knows it (docs/rules.md, "Edition notes: Today's dice"): the
 * person in seat 1 against the hard bot in seat 2; the races, the result and the round
 * come from the game itself. */
typedef struct {
    bool on;                  /* a daily game: the band shows */
    bool practice;            /* not the day's counted try */
    char date[11];            /* "2026-11-29" */
    bool par_known;           /* the par's game is played out */
    bool par_missing;         /* it could not be played out (no thread): not said */
    int par;                  /* the hard bot's race in seat 1 on the day's rolls */
} EndDaily;

typedef struct {
    const Sheets *sheets;     /* borrowed */
    Art *art;                 /* borrowed */
    const Session *session;   /* borrowed: the game reviewed */
    Seats seats;
    Game final;               /* the game as it ended */
    EndRow row[GAME_MAX_PLAYERS];
    int rows;
    RaceChart chart;
    int mouse_x, mouse_y;
    int w, h;
    EndLayout layout;
    EndReview review;
    bool reviewable;          /* a person played a decision with a choice: the button shows */
    bool review_open;         /* the review's card is over the scene */
    bool saved_said;          /* end_scene_say_saved was called: the save is told */
    bool saved_ok;            /* the finished game was saved with the records */
    int saved_cause;          /* why not (errno; save_words.h) */
    int review_samples;       /* the review's sampled futures a decision (0: END_REVIEW_SAMPLES) */
    int review_chosen;        /* with END_REPLAY or END_PRACTICE: the decision clicked (index into review.top),
                                 -1 for a step of the chances' chart (replay_step) */
    /* the game's story (end_story.c): worked out on a thread from the start, then drawn
     * instead of the race chart when chances_shown */
    StoryJob story;
    ChanceChart chances;
    bool story_told;          /* the story is there and its chart, marks and accuracy made */
    bool chances_shown;
    int replay_step;
    EndDaily daily;           /* end_scene_set_daily; off for every other game */
    bool daily_copied;        /* the line was put on the clipboard: the button says so */
    EndOutcome outcome;
} EndScene;

/* A scene that was started before must be stopped with end_scene_stop first. */
void end_scene_init(EndScene *e, const Session *s, const Sheets *sh, Art *art, const Seats *seats);
/* Stops a running review and frees it: before the scene is left for good or started again. */
void end_scene_stop(EndScene *e);
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
/* Says whether the finished game's record was written (ok) or not (errno cause), above
 * the buttons: the truth about the game's last save (save_words.h), since the autosave is
 * gone once a game is over. Kept through a language switch. */
void end_scene_say_saved(EndScene *e, bool ok, int cause);
/* Those words in the language now loaded into buf ("" when nothing is said). */
void end_scene_saved_words(const EndScene *e, char *buf, size_t cap);
/* Writes the ranking's words again in the language now loaded (after a switch). */
void end_scene_retranslate(EndScene *e);
void end_scene_event(EndScene *e, const SDL_Event *ev);
/* The tooltip for what is under the mouse into buf: over the subtitle, the rule the
 * ranking follows (end_words_why). False, buf untouched, elsewhere. */
bool end_scene_tooltip(const EndScene *e, char *buf, size_t cap);

/* ---- end_story.c: the game's story in chances of winning ------------------------------ */

/* Starts the story of s's history (end_scene_init does). */
void end_story_start(EndScene *e, const Session *s);
/* Notices the finished story: the chart's marks in words, each person's accuracy in their
 * row. Call on every tick; true when something shown changed. */
bool end_story_tick(EndScene *e);
/* Puts the accuracy into the rows again (after they are made anew). */
void end_story_rows(EndScene *e);
/* The switch's place under the chart's card, at its right (end_scene_resize calls it). */
void end_story_layout(EndScene *e);
/* A click: on the switch (race ⇄ chances), or on the chances' chart (END_REPLAY at that
 * step). True when taken. */
bool end_story_click(EndScene *e, int x, int y);
/* The chart's card below its heading; drawing the switch and, when the chances are shown,
 * their chart (or the progress while it is worked out). */
SDL_Rect end_story_card(const EndScene *e);
void end_story_draw(EndScene *e, SDL_Renderer *r);
/* The switch's label: "Chances of winning" while the race shows, "Race" while the chances do. */
const char *end_story_switch_label(const EndScene *e);
/* The step the viewer opens at for END_REPLAY (a reviewed decision's or the chart's). */
int end_scene_replay_step(const EndScene *e);
/* The progress of the story, 0..1, and its words: "Working out the chances: 40 %". */
void end_words_story_progress(float done, char *buf, size_t cap);

/* ---- end_daily.c: Today's dice's result, its par and the line to copy ------------------ */

/* The band over `bottom`: one line of figures with Calendar and Copy at its right; grown
 * (above 125 %), the figures take a line of their own over the two buttons. */
void end_daily_layout(EndLayout *l, int bottom, int u);
/* Where the band's figures are written: left of the buttons, or the band's first line. */
SDL_Rect end_daily_words_box(const EndLayout *l);
/* The program says the game was a daily one (after end_scene_init), and again once the par
 * is known: the band shows, the layout makes room for it. */
void end_scene_set_daily(EndScene *e, const EndDaily *d);
/* The band's words: "Today's dice, 2026-11-29: you 94, Arjun 87 · par 91 · won in round 8"
 * (the par still being played out said so). "" when not a daily game. */
void end_daily_words(const EndScene *e, char *buf, size_t cap);
/* The line to copy: "Rajas · 2026-11-29 · sun · you 94 – hard 87 · par 91 · won in round 8",
 * in the language of the moment. */
void end_daily_line(const EndScene *e, char *buf, size_t cap);
/* The Copy button's label: "Copy", or "Copied" once it was pressed. */
const char *end_daily_copy_label(const EndScene *e);
/* A click at (x, y): on Copy, puts the line on the clipboard (SDL_SetClipboardText); on
 * Calendar, asks for the calendar card (END_CALENDAR). True when taken. */
bool end_daily_click(EndScene *e, int x, int y);
/* Today's dice's par is still being played out by the program (end_scene_busy: the loop
 * looks every frame until it comes). */
bool end_daily_waiting(const EndScene *e);
/* Puts the line on the clipboard; false when SDL could not. */
bool end_daily_copy(EndScene *e);
void end_daily_draw(EndScene *e, SDL_Renderer *r);

/* ---- end_words.c: the end in words, from the ranking's values alone ------------------ */

/* "1st", "2nd", …; "?" for a place outside 1..5. */
const char *end_words_place(int place);
/* The title: "Leila wins!", "Leila and Arjun share the win!" or "3 players share the
 * win!"; second is read only for two winners. */
void end_words_title(int winners, const char *first, const char *second, char *buf, size_t cap);
/* How the game ended, after `round` on sheet side `side` (its file name, "sun"), whether
 * anyone crossed, and how the ranking is made, in plain words. */
void end_words_subtitle(int round, const char *side, bool crossed, char *buf, size_t cap);
/* The rule behind the ranking, for the subtitle's "Why?" (R3.5): "Rule R3.5: players are
 * ranked by overlap, …". */
void end_words_why(char *buf, size_t cap);
/* A row's overlap against the crossing value: "Overlap +6: race 86 passed the crossing at
 * 80" or "Overlap -4: race 76, 4 short of 80". */
void end_words_overlap(const EndRow *row, int crossing, char *buf, size_t cap);
/* "Fame 30, money 26 · karma collected 3, used 1". */
void end_words_scores(const EndRow *row, char *buf, size_t cap);
/* A person's accuracy once the story is there: "Accuracy 87 %: the share of the best chance
 * your decisions kept"; "" when none is said. */
void end_words_accuracy(const EndRow *row, char *buf, size_t cap);
/* Row i's tie-breaks against every other of the n rows with the same overlap, joined by
 * "; " into one sentence: "Same overlap as Leila, ahead on karma collected (3 to 2)".
 * "" when no row shares its overlap. */
void end_words_tie(const EndRow *rows, int n, int i, const Seats *seats, char *buf, size_t cap);

/* The review's progress: "Reviewing your decisions: 12 of 70". */
void end_words_review_progress(int done, int total, char *buf, size_t cap);
/* The review card's title for its state and how many costly decisions it lists. */
const char *end_words_review_title(EndReviewState state, int shown);
/* A reviewed decision in two lines, from the position it was taken in: "Round 4 · Leila
 * took purple 2 (tea + tea)" and "Better: Take orange 1 (Maharani) — about 6% more chance
 * to win". */
void end_words_review_item(const EndReviewItem *it, const Game *before, const Sheets *sh, const Seats *seats,
                           char *line1, char *line2, size_t cap);

/* ---- end_text.c: the words set in their boxes on the type scale ------------------------ */

/* A paragraph of a box: its words, face and colour. A whole one (a line of figures, not a
 * sentence) steps down the scale before it wraps: it is wrapped only at sizes tried after
 * every size of the zoom has failed with it on one line. */
typedef struct {
    const char *text;                 /* NULL or "": nothing, no line */
    FontFace face;
    SDL_Color colour;
    bool whole;
} EndPara;

/* The size the paragraphs are drawn at in box: the largest size of the type scale from
 * `from` down to TYPE_FINE at the zoom in force (first with the whole ones on one line,
 * then wrapped too), then the same steps at 100 %, at which each, wrapped at its blanks to
 * box.w, goes one under the other within box.h (lines px × 5/4 apart). *height (may be NULL) is the height they take then. 0 when none does
 * (drawn at the least size, clipped to the box). */
int end_text_px(Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n, int *height);
/* The height they take at px within width, one under the other; -1 when a word is wider
 * (or, with whole_on_one, a whole paragraph would wrap). */
int end_text_height(Art *art, int px, int width, const EndPara *para, int n, bool whole_on_one);
/* Draws them at px, wrapped to box.w, from box.y down or (middle) centred in box.h; one
 * line each, clipped to the box, should a word be wider. */
void end_text_draw_px(SDL_Renderer *r, Art *art, int px, SDL_Rect box, const EndPara *para, int n, bool middle);
/* Draws them so (end_text_px), from box.y down or (middle) centred in box.h; returns the
 * size drawn at. */
int end_text_draw(SDL_Renderer *r, Art *art, int unit, TypeSize from, SDL_Rect box, const EndPara *para, int n,
                  bool middle);
/* A button's label size: the largest from TYPE_TITLE down to TYPE_FINE at which it fits on
 * one line, else on two (ui_label_split), within rect; for ui_button_px. */
int end_button_px(Art *art, int unit, SDL_Rect rect, const char *label);

/* One line's size in box: the largest from `from` down to TYPE_FINE at which it is at most
 * box.w wide and box.h tall; 0 when none is. */
int end_line_px(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text);
/* Draws it so at box's left, at its top or (middle) centred in its height; at TYPE_FINE
 * when nothing fits (a name longer than any box shows its start). Returns the width. */
int end_line_draw(Art *art, FontFace face, int unit, TypeSize from, SDL_Color c, SDL_Rect box, bool middle,
                  const char *text);

/* ---- end_draw.c ---------------------------------------------------------------- */

void end_scene_draw(EndScene *e, SDL_Renderer *r);

/* ---- end_ops.c: the screen behind the scene interface (scene.h); self is an EndScene. Play
 * again, New set-up and a reviewed decision are asked of the program; the review starts
 * here on the game the scene was given. */
extern const SceneOps end_scene_ops;
/* The sizes the screen's words are drawn at (end_text_px; 0: they do not fit), which the
 * layout tests check: the subtitle's sentence in *box (the subtitle less its "Why?"), and
 * row i's details (overlap, scores, tie-break) in its detail box. */
int end_subtitle_px(const EndScene *e, SDL_Rect *box, int *height);
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
int end_try_px(Art *art, int unit, SDL_Rect rc);
/* end_review_draw.c: the review's card, drawn over the scene while it is open. */
void end_review_draw(EndScene *e, SDL_Renderer *r);

#endif
