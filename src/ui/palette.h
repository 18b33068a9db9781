/* palette.h — the pen colours the seats write with, in two palettes: the standard one
 * (widgets.h's PEN_COLOUR) and a colour-blind one whose six pens stay apart for people
 * without red or without green cones (protanopia, deuteranopia). A seat's pen keeps its
 * index and its name (blue, red, green, purple, orange, black) in both palettes, so the
 * remembered set-up and the seats do not change when the palette does.
 *
 * The colour-blind pens: blue (0,114,178) from Okabe and Ito, wine (136,34,85) for red and
 * teal (68,170,153) for green from Paul Tol's muted scheme, violet (120,94,240) for purple
 * from IBM's colour-blind set, orange (238,119,51) from Tol's vibrant scheme, and black.
 * Every one is at least 28 L* darker than the paper, so a stroke reads on the sheet.
 *
 * To check that, this file also simulates those two kinds of colour blindness (Viénot,
 * Brettel & Mollon 1999) and measures colour differences (CIE 1976 ΔE in CIELAB, D65). */
#ifndef RAJAS_PALETTE_H
#define RAJAS_PALETTE_H

#include <SDL.h>

/* How the pens are coloured: the player's setting (settings.h keeps it as a number in the
 * same order, SETTINGS_PALETTES of them). */
typedef enum { PALETTE_STANDARD, PALETTE_COLOUR_BLIND, PALETTES } PaletteKind;

/* Pen number pen (0..PEN_COLOURS-1) of the palette; black for any other number. */
SDL_Color palette_pen(PaletteKind kind, int pen);

typedef enum { VISION_NORMAL, VISION_PROTANOPIA, VISION_DEUTERANOPIA, VISIONS } Vision;

/* The colour as it looks to someone with that vision (alpha kept). */
SDL_Color palette_seen_by(SDL_Color c, Vision v);
/* CIE 1976 colour difference: about 2 is just noticeable, above 20 clearly apart. */
double palette_difference(SDL_Color a, SDL_Color b);
/* CIE L*: 0 black … 100 white. */
double palette_lightness(SDL_Color c);

#endif
