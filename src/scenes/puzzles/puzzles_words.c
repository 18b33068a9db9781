/* puzzles_words.c — the puzzle's card in words (puzzles.h): the prompt, the rating, and once
 * answered, right or not, the two choices with their chances and one sentence why. */
#include "puzzles_internal.h"

#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"
#include "move_why.h"

const char *puzzles_words_title(const Lang *lang)
{
    /* TRANSLATORS: the title of the card over a "find the best move" puzzle. */
    return _("Puzzle");
}

const char *puzzles_words_show(const Lang *lang, bool showing)
{
    return showing ? _("Hide the best move") : _("Show the best move");
}

const char *puzzles_words_next(const Lang *lang)
{
    /* TRANSLATORS: a button on the puzzle's card: serve another puzzle. */
    return _("Next puzzle");
}

/* Whether the decision may be the one of this kind (karma, a reroll: R8.2, R8.3). */
static bool may(const Game *g, const Sheets *sh, int kind)
{
    Action legal[GAME_MAX_LEGAL];
    int n = game_legal(g, sh, legal);
    for (int i = 0; i < n; i++)
        if (legal[i].kind == kind) return true;
    return false;
}

/* The step's decision as a task, without the gestures (the table's prompt says those once
 * it is played): what is asked, in the game's own words. */
static const char *step_task(const Lang *lang, const Game *g, const Sheets *sh)
{
    int n = g->step.n;
    switch (g->step.kind) {
    case STEP_CHOOSE_DIE:
        /* TRANSLATORS: the puzzle's task, its decision in words, after "Your task:" or the
         * seat's name on the table's top line. */
        return may(g, sh, ACT_KARMA) ? _("take a die from the centre, or use karma") : _("take a die from the centre");
    case STEP_KARMA_KEEP:
        return may(g, sh, ACT_REROLL) ? _("keep one of the two rolled dice, or reroll")
                                      : _("keep one of the two rolled dice");
    case STEP_ROAD: return _("draw a road");
    case STEP_HALVES: return trn("add a half road", "add two half roads", n);
    case STEP_SELL: return _("choose the goods to sell");
    case STEP_MERCHANT: return _("use the Merchant: sell goods or take a good");
    case STEP_PORTUGUESE: return _("use the Portuguese: move the boat back or take a good");
    case STEP_MAHARANI: return _("use the Maharani: move the boat 1 or 2 fields forward");
    case STEP_UPGRADE: return _("choose a building type to upgrade");
    case STEP_PERSON: return _("choose a palace person to use");
    case STEP_GOODS_DIFF: return trn("choose a good", "choose the different goods to gain", n);
    case STEP_GOODS_DIE: return _("choose the purple die whose goods you gain");
    case STEP_RIVER_BACK_ANY: return _("move the boat back to a river field");
    case STEP_PENDING: return _("choose which bonus to use first");
    default: return _("make your move");
    }
}

const char *puzzles_words_task(const PuzzlesScene *p)
{
    return step_task(p->lang, &p->puzzle->before, p->sheets);
}

void puzzles_words_top(const void *ctx, const char *prompt, char *buf, size_t cap)
{
    const PuzzlesScene *p = ctx;
    const Lang *lang = p->lang;
    if (p->session->count == 0)
        /* TRANSLATORS: the table's top line in a puzzle before its choice: its number in the
         * set, the seat's name, then the task ("keep one of the two rolled dice"). */
        snprintf(buf, cap, _("Puzzle %d · find the best move for %s: %s"), p->number, p->name,
                 puzzles_words_task(p));
    else
        /* TRANSLATORS: the table's top line in a puzzle once a choice is played: its number,
         * then what the table says. */
        snprintf(buf, cap, _("Puzzle %d · %s"), p->number, prompt);
}

static int whole_percent(int bp) { return (bp + PUZZLE_BP / 200) * 100 / PUZZLE_BP; }

/* A chance in whole percent. A figure above nothing that rounds to 0 reads "under 1 %": the
 * puzzles' figures are the search's, sampled (no position in the set is decided), and a
 * choice that won none of its sampled futures is unlikely to win, not certain to lose
 * (docs/puzzles.md, "The figures"). */
static void percent(const Lang *lang, int bp, char *buf, size_t cap)
{
    int whole = whole_percent(bp);
    if (whole > 0 || bp <= 0) {
        snprintf(buf, cap, _("%d %%"), whole);
        return;
    }
    char one[16];
    snprintf(one, sizeof one, _("%d %%"), 1);
    snprintf(buf, cap, _("under %s"), one);
}

/* A choice as advice ("Take orange 1 (Maharani)"), from a copy it is played on. */
static void choice_words(const PuzzlesScene *p, const Action *a, char *buf, size_t cap)
{
    const Game *before = &p->puzzle->before;
    Game after = *before;
    Refusal why;
    if (!game_apply(&after, p->sheets, a, &why)) after = *before;
    words_advice(p->lang, before, &after, a, buf, cap);
}

void puzzles_words_why(const PuzzlesScene *p, const Action *against, char *buf, size_t cap)
{
    const PuzzleEntry *e = p->puzzle;
    move_why(p->lang, &e->before, p->sheets, &e->best[0], against, buf, cap);
}

/* The choice's chance as shown: its option's figure, or "under" the last listed one's. */
static void choice_chance(const PuzzlesScene *p, int option, char *buf, size_t cap)
{
    const Lang *lang = p->lang;
    const PuzzleEntry *e = p->puzzle;
    char pc[16];
    if (option >= 0 && option < e->option_count) {
        percent(p->lang, e->option[option].chance, buf, cap);
        return;
    }
    int last = e->option[e->option_count - 1].chance;
    if (whole_percent(last) == 0) {   /* "under 1 %" already */
        percent(lang, last, buf, cap);
        return;
    }
    percent(lang, last, pc, sizeof pc);
    /* TRANSLATORS: the chance of a choice known only to lie below a figure: the last one
     * listed, or 1 %. */
    snprintf(buf, cap, _("under %s"), pc);
}

