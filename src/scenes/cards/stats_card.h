/* stats_card.h — the statistics card, drawn over whichever scene is on screen: the
 * numbers of stats.h (games played and won, the record against each bot level, the best
 * overlap), the list of finished games (records.h, newest first) whose rows open the replay
 * viewer, "Calendar" (Today's dice's calendar card, daily_card.h, opened in its place) and a
 * Close button. A note under the numbers can say that stats.txt could not be read. Events
 * arrive in renderer pixels; the card borrows Art and allocates nothing. This header is the
 * card's layout, input, drawing and words, which its files and the tests share; the program
 * opens it through cards.h. */
#ifndef RAJAS_STATS_CARD_H
#define RAJAS_STATS_CARD_H

#include <stdbool.h>

#include <SDL.h>

#include "art.h"
#include "cards.h"
#include "records.h"
#include "stats.h"
#include "type_scale.h"

#define STATS_LINES 6
#define STATS_TEXT_MAX 96
#define STATS_GAME_ROWS 7      /* finished games shown at once at most; the list scrolls */

/* One line of the card: what is counted and the number, in the player's language. */
typedef struct {
    char label[STATS_TEXT_MAX];
    char value[STATS_TEXT_MAX];
} StatsLine;

/* stats_card_words.c, each in lang: the card's lines for s: games played, games won, against easy /
 * medium / hard bots ("won 2 of 3", or "not played yet"), best overlap ("+14", or "none
 * yet"). Returns STATS_LINES. */
int stats_words_lines(const Lang *lang, const Stats *s, StatsLine out[STATS_LINES]);
/* A finished game's row: "2026-11-23 13:08 · Leila, Arjun and Mira · Leila won" (a shared
 * win: "Leila and Arjun shared the win"); a record whose comment lines say nothing is named
 * by its file; a damaged record (files_records_check) adds " · damaged: cut off or changed". */
void stats_words_game(const Lang *lang, const RecordInfo *game, char *buf, size_t cap);
/* "Games 1–7 of 23" under the list; "No finished games yet" when there are none. */
void stats_words_games_shown(const Lang *lang, int first, int shown, int total, char *buf, size_t cap);
/* The button that opens Today's dice's calendar: "Calendar". */
const char *stats_words_calendar(const Lang *lang);

/* The card's text is on the type scale (type_scale.h): the titles TYPE_TITLE, the numbers
 * TYPE_LABEL, the finished games and the words under them TYPE_BODY, the note TYPE_FINE,
 * grown by the player's size and text size. Where the window holds the card at that size,
 * the numbers and the finished games stand side by side as at 100 %; where it does not
 * (200 % in 1280×800, 150 % in 1024×640), the numbers go above the games in three cells
 * a row, each label over its value,
 * the card takes the window, and fewer games are shown at once (rows). */
typedef struct {
    int w, h, unit, zoom;              /* zoom: the text's, type_scale.h */
    int rows;                          /* finished games shown at once, 1..STATS_GAME_ROWS */
    bool stacked_lines;                /* each number's cell holds its label over its value */
    int title_px, line_px, row_px, fine_px;   /* the type scale's sizes at the zoom in force */
    SDL_Rect card, title;
    SDL_Rect line[STATS_LINES];
    SDL_Rect note, close, calendar;    /* calendar: beside Close, Today's dice's calendar */
    SDL_Rect games_title, game[STATS_GAME_ROWS], up, down, games_shown;   /* the finished games;
                                                                             game[rows…] empty */
} StatsLayout;

/* Lays the card out for a w×h window (as at least 1024×640) with its text at zoom %
 * (type_scale.h), with room for a note. Pure. */
void stats_layout(StatsLayout *l, int w, int h, int zoom);
/* The same, with room for the note only when there is one (note): where the card takes the
 * window, the finished games then take the note's room (more of them shown at once). The
 * card lays itself out so (stats_scene_open, stats_scene_resize). */
void stats_layout_note(StatsLayout *l, int w, int h, int zoom, bool note);
/* The size a line of text is drawn at in box: the largest of the type scale from `from`
 * down to TYPE_FINE at which it is at most box.w less two units wide (the finest when none
 * is). For the drawing and the layout test. */
int stats_text_px(Art *art, FontFace face, const StatsLayout *l, TypeSize from, SDL_Rect box, const char *text);
/* The size a number's line (label left, value right in bold) is drawn at in box: the largest
 * from TYPE_LABEL down at which both fit with three units between them; in a stacked cell
 * (stacked_lines), the label over the value, each within the box less two units. */
int stats_line_px(Art *art, const StatsLayout *l, SDL_Rect box, const char *label, const char *value);

typedef enum { STATS_SHOWING, STATS_CLOSED, STATS_REPLAY, STATS_CALENDAR } StatsAnswer;

void stats_scene_resize(StatsScene *s, int w, int h);
/* Close, Esc or Enter → STATS_CLOSED; a finished game's row → STATS_REPLAY (s->chosen says
 * which); Calendar → STATS_CALENDAR. The wheel over the list, the arrows beside it, Page Up and Page Down scroll it. */
StatsAnswer stats_scene_event(StatsScene *s, const SDL_Event *e);
/* The size the note is drawn at: the fine size, or smaller when a long one (two files
 * named with their paths) would take more lines than its box has. */
int stats_note_px(const StatsScene *s);
/* The size Calendar's label is drawn at: Close's, or down the scale until it fits. */
int stats_calendar_px(const StatsScene *s);
void stats_scene_draw(StatsScene *s, SDL_Renderer *r);
/* The one size every number's line is drawn at: the smallest of their stats_line_px, so
 * the six lines read as one table. */
int stats_scene_lines_px(const StatsScene *s);
/* The one size the finished games shown are drawn at: the smallest of their stats_text_px
 * from TYPE_BODY (the body size when none is shown). */
int stats_scene_rows_px(const StatsScene *s);

#endif
