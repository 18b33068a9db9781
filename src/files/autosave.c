/* autosave.c — the game in progress in the user folder, with who sits where (see
 * autosave.h). */
#define _POSIX_C_SOURCE 200809L

#include "autosave.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_rule.h"

/* The comment line after the record while a finished turn waits for End turn. */
#define END_TURN_LINE "# end-turn "
/* A comment line before the record naming one seat. */
#define PLAYER_LINE "# player "

/* The player lines of seats, one a seat in seat order. */
static void player_lines(const GameSetup *seats, char *out, size_t cap)
{
    size_t at = 0;
    out[0] = '\0';
    for (int s = 0; s < seats->players && at < cap; s++) {
        char words[SETUP_SEAT_WORDS_MAX];
        setup_file_seat_words(&seats->seat[s], words, sizeof words);
        int n = snprintf(out + at, cap - at, "%s%s\n", PLAYER_LINE, words);
        if (n < 0) break;
        at += (size_t)n;
    }
}

/* The whole file: player lines, record, end-turn line (caller frees); NULL with err and
 * errno when there is no game, memory runs out or the seats do not fit the game. */
static char *autosave_text(const Session *s, const GameSetup *seats, int ended, const char *path, char *err,
                           size_t cap)
{
    if (!seats || seats->players != s->game.setup.players) {
        snprintf(err, cap, "%s: not saved: the seats do not fit the game", path);
        errno = EINVAL;
        return NULL;
    }
    char head[GAME_MAX_PLAYERS * (sizeof PLAYER_LINE + SETUP_SEAT_WORDS_MAX + 1) + 1], tail[32] = "";
    player_lines(seats, head, sizeof head);
    if (ended >= 0) snprintf(tail, sizeof tail, "%s%d\n", END_TURN_LINE, ended + 1);
    char *record = session_record(s);
    size_t len = record ? strlen(head) + strlen(record) + strlen(tail) + 1 : 0;
    char *text = record ? malloc(len) : NULL;
    if (text) snprintf(text, len, "%s%s%s", head, record, tail);
    free(record);
    if (text) return text;
    snprintf(err, cap, "%s: nothing to save (no game, or out of memory)", path);
    errno = ENOMEM;
    return NULL;
}

bool files_autosave_write(const char *dir, const Session *s, const GameSetup *seats, int ended, char *err,
                          size_t cap)
{
    char path[FILES_PATH_MAX];
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, err, cap)) {
        errno = 0;   /* no folder: no cause of the system's */
        return false;
    }
    char *text = autosave_text(s, seats, ended, path, err, cap);
    if (!text) return false;
    bool ok = file_replace(path, text, err, cap);
    int cause = errno;
    free(text);
    /* The seats are in autosave.txt now: an old pair's seats file would only mislead. */
    if (ok && files_path(dir, SEATS_FILE, path, sizeof path, NULL, 0)) file_remove(path);
    errno = cause;
    return ok;
}

int files_autosave_ended(const char *dir)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, NULL, 0)) return -1;
    if (file_read_text(path, &text, NULL, err, sizeof err) != FILE_OK) return -1;
    int seat = -1, n;
    for (const char *line = text; line;) {
        if (strncmp(line, END_TURN_LINE, strlen(END_TURN_LINE)) == 0 &&
            sscanf(line + strlen(END_TURN_LINE), "%d", &n) == 1 && n >= 1 && n <= GAME_MAX_PLAYERS)
            seat = n - 1;
        line = strchr(line, '\n');
        if (line) line++;
    }
    free(text);
    return seat;
}

/* The player lines of text into seats->seat[], their number into *count; NULL, or what is
 * wrong and on which line (*line). */
static const char *read_players(const char *text, GameSetup *seats, int *count, int *line)
{
    const size_t mark = strlen(PLAYER_LINE);
    *count = 0;
    *line = 0;
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        (*line)++;
        if (len >= mark && strncmp(p, PLAYER_LINE, mark) == 0) {
            char words[SETUP_SEAT_WORDS_MAX + 8];
            size_t n = len - mark;
            if (n > 0 && p[mark + n - 1] == '\r') n--;
            if (n >= sizeof words) return "a player line is too long";
            if (*count >= GAME_MAX_PLAYERS) return "more than 5 player lines";
            memcpy(words, p + mark, n);
            words[n] = '\0';
            const char *why = NULL;
            if (!setup_file_seat_read(words, &seats->seat[*count], &why)) return why;
            (*count)++;
        }
        p += len + (p[len] == '\n');
    }
    return NULL;
}

/* Checks the player lines against the replayed game: one a seat, pens apart. Fills in the
 * game's sheet and starting seat. */
static bool seats_fit(GameSetup *seats, int count, const Session *game, const char *path, char *err, size_t cap)
{
    seats->players = count;
    seats->sheet = game->game.setup.sheet;
    seats->first = game->game.setup.first;
    if (count != game->game.setup.players) {
        snprintf(err, cap, "%s: the player lines name %d seats, the game has %d", path, count,
                 game->game.setup.players);
        return false;
    }
    if (setup_file_valid(seats, game->sheets)) return true;
    snprintf(err, cap, "%s: two player lines share a pen colour", path);
    return false;
}

/* The file's text (read whole) into scratch and seats, all or nothing; false with err. */
static bool autosave_from_text(const char *text, const char *path, Session *scratch, GameSetup *seats, int *count,
                               char *err, size_t cap)
{
    int line;
    const char *why = read_players(text, seats, count, &line);
    if (why) {
        snprintf(err, cap, "%s:%d: %s", path, line, why);
        return false;
    }
    if (!session_replay(scratch, text, path, err, cap)) return false;
    return *count == 0 || seats_fit(seats, *count, scratch, path, err, cap);
}

FileRead files_autosave_load(const char *dir, Session *s, GameSetup *seats, bool *seated, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    char *text = NULL;
    files_no_damage(d);
    if (!files_path(dir, AUTOSAVE_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    /* The read itself says whether it is there: a loop of links or a FIFO in its place is
     * no missing file but an unreadable one, kept aside like a damaged one. */
    FileRead r = file_read_text(path, &text, NULL, err, sizeof err);
    if (r == FILE_ABSENT) {
        snprintf(d->why, sizeof d->why, "%s: there is no such file", path);
        return FILE_ABSENT;
    }
    Session scratch;
    session_init(&scratch, s->sheets);
    GameSetup named;
    memset(&named, 0, sizeof named);
    int count = 0;
    bool ok = r == FILE_OK && autosave_from_text(text, path, &scratch, &named, &count, err, sizeof err);
    free(text);
    if (!ok) {
        session_free(&scratch);
        files_keep_damaged(FILES_AUTOSAVE, path, err, d);
        return FILE_BROKEN;
    }
    session_free(s);
    memcpy(s, &scratch, sizeof *s);   /* as session_replay hands a scratch session over */
    *seated = count > 0;
    if (*seated) *seats = named;
    return FILE_OK;
}

FileRead files_autosave_check(const char *dir, const Sheets *sheets, FilesDamage *d)
{
    Session check;
    GameSetup seats;
    bool seated;
    session_init(&check, sheets);
    FileRead r = files_autosave_load(dir, &check, &seats, &seated, d);
    session_free(&check);
    return r;
}

void files_autosave_forget(const char *dir)
{
    char path[FILES_PATH_MAX];
    if (files_path(dir, AUTOSAVE_FILE, path, sizeof path, NULL, 0)) file_remove(path);
    if (files_path(dir, SEATS_FILE, path, sizeof path, NULL, 0)) file_remove(path);
}
