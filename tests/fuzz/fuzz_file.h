/* fuzz_file.h — the harness of one of the player's small files (settings.txt, stats.txt:
 * docs/save-format.md), written once for every such file and made for one by
 * FUZZ_FILE_HARNESS. The input is written to the file in the harness's temp folder and read
 * with the file's own reader.
 *
 * What must hold for every input: the reader says read or broken, nothing else; only clean
 * text is read (fuzz_read_or_named: the file rule), what is read passes the harness's own
 * check (every value in range), saves, and reads back equal; a broken file names its path
 * and leaves what a missing file gives (fresh), so a damaged file never half-loads. */
#ifndef RAJAS_FUZZ_FILE_H
#define RAJAS_FUZZ_FILE_H

#include "fuzz.h"

#define FUZZ_FILE_PATH_MAX 600

/* Type: the file's value; name: its file name; load(&value, path, err, cap) answers READ or
 * BROKEN; save(&value, path, err, cap) is true when saved; equal(&a, &b) compares; fresh()
 * is the value a missing file gives; check(&value) fuzz_checks what was read. */
#define FUZZ_FILE_HARNESS(Type, name, load, READ, BROKEN, save, equal, fresh, check)               \
    static char fuzz_input[FUZZ_FILE_PATH_MAX], fuzz_saved[FUZZ_FILE_PATH_MAX];                   \
                                                                                                   \
    int LLVMFuzzerInitialize(int *argc, char ***argv)                                              \
    {                                                                                              \
        (void)argc;                                                                                \
        (void)argv;                                                                                \
        fuzz_temp_path(name, fuzz_input, sizeof fuzz_input);                                       \
        fuzz_temp_path("saved.txt", fuzz_saved, sizeof fuzz_saved);                                \
        return 0;                                                                                  \
    }                                                                                              \
                                                                                                   \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)                                   \
    {                                                                                              \
        fuzz_write_file(fuzz_input, data, size);                                                   \
        Type value, again;                                                                         \
        char err[1024] = "";                                                                       \
        int result = (int)load(&value, fuzz_input, err, sizeof err);                               \
        fuzz_check(result == READ || result == BROKEN);                                            \
        if (fuzz_read_or_named(result == READ, data, size, err, fuzz_input)) {                     \
            check(&value);                                                                         \
            fuzz_check_step(save(&value, fuzz_saved, err, sizeof err), err, "what was read saves"); \
            fuzz_check(load(&again, fuzz_saved, err, sizeof err) == READ);                         \
        } else {                                                                                   \
            again = fresh();                                                                       \
        }                                                                                          \
        fuzz_check(equal(&value, &again));                                                         \
        return 0;                                                                                  \
    }

#endif
