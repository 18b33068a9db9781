/* end.h — the end of a game: the ranking with shared places, every tie-break said
 * in words (docs/rules.md R3.5), and a chart of every player's race position round by round,
 * with "Play again" and "New set-up". The scene copies what it shows out of the Session
 * when it starts (the final state, the chart), so the Session may be reused at once.
 * It borrows Sheets and Art and allocates nothing. Events arrive in renderer pixels. */
#ifndef RAJAS_END_H
#define RAJAS_END_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "game.h"
#include "session.h"
#include "table.h"

/* Race position (R3.1: 2 × fame + money) of every seat: [0] when the game began, [r] at
 * the end of round r (for the last round: when the game ended). */
#define CHART_POINTS_MAX (GAME_LAST_ROUND + 1)

typedef struct {
    int rounds;                                   /* points 0..rounds are filled */
    int players;
    int crossing;                                 /* the sheet's crossing value */
    int16_t race[CHART_POINTS_MAX][GAME_MAX_PLAYERS];
} RaceChart;

/* Reads the chart off the Session's history, which keeps the state before every roll and
 * action: the state in which round r + 1 began holds everything done in round r. */
void end_chart_build(const Session *s, RaceChart *out);

typedef struct {
    int seat, place;                              /* place is 1-based; ties share it */
    int race, overlap, fame, money;
    int karma_collected, karma_used;              /* circled (start included), crossed */
    char tie[400];                                /* tie-break in words, "" when no tie */
} EndRow;

/* The ranking (game_ranking, R3.5) as rows, best first, each with its tie-breaks in words
 * (end_words_tie). Returns the number of rows. */
int end_rows(const Game *g, const Sheets *sh, const TableSeats *seats, EndRow out[GAME_MAX_PLAYERS]);

typedef struct {
    int w, h, unit;
    SDL_Rect title, ranking, chart, again, setup;
    SDL_Rect subtitle;                            /* how the game ended, and its "Why?" */
    SDL_Rect row[GAME_MAX_PLAYERS];
} EndLayout;

void end_layout(EndLayout *l, int w, int h, int players);

typedef enum { END_SHOWING, END_PLAY_AGAIN, END_NEW_SETUP } EndOutcome;

typedef struct {
    const Sheets *sheets;     /* borrowed */
    Art *art;                 /* borrowed */
    TableSeats seats;
    Game final;               /* the game as it ended */
    EndRow row[GAME_MAX_PLAYERS];
    int rows;
    RaceChart chart;
    int mouse_x, mouse_y;
    int w, h;
    EndLayout layout;
    EndOutcome outcome;
} EndScene;

void end_scene_init(EndScene *e, const Session *s, const Sheets *sh, Art *art, const TableSeats *seats);
void end_scene_resize(EndScene *e, int w, int h);
/* Writes the ranking's words again in the language now loaded (after a switch). */
void end_scene_retranslate(EndScene *e);
void end_scene_event(EndScene *e, const SDL_Event *ev);
/* The tooltip for what is under the mouse into buf: over the subtitle, the rule the
 * ranking follows (end_words_why). False, buf untouched, elsewhere. */
bool end_scene_tooltip(const EndScene *e, char *buf, size_t cap);

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
/* The chart's crossing line: "tracks cross at 80". */
void end_words_crossing(int crossing, char *buf, size_t cap);
/* Row i's tie-breaks against every other of the n rows with the same overlap, joined by
 * "; " into one sentence: "Same overlap as Leila, ahead on karma collected (3 to 2)".
 * "" when no row shares its overlap. */
void end_words_tie(const EndRow *rows, int n, int i, const TableSeats *seats, char *buf, size_t cap);

/* ---- end_draw.c ---------------------------------------------------------------- */

void end_scene_draw(EndScene *e, SDL_Renderer *r);

/* A moment marked on the race chart: where in the game, in rounds (chart point 2 is the end
 * of round 2, so 2.5 is halfway through round 3), and every seat's race position then. */
typedef struct {
    float at;
    int16_t race[GAME_MAX_PLAYERS];
} ChartMark;

/* The race chart on a paper card: a legend of the seats' names, the grid, the crossing line
 * and each seat's race round by round in its pen; mark (NULL: none) rings the moment shown.
 * u is the layout unit. The end scene draws it, and so does the replay viewer. */
void end_chart_draw(SDL_Renderer *r, Art *art, const RaceChart *c, const TableSeats *seats, SDL_Rect card, int u,
                    const ChartMark *mark);

#endif
