/* replay.h — the replay viewer: a finished game stepped through action by action. It
 * shows every sheet as it was at the step, the dice, the log up to it and the race chart
 * with the moment marked; ←/→, Home/End, the step buttons and a slider move through it and
 * Esc or Back leaves. The game comes from a record file (records.h: `rajas --replay FILE`,
 * the Statistics card's list) or is the game just played (the end screen's review, whose
 * costly decisions are marks: standing on one says what was played and what was better,
 * and draws the better move on the sheet).
 *
 * Steps: step s (0 … session.count) shows the state before history entry s, and the last
 * step the game as it ended; entry s is "what happens next". A record that does not load
 * leaves the scene showing why (replay_words_problem) with only Back to press.
 *
 * The scene owns its Session (replay_scene_free releases it) and borrows Sheets and Art.
 * Events arrive in renderer pixels. */
#ifndef RAJAS_REPLAY_H
#define RAJAS_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "chance_chart.h"
#include "log_book.h"
#include "match.h"
#include "race_chart.h"
#include "records.h"
#include "scene.h"
#include "seats.h"
#include "session.h"
#include "sheet_view.h"
#include "story.h"
#include "type_scale.h"

#define REPLAY_LOG_LINES 7     /* the log's last lines shown, at most */
#define REPLAY_CHART_MIN 16    /* the race chart's least height, in layout units */
#define REPLAY_MARKS_MAX 8     /* review marks kept */
#define REPLAY_TEXT_MAX 800    /* a sentence of the viewer (the problem names a path) */

/* A decision the review found costly: the step it was taken at (the history entry), what
 * was played, what the bot found better and how much better (review.h: the hard bot's
 * chance of winning, 0..1, given away). */
typedef SceneMark ReplayMark;

/* Where everything goes, in renderer pixels. Pure (replay_layout.c). What holds text grows
 * with the type scale's zoom (type_scale.h); the big sheet and the log's lines give way. */
