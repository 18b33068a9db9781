/* log_book.c — the log's items from the match's events, and their words in the language of
 * the moment (log_book.h). */
#include "log_book.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"
#include "terms.h"

void log_book_init(LogBook *b, const Sheets *sheets, const char (*names)[SEAT_NAME_MAX])
{
    memset(b, 0, sizeof *b);
    b->sheets = sheets;
    b->names = names;
}

void log_book_clear(LogBook *b)
{
    b->count = 0;
    b->explained = false;
}

/* A new item at the end, the oldest dropped when the book is full. */
static LogItem *add(LogBook *b, LogKind kind)
{
    if (b->count == LOG_BOOK_ITEMS) {
        memmove(b->item, b->item + 1, sizeof b->item[0] * (LOG_BOOK_ITEMS - 1));
        memmove(b->words, b->words + 1, sizeof b->words[0] * (LOG_BOOK_ITEMS - 1));
        memmove(b->words_at, b->words_at + 1, sizeof b->words_at[0] * (LOG_BOOK_ITEMS - 1));
        b->count--;
    }
    int i = b->count++;
    b->serial++;
    b->words_at[i] = 0;   /* no words yet */
    LogItem *it = &b->item[i];
    memset(it, 0, sizeof *it);
    it->kind = (uint8_t)kind;
    it->seat = -1;
    return it;
}

void log_book_first(LogBook *b, const Game *first)
{
    LogItem *it = add(b, LOG_FIRST_ROUND);
    it->before = it->after = *first;
}

void log_book_note(LogBook *b, const char *text)
{
    add(b, LOG_NOTE);
    int i = b->count - 1;
    /* A note is never written again (log_book_words), so its words need no language's
     * serial. */
    snprintf(b->words[i], sizeof b->words[i], "%s", text);
}

void log_book_sale_over(LogBook *b, const Game *g, const char *clause, const char *message, int most)
{
    const LogItem *last = b->count > 0 ? &b->item[b->count - 1] : NULL;
    char said[sizeof last->said];
    snprintf(said, sizeof said, "%s", message ? message : "");
    /* The same refusal again (a second try of the same move) is one line. */
    if (last && last->kind == LOG_REFUSED && strcmp(last->clause, clause ? clause : "") == 0 &&
        strcmp(last->said, said) == 0 && last->most == most)
        return;
    LogItem *it = add(b, LOG_REFUSED);
    it->seat = (int8_t)g->to_act;
    it->before = it->after = *g;
    snprintf(it->clause, sizeof it->clause, "%s", clause ? clause : "");
    snprintf(it->said, sizeof it->said, "%s", said);
    it->most = (int16_t)most;
}

void log_book_refused(LogBook *b, const Game *g, const char *clause, const char *message)
{
    log_book_sale_over(b, g, clause, message, 0);
}

void log_book_drop_round(LogBook *b)
{
    if (b->count > 0 && b->item[b->count - 1].kind == LOG_ROUND) b->count--;
}

static const char *name_of(const LogBook *b, int seat)
{
    return b->names && seat >= 0 && seat < GAME_MAX_PLAYERS ? b->names[seat] : "?";
}

/* Whether a decision's words say it had no effect: they do not depend on the language. */
static bool says_no_effect(const Lang *lang, const MatchEvent *e)
{
    char scratch[LOG_BOOK_CHARS];
    return words_no_effect(lang, &e->before, &e->after, &e->action, "?", scratch, sizeof scratch);
}

const LogItem *log_book_take(const Lang *lang, LogBook *b, const MatchEvent *e)
{
    LogItem *it;
    switch (e->kind) {
    case MATCH_EV_ACTION: case MATCH_EV_ROLL:
        b->explained = e->kind == MATCH_EV_ACTION && says_no_effect(lang, e);
        it = add(b, LOG_ACTION);
        it->explained = b->explained;
        break;
    case MATCH_EV_FORCED: it = add(b, LOG_STEP); break;
    case MATCH_EV_NO_EFFECT:
        if (b->explained) return NULL;   /* the decision has said so */
        it = add(b, LOG_NO_EFFECT);
        break;
    case MATCH_EV_LAPSED: it = add(b, LOG_LAPSED); break;
    case MATCH_EV_ROUND: it = add(b, LOG_ROUND); break;
    case MATCH_EV_CROSSING: it = add(b, LOG_CROSSING); break;
    case MATCH_EV_UNDONE: it = add(b, LOG_UNDONE); break;
    default: return NULL;
    }
    it->seat = e->seat;
    it->entry = e->entry;
    it->bonus = e->bonus;
    it->action = e->action;
    it->before = e->before;
    it->after = e->after;
    return it;
}

/* Whether item it tells what a seat did (not a roll, a round line, a note or an Undo). */
static bool a_deed(const LogItem *it)
{
    switch ((LogKind)it->kind) {
    case LOG_ACTION: return it->action.kind != ACT_ROLL && it->seat >= 0;
    case LOG_STEP: case LOG_NO_EFFECT: case LOG_LAPSED: case LOG_CROSSING: return it->seat >= 0;
    default: return false;
    }
}

