/* fuzz.h — what every fuzz harness (tests/fuzz/fuzz_<target>.c, docs/fuzzing.md) defines
 * and the helpers they share. A harness is built two ways: with clang and libFuzzer
 * (-DRAJAS_FUZZ=ON, tests/fuzz/run.sh), which calls these two functions, and with the normal
 * compiler and replay.c, whose main() feeds every file of the target's seed corpus to the
 * same functions, so the ordinary test run replays each corpus (ctest fuzz_replay_<target>).
 *
 * libFuzzer's interface has no context pointer, so a harness keeps what it loads once (the
 * sheets, a temp dir) in one static struct of its own; nothing else is kept between inputs,
 * and every input's allocations are freed before it returns (a leak is a finding).
 * A harness checks what must hold for every input and calls fuzz_fail() when it does not,
 * so a broken promise is a crash the fuzzer reports, not a silent wrong answer. */
#ifndef RAJAS_FUZZ_H
#define RAJAS_FUZZ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a new NUL-terminated string of at most max bytes (the rest is dropped), or
 * NULL when memory runs out. Bytes after a NUL in the input stay in the buffer but C string
 * readers stop there, as they would on a file read into memory. Caller frees. */
char *fuzz_text(const uint8_t *data, size_t size, size_t max);

/* True when data could be a text file the game reads whole (docs/save-format.md, "Files:
 * one rule"): at most 1 MiB, no NUL byte, and UTF-8 throughout (no overlong form, no
 * UTF-16 surrogate, nothing past U+10FFFF). Written here apart from the game's own check,
 * so a harness can hold the readers to the rule: whatever loads must pass this. */
bool fuzz_clean_text(const uint8_t *data, size_t size);

/* A private directory made once per process under $TMPDIR (or /tmp) and removed with its
 * files at exit; every file a harness writes goes in it. Aborts when it cannot be made. */
const char *fuzz_temp_dir(void);

/* <fuzz_temp_dir()>/<name> into out. Aborts when it does not fit. */
void fuzz_temp_path(const char *name, char *out, size_t cap);

/* Writes size bytes to path (replacing it); aborts when that fails, since no input should
 * make the harness's own writing fail. */
void fuzz_write_file(const char *path, const uint8_t *data, size_t size);

/* A broken promise: prints what and where, then aborts, which both libFuzzer and the replay
 * test report as a failure. */
#define fuzz_check(cond) ((cond) ? (void)0 : fuzz_fail(#cond, __FILE__, __LINE__))
_Noreturn void fuzz_fail(const char *what, const char *file, int line);

/* A step of the harness's own (the sheets loaded, a file saved or read back) that must work:
 * when ok is false, prints err and fails as fuzz_check does, naming the step. */
#define fuzz_check_step(ok, err, step) fuzz_step((ok), (err), (step), __FILE__, __LINE__)
void fuzz_step(bool ok, const char *err, const char *step, const char *file, int line);

/* The file rule for a reader given the input as the file at path: when it read the file,
 * the input was clean text (fuzz_clean_text); when it refused it, its message err begins
 * with the path. Returns read. */
bool fuzz_read_or_named(bool read, const uint8_t *data, size_t size, const char *err, const char *path);

/* A harness's LLVMFuzzerInitialize, written as the body that follows it (what every input
 * needs, loaded once):  FUZZ_INITIALIZE { fuzz_temp_path(...); }  */
#define FUZZ_INITIALIZE                                    \
    static void fuzz_initialize(void);                     \
    int LLVMFuzzerInitialize(int *argc, char ***argv)      \
    {                                                      \
        (void)argc;                                        \
        (void)argv;                                        \
        fuzz_initialize();                                 \
        return 0;                                          \
    }                                                      \
    static void fuzz_initialize(void)

/* The LLVMFuzzerInitialize of a harness that loads nothing before its first input. */
#define FUZZ_NOTHING_TO_LOAD FUZZ_INITIALIZE {}

/* Loads the shipped sheets into *sheets (data.h, included by the harness); aborts, with the
 * loader's message, when they cannot be read. */
#define FUZZ_LOAD_SHEETS(sheets)                                                            \
    do {                                                                                    \
        char sheets_err[8192] = "";                                                         \
        fuzz_check_step(data_load_sheets((sheets), sheets_err, sizeof sheets_err), sheets_err, \
                        "the sheets load");                                                 \
    } while (0)

#endif
