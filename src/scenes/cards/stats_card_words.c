/* stats_card_words.c — the statistics card's lines in words (see stats_card.h): what is
 * counted and its number ("won 2 of 3", "+14", "none yet"). Pure: text from the Stats
 * values in the language loaded (i18n.h). */
#include "stats_card.h"

#include <stdio.h>

#include "i18n.h"

static void against(StatsLine *line, const char *label, int wins, int games)
{
    snprintf(line->label, sizeof line->label, "%s", label);
    if (games == 0) snprintf(line->value, sizeof line->value, "%s", _("not played yet"));
    else snprintf(line->value, sizeof line->value, _("won %d of %d"), wins, games);
}

int stats_words_lines(const Stats *s, StatsLine out[STATS_LINES])
{
    snprintf(out[0].label, sizeof out[0].label, "%s", _("Games played"));
    snprintf(out[0].value, sizeof out[0].value, "%d", s->games);
    snprintf(out[1].label, sizeof out[1].label, "%s", _("Games won"));
    snprintf(out[1].value, sizeof out[1].value, "%d", s->won);
    against(&out[2], _("Against easy bots"), s->level_wins[0], s->level_games[0]);
    against(&out[3], _("Against medium bots"), s->level_wins[1], s->level_games[1]);
    against(&out[4], _("Against hard bots"), s->level_wins[2], s->level_games[2]);
    snprintf(out[5].label, sizeof out[5].label, "%s", _("Best overlap"));
    if (s->has_best) snprintf(out[5].value, sizeof out[5].value, "%+d", s->best_overlap);
    else snprintf(out[5].value, sizeof out[5].value, "%s", _("none yet"));
    return STATS_LINES;
}
