/* record_read.c — records of finished games read back (records.h): the comment lines that
 * name the seats and the result, the game replayed from the record lines (session_replay),
 * and the list of records in the user folder for the replay viewer. A record that no longer
 * replays (an older version's, whose moves today's rules refuse) says which line and why. */
#include "records.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decimal.h"
#include "file_rule.h"

/* The text after "# <word> " on a comment line, or NULL. */
static const char *comment_value(const char *line, size_t len, const char *word, char *buf, size_t cap)
{
    size_t w = strlen(word);
    if (len < 3 + w || strncmp(line, "# ", 2) != 0 || strncmp(line + 2, word, w) != 0 || line[2 + w] != ' ')
        return NULL;
    size_t n = len - 3 - w;
    if (n >= cap) n = cap - 1;
    memcpy(buf, line + 3 + w, n);
    buf[n] = '\0';
    return buf;
}

/* "# seat <n> human|bot-<level> <name>" into the seats; a line that does not read is
 * passed over. */
static void read_seat(const char *value, RecordSeats *seats)
{
    char number[8], kind[16];
    int used = 0;
    uint64_t n;
    if (sscanf(value, "%7s %15s %n", number, kind, &used) != 2 || used == 0 ||
        decimal_read(number, GAME_MAX_PLAYERS, &n) != DECIMAL_OK || n == 0)
        return;
    int seat = (int)n - 1, level = RECORD_PERSON;
    for (int l = 0; l < RECORD_LEVELS; l++)
        if (strncmp(kind, "bot-", 4) == 0 && strcmp(kind + 4, record_level_word(l)) == 0) level = l;
    if (level == RECORD_PERSON && strcmp(kind, "human") != 0) return;
    seats->level[seat] = (int8_t)level;
    snprintf(seats->name[seat], sizeof seats->name[seat], "%s", value + used);
    if (seats->players < seat + 1) seats->players = seat + 1;
}

void record_read_header(const char *text, RecordInfo *out)
{
    char file[RECORD_FILE_MAX];
    snprintf(file, sizeof file, "%s", out->file);   /* the name is the caller's to keep */
    memset(out, 0, sizeof *out);
    snprintf(out->file, sizeof out->file, "%s", file);
    char value[RECORD_NAME_MAX + 40];
    while (*text == '#') {
        size_t len = strcspn(text, "\n");
        size_t clean = len > 0 && text[len - 1] == '\r' ? len - 1 : len;
        if (comment_value(text, clean, "finished", value, sizeof value))
            snprintf(out->finished, sizeof out->finished, "%.*s", (int)sizeof out->finished - 1, value);
        else if (comment_value(text, clean, "result", value, sizeof value))
            snprintf(out->result, sizeof out->result, "%.*s", (int)sizeof out->result - 1, value);
        else if (comment_value(text, clean, "seat", value, sizeof value))
            read_seat(value, &out->seats);
        text += len + (text[len] == '\n');
    }
}

/* session_replay's "<path>:<line>: <clause> <message>" taken apart into why. */
static void replay_problem(const char *path, const char *err, RecordProblem *why)
{
    why->what = RECORD_NO_REPLAY;
    snprintf(why->detail, sizeof why->detail, "%s", err);
    size_t at = strlen(path);
    if (strncmp(err, path, at) != 0 || err[at] != ':') return;
    const char *rest = err + at + 1;
    char *end;
    long line = strtol(rest, &end, 10);
    if (end == rest || strncmp(end, ": ", 2) != 0) return;   /* "<path>: no game in it" */
    why->line = (int)line;
    rest = end + 2;
    size_t clause = strcspn(rest, " ");
    if (clause == 0 || clause >= sizeof why->clause || rest[clause] == '\0') return;
    memcpy(why->clause, rest, clause);
    why->clause[clause] = '\0';
    snprintf(why->message, sizeof why->message, "%s", rest + clause + 1);
}

