/* cards_test.c — what a test reads inside the cards (cards_test.h): read-only pointers and
 * copies, so a test checks a card without its struct. */
#include "cards_test.h"

#include "cards_internal.h"

const SettingsLayout *settings_card_test_layout(const SettingsScene *s) { return &s->layout; }

const Settings *settings_card_test_chosen(const SettingsScene *s) { return &s->chosen; }

const char *settings_card_test_note(const SettingsScene *s) { return s->note; }

const StatsLayout *stats_card_test_layout(const StatsScene *s) { return &s->layout; }

StatsShown stats_card_test_shown(const StatsScene *s)
{
    return (StatsShown){s->line, s->note, s->game, s->games, s->first, s->chosen};
}

const DailyCardLayout *daily_card_test_layout(const DailyCardScene *s) { return &s->layout; }

const CalendarDay *daily_card_test_days(const DailyCardScene *s) { return s->day; }
