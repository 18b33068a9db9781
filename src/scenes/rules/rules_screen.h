/* rules_screen.h — the rules screen, as the program sees it: an overlay opened with F1 over
 * any scene. Two tabs: the rules of play from assets/rules/<language>.md (rules_text.h), and
 * the icon legend, every icon of the game with its name and meaning. A contents list of the
 * headings on the left jumps to them; the text scrolls by wheel, arrow keys, PageUp/PageDown,
 * Home/End and a draggable scrollbar. F1, Esc or the Close button close it.
 *
 * While open the overlay is modal: the app hands it every event (mouse positions in renderer
 * pixels, as the scenes get them) and draws it after the scene below. It borrows Art; its
 * documents and layouts are its own, kept while it is closed (reopening returns to the same
 * place) and released by rules_scene_free. Its own parts are in rules.h, its struct in
 * rules_internal.h (its files only), what tests read inside it in rules_test.h. */
#ifndef RAJAS_RULES_SCREEN_H
#define RAJAS_RULES_SCREEN_H

#include <stdbool.h>

#include "art.h"
#include "i18n.h"
#include "scene.h"

typedef struct RulesScene RulesScene;

/* The rules behind the scene interface (rules_ops.c); self is a RulesScene, open. */
extern const SceneOps rules_scene_ops;

/* A closed rules screen that draws with art (borrowed) and writes its words in lang
 * (borrowed, the program's: a switch loads into it), or NULL when there is no memory;
 * nothing is read before it opens. */
RulesScene *rules_scene_new(Art *art, const Lang *lang);
/* Releases the screen and all it holds; NULL is nothing. */
void rules_scene_free(RulesScene *s);
/* Opens the overlay in the screen's language (lang_code), loading the rules file when
 * the language changed since the last time; w, h: the renderer's output in pixels. */
void rules_scene_open(RulesScene *s, const char *data_dir, int w, int h);
/* Hides the overlay (F1, Esc and Close do this too); what it holds is kept. */
void rules_scene_close(RulesScene *s);
bool rules_scene_is_open(const RulesScene *s);

#endif
