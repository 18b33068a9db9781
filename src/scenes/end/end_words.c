/* end_words.c — the end of a game in words (see end.h): places, who won, how the game
 * ended, each row's overlap and scores, every tie-break (docs/rules.md R3.5), the
 * chart's crossing line and the review's progress and costly decisions. Pure: text from the ranking's values in the language given
 * (i18n.h); each sentence is one translatable format with the names inside. */
#include "end.h"
#include "end_words.h"

#include <stdio.h>

#include "game_words.h"
#include "i18n.h"
#include "terms.h"

const char *end_words_place(const Lang *lang, int place)
{
    /* TRANSLATORS: places in the ranking (German "1.", Dutch "1e"). */
    static const char *const word[] = {"?", N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th")};
    return place >= 1 && place <= GAME_MAX_PLAYERS ? tr(word[place]) : word[0];
}

void end_words_title(const Lang *lang, int winners, const char *first, const char *second, char *buf, size_t cap)
{
    if (winners == 1) snprintf(buf, cap, _("%s wins!"), first);
    else if (winners == 2) snprintf(buf, cap, _("%s and %s share the win!"), first, second);
    else snprintf(buf, cap, trn("%d player shares the win!", "%d players share the win!", winners), winners);
}

void end_words_subtitle(const Lang *lang, int round, const char *side, bool crossed, char *buf, size_t cap)
{
    const char *shown = term_side(lang, side, false);
    if (crossed)
        snprintf(buf, cap, _("The game ended after round %d on the %s side. Ranked by overlap, then karma "
                             "collected, then karma used."), round, shown);
    else
        snprintf(buf, cap, _("The game ended after round %d on the %s side, the last round, before anyone "
                             "crossed. Ranked by overlap, then karma collected, then karma used."),
                 round, shown);
}

void end_words_why(const Lang *lang, char *buf, size_t cap)
{
    term_rule(lang, "R3.5", _("players are ranked by overlap, the larger first; on equal overlap, the one who collected "
                        "more karma is ahead, then the one who used more; players equal in all three share the "
                        "place"),
              buf, cap);
}

void end_words_overlap(const Lang *lang, const EndRow *row, int crossing, char *buf, size_t cap)
{
    if (row->overlap >= 0)
        snprintf(buf, cap, _("Overlap %+d: race %d passed the crossing at %d"), row->overlap, row->race, crossing);
    else
        snprintf(buf, cap, _("Overlap %d: race %d, %d short of %d"), row->overlap, row->race, -row->overlap,
                 crossing);
}

void end_words_scores(const Lang *lang, const EndRow *row, char *buf, size_t cap)
{
    snprintf(buf, cap, _("Fame %d, money %d · karma collected %d, used %d"), row->fame, row->money,
             row->karma_collected, row->karma_used);
}

void end_words_accuracy(const Lang *lang, const EndRow *row, char *buf, size_t cap)
{
    if (!row->accuracy_said) {
        snprintf(buf, cap, "%s", "");
        return;
    }
    /* The figure is a mean over every decision with a choice of played ÷ best (story.h), so
     * a few costly moves among many sound ones still leave it high: the words say it is an
     * average per move, not a share of the game's chance. */
    /* TRANSLATORS: under a person's scores on the end screen: the mean, over each of their
     * decisions with a choice, of the share of the best chance of winning open there that
     * the move played kept (docs/bots.md, "Honest win chances"); not a share of the whole
     * game's chance. */
    snprintf(buf, cap, _("On average a move kept %d %% of the best chance"), row->accuracy);
}

/* The tie-break between two seats of the same overlap, as a clause of a sentence (R3.5:
 * karma collected, then karma used, else a shared place). */
static void tie_clause(const Lang *lang, const EndRow *me, const EndRow *other, const char *other_name, char *buf,
                       size_t cap)
{
    bool ahead = me->place < other->place;
    if (me->place == other->place) {
        snprintf(buf, cap, _("shares %s place with %s: same overlap, karma collected (%d) and karma used (%d)"),
                 end_words_place(lang, me->place), other_name, me->karma_collected, me->karma_used);
    } else if (me->karma_collected != other->karma_collected) {
        snprintf(buf, cap, ahead ? _("same overlap as %s, ahead on karma collected (%d to %d)")
                                 : _("same overlap as %s, behind on karma collected (%d to %d)"),
                 other_name, me->karma_collected, other->karma_collected);
    } else {
        snprintf(buf, cap, ahead ? _("same overlap and karma collected as %s, ahead on karma used (%d to %d)")
                                 : _("same overlap and karma collected as %s, behind on karma used (%d to %d)"),
                 other_name, me->karma_used, other->karma_used);
    }
}

void end_words_tie(const Lang *lang, const EndRow *rows, int n, int i, const Seats *seats, char *buf, size_t cap)
{
    if (cap == 0) return;
    buf[0] = '\0';
    size_t len = 0;
    for (int j = 0; j < n; j++) {
        if (j == i || rows[j].overlap != rows[i].overlap) continue;
        char part[160];
        tie_clause(lang, &rows[i], &rows[j], seats->name[rows[j].seat], part, sizeof part);
        int k = snprintf(buf + len, cap - len, "%s%s", len ? "; " : "", part);
        if (k < 0 || (size_t)k >= cap - len) break;
        len += (size_t)k;
    }
    /* The clauses are written to follow a name; standing alone, the first starts a sentence. */
    if (buf[0] >= 'a' && buf[0] <= 'z') buf[0] = (char)(buf[0] - 'a' + 'A');
}

void end_words_review_progress(const Lang *lang, int done, int total, char *buf, size_t cap)
{
    /* TRANSLATORS: the review's progress: decisions judged so far, of all. */
    snprintf(buf, cap, _("Reviewing your decisions: %d of %d"), done, total);
}

const char *end_words_review_title(const Lang *lang, EndReviewState state, int shown)
{
    if (state == REVIEW_FAILED) return _("There is nothing to review, or the review could not start.");
    if (state != REVIEW_DONE) return _("Review my game");
    return shown > 0 ? _("Your costliest decisions") : _("The computer found no better move at any of your decisions.");
}

void end_words_review_item(const Lang *lang, const EndReviewItem *it, const Game *before, const Sheets *sh, const Seats *seats,
                           char *line1, char *line2, size_t cap)
{
    Game after = *before, better = *before;
    Refusal why;
    game_apply(&after, sh, &it->played, &why);
    game_apply(&better, sh, &it->best, &why);
    char played[300], best[300];
    const char *name = it->seat >= 0 && it->seat < seats->players ? seats->name[it->seat] : "?";
    words_action(lang, before, &after, sh, &it->played, name, played, sizeof played);
    words_advice(lang, before, &better, &it->best, best, sizeof best);
    /* TRANSLATORS: a reviewed decision: the round, then what was played. */
    snprintf(line1, cap, _("Round %d · %s"), it->round, played);
    int points = (int)(it->loss * 100.0 + 0.5);
    /* TRANSLATORS: the better move the computer finds, and the percentage points more chance to win. */
    if (points >= 1) snprintf(line2, cap, _("Better: %s — about %d%% more chance to win"), best, points);
    else snprintf(line2, cap, _("Better: %s — a slightly better chance to win"), best);
}
