/* replay_layout.h — where the replay viewer's parts go for a window's size, and the sizes
 * its words are drawn at (replay_layout.c): pure values, for the viewer's own files and the
 * tests (replay_test.h). */
#ifndef RAJAS_REPLAY_LAYOUT_H
#define RAJAS_REPLAY_LAYOUT_H

#include <SDL.h>

#include "art.h"
#include "session.h"   /* the game's sizes (game.h, below the session) */
#include "type_scale.h"

#define REPLAY_LOG_LINES 7     /* the log's last lines shown, at most */
#define REPLAY_CHART_MIN 16    /* the race chart's least height, in layout units */
#define REPLAY_MARKS_MAX 8     /* review marks kept */
#define REPLAY_TEXT_MAX 800    /* a sentence of the viewer (the problem names a path) */

/* Where everything goes, in renderer pixels. Pure (replay_layout.c). What holds text grows
 * with the type scale's zoom (type_scale.h); the big sheet and the log's lines give way. */
typedef struct {
    int w, h, unit, zoom;                    /* zoom: the text's, type_scale.h */
    int sheet_name, thumb_name;              /* the name lines over the big and small sheets */
    int dice_per_row, die_size;              /* 8, or 4 (two rows) when 8 leave no room for words */
    int log_head, log_row, log_lines;        /* the log's heading, a line's height, how many */
    SDL_Rect title, back;                    /* top line; Back, at its right */
    SDL_Rect note;                           /* over the big sheet: what happens next, or the
                                                review's note on a marked step */
    SDL_Rect sheet;                          /* the sheet shown large */
    SDL_Rect thumb[GAME_MAX_PLAYERS - 1];    /* the other sheets, small */
    int thumbs;
    SDL_Rect dice;                           /* the eight dice and where each lies */
    SDL_Rect log;
    SDL_Rect chart;
    SDL_Rect position;                       /* "Step 37 of 205 · round 4" */
    SDL_Rect first, prev, next, last;        /* step buttons */
    SDL_Rect slider;                         /* the slider's track */
    SDL_Rect problem;                        /* the card saying why a record does not load */
} ReplayLayout;

/* The layout of a w × h window with its text at zoom %, for a game of `players`. */
void replay_layout(ReplayLayout *l, int w, int h, int zoom, int players);
/* The size a line of text is drawn at in a box room pixels wide: the largest of the type
 * scale from `from` down to TYPE_FINE at which it fits (TYPE_FINE when none does: the
 * drawing clips it). Every one-line text of the viewer is drawn at this size. */
int replay_text_px(Art *art, FontFace face, int unit, TypeSize from, int room, const char *text);
/* The size the note over the sheet (and the problem card's words) is drawn at in box: the
 * largest from `from` down to TYPE_FINE at which its words wrap into box's height, else
 * the largest below it down to TYPE_MIN_PX (text_fit_wrapped; TYPE_MIN_PX when none:
 * clipped). Lines are px * 5 / 4 apart (ui_text_wrapped). */
int replay_wrap_px(Art *art, FontFace face, int unit, TypeSize from, SDL_Rect box, const char *text);
/* The Back button inside the card that says why a record does not load. Pure. */
SDL_Rect replay_problem_back(const ReplayLayout *l);
/* The box the card's words (why, naming the file) wrap in, under its title. Pure. */
SDL_Rect replay_problem_words(const ReplayLayout *l);
/* The step the slider gives at x (0 … count), the knob's centre for a step. Pure. */
int replay_slider_step(const ReplayLayout *l, int x, int count);
int replay_slider_x(const ReplayLayout *l, int step, int count);

#endif
