/* settings_card.h — the settings card, drawn over whichever scene is on screen: a row of
 * choices for each setting (animations, bot pace, sound, language, pen colours) and one
 * Close button. Every choice takes effect as it is clicked, as a player expects of a game:
 * the card changes its copy of the settings and answers SETTINGS_CHANGED, and the program
 * reads the copy back at once, applies it and writes settings.txt (a write that fails is
 * said on the card, settings_scene_note). Close, Esc or Enter answer SETTINGS_CLOSED;
 * there is nothing to undo. Events arrive in renderer pixels. The card borrows Art,
 * allocates nothing and touches no file. This header is the card's layout, input, drawing and
 * words, which its files and the tests share; the program opens it through cards.h. */
#ifndef RAJAS_SETTINGS_CARD_H
#define RAJAS_SETTINGS_CARD_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "cards.h"
#include "settings.h"

typedef enum { SETTINGS_NONE, SETTINGS_CHANGED, SETTINGS_CLOSED } SettingsAnswer;

typedef enum { ROW_ANIMATION, ROW_PACE, ROW_SOUND, ROW_LANGUAGE, ROW_PALETTE, ROW_END_TURN, ROW_SPEECH,
               ROW_SCALE, ROW_TEXT_SIZE, ROW_CONTRAST, SETTINGS_ROWS } SettingsRow;

#define SETTINGS_CHOICES_MAX 5              /* the scale's 100, 125, 150, 175 and 200 % */
#define SETTINGS_PACE_STEP_MS 100
#define SETTINGS_SWATCHES 6                 /* PEN_COLOURS, without pulling in widgets.h */

/* How many choices a row has, left to right: animation slow, normal, fast, off; the pace
 * row "−" (SETTINGS_PACE_STEP_MS less wait before a bot acts) and "+" (as much more);
 * sound on, off; language auto, en, de, nl; pens standard, colour-blind; the end of a
 * person's turn confirmed (End turn), passed at once; speech on, off; the scale 100 %
 * to 200 % in SETTINGS_SCALE_STEP steps; text normal, large, largest; contrast normal,
 * high.
 *
 * The card is laid out on a grid of SETTINGS_CHOICES_MAX columns, so it keeps its
 * shape at every scale: the label column and the card grow with the scale (type_scale.h)
 * up to the window's width, and a label or choice too long for its box steps down the
 * type scale, then takes two lines. */
int settings_row_choices(SettingsRow row);

typedef struct {
    int w, h, unit, zoom;                   /* zoom: the text's, type_scale.h */
    SDL_Rect card, title;
    SDL_Rect label[SETTINGS_ROWS];
    SDL_Rect choice[SETTINGS_ROWS][SETTINGS_CHOICES_MAX];
    SDL_Rect pace_value;                    /* "700 ms" between the pace row's − and + */
    SDL_Rect swatch[SETTINGS_SWATCHES];     /* the chosen palette's pens, after its choices */
    SDL_Rect note;                          /* "Every choice applies at once …", left of Close */
    SDL_Rect close;
    int title_px, label_px, choice_px;      /* the type scale's sizes at the scale in force */
} SettingsLayout;

/* Lays the card out for a w×h window (as at least 1024×640) with its text at zoom %
 * (type_scale.h). Pure. */
void settings_layout(SettingsLayout *l, int w, int h, int zoom);

typedef enum { SETTINGS_HIT_NONE, SETTINGS_HIT_CHOICE, SETTINGS_HIT_CLOSE } SettingsHitKind;

typedef struct {
    SettingsHitKind kind;
    SettingsRow row;       /* SETTINGS_HIT_CHOICE */
    int choice;
} SettingsHit;

SettingsHit settings_hit(const SettingsLayout *l, int x, int y);

#define SETTINGS_NOTE_MAX 768   /* as APP_NOTE_MAX: a path and why it could not be written */

void settings_scene_resize(SettingsScene *s, int w, int h);
/* A click on a choice changes exactly its setting → SETTINGS_CHANGED (the program applies
 * s->chosen and writes it at once); a click on the choice already made, or on the pace at
 * its bound, changes nothing → SETTINGS_NONE. Close, Esc or Enter → SETTINGS_CLOSED;
 * anything else → SETTINGS_NONE. */
SettingsAnswer settings_scene_event(SettingsScene *s, const SDL_Event *e);
/* True when choice `choice` of row is the one in force (for the pace row: never). */
bool settings_choice_chosen(const Settings *s, SettingsRow row, int choice);

/* ---- settings_card_words.c: the card's words, in lang ---------------------------------- */

/* A row's label: "Animations", "Bot pace", "Sound", "Language", "Pen colours", "End of my turn",
 * "Speech", "Size", "Text", "Contrast". */
const char *settings_words_row(const Lang *lang, SettingsRow row);
/* The label of a row's choice, in settings_row_choices's order: "Slow" … "Off"; "−", "+";
 * "On", "Off"; "System", then each language by its own name ("Deutsch"); "Standard",
 * "Colour-blind"; "Confirm", "Pass at once"; "On", "Off"; "100 %" … "200 %"; "Normal",
 * "Large", "Largest"; "Normal", "High". "" for a choice the row does not have. */
const char *settings_words_choice(const Lang *lang, SettingsRow row, int choice);
/* The bot pace between its − and +: "700 ms". */
void settings_words_pace(const Lang *lang, int ms, char *buf, size_t cap);
/* The card's usual line by Close: "Every choice applies at once and is remembered." */
const char *settings_words_note(const Lang *lang);

/* ---- settings_card_draw.c ------------------------------------------------------------ */

/* How text is set in box, for the card's drawing and its layout test: the largest size of
 * the type scale up to px on one line (box.w less a unit, and a line no taller than box.h),
 * else the finest on two lines split at a blank (ui_label_split: first, second), else the
 * finest on one line, cut (second ""). Returns the pixel size. */
int settings_text_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, const char *text, char *first,
                     char *second, size_t cap);

/* The size the note of a change not kept is drawn at: the fine size, or smaller when a long
 * one (a path) would take more lines than its box has. */
int settings_note_px(const SettingsScene *s);
/* Dims the window and draws the card over it, the chosen palette's pens shown. */
void settings_scene_draw(SettingsScene *s, SDL_Renderer *r);

#endif
