/* fuzz_records.c — loading a saved game: the autosave and the finished-game records are
 * both the session's record text (docs/save-format.md, records.h), read by session_load.
 * The input is written to a file in the harness's temp folder and loaded from there, so
 * the whole reading path is fuzzed, file reading included.
 *
 * What must hold for every input: only clean text loads (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule), so no file is half-read; a file that does not
 * load says so with its path and leaves the session as it was (here: not started); a file
 * that loads gives a game whose record, saved with session_save and loaded again, is the
 * same text, so an autosave written from a resumed game resumes the same game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data.h"
#include "fuzz.h"
#include "save_file.h"

#define PATH_MAX_BYTES 600

/* Loaded once (libFuzzer gives no context pointer): the sheets and the two file paths. */
static struct {
    Sheets sheets;
    char input[PATH_MAX_BYTES], saved[PATH_MAX_BYTES];
} h;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    char err[8192];
    if (!data_load_sheets(&h.sheets, err, sizeof err)) {
        fprintf(stderr, "fuzz_records: %s\n", err);
        abort();
    }
    fuzz_temp_path("autosave.rajas", h.input, sizeof h.input);
    fuzz_temp_path("saved.rajas", h.saved, sizeof h.saved);
    return 0;
}

/* Saves s and loads the file back into a new session: the records must be equal. */
static void check_saved_again(const Session *s)
{
    char err[1024] = "";
    char *record = session_record(s);
    fuzz_check(record != NULL);
    if (!session_save(s, h.saved, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        fuzz_check(!"a loaded game saves");
    }
    Session again;
    session_init(&again, &h.sheets);
    if (!session_load(&again, h.saved, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        fuzz_check(!"a saved game loads");
    }
    char *second = session_record(&again);
    fuzz_check(second != NULL && strcmp(record, second) == 0);
    free(second);
    free(record);
    session_free(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.input, data, size);
    Session s;
    session_init(&s, &h.sheets);
    char err[1024] = "";
    if (session_load(&s, h.input, err, sizeof err)) {
        fuzz_check(fuzz_clean_text(data, size));
        fuzz_check(s.started);
        check_saved_again(&s);
    } else {
        fuzz_check(!s.started && s.count == 0);
        fuzz_check(strncmp(err, h.input, strlen(h.input)) == 0);
    }
    session_free(&s);
    return 0;
}
