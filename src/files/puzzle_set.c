/* puzzle_set.c — reading the shipped puzzles (puzzle_set.h, docs/puzzles.md). */
#include "puzzle_set.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"
#include "file_rule.h"
#include "session.h"

/* The reader's state: the game whose record the puzzles after it are cut from. */
typedef struct {
    const Sheets *sheets;
    const char *source;
    Session game;
    bool has_game;
    PuzzleSet *set;
    int cap;
    long step;                     /* the open puzzle's, -1 before its step line */
    int line;
    char *err;
    size_t err_cap;
} Reader;

static bool fail(Reader *r, const char *what)
{
    snprintf(r->err, r->err_cap, "%s:%d: %s", r->source, r->line, what);
    return false;
}

static bool number(const char *s, long max, long *out)
{
    uint64_t v;
    if (decimal_read(s, (uint64_t)max, &v) != DECIMAL_OK) return false;
    *out = (long)v;
    return true;
}

/* "<a> <b>" as two numbers. */
static bool two_numbers(char *s, long max, long *a, long *b)
{
    char *space = strchr(s, ' ');
    if (!space) return false;
    *space = '\0';
    return number(s, max, a) && number(space + 1, max, b);
}

/* The record lines from *p up to the "end" line, replayed as the current game. */
static bool read_game(Reader *r, const char **p)
{
    const char *start = *p, *end = strstr(start, "\nend\n");
    if (strncmp(start, "end\n", 4) == 0 || !end) return fail(r, "a game without its record and end line");
    size_t len = (size_t)(end - start) + 1;
    char *text = malloc(len + 1);
    if (!text) return fail(r, "out of memory");
    memcpy(text, start, len);
    text[len] = '\0';
    char why[512];
    bool ok = session_replay(&r->game, text, r->source, why, sizeof why);
    free(text);
    for (const char *q = start; q <= end; q++) r->line += *q == '\n';
    *p = end + 5;
    r->has_game = ok;
    if (!ok) return fail(r, why);
    r->line++;   /* the end line */
    return true;
}

static PuzzleEntry *open_entry(Reader *r)
{
    return r->set->count > 0 ? &r->set->entry[r->set->count - 1] : NULL;
}

static bool start_puzzle(Reader *r, const char *id)
{
    if (!r->has_game) return fail(r, "a puzzle before its game");
    if (strlen(id) == 0 || strlen(id) >= PUZZLE_ID_MAX) return fail(r, "a puzzle without a short name");
    if (r->set->count == r->cap) {
        int cap = r->cap ? r->cap * 2 : 64;
        PuzzleEntry *more = realloc(r->set->entry, (size_t)cap * sizeof *more);
        if (!more) return fail(r, "out of memory");
        r->set->entry = more;
        r->cap = cap;
    }
    PuzzleEntry *e = &r->set->entry[r->set->count++];
    memset(e, 0, sizeof *e);
    snprintf(e->id, sizeof e->id, "%s", id);
    e->seat = -1;
    r->step = -1;
    return true;
}

static bool legal_action(Reader *r, const char *text, Action *out)
{
    const char *why;
    Refusal no;
    PuzzleEntry *e = open_entry(r);
    if (r->step < 0) return fail(r, "an action before the puzzle's step");
    if (!action_parse(text, out, &why)) return fail(r, why);
    if (!game_check(&e->before, r->sheets, out, &no)) return fail(r, "an action that is not legal in the position");
    return true;
}

static bool read_step(Reader *r, PuzzleEntry *e, const char *value)
{
    long step;
    if (!number(value, (long)r->game.count, &step)) return fail(r, "a step beyond the game's record");
    r->step = step;
    e->before = (size_t)step < r->game.count ? r->game.entry[step].before : r->game.game;
    if (game_actor(&e->before) < 0) return fail(r, "a step where nobody decides");
    return true;
}

static bool read_seat(Reader *r, PuzzleEntry *e, const char *value)
{
    long seat;
    if (r->step < 0) return fail(r, "a seat before the puzzle's step");
    if (!number(value, GAME_MAX_PLAYERS, &seat) || seat != game_actor(&e->before) + 1)
        return fail(r, "a seat that is not the one to decide");
    e->seat = (int)seat - 1;
    return true;
}

static bool read_option(Reader *r, PuzzleEntry *e, char *value)
{
    char *space = strchr(value, ' ');
    long chance;
    if (!space) return fail(r, "an option without its chance and action");
    *space = '\0';
    if (!number(value, PUZZLE_BP, &chance)) return fail(r, "an option's chance is not 0–10000");
    if (e->option_count == PUZZLE_SET_OPTIONS_MAX) return fail(r, "too many options");
    PuzzleSetOption *o = &e->option[e->option_count];
    o->chance = (int)chance;
    if (!legal_action(r, space + 1, &o->action)) return false;
    e->option_count++;
    return true;
}