RecordLoad record_load(const char *path, Session *s, RecordInfo *info, RecordProblem *why)
{
    memset(why, 0, sizeof *why);
    char *text = NULL;
    FileRead r = file_read_text(path, &text, NULL, why->detail, sizeof why->detail);
    if (r != FILE_OK) {
        why->what = r == FILE_ABSENT ? RECORD_ABSENT : RECORD_DAMAGED;
        return why->what;
    }
    if (info) {
        const char *slash = strrchr(path, '/');
        snprintf(info->file, sizeof info->file, "%s", slash ? slash + 1 : path);
        record_read_header(text, info);
    }
    char err[FILES_ERR_MAX];
    bool loaded = session_replay(s, text, path, err, sizeof err);
    free(text);
    if (!loaded) replay_problem(path, err, why);
    why->what = loaded ? RECORD_LOADED : RECORD_NO_REPLAY;
    return why->what;
}

static bool is_record_name(const char *name)
{
    size_t n = strlen(name), ext = strlen(".rajas");
    return n > ext && n < RECORD_FILE_MAX && name[0] != '.' && strcmp(name + n - ext, ".rajas") == 0;
}

static int newest_first(const void *a, const void *b)
{
    return -strcmp(((const RecordInfo *)a)->file, ((const RecordInfo *)b)->file);
}

typedef struct {
    RecordInfo *all;
    int count, cap;
} RecordNames;

static bool add_record_name(const char *name, void *ctx)
{
    RecordNames *r = ctx;
    size_t n = strlen(name);
    if (!is_record_name(name) || n >= sizeof r->all->file) return true;
    if (r->count == r->cap) {
        int cap = r->cap ? r->cap * 2 : 32;
        RecordInfo *bigger = realloc(r->all, (size_t)cap * sizeof *r->all);
        if (!bigger) return false;
        r->all = bigger;
        r->cap = cap;
    }
    memset(&r->all[r->count], 0, sizeof r->all[r->count]);
    memcpy(r->all[r->count].file, name, n + 1);   /* n fits: checked above */
    r->count++;
    return true;
}

/* Every record's name in the folder, into a new array (caller frees); NULL when there is
 * no folder or memory runs out. */
static RecordInfo *record_names(const char *folder, int *count)
{
    RecordNames r = {0};
    file_list(folder, add_record_name, &r);
    *count = r.count;
    return r.all;
}

int files_records_list(const char *dir, RecordInfo *out, int max)
{
    char folder[FILES_PATH_MAX], path[FILES_PATH_MAX + RECORD_FILE_MAX], err[FILES_ERR_MAX];
    if (!files_path(dir, RECORDS_DIR, folder, sizeof folder, NULL, 0)) return 0;
    int count;
    RecordInfo *all = record_names(folder, &count);
    if (!all) return 0;
    qsort(all, (size_t)count, sizeof *all, newest_first);
    if (max > RECORD_LIST_MAX) max = RECORD_LIST_MAX;
    int n = count < max ? count : max;
    for (int i = 0; i < n; i++) {
        out[i] = all[i];
        char *text = NULL;
        snprintf(path, sizeof path, "%s/%s", folder, out[i].file);
        if (file_read_text(path, &text, NULL, err, sizeof err) != FILE_OK) continue;
        record_read_header(text, &out[i]);
        free(text);
    }
    free(all);
    return n;
}

void files_records_check(const char *dir, const Sheets *sheets, RecordInfo *list, int n)
{
    char folder[FILES_PATH_MAX], path[FILES_PATH_MAX + RECORD_FILE_MAX];
    if (!files_path(dir, RECORDS_DIR, folder, sizeof folder, NULL, 0)) return;
    Session s;
    session_init(&s, sheets);
    for (int i = 0; i < n; i++) {
        snprintf(path, sizeof path, "%s/%s", folder, list[i].file);
        RecordProblem why;
        list[i].damaged = record_load(path, &s, NULL, &why) != RECORD_LOADED || !game_over(&s.game);
    }
    session_free(&s);
}
