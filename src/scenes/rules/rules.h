/* rules.h — the rules screen's own parts, which its files and the tests share: its geometry
 * and pages, its input and scrolling, its drawing, its words and the icon legend. The
 * program opens the screen through rules_screen.h; the struct is in rules_internal.h, and
 * the tests read inside it through rules_test.h. */
#ifndef RAJAS_RULES_H
#define RAJAS_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "rules_screen.h"
#include "rules_text.h"

typedef enum { RULES_TAB_TEXT, RULES_TAB_ICONS, RULES_TABS } RulesTab;

#define RULES_PATH_MAX 1200
#define RULES_CONTENTS_MAX 96

/* Where everything is, for the current window size. Every text size is one of the type
 * scale's (type_scale.h) at the layout's unit, so the player's size and text size grow
 * it; what holds text (the bar, the tabs, Close, the contents entries) grows with it. */
typedef struct {
    int w, h, unit;
    int body_px;                    /* the text and the contents list: TYPE_BODY */
    int small_px;                   /* the contents list and "F1 or Esc closes" (the same
                                       size: no entry is shrunk) */
    int title_px;                   /* the tabs and subheadings: TYPE_LABEL */
    int heading_px;                 /* headings: TYPE_TITLE */
    SDL_Rect card, title, tab[RULES_TABS], close;
    SDL_Rect contents;              /* the headings list */
    SDL_Rect text;                  /* the visible part of the text column */
    SDL_Rect track;                 /* the scrollbar */
    int contents_line;              /* height of one line of a contents entry */
    int contents_pad;               /* added to each entry's lines (less when that lets
                                       the whole list fit) */
} RulesGeometry;

#define RULES_ENTRY_LINES 4         /* a contents entry wraps to at most this many lines */

/* One tab's text: the document, its layout for the current width, and where it is. */
typedef struct {
    RulesDoc doc;
    RulesLayout layout;
    int scroll;                     /* pixels of text above the visible part */
    int contents_scroll;            /* pixels of the contents list above its box */
    int heading[RULES_CONTENTS_MAX];  /* block indices of the contents entries */
    int headings;
    int entry_y[RULES_CONTENTS_MAX + 1];  /* each entry's top in the list; [headings]: the
                                             list's height (entries wrap, so they differ) */
} RulesPage;


/* Loads the pages for the language code: <data_dir>/rules/<code>.md, or en.md (with a
 * logged note) when there is none for it; the screen's own words (the legend, the page
 * about a missing file) are in its lang. When neither can be read, the error names the path and the
 * rules tab shows it; the icons tab works regardless. True when a rules file was read. */
bool rules_scene_load(RulesScene *s, const char *data_dir, const char *code);

void rules_scene_resize(RulesScene *s, int w, int h);
/* The language changed: open, the pages are loaded again in it (rules_scene_load). */
void rules_scene_retranslate(RulesScene *s);
/* Takes an event while open. Returns true while the overlay stays open (the event was
 * its own), false once it has closed (or was not open): then the scene below gets the
 * next events again. A held key's repeats of F1 or Esc do not close it. */
bool rules_scene_event(RulesScene *s, const SDL_Event *e);

void rules_scene_set_tab(RulesScene *s, RulesTab tab);
/* The contents entry of the section the text view is in (the last heading at or above its
 * top line), or -1 above the first heading. */
int rules_scene_current_entry(const RulesScene *s);
/* Scrolls the current tab to y (clamped to 0 … rules_scene_max_scroll), and the contents
 * list so that the current entry is in its view. */
void rules_scene_scroll_to(RulesScene *s, int y);
int rules_scene_max_scroll(const RulesScene *s);
/* The screen rectangle of contents entry i of the current tab (scrolled), for clicks. */
SDL_Rect rules_scene_contents_entry(const RulesScene *s, int i);
/* The scrollbar's thumb; w == 0 when everything fits and there is nothing to scroll. */
SDL_Rect rules_scene_thumb(const RulesScene *s);
/* The blocks of the current tab whose first line lies wholly in the text column now, the
 * first to the last (what speech reads, app_speech.c); false when none does. */
bool rules_scene_in_view(const RulesScene *s, int *first, int *last);

/* ---- rules_draw.c ---------------------------------------------------------------- */

void rules_scene_draw(RulesScene *s, SDL_Renderer *r);

/* ---- rules_words.c: the screen's own words and the icon legend ------------------------ */

/* A tab's label: "Rules of play", "Icons". */
const char *rules_words_tab(const Lang *lang, RulesTab tab);
/* The screen's keys, beside Close: "Ctrl+↓/↑ sections · F1 or Esc closes". */
const char *rules_words_keys(const Lang *lang);
/* Why the rules are not shown: "The rules text <path> could not be read: <why>". */
void rules_words_unreadable(const Lang *lang, const char *path, const char *why, char *buf, size_t cap);
/* Fills d with the page shown in place of rules that could not be read: a heading, error
 * (rules_words_unreadable's sentence) and where the files belong. False when memory runs
 * out. */
bool rules_words_error_page(const Lang *lang, RulesDoc *d, const char *error);

/* One legend row: an icon with its name and what it means (untranslated; shown with _()).
 * icon == NULL marks the start of a section named `name`. */
typedef struct {
    const char *icon;
    const char *name;
    const char *meaning;
} RulesLegendEntry;

/* The legend, sections included; returns its length. */
int rules_legend(const RulesLegendEntry **out);
/* Fills d with the legend in lang: a subheading per section and an entry
 * per icon ("**Tea** — A good: …"). False when memory runs out. */
bool rules_legend_doc(const Lang *lang, RulesDoc *d);

/* Text measuring for rules_text.h with the scene's fonts (rules_draw.c). */
void rules_scene_metrics(RulesScene *s, RulesMetrics *m);
FontFace rules_font_face(RulesFont f);
int rules_font_px(const RulesGeometry *g, RulesFont f);
/* Where a contents entry's text starts, from the list's left (subheadings further in). */
int rules_contents_indent(const RulesGeometry *g, bool sub);
/* How contents entry text (a heading when !sub) is set in the list: wrapped at blanks to
 * the list's width at g->small_px, never shrunk (the layout test checks each line fits).
 * Fills line[0..n) and returns n, at most RULES_ENTRY_LINES (the rest joins the last). */
int rules_contents_wrap(RulesScene *s, const char *text, bool sub, char line[RULES_ENTRY_LINES][160]);

#endif
