/* fuzz_records.c — loading a saved game: the autosave and the finished-game records are
 * both the session's record text (docs/save-format.md, records.h), read by save_file_read;
 * the autosave also names its seats in player lines, read by files_autosave_load. The
 * input is written to a file in the harness's temp folder and loaded from there, so the
 * whole reading path is fuzzed, file reading included.
 *
 * What must hold for every input: only clean text loads (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule), so no file is half-read; a file that does not
 * load says so with its path and leaves the session as it was (here: not started); a file
 * that loads gives a game whose record, saved with save_file_write and loaded again, is the
 * same text, so an autosave written from a resumed game resumes the same game. As
 * autosave.txt: seats that are read fit the game (one a seat, pens apart, names) and an
 * autosave written with them gives back the same seats and game; a file that is refused
 * is moved aside, never left for a save to write over. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/stat.h>

#include "autosave.h"
#include "data.h"
#include "fuzz.h"
#include "save_file.h"

#define PATH_MAX_BYTES 600

/* Loaded once (libFuzzer gives no context pointer): the sheets and the two file paths. */
static struct {
    Sheets sheets;
    char input[PATH_MAX_BYTES], saved[PATH_MAX_BYTES];
    char user[PATH_MAX_BYTES], autosave[PATH_MAX_BYTES];   /* a user folder of its own */
} h;

FUZZ_INITIALIZE
{
    FUZZ_LOAD_SHEETS(&h.sheets);
    fuzz_temp_path("autosave.rajas", h.input, sizeof h.input);
    fuzz_temp_path("saved.rajas", h.saved, sizeof h.saved);
    fuzz_temp_path("user/", h.user, sizeof h.user);
    fuzz_temp_path("user/autosave.txt", h.autosave, sizeof h.autosave);
    if (mkdir(h.user, 0700) != 0) abort();
}

/* Saves s and loads the file back into a new session: the records must be equal. */
static void check_saved_again(const Session *s)
{
    char err[1024] = "";
    char *record = session_record(s);
    fuzz_check(record != NULL);
    fuzz_check_step(save_file_write(s, h.saved, err, sizeof err), err, "a loaded game saves");
    Session again;
    session_init(&again, &h.sheets);
    fuzz_check_step(save_file_read(&again, h.saved, err, sizeof err), err, "a saved game loads");
    char *second = session_record(&again);
    fuzz_check(second != NULL && strcmp(record, second) == 0);
    free(second);
    free(record);
    session_free(&again);
}

/* Seats read from an autosave fit its game; written again with the game, they and the
 * game come back the same. */
static void check_seats_again(const Session *s, const GameSetup *seats)
{
    fuzz_check(seats->players == s->game.setup.players && setup_file_valid(seats, &h.sheets));
    char err[1024] = "";
    fuzz_check(files_autosave_write(h.user, s, seats, -1, err, sizeof err));
    Session again;
    GameSetup back;
    bool named = false;
    FilesDamage d;
    session_init(&again, &h.sheets);
    fuzz_check(files_autosave_load(h.user, &again, &back, &named, &d) == FILE_OK && named);
    fuzz_check(back.players == seats->players);
    for (int i = 0; i < seats->players; i++)
        fuzz_check(back.seat[i].kind == seats->seat[i].kind && back.seat[i].colour == seats->seat[i].colour &&
                   (seats->seat[i].kind != SEAT_BOT || back.seat[i].level == seats->seat[i].level) &&
                   strcmp(back.seat[i].name, seats->seat[i].name) == 0);
    char *one = session_record(s), *two = session_record(&again);
    fuzz_check(one && two && strcmp(one, two) == 0);
    free(one);
    free(two);
    session_free(&again);
}

/* The input as autosave.txt in the harness's user folder. */
static void check_autosave(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.autosave, data, size);
    Session s;
    GameSetup seats;
    bool seated = false;
    FilesDamage d;
    session_init(&s, &h.sheets);
    FileRead r = files_autosave_load(h.user, &s, &seats, &seated, &d);
    if (r == FILE_OK) {
        fuzz_check(fuzz_clean_text(data, size) && s.started);
        if (seated) check_seats_again(&s, &seats);
    } else {
        fuzz_check(r == FILE_BROKEN && !s.started);
        fuzz_check(d.found && d.kept && strncmp(d.why, h.autosave, strlen(h.autosave)) == 0);
        remove(d.kept_as);   /* the next input finds the folder as this one did */
    }
    session_free(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.input, data, size);
    Session s;
    session_init(&s, &h.sheets);
    char err[1024] = "";
    if (fuzz_read_or_named(save_file_read(&s, h.input, err, sizeof err), data, size, err, h.input)) {
        fuzz_check(s.started);
        check_saved_again(&s);
    } else {
        fuzz_check(!s.started && s.count == 0);
    }
    session_free(&s);
    check_autosave(data, size);
    return 0;
}
