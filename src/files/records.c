/* records.c — the records of finished games (see records.h): the record text of
 * session_record.c behind comment lines naming the seats, written beside the others in
 * the records folder. */
#define _POSIX_C_SOURCE 200809L

#include "records.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"

static const char *const LEVEL_WORD[RECORD_LEVELS] = {"easy", "medium", "hard"};

const char *record_level_word(int level)
{
    return level >= 0 && level < RECORD_LEVELS ? LEVEL_WORD[level] : "?";
}

void record_file_name(const struct tm *when, uint64_t seed, char *out, size_t cap)
{
    char stamp[32];
    if (!strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", when)) snprintf(stamp, sizeof stamp, "00000000-000000");
    snprintf(out, cap, "%s-%" PRIu64 ".rajas", stamp, seed);
}

/* "2 1 3", "2=1 3": the protocol's result line. */
static void result_line(const Session *s, char *out, size_t cap)
{
    Ranking rk;
    game_ranking(&s->game, s->sheets, &rk);
    size_t at = 0;
    out[0] = '\0';
    for (int i = 0; i < rk.count && at < cap; i++) {
        const char *sep = i == 0 ? "" : rk.place[i] == rk.place[i - 1] ? "=" : " ";
        int n = snprintf(out + at, cap - at, "%s%d", sep, rk.seat[i] + 1);
        if (n < 0) return;
        at += (size_t)n;
    }
}

/* A name on a comment line: a line break in it would end the comment. */
static void printable_name(const char *name, char *out)
{
    size_t n = 0;
    for (; name[n] && n < RECORD_NAME_MAX - 1; n++)
        out[n] = (unsigned char)name[n] < 0x20 ? '?' : name[n];
    out[n] = '\0';
}

char *record_text(const Session *s, const RecordSeats *seats, const struct tm *when)
{
    char *record = session_record(s);
    if (!record) return NULL;
    char head[1024], date[32], result[64];
    if (!strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", when)) snprintf(date, sizeof date, "?");
    result_line(s, result, sizeof result);
    size_t at = (size_t)snprintf(head, sizeof head,
                                 "# rajas record: a finished game; `rajas-engine < <file>` replays it\n"
                                 "# finished %s\n", date);
    for (int seat = 0; seat < seats->players && seat < GAME_MAX_PLAYERS; seat++) {
        char name[RECORD_NAME_MAX], kind[16];
        printable_name(seats->name[seat], name);
        if (seats->level[seat] == RECORD_PERSON) snprintf(kind, sizeof kind, "human");
        else snprintf(kind, sizeof kind, "bot-%s", record_level_word(seats->level[seat]));
        at += (size_t)snprintf(head + at, sizeof head - at, "# seat %d %s %s\n", seat + 1, kind, name);
    }
    snprintf(head + at, sizeof head - at, "# result %s\n", result);
    size_t len = strlen(head) + strlen(record) + 1;
    char *text = malloc(len);
    if (text) snprintf(text, len, "%s%s", head, record);
    free(record);
    return text;
}

/* The record's path in dir: the plain name, or with a number when that one is taken. */
static bool free_path(const char *dir, const struct tm *when, uint64_t seed, char *out, size_t cap)
{
    char name[96];
    record_file_name(when, seed, name, sizeof name);
    size_t stem = strlen(name) - strlen(".rajas");
    for (int n = 1; n < 1000; n++) {
        int len = n == 1 ? snprintf(out, cap, "%s/%s", dir, name)
                         : snprintf(out, cap, "%s/%.*s-%d.rajas", dir, (int)stem, name, n);
        if (len < 0 || (size_t)len >= cap) return false;
        if (!files_exists(out)) return true;
    }
    return false;
}

bool record_save(const Session *s, const RecordSeats *seats, const char *dir, const struct tm *when,
                 char *path_out, size_t path_cap, char *err, size_t err_cap)
{
    if (!file_make_folder(dir)) {
        int cause = errno;
        snprintf(err, err_cap, "%s: cannot make the folder: %s", dir, strerror(cause));
        errno = cause;
        return false;
    }
    if (!free_path(dir, when, s->setup.seed, path_out, path_cap)) {
        snprintf(err, err_cap, "%s: no free name for the record", dir);
        errno = EEXIST;
        return false;
    }
    char *text = record_text(s, seats, when);
    if (!text) {
        snprintf(err, err_cap, "%s: nothing to record (no game, or out of memory)", path_out);
        errno = ENOMEM;
        return false;
    }
    bool ok = file_replace(path_out, text, err, err_cap);
    free(text);
    return ok;
}

bool files_record_game(const char *dir, const Session *s, const RecordSeats *seats, const struct tm *when,
                       char *path_out, size_t path_cap, char *err, size_t err_cap)
{
    char records[FILES_PATH_MAX];
    if (files_path(dir, RECORDS_DIR, records, sizeof records, err, err_cap))
        return record_save(s, seats, records, when, path_out, path_cap, err, err_cap);
    errno = 0;   /* no folder: no cause of the system's */
    return false;
}
