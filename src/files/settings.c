/* settings.c — the player's settings and settings.txt (see settings.h). The file is read
 * into a scratch value that replaces the defaults only when every line made sense. */
#include "settings.h"

#include <stdio.h>
#include <string.h>

#include "decimal.h"
#include "file_rule.h"
#include "key_value.h"

enum { KEY_ANIMATION, KEY_BOT_PACE, KEY_SOUND, KEY_LANGUAGE, KEY_PALETTE, KEY_CONFIRM_TURN, KEY_SPEECH, KEY_SCALE,
       KEY_TEXT_SIZE, KEY_CONTRAST, KEYS };

static const char *const KEY[KEYS] = {"animation", "bot_pace", "sound",     "language",  "palette",
                                      "confirm_turn", "speech", "scale", "text_size", "contrast"};
static const char *const ANIMATION_WORD[ANIMATION_SPEEDS] = {"slow", "normal", "fast", "off"};
static const char *const LANGUAGE_WORD[LANGUAGES] = {"auto", "en", "de", "nl"};
static const char *const PALETTE_WORD[SETTINGS_PALETTES] = {"standard", "colour-blind"};
static const char *const SOUND_WORD[2] = {"off", "on"};
static const char *const TEXT_WORD[TEXT_SIZES] = {"normal", "large", "largest"};
static const char *const CONTRAST_WORD[2] = {"normal", "high"};

Settings settings_file_default(void)
{
    Settings s;
    memset(&s, 0, sizeof s);
    s.animation = ANIMATION_NORMAL;
    s.bot_pace_ms = SETTINGS_PACE_DEFAULT_MS;
    s.sound = true;
    s.language = LANGUAGE_AUTO;
    s.palette = SETTINGS_PALETTE_STANDARD;
    s.confirm_turn = true;
    s.speech = false;
    s.scale = SETTINGS_SCALE_MIN;
    s.text_size = TEXT_NORMAL;
    s.high_contrast = false;
    return s;
}

bool settings_file_equal(const Settings *a, const Settings *b)
{
    return a->animation == b->animation && a->bot_pace_ms == b->bot_pace_ms && a->sound == b->sound &&
           a->language == b->language && a->palette == b->palette && a->confirm_turn == b->confirm_turn &&
           a->speech == b->speech && a->scale == b->scale && a->text_size == b->text_size &&
           a->high_contrast == b->high_contrast;
}

const char *settings_file_animation_word(AnimationSpeed a)
{
    return a < ANIMATION_SPEEDS ? ANIMATION_WORD[a] : "?";
}

const char *settings_file_language_word(Language l)
{
    return l < LANGUAGES ? LANGUAGE_WORD[l] : "?";
}

const char *settings_file_palette_word(int palette)
{
    return palette >= 0 && palette < SETTINGS_PALETTES ? PALETTE_WORD[palette] : "?";
}

const char *settings_file_text_size_word(TextSize t)
{
    return t < TEXT_SIZES ? TEXT_WORD[t] : "?";
}

int settings_file_text_percent(TextSize t)
{
    static const int PERCENT[TEXT_SIZES] = {100, 125, 150};
    return t < TEXT_SIZES ? PERCENT[t] : 100;
}

int settings_file_scale_for_dpi(float dpi)
{
    if (!(dpi > 0)) return SETTINGS_SCALE_MIN;   /* unknown (or NaN): as a 96 dpi display */
    float percent = dpi * 100.0f / 96.0f;
    if (percent <= SETTINGS_SCALE_MIN) return SETTINGS_SCALE_MIN;
    if (percent >= SETTINGS_SCALE_MAX) return SETTINGS_SCALE_MAX;
    int steps = (int)((percent - SETTINGS_SCALE_MIN) / SETTINGS_SCALE_STEP + 0.5f);
    return SETTINGS_SCALE_MIN + steps * SETTINGS_SCALE_STEP;
}

int settings_file_animation_percent(AnimationSpeed a)
{
    static const int PERCENT[ANIMATION_SPEEDS] = {150, 100, 50, 0};
    return a < ANIMATION_SPEEDS ? PERCENT[a] : 100;
}

static int word_index(const char *v, const char *const *words, int count)
{
    for (int i = 0; i < count; i++)
        if (strcmp(v, words[i]) == 0) return i;
    return -1;
}

/* A whole number within min..max (decimal.h: digits only); false on anything else. */
static bool number_in(const char *v, int min, int max, int *out)
{
    uint64_t n;
    if (decimal_read(v, (uint64_t)max, &n) != DECIMAL_OK || n < (uint64_t)min) return false;
    *out = (int)n;
    return true;
}

