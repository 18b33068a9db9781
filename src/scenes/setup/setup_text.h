/* setup_text.h — the size each word of the set-up screen is drawn at (setup_text.c): the
 * largest of the type scale at which it fits its box, for the drawing and the tests. */
#ifndef RAJAS_SETUP_TEXT_H
#define RAJAS_SETUP_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "game_setup.h"
#include "i18n.h"
#include "setup_layout.h"

/* The height one line at px takes (at least 5/4 px, as ui_text_wrapped steps). */
int setup_line_h(Art *art, FontFace face, int px);
/* The widest word of the labels that may take two lines under the seats (Add a player,
 * Random start, Learn to play, Today's dice), in bold, in thousandths of the size it is
 * drawn at, in lang. */
int setup_word_per_mille(Art *art, const Lang *lang);
/* The size text is drawn at in box, starting from px: the largest of the type scale at
 * which it fits on one line (first) or, when two_lines, split at a blank on two (first,
 * second) — within box.w − 4, as a button splits its label — then down the scale at 100 %;
 * the least size, on one line and clipped, when nothing fits. */
int setup_text_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, bool two_lines, const char *text,
                  char *first, char *second, size_t cap);
/* The size text wrapped to box.w (ui_text_wrapped) is drawn at from px: the largest at
 * which all its lines fit box.h, else the least (clipped); *lines: how many it takes
 * (-1: a word wider than the box). */
int setup_wrapped_px(Art *art, FontFace face, int unit, int px, SDL_Rect box, const char *text, int *lines);
/* The room a seat's name is written in, and the one size every name is drawn at: the
 * largest from the name size down at which each fits its room (a name too long even at
 * the least size is cut at the room's edge). */
SDL_Rect setup_name_room(const SetupLayout *l, int seat);
int setup_names_px(Art *art, const SetupLayout *l, const GameSetup *g);
/* The one size the four kinds of a seat, in lang, are drawn from (each may still take two lines). */
int setup_kinds_px(Art *art, const Lang *lang, const SetupLayout *l);
/* The hints panel's text box, and the size its heading and wrapped hints in lang fit it at
 * (0: they do not at any size, and the panel is not drawn); *lines: the lines they take
 * (the panel is drawn as tall as they are, at the top of its room). */
SDL_Rect setup_hints_inner(const SetupLayout *l);
int setup_hints_px(Art *art, const Lang *lang, const SetupLayout *l, int *lines);
/* The hints panel's height for its text at px on `lines` lines (setup_hints_px). */
int setup_hints_panel_h(const SetupLayout *l, int px, int lines);
/* Above 100 % (stacked) the chosen side's picture goes under the hints panel (its text at
 * px on `lines` lines; px 0: no panel), in what is left of the room beside the buttons,
 * about 5 wide to 3 high, when that holds one at least 26 units wide and 16 high;
 * otherwise (and at 100 %, where it is l->preview) empty. */
SDL_Rect setup_stacked_preview(const SetupLayout *l, int px, int lines);

#endif
