/* daily_card.h — Today's dice's calendar card, drawn over whichever scene is on screen: the
 * last 35 days as five weeks of seven, today last, each day marked as the statistics keep
 * it (stats.h: not played, played, won; above par), the current and the best streak, and a
 * Close button. Events arrive in renderer pixels; the card borrows Art and allocates
 * nothing. This header is the card's layout, input, drawing and words, which its files and
 * the tests share; the program opens it through cards.h. Each column is headed by its
 * weekday's initial and each month named where it begins, so the days read as dates. */
#ifndef RAJAS_DAILY_CARD_H
#define RAJAS_DAILY_CARD_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "art.h"
#include "cards.h"
#include "stats.h"

#define DAILY_CARD_DAYS STATS_DAILY_DAYS
#define DAILY_CARD_WEEK 7

/* What the card shows of one day. */
typedef enum { CAL_NONE, CAL_PLAYED, CAL_WON } CalendarMark;
typedef struct {
    int32_t day;            /* days since 1970-01-01 */
    uint8_t mark;           /* CalendarMark: begun, lost or given up is played */
    bool beat_par;
} CalendarDay;

/* The card grows with the type scale: a row of weekday initials over five rows of seven
 * squares, the streaks and the legend under them, Close at the foot; within the window
 * whatever the zoom. */
typedef struct {
    int w, h, unit, zoom;   /* zoom: the text's, type_scale.h */
    int title_px, body_px, day_px;
    SDL_Rect card, title, weekday[DAILY_CARD_WEEK], cell[DAILY_CARD_DAYS], streaks, legend, close;
} DailyCardLayout;

/* A day's place in the week, 0 Monday … 6 Sunday, and its month, 1 … 12 (days since
 * 1970-01-01, a Thursday). Pure. */
int daily_card_weekday(int32_t day);
int daily_card_month(int32_t day);
/* Whether the i-th square names its month: the first square, and each first of a month. */
bool daily_card_names_month(const DailyCardScene *s, int i);

/* The card for a w × h window with its text at zoom % (type_scale.h). Pure. */
void daily_card_layout(DailyCardLayout *l, int w, int h, int zoom);

typedef enum { DAILY_CARD_SHOWING, DAILY_CARD_CLOSED } DailyCardAnswer;

void daily_card_resize(DailyCardScene *s, int w, int h);
/* Close, Esc or Enter → DAILY_CARD_CLOSED. */
DailyCardAnswer daily_card_event(DailyCardScene *s, const SDL_Event *e);
void daily_card_draw(DailyCardScene *s, SDL_Renderer *r);

/* daily_card_words.c: the card's words, in lang or the card's own. The title; the streaks ("Current streak: 3 days ·
 * best: 5 days"); the summary said aloud ("Played 12 of the last 35 days, won 5, above par
 * 3"); a day's words for its tooltip and speech ("29 November: won, above par"). */
const char *daily_card_title(const Lang *lang);
/* The calendar's labels from the catalogue: a month's short name ("Nov", "Nov.", "nov.")
 * over the square where it begins, and a weekday's initial ("M", "D") over its column, the
 * first letter of the weekday's name (month 1 … 12, weekday 0 Monday … 6 Sunday). */
const char *daily_card_month_name(const Lang *lang, int month);
void daily_card_weekday_initial(const Lang *lang, int weekday, char *buf, size_t cap);
void daily_card_streak_words(const DailyCardScene *s, char *buf, size_t cap);
void daily_card_summary(const DailyCardScene *s, char *buf, size_t cap);
void daily_card_day_words(const Lang *lang, const CalendarDay *d, char *buf, size_t cap);

#endif
