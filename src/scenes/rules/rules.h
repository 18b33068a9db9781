/* rules.h — the rules screen: an overlay opened with F1 over any scene. Two tabs:
 * the rules of play from assets/rules/<language>.md (rules_text.h), and the icon legend,
 * every icon of the game with its name and meaning. A contents list of the headings on
 * the left jumps to them; the text scrolls by wheel, arrow keys, PageUp/PageDown,
 * Home/End and a draggable scrollbar. F1, Esc or the Close button close it.
 *
 * While open the overlay is modal: the app hands it every event (mouse positions in
 * renderer pixels, as the scenes get them) and draws it after the scene below. It borrows
 * Art; its documents and layouts are its own, kept while it is closed (reopening returns to
 * the same place) and released by rules_scene_free. A RulesScene starts zeroed. */
#ifndef RAJAS_RULES_H
#define RAJAS_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "art.h"
#include "rules_text.h"

typedef enum { RULES_TAB_TEXT, RULES_TAB_ICONS, RULES_TABS } RulesTab;

#define RULES_PATH_MAX 1200
#define RULES_CONTENTS_MAX 96

/* Where everything is, for the current window size. */
typedef struct {
    int w, h;
    int body_px, small_px, title_px;
    SDL_Rect card, title, tab[RULES_TABS], close;
    SDL_Rect contents;              /* the headings list */
    SDL_Rect text;                  /* the visible part of the text column */
    SDL_Rect track;                 /* the scrollbar */
    int contents_row;               /* height of one contents entry */
} RulesGeometry;

/* One tab's text: the document, its layout for the current width, and where it is. */
typedef struct {
    RulesDoc doc;
    RulesLayout layout;
    int scroll;                     /* pixels of text above the visible part */
    int contents_scroll;            /* pixels of the contents list above its box */
    int heading[RULES_CONTENTS_MAX];  /* block indices of the contents entries */
    int headings;
} RulesPage;

typedef struct {
    Art *art;                       /* borrowed */
    bool open;
    char lang[8];                   /* language the pages were made in; "" before */
    char path[RULES_PATH_MAX];      /* the rules file shown (or looked for) */
    char error[RULES_PATH_MAX + 160];  /* when set, shown in place of the rules text */
    RulesTab tab;
    RulesPage page[RULES_TABS];
    RulesGeometry g;
    bool dragging;                  /* the scrollbar's thumb is held */
    int grab;                       /* where in the thumb it was grabbed */
    int mouse_x, mouse_y;
    int drawn_first, drawn_last;    /* blocks the last frame drew, -1 when none (tests) */
} RulesScene;

/* Opens the overlay in the language in use (i18n_language), loading the rules file when
 * the language changed since the last time; w, h: the renderer's output in pixels. */
void rules_scene_open(RulesScene *s, Art *art, const char *data_dir, int w, int h);
/* Loads the pages for lang: <data_dir>/rules/<lang>.md, or en.md (with a logged note)
 * when there is none for lang. When neither can be read, s->error names the path and the
 * rules tab shows it; the icons tab works regardless. True when a rules file was read. */
bool rules_scene_load(RulesScene *s, const char *data_dir, const char *lang);
/* Hides the overlay (F1, Esc and Close do this too); what it holds is kept. */
void rules_scene_close(RulesScene *s);
/* Releases everything; the RulesScene is zeroed and can be opened again. */
void rules_scene_free(RulesScene *s);
bool rules_scene_is_open(const RulesScene *s);

void rules_scene_resize(RulesScene *s, int w, int h);
/* Takes an event while open. Returns true while the overlay stays open (the event was
 * its own), false once it has closed (or was not open): then the scene below gets the
 * next events again. A held key's repeats of F1 or Esc do not close it. */
bool rules_scene_event(RulesScene *s, const SDL_Event *e);

void rules_scene_set_tab(RulesScene *s, RulesTab tab);
/* Scrolls the current tab to y (clamped to 0 … rules_scene_max_scroll). */
void rules_scene_scroll_to(RulesScene *s, int y);
int rules_scene_max_scroll(const RulesScene *s);
/* The screen rectangle of contents entry i of the current tab (scrolled), for clicks. */
SDL_Rect rules_scene_contents_entry(const RulesScene *s, int i);
/* The scrollbar's thumb; w == 0 when everything fits and there is nothing to scroll. */
SDL_Rect rules_scene_thumb(const RulesScene *s);

/* ---- rules_draw.c ---------------------------------------------------------------- */

void rules_scene_draw(RulesScene *s, SDL_Renderer *r);

/* ---- rules_words.c: the screen's own words and the icon legend ------------------------ */

/* A tab's label: "Rules of play", "Icons". */
const char *rules_words_tab(RulesTab tab);
/* The keys that close the screen, beside Close: "F1 or Esc closes". */
const char *rules_words_keys(void);
/* Why the rules are not shown: "The rules text <path> could not be read: <why>". */
void rules_words_unreadable(const char *path, const char *why, char *buf, size_t cap);
/* Fills d with the page shown in place of rules that could not be read: a heading, error
 * (rules_words_unreadable's sentence) and where the files belong. False when memory runs
 * out. */
bool rules_words_error_page(RulesDoc *d, const char *error);

/* One legend row: an icon with its name and what it means (untranslated; shown with _()).
 * icon == NULL marks the start of a section named `name`. */
typedef struct {
    const char *icon;
    const char *name;
    const char *meaning;
} RulesLegendEntry;

/* The legend, sections included; returns its length. */
int rules_legend(const RulesLegendEntry **out);
/* Fills d with the legend in the language in use: a subheading per section and an entry
 * per icon ("**Tea** — A good: …"). False when memory runs out. */
bool rules_legend_doc(RulesDoc *d);

/* Text measuring for rules_text.h with the scene's fonts (rules_draw.c). */
void rules_scene_metrics(RulesScene *s, RulesMetrics *m);
FontFace rules_font_face(RulesFont f);
int rules_font_px(const RulesGeometry *g, RulesFont f);
/* Where a contents entry's text starts, from the list's left (subheadings further in). */
int rules_contents_indent(const RulesGeometry *g, bool sub);

#endif
