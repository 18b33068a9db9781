/* settings.h — the player's settings, kept in settings.txt in the user data folder:
 *
 *   # rajas settings
 *   animation = normal        slow, normal, fast or off
 *   bot_pace = 700            ms a bot waits before it acts, 300–3000
 *   sound = on                on or off
 *   language = auto           auto (from the system), en, de or nl
 *   palette = standard        standard or colour-blind (the pen colours)
 *   confirm_turn = on         on: a person's finished turn waits for End turn; off
 *   speech = off              on: the prompt, the log and the focused item are spoken
 *                             (speech-dispatcher, docs/accessibility.md); off
 *   scale = 100               the size of text and controls in percent, 100–200; on the
 *                             first start (no file) it follows the display (settings_file_scale_for_dpi)
 *   text_size = normal        normal, large or largest: text one or two steps up the type scale
 *   contrast = normal         normal or high: plain panels, strong outlines (docs/accessibility.md)
 *
 * One `key = value` a line, each key at most once, in any order; blank lines and lines
 * whose first non-blank character is '#' are skipped; a key left out keeps its default.
 * Reading is all or nothing: a broken file is reported with its line and what is wrong,
 * the defaults are used for the whole run, and settings_file_load leaves the file as it is on
 * disk; files_settings_read moves it aside as settings.txt.broken-<date> (player_files.h),
 * so the player can mend it. Writing goes through file_replace (file_rule.h). No SDL. */
#ifndef RAJAS_SETTINGS_H
#define RAJAS_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

#include "player_files.h"

typedef enum { ANIMATION_SLOW, ANIMATION_NORMAL, ANIMATION_FAST, ANIMATION_OFF, ANIMATION_SPEEDS } AnimationSpeed;
typedef enum { LANGUAGE_AUTO, LANGUAGE_EN, LANGUAGE_DE, LANGUAGE_NL, LANGUAGES } Language;
typedef enum { TEXT_NORMAL, TEXT_LARGE, TEXT_LARGEST, TEXT_SIZES } TextSize;

#define SETTINGS_PACE_MIN_MS 300
#define SETTINGS_PACE_MAX_MS 3000
#define SETTINGS_PACE_DEFAULT_MS 700
#define SETTINGS_SCALE_MIN 100
#define SETTINGS_SCALE_MAX 200
#define SETTINGS_SCALE_STEP 25      /* the card's steps and the DPI default's rounding */
/* The pens' palette, numbered as the scene's PaletteKind (palette.h) numbers them. */
enum { SETTINGS_PALETTE_STANDARD, SETTINGS_PALETTE_COLOUR_BLIND, SETTINGS_PALETTES };

typedef struct {
    AnimationSpeed animation;
    int bot_pace_ms;           /* SETTINGS_PACE_MIN_MS..SETTINGS_PACE_MAX_MS */
    bool sound;
    Language language;
    int palette;               /* SETTINGS_PALETTE_*: a PaletteKind (palette.h) */
    bool confirm_turn;         /* a finished turn waits for End turn (or Undo) */
    bool speech;               /* say the table aloud through speech-dispatcher */
    int scale;                 /* SETTINGS_SCALE_MIN..SETTINGS_SCALE_MAX percent: text and controls */
    TextSize text_size;        /* steps up the type scale on top of the scale */
    bool high_contrast;        /* contrast = high */
} Settings;

/* normal animation, 700 ms, sound on, language auto, standard palette, confirm_turn on,
 * speech off, scale 100, text normal, contrast normal. */
Settings settings_file_default(void);
/* Field by field (a struct's padding makes memcmp unfit). */
bool settings_file_equal(const Settings *a, const Settings *b);

typedef enum {
    SETTINGS_READ,      /* the file was read: *out holds it */
    SETTINGS_ABSENT,    /* there is no file (the first run): *out holds the defaults */
    SETTINGS_BROKEN     /* the file is wrong or unreadable: *out holds the defaults, err says
                           "<path>:<line>: <what is wrong>" */
} SettingsLoad;

SettingsLoad settings_file_load(Settings *out, const char *path, char *err, size_t err_cap);

/* Writes every setting (with a comment line first). On failure err says why and the old
 * file at path is untouched. */
bool settings_file_save(const Settings *s, const char *path, char *err, size_t err_cap);

/* The user folder's settings.txt. FILE_OK: *out is the file's. FILE_ABSENT (the first
 * run): the defaults. FILE_BROKEN: the defaults, and the file is moved aside (*d). */
FileRead files_settings_read(const char *dir, Settings *out, FilesDamage *d);
bool files_settings_write(const char *dir, const Settings *s, char *err, size_t err_cap);

/* The words of the file: "slow" …, "auto"/"en"/"de"/"nl" (what i18n_pick takes),
 * "standard"/"colour-blind". */
const char *settings_file_animation_word(AnimationSpeed a);
const char *settings_file_language_word(Language l);
const char *settings_file_palette_word(int palette);
const char *settings_file_text_size_word(TextSize t);

/* The first start's scale for a display of dpi dots per inch: 96 dpi is 100 %, in
 * SETTINGS_SCALE_STEP steps (rounded to the nearest), within 100..200; 100 when the
 * display does not say (dpi <= 0). */
int settings_file_scale_for_dpi(float dpi);
/* How much larger than normal text is at this text size, in percent: 100, 125, 150. */
int settings_file_text_percent(TextSize t);

/* How long animations take relative to normal, in percent: slow 150, normal 100, fast 50,
 * off 0 (changes appear at once). */
int settings_file_animation_percent(AnimationSpeed a);

#endif
