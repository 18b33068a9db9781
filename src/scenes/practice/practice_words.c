/* practice_words.c — "Try it" in words (practice.h): the card's title, what to do, and the
 * three choices with their chances of winning. */
#include "practice_internal.h"

#include <stdio.h>

#include "game_words.h"
#include "i18n.h"

const char *practice_words_title(const Lang *lang)
{
    /* TRANSLATORS: the title of the card over a decision played again from the review. */
    return _("Practice");
}

const char *practice_words_show(const Lang *lang, bool showing)
{
    /* TRANSLATORS: a button on the practice's card: the best choice drawn on the sheet, or
     * no longer. */
    return showing ? _("Hide the best move") : _("Show the best move");
}

void practice_words_percent(const Lang *lang, double chance, char *buf, size_t cap)
{
    snprintf(buf, cap, _("%d %%"), (int)(100.0 * chance + 0.5));
}

/* A choice at the decision as advice ("Take orange 1 (Maharani)"), from a copy it is
 * played on. */
static void choice_words(const PracticeScene *p, const Action *a, char *buf, size_t cap)
{
    const Game *before = &p->decision.before;
    Game after = *before;
    Refusal why;
    if (!game_apply(&after, p->sheets, a, &why)) after = *before;
    words_advice(p->lang, before, &after, a, buf, cap);
}

void practice_words(const PracticeScene *p, char line[PRACTICE_LINES][PRACTICE_LINE_MAX])
{
    Action a;
    practice_words_trying(p, practice_tried(p, &a) ? &a : NULL, line);
}

void practice_words_trying(const PracticeScene *p, const Action *a, char line[PRACTICE_LINES][PRACTICE_LINE_MAX])
{
    const Lang *lang = p->lang;
    PracticeChances c;
    practice_chances(p, &c);
    char tried[180], best[180], played[180], pt[16], pb[16], pp[16];
    choice_words(p, &p->best, best, sizeof best);
    choice_words(p, &p->decision.played, played, sizeof played);
    practice_words_percent(lang, c.best, pb, sizeof pb);
    practice_words_percent(lang, c.played, pp, sizeof pp);
    snprintf(line[0], PRACTICE_LINE_MAX, "%s", _("Nothing here is saved. Undo to try another choice."));
    if (a) {
        choice_words(p, a, tried, sizeof tried);
        practice_words_percent(lang, practice_chance(&p->decision, p->sheets, a), pt, sizeof pt);
        /* TRANSLATORS: the choice just tried in a practice, and its chance of winning. */
        snprintf(line[1], PRACTICE_LINE_MAX, _("Your choice: %s — %s"), tried, pt);
    } else {
        snprintf(line[1], PRACTICE_LINE_MAX, "%s", _("Your choice: play any on the table"));
    }
    /* TRANSLATORS: the legal choice with the most chance of winning at a decision, and that chance. */
    snprintf(line[2], PRACTICE_LINE_MAX, _("Best: %s — %s"), best, pb);
    /* TRANSLATORS: the choice played at that decision in the game, and its chance of winning. */
    snprintf(line[3], PRACTICE_LINE_MAX, _("In the game: %s — %s"), played, pp);
}
