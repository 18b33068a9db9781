/* fuzz_settings.c — reading settings.txt (settings.h, docs/save-format.md). The input is
 * written to a file in the harness's temp folder and read with settings_file_load
 * (fuzz_file.h).
 *
 * What must hold for every input: only clean text is read (fuzz_clean_text: no NUL byte,
 * UTF-8, at most 1 MiB: the file rule); a file that is read gives settings in range (the
 * animation, language and palette known, the bot pace within its limits) that save and
 * read back equal; a broken file says so with its path and leaves the defaults. */

#include "fuzz_file.h"
#include "settings.h"

static void check_read(const Settings *s)
{
    fuzz_check(s->animation >= 0 && s->animation < ANIMATION_SPEEDS);
    fuzz_check(s->language >= 0 && s->language < LANGUAGES);
    fuzz_check(s->palette >= 0 && s->palette < SETTINGS_PALETTES);
    fuzz_check(s->bot_pace_ms >= SETTINGS_PACE_MIN_MS && s->bot_pace_ms <= SETTINGS_PACE_MAX_MS);
}

FUZZ_FILE_HARNESS(Settings, "settings.txt", settings_file_load, SETTINGS_READ, SETTINGS_BROKEN, settings_file_save,
                  settings_file_equal, settings_file_default, check_read)
