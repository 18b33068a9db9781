/* stats_card.h — the statistics card, drawn over whichever scene is on screen: the
 * numbers of stats.h (games played and won, the record against each bot level, the best
 * overlap), the list of finished games (records.h, newest first) whose rows open the replay
 * viewer, and a Close button. A note under the numbers can say that stats.txt could not
 * be read. Events arrive in renderer pixels; the card borrows Art and allocates nothing. */
#ifndef RAJAS_STATS_CARD_H
#define RAJAS_STATS_CARD_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"
#include "records.h"
#include "stats.h"

#define STATS_LINES 6
#define STATS_TEXT_MAX 96
#define STATS_GAME_ROWS 7      /* finished games shown at once; the list scrolls */

/* One line of the card: what is counted and the number, in the player's language. */
typedef struct {
    char label[STATS_TEXT_MAX];
    char value[STATS_TEXT_MAX];
} StatsLine;

/* stats_card_words.c: the card's lines for s: games played, games won, against easy /
 * medium / hard bots ("won 2 of 3", or "not played yet"), best overlap ("+14", or "none
 * yet"). Returns STATS_LINES. */
int stats_words_lines(const Stats *s, StatsLine out[STATS_LINES]);
/* A finished game's row: "2026-11-23 13:08 · Leila, Arjun and Mira · Leila won" (a shared
 * win: "Leila and Arjun shared the win"); a record whose comment lines say nothing is named
 * by its file. */
void stats_words_game(const RecordInfo *game, char *buf, size_t cap);
/* "Games 1–7 of 23" under the list; "No finished games yet" when there are none. */
void stats_words_games_shown(int first, int shown, int total, char *buf, size_t cap);

typedef struct {
    int w, h, unit;
    SDL_Rect card, title;
    SDL_Rect line[STATS_LINES];
    SDL_Rect note, close;
    SDL_Rect games_title, game[STATS_GAME_ROWS], up, down, games_shown;   /* the finished games */
} StatsLayout;

/* Lays the card out for a w×h window (as at least 1024×640). Pure. */
void stats_layout(StatsLayout *l, int w, int h);

typedef enum { STATS_SHOWING, STATS_CLOSED, STATS_REPLAY } StatsAnswer;

typedef struct {
    Art *art;                          /* borrowed */
    StatsLine line[STATS_LINES];
    char note[768];                    /* "" when there is none; may name files */
    RecordInfo game[RECORD_LIST_MAX];  /* the finished games, newest first */
    int games, first;                  /* how many; the first shown */
    int chosen;                        /* with STATS_REPLAY: the game clicked */
    int mouse_x, mouse_y;
    StatsLayout layout;
} StatsScene;

/* note may be NULL; games (n of them, newest first, files_records_list) are copied. */
void stats_scene_open(StatsScene *s, Art *art, const Stats *stats, const char *note, const RecordInfo *games,
                      int n, int w, int h);
void stats_scene_resize(StatsScene *s, int w, int h);
/* Close, Esc or Enter → STATS_CLOSED; a finished game's row → STATS_REPLAY (s->chosen says
 * which). The wheel over the list, the arrows beside it, Page Up and Page Down scroll it. */
StatsAnswer stats_scene_event(StatsScene *s, const SDL_Event *e);
void stats_scene_draw(StatsScene *s, SDL_Renderer *r);

#endif