static bool take_value(void *ctx, int key, const char *v, int line, char *why, size_t cap)
{
    (void)line;
    Settings *s = ctx;
    int i;
    switch (key) {
    case KEY_ANIMATION:
        if ((i = word_index(v, ANIMATION_WORD, ANIMATION_SPEEDS)) < 0) break;
        s->animation = (AnimationSpeed)i;
        return true;
    case KEY_BOT_PACE:
        if (!number_in(v, SETTINGS_PACE_MIN_MS, SETTINGS_PACE_MAX_MS, &s->bot_pace_ms)) break;
        return true;
    case KEY_SOUND:
        if ((i = word_index(v, SOUND_WORD, 2)) < 0) break;
        s->sound = i == 1;
        return true;
    case KEY_LANGUAGE:
        if ((i = word_index(v, LANGUAGE_WORD, LANGUAGES)) < 0) break;
        s->language = (Language)i;
        return true;
    case KEY_CONFIRM_TURN:
        if ((i = word_index(v, SOUND_WORD, 2)) < 0) break;
        s->confirm_turn = i == 1;
        return true;
    case KEY_SPEECH:
        if ((i = word_index(v, SOUND_WORD, 2)) < 0) break;
        s->speech = i == 1;
        return true;
    case KEY_SCALE:
        if (!number_in(v, SETTINGS_SCALE_MIN, SETTINGS_SCALE_MAX, &s->scale)) break;
        return true;
    case KEY_TEXT_SIZE:
        if ((i = word_index(v, TEXT_WORD, TEXT_SIZES)) < 0) break;
        s->text_size = (TextSize)i;
        return true;
    case KEY_CONTRAST:
        if ((i = word_index(v, CONTRAST_WORD, 2)) < 0) break;
        s->high_contrast = i == 1;
        return true;
    default:
        if ((i = word_index(v, PALETTE_WORD, SETTINGS_PALETTES)) < 0) break;
        s->palette = i;
        return true;
    }
    static const char *const MUST[KEYS] = {
        "animation must be slow, normal, fast or off", "bot_pace must be 300–3000 ms",
        "sound must be on or off", "language must be auto, en, de or nl",
        "palette must be standard or colour-blind", "confirm_turn must be on or off",
        "speech must be on or off", "scale must be 100–200 (percent)",
        "text_size must be normal, large or largest", "contrast must be normal or high"};
    snprintf(why, cap, "%s, not %s", MUST[key], v[0] ? v : "empty");
    return false;
}

SettingsLoad settings_file_load(Settings *out, const char *path, char *err, size_t err_cap)
{
    Settings scratch = settings_file_default();
    *out = settings_file_default();
    switch (kv_read(path, KEY, KEYS, take_value, &scratch, err, err_cap)) {
    case KV_READ: *out = scratch; return SETTINGS_READ;
    case KV_ABSENT: return SETTINGS_ABSENT;
    default: return SETTINGS_BROKEN;
    }
}

static bool settings_sane(const Settings *s)
{
    return s->animation < ANIMATION_SPEEDS && s->language < LANGUAGES && s->palette >= 0 &&
           s->palette < SETTINGS_PALETTES && s->bot_pace_ms >= SETTINGS_PACE_MIN_MS &&
           s->bot_pace_ms <= SETTINGS_PACE_MAX_MS && s->scale >= SETTINGS_SCALE_MIN && s->scale <= SETTINGS_SCALE_MAX && s->text_size < TEXT_SIZES;
}

bool settings_file_save(const Settings *s, const char *path, char *err, size_t err_cap)
{
    /* A value the file could not be read back with is refused, not written. */
    if (!settings_sane(s)) {
        snprintf(err, err_cap, "%s: not saved: a setting is out of range (bot_pace %d ms, scale %d %%)", path,
                 s->bot_pace_ms, s->scale);
        return false;
    }
    char text[512];
    snprintf(text, sizeof text,
             "# rajas settings (docs/save-format.md)\n"
             "animation = %s\nbot_pace = %d\nsound = %s\nlanguage = %s\npalette = %s\nconfirm_turn = %s\nspeech = %s\n"
             "scale = %d\ntext_size = %s\ncontrast = %s\n",
             ANIMATION_WORD[s->animation], s->bot_pace_ms, SOUND_WORD[s->sound ? 1 : 0],
             LANGUAGE_WORD[s->language], PALETTE_WORD[s->palette], SOUND_WORD[s->confirm_turn ? 1 : 0],
             SOUND_WORD[s->speech ? 1 : 0], s->scale, TEXT_WORD[s->text_size], CONTRAST_WORD[s->high_contrast ? 1 : 0]);
    return file_replace(path, text, err, err_cap);
}

/* ---- in the user folder ---------------------------------------------------------------- */

FileRead files_settings_read(const char *dir, Settings *out, FilesDamage *d)
{
    char path[FILES_PATH_MAX], err[FILES_ERR_MAX];
    files_no_damage(d);
    *out = settings_file_default();
    if (!files_path(dir, SETTINGS_FILE, path, sizeof path, d->why, sizeof d->why)) return FILE_ABSENT;
    switch (settings_file_load(out, path, err, sizeof err)) {
    case SETTINGS_READ: return FILE_OK;
    case SETTINGS_ABSENT: return FILE_ABSENT;
    default: files_keep_damaged(FILES_SETTINGS, path, err, d); return FILE_BROKEN;
    }
}

bool files_settings_write(const char *dir, const Settings *s, char *err, size_t err_cap)
{
    char path[FILES_PATH_MAX];
    return files_path(dir, SETTINGS_FILE, path, sizeof path, err, err_cap) && settings_file_save(s, path, err, err_cap);
}
