/* table_daily.c — Today's dice at the table (docs/rules.md, "Edition notes: Today's dice"):
 * a daily game looks like no other. The header says "Today's dice" beside the round, and
 * the log says in full whose game it is and whether it counts: the day's first game is
 * its one counted try, a later one that day is practice (the program's calendar decides,
 * app_daily.c). */
#include "table_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "table_marks.h"

void table_daily_words(const TableScene *t, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    if (t->daily.counted)
        /* TRANSLATORS: the log's line at the start of Today's dice: the date (2026-11-29). */
        snprintf(buf, cap, _("Today's dice, %s: you against the hard bot — the first game today counts, and this is it"),
                 t->daily.date);
    else
        /* TRANSLATORS: the same for a later game that day, which is practice. */
        snprintf(buf, cap, _("Today's dice, %s: you against the hard bot — practice: only the first game today counts"),
                 t->daily.date);
}

void table_daily_side(const TableScene *t, int round, const char *side, int px, char *buf, size_t cap)
{
    const Lang *lang = t->lang;
    if (t->daily.on) {
        /* TRANSLATORS: the header's right end in Today's dice: the round and the sheet's side. */
        snprintf(buf, cap, _("Today's dice · Round %d · %s"), round, side);
        /* The prompt keeps most of the row: where the mark would take more than a third of
         * it (large text), the round alone, as in any game; the log's line still says it. */
        int w = 0, h = 0;
        art_text_size(t->art, FONT_REGULAR, px, buf, &w, &h);
        if (w <= t->draw.layout.w / 3) return;
    }
    snprintf(buf, cap, _("Round %d · %s"), round, side);
}

void table_set_daily(TableScene *t, const char *date, bool counted)
{
    t->daily.on = true;
    t->daily.counted = counted;
    snprintf(t->daily.date, sizeof t->daily.date, "%s", date);
    char line[LOG_BOOK_CHARS];
    table_daily_words(t, line, sizeof line);
    table_log_line(t, line);
}