/* The rating's history: the ratings after the last few answers, oldest first, and how many
 * of all the answers were right. Empty before the first answer. */
#define HISTORY_SHOWN 6
static void words_history(const Lang *lang, const PuzzleProgress *pr, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (pr->count == 0) return;
    char list[HISTORY_SHOWN * 8] = "";
    size_t n = 0;
    for (int i = pr->count > HISTORY_SHOWN ? pr->count - HISTORY_SHOWN : 0; i < pr->count; i++)
        n += (size_t)snprintf(list + n, sizeof list - n, "%s%d", n ? " → " : "", pr->answer[i].rating);
    /* TRANSLATORS: the puzzle rating after each of the last answers, then the answers
     * right of all answered. */
    snprintf(buf, cap, trn("Rating after the last answers: %s (%d of %d answer right).",
                           "Rating after the last answers: %s (%d of %d answers right).", pr->answered),
             list, pr->right, pr->answered);
}

static void words_waiting(const PuzzlesScene *p, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    const Lang *lang = p->lang;
    /* TRANSLATORS: the puzzle's task on its card before the choice: "Your task: keep one of
     * the two rolled dice". */
    snprintf(line[1], PUZZLES_LINE_MAX, _("Your task: %s"), puzzles_words_task(p));
    snprintf(line[2], PUZZLES_LINE_MAX, "%s", _("Make your move on the table: the first one counts."));
    /* TRANSLATORS: the player's puzzle rating and the puzzle's own. */
    snprintf(line[3], PUZZLES_LINE_MAX, _("Your puzzle rating: %d. This puzzle: %d."), p->rating_before,
             puzzle_progress_rating_of(p->puzzle));
    words_history(lang, &p->progress, line[PUZZLES_HISTORY_LINE], PUZZLES_LINE_MAX);
}

/* The verdict of the answer shown: a try after Undo says it is one ("Try 2: …"). */
static void words_verdict(const Lang *lang, const PuzzlesAnswer *a, char *buf, size_t cap)
{
    if (a->attempt <= 1)
        snprintf(buf, cap, "%s", a->right ? _("Right: that is the best move.") : _("Not the best move."));
    else if (a->right)
        /* TRANSLATORS: a puzzle's verdict on a choice played after Undo: the try's number
         * (2 for the first choice after the answer that counted). */
        snprintf(buf, cap, _("Try %d: right, that is the best move."), a->attempt);
    else
        snprintf(buf, cap, _("Try %d: not the best move."), a->attempt);
}

/* Everything after the prompt from the one answer shown (puzzles_answer_shown): the verdict,
 * the choice and its chance, the best and why against that choice, and the rating, which
 * only the first answer moved. */
static void words_answered(const PuzzlesScene *p, const PuzzlesAnswer *a, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    const Lang *lang = p->lang;
    const PuzzleEntry *e = p->puzzle;
    char mine[180], best[180], pm[32], pb[16], why[200];
    choice_chance(p, a->option, pm, sizeof pm);
    percent(lang, e->option[0].chance, pb, sizeof pb);
    choice_words(p, &e->best[0], best, sizeof best);
    choice_words(p, &a->action, mine, sizeof mine);
    words_verdict(lang, a, line[1], PUZZLES_LINE_MAX);
    if (a->on_table)
        snprintf(line[2], PUZZLES_LINE_MAX, _("Your choice: %s — %s"), mine, pm);
    else
        /* TRANSLATORS: on a puzzle's card once Undo took the answer back: the first answer,
         * the one counted, and its chance of winning. */
        snprintf(line[2], PUZZLES_LINE_MAX, _("Your first answer: %s — %s"), mine, pm);
    /* Why against the choice made; the choice being the best, against the runner-up. */
    puzzles_words_why(p, a->option != 0 ? &a->action : &e->option[1].action, why, sizeof why);
    snprintf(line[3], PUZZLES_LINE_MAX, _("Best: %s — %s"), best, pb);
    snprintf(line[3] + strlen(line[3]), PUZZLES_LINE_MAX - strlen(line[3]), ". %s", why);
    /* TRANSLATORS: the puzzle rating before and after the answer. */
    snprintf(line[4], PUZZLES_LINE_MAX, _("Puzzle rating: %d → %d"), p->rating_before, p->progress.rating);
    if (p->save_failed)
        snprintf(line[4] + strlen(line[4]), PUZZLES_LINE_MAX - strlen(line[4]), " %s", _("(not saved)"));
}

void puzzles_words(const PuzzlesScene *p, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    PuzzlesAnswer shown = puzzles_answer_shown(p);
    puzzles_words_as(p, &shown, line);
}

void puzzles_words_as(const PuzzlesScene *p, const PuzzlesAnswer *shown, char line[PUZZLES_LINES][PUZZLES_LINE_MAX])
{
    const Lang *lang = p->lang;
    const Game *g = &p->puzzle->before;
    for (int i = 0; i < PUZZLES_LINES; i++) line[i][0] = '\0';
    /* TRANSLATORS: the puzzle's task: the seat's name, the round, the number of players. */
    snprintf(line[0], PUZZLES_LINE_MAX, _("Find the best move for %s — round %d, %d players"), p->name, g->round,
             g->setup.players);
    if (shown->given) words_answered(p, shown, line);
    else words_waiting(p, line);
}
