/* rules_test.h — the rules screen's declared test header: what a test may read inside the
 * screen — its geometry, its pages, the tab shown and what it read and drew — without its
 * struct, besides its front door (rules_screen.h) and its own parts (rules.h). Only
 * rules_test.c and the tests include it (cmake/boundaries.cmake); the program never calls
 * these. The pointers are the screen's. */
#ifndef RAJAS_RULES_TEST_H
#define RAJAS_RULES_TEST_H

#include <stdbool.h>

#include "rules.h"
#include "rules_screen.h"

/* ---- rules_test.c ------------------------------------------------------------------ */

/* Where everything is, as last laid out. */
const RulesGeometry *rules_test_geometry(const RulesScene *s);
/* A tab's page: its document, layout, scroll and contents. */
const RulesPage *rules_test_page(const RulesScene *s, RulesTab tab);
/* The tab shown. */
RulesTab rules_test_tab(const RulesScene *s);
/* What the screen read and drew: the language its pages were made in ("" before), the rules
 * file shown or looked for, why it could not be read ("" when it was), whether the
 * scrollbar's thumb is held, and the blocks the last frame drew (-1 when none). */
typedef struct {
    const char *lang, *path, *error;
    bool dragging;
    int drawn_first, drawn_last;
} RulesSeen;
RulesSeen rules_test_seen(const RulesScene *s);

#endif