typedef struct {
    int w, h, unit;
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

void replay_layout(ReplayLayout *l, int w, int h, int players);
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

/* The viewer drives a match of its own over the record (replay_play.c): standing at step s
 * is the record's first s steps played through it, and the log shown is what its events
 * told (log_book.h), in the language of the moment. */
typedef struct {
    Session session;                  /* owned: the game played up to `step` */
    Match *match;                     /* owned */
    LogBook log;
    uint64_t seen;                    /* the match's events the log has taken */
    int step;                         /* steps of the record played */
} ReplayPlay;

/* What is shown: the game, who played it, the chart, and why it did not load. */
typedef struct {
    Session session;                  /* owned: the record */
    ReplayPlay *play;                 /* owned; NULL until a game is loaded */
    bool loaded;
    Seats seats;
    RecordInfo info;                  /* the record's comment lines ("" for the game just played) */
    RaceChart chart;
    char problem[REPLAY_TEXT_MAX];    /* why the record does not replay; "" when loaded */
    ReplayMark mark[REPLAY_MARKS_MAX];
    int marks;
    Story story;                      /* owned: the chances across the game (replay_story.c) */
    ChanceChart chances;              /* its chart, drawn instead of the race when shown */
    bool chances_shown;
} ReplayGame;

/* What the pointer is doing and where the viewer stands. */
typedef struct {
    int step;                         /* 0 … session.count */
    int viewed;                       /* seat shown large; -1: the seat to act at the step */
    bool sliding;                     /* the slider's knob is held */
    int mouse_x, mouse_y;
} ReplayUi;

typedef enum { REPLAY_SHOWING, REPLAY_CLOSED } ReplayOutcome;

typedef struct {
    const Sheets *sheets;             /* borrowed */
    Art *art;                         /* borrowed */
    ReplayGame game;
    ReplayUi ui;
    ReplayLayout layout;
    SheetLayout big;
    SheetLayout thumb[GAME_MAX_PLAYERS - 1];
    ReplayOutcome outcome;
} ReplayScene;

/* Makes the scene empty (nothing loaded); call once before the first open. */
void replay_scene_init(ReplayScene *r, const Sheets *sheets, Art *art);
/* Loads the record at path and stands at its first step. palette: PaletteKind for the pens.
 * False when it does not load: the scene then says why (game.problem) and the reason is
 * logged. */
bool replay_scene_open_file(ReplayScene *r, const char *path, int palette);
/* Replays the game of src (its record, so the viewer has its own copy) with its seats. */
bool replay_scene_open_session(ReplayScene *r, const Session *src, const Seats *seats);
/* The review's costly decisions, drawn on the slider and said when stood on. */
void replay_scene_set_marks(ReplayScene *r, const ReplayMark *marks, int n);
/* Stands at step (clamped to 0 … count) with the seat to act shown large. */
void replay_scene_go(ReplayScene *r, int step);
void replay_scene_free(ReplayScene *r);
void replay_scene_resize(ReplayScene *r, int w, int h);
void replay_scene_event(ReplayScene *r, const SDL_Event *e);

/* replay_play.c: the match played to the step shown (false: out of memory, or a step the
 * rules refuse; the record's own states are shown then), and let go. */
bool replay_play_to(ReplayScene *r, int step);
void replay_play_free(ReplayScene *r);

/* The state at the step shown, the seat shown large, the seats shown small (in the order of
 * the layout's thumbnails; returns how many), the mark stood on (NULL: none). */
const Game *replay_scene_game(const ReplayScene *r);
int replay_scene_big_seat(const ReplayScene *r);
int replay_thumb_seats(const ReplayScene *r, int out[GAME_MAX_PLAYERS - 1]);
const ReplayMark *replay_scene_mark(const ReplayScene *r);

/* ---- replay_words.c: the viewer's sentences ----------------------------------------------- */

/* "Replay: Leila, Arjun and Mira · finished 2026-11-23 13:08:46". */
void replay_words_title(const ReplayGame *g, char *buf, size_t cap);
/* "Step 37 of 205 · round 4". */
void replay_words_position(int step, int count, int round, char *buf, size_t cap);
/* What happens next at the step ("Next: Leila took green 1 (curve)"), or that the game is
 * over with its winner. */
void replay_words_next(const ReplayScene *r, char *buf, size_t cap);
/* The review's note on a mark: what was played, what was better and by how much. */
void replay_words_mark(const ReplayScene *r, const ReplayMark *m, char *buf, size_t cap);
/* The log's last lines up to the step, oldest first, as the viewer's match told them (the
 * table's log of the same game: decisions, the engine's own steps, lapses, rounds, the
 * crossing); returns the count (<= max). */
int replay_words_log(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int max);
/* How the log's box shows the n lines (replay_draw.c): all at the body size, as the table's
 * log, each wrapped onto need[i] rows (px * 5 / 4 apart) at a blank; the oldest give way
 * (lines before *first are not shown) so the rows fit the box, the newest always shown,
 * whole: at a smaller size when it alone is longer than the box. Returns the size. */
int replay_log_rows(ReplayScene *r, char lines[][LOG_BOOK_CHARS], int n, int need[], int *first);
/* Why a record does not load, naming the file. */
void replay_words_problem(const char *path, const RecordProblem *why, char *buf, size_t cap);
/* Where die d lies at the step: "centre", a seat's name, "elephant", "rolling". */
const char *replay_words_die_place(const ReplayScene *r, int die);

/* ---- replay_story.c: the chances across the game, in the chart's place ---------------------- */

/* Works out the loaded game's story (a few milliseconds: no thread) and its chart. */
void replay_story_make(ReplayScene *r);
void replay_story_free(ReplayScene *r);
/* The switch under the chart, at its right (race ⇄ chances), and the chart's card above it. */
SDL_Rect replay_story_switch(const ReplayScene *r);
/* Its label: "Chances of winning" while the race shows, "Race" while the chances do. */
const char *replay_story_switch_label(const ReplayScene *r);
/* The size its labels are drawn at: the finest of the zoom, or of 100 % where that would
 * make it wider than half the chart. */
int replay_story_switch_px(const ReplayScene *r);
SDL_Rect replay_story_card(const ReplayScene *r);
/* A click on the switch, or on the chances' chart (the viewer goes to that step). True
 * when taken. */
bool replay_story_click(ReplayScene *r, int x, int y);
/* The switch and the chart shown, the step stood on marked. */
void replay_story_draw(ReplayScene *r, SDL_Renderer *renderer);

/* ---- replay_draw.c ------------------------------------------------------------------------ */

void replay_scene_draw(ReplayScene *r, SDL_Renderer *renderer);

/* ---- replay_ops.c: the viewer behind the scene interface (scene.h); self is a
 * ReplayScene. Back asks the program to close it. */
extern const SceneOps replay_scene_ops;

#endif
