/* end_internal.h — the end screen's insides, for its own files only (the program sees
 * end_screen.h, the tests end.h and end_test.h; cmake/boundaries.cmake refuses any other
 * includer): the game as it ended and its ranking, the layout, the review and the story
 * with their threads, Today's dice's band, what the pointer is over and the outcome; and
 * the steps its files share that no one else calls. */
#ifndef RAJAS_END_INTERNAL_H
#define RAJAS_END_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "chance_chart.h"
#include "end.h"
#include "race_chart.h"
#include "story.h"

struct EndScene {
    const Sheets *sheets;     /* borrowed */
    Art *art;                 /* borrowed */
    const Lang *lang;         /* borrowed: the program's language */
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
    bool why_open;            /* the subtitle's "Why?" was clicked: its rule stays shown */
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
};


/* end_layout with Today's dice's band (end_daily.c) above the buttons. */
void end_layout_daily(EndLayout *l, int w, int h, int zoom, int players);

/* "Try it" in a reviewed decision's row rc: at its right, centred in its height, at most a
 * fifth of the row wide, so the decision's words keep the rest. */
SDL_Rect end_try_rect(SDL_Rect rc, int unit, int zoom);

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
/* Draws the switch and, when the chances are shown, their chart (or the progress while it
 * is worked out) in the chart's card. */
void end_story_draw(EndScene *e, SDL_Renderer *r);
/* The switch's label: "Chances of winning" while the race shows, "Race" while the chances do. */
const char *end_story_switch_label(const EndScene *e);
/* The progress of the story, 0..1, and its words: "Working out the chances: 40 %". */
void end_words_story_progress(const Lang *lang, float done, char *buf, size_t cap);

/* end_review_draw.c: the review's card, drawn over the scene while it is open. */
void end_review_draw(EndScene *e, SDL_Renderer *r);

#endif