/* One "<key> <value>" line of the open puzzle. */
static bool puzzle_line(Reader *r, char *key, char *value)
{
    PuzzleEntry *e = open_entry(r);
    long a, b;
    if (!e) return fail(r, "a puzzle's line before any puzzle");
    if (strcmp(key, "step") == 0) return read_step(r, e, value);
    if (strcmp(key, "seat") == 0) return read_seat(r, e, value);
    if (strcmp(key, "option") == 0) return read_option(r, e, value);
    if (strcmp(key, "best") == 0) {
        if (e->best_count == PUZZLE_SET_BEST_MAX) return fail(r, "too many best actions");
        return legal_action(r, value, &e->best[e->best_count++]);
    }
    if (strcmp(key, "found") == 0) {
        if (!two_numbers(value, 1000, &a, &b) || a > b || b == 0) return fail(r, "found must be <hits> <asked>");
        e->found = (int)a;
        e->found_of = (int)b;
        return true;
    }
    if (strcmp(key, "gap") == 0) {
        if (!two_numbers(value, PUZZLE_BP, &a, &b)) return fail(r, "gap must be <gap> <standard error>");
        e->gap = (int)a;
        e->gap_se = (int)b;
        return true;
    }
    if (strcmp(key, "samples") == 0) return number(value, 1000000, &e->samples) || fail(r, "samples is no count");
    return fail(r, "an unknown line");
}

/* The open puzzle is whole: a step, its seat, a best action and two options at least, the
 * best among them first. */
static bool close_puzzle(Reader *r)
{
    PuzzleEntry *e = open_entry(r);
    if (!e) return true;
    if (e->seat < 0 || e->best_count == 0 || e->option_count < 2 || e->found_of == 0)
        return fail(r, "a puzzle without its seat, best action, options or difficulty");
    if (!action_equal(&e->option[0].action, &e->best[0])) return fail(r, "a puzzle's first option is not its best");
    return true;
}

/* One line (no newline) outside a game's record; *p is just past it. */
static bool read_line(Reader *r, char *line, const char **p, bool *format_seen)
{
    if (line[0] == '\0' || line[0] == '#') return true;
    char *space = strchr(line, ' ');
    char *value = space ? space + 1 : line + strlen(line);
    if (space) *space = '\0';
    if (!*format_seen) {
        *format_seen = strcmp(line, "format") == 0 && strcmp(value, "1") == 0;
        return *format_seen || fail(r, "the file does not start with \"format 1\"");
    }
    if (strcmp(line, "check") == 0) return true;   /* how the puzzles were mined: for people */
    if (strcmp(line, "game") == 0) return close_puzzle(r) && read_game(r, p);
    if (strcmp(line, "puzzle") == 0) return close_puzzle(r) && start_puzzle(r, value);
    return puzzle_line(r, line, value);
}

bool puzzle_set_parse(PuzzleSet *out, const Sheets *sheets, const char *text, const char *source, char *err,
                      size_t err_cap)
{
    memset(out, 0, sizeof *out);
    Reader r = {.sheets = sheets, .source = source, .set = out, .step = -1, .err = err, .err_cap = err_cap};
    session_init(&r.game, sheets);
    bool ok = true, format_seen = false;
    const char *p = text;
    while (ok && *p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char line[512];
        r.line++;
        if (len >= sizeof line) {
            ok = fail(&r, "a line too long");
            break;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl != NULL);
        ok = read_line(&r, line, &p, &format_seen);
    }
    if (ok && !format_seen) ok = fail(&r, "no puzzles: the file does not start with \"format 1\"");
    ok = ok && close_puzzle(&r);
    session_free(&r.game);
    if (!ok) puzzle_set_free(out);
    return ok;
}

bool puzzle_set_read(PuzzleSet *out, const Sheets *sheets, const char *data_dir, char *err, size_t err_cap)
{
    char path[1200];
    char *text = NULL;
    memset(out, 0, sizeof *out);
    snprintf(path, sizeof path, "%s/%s", data_dir, PUZZLES_FILE);
    if (file_read_text(path, &text, NULL, err, err_cap) != FILE_OK) {
        if (!text && err[0] == '\0') snprintf(err, err_cap, "%s: there is no such file", path);
        free(text);
        return false;
    }
    bool ok = puzzle_set_parse(out, sheets, text, path, err, err_cap);
    free(text);
    return ok;
}

void puzzle_set_free(PuzzleSet *s)
{
    free(s->entry);
    s->entry = NULL;
    s->count = 0;
}

int puzzle_set_entry_option(const PuzzleEntry *e, const Sheets *sheets, const Action *a)
{
    Game mine = e->before;
    Refusal why;
    if (!game_apply(&mine, sheets, a, &why)) return -1;
    for (int i = 0; i < e->option_count; i++) {
        Game theirs = e->before;
        if (game_apply(&theirs, sheets, &e->option[i].action, &why) && game_alike(&mine, &theirs)) return i;
    }
    return e->option_count;
}
