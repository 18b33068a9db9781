/* session_record.c — a session as protocol text and back: the record (docs/protocol.md
 * `record`) and replaying a record into a fresh session. No I/O. */
#include "session.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_CHARS 1024

/* ---- writing the record ------------------------------------------------------------ */

typedef struct {
    char *text;
    size_t len, cap;
    bool failed;
} Text;

static void text_add(Text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->failed)
        return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (t->len + n + 1 > cap)
            cap *= 2;
        char *bigger = realloc(t->text, cap);
        if (!bigger) {
            t->failed = true;
            return;
        }
        t->text = bigger;
        t->cap = cap;
    }
    memcpy(t->text + t->len, s, n + 1);
    t->len += n;
}

static void entry_line(const SessionEntry *e, char *line, size_t cap)
{
    if (e->generated) {
        snprintf(line, cap, "roll\n");
        return;
    }
    size_t at = 0;
    if (e->action.kind != ACT_ROLL)
        at = (size_t)snprintf(line, cap, "do ");
    at += (size_t)action_format(&e->action, line + at, cap - at - 1);
    snprintf(line + at, cap - at, "\n");
}

char *session_record(const Session *s)
{
    if (!s->started)
        return NULL;
    Text t = {NULL, 0, 0, false};
    char line[LINE_MAX_CHARS];
    snprintf(line, sizeof line, "new players=%d side=%s first=%d seed=%" PRIu64 "\n",
             s->setup.players, s->sheets->sheet[s->setup.sheet].name, s->setup.first + 1,
             s->setup.seed);
    text_add(&t, line);
    for (size_t i = 0; i < s->count; i++) {
        entry_line(&s->entry[i], line, sizeof line);
        text_add(&t, line);
    }
    if (t.failed) {
        free(t.text);
        return NULL;
    }
    return t.text;
}

/* ---- replaying a record ------------------------------------------------------------ */

/* Writes a message into err and says false, so a failing check is one return. */
static bool fail(char *err, size_t cap, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(err, cap, format, args);
    va_end(args);
    return false;
}

/* The rest of the line after its first word, when that word is `word`; NULL otherwise. */
static const char *after_word(const char *line, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(line, word, n) != 0 || (line[n] != '\0' && line[n] != ' ' && line[n] != '\t'))
        return NULL;
    return line + n + strspn(line + n, " \t");
}

static bool refused(const Refusal *why, char *err, size_t cap)
{
    return fail(err, cap, "%s %s", why->clause, why->message);
}

static bool replay_action(Session *s, const char *text, bool from_do, bool sale_follows, char *err, size_t cap)
{
    Action a;
    const char *why = NULL;
    if (!action_parse(text, &a, &why))
        return fail(err, cap, "P %s", why);
    if (from_do && a.kind == ACT_ROLL)
        return fail(err, cap, "P a roll is written as a roll line, not do");
    Refusal r;
    return session_apply_recorded(s, &a, sale_follows, &r) || refused(&r, err, cap);
}

/* One meaningful line of a record; err gets the reason when it does not replay.
 * sale_follows: the next meaningful line is a sale (game_apply_recorded). */
static bool replay_line(Session *s, const char *line, bool sale_follows, char *err, size_t cap)
{
    const char *rest;
    Refusal r;
    if ((rest = after_word(line, "new")) != NULL) {
        if (s->started)
            return fail(err, cap, "P a record holds one game: new comes only first");
        const char *clause;
        char msg[128];
        Setup setup;
        if (!session_parse_setup(rest, s->sheets, &setup, &clause, msg, sizeof msg))
            return fail(err, cap, "%s %s", clause, msg);
        return session_new(s, &setup, &r) || refused(&r, err, cap);
    }
    if (!s->started)
        return fail(err, cap, "P a record starts with a new line");
    if ((rest = after_word(line, "roll")) != NULL && *rest == '\0')
        return session_roll_random(s, NULL, &r) || refused(&r, err, cap);
    if (rest)
        return replay_action(s, line, false, sale_follows, err, cap);
    if ((rest = after_word(line, "do")) != NULL)
        return replay_action(s, rest, true, sale_follows, err, cap);
    return fail(err, cap, "P not a record line (new, roll or do)");
}

/* Copies the next line into buf without its line ending and surrounding blanks; returns
 * where the following line starts, and sets *too_long when the line did not fit. */
static const char *next_line(const char *text, char *buf, size_t cap, bool *too_long)
{
    size_t len = strcspn(text, "\n");
    const char *next = text + len + (text[len] == '\n');
    while (len > 0 && (text[len - 1] == '\r' || text[len - 1] == ' ' || text[len - 1] == '\t'))
        len--;
    size_t skip = strspn(text, " \t");
    if (skip > len)
        skip = len;
    *too_long = len - skip >= cap;
    if (*too_long)
        len = skip + cap - 1;
    memcpy(buf, text + skip, len - skip);
    buf[len - skip] = '\0';
    return next;
}

/* Whether the next meaningful line from text on (blanks and comments skipped) is a sale,
 * written as `sell …` or `do sell …`. */
static bool sale_next(const char *text)
{
    while (*text) {
        text += strspn(text, " \t\r\n");
        if (*text != '#' && *text != '\0') {
            if (strncmp(text, "do", 2) == 0 && (text[2] == ' ' || text[2] == '\t'))
                text += 2 + strspn(text + 2, " \t");
            return strncmp(text, "sell", 4) == 0 && strchr(" \t\r\n", text[4]) != NULL;
        }
        text += strcspn(text, "\n");
    }
    return false;
}

static bool replay_all(Session *scratch, const char *text, const char *source, char *err,
                       size_t err_cap)
{
    char line[LINE_MAX_CHARS], why[256];
    bool too_long;
    int number = 0;
    while (*text) {
        text = next_line(text, line, sizeof line, &too_long);
        number++;
        if (line[0] == '\0' || line[0] == '#')
            continue;
        if (too_long)
            return fail(err, err_cap, "%s:%d: P line too long", source, number);
        if (!replay_line(scratch, line, sale_next(text), why, sizeof why))
            return fail(err, err_cap, "%s:%d: %s", source, number, why);
    }
    if (!scratch->started)
        return fail(err, err_cap, "%s: no game in it (no new line)", source);
    return true;
}

bool session_replay(Session *s, const char *text, const char *source, char *err, size_t err_cap)
{
    Session scratch;
    session_init(&scratch, s->sheets);
    if (!replay_all(&scratch, text, source, err, err_cap)) {
        session_free(&scratch);
        return false;
    }
    session_free(s);
    memcpy(s, &scratch, sizeof *s);   /* memcpy keeps the states' padding, see session.c */
    return true;
}
