/* fuzz_setup.c — reading the set-up screen's memory, the last seats (setup_file_load in
 * src/files/setup_file.c: setup.txt and autosave-seats.txt, beside settings.txt). The input is written to a file
 * in the harness's temp folder and read from there with the shipped sheets.
 *
 * What must hold for every input: only clean text is read (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule); a file that is read gives a usable set-up (setup_file_valid:
 * 2–5 seats, distinct colours, names not empty) that saves and reads back the same; a
 * broken file names itself and leaves the set-up as it was. */
#include <string.h>

#include "data.h"
#include "fuzz.h"
#include "setup_screen.h"

#define PATH_MAX_BYTES 600

/* Loaded once (libFuzzer gives no context pointer): the sheets and the two file paths. */
static struct {
    Sheets sheets;
    char input[PATH_MAX_BYTES], saved[PATH_MAX_BYTES];
} h;

FUZZ_INITIALIZE
{
    FUZZ_LOAD_SHEETS(&h.sheets);
    fuzz_temp_path("setup.txt", h.input, sizeof h.input);
    fuzz_temp_path("saved.txt", h.saved, sizeof h.saved);
}

static bool same_setup(const GameSetup *a, const GameSetup *b)
{
    if (a->players != b->players || a->sheet != b->sheet || a->first != b->first) return false;
    for (int s = 0; s < a->players; s++) {
        const SeatSetup *x = &a->seat[s], *y = &b->seat[s];
        if (x->kind != y->kind || x->colour != y->colour || strcmp(x->name, y->name) != 0) return false;
        if (x->kind == SEAT_BOT && x->level != y->level) return false;
    }
    return true;
}

static void check_read(const GameSetup *g)
{
    fuzz_check(setup_file_valid(g, &h.sheets));
    char err[1024] = "";
    fuzz_check_step(setup_file_save(g, &h.sheets, h.saved, err, sizeof err), err, "a set-up that was read saves");
    GameSetup again;
    setup_default(&again, &h.sheets);
    fuzz_check_step(setup_file_load(&again, &h.sheets, h.saved, FILES_ENGLISH, err, sizeof err), err, "a saved set-up reads back");
    fuzz_check(same_setup(g, &again));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.input, data, size);
    GameSetup g, before;
    setup_default(&g, &h.sheets);
    before = g;
    char err[1024] = "";
    bool read = setup_file_load(&g, &h.sheets, h.input, FILES_ENGLISH, err, sizeof err);
    if (fuzz_read_or_named(read, data, size, err, h.input))
        check_read(&g);
    else
        fuzz_check(same_setup(&g, &before));
    return 0;
}
