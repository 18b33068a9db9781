/* type_scale.h — the one type scale: a few fixed text sizes, every one derived from a
 * layout's unit of length (geometry.h), so text grows with the window in even steps. The
 * player's UI scale and text size (settings.h: scale 100–200 %, text normal/large/largest)
 * multiply the unit the sizes are taken from (the Style's zoom, style.h), not the window:
 * the layouts keep their regions and the text in them grows. Text that does not fit its box
 * steps down the scale (type_fit) instead of shrinking to an arbitrary size, so two labels
 * side by side are either the same size or a whole step apart.
 *
 * Nothing is kept here: the zoom is a value. Drawing code measures at the zoom of the Art it
 * is handed (its Style's, art_style); a layout that has no Art is given the zoom and keeps
 * it beside its unit (TableLayout.zoom, ReplayLayout.zoom, ...), measuring with the
 * *_zoomed forms. */
#ifndef RAJAS_TYPE_SCALE_H
#define RAJAS_TYPE_SCALE_H

#include "art.h"

typedef enum {
    TYPE_FINE,     /* secondary lines: karma left, chip labels, the race's numbers */
    TYPE_BODY,     /* running text: the log, names, tooltips, button labels */
    TYPE_LABEL,    /* headings of panels and the round */
    TYPE_TITLE,    /* the prompt: whose turn it is and what to do */
    TYPE_DISPLAY,  /* cards that ask for the whole table's eyes (hand-over) */
    TYPE_SIZES
} TypeSize;

/* Smallest text anywhere at the table: readable at 1024×640 (unit 6). */
#define TYPE_MIN_PX 11

/* The least side of an icon drawn beside words of px pixels (a bonus chip's coin over its
 * name, a seat card's symbol before its number, a choice chip's good before its label): the
 * height of the words' capitals (DejaVu's are 0.73 em), so the icon never shrinks to a dot
 * beside words it should stand with. */
int type_icon_least(int px);

/* The largest zoom: 200 % scale × 150 % (largest text). */
#define TYPE_ZOOM_MAX STYLE_ZOOM_MAX

/* The zoom a layout of unit `unit` can take: the zoom of art's Style, but at most 25 × unit
 * percent (150 % at unit 6, 1024×640; 200 % at unit 8, 1280×800; 300 % from unit 12,
 * 1920×1200), since a window holds only so much text twice as large. Never below 100. */
int type_zoom_at(const Art *art, int unit);
/* A length of a layout of unit `unit` grown by its zoom: a control that holds text (a
 * button's height, a line of the log) stays as tall as its text. */
int type_grow(const Art *art, int unit, int px);
/* type_grow up to cap pixels (never less than px itself): a length that grows with the text
 * but only so far. */
int type_grow_max(const Art *art, int unit, int px, int cap);

/* The pixel height of size s at layout unit `unit` grown by type_zoom_at(art, unit) (never
 * below TYPE_MIN_PX at 100 %). */
int type_px(const Art *art, int unit, TypeSize s);
/* type_zoom_at, type_grow, type_grow_max and type_px at a zoom given as a value: for a
 * layout that has no Art (it keeps the zoom it was given beside its unit), and for one that
 * measures itself at two zooms (the table, at 100 % for the least sizes of what is
 * clicked). */
int type_zoom_capped(int zoom, int unit);
int type_grow_zoomed(int zoom, int unit, int px);
int type_grow_max_zoomed(int zoom, int unit, int px, int cap);
int type_px_zoomed(int zoom, int unit, TypeSize s);
/* The same at 100 %: for what is measured in the sheet's own scale, not the player's. */
int type_px_plain(int unit, TypeSize s);
/* The largest size from `from` down to `least` at which text is at most room pixels
 * wide, at art's zoom; `least` when none is (the caller clips). */
TypeSize type_fit(Art *art, FontFace face, int unit, TypeSize from, TypeSize least, int room,
                  const char *text);

#endif
