/* stats_card_words.c — the statistics card's lines in words (see stats_card.h): what is
 * counted and its number ("won 2 of 3", "+14", "none yet"), and each finished game's row
 * (when, who played, who won). Pure: text from the Stats values and the records' comment
 * lines in the language given (i18n.h). */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "terms.h"

static void against(const Lang *lang, StatsLine *line, const char *label, int wins, int games)
{
    snprintf(line->label, sizeof line->label, "%s", label);
    if (games == 0) snprintf(line->value, sizeof line->value, "%s", _("not played yet"));
    else snprintf(line->value, sizeof line->value, _("won %d of %d"), wins, games);
}

int stats_words_lines(const Lang *lang, const Stats *s, StatsLine out[STATS_LINES])
{
    snprintf(out[0].label, sizeof out[0].label, "%s", _("Games played"));
    snprintf(out[0].value, sizeof out[0].value, "%d", s->games);
    snprintf(out[1].label, sizeof out[1].label, "%s", _("Games won"));
    snprintf(out[1].value, sizeof out[1].value, "%d", s->won);
    against(lang, &out[2], _("Against easy bots"), s->level_wins[0], s->level_games[0]);
    against(lang, &out[3], _("Against medium bots"), s->level_wins[1], s->level_games[1]);
    against(lang, &out[4], _("Against hard bots"), s->level_wins[2], s->level_games[2]);
    snprintf(out[5].label, sizeof out[5].label, "%s", _("Best overlap"));
    /* A negative overlap is tracks that never crossed (R3.4): no overlap to boast of. */
    if (s->has_best && s->best_overlap >= 0) snprintf(out[5].value, sizeof out[5].value, "%+d", s->best_overlap);
    else if (s->has_best) snprintf(out[5].value, sizeof out[5].value, "%s", _("not crossed yet"));
    else snprintf(out[5].value, sizeof out[5].value, "%s", _("none yet"));
    return STATS_LINES;
}

/* "2 1 3" or "2=1 3" (the protocol's result line): the seats sharing first place. */
static int winners(const char *result, int out[GAME_MAX_PLAYERS])
{
    int n = 0;
    for (const char *c = result; *c && *c != ' ' && n < GAME_MAX_PLAYERS; c++)
        if (*c >= '1' && *c <= '0' + GAME_MAX_PLAYERS && (c[1] == '=' || c[1] == ' ' || c[1] == '\0')) out[n++] = *c - '1';
    return n;
}

/* A row as its comment lines say it (the file's name when they do not). */
static void game_words(const Lang *lang, const RecordInfo *g, char *buf, size_t cap)
{
    const RecordSeats *st = &g->seats;
    if (st->players == 0 || !g->finished[0]) {
        snprintf(buf, cap, "%s", g->file);
        return;
    }
    const char *names[GAME_MAX_PLAYERS];
    for (int i = 0; i < st->players; i++) names[i] = st->name[i];
    char list[GAME_MAX_PLAYERS * RECORD_NAME_MAX + 40], won[GAME_MAX_PLAYERS * RECORD_NAME_MAX + 80] = "";
    term_list(lang, names, st->players, list, sizeof list);
    int w[GAME_MAX_PLAYERS], n = winners(g->result, w);
    const char *first[GAME_MAX_PLAYERS];
    int named = 0;
    for (int i = 0; i < n; i++)
        if (w[i] < st->players) first[named++] = st->name[w[i]];
    if (named == 1) {
        snprintf(won, sizeof won, _("%s won"), first[0]);
    } else if (named > 1) {
        char together[GAME_MAX_PLAYERS * RECORD_NAME_MAX + 40];
        term_list(lang, first, named, together, sizeof together);
        snprintf(won, sizeof won, _("%s shared the win"), together);
    }
    /* The finished moment to the minute: "2026-11-23 13:08". */
    snprintf(buf, cap, "%.16s · %s%s%s", g->finished, list, won[0] ? " · " : "", won);
}

void stats_words_game(const Lang *lang, const RecordInfo *g, char *buf, size_t cap)
{
    char row[GAME_MAX_PLAYERS * RECORD_NAME_MAX * 2 + 160];
    game_words(lang, g, row, sizeof row);
    /* TRANSLATORS: a finished game's row in Statistics whose record file is cut off or
     * damaged: the row as usual (when, who played, who won — or the file's name), then this. */
    if (g->damaged) snprintf(buf, cap, _("%s · damaged: cut off or changed"), row);
    else snprintf(buf, cap, "%s", row);
}

void stats_words_games_shown(const Lang *lang, int first, int shown, int total, char *buf, size_t cap)
{
    if (total == 0) snprintf(buf, cap, "%s", _("No finished games yet"));
    /* TRANSLATORS: under the list of finished games: which of them are shown. */
    else snprintf(buf, cap, _("Games %d–%d of %d"), first + 1, first + shown, total);
}

const char *stats_words_calendar(const Lang *lang)
{
    /* TRANSLATORS: Today's dice's button that opens the calendar of the last 35 days. */
    return _("Calendar");
}
