/* table_news.c — what the hand-over card tells the person taking over: what each other
 * seat did since that person's last decision (log_book_since: the match's events as the
 * log keeps them, what Undo took back left out, rolls and round lines too), one paragraph a
 * seat in turn order from the seat after theirs: "Bilal: took the blue fish; moved the boat
 * 2 fields +1 fame". Each deed is said in the log's words, in the language of the moment,
 * the seat's name said once at the front. */
#include "table_internal.h"

#include <stdio.h>
#include <string.h>

#include "game_words.h"
#include "i18n.h"

/* Item i's words without the actor's name at their front ("took the blue fish"), when they
 * start with it; a step made by itself is said as what it did. */
static void deed_words(TableScene *t, int i, const char *name, char *buf, size_t cap)
{
    LogBook *b = &t->now.log;
    const LogItem *it = &b->item[i];
    char words[LOG_BOOK_CHARS];
    if (it->kind == LOG_STEP)
        words_action(t->lang, &it->before, &it->after, b->sheets, &it->action, name, words, sizeof words);
    else
        snprintf(words, sizeof words, "%s", log_book_words(t->lang, b, i));
    size_t len = strlen(name);
    bool named = len > 0 && strncmp(words, name, len) == 0 && words[len] == ' ';
    snprintf(buf, cap, "%s", named ? words + len + 1 : words);
}

/* The newest round line: what there is to tell before anyone has played. */
static void round_line(TableScene *t, char *buf, size_t cap)
{
    LogBook *b = &t->now.log;
    buf[0] = '\0';
    for (int i = b->count - 1; i >= 0; i--)
        if (b->item[i].kind == LOG_ROUND || b->item[i].kind == LOG_FIRST_ROUND) {
            snprintf(buf, cap, "%s", log_book_words(t->lang, b, i));
            return;
        }
}

int table_handover_news(TableScene *t, int seat, char news[][TABLE_NEWS_CHARS], int cap)
{
    const Lang *lang = t->lang;
    int items[LOG_BOOK_ITEMS], count = log_book_since(&t->now.log, seat, items, LOG_BOOK_ITEMS), n = 0;
    int players = table_game(t)->setup.players;
    for (int k = 1; k < players && n < cap; k++) {
        int other = (seat + k) % players;
        const char *name = t->seats.name[other];
        size_t len = 0;
        for (int j = 0; j < count; j++) {
            if (t->now.log.item[items[j]].seat != other) continue;
            char deed[LOG_BOOK_CHARS];
            deed_words(t, items[j], name, deed, sizeof deed);
            /* TRANSLATORS: the hand-over card: a player's name, then what they did. */
            if (len == 0) len = (size_t)snprintf(news[n], TABLE_NEWS_CHARS, _("%s: %s"), name, deed);
            else if (len < TABLE_NEWS_CHARS) len += (size_t)snprintf(news[n] + len, TABLE_NEWS_CHARS - len, "; %s", deed);
        }
        if (len > 0) n++;
    }
    if (n == 0 && cap > 0) {
        round_line(t, news[0], TABLE_NEWS_CHARS);
        n = news[0][0] ? 1 : 0;
    }
    return n;
}
