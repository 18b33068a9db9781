/* cards_test.h — the cards' declared test header: what a test may read inside a card — its
 * layout, what it shows, what was clicked — without its struct, besides the program's door
 * (cards.h) and each card's own header. Only cards_test.c and the tests include it
 * (cmake/boundaries.cmake); the program never calls these. The pointers are the card's. */
#ifndef RAJAS_CARDS_TEST_H
#define RAJAS_CARDS_TEST_H

#include "cards.h"
#include "daily_card.h"
#include "settings_card.h"
#include "stats_card.h"

/* ---- cards_test.c ------------------------------------------------------------------ */

/* The settings card as last laid out, the settings it shows and its note ("" for none). */
const SettingsLayout *settings_card_test_layout(const SettingsScene *s);
const Settings *settings_card_test_chosen(const SettingsScene *s);
const char *settings_card_test_note(const SettingsScene *s);

/* The statistics card as last laid out, and what it shows: its lines, its note ("" for
 * none) and its finished games, how many, the first shown and the one last clicked
 * (STATS_REPLAY). */
typedef struct {
    const StatsLine *line;   /* STATS_LINES of them */
    const char *note;
    const RecordInfo *game;
    int games, first, chosen;
} StatsShown;
const StatsLayout *stats_card_test_layout(const StatsScene *s);
StatsShown stats_card_test_shown(const StatsScene *s);

/* The calendar as last laid out, and its DAILY_CARD_DAYS days, oldest first. */
const DailyCardLayout *daily_card_test_layout(const DailyCardScene *s);
const CalendarDay *daily_card_test_days(const DailyCardScene *s);

#endif
