/* fuzz_settings.c — reading settings.txt (settings.h, docs/save-format.md). The input is
 * written to a file in the harness's temp folder and read with settings_file_load.
 *
 * What must hold for every input: only clean text is read (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule); a file that is read gives settings in range (the
 * animation, language and palette known, the bot pace within its limits) that save and
 * read back equal; a broken file says so with its path and leaves the defaults. */

#include "fuzz.h"
#include "settings.h"

#define PATH_MAX_BYTES 600

/* Made once (libFuzzer gives no context pointer): the two file paths. */
static struct {
    char input[PATH_MAX_BYTES], saved[PATH_MAX_BYTES];
} h;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_temp_path("settings.txt", h.input, sizeof h.input);
    fuzz_temp_path("saved.txt", h.saved, sizeof h.saved);
    return 0;
}

static void check_read(const Settings *s)
{
    fuzz_check(s->animation >= 0 && s->animation < ANIMATION_SPEEDS);
    fuzz_check(s->language >= 0 && s->language < LANGUAGES);
    fuzz_check(s->palette >= 0 && s->palette < SETTINGS_PALETTES);
    fuzz_check(s->bot_pace_ms >= SETTINGS_PACE_MIN_MS && s->bot_pace_ms <= SETTINGS_PACE_MAX_MS);
    char err[1024] = "";
    fuzz_check_step(settings_file_save(s, h.saved, err, sizeof err), err, "settings that were read save");
    Settings again;
    fuzz_check(settings_file_load(&again, h.saved, err, sizeof err) == SETTINGS_READ);
    fuzz_check(settings_file_equal(s, &again));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_write_file(h.input, data, size);
    Settings s;
    char err[1024] = "";
    SettingsLoad result = settings_file_load(&s, h.input, err, sizeof err);
    fuzz_check(result == SETTINGS_READ || result == SETTINGS_BROKEN);
    if (fuzz_read_or_named(result == SETTINGS_READ, data, size, err, h.input)) {
        check_read(&s);
    } else {
        Settings defaults = settings_file_default();
        fuzz_check(settings_file_equal(&s, &defaults));
    }
    return 0;
}
