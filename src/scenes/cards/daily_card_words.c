/* daily_card_words.c — Today's dice's calendar card in words (daily_card.h): its title, the
 * streaks, the summary said aloud, each day's words, and the months' and weekdays' labels. */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"

const char *daily_card_title(const Lang *lang)
{
    /* TRANSLATORS: the title of Today's dice's calendar card. */
    return _("Today's dice: the last 35 days");
}

const char *daily_card_month_name(const Lang *lang, int month)
{
    /* TRANSLATORS: a month's short name, over the calendar's square where the month begins
     * (a square is about three letters wide at the smallest size). */
    static const char *const name[12] = {N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
                                         N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec")};
    return tr(name[(month + 11) % 12]);
}

void daily_card_weekday_initial(const Lang *lang, int weekday, char *buf, size_t cap)
{
    /* TRANSLATORS: a weekday; the calendar heads its column with the first letter. */
    static const char *const name[7] = {N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"),
                                        N_("Friday"), N_("Saturday"), N_("Sunday")};
    const char *full = tr(name[((weekday % 7) + 7) % 7]);
    /* The first letter, all its UTF-8 bytes; a lower-case ASCII one (Dutch "maandag") as a
     * capital, as a column's head. */
    size_t n = 1;
    while (full[n] && ((unsigned char)full[n] & 0xC0) == 0x80) n++;
    if (cap == 0) return;
    if (n >= cap) n = cap - 1;
    for (size_t k = 0; k < n; k++) buf[k] = full[k];
    buf[n] = '\0';
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 'a' + 'A');
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
