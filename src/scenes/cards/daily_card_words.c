/* daily_card_words.c — Today's dice's calendar card in words (daily_card.h): its title, the
 * streaks, the summary said aloud and each day's words. */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"

const char *daily_card_title(const Lang *lang)
{
    /* TRANSLATORS: the title of Today's dice's calendar card. */
    return _("Today's dice: the last 35 days");
}

void daily_card_streak_words(const DailyCardScene *s, char *buf, size_t cap)
{
    const Lang *lang = s->lang;
    /* TRANSLATORS: days in a row with Today's dice played: now, and the longest run. */
    snprintf(buf, cap, _("Current streak: %d · best streak: %d"), s->streak, s->best_streak);
}

void daily_card_summary(const DailyCardScene *s, char *buf, size_t cap)
{
    const Lang *lang = s->lang;
    char streaks[200];
    daily_card_streak_words(s, streaks, sizeof streaks);
    /* TRANSLATORS: Today's dice's calendar said aloud; then the streaks. */
    snprintf(buf, cap, _("Played %d of the last 35 days, won %d, above par %d. %s"), s->played, s->won, s->beat_par,
             streaks);
}

void daily_card_day_words(const Lang *lang, const CalendarDay *d, char *buf, size_t cap)
{
    char date[16];
    stats_file_daily_date(d->day, date, sizeof date, NULL);
    const char *mark = d->mark == CAL_WON ? _("won") : d->mark == CAL_PLAYED ? _("played") : _("not played");
    if (d->beat_par)
        /* TRANSLATORS: a day of Today's dice's calendar: the date, won or played, above par. */
        snprintf(buf, cap, _("%s: %s, above par"), date, mark);
    else
        snprintf(buf, cap, "%s: %s", date, mark);
}
