/* settings_card_words.c — the settings card's words (see settings_card.h): each row's
 * label, each choice's label, the bot pace in milliseconds, and the line that says choices
 * apply at once (or why one could not be kept). Pure: text in the language given
 * (i18n.h). */
#include "cards_internal.h"

#include <stdio.h>

#include "i18n.h"
#include "palette.h"

static const char *const ROW_LABEL[SETTINGS_ROWS] = {
    N_("Animations"), N_("Bot pace"), N_("Sound"), N_("Language"), N_("Pen colours"), N_("End of my turn"),
    N_("Speech"), N_("Size"), N_("Text"), N_("Contrast")};
static const char *const TEXT_LABEL[TEXT_SIZES] = {N_("Normal"), N_("Large"), N_("Largest")};
static const char *const CONTRAST_LABEL[2] = {N_("Normal"), N_("High")};
/* "100 %" … "200 %": a number is the same in every language the game speaks. */
static const char *const SCALE_LABEL[SETTINGS_CHOICES_MAX] = {"100 %", "125 %", "150 %", "175 %", "200 %"};
static const char *const ANIMATION_LABEL[ANIMATION_SPEEDS] = {N_("Slow"), N_("Normal"), N_("Fast"), N_("Off")};
static const char *const SOUND_LABEL[2] = {N_("On"), N_("Off")};
static const char *const PALETTE_LABEL[PALETTES] = {N_("Standard"), N_("Colour-blind")};
/* A person's finished turn waits for End turn, or passes on at once. */
static const char *const END_TURN_LABEL[2] = {N_("Confirm"), N_("Pass at once")};
/* Each language by its own name, untranslated, so a player can find theirs in any
 * language; "System" (the language from the environment) is translated. */
static const char *const LANGUAGE_LABEL[LANGUAGES] = {N_("System"), "English", "Deutsch", "Nederlands"};

const char *settings_words_row(const Lang *lang, SettingsRow row)
{
    return row < SETTINGS_ROWS ? _(ROW_LABEL[row]) : "";
}

const char *settings_words_choice(const Lang *lang, SettingsRow row, int choice)
{
    if (choice < 0 || choice >= settings_row_choices(row)) return "";
    switch (row) {
    case ROW_ANIMATION: return _(ANIMATION_LABEL[choice]);
    case ROW_PACE: return choice == 0 ? "−" : "+";
    case ROW_SOUND: case ROW_SPEECH: return _(SOUND_LABEL[choice]);
    case ROW_LANGUAGE: return choice == 0 ? _(LANGUAGE_LABEL[0]) : LANGUAGE_LABEL[choice];
    case ROW_END_TURN: return _(END_TURN_LABEL[choice]);
    case ROW_SCALE: return SCALE_LABEL[choice];
    case ROW_TEXT_SIZE: return _(TEXT_LABEL[choice]);
    case ROW_CONTRAST: return _(CONTRAST_LABEL[choice]);
    default: return _(PALETTE_LABEL[choice]);
    }
}

void settings_words_pace(const Lang *lang, int ms, char *buf, size_t cap)
{
    snprintf(buf, cap, _("%d ms"), ms);
}

const char *settings_words_note(const Lang *lang)
{
    return _("Every choice applies at once and is remembered.");
}

void settings_words_unsaved(const Lang *lang, const char *why, char *buf, size_t cap)
{
    snprintf(buf, cap, _("The settings apply now but could not be saved: %s"), why);
}