int log_book_since(const LogBook *b, int seat, int *out, int cap)
{
    /* Newest first: an Undo took back every older item of its history entry or a later one
     * (entries only grow between Undos), so the lowest such entry seen so far cuts. */
    size_t cut = SIZE_MAX;
    int n = 0, first = 0;
    for (int i = b->count - 1; i >= 0; i--) {
        const LogItem *it = &b->item[i];
        if (it->kind == LOG_UNDONE) {
            if (it->entry < cut) cut = it->entry;
            continue;
        }
        if (it->entry >= cut || !a_deed(it)) continue;
        if (it->kind == LOG_ACTION && it->seat == seat) {
            first = i + 1;
            break;
        }
    }
    cut = SIZE_MAX;
    int kept[LOG_BOOK_ITEMS];
    for (int i = b->count - 1; i >= first; i--) {
        const LogItem *it = &b->item[i];
        if (it->kind == LOG_UNDONE && it->entry < cut) cut = it->entry;
        if (it->kind != LOG_UNDONE && it->entry < cut && a_deed(it) && it->seat != seat) kept[n++] = i;
    }
    /* Oldest first, the newest kept when there are more than cap. */
    int m = n < cap ? n : cap;
    for (int k = 0; k < m; k++) out[k] = kept[m - 1 - k];
    return m;
}

/* A crossing (R3.4), with how long the game goes on: to the round's end, or with 2 players
 * to the pass's end. */
static void crossing_words(const Lang *lang, const LogItem *it, const char *name, char *buf, size_t cap)
{
    bool pass = it->after.setup.players == 2;
    if (words_you(lang, name))
        snprintf(buf, cap, "%s",
                 pass ? _("Your tracks have crossed: the game ends when this pass is played out")
                      : _("Your tracks have crossed: the game ends with this round"));
    else
        snprintf(buf, cap,
                 pass ? _("%s's tracks have crossed: the game ends when this pass is played out")
                      : _("%s's tracks have crossed: the game ends with this round"),
                 name);
}

static void step_words(const Lang *lang, const LogBook *b, const LogItem *it, const char *name, char *buf, size_t cap)
{
    char what[LOG_BOOK_CHARS];
    if (it->kind == LOG_NO_EFFECT) {
        if (words_you(lang, name))
            /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
            snprintf(buf, cap, "%s", _("You had no possible move left for that step, so it has no effect"));
        else
            /* TRANSLATORS: a step of a die's action or bonus that could not be carried out. */
            snprintf(buf, cap, _("%s had no possible move left for that step, so it has no effect"), name);
        return;
    }
    words_action(lang, &it->before, &it->after, b->sheets, &it->action, name, what, sizeof what);
    /* TRANSLATORS: a step the game made for the player, the only move possible. */
    snprintf(buf, cap, _("The only possible move, made by itself: %s"), what);
}

void log_book_write(const Lang *lang, const LogBook *b, int i, char *buf, size_t cap)
{
    if (cap == 0) return;
    buf[0] = '\0';
    if (i < 0 || i >= b->count) return;
    const LogItem *it = &b->item[i];
    const char *actor = name_of(b, it->before.to_act);
    char what[LOG_BOOK_CHARS];
    switch ((LogKind)it->kind) {
    case LOG_FIRST_ROUND:
        words_first_round(lang, it->before.round, term_side(lang, b->sheets->sheet[it->before.setup.sheet].name, false),
                          name_of(b, it->before.holder), buf, cap);
        break;
    case LOG_ACTION:
        if (!it->explained || !words_no_effect(lang, &it->before, &it->after, &it->action, actor, buf, cap))
            words_action(lang, &it->before, &it->after, b->sheets, &it->action, actor, buf, cap);
        break;
    case LOG_STEP: case LOG_NO_EFFECT: step_words(lang, b, it, actor, buf, cap); break;
    case LOG_LAPSED: words_lapse(lang, it->bonus, &it->after, it->seat, name_of(b, it->seat), buf, cap); break;
    case LOG_ROUND: words_round(lang, it->after.round, name_of(b, it->after.holder), buf, cap); break;
    case LOG_CROSSING: crossing_words(lang, it, name_of(b, it->seat), buf, cap); break;
    case LOG_UNDONE:
        /* What was taken back, in the words it was logged with. */
        words_action(lang, &it->before, &it->after, b->sheets, &it->action, actor, what, sizeof what);
        snprintf(buf, cap, _("Taken back: %s"), what);
        break;
    case LOG_NOTE:
        if (buf != b->words[i]) snprintf(buf, cap, "%s", b->words[i]);
        break;
    case LOG_REFUSED: {
        /* The refusal in its plain words, as the message said it; the clause is the detail
         * (rule_words.h) shown when the line is pointed at. */
        Refusal why = {it->clause, it->said};
        if (it->most > 0)
            /* TRANSLATORS: the log's line for a good clicked for a sale that already has
             * as many goods as it takes. */
            snprintf(buf, cap, trn("Not allowed: this sale takes at most %d good",
                     "Not allowed: this sale takes at most %d goods",
                                   it->most),
                     it->most);
        else
            /* TRANSLATORS: a click the rules refuse, with the reason in words: "Not allowed: the
             * road must join your residence". */
            snprintf(buf, cap, _("Not allowed: %s"), term_refusal(lang, &why));
        break;
    }
    }
}

const char *log_book_words(const Lang *lang, LogBook *b, int i)
{
    if (i < 0 || i >= b->count) return "";
    unsigned now = lang_serial(lang);
    if (b->words_at[i] != now && b->item[i].kind != LOG_NOTE) {
        log_book_write(lang, b, i, b->words[i], sizeof b->words[i]);
    }
    b->words_at[i] = now;
    return b->words[i];
}
